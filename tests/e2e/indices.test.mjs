// Index plays and bet spreads on the page (issues 13, 24 and 32): the Strategy
// panel's table of index plays for land-casino holds what `blackjack indices
// --json` prints, is kept across a reload under the engine's fingerprint of
// its method (`blackjack indices --fingerprint`) and computed again when kept
// under another, and a table without a shoe says
// counting cannot help; with counting on, the Trainer grades a deviation (12 v 4 hit at a
// negative true count, from a stacked shoe) and counts it across a reload;
// the Simulate panel's spread run shows its three figures and equals
// `blackjack simulate --spread` for the same seed, rounds and spread;
// Russian words, the engine's refusal of a spread among them. Test build
// (stacked shoes).

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  assert, useServer, gameTest, expectText, eventually, chooseTable, norm, ROOT,
  expectRoundOver, expectVisible,
} from './harness.mjs';
import { twelveAgainstFour } from './scripted-rounds.mjs';

const server = useServer({ test: true });
const CLI = path.join(ROOT, 'target', 'release', 'blackjack');
const cli = (...args) => JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' }));
const SLOW = { timeout: 60_000, interval: 100 };
const counting = () => localStorage.setItem('blackjack-prefs', JSON.stringify({ counting: true }));

const openStrategy = page => page.locator('button[data-control="strategy"]').click();
const UP = { 1: 'A', 10: 'T' };
const rowId = p => (p.deviation === 'insure' ? 'insurance'
  : p.deviation === 'split-over-stand' ? `split-${p.total / 2}-${UP[p.up] || p.up}`
    : `${p.deviation === 'surrender' ? 'surrender-' : ''}${p.total}-${UP[p.up] || p.up}`);
// Computing a table's index plays takes the worker some seconds (once).
const COMPUTING = { timeout: 170_000, interval: 200 };

/** The panel's index plays once shown: row id → the data-index (null where none). */
async function readIndices(page) {
  await eventually(async () => assert.ok(await page.locator('table[data-indices] tr[data-index-play]').count() > 0), COMPUTING);
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('table[data-indices] tr[data-index-play]')]
    .map(tr => [tr.dataset.indexPlay, tr.querySelector('[data-index]')?.dataset.index ?? null])));
}

/** The panel's ties: row id → the data-as-good, for the rows that have one. */
const readTies = page => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('table[data-indices] [data-as-good]')]
  .map(td => [td.closest('tr').dataset.indexPlay, td.dataset.asGood])));

gameTest(server, 'indices: the land-casino table shows the CLI\'s index plays, kept across a reload under the engine\'s fingerprint and computed again under another; a table without a shoe says counting cannot help', { timeout: 420_000 }, async (session) => {
  const { page } = session;
  await chooseTable(page, 'land-casino');
  const started = Date.now();
  await openStrategy(page);
  const shown = await readIndices(page);
  // How long the worker took, for docs/counting.md (printed, never asserted).
  console.log(`land-casino index plays computed in the worker in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const plays = cli('indices', '--rules', 'land-casino', '--json');
  const expected = Object.fromEntries(plays.map(p => [rowId(p), p.rounded == null ? null : String(p.rounded)]));
  assert.deepEqual(shown, expected);
  // The counts the engine gives as good (a tie next to the index), drawn as it gives them.
  const ties = Object.fromEntries(plays.filter(p => p.as_good?.length).map(p => [rowId(p), p.as_good.join(',')]));
  assert.deepEqual(await readTies(page), ties);
  for (const [id, others] of Object.entries(ties)) {
    const cell = norm(await page.locator(`tr[data-index-play="${id}"] [data-index]`).textContent());
    assert.match(cell, new RegExp(`\\(.?${Math.abs(Number(others.split(',')[0]))} as good: a tie\\)`), cell);
  }
  assert.match(norm(await page.locator('[data-strategy]').textContent()), /either index is as good/);
  assert.equal(shown['16-T'], '0');
  assert.ok('surrender-15-9' in shown && 'insurance' in shown && 'split-10-6' in shown);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('blackjack-indices')));
  assert.equal(kept.tables.length, 1, 'kept once computed');
  await session.reload();
  await openStrategy(page);
  assert.deepEqual(await readIndices(page), expected, 'read back after a reload');
  const cells = page.locator('tr[data-index-play="12-4"] td');
  assert.deepEqual([norm(await cells.nth(1).textContent()), norm(await cells.nth(2).textContent())], ['Hit', 'Stand'], 'below the index, at or above it');
  assert.match(norm(await page.locator('[data-strategy]').textContent()), /no index within ±12/);
  // Kept under the engine's fingerprint of its method, the one the CLI prints (issue 32): what
  // this engine kept is shown as it was kept (here a forged 16 v T at +3), what was kept under
  // another method (a browser's from before the fingerprint) is computed again.
  const { indices: method } = cli('indices', '--fingerprint');
  assert.match(method, /^[0-9a-f]{16}$/);
  assert.equal(kept.method, method, 'kept under the engine\'s fingerprint, the same in the worker and natively');
  const [id] = kept.tables[0];
  const forged = plays.map(p => (rowId(p) === '16-T' ? { ...p, rounded: 3, as_good: [] } : p));
  const keep = text => page.evaluate(t => localStorage.setItem('blackjack-indices', t), text);
  await keep(JSON.stringify({ method, tables: [[id, forged]] }));
  await session.reload();
  await openStrategy(page);
  assert.equal((await readIndices(page))['16-T'], '3', 'what this engine kept is shown as kept');
  await keep(JSON.stringify({ method: 'real-shoes-2', tables: [[id, forged]] }));
  await session.reload();
  await openStrategy(page);
  assert.deepEqual(await readIndices(page), expected, 'what another method kept is computed again');
  const again = await page.evaluate(() => JSON.parse(localStorage.getItem('blackjack-indices')));
  assert.equal(again.method, method);
  assert.deepEqual(again.tables.map(e => e[0]), [id], 'the stale entry replaced');
  await chooseTable(page, 'shuffle-machine');
  await expectText(page.locator('[data-strategy] h2'), /machine/i);
  assert.equal(await page.locator('table[data-indices]').count(), 0, 'no index plays without a cut card');
  assert.match(norm(await page.locator('[data-indices-none]').textContent()), /counting cannot change the odds at this table/);
});

gameTest(server, 'indices: with counting on, the Trainer expects 12 v 4 hit at a negative true count, and counts the deviation across a reload', { timeout: 180_000, init: counting }, async (session) => {
  const { page } = session;
  await chooseTable(page, 'land-casino');
  await page.locator('input[data-control="trainer"]').check();
  await openStrategy(page);
  await page.locator('select[data-control="trainer-grade"]').selectOption('chart');
  await readIndices(page);
  // The chart too (a decision made before it is computed is not graded): it stands on 12 v 4.
  await eventually(async () => assert.equal(norm(await page.locator('[data-cell="hard-12-4"]').textContent()), 'S'), SLOW);
  const trainer = page.locator('[data-trainer]');
  // Four tens seen (a running count of −4), then 12 v 4: the chart stands, the index (0) says hit.
  await twelveAgainstFour(page);
  await eventually(async () => assert.match(norm(await trainer.textContent()),
    /^Chart hard 12 v 4: Stand\. Index play hard 12 v 4: Hit at true count -0\.5 < 0\. Right: Hit\./), SLOW);
  const row = page.locator('[data-trainer-kind="deviations"]');
  await eventually(async () => assert.equal(norm(await row.locator('[data-right]').textContent()), '1'));
  await expectRoundOver(page);
  await session.reload();
  await openStrategy(page);
  await eventually(async () => assert.equal(norm(await row.locator('[data-right]').textContent()), '1'));
  assert.equal(norm(await row.locator('[data-wrong]').textContent()), '0');
});

const SEED = '00000000000000000000000000000000000000000000000000000000000000a2';

gameTest(server, 'indices: the spread simulation shows its figures and equals the CLI for the same seed', { timeout: 180_000 }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await page.locator('button[data-control="simulate"]').click();
  await expectVisible(page.locator('[data-sim]'));
  const field = name => page.locator(`[data-sim-field="${name}"]`);
  assert.equal(await field('spread').inputValue(), '1:1,2:2,3:4,4:8');
  for (const [name, value] of [['rounds', 30000], ['sessions', 2], ['session', 10], ['seed', SEED]]) await field(name).fill(String(value));
  const bet = Number(await field('bet').inputValue());
  const bankroll = Number(await field('bankroll').inputValue());
  await page.locator('button[data-control="run-simulation"]').click();
  await eventually(async () => assert.equal(await page.locator('[data-spread-advantage]').count(), 1), SLOW);
  const shown = await page.evaluate(() => Object.fromEntries(['spreadAdvantage', 'spreadSd', 'spreadRuin']
    .map(k => [k, Number(document.querySelector(`[data-${k.replace(/[A-Z]/g, c => `-${c.toLowerCase()}`)}]`).dataset[k])])));
  const native = cli('simulate', '--rules', 'land-casino', '--rounds', '30000', '--bet', String(bet), '--seed', SEED,
    '--spread', '1:1,2:2,3:4,4:8', '--bankroll', String(bankroll), '--json');
  const close = (a, b, what) => assert.ok(Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)), `${what}: page ${a}, CLI ${b}`);
  close(shown.spreadAdvantage, native.advantage, 'advantage');
  close(shown.spreadSd, native.sd_units, 'sd');
  close(shown.spreadRuin, native.risk_of_ruin * 100, 'risk of ruin');
  assert.ok(shown.spreadRuin > 0 && shown.spreadRuin < 100, `this seed gives a risk of ruin inside (0, 100) %: ${shown.spreadRuin}`);
  assert.match(norm(await page.locator('[data-spread-advantage]').textContent()), /^-?\d+\.\d{4} % of the money wagered$/);
  // A spread the engine refuses says why.
  await field('spread').fill('2:1,1:4');
  await page.locator('button[data-control="run-simulation"]').click();
  await eventually(async () => assert.equal(norm(await page.locator('.sim-status').textContent()),
    'Write the bet spread as TC:UNITS pairs, true counts rising, units from 1 to 1000, for example 1:1,2:2,3:4,4:8.'), SLOW);
  assert.equal(await page.locator('button[data-control="run-simulation"]').isEnabled(), true, 'Run is ready again');
});

gameTest(server, 'indices: Russian words in the index table and the spread field', { timeout: 180_000, locale: 'ru-RU' }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await openStrategy(page);
  await readIndices(page);
  const text = norm(await page.locator('[data-strategy]').textContent());
  assert.match(text, /Отклонения по индексам \(Hi-Lo\)/);
  assert.match(text, /Истинный счёт/);
  await page.locator('button[data-control="simulate"]').click();
  await expectText(page.locator('.sim-field-spread span'), /Разброс ставок по истинному счёту Hi-Lo/);
  // The engine's refusal of a spread, in Russian.
  await page.locator('[data-sim-field="spread"]').fill('1:1,1:2');
  await page.locator('button[data-control="run-simulation"]').click();
  await eventually(async () => assert.match(norm(await page.locator('.sim-status').textContent()),
    /^Запишите разброс ставок парами TC:UNITS/), SLOW);
});
