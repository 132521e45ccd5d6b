// Stored reviews keyed by what computed them (issue 32): the round history
// keeps the fingerprint of the engine's review beside the reviews it stored
// (the `meta` store of www/history/history-db.js, the engine's
// `fingerprints` answer). Under this engine's fingerprint the kept reviews
// are what the panel shows, whatever they say (here: forged in the
// database, to tell them apart); under another one, or none (a history
// kept before version 3), every review is stale: the opening values each
// round again, and the panel shows the engine's figures. Waits on the
// page's own signs, never on a clock. Test build.

import { assert, useServer, gameTest, eventually, playRound } from './harness.mjs';

const server = useServer({ test: true });
const SLOW = { timeout: 60_000, interval: 100 };

/**
 * Runs `body(db, stores)` in the page on the round history's database
 * (opened at the page's version) and resolves to its result once the
 * transaction over `stores` has committed.
 */
const inDb = (page, stores, body) => page.evaluate(async ({ stores, body }) => {
  const { openDb } = await import(new URL('www/history/history-db.js', location.href).href);
  const { putFigures } = await import(new URL('www/history/history-figures.js', location.href).href);
  const db = await openDb('blackjack-history');
  const tx = db.transaction(stores, 'readwrite');
  const ended = new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onabort = () => reject(tx.error); });
  const result = await new Function('tx', 'putFigures', `return (${body})(tx, putFigures);`)(tx, putFigures);
  await ended;
  db.close();
  return result;
}, { stores, body: body.toString() });

/** The rounds stored, each valued, once there are `n`. */
const valued = (page, n) => eventually(async () => {
  const rows = await inDb(page, ['rounds'], tx => new Promise(resolve => {
    tx.objectStore('rounds').getAll().onsuccess = e => resolve(e.target.result);
  }));
  assert.equal(rows.length, n, `${n} rounds kept`);
  assert.ok(rows.every(r => r.review), 'every round valued');
  return rows;
}, SLOW);

/** The fingerprint stored beside the reviews (undefined: none). */
const stored = page => inDb(page, ['meta'], tx => new Promise(resolve => {
  tx.objectStore('meta').get('review').onsuccess = e => resolve(e.target.result?.fingerprint);
}));

/** The graph's summed luck and decisions, once the panel has drawn `rounds` valued rounds. */
async function sums(page, rounds) {
  await page.locator('button[data-control="session"]').click();
  return eventually(async () => {
    const summary = page.locator('[data-graph-summary]:not([hidden])');
    assert.equal(await summary.getAttribute('data-valued'), String(rounds));
    return { luck: await summary.getAttribute('data-luck'), decisions: await summary.getAttribute('data-decisions') };
  }, SLOW);
}

gameTest(server, 'stored reviews are kept under the engine\'s review fingerprint: trusted under it, valued again under another', { timeout: 180_000 }, async ({ page }) => {
  await playRound(page);
  await playRound(page);
  await valued(page, 2);
  const engine = await sums(page, 2);
  // The engine's fingerprint, asked of the odds module itself (not through the page).
  const fingerprint = await page.evaluate(async () => {
    const odds = await import(new URL('www/pkg/odds/odds.js', location.href).href);
    await odds.default({ module_or_path: new URL('www/pkg/odds/odds_bg.wasm', location.href) });
    return odds.methodFingerprints().review;
  });
  assert.match(fingerprint, /^[0-9a-f]{16}$/);
  assert.equal(await stored(page), fingerprint, 'the reviews stored under the engine\'s fingerprint');

  // The same reviews with their luck forged (the rounds' and the figures'), under the same fingerprint: kept and shown.
  await inDb(page, ['rounds', 'figures'], async (tx, putFigures) => {
    const rounds = tx.objectStore('rounds');
    const all = await new Promise(resolve => { rounds.getAll().onsuccess = e => resolve(e.target.result); });
    const forged = all.map(r => ({ ...r, review: { ...r.review, luckCents: r.review.luckCents + 100_000, netCents: r.review.netCents + 100_000 } }));
    for (const r of forged) rounds.put(r);
    await putFigures(tx, forged);
  });
  await page.reload();
  const kept = await sums(page, 2);
  assert.notDeepEqual(kept, engine, 'under the engine\'s own fingerprint the kept reviews are read as they are');

  // Another engine's fingerprint: every review stale, valued again at the opening.
  await inDb(page, ['meta'], tx => { tx.objectStore('meta').put({ id: 'review', fingerprint: '0000000000000000' }); });
  await page.reload();
  assert.deepEqual(await sums(page, 2), engine, 'valued again by this engine');
  assert.equal(await stored(page), fingerprint, 'the fingerprint written again');

  // No fingerprint at all (a history kept before the fingerprints): the same.
  await inDb(page, ['rounds', 'figures', 'meta'], async (tx, putFigures) => {
    const rounds = tx.objectStore('rounds');
    const all = await new Promise(resolve => { rounds.getAll().onsuccess = e => resolve(e.target.result); });
    const forged = all.map(r => ({ ...r, review: { ...r.review, luckCents: r.review.luckCents + 100_000, netCents: r.review.netCents + 100_000 } }));
    for (const r of forged) rounds.put(r);
    await putFigures(tx, forged);
    tx.objectStore('meta').delete('review');
  });
  await page.reload();
  assert.deepEqual(await sums(page, 2), engine, 'a history without a fingerprint valued again');
  assert.equal(await stored(page), fingerprint);
});
