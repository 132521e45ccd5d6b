// A benchmark of a long round history, not a test:
//
//   cd tests && node e2e/bench-history.mjs [--rounds 10000] [--opens 5]
//
// In a fresh browser profile of the test build, one round is played and
// R − 1 real rounds (played and valued by the engine: stored-rounds.mjs)
// are written into the round history under the same session; then,
// after a reload, the medians (min–max) of N opens of:
//   1. the session graph: a click on Session to the graph drawn (its last
//      mark the R-th round, the summary shown), timed inside the page;
//   2. lifetime progress: a click on its button to its overall figure shown.
// The panel is closed between opens. With the date and the machine's load
// average. It stops by itself.

import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, startServerFor, playRound, eventually } from './harness.mjs';
import { writeRounds } from './stored-rounds.mjs';
import { machine, spread } from './bench-stats.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : dflt;
};
const ROUNDS = Number(opt('--rounds', 10_000));
const OPENS = Number(opt('--opens', 5));

const run = machine();

/**
 * Clicks `button` and resolves to the ms until the section `section` has
 * computed afresh (its data-computing set, then cleared, with `done()`
 * holding), timed inside the page at every DOM change.
 */
function timeClick(page, button, section, done) {
  return page.evaluate(([button, section, done]) => new Promise((resolve, reject) => {
    const check = new Function(`return (${done})()`);
    let computing = false;
    const t0 = performance.now();
    const timer = setTimeout(() => reject(new Error(`not done within 60 s: ${done}`)), 60_000);
    const mo = new MutationObserver(() => {
      const node = document.querySelector(section);
      if (node && node.dataset.computing) computing = true;
      if (!computing || !node || node.dataset.computing || !check()) return;
      mo.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - t0);
    });
    mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.querySelector(button).click();
  }), [button, section, done.toString()]);
}

/** The graph's marks end at round `last`, and its summary shows. */
const graphDrawn = last => new Function(`return () => {
  const marks = document.querySelectorAll('svg[data-graph] [data-graph-round]');
  const summary = document.querySelector('[data-graph-summary]');
  return marks.length > 0 && marks[marks.length - 1].dataset.graphRound === '${last}' && summary && !summary.hidden;
}`)();
const progressShown = () => !!document.querySelector('[data-progress-ev-per-100]:not([hidden])');

/** One open of each, the first since the page loaded when `cold`: [graph ms, progress ms]. */
async function opens(page, last) {
  await page.waitForSelector('button[data-control="session"]');
  const graph = await timeClick(page, 'button[data-control="session"]', '.session-graph', graphDrawn(last));
  await page.waitForSelector('button[data-control="progress"]');
  const progress = await timeClick(page, 'button[data-control="progress"]', '[data-progress-panel]', progressShown);
  await page.locator('button[data-control="progress"]').click();
  await page.locator('button[data-control="close-session"]').click();
  return [graph, progress];
}

const server = await startServerFor({ test: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const cold = { graph: [], progress: [] }; // the first open after a load: the panel's code and the advisor's wasm loaded too
const warm = { graph: [], progress: [] }; // opened again: read and computed again
let written = 0;
try {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.body?.dataset.ready === 'true');
  // One round played on the page starts the session (saved with its figures); the rest are written.
  await playRound(page);
  const session = await eventually(() => page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('blackjack-session'));
    if (!s || s.rounds < 1) throw new Error('the round is not counted yet');
    return String(s.start);
  }));
  written = await writeRounds(page, { count: ROUNDS - 1, session });
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.ready === 'true');
  const last = String(ROUNDS);
  for (let i = 0; i < OPENS; i++) {
    await page.reload();
    await page.waitForFunction(() => document.body?.dataset.ready === 'true');
    const [graph, progress] = await opens(page, last);
    cold.graph.push(graph);
    cold.progress.push(progress);
    const again = await opens(page, last);
    warm.graph.push(again[0]);
    warm.progress.push(again[1]);
  }
  await context.close();
} finally {
  await browser.close().catch(() => {});
  await server.close();
}

console.log(`$ cd tests && node e2e/bench-history.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`test build, Chromium ${browser.version()}; ${run.line()}`);
console.log(`${ROUNDS} rounds written and valued in ${(written / 1000).toFixed(1)} s`);
const row = (name, xs) => `${name.padEnd(34)} ${spread(xs, { digits: 1 })}  [${xs.map(x => x.toFixed(0)).join(', ')}]`;
console.log(row('graph, first open after a load', cold.graph));
console.log(row('graph, opened again', warm.graph));
console.log(row('progress, first open after a load', cold.progress));
console.log(row('progress, opened again', warm.progress));
