// The page around the rounds: saving across a reload, the keyboard, the
// phone layout, the reshuffle note, corrupt saved data, starting over, and a
// round at normal speed.

import {
  assert,
  useServer,
  gameTest,
  act,
  action,
  chip,
  chips,
  spot,
  stack,
  hand,
  handTotal,
  handCards,
  dealerCards,
  dealerTotal,
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
} from './harness.mjs';

const server = useServer({ test: true });

gameTest(server, '10. the bankroll, the table and Repeat survive a reload', async (session) => {
  const { page } = session;
  await chooseTable(page, 'european');
  await chips(page, 5, 5);
  await stack(page, ['5S', '7D', '7H', 'TC']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'lose', 'Lose -10');
  await expectBankroll(page, 990);
  await session.reload(); // same profile, same localStorage
  await expectBankroll(page, 990);
  assert.equal(await page.locator('select[data-table-select]').inputValue(), 'european');
  await expectText(page.locator('[data-rules]'), /9.*11/); // european doubles on 9-11 only
  await expectEnabled(action(page, 'rebet'));
  await act(page, 'rebet');
  await expectBankroll(page, 980);
  await expectEnabled(action(page, 'deal'));
  // And the rebet round plays at the restored table (no hole card).
  await stack(page, ['TS', '8D', '9H', 'TC']);
  await act(page, 'deal');
  await eventually(async () => assert.equal(await dealerCards(page).count(), 1, 'no hole card'));
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win', 'Win +10');
  await expectBankroll(page, 1000);
});

/** Presses Tab until the element matching `selector` has the focus. */
async function tabTo(page, selector, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new assert.AssertionError({ message: `${selector} cannot be reached with Tab` });
}

/**
 * Waits, as a person's next key press does, until the focus has left a button
 * that was just disabled (Chromium moves it to the body a frame later).
 */
async function focusSettled(page) {
  await page.waitForFunction(() => !document.activeElement?.disabled);
}

gameTest(server, '11. a whole round from the keyboard alone', async ({ page }) => {
  await tabTo(page, 'button[data-chip="5"]');
  await page.keyboard.press('Enter');
  await expectBankroll(page, 995);
  await page.keyboard.press('Space');
  await expectBankroll(page, 990);
  // Player T + 2 = 12, dealer 6 up with a T in the hole; the hit brings 5 (17);
  // the dealer's 16 draws 9 and busts.
  await stack(page, ['TS', '6D', '2H', 'TC', '5C', '9C']);
  await tabTo(page, 'button[data-action="deal"]');
  await page.keyboard.press('Enter');
  await expectText(handTotal(page, 0), '12');
  await page.keyboard.press('h');
  await expectText(handTotal(page, 0), '17');
  await page.keyboard.press('s');
  await expectOutcome(page, 0, 'win', 'Win +10');
  await expectText(dealerTotal(page), 'Bust (25)');
  await expectBankroll(page, 1010);

  // A second round: Repeat by Tab, Enter deals by its key, N declines insurance.
  await tabTo(page, 'button[data-action="rebet"]');
  await page.keyboard.press('Enter');
  await expectBankroll(page, 1000);
  await stack(page, ['9S', 'AH', '9D', '7C']);
  await focusSettled(page);
  await page.keyboard.press('Enter');
  await expectVisible(page.locator('[data-offer]'));
  await page.keyboard.press('n');
  await expectHidden(page.locator('[data-offer]'));
  await expectEnabled(action(page, 'stand'));
  await page.keyboard.press('s');
  // 18 against the dealer's soft 18 (who stands on every 17): a push.
  await expectOutcome(page, 0, 'push', 'Push');
  await expectText(dealerTotal(page), 'soft 18');
  await expectBankroll(page, 1010);

  // A third round: P splits the eights, D doubles each hand (test 3's shoe).
  await tabTo(page, 'button[data-action="rebet"]');
  await page.keyboard.press('Space');
  await expectBankroll(page, 1000);
  await stack(page, ['8S', '6D', '8H', 'TC', '3C', 'TD', '2H', '9S', '9H']);
  await focusSettled(page);
  await page.keyboard.press('Enter');
  await expectText(handTotal(page, 0), '16');
  await page.keyboard.press('p');
  await expectText(handTotal(page, 0), '11');
  await page.keyboard.press('d');
  await expectText(handTotal(page, 0), '21');
  await page.keyboard.press('d');
  await expectOutcome(page, 0, 'win', 'Win +20');
  await expectOutcome(page, 1, 'win', 'Win +20');
  await expectBankroll(page, 1050);

  // A fourth: I takes the insurance against a dealer blackjack.
  await tabTo(page, 'button[data-action="rebet"]');
  await page.keyboard.press('Enter');
  await expectBankroll(page, 1040);
  await stack(page, ['9S', 'AH', '9D', 'KC']);
  await focusSettled(page);
  await page.keyboard.press('Enter');
  await expectVisible(page.locator('[data-offer]'));
  await page.keyboard.press('i');
  await expectOutcome(page, 0, 'lose', 'Lose -10');
  await expectText(dealerTotal(page), 'Blackjack');
  await expectBankroll(page, 1050);
});

/** Checks that nothing scrolls sideways and that each named action button is visible within the width. */
async function checkPhoneLayout(page, actions, label) {
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(width <= 360, `${label}: scrollWidth ${width} > 360 (horizontal scroll)`);
  for (const a of actions) {
    const button = action(page, a);
    await expectVisible(button);
    const box = await button.boundingBox();
    assert.ok(box && box.x >= -0.5 && box.x + box.width <= 360.5, `${label}: ${a} lies outside the 360 px width (${JSON.stringify(box)})`);
    assert.ok(box.width >= 24 && box.height >= 24, `${label}: ${a} is too small to tap (${JSON.stringify(box)})`);
  }
}

const PLAY = ['hit', 'stand', 'double', 'split', 'surrender'];
const BET = ['deal', 'cancel', 'rebet'];

gameTest(
  server,
  '13. the phone layout at 360 px: no horizontal scroll, every action button visible',
  { viewport: { width: 360, height: 740 } },
  async ({ page }) => {
    await checkPhoneLayout(page, BET, 'betting, single-deck');
    // The widest table: land-casino with three boxes, pair spots and surrender.
    await chooseTable(page, 'land-casino');
    await checkPhoneLayout(page, BET, 'betting, land-casino');
    for (const c of [1, 5, 25, 100, 500]) await expectVisible(chip(page, c));
    for (const b of [1, 2, 3]) {
      await spot(page, b).click();
      await chips(page, 5, 5);
    }
    await expectBankroll(page, 970);
    await screenshot(page, 'phone-betting');
    await checkPhoneLayout(page, BET, 'bets on three boxes');
    // Box 1: 9S 9D, box 2: TD 8C, box 3: AS KC (a blackjack); dealer AH, then 7C.
    await stack(page, ['9S', 'TD', 'AS', 'AH', '9D', '8C', 'KC', '7C']);
    await act(page, 'deal');
    await expectVisible(page.locator('[data-offer]'));
    await screenshot(page, 'phone-insurance');
    await checkPhoneLayout(page, ['insure', 'no-insurance'], 'insurance offer');
    await expectVisible(page.locator('input[data-amount="insure"]'));
    await act(page, 'no-insurance'); // box 1
    await act(page, 'no-insurance'); // box 2
    await checkPhoneLayout(page, ['even-money', 'no-even-money'], 'even-money offer');
    await act(page, 'no-even-money'); // box 3 waits for the dealer's second card
    await expectEnabled(action(page, 'stand'));
    await screenshot(page, 'phone-playing');
    await checkPhoneLayout(page, PLAY, 'playing');
    await act(page, 'stand');
    await act(page, 'stand');
    // Dealer A + 7: soft 18. 18 and 18 push; the blackjack is paid 3:2.
    await expectOutcome(page, 0, 'push', 'Push');
    await expectOutcome(page, 1, 'push', 'Push');
    await expectOutcome(page, 2, 'blackjack', 'Blackjack +15');
    await expectText(dealerTotal(page), 'soft 18');
    await expectBankroll(page, 1015);
    await screenshot(page, 'phone-settled');
    await checkPhoneLayout(page, BET, 'settled');

    // A split in the rightmost box: box 1 TS 9S, box 2 TD 9D, box 3 8C 8D
    // against a 6; the split hands get 3S and 2S; the dealer's TC and TH bust.
    await act(page, 'rebet');
    await expectBankroll(page, 985);
    await stack(page, ['TS', 'TD', '8C', '6H', '9S', '9D', '8D', '3S', '2S', 'TC', 'TH']);
    await act(page, 'deal');
    await act(page, 'stand'); // box 1
    await act(page, 'stand'); // box 2
    await act(page, 'split'); // box 3
    await expectText(handTotal(page, 2), '11');
    await screenshot(page, 'phone-split');
    await checkPhoneLayout(page, PLAY, 'split in box 3');
    await act(page, 'stand');
    await act(page, 'stand');
    for (const i of [0, 1, 2, 3]) await expectOutcome(page, i, 'win', 'Win +10');
    await expectText(dealerTotal(page), 'Bust (26)');
    await expectBankroll(page, 1055);
    await screenshot(page, 'phone-split-settled');
    await checkPhoneLayout(page, BET, 'split settled');
  },
);

gameTest(server, '14. the reshuffle note shows after a single-deck deal', async ({ page }) => {
  const note = page.locator('[data-reshuffled]');
  await expectHidden(note);
  await chips(page, 5, 5);
  await stack(page, ['TS', '7D', '9H', 'TC']);
  await act(page, 'deal');
  await expectVisible(note);
  await expectText(note, /shuffl/i);
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win');
  // Single-deck reshuffles before every round: the note shows again.
  await act(page, 'rebet');
  await stack(page, ['TS', '7D', '9H', 'TC']);
  await act(page, 'deal');
  await expectVisible(note);
});

for (const [label, garbage] of [
  ['not JSON', '{"version": 1, "bankroll": 10'],
  ['an impossible save', '{"version": 1, "bankroll": -500, "table": "no-such-table"}'],
]) {
  gameTest(
    server,
    `15. corrupt saved data (${label}) shows a notice and a fresh bankroll of 1000`,
    {
      init: (text) => {
        // Written once, before the game's first load in this fresh profile.
        if (!sessionStorage.getItem('garbage-written')) {
          sessionStorage.setItem('garbage-written', '1');
          localStorage.setItem('blackjack', text);
        }
      },
      initArg: garbage,
    },
    async (session) => {
      const { page } = session;
      await expectBankroll(page, 1000);
      await eventually(async () =>
        assert.match(await page.locator('body').innerText(), /new game/i, 'a notice that a new game started'),
      );
      // The game goes on normally.
      await chips(page, 5, 5);
      await stack(page, ['TS', '7D', '9H', 'TC']);
      await act(page, 'deal');
      await act(page, 'stand');
      await expectOutcome(page, 0, 'win', 'Win +10');
      await expectBankroll(page, 1010);
      // What is saved now is the game's own data: a reload restores it, with no notice.
      await session.reload();
      await expectBankroll(page, 1010);
      assert.doesNotMatch(await page.locator('body').innerText(), /new game has started/i);
    },
  );
}

gameTest(server, '16. Start over appears when the bankroll is below the table minimum', async ({ page }) => {
  const startOver = page.locator('[data-control="start-over"]');
  await expectHidden(startOver);
  // Two lost rounds of 500 (the table maximum): 16 against 17.
  await chips(page, 500);
  await stack(page, ['TS', '7D', '6H', 'TC']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'lose', 'Lose -500');
  await expectBankroll(page, 500);
  await expectHidden(startOver);
  await act(page, 'rebet');
  await expectBankroll(page, 0);
  await stack(page, ['TS', '7D', '6H', 'TC']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'lose', 'Lose -500');
  await expectBankroll(page, 0);
  await expectVisible(startOver);
  await expectText(page.locator('[data-status]'), /minimum/i);
  await expectDisabled(chip(page, 5)); // nothing left to bet
  await expectDisabled(action(page, 'rebet')); // the bankroll no longer covers it
  await expectDisabled(action(page, 'deal'));
  await startOver.click();
  await expectBankroll(page, 1000);
  await expectHidden(startOver);
  await chips(page, 5);
  await expectEnabled(action(page, 'deal'));
});

gameTest(
  server,
  'a round at normal speed: the cards appear in dealing order',
  { reducedMotion: 'no-preference', speed: 'normal', timeout: 120_000 },
  async ({ page }) => {
    assert.equal(await page.locator('select[data-speed]').inputValue(), 'normal');
    await chips(page, 5, 5);
    await stack(page, ['TS', '7D', '9H', 'TC']);
    // Record the order in which the cards show up (how long the deal takes: node e2e/bench-responsive.mjs).
    await page.evaluate(() => {
      window.__seen = [];
      const seen = new Set();
      const look = () => {
        for (const el of document.querySelectorAll('.hand .card, [data-dealer] .card')) {
          const key = (el.closest('[data-dealer]') ? 'dealer:' : 'player:') + el.dataset.card;
          if (!seen.has(key)) {
            seen.add(key);
            window.__seen.push(key);
          }
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await act(page, 'deal');
    await eventually(async () => assert.equal(await handCards(page, 0).count(), 2), { timeout: 30_000 });
    await eventually(async () => assert.equal(await dealerCards(page).count(), 2), { timeout: 30_000 });
    await expectText(handTotal(page, 0), '19', { timeout: 30_000 });
    await expectEnabled(action(page, 'stand'), { timeout: 30_000 });
    const seen = await page.evaluate(() => window.__seen);
    const order = seen.filter((k) => k !== 'dealer:back');
    assert.deepEqual(order.slice(0, 3), ['player:TS', 'dealer:7D', 'player:9H'], 'cards appear in dealing order');
    await act(page, 'stand');
    await expectOutcome(page, 0, 'win', 'Win +10', { timeout: 30_000 });
    await expectText(dealerTotal(page), '17', { timeout: 30_000 });
    await expectBankroll(page, 1010);
  },
);
