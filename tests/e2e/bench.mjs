// A benchmark of the shipped copy (dist/, as bash www/dist.sh writes it,
// served under a sub-path; speed instant), not a test:
//
//   cd tests && node e2e/bench.mjs [--loads N] [--hits N]
//
// (a) bytes the page loads before it is playable, raw and gzipped (zlib 9):
//     what the server sent before the page's idle work (the offline worker,
//     present.js), as tests/e2e/size.test.mjs counts them;
// (b) navigation to a ready page (chip tray usable), median (min–max) of N fresh loads
//     (a fresh browser context each: cold cache, empty localStorage), timed
//     inside the page with performance.now() (0 = navigation start), then
//     one chip click and a check that Deal is enabled;
// (c) a click on Hit to the new card in the DOM, median (min–max) of N hits, timed
//     inside the page (click(), then a synchronous check or a MutationObserver).
// With the date and the machine's load average. It stops by itself.

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startServerFor } from './harness.mjs';
import { ARGS, CHROMIUM } from './harness.mjs';
import { machine, spread } from './bench-stats.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const LOADS = opt('--loads', 20);
const HITS = opt('--hits', 50);
const DEADLINE = Date.now() + 5 * 60_000; // never runs away


// Records, inside the page, when body[data-ready] becomes "true".
function readyProbe() {
  const mark = () => {
    if (window.__readyAt === undefined && document.body?.dataset.ready === 'true') {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'], childList: true });
}

async function newPage(browser, server) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  const errors = [];
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('requestfailed', (r) => errors.push(`failed ${r.url()}`));
  await context.addInitScript(readyProbe);
  return { context, page, errors };
}

async function waitReady(page) {
  await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout: 30_000 });
}

// The shipped copy (dist/, minified), under its sub-path, as a host serves it.
const run = machine();
const server = await startServerFor({ dist: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const version = browser.version();
const results = [];
try {
  // (a) and (b): fresh loads.
  const ready = [];
  const wall = [];
  const dcl = [];
  let bytes = null;
  for (let i = 0; i < LOADS && Date.now() < DEADLINE; i++) {
    server.log.length = 0;
    const { context, page, errors } = await newPage(browser, server);
    const t0 = Date.now();
    await page.goto(server.url);
    await waitReady(page);
    wall.push(Date.now() - t0);
    const { readyAt, domContentLoaded } = await page.evaluate(() => ({
      readyAt: window.__readyAt,
      domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd,
    }));
    ready.push(readyAt);
    dcl.push(domContentLoaded);
    await page.locator('button[data-chip="5"]').click();
    await page.waitForFunction(() => !document.querySelector('button[data-action="deal"]').disabled, null, { timeout: 10_000 });
    if (bytes === null) {
      await page.waitForLoadState('networkidle');
      const idle = server.log.findIndex((e) => /\/(sw|offline|present)\.js$/.test(new URL(e.path, 'http://x').pathname));
      const files = server.log.slice(0, idle < 0 ? undefined : idle).filter((e) => e.status === 200 && e.file);
      bytes = files.map((e) => {
        const body = readFileSync(e.file);
        return { path: e.path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      });
    }
    if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
    await context.close();
  }
  for (const f of bytes) results.push([`bytes: ${f.path}`, `${f.raw} B`, `${f.gzip} B gz`]);
  results.push([
    '(a) bytes before the page is playable',
    `${bytes.reduce((n, f) => n + f.raw, 0)} B`,
    `${bytes.reduce((n, f) => n + f.gzip, 0)} B gz`,
  ]);
  results.push(['(b) navigation start → ready', spread(ready), '']);
  results.push(['    (DOMContentLoaded)', spread(dcl), '']);
  results.push(['    (goto() call → ready seen by the script)', spread(wall), '']);

  // (c) Hit → new card in the DOM.
  const { context, page, errors } = await newPage(browser, server);
  await page.goto(server.url);
  await waitReady(page);
  await page.locator('select[data-speed]').selectOption('instant');
  const hits = [];
  let rounds = 0;
  const enabled = (name) =>
    page.evaluate((n) => {
      const b = document.querySelector(`button[data-action="${n}"]`);
      return !!b && !b.disabled;
    }, name);
  while (hits.length < HITS && Date.now() < DEADLINE && rounds < 2000) {
    if (await enabled('hit')) {
      const ms = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const count = () => document.querySelectorAll('.hand[data-hand] .card').length;
            const before = count();
            const button = document.querySelector('button[data-action="hit"]');
            const t0 = performance.now();
            button.click();
            if (count() > before) return resolve(performance.now() - t0);
            const timer = setTimeout(() => {
              mo.disconnect();
              resolve(null);
            }, 5000);
            const mo = new MutationObserver(() => {
              if (count() > before) {
                const t = performance.now() - t0;
                mo.disconnect();
                clearTimeout(timer);
                resolve(t);
              }
            });
            mo.observe(document.body, { subtree: true, childList: true, attributes: true });
          }),
      );
      if (ms === null) throw new Error('a hit brought no new card within 5 s');
      hits.push(ms);
    } else if (await enabled('no-even-money')) {
      await page.locator('button[data-action="no-even-money"]').click();
    } else if (await enabled('no-insurance')) {
      await page.locator('button[data-action="no-insurance"]').click();
    } else if (await enabled('stand')) {
      await page.locator('button[data-action="stand"]').click();
    } else if (await enabled('deal')) {
      await page.locator('button[data-action="deal"]').click();
      rounds++;
    } else if (await enabled('rebet')) {
      await page.locator('button[data-action="rebet"]').click();
    } else if (await page.locator('[data-control="start-over"]').isVisible()) {
      await page.locator('[data-control="start-over"]').click();
    } else if (await page.evaluate(() => !document.querySelector('button[data-chip="5"]').disabled)) {
      await page.locator('button[data-chip="5"]').click();
    } else {
      await page.waitForTimeout(20); // the page is still busy (an animation, a save)
    }
  }
  if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
  await context.close();
  if (hits.length < HITS) throw new Error(`only ${hits.length} hits measured before the deadline`);
  results.push(['(c) click on Hit → new card in the DOM', spread(hits, { digits: 1 }), `${rounds} rounds`]);
} finally {
  await browser.close().catch(() => {});
  await server.close();
}

const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
console.log(`$ cd tests && node e2e/bench.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`shipped copy (dist/, bash www/dist.sh), ${server.url}, speed instant, Chromium ${version}, ${cpu}`);
console.log(run.line());
const w0 = Math.max(...results.map((r) => r[0].length));
const w1 = Math.max(...results.map((r) => r[1].length));
console.log(`${'measure'.padEnd(w0)} | ${'value'.padStart(w1)} | note`);
console.log(`${'-'.repeat(w0)}-|-${'-'.repeat(w1)}-|-----`);
for (const [a, b, c] of results) console.log(`${a.padEnd(w0)} | ${b.padStart(w1)} | ${c}`);
