// A tiny static file server for the end-to-end tests and the benchmark
// (node:http only). It serves the repository root on 127.0.0.1 at a random
// free port. In test mode, requests for /www/pkg/* are answered from
// target/pkg-test/* (the engine build whose Table can stack the shoe), and
// /www/test-hooks.js from e2e/page-hooks.js (what the tests reach of the page).
// Options serve another folder (`root`, e.g. dist/) under a sub-path
// (`prefix`, e.g. /games/blackjack/), add headers to every response
// (`headers`, e.g. a Content-Security-Policy), and let a test swap the folder
// (`setRoot`), serve a site owner's own files beside it (`own`: a page at
// `/`, its service worker), or cut the network (`offline`: every request is
// dropped).
//
//   node e2e/server.mjs [--test]            # serve until Ctrl-C, printing the address
//   node e2e/server.mjs --dist [--csp]      # serve dist/ under /games/blackjack/

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (tests/e2e/../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The Content-Security-Policy the game must run under, without a violation. */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/**
 * Starts the server. Resolves to
 * `{ url, origin, port, test, log, close(), setRoot(dir), offline }` where
 * `url` is the address of `prefix`, `log` lists every request in the order
 * received: `{ path, file, status, bytes, offline, at }` (`file` is the
 * absolute file sent, if any; `at` when it came, by Date.now()), and
 * setting `offline` to true drops every request from then on (logged).
 */
export async function startServer({ test = false, root = ROOT, prefix = '/', headers = {} } = {}) {
  const log = [];
  // A site owner's own files outside the game's folder: URL path → text.
  const owned = new Map();
  let pkgTest = path.join(root, 'target', 'pkg-test');
  let offline = false;

  function resolveFile(urlPath) {
    if (!urlPath.startsWith(prefix)) return null;
    let rel = '/' + decodeURIComponent(urlPath.slice(prefix.length));
    if (rel.includes('\0')) return null;
    if (test && rel === '/www/test-hooks.js') return fileURLToPath(new URL('./page-hooks.js', import.meta.url));
    if (test && rel.startsWith('/www/pkg/')) {
      const file = path.resolve(pkgTest, '.' + rel.slice('/www/pkg'.length));
      return file.startsWith(pkgTest + path.sep) ? file : null;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(root, '.' + rel);
    return file === root || file.startsWith(root + path.sep) ? file : null;
  }

  const server = createServer(async (req, res) => {
    const entry = { path: req.url, file: null, status: 0, bytes: 0, offline, at: Date.now() };
    log.push(entry);
    if (offline) {
      req.socket.destroy();
      return;
    }
    const send = (status, body, type, more = {}) => {
      entry.status = status;
      entry.bytes = body.length;
      res.writeHead(status, {
        ...headers,
        'Content-Type': type,
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
        ...more,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(405, Buffer.from('method not allowed\n'), 'text/plain; charset=utf-8');
      }
      const urlPath = new URL(req.url, 'http://localhost').pathname;
      if (owned.has(urlPath)) {
        const ext = path.extname(urlPath) || '.html';
        return send(200, Buffer.from(owned.get(urlPath)), MIME[ext] ?? 'application/octet-stream');
      }
      if (urlPath + '/' === prefix) return send(301, Buffer.from(''), 'text/plain', { Location: prefix });
      if (!urlPath.startsWith(prefix)) return send(404, Buffer.from('not found\n'), 'text/plain; charset=utf-8');
      let file = resolveFile(urlPath);
      if (!file) return send(403, Buffer.from('forbidden\n'), 'text/plain; charset=utf-8');
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory() && !urlPath.endsWith('/')) {
        // As static hosts do: a folder's address ends with a slash.
        return send(301, Buffer.from(''), 'text/plain', { Location: urlPath + '/' });
      }
      if (info?.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile()) return send(404, Buffer.from('not found\n'), 'text/plain; charset=utf-8');
      const body = await readFile(file);
      entry.file = file;
      send(200, body, MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    } catch (e) {
      send(500, Buffer.from(String(e) + '\n'), 'text/plain; charset=utf-8');
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: origin + prefix,
    origin,
    port,
    test,
    log,
    get root() {
      return root;
    },
    /** Serves `text` at `urlPath` (outside the game's folder: a site owner's own file) from now on. */
    own(urlPath, text) {
      owned.set(urlPath, text);
    },
    /** Serves another folder from now on (a new deployment). */
    setRoot(dir) {
      root = path.resolve(dir);
      pkgTest = path.join(root, 'target', 'pkg-test');
    },
    get offline() {
      return offline;
    },
    set offline(value) {
      offline = !!value;
      if (offline) server.closeAllConnections?.();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const test = process.argv.includes('--test');
  const dist = process.argv.includes('--dist');
  const csp = process.argv.includes('--csp');
  const s = await startServer(
    dist
      ? { root: path.join(ROOT, 'dist'), prefix: '/games/blackjack/', headers: csp ? { 'Content-Security-Policy': CSP } : {} }
      : { test },
  );
  console.log(`serving ${s.root}${test ? ' (test build for /www/pkg/)' : ''}${csp ? ' with the CSP' : ''} at ${s.url}`);
}
