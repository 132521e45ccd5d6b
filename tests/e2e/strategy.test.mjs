// The Strategy panel (issue 10): the best chart of the table in play,
// computed by the advisor's wasm in a worker, drawn as printed cards lay it
// out (hooks data-cell="hard-16-T", data-chart-return, data-perfect-return);
// the table answers a click while it computes (how fast: bench-responsive.mjs); the panel follows
// a switch of table; the Trainer grades against the chart or perfect play
// and keeps its counts by kind across reloads; SVG and PNG exports, the
// print stylesheet; and the built copy under the strict
// Content-Security-Policy, offline after one visit. Test build (stacked shoes) unless said.

import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assert, useServer, gameTest, startServerFor, openGame, act, chips, stack, handTotal, expectText, eventually,
  chooseTable, screenshot, norm, ARTIFACTS, expectRoundOver,
} from './harness.mjs';

const server = useServer({ test: true });
const CODES = new Set(['H', 'S', 'P', 'D', 'Ds', 'Rh', 'Rs', 'Rp']);
/** Computing a chart takes seconds; in a busy test machine, more. */
const CHART = { timeout: 60_000, interval: 100 };

const cell = (page, id) => page.locator(`[data-cell="${id}"]`);
const openPanel = page => page.locator('button[data-control="strategy"]').click();

/** Waits for the panel's chart (the hard 16 v T cell holding a code) and reads every cell: id → code. */
async function readChart(page) {
  await eventually(async () => assert.ok(CODES.has(await cell(page, 'hard-16-T').textContent({ timeout: 500 }))), CHART);
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-strategy] td[data-cell]')]
    .map(td => [td.dataset.cell, td.textContent])));
}

/** A return as the panel writes it ("−0.506829 %", or with a decimal comma) → a number. */
const readPercent = async loc => {
  const text = norm(await loc.textContent());
  assert.match(text, /^-?\d+[.,]\d{6} %$/, text);
  return Number(text.replace(',', '.').replace(' %', ''));
};

/** The Trainer's counts of `kind`: {right, wrong, lost}. */
async function counts(page, kind) {
  const row = page.locator(`[data-trainer-kind="${kind}"]`);
  const n = async attr => Number(norm(await row.locator(`[data-${attr}]`).textContent()).replace(',', '.'));
  return { right: await n('right'), wrong: await n('wrong'), lost: await n('lost') };
}

gameTest(server, 'the single-deck chart, its returns, then the european one after a switch', { timeout: 180_000 }, async ({ page }) => {
  await openPanel(page);
  await expectText(page.locator('[data-strategy] h2'), /Single/);
  const chart = await readChart(page);
  const ids = Object.keys(chart);
  assert.equal(ids.length, (18 + 10 + 10) * 10, 'hard 4–21, soft 12–21, ten pairs, ten up cards each');
  for (const [id, code] of Object.entries(chart)) assert.ok(CODES.has(code), `${id}: ${code}`);
  for (const id of ['hard-4-2', 'hard-21-A', 'soft-12-2', 'soft-21-T', 'pair-2-2', 'pair-T-T', 'pair-A-A']) assert.ok(id in chart, id);
  assert.equal(chart['pair-8-2'], 'P', 'single deck splits 8,8');
  assert.equal(chart['hard-11-6'], 'D');
  assert.ok(!['D', 'Ds'].includes(chart['soft-18-2']), 'no double on soft hands at this table');
  assert.ok(!Object.values(chart).some(c => c.startsWith('R')), 'no surrender at this table');
  const own = await readPercent(page.locator('[data-chart-return]'));
  const best = await readPercent(page.locator('[data-perfect-return]'));
  assert.ok(own <= best + 1e-9, `chart ${own} ≤ perfect ${best}`);
  await expectText(page.locator('[data-strategy] .strategy-insurance'), /Insurance: /);
  // Cells where the exact play differs carry a mark and say for which hands.
  const differs = page.locator('[data-strategy] td[data-differs]');
  for (const td of await differs.all()) assert.match(await td.getAttribute('title'), /differs from the chart for \S/);
  await screenshot(page, 'strategy-single-deck');

  await chooseTable(page, 'european');
  await expectText(page.locator('[data-strategy] h2'), /European/);
  const euro = await readChart(page);
  assert.notDeepEqual(euro, chart, 'another table, another chart');
  assert.ok(CODES.has(euro['hard-11-T']));
  for (const [id, code] of Object.entries(euro)) {
    if (code === 'D' || code === 'Ds') assert.match(id, /^(hard-(9|10|11)|pair-5)-/, `a double only on 9–11: ${id} ${code}`);
    assert.ok(!code.startsWith('R'), `no surrender at this table: ${id} ${code}`);
  }
});

/** Clicks the 5 chip in the page and waits for the new bankroll on screen; resolves to whether the chart was computing at the click. */
const answeredChip = page => page.evaluate(async () => {
  const bank = document.querySelector('[data-bankroll]');
  const before = bank.textContent;
  const computing = !!document.querySelector('[data-strategy][data-computing]');
  const changed = new Promise(resolve => {
    const seen = new MutationObserver(() => {
      if (bank.textContent !== before) { seen.disconnect(); resolve(); }
    });
    seen.observe(bank, { childList: true, characterData: true, subtree: true });
  });
  document.querySelector('button[data-chip="5"]').click();
  await changed;
  return computing;
});

// How fast the chip answers meanwhile: node e2e/bench-responsive.mjs.
gameTest(server, 'chip clicks are answered while the chart is computed', { timeout: 120_000 }, async ({ page }) => {
  await openPanel(page);
  await page.waitForSelector('[data-strategy][data-computing]');
  // Three clicks, each answered (the bankroll changes); the first comes while the chart is
  // computed (the later ones may come after it on a loaded machine: the chart takes about 2 s).
  const during = [];
  for (let i = 0; i < 3; i++) during.push(await answeredChip(page));
  assert.ok(during[0], 'the chart was still being computed at the first click');
  await readChart(page);
});

gameTest(server, 'the Trainer grades against the chart, keeps its counts across reloads, Clear resets them, and grades against perfect play', { timeout: 180_000 }, async (session) => {
  const { page } = session;
  await page.locator('input[data-control="trainer"]').check();
  await openPanel(page);
  await page.locator('select[data-control="trainer-grade"]').selectOption('chart');
  await readChart(page);
  const trainer = page.locator('[data-trainer]');
  // Hard 11 (5+6) against a 6: the chart doubles; standing is a mistake of kind "doubles".
  await chips(page, 5, 5);
  await stack(page, ['5S', '6D', '6H', 'TC', 'TS']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '11');
  await act(page, 'stand');
  await eventually(async () => assert.match(norm(await trainer.textContent()), /^Chart hard 11 v 6: Double, else hit\. Stand cost \d\.\d{3} \(chart: Double\)\. Cost of mistakes this session: \d\.\d{3}$/));
  const first = await counts(page, 'doubles');
  assert.equal(first.wrong, 1);
  assert.ok(first.lost > 0, JSON.stringify(first));
  // Insurance against an ace: the chart's line decides; declining is counted under "insurance".
  await act(page, 'rebet');
  await stack(page, ['TS', 'AD', '7H', '5C']);
  await act(page, 'deal');
  await eventually(async () => assert.ok(await page.locator('button[data-action="no-insurance"], button[data-action="no-even-money"]').first().isVisible()));
  const decline = page.locator('button[data-action="no-insurance"]');
  await decline.click();
  await eventually(async () => assert.match(norm(await trainer.textContent()), /^Chart: (Insurance|No insurance)\. /));
  const ins = await counts(page, 'insurance');
  assert.equal(ins.right + ins.wrong, 1, JSON.stringify(ins));
  await act(page, 'stand');
  await expectRoundOver(page);
  await screenshot(page, 'strategy-trainer');

  await session.reload();
  await openPanel(page);
  await eventually(async () => assert.deepEqual(await counts(page, 'doubles'), first));
  assert.equal(await page.locator('select[data-control="trainer-grade"]').inputValue(), 'chart');
  await page.locator('button[data-control="trainer-clear"]').click();
  await eventually(async () => assert.deepEqual(await counts(page, 'doubles'), { right: 0, wrong: 0, lost: 0 }));
  await session.reload();
  await openPanel(page);
  await eventually(async () => assert.deepEqual(await counts(page, 'insurance'), { right: 0, wrong: 0, lost: 0 }));

  // Against perfect play: the exact best action names the mistake.
  await page.locator('select[data-control="trainer-grade"]').selectOption('perfect');
  await page.locator('input[data-control="trainer"]').check();
  await readChart(page);
  await chips(page, 5, 5);
  await stack(page, ['5S', '6D', '6H', 'TC', 'TS']);
  await act(page, 'deal');
  await expectText(handTotal(page, 0), '11');
  await page.locator('button[data-control="hint"]').click();
  await expectText(page.locator('[data-hint]'), /^Best: Double/);
  await act(page, 'stand');
  await eventually(async () => assert.match(norm(await trainer.textContent()), /^Stand cost \d\.\d{3} \(best: Double\)\. Cost of mistakes this session/));
  await eventually(async () => assert.equal((await counts(page, 'doubles')).wrong, 1));
});

gameTest(server, 'export SVG and PNG, the print stylesheet, a phone and Russian', { timeout: 180_000, viewport: { width: 360, height: 780 } }, async ({ page }) => {
  await openPanel(page);
  await readChart(page);
  const [svg] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-control="export-svg"]').click()]);
  assert.match(svg.suggestedFilename(), /^blackjack-strategy-single-deck\.svg$/);
  const text = readFileSync(await svg.path(), 'utf8');
  assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(text, /<g data-cell="hard-16-T">/);
  assert.equal((text.match(/<g data-cell="/g) || []).length, 380);
  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-control="export-png"]').click()]);
  assert.match(png.suggestedFilename(), /\.png$/);
  assert.deepEqual([...readFileSync(await png.path()).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  await png.saveAs(path.join(ARTIFACTS, 'strategy-export.png'));
  // The panel fits a phone: no sideways scrolling.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 362, `the page is ${wide} px wide on a 360 px phone`);
  await screenshot(page, 'strategy-phone');
  await page.locator('[data-strategy]').screenshot({ path: path.join(ARTIFACTS, 'strategy-phone-panel.png') });
  await page.emulateMedia({ media: 'print' });
  const seen = await page.evaluate(() => ({
    table: document.querySelector('.felt').getClientRects().length,
    trainer: document.querySelector('[data-trainer-stats]').getClientRects().length,
    chart: document.querySelector('[data-strategy-chart] [data-cell="hard-16-T"]').getClientRects().length,
  }));
  assert.deepEqual(seen, { table: 0, trainer: 0, chart: 1 }, 'only the chart is printed');
  await page.setViewportSize({ width: 800, height: 1100 });
  await page.screenshot({ path: path.join(ARTIFACTS, 'strategy-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.locator('select[data-lang]').selectOption('ru');
  await expectText(page.locator('[data-strategy] h2'), /^Стратегия: /);
  await readChart(page);
  await expectText(page.locator('[data-strategy] .chart-table caption').first(), 'Жёсткие суммы');
  await screenshot(page, 'strategy-ru');
  await page.locator('[data-strategy]').screenshot({ path: path.join(ARTIFACTS, 'strategy-ru-panel.png') });
});

gameTest(server, 'nothing of the panel loads before the button is pressed; Escape closes it and gives the focus back', async ({ page }) => {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map(e => e.name));
  for (const f of ['strategy.js', 'strategy.css', 'strategy-en.js', 'trainer-stats.js', 'grading.js']) {
    assert.ok(!names.some(n => n.endsWith(`/${f}`)), `${f} waits for the button`);
  }
  assert.equal(await page.locator('[data-strategy]').count(), 0);
  const button = page.locator('button[data-control="strategy"]');
  await button.click();
  await expectText(page.locator('[data-strategy] h2'), /^Strategy: Single deck$/);
  await eventually(async () => assert.ok(await page.locator('[data-strategy] h2').evaluate(h => h === document.activeElement)));
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Escape');
  await eventually(async () => assert.equal(await page.locator('[data-strategy]').count(), 0));
  assert.ok(await button.evaluate(b => b === document.activeElement), 'the focus is back on the button');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
});

test('the built copy under the strict CSP, offline after one visit: the chart computes in its worker and exports', { timeout: 120_000 }, async () => {
  const dist = await startServerFor({ dist: true, csp: true });
  const session = await openGame(dist);
  try {
    const { page, context } = session;
    // One visit caches the game (the panel's files with it); then the network goes.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    dist.offline = true;
    await context.setOffline(true);
    await session.reload();
    await openPanel(page);
    const chart = await readChart(page);
    assert.equal(Object.keys(chart).length, 380);
    const [png] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-control="export-png"]').click()]);
    assert.match(png.suggestedFilename(), /\.png$/);
    const [svg] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-control="export-svg"]').click()]);
    assert.match(readFileSync(await svg.path(), 'utf8'), /data-cell="pair-8-2"/);
    assert.deepEqual(session.errors, [], 'no CSP violation, console error or failed request in the built copy');
  } finally {
    dist.offline = false;
    await session.close();
    await dist.close();
  }
});

test('inside <blackjack-table> (the embedding example, built copy, strict CSP): the panel in its shadow root', { timeout: 120_000 }, async () => {
  const dist = await startServerFor({ dist: true, csp: true });
  const ready = page => page.waitForFunction(() => [...document.querySelectorAll('blackjack-table')].every(e => e.dataset.ready === 'true'));
  const session = await openGame(dist, { path: 'embed.html', speed: null, ready });
  try {
    const first = session.page.locator('#first');
    await first.locator('button[data-control="strategy"]').click();
    await expectText(first.locator('[data-strategy] h2'), /^Стратегия: /);
    await eventually(async () => assert.equal(await first.locator('[data-strategy] [data-cell="hard-11-T"]').count(), 1), CHART);
    assert.equal(await session.page.locator('#second [data-strategy]').count(), 0, 'the other element has no panel');
    await first.locator('[data-strategy]').screenshot({ path: path.join(ARTIFACTS, 'strategy-embed-ru.png') });
    assert.deepEqual(session.errors, [], 'no CSP violation, console error or failed request');
  } finally {
    await session.close();
    await dist.close();
  }
});
