// A benchmark of a long round history, not a test:
//
//   cd tests && node e2e/bench-history.mjs [--rounds 10000] [--opens 5]
//
// In a fresh browser profile of the test build, R real rounds (played and
// valued by the engine: stored-rounds.mjs) are written into the round
// history under the current session; then, after a reload, the medians of
// N opens of:
//   1. the session graph: a click on Session to the graph drawn (its last
//      mark the R-th round, the summary shown), timed inside the page;
//   2. lifetime progress: a click on its button to its overall figure shown.
// The panel is closed between opens. It stops by itself.

import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, startServerFor } from './harness.mjs';
import { writeRounds } from './stored-rounds.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : dflt;
};
const ROUNDS = Number(opt('--rounds', 10_000));
const OPENS = Number(opt('--opens', 5));

const median = xs => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Clicks `button` and resolves to the ms until `done()` holds (checked at every DOM change), timed in the page. */
function timeClick(page, button, done) {
  return page.evaluate(([button, done]) => new Promise((resolve, reject) => {
    const check = new Function(`return (${done})()`);
    const t0 = performance.now();
    const timer = setTimeout(() => reject(new Error(`not done within 60 s: ${done}`)), 60_000);
    const mo = new MutationObserver(() => {
      if (!check()) return;
      mo.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - t0);
    });
    mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.querySelector(button).click();
  }), [button, done.toString()]);
}

const server = await startServerFor({ test: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const graphs = [];
const progress = [];
let written = 0;
try {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.body?.dataset.ready === 'true');
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('[data-session-panel] [data-session-rounds]');
  const session = await page.evaluate(() => String(JSON.parse(localStorage.getItem('blackjack-session')).start));
  written = await writeRounds(page, { count: ROUNDS, session });
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.ready === 'true');
  const last = String(ROUNDS);
  for (let i = 0; i < OPENS; i++) {
    graphs.push(await timeClick(page, 'button[data-control="session"]', new Function(`return () => {
      const marks = document.querySelectorAll('svg[data-graph] [data-graph-round]');
      const summary = document.querySelector('[data-graph-summary]');
      return marks.length && marks[marks.length - 1].dataset.graphRound === '${last}' && summary && !summary.hidden;
    }`)()));
    progress.push(await timeClick(page, 'button[data-control="progress"]', () => {
      const p = document.querySelector('[data-progress-ev-per-100]');
      return p && !p.hidden && !document.querySelector('[data-progress-panel][data-computing]');
    }));
    await page.locator('button[data-control="progress"]').click();
    await page.locator('button[data-control="close-session"]').click();
  }
  await context.close();
} finally {
  await browser.close().catch(() => {});
  await server.close();
}

console.log(`$ cd tests && node e2e/bench-history.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`test build, Chromium ${browser.version()}, ${new Date().toISOString()}`);
console.log(`${ROUNDS} rounds written and valued in ${(written / 1000).toFixed(1)} s`);
console.log(`open the session graph (click → drawn), median of ${graphs.length}: ${median(graphs).toFixed(1)} ms  [${graphs.map(x => x.toFixed(0)).join(', ')}]`);
console.log(`open lifetime progress (click → shown), median of ${progress.length}: ${median(progress).toFixed(1)} ms  [${progress.map(x => x.toFixed(0)).join(', ')}]`);
