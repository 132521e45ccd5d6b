// Every round kept: the game's round history in the browser's IndexedDB
// (history-db.js: `<key>-history`, rounds by id, indexed by session and by
// their order `n`), beside the small save, which it never touches. Loaded
// when first used: by the session tracker (session-track.js, which appends
// each finished round in the tab that holds the table, fire and forget) and
// by the Session panel (history-controls.js). Each round is valued by the
// engine from its record (history-value.js: in the background after it is
// kept or imported, again on a failure, and at each read until it is), and
// every read says what it covers: how many rounds are kept and how many of
// them valued. Failures lose nothing the player has, and each is said once
// (history-notice.js): without IndexedDB (a private window, blocked
// storage) `available` is false, reads give [] and writes do nothing, with
// the notice 'unavailable' and no console error; a full disk gives 'quota',
// another failed write 'write-failed' (the rounds are written again with the
// next), a failed export 'read-failed'; damaged rows are skipped and counted
// ('damaged'); and while another tab holds the database open in an older
// version, the opening waits for it (whenBlocked tells who asks). The
// stored reviews are kept under the fingerprint of the engine's review that
// computed them (the engine's `fingerprints`, derived from its code): when
// this page's engine has another, every stored review is made stale at the
// opening, before any read, and valued again like a new round's. One
// history per game (g.lazy.history).
import { openDb, addRows, allRows, oneRow, clearRows, countRows, countSession, reviewMethod, forgetReviews } from './history-db.js';
import { readFigures, addFigures, countFigures } from './history-figures.js';
import { sortRows, toJSON, roundKey, figuresDiffer } from './history-format.js';
import { toCSV } from './history-csv.js';
import { parseImport } from './history-file.js';
import { value, troubleOf } from './history-value.js';
import { changed, note, failedWrite, failedRead, recovered } from './history-notice.js';
import { createStore } from '../core/store.js';

/** The most rounds not valued yet that a read waits for (a session's last few); more are valued in the background. */
const AWAIT_MOST = 32;
/** The most rounds a failed append keeps in memory, to write with the next. */
const UNKEPT_MOST = 1000;

/**
 * Makes the stored reviews stale when another engine computed them (its
 * review's fingerprint is not this engine's, or was never written): every
 * review null and its figures gone, in one transaction, so that they are
 * valued again. Without an answer from the engine nothing can be valued,
 * and the reviews kept stay.
 */
async function sameEngine(h) {
  let fingerprint;
  try {
    ({ fingerprints: { review: fingerprint } } = await (await h.engine()).ask({ kind: 'fingerprints' }));
  } catch {
    return;
  }
  try {
    if ((await reviewMethod(h.db)) === fingerprint) return;
    if (await forgetReviews(h.db, fingerprint)) changed(h);
  } catch (e) {
    failedWrite(h, e);
  }
}

/** The kept rounds (of `session` when given) in order, as stored; damaged rows skipped and counted; a failed read gives [] (throws when `strict`). */
async function rows(h, session, strict = false) {
  if (!h.db) return [];
  await h.current;
  let stored = [];
  try {
    stored = await allRows(h.db, session);
  } catch (e) {
    if (strict) throw e;
  }
  const { rounds, damaged } = sortRows(stored);
  if (damaged) {
    h.damaged = damaged;
    note(h, 'damaged');
  }
  return rounds;
}

/** The kept rounds (of `session` when given) in order, each valued where the engine can. */
async function read(h, session) {
  const rounds = await rows(h, session);
  const reviews = await Promise.all(rounds.map(r => (r.review === null ? value(h, r) : r.review)));
  return rounds.map((r, i) => ({ ...r, review: reviews[i] }));
}

/** What a read of figures covers: the valued rounds' figures, the rounds kept, and why the others are not valued yet. */
function covered(h, found, kept, pending) {
  return { rounds: found, kept, ...troubleOf(h, pending) };
}

/**
 * The valued rounds' figures (of `session` when given) in order, each
 * `{id, session, n, review}` with the review's amounts in hundredths (and
 * its decisions when `decisions`), no record: what the graph and lifetime
 * progress read. Resolves to `{rounds, kept, failed, why, retrying}`: the
 * figures, how many rounds are kept, and of those not valued yet how many
 * failed their last valuation (`why`, and whether they are `retrying` by
 * themselves). Rounds not valued yet are valued (awaited when they are a
 * few, else in the background), and valued rounds without their figures
 * get them (the slow path: their records are read). Where some rounds are
 * not valued, each valued one carries `place`, its place among the kept
 * (from 1).
 */
async function figures(h, session, decisions) {
  if (!h.db) return covered(h, [], 0, []);
  await h.current;
  const count = session === undefined ? countRows(h.db) : countSession(h.db, session);
  let [found, kept] = await Promise.all([readFigures(h.db, session, decisions), count]);
  if (found.length >= kept) return covered(h, found, found.length, []);
  const sound = await rows(h, session);
  const have = new Set(found.map(f => f.id));
  const lacking = sound.filter(r => !have.has(r.id));
  const unvalued = lacking.filter(r => r.review === null);
  const figureless = lacking.filter(r => r.review !== null);
  if (figureless.length) await addFigures(h.db, figureless).catch(e => failedWrite(h, e));
  const asked = Promise.all(unvalued.map(r => value(h, r)));
  if (unvalued.length <= AWAIT_MOST) await asked;
  found = await readFigures(h.db, session, decisions);
  if (found.length < sound.length) {
    const place = new Map(sound.map((r, i) => [r.id, i + 1]));
    for (const f of found) f.place = place.get(f.id);
  }
  const valued = new Set(found.map(f => f.id));
  return covered(h, found, sound.length, sound.filter(r => !valued.has(r.id)).map(r => r.id));
}

/** Keeps `rows` (one transaction), then values the new ones in the background; resolves to the rows added. */
async function keep(h, rows) {
  const added = await addRows(h.db, rows);
  recovered(h, 'quota', 'write-failed');
  if (added.length) changed(h);
  for (const r of added) if (r.review === null) value(h, r);
  return added;
}

/** Reads every round for an export written by `write`; a failed read is said (the notice 'read-failed') and rethrown. */
async function exported(h, write) {
  let all;
  try {
    all = await rows(h, undefined, true);
  } catch (e) {
    failedRead(h, e);
    throw e;
  }
  recovered(h, 'read-failed');
  return write(all);
}

/** The history's methods (see openHistory). */
function methods(h) {
  return {
    append(records, stacks = [], session) {
      if (!h.db || !records.length) return Promise.resolve([]);
      const at = Date.now();
      const fresh = records.map((record, i) => ({ id: roundKey(record), session: String(session), at, record, stack: stacks[i] || [], review: null }));
      // Rounds a failed append could not write go with this one.
      const all = [...h.unkept, ...fresh];
      h.unkept = [];
      return keep(h, all).catch(e => {
        h.unkept = all.slice(-UNKEPT_MOST);
        failedWrite(h, e);
        return [];
      });
    },
    sessionRounds: session => read(h, String(session)),
    allRounds: () => read(h),
    sessionFigures: session => figures(h, String(session), false),
    allFigures: () => figures(h, undefined, true),
    round: async id => (h.db ? oneRow(h.db, id).catch(() => undefined) : undefined),
    /** Counts the damaged rows when there may be some (more rounds than figures: a cheap count first). */
    async check() {
      if (!h.db) return;
      await h.current;
      const [kept, figured] = await Promise.all([countRows(h.db), countFigures(h.db)]).catch(() => [0, 0]);
      if (kept > figured) await rows(h);
    },
    sessions: async () => [...new Set((await rows(h)).map(r => r.session))],
    count: async () => (h.db ? countRows(h.db).catch(() => 0) : 0),
    exportJSON: () => exported(h, toJSON),
    exportCSV: () => exported(h, all => toCSV(all, h.presets())),
    /**
     * Imports an exported file (JSON or CSV): its sound rounds added (the
     * engine values each from its record), its damaged rounds refused with
     * their reasons. Resolves to `{added, skipped, refused, differing}`
     * (`differing`: the promise of how many added rounds' figures in the
     * file were not the engine's, once valued); throws a refusal of the
     * whole file, or the write's failure.
     */
    async importText(text) {
      const { rounds, refused, claims } = parseImport(text);
      if (!h.db) return { added: 0, skipped: rounds.length, refused, differing: Promise.resolve(0) };
      const added = await keep(h, rounds).catch(e => {
        failedWrite(h, e);
        throw e;
      });
      const compared = added.filter(r => claims.has(r.id)).map(r => value(h, r).then(review => !!review && figuresDiffer(claims.get(r.id), review)));
      const differing = Promise.all(compared).then(list => list.filter(Boolean).length);
      return { added: added.length, skipped: rounds.length - added.length, refused, differing };
    },
    async clear(session) {
      if (!h.db) return;
      await clearRows(h.db, session === undefined ? undefined : String(session)).catch(e => failedWrite(h, e));
      if (h.notice !== 'unavailable') h.notice = null;
      h.damaged = 0;
      h.unkept = [];
      changed(h);
    },
    listen(fn) {
      h.listeners.add(fn);
      return () => h.listeners.delete(fn);
    },
  };
}

/** The history of the game `g` over the open database `db` (null: none kept). */
function history(g, db) {
  // The history's store, kept in the game's (g.lazy.history.opened), written only by the history's modules.
  const h = createStore({
    db, available: !!db, notice: db ? null : 'unavailable', why: '', damaged: 0, listeners: new Set(),
    engine: g.engine, current: null, presets: () => g.presets, valuing: new Map(), queue: [], busy: 0, valued: 0, trouble: new Map(), unkept: [],
    append: null, sessionRounds: null, allRounds: null, sessionFigures: null, allFigures: null, round: null, check: null, sessions: null, count: null, exportJSON: null, exportCSV: null,
    importText: null, clear: null, listen: null,
  });
  Object.assign(h, methods(h));
  if (db) h.current = sameEngine(h);
  return h;
}

/** The opening of the game's history (its slot `history`): {opened, blocked, listeners}. */
function door(g) {
  return g.own('history', () => {
    const d = createStore({ opened: null, blocked: false, listeners: new Set() });
    const held = blocked => {
      if (d.blocked === blocked) return;
      d.blocked = blocked;
      for (const fn of d.listeners) {
        try { fn(blocked); } catch {}
      }
    };
    d.opened = openDb(`${g.key}-history`, held).then(db => {
      held(false);
      return history(g, db);
    });
    return d;
  });
}

/**
 * The round history of the game `g` (opened once per game): resolves to
 * {available, notice, why, damaged, append(records, stacks, session),
 * sessionRounds(session), allRounds(), sessionFigures(session),
 * allFigures(), round(id), check(), sessions(), count(), exportJSON(),
 * exportCSV(), importText(text), clear(session?), listen(fn)}; see docs/session.md.
 */
export const openHistory = g => door(g).opened;

/**
 * Calls `fn(true)` while the opening of `g`'s history waits for another tab
 * that holds the database open in an older version (at once when it waits
 * now), and `fn(false)` when it no longer does; returns the function that
 * stops telling.
 */
export function whenBlocked(g, fn) {
  const d = door(g);
  d.listeners.add(fn);
  if (d.blocked) fn(true);
  return () => d.listeners.delete(fn);
}
