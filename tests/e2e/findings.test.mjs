// Issue 9's findings, each tried the way a player meets it, in Chromium:
// two tabs of one browser, site storage blocked, a full quota, a long
// session, a Hint left from the last hand, land-casino short of money, and a
// refusal read in Russian.

import { test } from 'node:test';
import {
  assert,
  useServer,
  gameTest,
  openGame,
  waitReady,
  eventually,
  expectEnabled,
  expectDisabled,
  expectVisible,
  expectHidden,
  expectBankroll,
  expectOutcome,
  action,
  act,
  chips,
  chip,
  stack,
  chooseTable,
  finishRound,
  norm,
  screenshot,
} from './harness.mjs';

const server = useServer({ test: true });

const notice = (page, code) => page.locator(`[data-notice] [data-notice-code="${code}"]`);
const announced = (page) => page.locator('[data-live]').textContent().then(norm);

/** Plays a stacked single-deck round: 10 on 20 against 17, won. */
async function winTen(page) {
  await stack(page, ['TS', '7D', 'KH', 'TC']);
  await chips(page, 5, 5);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win');
}

test('two tabs of one browser: the newest takes the table, the other can take it back, no round is lost', async () => {
  const first = await openGame(server.server);
  try {
    const a = first.page;
    const promisedInA = await a.locator('[data-commitment]').getAttribute('data-commitment');
    const b = await first.context.newPage();
    await b.goto(server.server.url);
    await waitReady(b);
    // A steps aside: a calm notice with a way back, and nothing to click.
    await expectVisible(notice(a, 'tab'));
    await expectDisabled(chip(a, 5));
    await expectDisabled(action(a, 'deal'));
    await expectHidden(notice(b, 'tab'));
    // B plays a round (+10) with the seed A had promised: A never deals it.
    await winTen(b);
    await expectBankroll(b, 1010);
    await screenshot(a, 'tabs-a-stepped-aside');
    // A takes the table back and sees B's round; B steps aside in turn.
    await a.locator('[data-control="take-back"]').click();
    await expectHidden(notice(a, 'tab'));
    await expectBankroll(a, 1010);
    await expectVisible(notice(b, 'tab'));
    const promisedNow = await a.locator('[data-commitment]').getAttribute('data-commitment');
    assert.notEqual(promisedNow, promisedInA, 'the seed B dealt is not offered again in A');
    await winTen(a);
    await expectBankroll(a, 1020);
    // Both rounds are in the saved game: a third tab opens with them.
    const c = await first.context.newPage();
    await c.goto(server.server.url);
    await waitReady(c);
    await expectBankroll(c, 1020);
    await c.locator('[data-control="history"]').click();
    await eventually(async () => assert.equal(await c.locator('[data-history] [data-round]').count(), 2));
    assert.deepEqual(first.errors, []);
  } finally {
    await first.close();
  }
});

/** Makes every touch of localStorage throw, as a browser that blocks site data does. */
function blockStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    },
  });
}

gameTest(server, 'with site storage blocked the game plays in memory behind one calm notice', { init: blockStorage }, async ({ page }) => {
  await expectVisible(notice(page, 'unavailable'));
  for (let round = 1; round <= 3; round++) {
    await winTen(page);
    await expectBankroll(page, 1000 + 10 * round);
    assert.match(await announced(page), /win|won/i, 'the announcer speaks the result, not the notice');
  }
  assert.equal(await page.locator('[data-notice] > *').count(), 1, 'one notice, not one per action');
  await screenshot(page, 'storage-blocked');
});

/** Makes every write to localStorage fail as a full quota does. */
function fillQuota() {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

gameTest(server, 'with a full quota the result stays on the table and the notice has a place of its own', { init: fillQuota }, async ({ page }) => {
  await winTen(page);
  await expectVisible(notice(page, 'unavailable'));
  await expectOutcome(page, 0, 'win');
  assert.match(await page.locator('[data-status]').textContent(), /\d/, 'the status line still tells the round');
  assert.doesNotMatch(await announced(page), /save|kept/i, 'the announcer is not drowned by the notice');
  await winTen(page);
  await expectBankroll(page, 1020);
});

gameTest(server, 'a long session: the save is the same size after 12 rounds and after 500, and comes back', { timeout: 120_000 }, async ({ page, reload }) => {
  const sizes = await page.evaluate(async () => {
    const engine = await import(new URL('www/pkg/blackjack.js', location.href).href);
    await engine.default();
    const table = engine.Table.open('blackjack', 'single-deck');
    const sizes = {};
    for (let i = 1; i <= 500; i++) {
      if (table.snapshot().broke) table.startOver();
      table.act('bet 1 5');
      table.act('deal');
      while (table.snapshot().phase !== 'betting') {
        const legal = table.snapshot().legal;
        table.act(['no-insurance', 'no-even-money', 'stand'].find((a) => legal.includes(a)));
      }
      if (i === 12 || i === 500) {
        if (table.save('blackjack') !== 'saved') throw new Error('not saved');
        sizes[i] = localStorage.getItem('blackjack').length;
        sizes[`bankroll${i}`] = table.snapshot().bankroll;
      }
    }
    table.free();
    return sizes;
  });
  assert.ok(sizes[500] < sizes[12] * 1.25 && sizes[12] < sizes[500] * 1.25, `${sizes[12]} characters at 12 rounds, ${sizes[500]} at 500`);
  assert.ok(sizes[500] < 8000, `${sizes[500]} characters`);
  await reload();
  // The page writes cents as two decimals (687.5 is "687.50").
  const money = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
  await expectBankroll(page, money(sizes.bankroll500));
  await page.locator('[data-control="history"]').click();
  await eventually(async () => assert.equal(await page.locator('[data-history] [data-round]').count(), 10));
});

gameTest(server, 'the Hint belongs to its decision: gone once the hand changes and in the next round', async ({ page }) => {
  await stack(page, ['9S', 'TD', '3H', '7C', '5H']);
  await chips(page, 5);
  await act(page, 'deal');
  const hint = page.locator('[data-hint]');
  await page.locator('button[data-control="hint"]').click();
  await eventually(async () => assert.match(norm(await hint.textContent()), /Best: Hit/));
  await act(page, 'hit'); // 9 3 5: 17, another decision
  await eventually(async () => {
    const shown = (await hint.count()) && (await hint.isVisible()) ? norm(await hint.textContent()) : '';
    assert.doesNotMatch(shown, /Best: Hit/, 'the hint for 12 is not left beside 17');
  });
  await act(page, 'stand'); // 17 against the dealer's 17
  await expectOutcome(page, 0, 'push');
  await chips(page, 5);
  await eventually(async () => assert.ok(!(await hint.count()) || !(await hint.isVisible()) || !norm(await hint.textContent())));
});

/** Land-casino: loses `amount` with 16 against 19 (chips clicked as given). */
async function lose(page, ...amounts) {
  await stack(page, ['TS', 'TD', '6H', '9C']);
  await chips(page, ...amounts);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'lose');
}

gameTest(server, 'land-casino with 200 left on a 500 bet: Double offers 200, and it is taken', async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await lose(page, 100, 100, 100);
  await expectBankroll(page, 700);
  await stack(page, ['6S', '6D', '5H', 'TC', 'TD', '9C']);
  await chips(page, 500);
  await act(page, 'deal');
  await expectEnabled(action(page, 'double'));
  const field = page.locator('[data-amount="double"]');
  await expectVisible(field);
  assert.equal(Number(await field.inputValue()), 200, 'the amount offered is what the bankroll covers');
  await act(page, 'double');
  await finishRound(page);
  await expectOutcome(page, 0, 'win');
  await expectBankroll(page, 1400);
});

gameTest(server, 'land-casino with 4 left on a 500 bet: Double is not offered at all', async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await lose(page, 100, 100, 100, 100, 25, 25, 25, 5, 5, 5, 5, 1);
  await expectBankroll(page, 504);
  await stack(page, ['6S', '6D', '5H', 'TC']);
  await chips(page, 500);
  await act(page, 'deal');
  await expectEnabled(action(page, 'stand'));
  await expectDisabled(action(page, 'double'));
  await expectHidden(page.locator('[data-amount="double"]'));
  await act(page, 'stand');
  await finishRound(page);
});

gameTest(server, 'a refusal reads in Russian, with its reason', { locale: 'ru-RU' }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await stack(page, ['6S', '6D', '5H', 'TC', 'TD', '9C']);
  await chips(page, 25);
  await act(page, 'deal');
  const field = page.locator('[data-amount="double"]');
  await expectVisible(field);
  await field.fill('1');
  await act(page, 'double');
  const status = page.locator('[data-status]');
  await eventually(async () => {
    const text = norm(await status.textContent());
    assert.match(text, /[а-яё]/i, `in Russian: ${text}`);
    assert.match(text, /5/, `names the smallest double: ${text}`);
    assert.doesNotMatch(text, /must be|cannot|double/i, `no English: ${text}`);
  });
  await screenshot(page, 'refusal-ru');
});
