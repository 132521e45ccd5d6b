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

test('index plays are kept by rules and method, and anything else kept is ignored', async () => {
  const memory = new Map();
  globalThis.localStorage = { getItem: k => memory.get(k) ?? null, setItem: (k, v) => memory.set(k, String(v)) };
  const { keepIndices, keptIndices, METHOD } = await import('../../www/strategy/indices-kept.js');
  const rules = { decks: 6, shuffle: { 'cut-card': 75 } };
  const plays = [{ name: '16 v T', total: 16, up: 10, deviation: 'stand-over-hit', index: 0.4, rounded: 0, at_zero: true }];
  assert.equal(keptIndices('k', rules), null);
  keepIndices('k', rules, plays);
  assert.deepEqual(keptIndices('k', rules), plays);
  assert.equal(keptIndices('k', { ...rules, decks: 8 }), null, 'other rules');
  memory.set('k-indices', JSON.stringify({ method: 'older', tables: [[JSON.stringify(rules), plays]] }));
  assert.equal(keptIndices('k', rules), null, 'another method');
  memory.set('k-indices', JSON.stringify({ method: METHOD, tables: [[JSON.stringify(rules), [{ name: 3 }]]] }));
  assert.equal(keptIndices('k', rules), null, 'not index plays');
  memory.set('k-indices', JSON.stringify({ method: METHOD, tables: [[JSON.stringify(rules), [{ ...plays[0], as_good: ['x'] }]]] }));
  assert.equal(keptIndices('k', rules), null, 'ties not counts');
  memory.set('k-indices', '{not json');
  assert.equal(keptIndices('k', rules), null, 'unreadable');
  delete globalThis.localStorage;
});
