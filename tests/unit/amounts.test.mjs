// The amount fields (www/core/amounts.js), without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { prefill, clampField, amountArgument, variable, fieldText, fieldKey } from '../../www/core/amounts.js';

test('a field starts with the engine\'s default, else its minimum, never above the maximum', () => {
  assert.equal(prefill({ min: 5, max: 10, default: 10 }), '10');
  assert.equal(prefill({ min: 0.01, max: 5, default: 2.5 }), '2.50');
  assert.equal(prefill({ min: 5, max: 500, default: null }), '5');
  assert.equal(prefill({ min: 5, max: 8, default: 12.5 }), '8', 'a default over the maximum is the maximum');
  assert.equal(prefill({ min: 5, max: 8, default: null, suggested: 8 }), '8', 'the engine\'s suggestion where it gives no default');
  assert.equal(prefill({ min: 5, max: 20, default: 10, suggested: 8 }), '10', 'the default first');
});

test('a typed amount above the maximum becomes the maximum; others are left to the engine', () => {
  const range = { min: 5, max: 10, default: 10 };
  assert.equal(clampField('50', range), '10');
  assert.equal(clampField('10.01', range), '10');
  assert.equal(clampField(' 7.5 ', range), '7.5');
  assert.equal(clampField('1', range), '1', 'under the minimum: the engine says why not');
  assert.equal(clampField('', range), '');
  assert.equal(clampField('abc', range), 'abc');
  assert.equal(clampField('20', { min: 0.01, max: 12.5, default: 12.5 }), '12.50');
});

test('the action carries an amount only when it is not the default', () => {
  const range = { min: 5, max: 10, default: 10 };
  assert.equal(amountArgument('10', range), '');
  assert.equal(amountArgument('10.00', range), '');
  assert.equal(amountArgument('', range), '');
  assert.equal(amountArgument('5', range), ' 5');
  assert.equal(amountArgument('99', range), '', 'clamped to the maximum, which is the default');
  assert.equal(amountArgument('2.50', { min: 0.01, max: 5, default: null }), ' 2.50');
});

test('a field shows only where the amount may vary', () => {
  assert.equal(variable({ min: 5, max: 10 }), true);
  assert.equal(variable({ min: 5, max: 5 }), false);
  assert.equal(variable(null), false);
  assert.equal(fieldText(12.5), '12.50');
  assert.equal(fieldText(7), '7');
});

test('a field is refilled when its range, its hand or its offer changes', () => {
  const range = { min: 5, max: 10, default: 10 };
  const v = (active, box, rounds) => ({ hands: [{ active: active === 0 }, { active: active === 1 }], offer: box ? { box } : null, roundsDealt: rounds });
  assert.equal(fieldKey(range, v(0, null, 1)), fieldKey(range, v(0, null, 1)));
  assert.notEqual(fieldKey(range, v(0, null, 1)), fieldKey(range, v(1, null, 1)));
  assert.notEqual(fieldKey(range, v(0, 1, 1)), fieldKey(range, v(0, 2, 1)));
  assert.notEqual(fieldKey(range, v(0, null, 1)), fieldKey(range, v(0, null, 2)));
  assert.notEqual(fieldKey(range, v(0, null, 1)), fieldKey({ ...range, max: 8 }, v(0, null, 1)));
});
