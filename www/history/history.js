// Every round kept: the game's round history in the browser's IndexedDB
// (history-db.js: `<key>-history`, rounds by id, indexed by session and by
// their order `n`), beside the small save, which it never touches. Loaded
// when first used: by the session tracker (session-track.js, which appends
// each finished round in the tab that holds the table, fire and forget) and
// by the Session panel (history-controls.js). Each round is valued once: the
// engine's review (asked through the game's engine port) is asked in the background after it
// is kept and stored with it; a round still unvalued is valued when first
// read. Failures lose nothing the player has: without IndexedDB (a private
// window, blocked storage) `available` is false, reads give [] and writes do
// nothing, with the notice 'unavailable' and no console error; a full
// database gives the notice 'quota'; damaged rows are skipped and counted
// (notice 'damaged'). One history per game (g.lazy.history).
import { openDb, addRows, allRows, oneRow, putReview, clearRows, countRows, countSession } from './history-db.js';
import { readFigures, addFigures, countFigures } from './history-figures.js';
import { sortRows, toJSON, toCSV, parseExport, roundKey } from './history-format.js';
import { createStore } from '../core/store.js';

/** Says a change to the listeners (a listener's failure is its own). */
function changed(h) {
  for (const fn of h.listeners) {
    try { fn(); } catch {}
  }
}

/** Sets the notice (the gravest kept: 'unavailable', then 'quota', then 'damaged'). */
function note(h, notice) {
  const rank = ['unavailable', 'quota', 'damaged'];
  if (h.notice && rank.indexOf(h.notice) < rank.indexOf(notice)) return;
  h.notice = notice;
}

/** A write's failure: the quota noted, anything else let go (the game plays on). */
function failed(h, e) {
  if (e && e.name === 'QuotaExceededError') {
    note(h, 'quota');
    changed(h);
  }
}

/** The engine's review of a kept round, asked once and stored with it; null when it cannot be had. */
function value(h, row) {
  if (!h.valuing.has(row.id)) {
    const promise = h.engine().then(port => port.ask({ kind: 'review', record: row.record, stack: row.stack }))
      .then(answer => answer.review)
      .then(review => putReview(h.db, row.id, review).then(() => review, e => (failed(h, e), review)))
      .catch(() => null)
      .finally(() => h.valuing.delete(row.id));
    h.valuing.set(row.id, promise);
  }
  return h.valuing.get(row.id);
}

/** The kept rounds (of `session` when given) in order, as stored; damaged rows skipped and counted. */
async function rows(h, session) {
  if (!h.db) return [];
  const { rounds, damaged } = sortRows(await allRows(h.db, session).catch(() => []));
  if (damaged) {
    h.damaged = damaged;
    note(h, 'damaged');
  }
  return rounds;
}

/** The kept rounds (of `session` when given) in order, each valued. */
async function read(h, session) {
  const rounds = await rows(h, session);
  const reviews = await Promise.all(rounds.map(r => (r.review === null ? value(h, r) : r.review)));
  return rounds.map((r, i) => ({ ...r, review: reviews[i] }));
}

/**
 * The valued rounds' figures (of `session` when given) in order, each
 * `{id, session, n, review}` with the review's amounts in hundredths (and
 * its decisions when `decisions`), no record: what the graph and lifetime
 * progress read. Rounds not valued yet are valued first, and rounds kept
 * without their figures get them (the slow path: their records are read).
 */
async function figures(h, session, decisions) {
  if (!h.db) return [];
  const kept = () => (session === undefined ? countRows(h.db) : countSession(h.db, session)).catch(() => 0);
  let [found, count] = await Promise.all([readFigures(h.db, session, decisions).catch(() => []), kept()]);
  if (found.length < count) {
    const have = new Set(found.map(f => f.id));
    await addFigures(h.db, (await read(h, session)).filter(r => !have.has(r.id))).catch(e => failed(h, e));
    found = await readFigures(h.db, session, decisions).catch(() => []);
  }
  return found;
}

/** Keeps `rows` (one transaction), then values the new ones in the background; resolves to the rows added. */
async function keep(h, rows) {
  const added = await addRows(h.db, rows);
  if (added.length) changed(h);
  const unvalued = added.filter(r => r.review === null);
  if (unvalued.length) Promise.all(unvalued.map(r => value(h, r))).then(() => changed(h));
  return added;
}

/** The history's methods (see openHistory). */
function methods(h) {
  return {
    append(records, stacks = [], session) {
      if (!h.db || !records.length) return Promise.resolve([]);
      const at = Date.now();
      const rows = records.map((record, i) => ({ id: roundKey(record), session: String(session), at, record, stack: stacks[i] || [], review: null }));
      return keep(h, rows).catch(e => (failed(h, e), []));
    },
    sessionRounds: session => read(h, String(session)),
    allRounds: () => read(h),
    sessionFigures: session => figures(h, String(session), false),
    allFigures: () => figures(h, undefined, true),
    round: async id => (h.db ? oneRow(h.db, id).catch(() => undefined) : undefined),
    /** Counts the damaged rows when there may be some (more rounds than figures: a cheap count first). */
    async check() {
      if (!h.db) return;
      const [kept, figured] = await Promise.all([countRows(h.db), countFigures(h.db)]).catch(() => [0, 0]);
      if (kept > figured) await rows(h);
    },
    sessions: async () => [...new Set((await rows(h)).map(r => r.session))],
    count: async () => (h.db ? countRows(h.db).catch(() => 0) : 0),
    exportJSON: async () => toJSON(await rows(h)),
    exportCSV: async () => toCSV(await rows(h)),
    async importJSON(text) {
      const rows = parseExport(text);
      if (!h.db) return { added: 0, skipped: rows.length };
      const added = await keep(h, rows).catch(e => {
        failed(h, e);
        throw e;
      });
      return { added: added.length, skipped: rows.length - added.length };
    },
    async clear(session) {
      if (!h.db) return;
      await clearRows(h.db, session === undefined ? undefined : String(session)).catch(e => failed(h, e));
      if (h.notice !== 'unavailable') h.notice = null;
      h.damaged = 0;
      changed(h);
    },
    listen(fn) {
      h.listeners.add(fn);
      return () => h.listeners.delete(fn);
    },
  };
}

/**
 * The round history of the game `g` (opened once per game): resolves to
 * {available, notice, damaged, append(records, stacks, session),
 * sessionRounds(session), allRounds(), sessionFigures(session),
 * allFigures(), round(id), check(), sessions(), count(), exportJSON(),
 * exportCSV(), importJSON(text), clear(session?), listen(fn)}; see docs/session.md.
 */
export function openHistory(g) {
  return g.own('history', () => openDb(`${g.key}-history`).then(db => {
    // The history's store, kept in the game's (g.lazy.history), written only by this module's functions.
    const h = createStore({
      db, available: !!db, notice: db ? null : 'unavailable', damaged: 0, listeners: new Set(), engine: g.engine, valuing: new Map(),
      append: null, sessionRounds: null, allRounds: null, sessionFigures: null, allFigures: null, round: null, check: null, sessions: null, count: null, exportJSON: null, exportCSV: null,
      importJSON: null, clear: null, listen: null,
    });
    return Object.assign(h, methods(h));
  }));
}
