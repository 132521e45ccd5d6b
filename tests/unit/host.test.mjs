// What the game tells the player's ears and the element's host, from the
// engine's snapshots: the sound a step ends with (www/table/present.js's cue) and
// the element's events (www/embed/embed-events.js). Without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cue } from '../../www/table/present.js';
import { hostEvents, settledDetail } from '../../www/embed/embed-events.js';

const view = (more = {}) => ({
  phase: 'betting', roundsDealt: 0, drawn: 0, onTable: 0, roundOver: false, result: null, bankroll: 1000,
  bets: [{ main: 0, pair: 0 }], lastBets: null, hands: [], insurance: [null], pair: [null], ...more,
});
const hand = (outcome, net) => ({ box: 1, cards: ['TS', '9H'], seq: [0, 2], total: 19, stake: 10, outcome, net });
const settled = (net, more = {}) => view({
  roundsDealt: 1, drawn: 4, roundOver: true, bankroll: 990 + 10 + net, lastBets: [{ main: 10, pair: 0 }],
  hands: [hand(net > 0 ? 'win' : net < 0 ? 'lose' : 'push', net)], result: { bankrollBefore: 1000, bankrollAfter: 1000 + net, net }, ...more,
});

test('the sound of a step: a chip, the cards, then the result by its net', () => {
  const bet = view({ bankroll: 990, onTable: 10 });
  assert.equal(cue(view(), bet, false), 'chip');
  assert.equal(cue(bet, view(), false), null, 'Cancel takes chips back: no chip sound');
  const dealt = view({ phase: 'playing', roundsDealt: 1, drawn: 4, bankroll: 990, onTable: 10 });
  assert.equal(cue(bet, dealt, false), 'card', 'the cards, when not shown one by one');
  assert.equal(cue(bet, dealt, true), null, 'each card had its sound as it was shown');
  assert.equal(cue(dealt, settled(10), true), 'win');
  assert.equal(cue(dealt, settled(0), true), 'push');
  assert.equal(cue(dealt, settled(-10), true), 'lose');
  assert.equal(cue(settled(10), settled(10), false), null, 'a round already settled is not heard again');
});

test('the element tells its host of each bet, each settled round and each move of the bankroll', () => {
  const host = new EventTarget();
  const heard = [];
  for (const type of ['round-settled', 'bankroll-change']) {
    host.addEventListener(type, e => heard.push([type, e.detail, e.bubbles, e.composed]));
  }
  const seen = hostEvents(host);
  seen(settled(5), 'single-deck');
  assert.deepEqual(heard, [], 'nothing for the game as it opens');
  seen(view({ roundsDealt: 1, drawn: 4, bankroll: 990, onTable: 10 }), 'single-deck');
  assert.deepEqual(heard.shift(), ['bankroll-change', { bankroll: 990, previous: 1005 }, true, true]);
  const round = settled(10, { roundsDealt: 2 });
  seen(round, 'single-deck');
  assert.deepEqual(heard.shift(), ['round-settled', settledDetail(round, 'single-deck'), true, true]);
  assert.deepEqual(heard.shift(), ['bankroll-change', { bankroll: 1010, previous: 990 }, true, true]);
  seen(round, 'single-deck');
  assert.deepEqual(heard, [], 'drawn again (a language switch): nothing new');
  seen(settled(10, { roundsDealt: 7 }), 'european', true);
  assert.deepEqual(heard, [], 'another table: its last round is not news');
  seen(settled(10, { roundsDealt: 9, bankroll: 1040 }), 'european', true);
  assert.deepEqual(heard, [['bankroll-change', { bankroll: 1040, previous: 1010 }, true, true]], 'a game another tab played: only its bankroll');
});

test('the detail of round-settled: plain numbers, only the boxes bet on', () => {
  const round = settled(15, { roundsDealt: 3, lastBets: [{ main: 10, pair: 0 }, { main: 0, pair: 0 }], insurance: [{ stake: 5, net: -5, payout: 0, settled: true }, null] });
  assert.deepEqual(settledDetail(round, 'land-casino'), {
    table: 'land-casino',
    round: 3,
    bets: [{ box: 1, main: 10, pair: 0 }],
    hands: [{ box: 1, cards: ['TS', '9H'], total: 19, stake: 10, outcome: 'win', net: 15 }],
    insurance: [{ stake: 5, net: -5 }, null],
    pair: [null],
    net: 15,
    bankroll: 1015,
  });
});
