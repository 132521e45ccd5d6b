// The counting quiz's score, kept across reloads under `<key>-count` (through
// storage.js, the only module touching localStorage): how many questions were
// answered right, how many asked, the current streak of right answers, and
// the practice drill's speed (cards a second). Versioned; saved text that
// cannot be read is set aside under `<key>-count-unreadable` and the score
// starts again from zero, never throws. With storage blocked the score lives
// in memory for the session. tests/unit/count-score.test.mjs.
import { readText, writeText } from '../core/storage.js';

/** The practice drill's speeds, cards a second. */
export const SPEEDS = [1, 2, 4];
const VERSION = 1;

/** A score of nothing asked yet, at the default speed. */
export const emptyScore = () => ({ right: 0, asked: 0, streak: 0, speed: 1 });

const whole = n => Number.isSafeInteger(n) && n >= 0;

/** Reads saved text (or null): the score, or null when the text is there but unreadable. */
export function parseScore(text) {
  if (text == null) return emptyScore();
  try {
    const d = JSON.parse(text);
    if (d && d.version === VERSION && whole(d.right) && whole(d.asked) && whole(d.streak)
      && d.right <= d.asked && d.streak <= d.right && SPEEDS.includes(d.speed)) {
      return { right: d.right, asked: d.asked, streak: d.streak, speed: d.speed };
    }
  } catch {}
  return null;
}

/** The score after one answer. */
export const recordAnswer = (s, right) => ({
  ...s, asked: s.asked + 1, right: s.right + (right ? 1 : 0), streak: right ? s.streak + 1 : 0,
});

/**
 * The score of the game saved under `key`: {score, record(right), setSpeed(n), clear(), listen(fn)};
 * made once per game through `own` (the game's store's panel slots; by default a new one each call).
 */
export function countStore(key, own = (name, make) => make()) {
  return own('countScore', () => makeCountStore(key));
}

function makeCountStore(key) {
  const where = `${key}-count`;
  const listeners = new Set();
  const text = readText(where);
  let score = parseScore(text);
  if (!score) {
    writeText(`${where}-unreadable`, text);
    score = emptyScore();
  }
  const store = {
    score,
    set(next) {
      store.score = next;
      writeText(where, JSON.stringify({ version: VERSION, ...next }));
      for (const fn of listeners) fn(next);
    },
    record: right => store.set(recordAnswer(store.score, right)),
    setSpeed: n => SPEEDS.includes(n) && store.set({ ...store.score, speed: n }),
    clear: () => store.set({ ...emptyScore(), speed: store.score.speed }),
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return store;
}
