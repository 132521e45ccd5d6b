// The round history's figures (the object store `figures` of history-db.js):
// what the session graph and lifetime progress read of each valued round,
// its amounts in hundredths and its decisions, kept in blocks of BLOCK
// rounds of one session (`{id: '<session>/<block>', session, ids, ns,
// cents, decisions}`: `cents` six numbers a round in CENTS's order,
// `decisions` each round's as JSON text, parsed only by lifetime progress).
// IndexedDB reads a record at a time, so 10 000 rounds come back as some 40
// records, in a few milliseconds, not 10 000; writing a round's figures
// rewrites one block, whatever the history's length.
import { req, done } from '../core/idb.js';

/** The object store of the figures. */
export const FIGURES = 'figures';

/** The order of a round's six amounts in a block's `cents` (hundredths). */
export const CENTS = ['netCents', 'wageredCents', 'perfectCents', 'costCents', 'luckCents', 'bankrollCents'];
/** Rounds a block holds at most. */
const BLOCK = 256;

/** Whether a stored round carries a review its figures can be taken from. */
export const valued = row => !!row && typeof row === 'object' && !!row.review && typeof row.review === 'object'
  && Number.isSafeInteger(row.review.netCents) && Array.isArray(row.review.decisions)
  && typeof row.session === 'string' && Number.isSafeInteger(row.n);

/** A valued round's decisions as JSON text (what lifetime progress reads of them). */
const decisionsOf = review => JSON.stringify(review.decisions.map(d => ({
  kind: d.kind, costCents: d.costCents, taken: d.taken, best: d.best, cards: d.cards, up: d.up,
})));

/** The block `row` belongs to: its id. */
const blockOf = row => `${row.session}/${Math.floor(row.n / BLOCK)}`;

/** `block` with the figures of the valued `row` in it (in the order of `n`; a round there already is replaced). */
export function withRound(block, row) {
  const b = block || { id: blockOf(row), session: row.session, ids: [], ns: [], cents: [], decisions: [] };
  let at = b.ids.indexOf(row.id);
  if (at < 0) {
    at = b.ns.findIndex(n => n > row.n);
    if (at < 0) at = b.ns.length;
    b.ids.splice(at, 0, row.id);
    b.ns.splice(at, 0, row.n);
    b.cents.splice(at * CENTS.length, 0, ...CENTS.map(() => 0));
    b.decisions.splice(at, 0, '');
  }
  CENTS.forEach((k, i) => { b.cents[at * CENTS.length + i] = row.review[k]; });
  b.decisions[at] = decisionsOf(row.review);
  return b;
}

/** Writes the figures of the valued `rows` in the open transaction `tx` (each block they fall in read and written once). */
export async function putFigures(tx, rows) {
  const store = tx.objectStore(FIGURES);
  const blocks = new Map();
  for (const row of rows.filter(valued)) {
    const id = blockOf(row);
    if (!blocks.has(id)) blocks.set(id, await req(store.get(id)));
    blocks.set(id, withRound(blocks.get(id), row));
  }
  for (const block of blocks.values()) store.put(block);
}

/** The blocks of `rows` (valued rounds), made in memory: for the upgrade from version 1. */
export function blocksOf(rows) {
  const blocks = new Map();
  for (const row of rows.filter(valued)) blocks.set(blockOf(row), withRound(blocks.get(blockOf(row)), row));
  return [...blocks.values()];
}

/** Every valued round's figures (of `session` when given), in order: `{id, session, n, review}`. */
export async function readFigures(db, session, decisions) {
  const store = db.transaction(FIGURES, 'readonly').objectStore(FIGURES);
  const blocks = await req(session === undefined ? store.getAll() : store.index('session').getAll(session));
  const rounds = [];
  for (const b of blocks) {
    if (!b || !Array.isArray(b.ids) || !Array.isArray(b.cents) || b.cents.length !== b.ids.length * CENTS.length) continue;
    b.ids.forEach((id, i) => {
      const review = Object.fromEntries(CENTS.map((k, j) => [k, b.cents[i * CENTS.length + j]]));
      try {
        if (decisions) review.decisions = JSON.parse(b.decisions[i]);
      } catch {
        return; // damaged figures: the round is left out (its record keeps it)
      }
      rounds.push({ id, session: b.session, n: b.ns[i], review });
    });
  }
  return rounds.sort((a, b) => a.n - b.n);
}

/** How many rounds have figures (of `session` when given): a read of the blocks' ids. */
export async function countFigures(db, session) {
  return (await readFigures(db, session, false)).length;
}

/** Deletes the figures of `session`, or all of them, in the open transaction `tx`. */
export async function clearFigures(tx, session) {
  const store = tx.objectStore(FIGURES);
  if (session === undefined) return store.clear();
  for (const key of await req(store.index('session').getAllKeys(session))) store.delete(key);
}

/** Writes the figures of `rows` (valued rounds whose figures are missing) in a transaction of their own. */
export async function addFigures(db, rows) {
  const tx = db.transaction(FIGURES, 'readwrite');
  const ended = done(tx);
  await putFigures(tx, rows);
  await ended;
}
