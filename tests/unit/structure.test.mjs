// The page's structure as docs/architecture.md states it, read from the
// source of www/ (no browser): its imports run one way (no circle between
// files or between folders, counting static imports, `import()` and workers'
// `new URL('….js', import.meta.url)`); core/ and the engine's worker import
// no feature folder; no module keeps mutable state of its own but the few
// named below, each page-wide on purpose; and no page code outside the
// game's own folders (game/, table/) writes a field of a game's store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'www');

/** Every page module (www/**.js but the engine's generated glue in pkg/), as paths relative to www/. */
function modules(dir = WWW) {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'pkg' ? [] : modules(full);
    return name.endsWith('.js') ? [path.relative(WWW, full).split(path.sep).join('/')] : [];
  });
}

const FILES = modules();
const source = file => readFileSync(path.join(WWW, file), 'utf8');
/** The source without its comments (a comment may quote code). */
const code = file => source(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The modules `file` loads: static and dynamic imports, re-exports and workers, relative and literal. */
function importsOf(file) {
  const text = code(file);
  const specs = [
    ...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g),
    ...text.matchAll(/\bimport\s*\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
    ...text.matchAll(/\bimport\s+'(\.{1,2}\/[^']+)'/g),
    ...text.matchAll(/new URL\(\s*'(\.{1,2}\/[^']+\.js)'\s*,\s*import\.meta\.url\s*\)/g),
  ].map(m => m[1]);
  return [...new Set(specs.map(spec => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))))];
}

const folderOf = file => (file.includes('/') ? file.split('/')[0] : file);

/** The circles of the graph `edges` (Map node → Set of nodes): each as a list of nodes. */
function circles(edges) {
  const found = [];
  const state = new Map(); // node → 'open' | 'done'
  const stack = [];
  const visit = node => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) || []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

test('the page has modules to read', () => {
  assert.ok(FILES.length > 50, `${FILES.length} modules`);
  assert.ok(FILES.includes('game/game.js') && FILES.includes('core/engine.js') && FILES.includes('worker/engine-worker.js'));
});

test('every relative import names a module that exists', () => {
  for (const file of FILES) {
    for (const target of importsOf(file)) {
      // The engine's glue is built (www/build.sh); the test hooks are the test server's (tests/e2e/page-hooks.js).
      if (target.startsWith('pkg/') || target === 'test-hooks.js') continue;
      assert.ok(FILES.includes(target), `${file} imports ${target}, which is not there`);
    }
  }
});

test('imports run one way: no circle between files, none between folders', () => {
  const files = new Map(FILES.map(f => [f, new Set(importsOf(f).filter(t => FILES.includes(t)))]));
  assert.deepEqual(circles(files).map(c => c.join(' → ')), []);
  const folders = new Map();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const t of targets) if (folderOf(t) !== from) folders.get(from).add(folderOf(t));
  }
  assert.deepEqual(circles(folders).map(c => c.join(' → ')), []);
});

test('core/ imports only core/, the engine (pkg/) and its worker; the worker only itself and the engine', () => {
  for (const file of FILES.filter(f => f.startsWith('core/'))) {
    for (const t of importsOf(file)) assert.match(t, /^(core|pkg|worker)\//, `${file} imports ${t}`);
  }
  for (const file of FILES.filter(f => f.startsWith('worker/'))) {
    for (const t of importsOf(file)) assert.match(t, /^(worker|pkg)\//, `${file} imports ${t}`);
  }
});

// The only module-level state, each page-wide on purpose (its reason beside it).
const PAGE_WIDE = {
  // The game's wasm, instantiated once per page however many games it holds (its glue is itself one per page).
  'game/game.js': ['let engine'],
  // The recall module's wasm, the same.
  'fair/records.js': ['let ready'],
  // Which stylesheets a document or shadow root already has: a fact of the DOM, keyed by the root.
  'core/sheet.js': ['const added'],
  // The elements on one saved game must know of each other: the one state the games of a page share.
  'blackjack-table.js': ['const keys'],
  // The engine's worker is a realm of its own, one per engine port: its state is that one game's.
  'worker/engine-worker.js': ['let loaded', 'const kept', 'const waiting', 'let working'],
  // The offline worker: its own realm too.
  'sw.js': [],
};

test('no module keeps mutable state of its own but the page-wide few', () => {
  for (const file of FILES) {
    const found = [...code(file).matchAll(/^(let|var) (\w+)|^const (\w+) = (new (Map|Set|WeakMap|WeakSet)\b|\{\}|\[\]|\{\s*$)/gm)]
      .map(m => (m[1] ? `${m[1]} ${m[2]}` : `const ${m[3]}`));
    const allowed = PAGE_WIDE[file] || [];
    const state = found.filter(d => !allowed.includes(d) && !isFrozenTable(file, d));
    assert.deepEqual(state, [], `${file} keeps state at module level`);
  }
});

/** A top-level `const X = {` that is a constant table (no code writes X's fields). */
function isFrozenTable(file, declaration) {
  const name = declaration.split(' ')[1];
  return !new RegExp(`\\b${name}(\\.\\w+|\\[[^\\]]+\\])\\s*(=[^=]|\\|\\|=|\\?\\?=|\\+=)`).test(code(file));
}

test("no page code outside the game's own folders writes a field of a game's store", () => {
  // A game's store is `g` (or `game`, `page`, or the `g` of a panel's own store: `c.g`, `s.g`, …).
  const store = String.raw`\b(?:g|game|[a-z]\.g)`;
  const writes = new RegExp(`${store}\\.(?:(?:lazy|ui|prefs)\\.)?\\w+\\s*(?:=(?!=)|\\|\\|=|\\?\\?=|\\+=|-=)`, 'g');
  for (const file of FILES.filter(f => !/^(game|table)\//.test(f))) {
    const found = [...code(file).matchAll(writes)].map(m => m[0]);
    assert.deepEqual(found, [], `${file} writes the game's store`);
  }
});

test('the checks above can fail: a circle, a write and a module-level Map are each found', () => {
  assert.equal(circles(new Map([['a', new Set(['b'])], ['b', new Set(['a'])]])).length, 1);
  const writes = /\b(?:g|game|[a-z]\.g)\.(?:(?:lazy|ui|prefs)\.)?\w+\s*(?:=(?!=)|\|\|=|\?\?=|\+=|-=)/;
  for (const line of ['g.tracker = t;', 'c.g.prefs.counting = on;', 'g.lazy.count ||= x;', 'g.ui.count = node;']) assert.match(line, writes);
  for (const line of ['g.ui.hint.disabled = true;', 'if (g.active === x)', 'g.own(\'count\', make);']) assert.doesNotMatch(line, writes);
  assert.match('const cache = new Map();', /^const (\w+) = (new (Map|Set|WeakMap|WeakSet)\b)/m);
});
