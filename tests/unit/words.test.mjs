// Everything the page says, in each language (www/i18n/words.js with the real
// catalogues), without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeWords } from '../../www/i18n/words.js';
import en from '../../www/i18n/en.js';
import ru from '../../www/i18n/ru.js';
import ro from '../../www/i18n/ro.js';
import { langOf, browserLang } from '../../www/i18n/i18n.js';

const EN = makeWords(en, 'en');
const RU = makeWords(ru, 'ru');
const RO = makeWords(ro, 'ro');

test('amounts in each language: a decimal point in English, a comma in Russian and Romanian, thousands grouped from five digits', () => {
  assert.equal(EN.money(1057.5), '1057.50', 'four digits stay whole');
  assert.equal(RU.money(1057.5), '1057,50');
  assert.equal(EN.money(10000), '10,000');
  assert.equal(RU.money(10000), '10\u00a0000');
  assert.equal(RO.money(10000), '10.000');
  assert.equal(RU.num('25000'), '25\u00a0000', 'a limit the engine writes');
  assert.equal(RO.money(12.5), '12,50');
  assert.equal(RU.signed(-12.5), '−12,50');
  assert.equal(EN.signed(30), '+30');
  assert.equal(EN.magnitude(-10), '10');
  assert.equal(RU.num('2.50'), '2,50');
});

test('cards and totals', () => {
  assert.equal(EN.cardName('TS'), '10 of spades');
  assert.equal(RU.cardName('TS'), 'десятка пик');
  assert.equal(RO.cardName('TS'), '10 de pică');
  assert.equal(EN.cardName(null), 'face-down card');
  const seat = (total, more = {}) => ({ cards: ['AS', '6D'], total, soft: false, blackjack: false, bust: false, ...more });
  assert.equal(EN.totalText(seat(17, { soft: true })), 'soft 17');
  assert.equal(RU.totalText(seat(17, { soft: true })), 'мягкие 17');
  assert.equal(EN.totalText(seat(21, { soft: true })), '21', 'a soft 21 is just 21');
  assert.equal(EN.totalText(seat(21, { blackjack: true })), 'Blackjack');
  assert.equal(EN.totalText(seat(26, { bust: true })), 'Bust (26)', 'bust is the engine\'s word, not the page\'s sum');
  assert.equal(EN.totalText(seat(22)), '22', 'no "bust" unless the engine says so');
  assert.equal(EN.totalText({ ...seat(0), cards: [null] }), '', 'nothing face up: no total');
});

test('results and side bets, with the engine\'s net amounts', () => {
  assert.equal(EN.resultText({ outcome: 'win', net: 10 }), 'Win +10');
  assert.equal(EN.resultText({ outcome: 'push', net: 0 }), 'Push');
  assert.equal(EN.resultText({ outcome: 'surrender', net: -12.5 }), 'Surrender −12.50');
  assert.equal(RU.resultText({ outcome: 'lose', net: -5 }), 'Проигрыш −5');
  assert.equal(EN.sideText('side-pair-bonus', { stake: 5, payout: 35, net: 30, settled: true }), 'Pair bonus +30');
  assert.equal(EN.sideText('side-insurance', { stake: 12.5, payout: 0, net: -12.5, settled: true }), 'Insurance −12.50');
  assert.equal(EN.sideText('side-insurance', { stake: 5, payout: 5, net: 0, settled: true }), 'Insurance returned');
  assert.equal(EN.sideText('side-insurance', { stake: 5, payout: 5, net: 10, settled: true }), 'Insurance +10', 'the engine\'s net, not the page\'s arithmetic');
});

test('refusals by code, with their values in the language', () => {
  const e = Object.assign(new Error('the box would hold 600'), { code: 'over-maximum', params: { total: '600', max: '500' } });
  assert.equal(EN.message(e), 'The box would hold 600, over the table maximum of 500.');
  const r = Object.assign(new Error('x'), { code: 'out-of-range', params: { action: 'double', min: '5', max: '10', amount: '12.50' } });
  assert.match(RU.message(r), /12,50/);
  assert.doesNotMatch(RU.message(r), /double/, 'the action by its Russian name');
  assert.equal(EN.message(new Error('something odd')), 'Something odd', 'an unknown refusal: its own message');
  assert.equal(EN.message({ key: 'save-unreadable', args: ['bad'] }), 'The saved game could not be read (bad).');
});

test('hand names and rules lines', () => {
  const v = { hands: [{ box: 1 }, { box: 1 }, { box: 2 }] };
  assert.deepEqual(EN.labels(v), ['Box 1, hand 1', 'Box 1, hand 2', 'Box 2']);
  assert.equal(EN.ruleText({ key: 'rule-shuffle-every-round', values: [1], text: '' }), '1 deck reshuffled before every round');
  assert.equal(EN.ruleText({ key: 'rule-unknown', values: [], text: 'An English line' }), 'An English line');
  assert.equal(RU.ruleText({ key: 'rule-insurance-up-to-half', values: ['0.01'], text: '' }).includes('0,01'), true);
  assert.equal(EN.presetTitle('land-casino'), 'Land casino');
});

test('the new notices are in every catalogue', () => {
  for (const [w, lang] of [[EN, 'en'], [RU, 'ru'], [RO, 'ro']]) {
    for (const key of ['notice-unavailable', 'notice-tab', 'take-back']) {
      assert.notEqual(w.t(key), key, `${lang} has ${key}`);
    }
  }
  assert.equal(EN.t('take-back'), 'Play here');
});

test('the language comes from a tag: ru*, ro* and mo*, else none', () => {
  assert.equal(langOf('ru-RU'), 'ru');
  assert.equal(langOf('RO_ro'), 'ro');
  assert.equal(langOf('mo-MD'), 'ro');
  assert.equal(langOf('uk'), null);
  assert.equal(browserLang(['de-DE', 'ru']), 'ru');
  assert.equal(browserLang(['fr']), 'en');
});
