// The pure parts of the index plays on the page: row ids, the two actions of
// each kind of play, the signed counts (strategy-indices.js), the true count
// as the Trainer writes it, the spread's command (simulate-spread.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playId, playActions, signed, dealsToCutCard, trueCount, indexText } from '../../www/strategy/strategy-indices.js';
import { spreadCommand } from '../../www/simulate/simulate-spread.js';

test('row ids and actions of each kind of play', () => {
  assert.equal(playId({ deviation: 'insure', total: 0, up: 1 }), 'insurance');
  assert.equal(playId({ deviation: 'stand-over-hit', total: 16, up: 10 }), '16-T');
  assert.equal(playId({ deviation: 'double-over-hit', total: 11, up: 1 }), '11-A');
  assert.equal(playId({ deviation: 'surrender', total: 15, up: 9 }), 'surrender-15-9');
  assert.equal(playId({ deviation: 'split-over-stand', total: 20, up: 5 }), 'split-10-5');
  assert.deepEqual(playActions({ deviation: 'split-over-stand' }), ['stand', 'split']);
  assert.deepEqual(playActions({ deviation: 'stand-over-hit' }), ['hit', 'stand']);
  assert.deepEqual(playActions({ deviation: 'insure' }), ['no-insurance', 'insure']);
  assert.deepEqual(playActions({ deviation: 'surrender' }), ['hit-or-stand', 'surrender']);
});

test('the index cell names the counts the engine gives as good', () => {
  const w = { 'index-none': 'none', 'index-as-good': '({0} as good: a tie)' };
  assert.equal(indexText(w, { rounded: -1, as_good: [-2] }), '−1 (−2 as good: a tie)');
  assert.equal(indexText(w, { rounded: 3, as_good: [2, 4] }), '+3 (+2, +4 as good: a tie)');
  assert.equal(indexText(w, { rounded: 0 }), '0', 'none given');
  assert.equal(indexText(w, { rounded: 0, as_good: [] }), '0');
  assert.equal(indexText(w, { rounded: null }), 'none');
});

test('counts with their signs, and which tables deal to a cut card', () => {
  assert.deepEqual([3, 0, -2].map(signed), ['+3', '0', '−2']);
  assert.equal(trueCount(0.46, '.'), '+0.5');
  assert.equal(trueCount(-0.511, ','), '−0,5');
  assert.equal(trueCount(-0.01, '.'), '0.0');
  assert.equal(dealsToCutCard({ shuffle: { 'cut-card': 75 } }), true);
  assert.equal(dealsToCutCard({ shuffle: 'continuous' }), false);
  const job = { preset: 'european', rounds: 1000, bet: 5, seed: 'ab', spread: '1:1,2:4', bankroll: 500 };
  assert.equal(spreadCommand(job), 'blackjack simulate --rules european --rounds 1000 --bet 5 --seed ab --spread 1:1,2:4 --bankroll 500');
});

test('index plays are kept by rules and the engine\'s fingerprint of its method, and anything else kept is ignored', async () => {
  const memory = new Map();
  globalThis.localStorage = { getItem: k => memory.get(k) ?? null, setItem: (k, v) => memory.set(k, String(v)) };
  const { keepIndices, keptIndices } = await import('../../www/strategy/indices-kept.js');
  const method = '0123456789abcdef';
  const rules = { decks: 6, shuffle: { 'cut-card': 75 } };
  const plays = [{ name: '16 v T', total: 16, up: 10, deviation: 'stand-over-hit', index: 0.4, rounded: 0, at_zero: true }];
  assert.equal(keptIndices('k', rules, method), null);
  keepIndices('k', rules, plays, method);
  assert.deepEqual(keptIndices('k', rules, method), plays);
  assert.equal(JSON.parse(memory.get('k-indices')).method, method, 'kept under the fingerprint');
  assert.equal(keptIndices('k', { ...rules, decks: 8 }, method), null, 'other rules');
  assert.equal(keptIndices('k', rules, 'fedcba9876543210'), null, 'another engine\'s method');
  assert.equal(keptIndices('k', rules, undefined), null, 'no fingerprint');
  // What a browser kept under the hand-written method name before: stale, and replaced once computed.
  memory.set('k-indices', JSON.stringify({ method: 'real-shoes-2', tables: [[JSON.stringify(rules), plays]] }));
  assert.equal(keptIndices('k', rules, method), null, 'the old hand-written method');
  keepIndices('k', { ...rules, decks: 8 }, plays, method);
  assert.deepEqual(JSON.parse(memory.get('k-indices')).tables.map(e => e[0]), [JSON.stringify({ ...rules, decks: 8 })], 'the stale entries dropped');
  memory.set('k-indices', JSON.stringify({ method, tables: [[JSON.stringify(rules), [{ name: 3 }]]] }));
  assert.equal(keptIndices('k', rules, method), null, 'not index plays');
  memory.set('k-indices', JSON.stringify({ method, tables: [[JSON.stringify(rules), [{ ...plays[0], as_good: ['x'] }]]] }));
  assert.equal(keptIndices('k', rules, method), null, 'ties not counts');
  memory.set('k-indices', '{not json');
  assert.equal(keptIndices('k', rules, method), null, 'unreadable');
  delete globalThis.localStorage;
});
