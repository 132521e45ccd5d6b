// A table's counts for the Counting lab: the engine's kept form of the shoes
// it dealt (bytes), from the first place that has them: this visit's memory,
// the browser's keeping (lab-kept.js), or the engine port's worker for long
// jobs, which deals them (`lab-counts`, with progress) after the table's
// index plays (strategy-compute.js: kept, or computed first). The page never
// reads the bytes: the engine writes them, and checks them again whenever
// they come back (a digest, every length and sum), refusing what does not
// hold with the code `lab-kept`.
import { createStore } from '../core/store.js';
import { indicesFor } from '../strategy/strategy-compute.js';
import { countsId, dropCounts, keepCounts, keptCounts } from './lab-kept.js';

/** This visit's counts, by id, as countsFor gave them first; in the game's panel slot `lab-counts`. */
const held = page => page.own('lab-counts', () => createStore({ byId: new Map() }));

/**
 * The id of the counts of `rules` for the engine `port`: the engine's
 * fingerprints of the lab's method (which covers the rounds and the seed
 * the engine deals by default) and of the index plays' (the counts are
 * played with the table's index plays, which that method computes), and
 * the rules.
 */
async function idOf(port, rules) {
  const { lab, indices } = (await port.ask({ kind: 'fingerprints' })).fingerprints;
  return countsId({ method: lab, plays: indices, rules });
}

/**
 * The counts of the table `name` with `rules`: {id, bytes, source, seconds,
 * kept}, `source` saying where they came from (`stored`: kept on an earlier
 * visit; `computed`: dealt on this one, `seconds` the time it took and
 * `kept` whether the browser kept them); asked again on this visit, the
 * same answer from memory. `progress({phase, done, total})` hears the phases:
 * `indices`, then `dealing` with the rounds done. A refusal rejects with the
 * engine's code (`no-counting` at a table where counting cannot help); a
 * cancelled job rejects `stale`.
 */
export async function countsFor(page, name, rules, progress) {
  const port = await page.engine();
  const id = await idOf(port, rules);
  const { byId } = held(page);
  if (byId.has(id)) return byId.get(id);
  const stored = await keptCounts(page.key, id);
  if (stored) {
    byId.set(id, { id, source: 'stored', bytes: stored });
    return byId.get(id);
  }
  progress({ phase: 'indices' });
  const plays = await indicesFor(page, name, rules);
  const started = performance.now();
  const answer = await port.run({ kind: 'lab-counts', rules, plays }, msg => {
    if (msg.type === 'progress') progress({ phase: 'dealing', done: msg.done, total: msg.total });
  });
  const seconds = (performance.now() - started) / 1000;
  const kept = await keepCounts(page.key, id, answer.bytes);
  byId.set(id, { id, source: 'computed', bytes: answer.bytes, seconds, kept });
  return byId.get(id);
}

/** Forgets the counts under `id` everywhere (the engine refused them as kept). */
export function forgetCounts(page, id) {
  held(page).byId.delete(id);
  return dropCounts(page.key, id);
}
