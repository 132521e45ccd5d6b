// The pure formatters of the page (www/core/format.js), in Node without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMoney, engineAmount, fillTemplate, sentence, formatValue } from '../../www/core/format.js';

test('money: whole amounts without decimals, others with two, in the language\'s decimal mark', () => {
  assert.equal(formatMoney(1015), '1015');
  assert.equal(formatMoney(7.5), '7.50');
  assert.equal(formatMoney(7.5, { mark: ',' }), '7,50');
  assert.equal(formatMoney(1057.5, { mark: ',' }), '1057,50');
  assert.equal(formatMoney(0.01), '0.01');
  assert.equal(formatMoney(12.25), '12.25');
  assert.equal(formatMoney(500), '500');
});

test('money: a minus sign (U+2212) for a loss, a plus only when asked, zero without a sign', () => {
  assert.equal(formatMoney(-5), '−5');
  assert.equal(formatMoney(-12.5, { mark: ',' }), '−12,50');
  assert.equal(formatMoney(30, { sign: 'always' }), '+30');
  assert.equal(formatMoney(-12.5, { sign: 'always' }), '−12.50');
  assert.equal(formatMoney(-12.5, { sign: 'never' }), '12.50');
  assert.equal(formatMoney(0, { sign: 'always' }), '0');
  assert.equal(formatMoney(-0), '0');
  assert.equal(formatMoney(7.5, { sign: 'never' }), '7.50');
});

test('money: what is not a number is written as it is, never as NaN', () => {
  assert.equal(formatMoney('abc'), 'abc');
  assert.equal(formatMoney(null), 'null');
  assert.equal(formatMoney(Infinity), 'Infinity');
});

test('an amount the engine wrote as text takes the decimal mark; other values stay', () => {
  assert.equal(engineAmount('7.50', ','), '7,50');
  assert.equal(engineAmount('-2.50', ','), '−2,50');
  assert.equal(engineAmount('7.00'), '7');
  assert.equal(engineAmount('5'), '5');
  assert.equal(engineAmount('hit'), 'hit');
  assert.equal(engineAmount(3), 3);
});

test('templates: positional and named values, and plural forms', () => {
  const en = new Intl.PluralRules('en');
  const ru = new Intl.PluralRules('ru');
  const pick = rules => n => rules.select(n);
  assert.equal(fillTemplate('Box {0}, hand {1}', [2, 1], pick(en)), 'Box 2, hand 1');
  assert.equal(fillTemplate('“{action}” is not possible now', [{ action: 'Hit' }], pick(en)), '“Hit” is not possible now');
  assert.equal(fillTemplate('{0} {0|one:deck|other:decks}', [1], pick(en)), '1 deck');
  assert.equal(fillTemplate('{0} {0|one:deck|other:decks}', [6], pick(en)), '6 decks');
  const decks = '{0} {0|one:колода|few:колоды|many:колод|other:колоды}';
  assert.equal(fillTemplate(decks, [1], pick(ru)), '1 колода');
  assert.equal(fillTemplate(decks, [2], pick(ru)), '2 колоды');
  assert.equal(fillTemplate(decks, [6], pick(ru)), '6 колод');
  assert.equal(fillTemplate('{0|one:a}', [5], pick(en)), '', 'no form and no "other": nothing');
  assert.equal(fillTemplate('Bet {0}', [], pick(en)), 'Bet ', 'a missing value is empty');
});

test('sentence and advisor values', () => {
  assert.equal(sentence('the deck'), 'The deck');
  assert.equal(formatValue(-0.5432), '−0.543');
  assert.equal(formatValue(-0.0001), '0.000', 'no minus when it rounds to zero');
  assert.equal(formatValue(0.041, ','), '0,041');
  assert.equal(formatValue(-1.5, '.', false), '1.500');
});
