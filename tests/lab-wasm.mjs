// The counting lab's page API in Node's V8, from the odds module the page
// ships (www/pkg/odds, built by `bash www/build.sh`): its refusals and
// their codes, then a table's counts as the page's worker plays them
// (LabRun, a block at a time), timed, their kept bytes read back
// (LabCounts) and a ramp asked of them, timed; with --compare FILE, the
// ramp checked field by field against `blackjack ramp --json`'s (FILE) for
// the same table, bankroll, spread and risk.
//
//   node tests/lab-wasm.mjs [--rules PRESET] [--rounds N] [--bankroll B --spread N --risk P]
//                           [--compare FILE]
//
// Defaults: land-casino, the engine's default rounds (8 388 608), 10000,
// 1:8, 13.5 %. Speed figures are for one thread, as in the page's worker.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = file => path.join(ROOT, 'www', 'pkg', file);

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, a, i, all) => {
  if (a.startsWith('--')) pairs.push([a.slice(2), all[i + 1]]);
  return pairs;
}, []));
const table = args.rules || 'land-casino';
const rounds = args.rounds ? Number(args.rounds) : undefined;
const ask = {
  bankroll: Number(args.bankroll || 10000),
  spread: Number(args.spread || 8),
  risk: Number(args.risk || 13.5),
  wong_in: args['wong-in'] === undefined ? null : Number(args['wong-in']),
  wong_out: args['wong-out'] === undefined ? null : Number(args['wong-out']),
};

const game = await import(pathToFileURL(pkg('blackjack.js')).href);
game.initSync({ module: readFileSync(pkg('blackjack_bg.wasm')) });
const odds = await import(pathToFileURL(pkg('odds/odds.js')).href);
odds.initSync({ module: readFileSync(pkg('odds/odds_bg.wasm')) });

const rulesOf = name => game.presets().find(p => p.name === name).rules;
const ms = start => performance.now() - start;
const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The code of what `f` throws (fails if it does not throw an Error with one). */
function codeOf(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    return e.code;
  }
  assert.fail('not refused');
}

// The refusals, on two blocks of the table's counts (no index plays: quick).
{
  const rules = rulesOf(table);
  assert.equal(codeOf(() => new odds.LabRun(rulesOf('shuffle-machine'), [], undefined, undefined)), 'no-counting');
  assert.equal(codeOf(() => new odds.LabRun(rulesOf('single-deck'), [], undefined, undefined)), 'no-counting');
  for (const r of [0, 1000, 131071, 1.5, -1, 2 ** 40, NaN, 'many']) {
    assert.equal(codeOf(() => new odds.LabRun(rules, [], r, undefined)), 'lab-rounds', String(r));
  }
  assert.equal(codeOf(() => new odds.LabRun(rules, [], 131072, 'ab')), 'lab-seed');
  assert.equal(codeOf(() => new odds.LabRun(rules, [], 131072, 7)), 'lab-seed');
  assert.equal(codeOf(() => new odds.LabRun(rules, 'plays', 131072, undefined)), 'bad-input');
  assert.equal(codeOf(() => new odds.LabRun({ decks: 'six' }, [], 131072, undefined)), 'bad-input');
  const run = new odds.LabRun(rules, [], 131072, '07'.repeat(32));
  assert.equal(run.total(), 131072);
  assert.equal(codeOf(() => run.finish()), 'lab-unfinished');
  assert.equal(run.step(1), 65536);
  assert.equal(run.step(5), 131072);
  const { bytes, counts } = run.finish();
  assert.ok(bytes instanceof Uint8Array);
  assert.deepEqual(Object.keys(counts).sort(), ['rounds', 'rows', 'seed', 'unit']);
  assert.equal(counts.rows.length, 25);
  assert.equal(counts.seed, '07'.repeat(32));
  assert.equal(codeOf(() => run.finish()), 'lab-finished');
  assert.equal(codeOf(() => run.step(1)), 'lab-finished');
  run.free();

  const lab = new odds.LabCounts(bytes);
  assert.deepEqual(lab.counts(), counts);
  const good = { bankroll: 10000, spread: 8, risk: 13.5, wong_in: null, wong_out: null };
  for (const [change, code] of [
    [{ bankroll: 1 }, 'lab-bankroll'], [{ bankroll: 10.001 }, 'lab-bankroll'], [{ bankroll: undefined }, 'lab-bankroll'],
    [{ bankroll: '10000' }, 'lab-bankroll'], [{ spread: 0 }, 'lab-spread'], [{ spread: 2.5 }, 'lab-spread'],
    [{ spread: 1001 }, 'lab-spread'], [{ risk: 0 }, 'lab-risk'], [{ risk: 100 }, 'lab-risk'], [{ risk: NaN }, 'lab-risk'],
    [{ wong_in: 11 }, 'lab-wong'], [{ wong_in: 1.5 }, 'lab-wong'], [{ wong_in: 1, wong_out: 2 }, 'lab-wong'],
  ]) {
    assert.equal(codeOf(() => lab.ramp(rules, { ...good, ...change })), code, JSON.stringify(change));
  }
  assert.equal(codeOf(() => lab.ramp(rulesOf('shuffle-machine'), good)), 'no-counting');
  assert.equal(codeOf(() => lab.ramp({ ...rules, min_bet: 20 }, good)), 'lab-kept');
  const ramp = lab.ramp(rules, good);
  assert.equal(ramp.bankroll, 10000);
  assert.equal(ramp.curve.bankrolls.length, 24);
  const at = ramp.curve.bankrolls.indexOf(10000);
  assert.equal(ramp.curve.lifetime[at], ramp.risk_of_ruin);
  assert.deepEqual(ramp.curve.trips.map(t => t.rounds), [1000, 10000, 100000]);
  lab.free();

  const changed = bytes.slice();
  changed[100] ^= 1;
  assert.equal(codeOf(() => new odds.LabCounts(changed)), 'lab-kept');
  assert.equal(codeOf(() => new odds.LabCounts(bytes.subarray(0, 1000))), 'lab-kept');
  assert.equal(codeOf(() => new odds.LabCounts(new Uint8Array(0))), 'lab-kept');

  const started = performance.now();
  const prints = odds.methodFingerprints();
  const took = ms(started);
  assert.match(prints.lab, /^[0-9a-f]{16}$/);
  assert.equal(odds.methodFingerprints().lab, prints.lab);
  console.log(`refusals and codes: ok; methodFingerprints() ${took.toFixed(0)} ms (lab ${prints.lab})`);
}

// The worker's lab questions (www/worker/engine-worker.js, run here with a stand-in `self`).
{
  const answers = new Map();
  globalThis.self = {
    postMessage(message) {
      const list = answers.get(message.id) || [];
      list.push(message);
      answers.set(message.id, list);
    },
  };
  await import(pathToFileURL(path.join(ROOT, 'www', 'worker', 'engine-worker.js')).href);
  self.onmessage({ data: { kind: 'module', module: new WebAssembly.Module(readFileSync(pkg('odds/odds_bg.wasm'))) } });
  let next = 0;
  /** The messages the worker posts for `question`, its answer last. */
  async function ask(question) {
    const id = ++next;
    self.onmessage({ data: { id, ...question } });
    for (let i = 0; i < 1000 && !(answers.get(id) || []).some(m => !('progress' in m)); i++) {
      await new Promise(resolve => setTimeout(resolve, 5));
    }
    return answers.get(id);
  }
  const rules = rulesOf(table);
  const [prints] = await ask({ kind: 'fingerprints' });
  assert.match(prints.fingerprints.lab, /^[0-9a-f]{16}$/);
  const kept = [];
  for (const seed of ['01', '02', '03']) {
    const messages = await ask({ kind: 'lab-counts', rules, plays: [], rounds: 131072, seed: seed.repeat(32) });
    const answer = messages.pop();
    assert.deepEqual(messages.map(m => m.progress), [0, 65536, 131072].map(done => ({ type: 'progress', done, total: 131072 })));
    assert.ok(answer.bytes instanceof Uint8Array && answer.counts.rows.length === 25, JSON.stringify(answer).slice(0, 200));
    kept.push(answer.bytes);
  }
  const good = { bankroll: 10000, spread: 8, risk: 13.5, wong_in: null, wong_out: null };
  const ramps = [];
  for (const bytes of [kept[0], kept[0], kept[1], kept[2], kept[0], kept[0].buffer]) {
    const [answer] = await ask({ kind: 'lab-ramp', rules, bytes, ask: good });
    assert.ok(answer.ramp, JSON.stringify(answer));
    ramps.push(answer.ramp);
  }
  assert.deepEqual(ramps[1], ramps[0]);
  assert.deepEqual(ramps[4], ramps[0], 'counts loaded again after being let go');
  assert.deepEqual(ramps[5], ramps[0], 'from the bytes\' buffer');
  assert.notDeepEqual(ramps[2], ramps[0]);
  const [refused] = await ask({ kind: 'lab-ramp', rules, bytes: kept[1], ask: { ...good, spread: 0 } });
  assert.equal(refused.code, 'lab-spread');
  const [changed] = await ask({ kind: 'lab-ramp', rules, bytes: kept[1].slice(0, 5000), ask: good });
  assert.equal(changed.code, 'lab-kept');
  const [shuffled] = await ask({ kind: 'lab-counts', rules: rulesOf('shuffle-machine'), plays: [] });
  assert.equal(shuffled.code, 'no-counting');
  console.log('the worker\'s lab-counts, lab-ramp and fingerprints: ok');
}

// A table's counts as the page's worker plays them, and a ramp from them.
const rules = rulesOf(table);
let started = performance.now();
const plays = odds.indexPlays(rules);
const indexed = ms(started);
started = performance.now();
const run = new odds.LabRun(rules, plays, rounds, undefined);
const charted = ms(started);
const total = run.total();
const blockTimes = [];
started = performance.now();
for (let done = 0; done < total;) {
  const t = performance.now();
  done = run.step(1);
  blockTimes.push(ms(t));
}
const counted = ms(started);
started = performance.now();
const { bytes } = run.finish();
const finished = ms(started);
run.free();

const loads = [];
const ramps = [];
let ramp;
for (let i = 0; i < 7; i++) {
  let t = performance.now();
  const lab = new odds.LabCounts(bytes);
  loads.push(ms(t));
  t = performance.now();
  ramp = lab.ramp(rules, ask);
  ramps.push(ms(t));
  lab.free();
}
const fmt = xs => `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;
console.log(`${table}: index plays ${(indexed / 1000).toFixed(2)} s; the chart search ${charted.toFixed(0)} ms; `
  + `counts of ${total} rounds ${(counted / 1000).toFixed(2)} s (${(total / counted / 1000).toFixed(2)} million rounds a second, `
  + `a block ${fmt(blockTimes)}); finish ${finished.toFixed(0)} ms, kept ${bytes.length} bytes`);
console.log(`LabCounts from the bytes ${fmt(loads)}; ramp with its curve ${fmt(ramps)} (7 runs)`);
console.log(`ramp: win/100 ${ramp.win_per_100} ± ${ramp.win_per_100_error}, risk of ruin ${ramp.risk_of_ruin}`);

if (args.compare) {
  const cli = JSON.parse(readFileSync(args.compare, 'utf8'));
  delete cli.rules;
  const page = { ...ramp };
  delete page.curve;
  assert.deepEqual(Object.keys(page), Object.keys(cli), 'the same fields in the same order');
  assert.deepEqual(page, cli);
  console.log(`the same as ${args.compare}, field by field, to the last digit`);
}
