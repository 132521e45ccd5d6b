// The page's modules bundled for dist/ (run by www/dist.sh, with esbuild from
// tests/node_modules): one flat folder of bundles, whatever folder each
// source module lives in.
//
//   node www/bundle.mjs OUTDIR ENTRY… -- LAZY…
//
// ENTRY and LAZY are paths under www/ without ".js". Each becomes OUTDIR/NAME.js
// (NAME: the file's own name, unique across the folders). An import of a LAZY
// module anywhere is left to load that bundle ("./NAME.js"), so a module
// loaded on first use stays one file shared by every bundle that imports
// it; an import of the engine's glue stays "./pkg/…". A URL a module builds
// from its own address (new URL('…', import.meta.url): a stylesheet, a
// worker, a wasm file, a catalogue) is rewritten for the flat folder: the
// engine (pkg/) and the catalogues (i18n/) keep their folders, stylesheets and
// bundles sit beside the bundle.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { pathToFileURL, fileURLToPath } from 'node:url';

const www = path.dirname(fileURLToPath(import.meta.url));
const esbuild = await import(pathToFileURL(path.join(www, '..', 'tests', 'node_modules', 'esbuild', 'lib', 'main.js')).href);
const [outdir, ...rest] = process.argv.slice(2);
const cut = rest.indexOf('--');
const entries = rest.slice(0, cut < 0 ? rest.length : cut);
const lazy = new Set(rest.slice(cut + 1).map(f => path.join(www, `${f}.js`)));

/** Where `file` (absolute, under www/) is in the flat copy, from one of its bundles. */
const flat = file => {
  const rel = path.relative(www, file).split(path.sep).join('/');
  return './' + (/^(pkg|i18n)\//.test(rel) ? rel : path.basename(rel));
};

const flatten = {
  name: 'flatten',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, ({ path: spec, resolveDir, kind }) => {
      if (kind === 'entry-point') return undefined;
      const file = path.resolve(resolveDir, spec);
      if (lazy.has(file) || file.startsWith(path.join(www, 'pkg') + path.sep)) return { path: flat(file), external: true };
      return undefined;
    });
    build.onLoad({ filter: /\.js$/ }, async ({ path: file }) => {
      const dir = path.dirname(file);
      const source = await readFile(file, 'utf8');
      const contents = source.replace(/new URL\((['`])(\.\.?\/[^'`]*)\1, import\.meta\.url\)/g,
        (m, q, spec) => `new URL(${q}${flat(path.resolve(dir, spec))}${q}, import.meta.url)`);
      return { contents, loader: 'js' };
    });
  },
};

await esbuild.build({
  entryPoints: entries.map(f => path.join(www, `${f}.js`)),
  entryNames: '[name]',
  outdir,
  bundle: true,
  format: 'esm',
  minify: true,
  charset: 'utf8',
  logLevel: 'warning',
  plugins: [flatten],
});
