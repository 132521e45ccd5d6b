// The days kept, as data (no DOM, no storage; tests/unit/daily-days.test.mjs):
// the row a finished day is kept as and the check of a stored one, which of
// two plays of a date is kept (the first), the calendar's arithmetic on
// local dates written `YYYY-MM-DD` (each date taken as a day of the
// proleptic calendar, never as an instant, so no time zone or daylight
// saving moves it), the streaks, the days a chart shows, its bars'
// heights, and the engine's numbers written in a language. No money or
// score is computed here: the score is the engine's text, read as a number
// only for the height of its bar.

/** Each round's mark: its worst grade, or `none` when it had no decision (the engine's DayScore). */
export const MARKS = ['best', 'inaccuracy', 'mistake', 'blunder', 'none'];
/** How many rounds a day has (the engine's ROUNDS). */
export const ROUNDS = 20;
/** The days the chart shows, today the last. */
export const CHART_DAYS = 30;

const DAY_MS = 86_400_000;
const isDateText = text => typeof text === 'string' && /^\d{4}-\d\d-\d\d$/.test(text);

/** The day's number since 1970-01-01 of a date `YYYY-MM-DD` (NaN when it is no date of the calendar). */
export function dayNumber(date) {
  if (!isDateText(date)) return NaN;
  const [y, m, d] = date.split('-').map(Number);
  const ms = Date.UTC(y, m - 1, d);
  // Date.UTC rolls 02-30 over into March: a date that does not come back is none.
  return dateOf(ms / DAY_MS) === date ? ms / DAY_MS : NaN;
}

/** The date `YYYY-MM-DD` of a day's number since 1970-01-01. */
export function dateOf(n) {
  const t = new Date(n * DAY_MS);
  const pad = (v, w = 2) => String(v).padStart(w, '0');
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Whether `date` is a date of the calendar, written `YYYY-MM-DD`. */
export const isDate = date => Number.isFinite(dayNumber(date));

/** The date `n` days after `date` (before it when `n` is negative). */
export const addDays = (date, n) => dateOf(dayNumber(date) + n);

/**
 * The streaks of the days played `dates` (any order, repeats and non-dates
 * ignored) on `today`: `current`, the days in a row up to today, or up to
 * yesterday while today is not played yet (0 when neither was played);
 * `best`, the most days in a row ever; `today`, whether today is played.
 * Days after today (a clock set back) count for the best only.
 */
export function streaks(dates, today) {
  const days = [...new Set(dates.map(dayNumber).filter(Number.isFinite))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  days.forEach((d, i) => {
    run = i > 0 && d === days[i - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  const t = dayNumber(today);
  const played = new Set(days);
  const end = played.has(t) ? t : played.has(t - 1) ? t - 1 : null;
  let current = 0;
  if (end !== null) while (played.has(end - current)) current++;
  return { current, best, today: played.has(t) };
}

/** The `count` dates up to `today`, the oldest first. */
export function lastDays(today, count = CHART_DAYS) {
  const t = dayNumber(today);
  return Array.from({ length: count }, (_, i) => dateOf(t - count + 1 + i));
}

const isBets = text => typeof text === 'string' && /^-?\d+\.\d{4}$/.test(text);
const isCount = v => Number.isSafeInteger(v) && v >= 0;

/** Whether `day` carries what a kept day holds (the engine's DayScore less its rounds and records; `at` when `stored`). */
export function soundDay(day, stored = true) {
  if (!day || typeof day !== 'object') return false;
  const { grades, marks } = day;
  return isDate(day.date) && typeof day.table === 'string' && /^[a-z][a-z-]*$/.test(day.table)
    && typeof day.link === 'string' && day.link.length > 0
    && [day.score, day.net, day.luck].every(isBets)
    && [day.lostCents, day.netCents, day.luckCents].every(Number.isSafeInteger)
    && !!grades && typeof grades === 'object' && ['best', 'inaccuracy', 'mistake', 'blunder'].every(k => isCount(grades[k]))
    && Array.isArray(marks) && marks.length === ROUNDS && marks.every(m => MARKS.includes(m))
    && (!stored || Number.isFinite(day.at));
}

/**
 * The row a finished day is kept as: the engine's DayScore's fields, without
 * its rounds and records, and `at` (ms since the epoch). Throws a TypeError
 * when `day` is not a day's score.
 */
export function dayRow(day, at) {
  if (!soundDay(day, false)) throw new TypeError('not a day’s score: {date, table, link, score, lostCents, grades, marks, netCents, luckCents, net, luck}');
  const { best, inaccuracy, mistake, blunder } = day.grades;
  return {
    date: day.date, table: day.table, link: day.link, score: day.score, lostCents: day.lostCents,
    grades: { best, inaccuracy, mistake, blunder }, marks: [...day.marks],
    netCents: day.netCents, luckCents: day.luckCents, net: day.net, luck: day.luck, at,
  };
}

/**
 * Which play of a date is the day's: the one kept before (`kept`, as
 * stored) when it is sound, else `row`, the play just finished. A replay of
 * a past day never replaces its first result. `{kept: whether row is kept, day: the day's row}`.
 */
export const firstPlay = (kept, row) => (soundDay(kept) ? { kept: false, day: kept } : { kept: true, day: row });

/** The sound rows of `stored` (the damaged ones left out), the newest date first. */
export function newestFirst(stored) {
  return (Array.isArray(stored) ? stored : []).filter(row => soundDay(row)).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** A bar's least height in percent, so that a day that lost anything shows as more than a perfect day. */
const LEAST = 6;
/** The chart's least scale, in bets: a few inaccuracies do not fill it. */
const LEAST_SCALE = 0.1;

/**
 * The chart's scale (the tallest bar's score in bets, at least 0.1) and the
 * height of each day's bar in percent of the chart's (`scores`: the engine's
 * text, or null for a day not played: null again). Read as numbers only here.
 */
export function barHeights(scores) {
  const values = scores.map(s => (s == null ? null : Math.max(0, Number(s))));
  const scale = Math.max(LEAST_SCALE, ...values.filter(v => Number.isFinite(v)));
  const heights = values.map(v => {
    if (v === null || !Number.isFinite(v)) return null;
    if (v === 0) return 0;
    return Math.max(LEAST, Math.min(100, Math.round((v / scale) * 1000) / 10));
  });
  return { scale, heights };
}

/**
 * The engine's number in bets `text` ("0.0734", "-2.5000") as the language
 * of the number writers `n` (core/format.js's numbers) writes it: its digits
 * as given, the language's decimal mark and grouping, a minus sign for a
 * loss ("0,0734", "−2,5000").
 */
export function written(text, n) {
  const m = /^(-?)(\d+)\.(\d+)$/.exec(String(text));
  if (!m) return String(text);
  const mark = n.num(1.5, 1).charAt(1);
  const minus = m[1] && /[1-9]/.test(m[2] + m[3]) ? '\u2212' : '';
  return `${minus}${n.num(Number(m[2]))}${mark}${m[3]}`;
}

/** The date `YYYY-MM-DD` written in `lang`: `long` (4 December 2026), `short` (4 Dec), `day` (Fri 4 Dec). */
export function dateText(date, lang, style = 'long') {
  const options = {
    long: { day: 'numeric', month: 'long', year: 'numeric' },
    short: { day: 'numeric', month: 'short' },
    day: { weekday: 'short', day: 'numeric', month: 'short' },
  }[style];
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(dayNumber(date) * DAY_MS));
}
