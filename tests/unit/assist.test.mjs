// A Hint belongs to one decision (www/game/assist.js's decisionKey), without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decisionKey } from '../../www/game/assist.js';

const hand = (cards, active = false) => ({ box: 1, cards, active });
const view = (hands, more = {}) => ({ roundsDealt: 3, phase: 'playing', hands, ...more });

test('the same decision keeps its key; any change of hand, cards, phase or round is another', () => {
  const base = view([hand(['8S', '8H'], true)]);
  assert.equal(decisionKey(base), decisionKey(view([hand(['8S', '8H'], true)])));
  const split = view([hand(['8S', '3C'], true), hand(['8H'])]);
  assert.notEqual(decisionKey(base), decisionKey(split), 'a split: another hand in play');
  const hit = view([hand(['8S', '3C', '9D'], true), hand(['8H'])]);
  assert.notEqual(decisionKey(split), decisionKey(hit), 'another card');
  const next = view([hand(['8S', '3C', '9D']), hand(['8H', '2H'], true)]);
  assert.notEqual(decisionKey(hit), decisionKey(next), 'the next hand');
  assert.notEqual(decisionKey(base), decisionKey({ ...base, phase: 'insurance' }), 'another phase');
  assert.notEqual(decisionKey(base), decisionKey({ ...base, roundsDealt: 4 }), 'another round');
  const twoHandSplit = view([hand(['8S', '8H'], true), hand(['8D'])]);
  assert.notEqual(decisionKey(base), decisionKey(twoHandSplit), 'the same cards, but the hands changed');
});

test('no decision while cards are being dealt or before the first snapshot', () => {
  assert.equal(decisionKey(null), '');
  assert.equal(decisionKey({ ...view([hand(['TS'], true)]), revealing: true }), '');
});
