// The rounds the session graph draws, each with the engine's review: every
// round of the session from the round history (www/history/, IndexedDB,
// where each round is valued once and its review stored with it); where the
// browser keeps no history, the last rounds History keeps, valued here once
// per page. Then the engine's sums over them (asked through the game's engine
// port, `summarize`): the three lines in hundredths, reduced past MAX_POINTS to a
// faithful series (each point a run of rounds, its extremes kept).
import { roundKey } from '../history/history-format.js';

/** The most points drawn: past this, each point stands for a run of rounds. */
export const MAX_POINTS = 1000;

/** The round history of the game (opened once per panel). */
export function historyOf(s) {
  s.history ||= import('../history/history.js').then(m => m.openHistory(s.g));
  return s.history;
}

/** The engine's review of a round History keeps, asked once per round (`stack`: cards stacked before it, test builds only). */
function review(s, record, stack) {
  const key = roundKey(record);
  if (!s.reviews.has(key)) {
    const promise = s.g.engine().then(port => port.ask({ kind: 'review', record, stack })).then(answer => answer.review);
    promise.catch(() => s.reviews.delete(key));
    s.reviews.set(key, promise);
  }
  return s.reviews.get(key);
}

/** The rounds History keeps, valued: the graph where the browser keeps no round history. */
function kept(s) {
  const { table } = s.g;
  if (!table) return [];
  const stacks = typeof table.historyStacks === 'function' ? table.historyStacks() : [];
  return Promise.all(table.history().map(async (record, i) => ({
    id: roundKey(record), record, review: await review(s, record, stacks[i] || []),
  })));
}

/**
 * The session's rounds, oldest first, each `{id, review}` (the round
 * history's figures: the record is read when a round's detail is shown),
 * or `{id, record, review}` where the browser keeps no round history.
 */
export async function sessionRounds(s) {
  const h = await historyOf(s);
  if (!h.available || !s.g.lazy.tracker) return kept(s);
  return h.sessionFigures(String(s.g.lazy.tracker.s.start));
}

/** The round `id` as the round history holds it (`{record, review}`), or undefined. */
export async function recordOf(s, id) {
  const h = await historyOf(s);
  return h.round(id);
}

/** The engine's sums and reduced lines over `rounds` (see the worker's `summarize`). */
export async function summarize(s, rounds) {
  const input = rounds.map(({ review: v }) => ({
    netCents: v.netCents, wageredCents: v.wageredCents, perfectCents: v.perfectCents, costCents: v.costCents, bankrollCents: v.bankrollCents,
  }));
  const { summary } = await (await s.g.engine()).ask({ kind: 'summarize', rounds: input, maxPoints: MAX_POINTS });
  return summary;
}
