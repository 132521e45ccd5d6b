// Luck against skill over the whole session (issue 21), in the test build:
// on land-casino (six decks, cut card) perfect play's line comes from each
// round's own shoe, and one round's figure is the CLI's
// `blackjack edge --rules land-casino --cards-left …` for the same shoe; the
// graph draws every round the round history holds; lifetime progress adds
// up what a bad decision cost, by kind, per session, with the costliest
// mistake and its round.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  assert, ROOT, useServer, gameTest, act, chips, stack, eventually, chooseTable, playRound, expectRoundOver, screenshot,
} from './harness.mjs';
import { storedRounds } from './stored-rounds.mjs';

const server = useServer({ test: true });
const GRAPH = { timeout: 90_000, interval: 100 };

/** The 52 digits of a record's `undealt` (A♠ A♥ A♦ A♣ 2♠ …) as the CLI's ten counts, aces first, tens last. */
function cardsLeft(undealt) {
  const left = new Array(10).fill(0);
  [...undealt].forEach((d, i) => { left[Math.min(Math.floor(i / 4), 9)] += Number(d); });
  return left.join(',');
}

async function openSession(page) {
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('[data-session-panel] [data-session-rounds]');
}

const marks = page => page.locator('svg[data-graph] [data-graph-round]');

gameTest(server, 'on land-casino perfect play is valued on each round\'s own shoe, as the CLI values that shoe', { timeout: 240_000 }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  const ROUNDS = 6;
  for (let i = 0; i < ROUNDS; i++) await playRound(page);
  await openSession(page);
  await eventually(async () => assert.equal(await marks(page).count(), ROUNDS), GRAPH);
  const rounds = await eventually(async () => {
    const all = await storedRounds(page);
    assert.equal(all.length, ROUNDS);
    assert.ok(all.every(r => r.review), 'every round valued and stored');
    return all;
  }, GRAPH);
  // Every round after the first is dealt from a part-dealt shoe: its own value.
  const later = rounds.filter(r => r.record.undealt);
  assert.ok(later.length >= ROUNDS - 1, `${later.length} rounds from a part-dealt shoe`);
  const round = later[later.length - 1];
  const bet = Number(round.record.bets[0].main);
  const cli = execFileSync(path.join(ROOT, 'target/release/blackjack'),
    ['edge', '--rules', 'land-casino', '--cards-left', cardsLeft(round.record.undealt)], { encoding: 'utf8' });
  const edge = Number(/next round (-?[\d.]+) %/.exec(cli)[1]);
  assert.ok(Math.abs(round.review.perfect / bet - edge / 100) < 5e-9, `perfect ${round.review.perfect} on ${bet} against the CLI's ${cli}`);
  assert.equal(round.review.perfectCents, Math.round(round.review.perfect * 100) || 0, 'the cents are the figure rounded');
  const perUnit = new Set(later.map(r => (r.review.perfect / Number(r.record.bets[0].main)).toFixed(9)));
  assert.ok(perUnit.size > 1, `the shoes' values differ from round to round: ${[...perUnit]}`);
  // The summary's sums are the stored rounds' own, to the cent.
  const sums = await page.locator('[data-graph-summary]').evaluate(el => ({ ...el.dataset }));
  const total = key => rounds.reduce((n, r) => n + r.review[key], 0);
  assert.equal(Math.round(Number(sums.perfect) * 100), total('perfectCents'));
  assert.equal(Math.round(Number(sums.net) * 100), total('netCents'));
  assert.equal(Math.round((Number(sums.luck) + Number(sums.decisions)) * 100), total('netCents') - total('perfectCents'));
  await screenshot(page, 'whole-session-land-casino');
});

gameTest(server, 'lifetime progress: a bad stand costs, counted as a hard total, with its round among the costliest', { timeout: 180_000 }, async ({ page }) => {
  await chips(page, 5);
  // Hard 5 against a 6: standing is a mistake.
  await stack(page, ['2S', '6D', '3H', 'TC', '2C']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectRoundOver(page);
  for (let i = 0; i < 3; i++) await playRound(page);
  await openSession(page);
  await eventually(async () => assert.equal(await marks(page).count(), 4), GRAPH);
  await page.locator('button[data-control="progress"]').click();
  const overall = page.locator('[data-progress-ev-per-100]');
  await eventually(async () => assert.ok(Number(await overall.getAttribute('data-progress-ev-per-100')) > 0), GRAPH);
  const stored = await storedRounds(page);
  const first = stored[0];
  const stand = first.review.decisions.find(d => d.taken === 'stand');
  assert.equal(stand.kind, 'hard');
  assert.ok(stand.costCents > 0, `standing on hard 5 against a 6 cost ${stand.costCents}`);
  const mistakes = page.locator('[data-progress-mistake]');
  const listed = await mistakes.evaluateAll(items => items.map(li => [li.dataset.progressMistake, li.textContent]));
  const bad = listed.find(([id]) => id === first.id);
  assert.ok(bad, `the bad stand is among the costliest mistakes: ${JSON.stringify(listed)}`);
  assert.match(bad[1], /^2♠ 3♥ against 6♦: Stand, best Hit, cost [\d.]+ \(round 1\) Review this round$/);
  assert.ok(listed.every(([, text]) => !/cost 0 /.test(text)), 'a decision that cost nothing is no mistake');
  const kinds = await page.locator('.progress-table').first().locator('tbody tr td:first-child').allTextContents();
  assert.ok(kinds.includes('Hard totals'), `by kind: ${kinds}`);
  assert.equal(await page.locator('[data-progress-session]').count(), 1, 'one session, one row');
  await screenshot(page, 'lifetime-progress');
  // Clear the history, asked twice: the history is empty and progress says so.
  await page.locator('button[data-control="history-clear"]').click();
  await page.locator('button[data-control="history-clear"]').click();
  await eventually(async () => assert.equal((await storedRounds(page)).length, 0));
  await eventually(async () => assert.equal(await overall.isVisible(), false));
});

gameTest(server, 'practice deals where the history says the mistakes cost most: after bad stands on hard totals, hard 12–16 against 2–6', { timeout: 180_000 }, async ({ page }) => {
  // Two bad stands on hard totals (hard 5 and hard 7 against a 6): the history's only costly kind.
  for (const cards of [['2S', '6D', '3H', 'TC', '2C'], ['4S', '6H', '3D', 'TD', '2D']]) {
    await chips(page, 5);
    await stack(page, cards);
    await act(page, 'deal');
    await act(page, 'stand');
    await expectRoundOver(page);
  }
  await openSession(page);
  await eventually(async () => assert.equal((await storedRounds(page)).filter(r => r.review).length, 2), GRAPH);
  await page.locator('button[data-control="practice"]').click();
  const kinds = page.locator('select[data-practice-kind]');
  await eventually(async () => assert.equal(await kinds.inputValue(), 'mistakes'), GRAPH);
  assert.match(await kinds.locator('option:checked').textContent(), /mistakes cost most/);
  // The drill's first hand may be dealt before the weights come: played out first.
  const outcome = page.locator('.hand[data-hand="0"] [data-outcome]');
  const finish = () => eventually(async () => {
    if (await outcome.count()) return;
    const stand = page.locator('button[data-action="stand"]');
    if (await stand.isEnabled()) await stand.click();
    throw new assert.AssertionError({ message: 'the drill hand is not over yet' });
  }, { timeout: 20_000 });
  await page.waitForFunction(() => document.querySelector('[data-practice-grade]').textContent.includes('Deal'), null, { timeout: 60_000 });
  await finish();
  const VALUE = { A: 11, T: 10, J: 10, Q: 10, K: 10 };
  const value = c => VALUE[c[0]] || Number(c[0]);
  for (let hand = 0; hand < 3; hand++) {
    await act(page, 'deal');
    const dealt = await eventually(() => page.evaluate(() => {
      const cards = [...document.querySelectorAll('.hand[data-hand="0"] .card')].map(c => c.dataset.card);
      const up = document.querySelector('[data-dealer] .card')?.dataset.card;
      const over = document.querySelector('.hand[data-hand="0"] [data-outcome]');
      if (over || cards.length < 2 || !up || cards[0] === 'back' || up === 'back') throw new Error('not dealt yet');
      return { cards: cards.slice(0, 2), up };
    }));
    const total = value(dealt.cards[0]) + value(dealt.cards[1]);
    assert.ok(total >= 12 && total <= 16 && !dealt.cards.some(c => c[0] === 'A'), `a hard 12–16: ${dealt.cards}`);
    assert.ok(value(dealt.up) >= 2 && value(dealt.up) <= 6, `against 2–6: ${dealt.up}`);
    await finish();
  }
  await screenshot(page, 'practice-mistakes');
});
