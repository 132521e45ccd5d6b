// The table's best strategy chart, computed off the main thread: one module
// worker (strategy-worker.js) runs the advisor's wasm; each table's chart is
// asked for once per session and kept in memory by the table's name. Also
// the words of the Strategy panel and of the chart grading, a catalogue per
// language of their own (i18n/strategy-*.js), fetched with this module so
// the game's first load never carries them. Shared by strategy.js and the
// Trainer (advisor-ui.js): the shipped copy keeps it one file for both.

let worker = null;
let next = 1;
const waiting = new Map(); // request id → {resolve, reject}
const charts = new Map();  // table name → Promise of its chart
const done = new Map();    // table name → its chart, once computed

function start() {
  worker = new Worker(new URL('./strategy-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if (data.error) request.reject(new Error(data.error));
    else request.resolve(data.result);
  };
  worker.onerror = event => {
    event.preventDefault();
    const error = new Error(event.message || 'the strategy worker failed');
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    worker = null;
  };
}

/**
 * The best chart of the table `name` with `rules` (the engine's rules
 * object): resolves to the object of the advisor's `strategyChart`. Computed
 * once per table and session; a failed computation may be asked for again.
 */
export function chartFor(name, rules) {
  if (!charts.has(name)) {
    const promise = ask(rules, 'chart');
    promise.then(chart => done.set(name, chart), () => charts.delete(name));
    charts.set(name, promise);
  }
  return charts.get(name);
}

/** Asks the worker for the `kind` ('chart' or 'indices') of `rules`: a promise of its answer. */
function ask(rules, kind) {
  if (!worker) start();
  const id = next++;
  const promise = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, rules, kind });
  return promise;
}

const indices = new Map(); // table name → Promise of its index plays
/**
 * The index plays of the table `name` with `rules`: resolves to the array
 * of the advisor's `indexPlays` (as `blackjack indices --json` prints it).
 * Computed once per table and session; a failed computation may be asked for again.
 */
export function indicesFor(name, rules) {
  if (!indices.has(name)) {
    const promise = ask(rules, 'indices');
    promise.catch(() => indices.delete(name));
    indices.set(name, promise);
  }
  return indices.get(name);
}

/** The chart of `name` if it is already computed (else null), without asking for it. */
export const knownChart = name => done.get(name) || null;

const words = {};
/** The Strategy panel's words in `lang` (en, ru or ro): a flat catalogue, fetched once. */
export function strategyWords(lang) {
  const url = new URL(`../i18n/strategy-${lang}.js`, import.meta.url).href;
  words[lang] ||= import(url).then(m => m.default);
  return words[lang];
}
