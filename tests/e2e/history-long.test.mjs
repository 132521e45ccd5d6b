// A long history (issue 21): 10 000 stored rounds (one played on the page,
// the others written straight into the round history by stored-rounds.mjs: real
// rounds, valued by the engine), open
// in the session graph (a reduced series: at most a thousand marks, the last
// one round 10 000, the engine's sums over all of them) and in lifetime
// progress. How fast: node e2e/bench-history.mjs (docs/performance.md).

import { assert, useServer, gameTest, eventually, playRound } from './harness.mjs';
import { writeRounds } from './stored-rounds.mjs';

const server = useServer({ test: true });
const ROUNDS = 10_000;

/** Opens the Session panel and waits for its figures. */
async function openSession(page) {
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('[data-session-panel] [data-session-rounds]');
}

/** After a round, the session's id (its start, as the page saves it with the figures). */
async function sessionId(page) {
  await playRound(page);
  return eventually(() => page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('blackjack-session'));
    if (!s || s.rounds < 1) throw new Error('the round is not counted yet');
    return String(s.start);
  }));
}

gameTest(server, '10 000 stored rounds open in the graph (reduced) and in lifetime progress', { timeout: 600_000 }, async (game) => {
  const { page } = game;
  const session = await sessionId(page);
  await writeRounds(page, { count: ROUNDS - 1, session });
  await game.reload();
  await openSession(page);
  const marks = page.locator('svg[data-graph] [data-graph-round]');
  await eventually(async () => assert.equal(await marks.last().getAttribute('data-graph-round'), String(ROUNDS)), { timeout: 120_000, interval: 200 });
  const drawn = await marks.count();
  assert.ok(drawn > 100 && drawn <= 1000, `${drawn} marks for ${ROUNDS} rounds`);
  const summary = page.locator('[data-graph-summary]');
  assert.match(await summary.textContent(), /over 10,000 rounds/);
  const sums = await summary.evaluate(el => ({ ...el.dataset }));
  assert.equal(Math.round((Number(sums.luck) + Number(sums.decisions) + Number(sums.perfect)) * 100), Math.round(Number(sums.net) * 100));
  await page.locator('button[data-control="progress"]').click();
  const overall = page.locator('[data-progress-ev-per-100]');
  await eventually(async () => assert.ok(Number.isFinite(Number(await overall.getAttribute('data-progress-ev-per-100')))), { timeout: 120_000, interval: 200 });
  assert.equal(await page.locator('[data-progress-session]').count(), 1);
});
