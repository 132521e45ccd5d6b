// Rounds played with a stacked shoe on each table, checked the way a person
// reads the page: bankroll, totals, outcome texts, enabled buttons.
// Expected numbers are worked out from ../shared/RULES.md (and its golden
// scenarios) by hand.

import {
  assert,
  useServer,
  gameTest,
  act,
  action,
  chips,
  spot,
  pairSpot,
  stack,
  hand,
  handTotal,
  handCards,
  dealerTotal,
  dealerCards,
  expectBankroll,
  expectText,
  expectEnabled,
  expectDisabled,
  expectVisible,
  expectHidden,
  expectOutcome,
  eventually,
  screenshot,
  chooseTable,
  dealer,
} from './harness.mjs';

const server = useServer({ test: true });

gameTest(server, '1. single-deck: a blackjack is paid 3:2 at once', async ({ page }) => {
  await expectBankroll(page, 1000);
  await expectEnabled(page.locator('button[data-chip="5"]'));
  await expectDisabled(action(page, 'deal')); // no bet yet
  await chips(page, 5, 5);
  await expectBankroll(page, 990);
  await expectEnabled(action(page, 'deal'));
  await screenshot(page, 'betting');
  await stack(page, ['AS', '9D', 'KH', '7C']);
  await act(page, 'deal');
  await expectOutcome(page, 0, 'blackjack', 'Blackjack +15');
  await expectText(handTotal(page, 0), 'Blackjack');
  await expectBankroll(page, 1015);
  await expectText(page.locator('#announcer'), /Blackjack \+15.*Bankroll 1015/);
  // The dealer only turns the hole card: 9 + 7.
  await expectText(dealerTotal(page), '16');
  await eventually(async () => assert.equal(await dealerCards(page).count(), 2));
  await expectVisible(dealer(page).locator('.card[data-card="7C"]'));
  // The round is over: nothing to play, a new bet may be placed.
  for (const a of ['hit', 'stand', 'double', 'split', 'surrender']) await expectDisabled(action(page, a));
  await expectEnabled(action(page, 'rebet'));
  await screenshot(page, 'settled');
});

gameTest(server, '2. single-deck: insurance taken against a dealer blackjack', async ({ page }) => {
  await chips(page, 5, 5);
  await stack(page, ['9S', 'AH', '9D', 'KC']);
  await act(page, 'deal');
  const offer = page.locator('[data-offer]');
  await expectVisible(offer);
  await expectBankroll(page, 990);
  await expectEnabled(action(page, 'insure'));
  await expectEnabled(action(page, 'no-insurance'));
  await expectDisabled(action(page, 'hit'));
  await expectText(handTotal(page, 0), '18');
  await expectText(page.locator('#announcer'), /ace.*insur/i);
  await screenshot(page, 'insurance-prompt');
  await act(page, 'insure'); // half the bet: 5
  // The dealer peeks a blackjack: the bet is lost, the insurance pays 2:1.
  await expectOutcome(page, 0, 'lose', 'Lose -10');
  await expectBankroll(page, 1000);
  await expectText(dealerTotal(page), 'Blackjack');
  await expectHidden(offer);
  await expectDisabled(action(page, 'insure'));
  await expectDisabled(action(page, 'hit'));
});

gameTest(server, '3. single-deck: split eights, then double both hands', async ({ page }) => {
  await chips(page, 5, 5);
  await stack(page, ['8S', '6D', '8H', 'TC', '3C', 'TD', '2H', '9S', '9H']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '16');
  await expectEnabled(action(page, 'split'));
  await expectEnabled(action(page, 'double'));
  await act(page, 'split');
  await expectBankroll(page, 980);
  // The left hand has its second card at once: 8 + 3.
  await expectText(handTotal(page, 0), '11');
  await eventually(async () => assert.deepEqual(await cardsOf(handCards(page, 0)), ['8S', '3C']));
  await eventually(async () => assert.equal(await hand(page, 1).count(), 1, 'a second hand'));
  await expectDisabled(action(page, 'split'));
  await screenshot(page, 'split-hands');
  await act(page, 'double'); // 8 + 3 + T = 21
  await expectText(handTotal(page, 0), '21');
  await expectText(handTotal(page, 1), '10'); // 8 + 2
  await expectBankroll(page, 970);
  await act(page, 'double'); // 8 + 2 + 9 = 19
  // Dealer 6 + T = 16 draws 9: bust. Each hand wins its 20.
  await expectOutcome(page, 0, 'win', 'Win +20');
  await expectOutcome(page, 1, 'win', 'Win +20');
  await expectText(handTotal(page, 1), '19');
  await expectText(dealerTotal(page), 'Bust (25)');
  await expectBankroll(page, 1040);
  await screenshot(page, 'split-settled');
});

gameTest(server, '4. single-deck: Cancel takes the chips back, Repeat places the same bet', async ({ page }) => {
  await expectDisabled(action(page, 'cancel')); // nothing to take back
  await expectDisabled(action(page, 'rebet')); // no round dealt yet
  await chips(page, 25);
  await expectBankroll(page, 975);
  await expectEnabled(action(page, 'deal'));
  await act(page, 'cancel');
  await expectBankroll(page, 1000);
  await expectDisabled(action(page, 'deal'));
  await expectDisabled(action(page, 'cancel'));
  await chips(page, 5, 5);
  await stack(page, ['TS', '7D', '9H', 'TC']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '19');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win', 'Win +10');
  await expectText(dealerTotal(page), '17');
  await expectBankroll(page, 1010);
  await act(page, 'rebet');
  await expectBankroll(page, 1000); // the same 10 again
  await expectDisabled(action(page, 'rebet')); // bets are placed
  await expectEnabled(action(page, 'cancel'));
  await stack(page, ['TS', '7D', '5H', 'TC']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '15');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'lose', 'Lose -10');
  await expectBankroll(page, 1000);
  // Repeat again after a loss: 10 again.
  await act(page, 'rebet');
  await expectBankroll(page, 990);
});

gameTest(server, '5. single-deck: a hit that busts', async ({ page }) => {
  await chips(page, 5, 5);
  await stack(page, ['TS', '7D', '6H', '9C', 'KD']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '16');
  await expectEnabled(action(page, 'stand'));
  await screenshot(page, 'playing');
  await act(page, 'hit');
  await expectOutcome(page, 0, 'bust', 'Bust -10');
  await expectText(handTotal(page, 0), 'Bust (26)');
  await expectDisabled(action(page, 'hit'));
  await expectDisabled(action(page, 'stand'));
  await expectBankroll(page, 990);
  // Nobody waits for the dealer: the hole card is shown, nothing drawn.
  await expectText(dealerTotal(page), '16');
});

gameTest(server, '6. single-deck: no double on a soft hand', async ({ page }) => {
  await chips(page, 5, 5);
  await stack(page, ['AS', '6D', '6H', 'TC', '9C']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), 'soft 17');
  await expectDisabled(action(page, 'double'));
  await expectEnabled(action(page, 'hit'));
  await expectEnabled(action(page, 'stand'));
  await expectDisabled(action(page, 'split'));
  await expectDisabled(action(page, 'surrender')); // no surrender at this table
  await page.keyboard.press('d'); // the key must not double either
  await expectText(handTotal(page, 0), 'soft 17');
  await expectBankroll(page, 990);
  await act(page, 'stand');
  // Dealer 6 + T = 16 draws 9: bust.
  await expectOutcome(page, 0, 'win', 'Win +10');
  await expectText(dealerTotal(page), 'Bust (25)');
  await expectBankroll(page, 1010);
});

gameTest(server, '7. land-casino: two boxes and a pair bonus', async ({ page }) => {
  await chooseTable(page, 'land-casino');
  for (const b of [1, 2, 3]) await expectVisible(spot(page, b));
  await expectVisible(pairSpot(page, 1));
  await expectText(page.locator('[data-rules]'), /pair/i);
  await eventually(async () => assert.equal(await spot(page, 1).getAttribute('aria-pressed'), 'true'));
  await chips(page, 5, 5); // box 1: 10
  await spot(page, 2).click();
  await eventually(async () => {
    assert.equal(await spot(page, 2).getAttribute('aria-pressed'), 'true');
    assert.equal(await spot(page, 1).getAttribute('aria-pressed'), 'false');
  });
  await chips(page, 5, 5); // box 2: 10
  await pairSpot(page, 1).click();
  await chips(page, 5); // pair bonus on box 1: 5
  await expectBankroll(page, 975);
  await screenshot(page, 'land-casino-three-boxes');
  // Box 1: 8S 8H (a mixed-colour pair, 16); box 2: TD 9C (19); dealer up 6D,
  // then, after the players (no hole card), TC and 2H: 18.
  await stack(page, ['8S', 'TD', '6D', '8H', '9C', 'TC', '2H']);
  await act(page, 'deal');
  // The pair bonus is paid right after the deal: 5 at 6:1 is 30, plus the 5 staked.
  await expectBankroll(page, 1010);
  await expectText(handTotal(page, 0), '16');
  await expectText(handTotal(page, 1), '19');
  await eventually(async () => assert.equal(await dealerCards(page).count(), 1, 'no hole card'));
  await expectEnabled(action(page, 'surrender'));
  await act(page, 'stand'); // box 1
  await expectText(handTotal(page, 1), '19');
  await act(page, 'stand'); // box 2
  await expectOutcome(page, 0, 'lose', 'Lose -10');
  await expectOutcome(page, 1, 'win', 'Win +10');
  await expectText(dealerTotal(page), '18');
  await expectBankroll(page, 1030);
  await screenshot(page, 'land-casino-settled');
});

gameTest(server, '8. european: a 12 cannot be doubled', async ({ page }) => {
  await chooseTable(page, 'european');
  await chips(page, 5, 5);
  await stack(page, ['5S', '7D', '7H', 'TC']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '12');
  await expectDisabled(action(page, 'double'));
  await expectEnabled(action(page, 'hit'));
  await expectDisabled(action(page, 'surrender'));
  await eventually(async () => assert.equal(await dealerCards(page).count(), 1, 'no hole card'));
  await act(page, 'stand');
  await expectOutcome(page, 0, 'lose', 'Lose -10');
  await expectText(dealerTotal(page), '17');
  await expectBankroll(page, 990);
});

gameTest(server, '9. shuffle-machine: surrender loses half', async ({ page }) => {
  await chooseTable(page, 'shuffle-machine');
  await chips(page, 5, 5);
  await stack(page, ['TS', 'TD', '6H']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '16');
  await expectHidden(page.locator('[data-offer]')); // no offer against a ten here
  await act(page, 'surrender');
  await expectOutcome(page, 0, 'surrender', /^Surrender(ed)? -5$/);
  await expectBankroll(page, 995);
  await expectText(dealerTotal(page), '10');
  await expectDisabled(action(page, 'hit'));
});

async function cardsOf(cards) {
  return cards.evaluateAll((els) => els.map((e) => e.dataset.card));
}

gameTest(server, '17. land-casino: a face-down double for less, taken by a dealer blackjack', async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await chips(page, 5, 5); // box 1
  await spot(page, 2).click();
  await chips(page, 5, 5); // box 2
  // Box 1: 6S 5H (11), box 2: TS 7C (17), dealer TD; box 1's double card 9C;
  // the dealer's second card, after the players, AS: blackjack.
  await stack(page, ['6S', 'TS', 'TD', '5H', '7C', '9C', 'AS']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '11');
  await expectHidden(page.locator('[data-offer]')); // no blackjack box, no ace: no offer
  await expectText(page.locator('[data-status]'), /double/i); // the dealer suggests a double on 11
  const amount = page.locator('input[data-amount="double"]');
  await expectVisible(amount);
  assert.equal(await amount.inputValue(), '10'); // the full bet by default
  await amount.fill('5'); // double for less
  await act(page, 'double');
  await expectBankroll(page, 975);
  // The double card lies face down while box 2 plays.
  await eventually(async () => assert.deepEqual(await cardsOf(handCards(page, 0)), ['6S', '5H', 'back']));
  await expectText(handTotal(page, 1), '17');
  await act(page, 'stand');
  // No hole card: the dealer's blackjack shows at the end and takes the double too.
  await expectText(dealerTotal(page), 'Blackjack');
  await expectOutcome(page, 0, 'lose', 'Lose -15');
  await expectOutcome(page, 1, 'lose', 'Lose -10');
  await eventually(async () => assert.deepEqual(await cardsOf(handCards(page, 0)), ['6S', '5H', '9C']));
  await expectText(handTotal(page, 0), '20');
  await expectBankroll(page, 975);
});
