// The game kept and played in one place: one live table per browser profile
// (the newest tab takes it; the other shows "The game is open in another
// tab." with Play here), by Web Locks, by BroadcastChannel where they are
// missing, and by the engine's own check when neither is there; a browser
// that keeps no data (blocked, or full) plays on with one calm notice, never
// in place of the round's result or the announcer's words. And the two
// decisions the page must not mix up: a Hint belongs to one decision, an
// amount field never holds more than the engine allows.

import {
  assert,
  useServer,
  gameTest,
  waitReady,
  act,
  action,
  chips,
  stack,
  handTotal,
  expectBankroll,
  expectText,
  expectEnabled,
  expectVisible,
  expectHidden,
  expectOutcome,
  eventually,
  norm,
  screenshot,
  chooseTable,
} from './harness.mjs';

const server = useServer({ test: true });

const takeBack = (page) => page.locator('[data-control="take-back"]');
const notice = (page) => page.locator('[data-notice]');

/** Opens the game in another tab of the same profile. */
async function secondTab(session) {
  const page = await session.context.newPage();
  await page.goto(session.server.url);
  await waitReady(page);
  return page;
}

/** Every action button and chip of the page that is enabled. */
const enabled = (page) => page.evaluate(() => [...document.querySelectorAll('button[data-action], button[data-chip]')]
  .filter((b) => !b.disabled).map((b) => b.dataset.action || `chip ${b.dataset.chip}`));

/** The other tab took the table: the notice and Play here show, nothing can be played, no key works. */
async function expectInactive(page) {
  await expectVisible(takeBack(page));
  await expectText(notice(page), /The game is open in another tab\. ?Play here/);
  await eventually(async () => assert.deepEqual(await enabled(page), [], 'no action button or chip enabled'));
  assert.equal(await page.locator('select[data-table-select]').isDisabled(), true);
}

async function newestTabTakesTheTable(session) {
  const a = session.page;
  await chips(a, 5, 5);
  await expectEnabled(action(a, 'deal'));
  const b = await secondTab(session);
  await expectBankroll(b, 990); // the chips A placed are on B's table too
  await expectInactive(a);
  await a.keyboard.press('Enter'); // Deal is not played from the inactive tab
  await a.locator('button[data-chip="5"]').click({ force: true }).catch(() => {});
  await expectBankroll(a, 990);
  assert.equal(await a.locator('.hand[data-hand]').count(), 0);
  await screenshot(a, 'tabs-inactive');
  // B plays a round.
  await stack(b, ['TS', '7D', '9H', 'TC']);
  await act(b, 'deal');
  await act(b, 'stand');
  await expectOutcome(b, 0, 'win', 'Win +10');
  await expectBankroll(b, 1010);
  // Play here: A reads the game B saved and plays on; B is the inactive one now.
  await takeBack(a).click();
  await expectBankroll(a, 1010);
  await expectOutcome(a, 0, 'win', 'Win +10');
  await expectHidden(notice(a));
  await expectInactive(b);
  await act(a, 'rebet');
  await expectBankroll(a, 1000);
  await b.reload();
  await waitReady(b);
  await expectBankroll(b, 1000); // A's rebet was saved; B took the table back by reloading
  await expectInactive(a);
}

gameTest(server, 'tabs: the newest tab takes the table (Web Locks); the other is disabled until Play here', async (session) => {
  assert.equal(await session.page.evaluate(() => typeof navigator.locks?.request), 'function');
  await newestTabTakesTheTable(session);
});

gameTest(
  server,
  'tabs: without Web Locks, a BroadcastChannel claim does the same',
  { init: () => Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined }) },
  async (session) => {
    assert.equal(await session.page.evaluate(() => navigator.locks), undefined);
    await newestTabTakesTheTable(session);
  },
);

gameTest(
  server,
  'tabs: with neither, the engine refuses to save over a game another tab wrote, and that tab stops',
  {
    init: () => {
      Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
      Object.defineProperty(window, 'BroadcastChannel', { configurable: true, value: undefined });
    },
  },
  async (session) => {
    const a = session.page;
    const b = await secondTab(session);
    await chips(a, 5); // A saves
    await expectBankroll(a, 995);
    await chips(b, 25); // B last read the game before A's chip: its save is refused
    await expectInactive(b);
    await expectBankroll(b, 975); // what B shows stays on its screen
    const saved = await a.evaluate(() => JSON.parse(localStorage.getItem('blackjack')).bets[0].main);
    assert.equal(saved, 5, 'A\'s game was not overwritten by B\'s chip');
    await takeBack(b).click();
    await expectBankroll(b, 995);
    await chips(b, 5);
    await expectBankroll(b, 990);
    await chips(a, 5); // now A is the one that has not seen the last save
    await expectInactive(a);
  },
);

/** Storage that throws on the mere access, as when the browser blocks site data. */
function blockStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

gameTest(server, 'storage blocked: one calm notice, the game plays on, the result line and the announcer keep the round', { init: blockStorage }, async ({ page }) => {
  await expectText(notice(page), 'This browser is not keeping the game: you can play on, but it will not be saved.');
  await chips(page, 5, 5);
  await stack(page, ['TS', '7D', '9H', 'TC']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '19');
  await expectText(page.locator('#announcer'), /You have 10 of spades and 9 of hearts, 19\./);
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win', 'Win +10');
  await expectBankroll(page, 1010);
  await expectText(page.locator('[data-status]'), 'Round over: you won 10. Place your bets for the next round.');
  await expectText(page.locator('#announcer'), /Win \+10.*Bankroll 1010/);
  assert.equal(await notice(page).locator('p').count(), 1, 'one notice, once');
  await screenshot(page, 'storage-blocked');
});

gameTest(
  server,
  'storage full: the first save that fails brings the notice, once; dealing and settling go on in memory',
  { init: () => { Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; } },
  async ({ page }) => {
    await chips(page, 5);
    await expectText(notice(page), 'This browser is not keeping the game: you can play on, but it will not be saved.');
    await expectText(page.locator('#announcer'), 'Box 1: bet 5. Bankroll 995.');
    await chips(page, 5);
    await stack(page, ['TS', '6D', '2H', 'TC', '5C', '9C']);
    await act(page, 'deal');
    await act(page, 'hit');
    await act(page, 'stand');
    await expectOutcome(page, 0, 'win', 'Win +10');
    await expectText(page.locator('[data-status]'), /you won 10/);
    await expectText(page.locator('#announcer'), /Win \+10/);
    assert.equal(await notice(page).locator('p').count(), 1);
    assert.doesNotMatch(norm(await page.locator('[data-status]').textContent()), /browser/);
  },
);

const hintBox = (page) => page.locator('[data-hint]');

gameTest(server, 'the Hint belongs to a decision: gone when the hand, its cards, the phase or the round change', async ({ page }) => {
  await chips(page, 5, 5);
  // 8 8 against a 6: split; the first hand gets a 3 (11), the second a 2.
  await stack(page, ['8S', '6D', '8H', 'TC', '3C', '9D', '2H', '9S']);
  await act(page, 'deal');
  await page.locator('[data-control="hint"]').click();
  await expectText(hintBox(page), /^Best: Split\./);
  await act(page, 'split');
  await eventually(async () => assert.equal(await hintBox(page).count(), 0, 'the split hand is another decision'));
  await page.locator('[data-control="hint"]').click();
  await expectText(hintBox(page), /^Best: \w+\./);
  await act(page, 'hit'); // 8 3 9: 20, still the first hand
  await expectText(handTotal(page, 0), '20');
  await eventually(async () => assert.equal(await hintBox(page).count(), 0, 'another card, another decision'));
  await page.locator('[data-control="hint"]').click();
  await expectText(hintBox(page), /^Best: Stand\./);
  await act(page, 'stand'); // the second hand's turn: 8 2
  await expectText(handTotal(page, 1), '10');
  await eventually(async () => assert.equal(await hintBox(page).count(), 0, 'not beside the next hand'));
  await page.locator('[data-control="hint"]').click();
  await expectText(hintBox(page), /^Best: \w+\./);
  await act(page, 'stand'); // the dealer's 16 draws the 9: both hands win
  await expectOutcome(page, 1, 'win');
  await eventually(async () => assert.equal(await hintBox(page).count(), 0, 'the round is over'));
});

gameTest(server, 'an amount field starts at the engine\'s default and never holds more than its maximum', async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await chips(page, 5, 5);
  await stack(page, ['6S', 'TD', '5H', '9C', '7C']);
  await act(page, 'deal');
  const amount = page.locator('input[data-amount="double"]');
  await expectVisible(amount);
  assert.equal(await amount.inputValue(), '10');
  assert.equal(await amount.getAttribute('max'), '10');
  await amount.fill('50');
  await amount.press('Tab');
  assert.equal(await amount.inputValue(), '10', 'more than the bet becomes the bet');
  await amount.fill('7.5');
  await act(page, 'double');
  // 6 5 9 (20, the card face down until the end) against T 7: the double for 7.50 wins.
  await expectOutcome(page, 0, 'win', 'Win +17.50');
  await expectBankroll(page, '1017.50');
});
