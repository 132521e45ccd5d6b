// The counts kept across visits: dealing a table's shoes takes the engine
// port's worker some seconds, so the engine's kept form of them (bytes it
// writes and checks again when it reads them: a digest, every length and
// sum) is kept in IndexedDB, in the database `<key>-lab`, under an id made
// of the engine's fingerprints of the lab's method and of the index plays'
// method (the counts are played with the index plays), and the table's
// rules (their JSON as the engine gives them). An engine that deals, sums
// or computes index plays otherwise has other fingerprints, so what an
// older one kept is never read. At most MOST tables are kept, the oldest
// dropped. Storage blocked or full: nothing is kept and nothing fails
// (keep answers false).
import { done, req } from '../core/idb.js';

/** The most tables kept (about 2 MB each). */
const MOST = 4;

const STORE = 'counts';

/** The database of the game `key`, opened (made at its first use); rejects where the browser keeps no site data. */
function open(key) {
  const request = globalThis.indexedDB.open(`${key}-lab`, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('at', 'at');
  return req(request);
}

/** The id of a table's counts: what computed them (the lab's method, the index plays' method) and the table they are of. */
export const countsId = ({ method, plays, rules }) => JSON.stringify([method, plays, rules]);

/** The kept bytes under `id` for the game `key` (a Uint8Array), or null (none, or storage unreadable). */
export async function keptCounts(key, id) {
  try {
    const db = await open(key);
    try {
      const entry = await req(db.transaction(STORE).objectStore(STORE).get(id));
      return entry && entry.bytes instanceof Uint8Array ? entry.bytes : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** Keeps `bytes` under `id` for the game `key`, dropping the oldest beyond MOST; false when the browser refuses. */
export async function keepCounts(key, id, bytes) {
  try {
    const db = await open(key);
    try {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      store.put({ id, bytes, at: Date.now() });
      // The ids, oldest first (by the time kept), without reading the bytes.
      const ids = (await req(store.index('at').getAllKeys())).filter(other => other !== id);
      for (const old of ids.slice(0, Math.max(0, ids.length - (MOST - 1)))) store.delete(old);
      await done(tx);
      return true;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** Forgets the bytes under `id` (the engine refused them). */
export async function dropCounts(key, id) {
  try {
    const db = await open(key);
    try {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(id);
      await done(tx);
    } finally {
      db.close();
    }
  } catch {
    // Nothing kept, nothing to forget.
  }
}
