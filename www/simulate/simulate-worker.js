// The Simulate panel's worker (a module worker, started by simulate.js): it
// loads the advisor's wasm, finds the table's best chart (strategyChart), then
// has the engine play the rounds and the bankroll sessions in slices, posting
// progress between slices. The engine plays every round; this only drives it,
// times it and reports.
//
//   → {type: 'run', id, rules, bet, rounds, bankroll, session, sessions, seed, spread}
//   ← {type: 'chart', id, exact}            the chart's exact return (percent)
//   ← {type: 'progress', id, done, total}   rounds played so far, of about `total`
//   ← {type: 'done', id, tally, sessions, spread, exact, seconds, rate (rounds/s)}
// With a bet spread (`TC:UNITS,…`, checked by the engine before any round),
// the same rounds are played again betting by the true count (`spread`: the
// engine's SpreadSimulator tally, as `blackjack simulate --spread` gives it).
//   ← {type: 'error', id, code, message}   code: the engine's, when it gives one (bad-spread)
import { strategyChart, Simulator, Sessions, SpreadSimulator } from '../pkg/advisor/advisor.js';
import { loadAdvisor } from '../advisor/advisor-worker.js';

/** Rounds played between two progress messages (a few milliseconds of work). */
const SLICE = 20_000;


const charts = new Map(); // rules as JSON → the chart strategyChart found for them

function chartFor(rules) {
  const key = JSON.stringify(rules);
  if (!charts.has(key)) charts.set(key, strategyChart(rules));
  return charts.get(key);
}

/** Has `sim` run `total` rounds (or sessions), `step` at a time; `tick(done)` after each slice. */
function inSlices(sim, total, step, tick) {
  for (let done = 0; done < total;) {
    const n = Math.min(step, total - done);
    sim.run(n);
    done += n;
    tick(done);
  }
}

/** Plays `job.rounds` rounds; `tick(done)` after each slice. Returns the tally and the time taken. */
function playRounds(job, chart, tick) {
  const sim = new Simulator(job.rules, chart, job.bet, job.seed);
  const start = performance.now();
  try {
    inSlices(sim, job.rounds, SLICE, tick);
    return { tally: sim.tally(), ms: performance.now() - start };
  } finally {
    sim.free();
  }
}

/** Plays `job.sessions` sessions of `job.session` rounds from `job.bankroll`; `tick(sessionsDone)`. */
function playSessions(job, chart, tick) {
  const s = new Sessions(job.rules, chart, job.bet, job.bankroll, job.session, job.seed);
  const start = performance.now();
  try {
    inSlices(s, job.sessions, Math.max(1, Math.floor(SLICE / job.session)), tick);
    const result = s.result();
    return { result, ms: performance.now() - start };
  } finally {
    s.free();
  }
}

/** Plays `job.rounds` rounds with `sim` (a SpreadSimulator), then frees it; `tick(done)`. */
function playSpread(job, sim, tick) {
  try {
    inSlices(sim, job.rounds, SLICE, tick);
    return sim.tally(job.bankroll / job.bet);
  } finally {
    sim.free();
  }
}

async function run(job) {
  const { id } = job;
  await loadAdvisor();
  const chart = chartFor(job.rules);
  const spreadSim = job.spread ? new SpreadSimulator(job.rules, chart, job.bet, job.spread, job.seed) : null;
  postMessage({ type: 'chart', id, exact: chart.return });
  const total = job.rounds * (spreadSim ? 2 : 1) + job.sessions * job.session;
  const progress = done => postMessage({ type: 'progress', id, done, total });
  let rounds, sessions;
  try {
    rounds = playRounds(job, chart, progress);
    sessions = job.sessions > 0 ? playSessions(job, chart, n => progress(job.rounds + n * job.session)) : null;
  } catch (e) {
    if (spreadSim) spreadSim.free();
    throw e;
  }
  const before = job.rounds + job.sessions * job.session;
  const spread = spreadSim && playSpread(job, spreadSim, n => progress(before + n));
  const ms = rounds.ms + (sessions ? sessions.ms : 0);
  postMessage({
    spread,
    type: 'done',
    id,
    tally: rounds.tally,
    sessions: sessions && sessions.result,
    exact: chart.return,
    seconds: ms / 1000,
    // The speed of the rounds part, as `blackjack simulate` reports it.
    rate: rounds.tally.rounds / (rounds.ms / 1000),
  });
}

self.addEventListener('message', event => {
  const job = event.data;
  if (!job || job.type !== 'run') return;
  run(job).catch(e => postMessage({ type: 'error', id: job.id, code: e && e.code, message: String((e && e.message) || e) }));
});
