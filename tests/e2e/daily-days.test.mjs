// The days kept of the day's game (issue 36; www/daily/daily-days.js): real
// days played in the page by the engine (the practice module's DailyTable,
// standing on every hand, then each round's first wrong decision played as
// the review says, some days to a perfect 0), scored through the game's engine port
// ('daily-score'), and kept through keepDay itself in the round history's
// database (its store `days`, version 4). The panel (opened by the Past days
// button, daysButton) shows the streak and the best streak on a fixed local
// date, the score over the last 30 days with each day's score as the
// engine wrote it, and each day: Replay calls play(date), Review lists the
// day's 20 rounds with the engine's marks and opens the existing review of
// a round. A second finished play of a date does not replace the first. A
// round history of version 3 keeps its rounds when the page brings it to
// version 4; with IndexedDB blocked nothing throws and the panel says days
// cannot be kept. Screenshots: tests/artifacts/daily-days-{en,ru,ro}-{desktop,phone}.png;
// axe on the days in each language.
// Test build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { assert, useServer, gameTest, eventually, norm, screenshot } from './harness.mjs';
import { storedRounds } from './stored-rounds.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe on the days' dialog (as axe.test.mjs runs it on the page): no serious or critical violation. */
async function audit(page, label) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document.querySelector('[data-daily-days-dialog]'), { resultTypes: ['violations'] });
    return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
      .map(v => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map(n => JSON.stringify(n.target)).join(', ')}`);
  });
  assert.deepEqual(found, [], `${label}: axe found serious or critical violations`);
}

const server = useServer({ test: true });
const TODAY = '2026-12-04';
const NOW = new Date(`${TODAY}T10:00:00`);
const SLOW = { timeout: 60_000, interval: 100 };

/**
 * The game's store `g` as window.__game: the test hooks hand the tests the
 * game's controller, not its store, so it is caught as game.js seals it
 * (core/store.js's createStore; the one sealed object with `own`, `engine` and `key`).
 */
function catchGame() {
  const seal = Object.seal;
  Object.seal = function sealed(o) {
    if (o && !window.__game && typeof o.own === 'function' && typeof o.engine === 'function' && typeof o.key === 'string') window.__game = o;
    return seal.call(this, o);
  };
}

/**
 * Plays the day of `date` in the page with the engine's DailyTable, each
 * round's decisions from `plans[round - 1]` (option names), then offers
 * declined and `stand`; resolves to its link.
 */
function playPlans(page, date, plans) {
  return page.evaluate(async ({ date, plans }) => {
    const { default: init, DailyTable } = await import('/www/pkg/practice/practice.js');
    await init();
    const t = new DailyTable(date);
    try {
      let step = 0;
      while (!t.over) {
        const { legal } = t.snapshot();
        if (legal.includes('deal')) {
          t.act('deal');
          step = 0;
          continue;
        }
        const planned = (plans[t.round - 1] || [])[step++];
        t.act(planned ? (planned === 'insurance' ? 'insure' : planned) : ['no-insurance', 'no-even-money'].find(a => legal.includes(a)) || 'stand');
      }
      return t.link();
    } finally {
      t.free();
    }
  }, { date, plans });
}

/** The engine's DayScore of `link` on TODAY, asked through the game's engine port. */
const scoreDay = (page, link) => page.evaluate(async ({ link, today }) => {
  const port = await window.__game.engine();
  return (await port.ask({ kind: 'daily-score', link, today })).day;
}, { link, today: TODAY });

/**
 * A day of `date` played by a player who learns: standing on every hand,
 * then `fixes` times over each round's first decision that was not the
 * best played as the engine's review says it should have been (enough
 * fixes: a perfect day). Resolves to its DayScore (the engine's).
 */
async function playDay(page, date, fixes = 0) {
  let plans = [];
  for (let i = 0; ; i++) {
    const day = await scoreDay(page, await playPlans(page, date, plans));
    if (i >= fixes || day.lostCents === 0) return day;
    plans = day.rounds.map(r => {
      const k = r.decisions.findIndex(d => d.chosen !== d.best);
      return k < 0 ? r.decisions.map(d => d.chosen) : [...r.decisions.slice(0, k).map(d => d.chosen), r.decisions[k].best];
    });
  }
}

/** The day as the day's game hands it to keepDay: the DayScore without its rounds and records. */
const keptOf = ({ rounds, records, betCents, perfectCents, ...day }) => day;

/** keepDay(g, day) in the page. */
const keep = (page, day) => page.evaluate(async day => (await import('/www/daily/daily-days.js')).keepDay(window.__game, day), day);

/** Mounts the Past days button (daysButton, Replay recording its dates in window.__played) and opens the days with it. */
async function openDays(page) {
  await page.evaluate(async () => {
    const { daysButton } = await import('/www/daily/daily-days.js');
    window.__played = [];
    document.querySelector('[data-test-days]')?.remove();
    const b = daysButton(window.__game, { play: date => window.__played.push(date) });
    b.dataset.testDays = '';
    window.__game.ui.game.prepend(b);
  });
  const button = page.locator('[data-test-days]');
  await eventually(async () => assert.notEqual(norm(await button.textContent()), '', 'the button has its words'));
  await button.click();
  const panel = page.locator('[data-daily-days-dialog] [data-daily-days]');
  await eventually(async () => assert.ok(await panel.getAttribute('data-state'), 'the panel drawn'));
  return panel;
}

/** Plays (`fixes[date]` fixes each, else none), scores and keeps the days of `dates`; resolves to their DayScores by date. */
async function keepDays(page, dates, fixes = {}) {
  const days = {};
  for (const date of dates) {
    days[date] = await playDay(page, date, fixes[date] ?? 0);
    const answer = await keep(page, keptOf(days[date]));
    assert.equal(answer.kept, true, `${date} kept`);
    assert.equal(answer.day.score, days[date].score);
  }
  return days;
}

// Two runs of days: four up to Nov 30, then Dec 2 to today (Dec 1 not played),
// played better and better (Nov 30 perfectly), then worse.
const DATES = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-02', '2026-12-03', '2026-12-04'];
const FIXES = { '2026-11-27': 0, '2026-11-28': 1, '2026-11-29': 1, '2026-11-30': 20, '2026-12-02': 1, '2026-12-03': 1, '2026-12-04': 0 };

gameTest(server, 'days kept: the streak, the score over 30 days, each day with Replay and Review (20 rounds, each opening its review); the first play of a date stays', {
  timeout: 400_000, init: catchGame,
}, async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  assert.equal(await page.evaluate(async () => (await import('/www/daily/daily-date.js')).localDate()), TODAY, 'the fixed clock');
  const days = await keepDays(page, DATES, FIXES);
  const scores = DATES.map(d => days[d].score);
  assert.ok(Number(days['2026-11-27'].score) > Number(days['2026-11-28'].score), `the player learns: ${scores}`);
  assert.equal(days['2026-11-30'].score, '0.0000', 'a day played perfectly scores 0');

  // A replay of a kept day, played otherwise: not kept, the first result stays.
  const replay = await playDay(page, '2026-12-03', 0);
  assert.notEqual(replay.link, days['2026-12-03'].link, 'played otherwise');
  const again = await keep(page, keptOf(replay));
  assert.equal(again.kept, false, 'a replay is not kept');
  assert.equal(again.day.link, days['2026-12-03'].link, 'the day keeps its first result');
  assert.equal(again.day.score, days['2026-12-03'].score);
  const kept = await page.evaluate(async date => (await import('/www/daily/daily-days.js')).keptDay(window.__game, date), '2026-12-03');
  assert.equal(kept.link, days['2026-12-03'].link);
  assert.ok(Number.isFinite(kept.at), 'kept with when');
  assert.equal(kept.records, undefined, 'no records kept');

  const panel = await openDays(page);
  assert.equal(await panel.getAttribute('data-state'), 'kept');
  // The streak: Dec 2, 3 and 4 in a row; the best is Nov 27 to 30.
  const streak = panel.locator('[data-days-streak]');
  assert.equal(await streak.getAttribute('data-days-streak'), '3');
  assert.equal(await streak.getAttribute('data-days-best'), '4');
  assert.equal(norm(await streak.textContent()), 'Streak: 3 days in a row Best streak: 4 days');

  // The chart: the last 30 days, each kept day's bar with the engine's score, Dec 1 a gap.
  const slots = panel.locator('[data-days-chart] [data-chart-date]');
  assert.equal(await slots.count(), 30);
  assert.equal(await slots.last().getAttribute('data-chart-date'), TODAY);
  assert.equal(await slots.first().getAttribute('data-chart-date'), '2026-11-05');
  for (const date of DATES) {
    const bar = panel.locator(`[data-chart-date="${date}"]`);
    assert.equal(await bar.getAttribute('data-value'), days[date].score, `${date}'s bar is the engine's score`);
    const when = norm(await panel.locator(`[data-day-date="${date}"] time`).textContent());
    const perfect = days[date].score === '0.0000' ? ', perfect' : '';
    assert.equal(norm(await bar.textContent()), `${when}: ${days[date].score}${perfect}`, `${date}'s bar says its score`);
  }
  assert.equal(norm(await panel.locator('[data-chart-date="2026-12-01"]').textContent()), 'December 1, 2026: not played');
  assert.equal(norm(await panel.locator('[data-chart-date="2026-11-30"]').textContent()), 'November 30, 2026: 0.0000, perfect');
  assert.equal(await panel.locator('[data-chart-date="2026-11-30"] .days-bar-perfect').count(), 1, 'a perfect day is a dot');
  assert.equal(await panel.locator('[data-chart-date="2026-12-01"]').getAttribute('data-value'), null);

  // Each day, the newest first: its date, table (the game's name), score and marks.
  const rows = panel.locator('[data-day-date]');
  assert.deepEqual(await rows.evaluateAll(list => list.map(li => li.dataset.dayDate)), [...DATES].reverse());
  for (const date of DATES) {
    const row = panel.locator(`[data-day-date="${date}"]`);
    const day = days[date];
    assert.equal(await row.locator('[data-day-score]').getAttribute('data-value'), day.score);
    assert.equal(norm(await row.locator('[data-day-score]').textContent()), `Score ${day.score}`);
    const tableName = await page.evaluate(t => window.__game.w.t(`table-${t}`), day.table);
    assert.equal(norm(await row.locator('[data-table]').textContent()), tableName);
    assert.equal(await row.locator('[data-marks]').getAttribute('data-marks'), day.marks.join(' '));
    const { best, inaccuracy, mistake, blunder } = day.grades;
    assert.equal(await row.locator('[data-marks]').getAttribute('aria-label'), `Best ${best}, inaccuracies ${inaccuracy}, mistakes ${mistake}, blunders ${blunder}`);
  }

  // Review: the day's 20 rounds with the engine's marks; a round opens the existing review.
  const date = '2026-12-03';
  const day = days[date];
  const review = panel.locator(`[data-control="daily-review"][data-date="${date}"]`);
  await review.click();
  assert.equal(await review.getAttribute('aria-expanded'), 'true');
  const rounds = panel.locator(`[data-day-rounds="${date}"] [data-control="daily-review-round"]`);
  await eventually(async () => assert.equal(await rounds.count(), 20), SLOW);
  assert.deepEqual(await rounds.evaluateAll(list => list.map(b => b.dataset.mark)), day.marks);
  const withDecision = day.rounds.findIndex(r => r.decisions.length > 0);
  const first = day.rounds[withDecision].decisions[0];
  const label = norm(await rounds.nth(withDecision).textContent());
  assert.match(label, new RegExp(`^Round ${withDecision + 1} · .+ against .+ · `), label);
  assert.equal(first.cards.length, label.split(' · ')[1].split(' against ')[0].split(' ').length, 'the first hand\'s cards');
  await rounds.nth(withDecision).click();
  const dialog = page.locator('dialog[data-review]');
  await eventually(async () => assert.equal(await dialog.locator('[data-decision]').count(), day.rounds[withDecision].decisions.length), SLOW);
  assert.deepEqual(await dialog.locator('[data-decision]').evaluateAll(list => list.map(d => d.dataset.grade)), day.rounds[withDecision].decisions.map(d => d.grade));
  await page.keyboard.press('Escape');
  await eventually(async () => assert.equal(await dialog.count(), 0, 'the review closed'));
  await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.dataset.control), 'daily-review-round', 'focus back on the round'));
  assert.equal(await page.locator('[data-daily-days-dialog]').count(), 1, 'the days stay open under the review');

  await screenshot(page, 'daily-days-rounds-en-desktop');
  await audit(page, 'en, a day\'s rounds open');
  // Replay: play(date), and the days close.
  await panel.locator('[data-control="daily-replay"][data-date="2026-11-29"]').click();
  await eventually(async () => assert.deepEqual(await page.evaluate(() => window.__played), ['2026-11-29']));
  await eventually(async () => assert.equal(await page.locator('[data-daily-days-dialog]').count(), 0, 'the days closed'));
  await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.dataset.control), 'daily-days', 'focus back on the button'));

  // A day kept while the days are open is drawn at once; the streak counts it.
  const shown = await openDays(page);
  await keepDays(page, ['2026-12-01']);
  await eventually(async () => assert.equal(await shown.locator('[data-days-streak]').getAttribute('data-days-streak'), '8'));
  assert.equal(await shown.locator('[data-days-streak]').getAttribute('data-days-best'), '8');
  assert.equal(await shown.locator('[data-chart-date="2026-12-01"]').getAttribute('data-value'), (await page.evaluate(async () => (await import('/www/daily/daily-days.js')).keptDay(window.__game, '2026-12-01'))).score);
  await page.locator('[data-control="close-days"]').click();

  // The screenshots, en and ru, desktop and phone; axe in each language.
  for (const lang of ['en', 'ru', 'ro']) {
    await page.locator('select[data-lang]').selectOption(lang);
    for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
      await page.setViewportSize(viewport);
      const open = await openDays(page);
      const said = {
        en: /^Streak: 8 days in a row Best streak: 8 days$/, ru: /^Серия: 8 дней подряд Лучшая серия: 8 дней$/, ro: /^Serie: 8 zile la rând Cea mai lungă serie: 8 zile$/,
      }[lang];
      await eventually(async () => assert.match(norm(await open.locator('[data-days-streak]').textContent()), said));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= viewport.width, `no sideways scroll: ${width}`);
      const inside = await open.evaluate(node => [...node.querySelectorAll('*')].filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible' && e.clientWidth > 0).map(e => e.className));
      assert.deepEqual(inside, [], 'nothing spills sideways');
      await screenshot(page, `daily-days-${lang}-${name}`);
      await audit(page, `${lang} ${name}`);
      await page.locator('[data-control="close-days"]').click();
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The panel as the day's result mounts it (daysPanel, with its own title): drawn again in another language.
  await page.evaluate(async () => {
    const { daysPanel } = await import('/www/daily/daily-days.js');
    const node = await daysPanel(window.__game, { play: date => window.__played.push(date) });
    node.dataset.testInline = '';
    window.__game.ui.game.append(node);
  });
  const inline = page.locator('[data-test-inline]');
  assert.equal(norm(await inline.locator('.days-title').textContent()), 'Zilele jucate');
  await page.locator('select[data-lang]').selectOption('en');
  await eventually(async () => assert.equal(norm(await inline.locator('.days-title').textContent()), 'Days played'));
  await eventually(async () => assert.match(norm(await inline.locator('[data-days-streak]').textContent()), /^Streak: 8 days in a row/));
  await inline.locator('[data-control="daily-replay"][data-date="2026-12-02"]').click();
  assert.deepEqual(await page.evaluate(() => window.__played), ['2026-12-02']);
});

gameTest(server, 'a round history of version 3 keeps its rounds when brought to version 4; days are kept beside them', {
  timeout: 240_000, init: catchGame,
}, async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  // The database as the page before days made it (version 3: rounds, figures, meta), with a real round in it.
  const id = await page.evaluate(async () => {
    const engine = await import('/www/pkg/blackjack.js');
    await engine.default();
    const table = new engine.Table('single-deck', 1000);
    table.act('bet 1 5');
    table.act('deal');
    for (let view = table.snapshot(); view.phase !== 'betting'; view = table.snapshot()) {
      table.act(['no-insurance', 'no-even-money'].find(a => view.legal.includes(a)) || 'stand');
    }
    const record = table.history().at(-1);
    table.free();
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('blackjack-history', 3);
      open.onupgradeneeded = () => {
        const rounds = open.result.createObjectStore('rounds', { keyPath: 'id' });
        rounds.createIndex('session', 'session');
        rounds.createIndex('n', 'n');
        open.result.createObjectStore('meta', { keyPath: 'id' });
        open.result.createObjectStore('figures', { keyPath: 'id' }).createIndex('session', 'session');
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const row = { id: `${record.seed}@${record.streamPos}`, session: '1', n: 1, at: Date.now(), record, stack: [], review: null };
    await new Promise((resolve, reject) => {
      const tx = db.transaction('rounds', 'readwrite');
      tx.objectStore('rounds').put(row);
      tx.oncomplete = resolve;
      tx.onabort = () => reject(tx.error);
    });
    db.close();
    return row.id;
  });
  // The page has not opened its history yet (no round played here): still version 3.
  const version = () => page.evaluate(() => new Promise(resolve => {
    const open = indexedDB.open('blackjack-history');
    open.onsuccess = () => { const db = open.result; resolve({ version: db.version, stores: [...db.objectStoreNames].sort() }); db.close(); };
  }));
  assert.deepEqual(await version(), { version: 3, stores: ['figures', 'meta', 'rounds'] });
  // A day kept opens the history at version 4: the round is still there, counted by the Session panel's history.
  const day = await playDay(page, TODAY);
  assert.equal((await keep(page, keptOf(day))).kept, true);
  assert.deepEqual(await version(), { version: 4, stores: ['days', 'figures', 'meta', 'rounds'] });
  assert.deepEqual((await storedRounds(page)).map(r => r.id), [id]);
  await page.locator('button[data-control="session"]').click();
  await eventually(async () => assert.equal(await page.locator('[data-history-count]').getAttribute('data-history-count'), '1'), SLOW);
  const panel = await openDays(page);
  assert.equal(await panel.locator('[data-days-streak]').getAttribute('data-days-streak'), '1');
  assert.equal(await panel.locator(`[data-day-date="${TODAY}"] [data-day-score]`).getAttribute('data-value'), day.score);
});

gameTest(server, 'IndexedDB blocked: keepDay keeps nothing and throws nothing; the panel says days cannot be kept', {
  timeout: 120_000,
  init: () => {
    Object.defineProperty(window, 'indexedDB', {
      configurable: true,
      get() { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); },
    });
    // catchGame, inline: an init script is one function.
    const seal = Object.seal;
    Object.seal = function sealed(o) {
      if (o && !window.__game && typeof o.own === 'function' && typeof o.engine === 'function' && typeof o.key === 'string') window.__game = o;
      return seal.call(this, o);
    };
  },
}, async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  const day = await playDay(page, TODAY);
  assert.deepEqual(await keep(page, keptOf(day)), { kept: false, day: null });
  assert.equal(await page.evaluate(async () => (await import('/www/daily/daily-days.js')).keptDay(window.__game, '2026-12-04')), null);
  const panel = await openDays(page);
  assert.equal(await panel.getAttribute('data-state'), 'unavailable');
  assert.equal(norm(await panel.locator('[data-days-unavailable]').textContent()),
    'Days cannot be kept in this browser: it keeps no data for this page (a private window, or storage blocked). You can still play and share each day.');
  assert.equal(await panel.locator('[data-days-streak]').count(), 0);
});
