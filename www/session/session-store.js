// The player's session figures, pure: the net result, the rounds, the total
// wagered, the time played, the biggest win and loss, the reality check's
// interval and when it is due. Kept by session-track.js under
// `<key>-session` (versioned JSON); amounts in hundredths (integers), as the
// engine counts them. Every amount comes from the engine's round records
// (their `net`, stakes): this only adds them up. Unit-tested in Node
// (tests/unit/session-store.test.mjs).
import { roundKey } from '../history/history-format.js';

const VERSION = 1;
/** The reality check's intervals in minutes (0: off, the default). */
export const REALITY = [0, 15, 30, 60];

/** A new session starting at `now` (ms since the epoch); the reality check's setting is kept. */
export function newSession(now, reality = 0) {
  return { version: VERSION, start: now, played: 0, rounds: 0, net: 0, wagered: 0, best: 0, worst: 0, last: null, reality, shown: 0 };
}

const count = n => Number.isSafeInteger(n) && n >= 0;
const cents = n => Number.isSafeInteger(n);

/**
 * Reads saved figures: `{session}`, or `{session: a new one, refused: reason}`
 * when the text is there but unreadable (damaged, foreign, another version).
 */
export function parseSession(text, now) {
  if (text == null) return { session: newSession(now) };
  let s;
  try {
    s = JSON.parse(text);
  } catch {
    return { session: newSession(now), refused: 'not JSON' };
  }
  const ok = s && s.version === VERSION && count(s.start) && count(s.played) && count(s.rounds) && cents(s.net)
    && count(s.wagered) && count(s.best) && cents(s.worst) && s.worst <= 0 && REALITY.includes(s.reality)
    && count(s.shown) && (s.last === null || typeof s.last === 'string');
  if (!ok) return { session: newSession(now, REALITY.includes(s && s.reality) ? s.reality : 0), refused: 'not the figures of a session' };
  const { start, played, rounds, net, wagered, best, worst, last, reality, shown } = s;
  return { session: { version: VERSION, start, played, rounds, net, wagered, best, worst, last, reality, shown } };
}

const hundredths = amount => Math.round(Number(amount) * 100);


/** Everything a finished round staked, in hundredths: its hands, insurance and pair bets. */
export function staked(rec) {
  const res = rec.result;
  const sides = [...res.insurance, ...res.pair].filter(Boolean);
  return [...res.hands, ...sides].reduce((n, b) => n + hundredths(b.stake), 0);
}

/** The session after one finished round (a record of `table.history()`). */
export function addRound(s, rec) {
  const net = hundredths(rec.result.net);
  return {
    ...s,
    rounds: s.rounds + 1,
    net: s.net + net,
    wagered: s.wagered + staked(rec),
    best: Math.max(s.best, net),
    worst: Math.min(s.worst, net),
    last: roundKey(rec),
  };
}

/**
 * The rounds of the engine's history `recs` (oldest first) not counted in
 * `s`: those after the last one counted (all of them when none was, or when
 * it is no longer kept).
 */
export function unseen(s, recs) {
  const at = s.last === null ? -1 : recs.findIndex(r => roundKey(r) === s.last);
  return recs.slice(at + 1);
}

/** The session after the engine's history `recs`: its unseen rounds counted. */
export const catchUp = (s, recs) => unseen(s, recs).reduce(addRound, s);

/** A session that starts now after the rounds of `recs` (they belong to the one before). */
export function startAfter(recs, now, reality) {
  const s = newSession(now, reality);
  return recs.length ? { ...s, last: roundKey(recs[recs.length - 1]) } : s;
}

/** Is the reality check due (`every`: its interval in ms, 0 when off)? */
export const realityDue = (s, every) => every > 0 && s.played - s.shown >= every;

/** Whole minutes and hours of `ms`: {hours, minutes}. */
export function duration(ms) {
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
