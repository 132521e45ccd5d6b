// The days kept of the day's game, as data (www/daily/daily-days-dates.js):
// the calendar's arithmetic on local dates, the streak and the best streak,
// the row a day is kept as and which play of a date is kept, the chart's
// days and bars, the engine's numbers and the dates in each language; and
// the days' catalogues (www/i18n/daily-days-*.js). The database itself is
// the browser's: tests/e2e/daily-days.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  dayNumber, dateOf, isDate, addDays, streaks, lastDays, soundDay, dayRow, firstPlay, newestFirst, barHeights, written, dateText, ROUNDS,
} from '../../www/daily/daily-days-dates.js';
import { numbers, fillTemplate } from '../../www/core/format.js';
import en from '../../www/i18n/daily-days-en.js';
import ru from '../../www/i18n/daily-days-ru.js';
import ro from '../../www/i18n/daily-days-ro.js';
import { assertSameKeys } from './catalogue-keys.mjs';

/** A day's score as the engine gives it (DayScore), with its rounds and records. */
const score = (date, over = {}) => ({
  date, table: 'single-deck', link: `1.${date}.single-deck.s-s-s.0123abcd`, betCents: 10000, lostCents: 734, score: '0.0734',
  grades: { best: 24, inaccuracy: 2, mistake: 1, blunder: 0 }, marks: Array.from({ length: ROUNDS }, (_, i) => (i === 3 ? 'mistake' : i === 7 ? 'none' : 'best')),
  netCents: -25000, perfectCents: -120, luckCents: -24146, net: '-2.5000', luck: '-2.4146', rounds: [{}], records: [{}], ...over,
});

test('dates: a day of the calendar each, through months, years and leap days; no date rolls over', () => {
  assert.equal(dayNumber('1970-01-01'), 0);
  assert.equal(dateOf(dayNumber('2026-12-04')), '2026-12-04');
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(addDays('2027-01-01', -1), '2026-12-31');
  assert.equal(addDays('2026-02-28', 1), '2026-03-01');
  assert.equal(addDays('2028-02-28', 1), '2028-02-29');
  assert.equal(addDays('2026-03-31', 1), '2026-04-01');
  // Daylight saving does not move a date: the last Sunday of March and of October.
  assert.equal(addDays('2026-03-29', 1), '2026-03-30');
  assert.equal(addDays('2026-10-25', -1), '2026-10-24');
  for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '26-12-04', '', null, 20261204]) assert.equal(isDate(bad), false, String(bad));
  assert.equal(isDate('2028-02-29'), true);
});

test('the streak: days in a row up to today, or up to yesterday while today is not played; the best ever', () => {
  const today = '2026-12-04';
  assert.deepEqual(streaks([], today), { current: 0, best: 0, today: false });
  assert.deepEqual(streaks(['2026-12-04'], today), { current: 1, best: 1, today: true });
  // Yesterday's streak still counts until today ends.
  assert.deepEqual(streaks(['2026-12-01', '2026-12-02', '2026-12-03'], today), { current: 3, best: 3, today: false });
  // The day before yesterday: broken.
  assert.deepEqual(streaks(['2026-12-01', '2026-12-02'], today), { current: 0, best: 2, today: false });
  // A gap: the streak counts from it; the best is the longest run before it.
  assert.deepEqual(streaks(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-12-02', '2026-12-03', '2026-12-04'], today), { current: 3, best: 4, today: true });
  // Any order, repeats and non-dates ignored.
  assert.deepEqual(streaks(['2026-12-04', 'nonsense', '2026-12-03', '2026-12-04', '2026-02-30'], today), { current: 2, best: 2, today: true });
  // Over a month's and a year's end.
  assert.deepEqual(streaks(['2026-11-29', '2026-11-30', '2026-12-01'], '2026-12-01'), { current: 3, best: 3, today: true });
  assert.deepEqual(streaks(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'], '2027-01-03'), { current: 4, best: 4, today: false });
  // Over a leap day.
  assert.deepEqual(streaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current, 3);
  assert.deepEqual(streaks(['2027-02-27', '2027-02-28', '2027-03-01'], '2027-03-01').current, 3);
  // A day after today (the clock set back) counts for the best only.
  assert.deepEqual(streaks(['2026-12-05', '2026-12-06'], today), { current: 0, best: 2, today: false });
});

test('the chart’s days: the last 30 up to today, the oldest first, over a year’s end', () => {
  const days = lastDays('2027-01-10');
  assert.equal(days.length, 30);
  assert.equal(days[0], '2026-12-12');
  assert.equal(days[29], '2027-01-10');
  assert.ok(days.every((d, i) => i === 0 || addDays(days[i - 1], 1) === d));
  assert.deepEqual(lastDays('2026-03-02', 3), ['2026-02-28', '2026-03-01', '2026-03-02']);
});

test('a day is kept as the engine’s DayScore without its rounds and records, with when; anything else is refused', () => {
  const row = dayRow(score('2026-12-04'), 1234);
  assert.deepEqual(Object.keys(row).sort(), ['at', 'date', 'grades', 'link', 'luck', 'luckCents', 'lostCents', 'marks', 'net', 'netCents', 'score', 'table'].sort());
  assert.equal(row.at, 1234);
  assert.equal(row.score, '0.0734');
  assert.equal(soundDay(row), true);
  assert.equal(soundDay(score('2026-12-04')), false, 'a DayScore has no `at`: not a stored row');
  for (const [what, bad] of [
    ['a date that is none', score('2026-02-30')],
    ['a score not in bets to four places', score('2026-12-04', { score: 0.0734 })],
    ['19 marks', score('2026-12-04', { marks: Array(19).fill('best') })],
    ['an unknown mark', score('2026-12-04', { marks: Array(ROUNDS).fill('great') })],
    ['a count that is no count', score('2026-12-04', { grades: { best: -1, inaccuracy: 0, mistake: 0, blunder: 0 } })],
    ['no link', score('2026-12-04', { link: '' })],
    ['cents that are not whole', score('2026-12-04', { lostCents: 7.5 })],
  ]) assert.throws(() => dayRow(bad, 1), TypeError, what);
  assert.throws(() => dayRow(null, 1), TypeError);
});

test('the first play of a date is the day’s: a replay does not replace it; a damaged row does not stand', () => {
  const first = dayRow(score('2026-12-04'), 1000);
  const replay = dayRow(score('2026-12-04', { score: '0.0000', lostCents: 0 }), 2000);
  assert.deepEqual(firstPlay(undefined, first), { kept: true, day: first });
  assert.deepEqual(firstPlay(first, replay), { kept: false, day: first });
  assert.deepEqual(firstPlay({ date: '2026-12-04', score: 'damaged' }, replay), { kept: true, day: replay });
});

test('the days kept in order, the newest first, the damaged left out', () => {
  const rows = ['2026-11-30', '2026-12-04', '2026-12-01'].map((d, i) => dayRow(score(d), i));
  assert.deepEqual(newestFirst([...rows, { date: '2026-12-05' }, null, 'text']).map(r => r.date), ['2026-12-04', '2026-12-01', '2026-11-30']);
  assert.deepEqual(newestFirst(undefined), []);
});

test('the bars: a gap for a day not played, 0 for a perfect day, the rest against the tallest (at least 0.1 bets)', () => {
  assert.deepEqual(barHeights([null, '0.0000', '0.0500', '0.1000']), { scale: 0.1, heights: [null, 0, 50, 100] });
  assert.deepEqual(barHeights(['0.4000', '0.2000', '0.0010']), { scale: 0.4, heights: [100, 50, 6] }, 'the least bar still shows');
  assert.deepEqual(barHeights([null, null]).heights, [null, null]);
});

test('the engine’s numbers in bets written in each language, digits as given', () => {
  assert.equal(written('0.0734', numbers('en')), '0.0734');
  assert.equal(written('0.0734', numbers('ru')), '0,0734');
  assert.equal(written('0.0734', numbers('ro')), '0,0734');
  assert.equal(written('-2.5000', numbers('ru')), '\u22122,5000');
  assert.equal(written('-0.0000', numbers('en')), '0.0000', 'no minus on zero');
  assert.equal(written('12345.1000', numbers('en')), '12,345.1000');
  assert.equal(written('nonsense', numbers('en')), 'nonsense');
});

test('dates written in each language, never a day off whatever the time zone', () => {
  assert.match(dateText('2026-12-04', 'en', 'long'), /^(4 December 2026|December 4, 2026)$/);
  assert.match(dateText('2026-12-04', 'ru', 'long'), /^4 декабря 2026/);
  assert.match(dateText('2026-12-04', 'ro', 'long'), /^4 decembrie 2026/);
  assert.match(dateText('2027-01-01', 'en', 'short'), /Jan 1|1 Jan/);
  assert.match(dateText('2026-12-31', 'ru', 'short'), /^31 дек/);
});

test('the days’ catalogues: the same keys in en, ru and ro; plurals agree in each language', () => {
  assertSameKeys(en, { ru, ro });
  const say = (cat, lang) => (key, ...args) => fillTemplate(cat[key], args, numbers(lang).plural);
  assert.equal(say(en, 'en')('streak', 1), 'Streak: 1 day in a row');
  assert.equal(say(en, 'en')('streak', 3), 'Streak: 3 days in a row');
  const r = say(ru, 'ru');
  assert.equal(r('streak', 1), 'Серия: 1 день подряд');
  assert.equal(r('streak', 3), 'Серия: 3 дня подряд');
  assert.equal(r('streak', 5), 'Серия: 5 дней подряд');
  assert.equal(r('streak', 21), 'Серия: 21 день подряд');
  assert.equal(r('chart-title', 30), 'Цена ошибок за последние 30 дней');
  const o = say(ro, 'ro');
  assert.equal(o('streak', 1), 'Serie: 1 zi la rând');
  assert.equal(o('streak', 3), 'Serie: 3 zile la rând');
  assert.equal(o('streak', 20), 'Serie: 20 de zile la rând');
  assert.equal(o('chart-title', 30), 'Scorul din ultimele 30 de zile');
  // Typography: «» and „” quotes only, a no-break space before a dash, no English engine names.
  for (const [lang, cat] of [['ru', ru], ['ro', ro]]) {
    for (const [key, text] of Object.entries(cat)) {
      assert.doesNotMatch(text, /[^\u00a0]—/u, `${lang} ${key}: a no-break space before a dash`);
      assert.doesNotMatch(text, /["“]/u, `${lang} ${key}: the language's quotes`);
      assert.doesNotMatch(text, /(?<!\p{L})(hit|stand|double|split|surrender|EV|score|replay|review|streak|v|T)(?!\p{L})/iu, `${lang} ${key}: no English word`);
    }
  }
});
