// The page's small core, without a browser: one game's store
// (www/core/store.js: declared fields, sealed; events by name) and the one
// worker client (www/core/worker-client.js: ids, answers, errors, progress,
// cancel), against a fake Worker that answers as the advisor's worker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createStore } from '../../www/core/store.js';
import { workerClient } from '../../www/core/worker-client.js';

test('a store keeps its declared fields, refuses new ones, and tells its subscribers', () => {
  const g = createStore({ shown: null, error: null });
  g.shown = { phase: 'betting' };
  assert.deepEqual(g.shown, { phase: 'betting' });
  assert.throws(() => { g.present = () => {}; }, TypeError, 'a field not declared is refused');
  const heard = [];
  g.on('view', v => heard.push(['a', v]));
  g.on('view', v => heard.push(['b', v]));
  g.on('deal', () => heard.push(['deal']));
  g.emit('view', 1);
  g.emit('deal');
  g.emit('step', 2); // nobody listens
  assert.deepEqual(heard, [['a', 1], ['b', 1], ['deal']]);
  const other = createStore({ shown: null });
  other.emit('view', 3);
  assert.equal(heard.length, 3, 'two stores share no subscriber');
});

test('a guarded field changes only through its named change, which tells its subscribers', () => {
  const g = createStore({ error: null, lang: 'en', w: null, other: 1 }, guard => {
    const lang = guard('lang', 'lang'), w = guard('w');
    return { setError: guard('error'), speak: (code, words) => { w(words); lang(code); } };
  });
  assert.throws(() => { g.error = 'x'; }, TypeError, 'a guarded field is read-only outside its change');
  assert.throws(() => { g.extra = 1; }, TypeError, 'still sealed');
  g.other = 2; // a plain field stays writable
  assert.equal(g.other, 2);
  const heard = [];
  g.on('lang', code => heard.push(code));
  g.setError('refused');
  assert.equal(g.error, 'refused');
  g.speak('ru', { t: 'ru words' });
  assert.deepEqual([g.lang, g.w, heard], ['ru', { t: 'ru words' }, ['ru']]);
  assert.deepEqual(Object.keys(g).filter(k => k !== 'on' && k !== 'emit').sort(), ['error', 'lang', 'other', 'setError', 'speak', 'w']);
  const two = createStore({ error: null }, guard => ({ setError: guard('error') }));
  two.setError('other game');
  assert.equal(g.error, 'refused', 'two stores keep their own values');
});

/** A module worker that answers each message after `work` (by hand: `reply()` answers the oldest). */
function fakeWorkers() {
  const made = [];
  globalThis.Worker = class {
    constructor(url) {
      this.url = url;
      this.sent = [];
      this.terminated = false;
      made.push(this);
    }
    postMessage(data) { this.sent.push(data); }
    terminate() { this.terminated = true; }
    answer(data) { this.onmessage({ data }); }
  };
  return made;
}

/** A first message that never comes (these tests answer for the worker themselves). */
const never = () => new Promise(() => {});

test('the worker client: one worker, answers by id, progress, errors with their code', async () => {
  const made = fakeWorkers();
  const client = workerClient('engine-worker.js', never);
  const seen = [];
  const first = client.ask({ kind: 'simulate', rounds: 5 }, p => seen.push(p));
  const second = client.ask({ kind: 'chart' });
  assert.equal(made.length, 1, 'one worker for both');
  const [a, b] = made[0].sent;
  assert.deepEqual(a, { kind: 'simulate', rounds: 5, id: 1 });
  assert.equal(b.id, 2);
  made[0].answer({ id: 2, result: 'chart' });
  made[0].answer({ id: 1, progress: { done: 3 } });
  made[0].answer({ id: 1, error: 'bad spread', code: 'bad-spread' });
  assert.deepEqual(await second, { id: 2, result: 'chart' });
  await assert.rejects(first, e => e.message === 'bad spread' && e.code === 'bad-spread');
  assert.deepEqual(seen, [{ done: 3 }]);
  made[0].answer({ id: 9, result: 'nobody asked' }); // ignored
});

test('the worker client: cancel ends a busy worker and its requests; an idle one stays', async () => {
  const made = fakeWorkers();
  const client = workerClient('engine-worker.js', never);
  const done = client.ask({ kind: 'edge' });
  made[0].answer({ id: 1, edge: 0.5 });
  await done;
  client.cancel();
  assert.equal(made[0].terminated, false, 'nothing was waiting: the worker stays');
  const old = client.ask({ kind: 'edge' });
  client.cancel();
  assert.equal(made[0].terminated, true);
  await assert.rejects(old, e => e.stale === true);
  const next = client.ask({ kind: 'edge' });
  assert.equal(made.length, 2, 'the next request starts another worker');
  made[1].answer({ id: 3, edge: 1 });
  assert.equal((await next).edge, 1);
});

test('the worker client: a worker that fails rejects what waits on it', async () => {
  const made = fakeWorkers();
  const client = workerClient('engine-worker.js', never);
  const waiting = client.ask({ kind: 'review' });
  let prevented = false;
  made[0].onerror({ message: 'no wasm', preventDefault: () => { prevented = true; } });
  await assert.rejects(waiting, /no wasm/);
  assert.ok(prevented);
  client.ask({ kind: 'review' });
  assert.equal(made.length, 2, 'a new worker for the next question');
});

test('the worker client: each new worker is first sent the compiled module, after the requests already posted', async () => {
  const made = fakeWorkers();
  let firsts = 0;
  const client = workerClient('engine-worker.js', async () => ({ kind: 'module', module: `compiled ${++firsts}` }));
  const asked = client.ask({ kind: 'warm' });
  await Promise.resolve();
  await Promise.resolve();
  assert.deepEqual(made[0].sent, [{ kind: 'warm', id: 1 }, { kind: 'module', module: 'compiled 1' }]);
  made[0].answer({ id: 1 });
  await asked;
  const cancelled = client.ask({ kind: 'edge' });
  client.cancel();
  await assert.rejects(cancelled, e => e.stale === true);
  client.ask({ kind: 'edge' }).catch(() => {});
  await Promise.resolve();
  await Promise.resolve();
  assert.equal(made.length, 2);
  assert.deepEqual(made[1].sent.at(-1), { kind: 'module', module: 'compiled 2' }, 'a restarted worker gets the module too');
  assert.equal(client.started, 2);
});

test('the worker client: a module that fails to load rejects what waits, and the next request tries again', async () => {
  const made = fakeWorkers();
  let tries = 0;
  const client = workerClient('engine-worker.js', () => (++tries === 1 ? Promise.reject(new Error('offline')) : never()));
  await assert.rejects(client.ask({ kind: 'advise' }), /offline/);
  assert.equal(made[0].terminated, true);
  client.ask({ kind: 'advise' });
  assert.equal(made.length, 2, 'a new worker for the next question');
});

test('the worker client: end() ends the worker and refuses later requests', async () => {
  const made = fakeWorkers();
  const client = workerClient('engine-worker.js', never);
  const waiting = client.ask({ kind: 'review' });
  client.end();
  assert.equal(made[0].terminated, true);
  await assert.rejects(waiting, e => e.stale === true);
  await assert.rejects(client.ask({ kind: 'review' }), e => e.stale === true);
  assert.equal(made.length, 1, 'no worker after the end');
});
