// Three boxes on a phone (issue 34): at every decision of rounds on each
// table, with three boxes and every split taken (four hands on a box where
// the rules allow), the dealer's up card, the hand in play (aria-current)
// and the Hit and Stand buttons are all inside the viewport as the page left
// it: the test never scrolls (it clicks with dispatched events, which do not
// scroll, and reads the screen as it is); and no two hands' totals or
// results touch, at a decision or once the round is settled. Phones held upright, 390 × 844 and
// 360 × 740, and one held sideways, 844 × 390. Screenshots of a three-box
// round with a split and of the settled round, in en and ru, are left in
// tests/artifacts/phone-boxes-*.png. Test build (stacked shoes).

import {
  assert, useServer, gameTest, chips, spot, stack, eventually, chooseTable, ARTIFACTS, action,
} from './harness.mjs';
import path from 'node:path';
import { splitShoe } from './scripted-rounds.mjs';

const server = useServer({ test: true });
const UPRIGHT = [{ width: 390, height: 844 }, { width: 360, height: 740 }];
const SIDEWAYS = { width: 844, height: 390 };
const BOXES = { 'single-deck': 1, 'land-casino': 3, european: 3, 'shuffle-machine': 3 };

/** The totals and results of different hands (their pills, and their words where they run out of them) that overlap or touch (less than 2 px apart), as "hand 1 and hand 3". */
function touching(page) {
  return page.evaluate(() => {
    // A pill's box, and its words where they run out of it.
    const reach = el => {
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const words = range.getBoundingClientRect();
      return { left: Math.min(box.left, words.left), right: Math.max(box.right, words.right), top: Math.min(box.top, words.top), bottom: Math.max(box.bottom, words.bottom) };
    };
    const pills = [...document.querySelectorAll('.hand[data-hand]')].flatMap(hand => [...hand.querySelectorAll('.total, [data-outcome]')]
      .filter(el => el.textContent.trim() && el.getClientRects().length)
      .map(el => ({ hand: hand.dataset.hand, r: reach(el) })));
    const near = (a, b) => a.left < b.right + 2 && b.left < a.right + 2 && a.top < b.bottom + 2 && b.top < a.bottom + 2;
    const found = [];
    pills.forEach((a, i) => pills.slice(i + 1).forEach(b => {
      if (a.hand !== b.hand && near(a.r, b.r)) found.push(`hand ${Number(a.hand) + 1} and hand ${Number(b.hand) + 1}`);
    }));
    return [...new Set(found)];
  });
}

/** What the screen shows at a decision, as the page left it: which of the four things lie outside the viewport. */
function outOfView(page) {
  return page.evaluate(() => {
    // Inside the viewport, and not covered (by the bar held at the bottom, or anything else):
    // what lies on top at its reading corner (a card's rank, a hand's edge, a button's middle) is itself.
    const inside = (el, middle) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      if (!(r.width > 0 && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5)) return false;
      const top = document.elementFromPoint(middle ? r.left + r.width / 2 : r.left + 5, middle ? r.top + r.height / 2 : r.top + 5);
      return !!top && el.contains(top);
    };
    const up = [...document.querySelectorAll('[data-dealer] .card')].find(c => c.dataset.card && c.dataset.card !== 'back');
    const things = {
      'the dealer\'s up card': up,
      'the hand in play': document.querySelector('.hand[aria-current]'),
      Hit: document.querySelector('button[data-action="hit"]'),
      Stand: document.querySelector('button[data-action="stand"]'),
    };
    return { out: Object.keys(things).filter(k => !inside(things[k], k === 'Hit' || k === 'Stand')), scrollY, hands: document.querySelectorAll('.hand[data-hand]').length };
  });
}

/** Waits for the next thing to do: a decision (Hit enabled), an offer, or the round settled. */
function nextStep(page) {
  return eventually(async () => page.evaluate(() => {
    if (document.body.dataset.stage === 'dealing') throw new Error('dealing');
    const enabled = name => {
      const b = document.querySelector(`button[data-action="${name}"]`);
      return b && !b.disabled && b.getClientRects().length > 0;
    };
    for (const offer of ['no-insurance', 'no-even-money']) if (enabled(offer)) return offer;
    if (enabled('hit') || enabled('stand')) return enabled('split') ? 'split' : 'decide';
    if (document.querySelector('.hand[data-hand="0"] [data-outcome]')) return 'settled';
    throw new Error(`between steps (stage ${document.body.dataset.stage})`);
  }), { timeout: 20_000, interval: 30 });
}

/** The hand in play's total as a number ("soft 17" → 17). */
const totalInPlay = page => page.evaluate(() => Number((document.querySelector('.hand[aria-current] .total')?.textContent.match(/\d+/) || [0])[0]));

/** What changes with every answered action: the cards, the hands, the hand in play, the offer, the stage. */
const signature = page => page.evaluate(() => [
  document.querySelectorAll('.card').length, document.querySelectorAll('.hand[data-hand]').length,
  document.querySelector('.hand[aria-current]')?.dataset.hand, document.querySelector('[data-offer]')?.hidden, document.querySelector('.offer-text')?.textContent,
  document.body.dataset.stage,
].join());

/** Clicks an action without scrolling to it (a dispatched click, as a tap on the screen as it is); waits for its answer. */
async function tap(page, name) {
  const before = await signature(page);
  await action(page, name).dispatchEvent('click');
  const status = () => page.locator('[data-status]').textContent();
  await eventually(async () => assert.notEqual(await signature(page), before, `${name} answered (status: ${await status()})`), { timeout: 20_000, interval: 30 });
}

/**
 * Plays one round on `boxes` boxes (`shoe`: stacked cards, or none for a
 * shuffled shoe), taking every split, hitting below 17; at every decision
 * records what lies out of view. `shots`: a name for the screenshots of the
 * first split and of the settled round; `where`, for the screenshot of the
 * first decision with something out of view. Resolves to {decisions, splits, misses}.
 */
async function playChecked(page, boxes, shoe, shots, where) {
  const repeat = page.locator('button[data-action="rebet"]');
  if (await repeat.isEnabled()) {
    await repeat.dispatchEvent('click');
  } else {
    for (let b = 1; b <= boxes; b++) {
      if (boxes > 1) await spot(page, b).dispatchEvent('click');
      await chips(page, 5);
    }
  }
  if (shoe) await stack(page, shoe);
  await tap(page, 'deal');
  const seen = { decisions: 0, splits: 0, misses: [] };
  for (;;) {
    const step = await nextStep(page);
    if (step === 'settled') break;
    if (step.startsWith('no-')) {
      await tap(page, step);
      continue;
    }
    seen.decisions++;
    const view = await outOfView(page);
    // The first miss of a round is kept as a screenshot, to be looked at.
    if (view.out.length && !seen.misses.length) await page.screenshot({ path: path.join(ARTIFACTS, `phone-boxes-miss-${where}.png`) });
    for (const pair of await touching(page)) seen.misses.push(`decision ${seen.decisions}: the totals or results of ${pair} touch`);
    if (view.out.length) seen.misses.push(`decision ${seen.decisions} (${view.hands} hands, scrolled ${view.scrollY}): ${view.out.join(', ')} out of view or covered`);
    if (step === 'split') {
      seen.splits++;
      if (shots && seen.splits === 2) await page.screenshot({ path: path.join(ARTIFACTS, `phone-boxes-${shots}-split.png`) });
      await tap(page, 'split');
    } else {
      await tap(page, (await totalInPlay(page)) < 17 ? 'hit' : 'stand');
    }
  }
  for (const pair of await touching(page)) seen.misses.push(`settled: the totals or results of ${pair} touch`);
  if (shots) await page.screenshot({ path: path.join(ARTIFACTS, `phone-boxes-${shots}-settled.png`) });
  return seen;
}

/**
 * Plays a round with every split on a stacked shoe, then two on the shuffled
 * shoe, on `table` at `size` (a fresh profile each: the stacked eights are
 * the shoe's own); fails with every decision where something was out of view.
 */
async function checkTable(page, table, size, lang) {
  await chooseTable(page, table);
  const name = lang && `${lang}-${table}-${size.width}x${size.height}`;
  const misses = [];
  let decisions = 0;
  let splits = 0;
  for (const shoe of [splitShoe(BOXES[table]), null, null]) {
    const seen = await playChecked(page, BOXES[table], shoe, shoe && name, `${table}-${size.width}x${size.height}`);
    decisions += seen.decisions;
    splits += seen.splits;
    misses.push(...seen.misses);
  }
  assert.ok(splits >= 1, `${table}: splits taken (${splits})`);
  assert.deepEqual(misses, [], `${table} at ${size.width}×${size.height}: ${misses.length} of ${decisions} decisions with something out of view or covered`);
}

for (const table of Object.keys(BOXES)) {
  for (const size of UPRIGHT) {
    gameTest(server, `${table} at ${size.width}×${size.height}: at every decision the dealer's up card, the hand in play, Hit and Stand are on screen, every split taken`, { timeout: 120_000, viewport: size }, async ({ page }) => {
      await checkTable(page, table, size, table === 'land-casino' ? 'en' : null);
    });
  }
}

for (const size of [...UPRIGHT, SIDEWAYS]) {
  gameTest(server, `land-casino in Russian at ${size.width}×${size.height}: the same, with the screenshots`, { timeout: 120_000, viewport: size, locale: 'ru-RU' }, async ({ page }) => {
    await checkTable(page, 'land-casino', size, 'ru');
  });
}
