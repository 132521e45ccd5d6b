// Numbers as each language writes them (www/core/numbers.js, Intl.NumberFormat):
// grouped thousands, the decimal mark, the minus sign, no-break spaces, and
// the plural forms the catalogues choose for numbers, in English, Russian and
// Romanian. The catalogues are found by file name under www/, wherever they live.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, basename } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { numbers, percent } from '../../www/core/numbers.js';
import { makeWords } from '../../www/i18n/words.js';
import ru from '../../www/i18n/ru.js';
import ro from '../../www/i18n/ro.js';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const files = dir => readdirSync(dir, { withFileTypes: true })
  .flatMap(e => (e.isDirectory() ? (e.name === 'pkg' ? [] : files(join(dir, e.name))) : [join(dir, e.name)]));
const ALL = files(WWW);
const load = async name => (await import(pathToFileURL(ALL.find(p => basename(p) === name)).href)).default;
const NB = '\u00a0';
const EN = numbers('en');
const RU = numbers('ru');
const RO = numbers('ro');

test('amounts: thousands grouped from five digits on (four stay whole), two decimals or none, a minus sign, as Intl writes the language', () => {
  const cases = {
    en: [EN, ['1000', '10,000', '7.50', '−2.50', '0.04']],
    ru: [RU, ['1000', `10${NB}000`, '7,50', '−2,50', '0,04']],
    ro: [RO, ['1000', '10.000', '7,50', '−2,50', '0,04']],
  };
  for (const [lang, [n, want]] of Object.entries(cases)) {
    assert.deepEqual([1000, 10000, 7.5, -2.5, 0.041].map(n.money), want, lang);
  }
  assert.equal(RU.signed(10000), `+10${NB}000`);
  assert.equal(RO.signed(-1057.5), '−1057,50');
  assert.equal(RO.signed(-21057.5), '−21.057,50');
  assert.equal(EN.signed(0), '0', 'zero has no sign');
  assert.equal(RU.magnitude(-2.5), '2,50');
  assert.equal(EN.money(12.25), '12.25');
  assert.equal(EN.money(0.1 + 0.2), '0.30', 'the engine\'s hundredths, not the float\'s tail');
  assert.equal(EN.money(1234567.89), '1,234,567.89');
  assert.equal(EN.money('abc'), 'abc', 'what is not a number is written as it is');
  assert.equal(EN.money(null), 'null');
});

test('counts, measures and percentages: the digits asked for, % joined by a no-break space', () => {
  assert.deepEqual([1000, 10000, 7.5, -2.5, 0.041].map(v => EN.num(v, 3)), ['1000.000', '10,000.000', '7.500', '−2.500', '0.041']);
  assert.deepEqual([1000, 10000, 7.5, -2.5, 0.041].map(v => RU.num(v, 0, 'auto', 3)), ['1000', `10${NB}000`, '7,5', '−2,5', '0,041']);
  assert.deepEqual([1000, 10000, 7.5, -2.5, 0.041].map(v => percent(RO, v, 3)),
    [`1000,000${NB}%`, `10.000,000${NB}%`, `7,500${NB}%`, `−2,500${NB}%`, `0,041${NB}%`]);
  assert.equal(percent(EN, 0.041, 3), `0.041${NB}%`);
  assert.equal(percent(RU, -0.0000001, 6), `0,000000${NB}%`, 'no minus when it rounds to zero');
  assert.equal(RU.num(0.123456, 6, 'always'), '+0,123456');
  assert.equal(RO.num(-1.25, 0, 'auto', 1), '−1,3');
  for (const n of [EN, RU, RO]) assert.doesNotMatch(n.money(-123456.5), /[-\u202f ]/, 'no hyphen, no narrow or breaking space');
});

test('written numbers read back, for plurals', () => {
  assert.equal(RU.value(`10${NB}000,50`), 10000.5);
  assert.equal(RO.value('10.000,50'), 10000.5);
  assert.equal(EN.value('−10,000.50'), -10000.5);
  assert.equal(RU.value('10\u202f000'), 10000, 'the narrow space too');
  assert.ok(Number.isNaN(RU.value('абв')));
});

test('ru plurals: 1, 2–4, 5, 21, 101, and numbers with decimals or groups', async () => {
  const session = await load('session-ru.js');
  const count = await load('count-ru.js');
  const SIM = (await load('simulate-words.js')).ru;
  const t = (cat, key, ...args) => makeWords(cat, 'ru').t(key, ...args);
  const rounds = k => t(session, 'graph-summary', '+1', '−2', k);
  assert.deepEqual([1, 2, 4, 5, 21, 101].map(rounds), ['1 раунд', '2 раунда', '4 раунда', '5 раундов', '21 раунд', '101 раунд']
    .map(r => `Удача +1, решения −2 за ${r}.`));
  assert.deepEqual([1, 3, 5, 21, 101].map(k => t(count, 'practice-rate', k)),
    ['1 карта в секунду', '3 карты в секунду', '5 карт в секунду', '21 карта в секунду', '101 карта в секунду']);
  assert.deepEqual([1, 2, 5, 21, 101].map(k => t(ru, 'rule-limits', 5, 500, k)).map(s => s.split(', ')[1]),
    ['1 бокс', '2 бокса', '5 боксов', '21 бокс', '101 бокс']);
  assert.deepEqual([15, 21, 30].map(k => t(session, 'reality-every', k)), ['Каждые 15 минут', 'Каждую 21 минуту', 'Каждые 30 минут']);
  const units = v => t(SIM, 'spread-bet-value', v);
  assert.deepEqual([RU.num(3.25, 2), RU.num(24), RU.num(100), RU.num(1), RU.num(10000)].map(units),
    ['3,25 единицы', '24 единицы', '100 единиц', '1 единица', `10${NB}000 единиц`]);
  // The number as written chooses: "1,00" and "21,00" are read with their decimals, so the plural.
  assert.deepEqual([RU.num(1, 2), RU.num(21, 2), RU.money('21.50'), RU.money('21')].map(units),
    ['1,00 единицы', '21,00 единицы', '21,50 единицы', '21 единица']);
});

test('ro plurals: 1, 2, 19, 20, 101, and numbers with decimals or groups', async () => {
  const count = await load('count-ro.js');
  const SIM = (await load('simulate-words.js')).ro;
  const t = (cat, key, ...args) => makeWords(cat, 'ro').t(key, ...args);
  assert.deepEqual([1, 2, 19, 20, 101].map(k => t(ro, 'rule-shuffle-every-round', k)).map(s => s.split(',')[0]),
    ['1 pachet', '2 pachete', '19 pachete', '20 de pachete', '101 pachete'], '101 as 1: the last two digits choose');
  assert.deepEqual([1, 2, 19, 20, 101].map(k => t(count, 'practice-rate', k)),
    ['1 carte pe secundă', '2 cărți pe secundă', '19 cărți pe secundă', '20 de cărți pe secundă', '101 cărți pe secundă']);
  const units = v => t(SIM, 'spread-bet-value', v);
  assert.deepEqual([RO.num(1), RO.num(3.25, 2), RO.num(19), RO.num(100), RO.num(10000)].map(units),
    ['1 unitate', '3,25 unități', '19 unități', '100 de unități', '10.000 de unități']);
  // "1,00" is read with its decimals: the plural, and no „de” (CLDR "few" for a number with decimals).
  assert.deepEqual([RO.num(1, 2), RO.money('20.50'), RO.money('20')].map(units), ['1,00 unități', '20,50 unități', '20 de unități']);
});

test('en plurals: "1.00" is plural as written, "1" is not', async () => {
  const SIM = (await load('simulate-words.js')).en;
  const units = v => makeWords(SIM, 'en').t('spread-bet-value', v);
  assert.deepEqual([EN.num(1), EN.num(1, 2), EN.money('1.50'), EN.num(10000)].map(units), ['1 unit', '1.00 units', '1.50 units', '10,000 units']);
});

test('every catalogue joins a number to % and to h/min with a no-break space', async () => {
  const names = ALL.filter(p => /[\\/]i18n[\\/](\w+-)?(en|ru|ro)\.js$/.test(p)).map(p => basename(p));
  assert.ok(names.length >= 15, names.join());
  const cats = [...await Promise.all(names.map(load)), ...Object.values(await load('simulate-words.js'))];
  for (const cat of cats) {
    for (const [key, text] of Object.entries(cat)) {
      assert.doesNotMatch(text, /[ \u202f]%/, `${key}: ${text}`);
      assert.doesNotMatch(text, /\} (ч|мин|h|min)(?!\p{L})/u, `${key}: ${text}`);
    }
  }
});
