// The engine's side of counting, loaded when the count panel is first turned
// on: the advisor's wasm on the page for the count itself (fast) and the
// practice deals, and a module worker (count-worker.js) for the next round's
// exact return. Only the newest request for the return is answered: a new
// one ends the worker busy with an older one.
import init, { shoeCount, practiceDeal } from '../pkg/advisor/advisor.js';

let ready = null;
/** Loads the advisor's module once; resolves to {shoeCount(rules, seen), practiceDeal(rules, seed, n)}. */
export function loadCount() {
  ready ||= init({ module_or_path: new URL('../pkg/advisor/advisor_bg.wasm', import.meta.url) })
    .then(() => ({ shoeCount, practiceDeal }), e => { ready = null; throw e; });
  return ready;
}

let worker = null;
let pending = null; // {id, resolve, reject}
let next = 1;

function start() {
  worker = new Worker(new URL('./count-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    if (!pending || data.id !== pending.id) return;
    const { resolve, reject } = pending;
    pending = null;
    if (data.error) reject(new Error(data.error));
    else resolve(data);
  };
  worker.onerror = event => {
    event.preventDefault();
    if (pending) pending.reject(new Error(event.message || 'the count worker failed'));
    pending = null;
    worker = null;
  };
}

/**
 * The next round's exact return at a table of `rules` from the cards `left`
 * (ten counts, aces first): resolves to {edge (percent), ms}. An older
 * request still computing is dropped (its promise rejects with `stale`).
 */
export function nextEdge(rules, left) {
  if (pending) {
    const old = pending;
    pending = null;
    worker.terminate();
    worker = null;
    old.reject(Object.assign(new Error('stale'), { stale: true }));
  }
  if (!worker) start();
  const id = next++;
  const promise = new Promise((resolve, reject) => { pending = { id, resolve, reject }; });
  worker.postMessage({ id, rules, left: [...left] });
  return promise;
}
