// The player's session, kept across reloads under `<key>-session` (through
// storage.js; in memory when the browser keeps no data): loaded when the page
// is idle or at the first Deal (assist.js's `track`), it counts every round
// the engine's history holds once it is over (session-store.js), the time
// the page is open, and shows the reality check (reality.js) when it is due,
// only between rounds. A session starts with the game, on Start over (the
// engine's history starts again) and on New session. Unreadable saved
// figures are kept under `<key>-session-refused`, said in the panel, and a
// new session starts. The Session panel (session.js) is loaded on its button.
// Each round counted is also kept in the round history (history/history.js,
// IndexedDB), under the session's start time as its id, by the tab that holds
// the table.
import { readText, writeText } from '../core/storage.js';
import { parseSession, catchUp, unseen, startAfter, realityDue, REALITY } from './session-store.js';
import { createStore } from '../core/store.js';

const TICK = 1000;
const SAVE_EVERY = 10_000;

/** The reality check's interval in ms (0: off); mountGame's option `realityMs` may shorten it. */
function every(g, s) {
  if (!s.reality) return 0;
  return g.opts.realityMs || s.reality * 60_000;
}

/** Between rounds, on screen, in the tab that holds the table. */
const between = g => g.active && !g.revealing && g.shown && g.shown.phase === 'betting';

function tracker(g) {
  const where = `${g.key}-session`;
  const text = readText(where);
  const read = parseSession(text, Date.now());
  // The session's store, kept in the game's (g.lazy.tracker): the figures `s` change through set, newSession, setReality
  // and kept (and each second's time played, in tick), which tell the listeners.
  const t = createStore({
    s: read.session, refused: read.refused || null, saved: true, listeners: new Set(), synced: -1, reality: null,
    save: null, set: null, listen: null, sync: null, reread: null, newSession: null, setReality: null, kept: null, toggle: null,
  });
  if (t.refused) {
    writeText(`${where}-refused`, text);
    t.s = startAfter(g.table.history(), Date.now(), t.s.reality);
  }
  t.save = () => { t.saved = writeText(where, JSON.stringify(t.s)); };
  t.set = s => {
    t.s = s;
    t.save();
    for (const fn of t.listeners) fn();
  };
  t.listen = fn => {
    t.listeners.add(fn);
    return () => t.listeners.delete(fn);
  };
  /** Counts the rounds the history holds that are not counted yet, and keeps them in the round history. */
  t.sync = () => {
    if (!g.table) return;
    const recs = g.table.history();
    const fresh = unseen(t.s, recs);
    if (!fresh.length) return;
    const session = String(t.s.start);
    t.set(catchUp(t.s, recs));
    if (g.active) keep(g, recs, fresh, session);
  };
  /** Reads the figures again (another tab counted meanwhile), then the rounds since. */
  t.reread = () => {
    const again = parseSession(readText(where), Date.now());
    if (!again.refused && readText(where) !== null) t.s = again.session;
    t.sync();
  };
  t.newSession = () => t.set(startAfter(g.table ? g.table.history() : [], Date.now(), t.s.reality));
  t.setReality = minutes => REALITY.includes(minutes) && t.set({ ...t.s, reality: minutes, shown: t.s.played });
  t.kept = () => t.set({ ...t.s, shown: t.s.played });
  return t;
}

/**
 * Appends the finished rounds `fresh` (of the engine's history `recs`) to the
 * round history (history/history.js, loaded on first use), under `session`:
 * fire and forget, so that no click waits on the database. The history says
 * a failed write itself (its notice in the panel) and writes those rounds
 * again with the next; what is caught here is only its module not loading,
 * which leaves no panel to say it in. The session's figures are counted and
 * saved before, whatever the history does.
 */
function keep(g, recs, fresh, session) {
  const all = typeof g.table.historyStacks === 'function' ? g.table.historyStacks() : [];
  const stacks = fresh.map(r => all[recs.indexOf(r)] || []);
  import('../history/history.js').then(m => m.openHistory(g)).then(h => h.append(fresh, stacks, session)).catch(() => {});
}

/** One second of the clock: the time played, a save now and then, the reality check when due. */
function tick(g, t, clock) {
  const now = Date.now();
  // Only the tab that holds the table counts and saves; it reads the figures again when it takes the table back.
  if (!g.active) {
    clock.at = now;
    clock.away = true;
    return;
  }
  if (clock.away) {
    clock.away = false;
    t.reread();
  }
  // A sleeping machine or a hidden tab does not count as time played.
  const step = g.doc.visibilityState === 'hidden' ? 0 : Math.min(now - clock.at, 5 * TICK);
  clock.at = now;
  t.s = { ...t.s, played: t.s.played + step };
  if (now - clock.saved >= SAVE_EVERY) {
    clock.saved = now;
    t.save();
    for (const fn of t.listeners) fn();
  }
  const due = realityDue(t.s, every(g, t.s));
  g.ui.game.toggleAttribute('data-reality-due', due); // due: shown at the next tick between rounds
  if (!t.reality && due && between(g)) {
    t.reality = import('./reality.js').then(m => m.remind(g, t)).finally(() => { t.reality = null; });
  }
}

/** Starts the session's tracking for the game `g`, once: `{sync(), toggle()}`, following the store's steps. */
export function track(g) {
  return g.lazy.tracker || g.own('tracker', () => follow(g, tracker(g)));
}

/** Keeps the tracker `t` of `g` in step with the game: synced now, each second's time, each step; its panel's toggle. */
function follow(g, t) {
  t.sync();
  const clock = { at: Date.now(), saved: Date.now() };
  const timer = setInterval(() => (g.destroyed ? clearInterval(timer) : tick(g, t, clock)), TICK);
  // After every step of the game: a round over is counted; Start over (null) starts a new session.
  g.on('step', view => {
    if (view === null) t.newSession();
    else if (view.phase === 'betting' && view.roundsDealt !== t.synced) {
      t.synced = view.roundsDealt;
      t.sync();
    }
  });
  let panel = null;
  t.toggle = () => {
    panel ||= import('./session.js').then(m => m.sessionPanel(g, t), e => {
      panel = null;
      throw e;
    });
    return panel.then(p => p.toggle());
  };
  return t;
}
