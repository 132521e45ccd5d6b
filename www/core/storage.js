// The only module that touches localStorage. Every access is wrapped: a
// browser that blocks site data throws SecurityError on the mere access, a
// full one on writing. The game itself is read and written by the engine
// (Table.open, table.save); the page keeps only the fingerprints it showed.

const store = () => {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null;
  }
};

/** The text under `key`, or null (none, or storage unreadable). */
export function readText(key) {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `text` under `key`; false when the browser refuses. */
export function writeText(key, text) {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** The language saved with the game under `key`, read before the engine is there (or null). */
export function savedLang(key) {
  try {
    const lang = JSON.parse(readText(key)).settings.lang;
    return typeof lang === 'string' ? lang : null;
  } catch {
    return null;
  }
}

const HASH = /^[0-9a-f]{64}$/;
/** The fingerprints shown before the last deals, kept beside the game under `<key>-shown` (for Check). */
export function shownHashes(key) {
  try {
    const list = JSON.parse(readText(`${key}-shown`));
    return Array.isArray(list) ? list.filter(x => HASH.test(x)) : [];
  } catch {
    return [];
  }
}

/** Adds `hash` to the fingerprints shown (the last 10 kept); returns the list. */
export function rememberHash(key, hash, list = shownHashes(key)) {
  const next = [...list.filter(x => x !== hash), hash].slice(-10);
  writeText(`${key}-shown`, JSON.stringify(next));
  return next;
}

/**
 * Opens the game saved under `key` (the engine reads, replays and checks it),
 * or a new `preset` game with `bankroll` (undefined: the table's own). Never
 * throws because of storage. Resolves to {table, notice, code}: `notice` the
 * engine's English reason, `code` null, 'save-refused' (the refused text is
 * kept under `<key>-refused`) or 'storage-unavailable'.
 */
export function openTable(Table, key, preset, bankroll) {
  const table = Table.open(key, preset, bankroll);
  return { table, notice: table.notice || null, code: table.noticeCode || null };
}

/**
 * A new game under `key` with `bankroll` (Start over at an element's own
 * bankroll): the saved game is let go first, so that the engine opens a new
 * one there (a table it did not open from the key may not write over it).
 */
export function openNew(Table, key, preset, bankroll) {
  try {
    store()?.removeItem(key);
  } catch {}
  return openTable(Table, key, preset, bankroll);
}

/**
 * Brings the saved game of the earlier format, which the engine kept under
 * `<key>-refused` ('save-outdated'), up to date with `upgrade(text)` (the
 * engine's on-demand module) and writes it under `key`, to be opened again.
 * Resolves true once written; throws the engine's reason when it cannot be.
 */
export async function upgradeSaved(key, upgrade) {
  const old = readText(`${key}-refused`);
  if (old == null) return false;
  return writeText(key, await upgrade(old));
}

/**
 * Saves the game under `key`: 'saved', 'unavailable' (storage blocked or
 * full: the game goes on in memory) or 'taken' (another tab wrote the game
 * since this table read or wrote it). Throws only for a custom table.
 */
export function saveTable(table, key) {
  try {
    const result = table.save(key);
    return typeof result === 'string' ? result : 'saved';
  } catch (e) {
    if (e && e.code === 'custom-not-saved') throw e;
    return 'unavailable';
  }
}
