// A benchmark of the first Hint on a mid-range phone, not a test (a sibling
// of bench-phone.mjs, with its emulation: a Moto G Power, the CPU 4× slower,
// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; every load cold):
//
//   bash www/dist.sh && cd tests && node e2e/bench-hint.mjs [--loads N] [--settled] [--instant] [--dir DIR]…
//
// The shipped copy (dist/, or each DIR: an older build's dist/ to compare,
// side by side: the builds take turns, load by load) served by www/serve.py. A person who plays at once: as soon as the page is ready
// (body[data-ready]) the 5 chip and Deal are clicked, then Deal again until a
// decision waits (the Hint button enabled); the figure is from the click on
// Hint until the hint's text is on screen ([data-hint]), by the page's
// clock. With --settled the person first waits until the page's idle work is
// done (Playwright's 'networkidle': no request for 500 ms); with --instant the
// dealing speed is set to Instant first, so the decision comes at once after
// Deal, before anything loaded at the first Deal can arrive. Median of N loads
// (default 5) with min–max, the date and the machine's load average; with two
// builds, the ratio of their medians (and the min–max of the turns' ratios).

import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, ROOT } from './harness.mjs';
import { serveDist, phonePage, PHONE, DPR, NETWORK, CPU } from './bench-serve.mjs';
import { machine, ratio, spread } from './bench-stats.mjs';

const argv = process.argv.slice(2);
const num = (name, dflt) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const LOADS = num('--loads', 5);
const SETTLED = argv.includes('--settled');
const INSTANT = argv.includes('--instant');
const DIRS = argv.flatMap((a, i) => (a === '--dir' ? [path.resolve(argv[i + 1])] : []));
if (!DIRS.length) DIRS.push(path.join(ROOT, 'dist'));

/** In the page: resolves to the milliseconds from a click on Hint until its text shows. */
function timeHint() {
  return new Promise((resolve) => {
    const game = document.querySelector('.game');
    const button = document.querySelector('button[data-control="hint"]');
    const observer = new MutationObserver(() => {
      const hint = game.querySelector('[data-hint]');
      if (hint && hint.textContent) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(game, { subtree: true, childList: true, characterData: true });
    const start = performance.now();
    button.click();
  });
}

/** One cold load; resolves to the first Hint's milliseconds. */
async function load(browser, url) {
  const { context, page } = await phonePage(browser);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
  if (SETTLED) await page.waitForLoadState('networkidle', { timeout: 120_000 });
  if (INSTANT) await page.locator('select[data-speed]').selectOption('instant');
  const hint = page.locator('button[data-control="hint"]');
  const deal = page.locator('button[data-action="deal"]');
  const enabled = selector => `!document.querySelector('${selector}')?.disabled`;
  const decline = page.locator('button[data-action="no-insurance"]:visible:enabled, button[data-action="no-even-money"]:visible:enabled');
  for (let round = 0; !(await hint.isEnabled()); round++) {
    if (round > 20) throw new Error('no decision in 20 rounds');
    if (await decline.count()) await decline.first().click(); // an offer: declined, the hand then waits for a decision
    else {
      await page.locator('button[data-chip="5"]').click();
      await deal.click();
    }
    // The round waits for a decision (Hint enabled), offers insurance, or is over at once (a bet can be placed again).
    await page.waitForFunction(`${enabled('button[data-control="hint"]')} || ${enabled('button[data-chip="5"]')}
      || [...document.querySelectorAll('button[data-action^="no-"]')].some(b => b.offsetParent !== null && !b.disabled)`, null, { timeout: 60_000 });
  }
  const ms = await page.evaluate(timeHint);
  if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
  await context.close();
  return ms;
}

const run = machine();
const servers = await Promise.all(DIRS.map(dir => serveDist(dir)));
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const times = DIRS.map(() => []);
const name = dir => path.relative(ROOT, dir) || dir;
try {
  for (let i = 0; i < LOADS; i++) {
    // The builds take turns, and which goes first alternates.
    const order = DIRS.map((_, k) => k);
    if (i % 2) order.reverse();
    for (const k of order) {
      const ms = await load(browser, servers[k].url);
      times[k].push(ms);
      console.log(`load ${i + 1}, ${name(DIRS[k])}/: the first Hint in ${ms.toFixed(0)} ms`);
    }
  }
} finally {
  await browser.close().catch(() => {});
  for (const server of servers) server.stop();
}
console.log(`$ cd tests && node e2e/bench-hint.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`${DIRS.map(d => `${name(d)}/`).join(', ')} served compressed (www/serve.py); phone: ${PHONE.width}x${PHONE.height} at ${DPR}x, CPU ${CPU}x slower, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down; cold cache each load; ${SETTLED ? 'after the idle work (networkidle)' : 'Hint at the first decision, as soon as the page is ready'}${INSTANT ? ', dealt at Instant speed' : ''}; Chromium ${browser.version()}, ${new Date().toISOString()}`);
console.log(run.line());
DIRS.forEach((dir, k) => console.log(`${name(dir)}/: first Hint ${spread(times[k])}`));
if (DIRS.length === 2) console.log(`${name(DIRS[1])}/ / ${name(DIRS[0])}/: ${ratio(times[1], times[0])}`);
