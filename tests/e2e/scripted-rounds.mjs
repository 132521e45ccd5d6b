// Rounds played on stacked shoes that several test files replay (test build).
import { act, chips, spot, pairSpot, stack, expectBankroll } from './harness.mjs';

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

