// Numbers as a Russian or Romanian player reads them (issue 20): a bankroll
// of 10 000 reads «10 000» (a no-break space U+00A0) in Russian and «10.000»
// in Romanian on the table, in the Session panel's graph and in the Simulate
// panel's results; the plain number of the page's hooks stays as it was.
// The formatter itself: tests/unit/numbers.test.mjs.

import {
  assert, useServer, gameTest, chips, stack, act, expectRoundOver, expectVisible, eventually, screenshot,
} from './harness.mjs';

const server = useServer({ test: true });
const NB = '\u00a0';

/** The saved game's bankroll set to `amount` (a fresh game: no round to explain it), then the page reloaded. */
async function startWith(session, amount) {
  const { page } = session;
  await eventually(async () => assert.ok(await page.evaluate(() => localStorage.getItem('blackjack'))));
  await page.evaluate((n) => {
    const save = JSON.parse(localStorage.getItem('blackjack'));
    save.bankroll = n;
    localStorage.setItem('blackjack', JSON.stringify(save));
  }, amount);
  await session.reload();
}

const exactly = async (locator, text) => eventually(async () => assert.equal(await locator.textContent(), text));

const CASES = {
  ru: { locale: 'ru-RU', start: `10${NB}000`, after: `10${NB}005`, detail: `баланс 10${NB}005`, finals: `баланс на старте: 10${NB}005` },
  ro: { locale: 'ro-RO', start: '10.000', after: '10.005', detail: 'sold 10.005', finals: 'sold inițial: 10.005' },
};

for (const [lang, c] of Object.entries(CASES)) {
  gameTest(server, `numbers: ${lang}: a bankroll of 10 000 reads «${c.start}» on the table, in Session and in Simulate`, { locale: c.locale, timeout: 150_000 }, async (session) => {
    const { page } = session;
    await startWith(session, 10000);
    const bank = page.locator('[data-bankroll]');
    await exactly(bank, c.start);
    // One round won (17 against the dealer's 25): 10 005.
    await chips(page, 5);
    await stack(page, ['TS', '6D', '7H', 'TC', '9C']);
    await act(page, 'deal');
    await act(page, 'stand');
    await expectRoundOver(page);
    await exactly(bank, c.after);
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('blackjack')).bankroll), 10005, 'the saved number is plain');

    // Session: the graph's round reads the bankroll in the language.
    await page.locator('button[data-control="session"]').click();
    const mark = page.locator('svg[data-graph] [data-graph-round="1"]');
    await eventually(async () => assert.equal(await mark.count(), 1), { timeout: 60_000, interval: 100 });
    await mark.focus();
    await eventually(async () => assert.ok((await page.locator('[data-graph-detail]').textContent()).includes(c.detail),
      await page.locator('[data-graph-detail]').textContent()));
    assert.ok((await page.locator('[data-session-panel]').textContent()).includes(c.after), 'the graph\'s scale too');
    await screenshot(page, `numbers-${lang}-session`);

    // Simulate: the bankroll field holds the plain number; the results write it grouped.
    await page.locator('button[data-control="simulate"]').click();
    await expectVisible(page.locator('[data-sim]'));
    const field = name => page.locator(`[data-sim-field="${name}"]`);
    assert.equal(await field('bankroll').inputValue(), '10005');
    await field('rounds').fill('20000');
    await field('sessions').fill('20');
    await field('session').fill('100');
    await page.locator('button[data-control="run-simulation"]').click();
    await eventually(async () => assert.equal(await page.locator('[data-sim-return]').count(), 1), { timeout: 60_000 });
    const titles = await page.locator('[data-sim] .sim-subtitle').allTextContents();
    assert.ok(titles.some(t => t.includes(c.finals)), titles.join(' | '));
    // Every result but the seed and the command line (plain, to be copied).
    const text = await page.locator('[data-sim]').evaluate(el => [...el.querySelectorAll('h3, dd, svg text')]
      .filter(n => !n.querySelector('code') && !/^[0-9a-f]{64}$/.test(n.textContent.trim())).map(n => n.textContent).join('\n'));
    assert.doesNotMatch(text, /(?<![\d.,])\d{5,}(?![\d])/, 'no five-digit amount left ungrouped');
    assert.doesNotMatch(text, /\d -|-\d/, 'a minus sign, not a hyphen');
    await screenshot(page, `numbers-${lang}-simulate`);
  });
}
