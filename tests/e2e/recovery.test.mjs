// Recovery: a reload or a closed tab at any moment of a round brings back the
// same round (same cards, same bets, nothing redrawn). On each of the four
// tables a scripted round with a stacked shoe (bets, pair bonus, deal,
// insurance, split, double, double for less, hit, surrender, stand) is played
// twice in fresh profiles: once reloading the page after every step, once
// without. After every step the page must look exactly the same before and
// after the reload, and the same as the run without reloads (all but the
// seeds, which differ between profiles); the round ends with the result worked
// out by hand from ../shared/RULES.md.

import {
  assert,
  useServer,
  gameTest,
  openGame,
  waitReady,
  act,
  action,
  chips,
  spot,
  pairSpot,
  stack,
  chooseTable,
  visibleState,
  expectBankroll,
  expectOutcome,
  eventually,
  screenshot,
} from './harness.mjs';
import { test } from 'node:test';

const server = useServer({ test: true });

/** Places chips on box `box` (its pair spot with `pair`): one step, as the selection is not saved. */
const bet = (box, amounts, pair = false) => async (page) => {
  await (pair ? pairSpot(page, box) : spot(page, box)).click();
  await chips(page, ...amounts);
};
/** Stacks `cards` and deals (the stack lives only until the deal, so it is one step). */
const deal = (cards) => async (page) => {
  await stack(page, cards);
  await act(page, 'deal');
};
/** An action with an amount typed into its field first. */
const withAmount = (name, amount) => async (page) => {
  await page.locator(`[data-amount="${name}"]`).fill(String(amount));
  await act(page, name);
};
const press = (name) => (page) => act(page, name);

/**
 * Each table's round: [step name, step]. Cards are stacked in dealing order:
 * one card per box, the dealer's, a second per box (and, with a hole card,
 * the dealer's second), then the draws in turn.
 */
const ROUNDS = {
  'single-deck': {
    // 8♠ 8♦ against an ace: insurance (half the bet, lost: the hole card is a
    // 7), split, the first hand 8 3 doubled to 21, the second 8 2 hit to 19;
    // the dealer stands on soft 18. 1000 - 10 - 5 - 10 - 10 + 40 + 20 = 1025.
    steps: [
      ['bet 5', bet(1, [5])],
      ['bet 5 more', bet(1, [5])],
      ['deal', deal(['8S', 'AH', '8D', '7C', '3H', 'TC', '2S', '9D'])],
      ['insurance', press('insure')],
      ['split', press('split')],
      ['double', press('double')],
      ['hit', press('hit')],
      ['stand', press('stand')],
    ],
    outcomes: [['win', 'Win +20'], ['win', 'Win +10']],
    bankroll: 1025,
  },
  'land-casino': {
    // Box 1: 10 and a pair bonus of 5; box 2: 25. 8♠ 8♥ (a mixed pair, 6:1)
    // and 9♦ 10♣ against an ace: box 1 declines insurance, box 2 takes the
    // default (half its bet, 12.50, lost). Box 1 splits; 8 3 doubles for 5
    // only (its card face down until the end: 9♣, 20); 8 5 hits a 4 (17) and
    // stands; box 2 stands on 19. The dealer's second card: 6, soft 17.
    // 1000 - 10 - 5 - 25 - 12.50 - 10 - 5 + 35 + 30 + 10 + 50 = 1057.50.
    steps: [
      ['bet 5 on box 1', bet(1, [5])],
      ['bet 5 more on box 1', bet(1, [5])],
      ['pair bonus 5 on box 1', bet(1, [5], true)],
      ['bet 25 on box 2', bet(2, [25])],
      ['deal', deal(['8S', '9D', 'AC', '8H', 'TC', '3S', '9C', '5D', '4C', '6H'])],
      ['no insurance on box 1', press('no-insurance')],
      ['insurance on box 2', press('insure')],
      ['split', press('split')],
      ['double for 5', withAmount('double', 5)],
      ['hit', press('hit')],
      ['stand on 17', press('stand')],
      ['stand on box 2', press('stand')],
    ],
    outcomes: [['win', 'Win +15'], ['push', 'Push'], ['win', 'Win +25']],
    bankroll: '1057.50',
  },
  european: {
    // Box 1: 10, box 3: 25. 5♠ 5♥ and 10♦ 6♣ against an ace: box 1 insures
    // for 2.50 (lost), box 3 declines; box 1 doubles its 10 (9♣, 19), box 3
    // hits a 5 (21). The dealer: A 8, 19. 1000 - 10 - 25 - 2.50 - 10 + 20 + 50 = 1022.50.
    steps: [
      ['bet 10 on box 1', bet(1, [5, 5])],
      ['bet 25 on box 3', bet(3, [25])],
      ['deal', deal(['5S', 'TD', 'AS', '5H', '6C', '9C', '5D', '8H'])],
      ['insurance for 2.50', withAmount('insure', '2.50')],
      ['no insurance on box 3', press('no-insurance')],
      ['double', press('double')],
      ['hit to 21', press('hit')],
    ],
    outcomes: [['push', 'Push'], ['win', 'Win +25']],
    bankroll: '1022.50',
  },
  'shuffle-machine': {
    // Box 1: 25, box 2: 10. 10♠ 6♦ and K♥ K♠ against a 10: box 1 surrenders
    // (12.50 back), box 2 splits its kings: K A (21, played at once) and
    // K Q (20, stands). The dealer: 10 7, 17. 1000 - 25 - 10 + 12.50 - 10 + 20 + 20 = 1007.50.
    steps: [
      ['bet 25 on box 1', bet(1, [25])],
      ['bet 10 on box 2', bet(2, [5, 5])],
      ['deal', deal(['TS', 'KH', 'TC', '6D', 'KS', 'AD', 'QD', '7S'])],
      ['surrender', press('surrender')],
      ['split', press('split')],
      ['stand on 20', press('stand')],
    ],
    outcomes: [['surrender', 'Surrender -12.50'], ['win', 'Win +10'], ['win', 'Win +10']],
    bankroll: '1007.50',
  },
};

/** Seeds differ between profiles; everything else must not. */
const unseeded = ({ commitment, seed, ...rest }) => ({ ...rest, commitment: commitment && 'shown', seed: seed && 'shown' });

/** Plays `name`'s round; with `session`, reloads after every step and checks that nothing changed. Resolves to the states after each step. */
async function playRound(page, name, session = null) {
  const states = [];
  if (name !== 'single-deck') await chooseTable(page, name);
  const before = await visibleState(page);
  if (session) {
    await session.reload();
    assert.deepEqual(await visibleState(page), before, `${name}: a reload at the empty table changes nothing`);
  }
  for (const [label, step] of ROUNDS[name].steps) {
    await step(page);
    const state = await visibleState(page);
    if (session) {
      await session.reload();
      assert.deepEqual(await visibleState(page), state, `${name}: the page after "${label}" and a reload`);
    }
    states.push([label, state]);
  }
  return states;
}

for (const name of Object.keys(ROUNDS)) {
  test(`recovery: ${name}: a reload after every step of a round brings back the same round, which ends as without reloads`, { timeout: 120_000 }, async () => {
    const runs = [];
    for (const reload of [true, false]) {
      const session = await openGame(server.server);
      try {
        const states = await playRound(session.page, name, reload ? session : null);
        const { outcomes, bankroll } = ROUNDS[name];
        for (const [i, [kind, text]] of outcomes.entries()) await expectOutcome(session.page, i, kind, text);
        await expectBankroll(session.page, bankroll);
        if (reload) await screenshot(session.page, `recovery-${name}`);
        assert.deepEqual(session.errors, [], 'no console error, page error or failed request');
        runs.push(states);
      } finally {
        await session.close();
      }
    }
    const [reloaded, straight] = runs;
    assert.equal(reloaded.length, straight.length);
    reloaded.forEach(([label, state], i) => {
      assert.deepEqual(unseeded(state), unseeded(straight[i][1]), `${name}: after "${label}", with reloads as without`);
    });
    // The last state: the round over, its seed shown, the next shuffle's fingerprint too.
    const last = reloaded.at(-1)[1];
    assert.match(last.seed, /^[0-9a-f]{64}$/);
    assert.match(last.commitment, /^[0-9a-f]{64}$/);
  });
}

gameTest(server, 'recovery: a tab closed in the middle of a round and a new one opened brings the round back, and it plays on', async (session) => {
  const { context } = session;
  let page = session.page;
  const steps = ROUNDS['single-deck'].steps;
  // Up to the split: two hands, the first to play.
  for (const [, step] of steps.slice(0, 5)) await step(page);
  const before = await visibleState(page);
  assert.equal(before.hands.length, 2);
  await page.close();
  page = await context.newPage();
  await page.goto(session.server.url);
  await waitReady(page);
  assert.deepEqual(await visibleState(page), before, 'the new tab shows the same round');
  // Closed again at once after a double, and the round finishes in a third tab.
  await steps[5][1](page);
  const doubled = await visibleState(page);
  await page.close();
  page = await context.newPage();
  await page.goto(session.server.url);
  await waitReady(page);
  assert.deepEqual(await visibleState(page), doubled);
  for (const [, step] of steps.slice(6)) await step(page);
  await expectOutcome(page, 0, 'win', 'Win +20');
  await expectOutcome(page, 1, 'win', 'Win +10');
  await expectBankroll(page, 1025);
});

gameTest(
  server,
  'recovery: a reload while the cards are still being dealt shows the whole deal, the same as waiting',
  { reducedMotion: 'no-preference', speed: 'slow' },
  async (session) => {
    const { page } = session;
    await chips(page, 5, 5);
    await stack(page, ['9S', '7H', 'TD', 'TC']);
    await act(page, 'deal');
    await eventually(async () => assert.equal(await page.evaluate(() => document.body.dataset.stage), 'dealing'));
    await session.reload();
    const state = await visibleState(page);
    assert.deepEqual(state.hands.map((h) => h.cards), [['9S', 'TD']]);
    assert.deepEqual(state.dealer.cards, ['7H', 'back']);
    assert.equal(state.hands[0].total, '19');
    assert.deepEqual(state.enabled.sort(), ['double', 'hit', 'stand']);
    await act(page, 'stand');
    await expectOutcome(page, 0, 'win', 'Win +10');
    await expectBankroll(page, 1010);
  },
);
