// The status line and the announcer's words (www/table/status.js) for snapshots
// shaped like the engine's, with the English catalogue; without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusLine, offerText } from '../../www/table/status.js';
import { describe } from '../../www/table/narrate.js';
import { makeWords } from '../../www/i18n/words.js';
import en from '../../www/i18n/en.js';
import ru from '../../www/i18n/ru.js';

const w = makeWords(en, 'en');
const seat = (cards, total, more = {}) => ({ box: 1, cards, total, soft: false, blackjack: false, bust: false, active: false, outcome: null, net: null, ...more });
const snap = (more = {}) => ({
  phase: 'betting', bankroll: 1000, bets: [{ main: 0, pair: 0 }], hands: [], dealer: seat([], 0), offer: null,
  legal: ['bet'], doublePrompt: false, insurance: [null], pair: [null], roundOver: false, reshuffled: false,
  roundsDealt: 0, result: null, onTable: 0, broke: false, ...more,
});
const preset = { name: 'single-deck', reshufflesEveryRound: true, rules: { shuffle: 'every-round', min_bet: 1 } };

test('the status line follows the phase', () => {
  assert.equal(statusLine(snap(), w, 1), 'Choose a box, tap chips to bet, then Deal.');
  assert.equal(statusLine(snap({ onTable: 10, legal: ['deal', 'cancel'] }), w, 1), 'Press Deal (or Enter) to play.');
  assert.equal(statusLine(snap({ onTable: 2, legal: ['cancel'] }), w, 5), 'The minimum bet is 5.');
  assert.equal(statusLine(snap({ revealing: true }), w, 1), 'Dealing…');
  const playing = snap({ phase: 'playing', hands: [seat(['TS', '2H'], 12, { active: true })], legal: ['hit', 'stand'] });
  assert.equal(statusLine(playing, w, 1), 'Your turn: 12.');
  assert.equal(statusLine({ ...playing, doublePrompt: true }, w, 1), 'Your turn: 12. The dealer offers you a double.');
  const offer = snap({ phase: 'insurance', offer: { box: 1, kind: 'even-money', range: null } });
  assert.equal(statusLine(offer, w, 1), 'Take even money (I) or play on (N).');
});

test('the result line: the engine\'s net, and Start over only when the engine says broke', () => {
  const over = net => snap({ roundOver: true, roundsDealt: 1, result: { net } });
  assert.equal(statusLine(over(15), w, 1), 'Round over: you won 15. Place your bets for the next round.');
  assert.equal(statusLine(over(-12.5), w, 1), 'Round over: you lost 12.50. Place your bets for the next round.');
  assert.equal(statusLine(over(0), w, 1), 'Round over: you broke even. Place your bets for the next round.');
  assert.equal(statusLine(snap({ bankroll: 0.5, roundsDealt: 1 }), w, 1), 'Choose a box, tap chips to bet, then Deal.', 'no sum of the page\'s own');
  assert.equal(statusLine(snap({ bankroll: 0, broke: true, roundOver: true, result: { net: -500 } }), w, 1), 'Your bankroll is below the table minimum of 1.');
  assert.equal(statusLine(over(-12.5), makeWords(ru, 'ru'), 1).includes('12,50'), true);
});

test('the offer in words', () => {
  const v = snap({ dealer: seat(['AH', null], 11), offer: { box: 1, kind: 'insurance', range: { min: 0.01, max: 5, default: 5 } } });
  assert.equal(offerText(v, w), 'Dealer shows the ace of hearts. Insure box 1 for 5?');
  assert.equal(offerText({ ...v, offer: { box: 2, kind: 'even-money', range: null } }, w), 'Dealer shows the ace of hearts. Even money for your blackjack on box 2?');
});

test('the announcer: the deal, then a hit, then the results', () => {
  const before = snap({ bankroll: 990, onTable: 10, legal: ['deal'] });
  const dealt = snap({
    phase: 'playing', bankroll: 990, roundsDealt: 1, reshuffled: true, legal: ['hit', 'stand'],
    hands: [seat(['TS', '2H'], 12, { active: true })], dealer: seat(['6D', null], 6),
  });
  assert.equal(describe(before, dealt, '', w, preset),
    'The deck was reshuffled. You have 10 of spades and 2 of hearts, 12. Dealer shows the 6 of diamonds.');
  const hit = { ...dealt, reshuffled: false, hands: [seat(['TS', '2H', 'KD'], 22, { bust: true, outcome: 'bust', net: -10 })], phase: 'betting', roundOver: true, dealer: seat(['6D', 'TC'], 16) };
  assert.equal(describe(dealt, hit, '', w, preset),
    'You have 10 of spades, 2 of hearts, and king of diamonds, Bust (22). Dealer has 6 of diamonds and 10 of clubs, 16. Box 1: Bust −10. Bankroll 990.');
  assert.equal(describe(hit, hit, 'Bets repeated. Bankroll 980.', w, preset), 'Bets repeated. Bankroll 980.', 'nothing new: only what the player did');
  assert.equal(describe(null, hit, 'A new game.', w, preset), 'A new game.');
});

test('the announcer names the hand whose turn it is after a split', () => {
  const split = hands => snap({ phase: 'playing', roundsDealt: 1, hands, dealer: seat(['6D', null], 6), legal: ['hit', 'stand'] });
  const first = split([seat(['8S', '3C'], 11, { active: true, split: true }), seat(['8H'], 8, { split: true })]);
  const second = split([seat(['8S', '3C', 'TD'], 21, { doubled: true, split: true }), seat(['8H', '2H'], 10, { active: true, split: true })]);
  assert.equal(describe(first, second, '', w, preset),
    'Box 1, hand 1: 8 of spades, 3 of clubs, and 10 of diamonds, 21. Box 1, hand 2: 8 of hearts and 2 of hearts, 10. Your turn on box 1, hand 2: 10.');
});
