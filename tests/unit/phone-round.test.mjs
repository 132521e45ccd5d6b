// The round on a phone (www/table/phone-round.js): which compact layout a
// size needs, and the least scroll that keeps the dealer's cards and the
// hand in play between the top of the screen and the bar of buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compactness, scrollFor } from '../../www/table/phone-round.js';

test('a narrow game is "narrow" whatever the screen; a short screen held sideways is "short"; else none', () => {
  assert.equal(compactness(390, 390, 844), 'narrow');
  assert.equal(compactness(520, 1280, 900), 'narrow', 'a narrow element on a large screen');
  assert.equal(compactness(844, 844, 390), 'short');
  assert.equal(compactness(1280, 1280, 900), '');
  assert.equal(compactness(700, 700, 480), 'short');
  assert.equal(compactness(600, 480, 600), '', 'short but upright, and wider than narrow');
});

test('the scroll: none when both are on screen; up to the dealer; down to the hand; the hand first when both cannot fit', () => {
  const bar = 600;
  assert.equal(scrollFor({ top: 50, bottom: 110 }, { top: 300, bottom: 400 }, bar), 0);
  // The dealer above the screen: up by as much, and the margin.
  assert.equal(scrollFor({ top: -200, bottom: -140 }, { top: 100, bottom: 200 }, bar), -206);
  // The hand under the bar: down until it clears the bar.
  assert.equal(scrollFor({ top: 50, bottom: 110 }, { top: 560, bottom: 660 }, bar), 66);
  // No hand yet (the deal): the dealer's cards alone.
  assert.equal(scrollFor({ top: -80, bottom: -20 }, null, bar), -86);
  // Taller than the room: the hand in play is what the decision is about.
  assert.equal(scrollFor({ top: -300, bottom: -240 }, { top: 500, bottom: 600 }, bar), 6);
});
