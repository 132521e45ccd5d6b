// The bankroll graph, luck against skill, for every round of the session
// (session-rounds.js: the round history, or the rounds History keeps where
// the browser keeps none): the engine's review of each round gives perfect
// play's expectation (from the shoe as it stood at the round's start) and
// what the decisions taken cost; the engine sums them in hundredths and
// reduces the lines past a thousand rounds (the advisor's worker, so the
// table answers meanwhile); session-plot.js draws the three lines. Luck =
// actual − expected with the decisions taken; decisions = expected with
// them − expected with perfect play; so luck + decisions = the actual net −
// perfect play's expectation, to the cent. The sums cover the valued rounds,
// and say so: "over 12 of 14 rounds", with a line on the others (being
// valued, or why the engine could not value them yet).
import { roundKey } from '../history/history-format.js';
import { plot, fromSummary } from './session-plot.js';
import { sessionRounds, summarize, historyOf, recordOf } from './session-rounds.js';
import { createStore } from '../core/store.js';
import { make } from '../core/dom.js';

/** The summary line: luck and decisions in words and numbers, over how many of the session's rounds; the exact sums as attributes. */
function summary(s, w, data, got) {
  const line = s.summary;
  const { luck, decisions, net, perfect, rounds } = data;
  line.textContent = rounds < got.kept
    ? w.t('graph-summary-part', w.signed(data.luckCents), w.signed(data.decisionsCents), rounds, got.kept)
    : w.t('graph-summary', w.signed(data.luckCents), w.signed(data.decisionsCents), rounds);
  Object.assign(line.dataset, { luck: String(luck), decisions: String(decisions), net: String(net), perfect: String(perfect), valued: String(rounds), kept: String(got.kept) });
  line.hidden = false;
}

/** Says how many of the session's rounds are valued, when not all are, and why the others are not yet. */
function valuedLine(s, w, got) {
  const line = s.valued;
  const valued = got.rounds.length;
  line.dataset.graphValued = String(valued);
  line.dataset.graphKept = String(got.kept);
  line.hidden = valued >= got.kept;
  if (line.hidden) return;
  if (!got.failed) line.textContent = w.t('graph-valuing', valued, got.kept);
  else line.textContent = w.t(got.retrying ? 'graph-unvalued-retry' : 'graph-unvalued', valued, got.kept, got.why);
}

/** Draws again whenever the round history stores a round or its review (once subscribed). */
async function hear(s) {
  if (s.heard) return;
  s.heard = true;
  const h = await historyOf(s);
  if (h.available) h.listen(() => s.w && s.node.isConnected && draw(s, s.w));
}

/** Draws the graph of the session's rounds (valued once each), unless another drawing began. */
async function draw(s, w) {
  s.w = w;
  hear(s);
  const token = (s.token = {});
  s.title.textContent = w.t('graph-title');
  s.explain.textContent = w.t('graph-explain');
  s.node.dataset.computing = 'true';
  s.summary.hidden = true;
  s.status.textContent = w.t('graph-computing');
  try {
    const got = await sessionRounds(s);
    if (s.token !== token) return;
    const { rounds } = got;
    // History's rounds while another tab holds the round history: drawn again once it opens here.
    if (got.held) historyOf(s).then(() => s.token === token && s.node.isConnected && draw(s, w));
    s.session = s.g.lazy.tracker && String(s.g.lazy.tracker.s.start);
    s.key = (got.ids || []).join();
    valuedLine(s, w, got);
    if (!rounds.length) {
      s.status.textContent = got.kept ? '' : w.t('graph-none');
      s.plot.replaceChildren();
      s.review.hidden = true;
      return;
    }
    const data = fromSummary(await summarize(s, rounds), rounds);
    if (s.token !== token) return;
    s.status.textContent = '';
    s.review.hidden = true;
    s.review.textContent = w.t('review-round');
    const was = shownRound(s);
    s.plot.replaceChildren(...plot(s.g, w, data, s.detail, id => recordOf(s, id), pt => focusRound(s, pt)));
    showAgain(s, was);
    summary(s, w, data, got);
  } catch (e) {
    if (s.token === token) s.status.textContent = w.t('graph-failed', String((e && e.message) || e));
  } finally {
    if (s.token === token) delete s.node.dataset.computing;
  }
}

/** The round whose detail the graph shows, and whether it has the keyboard focus: kept across a drawing. */
function shownRound(s) {
  const on = s.plot.querySelector('.round-mark.on');
  return on && { round: on.dataset.graphRound, focused: on.contains(s.g.doc.activeElement) };
}

/**
 * Shows again, on a graph drawn anew (a round or a review stored meanwhile),
 * the round that was shown; a focused round keeps the focus, so the arrow
 * keys go on from where the player was.
 */
function showAgain(s, was) {
  const mark = was && s.plot.querySelector(`[data-graph-round="${was.round}"]`);
  if (!mark) return;
  if (!was.focused) return void mark.dispatchEvent(new s.g.doc.defaultView.Event('mouseenter'));
  for (const other of s.plot.querySelectorAll('[data-graph-round][tabindex="0"]')) other.setAttribute('tabindex', '-1');
  mark.setAttribute('tabindex', '0');
  mark.focus();
}

/** The round whose detail shows: its Review button opens that round's review. */
function focusRound(s, pt) {
  s.focused = pt;
  s.review.hidden = !pt.rec;
}

/** Opens the review (review/review.js, loaded on first use) of the round whose detail shows. */
async function reviewFocused(s) {
  const pt = s.focused;
  if (!pt) return;
  const row = pt.id ? await recordOf(s, pt.id).catch(() => null) : null;
  const round = { record: (row && row.record) || pt.rec, stack: (row && row.stack) || [] };
  const { openReview, gamePage } = await import('../review/review.js');
  await openReview(gamePage(s.g), round, s.review);
}

/** The graph's section of the Session panel: {node, draw(words), follow()}. */
export function graphSection(g) {
  const { doc } = g;
  // The graph's store, kept in the game's (g.lazy.graph), written only by this module's functions.
  const s = g.own('graph', () => createStore({
    g, w: null, token: null, key: '', reviews: new Map(), history: null, session: null, heard: false,
    title: null, status: null, valued: null, plot: null, summary: null, detail: null, explain: null, node: null, review: null, focused: null,
  }));
  s.title = make(doc, 'h3', 'panel-title');
  s.status = make(doc, 'p', 'graph-status');
  s.status.setAttribute('role', 'status');
  s.plot = make(doc, 'div', 'graph-plot');
  s.summary = make(doc, 'p', 'graph-summary');
  s.summary.dataset.graphSummary = '';
  s.summary.hidden = true;
  s.valued = make(doc, 'p', 'graph-valued');
  s.valued.hidden = true;
  s.detail = make(doc, 'p', 'graph-detail');
  s.detail.dataset.graphDetail = '';
  s.detail.setAttribute('aria-live', 'polite');
  s.review = make(doc, 'button', 'btn btn-small graph-review');
  s.review.type = 'button';
  s.review.dataset.control = 'review';
  s.review.setAttribute('aria-haspopup', 'dialog');
  s.review.hidden = true;
  s.review.addEventListener('click', () => reviewFocused(s));
  s.explain = make(doc, 'p', 'graph-explain');
  s.node = make(doc, 'section', 'session-graph');
  s.node.append(s.title, s.status, s.summary, s.valued, s.plot, s.detail, s.review, s.explain);
  return {
    node: s.node,
    draw: w => draw(s, w),
    /** The game's round history (www/history/), opened once. */
    history: () => historyOf(s),
    /** Draws again when the session holds other rounds (the round history changed, or History where there is none). */
    async follow() {
      if (!s.w || !g.table) return;
      const h = await historyOf(s);
      // A new session starts a new graph (the history itself tells of each round it stores: hear).
      const other = h.available ? String(g.lazy.tracker.s.start) !== s.session : g.table.history().map(roundKey).join() !== s.key;
      if (other) draw(s, s.w);
    },
  };
}
