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
// or {id, error, code} when the work failed.
import {
  strategyChart, indexPlays, RoundReviewer, nextRoundEdge, summarizeSession, lifetimeProgress,
  shareLink, readLink,
} from '../pkg/advisor/advisor.js';
import { loadAdvisor } from './advisor-wasm.js';

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

const WORK = {
  chart: ({ rules }) => ({ result: chartOf(rules) }),
  indices: ({ rules }) => ({ result: indexPlays(rules) }),
  review: ({ record, stack }) => ({ review: (reviewer ||= new RoundReviewer()).review(record, stack) }),
  'round-review': ({ record, stack }) => ({ round: (reviewer ||= new RoundReviewer()).reviewRound(record, stack || []) }),
  'what-if': ({ record, stack, decision, option }) => ({
    whatIf: (reviewer ||= new RoundReviewer()).whatIf(record, stack || [], decision, option),
  }),
  share: ({ record }) => ({ link: shareLink(record) }),
  'read-link': ({ text }) => ({ record: readLink(text) }),
  summarize: ({ rounds, maxPoints }) => ({ summary: summarizeSession(rounds, maxPoints) }),
  progress: ({ rounds }) => ({ lifetime: lifetimeProgress(rounds) }),
  edge,
  // The simulator's code loads with the first simulation: the worker also values every round kept, from the first one.
  simulate: async (job, progress) => (await import('./simulate-run.js')).simulate(job, chartOf(job.rules), progress),
};

self.onmessage = async ({ data }) => {
  const progress = p => self.postMessage({ id: data.id, progress: p });
  try {
    await loadAdvisor();
    self.postMessage({ id: data.id, ...(await WORK[data.kind](data, progress)) });
  } catch (e) {
    self.postMessage({ id: data.id, error: String((e && e.message) || e), code: e && e.code });
  }
};
