// The days kept (the object store `days` of the round history's database,
// history-db.js, since its version 4): each finished day's game
// (www/daily/), one row per date (keyPath `date`), as its first finished
// play scored it: `{date, table, link, score, lostCents, grades, marks,
// netCents, luckCents, net, luck, at}` (daily-days-dates.js's dayRow). A
// replay of a past day never replaces its row. Used by www/daily/daily-days.js,
// over the database that history.js opens (one per game key, never a second).
import { req, done } from '../core/idb.js';

/** The object store of the days kept. */
export const DAYS = 'days';

/**
 * Keeps `row` unless its date has a row already, in one transaction (two
 * tabs finishing the same day keep the first): `choose(kept, row)` gives
 * `{kept, day}` (daily-days-dates.js's firstPlay); resolves to it once written.
 */
export async function addDay(db, row, choose) {
  const tx = db.transaction(DAYS, 'readwrite');
  const ended = done(tx);
  const store = tx.objectStore(DAYS);
  let chosen;
  try {
    chosen = choose(await req(store.get(row.date)), row);
    if (chosen.kept) await req(store.add(chosen.day));
  } catch (e) {
    try { tx.abort(); } catch {}
    await ended.catch(() => {});
    throw e;
  }
  await ended;
  return chosen;
}

/** The row of `date` as stored (undefined when none). */
export const oneDay = (db, date) => req(db.transaction(DAYS, 'readonly').objectStore(DAYS).get(date));

/** Every day kept, as stored, in the order of their dates. */
export const allDays = db => req(db.transaction(DAYS, 'readonly').objectStore(DAYS).getAll());
