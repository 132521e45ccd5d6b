// The day's game's pure parts (www/daily/): the local date, the share line
// and link, and the catalogues (www/i18n/daily-*.js): the same keys in the
// three languages, a message for every refusal the engine gives a day's
// link. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localDate } from '../../www/daily/daily-date.js';
import { squares, squareGrade, dailyHref, dailyIn, shareLine, SQUARES } from '../../www/daily/daily-share.js';
import { assertSameKeys } from './catalogue-keys.mjs';
import en from '../../www/i18n/daily-en.js';
import ru from '../../www/i18n/daily-ru.js';
import ro from '../../www/i18n/daily-ro.js';
import { wordsOf as words } from '../../www/daily/daily-words.js';

test('localDate is the local calendar\'s date, not UTC\'s', () => {
  const zone = process.env.TZ;
  try {
    process.env.TZ = 'Pacific/Auckland'; // UTC+13 in December
    assert.equal(localDate(new Date('2026-12-04T12:00:00Z')), '2026-12-05', 'past local midnight: the next day');
    assert.equal(localDate(new Date('2026-12-04T10:00:00Z')), '2026-12-04');
    process.env.TZ = 'America/Los_Angeles'; // UTC−8
    assert.equal(localDate(new Date('2026-12-04T03:00:00Z')), '2026-12-03', 'before local midnight: the day before');
    assert.equal(localDate(new Date(2027, 0, 9, 0, 0)), '2027-01-09', 'month and day with two digits');
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
  assert.match(localDate(), /^\d{4}-\d{2}-\d{2}$/, 'today by default');
});

test('the share link and its fragment: the page\'s address without its fragment, the link as it is', () => {
  const link = '1.2026-12-04.single-deck.s-hs--d-s-s-s-s-s-s-s-s-s-s-s-s-s-s-s-s-ps.3fa1c2d9';
  assert.equal(dailyHref('https://x.example/games/blackjack/?a=1#review=abc', link), `https://x.example/games/blackjack/?a=1#daily=${link}`);
  assert.equal(dailyIn(`#daily=${link}`), link);
  assert.equal(dailyIn('#daily=1.2026-12-04%2Esingle'), '1.2026-12-04.single', 'an escaped fragment is read');
  assert.equal(dailyIn('#review=abc'), null);
  assert.equal(dailyIn(''), null);
});

test('one square per round, by its grade; a round without a decision is white', () => {
  assert.equal(squares(['best', 'inaccuracy', 'mistake', 'blunder', 'none']), '🟩🟨🟧🟥⬜');
  assert.equal(squares(['what']), SQUARES.none);
  assert.deepEqual([...'🟩🟨🟧🟥⬜x'].map(squareGrade), ['best', 'inaccuracy', 'mistake', 'blunder', 'none', null], 'each square read back as its grade');
});

test('the share line: the date, the table, the EV lost in the language\'s numbers, the marks', () => {
  const day = { date: '2026-12-04', table: 'single-deck', score: '0.0734', marks: ['best', 'best', 'inaccuracy', 'none', 'blunder'] };
  assert.equal(shareLine(words(en, 'en'), day, 'Single deck'), 'Blackjack · Day’s game 2026-12-04 · Single deck · EV lost 0.0734 bets 🟩🟩🟨⬜🟥');
  assert.equal(shareLine(words(ru, 'ru'), day, 'Одна колода'), 'Блэкджек · Игра дня 2026-12-04 · Одна колода · Цена ошибок 0,0734 ставки 🟩🟩🟨⬜🟥');
  assert.equal(shareLine(words(ro, 'ro'), day, 'Un singur pachet'), 'Blackjack · Jocul zilei 2026-12-04 · Un singur pachet · Valoare așteptată pierdută 0,0734 mize 🟩🟩🟨⬜🟥');
  assert.equal(words(en, 'en').bets('1.0000'), '1.00 bets', 'written with decimals, a number reads as plural');
  assert.equal(words(ru, 'ru').bets('-2.5000', 'always'), '−2,50 ставки');
});

test('the day\'s catalogues have exactly the keys of the English one, and word every refusal of a link', () => {
  assertSameKeys(en, { ru, ro });
  const codes = ['daily-malformed', 'daily-newer', 'daily-altered', 'daily-future', 'daily-table', 'daily-other-table', 'daily-date', 'daily-other-day'];
  for (const cat of [en, ru, ro]) {
    for (const code of codes) assert.ok(cat[`error-${code}`], code);
    for (const grade of ['best', 'inaccuracy', 'mistake', 'blunder']) assert.ok(cat[`grade-${grade}`] && cat[`mark-${grade}`], grade);
    assert.ok(cat['mark-none']);
  }
  assert.equal(ru.daily, 'Игра дня');
  assert.equal(ro.daily, 'Jocul zilei');
  assert.match(en['error-daily-future'], /\{0\}.*\{1\}/, 'a future link says its date and today');
});
