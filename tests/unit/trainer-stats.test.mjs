// The Trainer's counts by kind (www/strategy/trainer-stats.js): versioned, kept under
// `<key>-trainer` through storage.js, anything unreadable reset to zero
// without a throw. A fake localStorage; no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { KINDS, emptyStats, parseStats, stringifyStats, recordDecision, trainerStore } from '../../www/strategy/trainer-stats.js';
import { MemoryStorage } from './memory-storage.mjs';
import { panelSlots } from '../../www/core/store.js';

afterEach(() => { delete globalThis.localStorage; });

test('zero counts for the seven kinds, graded against perfect play until the player chooses', () => {
  const s = emptyStats();
  assert.deepEqual(KINDS, ['hard', 'soft', 'pairs', 'doubles', 'surrender', 'insurance', 'deviations']);
  assert.equal(s.grade, 'perfect');
  for (const k of KINDS) assert.deepEqual(s.kinds[k], { right: 0, wrong: 0, lost: 0 });
});

test('a decision counts right or wrong, and a wrong one adds what it cost', () => {
  let s = emptyStats('chart');
  s = recordDecision(s, 'hard', true, 0);
  s = recordDecision(s, 'hard', false, 0.25);
  s = recordDecision(s, 'insurance', false, 0.04);
  s = recordDecision(s, 'no-such-kind', false, 1);
  assert.deepEqual(s.kinds.hard, { right: 1, wrong: 1, lost: 0.25 });
  assert.deepEqual(s.kinds.insurance, { right: 0, wrong: 1, lost: 0.04 });
  assert.equal(s.grade, 'chart');
});

test('saved counts read back; damaged, foreign or older ones start from zero', () => {
  const s = recordDecision(emptyStats('chart'), 'soft', false, 0.5);
  assert.deepEqual(parseStats(stringifyStats(s)), s);
  for (const bad of [null, '', '{', '[]', '42', '{"version":2,"grade":"chart","kinds":{}}',
    JSON.stringify({ ...JSON.parse(stringifyStats(s)), grade: 'other' }),
    stringifyStats({ ...s, kinds: { ...s.kinds, hard: { right: -1, wrong: 0, lost: 0 } } }),
    stringifyStats({ ...s, kinds: { ...s.kinds, pairs: { right: 1, wrong: 0, lost: 'x' } } }),
    stringifyStats({ ...s, kinds: { hard: s.kinds.hard } })]) {
    const read = parseStats(bad);
    for (const k of KINDS) assert.deepEqual(read.kinds[k], { right: 0, wrong: 0, lost: 0 }, String(bad));
  }
});

test('the store saves every change under <key>-trainer, tells its listeners, and Clear keeps the setting', () => {
  const storage = new MemoryStorage();
  globalThis.localStorage = storage;
  const store = trainerStore('unit-a');
  const heard = [];
  const stop = store.listen(s => heard.push(s));
  store.setGrade('chart');
  store.record('doubles', false, 0.1);
  assert.equal(JSON.parse(storage.getItem('unit-a-trainer')).version, 1);
  assert.deepEqual(parseStats(storage.getItem('unit-a-trainer')).kinds.doubles, { right: 0, wrong: 1, lost: 0.1 });
  store.clear();
  assert.equal(parseStats(storage.getItem('unit-a-trainer')).grade, 'chart');
  assert.equal(parseStats(storage.getItem('unit-a-trainer')).kinds.doubles.wrong, 0);
  assert.equal(heard.length, 3);
  stop();
  store.record('hard', true, 0);
  assert.equal(heard.length, 3);
});

test('a browser that keeps no data: the store counts in memory, without a throw', () => {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get() { throw new Error('SecurityError'); } });
  const store = trainerStore('unit-b');
  store.record('pairs', true, 0);
  assert.equal(store.stats.kinds.pairs.right, 1);
});

test('counts saved before the index plays were graded read back, the deviations at zero', () => {
  const old = { version: 1, grade: 'chart', kinds: {} };
  for (const k of KINDS.filter(k => k !== 'deviations')) old.kinds[k] = { right: 2, wrong: 1, lost: 0.5 };
  const s = parseStats(JSON.stringify(old));
  assert.equal(s.grade, 'chart');
  assert.deepEqual(s.kinds.hard, { right: 2, wrong: 1, lost: 0.5 });
  assert.deepEqual(s.kinds.deviations, { right: 0, wrong: 0, lost: 0 });
  const damaged = { ...old, kinds: { ...old.kinds, deviations: { right: -1, wrong: 0, lost: 0 } } };
  assert.deepEqual(parseStats(JSON.stringify(damaged)), emptyStats('chart'));
  const next = recordDecision(s, 'deviations', true, 0);
  assert.deepEqual(parseStats(stringifyStats(next)).kinds.deviations, { right: 1, wrong: 0, lost: 0 });
});

test('the counts are one store per game, kept in the game store\'s panel slots', () => {
  globalThis.localStorage = new MemoryStorage();
  const one = panelSlots(), two = panelSlots();
  const a = trainerStore('unit-c', one.own);
  assert.equal(trainerStore('unit-c', one.own), a);
  assert.equal(one.view.trainer, a);
  assert.notEqual(trainerStore('unit-c', two.own), a);
  one.drop('trainer');
  assert.equal(one.view.trainer, null, 'dropped: the next ask makes it again');
  assert.throws(() => { one.view.trainer = a; }, TypeError, 'the slots are written only through own and drop');
});
