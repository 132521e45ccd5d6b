// The review of a round (issue 22), in the test build with stacked shoes:
// opened from History, every decision's options with the engine's values
// (one taken, the best the highest), the taken option's what-if equal to
// the real round, another option's what-if beside it; keyboard only (open,
// arrows, Escape, focus back); axe on the open review; a share link opened
// in a fresh profile shows the same cards in the same order and leaves that
// profile's bankroll untouched; a damaged link says so; a split round and a
// land-casino round with two boxes open without errors.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  assert, useServer, gameTest, openGame, act, chips, stack, eventually, expectRoundOver, expectBankroll,
  chooseTable, playRound, screenshot, bankrollText, norm,
} from './harness.mjs';
import { landCasinoRound } from './scripted-rounds.mjs';

const server = useServer({ test: true });
const SLOW = { timeout: 60_000, interval: 80 };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const review = page => page.locator('dialog[data-review]');
const decisions = page => review(page).locator('[data-decision]');

/** Opens History and the review of its newest round (`keys`: focus and Enter, no mouse). */
async function openFromHistory(page, keys = false) {
  await page.locator('button[data-control="history"]').click();
  const button = page.locator('dialog[data-history] [data-control="review"]').first();
  if (keys) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  await eventually(async () => assert.equal(await review(page).locator('[data-review-board]').count(), 1), SLOW);
  return button;
}

/** The cards dealt so far on the review's table, in the order dealt, once it shows its last step. */
async function dealtOrder(page) {
  const board = review(page).locator('[data-review-board]');
  const forward = review(page).locator('[data-control="review-forward"]');
  await eventually(async () => {
    if ((await forward.getAttribute('aria-disabled')) === 'true') return;
    await forward.click();
    throw new assert.AssertionError({ message: 'not at the last step yet' });
  });
  return (await board.getAttribute('data-dealt')).split(' ');
}

/** A bad stand: hard 5 against a 6 (the dealer draws to 18). */
async function badStand(page) {
  await chips(page, 5);
  await stack(page, ['2S', '6D', '3H', 'TC', '2C']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectRoundOver(page);
}

/** Runs axe on the page; fails on any serious or critical violation. */
async function audit(page, label) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const bad = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
      .map(v => `${v.impact} ${v.id}: ${v.nodes.map(n => `${JSON.stringify(n.target)} ${n.failureSummary}`).join('; ')}`);
  });
  assert.deepEqual(bad, [], `${label}: axe found serious or critical violations`);
}

gameTest(server, 'a bad stand reviewed: the options valued, the taken one marked, the best the highest; what-ifs beside the real round', { timeout: 120_000 }, async ({ page }) => {
  await badStand(page);
  const net = await page.evaluate(() => window.blackjackTest.history().pop().result.net);
  await openFromHistory(page);
  await eventually(async () => assert.equal(await decisions(page).count(), 1), SLOW);
  const options = await decisions(page).first().locator('[data-option]').evaluateAll(bs => bs.map(b => ({
    option: b.dataset.option, ev: b.dataset.ev, chosen: 'chosen' in b.dataset, best: 'best' in b.dataset,
  })));
  assert.ok(options.length >= 2, JSON.stringify(options));
  for (const o of options) assert.ok(Number.isFinite(Number(o.ev)) && o.ev.trim() !== '', `a plain number: ${o.ev}`);
  assert.deepEqual(options.filter(o => o.chosen).map(o => o.option), ['stand'], 'exactly one taken: stand');
  const best = options.filter(o => o.best);
  assert.equal(best.length, 1);
  assert.equal(Number(best[0].ev), Math.max(...options.map(o => Number(o.ev))), 'the best has the highest value');
  assert.equal(best[0].option, 'hit');
  assert.equal(await decisions(page).first().getAttribute('data-grade'), 'blunder');
  // The option taken, played again: the real round exactly.
  await decisions(page).first().locator('[data-option="stand"]').click();
  const whatIfNet = review(page).locator('[data-what-if-net]');
  await eventually(async () => assert.equal(Number(await whatIfNet.getAttribute('data-what-if-net')), Number(net)), SLOW);
  assert.equal(await review(page).locator('[data-result="real"] .card').evaluateAll(cs => cs.map(c => c.dataset.card).join()),
    await review(page).locator('[data-what-if] .card').evaluateAll(cs => cs.map(c => c.dataset.card).join()), 'the same cards');
  // Another option: its what-if, marked as one, with its own net.
  await decisions(page).first().locator('[data-option="hit"]').click();
  await eventually(async () => assert.equal(await review(page).locator('[data-what-if="hit"] [data-what-if-net]').count(), 1), SLOW);
  assert.ok(Number.isFinite(Number(await whatIfNet.getAttribute('data-what-if-net'))));
  assert.match(norm(await review(page).locator('[data-what-if]').textContent()), /What if: Hit at decision 1/);
  assert.deepEqual(await dealtOrder(page), ['2S', '6D', '3H', 'TC', '2C'], 'the cards in the order dealt');
  await expectBankroll(page, '995');
  await screenshot(page, 'review-bad-stand');
});

gameTest(server, 'keyboard only: the review opens, steps with the arrows, closes with Escape, focus back; axe finds nothing', { timeout: 120_000 }, async ({ page }) => {
  await badStand(page);
  const opener = await openFromHistory(page, true);
  await eventually(async () => assert.equal(await decisions(page).count(), 1), SLOW);
  const step = async () => Number(await review(page).getAttribute('data-step'));
  assert.equal(await step(), 0);
  for (let i = 1; i <= 5; i++) {
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await step(), i));
  }
  // The fifth step is the decision: its block is the one marked.
  assert.equal(await review(page).locator('[data-decision][aria-current="step"]').count(), 1);
  await page.keyboard.press('ArrowLeft');
  await eventually(async () => assert.equal(await step(), 4));
  assert.match(norm(await review(page).locator('[data-review-step]').textContent()), /^Step 4 of 7/);
  await audit(page, 'the open review');
  await page.keyboard.press('Escape');
  await eventually(async () => assert.equal(await review(page).count(), 0));
  assert.equal(await opener.evaluate(b => b === document.activeElement), true, 'focus back on the Review button');
});

gameTest(server, 'a share link opened in a fresh profile shows the same cards in the same order; that bankroll is untouched', { timeout: 150_000 }, async ({ page }) => {
  const start = norm(await bankrollText(page).textContent());
  await playRound(page);
  await openFromHistory(page);
  const share = review(page).locator('[data-control="share"]');
  await eventually(async () => assert.match(await share.getAttribute('href') || '', /#review=1\./), SLOW);
  const href = await share.getAttribute('href');
  const order = await dealtOrder(page);
  const link = href.slice(href.indexOf('#'));
  const other = await openGame(server.server, { path: link });
  try {
    await eventually(async () => assert.equal(await review(other.page).locator('[data-review-board]').count(), 1), SLOW);
    assert.deepEqual(await dealtOrder(other.page), order);
    assert.equal(norm(await bankrollText(other.page).textContent()), start, 'the visitor\'s bankroll is untouched');
    assert.equal(await other.page.evaluate(() => window.blackjackTest.history().length), 0, 'and no round was played');
    await other.page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await other.page.evaluate(() => location.hash), ''));
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
  }
  // A damaged link: the dialog says so.
  const broken = await openGame(server.server, { path: `${link.slice(0, -4)}!!` });
  try {
    const status = review(broken.page).locator('[role="status"]');
    await eventually(async () => assert.match(await review(broken.page).getAttribute('data-error') || '', /^link-(malformed|altered)$/), SLOW);
    assert.match(norm(await status.textContent()), /This review link (is damaged|has been altered)/);
    assert.deepEqual(broken.errors, []);
  } finally {
    await broken.close();
  }
});

gameTest(server, 'a split round and a land-casino round with two boxes open their reviews without errors', { timeout: 150_000 }, async ({ page }) => {
  // The land-casino round first: its script expects the starting bankroll.
  await landCasinoRound(page);
  await openFromHistory(page);
  await eventually(async () => assert.ok(await decisions(page).count() >= 4), SLOW);
  const boxes = await decisions(page).evaluateAll(ds => [...new Set(ds.map(d => d.dataset.box))]);
  assert.deepEqual(boxes.sort(), ['1', '2'], 'decisions of both boxes');
  await screenshot(page, 'review-land-casino');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await chooseTable(page, 'single-deck');
  await chips(page, 5, 5);
  await stack(page, ['8S', '6D', '8H', 'TC', '3C', 'TD', '2H', '9S', '9H']);
  await act(page, 'deal');
  await act(page, 'split');
  await act(page, 'double');
  await act(page, 'double');
  await expectRoundOver(page, 2);
  await openFromHistory(page);
  await eventually(async () => assert.ok(await decisions(page).count() >= 3), SLOW);
  assert.equal(await decisions(page).locator('[data-chosen]').count(), await decisions(page).count(), 'one taken per decision');
  await screenshot(page, 'review-split');
});
