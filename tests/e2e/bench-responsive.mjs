// A benchmark of how the page answers while heavy work runs, not a test (the
// end-to-end tests check that it answers; this says how fast):
//
//   cd tests && node e2e/bench-responsive.mjs [--clicks N]
//
// In a fresh Chromium profile of the test build (as the tests serve it;
// target/pkg-test, speed instant unless said), each timed inside the page:
//   1. a click on the 5 chip to the new bankroll on screen, median (min–max)
//      of N clicks: with nothing running, while the Simulate panel plays
//      50 000 000 rounds in its worker, while the Strategy panel's chart is
//      computed, and while the Session panel's graph is computed (only the
//      clicks made while it still computes count; Cancel between clicks);
//   2. the longest pause of the page's thread (a 5 ms timer's lateness)
//      while the count panel's worker computes the next round's return;
//   3. the practice drill's pace at 4 cards a second (median time between cards);
//   4. a Deal at normal speed to Stand enabled (cards dealt one by one).
// The tests once asserted 50 ms for 1 and 2 (issue 19 moved the limits here).
// With the date and the machine's load average. It stops by itself.

import { startServerFor, openGame, act, chips, stack, playRound } from './harness.mjs';
import { machine, spread } from './bench-stats.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const CLICKS = opt('--clicks', 10);

const run = machine();

/** A click on the 5 chip to the new bankroll on screen: {ms, busy} (`busy`: the selector matched at the click). */
const chipClick = (page, busy) =>
  page.evaluate(
    (busy) =>
      new Promise((resolve, reject) => {
        const bank = document.querySelector('[data-bankroll]');
        const before = bank.textContent;
        const was = !busy || !!document.querySelector(busy);
        const timer = setTimeout(() => reject(new Error('a chip click changed no bankroll within 5 s')), 5000);
        new MutationObserver((_, mo) => {
          if (bank.textContent !== before) {
            mo.disconnect();
            clearTimeout(timer);
            resolve({ ms: performance.now() - t0, busy: was });
          }
        }).observe(bank, { subtree: true, childList: true, characterData: true });
        const t0 = performance.now();
        document.querySelector('button[data-chip="5"]').click();
      }),
    busy,
  );

/** Clicks (Cancel between them) while `busy` matches, up to CLICKS; the times of those made while busy. */
async function clicks(page, busy) {
  const times = [];
  for (let i = 0; i < CLICKS; i++) {
    const { ms, busy: was } = await chipClick(page, busy);
    if (!was) break;
    times.push(ms);
    await page.locator('button[data-action="cancel"]').click();
  }
  return times;
}

const rows = [];
const row = (what, times, unit = 'ms') =>
  rows.push(times.length
    ? `${what}: ${spread(times, { unit, digits: 1 })}`
    : `${what}: no sample (the work ended first)`);

const server = await startServerFor({ test: true });
/** A fresh game; `fn(page)`; closed after. */
async function fresh(opts, fn) {
  const session = await openGame(server, opts);
  try {
    await fn(session.page);
  } finally {
    await session.close();
  }
}

try {
  await fresh({}, async (page) => {
    for (let i = 0; i < 3; i++) await chipClick(page); // the engine's code compiled
    await page.locator('button[data-action="cancel"]').click();
    row('chip → bankroll, nothing running', await clicks(page, null));
  });
  await fresh({}, async (page) => {
    await page.locator('button[data-control="simulate"]').click();
    await page.locator('[data-sim-field="rounds"]').fill('50000000');
    await page.locator('button[data-control="run-simulation"]').click();
    await page.waitForFunction(() => document.querySelector('[data-progress]')?.value > 0, null, { timeout: 60_000 });
    row('chip → bankroll, while simulating', await clicks(page, '[data-sim][aria-busy="true"]'));
    await page.locator('button[data-control="cancel-simulation"]').click();
  });
  await fresh({}, async (page) => {
    await page.locator('button[data-control="strategy"]').click();
    await page.waitForSelector('[data-strategy][data-computing]');
    row('chip → bankroll, while the chart is computed', await clicks(page, '[data-strategy][data-computing]'));
  });
  await fresh({}, async (page) => {
    for (let i = 0; i < 3; i++) await playRound(page);
    await page.locator('button[data-control="session"]').click();
    await page.waitForSelector('.session-graph[data-computing]');
    row('chip → bankroll, while the session graph is computed', await clicks(page, '.session-graph[data-computing]'));
  });
  await fresh({}, async (page) => {
    await page.locator('select[data-table-select]').selectOption('land-casino');
    await page.locator('[data-control="count"]').click();
    await page.waitForFunction(() => document.querySelector('[data-running-count]')?.textContent === '0');
    await chips(page, 5);
    await stack(page, ['5S', 'TD', '6H', '5C', '2D']);
    await act(page, 'deal');
    const watch = page.evaluate(() => new Promise((resolve) => {
      let last = performance.now();
      let worst = 0;
      let computing = false;
      const tick = () => {
        const node = document.querySelector('[data-next-edge]');
        const now = performance.now();
        if (computing) worst = Math.max(worst, now - last);
        last = now;
        if (node?.dataset.state === 'computing') computing = true;
        if (computing && node.dataset.state !== 'computing') resolve(worst);
        else setTimeout(tick, 5);
      };
      tick();
    }));
    await act(page, 'stand');
    row('longest pause of the page while the count\'s return is computed', [await watch]);
    await page.locator('[data-control="count-speed"]').selectOption('4');
    const pace = page.locator('[data-practice]').evaluate((table) => new Promise((resolve) => {
      const at = [];
      new MutationObserver(() => {
        if (table.querySelector('.card[data-card]')) at.push(performance.now());
        else resolve(at.slice(1).map((t, i) => t - at[i]));
      }).observe(table, { childList: true });
    }));
    await page.locator('[data-control="count-practice"]').click();
    row('practice drill at 4 cards a second, between two cards', await pace);
  });
  await fresh({ reducedMotion: 'no-preference', speed: 'normal' }, async (page) => {
    await chips(page, 5, 5);
    await stack(page, ['TS', '7D', '9H', 'TC']);
    const t0 = Date.now();
    await act(page, 'deal');
    await page.waitForSelector('button[data-action="stand"]:not([disabled])', { timeout: 30_000 });
    row('Deal to Stand enabled at normal speed (as seen by playwright)', [Date.now() - t0]);
  });
} finally {
  await server.close();
}

console.log(`$ cd tests && node e2e/bench-responsive.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`test build (target/pkg-test); ${run.line()}`);
for (const r of rows) console.log(r);
