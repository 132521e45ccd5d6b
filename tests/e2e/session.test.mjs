// The player's session (issue 12): the Session panel's figures after some
// rounds, matching History and kept across reloads; the reality check, fired
// by a short interval set through the test build's hook
// (window.blackjackTest.realityMs), only between rounds, with Keep playing
// and Leave table; the bankroll graph's three lines, where luck, decisions
// and perfect play's expectation add up to the money the bankroll shows won
// or lost, and a deliberately bad decision (standing on hard 5 against a 6)
// costs what the Hint says; the table answering clicks while the graph is
// computed (how fast: bench-responsive.mjs); unreadable saved figures;
// Russian. Screenshots at desktop and phone widths. Test build (stacked shoes).

import path from 'node:path';
import {
  assert, useServer, gameTest, act, chips, stack, eventually, expectEnabled, screenshot, norm, playRound, expectRoundOver, ARTIFACTS,
} from './harness.mjs';

const server = useServer({ test: true });
const shipped = useServer({ dist: true, csp: true });
const GRAPH = { timeout: 60_000, interval: 100 };

const panelButton = page => page.locator('button[data-control="session"]');
const figure = (page, name) => page.locator(`[data-session-${name}]`);
const number = async (page, name) => Number(await figure(page, name).getAttribute(`data-session-${name}`));

/** Opens the panel and waits for its figures. */
async function openPanel(page) {
  await panelButton(page).click();
  await page.waitForSelector('[data-session-panel] [data-session-rounds]');
}

/**
 * A round lost on purpose: hard 5 against a 6, stood (the exact best is Hit);
 * the dealer makes 18. Resolves to what the Hint (the advisor on the page,
 * not the round's review) says standing costs on the 5 bet.
 */
async function badRound(page) {
  await stack(page, ['2S', '6D', '3H', 'TC', '2C']);
  await chips(page, 5);
  await act(page, 'deal');
  const hint = page.locator('button[data-control="hint"]');
  await expectEnabled(hint);
  await hint.click();
  await eventually(async () => assert.match(norm(await page.locator('[data-hint]').textContent()), /^Best: Hit\./));
  const text = norm(await page.locator('[data-hint]').textContent());
  const value = name => Number(text.match(new RegExp(`${name} (-?[\\d.]+)`))[1]);
  await act(page, 'stand');
  await expectRoundOver(page);
  return 5 * (value('Hit') - value('Stand'));
}

/** History's round nets ("(+7.50)", "(−5)" after a round's title), summed. */
async function historyNets(page) {
  await page.locator('button[data-control="history"]').click();
  await page.waitForSelector('dialog[data-history] [data-round]');
  const heads = await page.locator('dialog[data-history] .round-title').allTextContents();
  await page.locator('button[data-control="close-history"]').click();
  return heads.reduce((sum, h) => {
    const m = norm(h).match(/\(([+-][\d.]+)\)$/);
    return sum + (m ? Number(m[1]) : 0);
  }, 0);
}

/** The graph's sums, once drawn: {luck, decisions, net, perfect, lines, marks}. */
async function graph(page) {
  await eventually(async () => assert.ok(await page.locator('[data-graph-summary]:not([hidden])').count()), GRAPH);
  return page.evaluate(() => {
    const d = document.querySelector('[data-graph-summary]').dataset;
    return {
      luck: Number(d.luck), decisions: Number(d.decisions), net: Number(d.net), perfect: Number(d.perfect),
      lines: [...document.querySelectorAll('svg[data-graph] polyline[data-line]')].map(l => l.dataset.line).sort(),
      marks: document.querySelectorAll('svg[data-graph] [data-graph-round]').length,
      text: document.querySelector('[data-graph-summary]').textContent,
    };
  });
}

gameTest(server, 'the panel after some rounds matches History; the graph\'s three lines add up; a bad decision costs; kept across reloads', { timeout: 180_000 }, async (session) => {
  const { page } = session;
  const standCost = await badRound(page);
  for (let i = 0; i < 4; i++) await playRound(page);
  await openPanel(page);
  await eventually(async () => assert.equal(await number(page, 'rounds'), 5));
  const net = await number(page, 'net');
  const bankroll = Number(norm(await page.locator('[data-bankroll]').textContent()));
  assert.ok(Math.abs(net - (bankroll - 1000)) < 1e-9, `net ${net} is the bankroll's change (${bankroll})`);
  assert.ok(await number(page, 'wagered') >= 25);
  const g = await graph(page);
  assert.deepEqual(g.lines, ['actual', 'perfect', 'taken']);
  assert.equal(g.marks, 5);
  assert.ok(Math.abs(g.net - net) < 1e-9, `the graph's net ${g.net} is the panel's ${net}`);
  // The engine's sums against the money the bankroll shows: luck, the
  // decisions and perfect play's expectation add up to what was won or lost.
  assert.ok(Math.abs(g.luck + g.decisions + g.perfect - (bankroll - 1000)) < 1e-9, `${JSON.stringify(g)} against the bankroll ${bankroll}`);
  assert.ok(g.decisions < -0.5, `standing on hard 5 against a 6 cost: decisions ${g.decisions}`);
  assert.ok(g.decisions <= -standCost + 0.01, `the decisions cost at least what the Hint said standing would (${standCost.toFixed(3)}): ${g.decisions}`);
  assert.match(norm(g.text), /^Luck [+-]?[\d.]+, decisions -[\d.]+ over 5 rounds\.$/);
  // Keyboard focus on the first round shows its cards and what the stand cost
  // (the mouse away from the graph: hovering a round shows that round).
  await page.mouse.move(0, 0);
  await page.locator('svg[data-graph] [data-graph-round="1"]').focus();
  // The round's cards come from its record, read from the round history when first shown.
  const detail = await eventually(async () => {
    const text = norm(await page.locator('[data-graph-detail]').textContent());
    assert.match(text, /^Round 1\. /);
    return text;
  });
  assert.match(detail, /^Round 1\. Your cards: 2♠ 3♥; dealer: 6♦ 10♣ 2♣\. Net -5; bankroll 995\. Decisions: Stand \(best: Hit, cost [\d.]+\)\.$/);
  const cost = Number(detail.match(/cost ([\d.]+)\)/)[1]);
  assert.ok(Math.abs(cost - standCost) < 0.01, `the review's cost ${cost} is the Hint's ${standCost.toFixed(3)}`);
  // The arrow keys move between rounds.
  await page.keyboard.press('ArrowRight');
  await eventually(async () => assert.match(norm(await page.locator('[data-graph-detail]').textContent()), /^Round 2\. /));
  await page.keyboard.press('ArrowLeft');
  await screenshot(page, 'session-panel');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.locator('svg[data-graph] [data-graph-round="3"]').hover();
  await screenshot(page, 'session-panel-360');
  await page.locator('[data-session-panel]').screenshot({ path: path.join(ARTIFACTS, 'session-panel-360-only.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.ok(Math.abs((await historyNets(page)) - net) < 1e-9, 'the panel\'s net is the sum of History\'s round nets');
  await page.locator('select[data-reality-select]').selectOption('30');
  await session.reload();
  await openPanel(page);
  assert.equal(await number(page, 'rounds'), 5, 'kept across a reload');
  assert.equal(await page.locator('select[data-reality-select]').inputValue(), '30', 'the reality check\'s choice is saved');
  assert.equal(await number(page, 'net'), net);
  const again = await graph(page);
  assert.ok(Math.abs(again.luck - g.luck) < 1e-9 && Math.abs(again.decisions - g.decisions) < 1e-9);
  // New session: the figures start again from zero.
  await page.locator('button[data-control="new-session"]').click();
  await eventually(async () => assert.equal(await number(page, 'rounds'), 0));
  assert.equal(await number(page, 'net'), 0);
});

gameTest(server, 'a reality check fires with a short interval, only between rounds; Keep playing and Leave table', { timeout: 120_000 }, async ({ page }) => {
  await openPanel(page);
  await page.evaluate(() => { window.blackjackTest.realityMs = 1500; });
  await page.locator('select[data-reality-select]').selectOption('15');
  // A round waiting for a decision: the interval passes, and nothing interrupts it.
  await stack(page, ['TS', '6D', '7H', 'TC', 'TD']);
  await chips(page, 5);
  await act(page, 'deal');
  // The page marks the check due at the first tick past the interval: that tick saw the round and waited.
  await page.waitForSelector('[data-reality-due]', { state: 'attached' });
  assert.equal(await page.locator('dialog[data-reality]').count(), 0, 'no reality check in the middle of a round');
  await act(page, 'stand');
  await expectRoundOver(page);
  const dialog = page.locator('dialog[data-reality]');
  await eventually(async () => assert.equal(await dialog.count(), 1), { timeout: 5000 });
  assert.match(norm(await dialog.textContent()), /You have played for \d+ minutes?\. Your net result this session: \+5\./);
  // A longer interval from here, so that a slow machine sees the dialog closed before the next one.
  await page.evaluate(() => { window.blackjackTest.realityMs = 4000; });
  await page.locator('button[data-control="keep-playing"]').click();
  await eventually(async () => assert.equal(await dialog.count(), 0, 'the dialog goes at its close event'));
  // Again after another interval, between rounds; this time Leave table.
  await eventually(async () => assert.equal(await dialog.count(), 1), { timeout: 15_000 });
  await screenshot(page, 'session-reality');
  await page.locator('button[data-control="leave-table"]').click();
  assert.match(norm(await dialog.textContent()), /You left the table.*net result \+5/);
  await page.locator('button[data-control="back-to-table"]').click();
  await eventually(async () => assert.equal(await dialog.count(), 0, 'the dialog goes at its close event'));
  await eventually(async () => assert.equal(await number(page, 'rounds'), 0), { timeout: 3000 });
  assert.equal(await page.locator('select[data-reality-select]').inputValue(), '15', 'the choice is kept');
});

// How fast the chip answers meanwhile: node e2e/bench-responsive.mjs.
gameTest(server, 'chip clicks are answered while the graph is computed', { timeout: 120_000 }, async ({ page }) => {
  for (let i = 0; i < 3; i++) await playRound(page);
  /** Clicks a chip (at once, or as soon as the graph starts computing) and resolves, once the bankroll shows it, to whether the graph was computing at the click. */
  const clickChip = (whenComputing) => page.evaluate((wait) => {
    const bank = document.querySelector('[data-bankroll]');
    const before = bank.textContent;
    const computing = () => !!document.querySelector('.session-graph[data-computing]');
    const answered = new Promise((resolve) => {
      const seen = new MutationObserver(() => {
        if (bank.textContent !== before) { seen.disconnect(); resolve(); }
      });
      seen.observe(bank, { childList: true, characterData: true, subtree: true });
    });
    const click = () => {
      const was = computing();
      document.querySelector('button[data-chip="5"]').click();
      return answered.then(() => was);
    };
    if (!wait) return click();
    // The worker's answer comes in a task of its own, after this observer's
    // callback: a click made here is made while the graph is computing.
    window.__clicked = new Promise((resolve) => {
      const start = new MutationObserver(() => {
        if (!computing()) return;
        start.disconnect();
        resolve(click());
      });
      start.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-computing'] });
    });
    return true;
  }, whenComputing);
  await clickChip(true);
  await panelButton(page).click();
  assert.ok(await page.evaluate(() => window.__clicked), 'the graph was being computed at the first click');
  for (let i = 0; i < 2; i++) await clickChip(false);
  await graph(page);
});

gameTest(server, 'unreadable saved figures: said in the panel, kept aside, a new session counts on', {
  timeout: 90_000,
  init: () => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('blackjack-session', '{"version":1,'); } },
}, async ({ page }) => {
  await openPanel(page);
  await eventually(async () => assert.match(norm(await page.locator('.session-note').textContent()), /could not be read/));
  assert.equal(await page.evaluate(() => localStorage.getItem('blackjack-session-refused')), '{"version":1,');
  await playRound(page);
  await eventually(async () => assert.equal(await number(page, 'rounds'), 1));
});

gameTest(server, 'in Russian: plurals and decimal commas', { timeout: 120_000, locale: 'ru-RU' }, async ({ page }) => {
  // A blackjack pays 7,50 on 5.
  await stack(page, ['AS', '6D', 'KH', '9C']);
  await chips(page, 5);
  await act(page, 'deal');
  await expectRoundOver(page);
  await openPanel(page);
  await eventually(async () => assert.equal(norm(await figure(page, 'net').textContent()), '+7,50'));
  assert.equal(await number(page, 'net'), 7.5);
  assert.equal(norm(await page.locator('[data-session-panel] h2').textContent()), 'Сессия');
  const g = await graph(page);
  assert.match(norm(g.text), /^Удача [+-][\d,]+, решения [\d,]+ за 1 раунд\.$/);
  await screenshot(page, 'session-panel-ru');
});

gameTest(server, 'storage blocked: the session is counted in memory, and the panel says so', {
  timeout: 90_000,
  init: () => Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); },
  }),
}, async ({ page }) => {
  await playRound(page);
  await openPanel(page);
  await eventually(async () => assert.equal(await number(page, 'rounds'), 1));
  assert.match(norm(await page.locator('.session-note').textContent()), /keeps no data/);
});

gameTest(shipped, 'the shipped copy under the strict policy: the panel and its graph inside <blackjack-table>', {
  timeout: 120_000,
  path: 'embed.html',
  speed: null,
  ready: page => page.waitForFunction(() => [...document.querySelectorAll('blackjack-table')].every(e => e.dataset.ready === 'true')),
}, async ({ page }) => {
  const first = page.locator('#first');
  assert.equal(await page.evaluate(() => 'blackjackTest' in window), false, 'no test hook in the shipped copy');
  const bankroll = async () => Number(norm(await first.locator('[data-bankroll]').textContent()).replace(',', '.'));
  const before = await bankroll();
  await playRound(first);
  const after = await bankroll();
  await first.locator('button[data-control="session"]').click();
  await eventually(async () => assert.equal(await first.locator('[data-session-rounds]').getAttribute('data-session-rounds'), '1'));
  await eventually(async () => assert.equal(await first.locator('svg[data-graph] polyline[data-line]').count(), 3), GRAPH);
  const sums = await first.locator('[data-graph-summary]').evaluate(el => ({ ...el.dataset }));
  // The engine's sums against the money the bankroll shows.
  assert.ok(Math.abs(Number(sums.luck) + Number(sums.decisions) + Number(sums.perfect) - (after - before)) < 1e-9, `${JSON.stringify(sums)} against ${before} → ${after}`);
});
