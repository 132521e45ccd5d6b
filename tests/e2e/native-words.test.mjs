// The panels added since the table (issue 33) as a Russian and a Romanian
// reader see them, on a phone (390 px): the Strategy panel's index plays and
// the Trainer's lines on land-casino name every hand from the language's
// catalogue (the names strategy-names.js builds, never the engine's "16 v T
// surrender"); the review, practice and lifetime progress say nothing in the
// engine's English. Screenshots of each, in both languages, are left in
// tests/artifacts/ (words-<lang>-*.png) to be looked at. Test build (stacked
// shoes).

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  assert, useServer, gameTest, eventually, chooseTable, norm, ROOT, expectRoundOver, ARTIFACTS,
} from './harness.mjs';
import { twelveAgainstFour } from './scripted-rounds.mjs';
import { playName, cellHand, cellUp } from '../../www/strategy/strategy-names.js';
import ruWords from '../../www/i18n/strategy-ru.js';
import roWords from '../../www/i18n/strategy-ro.js';

const server = useServer({ test: true });
const CLI = path.join(ROOT, 'target', 'release', 'blackjack');
const PLAYS = JSON.parse(execFileSync(CLI, ['indices', '--rules', 'land-casino', '--json'], { encoding: 'utf8' }));
const STRATEGY = { ru: ruWords, ro: roWords };
const SLOW = { timeout: 60_000, interval: 100 };
const COMPUTING = { timeout: 170_000, interval: 200 };
const PHONE = { width: 390, height: 844 };
const counting = () => localStorage.setItem('blackjack-prefs', JSON.stringify({ counting: true }));

/** The engine's English where a reader of ru or ro should see their own words, or a template's unfilled value. */
const ENGLISH = /(?<!\p{L})(v|vs|hit|stand|surrender|insurance|hard|soft)(?!\p{L})|\{\w*[}|]/iu;
/** A ten-value card written T (in Russian it reads as the Т of «туз»). */
const TEN = /(?<![\p{L}\d])T(?![\p{L}\d])/u;
const noEnglish = (text, where) => {
  assert.doesNotMatch(text, ENGLISH, `${where}: ${text}`);
  assert.doesNotMatch(text, TEN, `${where}: ${text}`);
};

/** A screenshot of `locator` only, as tests/artifacts/words-<name>.png. */
const shot = (locator, name) => locator.screenshot({ path: path.join(ARTIFACTS, `words-${name}.png`) });

gameTest(server, 'ru and ro on a phone: index plays and Trainer lines named from the catalogue, no engine English in the review, practice or lifetime progress', { timeout: 420_000, init: counting, locale: 'ru-RU', viewport: PHONE }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await page.locator('input[data-control="trainer"]').check();
  await page.locator('button[data-control="strategy"]').click();
  await page.locator('select[data-control="trainer-grade"]').selectOption('chart');
  await eventually(async () => assert.ok(await page.locator('table[data-indices] tr[data-index-play]').count() > 0), COMPUTING);
  await eventually(async () => assert.equal(norm(await page.locator('[data-cell="hard-12-4"]').textContent()), 'S'), SLOW);
  for (const [i, lang] of ['ru', 'ro'].entries()) {
    const w = STRATEGY[lang];
    if (i) await page.locator('select[data-lang]').selectOption(lang);
    await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), lang));
    // The Trainer's last verdict was worded in the other language: gone with it.
    if (i) await eventually(async () => assert.equal(norm(await page.locator('[data-trainer]').textContent()), ''));
    // The index plays: each row is the play named from the catalogue, as the engine lists them.
    const rows = page.locator('table[data-indices] tbody tr th');
    await eventually(async () => assert.deepEqual((await rows.allTextContents()).map(norm), PLAYS.map(p => norm(playName(w, p, true)))));
    noEnglish(norm(await page.locator('table[data-indices]').textContent()), `${lang} index plays`);
    await shot(page.locator('.strategy-indices-section'), `${lang}-index-plays`);

    // The Trainer's line for 12 v 4 at a negative count: the chart's cell and the index play, both in the language.
    await twelveAgainstFour(page, i === 0);
    await expectRoundOver(page);
    const trainer = page.locator('[data-trainer]');
    const line = await eventually(async () => {
      const text = norm(await trainer.textContent());
      assert.ok(text.includes(norm(playName(w, { total: 12, up: 4, deviation: 'stand-over-hit' }))), `${lang}: ${text}`);
      assert.ok(text.includes(norm(cellHand(w, 'hard-12-4'))) && text.includes(cellUp(w, 'hard-12-4')), `${lang}: ${text}`);
      return text;
    }, SLOW);
    noEnglish(line, `${lang} Trainer`);
    await trainer.scrollIntoViewIfNeeded();
    await shot(trainer, `${lang}-trainer`);
  }
  await page.keyboard.press('Escape');

  for (const lang of ['ro', 'ru']) {
    await page.locator('select[data-lang]').selectOption(lang);
    await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), lang));
    // The review of the last round (the 12 against 4 hit).
    await page.locator('button[data-control="history"]').click();
    await page.locator('dialog[data-history] [data-control="review"]').first().click();
    const review = page.locator('dialog[data-review]');
    await eventually(async () => assert.ok(await review.locator('[data-decision]').count() > 0), SLOW);
    noEnglish(norm(await review.textContent()), `${lang} review`);
    await page.screenshot({ path: path.join(ARTIFACTS, `words-${lang}-review.png`) });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    // Lifetime progress, in the Session panel (still open after practice the second time).
    if (!(await page.locator('[data-session-panel]').count())) await page.locator('button[data-control="session"]').click();
    await page.waitForSelector('[data-session-panel] [data-history-count]', { state: 'attached' });
    const progress = page.locator('[data-progress-ev-per-100]');
    if (!(await progress.isVisible())) await page.locator('button[data-control="progress"]').click();
    await eventually(async () => assert.ok(await progress.isVisible()), SLOW);
    const panel = page.locator('[data-session-panel]');
    noEnglish(norm(await panel.textContent()), `${lang} session panel and lifetime progress`);
    await shot(panel, `${lang}-progress`);
    // The tables scroll inside their own region; the page never scrolls sideways.
    assert.deepEqual(await page.evaluate(() => [document.documentElement.scrollWidth <= innerWidth, document.querySelectorAll('.progress-scroll .progress-table').length]), [true, 2], `${lang}: no sideways scroll`);
    // Practice, from the same panel: its banner and first line.
    await page.locator('button[data-control="practice"]').click();
    await page.waitForSelector('.game[data-practice] [data-practice-grade]');
    await eventually(async () => assert.equal(await page.locator('.hand[data-hand="0"] .card').count(), 2));
    const drill = norm(await page.locator('.game[data-practice]').textContent());
    noEnglish(drill, `${lang} practice`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(ARTIFACTS, `words-${lang}-practice.png`) });
    await page.locator('[data-control="practice-exit"]').click();
    await page.waitForSelector('.game:not([data-practice])');
  }
});
