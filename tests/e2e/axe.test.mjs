// Accessibility: axe-core (npm) run in Chromium on the page in the betting,
// insurance, playing and settled states, with the four-colour deck, the large
// index and Mute pressed, on the Strategy panel and the count panel, in English, Russian and Romanian,
// and on the embedding example (two elements in shadow roots; served without
// the strict Content-Security-Policy here, as axe itself adds <style>s: the
// policy has its own test, embed.test.mjs): no violation of impact serious or
// critical.

import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  assert,
  useServer,
  gameTest,
  openGame,
  act,
  chips,
  stack,
  expectEnabled,
  expectVisible,
  expectOutcome,
  action,
  chooseTable,
  checkDist,
  startServerFor,
  spot,
  finishRound,
} from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page; fails on any serious or critical violation, naming each node. */
async function audit(page, label) {
  // Injected through the DevTools protocol, not a <script>: no policy is bypassed for the page's own code.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary}`),
    }));
  });
  const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.impact} ${v.id} (${v.help}):\n  ${v.nodes.join('\n  ')}`),
    [],
    `${label}: axe found serious or critical violations`,
  );
  return result;
}

const server = useServer({ test: true });

for (const lang of ['en', 'ru', 'ro']) {
  gameTest(server, `axe: no serious or critical violation in ${lang}, betting, insurance, playing and settled`, { timeout: 120_000 }, async ({ page }, t) => {
    await page.locator('select[data-lang]').selectOption(lang);
    await expectEnabled(action(page, 'deal').or(page.locator('button[data-chip="5"]')).first());
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await chips(page, 5);
    const minor = await audit(page, `${lang}, betting`);
    // Insurance: the dealer shows an ace.
    await stack(page, ['9S', 'AH', '9D', '7C', 'TC']);
    await act(page, 'deal');
    await expectVisible(page.locator('[data-offer]'));
    await audit(page, `${lang}, insurance`);
    await act(page, 'no-insurance');
    // Playing: 18 against the ace.
    await expectEnabled(action(page, 'stand'));
    await audit(page, `${lang}, playing`);
    await act(page, 'stand');
    await expectOutcome(page, 0, 'push');
    await audit(page, `${lang}, settled`);
    // A won round: its result badge on the settled felt (20 against 18).
    await act(page, 'rebet');
    await stack(page, ['TS', 'TC', 'TD', '8H']);
    await act(page, 'deal');
    await act(page, 'stand');
    await expectOutcome(page, 0, 'win');
    await audit(page, `${lang}, settled, won`);
    // The widest table, with its pair spots and three boxes.
    await chooseTable(page, 'land-casino');
    await audit(page, `${lang}, land-casino betting`);
    t.diagnostic(`${lang}: moderate or minor findings in betting: ${minor.map((v) => v.id).join(', ') || 'none'}`);
  });
}

gameTest(server, 'axe: the four-colour deck, the large index and Mute pressed, in en and ru, playing and settled', { timeout: 120_000 }, async ({ page }) => {
  await page.locator('[data-control="four-colour"]').check();
  await page.locator('[data-control="large-index"]').check();
  await page.locator('[data-control="mute"]').click();
  for (const lang of ['en', 'ru']) {
    await page.locator('select[data-lang]').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await chips(page, 5);
    // Every suit on the table: 2♦ 4♥ against 3♣, then 5♠; the dealer's 10 and 8 make 21.
    await stack(page, ['2D', '3C', '4H', 'TS', '5S', '8C']);
    await act(page, 'deal');
    await act(page, 'hit');
    await expectEnabled(action(page, 'stand'));
    await audit(page, `${lang}, four-colour deck and large index, playing`);
    await act(page, 'stand');
    await expectOutcome(page, 0, 'lose');
    await audit(page, `${lang}, four-colour deck and large index, settled`);
  }
});

gameTest(server, 'axe: the Simulate panel, open with its results, in en and ru', { timeout: 120_000 }, async ({ page }) => {
  for (const lang of ['en', 'ru']) {
    await page.locator('select[data-lang]').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const open = page.locator('[data-sim]');
    if (!(await open.count())) await page.locator('button[data-control="simulate"]').click();
    await expectVisible(open);
    await audit(page, `${lang}, Simulate panel`);
    await page.locator('[data-sim-field="rounds"]').fill('20000');
    await page.locator('[data-sim-field="sessions"]').fill('50');
    await page.locator('button[data-control="run-simulation"]').click();
    await page.locator('[data-sim-return]').waitFor({ timeout: 60_000 });
    await audit(page, `${lang}, Simulate panel with results`);
  }
});

gameTest(server, 'axe: land-casino\'s index plays, the spread\'s results and the Counting lab\'s, on a 360 px phone, in en and ru', { timeout: 360_000, viewport: { width: 360, height: 800 } }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await page.locator('button[data-control="strategy"]').click();
  await page.waitForSelector('table[data-indices] tr[data-index-play="16-T"]', { timeout: 60_000 });
  await page.locator('button[data-control="simulate"]').click();
  await page.locator('[data-sim-field="rounds"]').fill('20000');
  await page.locator('[data-sim-field="sessions"]').fill('2');
  await page.locator('button[data-control="run-simulation"]').click();
  await page.locator('[data-spread-advantage]').waitFor({ timeout: 60_000 });
  await page.locator('button[data-control="lab"]').click();
  await page.locator('button[data-control="run-lab"]').click();
  await page.locator('[data-lab-figures]').waitFor({ timeout: 180_000 });
  await page.locator('[data-lab] details summary').click();
  for (const lang of ['en', 'ru']) {
    await page.locator('select[data-lang]').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.waitForSelector('table[data-indices] tr[data-index-play="16-T"]', { timeout: 60_000 });
    await audit(page, `${lang}, index plays and spread`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 360, `${lang}: the page fits 360 px (${wide})`);
  }
});

const dist = { server: null };
gameTest(server, 'axe: a three-box round with a split on a 360 px phone, the buttons in their bar at the bottom, in en and ru', { timeout: 120_000, viewport: { width: 360, height: 740 } }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  for (const [i, lang] of ['en', 'ru'].entries()) {
    await page.locator('select[data-lang]').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    if (i) {
      await act(page, 'rebet');
    } else {
      for (const b of [1, 2, 3]) {
        await spot(page, b).click();
        await chips(page, 5);
      }
    }
    // A pair of nines on each box against a 6, then tens (few enough of each card for the two rounds).
    await stack(page, ['9S', '9D', '9H', '6C', '9C', '9S', '9D', 'TS', 'TD', 'TH', 'TC', 'KS', 'KD']);
    await act(page, 'deal');
    await act(page, 'split');
    // The layout of a round on a phone (phone-round.js, once the page is idle): the buttons held at the bottom.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.controls')).position === 'sticky');
    await audit(page, `${lang} three boxes, a split, 360 px`);
    await finishRound(page);
  }
});

gameTest(server, 'axe: the Strategy panel with its chart and the Trainer\'s counts, in en and ru', { timeout: 120_000 }, async ({ page }) => {
  await page.locator('button[data-control="strategy"]').click();
  await page.waitForSelector('[data-strategy] [data-cell="hard-16-T"]', { timeout: 60_000 });
  await audit(page, 'en, strategy panel');
  await page.locator('select[data-lang]').selectOption('ru');
  await page.waitForFunction(() => /Стратегия/.test(document.querySelector('[data-strategy] h2')?.textContent));
  await page.waitForSelector('[data-strategy] [data-cell="hard-16-T"]', { timeout: 60_000 });
  await audit(page, 'ru, strategy panel');
});

gameTest(server, 'axe: the count panel with its counts, the next edge and the quiz asked, in en and ru', { timeout: 120_000 }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await page.locator('[data-control="count"]').click();
  await page.waitForFunction(() => document.querySelector('[data-next-edge]')?.dataset.state === 'ready', null, { timeout: 60_000 });
  await page.locator('[data-control="count-ask"]').click();
  await expectVisible(page.locator('[data-count-answer]'));
  await audit(page, 'en, count panel');
  await page.locator('select[data-lang]').selectOption('ru');
  await page.waitForFunction(() => /Счёт карт/.test(document.querySelector('.panel.count h2')?.textContent));
  await audit(page, 'ru, count panel');
});

gameTest(server, 'axe: the Session panel with its graph and a round in focus, and the reality check, in en and ru', { timeout: 120_000 }, async ({ page }) => {
  await stack(page, ['2S', '6D', '3H', 'TC', '2C']);
  await chips(page, 5);
  await act(page, 'deal');
  await act(page, 'stand');
  await page.waitForSelector('.hand[data-hand="0"] [data-outcome]');
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('svg[data-graph] [data-graph-round="1"]', { timeout: 60_000 });
  await page.locator('svg[data-graph] [data-graph-round="1"]').focus();
  await audit(page, 'en, session panel');
  await page.locator('select[data-lang]').selectOption('ru');
  await page.waitForFunction(() => /Сессия/.test(document.querySelector('[data-session-panel] h2')?.textContent), null, { timeout: 10_000 });
  await page.waitForSelector('svg[data-graph] [data-graph-round="1"]', { timeout: 60_000 });
  await audit(page, 'ru, session panel');
  await page.evaluate(() => { window.blackjackTest.realityMs = 500; });
  await page.locator('select[data-reality-select]').selectOption('15');
  await page.waitForSelector('dialog[data-reality]', { timeout: 10_000 });
  await audit(page, 'ru, reality check');
  await page.locator('button[data-control="leave-table"]').click();
  await audit(page, 'ru, left the table');
});

test('axe: the embedding example, two elements in ru and ro', { timeout: 90_000 }, async (t) => {
  checkDist();
  dist.server = await startServerFor({ dist: true });
  const session = await openGame(dist.server, {
    path: 'embed.html',
    speed: null,
    ready: (page) => page.waitForFunction(() => [...document.querySelectorAll('blackjack-table')].every((e) => e.dataset.ready === 'true')),
  });
  try {
    const { page } = session;
    const first = page.locator('#first');
    await first.locator('button[data-chip="5"]').click();
    const result = await page.evaluate(AXE).then(() =>
      page.evaluate(async () => {
        // The host page is careless on purpose (embed-host.css); the games are what is checked.
        const r = await window.axe.run({ include: [['#first'], ['#second']] }, { resultTypes: ['violations'] });
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      }),
    );
    assert.deepEqual(result, []);
    assert.deepEqual(session.errors, [], 'no console error or failed request');
  } finally {
    await session.close();
    await dist.server.close();
  }
});
