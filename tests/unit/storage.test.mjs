// The storage module (www/core/storage.js): every access wrapped, and the
// engine's storage contract as the page uses it. A fake localStorage and a
// fake engine Table stand in for the browser's; no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readText, writeText, savedLang, shownHashes, rememberHash, openTable, openNew, saveTable, upgradeSaved } from '../../www/core/storage.js';
import { MemoryStorage } from './memory-storage.mjs';

const securityError = () => Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
function useStorage(value) {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: typeof value === 'function' ? value : () => value });
}
afterEach(() => { delete globalThis.localStorage; });

const HASH = 'a'.repeat(64);

test('reads and writes, and nothing throws when storage is blocked or full', () => {
  const s = new MemoryStorage();
  useStorage(s);
  assert.equal(writeText('k', 'v'), true);
  assert.equal(readText('k'), 'v');
  assert.equal(readText('missing'), null);
  // The mere access throws (site data blocked).
  useStorage(() => { throw securityError(); });
  assert.equal(readText('k'), null);
  assert.equal(writeText('k', 'v'), false);
  // Full: writing throws.
  useStorage({ getItem: () => null, setItem: () => { throw Object.assign(new Error('full'), { name: 'QuotaExceededError' }); } });
  assert.equal(writeText('k', 'v'), false);
  // None at all.
  useStorage(undefined);
  assert.equal(readText('k'), null);
  assert.equal(writeText('k', 'v'), false);
});

test('the saved language, read before the engine is there', () => {
  const s = new MemoryStorage();
  useStorage(s);
  s.setItem('blackjack', JSON.stringify({ settings: { lang: 'ru', speed: 'fast' } }));
  assert.equal(savedLang('blackjack'), 'ru');
  s.setItem('blackjack', '{"settings": ');
  assert.equal(savedLang('blackjack'), null);
  s.setItem('blackjack', JSON.stringify({ settings: { lang: 7 } }));
  assert.equal(savedLang('blackjack'), null);
  assert.equal(savedLang('nothing'), null);
});

test('the fingerprints shown: the last 10, only well-formed ones, kept beside the game', () => {
  const s = new MemoryStorage();
  useStorage(s);
  assert.deepEqual(shownHashes('g'), []);
  let list = [];
  for (let i = 0; i < 12; i++) list = rememberHash('g', i.toString(16).padStart(64, '0'), list);
  assert.equal(list.length, 10);
  assert.deepEqual(shownHashes('g'), list);
  assert.equal(list.at(-1), 'b'.padStart(64, '0'));
  rememberHash('g', list[0], list);
  assert.equal(shownHashes('g').at(-1), list[0], 'shown again: moved to the end, not doubled');
  assert.equal(shownHashes('g').length, 10);
  s.setItem('g-shown', JSON.stringify(['not a hash', HASH]));
  assert.deepEqual(shownHashes('g'), [HASH]);
  s.setItem('g-shown', '{');
  assert.deepEqual(shownHashes('g'), []);
});

/** A Table with the engine's storage contract: open(key, preset, bankroll) and save(key) → a word. */
function contractTable({ notice = null, noticeCode = null, save = 'saved' } = {}) {
  class Table {
    constructor(preset, bankroll) { Object.assign(this, { preset, bankroll }); }
    static open(key, preset, bankroll) { const t = new Table(preset, bankroll); t.key = key; return t; }
    get notice() { return notice; }
    get noticeCode() { return noticeCode; }
    save() { if (save instanceof Error) throw save; return save; }
    free() {}
  }
  return Table;
}

test('opening: the engine\'s notice and code pass through; the bankroll of a new game goes to the engine', () => {
  useStorage(new MemoryStorage());
  const plain = openTable(contractTable(), 'k', 'european', 500);
  assert.equal(plain.table.bankroll, 500);
  assert.equal(plain.table.key, 'k');
  assert.equal(plain.code, null);
  const refused = openTable(contractTable({ notice: 'the save is truncated; a new game has started.', noticeCode: 'save-refused' }), 'k', 'single-deck', 1000);
  assert.equal(refused.code, 'save-refused');
  assert.match(refused.notice, /truncated/);
  const blocked = openTable(contractTable({ noticeCode: 'storage-unavailable' }), 'k', 'single-deck', 1000);
  assert.equal(blocked.code, 'storage-unavailable');
});

test('a new game at an element\'s bankroll: the saved game is let go, then the engine opens a new one there', () => {
  const s = new MemoryStorage();
  useStorage(s);
  s.setItem('k', '{"saved": true}');
  s.setItem('k-shown', '[]');
  const { table } = openNew(contractTable(), 'k', 'european', 250);
  assert.equal(s.getItem('k'), null);
  assert.equal(s.getItem('k-shown'), '[]', 'only the game itself');
  assert.equal(table.bankroll, 250);
  useStorage(() => { throw securityError(); });
  assert.equal(openNew(contractTable(), 'k', 'european', 250).table.bankroll, 250, 'blocked storage: still a new game');
});

test('saving: the engine\'s word, "unavailable" for a refusal of the browser, a custom table still refused', () => {
  const Table = contractTable();
  assert.equal(saveTable(new Table('single-deck', 1000), 'k'), 'saved');
  assert.equal(saveTable(new (contractTable({ save: 'taken' }))('x', 1), 'k'), 'taken');
  assert.equal(saveTable(new (contractTable({ save: 'unavailable' }))('x', 1), 'k'), 'unavailable');
  const failed = Object.assign(new Error('the browser refused to save'), { code: 'save-failed' });
  assert.equal(saveTable(new (contractTable({ save: failed }))('x', 1), 'k'), 'unavailable');
  const custom = Object.assign(new Error('a custom table is not saved'), { code: 'custom-not-saved' });
  assert.throws(() => saveTable(new (contractTable({ save: custom }))('x', 1), 'k'), /custom/);
});

test('a save of the earlier format: the text the engine kept under <key>-refused, brought up to date, is written under the key', async () => {
  const s = new MemoryStorage();
  useStorage(s);
  s.setItem('k', '{"version":2}');
  s.setItem('k-refused', '{"version":2}');
  assert.equal(await upgradeSaved('k', async (old) => old.replace('2', '3')), true);
  assert.equal(s.getItem('k'), '{"version":3}');
  assert.equal(await upgradeSaved('none', async () => 'x'), false, 'nothing kept: nothing to bring up to date');
  await assert.rejects(upgradeSaved('k', async () => { throw new Error('round 3 does not replay'); }), /replay/);
  useStorage({ getItem: (k) => (k === 'k-refused' ? '{}' : null), setItem: () => { throw new Error('full'); } });
  assert.equal(await upgradeSaved('k', async () => '{}'), false, 'not written');
});

