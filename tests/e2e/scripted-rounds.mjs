// Rounds played on stacked shoes that several test files replay (test build).
import { act, chips, spot, pairSpot, stack, expectBankroll, expectText, expectRoundOver, handTotal } from './harness.mjs';

/** Land casino, as in recovery.test.mjs: two boxes, pair bonus, insurance, split, double for less, hit, stand. */
export async function landCasinoRound(page) {
  await page.locator('select[data-table-select]').selectOption('land-casino');
  await spot(page, 1).click();
  await chips(page, 5, 5);
  await pairSpot(page, 1).click();
  await chips(page, 5);
  await spot(page, 2).click();
  await chips(page, 25);
  await stack(page, ['8S', '9D', 'AC', '8H', 'TC', '3S', '9C', '5D', '4C', '6H']);
  await act(page, 'deal');
  await act(page, 'no-insurance');
  await act(page, 'insure');
  await act(page, 'split');
  await page.locator('[data-amount="double"]').fill('5');
  await act(page, 'double');
  await act(page, 'hit');
  await act(page, 'stand');
  await act(page, 'stand');
  await expectBankroll(page, '1057.50');
}


/**
 * A shoe's next cards for `boxes` boxes: a pair of eights on each against
 * the dealer's 6 (dealt box by box, then the dealer, twice), then eights
 * enough to split box 1 to four hands, then small cards, so that every hand
 * grows to several cards; every card once, so that one deck holds them all.
 */
export function splitShoe(boxes) {
  const eights = ['8S', '8D', '8H', '8C'];
  const small = ['2', '3', 'A', '4', '5'].flatMap(r => ['S', 'D', 'H', 'C'].map(s => r + s));
  if (boxes === 1) return ['8S', '6C', '8D', '9H', '8H', '8C', ...small];
  // Six decks: each box's pair, then box 1's next eights.
  return [...eights.slice(0, boxes), '6C', ...eights.slice(1, boxes + 1), ...eights, ...eights, ...small, ...small];
}

/**
 * On a table dealt from a shoe (land-casino), with counting on: four tens
 * seen (`first`: that round is dealt first, else they were seen already),
 * then 12 against 4 (a negative true count, where the index says hit and the
 * chart stands), and Hit.
 */
export async function twelveAgainstFour(page, first = true) {
  if (first) {
    await chips(page, 5);
    await stack(page, ['TS', 'TD', 'TH', 'KC']);
    await act(page, 'deal');
    await expectText(handTotal(page, 0), '20');
    await act(page, 'stand');
    await expectRoundOver(page);
  }
  await act(page, 'rebet');
  await stack(page, ['TC', '4H', '2S', '9D', '8C', '9C']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '12');
  await act(page, 'hit');
}
