// Saved data that is corrupt, truncated, from another version, or edited to
// give the player money that the recorded rounds do not explain, is refused:
// the game starts afresh with a visible notice — never a crash, never NaN,
// never a negative bankroll. A round is played, the saved game is read from
// localStorage ("blackjack"), and each variant is written back before a reload.

import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assert,
  ROOT,
  useServer,
  gameTest,
  act,
  action,
  chips,
  stack,
  bankrollText,
  expectBankroll,
  expectOutcome,
  expectVisible,
  expectHidden,
  eventually,
  norm,
  screenshot,
  finishRound,
} from './harness.mjs';

const server = useServer({ test: true });

// The test build of the engine, in Node: it replays a round dealt from a given seed.
const engine = await import(pathToFileURL(path.join(ROOT, 'target', 'pkg-test', 'blackjack.js')).href);
engine.initSync({ module: readFileSync(path.join(ROOT, 'target', 'pkg-test', 'blackjack_bg.wasm')) });

/**
 * The bankroll a single-deck round ends with when dealt from `seed` (a fresh
 * deck in the order the seed fixes), or null when its actions no longer fit.
 */
function replayWithSeed(round, bankroll, seed) {
  const table = new engine.Table('single-deck', bankroll);
  try {
    round.bets.forEach((b, i) => b.main && table.bet(i + 1, b.main));
    table.stack(engine.deckOrder(seed, 1));
    table.deal();
    for (const a of round.actions) table.act(a);
    const s = table.snapshot();
    return s.phase === 'betting' ? s.bankroll : null;
  } catch {
    return null;
  } finally {
    table.free();
  }
}

/** The same save with one hex digit of the round's seed changed so that the round no longer ends as recorded. */
function seedChanged(save) {
  const round = save.round;
  for (let i = 0; i < 64; i++) {
    for (const digit of '0123456789abcdef') {
      const seed = round.seed.slice(0, i) + digit + round.seed.slice(i + 1);
      if (seed !== round.seed && replayWithSeed(round, round.bankroll, seed) !== save.bankroll) {
        const edited = structuredClone(save);
        edited.round.seed = seed;
        return JSON.stringify(edited);
      }
    }
  }
  throw new Error('no one-digit change of the seed changes the round');
}

const edit = (fn) => (text) => {
  const save = JSON.parse(text);
  fn(save);
  return JSON.stringify(save);
};

const VARIANTS = [
  ['truncated JSON', (text) => text.slice(0, Math.floor(text.length / 2))],
  ['random bytes', () => randomBytes(300).toString('latin1')],
  ['an empty text', () => ''],
  ['JSON null', () => 'null'],
  ['version 1', edit((s) => { s.version = 1; })],
  ['version 99', edit((s) => { s.version = 99; })],
  ['no version', edit((s) => { delete s.version; })],
  ['the bankroll raised by 100', edit((s) => { s.bankroll += 100; })],
  ['the round\'s starting bankroll raised by 100', edit((s) => { s.round.bankroll += 100; })],
  ['a round\'s bet raised', edit((s) => { s.round.bets[0].main += 100; })],
  ['a round\'s seed changed', (text) => seedChanged(JSON.parse(text))],
  ['a round\'s action added', edit((s) => { s.round.actions.push('hit'); })],
  ['a round removed', edit((s) => { s.round = null; s.recent = []; })],
  ['a negative bankroll', edit((s) => { s.bankroll = -5; })],
  ['a negative start', edit((s) => { s.round.bankroll = -1000; s.bankroll = -990; })],
  ['"bankroll": "NaN"', edit((s) => { s.bankroll = 'NaN'; })],
  ['"bankroll": null (what JSON makes of NaN)', edit((s) => { s.bankroll = null; })],
  ['a huge bankroll', (text) => text.replace(/"bankroll":[^,}]+/, '"bankroll":1e999')],
  ['an amount with three decimals', edit((s) => { s.bankroll += 0.001; })],
  ['chips on a box the table lacks', edit((s) => { s.bets = [{ main: 5, pair: 0 }, { main: 5, pair: 0 }]; })],
  ['an unknown table', edit((s) => { s.table = 'no-such-table'; })],
  ['an unknown field', edit((s) => { s.cheat = true; })],
  ['an unknown field in a round', edit((s) => { s.round.payout = 1000; })],
  ['a bad next seed', edit((s) => { s.nextSeed = 'zz'; })],
  ['an unknown language', edit((s) => { s.settings.lang = 'xx'; })],
];

/** Reads what the page shows after a refused save: a notice, a fresh 1000, no NaN, nothing negative outside the notice. */
async function expectRefused(page, label) {
  await expectBankroll(page, 1000);
  const notice = page.locator('[data-notice]');
  await expectVisible(notice);
  const said = norm(await notice.textContent());
  assert.match(said, /new game has started/i, `${label}: the notice says why`);
  const body = await page.locator('body').innerText();
  assert.doesNotMatch(body, /NaN|undefined|Infinity/, `${label}: no NaN, undefined or Infinity on the page`);
  const rest = norm(body.replace(await notice.innerText(), ''));
  assert.doesNotMatch(rest, /(^|[^\w])[-−]\d/, `${label}: no negative amount (besides the notice's quote of the save)`);
  assert.ok(Number(await bankrollText(page).textContent()) >= 0);
  return said;
}

gameTest(server, 'saves: corrupt, truncated, other-version and edited saves are refused with a notice and a fresh 1000', { timeout: 180_000 }, async (session, t) => {
  const { page } = session;
  // One round from the real shuffle (its seed decides the cards) that is not
  // a push (after a push, a save without the round, or with a bigger bet, would
  // still explain its money); a new session for each try.
  let bankroll = '1000';
  for (let tries = 0; bankroll === '1000'; tries++) {
    assert.ok(tries < 20, 'a round that is not a push');
    if (tries) {
      await page.evaluate(() => localStorage.removeItem('blackjack'));
      await session.reload();
    }
    await chips(page, 5, 5);
    await act(page, 'deal');
    await finishRound(page);
    bankroll = norm(await bankrollText(page).textContent());
  }
  const good = await page.evaluate(() => localStorage.getItem('blackjack'));
  const save = JSON.parse(good);
  assert.equal(save.rounds, 1);
  assert.match(save.round.seed, /^[0-9a-f]{64}$/, 'the round is saved');
  assert.equal(save.bankroll, Number(bankroll));

  for (const [label, make] of VARIANTS) {
    const text = make(good);
    assert.notEqual(text, good, `${label}: the variant differs`);
    await page.evaluate((value) => localStorage.setItem('blackjack', value), text);
    await session.reload();
    await expectRefused(page, label);
    // The engine's reason (English, it may quote the data) is the notice's tooltip.
    const reason = await page.locator('[data-notice] [data-notice-code="save-refused"]').getAttribute('title');
    assert.ok(reason, `${label}: the reason is kept as a tooltip`);
    t.diagnostic(`${label}: ${reason}`);
    await expectHidden(page.locator('[data-seed]'));
    // The fresh game plays.
    assert.equal(await action(page, 'deal').isDisabled(), true);
    assert.equal(await page.locator('button[data-chip="5"]').isEnabled(), true);
  }
  await screenshot(page, 'saves-refused');

  // The untouched save is accepted: the refusals came from the edits alone.
  await page.evaluate((value) => localStorage.setItem('blackjack', value), good);
  await session.reload();
  await expectBankroll(page, bankroll);
  await expectHidden(page.locator('[data-notice]'));
  await expectVisible(page.locator('[data-seed]'));
  assert.equal(await page.locator('[data-seed]').getAttribute('data-seed'), save.round.seed);
});

gameTest(server, 'saves: a refused save is replaced by the fresh game, which a reload then keeps without a notice', async (session) => {
  const { page } = session;
  await page.evaluate(() => localStorage.setItem('blackjack', '{"version": 2, "start": 1000, "bankroll": 1000000'));
  await session.reload();
  await expectRefused(page, 'truncated');
  await chips(page, 5, 5);
  await stack(page, ['TS', '7D', '9H', 'TC']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win', 'Win +10');
  await session.reload();
  await expectBankroll(page, 1010);
  await expectHidden(page.locator('[data-notice]'));
  // And the notice speaks the page's language.
  await page.locator('select[data-lang]').selectOption('ru');
  await eventually(async () => assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('blackjack')))).settings.lang, 'ru'));
  await page.evaluate(() => {
    const save = JSON.parse(localStorage.getItem('blackjack'));
    save.bankroll += 100;
    localStorage.setItem('blackjack', JSON.stringify(save));
  });
  await session.reload();
  await expectVisible(page.locator('[data-notice]'));
  assert.match(norm(await page.locator('[data-notice]').textContent()), /новая игра/);
  await expectBankroll(page, 1000);
});

/** A save of the earlier format (version 2: the whole log) of one single-deck round of 10, stood on; and the bankroll it ends with. */
function earlierSave() {
  for (let n = 1; n < 256; n++) {
    const seed = n.toString(16).padStart(2, '0').repeat(32);
    const [p1, up, p2] = engine.deckOrder(seed, 1);
    const ten = (c) => 'TJQK'.includes(c[0]);
    if (up[0] === 'A' || ten(up) || (p1[0] === 'A' && ten(p2)) || (p2[0] === 'A' && ten(p1))) continue;
    const round = { seed, bets: [{ main: 10, pair: 0 }], actions: ['stand'] };
    const bankroll = replayWithSeed(round, 1000, seed);
    if (bankroll === null) continue;
    const save = {
      version: 2, start: 1000, segments: [{ table: 'single-deck', rounds: [round] }], bets: [{ main: 0, pair: 0 }],
      nextSeed: 'ab'.repeat(32), bankroll, settings: { speed: 'instant', lang: null },
    };
    return { text: JSON.stringify(save), bankroll, seed };
  }
  throw new Error('no seed deals a plain round');
}

gameTest(server, 'saves: a game saved by the earlier version is brought up to date by the on-demand module and plays on', async (session) => {
  const { page } = session;
  const old = earlierSave();
  await page.evaluate((text) => localStorage.setItem('blackjack', text), old.text);
  await session.reload();
  await expectBankroll(page, old.bankroll);
  await expectHidden(page.locator('[data-notice]'));
  assert.equal(await page.locator('[data-seed]').getAttribute('data-seed'), old.seed, 'the round is the last one');
  assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('blackjack')))).version, 3, 'saved in today\'s form');
  await chips(page, 5, 5);
  await stack(page, ['TS', '7D', '9H', 'TC']);
  await act(page, 'deal');
  await act(page, 'stand');
  await expectOutcome(page, 0, 'win', 'Win +10');
  await session.reload();
  await expectBankroll(page, old.bankroll + 10);
  // A log that does not replay is refused as any damaged save.
  const bad = JSON.parse(old.text);
  bad.bankroll += 100;
  await page.evaluate((text) => localStorage.setItem('blackjack', text), JSON.stringify(bad));
  await session.reload();
  await expectRefused(page, 'an earlier save whose money the rounds do not explain');
});

