// The table's best strategy chart and its index plays, computed off the main
// thread by the game's engine port (the chart a quick question, the index
// plays a long job); each table's are asked for once per game and kept in
// memory by the table's name, in the game's panel slot `compute`. Also
// the words of the Strategy panel and of the chart grading, a catalogue per
// language of their own (i18n/strategy-*.js), fetched with this module so
// the game's first load never carries them. Shared by strategy.js and the
// Trainer (advisor-ui.js): the shipped copy keeps it one file for both.
import { lazyCatalogue } from '../core/catalogue.js';

import { createStore } from '../core/store.js';
import { keepIndices, keptIndices } from './indices-kept.js';

/** What the game's engine computed, kept in the page view `page`'s `lazy`. */
const held = page => page.own('compute', () => createStore({
  charts: new Map(),  // table name → Promise of its chart
  done: new Map(),    // table name → its chart, once computed
  indices: new Map(), // table name → Promise of its index plays
}));

/**
 * The best chart of the table `name` with `rules` (the engine's rules
 * object): resolves to the object of the advisor's `strategyChart`. Computed
 * once per table and session; a failed computation may be asked for again.
 */
export function chartFor(page, name, rules) {
  const { charts, done } = held(page);
  if (!charts.has(name)) {
    // The chart search (under a second) is a quick question: as a long job it would wait behind the index plays (seconds).
    const promise = page.engine().then(port => port.ask({ kind: 'chart', rules })).then(answer => answer.result);
    promise.then(chart => done.set(name, chart), () => charts.delete(name));
    charts.set(name, promise);
  }
  return charts.get(name);
}


/**
 * The index plays of the table `name` with `rules`: resolves to the array
 * of the advisor's `indexPlays` (as `blackjack indices --json` prints it).
 * Computed once per table, in the worker, and kept across visits under the
 * engine's fingerprint of its index method (indices-kept.js): those kept
 * by this engine's method are shown at once (the fingerprint a quick
 * question), others computed again; a failed computation may be asked for
 * again.
 */
export function indicesFor(page, name, rules) {
  const { indices } = held(page);
  if (!indices.has(name)) {
    const promise = page.engine().then(async port => {
      const method = (await port.ask({ kind: 'fingerprints' })).fingerprints.indices;
      const kept = keptIndices(page.key, rules, method);
      if (kept) return kept;
      const plays = (await port.run({ kind: 'indices', rules })).result;
      keepIndices(page.key, rules, plays, method);
      return plays;
    });
    promise.catch(() => indices.delete(name));
    indices.set(name, promise);
  }
  return indices.get(name);
}

/** The chart of `name` if it is already computed (else null), without asking for it. */
export const knownChart = (page, name) => held(page).done.get(name) || null;

/** The Strategy panel's words in `lang` (en, ru or ro): a flat catalogue. */
export const strategyWords = lang => lazyCatalogue('strategy', lang);
