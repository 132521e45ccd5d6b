// The advisor's one module worker: the advisor's wasm, off the main thread,
// answers every panel through core/worker-client.js (each panel has a worker
// of its own, started on its first question):
//   {id, kind: 'chart', rules}          → {id, result}   the table's best chart (strategyChart)
//   {id, kind: 'indices', rules}        → {id, result}   its index plays (indexPlays)
//   {id, kind: 'review', record, stack} → {id, review}   a finished round, decision by decision
//   {id, kind: 'round-review', record, stack} → {id, round}   every option of every decision
//        (RoundReviewer.reviewRound: {decisions: [{index, box, hand, step, cards, up,
//        options: [{option, ev}], chosen, taken, best, costCents, grade}], timeline, result})
//   {id, kind: 'what-if', record, stack, decision, option} → {id, whatIf}   the round played on
//        from decision `decision` with `option`, the same cards (RoundReviewer.whatIf:
//        {decision, option, actions, result: {hands, dealer, netCents}, timeline})
//   {id, kind: 'share', record}         → {id, link}    a finished round's link text (shareLink)
//   {id, kind: 'read-link', text}       → {id, record}  a link's round, replayed and checked
//        (readLink; refused with code 'link-malformed', 'link-newer', 'link-altered' or 'link-replay')
//   {id, kind: 'summarize', rounds, maxPoints} → {id, summary}   a whole session's sums and graph
//        (summarizeSession: rounds [{netCents, wageredCents, perfectCents, costCents, bankrollCents}])
//   {id, kind: 'progress', rounds}      → {id, lifetime} lifetime progress (lifetimeProgress: rounds
//        [{session, round, netCents, wageredCents, decisions: [{kind, costCents, taken, best, cards, up}]}])
//   {id, kind: 'edge', rules, left}     → {id, edge, ms} the next round's exact return (percent)
//   {id, kind: 'simulate', …job}        → {id, progress}…, then {id, tally, …} (simulate-run.js)
// or {id, error, code} when the work failed. The advisor's module answers the
// chart and the edge; the reviews, links and sums need only the review module,
// the index plays only the simulator's (advisor-wasm.js), each loaded at its
// first question.
import { strategyChart, nextRoundEdge } from '../pkg/advisor/advisor.js';
import { loadAdvisor, loadReview, loadSim } from './advisor-wasm.js';

// This worker's own (each client starts its worker: a game's panel, never two games):
// the reviewer, made at the first review, and the charts computed, a cache of results that never change.
let reviewer = null;
const charts = new Map(); // rules as JSON → their best chart

function chartOf(rules) {
  const key = JSON.stringify(rules);
  if (!charts.has(key)) charts.set(key, strategyChart(rules));
  return charts.get(key);
}

function edge({ rules, left }) {
  const started = performance.now();
  const value = nextRoundEdge(rules, Uint16Array.from(left));
  return { edge: value, ms: performance.now() - started };
}

/** The reviewer of this worker, made at its first use. */
const reviewerOf = review => (reviewer ||= new review.RoundReviewer());

// Each kind of work: what it does with the module it needs (`review`, `sim`, or the advisor's).
const WORK = {
  chart: ({ rules }) => ({ result: chartOf(rules) }),
  indices: ({ rules }, _, sim) => ({ result: sim.indexPlays(rules) }),
  review: ({ record, stack }, _, review) => ({ review: reviewerOf(review).review(record, stack) }),
  'round-review': ({ record, stack }, _, review) => ({ round: reviewerOf(review).reviewRound(record, stack || []) }),
  'what-if': ({ record, stack, decision, option }, _, review) => ({
    whatIf: reviewerOf(review).whatIf(record, stack || [], decision, option),
  }),
  share: ({ record }, _, review) => ({ link: review.shareLink(record) }),
  'read-link': ({ text }, _, review) => ({ record: review.readLink(text) }),
  summarize: ({ rounds, maxPoints }, _, review) => ({ summary: review.summarizeSession(rounds, maxPoints) }),
  progress: ({ rounds }, _, review) => ({ lifetime: review.lifetimeProgress(rounds) }),
  edge,
  // The simulator's code loads with the first simulation: the worker also values every round kept, from the first one.
  simulate: async (job, progress, sim) => (await import('./simulate-run.js')).simulate(sim, job, chartOf(job.rules), progress),
};

/** The module each kind of work needs (loaded at its first question; the simulation also plays the advisor's chart). */
const NEEDS = {
  chart: loadAdvisor, edge: loadAdvisor, indices: loadSim, simulate: () => loadAdvisor().then(loadSim),
  review: loadReview, 'round-review': loadReview, 'what-if': loadReview, share: loadReview,
  'read-link': loadReview, summarize: loadReview, progress: loadReview,
};

self.onmessage = async ({ data }) => {
  const progress = p => self.postMessage({ id: data.id, progress: p });
  try {
    const module = await NEEDS[data.kind]();
    self.postMessage({ id: data.id, ...(await WORK[data.kind](data, progress, module)) });
  } catch (e) {
    self.postMessage({ id: data.id, error: String((e && e.message) || e), code: e && e.code });
  }
};
