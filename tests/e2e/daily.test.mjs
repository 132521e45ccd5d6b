// The day's game (issue 36): started from the Session panel
// ([data-control="daily"]), 20 rounds dealt from the date's seeds, the same
// for every profile on that date and other on another date; played with the
// table's own buttons and keys, no help shown; at its end the engine's
// score ([data-daily-score], its data-value the engine's figure, equal to
// the CLI's for the same link); "Back to the game" ([data-control="daily-exit"])
// draws the live table as it was, the bankroll and the stored real rounds
// untouched. The share link ([data-control="daily-share"]) opened in a fresh
// profile shows the same score recomputed, an edited or future-dated link is
// refused ([data-daily-error]), and a visitor who played the day otherwise
// sees the rounds where the decisions differ ([data-daily-diff]). The clock
// is fixed with Playwright's (page.clock): the day is the local date.
import { spawnSync, execFileSync } from 'node:child_process';
import { before } from 'node:test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  assert, ROOT, useServer, gameTest, openGame, chips, act, action, eventually, visibleState, bankrollText, screenshot, expectEnabled,
} from './harness.mjs';
import { storedRounds } from './stored-rounds.mjs';

const server = useServer({ test: true });
const CLI = path.join(ROOT, 'target/release/blackjack');

// The CLI as it is now (a no-op when it is built already).
before(() => {
  execFileSync('cargo', ['build', '--release', '--bin', 'blackjack'], { cwd: ROOT, stdio: 'inherit' });
}, { timeout: 1_800_000 });

// 2026-12-04 and 2026-12-08 are four days apart: the rotation of the four tables gives both the same table.
const DAY = '2026-12-04';
const LATER = '2026-12-08';
const SLOW = { timeout: 30_000, interval: 60 };

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page, or on the part `sel` (the day's own: the table's
 * states are axe.test.mjs's), as axe.test.mjs does; fails on any serious or
 * critical violation.
 */
async function audit(page, label, sel = null) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const found = await page.evaluate(async part => (await window.axe.run(part ? { include: [part] } : document, { resultTypes: ['violations'] })).violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map(n => JSON.stringify(n.target)).join(', ')}`), sel);
  assert.deepEqual(found, [], `${label}: axe found serious or critical violations`);
}

/** Saves what the screen shows (not the whole page) to tests/artifacts/NAME.png, `sel` scrolled into view first: a dialog's part. */
async function screen(page, name, sel) {
  if (sel) await page.locator(sel).first().evaluate(node => node.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await page.screenshot({ path: path.join(ROOT, 'tests', 'artifacts', `${name}.png`) });
}

/** The page's clock (Date) fixed on `date` in the morning, local time. */
const at = (page, date) => page.clock.setFixedTime(new Date(`${date}T10:00:00`));

/** The actions a person can click now. */
const enabled = page => page.evaluate(() => [...document.querySelectorAll('button[data-action]')]
  .filter(b => !b.disabled && b.getClientRects().length).map(b => b.dataset.action));

/** The round line's attributes: {round, rounds, over}. */
const roundLine = page => page.evaluate(() => ({ ...document.querySelector('[data-daily-round]').dataset }));

/** The cards on the table: the dealer's, then each hand's. */
const cardsOnTable = page => page.evaluate(() => [
  [...document.querySelectorAll('[data-dealer] .card')].map(c => c.dataset.card).join(' '),
  ...[...document.querySelectorAll('.hand[data-hand]')].map(h => [...h.querySelectorAll('.card')].map(c => c.dataset.card).join(' ')),
].join(' | '));

/** Opens the Session panel (its button comes once the page is idle). */
async function openSession(page) {
  if (await page.locator('[data-session-panel]').count()) return;
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('[data-session-panel] button[data-control="daily"]');
}

/** Starts the day from the Session panel, as a person does; waits for its first round. */
async function startDay(page) {
  await openSession(page);
  const button = page.locator('button[data-control="daily"]');
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await page.waitForSelector('.game[data-daily] [data-daily-round][data-round="1"]', SLOW);
}

/** Stands on every hand and declines every offer. */
const stand = legal => ['no-insurance', 'no-even-money', 'stand'].find(a => legal.includes(a));

/** Plays the round on screen to its end, each decision by `choose(legal, round)` (a key when `keys`); returns its cards. */
async function playRound(page, choose, round, keys = false) {
  for (let guard = 0; guard < 30; guard++) {
    const legal = await enabled(page);
    const line = await roundLine(page);
    if (legal.includes('deal') || line.over === 'true') return cardsOnTable(page);
    const name = choose(legal, round) || stand(legal);
    assert.ok(name, `a decision is offered in round ${round}: ${legal}`);
    if (keys && name === 'stand') await page.keyboard.press('s');
    else await action(page, name).click();
  }
  throw new assert.AssertionError({ message: `round ${round} never ended` });
}

/** Plays `rounds` rounds of the day from its first (all 20 by default); returns each round's cards. */
async function playDay(page, choose = () => null, rounds = 20) {
  const seen = [];
  for (let round = 1; round <= rounds; round++) {
    assert.equal((await roundLine(page)).round, String(round));
    seen.push(await playRound(page, choose, round, round % 5 === 2));
    if (round < 20 && round < rounds) {
      if (round % 4 === 3) await page.keyboard.press('Enter');
      else await act(page, 'deal');
      await page.waitForSelector(`[data-daily-round][data-round="${round + 1}"]`);
    }
  }
  return seen;
}

/** The score shown once the day is scored: {value, text}. */
async function scoreOf(page, root = '') {
  const node = page.locator(`${root} [data-daily-score]`);
  await node.waitFor(SLOW);
  return { value: await node.getAttribute('data-value'), text: (await node.textContent()).trim() };
}

/** What is visible of the help the day has none of. */
const helpShown = page => page.evaluate(() => {
  const shown = sel => [...document.querySelectorAll(sel)].some(n => n.getClientRects().length > 0 && getComputedStyle(n).visibility !== 'hidden');
  return {
    hintButton: shown('[data-control="hint"]'), hint: shown('[data-hint]'), trainer: shown('[data-trainer]'),
    count: shown('.panel.count'), chart: shown('.panel.strategy'),
    trainerOn: !document.querySelector('[data-control="trainer"]').disabled,
    chartButton: !document.querySelector('[data-control="strategy"]').disabled,
  };
});

/** The rounds kept in the round history, without their reviews (valued in their own time). */
const keptRounds = async page => (await storedRounds(page)).map(({ review, ...row }) => row);

/** The CLI's DayScore of `link` on `today`. */
function cliDay(link, today) {
  const run = spawnSync(CLI, ['daily', '--link', link, '--today', today, '--json'], { encoding: 'utf8' });
  assert.equal(run.status, 0, `blackjack daily --link: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

// The link and score of the day played in the second test, for the tests of the link.
const played = { link: null, score: null };

/** In the page: the day of `date` stood through on a DailyTable of its own, its link and the engine's score (a sharer's day). */
async function standsAll(date) {
  const { default: init, DailyTable } = await import('/www/pkg/practice/practice.js');
  await init();
  const table = new DailyTable(date);
  while (!table.over) table.act(['no-insurance', 'no-even-money', 'stand', 'deal'].find(a => table.snapshot().legal.includes(a)));
  const link = table.link();
  table.free();
  const { enginePort } = await import('/www/core/engine.js');
  const port = enginePort();
  try {
    return { link, score: (await port.ask({ kind: 'daily-score', link, today: date })).day.score };
  } finally {
    port.end();
  }
}

gameTest(server, 'two fresh profiles on one date are dealt the same rounds; four days later (the same table) other ones', { timeout: 120_000 }, async ({ page }) => {
  await at(page, DAY);
  await startDay(page);
  const first = await playDay(page, () => null, 3);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'daily-play-390-en');
  await page.setViewportSize({ width: 1280, height: 900 });
  const other = await openGame(server.server);
  try {
    await at(other.page, DAY);
    await startDay(other.page);
    assert.deepEqual(await playDay(other.page, () => null, 3), first, 'the same cards in rounds 1 to 3');
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
  }
  const table = await page.locator('[data-daily-banner] .daily-day').textContent();
  await page.locator('[data-control="daily-exit"]').click();
  await at(page, LATER);
  await page.locator('button[data-control="daily"]').click();
  await page.waitForSelector('[data-daily-round][data-round="1"]', SLOW);
  assert.equal((await page.locator('[data-daily-banner] .daily-day').textContent()).split('·')[1], table.split('·')[1], 'the same table');
  const later = await playDay(page, () => null, 3);
  assert.notDeepEqual(later, first, 'another date, other cards');
  // One game apart from the table at a time: Practice leaves the day, the day leaves Practice.
  await page.locator('button[data-control="practice"]').click();
  await page.waitForSelector('.game[data-practice]', SLOW);
  assert.equal(await page.locator('.game[data-daily], [data-daily-banner]').count(), 0, 'Practice left the day');
  await page.locator('button[data-control="daily"]').click();
  // The day goes on where it was left: round 3, played and over.
  await page.waitForSelector('.game[data-daily] [data-daily-round][data-round="3"]', SLOW);
  assert.equal(await page.locator('.game[data-practice], [data-practice-grade]').count(), 0, 'the day left Practice');
});

gameTest(server, 'the whole day played: the engine\'s score shown; no help while playing; the table, the bankroll and the real rounds as they were after it', { timeout: 150_000 }, async ({ page }) => {
  await at(page, DAY);
  // A real round with the Trainer's verdict, then a second one in play with a Hint shown, the chart and the count open.
  await page.locator('[data-control="trainer"]').check();
  await chips(page, 5);
  await act(page, 'deal');
  await eventually(async () => {
    const legal = await enabled(page);
    if (legal.includes('rebet')) return;
    const name = stand(legal);
    if (name) await action(page, name).click();
    throw new assert.AssertionError({ message: 'the real round is not over' });
  }, SLOW);
  // Dealt again until a hand waits for its decision (offers declined; a round over at once dealt again, and kept).
  let over = 1;
  for (let legal = []; !legal.includes('stand');) {
    if (legal.includes('rebet')) over += 1;
    if (legal.includes('rebet') || !legal.length) await act(page, 'rebet');
    if ((await enabled(page)).includes('deal')) await act(page, 'deal');
    legal = await enabled(page);
    const offer = legal.find(a => a === 'no-insurance' || a === 'no-even-money');
    if (offer) {
      await action(page, offer).click();
      legal = await enabled(page);
    }
  }
  await page.locator('[data-control="hint"]').click();
  await page.waitForSelector('[data-hint]:not(:empty)', SLOW);
  await page.locator('[data-control="strategy"]').click();
  await page.waitForSelector('.panel.strategy');
  await page.locator('[data-control="count"]').click();
  await eventually(async () => assert.deepEqual(await storedRounds(page).then(r => r.length), over, 'the real rounds over are kept'), SLOW);
  const shown = await helpShown(page);
  assert.ok(shown.hint && shown.count && shown.chart && shown.trainerOn, `the help is shown before the day: ${JSON.stringify(shown)}`);
  const before = await visibleState(page);
  const bankroll = await bankrollText(page).textContent();
  const kept = await keptRounds(page);

  await startDay(page);
  assert.deepEqual(await helpShown(page), { hintButton: false, hint: false, trainer: false, count: false, chart: false, trainerOn: false, chartButton: false }, 'no help while playing');
  assert.match(await page.locator('[data-daily-round]').textContent(), /^Round 1 of 20$/);
  await screenshot(page, 'daily-play-desktop-en');
  await audit(page, 'the day in play');
  await playDay(page, (legal, round) => (round === 2 && legal.includes('hit') ? 'hit' : null), 20);
  assert.equal(await bankrollText(page).textContent(), bankroll, 'the bankroll never moves in the day');
  const score = await scoreOf(page);
  const link = await page.locator('[data-control="daily-share"]').getAttribute('data-link');
  assert.match(link, new RegExp(`^1\\.${DAY}\\.`), link);
  assert.equal(await page.locator('[data-control="daily-share"]').getAttribute('href'), `${server.server.url}#daily=${link}`);
  const engine = await page.evaluate(async ([l, d]) => {
    const { enginePort } = await import('/www/core/engine.js');
    const port = enginePort();
    try {
      return (await port.ask({ kind: 'daily-score', link: l, today: d })).day;
    } finally {
      port.end();
    }
  }, [link, DAY]);
  assert.equal(score.value, engine.score, 'data-value is the engine\'s score');
  assert.equal(score.text, `${Number(engine.score).toFixed(4)} bets lost`);
  assert.equal(await page.locator('[data-daily-marks] [data-mark]').count(), 20, 'a mark per round');
  assert.deepEqual(await page.locator('[data-daily-marks] [data-mark]').evaluateAll(ns => ns.map(n => n.dataset.mark)), engine.marks);
  const grades = await page.locator('[data-daily-grades]').evaluate(n => ({ ...n.dataset }));
  for (const k of ['best', 'inaccuracy', 'mistake', 'blunder']) assert.equal(grades[k], String(engine.grades[k]), k);
  assert.equal(await page.locator('[data-daily-luck]').getAttribute('data-value'), engine.luck);
  assert.equal(await page.locator('[data-daily-net]').getAttribute('data-value'), engine.net);
  const line = await page.locator('[data-daily-line]').textContent();
  assert.ok(line.startsWith(`Blackjack · Day’s game ${DAY} · `) && line.includes(`EV lost ${Number(engine.score).toFixed(4)} bets `), line);
  assert.equal([...line.matchAll(/🟩|🟨|🟧|🟥|⬜/gu)].length, 20, `one square per round: ${line}`);
  assert.equal(await page.locator('.game[data-daily]').count(), 1);
  await screenshot(page, 'daily-result-desktop-en');
  await audit(page, 'the day\'s result', '[data-daily-banner]');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'daily-result-390-en');
  await page.setViewportSize({ width: 1280, height: 900 });
  // A round's review: the existing review dialog, with that round's decisions.
  await page.locator('[data-control="daily-round-review"][data-round="2"]').click();
  await page.waitForSelector('dialog[data-review] [data-decision]', SLOW);
  await page.locator('[data-control="close-review"]').click();
  // The CLI scores the same link to the last digit.
  assert.equal(cliDay(link, DAY).score, score.value, 'the CLI\'s score is the page\'s');
  Object.assign(played, { link, score: score.value });

  await page.locator('[data-control="daily-exit"]').click();
  await eventually(async () => assert.equal(await page.locator('.game[data-daily]').count(), 0));
  assert.deepEqual(await visibleState(page), before, 'the live table is drawn exactly as it was');
  assert.equal(await bankrollText(page).textContent(), bankroll);
  assert.deepEqual(await keptRounds(page), kept, 'the real rounds kept are the same');
  const after = await helpShown(page);
  assert.ok(after.count && after.chart && after.trainerOn && after.chartButton && after.hintButton, `the help is back: ${JSON.stringify(after)}`);
  // The live round plays on.
  await act(page, 'stand');
});

gameTest(server, 'the share link in a fresh profile: the same score recomputed; an edited or future link refused; a visitor who played otherwise sees where', { timeout: 150_000 }, async ({ page }) => {
  await at(page, DAY);
  if (!played.link) Object.assign(played, await page.evaluate(standsAll, DAY)); // this test alone: a day played by the engine's table
  const open = async link => {
    await page.evaluate(l => { location.hash = `#daily=${l}`; }, link);
    await page.waitForSelector('dialog[data-daily-shared]', SLOW);
  };
  const close = async () => {
    await page.locator('[data-control="close-daily"]').click();
    await eventually(async () => assert.equal(await page.locator('dialog[data-daily-shared]').count(), 0));
    assert.equal(await page.evaluate(() => location.hash), '', 'closing takes the fragment away');
  };
  const bankroll = await bankrollText(page).textContent();
  await open(played.link);
  assert.equal((await scoreOf(page, 'dialog[data-daily-shared]')).value, played.score, 'the same score, recomputed by the engine');
  await expectEnabled(page.locator('[data-control="daily-play"]'));
  await close();

  // One decision letter changed: refused, nothing shown but the reason.
  const parts = played.link.split('.');
  parts[3] = parts[3].replace(/s/, 'h');
  await open(parts.join('.'));
  await eventually(async () => assert.match(await page.locator('[data-daily-error]').textContent(), /changed after it was made/));
  assert.equal(await page.locator('[data-daily-error]').getAttribute('data-code'), 'daily-altered');
  assert.equal(await page.locator('dialog[data-daily-shared] [data-daily-score]').count(), 0);
  await close();

  // Played otherwise (hit where a hit is offered in rounds 1 to 6): the rounds where the decisions differ.
  await open(played.link);
  await page.locator('[data-control="daily-play"]').click();
  await page.waitForSelector('.game[data-daily] [data-daily-round][data-round="1"]', SLOW);
  await playDay(page, (legal, round) => (round <= 6 && legal.includes('hit') ? 'hit' : null));
  await scoreOf(page);
  await open(played.link);
  await page.waitForSelector('dialog[data-daily-shared] [data-daily-compare][data-differences]', SLOW);
  const diffs = page.locator('dialog[data-daily-shared] [data-daily-diff]');
  assert.ok(await diffs.count() >= 1, 'at least one round differs');
  const first = diffs.first();
  assert.match(await first.textContent(), /^Round \d+: .+ against .+You: .+, [−\d].*Shared: .+, [−\d]/);
  await screen(page, 'daily-compare-desktop-en', 'dialog[data-daily-shared] [data-daily-compare]');
  await audit(page, 'the shared day compared', 'dialog[data-daily-shared]');
  await page.setViewportSize({ width: 390, height: 844 });
  await screen(page, 'daily-compare-390-en', 'dialog[data-daily-shared] [data-daily-diff]');
  await close();
  await page.locator('select[data-lang]').selectOption('ru');
  await page.waitForSelector('.game[lang="ru"]');
  await open(played.link);
  await page.waitForSelector('dialog[data-daily-shared] [data-daily-compare][data-differences]', SLOW);
  assert.match(await diffs.first().textContent(), /^Раунд \d+: .+ против .+Вы: «.+», [−\d].*По ссылке: «.+», [−\d]/);
  await screen(page, 'daily-compare-390-ru', 'dialog[data-daily-shared] [data-daily-diff]');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screen(page, 'daily-compare-desktop-ru', 'dialog[data-daily-shared] [data-daily-compare]');
  await close();
  await page.locator('[data-control="daily-exit"]').click();
  assert.equal(await bankrollText(page).textContent(), bankroll, 'the visitor\'s bankroll untouched');

  // The visitor's clock two days before the link's date: refused as future (in the Russian chosen above).
  await at(page, '2026-12-02');
  await open(played.link);
  await eventually(async () => assert.match(await page.locator('[data-daily-error]').textContent(), /^Результат датирован 4 декабря 2026 г\., а сегодня 2 декабря 2026 г\.:/));
  assert.equal(await page.locator('[data-daily-error]').getAttribute('data-code'), 'daily-future');
  await close();
});

gameTest(server, 'on a 390 × 844 phone, the day started from the Session panel leaves the table\'s buttons in view; in Russian', { timeout: 120_000, viewport: { width: 390, height: 844 }, locale: 'ru-RU' }, async ({ page }) => {
  await at(page, DAY);
  await openSession(page);
  const button = page.locator('button[data-control="daily"]');
  await button.scrollIntoViewIfNeeded();
  assert.ok(await page.evaluate(() => document.querySelector('.felt').getBoundingClientRect().bottom < 0), 'the table is above the screen');
  await button.click();
  await page.waitForSelector('[data-daily-round][data-round="1"]', SLOW);
  const out = await page.evaluate(() => {
    const inside = el => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      if (!(r.width > 0 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5)) return false;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!top && el.contains(top);
    };
    const buttons = [...document.querySelectorAll('button[data-action]')].filter(b => !b.disabled && b.getClientRects().length);
    return { enabled: buttons.map(b => b.dataset.action), out: buttons.filter(b => !inside(b)).map(b => b.dataset.action) };
  });
  assert.ok(out.enabled.length > 0, 'the day offers an action');
  assert.deepEqual(out.out, [], `every button the day offers is on screen (${out.enabled})`);
  await screen(page, 'daily-play-390-ru-screen');
  await screenshot(page, 'daily-play-390-ru');
  assert.equal(await page.locator('[data-daily-round]').textContent(), 'Раунд 1 из 20');
  await playDay(page);
  const score = await scoreOf(page);
  assert.match(score.text, /^\d+,\d{4} ставки$/, score.text);
  assert.match(await page.locator('[data-daily-line]').textContent(), /^Блэкджек · Игра дня 2026-12-04 · Шафл-машина · Цена ошибок \d+,\d{4} ставки /);
  await screenshot(page, 'daily-result-390-ru');
  await screen(page, 'daily-result-390-ru-screen', '[data-daily-result]');
  await page.setViewportSize({ width: 360, height: 740 });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing wider than a 360 px screen');
  await screen(page, 'daily-result-360-ru-screen', '[data-daily-result]');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'daily-result-desktop-ru');
  await page.locator('[data-control="daily-exit"]').click();
  await page.locator('button[data-control="daily"]').click();
  await page.waitForSelector('[data-daily-round][data-round="1"]', SLOW);
  await screenshot(page, 'daily-play-desktop-ru');
});

/** Opens the day from the Session panel and waits for its round `round` (a day picked up where it was left). */
async function resumeDay(page, round) {
  await openSession(page);
  await page.locator('button[data-control="daily"]').click();
  await page.waitForSelector(`.game[data-daily] [data-daily-round][data-round="${round}"]`, SLOW);
}

gameTest(server, 'a day left half-way goes on where it was, after Back to the game and after a reload; progress the engine refuses starts the day again, and says so', { timeout: 150_000 }, async ({ page }) => {
  await at(page, DAY);
  await startDay(page);
  await playDay(page, () => null, 3);
  await act(page, 'deal');
  await page.waitForSelector('[data-daily-round][data-round="4"]');
  const cards = await cardsOnTable(page);

  // Back to the game and the day again: round 4, its cards as they were.
  await page.locator('[data-control="daily-exit"]').click();
  await page.waitForSelector('.game:not([data-daily])');
  await resumeDay(page, 4);
  assert.equal(await cardsOnTable(page), cards);
  await eventually(async () => assert.match(await page.locator('.daily').textContent(), /Picked up where you left off: round 4 of 20\./));

  // A reload: the same.
  await page.reload();
  await resumeDay(page, 4);
  assert.equal(await cardsOnTable(page), cards);
  // The rest of the day played: scored as any day.
  for (let round = 4; round <= 20; round++) {
    await playRound(page, () => null, round);
    if (round < 20) {
      await act(page, 'deal');
      await page.waitForSelector(`[data-daily-round][data-round="${round + 1}"]`);
    }
  }
  await page.waitForSelector('[data-daily-score][data-value]', SLOW);

  // Progress the engine refuses (a hit after every hand stood): the day starts again from round 1.
  const key = await page.evaluate(() => Object.keys(localStorage).find(k => k.endsWith('-daily')));
  assert.ok(key, 'the progress has its key');
  assert.equal(await page.evaluate(k => localStorage.getItem(k), key), 'null', 'a scored day leaves no progress');
  await page.evaluate(({ k, date }) => localStorage.setItem(k, JSON.stringify({ date, table: 'shuffle-machine', actions: Array(60).fill('hit') })), { k: key, date: DAY });
  await page.reload();
  await resumeDay(page, 1);
  await eventually(async () => assert.match(await page.locator('.daily').textContent(), /The day’s saved progress could not be read, so the day starts again\./));
});
