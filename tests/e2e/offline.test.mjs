// Offline, as a traveller uses it: dist/ served under a sub-path with the
// strict Content-Security-Policy; one visit (without even dealing) installs
// the service worker and caches the whole game; then, with the network cut (playwright's offline mode
// and a server that drops every request), the page reloads and plays a full
// round. A new version replaces the cached one whole: a half-deployed version
// is refused, a complete one waits for the player's Update, then every file
// comes from the new cache and only the new cache is left.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  assert,
  DIST,
  ROOT,
  SUBPATH,
  useServer,
  gameTest,
  action,
  expectText,
  expectVisible,
  expectHidden,
  eventually,
  playRound,
  waitReady,
} from './harness.mjs';

const server = useServer({ dist: true, csp: true });

/** Waits until a service worker controls the page (it claims it on its first install). */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

/**
 * A first visit: the worker is registered (and the game cached) once the
 * page is idle after becoming playable, without a Deal. Waits for the worker
 * to control the page, and reloads.
 */
async function firstVisit(session) {
  await controlled(session.page);
  assert.equal(await session.page.locator('[data-seed]').isVisible(), false, 'no round was dealt');
  // Start the tests below from a new game (the worker and its cache stay).
  await session.page.evaluate(() => localStorage.clear());
  await session.reload();
}
const cacheNames = (page) => page.evaluate(() => caches.keys());
/** The files a worker lists: [path, sha256]. */
const workerFiles = (dir) => JSON.parse(readFileSync(path.join(dir, 'sw.js'), 'utf8').match(/const FILES = (\[[\s\S]*?\]);/)[1].replace(/,\s*\]$/, ']'));

/** Starts every test on the first version, with the network on. */
function fresh() {
  server.server.setRoot(DIST);
  server.server.offline = false;
}

/** Records every response the page gets from now on. */
function recordResponses(page) {
  const seen = [];
  page.on('response', (r) => seen.push({ url: r.url(), fromServiceWorker: r.fromServiceWorker(), status: r.status() }));
  return seen;
}

gameTest(server, 'offline: after one visit the game loads and plays a full round with no network', { timeout: 90_000 }, async (session) => {
  try {
    await offlineRound(session);
  } finally {
    fresh();
  }
});

async function offlineRound(session) {
  const { page, context } = session;
  // Installable: a manifest whose start is the game's own folder, with its
  // icon (linked once the page is idle).
  await page.waitForSelector('link[rel="manifest"]', { state: 'attached' });
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    const json = await (await fetch(link.href)).json();
    const icon = await fetch(new URL(json.icons[0].src, link.href));
    return { ...json, start: new URL(json.start_url, link.href).href, iconType: icon.headers.get('content-type') };
  });
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.name, 'Blackjack');
  assert.equal(manifest.start, server.server.url);
  assert.match(manifest.iconType, /^image\/svg\+xml/);
  assert.ok(manifest.theme_color && manifest.background_color);

  await firstVisit(session);
  assert.equal((await cacheNames(page)).length, 1, 'one version cached');
  // And Chromium itself finds it installable as an app (once the manifest is
  // linked: the page links it when idle).
  await page.waitForSelector('link[rel="manifest"]', { state: 'attached' });
  const cdp = await context.newCDPSession(page);
  assert.deepEqual((await cdp.send('Page.getAppManifest')).errors, [], 'the manifest parses');
  assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, [], 'installable');
  await cdp.detach();

  // No network at all.
  await context.setOffline(true);
  server.server.offline = true;
  const seen = recordResponses(page);
  await session.reload();
  const fromNetwork = seen.filter((r) => !r.fromServiceWorker);
  assert.deepEqual(fromNetwork, [], 'every file of the reload came from the service worker');
  assert.ok(seen.some((r) => r.url.endsWith('/www/pkg/blackjack_bg.wasm')), 'the engine was loaded');
  assert.equal(await page.evaluate(() => navigator.onLine), false);

  // What the page builds once idle comes from the cache too: the card options
  // (with their stylesheet), the fair deal's History; and the sounds.
  await page.locator('[data-control="four-colour"]').check();
  await eventually(async () => assert.equal(await page.locator('.game').evaluate((g) => g.classList.contains('deck4')), true));
  await expectText(page.locator('[data-control="history"]'), 'History');
  assert.equal(await page.evaluate(() => import('./www/sound.js').then((m) => typeof m.play)), 'function');
  const before = Number(await page.locator('[data-bankroll]').textContent());
  const outcome = await playRound(page, 25);
  assert.ok(['win', 'lose', 'push', 'blackjack', 'bust', 'even-money'].includes(outcome), outcome);
  const bankroll = Number(await page.locator('[data-bankroll]').textContent());
  assert.ok([-25, 0, 25, 37.5].includes(bankroll - before), `a round of 25 goes from ${before} to ${bankroll}`);
  // Another language, fetched only now: from the cache too.
  await page.locator('select[data-lang]').selectOption('ro');
  await expectText(action(page, 'deal'), 'Împarte cărțile');
  const written = await page.locator('[data-bankroll]').textContent(); // 1037,50 after a blackjack
  assert.equal(Number(written.replace(',', '.')), bankroll);
  // Reloaded offline again: the saved game is there.
  await session.reload();
  await expectText(page.locator('[data-bankroll]'), written);
  await expectText(action(page, 'deal'), 'Împarte cărțile');

  const reached = server.server.log.filter((e) => e.offline && !e.path.endsWith('/sw.js'));
  assert.deepEqual(reached.map((e) => e.path), [], 'nothing but the browser’s own update check tried the network');
}

gameTest(server, 'offline: a new version replaces the cached one whole, after the player agrees, never mixed', { timeout: 120_000 }, async (session) => {
  const { page } = session;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'blackjack-versions-'));
  try {
    // Version B: another script and another catalogue (a deployment of a new release).
    const b = path.join(tmp, 'b');
    cpSync(DIST, b, { recursive: true });
    const en = path.join(b, 'www', 'i18n', 'en.js');
    writeFileSync(en, readFileSync(en, 'utf8').replace('Choose a box, tap chips to bet, then Deal.', 'Choose a box, tap chips to bet, then Deal (version B).'));
    writeFileSync(path.join(b, 'www', 'app.js'), readFileSync(path.join(b, 'www', 'app.js'), 'utf8') + '\n// version B\n');
    execFileSync('bash', [path.join(ROOT, 'www', 'dist.sh'), '--worker', b], { stdio: 'pipe' });
    // Version C, half deployed: its worker lists an app.js that the host does not serve yet.
    const c = path.join(tmp, 'c');
    cpSync(b, c, { recursive: true });
    const gameC = path.join(c, 'www', 'app.js');
    const served = readFileSync(gameC);
    writeFileSync(gameC, served + '\n// version C\n');
    execFileSync('bash', [path.join(ROOT, 'www', 'dist.sh'), '--worker', c], { stdio: 'pipe' });
    writeFileSync(gameC, served);

    await firstVisit(session);
    const [cacheA] = await cacheNames(page);
    const hint = page.locator('[data-status]');
    await expectText(hint, 'Choose a box, tap chips to bet, then Deal.');

    // C: its install fails on the file that does not match; A stays, whole.
    server.server.setRoot(c);
    const mark = server.server.log.length;
    await session.reload();
    await eventually(
      async () => {
        assert.ok(server.server.log.slice(mark).some((e) => e.path === `${SUBPATH}www/app.js`), 'the new worker fetched the files');
        const state = await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return { installing: !!reg.installing, waiting: !!reg.waiting };
        });
        assert.deepEqual(state, { installing: false, waiting: false }, 'the half-deployed version was refused');
      },
      { timeout: 20_000, interval: 100 },
    );
    assert.deepEqual(await cacheNames(page), [cacheA], 'only the version in use is cached');
    await expectHidden(page.locator('[data-update]'));
    await expectText(hint, 'Choose a box, tap chips to bet, then Deal.');

    // B: installed beside A, it waits; the page offers it and keeps running A meanwhile.
    server.server.setRoot(b);
    await session.reload();
    await expectVisible(page.locator('[data-update]'), { timeout: 20_000 });
    await expectText(page.locator('[data-update]'), /A new version of the game is ready\. ?Update/);
    assert.equal((await cacheNames(page)).length, 2, 'B is cached beside A');
    await expectText(hint, 'Choose a box, tap chips to bet, then Deal.');
    const enNow = await page.evaluate(() => fetch('www/i18n/en.js').then((r) => r.text()));
    assert.doesNotMatch(enNow, /version B/, 'until the update, the page gets A’s files only');

    // The player agrees: B takes over, the page reloads, A is gone.
    const seen = recordResponses(page);
    await page.locator('[data-control="update"]').click();
    await eventually(async () => {
      assert.equal(await hint.textContent(), 'Choose a box, tap chips to bet, then Deal (version B).');
    }, { timeout: 20_000 });
    await waitReady(page);
    const names = await cacheNames(page);
    assert.equal(names.length, 1, 'one version cached');
    assert.notEqual(names[0], cacheA, 'and it is the new one');
    const game = seen.filter((r) => r.url.startsWith(server.server.url) && !r.url.endsWith('/sw.js'));
    assert.ok(game.some((r) => r.url.endsWith('/www/pkg/blackjack_bg.wasm')), 'the reload loaded the engine');
    assert.deepEqual(game.filter((r) => !r.fromServiceWorker), [], 'every file came from the service worker');
    // Every file the worker serves now is B's, byte for byte.
    const files = workerFiles(b);
    const hashes = await page.evaluate(async (paths) => {
      const hex = (buf) => [...new Uint8Array(buf)].map((x) => x.toString(16).padStart(2, '0')).join('');
      const out = [];
      for (const p of paths) out.push([p, hex(await crypto.subtle.digest('SHA-256', await (await fetch(p)).arrayBuffer()))]);
      return out;
    }, files.map(([p]) => p));
    assert.deepEqual(hashes, files, 'every file served is the new version’s');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    fresh();
  }
});

gameTest(server, 'offline on a site owner\'s own page: its one-line worker imports sw-embed.js; after one visit the page and its compact element load and play with no network', { timeout: 120_000, viewport: { width: 400, height: 800 } }, async (session) => {
  const { page, context } = session;
  const game = new URL(SUBPATH, server.server.origin).pathname;
  // The owner's site: a page at /, its script registering its worker, and the worker: one line.
  server.server.own('/', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My site</title><link rel="icon" href="${game}www/icon.svg">
<script type="module" src="${game}www/blackjack-table.js"></script><script type="module" src="/site.js"></script></head>
<body><h1>Blackjack tonight</h1><blackjack-table compact table="single-deck"></blackjack-table></body></html>`);
  server.server.own('/site.js', "navigator.serviceWorker.register('/sw.js');\n");
  server.server.own('/sw.js', `importScripts('${game}sw-embed.js');\n`);
  try {
    await page.goto(`${server.server.origin}/`);
    const table = page.locator('blackjack-table');
    await page.waitForFunction(() => document.querySelector('blackjack-table').dataset.ready === 'true');
    // The compact element fits the screen, and plays a round online.
    const height = await table.evaluate(el => el.getBoundingClientRect().height);
    assert.ok(height <= 800, `the compact element is ${height} px tall`);
    assert.ok(['win', 'lose', 'push', 'blackjack', 'bust', 'even-money'].includes(await playRound(table, 5)));
    // The owner's worker installed with the game's files and the owner's page, and in charge.
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
    const names = await cacheNames(page);
    assert.ok(names.some((n) => n.startsWith(`blackjack-embed ${server.server.origin}/ `)), `the game's files cached: ${names}`);
    assert.ok(names.includes(`blackjack-embed site ${server.server.origin}/`), `the owner's pages kept: ${names}`);

    await context.setOffline(true);
    server.server.offline = true;
    const seen = recordResponses(page);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('blackjack-table')?.dataset.ready === 'true');
    assert.deepEqual(seen.filter((r) => !r.fromServiceWorker), [], 'every file of the reload came from the owner\'s worker');
    assert.ok(seen.some((r) => r.url.endsWith('/www/pkg/blackjack_bg.wasm')), 'the engine was loaded');
    await expectText(page.locator('h1'), 'Blackjack tonight');
    const outcome = await playRound(table, 5);
    assert.ok(['win', 'lose', 'push', 'blackjack', 'bust', 'even-money'].includes(outcome), outcome);
    const reached = server.server.log.filter((e) => e.offline && !e.path.endsWith('/sw.js'));
    assert.deepEqual(reached.map((e) => e.path), [], 'nothing but the browser’s own update check tried the network');
  } finally {
    fresh();
  }
});
