// The review's pure parts (www/review/): the replay's steps from the
// engine's timeline (cards where the engine says they went, decisions
// between them), the share link's route in an address, and the review
// catalogues (the same keys and values named in the three languages, the
// grade words and the thresholds in the help). No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/i18n/review-en.js';
import ru from '../../www/i18n/review-ru.js';
import ro from '../../www/i18n/review-ro.js';
import { timelineSteps, tableAt, dealtIn } from '../../www/review/review-steps.js';
import { linkIn } from '../../www/review/review-link.js';
import { shareHref } from '../../www/review/review-share.js';
import { assertSameKeys } from './catalogue-keys.mjs';

test('the review catalogues have exactly the keys of the English one, each naming the same values', () => {
  assertSameKeys(en, { ru, ro });
});

test('the help states the four grades and their thresholds in every language', () => {
  for (const [lang, cat] of Object.entries({ en, ru, ro })) {
    for (const t of ['0.001', '0.02', '0.10']) assert.ok(cat.help.includes(lang === 'en' ? t : t.replace('.', ',')), `${lang}: ${t}`);
    for (const g of ['best', 'inaccuracy', 'mistake', 'blunder']) assert.ok(cat[`grade-${g}`], `${lang} grade-${g}`);
  }
  assert.ok(!/dumneavoastr|\bați\b/iu.test(Object.values(ro).join(' ')), 'Romanian speaks to „tu”');
});

const card = (c, to, hole = false) => ({ kind: 'card', card: c, to, hole });
const box = (b, hand = 0) => ({ box: b, hand });
// Hard 5 against a 6 (the engine's timeline): stand, then the dealer draws.
const review = {
  timeline: [
    card('2S', box(1)), card('6D', 'dealer'), card('3H', box(1)), card('TC', 'dealer', true),
    { kind: 'decision', step: 4, decision: 7 }, card('2C', 'dealer'),
  ],
  decisions: [{ index: 7, step: 4, chosen: 'stand' }],
};

test('the steps are the cards in the order dealt with each decision where it was taken', () => {
  const steps = timelineSteps(review);
  assert.deepEqual(steps.map(s => s.card ?? `d${s.decision}`), ['2S', '6D', '3H', 'TC', 'd0', '2C']);
  assert.deepEqual(dealtIn(steps, 6), ['2S', '6D', '3H', 'TC', '2C']);
});

test('the table after a step holds the cards dealt so far, by seat, the hole card down while the player decides', () => {
  const steps = timelineSteps(review);
  assert.deepEqual(tableAt(steps, 0), { dealer: [], hands: [], decision: null });
  assert.deepEqual(tableAt(steps, 3), { dealer: ['6D'], hands: [{ box: 1, hand: 0, cards: ['2S', '3H'] }], decision: null });
  assert.deepEqual(tableAt(steps, 4).dealer, ['6D', null], 'the hole card lies face down');
  assert.equal(tableAt(steps, 5).decision, 0, 'the decision reached, by its place in the review');
  assert.deepEqual(tableAt(steps, 5).dealer, ['6D', null], 'still down at the decision');
  assert.deepEqual(tableAt(steps, 6).dealer, ['6D', 'TC', '2C']);
  const boxes = timelineSteps({ timeline: [card('AS', box(3)), card('KD', box(1)), card('5C', box(1, 1))], decisions: [] });
  assert.deepEqual(tableAt(boxes, 3).hands.map(h => `${h.box}/${h.hand}`), ['1/0', '1/1', '3/0'], 'by box, then hand');
});

test('a split moves the hand\'s second card to a new hand just after it, as the engine says', () => {
  const steps = timelineSteps({
    timeline: [
      card('8S', box(1)), card('6D', 'dealer'), card('8H', box(1)), card('TC', 'dealer', true),
      { kind: 'decision', step: 4, decision: 2 }, { kind: 'split', step: 4, box: 1, hand: 0 },
      card('3C', box(1, 0)), card('2H', box(1, 1)),
    ],
    decisions: [{ index: 2, chosen: 'split' }],
  });
  assert.deepEqual(tableAt(steps, 6).hands.map(h => h.cards), [['8S'], ['8H']]);
  assert.deepEqual(tableAt(steps, 8).hands.map(h => h.cards), [['8S', '3C'], ['8H', '2H']]);
});

test('a share link is the page\'s address with #review=; the route reads it back', () => {
  const href = shareHref('https://example.org/games/blackjack/?x=1#old', 'v1.abc-_');
  assert.equal(href, 'https://example.org/games/blackjack/?x=1#review=v1.abc-_');
  assert.equal(linkIn(new URL(href).hash), 'v1.abc-_');
  assert.equal(linkIn('#other'), null);
  assert.equal(linkIn(''), null);
  assert.equal(linkIn('#review=%zz'), '%zz', 'text that is no escape is kept as it is (the engine says it is malformed)');
});
