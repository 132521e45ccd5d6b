// The round history (issue 21): every finished round kept in the browser's
// IndexedDB (`blackjack-history`, store `rounds`), read here straight from
// the database the way another page would; kept across a reload, and each
// round valued once by the engine's review, stored with it. Without
// IndexedDB (a getter that throws, as a browser blocking site data does, or
// a database that will not open) the rounds still deal and settle, with no
// console error, and the Session panel says so calmly. A full disk (failing
// when the transaction commits), another failed write or a failed export
// each say so once, and lose nothing: the rounds are written with the next.
// While another tab holds the database open in an older version the panel
// says so, and the history opens when that tab lets go. Export, clear and
// import give back the same rounds; importing the same file again adds
// nothing; damaged rounds are refused with their reasons while the rest
// import; a file that is no round history is refused whole. Waits on the
// database's count, never on a clock. Test build.

import { readFileSync } from 'node:fs';
import { assert, useServer, gameTest, eventually, norm, playRound } from './harness.mjs';
import { storedRounds } from './stored-rounds.mjs';

const server = useServer({ test: true });
const SLOW = { timeout: 60_000, interval: 100 };

/** Waits until the history holds `n` rounds; resolves to them. */
async function kept(page, n, opts) {
  return eventually(async () => {
    const list = await storedRounds(page);
    assert.equal(list.length, n, `${n} rounds kept`);
    return list;
  }, opts);
}

const openPanel = async page => {
  await page.locator('button[data-control="session"]').click();
  await page.waitForSelector('[data-session-panel] [data-history-count]', { state: 'attached' });
};
const status = page => page.locator('[data-history-status]');
const notice = page => page.locator('.history-notice');

/** Chooses `file` ({name, mimeType, buffer}) in the import field; waits for the status line to say `expected`. */
async function importFile(page, file, expected) {
  await page.locator('[data-control="history-import"]').setInputFiles(file);
  await eventually(async () => assert.match(norm(await status(page).textContent()), expected));
}

gameTest(server, '25 rounds are kept in IndexedDB across a reload, each with the engine\'s review stored once', { timeout: 300_000 }, async (session) => {
  const { page } = session;
  for (let i = 0; i < 25; i++) await playRound(page);
  const before = await kept(page, 25);
  await session.reload();
  const list = await kept(page, 25);
  assert.deepEqual(list.map(r => r.id), before.map(r => r.id), 'the same rounds after the reload');
  const history = await page.evaluate(() => window.blackjackTest.history().map(r => `${r.seed}@${r.streamPos}`));
  assert.deepEqual(list.slice(-10).map(r => r.id), history, 'the last ten are the rounds History keeps, in order');
  assert.deepEqual(list.map(r => r.n), [...list.keys()].map(i => i + 1), 'numbered in order');
  assert.equal(new Set(list.map(r => r.session)).size, 1, 'one session');
  for (const r of list) {
    assert.equal(r.id, `${r.record.seed}@${r.record.streamPos}`);
    assert.ok(r.record.result && typeof r.record.result.net === 'number', 'the engine\'s record, finished');
    assert.deepEqual(r.stack, [], 'no stacked cards');
  }
  // Valued in the background, once, and stored with each round.
  const valued = await eventually(async () => {
    const now = await storedRounds(page);
    assert.ok(now.every(r => r.review !== null), `${now.filter(r => r.review === null).length} rounds not valued yet`);
    return now;
  }, SLOW);
  for (const r of valued) assert.equal(r.review.net, r.record.result.net, 'the review\'s net is the record\'s');
  await openPanel(page);
  await eventually(async () => assert.equal(await page.locator('[data-history-count]').getAttribute('data-history-count'), '25'));
  assert.equal(await notice(page).isVisible(), false, 'no notice');
  // A new session: the next round is kept under another session.
  await page.locator('button[data-control="new-session"]').click();
  await playRound(page);
  const after = await kept(page, 26);
  assert.notEqual(after[25].session, after[24].session);
});

/** Rounds deal and settle; the panel says calmly that no history is kept. */
async function playsWithout(page) {
  for (let i = 0; i < 2; i++) await playRound(page);
  await openPanel(page);
  await eventually(async () => assert.equal(await page.locator('[data-session-rounds]').getAttribute('data-session-rounds'), '2'));
  await eventually(async () => assert.equal(norm(await notice(page).textContent()), 'This browser keeps no round history here; the graph shows the last 10 rounds.'));
  assert.equal(await page.locator('button[data-control="history-export"]').isDisabled(), true);
}

gameTest(server, 'IndexedDB blocked: rounds deal and settle, no console error, one calm notice', {
  timeout: 120_000,
  init: () => Object.defineProperty(window, 'indexedDB', {
    configurable: true,
    get() { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); },
  }),
}, async ({ page }) => playsWithout(page));

gameTest(server, 'a round history that will not open (a newer version there): the same, with no console error', {
  timeout: 120_000,
  init: () => { indexedDB.open('blackjack-history', 7).onsuccess = e => e.target.result.close(); },
}, async ({ page }) => playsWithout(page));

gameTest(server, 'storage full when the transaction commits: the notice offers the export and clearing old sessions; the save is untouched; the rounds are kept once there is room', {
  timeout: 120_000,
  // A full disk fails a write when it commits, after every add succeeded: here each transaction that adds
  // a round is kept busy until the page has made its last request, then aborts with QuotaExceededError.
  init: () => {
    window.quotaFull = true;
    const proto = IDBObjectStore.prototype;
    const plainGet = proto.get; // the keep-alive's reads, which are not the page's
    const busy = new WeakMap(); // a doomed transaction → {idle: its keep-alive reads since the page's last request}
    for (const name of ['get', 'getKey', 'put']) {
      const plain = proto[name];
      proto[name] = function (...args) {
        if (busy.has(this.transaction)) busy.get(this.transaction).idle = 0;
        return plain.apply(this, args);
      };
    }
    const add = proto.add;
    proto.add = function (...args) {
      const request = add.apply(this, args);
      const tx = this.transaction;
      if (busy.has(tx)) busy.get(tx).idle = 0;
      else if (window.quotaFull) {
        const state = { idle: 0 };
        busy.set(tx, state);
        Object.defineProperty(tx, 'error', { get: () => new DOMException('The quota has been exceeded.', 'QuotaExceededError') });
        const store = this;
        const spin = () => {
          if (++state.idle > 20) return tx.abort();
          plainGet.call(store, '\u0000keep-alive').addEventListener('success', spin);
        };
        request.addEventListener('success', spin);
      }
      return request;
    };
  },
}, async ({ page }) => {
  await playRound(page);
  await openPanel(page);
  await eventually(async () => assert.match(norm(await notice(page).textContent()), /^The browser's storage for the round history is full: new rounds are not kept\. Export the history, then clear old sessions\.$/));
  assert.equal(await notice(page).getAttribute('data-history-notice'), 'quota');
  assert.equal(await page.locator('[data-control="history-clear-old"]').isVisible(), true);
  assert.equal(await page.locator('[data-control="history-export"]').isEnabled(), true);
  assert.equal((await storedRounds(page)).length, 0, 'nothing half written');
  assert.ok(await page.evaluate(() => localStorage.getItem('blackjack')), 'the saved game is there');
  assert.equal(await page.locator('[data-session-rounds]').getAttribute('data-session-rounds'), '1', 'the round counted in the session');
  // The game plays on; once there is room, the round not kept is written with the next.
  await page.evaluate(() => { window.quotaFull = false; });
  await playRound(page);
  const list = await kept(page, 2);
  const history = await page.evaluate(() => window.blackjackTest.history().map(r => `${r.seed}@${r.streamPos}`));
  assert.deepEqual(list.map(r => r.id), history, 'both rounds, in order');
  await eventually(async () => assert.equal(await notice(page).isVisible(), false, 'the notice gone'));
  await eventually(async () => assert.equal(await page.locator('[data-history-count]').getAttribute('data-history-count'), '2'));
});

gameTest(server, 'a failed write and a failed export say so once, calmly; the game plays on and the rounds are written with the next', {
  timeout: 120_000,
  init: () => {
    window.failWrite = true;
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (...args) {
      if (window.failWrite) throw new DOMException('The disk is unreadable.', 'UnknownError');
      return add.apply(this, args);
    };
    const getAll = IDBObjectStore.prototype.getAll;
    IDBObjectStore.prototype.getAll = function (...args) {
      if (window.failRead) throw new DOMException('The file is locked.', 'UnknownError');
      return getAll.apply(this, args);
    };
  },
}, async ({ page }) => {
  let downloads = 0;
  page.on('download', () => { downloads += 1; });
  await playRound(page);
  await openPanel(page);
  await eventually(async () => assert.equal(norm(await notice(page).textContent()),
    'Rounds could not be kept in the round history (The disk is unreadable.); the game and its save are as they were, and the rounds are written again with the next one.'));
  assert.equal(await notice(page).getAttribute('data-history-notice'), 'write-failed');
  assert.ok(await page.evaluate(() => localStorage.getItem('blackjack')), 'the saved game is there');
  await page.evaluate(() => { window.failWrite = false; });
  await playRound(page);
  await kept(page, 2);
  await eventually(async () => assert.equal(await notice(page).isVisible(), false, 'the notice gone once written'));
  // An export whose read fails offers no empty file: the notice says why.
  await page.evaluate(() => { window.failRead = true; });
  await page.locator('[data-control="history-export"]').click();
  await eventually(async () => assert.equal(norm(await notice(page).textContent()), 'The round history could not be read (The file is locked.); nothing was exported.'));
  assert.equal(downloads, 0, 'no file offered');
  await page.evaluate(() => { window.failRead = false; });
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('[data-control="history-export"]').click()]);
  assert.equal(JSON.parse(readFileSync(await file.path(), 'utf8')).rounds.length, 2);
  await eventually(async () => assert.equal(await notice(page).isVisible(), false, 'the notice gone once read'));
});

gameTest(server, 'another tab holds the round history open in an older version: a notice, History\'s rounds in the graph, and the history opens when it lets go', {
  timeout: 120_000,
  // Version 1 opened first and held: it never closes on the page's request for version 2.
  init: () => {
    const open = indexedDB.open('blackjack-history', 1);
    open.onupgradeneeded = () => {
      const rounds = open.result.createObjectStore('rounds', { keyPath: 'id' });
      rounds.createIndex('session', 'session');
      rounds.createIndex('n', 'n');
    };
    open.onsuccess = () => { window.olderTab = open.result; };
  },
}, async ({ page }) => {
  await playRound(page);
  await page.locator('button[data-control="session"]').click();
  await eventually(async () => assert.equal(norm(await notice(page).textContent()),
    'Another tab of this game holds the round history open in an older version; close that tab to open the history here.'));
  assert.equal(await notice(page).getAttribute('data-history-notice'), 'blocked');
  assert.equal(await page.locator('[data-control="history-export"]').isDisabled(), true, 'nothing to export yet');
  // Meanwhile the graph draws the round History keeps.
  await eventually(async () => assert.match(norm(await page.locator('[data-graph-summary]:not([hidden])').textContent()), /over 1 round\.$/), SLOW);
  await page.evaluate(() => window.olderTab.close());
  await eventually(async () => assert.equal(await notice(page).isVisible(), false, 'the notice gone'));
  await eventually(async () => assert.equal(await page.locator('[data-history-count]').getAttribute('data-history-count'), '1'));
  const list = await kept(page, 1);
  assert.equal(list[0].id, (await page.evaluate(() => window.blackjackTest.history().map(r => `${r.seed}@${r.streamPos}`)))[0]);
  await playRound(page);
  await kept(page, 2);
});

gameTest(server, 'a damaged row is skipped with a notice, never fatal', { timeout: 120_000 }, async ({ page }) => {
  await playRound(page);
  await kept(page, 1);
  await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('blackjack-history');
    open.onsuccess = () => {
      const tx = open.result.transaction('rounds', 'readwrite');
      tx.objectStore('rounds').put({ id: 'damaged', session: 'x', n: 0.5, record: 'not a record' });
      tx.oncomplete = () => { open.result.close(); resolve(); };
      tx.onabort = () => reject(tx.error);
    };
  }));
  await openPanel(page);
  await eventually(async () => assert.equal(norm(await notice(page).textContent()), '1 damaged round skipped.'));
  await playRound(page);
  await kept(page, 3);
  await eventually(async () => assert.equal(await page.locator('[data-history-count]').getAttribute('data-history-count'), '3'));
});

gameTest(server, 'export, clear and import give back the same rounds; the same file twice adds nothing; damaged rounds are refused with their reasons while the rest import', { timeout: 180_000 }, async ({ page }) => {
  for (let i = 0; i < 3; i++) await playRound(page);
  const first = await kept(page, 3);
  await openPanel(page);
  await eventually(async () => assert.equal(await page.locator('[data-history-count]').getAttribute('data-history-count'), '3'));
  const download = async control => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-control="${control}"]`).click()]);
    return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
  };
  const json = await download('history-export');
  assert.match(json.name, /^blackjack-history-\d{4}-\d\d-\d\d\.json$/);
  const file = JSON.parse(json.text);
  assert.equal(file.format, 'blackjack-history');
  assert.equal(file.version, 1);
  assert.deepEqual(file.rounds.map(r => r.id), first.map(r => r.id));
  const csv = await download('history-export-csv');
  const lines = csv.text.trim().split('\r\n');
  assert.equal(lines.length, 4, 'a header and a line per round');
  assert.match(lines[0], /^id,session,time,/);
  // Clear: the first click asks, the second clears.
  const clear = page.locator('[data-control="history-clear"]');
  await clear.click();
  assert.equal(await clear.getAttribute('data-confirm'), 'true');
  assert.equal((await storedRounds(page)).length, 3, 'nothing cleared at the first click');
  await clear.click();
  await kept(page, 0);
  const upload = { name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(json.text) };
  await importFile(page, upload, /^3 rounds added, 0 already there\.$/);
  const back = await kept(page, 3);
  assert.deepEqual(back.map(r => r.id), first.map(r => r.id), 'the same rounds, in the same order');
  assert.deepEqual(back.map(r => r.record), first.map(r => r.record), 'the same records');
  await page.locator('[data-control="history-import"]').evaluate(input => { input.value = ''; });
  await importFile(page, upload, /^0 rounds added, 3 already there\.$/);
  assert.equal((await storedRounds(page)).length, 3, 'nothing added twice');
  // Damaged rounds: refused with their reasons, the rest imported.
  const clear2 = async () => {
    await clear.click();
    await clear.click();
    await kept(page, 0);
  };
  await clear2();
  const damaged = JSON.parse(json.text);
  delete damaged.rounds[1].record.seed;
  damaged.rounds.push('a round', { id: 'x', session: '1', n: 9, at: 0, record: null, stack: [], review: null });
  await importFile(page, { ...upload, buffer: Buffer.from(JSON.stringify(damaged)) },
    /^2 rounds added, 0 already there; 3 refused: round 2 \(no seed and stream position\); round 4 \(not a round\); round 5 \(no record of the round\)\.$/);
  assert.deepEqual((await kept(page, 2)).map(r => r.id), [first[0].id, first[2].id], 'the sound rounds imported');
  // A file that is no round history: refused as a whole, nothing written.
  await importFile(page, { ...upload, buffer: Buffer.from('{"saved": true}') }, /^The file was not imported: it is not a round history of this game\.$/);
  await importFile(page, { ...upload, name: 'notes.txt', buffer: Buffer.from('hello') }, /^The file was not imported: it is neither a JSON nor a CSV round history of this game\.$/);
  assert.equal((await storedRounds(page)).length, 2, 'nothing written');
});
