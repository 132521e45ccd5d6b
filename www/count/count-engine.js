// The engine's side of counting, loaded when the count panel is first turned
// on: the advisor's wasm on the page for the count itself (fast) and the
// practice deals, and the advisor's worker (through the page's worker client)
// for the next round's exact return. Only the newest request for the return
// is answered: a new one ends the worker busy with an older one.
import { shoeCount, practiceDeal } from '../pkg/advisor/advisor.js';
import { loadAdvisor } from '../advisor/advisor-wasm.js';
import { advisorWorker } from '../advisor/advisor-client.js';

/**
 * Loads the advisor's module; resolves to one count panel's engine:
 * {shoeCount(rules, seen), practiceDeal(rules, seed, n), nextEdge(rules, left)}.
 * nextEdge: the next round's exact return at a table of `rules` from the
 * cards `left` (ten counts, aces first): resolves to {edge (percent), ms}. An
 * older request still computing is dropped (its promise rejects with `stale`).
 */
export async function loadCount() {
  await loadAdvisor();
  const client = advisorWorker();
  const nextEdge = (rules, left) => {
    client.cancel();
    return client.ask({ kind: 'edge', rules, left: [...left] });
  };
  return { shoeCount, practiceDeal, nextEdge };
}
