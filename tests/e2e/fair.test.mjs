// A fair, replayable deal on the page: the SHA-256 of the next shuffle's seed
// before the deal, the seed after the round (checked here by Node's own
// SHA-256 and by the engine's deck order), Check in the page, the history of
// the last rounds with every card, action and amount, its JSON export, and all
// of it inside <blackjack-table> under the strict Content-Security-Policy.

import { test } from 'node:test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assert,
  ROOT,
  useServer,
  gameTest,
  openGame,
  startServerFor,
  checkDist,
  act,
  action,
  chips,
  spot,
  pairSpot,
  stack,
  visibleState,
  expectBankroll,
  expectText,
  expectVisible,
  expectHidden,
  expectOutcome,
  eventually,
  norm,
  playRound,
  screenshot,
  finishRound,
} from './harness.mjs';
import { landCasinoRound } from './scripted-rounds.mjs';

const server = useServer({ test: true });

const engine = await import(pathToFileURL(path.join(ROOT, 'target', 'pkg-test', 'blackjack.js')).href);
engine.initSync({ module: readFileSync(path.join(ROOT, 'target', 'pkg-test', 'blackjack_bg.wasm')) });
const sha256 = (hex) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function audit(page, label) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const bad = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  assert.deepEqual(bad, [], `${label}: axe found serious or critical violations`);
}

const commitLine = (root) => root.locator('[data-commitment]');
const seedLine = (root) => root.locator('[data-seed]');
const control = (root, name) => root.locator(`[data-control="${name}"]`);
const history = (root) => root.locator('dialog[data-history]');


/** The fingerprint on screen: the full hash (attribute and tooltip), checked against the 16 digits shown. */
async function shownCommitment(page) {
  const line = commitLine(page);
  await expectVisible(line);
  const full = await line.getAttribute('data-commitment');
  assert.match(full, /^[0-9a-f]{64}$/);
  assert.equal(await line.getAttribute('title'), full);
  await expectText(line, `Next shuffle: SHA-256 ${full.slice(0, 16)}…`);
  return full;
}

/** The seed on screen after a round. */
async function shownSeed(page) {
  await expectVisible(seedLine(page));
  const seed = await seedLine(page).getAttribute('data-seed');
  assert.match(seed, /^[0-9a-f]{64}$/);
  await expectText(seedLine(page), `Seed of the last round: ${seed} Check`);
  return seed;
}

gameTest(server, 'fair: the SHA-256 shown before Deal is that of the seed revealed after; Check says so and shows the deck the cards came from', async (session) => {
  const { page } = session;
  await expectHidden(seedLine(page));
  const before = await shownCommitment(page);
  await chips(page, 5, 5);
  assert.equal(await shownCommitment(page), before, 'bets do not change the shuffle');
  await act(page, 'deal');
  // While the round is in play the fingerprint is hidden (a blackjack on the
  // deal ends the round at once, and the next round's fingerprint shows).
  await eventually(async () => {
    if (await page.locator('.hand[data-hand="0"] [data-outcome]').count()) return;
    assert.equal(await commitLine(page).isVisible(), false, 'the fingerprint is hidden during the round');
  });
  await finishRound(page);
  const seed = await shownSeed(page);
  // Node's SHA-256 of the seed's 32 bytes, and the engine's, are the hash shown before the deal.
  assert.equal(sha256(seed), before);
  assert.equal(engine.seedCommitment(seed), before);
  const next = await shownCommitment(page);
  assert.notEqual(next, before, 'the next deal has a new seed');

  // The cards on the table are the first of the deck the seed shuffles: the
  // player's first, the dealer's up card, the player's second, the hole
  // card, then the dealer's draws (the player stood).
  const state = await visibleState(page);
  const [hand] = state.hands;
  const dealer = state.dealer.cards;
  const order = engine.deckOrder(seed, 1);
  assert.equal(order.length, 52);
  assert.deepEqual(order.slice(0, 2 + dealer.length), [hand.cards[0], dealer[0], hand.cards[1], ...dealer.slice(1)]);

  // Check, in the page.
  await control(page, 'verify').click();
  const result = page.locator('[data-verify-result]');
  await expectText(result, /matches the fingerprint shown before the round/);
  assert.equal(await result.getAttribute('data-match'), 'true');
  assert.match(norm(await result.textContent()), new RegExp(`SHA-256 of this seed: ${before}`));
  assert.deepEqual(await result.locator('[data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card)), order);
  assert.equal(await result.locator('.dealt').count(), 2 + dealer.length);
  await expectText(page.locator('#announcer'), /matches the fingerprint/);
  await screenshot(page, 'fair-checked');

  // A second round: the hash shown after the first is the one it keeps.
  await act(page, 'rebet');
  assert.equal(await shownCommitment(page), next);
  await act(page, 'deal');
  await finishRound(page);
  const seed2 = await shownSeed(page);
  assert.equal(sha256(seed2), next);
  await expectText(result, ''); // the last round's check is gone with it

  // A page that forgot the fingerprints it showed says so instead of "matches".
  await page.evaluate(() => localStorage.setItem('blackjack-shown', '["not a hash"]'));
  await session.reload();
  assert.equal(await shownSeed(page), seed2);
  await control(page, 'verify').click();
  await expectText(result, /no record of showing that fingerprint/);
  assert.equal(await result.getAttribute('data-match'), 'false');
});

gameTest(server, 'fair: the words on what commit and reveal proves, in each language', async ({ page }) => {
  const cats = {};
  for (const lang of ['en', 'ru', 'ro']) {
    const catalogue = name => import(pathToFileURL(path.join(ROOT, 'www', 'i18n', `${name}.js`)).href).then(m => m.default);
    // The note's words are a catalogue of their own (loaded with the fair deal's controls).
    cats[lang] = { ...(await catalogue(lang)), ...(await catalogue(`fair-${lang}`)) };
    await page.locator('select[data-lang]').selectOption(lang);
    await expectText(control(page, 'history'), cats[lang].history);
    const about = page.locator('.fair-about');
    await expectHidden(about.locator('p'));
    await about.locator('summary').click();
    await expectVisible(about.locator('p'));
    await expectText(about.locator('p'), cats[lang]['fair-text']);
    assert.match(cats[lang]['fair-text'], /SHA-256.*blackjack verify --seed/s);
    await expectText(commitLine(page), new RegExp(`^${cats[lang]['fair-next']} [0-9a-f]{16}…$`));
    await about.locator('summary').click();
  }
});

/** What the history shows: each round's title, seed, and facts [name, words, cards]. */
const readHistory = (page) =>
  history(page).locator('li.round').evaluateAll((items) =>
    items.map((li) => {
      const text = (el) => el.textContent.replace(/\s+/g, ' ').replace(/\u2212/g, '-').trim();
      return {
        title: text(li.querySelector('h3')),
        seed: li.dataset.seed,
        facts: [...li.querySelectorAll('dt')].map((dt) => [
          text(dt),
          text(dt.nextElementSibling),
          [...dt.nextElementSibling.querySelectorAll('[data-card]')].map((c) => c.dataset.card),
        ]),
      };
    }),
  );

gameTest(server, 'fair: the history lists the last rounds newest first with every card, action and amount, and exports them as JSON', { timeout: 120_000 }, async (session) => {
  const { page } = session;
  // Nothing played yet.
  await control(page, 'history').click();
  await expectVisible(history(page));
  await expectText(history(page).locator('.hint'), 'No round has been played yet.');
  assert.equal(await control(page, 'export-history').isDisabled(), true);
  await page.keyboard.press('Escape');
  await expectHidden(history(page));

  await landCasinoRound(page);
  const table1 = await visibleState(page);
  const seed1 = await shownSeed(page);
  // Round 2: 25 on box 1 only; 10 9 against 7 10.
  await spot(page, 1).click();
  await chips(page, 25);
  await stack(page, ['TS', '7D', '9S', 'TD']);
  await act(page, 'deal');
  // The keys play nothing while the history is open.
  await control(page, 'history').click();
  await expectVisible(history(page));
  await page.keyboard.press('s');
  await page.keyboard.press('Escape');
  await expectHidden(history(page));
  assert.equal(await page.locator('.hand[data-hand="0"] [data-outcome]').count(), 0, 'S did not stand behind the dialog');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win', 'Win +25');
  await expectBankroll(page, '1082.50');
  const seed2 = await shownSeed(page);

  await control(page, 'history').click();
  await expectVisible(history(page));
  await expectText(history(page).locator('h2'), 'Last rounds');
  assert.equal(await history(page).getAttribute('aria-labelledby'), await history(page).locator('h2').getAttribute('id'));
  const rounds = await readHistory(page);
  assert.deepEqual(rounds, [
    {
      title: 'Land casino · Bankroll 1057.50 → 1082.50 (+25)',
      seed: seed2,
      facts: [
        ['Bets', 'Box 1: 25', []],
        ['Box 1', '10♠ 9♠ Bet 25 · Win +25', ['TS', '9S']],
        ['Dealer', '7♦ 10♦', ['7D', 'TD']],
        ['Actions', 'Stand', []],
        ['Seed', seed2, []],
      ],
    },
    {
      title: 'Land casino · Bankroll 1000 → 1057.50 (+57.50)',
      seed: seed1,
      facts: [
        ['Bets', 'Box 1: 10, Pair 5; Box 2: 25', []],
        ['Box 1, hand 1', '8♠ 3♠ 9♣ Bet 15 · Win +15', ['8S', '3S', '9C']],
        ['Box 1, hand 2', '8♥ 5♦ 4♣ Bet 10 · Push', ['8H', '5D', '4C']],
        ['Box 2', '9♦ 10♣ Bet 25 · Win +25', ['9D', 'TC']],
        ['Dealer', 'A♣ 6♥', ['AC', '6H']],
        ['Box 1', 'Pair bonus +30', []],
        ['Box 2', 'Insurance -12.50', []],
        ['Actions', 'No insurance · Insurance · Split · Double 5 · Hit · Stand · Stand', []],
        ['Seed', seed1, []],
      ],
    },
  ]);
  // The same cards and results the table showed at the end of round 1.
  assert.deepEqual(table1.hands.map((h) => h.cards), rounds[1].facts.slice(1, 4).map(([, , cards]) => cards));
  table1.hands.forEach((h, i) => assert.ok(rounds[1].facts[i + 1][1].endsWith(h.outcome), `hand ${i}: ${h.outcome}`));
  assert.deepEqual(table1.dealer.cards, rounds[1].facts[4][2]);
  await screenshot(page, 'fair-history');
  await audit(page, 'the history open');

  // Export JSON: a download of both records, oldest first, for `blackjack replay`.
  const [download] = await Promise.all([page.waitForEvent('download'), control(page, 'export-history').click()]);
  assert.equal(download.suggestedFilename(), 'blackjack-rounds.json');
  const records = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(records.length, 2);
  assert.deepEqual(records.map((r) => r.seed), [seed1, seed2]);
  assert.deepEqual(records[0].actions, ['no-insurance', 'insure', 'split', 'double 5', 'hit', 'stand', 'stand']);
  assert.deepEqual(records[0].bets, [{ main: 10, pair: 5 }, { main: 25, pair: 0 }, { main: 0, pair: 0 }]);
  assert.deepEqual(records[0].result.hands.map((h) => h.cards), table1.hands.map((h) => h.cards));
  assert.equal(records[0].bankroll, 1000);
  assert.equal(records[0].result.bankroll, 1057.5);
  assert.equal(records[1].result.bankroll, 1082.5);

  // Close gives the focus back to the History button.
  await control(page, 'close-history').click();
  await expectHidden(history(page));
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.control), 'history');

  // In Russian, the history speaks Russian.
  await page.locator('select[data-lang]').selectOption('ru');
  await expectText(control(page, 'history'), 'История');
  await control(page, 'history').click();
  await expectText(history(page).locator('h2'), 'Последние раунды');
  await expectText(history(page).locator('li.round h3').first(), 'Классическое казино · Баланс 1057,50 → 1082,50 (+25)');
  await audit(page, 'the history open, in Russian');
});

test('fair: the history, its export and Check inside <blackjack-table>, under the strict policy', { timeout: 90_000 }, async () => {
  checkDist();
  const dist = await startServerFor({ dist: true, csp: true });
  const session = await openGame(dist, {
    path: 'embed.html',
    speed: null,
    ready: (page) => page.waitForFunction(() => [...document.querySelectorAll('blackjack-table')].every((e) => e.dataset.ready === 'true')),
  });
  try {
    const { page } = session;
    const first = page.locator('#first');
    const before = await commitLine(first).getAttribute('data-commitment');
    await playRound(first, 25);
    const seed = await seedLine(first).getAttribute('data-seed');
    assert.equal(sha256(seed), before);
    await control(first, 'verify').click();
    await expectText(first.locator('[data-verify-result] .fair-ok'), /Совпадает/);
    await control(first, 'history').click();
    const dialog = history(first);
    await expectVisible(dialog);
    // Styled by recall.css inside the shadow root.
    assert.equal(await dialog.evaluate((d) => getComputedStyle(d).borderTopLeftRadius), '16px');
    assert.equal(await dialog.locator('li.round').count(), 1);
    const [download] = await Promise.all([page.waitForEvent('download'), control(first, 'export-history').click()]);
    const records = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.deepEqual(records.map((r) => r.seed), [seed]);
    await screenshot(page, 'fair-embed-history');
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    assert.deepEqual(session.errors, [], 'no policy violation, console error or failed request');
  } finally {
    await session.close();
    await dist.close();
  }
});
