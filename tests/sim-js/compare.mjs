// Our simulator beside the most used JavaScript one, side by side in one run
// on this machine, and how ours scales across cores. A benchmark, not a test:
//
//   cargo build --release && node tests/sim-js/compare.mjs [ROUNDS] [RUNS]
//
// The work (the JS simulator's defaults brought to our rules): one box, flat
// bet, basic strategy / our table's best chart, 1 deck, dealer stands on soft
// 17, double after split, split to 4 hands, aces once, 3:2, reshuffle at 75 %
// (tests/rules/js-simulator.json). Each side times its own run (ours: the
// CLI's own timer, the chart search and process start left out; theirs:
// Simulator.run() in this process). Ours plays ten times the rounds, so that
// both sides run for about the same time and see the same load on this
// shared machine. RUNS (default 5) rounds of both,
// alternating; the medians (min–max) of the rates and of each pair's ratio,
// so that a moment of load on the shared machine moves one pair, not the
// answer; with the date and the load average. VERBOSE=1 also prints every
// run's rates.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machine, spread } from '../e2e/bench-stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const CLI = fileURLToPath(new URL('../../target/release/blackjack', import.meta.url));
const RULES = fileURLToPath(new URL('../rules/js-simulator.json', import.meta.url));
const ROUNDS = Number(process.argv[2] || 2_000_000);
const RUNS = Number(process.argv[3] || 5);

if (!existsSync(`${here}/node_modules/@blackjacktrainer/blackjack-simulator`)) {
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
}
globalThis.self = globalThis; // its bundle expects a browser's `self`
const { default: js } = await import('@blackjacktrainer/blackjack-simulator');

/** The JS simulator: rounds per second. */
function theirs() {
  const sim = new js.Simulator({
    hands: ROUNDS, playerStrategy: 1 /* basic strategy */, playerBetSpread: [1000], playerSpots: [1],
    playerTablePosition: 1, playerBankroll: 1000 * 10 ** 9, playerWongOutTrueCount: -Infinity,
    allowDoubleAfterSplit: true, allowLateSurrender: false, allowResplitAces: false, blackjackPayout: 0 /* 3:2 */,
    deckCount: 1, hitSoft17: false, maxHandsAllowed: 4, maximumBet: 100_000, minimumBet: 1000, playerCount: 1,
    penetration: 0.75,
  });
  const t0 = performance.now();
  const result = sim.run();
  const seconds = (performance.now() - t0) / 1000;
  return { rate: ROUNDS / seconds, mean: result.amountEarned / result.amountWagered };
}

/** Ours, on `threads` threads: rounds per second. */
function ours(threads) {
  const run = spawnSync(CLI, ['simulate', '--rules', RULES, '--rounds', String(ROUNDS * 10), '--threads', String(threads), '--json'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const out = JSON.parse(run.stdout);
  return { rate: out.rounds_per_s, mean: out.return / 100 };
}

const cores = availableParallelism();
const run = machine();
const rows = { theirs: [], ours: [], all: [], ratio: [], scale: [] };
let means = {};
for (let i = 0; i < RUNS; i++) {
  const t = theirs();
  const o = ours(1);
  const a = ours(cores);
  rows.theirs.push(t.rate);
  rows.ours.push(o.rate);
  rows.all.push(a.rate);
  rows.ratio.push(o.rate / t.rate);
  rows.scale.push(a.rate / o.rate);
  means = { theirs: t.mean, ours: o.mean };
}
const M = xs => xs.map(x => x / 1e6);
const pairs = rows.ratio.map(x => `${x.toFixed(1)}x`).join(' ');
if (process.env.VERBOSE) console.log(JSON.stringify({ theirs: M(rows.theirs), ours: M(rows.ours), all: M(rows.all) }));
console.log(`$ node tests/sim-js/compare.mjs ${ROUNDS} ${RUNS}   (Node ${process.version}; ${run.line()})`);
console.log(`@blackjacktrainer/blackjack-simulator 0.34 | 1 core    | ${spread(M(rows.theirs), { unit: 'M rounds/s', digits: 2 })} | mean ${(means.theirs * 100).toFixed(3)} %`);
console.log(`blackjack simulate                        | 1 core    | ${spread(M(rows.ours), { unit: 'M rounds/s', digits: 2 })} | mean ${(means.ours * 100).toFixed(3)} %`);
console.log(`ours / theirs, pair by pair: ${spread(rows.ratio, { unit: '×', digits: 1 })} (${pairs})`);
console.log(`blackjack simulate                        | ${cores} threads | ${spread(M(rows.all), { unit: 'M rounds/s', digits: 2 })} | ${spread(rows.scale, { unit: '× one core', digits: 2 })}`);
