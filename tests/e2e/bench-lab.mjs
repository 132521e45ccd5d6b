// A benchmark of the Counting lab in Chromium, not a test: at land-casino,
// in a fresh browser each run (nothing kept), the time from Compute to the
// figures (the table's index plays, then its counts dealt in the engine
// port's worker, then the ramp), the dealing alone (the page's own measure,
// [data-lab-source] data-seconds), a second Compute with the counts kept
// (the ramp from kept counts, click to figures), and how fast the table
// answers a chip while the shoes are dealt (click to the felt's change).
//
//   bash www/build.sh && cd tests && node e2e/bench-lab.mjs [RUNS]
//
// RUNS (default 3): the medians with min–max, the date and the load average.
import { benchPage } from './harness.mjs';
import { machine, spread } from './bench-stats.mjs';

const RUNS = Number(process.argv[2] || 3);
const run = machine();
const [total, dealing, kept, clicks] = [[], [], [], []];

for (let i = 0; i < RUNS; i++) {
  const { page, close } = await benchPage({ test: false });
  try {
    await page.locator('select[data-table-select]').selectOption('land-casino');
    await page.locator('button[data-control="lab"]').click();
    await page.locator('[data-lab]').waitFor();
    const t0 = Date.now();
    await page.locator('button[data-control="run-lab"]').click();
    // Chip clicks while the worker deals: each one's time from click to the felt's change.
    await page.waitForFunction(() => document.querySelector('[data-lab] [data-progress]')?.value > 0, null, { timeout: 120_000 });
    const answered = await page.evaluate(async () => {
      const felt = document.querySelector('[data-boxes]');
      const times = [];
      for (const chip of [...document.querySelectorAll('button[data-chip]')].slice(0, 3)) {
        const changed = new Promise(resolve => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(performance.now());
          });
          observer.observe(felt, { subtree: true, childList: true, characterData: true, attributes: true });
        });
        const start = performance.now();
        chip.click();
        times.push((await changed) - start);
      }
      return times;
    });
    await page.locator('[data-lab-figures]').waitFor({ timeout: 240_000 });
    total.push((Date.now() - t0) / 1000);
    dealing.push(Number(await page.locator('[data-lab-source]').getAttribute('data-seconds')));
    clicks.push(...answered);
    // Again, the counts kept: the ramp alone.
    await page.evaluate(() => { document.querySelector('[data-lab-figures]').dataset.old = ''; });
    const t1 = Date.now();
    await page.locator('button[data-control="run-lab"]').click();
    await page.locator('[data-lab-figures]:not([data-old])').waitFor();
    kept.push(Date.now() - t1);
    console.log(`run ${i + 1}: Compute to figures ${total.at(-1).toFixed(1)} s (dealing ${dealing.at(-1).toFixed(1)} s); kept, ${kept.at(-1)} ms; chip answered in ${answered.map(t => t.toFixed(0)).join(', ')} ms`);
  } finally {
    await close();
  }
}
console.log(`$ cd tests && node e2e/bench-lab.mjs ${RUNS}; ${run.line()}`);
console.log(`Compute to figures, nothing kept (index plays, counts, ramp): ${spread(total, { unit: 's', digits: 1 })}`);
console.log(`the counts dealt in the worker: ${spread(dealing, { unit: 's', digits: 1 })}`);
console.log(`Compute to figures, the counts kept: ${spread(kept, { unit: 'ms', digits: 0 })}`);
console.log(`a chip answered while dealing: ${spread(clicks, { unit: 'ms', digits: 0 })}`);
