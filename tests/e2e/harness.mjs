// The end-to-end harness: one static server per test file, a fresh Chromium
// profile per test (fresh localStorage), every console error, page error and
// failed request recorded and turned into a test failure, and small helpers
// that read the page the way a person does (texts, enabled buttons).
//
// Every Content-Security-Policy violation is recorded too, and fails the test.
//
// It builds nothing: the test build of the engine (target/pkg-test) must be
// there already (`bash www/build.sh --test`), and, for the tests of the built
// copy, dist/ (`bash www/dist.sh`).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { statSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, CSP, startServer } from './server.mjs';

export { assert, ROOT, CSP };

export const DIST = path.join(ROOT, 'dist');
/** Where the tests serve dist/: a sub-path, as on a site that holds other things too. */
export const SUBPATH = '/games/blackjack/';

export const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');
export const CHROMIUM = '/usr/bin/chromium';
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Longest wait for something a person waits for at instant speed. */
export const WAIT = 10_000;

/** Fails with a clear message when the test build of the engine is missing. */
export function checkTestBuild() {
  const dir = path.join(ROOT, 'target', 'pkg-test');
  const missing = ['blackjack.js', 'blackjack_bg.wasm'].filter((f) => !existsSync(path.join(dir, f)));
  if (missing.length) {
    throw new Error(
      `the engine's test build is missing (${missing.map((f) => 'target/pkg-test/' + f).join(', ')}): ` +
        'run bash www/build.sh --test first (from the repository root)',
    );
  }
}

/**
 * Fails with a clear message when dist/ is missing or older than the files it
 * is made of (the page's modules, which www/dist.sh bundles, the stylesheets,
 * catalogues and engine of www/). dist/sw.js is written last.
 */
export function checkDist() {
  const fix = 'run bash www/dist.sh first (from the repository root; --no-build after www/build.sh)';
  const worker = path.join(DIST, 'sw.js');
  if (!existsSync(worker) || !existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`dist/ is missing: ${fix}`);
  }
  const shipped = ['www/app.js', 'www/blackjack-table.js', 'www/style.css', 'www/pkg/blackjack.js', 'www/pkg/blackjack_bg.wasm'];
  const missing = shipped.filter((f) => !existsSync(path.join(DIST, f)));
  if (missing.length) throw new Error(`dist/ lacks ${missing.join(', ')}: ${fix}`);
  const sources = [
    ...readdirSync(path.join(ROOT, 'www'), { recursive: true }).filter((f) => /\.(js|mjs|css|svg)$/.test(f) && f !== 'sw.js' && !f.startsWith('pkg')).map((f) => `www/${f}`),
    'www/pkg/blackjack.js',
    'www/pkg/blackjack_bg.wasm',
    'index.html',
  ];
  const built = statSync(worker).mtimeMs;
  // The copy is bundled and minified, so it is compared by age, not content.
  const stale = sources.filter((f) => statSync(path.join(ROOT, f)).mtimeMs > built);
  if (stale.length) throw new Error(`dist/ is older than ${stale.join(', ')}: ${fix}`);
}

/**
 * Registers a server for this test file (started before its first test,
 * closed after its last). `test: true` serves the stackable engine build;
 * `dist: true` serves dist/ under SUBPATH instead, `csp: true` with the
 * strict Content-Security-Policy on every response.
 * Returns an object whose `server` is set once started.
 */
export function useServer(opts = {}) {
  const holder = { server: null };
  before(async () => {
    holder.server = await startServerFor(opts);
  });
  after(async () => {
    await holder.server?.close();
  });
  return holder;
}

/** Starts a server as useServer does, for a test that manages its own. */
export async function startServerFor({ test: testMode = true, dist = false, csp = false } = {}) {
  if (dist) {
    checkDist();
    return startServer({ root: DIST, prefix: SUBPATH, headers: csp ? { 'Content-Security-Policy': CSP } : {} });
  }
  if (testMode) checkTestBuild();
  return startServer({ test: testMode });
}

/**
 * Opens the game in a fresh Chromium profile.
 * Options: viewport, reducedMotion ('reduce' by default), speed ('instant' by
 * default, chosen in the speed selector like a person; null to leave it),
 * init (a function or script added with addInitScript), wait (wait for
 * the page to be ready; default true), path (the page, relative to the
 * server's address; default its index), ready (how to wait for that page;
 * default body[data-ready]), locale (the browser's language; default en-US).
 */
export async function openGame(server, opts = {}) {
  const {
    viewport = { width: 1280, height: 900 },
    reducedMotion = 'reduce',
    speed = 'instant',
    init,
    initArg,
    wait = true,
    path: page_ = '',
    ready = waitReady,
    locale = 'en-US',
  } = opts;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blackjack-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport,
    reducedMotion,
    locale,
  });
  context.setDefaultTimeout(WAIT);
  const errors = [];
  const watched = new WeakSet();
  const watch = (page) => {
    if (watched.has(page)) return;
    watched.add(page);
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console error: ${msg.text()} (${msg.location()?.url ?? ''})`);
    });
    page.on('pageerror', (err) => errors.push(`page error: ${err.stack || err.message || err}`));
    page.on('requestfailed', (req) => {
      // A reload or a closed tab cancels what the page was still fetching (its
      // icon and manifest, the advisor loaded after the first Deal, what it fetches when
      // idle: present.js and its modules, the session tracker and the round history, the offline worker, the card options,
      // their words, the keys list and the fair deal's controls, the count panel,
      // the engine port with its worker and the odds module, the lazy catalogues'
      // loader and the fair deal's note, the sounds): not a failure.
      if (req.failure()?.errorText === 'net::ERR_ABORTED' && /\/(icon\.svg|manifest\.webmanifest|advisor(-ui)?\.js|engine\.js|worker-client\.js|engine-worker\.js|simulate-run\.js|odds(?:_bg\.wasm|\.js)|present\.js|reveal\.js|narrate\.js|offline\.js|card-options\.js|(?:options|fair)-(?:en|ru|ro)\.js|catalogue\.js|after-idle\.js|sheet\.js|cards\.css|fair\.css|keys\.css|keys-panel\.js|phone-round\.(?:js|css)|fair-controls\.js|review-link\.js|fragment\.js|count(?:-[a-z]+)?\.(?:js|css)|sound\.js|session-track\.js|session-store\.js|history(?:-[a-z]+)?\.js|daily(?:-[a-z]+)*\.(?:js|css)|idb\.js|job-panel\.(?:js|css)|lab(?:-[a-z]+)*\.(?:js|css)|strategy-compute\.js|indices-kept\.js|store\.js)$/.test(req.url())) return;
      errors.push(`failed request: ${req.method()} ${req.url()} (${req.failure()?.errorText})`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) errors.push(`failed request: ${res.request().method()} ${res.url()} (HTTP ${res.status()})`);
    });
  };
  context.on('page', watch);
  context.pages().forEach(watch);
  // Content-Security-Policy violations, in the document or any shadow root.
  await context.exposeBinding('__blackjackCspViolation', (source, text) => errors.push(`CSP violation: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__blackjackCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  if (init) await context.addInitScript(init, initArg);

  const session = {
    context,
    page,
    errors,
    dir,
    server,
    async load() {
      await page.goto(server.url + page_);
      if (wait) await ready(page);
      if (wait && speed) await setSpeed(page, speed);
    },
    async reload() {
      await page.reload();
      await ready(page);
    },
    async close() {
      await context.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await session.load();
  } catch (e) {
    const errs = errors.slice();
    await session.close();
    if (errs.length) e.message += '\nbrowser errors:\n' + errs.join('\n');
    throw e;
  }
  return session;
}

/**
 * A test that gets a fresh game (`openGame` options in `opts`) and fails if
 * the browser reported any console error, page error or failed request.
 */
export function gameTest(holder, name, opts, fn) {
  if (typeof opts === 'function') [opts, fn] = [{}, opts];
  test(name, { timeout: opts.timeout ?? 90_000 }, async (t) => {
    const session = await openGame(holder.server, opts);
    let failure = null;
    try {
      await fn(session, t);
    } catch (e) {
      failure = e;
    }
    const errs = session.errors.slice();
    await session.close();
    if (failure) {
      if (errs.length && failure instanceof Error) failure.message += '\nbrowser errors:\n' + errs.join('\n');
      throw failure;
    }
    assert.deepEqual(errs, [], 'no console error, page error or failed request');
  });
}

/**
 * For the benchmarks: a headless Chromium on the page of a server started as
 * `startServerFor(opts)` does, once the page is ready. `close()` ends both.
 */
export async function benchPage(opts) {
  const server = await startServerFor(opts);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const page = await browser.newPage();
  await page.goto(server.url);
  await waitReady(page, 30_000);
  return { page, browser, server, close: async () => { await browser.close(); await server.close(); } };
}

export async function waitReady(page, timeout = 20_000) {
  await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout });
}

/** Chooses a speed in the speed selector, as a person would. */
export async function setSpeed(page, speed) {
  await page.locator('select[data-speed]').selectOption(speed);
}

// ---- waiting and checking --------------------------------------------------

// Only for polling: a test waits for an event or a counter, never a fixed time.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `check` (which throws while unmet) until it passes or `timeout` ends. */
export async function eventually(check, { timeout = WAIT, interval = 40 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > end) throw e;
    }
    await sleep(interval);
  }
}

/** A text as a person reads it: one space between words, U+2212 read as '-'. */
export const norm = (s) => (s ?? '').replace(/\u2212/g, '-').replace(/\s+/g, ' ').trim();

async function textOf(locator) {
  const n = await locator.count();
  if (n !== 1) throw new assert.AssertionError({ message: `expected one element for ${locator}, found ${n}` });
  return norm(await locator.textContent({ timeout: 1000 }));
}

/** Waits until the element's text is `expected` (a string, compared after norm(), or a RegExp). */
export async function expectText(locator, expected, opts) {
  return eventually(async () => {
    const text = await textOf(locator);
    if (expected instanceof RegExp) assert.match(text, expected, `text of ${locator}`);
    else assert.equal(text, norm(expected), `text of ${locator}`);
    return text;
  }, opts);
}

export async function expectEnabled(locator, opts) {
  return eventually(async () => {
    assert.equal(await locator.count(), 1, `one element for ${locator}`);
    assert.equal(await locator.isEnabled({ timeout: 1000 }), true, `${locator} should be enabled`);
  }, opts);
}

export async function expectDisabled(locator, opts) {
  return eventually(async () => {
    assert.equal(await locator.count(), 1, `one element for ${locator}`);
    assert.equal(await locator.isDisabled({ timeout: 1000 }), true, `${locator} should be disabled`);
  }, opts);
}

export async function expectVisible(locator, opts) {
  return eventually(async () => {
    assert.equal(await locator.isVisible(), true, `${locator} should be visible`);
  }, opts);
}

export async function expectHidden(locator, opts) {
  return eventually(async () => {
    assert.equal(await locator.isVisible(), false, `${locator} should be hidden`);
  }, opts);
}

// ---- the page contract -----------------------------------------------------

export const action = (page, name) => page.locator(`button[data-action="${name}"]`);
export const chip = (page, amount) => page.locator(`button[data-chip="${amount}"]`);
export const spot = (page, box) => page.locator(`button[data-box="${box}"]`);
export const pairSpot = (page, box) => page.locator(`button[data-pair="${box}"]`);
export const hand = (page, i) => page.locator(`.hand[data-hand="${i}"]`);
export const handTotal = (page, i) => hand(page, i).locator('.total');
export const handCards = (page, i) => hand(page, i).locator('.card');
/** The settled result of hand `i` (an element carrying data-outcome). */
export const outcome = (page, i) => hand(page, i).locator('[data-outcome]');
export const dealer = (page) => page.locator('[data-dealer]');
export const dealerTotal = (page) => dealer(page).locator('.total');
export const dealerCards = (page) => dealer(page).locator('.card');
export const bankrollText = (page) => page.locator('[data-bankroll]');

/** Waits until the bankroll reads exactly `expected`. */
export const expectBankroll = (page, expected) => expectText(bankrollText(page), String(expected));


/**
 * The amount a locator's text writes, in any of the game's languages: "537.50",
 * "537,50", "10,000", "10 000", "10.000,50". Amounts have at most two
 * decimals, so a point or comma before one or two final digits is the decimal
 * mark, and any other point, comma or space groups thousands.
 */
export async function amountOf(locator) {
  const text = (await locator.textContent()).replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-');
  const decimals = text.match(/[.,](\d{1,2})$/);
  const whole = (decimals ? text.slice(0, decimals.index) : text).replace(/[.,]/g, '');
  return Number(decimals ? `${whole}.${decimals[1]}` : whole);
}

/** Clicks the chips named, in order (`chips(page, 5, 5)` bets 10). */
export async function chips(page, ...amounts) {
  for (const a of amounts) await chip(page, a).click();
}

/** Clicks an action button after checking a person could: it is enabled. */
export async function act(page, name) {
  await expectEnabled(action(page, name));
  await action(page, name).click();
}

/** The next cards to leave the shoe (test build only). */
export async function stack(page, cards) {
  await page.evaluate((cards) => {
    if (!window.blackjackTest?.stack) throw new Error('window.blackjackTest.stack is missing: is the test build served?');
    return window.blackjackTest.stack(cards);
  }, cards);
}

/** Waits for hand `i`'s outcome: its data-outcome and its text. */
export async function expectOutcome(page, i, kind, text, opts) {
  const o = outcome(page, i);
  await eventually(async () => {
    assert.equal(await o.count(), 1, `one outcome for hand ${i}`);
    assert.equal(await o.getAttribute('data-outcome', { timeout: 1000 }), kind, `outcome of hand ${i}`);
  }, opts);
  if (text !== undefined) await expectText(o, text, opts);
}

/** Waits for a round to be over: its outcomes shown and Deal back in the betting phase. */
export async function expectRoundOver(page, hands = 1) {
  for (let i = 0; i < hands; i++) {
    await eventually(async () => assert.equal(await outcome(page, i).count(), 1, `hand ${i} settled`));
  }
}

/** Saves a full-page screenshot to tests/artifacts/NAME.png. */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Chooses a table in the table selector, as a person would, and waits for its boxes. */
export async function chooseTable(page, name) {
  await page.locator('select[data-table-select]').selectOption(name);
  await eventually(async () =>
    assert.equal(await page.locator('select[data-table-select]').inputValue(), name),
  );
}

/**
 * Plays a round with the shipped engine (no stacked shoe) inside `root` (a
 * page, or a locator of one game): a chip, Deal, then every offer declined
 * and every hand stood until the round is settled. Resolves to the outcome.
 */
export async function playRound(root, chipAmount = 5) {
  await expectEnabled(root.locator(`button[data-chip="${chipAmount}"]`));
  await root.locator(`button[data-chip="${chipAmount}"]`).click();
  await act(root, 'deal');
  const first = root.locator('.hand[data-hand="0"] [data-outcome]');
  return eventually(async () => {
    if (await first.count()) return first.getAttribute('data-outcome');
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      const button = action(root, name);
      if ((await button.isVisible()) && (await button.isEnabled())) {
        await button.click({ timeout: 1000 }).catch(() => {});
        break;
      }
    }
    throw new assert.AssertionError({ message: 'the round is not settled yet' });
  }, { timeout: 20_000, interval: 60 });
}

/**
 * Everything a person sees of the game, as plain data: the bankroll, the
 * table, every card, total, bet and result, the offer, the status line,
 * which buttons and chips are enabled, the amount fields, and the fair-deal
 * lines (the next shuffle's fingerprint, the last round's seed). Waits until
 * no card is being dealt.
 */
export async function visibleState(page) {
  await page.waitForFunction(() => document.body.dataset.stage && document.body.dataset.stage !== 'dealing');
  return page.evaluate(() => {
    const text = (el) => (el ? el.textContent.replace(/\s+/g, ' ').trim() : null);
    const shown = (el) => !!el && el.getClientRects().length > 0;
    const all = (sel, root = document) => [...root.querySelectorAll(sel)];
    const cards = (root) => all('.card', root).map((c) => c.dataset.card);
    return {
      bankroll: text(document.querySelector('[data-bankroll]')),
      table: document.querySelector('select[data-table-select]').value,
      tableSelectable: !document.querySelector('select[data-table-select]').disabled,
      dealer: { cards: cards(document.querySelector('[data-dealer]')), total: text(document.querySelector('[data-dealer] .total')) },
      hands: all('.hand[data-hand]').map((h) => ({
        cards: cards(h),
        total: text(h.querySelector('.total')),
        bet: text(h.querySelector('.hand-bet')),
        outcome: text(h.querySelector('[data-outcome]')),
        active: h.classList.contains('active'),
      })),
      spots: all('button[data-box], button[data-pair]').map((b) => b.getAttribute('aria-label')),
      sides: all('.sides').map(text),
      offer: shown(document.querySelector('[data-offer]')) ? text(document.querySelector('.offer-text')) : null,
      amounts: all('[data-amount]').filter(shown).map((i) => `${i.dataset.amount} ${i.value}`),
      enabled: all('button[data-action], button[data-chip]')
        .filter((b) => !b.disabled && shown(b))
        .map((b) => b.dataset.action || `chip ${b.dataset.chip}`),
      status: text(document.querySelector('[data-status]')),
      reshuffled: shown(document.querySelector('[data-reshuffled]')),
      commitment: shown(document.querySelector('[data-commitment]')) ? document.querySelector('[data-commitment]').dataset.commitment : null,
      seed: shown(document.querySelector('[data-seed]')) ? document.querySelector('[data-seed]').dataset.seed : null,
    };
  });
}

/** Declines every offer and stands until the round is over. */
export async function finishRound(page) {
  await eventually(async () => {
    if ((await page.locator('.hand[data-hand="0"] [data-outcome]').count()) > 0) return;
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      const b = action(page, name);
      if ((await b.isVisible()) && (await b.isEnabled())) {
        await b.click();
        break;
      }
    }
    throw new assert.AssertionError({ message: 'the round is not over yet' });
  });
}
