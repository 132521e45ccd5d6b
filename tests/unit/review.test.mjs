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
import { timelineSteps, tableAt, seatKey } from '../../www/review/review-steps.js';
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

const box = (b, hand = 0) => ({ box: b, hand });
const review = {
  timeline: [
    { card: '2S', to: box(1) }, { card: '6D', to: 'dealer' }, { card: '3H', to: box(1) }, { card: 'TC', to: 'dealer' },
    { card: '2C', to: 'dealer' },
  ],
  decisions: [{ step: 4, chosen: 'stand' }],
};

test('the steps are the cards in the order dealt with each decision where it was taken', () => {
  const steps = timelineSteps(review);
  assert.deepEqual(steps.map(s => s.card ?? `d${s.decision}`), ['2S', '6D', '3H', 'TC', 'd0', '2C']);
  const inside = timelineSteps({ timeline: [...review.timeline.slice(0, 4), { decision: 0 }, review.timeline[4]], decisions: review.decisions });
  assert.deepEqual(inside, steps, 'decisions given inside the timeline come to the same steps');
});

test('the table after a step holds the cards dealt so far, by seat; the decision reached is named', () => {
  const steps = timelineSteps(review);
  assert.deepEqual(tableAt(steps, 0), { dealer: [], hands: [], decision: null });
  assert.deepEqual(tableAt(steps, 3), { dealer: ['6D'], hands: [{ box: 1, hand: 0, cards: ['2S', '3H'] }], decision: null });
  assert.equal(tableAt(steps, 5).decision, 0);
  assert.deepEqual(tableAt(steps, 6).dealer, ['6D', 'TC', '2C']);
  const boxes = timelineSteps({ timeline: [{ card: 'AS', to: box(3) }, { card: 'KD', to: box(1) }, { card: '5C', to: box(1, 1) }], decisions: [] });
  assert.deepEqual(tableAt(boxes, 3).hands.map(h => `${h.box}/${h.hand}`), ['1/0', '1/1', '3/0'], 'by box, then hand');
  assert.equal(seatKey('dealer'), 'dealer');
});

test('a share link is the page\'s address with #review=; the route reads it back', () => {
  const href = shareHref('https://example.org/games/blackjack/?x=1#old', 'v1.abc-_');
  assert.equal(href, 'https://example.org/games/blackjack/?x=1#review=v1.abc-_');
  assert.equal(linkIn(new URL(href).hash), 'v1.abc-_');
  assert.equal(linkIn('#other'), null);
  assert.equal(linkIn(''), null);
  assert.equal(linkIn('#review=%zz'), '%zz', 'text that is no escape is kept as it is (the engine says it is malformed)');
});
