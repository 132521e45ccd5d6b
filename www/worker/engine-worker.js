// The engine port's worker (core/engine.js starts it, at most two per game:
// one for quick questions, one for long jobs). It runs the odds module
// (pkg/odds/), which the port compiled once and sends as its first message:
//   {kind: 'module', module}            a WebAssembly.Module of pkg/odds/odds_bg.wasm
// Then each request {id, kind, …} is answered {id, …answer}, or
// {id, error, code} when the work failed; a long job may post {id, progress}
// before its answer. The kinds:
//   advise {rules, seen, cards, up, hands, allowed} → {advice}   the Hint: each
//        allowed action's exact value and the best (Advisor.advise)
//   insurance {rules, seen}              → {value}   taking the insurance, per unit of its bet
//   table-return {rules}                 → {result}  the table's return to player (percent)
//   grade {rules, seen, decision | offer, chart, index} → {advice | exact, move, call}
//        the Trainer's facts for one decision, before it is played: the exact
//        values, the chart's move (ChartPlay, when `chart` is given) and the
//        index call (when `index` {plays, decks} is given)
//   count {rules, seen}                  → {count}   the Hi-Lo count of the cards seen (shoeCount)
//   practice-deal {rules, seed, n}       → {cards, running}   the count quiz's cards and their count
//   edge {rules, left}                   → {edge, ms}  the next round's exact return (percent)
//   review {record, stack}               → {review}  a finished round, decision by decision
//   round-review {record, stack}         → {round}   every option of every decision (RoundReviewer.reviewRound)
//   what-if {record, stack, decision, option} → {whatIf}  the round played on with `option`, the same cards
//   share {record}                       → {link}    a finished round's link text (shareLink)
//   read-link {text}                     → {record}  a link's round, replayed and checked (readLink)
//   daily-score {link, today}            → {day}     a day's link replayed and scored (dailyScore)
//   daily-compare {mine, theirs, today}  → {differences}  two results of one day, round by round (dailyCompare)
//   summarize {rounds, maxPoints}        → {summary} a whole session's sums and graph (summarizeSession)
//   progress {rounds}                    → {lifetime} lifetime progress (lifetimeProgress)
//   chart {rules}                        → {result}  the table's best chart (strategyChart)
//   indices {rules}                      → {result}  its index plays (indexPlays)
//   fingerprints {}                      → {fingerprints: {indices, review, lab}}  what computed
//        the index plays, the round reviews and the lab's counts (methodFingerprints: 16
//        hexadecimal digits each, derived from the engine's code; kept results are keyed by them)
//   simulate {…job}                      → {id, progress}…, then {tally, …} (simulate-run.js)
//   lab-counts {rules, plays, rounds?, seed?} → {id, progress: {type: 'progress', done, total}}…,
//        then {bytes, counts}  a table's counts for the counting lab, a long job: `bytes` (a
//        Uint8Array) to keep, `counts` {rows, rounds, seed, unit} (LabRun; lab-run.js)
//   lab-ramp {rules, bytes, ask}         → {ramp}    the ramp of `ask` {bankroll, spread, risk,
//        wong_in, wong_out} from kept counts: what `blackjack ramp --json` prints but rules,
//        and its risk `curve` (LabCounts.ramp; the last two counts asked stay loaded)
//   warm {}                              → {}        nothing: the module is ready
// Every figure is the engine's; this file only routes. One question is
// worked on at a time, in the order they came, but the tables' returns
// (background work) wait until no other question does.
import init, * as odds from '../pkg/odds/odds.js';

/** The odds module's load: settled when the port's compiled module has been instantiated. */
let loaded;
const ready = new Promise((resolve, reject) => { loaded = { resolve, reject }; });
ready.catch(() => {});

/** What this worker keeps between questions (one game's). */
const kept = {
  reviewer: null,
  fingerprints: null, // the engine's fingerprints (the same for the module's life)
  charts: new Map(),   // rules as JSON → their best chart (results that never change)
  advisors: new Map(), // rules as JSON → an Advisor (the last few tables)
  plays: new Map(),    // rules as JSON → the ChartPlay of that table's chart
  labCounts: new Map(), // the SHA-256 of kept counts' bytes → their LabCounts (the last two; lab-run.js)
};

const keyOf = rules => JSON.stringify(rules);

/** The value kept in `map` under `rules`, made by `make` (at most four tables kept: the oldest freed). */
function keep(map, rules, make) {
  const key = keyOf(rules);
  if (!map.has(key)) {
    if (map.size >= 4) {
      const [oldest, value] = map.entries().next().value;
      map.delete(oldest);
      value.free?.();
    }
    map.set(key, make());
  }
  return map.get(key);
}

const chartOf = rules => keep(kept.charts, rules, () => odds.strategyChart(rules));
const advisorOf = rules => keep(kept.advisors, rules, () => new odds.Advisor(rules));
const reviewer = () => (kept.reviewer ||= new odds.RoundReviewer());

/** Each allowed action's value and the best, as the advisor gives them (null for none). */
function advise({ rules, seen, cards, up, hands, allowed }) {
  const advice = advisorOf(rules).advise(seen, cards, up, hands, allowed);
  const values = {};
  for (const a of allowed) if (advice[a] !== null && advice[a] !== undefined) values[a] = advice[a];
  return { values, best: advice.best };
}

/** The Trainer's facts for the decision or the offer in play. */
function grade({ rules, seen, decision, offer, chart, index }) {
  const play = chart ? keep(kept.plays, rules, () => new odds.ChartPlay(rules, chart)) : null;
  if (decision) {
    const move = play ? play.decide(decision.cards, decision.up, decision.hands, decision.allowed) : null;
    const call = index && move
      ? odds.indexCall(index.plays, index.decks, seen, decision.cards, decision.up, move.action, decision.allowed)
      : null;
    return { advice: advise({ rules, seen, ...decision }), move, call };
  }
  const move = play ? play.insurance(offer.cards) : null;
  const call = index && move
    ? odds.indexCall(index.plays, index.decks, seen, [], '', move.take ? 'insure' : 'no-insurance', [])
    : null;
  return { exact: { value: advisorOf(rules).insuranceValue(seen), even: offer.even }, move, call };
}

function edge({ rules, left }) {
  const started = performance.now();
  const value = odds.nextRoundEdge(rules, Uint16Array.from(left));
  return { edge: value, ms: performance.now() - started };
}

function practiceDeal({ rules, seed, n }) {
  const cards = odds.practiceDeal(rules, Uint8Array.from(seed), n);
  return { cards, running: odds.shoeCount(rules, cards).running };
}

const WORK = {
  warm: () => ({}),
  advise: message => ({ advice: advise(message) }),
  insurance: ({ rules, seen }) => ({ value: advisorOf(rules).insuranceValue(seen) }),
  'table-return': ({ rules }) => ({ result: odds.tableReturn(rules) }),
  grade,
  count: ({ rules, seen }) => ({ count: odds.shoeCount(rules, seen) }),
  'practice-deal': practiceDeal,
  edge,
  review: ({ record, stack }) => ({ review: reviewer().review(record, stack) }),
  'round-review': ({ record, stack }) => ({ round: reviewer().reviewRound(record, stack || []) }),
  'what-if': ({ record, stack, decision, option }) => ({ whatIf: reviewer().whatIf(record, stack || [], decision, option) }),
  share: ({ record }) => ({ link: odds.shareLink(record) }),
  'read-link': ({ text }) => ({ record: odds.readLink(text) }),
  'daily-score': ({ link, today }) => ({ day: reviewer().dailyScore(link, today) }),
  'daily-compare': ({ mine, theirs, today }) => ({ differences: reviewer().dailyCompare(mine, theirs, today) }),
  summarize: ({ rounds, maxPoints }) => ({ summary: odds.summarizeSession(rounds, maxPoints) }),
  progress: ({ rounds }) => ({ lifetime: odds.lifetimeProgress(rounds) }),
  chart: ({ rules }) => ({ result: chartOf(rules) }),
  indices: ({ rules }) => ({ result: odds.indexPlays(rules) }),
  fingerprints: () => ({ fingerprints: (kept.fingerprints ||= odds.methodFingerprints()) }),
  // The simulation's driver loads with the first simulation.
  simulate: async (job, progress) => (await import('./simulate-run.js')).simulate(odds, job, chartOf(job.rules), progress),
  // The lab's driver loads with its first question.
  'lab-counts': async (job, progress) => (await import('./lab-run.js')).counts(odds, job, progress),
  'lab-ramp': async question => (await import('./lab-run.js')).ramp(odds, kept.labCounts, question),
};

/** Work nobody waits on (the tables' returns, after the first Deal): answered when no other question waits. */
const BACKGROUND = new Set(['table-return']);

/** The questions not yet answered, in the order they came; one is worked on at a time. */
const waiting = [];
let working = false;

/** Answers one question: its answer, or its error with the engine's code. */
async function answer(data) {
  const progress = p => self.postMessage({ id: data.id, progress: p });
  try {
    await ready;
    const work = WORK[data.kind];
    if (!work) throw Object.assign(new Error(`no such question: ${data.kind}`), { code: 'unknown-kind' });
    self.postMessage({ id: data.id, ...(await work(data, progress)) });
  } catch (e) {
    self.postMessage({ id: data.id, error: String((e && e.message) || e), code: e && e.code });
  }
}

/** Answers what waits, one at a time, oldest first, background work last. */
async function pump() {
  if (working) return;
  working = true;
  await ready.catch(() => {}); // what came while the module loaded is chosen from once it is there
  while (waiting.length) {
    const next = waiting.findIndex(data => !BACKGROUND.has(data.kind));
    await answer(waiting.splice(next < 0 ? 0 : next, 1)[0]);
  }
  working = false;
}

self.onmessage = ({ data }) => {
  if (data.kind === 'module') {
    init({ module_or_path: data.module }).then(loaded.resolve, loaded.reject);
    return;
  }
  waiting.push(data);
  pump();
};
