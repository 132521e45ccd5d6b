// A benchmark of how a long session weighs on the page, not a test:
//
//   cd tests && node e2e/bench-session.mjs [--rounds 0,500,5000] [--loads N] [--clicks N]
//
// For each number of rounds R, in a fresh browser profile of the shipped copy
// (dist/, as bash www/dist.sh writes it; speed instant):
//   1. the page is opened, and R rounds are played through the engine's own
//      JavaScript API in the page (bet 5, deal, stand or decline) and saved
//      under the page's key, as R rounds of play would leave it;
//   2. the size of the saved game (characters in localStorage);
//   3. the load time: navigation start to a playable page (body[data-ready],
//      timed inside the page), median (min–max) of N reloads with that save;
//   4. the chip-click latency: a click on the 5 chip to the new bankroll on
//      screen (timed inside the page), median (min–max) of N clicks (each
//      click saves the game; Cancel between them).
// With the date and the machine's load average.
// Both times must stay flat as R grows (issue 9: the save used to hold every
// round, so a click took 4.8 ms at 300 rounds and 194 ms at 41 000).
// It stops by itself.

import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, startServerFor } from './harness.mjs';
import { machine, spread } from './bench-stats.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : dflt;
};
const ROUNDS = opt('--rounds', '0,500').split(',').map(Number);
const LOADS = Number(opt('--loads', 10));
const CLICKS = Number(opt('--clicks', 30));
const DEADLINE = Date.now() + 8 * 60_000; // never runs away

const run = machine();

function readyProbe() {
  const mark = () => {
    if (window.__readyAt === undefined && document.body?.dataset.ready === 'true') {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'], childList: true });
}

const ready = (page) => page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout: 30_000 });

/** Plays `rounds` rounds through the engine's API in the page and saves them; returns the save's size. */
function seed(page, rounds) {
  return page.evaluate(async (rounds) => {
    const engine = await import(new URL('www/pkg/blackjack.js', location.href).href);
    await engine.default();
    const table = engine.Table.open('blackjack', 'single-deck');
    for (let i = 0; i < rounds; i++) {
      try {
        table.act('bet 1 5');
      } catch {
        table.startOver();
        table.act('bet 1 5');
      }
      table.act('deal');
      while (table.snapshot().phase !== 'betting') {
        const legal = table.snapshot().legal;
        table.act(['no-insurance', 'no-even-money', 'stand'].find((a) => legal.includes(a)));
      }
    }
    const status = table.save('blackjack');
    table.free();
    if (status !== 'saved') throw new Error(`the seeded game was not saved: ${status}`);
    return localStorage.getItem('blackjack').length;
  }, rounds);
}

/** A click on the 5 chip to the new bankroll on screen, in ms (timed inside the page). */
function chipClick(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const bankroll = document.querySelector('[data-bankroll]');
        const before = bankroll.textContent;
        const t0 = performance.now();
        document.querySelector('button[data-chip="5"]').click();
        if (bankroll.textContent !== before) return resolve(performance.now() - t0);
        const timer = setTimeout(() => resolve(null), 5000);
        new MutationObserver((_, mo) => {
          if (bankroll.textContent !== before) {
            mo.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - t0);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
}

const server = await startServerFor({ dist: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const rows = [];
try {
  for (const rounds of ROUNDS) {
    if (Date.now() > DEADLINE) break;
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await context.addInitScript(readyProbe);
    await page.goto(server.url);
    await ready(page);
    const size = await seed(page, rounds);
    const loads = [];
    for (let i = 0; i < LOADS && Date.now() < DEADLINE; i++) {
      await page.reload();
      await ready(page);
      loads.push(await page.evaluate(() => window.__readyAt));
    }
    const clicks = [];
    for (let i = 0; i < CLICKS && Date.now() < DEADLINE; i++) {
      const ms = await chipClick(page);
      if (ms === null) throw new Error('a chip click changed no bankroll within 5 s');
      clicks.push(ms);
      await page.locator('button[data-action="cancel"]').click();
    }
    if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
    rows.push({ rounds, size, loads, clicks });
    await context.close();
  }
} finally {
  await browser.close().catch(() => {});
  await server.close();
}

console.log(`$ cd tests && node e2e/bench-session.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`shipped copy (dist/), Chromium ${browser.version()}; ${run.line()}`);
console.log('rounds played | save (chars) | load → playable | chip click → bankroll');
for (const r of rows) console.log(`${r.rounds} | ${r.size} | ${spread(r.loads, { digits: 1 })} | ${spread(r.clicks, { digits: 2 })}`);
