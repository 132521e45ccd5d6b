// The count panel (issue 13): the Hi-Lo counts follow the cards as they are
// shown and reset at the shuffle, the next round's exact return equals the
// engine's CLI for the same cards left, the quiz and the practice drill score
// and keep their score across reloads, and the words come in Russian. The
// Hi-Lo tags below are the test's expectation (+1 for 2 to 6, 0 for 7 to 9,
// -1 for tens and aces), not the page's logic.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  assert, ROOT, useServer, gameTest, act, chips, stack, chooseTable, eventually, expectText, expectVisible,
  expectRoundOver, playRound,
} from './harness.mjs';

const server = useServer({ test: true });
const hiLo = c => ('23456'.includes(c[0]) ? 1 : '789'.includes(c[0]) ? 0 : -1);
const sum = cards => cards.reduce((n, c) => n + hiLo(c), 0);
const VALUES = 'A23456789T';
const value = c => VALUES.indexOf('TJQK'.includes(c[0]) ? 'T' : c[0]);

const running = page => page.locator('[data-running-count]');
const trueCount = page => page.locator('[data-true-count]');
/** A count or return as the page writes it (a minus sign U+2212), as a number. */
const plain = text => Number(String(text).replace('\u2212', '-'));
const numberOf = async locator => plain(await locator.textContent());

async function countOn(page) {
  await page.locator('[data-control="count"]').click();
  await eventually(async () => assert.equal(await running(page).textContent(), '0'));
}

/** The cards left of `decks` decks once `gone` are dealt, as the CLI's --cards-left wants them. */
function cardsLeft(decks, gone) {
  const left = VALUES.split('').map(v => (v === 'T' ? 16 : 4) * decks);
  for (const c of gone) left[value(c)] -= 1;
  return left.join(',');
}

gameTest(server, 'the counts follow the cards shown, the hole card once turned, and the next edge is the CLI\'s', { timeout: 120_000 }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await countOn(page);
  await expectText(trueCount(page), '0');
  await chips(page, 5);
  // Player 5S 6H, dealer TD up and 5C in the hole, then 2D for the dealer.
  await stack(page, ['5S', 'TD', '6H', '5C', '2D']);
  await act(page, 'deal');
  await eventually(async () => assert.equal(await numberOf(running(page)), sum(['5S', 'TD', '6H'])));
  // The next round's return is computed in a worker, off the page's thread
  // (how free the page stays meanwhile: node e2e/bench-responsive.mjs); its states from here on.
  await page.evaluate(() => {
    window.__edgeStates = [];
    new MutationObserver(records => {
      for (const r of records) if (r.target.matches('[data-next-edge]')) window.__edgeStates.push(r.target.dataset.state);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await act(page, 'stand');
  await expectRoundOver(page);
  const gone = ['5S', 'TD', '6H', '5C', '2D'];
  await eventually(async () => assert.equal(await numberOf(running(page)), sum(gone)));
  // True count: the running count per deck left (307 cards), to the nearest tenth.
  assert.equal(await numberOf(trueCount(page)), Math.round((sum(gone) * 52 / 307) * 10) / 10);
  const edge = page.locator('[data-next-edge]');
  await eventually(async () => assert.equal(await edge.getAttribute('data-state'), 'ready'), { timeout: 60_000 });
  const states = await page.evaluate(() => window.__edgeStates);
  assert.deepEqual(states.slice(-2), ['computing', 'ready'], `the return was computed, then shown: ${states}`);
  const cli = execFileSync(path.join(ROOT, 'target/release/blackjack'),
    ['edge', '--rules', 'land-casino', '--cards-left', cardsLeft(6, gone)], { encoding: 'utf8' });
  const expected = Number(/next round (-?[\d.]+) %/.exec(cli)[1]);
  assert.ok(Math.abs(Number(await edge.getAttribute('data-value')) - expected) < 5e-6, `${await edge.getAttribute('data-value')} vs ${cli}`);
  // The text is the number itself (six decimals, as the CLI prints it), the % sign beside it.
  assert.ok(Math.abs(plain(await edge.textContent()) - expected) < 5e-7, `${await edge.textContent()} vs ${expected}`);
  // A new round: the answer for the old shoe is dropped, the edge waits for the round's end.
  await chips(page, 5);
  await stack(page, ['9S', '7D', '8H', '7C']);
  await act(page, 'deal');
  await expectText(edge, /between rounds/);
  await eventually(async () => assert.equal(await numberOf(running(page)), sum(gone) + 0));
});

gameTest(server, 'the count resets at the shuffle, which asks for the count before it', { timeout: 240_000 }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await countOn(page);
  const answer = page.locator('[data-count-answer]');
  let before = 0;
  for (let round = 0; round < 120 && !(await answer.isVisible()); round++) {
    before = await numberOf(running(page));
    await playRound(page);
  }
  await expectVisible(answer);
  await expectText(page.locator('label[for]').filter({ hasText: 'shuffled' }), /before the shuffle/);
  // After the shuffle only this round's cards on the table count.
  const shown = await page.locator('.card[data-card]').evaluateAll(cards => cards.map(c => c.dataset.card).filter(c => c !== 'back'));
  assert.equal(await numberOf(running(page)), sum(shown));
  await answer.fill(String(before));
  await page.locator('[data-control="count-check"]').click();
  await expectText(page.locator('[data-count-verdict]'), /Right/);
  await expectText(page.locator('#announcer'), /Right/);
});

gameTest(server, 'the quiz scores right and wrong answers and keeps the score across a reload', { timeout: 120_000 }, async (session) => {
  const { page } = session;
  await chooseTable(page, 'european');
  await countOn(page);
  await chips(page, 5);
  await stack(page, ['2S', 'KD', '3H', '9C', '8D']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectRoundOver(page);
  const answer = page.locator('[data-count-answer]');
  const score = page.locator('[data-count-score]');
  await eventually(async () => assert.equal(await numberOf(running(page)), 1));
  await page.locator('[data-control="count-ask"]').click();
  await answer.fill('1');
  await answer.press('Enter');
  await expectText(page.locator('[data-count-verdict]'), /Right/);
  await page.locator('[data-control="count-ask"]').click();
  await answer.fill('-4');
  await page.locator('[data-control="count-check"]').click();
  await expectText(page.locator('[data-count-verdict]'), /Not quite/);
  await eventually(async () => assert.deepEqual(await score.evaluate(n => [n.dataset.right, n.dataset.asked, n.dataset.streak]), ['1', '2', '0']));
  await session.reload();
  await eventually(async () => assert.deepEqual(await score.evaluate(n => [n.dataset.right, n.dataset.asked]), ['1', '2']));
  assert.equal(await page.locator('[data-control="count"]').getAttribute('aria-pressed'), 'true');
  await page.locator('[data-control="count-clear"]').click();
  await eventually(async () => assert.equal(await score.getAttribute('data-asked'), '0'));
});

gameTest(server, 'the practice drill deals cards at the speed picked, then scores their count', { timeout: 120_000 }, async (session) => {
  const { page } = session;
  await chooseTable(page, 'land-casino');
  await countOn(page);
  await page.locator('[data-control="count-speed"]').selectOption('4');
  // Every card the drill shows, in order, and the most shown at once (the pace: bench-responsive.mjs).
  await page.locator('[data-practice]').evaluate(table => {
    window.__drill = { shown: [], most: 0 };
    new MutationObserver(() => {
      const now = [...table.querySelectorAll('.card[data-card]')].map(c => c.dataset.card);
      window.__drill.most = Math.max(window.__drill.most, now.length);
      if (now.length) window.__drill.shown.push(now[0]);
    }).observe(table, { childList: true });
  });
  await page.locator('[data-control="count-practice"]').click();
  await expectVisible(page.locator('[data-practice] .card[data-card]'));
  const answer = page.locator('[data-count-answer]');
  await expectVisible(answer, { timeout: 20_000 });
  const cards = (await page.locator('[data-practice-cards]').getAttribute('data-cards')).split(',');
  assert.equal(cards.length, 12);
  assert.deepEqual(await page.evaluate(() => window.__drill), { shown: cards, most: 1 }, 'the cards came one by one, in order');
  assert.equal(new Set(cards).size <= 12, true);
  await answer.fill(String(sum(cards)));
  await answer.press('Enter');
  await expectText(page.locator('[data-count-verdict]'), /Right/);
  await expectVisible(page.locator('[data-practice-cards]'));
  assert.equal(await page.locator('[data-count-score]').getAttribute('data-right'), '1');
  await session.reload();
  assert.equal(await page.locator('[data-control="count-speed"]').inputValue(), '4');
});

gameTest(server, 'the count panel speaks Russian', { locale: 'ru-RU' }, async ({ page }) => {
  await expectText(page.locator('.panel.count h2'), 'Счёт карт');
  await page.locator('[data-control="count"]').click();
  await expectText(page.locator('[data-control="count-ask"]'), 'Проверить мой счёт');
});

gameTest(server, 'the count panel follows a change of language while the count is off', async ({ page }) => {
  await expectText(page.locator('.panel.count h2'), 'Card counting');
  await page.locator('select[data-lang]').selectOption('ru');
  await expectText(page.locator('.panel.count h2'), 'Счёт карт');
  await expectText(page.locator('[data-control="count"]'), 'Показывать счёт');
  await page.locator('select[data-lang]').selectOption('ro');
  await expectText(page.locator('.panel.count h2'), 'Numărarea cărților');
});

gameTest(server, 'the count panel fits a 360 px phone', { viewport: { width: 360, height: 740 } }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await countOn(page);
  await page.locator('[data-control="count-ask"]').click();
  await expectVisible(page.locator('[data-count-answer]'));
  const wide = await page.evaluate(() => [document.documentElement.scrollWidth,
    ...[...document.querySelectorAll('.panel.count *')].map(n => Math.ceil(n.getBoundingClientRect().right))]);
  assert.ok(Math.max(...wide) <= 360, `the page is ${Math.max(...wide)} px wide`);
});

gameTest(server, 'at the slow speed the count follows each card as it is shown, the hole card once turned over', { speed: 'slow', reducedMotion: 'no-preference', timeout: 120_000 }, async ({ page }) => {
  await chooseTable(page, 'land-casino');
  await countOn(page);
  await chips(page, 5);
  await stack(page, ['5S', 'TD', '6H', '4C', '3D']);
  await act(page, 'deal');
  const seenCounts = new Set();
  // Sampled while the cards come one by one: 5S (+1), TD (0), 6H (+1), the hole card face down (+1).
  await eventually(async () => {
    seenCounts.add(await numberOf(running(page)));
    assert.equal(await page.locator('.hand[data-hand="0"] .card[data-card]').count(), 2);
    assert.notEqual(await page.locator('body').getAttribute('data-stage'), 'dealing');
  }, { interval: 20 });
  assert.ok(seenCounts.has(1) && seenCounts.has(0), `counts seen while dealing: ${[...seenCounts]}`);
  assert.equal(await numberOf(running(page)), 1, 'the hole card is not counted face down');
  await act(page, 'stand');
  await expectRoundOver(page);
  await eventually(async () => assert.equal(await numberOf(running(page)), sum(['5S', 'TD', '6H', '4C', '3D'])));
});

gameTest(server, 'on a table that starts every round from a full shoe the panel says why there is no count', async ({ page }) => {
  await chooseTable(page, 'shuffle-machine');
  await page.locator('[data-control="count"]').click();
  await expectVisible(page.locator('.count-note'));
  await expectText(page.locator('.count-note'), /full shoe.*counting cannot change the odds at this table/);
  assert.equal(await page.locator('[data-next-edge]').isVisible(), false);
  await chooseTable(page, 'european');
  await expectVisible(page.locator('[data-running-count]'));
  assert.equal(await page.locator('.count-note').isVisible(), false);
});

gameTest(server, 'an answer for an earlier round is dropped: the next edge is the one for the cards left now', { timeout: 120_000 }, async ({ page }) => {
  await chooseTable(page, 'european');
  await countOn(page);
  const edge = page.locator('[data-next-edge]');
  const gone = [];
  for (const cards of [['9S', '8D', '9H', 'TC'], ['TS', '7D', 'TH', 'KC']]) {
    await chips(page, 5);
    await stack(page, cards);
    await act(page, 'deal');
    // Between the deal and the round's end no return is shown.
    assert.equal(await edge.getAttribute('data-state'), 'idle');
    await act(page, 'stand');
    await expectRoundOver(page);
    gone.push(...cards);
  }
  await eventually(async () => assert.equal(await edge.getAttribute('data-state'), 'ready'), { timeout: 60_000 });
  const cli = execFileSync(path.join(ROOT, 'target/release/blackjack'),
    ['edge', '--rules', 'european', '--cards-left', cardsLeft(6, gone)], { encoding: 'utf8' });
  assert.equal(plain(await edge.textContent()), Number(Number(/next round (-?[\d.]+) %/.exec(cli)[1]).toFixed(6)));
});
