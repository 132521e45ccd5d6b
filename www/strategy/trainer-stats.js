// The Trainer's counts by kind of decision, kept across reloads under
// `<key>-trainer` (through storage.js, the only module touching
// localStorage), with the grading setting: "chart" or "perfect". Versioned;
// anything unreadable (foreign, damaged, an older version) starts again from
// zero, never throws. The kinds come from the engine (ChartPlay's `kind`);
// this only counts them; `deviations` counts the index plays the engine
// expected instead of the chart (advisor/grading-index.js).
import { readText, writeText } from '../core/storage.js';

/** The kinds of decision counted, in the order shown. */
export const KINDS = ['hard', 'soft', 'pairs', 'doubles', 'surrender', 'insurance', 'deviations'];
/** Kinds added after version 1 was first saved: missing from older counts, they start at zero. */
const LATER = ['deviations'];
/** The grading settings: against the table's chart, or perfect (composition-dependent) play. */
export const GRADES = ['chart', 'perfect'];
const VERSION = 1;

/** Zero counts for every kind and the default grading. */
export function emptyStats(grade = 'perfect') {
  return { grade, kinds: Object.fromEntries(KINDS.map(k => [k, { right: 0, wrong: 0, lost: 0 }])) };
}

const count = n => Number.isSafeInteger(n) && n >= 0;
const amount = n => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** Reads saved counts (text or null); anything but version 1 with every kind well formed gives zero counts. */
export function parseStats(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return emptyStats();
  }
  if (!data || data.version !== VERSION || !GRADES.includes(data.grade) || !data.kinds) return emptyStats();
  const stats = emptyStats(data.grade);
  for (const k of KINDS) {
    const c = data.kinds[k];
    if (!c && LATER.includes(k)) continue;
    if (!c || !count(c.right) || !count(c.wrong) || !amount(c.lost)) return emptyStats(data.grade);
    stats.kinds[k] = { right: c.right, wrong: c.wrong, lost: c.lost };
  }
  return stats;
}

/** The counts as saved text. */
export const stringifyStats = stats => JSON.stringify({ version: VERSION, ...stats });

/** The counts after one graded decision of `kind` (`lost`: the expected value it cost, 0 when right). */
export function recordDecision(stats, kind, right, lost) {
  if (!KINDS.includes(kind)) return stats;
  const c = stats.kinds[kind];
  const next = right ? { ...c, right: c.right + 1 } : { ...c, wrong: c.wrong + 1, lost: c.lost + Math.max(0, lost) };
  return { ...stats, kinds: { ...stats.kinds, [kind]: next } };
}

/**
 * The counts of the game saved under `key`, shared by the Trainer and the
 * Strategy panel: {stats, record(kind, right, lost), setGrade(g), clear(),
 * listen(fn)}; every change is saved and told to the listeners. Made once
 * per game through `own` (the game's store's panel slots; by default a new one each call).
 */
export function trainerStore(key, own = (name, make) => make()) {
  return own('trainer', () => makeTrainerStore(key));
}

function makeTrainerStore(key) {
  const where = `${key}-trainer`;
  const listeners = new Set();
  const store = {
    stats: parseStats(readText(where)),
    set(stats) {
      store.stats = stats;
      writeText(where, stringifyStats(stats));
      for (const fn of listeners) fn(stats);
    },
    record: (kind, right, lost) => store.set(recordDecision(store.stats, kind, right, lost)),
    setGrade: grade => GRADES.includes(grade) && store.set({ ...store.stats, grade }),
    clear: () => store.set(emptyStats(store.stats.grade)),
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return store;
}
