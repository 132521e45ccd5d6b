// A benchmark of the first Hint on a mid-range phone, not a test (a sibling
// of bench-phone.mjs, with its emulation: a Moto G Power, the CPU 4× slower,
// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; every load cold):
//
//   bash www/dist.sh && cd tests && node e2e/bench-hint.mjs [--loads N] [--settled] [--dir DIR]
//
// The shipped copy (dist/, or DIR: an older build's dist/ to compare) served
// by www/serve.py. A person who plays at once: as soon as the page is ready
// (body[data-ready]) the 5 chip and Deal are clicked, then Deal again until a
// decision waits (the Hint button enabled); the figure is from the click on
// Hint until the hint's text is on screen ([data-hint]), by the page's
// clock. With --settled the person first waits until the page's idle work is
// done (Playwright's 'networkidle': no request for 500 ms). Median of N loads
// (default 5) with min–max, and the machine's load average.

import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, ROOT } from './harness.mjs';
import { serveDist, phonePage, PHONE, DPR, NETWORK, CPU } from './bench-serve.mjs';

const argv = process.argv.slice(2);
const num = (name, dflt) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const LOADS = num('--loads', 5);
const SETTLED = argv.includes('--settled');
const DIR = argv.includes('--dir') ? path.resolve(argv[argv.indexOf('--dir') + 1]) : path.join(ROOT, 'dist');

const sorted = xs => [...xs].sort((a, b) => a - b);
const median = xs => {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

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
  const hint = page.locator('button[data-control="hint"]');
  const deal = page.locator('button[data-action="deal"]');
  for (let round = 0; !(await hint.isEnabled()); round++) {
    if (round > 20) throw new Error('no decision in 20 rounds');
    await page.locator('button[data-chip="5"]').click();
    await deal.click();
    // The round waits for a decision (Hint enabled) or is over at once (Deal enabled again).
    await page.waitForFunction(() => !document.querySelector('button[data-control="hint"]').disabled
      || !document.querySelector('button[data-action="deal"]').disabled
      || !document.querySelector('button[data-action="rebet"]').disabled, null, { timeout: 60_000 });
  }
  const ms = await page.evaluate(timeHint);
  if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
  await context.close();
  return ms;
}

const loadBefore = os.loadavg()[0];
const server = await serveDist(DIR);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const times = [];
try {
  for (let i = 0; i < LOADS; i++) {
    const ms = await load(browser, server.url);
    times.push(ms);
    console.log(`load ${i + 1}: the first Hint in ${ms.toFixed(0)} ms`);
  }
} finally {
  await browser.close().catch(() => {});
  server.stop();
}
console.log(`$ cd tests && node e2e/bench-hint.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`${path.relative(ROOT, DIR) || DIR}/ served compressed (www/serve.py); phone: ${PHONE.width}x${PHONE.height} at ${DPR}x, CPU ${CPU}x slower, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down; cold cache each load; ${SETTLED ? 'after the idle work (networkidle)' : 'Hint at the first decision, as soon as the page is ready'}; Chromium ${browser.version()}, ${new Date().toISOString()}`);
console.log(`load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)} (${os.cpus().length} cores)`);
const s = sorted(times);
console.log(`first Hint (ms): median ${median(times).toFixed(0)}, min ${s[0].toFixed(0)}, max ${s[s.length - 1].toFixed(0)} over ${times.length} loads`);
