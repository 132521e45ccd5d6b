// The Simulate panel: it opens for the table in play, runs in a worker with a
// progress bar, and draws its results (the mean return within its interval of
// the chart's exact return, the final bankrolls' histogram, the chance of
// ruin); Cancel stops a long run; the page answers a click meanwhile; every
// preset; Russian; Escape; the built copy under the strict policy, offline.
// Screenshots in tests/artifacts/ (sim-desktop, sim-phone, sim-ru).

import { test } from 'node:test';
import {
  assert, useServer, gameTest, startServerFor, openGame, chip, chooseTable, expectEnabled, expectDisabled,
  expectVisible, expectText, eventually, screenshot, playRound,
} from './harness.mjs';

const server = useServer({ test: true });

const simButton = (page) => page.locator('button[data-control="simulate"]');
const panel = (page) => page.locator('[data-sim]');
const runButton = (page) => page.locator('button[data-control="run-simulation"]');
const cancelButton = (page) => page.locator('button[data-control="cancel-simulation"]');
const progress = (page) => page.locator('[data-progress]');
const field = (page, name) => page.locator(`[data-sim-field="${name}"]`);

/** Opens the panel and fills the fields named in `values`. */
async function openPanel(page, values = {}) {
  await simButton(page).click();
  await expectVisible(panel(page));
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(String(value));
}

/** Runs and waits for the results: the mean return, its ci, the exact return, the histogram's bars, the ruin. */
async function runAndRead(page, timeout = 60_000) {
  await runButton(page).click();
  const ret = page.locator('[data-sim-return]');
  await eventually(async () => assert.equal(await ret.count(), 1, 'the mean return is shown'), { timeout });
  return page.evaluate(() => {
    const q = (s) => document.querySelector(s);
    return {
      text: q('[data-sim-return]').textContent,
      mean: Number(q('[data-sim-return]').dataset.simReturn),
      ci: Number(q('[data-sim-ci]').dataset.simCi),
      exact: Number(q('[data-sim-exact]').dataset.simExact),
      rate: Number(q('[data-sim-rate]').dataset.simRate),
      bars: document.querySelectorAll('[data-plot="finals"] .sim-bars rect').length,
      ruin: q('[data-sim-ruin]')?.textContent ?? null,
      progress: [q('[data-progress]').value, q('[data-progress]').max],
    };
  });
}

/** The mean lies within 4 standard errors (ci95 / 1.96) of the chart's exact return. */
function checkAgainstExact(r, label) {
  const shown = parseFloat(r.text.replace('\u2212', '-')); // the page writes a minus sign (U+2212)
  assert.ok(Number.isFinite(shown), `${label}: "${r.text}" starts with a number`);
  assert.ok(Math.abs(shown - r.mean) < 1e-3, `${label}: the text is the mean`);
  assert.ok(r.mean > -3 && r.mean < 3, `${label}: mean ${r.mean} % is plausible`);
  assert.ok(Math.abs(r.mean - r.exact) < 4 * (r.ci / 1.96) + 0.01, `${label}: mean ${r.mean} ± ${r.ci} vs exact ${r.exact}`);
}

gameTest(server, 'simulate: the defaults run in a worker; the results agree with the exact return, with plots', { timeout: 120_000 }, async ({ page }, t) => {
  await openPanel(page);
  assert.equal(await field(page, 'rounds').inputValue(), '200000', 'a default number of rounds');
  assert.equal(await field(page, 'bet').inputValue(), '5', 'the table minimum');
  await expectText(page.locator('[data-sim] h2'), 'Simulation: Single deck');
  const r = await runAndRead(page);
  t.diagnostic(`defaults: ${JSON.stringify(r)}`);
  checkAgainstExact(r, 'single-deck');
  assert.ok(r.bars >= 3, `the histogram has bars (${r.bars})`);
  assert.match(r.ruin, /^\d+\.\d\d\u00a0% of sessions fell below the table minimum$/);
  assert.ok(r.rate > 1000, `a speed is reported (${r.rate} rounds/s)`);
  assert.equal(r.progress[0], r.progress[1], 'the progress bar is full');
  assert.equal(await page.locator('[data-sim] svg[role="img"][aria-label]').count(), 3, 'three plots, each an image with its words');
  assert.match(await page.locator('[data-sim] code').last().textContent(), /^blackjack simulate --rules single-deck --rounds 200000 --bet 5 --seed [0-9a-f]{64} /);
  await screenshot(page, 'sim-desktop');
});

gameTest(server, 'simulate: Cancel stops a long run; a chip is answered while it runs', { timeout: 120_000 }, async ({ page }) => {
  await openPanel(page, { rounds: 50_000_000 });
  await runButton(page).click();
  await expectVisible(progress(page));
  await eventually(async () => assert.ok((await progress(page).evaluate((p) => p.value)) > 0, 'progress moves'), { timeout: 30_000 });
  await expectDisabled(runButton(page));
  // Clicks on a chip while the worker plays: each one changes the table
  // (how fast: node e2e/bench-responsive.mjs).
  await page.evaluate(() => {
    window.__answered = 0;
    const felt = document.querySelector('[data-boxes]');
    const bank = document.querySelector('[data-bankroll]');
    document.querySelectorAll('button[data-chip]').forEach((b) => b.addEventListener('click', () => {
      const observer = new MutationObserver(() => {
        window.__answered += 1;
        observer.disconnect();
      });
      observer.observe(felt, { subtree: true, childList: true, characterData: true, attributes: true });
      observer.observe(bank, { subtree: true, childList: true, characterData: true });
    }, { capture: true }));
  });
  for (let i = 1; i <= 5; i++) {
    await chip(page, 1).click();
    await page.waitForFunction((n) => window.__answered === n, i);
  }
  const running = await progress(page).evaluate((p) => p.value);
  assert.ok(running < 50_000_000, 'still running');
  // Cancel, and every change of the progress bar from then on: the next run
  // begins by taking its value away, so any progress of the cancelled run would come first.
  await expectEnabled(cancelButton(page));
  await progress(page).evaluate((p) => {
    window.__progress = [];
    new MutationObserver(() => window.__progress.push(p.getAttribute('value'))).observe(p, { attributes: true, attributeFilter: ['value'] });
    document.querySelector('button[data-control="cancel-simulation"]').click();
  });
  await expectEnabled(runButton(page));
  await expectText(page.locator('.sim-status'), 'Cancelled.');
  // The page is usable, and so is the panel.
  await expectText(page.locator('[data-bankroll]'), '995');
  await field(page, 'rounds').fill('20000');
  await field(page, 'sessions').fill('20');
  const r = await runAndRead(page);
  checkAgainstExact(r, 'after cancel');
  assert.equal((await page.evaluate(() => window.__progress))[0], null, 'the progress stopped at the Cancel: the next run was the next to move it');
});

gameTest(server, 'simulate: every preset, from the table selector', { timeout: 180_000 }, async ({ page }, t) => {
  await openPanel(page, { rounds: 60_000, sessions: 50, session: 200 });
  for (const name of ['single-deck', 'land-casino', 'european', 'shuffle-machine']) {
    if (name !== 'single-deck') {
      await chooseTable(page, name);
      await eventually(async () => assert.equal(await page.locator('[data-sim-return]').count(), 0, 'the last table’s results go'));
      await field(page, 'rounds').fill('60000');
    }
    const r = await runAndRead(page);
    t.diagnostic(`${name}: ${r.mean} ± ${r.ci} % (exact ${r.exact} %), ${r.rate} rounds/s`);
    checkAgainstExact(r, name);
    assert.ok(r.bars >= 1, `${name}: the histogram has bars`);
  }
  await expectText(page.locator('[data-sim] h2'), 'Simulation: Shuffle machine');
});

gameTest(server, 'simulate: Russian words; Escape closes the panel and gives the focus back', { locale: 'ru-RU', timeout: 120_000 }, async ({ page }) => {
  await expectText(simButton(page), 'Симуляция');
  await simButton(page).focus();
  await page.keyboard.press('Enter');
  await expectVisible(panel(page));
  await expectText(runButton(page), 'Запустить');
  await expectText(page.locator('[data-sim] h2'), 'Симуляция: Одна колода');
  await field(page, 'rounds').fill('50000');
  await field(page, 'sessions').fill('300');
  // Enter in a field runs it.
  await field(page, 'rounds').press('Enter');
  await eventually(async () => assert.equal(await page.locator('[data-sim-return]').count(), 1), { timeout: 60_000 });
  await expectText(page.locator('[data-sim-ruin]'), /^в \d+,\d\d % сессий баланс упал ниже минимальной ставки$/);
  await expectText(page.locator('[data-sim] dt').first(), 'Средний результат');
  await screenshot(page, 'sim-ru');
  // The language switch redraws the panel.
  await page.locator('select[data-lang]').selectOption('ro');
  await expectText(runButton(page), 'Pornește');
  await field(page, 'bet').press('Escape');
  assert.equal(await panel(page).count(), 0, 'Escape closed the panel');
  assert.equal(await simButton(page).evaluate((b) => b === document.activeElement), true, 'the focus is back on Simulate');
});

gameTest(server, 'simulate: a 360 px wide phone', { viewport: { width: 360, height: 740 }, timeout: 120_000 }, async ({ page }) => {
  await openPanel(page, { rounds: 50_000, sessions: 300 });
  await runAndRead(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `nothing wider than the screen (${overflow} px)`);
  await screenshot(page, 'sim-phone');
});

gameTest(server, 'simulate: nothing of the panel loads before the click', async ({ page }) => {
  await playRound(page, 5);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.deepEqual(loaded.filter((p) => /simulate/.test(p)), [], 'no simulate file before the click');
  await openPanel(page);
  await expectEnabled(runButton(page));
});

test('simulate: the built copy, under the strict policy, offline', { timeout: 120_000 }, async () => {
  const dist = await startServerFor({ dist: true, csp: true });
  const session = await openGame(dist);
  const { page, context } = session;
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    dist.offline = true;
    await session.reload();
    await openPanel(page, { rounds: 40_000, sessions: 50 });
    checkAgainstExact(await runAndRead(page), 'dist');
    assert.deepEqual(session.errors, [], 'no console error, CSP violation or failed request');
  } finally {
    await session.close();
    await dist.close();
  }
});
