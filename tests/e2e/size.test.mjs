// The download budget: everything the shipped game (dist/, as www/dist.sh
// writes it: minified, with the offline worker) loads before the first Deal,
// gzipped at zlib level 9, is at most 100 KB (100 000 bytes). Deterministic:
// it counts bytes, not time.

import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assert, useServer, gameTest, ROOT, chips, action, expectEnabled } from './harness.mjs';

export const BUDGET = 100_000; // 100 KB, counted in thousands

const server = useServer({ dist: true });

gameTest(server, 'the shipped page loads at most 100 KB gzipped before the first Deal', async ({ page }, t) => {
  assert.ok(
    existsSync(path.join(ROOT, 'dist', 'www', 'pkg', 'blackjack_bg.wasm')),
    'the shipped copy is missing: run bash www/dist.sh first',
  );
  const shipped = readFileSync(path.join(ROOT, 'dist', 'www', 'pkg', 'blackjack.js'), 'utf8');
  assert.doesNotMatch(shipped, /\bstack\(/, 'www/pkg is the shipped build, without the test hooks');
  await page.waitForLoadState('networkidle');
  // Ready to deal: one chip and Deal is enabled; nothing more is fetched.
  await chips(page, 5);
  await expectEnabled(action(page, 'deal'));
  const served = server.server.log.filter((e) => e.status === 200 && e.file);
  const rows = served.map((e) => {
    const body = readFileSync(e.file);
    return { path: e.path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const base = new URL(server.server.url).pathname;
  const paths = rows.map((r) => '/' + new URL(r.path, 'http://x').pathname.slice(base.length));
  assert.ok(!paths.includes('/sw.js'), 'no worker before the first Deal');
  for (const [what, re] of [
    ['the page', /^\/(index\.html)?$/],
    ['a stylesheet', /^\/www\/.*\.css$/],
    ['the page script', /^\/www\/[^/]*\.js$/],
    ['the engine glue', /^\/www\/pkg\/blackjack\.js$/],
    ['the engine', /^\/www\/pkg\/blackjack_bg\.wasm$/],
  ]) {
    assert.ok(paths.some((p) => re.test(p)), `${what} was loaded (${paths.join(', ')})`);
  }
  const raw = rows.reduce((n, r) => n + r.raw, 0);
  const gzip = rows.reduce((n, r) => n + r.gzip, 0);
  for (const r of rows) t.diagnostic(`${r.path}: ${r.raw} bytes, ${r.gzip} gzipped`);
  t.diagnostic(`total before the first Deal: ${raw} bytes, ${gzip} gzipped (budget ${BUDGET})`);
  console.log(`size: ${rows.length} files, ${raw} bytes raw, ${gzip} bytes gzipped (level 9); budget ${BUDGET}`);
  assert.ok(gzip <= BUDGET, `${gzip} gzipped bytes exceed the budget of ${BUDGET}`);
});
