// The Counting lab (issue 37) on the page: at land-casino the worker deals
// the table's shoes with progress while the table answers a click, and the
// figures, the ramp and every count's row the page shows are those of
// `blackjack ramp --json` for the same table, bankroll, spread and risk, to
// the last digit; the counts are kept across a reload (IndexedDB, under the
// engine's fingerprint of the lab), and a damaged copy is dealt again; a
// field the engine refuses is named and marked, and nothing shown changes;
// Russian; a phone; a table that shuffles every round says counting cannot
// help; Cancel stops at once; with site data blocked, the lab still works and
// says nothing was kept. Screenshots in tests/artifacts/ (lab-*).

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import {
  assert, useServer, gameTest, chooseTable, eventually, expectVisible, expectEnabled, norm, screenshot, ROOT, ARTIFACTS,
} from './harness.mjs';
import { steps } from '../../www/lab/lab-view.js';

const server = useServer({ test: true });
const CLI = path.join(ROOT, 'target', 'release', 'blackjack');
const cli = async (...args) => JSON.parse((await promisify(execFile)(CLI, args, { encoding: 'utf8', maxBuffer: 1 << 24 })).stdout);
// The index plays and the counts take the worker some tens of seconds (once per table).
const DEALING = { timeout: 240_000, interval: 200 };
// The index plays the first test's page computed and kept (localStorage's
// `blackjack-indices`, the Strategy panel's keeping): the later tests start
// with them kept, as a returning player's browser would, so that the
// suite computes land-casino's index plays once.
const seen = { indices: null };
const keepIndices = kept => kept.indices && localStorage.setItem('blackjack-indices', kept.indices);

const panel = page => page.locator('[data-lab]');
const field = (page, name) => page.locator(`[data-lab-field="${name}"]`);
const compute = page => page.locator('button[data-control="run-lab"]').click();
const status = page => page.locator('[data-lab] .lab-status');

/** A picture of the lab's panel alone, tests/artifacts/NAME.png. */
const panelShot = (page, name) => panel(page).screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

async function openLab(page) {
  await page.locator('button[data-control="lab"]').click();
  await expectVisible(panel(page));
}

/** The figures, steps and rows the page shows, with the engine's numbers from the data attributes. */
function readResults(page) {
  return page.evaluate(() => {
    const all = s => [...document.querySelectorAll(s)];
    return {
      figures: Object.fromEntries(all('[data-lab-figure]').map(d => [d.dataset.labFigure, { value: Number(d.dataset.value), error: Number(d.dataset.error), text: d.textContent }])),
      steps: all('[data-lab-step]').map(li => ({ from: Number(li.dataset.from), to: Number(li.dataset.to), bet: Number(li.dataset.bet) })),
      rows: all('table[data-lab-counts] tbody tr').map(tr => [Number(tr.dataset.tc), ...[...tr.cells].slice(1).map(td => td.textContent)]),
      source: document.querySelector('[data-lab-source]')?.dataset.labSource,
      exported: document.querySelector('[data-lab-export]')?.textContent,
      plots: all('[data-lab] svg[role="img"][aria-label]').map(s => s.dataset.plot),
    };
  });
}

/** Waits for the results of the job started, and reads them. */
async function results(page) {
  await eventually(async () => assert.ok(await page.locator('[data-lab-figures]').count() > 0, 'the figures are shown'), DEALING);
  return readResults(page);
}

/** Reloads the page, opens the lab at land-casino and computes: its results. */
async function reloadAndCompute(page) {
  await page.reload();
  await page.locator('body[data-ready]').waitFor();
  await chooseTable(page, 'land-casino');
  await openLab(page);
  await compute(page);
  return results(page);
}

/** The page's figures are the CLI's, each value and error to the last digit. */
function sameAsCli(shown, expected, label) {
  for (const name of ['win_per_100', 'sd_per_100', 'di', 'score', 'n0', 'certainty_equivalent', 'risk_of_ruin']) {
    assert.equal(shown.figures[name]?.value, expected[name], `${label}: ${name}`);
    assert.equal(shown.figures[name]?.error, expected[`${name}_error`], `${label}: ${name}'s error`);
  }
  assert.equal(shown.figures.average_bet.value, expected.average_bet, `${label}: the average bet`);
  assert.deepEqual(shown.steps, steps(expected.bets), `${label}: the ramp, the CLI's bets joined into steps`);
  assert.deepEqual(shown.rows.map(r => r[0]), expected.counts.map(c => c.tc), `${label}: a row per count`);
}

gameTest(server, 'lab: land-casino\'s counts are dealt in the worker with progress, the figures are the CLI\'s, kept across a reload; refusals name their field; Russian; a phone', { timeout: 600_000 }, async ({ page }, t) => {
  // One thread, not to starve the other test file's browser (the figures do not depend on the threads).
  const expected = cli('ramp', '--rules', 'land-casino', '--bankroll', '10000', '--spread', '1:8', '--risk', '13.5', '--threads', '1', '--json');
  await chooseTable(page, 'land-casino');
  await openLab(page);
  await screenshot(page, 'lab-empty');
  const started = Date.now();
  await compute(page);
  // The shoes are dealt in slices with progress, to the engine's number of rounds.
  const progress = page.locator('[data-lab] [data-progress]');
  await eventually(async () => assert.ok(await progress.evaluate(p => p.value) > 0, 'the dealing moves'), DEALING);
  const dealt = await progress.evaluate(p => p.max);
  // The table answers a chip while the worker deals: the felt changes, the dealing still under way.
  const answered = await page.evaluate(() => new Promise(resolve => {
    const felt = document.querySelector('[data-boxes]');
    const bar = document.querySelector('[data-lab] [data-progress]');
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve({ dealing: bar.value < bar.max && !bar.hidden });
    });
    observer.observe(felt, { subtree: true, childList: true, characterData: true, attributes: true });
    document.querySelector('button[data-chip="25"]').click();
  }));
  assert.ok(answered.dealing, 'the chip is on the felt while the shoes are still being dealt');
  const shown = await results(page);
  t.diagnostic(`land-casino's counts: ${((Date.now() - started) / 1000).toFixed(1)} s in the page, index plays included`);
  seen.indices = await page.evaluate(() => localStorage.getItem('blackjack-indices'));
  const cliRamp = await expected;
  assert.equal(dealt, cliRamp.rounds, 'the progress counts the rounds the CLI deals');
  sameAsCli(shown, cliRamp, 'dealt');
  assert.equal(shown.source, 'computed');
  assert.match(shown.figures.score.text, /^\d+\.\d ± \d+\.\d$/, 'SCORE with its error, as the CLI writes it');
  assert.deepEqual(shown.plots, ['lab-ramp', 'lab-counts', 'lab-risk'], 'three plots, each an image with its words');
  assert.match(shown.exported, /^Counting lab: Land casino\nBankroll 10,000, spread 1:8, risk of ruin 13.5\u00a0%\n/);
  assert.match(await page.locator('[data-lab] .lab-repeat code').textContent(), /^blackjack ramp --rules land-casino --bankroll 10000 --spread 1:8 --risk 13\.5$/);
  assert.match(await page.locator('a[data-control="lab-export"]').getAttribute('href'), /^data:text\/plain;charset=utf-8,Counting%20lab/);
  assert.match(await page.locator('[data-lab] svg[data-plot="lab-risk"]').getAttribute('aria-label'),
    new RegExp(`at a bankroll of 10,000: for life ${(cliRamp.risk_of_ruin * 100).toFixed(1)}\u00a0%`));
  await screenshot(page, 'lab-desktop');
  await page.locator('[data-lab] svg[data-plot="lab-counts"]').screenshot({ path: path.join(ARTIFACTS, 'lab-counts-plot.png') });

  // A refused field: named and marked; what is shown stays.
  await field(page, 'risk').fill('0');
  await compute(page);
  await eventually(async () => assert.match(await status(page).textContent(), /^Risk of ruin: a percentage above 0/));
  assert.equal(await field(page, 'risk').getAttribute('aria-invalid'), 'true');
  assert.equal(await field(page, 'bankroll').getAttribute('aria-invalid'), null);
  sameAsCli(await readResults(page), cliRamp, 'after a refusal');
  await field(page, 'risk').fill('13.5');
  await field(page, 'wong-in').fill('1');
  await field(page, 'wong-out').fill('3');
  await compute(page);
  await eventually(async () => assert.match(await status(page).textContent(), /^Back-counting: whole true counts/));
  assert.equal(await field(page, 'wong-out').getAttribute('aria-invalid'), 'true');
  await field(page, 'wong-out').fill('');
  await field(page, 'wong-in').fill('');

  // Kept: after a reload the same figures come without dealing.
  const kept = await reloadAndCompute(page);
  assert.equal(kept.source, 'stored', 'the counts kept on the earlier visit');
  sameAsCli(kept, cliRamp, 'kept');

  // Russian, at desktop width and on a phone.
  await page.locator('select[data-lang]').selectOption('ru');
  await eventually(async () => assert.match(await page.locator('[data-lab] h2').textContent(), /^Лаборатория счёта: /));
  const ru = await readResults(page);
  assert.match(ru.exported, /^Лаборатория счёта: Классическое казино\nБанкролл 10\u00a0000, разброс 1:8, риск разорения 13,5\u00a0%\n/);
  assert.equal(ru.figures.score.text, kept.figures.score.text.replace(/\./g, ','));
  await panelShot(page, 'lab-desktop-ru');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('[data-lab-figures]').scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `nothing wider than the phone (${overflow} px over)`);
  await panelShot(page, 'lab-phone-ru');
  await page.locator('select[data-lang]').selectOption('en');
  await eventually(async () => assert.match(await page.locator('[data-lab] h2').textContent(), /^Counting lab: /));
  await panelShot(page, 'lab-phone');

  // Damaged where they were kept: the engine refuses them, and the shoes are dealt again.
  const damaged = await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('blackjack-lab');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('counts', 'readwrite').objectStore('counts');
      const all = store.getAll();
      all.onsuccess = () => {
        for (const entry of all.result) {
          entry.bytes[entry.bytes.length >> 1] ^= 1;
          store.put(entry);
        }
        store.transaction.oncomplete = () => resolve(all.result.map(entry => entry.id));
      };
    };
  }));
  assert.equal(damaged.length, 1, 'one table kept');
  // Kept under the engine's fingerprints of the lab and of the index plays' method: the CLI's.
  const prints = await cli('indices', '--fingerprint');
  assert.deepEqual(JSON.parse(damaged[0]).slice(0, 2), [prints.lab, prints.indices], 'kept under the fingerprints the CLI prints');
  const again = await reloadAndCompute(page);
  assert.equal(again.source, 'computed', 'dealt again');
  sameAsCli(again, cliRamp, 'dealt again');
});

gameTest(server, 'lab: a table that shuffles before every round says counting cannot help; Cancel stops the dealing at once', {
  timeout: 300_000, init: keepIndices, initArg: seen,
}, async ({ page }) => {
  await openLab(page);
  await compute(page);
  await eventually(async () => assert.match(await status(page).textContent(), /^Counting cannot help here: this table shuffles before every round/), DEALING);
  assert.equal(await page.locator('[data-lab-figures]').count(), 0, 'no figures');
  await chooseTable(page, 'land-casino');
  await compute(page);
  const progress = page.locator('[data-lab] [data-progress]');
  await eventually(async () => assert.ok(await progress.evaluate(p => p.value) > 0, 'the dealing moves'), DEALING);
  await page.locator('button[data-control="cancel-lab"]').click();
  await eventually(async () => assert.equal(await status(page).textContent(), 'Cancelled.'));
  await expectEnabled(page.locator('button[data-control="run-lab"]'));
  assert.ok(await progress.evaluate(p => p.value < p.max), 'the progress stays where the dealing stopped');
  assert.equal(await page.locator('[data-lab-figures]').count(), 0, 'no figures');
});

gameTest(server, 'lab: with site data blocked, the lab deals, shows its figures and says nothing was kept', {
  timeout: 300_000,
  initArg: seen,
  init: kept => {
    if (kept.indices) localStorage.setItem('blackjack-indices', kept.indices);
    Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('blocked', 'SecurityError'); } });
  },
}, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await openLab(page);
  await field(page, 'spread').fill('12');
  await compute(page);
  const shown = await results(page);
  assert.equal(shown.source, 'computed');
  assert.match(norm(await page.locator('[data-lab-source]').textContent()), /This browser keeps no site data/);
  assert.ok(shown.steps.at(-1).bet <= 12 * shown.steps[0].bet, 'within the 1:12 spread');
});
