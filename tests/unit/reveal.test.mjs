// The reveal plan (www/table/reveal.js): from the engine's seq and drawn, in which
// order the cards of a step appear. Without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planReveal, maskView } from '../../www/table/reveal.js';

const hand = (cards, seq, more = {}) => ({ box: 1, cards, seq, total: 0, soft: false, blackjack: false, bust: false, active: false, ...more });
const view = ({ rounds = 1, drawn, hands = [], dealer = [[], []], bankroll = 990 }) => ({
  phase: 'playing', roundsDealt: rounds, drawn, bankroll, legal: ['hit', 'stand'], offer: null, doublePrompt: false,
  hands, dealer: { cards: dealer[0], seq: dealer[1], total: 0, soft: false, blackjack: false, bust: false },
});
const betting = view({ rounds: 0, drawn: 0 });

test('a new round: every card in the order dealt, the hole card face down in its place', () => {
  const after = view({ drawn: 4, hands: [hand(['TS', '9H'], [0, 2])], dealer: [['7D', null], [1, 3]] });
  const { steps, stage } = planReveal(betting, after, { hole: 1 });
  assert.deepEqual(steps, [['h0:0', 2], ['d:0', 2], ['h0:1', 2], ['d:1', 2]]);
  assert.deepEqual([...stage.values()], [0, 0, 0, 0], 'nothing is on the table before the first step');
});

test('a new round that ends at once: the hole card is dealt face down, then turned last', () => {
  const after = view({ drawn: 4, hands: [hand(['AS', 'KH'], [0, 2])], dealer: [['9D', '7C'], [1, 3]] });
  const { steps } = planReveal(betting, after, { hole: 1 });
  assert.deepEqual(steps, [['h0:0', 2], ['d:0', 2], ['h0:1', 2], ['d:1', 1], ['d:1', 2]]);
  // Without a hole card (a European table) the same cards come face up, in order.
  assert.deepEqual(planReveal(betting, after, { hole: -1 }).steps, [['h0:0', 2], ['d:0', 2], ['h0:1', 2], ['d:1', 2]]);
});

test('a new round is all new even when the last round drew more cards', () => {
  const before = view({ rounds: 3, drawn: 9, hands: [hand(['2S', '3S', '4S', '5S', '6S'], [0, 2, 4, 5, 6])], dealer: [['TD', '7C'], [1, 3]] });
  const after = view({ rounds: 4, drawn: 4, hands: [hand(['8S', '8H'], [0, 2])], dealer: [['6D', null], [1, 3]] });
  assert.equal(planReveal(before, after, { hole: 1 }).steps.length, 4);
});

test('several boxes: one card to each box, the dealer\'s, then the second round of cards', () => {
  const after = view({
    drawn: 6,
    hands: [hand(['8S', '8H'], [0, 3]), hand(['TD', '9C'], [1, 4], { box: 2 })],
    dealer: [['6D'], [2]],
  });
  const { steps } = planReveal(betting, after, { hole: -1 });
  assert.deepEqual(steps.map(([slot]) => slot), ['h0:0', 'h1:0', 'd:0', 'h0:1', 'h1:1']);
});

test('a hit shows only the new card; a step that deals nothing has no step', () => {
  const before = view({ drawn: 4, hands: [hand(['TS', '2H'], [0, 2])], dealer: [['6D', null], [1, 3]] });
  const after = view({ drawn: 5, hands: [hand(['TS', '2H', '5C'], [0, 2, 4])], dealer: [['6D', null], [1, 3]] });
  const { steps, stage } = planReveal(before, after, { hole: 1 });
  assert.deepEqual(steps, [['h0:2', 2]]);
  assert.equal(stage.get('h0:0'), 2);
  assert.equal(stage.get('d:1'), 2, 'the hole card stays as it is: face down');
  assert.deepEqual(planReveal(after, after, { hole: 1 }).steps, []);
});

test('the dealer\'s turn: the hole card turns before the dealer draws', () => {
  const before = view({ drawn: 4, hands: [hand(['TS', '6H'], [0, 2])], dealer: [['6D', null], [1, 3]] });
  const after = view({ drawn: 5, hands: [hand(['TS', '6H'], [0, 2])], dealer: [['6D', 'TC', '9C'], [1, 3, 4]] });
  const { steps, stage } = planReveal(before, after, { hole: 1 });
  assert.deepEqual(steps, [['d:1', 2], ['d:2', 2]]);
  assert.equal(stage.get('d:1'), 1, 'face down until it turns');
  assert.equal(stage.get('d:2'), 0);
});

test('a split keeps its cards: only the card dealt to the first hand is new', () => {
  const before = view({ drawn: 4, hands: [hand(['8S', '8H'], [0, 2])], dealer: [['6D', null], [1, 3]] });
  const after = view({ drawn: 5, hands: [hand(['8S', '3C'], [0, 4], { split: true }), hand(['8H'], [2], { split: true })], dealer: [['6D', null], [1, 3]] });
  const { steps, stage } = planReveal(before, after, { hole: 1 });
  assert.deepEqual(steps, [['h0:1', 2]]);
  assert.equal(stage.get('h1:0'), 2, 'the second eight was on the table already');
});

test('a double dealt face down turns at the very end, after the dealer\'s cards', () => {
  const before = view({ drawn: 6, hands: [hand(['6S', '5H', null], [0, 3, 5]), hand(['TS', '7C'], [1, 4], { box: 2 })], dealer: [['TD'], [2]] });
  const mid = planReveal(view({ drawn: 5, hands: [hand(['6S', '5H'], [0, 3]), hand(['TS', '7C'], [1, 4], { box: 2 })], dealer: [['TD'], [2]] }), before, { hole: -1 });
  assert.deepEqual(mid.steps, [['h0:2', 2]], 'the doubled card comes face down');
  const after = view({ drawn: 7, hands: [hand(['6S', '5H', '9C'], [0, 3, 5]), hand(['TS', '7C'], [1, 4], { box: 2 })], dealer: [['TD', 'AS'], [2, 6]] });
  const { steps, stage } = planReveal(before, after, { hole: -1 });
  assert.deepEqual(steps, [['d:1', 2], ['h0:2', 2]]);
  assert.equal(stage.get('h0:2'), 1);
});

test('the masked view: cards not there yet left out, totals hidden, the old bankroll, nothing to press', () => {
  const after = view({ drawn: 4, bankroll: 1015, hands: [hand(['AS', 'KH'], [0, 2], { total: 21, blackjack: true })], dealer: [['9D', '7C'], [1, 3]] });
  const before = { ...betting, bankroll: 990 };
  const { stage, steps } = planReveal(before, after, { hole: 1 });
  for (const [slot, to] of steps.slice(0, 4)) stage.set(slot, to);
  const m = maskView(before, after, stage);
  assert.equal(m.revealing, true);
  assert.deepEqual(m.legal, []);
  assert.equal(m.bankroll, 990);
  assert.deepEqual(m.hands[0].cards, ['AS', 'KH']);
  assert.equal(m.hands[0].hideTotal, false);
  assert.deepEqual(m.dealer.cards, ['9D', null], 'the hole card lies face down');
  assert.equal(m.dealer.hideTotal, true);
  stage.set('h0:1', 0);
  assert.deepEqual(maskView(before, after, stage).hands[0].cards, ['AS']);
  assert.equal(maskView(before, after, stage).hands[0].hideTotal, true);
  assert.deepEqual(after.hands[0].cards, ['AS', 'KH'], 'the snapshot itself is left as it is');
});
