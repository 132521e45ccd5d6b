// The practice drill (issue 21): entered from the Session panel
// ([data-control="practice"]), played with the table's own buttons and keys
// on hands the engine deals of the chosen kind, each decision graded in the
// banner, no money moved and nothing counted; "Back to the game"
// ([data-control="practice-exit"]) shows the live table exactly as it was.
import {
  assert, useServer, gameTest, chips, act, action, eventually, expectEnabled, playRound, visibleState, bankrollText, screenshot,
} from './harness.mjs';

const server = useServer({ test: true });

const figures = page => page.evaluate(() => Object.fromEntries(['net', 'rounds', 'wagered'].map(name => {
  const node = document.querySelector(`[data-session-${name}]`);
  return [name, node && node.getAttribute(`data-session-${name}`)];
})));

const cardsOf = (page, sel) => page.evaluate(s => [...document.querySelectorAll(`${s} .card`)].map(c => c.dataset.card), sel);

/** The first decision the drill's hand offers, by its button (null: the hand ended without one). */
async function decide(page) {
  return eventually(async () => {
    if (await page.locator('.hand[data-hand="0"] [data-outcome]').count()) return null;
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      const b = action(page, name);
      if ((await b.isVisible()) && (await b.isEnabled())) return name;
    }
    throw new assert.AssertionError({ message: 'no decision offered yet' });
  });
}

/** Plays the hand on screen to its end, the first decision by button or key; returns how many decisions were made (each is graded). */
async function playHand(page, useKey) {
  const name = await decide(page);
  if (!name) return 0;
  let made = 1;
  const grade = page.locator('[data-practice-grade]');
  const ready = await grade.textContent();
  if (useKey && name === 'stand') await page.keyboard.press('s');
  else await action(page, name).click();
  await eventually(async () => {
    const text = (await grade.textContent()).trim();
    assert.ok(text && text !== ready, `a grade is shown after ${name} (${text})`);
    assert.match(await grade.getAttribute('data-right'), /^(true|false)$/);
  });
  await eventually(async () => {
    if (await page.locator('.hand[data-hand="0"] [data-outcome]').count()) return;
    const next = await decide(page).catch(() => null);
    if (next) {
      await action(page, next).click();
      made++; // a split hand, or insurance then the hand: one more graded decision
    }
    throw new assert.AssertionError({ message: 'the hand is not over yet' });
  }, { timeout: 20_000 });
  return made;
}

gameTest(server, 'practice: drill hands of the chosen kind, graded, no money, not counted; the game comes back as it was', { timeout: 150_000 }, async ({ page }) => {
  await playRound(page);
  await chips(page, 5, 25); // chips left on the live table while drilling
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('[data-session-panel] [data-session-rounds]');
  await eventually(async () => assert.equal((await figures(page)).rounds, '1'));
  const counted = await figures(page);
  const before = await visibleState(page);
  const bankroll = await bankrollText(page).textContent();

  await page.locator('button[data-control="practice"]').click();
  await page.waitForSelector('.game[data-practice] [data-practice-grade]');
  await eventually(async () => assert.equal(await page.locator('.hand[data-hand="0"] .card').count(), 2, 'a drill hand is dealt'));
  await page.waitForFunction(() => document.querySelector('[data-practice-grade]').textContent.includes('Deal'));
  await page.locator('select[data-practice-kind]').selectOption('pair');
  let decisions = await playHand(page, false);
  let graded = decisions ? 1 : 0;
  for (let hand = 0; hand < 4; hand++) {
    await act(page, 'deal');
    await eventually(async () => {
      const cards = await cardsOf(page, '.hand[data-hand="0"]');
      assert.equal(cards.length >= 2 && cards[0] !== 'back', true, 'the drill hand is dealt');
      assert.equal(cards[0][0], cards[1][0], `a pair is dealt: ${cards}`);
    });
    assert.equal(await page.locator('.game[data-practice]').count(), 1, '[data-practice] stays on the table');
    const made = await playHand(page, hand % 2 === 1);
    decisions += made;
    if (made) graded++;
    assert.equal(await bankrollText(page).textContent(), bankroll, 'the bankroll never moves while drilling');
    assert.ok(await action(page, 'deal').isEnabled(), 'Deal gives the next drill hand');
    assert.ok(await page.locator('button[data-chip="5"]').isDisabled(), 'no chips while drilling');
  }
  await screenshot(page, 'practice-drill');
  assert.ok(graded >= 3, `most drill hands had a graded decision (${graded})`);
  assert.match(await page.locator('[data-practice-score]').textContent(), new RegExp(`of ${decisions}\\b`), 'every decision made is graded once');
  assert.deepEqual(await figures(page), counted, 'the drill is not counted in the session');

  await page.locator('[data-control="practice-exit"]').click();
  await eventually(async () => assert.equal(await page.locator('.game[data-practice]').count(), 0));
  assert.deepEqual(await visibleState(page), before, 'the live table is drawn exactly as it was');
  assert.deepEqual(await figures(page), counted);
  // The live game plays on from its own chips: one more round counted, not the drill's.
  await act(page, 'deal');
  await eventually(async () => {
    if (await page.locator('.hand[data-hand="0"] [data-outcome]').count()) return;
    for (const name of ['no-insurance', 'no-even-money', 'stand']) {
      const b = action(page, name);
      if ((await b.isVisible()) && (await b.isEnabled())) await b.click().catch(() => {});
    }
    throw new assert.AssertionError({ message: 'the live round is not over yet' });
  }, { timeout: 20_000 });
  await eventually(async () => assert.equal((await figures(page)).rounds, '2'));
  await expectEnabled(action(page, 'rebet'));
});

// The drill's hand is a round on a phone: phone-round.js brings its dealer and hand above the bar of buttons.
gameTest(server, 'practice started from the Session panel on a 390 px phone brings the drill\'s table and its buttons into view', { timeout: 90_000, viewport: { width: 390, height: 844 } }, async ({ page }) => {
  await page.locator('button[data-control="session"]').click();
  const practice = page.locator('button[data-control="practice"]');
  await practice.scrollIntoViewIfNeeded();
  // Far below the table, as a player who opened the panel sees it.
  assert.ok(await page.evaluate(() => document.querySelector('.felt').getBoundingClientRect().bottom < 0), 'the table is above the screen');
  await practice.click();
  await eventually(async () => assert.equal(await page.locator('.hand[data-hand="0"] .card').count(), 2, 'a drill hand is dealt'));
  const inView = await page.evaluate(() => ['[data-dealer]', 'button[data-action="hit"]', 'button[data-action="stand"]'].map(sel => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  }));
  assert.deepEqual(inView, [true, true, true], 'the dealer, Hit and Stand on screen');
});
