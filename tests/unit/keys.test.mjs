// The key mapping (www/core/keys.js), without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyCommand } from '../../www/core/keys.js';

const body = { tag: 'BODY', editable: false, inDialog: false };
const press = (key, more = {}) => ({ key, code: '', ...more });

test('letters play the legal action they name', () => {
  const legal = ['hit', 'stand', 'double'];
  assert.deepEqual(keyCommand(press('h'), body, legal), { action: 'hit', consume: true });
  assert.deepEqual(keyCommand(press('S'), body, legal), { action: 'stand', consume: true });
  assert.deepEqual(keyCommand(press('d'), body, legal), { action: 'double', consume: true });
  assert.equal(keyCommand(press('p'), body, legal), null, 'split is not legal: the key does nothing');
  assert.equal(keyCommand(press('x'), body, legal), null);
});

test('I and N answer whichever offer is on the table', () => {
  assert.equal(keyCommand(press('i'), body, ['insure', 'no-insurance']).action, 'insure');
  assert.equal(keyCommand(press('i'), body, ['even-money', 'no-even-money']).action, 'even-money');
  assert.equal(keyCommand(press('n'), body, ['even-money', 'no-even-money']).action, 'no-even-money');
  assert.equal(keyCommand(press('n'), body, ['insure', 'no-insurance']).action, 'no-insurance');
});

test('on another layout the key at the Latin letter\'s place plays it', () => {
  assert.equal(keyCommand(press('р', { code: 'KeyH' }), body, ['hit']).action, 'hit');
  assert.equal(keyCommand(press('ы', { code: 'KeyS' }), body, ['stand']).action, 'stand');
  // A Latin letter is itself, wherever it is on the keyboard (AZERTY: A at Q's place).
  assert.equal(keyCommand(press('a', { code: 'KeyQ' }), body, ['hit']), null);
});

test('Enter and Space deal when Deal is legal, and are always the page\'s (no scrolling)', () => {
  assert.deepEqual(keyCommand(press('Enter'), body, ['deal', 'cancel']), { action: 'deal', consume: true });
  assert.deepEqual(keyCommand(press(' '), body, ['deal']), { action: 'deal', consume: true });
  assert.deepEqual(keyCommand(press(' '), body, ['hit']), { action: null, consume: true });
  assert.equal(keyCommand(press('Enter'), { ...body, tag: 'BUTTON' }, ['deal']), null, 'a focused button takes Enter itself');
  assert.equal(keyCommand(press(' '), { ...body, tag: 'SUMMARY' }, ['deal']), null);
});

test('no key is the game\'s in a field, a dialog, or with a modifier', () => {
  assert.equal(keyCommand(press('h'), { ...body, tag: 'INPUT' }, ['hit']), null);
  assert.equal(keyCommand(press('h'), { ...body, tag: 'SELECT' }, ['hit']), null);
  assert.equal(keyCommand(press('h'), { ...body, editable: true }, ['hit']), null);
  assert.equal(keyCommand(press('s'), { ...body, inDialog: true }, ['stand']), null);
  assert.equal(keyCommand(press('Enter'), { ...body, inDialog: true }, ['deal']), null);
  assert.equal(keyCommand(press('h', { ctrlKey: true }), body, ['hit']), null);
  assert.equal(keyCommand(press('d', { metaKey: true }), body, ['double']), null);
  assert.equal(keyCommand(press('s', { altKey: true }), body, ['stand']), null);
});

test('an inactive tab (nothing legal) plays no key', () => {
  for (const k of ['h', 's', 'd', 'p', 'r', 'i', 'n']) assert.equal(keyCommand(press(k), body, []), null, k);
  assert.equal(keyCommand(press('Enter'), body, []).action, null);
});
