// The engine port (www/core/engine.js): every panel of a game asks the
// engine's exact odds through one port per game, which starts at most two
// module workers (one for quick questions, one for long jobs) and fetches and
// compiles the odds module once, on the main thread, sending the compiled
// module to its workers. Here one page opens every panel a person can open
// (Hint, Count, Strategy, Simulate, Session and its graph, Lifetime progress,
// History with the review of a round, Practice), then counts the workers
// started (Playwright's worker events, and `new Worker` calls through a
// wrapped window.Worker) and the requests for each wasm module (the test
// server's log; the main thread's own fetches from its resource timing).
// Then two <blackjack-table> games on one page: each has its own port (its
// own workers), and ending one leaves the other's Hint working, on its own
// workers. Test build (stacked shoes); waits on selectors and counters only.
// How much each panel downloads and costs in memory: node e2e/bench-panels.mjs.

import {
  assert, useServer, gameTest, act, action, chips, stack, handTotal, expectText, expectEnabled, expectVisible,
  eventually, expectRoundOver, norm, chooseTable,
} from './harness.mjs';

// One server per test, so that each test's request log is its own.
const single = useServer({ test: true });
const embedded = useServer({ test: true });

/** Computing a chart or a simulation takes seconds; on a busy 2-core machine, more. */
const SLOW = { timeout: 180_000, interval: 100 };
const CODES = new Set(['H', 'S', 'P', 'D', 'Ds', 'Rh', 'Rs', 'Rp']);
const hiLo = c => ('23456'.includes(c[0]) ? 1 : '789'.includes(c[0]) ? 0 : -1);
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * Init script: every `new Worker` and every terminate() of one (window.Worker
 * wrapped before any script of the page runs), and room for every resource
 * timing entry (the main thread's own fetches).
 */
function countEngines() {
  const Native = window.Worker;
  const started = (window.__workersStarted = []);
  const ended = (window.__workersEnded = []);
  class Counted extends Native {
    constructor(url, options) {
      super(url, options);
      this.__index = started.length;
      started.push(String(url));
    }

    terminate() {
      if (!ended.includes(this.__index)) ended.push(this.__index);
      return super.terminate();
    }
  }
  window.Worker = Counted;
  performance.setResourceTimingBufferSize(100_000);
}

/** The page's own counts: {started: [url…], ended: [index…], mainWasm: [path…]} (the .wasm paths the main thread fetched). */
const inPage = page => page.evaluate(() => ({
  started: window.__workersStarted.slice(),
  ended: window.__workersEnded.slice(),
  mainWasm: performance.getEntriesByType('resource').map(e => new URL(e.name).pathname).filter(p => p.endsWith('.wasm')),
}));

/** Playwright's view of the page's workers: the ones alive now, and every one started from now on. */
function trackWorkers(page) {
  const seen = new Set();
  const closed = new Set();
  const watch = w => {
    if (seen.has(w)) return;
    seen.add(w);
    w.on('close', () => closed.add(w));
  };
  page.workers().forEach(watch);
  page.on('worker', watch);
  return {
    get started() { return seen.size; },
    get closed() { return closed.size; },
    urls: () => [...seen].map(w => new URL(w.url()).pathname),
  };
}

/** Requests for each .wasm path in a test server's log: {path: count}. */
function wasmRequests(server) {
  const counts = {};
  for (const e of server.log) {
    const p = new URL(e.path, 'http://x').pathname;
    if (p.endsWith('.wasm')) counts[p] = (counts[p] || 0) + 1;
  }
  return counts;
}

const tally = paths => paths.reduce((n, p) => ({ ...n, [p]: (n[p] || 0) + 1 }), {});

/** Waits until `locator`'s text reads as a number; resolves to that text. */
const numberIn = (locator, opts) => eventually(async () => {
  assert.equal(await locator.count(), 1, `one ${locator}`);
  const text = norm(await locator.textContent({ timeout: 1000 }));
  assert.match(text, NUMBER, `${locator} shows a number`);
  return text;
}, opts);

/** Deals `cards` in `root` (a page or one game) on a bet of 5, checks the first hand's total, presses Hint and waits for "Best: <best>. …". */
async function hint(root, { cards, total, best, stackIn }) {
  await chips(root, 5);
  await stackIn(cards);
  await act(root, 'deal');
  await expectText(handTotal(root, 0), total);
  const button = root.locator('button[data-control="hint"]');
  await expectEnabled(button);
  await button.click();
  return expectText(root.locator('[data-hint]'), new RegExp(`^Best: ${best}\\. \\S`), SLOW);
}

/** The first decision the drill's hand offers, by its button (null: the hand ended without one). */
async function drillDecision(page) {
  return eventually(async () => {
    if (await page.locator('.hand[data-hand="0"] [data-outcome]').count()) return null;
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      const b = action(page, name);
      if ((await b.isVisible()) && (await b.isEnabled())) return name;
    }
    throw new assert.AssertionError({ message: 'the drill offers no decision yet' });
  });
}

gameTest(single, 'every panel of one game asks one engine port: at most two workers, no wasm module fetched more than twice, the odds module only by the main thread', {
  init: countEngines,
  timeout: 600_000,
}, async ({ page }, t) => {
  const workers = trackWorkers(page);
  const opened = [];
  // A table dealt from a shoe to a cut card, where the count means something (European: no hole card).
  await chooseTable(page, 'european');

  // Hint: 9+3 against a ten; the hint is the engine's, through the port.
  await hint(page, { cards: ['9S', 'TD', '3H'], total: '12', best: 'Hit', stackIn: cards => stack(page, cards) });
  await act(page, 'stand');
  await expectRoundOver(page);
  opened.push('hint');

  // Count, switched on between rounds: the running count is the engine's
  // Hi-Lo count of the cards on the table (the shoe's first round), and the
  // next round's exact return is computed.
  await page.locator('button[data-control="count"]').click();
  await expectVisible(page.locator('[data-running-count]'));
  const shown = await page.locator('.card[data-card]').evaluateAll(cs => cs.map(c => c.dataset.card).filter(c => c !== 'back'));
  await eventually(async () => assert.equal(Number(await numberIn(page.locator('[data-running-count]'))), shown.reduce((n, c) => n + hiLo(c), 0), `the running count of ${shown}`));
  await numberIn(page.locator('[data-true-count]'));
  const edge = page.locator('[data-next-edge]');
  await eventually(async () => assert.equal(await edge.getAttribute('data-state', { timeout: 1000 }), 'ready'), SLOW);
  assert.ok(Number.isFinite(Number(await edge.getAttribute('data-value'))), 'the next round\'s return is a number');
  opened.push('count');

  // Strategy: the chart (a quick question: it must not wait behind a long job).
  await page.locator('button[data-control="strategy"]').click();
  await eventually(async () => assert.ok(CODES.has(await page.locator('[data-cell="hard-16-T"]').textContent({ timeout: 500 }))), SLOW);
  opened.push('strategy');

  // Simulate: a small run to its end (a long job, in the port's second worker).
  await simulate(page);
  assert.ok(Number.isFinite(Number(await page.locator('[data-sim-return]').getAttribute('data-sim-return'))));
  const [done, total] = await page.locator('[data-sim] [data-progress]').evaluate(p => [p.value, p.max]);
  assert.equal(done, total, 'the run went to its end: the progress bar is full');
  opened.push('simulate');

  // Session: the panel and its graph (the round valued by the engine).
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('[data-session-panel] [data-session-rounds]');
  await eventually(async () => assert.equal(await page.locator('svg[data-graph] polyline[data-line]').count(), 3, 'the graph\'s three lines'), SLOW);
  opened.push('session');

  // Lifetime progress, under the graph.
  await page.locator('button[data-control="progress"]').click();
  const overall = page.locator('[data-progress-ev-per-100]');
  await eventually(async () => {
    assert.equal(await overall.count(), 1, 'the overall line is there');
    const value = await overall.getAttribute('data-progress-ev-per-100', { timeout: 1000 });
    assert.match(value ?? '', /^-?\d+(\.\d+)?(e-?\d+)?$/, `EV lost per 100 decisions: ${value}`);
  }, SLOW);
  opened.push('progress');

  // History, and the review of its round: the engine's decisions, each option valued.
  await page.locator('button[data-control="history"]').click();
  await page.locator('dialog[data-history] [data-control="review"]').first().click();
  const review = page.locator('dialog[data-review]');
  await eventually(async () => assert.ok(await review.locator('[data-decision]').count() >= 1, 'the review lists the decisions'), SLOW);
  const options = await review.locator('[data-decision] [data-option]').evaluateAll(bs => bs.map(b => ({ option: b.dataset.option, ev: b.dataset.ev, chosen: 'chosen' in b.dataset })));
  assert.ok(options.length >= 2, JSON.stringify(options));
  for (const o of options) assert.ok(o.ev.trim() !== '' && Number.isFinite(Number(o.ev)), `a value for ${o.option}: ${o.ev}`);
  assert.deepEqual(options.filter(o => o.chosen).map(o => o.option), ['stand'], 'the stand taken in the round');
  await review.locator('[data-control="close-review"]').click();
  await eventually(async () => assert.equal(await review.count(), 0, 'the review closed'));
  await page.locator('dialog[data-history] [data-control="close-history"]').click();
  await eventually(async () => assert.equal(await page.locator('dialog[data-history]').count(), 0, 'History closed'));
  opened.push('history+review');

  // Practice: enter the drill (from the Session panel), one graded decision, leave.
  await page.locator('button[data-control="practice"]').click();
  await page.waitForSelector('.game[data-practice] [data-practice-grade]');
  const grade = page.locator('[data-practice-grade]');
  await page.waitForFunction(() => document.querySelector('[data-practice-grade]').textContent.includes('Deal'), null, { timeout: SLOW.timeout });
  let graded = false;
  for (let hand = 0; hand < 10 && !graded; hand++) {
    if (hand > 0) await act(page, 'deal');
    const name = await drillDecision(page);
    if (!name) continue; // a hand that ended without a decision (a blackjack): the next one
    const before = await grade.textContent();
    await action(page, name).click();
    await eventually(async () => {
      const text = norm(await grade.textContent());
      assert.ok(text && text !== norm(before), `a grade is shown after ${name} (${text})`);
      assert.match(await grade.getAttribute('data-right') ?? '', /^(true|false)$/);
    }, SLOW);
    graded = true;
    // Played out, so that leaving finds no hand in the middle.
    await eventually(async () => {
      if (await page.locator('.hand[data-hand="0"] [data-outcome]').count()) return;
      const next = await drillDecision(page).catch(() => null);
      if (next) await action(page, next).click().catch(() => {});
      throw new assert.AssertionError({ message: 'the drill hand is not over yet' });
    }, { timeout: 30_000 });
  }
  assert.ok(graded, 'a drill decision was graded');
  await page.locator('[data-control="practice-exit"]').click();
  await eventually(async () => assert.equal(await page.locator('.game[data-practice]').count(), 0, 'back at the live table'));
  opened.push('practice');

  // The counts.
  const counts = await inPage(page);
  const requests = wasmRequests(single.server);
  const main = tally(counts.mainWasm);
  t.diagnostic(`panels opened: ${opened.join(', ')}`);
  t.diagnostic(`workers: ${counts.started.length} by new Worker (${counts.started.map(u => new URL(u).pathname).join(', ')}), ${workers.started} by Playwright's worker events; ${counts.ended.length} terminated`);
  for (const [p, n] of Object.entries(requests)) t.diagnostic(`${p}: ${n} request(s), ${main[p] || 0} by the main thread`);

  assert.ok(counts.started.length >= 1, 'the panels started a worker (the counter counts)');
  assert.ok(counts.started.length <= 2, `at most two workers by new Worker: ${counts.started.join(', ')}`);
  assert.ok(workers.started <= 2, `at most two workers by Playwright's events: ${workers.urls().join(', ')}`);
  assert.equal(workers.started, counts.started.length, 'Playwright saw the workers the page started');
  assert.deepEqual(counts.ended, [], 'no worker was ended (a cancelled job would have ended one and started another)');
  for (const wasm of ['/www/pkg/blackjack_bg.wasm', '/www/pkg/odds/odds_bg.wasm', '/www/pkg/practice/practice_bg.wasm']) {
    assert.ok(requests[wasm] >= 1, `${wasm} was fetched (the log counts): ${JSON.stringify(requests)}`);
  }
  for (const [p, n] of Object.entries(requests)) assert.ok(n <= 2, `${p} was fetched ${n} times`);
  const odds = '/www/pkg/odds/odds_bg.wasm';
  assert.equal(main[odds] || 0, requests[odds], `the odds module is fetched by the main thread only (${main[odds] || 0} of ${requests[odds]} requests), never by a worker`);
});

/** Opens Simulate in `scope` (a page or a game's element) and runs 20 000 rounds and 20 sessions to their end. */
async function simulate(scope) {
  await scope.locator('button[data-control="simulate"]').click();
  await expectVisible(scope.locator('[data-sim]'));
  await scope.locator('[data-sim-field="rounds"]').fill('20000');
  await scope.locator('[data-sim-field="sessions"]').fill('20');
  await scope.locator('button[data-control="run-simulation"]').click();
  await eventually(async () => assert.equal(await scope.locator('[data-sim-return]').count(), 1, 'the mean return is shown'), SLOW);
}

/** Waits until both <blackjack-table> games of the example page are playable. */
const bothReady = page => page.waitForFunction(() => {
  const games = [...document.querySelectorAll('blackjack-table')];
  return games.length === 2 && games.every(e => e.dataset.ready === 'true');
});

gameTest(embedded, 'two <blackjack-table> games share no engine state: each its own port and workers; ending one leaves the other\'s Hint working', {
  path: 'www/embed.html',
  speed: null,
  ready: bothReady,
  init: countEngines,
  timeout: 600_000,
}, async ({ page }, t) => {
  const workers = trackWorkers(page);
  const first = page.locator('#first');
  const second = page.locator('#second');
  // In English, to read the Hint's words.
  for (const game of [first, second]) {
    await game.evaluate(el => el.setAttribute('lang', 'en'));
    await expectText(action(game, 'deal'), 'Deal');
  }
  // The test build's table stacks the shoe; each element holds its own game.
  const stackIn = game => cards => game.evaluate((el, c) => el.game.table.stack(c), cards);

  // The first (european, no hole card) and the second (land-casino): 9+3 against a ten.
  await hint(first, { cards: ['9S', 'TD', '3H'], total: '12', best: 'Hit', stackIn: stackIn(first) });
  await hint(second, { cards: ['9S', 'TD', '3H', '7C'], total: '12', best: 'Hit', stackIn: stackIn(second) });
  let counts = await inPage(page);
  t.diagnostic(`after both Hints: ${counts.started.length} workers`);
  assert.equal(counts.started.length, 2, 'each game answered its Hint on a worker of its own port (one shared port would have started one)');

  // A long job in each: a small simulation. Each game's port starts its own second worker.
  const simulateIn = async (game, n) => {
    await simulate(game);
    counts = await inPage(page);
    assert.equal(counts.started.length, n, `${n} workers once this game's simulation is done: ${counts.started.join(', ')}`);
  };
  await simulateIn(first, 3);
  await simulateIn(second, 4);
  assert.ok(workers.started <= 4, `at most two workers per game by Playwright's events (${workers.started})`);
  assert.equal(workers.started, counts.started.length, 'Playwright saw the workers the page started');
  assert.deepEqual(counts.ended, [], 'no worker ended yet');

  // The first game leaves the page: its port ends its two workers, and only those.
  await page.evaluate(() => document.querySelector('#first').remove());
  await eventually(async () => assert.equal((await inPage(page)).ended.length, 2, 'the removed game\'s two workers were terminated'));
  await eventually(async () => assert.equal(workers.closed, 2, 'Playwright saw two workers close'));

  // The second's Hint still works, on its own workers: a new decision (20 against a 6).
  await act(second, 'stand');
  await expectRoundOver(second);
  await hint(second, { cards: ['TS', '6D', 'KH', 'TC'], total: '20', best: 'Stand', stackIn: stackIn(second) });
  counts = await inPage(page);
  t.diagnostic(`after the first game left and the second's Hint: ${counts.started.length} started, ${counts.ended.length} ended`);
  assert.equal(counts.started.length, 4, 'the second game needed no new worker: its own were never the first\'s');
  assert.equal(counts.ended.length, 2, 'none of the second game\'s workers ended');
  assert.equal(workers.closed, 2);

  // One port per game: the odds module fetched at most once for each, by the main thread.
  const requests = wasmRequests(embedded.server);
  const main = tally(counts.mainWasm);
  for (const [p, n] of Object.entries(requests)) t.diagnostic(`${p}: ${n} request(s), ${main[p] || 0} by the main thread`);
  assert.equal(requests['/www/pkg/blackjack_bg.wasm'], 1, 'the game module is fetched once for both elements');
  const odds = '/www/pkg/odds/odds_bg.wasm';
  assert.ok(requests[odds] >= 1 && requests[odds] <= 2, `the odds module fetched at most once per game: ${requests[odds]}`);
  assert.equal(main[odds] || 0, requests[odds], 'the odds module is fetched by the main thread only');
});
