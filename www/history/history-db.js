// The round history's database, `<key>-history` (IndexedDB, version 1): one
// object store `rounds` (keyPath `id`, the round's `<seed>@<streamPos>`) with
// the indexes `session` and `n` (a per-database increasing number, the order
// the rounds were kept in). A small promise wrapper over the raw IndexedDB API
// rather than the `idb` package: the page's development path serves its
// modules as they are, with no build step to resolve a package's bare import,
// and the same few functions serve the page and the tests' page.evaluate.
// Every failure is a value or a rejected promise, never a console error:
// a browser that keeps no data (a private window, blocked storage, no
// IndexedDB) makes `openDb` resolve to null. Used by history.js only.

export const STORE = 'rounds';
const VERSION = 1;

/** The promise of an IndexedDB request's result (its error stops there: no console error). */
export function req(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = event => {
      event.preventDefault();
      event.stopPropagation();
      reject(request.error);
    };
  });
}

/**
 * The promise of a transaction's end: resolved when committed, rejected with
 * its error when aborted (marked handled at once, so that an abort before it
 * is awaited is no unhandled rejection).
 */
export function done(tx) {
  const ended = new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error || new DOMException('the transaction was aborted', 'AbortError'));
    tx.onerror = event => event.preventDefault();
  });
  ended.catch(() => {});
  return ended;
}

function upgrade(db) {
  const store = db.createObjectStore(STORE, { keyPath: 'id' });
  store.createIndex('session', 'session');
  store.createIndex('n', 'n');
}

/** The open database `name`, or null when the browser keeps none (never throws). */
export async function openDb(name) {
  try {
    const idb = globalThis.indexedDB;
    if (!idb) return null;
    const request = idb.open(name, VERSION);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onblocked = () => {};
    const db = await req(request);
    if (!db.objectStoreNames.contains(STORE)) {
      db.close(); // a database of that name that is not a round history
      return null;
    }
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
  const tx = db.transaction(STORE, 'readwrite');
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

/** Writes the review of the round `id` (when it is still there). */
export async function putReview(db, id, review) {
  const tx = db.transaction(STORE, 'readwrite');
  const ended = done(tx);
  const store = tx.objectStore(STORE);
  const row = await req(store.get(id));
  if (row && typeof row === 'object') store.put({ ...row, review });
  await ended;
}

/** Deletes the rounds of `session`, or every round. */
export async function clearRows(db, session) {
  const tx = db.transaction(STORE, 'readwrite');
  const ended = done(tx);
  const store = tx.objectStore(STORE);
  if (session === undefined) store.clear();
  else {
    const keys = await req(store.index('session').getAllKeys(session));
    for (const key of keys) store.delete(key);
  }
  await ended;
}

/** How many rounds are kept. */
export async function countRows(db) {
  return req(db.transaction(STORE, 'readonly').objectStore(STORE).count());
}
