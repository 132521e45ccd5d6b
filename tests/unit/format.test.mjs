// The pure formatters of the page (www/core/format.js), in Node without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fillTemplate, sentence, formatValue } from '../../www/core/format.js';
// Amounts: core/numbers.js (tests/unit/numbers.test.mjs).

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
