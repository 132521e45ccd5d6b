// Figures a player can trust (issue 32): the Session panel's luck against
// skill (`[data-graph-summary]`: data-luck, data-decisions, data-net,
// data-perfect, the engine's round reviews summed by `summarize` in the odds
// module's wasm) against the command line. Rounds are played in the page
// (test build: stacked shoes for a split with a double after it, insurance,
// even money, a bad stand; the land casino's two boxes, pair bonus, a double
// for less, and rounds dealt mid-shoe so that perfect play is valued on each
// round's own shoe), the history exported as JSON (the Session panel's
// download), and `target/release/blackjack review --rules PRESET --round
// FILE` run on it: its totals, summed in the CLI in hundredths from each
// round's own figures (round_options' decision costs, perfect play from
// expected_return and next_round_return natively), equal the page's to the
// cent; so do each round's figures and the review stored with it.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before } from 'node:test';
import {
  assert, ROOT, useServer, gameTest, eventually, norm, act, chips, spot, stack, expectRoundOver, action, playRound,
} from './harness.mjs';
import { landCasinoRound } from './scripted-rounds.mjs';
import { storedRounds } from './stored-rounds.mjs';

const server = useServer({ test: true });
const SLOW = { timeout: 120_000, interval: 100 };
const CLI = path.join(ROOT, 'target/release/blackjack');

// The command as it is now (a no-op when it is built already).
before(() => {
  execFileSync('cargo', ['build', '--release', '--bin', 'blackjack'], { cwd: ROOT, stdio: 'inherit' });
}, { timeout: 1_800_000 });

/** An amount in money units, as the page writes it in data-*, in hundredths. */
const cents = text => {
  assert.match(String(text), /^-?\d+(\.\d+)?$/, `an amount: ${text}`);
  return Math.round(Number(text) * 100);
};

/** The amounts of a `figures:` or `total:` line of `blackjack review`, in hundredths, by name. */
function amounts(line) {
  const found = {};
  for (const [, name, amount] of line.matchAll(/(net|perfect|cost|decisions|luck) (-?\d+(?:\.\d\d)?)/g)) found[name] = cents(amount);
  return found;
}

/** Plays a round of one box on to its end: offers declined, every hand stood. */
async function standAll(page) {
  await eventually(async () => {
    if (await page.locator('.hand[data-hand="0"] [data-outcome]').count()) return;
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      const button = action(page, name);
      if ((await button.isVisible()) && (await button.isEnabled())) {
        await button.click({ timeout: 1000 }).catch(() => {});
        break;
      }
    }
    throw new assert.AssertionError({ message: 'the round is not over yet' });
  }, { timeout: 20_000, interval: 60 });
}

/** The rounds of the round history once `n` are kept and every one valued. */
const valued = (page, n) => eventually(() => storedRounds(page).then(list => {
  assert.equal(list.length, n, `${n} rounds kept`);
  assert.ok(list.every(r => r.review), `${list.filter(r => !r.review).length} rounds not valued yet`);
  return list;
}), SLOW);

/** Opens the Session panel and waits for the graph's summary of `n` rounds: its data-* sums in hundredths. */
async function pageSums(page, n) {
  await page.locator('button[data-control="session"]').click();
  return eventually(async () => {
    const summary = page.locator('[data-graph-summary]:not([hidden])');
    assert.equal(await summary.count(), 1, 'the summary is drawn');
    assert.match(norm(await summary.textContent()), new RegExp(`over ${n} rounds?\\.$`));
    const data = await summary.evaluate(el => ({ ...el.dataset }));
    // Where the page says how many rounds it valued, every one of them.
    if ('valued' in data) assert.equal(data.valued, String(n), 'every round valued');
    return { luck: cents(data.luck), decisions: cents(data.decisions), net: cents(data.net), perfect: cents(data.perfect) };
  }, SLOW);
}

/** The history as the panel exports it (the JSON download): its text. */
async function exported(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('[data-control="history-export"]').click()]);
  return readFileSync(await file.path(), 'utf8');
}

/** Runs `blackjack review --rules preset --round FILE` on `text`: {rounds: [figures…], total, out}. */
function cliReview(preset, text) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'session-cli-'));
  try {
    const file = path.join(dir, 'history.json');
    writeFileSync(file, text);
    const out = execFileSync(CLI, ['review', '--rules', preset, '--round', file], { encoding: 'utf8' });
    const lines = out.trimEnd().split('\n');
    const totalLine = lines.at(-1);
    assert.match(totalLine, /^total: \d+ round\(s\), net -?[\d.]+, perfect -?[\d.]+, cost [\d.]+, decisions -?[\d.]+, luck -?[\d.]+$/, out);
    return {
      out,
      rounds: lines.filter(l => l.startsWith('  figures: ')).map(amounts),
      count: Number(/^total: (\d+)/.exec(totalLine)[1]),
      total: amounts(totalLine),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's summary, each round's stored review and the CLI on the exported history: equal to the cent. */
async function compare(page, preset, n) {
  const stored = await valued(page, n);
  const sums = await pageSums(page, n);
  const text = await exported(page);
  const file = JSON.parse(text);
  assert.equal(file.rounds.length, n, 'every round exported');
  const cli = cliReview(preset, text);
  assert.equal(cli.count, n, cli.out);
  assert.equal(cli.rounds.length, n, cli.out);
  // Each round: the CLI's figures are the review the page stored with it.
  cli.rounds.forEach((r, i) => {
    const { netCents, perfectCents, costCents, luckCents } = stored[i].review;
    assert.deepEqual(r, { net: netCents, perfect: perfectCents, cost: costCents, luck: luckCents }, `round ${i + 1}\n${cli.out}`);
  });
  // The totals: the page's summary to the cent.
  assert.deepEqual(
    { luck: cli.total.luck, decisions: cli.total.decisions, net: cli.total.net, perfect: cli.total.perfect },
    sums,
    `the page's summary against the CLI's totals\n${cli.out}`,
  );
  assert.equal(cli.total.decisions, -cli.total.cost);
  return { sums, cli, file };
}

gameTest(server, 'single deck: a split with a double after it, insurance, even money, a bad stand and dealt rounds; the page\'s sums are the CLI\'s to the cent', { timeout: 300_000 }, async ({ page }) => {
  // Hard 5 against a 6, stood (Hit is best): the decisions cost.
  await stack(page, ['2S', '6D', '3H', 'TC', '2C']);
  await chips(page, 5);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectRoundOver(page);
  // 8 8 against a 6: split; 8 3 doubled (a ten: 21); 8 9 stood; the dealer's 16 draws a 7.
  await stack(page, ['8S', '6D', '8H', 'TC', '3C', 'TS', '9H', '7C']);
  await chips(page, 5, 5);
  await act(page, 'deal');
  await act(page, 'split');
  await act(page, 'double');
  await act(page, 'stand');
  await expectRoundOver(page, 2);
  // 9 8 against an ace: insured, stood.
  await stack(page, ['9S', 'AD', '8H', '7C']);
  await chips(page, 5, 5);
  await act(page, 'deal');
  await act(page, 'insure');
  await act(page, 'stand');
  await expectRoundOver(page);
  // A blackjack against an ace: even money.
  await stack(page, ['AS', 'AD', 'KH', '7C']);
  await chips(page, 5, 5);
  await act(page, 'deal');
  await act(page, 'even-money');
  await expectRoundOver(page);
  // Rounds from the stream, offers declined, every hand stood; on bets
  // large enough that perfect play's expectation (0.041 % here) shows in cents.
  for (const bet of [25, 100, 100]) await playRound(page, bet);
  const { sums, cli, file } = await compare(page, 'single-deck', 7);
  assert.ok(sums.decisions < 0, `the bad stand cost: ${JSON.stringify(sums)}`);
  assert.ok(sums.perfect > 0, `perfect play's expectation counted: ${JSON.stringify(sums)}`);
  const actions = file.rounds.flatMap(r => r.record.actions);
  for (const a of ['split', 'double', 'even-money']) assert.ok(actions.includes(a), `${a} among ${actions}`);
  assert.ok(actions.some(a => a.startsWith('insure')), `insurance among ${actions}`);
  assert.ok(cli.out.includes('(fresh)'), 'the single deck is reshuffled before every round');
});

gameTest(server, 'land casino: two boxes, a pair bet, insurance, a split and a double for less, then rounds dealt mid-shoe; the page\'s sums are the CLI\'s to the cent', { timeout: 600_000 }, async ({ page }) => {
  await landCasinoRound(page);
  // Mid-shoe: perfect play is valued on each round's own shoe.
  for (let i = 0; i < 3; i++) {
    await spot(page, 1).click();
    await chips(page, 5);
    await act(page, 'deal');
    await standAll(page);
  }
  const { cli, file } = await compare(page, 'land-casino', 4);
  assert.ok(file.rounds.slice(1).every(r => r.record.undealt), 'dealt mid-shoe');
  assert.ok((cli.out.match(/\(shoe\)/g) || []).length >= 3, `valued on their own shoes:\n${cli.out}`);
});
