// The count panel's pure parts: the quiz's score (www/count/count-score.js:
// versioned, kept under `<key>-count` through storage.js, unreadable text set
// aside), which seen cards are on screen while a step is revealed
// (www/count/count-seen.js), and its three catalogues (same keys). A fake
// localStorage; no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { emptyScore, parseScore, recordAnswer, countStore, SPEEDS } from '../../www/count/count-score.js';
import { seenOnScreen } from '../../www/count/count-seen.js';
import en from '../../www/i18n/count-en.js';
import ru from '../../www/i18n/count-ru.js';
import ro from '../../www/i18n/count-ro.js';
import { MemoryStorage } from './memory-storage.mjs';
import { panelSlots } from '../../www/core/store.js';

afterEach(() => { delete globalThis.localStorage; });

test('answers add to the score; a wrong one ends the streak', () => {
  let s = emptyScore();
  s = recordAnswer(s, true);
  s = recordAnswer(s, true);
  assert.deepEqual(s, { right: 2, asked: 2, streak: 2, speed: 1 });
  s = recordAnswer(s, false);
  assert.deepEqual(s, { right: 2, asked: 3, streak: 0, speed: 1 });
});

test('saved scores are read back; foreign or impossible ones are not', () => {
  assert.deepEqual(parseScore(null), emptyScore());
  const good = JSON.stringify({ version: 1, right: 3, asked: 5, streak: 1, speed: 4 });
  assert.deepEqual(parseScore(good), { right: 3, asked: 5, streak: 1, speed: 4 });
  for (const bad of ['{', '[]', 'null', JSON.stringify({ version: 2, right: 0, asked: 0, streak: 0, speed: 1 }),
    JSON.stringify({ version: 1, right: 6, asked: 5, streak: 0, speed: 1 }),
    JSON.stringify({ version: 1, right: 1, asked: 5, streak: 0, speed: 3 })]) {
    assert.equal(parseScore(bad), null, bad);
  }
  assert.deepEqual(SPEEDS, [1, 2, 4]);
});

test('the store saves under <key>-count and sets unreadable text aside', () => {
  globalThis.localStorage = new MemoryStorage();
  localStorage.setItem('u1-count', 'not json');
  const store = countStore('u1');
  assert.deepEqual(store.score, emptyScore());
  assert.equal(localStorage.getItem('u1-count-unreadable'), 'not json');
  store.record(true);
  store.setSpeed(4);
  store.setSpeed(3); // not a speed: ignored
  assert.deepEqual(JSON.parse(localStorage.getItem('u1-count')), { version: 1, right: 1, asked: 1, streak: 1, speed: 4 });
  store.clear();
  assert.deepEqual(store.score, { right: 0, asked: 0, streak: 0, speed: 4 });
});

test('with storage blocked the score lives in memory', () => {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get() { throw new Error('SecurityError'); } });
  const store = countStore('u2');
  store.record(false);
  assert.deepEqual(store.score, { right: 0, asked: 1, streak: 0, speed: 1 });
});

const view = (hands, dealer, seen, extra = {}) => ({ hands: hands.map(cards => ({ cards })), dealer: { cards: dealer }, seen, ...extra });

test('while a step is revealed, only the cards on screen count with the earlier ones', () => {
  const seen = ['2C', '3D', 'AS', 'KH', '9D'];
  const full = view([['AS', 'KH']], ['9D', null], seen);
  const masked = view([['AS']], [], seen, { revealing: true });
  assert.deepEqual(seenOnScreen(masked, full), ['2C', '3D', 'AS']);
  assert.deepEqual(seenOnScreen(full, full), seen);
  // A copy of the snapshot before the step keeps its own seen cards.
  const before = view([], [], ['2C', '3D'], { revealing: true });
  assert.deepEqual(seenOnScreen(before, full), ['2C', '3D']);
  assert.deepEqual(seenOnScreen(masked, null), seen);
});

test('the three catalogues have the same keys, every text filled', () => {
  const keys = Object.keys(en).sort();
  for (const cat of [ru, ro]) {
    assert.deepEqual(Object.keys(cat).sort(), keys);
    for (const k of keys) assert.ok(cat[k].trim(), k);
  }
  assert.notEqual(ru.title, en.title);
});

test('the score is one store per game: kept in the game store\'s panel slots, never shared by another game', () => {
  globalThis.localStorage = new MemoryStorage();
  const one = panelSlots(), two = panelSlots();
  const a = countStore('u3', one.own);
  assert.equal(countStore('u3', one.own), a, 'the same game asks again: the same store');
  assert.equal(one.view.countScore, a);
  assert.throws(() => { one.view.countScore = null; }, TypeError, 'the slots are read-only but through own and drop');
  a.record(true);
  const b = countStore('u3', two.own);
  assert.notEqual(b, a, 'another game has its own');
  assert.equal(b.score.asked, 1, 'read from the same save');
});
