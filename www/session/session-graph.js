// The bankroll graph, luck against skill, for the rounds History keeps: the
// engine's review of each round (the advisor's worker, through the page's
// worker client, so the table answers meanwhile) gives perfect play's
// expectation and what the decisions taken cost; session-plot.js draws the
// three lines. Luck = actual − expected with the decisions taken; decisions
// = expected with them − expected with perfect play; so luck + decisions =
// the actual net − perfect play's expectation. Reviews are kept in memory by
// round, so a round is valued once per game on the page.
import { roundKey } from './session-store.js';
import { plot, series } from './session-plot.js';
import { advisorWorker } from '../advisor/advisor-client.js';
import { createStore } from '../core/store.js';

/** The engine's review of a finished round, asked once per round (`stack`: cards stacked before it, test builds only). */
function review(s, record, stack) {
  const key = roundKey(record);
  if (!s.reviews.has(key)) {
    s.client ||= advisorWorker();
    const promise = s.client.ask({ kind: 'review', record, stack }).then(answer => answer.review);
    promise.catch(() => s.reviews.delete(key));
    s.reviews.set(key, promise);
  }
  return s.reviews.get(key);
}

function make(doc, tag, className, text) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text != null) node.textContent = text;
  return node;
}

/** The rounds History keeps, with the cards stacked before each (test builds only). */
function kept(g) {
  const records = g.table.history();
  const stacks = typeof g.table.historyStacks === 'function' ? g.table.historyStacks() : [];
  return records.map((record, i) => ({ record, stack: stacks[i] || [] }));
}

/** The summary line: luck and decisions in words and numbers, the exact sums as attributes. */
function summary(s, w, data) {
  const line = s.summary;
  const { luck, decisions, net, perfect, rounds } = data;
  line.textContent = w.t('graph-summary', w.signed(Math.round(luck * 100)), w.signed(Math.round(decisions * 100)), rounds);
  Object.assign(line.dataset, { luck: String(luck), decisions: String(decisions), net: String(net), perfect: String(perfect) });
  line.hidden = false;
}

/** Draws the graph of the rounds kept now (computing what is missing), unless another drawing began. */
async function draw(s, w) {
  s.w = w;
  const { g } = s;
  const rounds = g.table ? kept(g) : [];
  const token = (s.token = {});
  s.key = rounds.map(r => roundKey(r.record)).join();
  s.title.textContent = w.t('graph-title');
  s.explain.textContent = w.t('graph-explain');
  if (!rounds.length) {
    s.status.textContent = w.t('graph-none');
    s.plot.replaceChildren();
    s.summary.hidden = true;
    return;
  }
  s.node.dataset.computing = 'true';
  s.summary.hidden = true;
  s.status.textContent = w.t('graph-computing');
  try {
    const done = await Promise.all(rounds.map(r => review(s, r.record, r.stack)));
    if (s.token !== token) return;
    const data = series(rounds.map(r => r.record), done);
    s.status.textContent = '';
    s.plot.replaceChildren(...plot(g, w, data, s.detail));
    summary(s, w, data);
  } catch (e) {
    if (s.token === token) s.status.textContent = w.t('graph-failed', String((e && e.message) || e));
  } finally {
    if (s.token === token) delete s.node.dataset.computing;
  }
}

/** The graph's section of the Session panel: {node, draw(words), follow()}. */
export function graphSection(g) {
  const { doc } = g;
  // The graph's store, kept in the game's (g.lazy.graph), written only by this module's functions.
  const s = g.lazy.graph = createStore({
    g, w: null, token: null, key: '', client: null, reviews: new Map(),
    title: null, status: null, plot: null, summary: null, detail: null, explain: null, node: null,
  });
  s.title = make(doc, 'h3', 'panel-title');
  s.status = make(doc, 'p', 'graph-status');
  s.status.setAttribute('role', 'status');
  s.plot = make(doc, 'div', 'graph-plot');
  s.summary = make(doc, 'p', 'graph-summary');
  s.summary.dataset.graphSummary = '';
  s.summary.hidden = true;
  s.detail = make(doc, 'p', 'graph-detail');
  s.detail.dataset.graphDetail = '';
  s.detail.setAttribute('aria-live', 'polite');
  s.explain = make(doc, 'p', 'graph-explain');
  s.node = make(doc, 'section', 'session-graph');
  s.node.append(s.title, s.status, s.summary, s.plot, s.detail, s.explain);
  return {
    node: s.node,
    draw: w => draw(s, w),
    /** Draws again when History holds other rounds. */
    follow() {
      if (!s.w || !g.table) return;
      const key = g.table.history().map(roundKey).join();
      if (key !== s.key) draw(s, s.w);
    },
  };
}
