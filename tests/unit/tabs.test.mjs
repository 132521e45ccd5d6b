// The tab bridge (www/core/tabs.js): the newest tab takes the table, by Web Locks
// with steal, or by BroadcastChannel where locks are missing. A small
// in-memory lock manager stands in for the browser's; Node's own
// BroadcastChannel carries the messages. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tabBridge } from '../../www/core/tabs.js';

const tick = () => new Promise(r => setTimeout(r, 20));

/** The Web Locks API as the page uses it: request(name, {steal}, callback), one holder per name. */
function lockManager() {
  const held = new Map(); // name → {reject}
  return {
    request(name, { steal }, callback) {
      return new Promise((resolve, reject) => {
        const grant = () => {
          const entry = { reject };
          held.set(name, entry);
          Promise.resolve(callback({ name })).then(v => { if (held.get(name) === entry) held.delete(name); resolve(v); });
        };
        const holder = held.get(name);
        if (holder && steal) {
          held.delete(name);
          holder.reject(Object.assign(new Error('stolen'), { name: 'AbortError' }));
          grant();
        } else if (!holder) {
          grant();
        } else {
          throw new Error('this fake only steals');
        }
      });
    },
    holds: name => held.has(name),
  };
}

test('Web Locks: the newest tab takes the table, the other goes inactive once; Play here takes it back', async () => {
  const locks = lockManager();
  const env = { navigator: { locks } };
  const lost = { a: 0, b: 0 };
  const a = tabBridge('blackjack', () => lost.a++, env);
  assert.equal(await a.claim(), true);
  assert.equal(a.active, true);
  const b = tabBridge('blackjack', () => lost.b++, env);
  assert.equal(await b.claim(), true);
  await tick();
  assert.deepEqual(lost, { a: 1, b: 0 });
  assert.equal(a.active, false);
  assert.equal(b.active, true);
  // "Play here" in the first tab.
  assert.equal(await a.claim(), true);
  await tick();
  assert.deepEqual(lost, { a: 1, b: 1 });
  assert.equal(a.active, true);
  assert.equal(b.active, false);
  a.close();
  b.close();
  await tick();
  assert.equal(locks.holds('blackjack:blackjack'), false, 'closed: the lock is let go');
});

test('Web Locks: games under other keys do not take each other\'s table', async () => {
  const env = { navigator: { locks: lockManager() } };
  let lost = 0;
  const a = tabBridge('example-european', () => lost++, env);
  const b = tabBridge('example-land', () => lost++, env);
  await a.claim();
  await b.claim();
  await tick();
  assert.equal(lost, 0);
  a.close();
  b.close();
});

test('Web Locks: a game that leaves the page is not told it lost', async () => {
  const env = { navigator: { locks: lockManager() } };
  let lost = 0;
  const a = tabBridge('k', () => lost++, env);
  await a.claim();
  a.close();
  const b = tabBridge('k', () => {}, env);
  await b.claim();
  await tick();
  assert.equal(lost, 0);
  b.close();
});

test('BroadcastChannel where Web Locks are missing: a newer claim makes the older tab inactive', async () => {
  const env = { navigator: {}, BroadcastChannel };
  const lost = { a: 0, b: 0 };
  const a = tabBridge('bc-test', () => lost.a++, env);
  const b = tabBridge('bc-test', () => lost.b++, env);
  await a.claim();
  await b.claim();
  await tick();
  assert.deepEqual(lost, { a: 1, b: 0 });
  await a.claim();
  await tick();
  assert.deepEqual(lost, { a: 1, b: 1 });
  a.close();
  b.close();
});

test('a save that finds the game taken makes the tab inactive; with neither API the tab plays alone', async () => {
  let lost = 0;
  const alone = tabBridge('k', () => lost++, { navigator: {} });
  assert.equal(await alone.claim(), true);
  assert.equal(alone.active, true);
  alone.lost();
  assert.equal(lost, 1);
  assert.equal(alone.active, false);
  assert.equal(await alone.claim(), true);
  alone.close();
  alone.lost();
  assert.equal(lost, 1, 'closed: nothing more');
});
