// Valuing the kept rounds (history.js): each round's review asked of the
// game's engine port (`review`, from the round's record and stack, never
// from anything a file said) and stored with it, and its figures, by
// history-db.js's putReview. Two are asked at a time (AT_ONCE), so that
// another question (a Hint) waits behind two reviews at most however many
// rounds wait. A round whose valuation fails (the engine refused its record,
// the worker could not be reached, the write failed) stays unvalued (review
// null) and its failure is noted (`h.trouble`: id → {tries, why}); it is
// tried again by itself up to TRIES times (RETRY_MS apart, then four times
// that), and whenever the rounds are read again (the graph drawn, the panel
// opened). The listeners are told when rounds were valued (once the queue
// is empty, and every BATCH rounds of a long one) and when a round has used
// its tries. Nothing here sums.
import { putReview } from './history-db.js';
import { changed, failedWrite } from './history-notice.js';

const AT_ONCE = 2;
const TRIES = 3;
const RETRY_MS = 2000;
const BATCH = 500;

/** The browser's or the engine's reason for a failure, in a few words. */
const reason = e => String((e && (e.message || e.name)) || e || 'unknown');

/** Notes a failed valuation of `row`; tries it again later while it has tries left. */
function trouble(h, row, e) {
  const tries = (h.trouble.get(row.id)?.tries ?? 0) + 1;
  h.trouble.set(row.id, { tries, why: reason(e) });
  if (tries < TRIES) setTimeout(() => h.trouble.has(row.id) && value(h, row), RETRY_MS * 4 ** (tries - 1));
  else if (tries === TRIES) changed(h); // the panel says the round waits for the next read
}

/** Values one round: its review, stored; null when it could not be had or written. */
async function one(h, row) {
  let review;
  // Not before the stored reviews were checked against this engine (history.js's
  // sameEngine): a review stored before its check would be made stale by it.
  await h.current;
  try {
    const port = await h.engine();
    ({ review } = await port.ask({ kind: 'review', record: row.record, stack: row.stack }));
  } catch (e) {
    if (!(e && e.stale)) trouble(h, row, e); // stale: the game has ended
    return null;
  }
  try {
    await putReview(h.db, row.id, review);
  } catch (e) {
    failedWrite(h, e); // the panel's notice (the quota, or another failure), said once
    trouble(h, row, e);
    return null;
  }
  h.trouble.delete(row.id);
  return review;
}

/** Asks the next rounds waiting, AT_ONCE at a time. */
function pump(h) {
  while (h.busy < AT_ONCE && h.queue.length) {
    const { row, resolve } = h.queue.shift();
    h.busy += 1;
    one(h, row).then(review => {
      h.valuing.delete(row.id);
      h.busy -= 1;
      if (review) h.valued += 1;
      resolve(review);
      if (h.valued && (h.valued >= BATCH || (!h.busy && !h.queue.length))) {
        h.valued = 0;
        changed(h);
      }
      pump(h);
    });
  }
}

/** The engine's review of the kept round `row`, asked once while asked (then stored with it); resolves to null when it could not be had. */
export function value(h, row) {
  let promise = h.valuing.get(row.id);
  if (!promise) {
    promise = new Promise(resolve => h.queue.push({ row, resolve }));
    h.valuing.set(row.id, promise);
    pump(h);
  }
  return promise;
}

/**
 * What is known of the rounds `ids` not valued yet: `{failed, why,
 * retrying}`, how many of them failed their last valuation, the last
 * reason, and whether any will be tried again by itself (else at the next
 * read).
 */
export function troubleOf(h, ids) {
  const noted = ids.map(id => h.trouble.get(id)).filter(Boolean);
  return { failed: noted.length, why: noted.length ? noted[noted.length - 1].why : '', retrying: noted.some(t => t.tries < TRIES) };
}
