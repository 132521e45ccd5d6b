// A benchmark of every panel of one game, not a test:
//
//   bash www/dist.sh && cd tests && node e2e/bench-panels.mjs [--dir DIR] [--runs N] [--verbose]
//
// The shipped copy (dist/, or DIR: another build of it, e.g. an older one
// whose page had a worker per panel and separate advisor, review and sim
// modules) served by www/serve.py as www/serve.sh serves it (brotli or gzip,
// ETag, Cache-Control: no-cache). Each run (N, default 3) is a fresh headless
// Chromium (cold cache, empty storage; the offline service worker blocked, so
// that its caching of every file is not counted) on a 1280 × 900 page with
// reduced motion (cards dealt at once), at the European table (a shoe dealt
// to a cut card). Once the page is ready (body[data-ready]) and the network
// has been quiet for a second (what the page fetches once idle has come), it
// opens, by clicking as a person would, every panel
// tests/e2e/engine-port.test.mjs opens: the Hint (rounds dealt until one
// offers a decision), the Count (switched on), Strategy (its chart), Simulate
// (20 000 rounds and 20 sessions, to the end), Session (its graph), Lifetime
// progress, History with the review of a round, and Practice (one graded
// decision in the drill, then back). Every panel is found by the page's
// stable hooks (data-control, data-hint, data-cell, …): one whose button a
// build lacks is SKIPPED with the selector it looked for, one that does not
// show what it should FAILED with why, and the others go on.
//
// It prints, per run and as the median (min–max) of the runs:
//   - workers started: Playwright's worker events, and `new Worker` calls
//     counted in the page (window.Worker wrapped by an init script);
//   - for each .wasm path: the requests made (by the page and by its
//     workers; a revalidation answered 304 counts as one) and the bytes on
//     the wire: CDP Network.loadingFinished encodedDataLength (or the sum of
//     the request's Network.dataReceived where that is larger: Chromium ends
//     some worker fetches with 0), from the page's session and from each
//     worker's (Target.setAutoAttach, unflattened, on the page's session); a
//     request a worker made before its session listened is counted from
//     Playwright's request sizes (the same encodedDataLength, read in
//     Playwright's own session), and said so; --verbose lists every .wasm
//     request as both saw it;
//   - the bytes on the wire until the page was ready, while it was idle after
//     that, and while every panel was opened;
//   - the browser's memory: the proportional set size (PSS, from
//     /proc/PID/smaps_rollup; RSS from /proc/PID/status where that is
//     unreadable) summed over the browser's process (chromium.launchServer's)
//     and every process under it, at the moment the page is ready, once it
//     is idle, and once every panel has been opened (the network quiet and
//     the figure steady); the growth from ready, and from idle, to every
//     panel opened.

import { readFileSync, readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, ROOT } from './harness.mjs';
import { serveDist } from './bench-serve.mjs';

const argv = process.argv.slice(2);
const option = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const RUNS = Number(option('--runs', 3));
const VERBOSE = argv.includes('--verbose');
const DIR = path.resolve(option('--dir', path.join(ROOT, 'dist')));
const VIEWPORT = { width: 1280, height: 900 };
/** Longest wait for one panel to show what it computes (a chart, a simulation) on a slow machine. */
const SLOW = 240_000;
/** How long a panel's button may take to appear (some come once the page is idle) before it counts as missing. */
const FIND = 15_000;
const CODES = ['H', 'S', 'P', 'D', 'Ds', 'Rh', 'Rs', 'Rp'];
/** The table played, as in engine-port.test.mjs. */
const TABLE = 'european';

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('usage: node e2e/bench-panels.mjs [--dir DIR] [--runs N] [--verbose]');
  process.exit(2);
}
if (!existsSync(path.join(DIR, 'index.html'))) {
  console.error(`${DIR} holds no index.html: build the shipped copy first (bash www/dist.sh, or --no-build after www/build.sh), or name one with --dir`);
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const spread = (xs, fmt = String) => (xs.length ? `${fmt(median(xs))} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})` : 'n/a');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (kib) => `${kib < 0 ? '−' : ''}${(Math.abs(kib) / 1024).toFixed(1)} MB`;
const signed = (kib) => (kib < 0 ? mb(kib) : `+${mb(kib)}`);


// ---- memory ---------------------------------------------------------------

/** `root` and every process under it (by the parent pid in /proc/PID/stat). */
function processTree(root) {
  const parent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are "state ppid …".
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].filter((pid) => parent.has(pid));
}

/** One process's PSS in KiB (smaps_rollup), else its RSS (status), else null. */
function memoryOf(pid) {
  try {
    const m = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
    if (m) return { kib: Number(m[1]), kind: 'PSS' };
  } catch {
    // Unreadable (another user's process, or it ended): RSS instead.
  }
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    if (m) return { kib: Number(m[1]), kind: 'RSS' };
  } catch {
    // It ended.
  }
  return null;
}

/** The browser's memory now: {kib, processes, kind} summed over its process tree. */
function browserMemory(pid) {
  let kib = 0;
  let processes = 0;
  const kinds = new Set();
  for (const p of processTree(pid)) {
    const m = memoryOf(p);
    if (!m) continue;
    kib += m.kib;
    processes += 1;
    kinds.add(m.kind);
  }
  return { kib, processes, kind: [...kinds].join('+') || 'none' };
}

/** The browser's memory once steady: sampled every 500 ms until two samples differ by less than 1 MB (at most 10 s). */
async function steadyMemory(pid) {
  let last = browserMemory(pid);
  for (let i = 0; i < 20; i++) {
    await sleep(500);
    const now = browserMemory(pid);
    if (Math.abs(now.kib - last.kib) < 1024) return now;
    last = now;
  }
  return last;
}

// ---- in the page ------------------------------------------------------------

/** Init script: every `new Worker` the page makes (window.Worker wrapped before any script runs), and when the page became ready. */
function probe() {
  const Native = window.Worker;
  if (Native) {
    const started = (window.__benchWorkers = []);
    window.Worker = class extends Native {
      constructor(url, options) {
        super(url, options);
        started.push(String(url));
      }
    };
  }
  new MutationObserver((changes, observer) => {
    if (document.body?.dataset.ready === 'true') {
      window.__benchReadyAt = Date.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
}

/** A panel this build does not have (its button is missing): skipped. */
class Missing extends Error {}

/** The first element for `selector`, once attached; a build without it: Missing, after `timeout` ms. */
async function button(page, selector, what, timeout = FIND) {
  const loc = page.locator(selector).first();
  try {
    await loc.waitFor({ state: 'attached', timeout });
  } catch {
    throw new Missing(`${what}: this page has no ${selector}`);
  }
  return loc;
}

/** What a click should have shown: an Error (a failure, not a missing panel) if it does not come. */
async function shown(page, selector, what, timeout = 30_000) {
  try {
    await page.locator(selector).first().waitFor({ state: 'attached', timeout });
  } catch {
    throw new Error(`${what}: no ${selector} after ${timeout / 1000} s`);
  }
}

/** Waits in the page for `fn(arg)` to be truthy; fails with `what` when it is not within `timeout`. */
async function until(page, what, fn, arg, timeout = SLOW) {
  try {
    await page.waitForFunction(fn, arg, { timeout, polling: 100 });
  } catch {
    throw new Error(`${what} (not within ${timeout / 1000} s)`);
  }
}

const usable = async (loc) => (await loc.count()) > 0 && (await loc.first().isVisible()) && (await loc.first().isEnabled());
const settled = (page) => page.locator('.hand[data-hand="0"] [data-outcome]').count().then((n) => n > 0);

/** Declines offers and stands until the round in play is settled. */
async function finishRound(page) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (await settled(page)) return;
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      const b = page.locator(`button[data-action="${name}"]`);
      if (await usable(b)) {
        await b.first().click({ timeout: 2000 }).catch(() => {});
        break;
      }
    }
    await sleep(50); // polling the table, not timing it
  }
  throw new Error('a round did not settle within 30 s');
}

/** The decision on offer in the round dealt (declining any insurance offer first): true, or false once the round settled without one. */
async function decisionOffered(page, hint) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (await settled(page)) return false;
    let declined = false;
    for (const name of ['no-insurance', 'no-even-money']) {
      const b = page.locator(`button[data-action="${name}"]`);
      if (await usable(b)) {
        await b.first().click({ timeout: 2000 }).catch(() => {});
        declined = true;
      }
    }
    if (!declined && (await usable(page.locator('button[data-action="stand"]'))) && (!hint || (await hint.isEnabled()))) return true;
    await sleep(50); // polling the table, not timing it
  }
  throw new Error('a dealt round offered nothing within 30 s');
}

/** Deals rounds (a bet of 5) until one offers a decision, presses Hint and waits for its text; the round is then settled. */
async function openHint(page) {
  const hint = await button(page, 'button[data-control="hint"]', 'Hint');
  for (let round = 1; round <= 40; round++) {
    await page.locator('button[data-chip="5"]').click();
    await page.locator('button[data-action="deal"]').click();
    try {
      if (!(await decisionOffered(page, hint))) continue;
      await hint.click();
      await until(page, 'Hint: no text in [data-hint] after the click', () => (document.querySelector('[data-hint]')?.textContent || '').trim().length > 0);
      return `hint shown (round ${round})`;
    } finally {
      await finishRound(page).catch(() => {}); // a round that does not settle fails the next panel, with its own message
    }
  }
  throw new Error('Hint: 40 rounds without a decision');
}

async function openCount(page) {
  await (await button(page, '[data-control="count"]', 'Count')).click();
  await until(page, 'Count: no number in [data-running-count]', () => /\d/.test(document.querySelector('[data-running-count]')?.textContent || ''));
  if (!(await page.locator('[data-next-edge]').count())) return 'running count shown (no [data-next-edge] in this build)';
  if (!(await page.locator('[data-next-edge]').isVisible())) return 'running count shown (the next round\'s return not shown at this table)';
  await until(page, 'Count: [data-next-edge] never ready', () => ['ready', 'refused', 'failed'].includes(document.querySelector('[data-next-edge]').dataset.state));
  return `running count shown, next round's return ${await page.locator('[data-next-edge]').getAttribute('data-state')}`;
}

async function openStrategy(page) {
  await (await button(page, 'button[data-control="strategy"]', 'Strategy')).click();
  await until(page, 'Strategy: no code in [data-cell="hard-16-T"]', (codes) => codes.includes(document.querySelector('[data-cell="hard-16-T"]')?.textContent), CODES);
  return 'chart drawn';
}

async function openSimulate(page) {
  await (await button(page, 'button[data-control="simulate"]', 'Simulate')).click();
  await shown(page, '[data-sim]', 'Simulate: its panel');
  const kept = [];
  for (const [name, value] of [['rounds', '20000'], ['sessions', '20']]) {
    const field = page.locator(`[data-sim-field="${name}"]`);
    if (await field.count()) await field.fill(value);
    else kept.push(name);
  }
  await (await button(page, 'button[data-control="run-simulation"]', 'Simulate\'s Run')).click();
  await until(page, 'Simulate: no [data-sim-return]', () => !!document.querySelector('[data-sim-return]') || /fail|error/i.test(document.querySelector('.sim-status')?.textContent || ''));
  if (!(await page.locator('[data-sim-return]').count())) throw new Error(`Simulate: ${await page.locator('.sim-status').textContent()}`);
  return `run to its end${kept.length ? ` (no [data-sim-field] for ${kept.join(', ')}: its default kept)` : ''}`;
}

async function openSession(page) {
  await (await button(page, 'button[data-control="session"]', 'Session')).click();
  await shown(page, '[data-session-panel]', 'Session: its panel');
  await until(page, 'Session: no graph (svg[data-graph] polyline[data-line])', () => document.querySelectorAll('svg[data-graph] polyline[data-line]').length > 0);
  return 'graph drawn';
}

async function openProgress(page) {
  await (await button(page, 'button[data-control="progress"]', 'Lifetime progress')).click();
  await until(page, 'Lifetime progress: no [data-progress-ev-per-100]', () => {
    const line = document.querySelector('[data-progress-ev-per-100]');
    return !!line && !line.hidden && line.getAttribute('data-progress-ev-per-100') !== null;
  });
  return 'figures shown';
}

async function openReview(page) {
  await (await button(page, 'button[data-control="history"]', 'History')).click();
  await shown(page, 'dialog[data-history]', 'History: its dialog');
  try {
    await (await button(page, 'dialog[data-history] [data-control="review"]', 'History\'s Review (a round listed with one)', 5000)).click();
    await until(page, 'Review: no [data-decision] in dialog[data-review]', () => document.querySelectorAll('dialog[data-review] [data-decision]').length > 0 || !!document.querySelector('dialog[data-review][data-error]'));
    const error = await page.locator('dialog[data-review]').getAttribute('data-error');
    if (error) throw new Error(`Review: ${error}`);
    const close = page.locator('dialog[data-review] [data-control="close-review"]');
    if (await close.count()) await close.click();
    else await page.keyboard.press('Escape');
    await until(page, 'Review: the dialog stays open', () => !document.querySelector('dialog[data-review]'), undefined, 10_000);
    return 'review of a round shown';
  } finally {
    const close = page.locator('dialog[data-history] [data-control="close-history"]');
    if (await close.count()) await close.click().catch(() => {});
    else if (await page.locator('dialog[data-history]').count()) await page.keyboard.press('Escape');
  }
}

async function openPractice(page) {
  // Its button is in the Session panel, opened again if it was closed.
  if (!(await page.locator('button[data-control="practice"]').count()) && (await page.locator('button[data-control="session"]').count())) {
    await page.locator('button[data-control="session"]').click();
  }
  await (await button(page, 'button[data-control="practice"]', 'Practice')).click();
  await shown(page, '[data-practice-grade]', 'Practice: the drill\'s banner');
  const grade = page.locator('[data-practice-grade]');
  // Each step: a decision on offer is taken; else Deal gives the next drill hand (the first comes by itself).
  const offered = (names) => names.some((n) => {
    const b = document.querySelector(`button[data-action="${n}"]`);
    return b && !b.disabled && b.getClientRects().length > 0;
  });
  for (let step = 0; step < 20; step++) {
    await until(page, 'Practice: neither a decision nor Deal on offer', offered, ['no-insurance', 'no-even-money', 'stand', 'deal'], 30_000);
    let choice = null;
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      if (await usable(page.locator(`button[data-action="${name}"]`))) {
        choice = name;
        break;
      }
    }
    if (!choice) {
      await page.locator('button[data-action="deal"]').click();
      await until(page, 'Practice: Deal dealt no drill hand', offered, ['no-insurance', 'no-even-money', 'stand'], 10_000).catch(() => {}); // a blackjack offers none
      continue;
    }
    const before = await grade.textContent();
    await page.locator(`button[data-action="${choice}"]`).click();
    await until(page, 'Practice: the decision was not graded', (b) => {
      const g = document.querySelector('[data-practice-grade]');
      return g.textContent !== b && /^(true|false)$/.test(g.dataset.right || '');
    }, before);
    await finishRound(page).catch(() => {});
    await (await button(page, '[data-control="practice-exit"]', 'Practice\'s exit')).click();
    await until(page, 'Practice: still in the drill after its exit', () => !document.querySelector('.game[data-practice]'), undefined, 20_000);
    return 'one decision graded, then back';
  }
  throw new Error('Practice: 20 steps without a decision in the drill');
}

const PANELS = [
  ['Hint', openHint],
  ['Count', openCount],
  ['Strategy', openStrategy],
  ['Simulate', openSimulate],
  ['Session', openSession],
  ['Lifetime progress', openProgress],
  ['History + review', openReview],
  ['Practice', openPractice],
];

// ---- the network ------------------------------------------------------------

/**
 * Records every request of the page and its workers twice: through CDP (the
 * page's session, and each worker's through auto-attach, unflattened so that
 * its messages come on this session) with its start (wallTime) and
 * encodedDataLength, and through Playwright's request events with their sizes.
 * Resolves to {cdp, pw, quiet(ms)}: quiet resolves once no request has started
 * or ended for `ms` (at most 30 s).
 */
async function recordNetwork(context, page) {
  const cdp = [];
  const pw = [];
  const byId = new Map();
  let last = Date.now();
  const touch = () => { last = Date.now(); };
  const start = (key, url, from, wallTime) => {
    touch();
    const r = { url, from, at: wallTime * 1000, bytes: 0, received: 0, status: 0, raw: 0, failed: false };
    byId.set(key, r);
    cdp.push(r);
  };
  const response = (key, status) => { const r = byId.get(key); if (r) r.status = status; };
  // The status on the wire (a revalidation answered 304 shows as the cached 200 in responseReceived).
  const raw = (key, status) => { const r = byId.get(key); if (r) r.raw = status; };
  const received = (key, bytes) => { const r = byId.get(key); if (r) r.received += bytes; };
  const finish = (key, bytes) => {
    touch();
    const r = byId.get(key);
    if (r) r.bytes = bytes;
  };
  // A request that failed (its worker ended mid-download): what had come.
  const fail = (key) => {
    touch();
    const r = byId.get(key);
    if (r) Object.assign(r, { bytes: r.received, failed: true });
  };

  const session = await context.newCDPSession(page);
  session.on('Network.requestWillBeSent', (e) => start(`page:${e.requestId}`, e.request.url, 'page', e.wallTime));
  session.on('Network.responseReceived', (e) => response(`page:${e.requestId}`, e.response.status));
  session.on('Network.responseReceivedExtraInfo', (e) => raw(`page:${e.requestId}`, e.statusCode));
  session.on('Network.dataReceived', (e) => received(`page:${e.requestId}`, e.encodedDataLength));
  session.on('Network.loadingFinished', (e) => finish(`page:${e.requestId}`, e.encodedDataLength));
  session.on('Network.loadingFailed', (e) => fail(`page:${e.requestId}`));
  await session.send('Network.enable');
  let id = 0;
  const toWorker = (sessionId, method, params = {}) => session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) }).catch(() => {});
  session.on('Target.attachedToTarget', async (e) => {
    if (e.targetInfo.type !== 'worker') {
      await session.send('Target.detachFromTarget', { sessionId: e.sessionId }).catch(() => {});
      return;
    }
    await toWorker(e.sessionId, 'Network.enable');
    await toWorker(e.sessionId, 'Runtime.runIfWaitingForDebugger');
  });
  session.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message);
    const key = `${e.sessionId}:${m.params?.requestId}`;
    if (m.method === 'Network.requestWillBeSent') start(key, m.params.request.url, 'worker', m.params.wallTime);
    else if (m.method === 'Network.responseReceived') response(key, m.params.response.status);
    else if (m.method === 'Network.responseReceivedExtraInfo') raw(key, m.params.statusCode);
    else if (m.method === 'Network.dataReceived') received(key, m.params.encodedDataLength);
    else if (m.method === 'Network.loadingFinished') finish(key, m.params.encodedDataLength);
    else if (m.method === 'Network.loadingFailed') fail(key);
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  page.on('request', (req) => {
    touch();
    pw.push({ req, url: req.url(), at: Date.now(), bytes: 0 });
  });
  const ended = async (req) => {
    touch();
    const r = pw.find((x) => x.req === req);
    const s = r && (await req.sizes().catch(() => null));
    if (s) r.bytes = s.responseBodySize + s.responseHeadersSize;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', touch);
  const quiet = async (ms) => {
    const end = Date.now() + 30_000;
    while (Date.now() - last < ms && Date.now() < end) await sleep(100);
  };
  return { cdp, pw, quiet };
}

/**
 * Per .wasm path, and per phase in total ('load' until `readyAt`, 'idle'
 * until `panelsAt`, then 'panels'): CDP's figures, and for a request only
 * Playwright saw (a worker's first, before its CDP session listened),
 * Playwright's sizes.
 */
function summarizeNetwork({ cdp, pw }, readyAt, panelsAt) {
  const pathOf = (url) => { try { return new URL(url).pathname; } catch { return url; } };
  const phaseOf = (at) => (at < readyAt ? 'load' : at < panelsAt ? 'idle' : 'panels');
  const group = (list) => {
    const m = new Map();
    for (const r of list.filter((x) => /^https?:/.test(x.url))) {
      const k = `${phaseOf(r.at)} ${pathOf(r.url)}`;
      if (!m.has(k)) m.set(k, []);
      m.get(k).push(r);
    }
    return m;
  };
  const byCdp = group(cdp);
  const byPw = group(pw);
  const rows = new Map(); // .wasm path → {requests, bytes, fromPw, workers, statuses}
  const totals = { load: 0, idle: 0, panels: 0 };
  let filled = 0;
  for (const key of new Set([...byCdp.keys(), ...byPw.keys()])) {
    const [phase, p] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
    const c = byCdp.get(key) || [];
    const w = byPw.get(key) || [];
    // Chromium ends some worker fetches with an encodedDataLength of 0 after their data came: the larger of the two.
    let bytes = c.reduce((n, r) => n + Math.max(r.bytes, r.received), 0);
    const fromPw = Math.max(0, w.length - c.length);
    if (fromPw) {
      bytes += w.slice(-fromPw).reduce((n, r) => n + r.bytes, 0);
      filled += fromPw;
    }
    totals[phase] += bytes;
    if (!p.endsWith('.wasm')) continue;
    const row = rows.get(p) || { requests: 0, bytes: 0, fromPw: 0, workers: 0, revalidated: 0, failed: 0, zero: 0 };
    row.requests += Math.max(c.length, w.length);
    row.bytes += bytes;
    row.fromPw += fromPw;
    row.workers += c.filter((r) => r.from === 'worker').length;
    row.revalidated += c.filter((r) => r.raw === 304).length;
    row.failed += c.filter((r) => r.failed).length;
    row.zero += c.filter((r) => !r.failed && r.status === 200 && !r.bytes && !r.received).length;
    rows.set(p, row);
  }
  return { rows, totals, filled };
}

// ---- one run ------------------------------------------------------------------

async function run(url, n) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const pid = server.process().pid;
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', serviceWorkers: 'block' });
    await context.addInitScript(probe);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = [];
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console error: ${m.text()}`));
    const workers = new Set();
    page.on('worker', (w) => workers.add(w));
    const net = await recordNetwork(context, page);

    await page.goto(url);
    await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout: 60_000, polling: 10 });
    const ready = browserMemory(pid);
    const readyAt = (await page.evaluate(() => window.__benchReadyAt)) ?? Date.now();
    // What the page fetches once idle comes (the engine port warmed up, the panels' buttons), then a steady figure.
    await net.quiet(1000);
    const idle = await steadyMemory(pid);
    const panelsAt = Date.now();
    const speed = page.locator('select[data-speed]');
    if (await speed.count()) await speed.selectOption('instant').catch(() => {});
    // European: dealt from a shoe to a cut card, where the count's next-round return means something.
    const table = page.locator('select[data-table-select]');
    if (!(await table.count())) console.log('  no select[data-table-select]: the default table kept');
    else await table.selectOption(TABLE).catch((e) => console.log(`  the table ${TABLE} could not be chosen (${e.message.split('\n')[0]}): the default kept`));

    const panels = [];
    for (const [name, open] of PANELS) {
      const t0 = Date.now();
      try {
        const what = await open(page);
        panels.push({ name, ok: true, ms: Date.now() - t0, what });
      } catch (e) {
        // The first line, and what Playwright was waiting for (its call log names the locator).
        const lines = String(e.message).split('\n');
        const waited = lines.find((l) => /waiting for/.test(l));
        panels.push({ name, ok: false, skipped: e instanceof Missing, ms: Date.now() - t0, what: `${lines[0]}${waited ? ` (${waited.trim()})` : ''}` });
      }
    }
    await net.quiet(1000);
    const after = await steadyMemory(pid);
    const started = await page.evaluate(() => (window.__benchWorkers || []).map((u) => new URL(u, location.href).pathname));
    const network = summarizeNetwork(net, readyAt, panelsAt);

    console.log(`run ${n}:`);
    for (const p of panels) console.log(`  ${p.ok ? 'opened ' : p.skipped ? 'SKIPPED' : 'FAILED '} ${p.name.padEnd(18)} ${String(p.ms).padStart(6)} ms  ${p.what}`);
    console.log(`  workers started: ${workers.size} (Playwright's worker events), ${started.length} (new Worker in the page: ${started.join(', ') || 'none'})`);
    for (const [p, r] of [...network.rows].sort()) {
      const notes = [
        r.workers ? `${r.workers} by a worker` : 'all by the page',
        r.revalidated ? `${r.revalidated} revalidated from the cache (304)` : '',
        r.failed ? `${r.failed} failed or cancelled` : '',
        r.zero ? `${r.zero} reported by Chromium with 0 bytes: a lower bound` : '',
        r.fromPw ? `${r.fromPw} counted from Playwright's sizes` : '',
      ].filter(Boolean);
      console.log(`  ${p}: ${r.requests} request(s), ${kb(r.bytes)} on the wire (${notes.join(', ')})`);
    }
    console.log(`  bytes on the wire: ${kb(network.totals.load)} until ready, ${kb(network.totals.idle)} while idle, ${kb(network.totals.panels)} while opening the panels`);
    console.log(`  memory (${after.kind}; ${ready.processes}, ${idle.processes}, ${after.processes} processes): ${mb(ready.kib)} at ready, ${mb(idle.kib)} idle, ${mb(after.kib)} with every panel opened: ${signed(after.kib - ready.kib)} from ready, ${signed(after.kib - idle.kib)} from idle`);
    if (VERBOSE) {
      for (const r of net.cdp.filter((x) => /\.wasm$/.test(x.url))) console.log(`    CDP ${r.from} ${r.status}${r.raw ? ` (on the wire ${r.raw})` : ''}${r.failed ? ' failed' : ''} ${r.bytes} B (data received ${r.received} B) ${new URL(r.url).pathname}`);
      for (const r of net.pw.filter((x) => /\.wasm$/.test(x.url))) console.log(`    Playwright ${r.bytes} B ${new URL(r.url).pathname}`);
    }
    if (network.filled) console.log(`  note: ${network.filled} request(s) made by a worker before its CDP session listened: their bytes are Playwright's`);
    if (errors.length) console.log(`  browser errors:\n    ${errors.join('\n    ')}`);
    return { panels, workers: workers.size, started: started.length, network, ready, idle, after, version: browser.version() };
  } finally {
    await browser.close().catch(() => {});
    await server.close().catch(() => {});
  }
}

// ---- main ---------------------------------------------------------------------

const loadBefore = os.loadavg()[0];
const web = await serveDist(DIR);
const results = [];
try {
  for (let i = 1; i <= RUNS; i++) results.push(await run(web.url, i));
} finally {
  web.stop();
}

console.log('');
console.log(`$ cd tests && node e2e/bench-panels.mjs${argv.length ? ' ' + argv.join(' ') : ''}`);
console.log(`${path.relative(ROOT, DIR) || DIR}/ served by www/serve.py (brotli, else gzip); ${RUNS} run(s), each a fresh browser (cold cache, the offline worker blocked), ${VIEWPORT.width}x${VIEWPORT.height}, reduced motion; Chromium ${results[0]?.version ?? '?'}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString()}`);
// The machine's other work stretches the times (not the bytes or the workers): its load average, as the runs began and ended.
console.log(`load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)} (${os.cpus().length} cores)`);
console.log(`panels opened: ${PANELS.map(([name]) => `${name} ${results.filter((r) => r.panels.find((p) => p.name === name)?.ok).length}/${results.length}`).join(', ')}`);
console.log('median (min–max) over the runs:');
for (const [name] of PANELS) {
  const ms = results.map((r) => r.panels.find((p) => p.name === name)).filter((p) => p?.ok).map((p) => p.ms);
  if (ms.length) console.log(`  ${name}: ${spread(ms, (x) => `${Math.round(x)} ms`)} to open`);
}
console.log(`  workers started: ${spread(results.map((r) => r.workers))} (Playwright's events), ${spread(results.map((r) => r.started))} (new Worker)`);
const paths = [...new Set(results.flatMap((r) => [...r.network.rows.keys()]))].sort();
for (const p of paths) {
  const rows = results.map((r) => r.network.rows.get(p) || { requests: 0, bytes: 0 });
  console.log(`  ${p}: ${spread(rows.map((r) => r.requests))} request(s), ${spread(rows.map((r) => r.bytes), kb)}`);
}
console.log(`  bytes until ready: ${spread(results.map((r) => r.network.totals.load), kb)}`);
console.log(`  bytes while idle: ${spread(results.map((r) => r.network.totals.idle), kb)}`);
console.log(`  bytes to open every panel: ${spread(results.map((r) => r.network.totals.panels), kb)} (with the idle ones: ${spread(results.map((r) => r.network.totals.idle + r.network.totals.panels), kb)})`);
console.log(`  memory (${results[0]?.after.kind}) at ready: ${spread(results.map((r) => r.ready.kib), mb)}, idle: ${spread(results.map((r) => r.idle.kib), mb)}, every panel opened: ${spread(results.map((r) => r.after.kib), mb)}`);
console.log(`  memory growth from ready to every panel opened: ${spread(results.map((r) => r.after.kib - r.ready.kib), signed)}`);
console.log(`  memory growth from idle to every panel opened: ${spread(results.map((r) => r.after.kib - r.idle.kib), signed)}`);
