// The rounds the session graph draws, each with the engine's review: every
// round of the session from the round history (www/history/, IndexedDB,
// where each round is valued once and its review stored with it); where the
// browser keeps no history, or while another tab holds it open in an older
// version, the last rounds History keeps, valued here once per page. With
// them, what they cover: how many rounds the session has, and why the others
// are not valued yet. Then the engine's sums over the valued ones (asked
// through the game's engine port, `summarize`): the three lines in
// hundredths, reduced past MAX_POINTS to a faithful series (each point a run
// of rounds, its extremes kept).
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

/** The rounds History keeps, those the engine valued, and what they cover (see sessionRounds): the graph where the browser keeps no round history. */
async function kept(s) {
  const { table } = s.g;
  if (!table) return { rounds: [], kept: 0, failed: 0, why: '', retrying: false, ids: [] };
  const stacks = typeof table.historyStacks === 'function' ? table.historyStacks() : [];
  let why = '';
  const all = await Promise.all(table.history().map(async (record, i) => ({
    id: roundKey(record), record, review: await review(s, record, stacks[i] || []).catch(e => ((why = String((e && e.message) || e)), null)),
  })));
  const rounds = all.filter(r => r.review);
  // A round that failed is asked again at the next drawing (review() forgets it).
  return { rounds, kept: all.length, failed: all.length - rounds.length, why, retrying: false, ids: all.map(r => r.id) };
}

/** The round history once open; null at once while another tab holds it open in an older version. */
async function historyNow(s) {
  const { whenBlocked } = await import('../history/history.js');
  let stop = () => {};
  const held = new Promise(resolve => { stop = whenBlocked(s.g, blocked => blocked && resolve(null)); });
  try {
    return await Promise.race([historyOf(s), held]);
  } finally {
    stop();
  }
}

/**
 * The session's rounds, oldest first, and what they cover: `{rounds, kept,
 * failed, why, retrying, held}`. `rounds` are the valued ones, each `{id,
 * review}` (the round history's figures: the record is read when a round's
 * detail is shown), or `{id, record, review}` where the browser keeps no
 * round history; `kept` how many the session has; `failed` how many of
 * the others failed their last valuation (`why`; `retrying`: tried again by
 * themselves, else at the next drawing); `held`: History's rounds drawn
 * while another tab holds the round history.
 */
export async function sessionRounds(s) {
  const h = await historyNow(s);
  if (!h) return { ...(await kept(s)), held: true };
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
