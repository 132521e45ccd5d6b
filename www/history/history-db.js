// The round history's database, `<key>-history` (IndexedDB, version 4): the
// object store `rounds` (keyPath `id`, the round's `<seed>@<streamPos>`) with
// the indexes `session` and `n` (a per-database increasing number, the order
// the rounds were kept in), beside it `figures` (history-figures.js:
// each valued round's amounts and decisions, in blocks of a session's
// rounds), what the graph and lifetime progress read, and `meta`: the
// fingerprint of the engine's review that valued the stored rounds
// (`{id: 'review', fingerprint}`; history.js makes every review stale when
// the engine's differs), and `days` (history-days.js: each finished day's
// game, by its date). Version 1 (rounds only) is brought up to date by
// filling `figures` from the valued rounds; version 2 gains `meta`, empty
// (so its reviews are of an unknown engine); version 3 gains `days`, empty;
// while a tab holds an older version open, the opening waits for it
// (`blocked`).
// A small promise wrapper over the raw IndexedDB API
// rather than the `idb` package: the page's development path serves its
// modules as they are, with no build step to resolve a package's bare import,
// and the same few functions serve the page and the tests' page.evaluate.
// Every failure is a value or a rejected promise, never a console error:
// a browser that keeps no data (a private window, blocked storage, no
// IndexedDB) makes `openDb` resolve to null. Used by history.js (and the
// days kept through the history it opens: history-days.js).

import { req, done } from '../core/idb.js';
import { FIGURES, valued, putFigures, blocksOf, clearFigures } from './history-figures.js';
import { DAYS } from './history-days.js';

export { req, done };
export const STORE = 'rounds';
/** The object store of what valued the stored rounds. */
const META = 'meta';
const VERSION = 4;

/** Creates what version 4 has (what a database of that name lacks); from version 1, fills `figures` from the valued rounds. */
function upgrade(db, tx) {
  if (!db.objectStoreNames.contains(DAYS)) db.createObjectStore(DAYS, { keyPath: 'date' });
  const had = db.objectStoreNames.contains(STORE);
  if (!had) {
    const rounds = db.createObjectStore(STORE, { keyPath: 'id' });
    rounds.createIndex('session', 'session');
    rounds.createIndex('n', 'n');
  }
  if (!db.objectStoreNames.contains(META)) db.createObjectStore(META, { keyPath: 'id' });
  if (db.objectStoreNames.contains(FIGURES)) return;
  const figures = db.createObjectStore(FIGURES, { keyPath: 'id' });
  figures.createIndex('session', 'session');
  if (!had) return;
  const kept = [];
  tx.objectStore(STORE).openCursor().onsuccess = event => {
    const cursor = event.target.result;
    if (!cursor) {
      for (const block of blocksOf(kept)) figures.put(block);
      return;
    }
    if (valued(cursor.value)) kept.push(cursor.value);
    cursor.continue();
  };
}

/**
 * The open database `name`, or null when the browser keeps none (never
 * throws). While another tab holds it open in an older version (the
 * request's `blocked`), `held(true)` is called and the opening waits for
 * that tab to let go; `held(false)` once it goes on.
 */
export async function openDb(name, held = () => {}) {
  try {
    const idb = globalThis.indexedDB;
    if (!idb) return null;
    const request = idb.open(name, VERSION);
    request.onupgradeneeded = () => {
      held(false);
      upgrade(request.result, request.transaction);
    };
    request.onblocked = () => held(true);
    const db = await req(request);
    if (![STORE, FIGURES, META, DAYS].every(store => db.objectStoreNames.contains(store))) {
      db.close(); // a database of that name that is not a round history
      return null;
    }
    // A newer page asks for the database: this one lets go (its reads and writes then fail, each said once).
    db.onversionchange = () => db.close();
    return db;
  } catch {
    return null;
  }
}

/** The highest `n` kept (0 when none): one step of a reverse cursor, whatever the history's length. */
async function lastN(store) {
  const cursor = await req(store.index('n').openCursor(null, 'prev'));
  return cursor ? cursor.value.n : 0;
}

/**
 * Adds `rows` (without `n`) in one transaction, each numbered after the last
 * kept; a row whose id is there already is left as it is. Resolves to the rows added.
 */
export async function addRows(db, rows) {
  const tx = db.transaction([STORE, FIGURES], 'readwrite');
  const ended = done(tx);
  const store = tx.objectStore(STORE);
  const added = [];
  try {
    let n = await lastN(store);
    for (const row of rows) {
      if ((await req(store.getKey(row.id))) !== undefined) continue;
      const kept = { ...row, n: ++n };
      await req(store.add(kept));
      added.push(kept);
    }
    await putFigures(tx, added);
  } catch (e) {
    try { tx.abort(); } catch {}
    await ended.catch(() => {});
    throw e;
  }
  await ended;
  return added;
}

/** Every row kept (of `session` when given), as stored, in no particular order. */
export async function allRows(db, session) {
  const tx = db.transaction(STORE, 'readonly');
  const store = tx.objectStore(STORE);
  return req(session === undefined ? store.getAll() : store.index('session').getAll(session));
}

/** The round `id` as stored (undefined when not there). */
export const oneRow = (db, id) => req(db.transaction(STORE, 'readonly').objectStore(STORE).get(id));

/** How many rounds `session` has kept, valued or not. */
export const countSession = (db, session) => req(db.transaction(STORE, 'readonly').objectStore(STORE).index('session').count(session));

/** Writes the review of the round `id` (when it is still there), and its figures. */
export async function putReview(db, id, review) {
  const tx = db.transaction([STORE, FIGURES], 'readwrite');
  const ended = done(tx);
  const store = tx.objectStore(STORE);
  const row = await req(store.get(id));
  if (row && typeof row === 'object') {
    store.put({ ...row, review });
    await putFigures(tx, [{ ...row, review }]);
  }
  await ended;
}

/** Deletes the rounds of `session`, or every round. */
export async function clearRows(db, session) {
  const tx = db.transaction([STORE, FIGURES], 'readwrite');
  const ended = done(tx);
  const store = tx.objectStore(STORE);
  if (session === undefined) store.clear();
  else for (const key of await req(store.index('session').getAllKeys(session))) store.delete(key);
  await clearFigures(tx, session);
  await ended;
}

/** How many rounds are kept. */
export async function countRows(db) {
  return req(db.transaction(STORE, 'readonly').objectStore(STORE).count());
}

/** The fingerprint of the engine's review that valued the stored rounds (null: none said, an engine before version 3). */
export async function reviewMethod(db) {
  const kept = await req(db.transaction(META, 'readonly').objectStore(META).get('review'));
  return kept && typeof kept.fingerprint === 'string' ? kept.fingerprint : null;
}

/**
 * Makes every stored review stale, in one transaction, unless `fingerprint`
 * is already the one written (another tab, or a writer of rounds valued by
 * this engine, wrote it meanwhile): each round's review null and every
 * figure deleted (history.js then values them again), and `fingerprint`
 * written as the review's that values them from now on. Resolves to
 * whether it made them stale.
 */
export async function forgetReviews(db, fingerprint) {
  const tx = db.transaction([STORE, FIGURES, META], 'readwrite');
  const ended = done(tx);
  const meta = tx.objectStore(META);
  const kept = await req(meta.get('review'));
  if (kept && kept.fingerprint === fingerprint) {
    await ended;
    return false;
  }
  tx.objectStore(STORE).openCursor().onsuccess = event => {
    const cursor = event.target.result;
    if (!cursor) return;
    if (cursor.value && typeof cursor.value === 'object' && cursor.value.review !== null) cursor.update({ ...cursor.value, review: null });
    cursor.continue();
  };
  await clearFigures(tx);
  meta.put({ id: 'review', fingerprint });
  await ended;
  return true;
}
