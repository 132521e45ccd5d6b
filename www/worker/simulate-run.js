// The Simulate panel's run, in the engine port's worker for long jobs (engine-worker.js, asked
// by simulate.js): the engine plays the rounds and the bankroll sessions with
// the table's best chart in slices, reporting progress between slices. The
// engine plays every round; this only drives it, times it and reports.
//
//   job: {rules, bet, rounds, bankroll, session, sessions, seed, spread}
//   progress {type: 'chart', exact}            the chart's exact return (percent)
//   progress {type: 'progress', done, total}   rounds played so far, of about `total`
//   answer {tally, sessions, spread, exact, seconds, rate (rounds/s)}
// With a bet spread (`TC:UNITS,…`, checked by the engine before any round),
// the same rounds are played again betting by the true count (`spread`: the
// engine's SpreadSimulator tally, as `blackjack simulate --spread` gives it).
// An engine's refusal throws with its code (bad-spread). `sim` is the
// odds module (pkg/odds: Simulator, Sessions,
// SpreadSimulator).

/** Rounds played between two progress messages (a few milliseconds of work). */
const SLICE = 20_000;

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
function playRounds({ Simulator }, job, chart, tick) {
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
function playSessions({ Sessions }, job, chart, tick) {
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

/** Runs `job` with `chart` in the simulator's module `sim`; `progress(message)` between slices. Returns the answer. */
export function simulate(sim, job, chart, progress) {
  const spreadSim = job.spread ? new sim.SpreadSimulator(job.rules, chart, job.bet, job.spread, job.seed) : null;
  progress({ type: 'chart', exact: chart.return });
  const total = job.rounds * (spreadSim ? 2 : 1) + job.sessions * job.session;
  const tick = done => progress({ type: 'progress', done, total });
  let rounds, sessions;
  try {
    rounds = playRounds(sim, job, chart, tick);
    sessions = job.sessions > 0 ? playSessions(sim, job, chart, n => tick(job.rounds + n * job.session)) : null;
  } catch (e) {
    if (spreadSim) spreadSim.free();
    throw e;
  }
  const before = job.rounds + job.sessions * job.session;
  const spread = spreadSim && playSpread(job, spreadSim, n => tick(before + n));
  const ms = rounds.ms + (sessions ? sessions.ms : 0);
  return {
    spread,
    tally: rounds.tally,
    sessions: sessions && sessions.result,
    exact: chart.return,
    seconds: ms / 1000,
    // The speed of the rounds part, as `blackjack simulate` reports it.
    rate: rounds.tally.rounds / (rounds.ms / 1000),
  };
}
