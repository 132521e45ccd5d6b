// The download budget: everything the shipped game (dist/, as www/dist.sh
// writes it: bundled and minified, with the offline worker) loads before it
// is playable, gzipped at zlib level 9, is at most 100 KB (100 000 bytes).
// Deterministic: it counts bytes, not time.
//
// What the page fetches once it is idle after becoming playable is not part
// of the first load: the offline worker (offline.js, then sw.js, which fetches
// every file of the game to cache it) and what the first action needs
// (present.js, fetched at that action if it comes first), then what the page
// builds once idle (the card options, the keys list, the fair deal's Check,
// History and note; the sounds come with the first one). What is counted is
// every file the server sent before the first of those was asked for, and
// this test checks that each was asked for only after the page was ready
// (body[data-ready]).

import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assert, useServer, gameTest, ROOT, chips, action, expectEnabled, eventually } from './harness.mjs';

export const BUDGET = 100_000; // 100 KB, counted in thousands

const server = useServer({ dist: true });

/** When body[data-ready] was set, by the page's clock (the machine's, as the server's). */
function recordReady() {
  new MutationObserver((changes, observer) => {
    if (document.body?.dataset.ready === 'true') {
      window.__readyAt = Date.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
}

gameTest(server, 'the shipped page loads at most 100 KB gzipped before it is playable; the offline worker comes after', { init: recordReady }, async ({ page }, t) => {
  assert.ok(
    existsSync(path.join(ROOT, 'dist', 'www', 'pkg', 'blackjack_bg.wasm')),
    'the shipped copy is missing: run bash www/dist.sh first',
  );
  const shipped = readFileSync(path.join(ROOT, 'dist', 'www', 'pkg', 'blackjack.js'), 'utf8');
  assert.doesNotMatch(shipped, /\bstack\(/, 'www/pkg is the shipped build, without the test hooks');
  const readyAt = await page.evaluate(() => window.__readyAt);
  assert.ok(readyAt > 0, 'the page recorded when it became ready');
  // Ready to deal: one chip and Deal is enabled.
  await chips(page, 5);
  await expectEnabled(action(page, 'deal'));
  const base = new URL(server.server.url).pathname;
  const rel = (e) => '/' + new URL(e.path, 'http://x').pathname.slice(base.length);
  // The worker is registered once the page is idle, without a Deal.
  const log = server.server.log;
  const first = (file) => log.findIndex((e) => rel(e) === file);
  const idle = await eventually(() => {
    const found = ['/www/offline.js', '/sw.js', '/www/present.js'].map(first);
    assert.ok(found.every((i) => i >= 0), 'the offline worker was registered and present.js fetched while the page was idle');
    return found;
  }, { timeout: 20_000 });
  for (const i of idle) assert.ok(log[i].at >= readyAt, `${rel(log[i])} was asked for ${readyAt - log[i].at} ms before the page was ready`);
  const end = Math.min(...idle);
  const served = log.slice(0, end).filter((e) => e.status === 200 && e.file);
  const rows = served.map((e) => {
    const body = readFileSync(e.file);
    return { path: rel(e), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const paths = rows.map((r) => r.path);
  for (const [what, re] of [
    ['the page', /^\/(index\.html)?$/],
    ['a stylesheet', /^\/www\/.*\.css$/],
    ['the page script', /^\/www\/app\.js$/],
    ['the engine glue', /^\/www\/pkg\/blackjack\.js$/],
    ['the engine', /^\/www\/pkg\/blackjack_bg\.wasm$/],
    ['the catalogue', /^\/www\/i18n\/en\.js$/],
  ]) {
    assert.ok(paths.some((p) => re.test(p)), `${what} was loaded (${paths.join(', ')})`);
  }
  for (const lazy of ['/www/grading.js', '/www/strategy.js', '/www/strategy-compute.js', '/www/engine-worker.js', '/www/engine.js', '/www/after-idle.js', '/www/trainer-stats.js', '/www/strategy.css', '/www/i18n/strategy-en.js', '/www/recall.js', '/www/advisor-ui.js', '/www/advisor.js', '/www/offline.js', '/www/present.js', '/www/notices.js', '/www/pkg/odds/odds_bg.wasm', '/www/pkg/odds/odds.js', '/www/records.js', '/www/pkg/recall/recall_bg.wasm', '/www/simulate.js', '/www/simulate.css', '/www/sound.js', '/www/card-options.js', '/www/cards.css', '/www/keys-panel.js', '/www/phone-round.js', '/www/phone-round.css', '/www/fair-controls.js', '/www/i18n/options-en.js', '/www/session-track.js', '/www/session.js', '/www/reality.js', '/www/session.css', '/www/i18n/session-en.js', '/www/count-panel.js', '/www/count-engine.js', '/www/i18n/count-en.js', '/www/count.css', '/www/strategy-indices.js', '/www/grading-index.js', '/www/simulate-spread.js', '/www/practice.js', '/www/practice.css', '/www/pkg/practice/practice.js', '/www/pkg/practice/practice_bg.wasm', '/www/i18n/practice-en.js', '/www/i18n/fair-en.js', '/www/core/catalogue.js']) {
    assert.ok(!paths.includes(lazy), `${lazy} is loaded only when needed`);
  }
  const scripts = paths.filter((p) => p.endsWith('.js'));
  // Besides them, warm-intl.js: one line that runs while app.js downloads.
  assert.ok(scripts.length <= 4, `the page's modules come bundled: app.js, the engine's glue, the catalogue, the Intl warm-up (${scripts.join(', ')})`);
  const raw = rows.reduce((n, r) => n + r.raw, 0);
  const gzip = rows.reduce((n, r) => n + r.gzip, 0);
  for (const r of rows) t.diagnostic(`${r.path}: ${r.raw} bytes, ${r.gzip} gzipped`);
  t.diagnostic(`total before the page is playable: ${raw} bytes, ${gzip} gzipped (budget ${BUDGET})`);
  console.log(`size: ${rows.length} files, ${raw} bytes raw, ${gzip} bytes gzipped (level 9); budget ${BUDGET}`);
  assert.ok(gzip <= BUDGET, `${gzip} gzipped bytes exceed the budget of ${BUDGET}`);
});
