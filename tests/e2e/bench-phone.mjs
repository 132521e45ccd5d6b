// A benchmark of the first play on a mid-range phone, not a test:
//
//   bash www/dist.sh && cd tests && node e2e/bench-phone.mjs [--loads N] [--waterfall]
//       [--uncompressed | --no-links | --servers] [--dir DIR]…
//
// The shipped copy (dist/, or each DIR: an older build's dist/ to compare,
// side by side: the copies take turns, load by load, and which goes first
// alternates) served by www/serve.py as www/serve.sh
// serves it (brotli or gzip, application/wasm, ETag, Cache-Control, the
// page's Link header); --no-links without the Link header (as a plain static host);
// --uncompressed with `python3 -m http.server` instead, as serve.sh did before;
// --servers each copy all three ways, side by side.
// Chromium emulates a phone as Lighthouse's mobile run does: a Moto G Power
// (412 × 823 touch viewport, device pixel ratio 1.75), the CPU 4× slower
// (Emulation.setCPUThrottlingRate), 150 ms round trip, 1.6 Mbit/s down and
// 750 kbit/s up (Network.emulateNetworkConditions). Every load is cold: a new
// browser context (empty cache, storage and service workers).
//
// The figure, "a chip can first be clicked": from navigation start
// (performance.now() = 0) until the 5 chip has been clicked and the engine has
// answered it (the bet is placed: Deal, disabled before, is enabled). Inside
// the page, a MutationObserver sees the chip first enabled, a task later it is
// clicked (as a person's click is a task of its own), and the time is taken
// when Deal is enabled. The bench waits for it through the protocol, so
// that nothing of its own runs in the page meanwhile. The median of N loads
// (default 5) with their min–max, the date and the machine's load average;
// with two copies, the ratio of their medians. --waterfall prints each
// load's requests (start → end, bytes on the wire) from the CDP network log;
// the medians (min–max) of app.js's and the wasm's arrival (from the page's
// request) and of the chip's first enabling are printed in any case.

import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, ROOT } from './harness.mjs';
import { serveDist, PHONE, DPR, NETWORK, CPU } from './bench-serve.mjs';
import { machine, ratio, spread } from './bench-stats.mjs';

const argv = process.argv.slice(2);
const num = (name, dflt) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const LOADS = num('--loads', 5);
const WATERFALL = argv.includes('--waterfall');
const UNCOMPRESSED = argv.includes('--uncompressed');
const NO_LINKS = argv.includes('--no-links');
const dirs = argv.flatMap((a, i) => (a === '--dir' ? [path.resolve(argv[i + 1])] : []));
if (!dirs.length) dirs.push(path.join(ROOT, 'dist'));
// What is measured, side by side: each copy as asked, or with --servers each
// copy three ways (www/serve.py; --no-links; python3 -m http.server).
const way = (uncompressed, noLinks) => ({ uncompressed, noLinks, label: uncompressed ? 'python3 -m http.server' : `www/serve.py${noLinks ? ' --no-links' : ''}` });
const WAYS = argv.includes('--servers') ? [way(false, false), way(false, true), way(true, false)] : [way(UNCOMPRESSED, NO_LINKS)];
const COPIES = dirs.flatMap((dir) => WAYS.map((w) => ({ dir, ...w })));

// In the page: the first moment the 5 chip is enabled, a click on it a task
// later, and the moment the engine's answer shows (Deal enabled).
function firstPlayProbe() {
  const probe = (window.__firstPlay = {});
  let done;
  window.__firstPlayDone = new Promise((resolve) => (done = resolve));
  const deal = () => document.querySelector('button[data-action="deal"]');
  const observer = new MutationObserver(() => {
    const chip = document.querySelector('button[data-chip="5"]');
    if (probe.enabled === undefined && chip && !chip.disabled) {
      probe.enabled = performance.now();
      probe.dealBefore = !!deal() && !deal().disabled;
      setTimeout(() => {
        probe.clicked = performance.now();
        chip.click();
        check();
      });
    }
    check();
  });
  const check = () => {
    if (probe.clicked !== undefined && probe.answered === undefined && deal() && !deal().disabled) {
      probe.answered = performance.now();
      observer.disconnect();
      done(probe);
    }
  };
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** One cold load; resolves to the probe's times and the requests made. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: DPR });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const cdp = await context.newCDPSession(page);
  // The probe through the protocol itself (Playwright's addInitScript costs a throttled renderer ~150 ms more).
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${firstPlayProbe})()` });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, start: e.timestamp, priority: e.request.initialPriority }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { status: e.response.status, encoding: e.response.headers['content-encoding'] || e.response.headers['Content-Encoding'] || '', firstByte: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  // Waited for through the protocol: Playwright's own polling would run its
  // injected script on the throttled page while it loads.
  await page.goto(url, { waitUntil: 'commit' });
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: `window.__firstPlayDone.then((probe) => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { ...probe, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive, dcl: nav.domContentLoadedEventEnd };
    })`,
    awaitPromise: true,
    returnByValue: true,
    timeout: 60_000,
  });
  if (exceptionDetails) throw new Error(`the probe failed: ${exceptionDetails.text}`);
  const times = result.value;
  if (times.dealBefore) throw new Error('Deal was enabled before the chip was clicked: the probe measures nothing');
  if (errors.length) throw new Error(`browser errors: ${errors.join('; ')}`);
  await context.close();
  return { times, requests: [...requests.values()] };
}

function printWaterfall(requests, times) {
  const t0 = Math.min(...requests.map((r) => r.start));
  const ms = (t) => (t === undefined ? '   ?' : String(Math.round((t - t0) * 1000)).padStart(5));
  for (const r of requests.sort((a, b) => a.start - b.start)) {
    const name = new URL(r.url).pathname;
    console.log(`  ${ms(r.start)} → ${ms(r.end)} ms  ${String(r.bytes ?? '?').padStart(6)} B ${(r.encoding ?? '').padEnd(4)} ${(r.priority ?? '').padEnd(8)} ${name}`);
  }
  console.log(`  HTML response end ${times.responseEnd.toFixed(0)} ms, DOM interactive ${times.domInteractive.toFixed(0)} ms, DOMContentLoaded end ${times.dcl.toFixed(0)} ms`);
  console.log(`  chip enabled ${times.enabled.toFixed(0)} ms, clicked ${times.clicked.toFixed(0)} ms, answered ${times.answered.toFixed(0)} ms (performance.now())`);
}

const run = machine();
const servers = await Promise.all(COPIES.map((c) => serveDist(c.dir, c)));
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const answered = COPIES.map(() => []);
// The steps before it, each load's, from the page's request: the engine's wasm and app.js in, the chip enabled.
const steps = COPIES.map(() => ({ 'app.js in': [], 'wasm in': [], 'chip enabled': [] }));
const arrival = (requests, file) => {
  const t0 = Math.min(...requests.map((r) => r.start));
  const r = requests.find((x) => new URL(x.url).pathname.endsWith(file) && x.end !== undefined);
  return r ? (r.end - t0) * 1000 : NaN;
};
const name = (c) => `${path.relative(ROOT, c.dir) || c.dir}/${COPIES.length > dirs.length ? ` (${c.label})` : ''}`;
try {
  for (let i = 0; i < LOADS; i++) {
    const order = COPIES.map((_, k) => k);
    if (i % 2) order.reverse();
    for (const k of order) {
      const { times, requests } = await load(browser, servers[k].url);
      answered[k].push(times.answered);
      steps[k]['app.js in'].push(arrival(requests, '/app.js'));
      steps[k]['wasm in'].push(arrival(requests, '/blackjack_bg.wasm'));
      steps[k]['chip enabled'].push(times.enabled);
      console.log(`load ${i + 1}, ${name(COPIES[k])}: chip clickable and answered at ${times.answered.toFixed(0)} ms (enabled ${times.enabled.toFixed(0)} ms)`);
      if (WATERFALL) printWaterfall(requests, times);
    }
  }
} finally {
  await browser.close().catch(() => {});
  for (const server of servers) server.stop();
}
console.log(`$ cd tests && node e2e/bench-phone.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`${COPIES.map((c) => (COPIES.length > dirs.length ? name(c) : `${name(c)} served by ${c.label}`)).join(', ')} (www/serve.py: brotli, else gzip); phone: ${PHONE.width}x${PHONE.height} at ${DPR}x, CPU ${CPU}x slower, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up; cold cache each load; Chromium ${browser.version()}, ${os.cpus()[0]?.model ?? 'cpu'}`);
// The machine's other work stretches every figure: the date and the load average of the run.
console.log(run.line());
COPIES.forEach((c, k) => {
  console.log(`${name(c)}: loads (ms) ${answered[k].map((t) => t.toFixed(0)).join(', ')}`);
  console.log(`${name(c)}: time until a chip can first be clicked (clicked and answered): ${spread(answered[k])}`);
  for (const [step, xs] of Object.entries(steps[k])) if (xs.every(Number.isFinite)) console.log(`${name(c)}:   ${step}: ${spread(xs)}`);
});
for (let k = 1; k < COPIES.length; k++) console.log(`${name(COPIES[k])} / ${name(COPIES[0])}: ${ratio(answered[k], answered[0])}`);
