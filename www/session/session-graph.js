// The bankroll graph, luck against skill, for the rounds History keeps: the
// engine's review of each round (the advisor's wasm in a module worker,
// session-worker.js, so the table answers meanwhile) gives perfect play's
// expectation and what the decisions taken cost; session-plot.js draws the
// three lines. Luck = actual − expected with the decisions taken; decisions
// = expected with them − expected with perfect play; so luck + decisions =
// the actual net − perfect play's expectation. Reviews are kept in memory by
// round, so a round is valued once per page.
import { roundKey } from './session-store.js';
import { plot, series } from './session-plot.js';

let worker = null;
let next = 1;
const waiting = new Map(); // request id → {resolve, reject}
const reviews = new Map(); // round key → Promise of its review

function start() {
  worker = new Worker(new URL('./session-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if (data.error) request.reject(new Error(data.error));
    else request.resolve(data.review);
  };
  worker.onerror = event => {
    event.preventDefault();
    const error = new Error(event.message || 'the session worker failed');
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    worker = null;
  };
}

/** The engine's review of a finished round (`stack`: cards stacked before it, test builds only). */
function review(record, stack) {
  const key = roundKey(record);
  if (!reviews.has(key)) {
    if (!worker) start();
    const id = next++;
    const promise = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    promise.catch(() => reviews.delete(key));
    reviews.set(key, promise);
    worker.postMessage({ id, record, stack });
  }
  return reviews.get(key);
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
    const done = await Promise.all(rounds.map(r => review(r.record, r.stack)));
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
  const s = { g, w: null, token: null, key: '' };
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
