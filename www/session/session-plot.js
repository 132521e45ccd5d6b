// The bankroll graph as SVG (no inline style: classes of session.css): the
// actual bankroll over the rounds, the expected bankroll with the decisions
// taken, and with perfect play; each round a focusable mark whose cards and
// amounts show under the graph on hover or keyboard focus (past a thousand
// rounds, a mark stands for a run of rounds, drawn with its lowest and
// highest bankroll). The figures are the engine's (its sums over the rounds
// and its lines, in hundredths: `summarize`); this only scales them.
import { cardFace } from '../core/cards.js';

const SVG = 'http://www.w3.org/2000/svg';
const W = 640;
const H = 240;
const PAD = { left: 10, right: 12, top: 10, bottom: 28 };
export const LINES = ['actual', 'taken', 'perfect'];

/**
 * The plot's points from the engine's summary (`summarize`: its lines in
 * hundredths, the first point the bankroll before the first round) and the
 * rounds it sums (oldest first): each point in money for the scales, with
 * the round it ends (`round`, from 1: a round's `place` in the session when
 * it has one, else its place among `rounds`), its record and review for the
 * detail, and the lowest and highest bankroll of its run of rounds.
 */
export function fromSummary(summary, rounds) {
  const money = c => c / 100;
  // The engine's points are the rounds' (from 0); the graph starts at the bankroll before the first.
  const start = { round: -1, actual: summary.startCents, taken: summary.startCents, perfect: summary.startCents };
  // A round's number is its place in the session (where some rounds are not valued yet, `place` says it).
  const points = [start, ...summary.points].map(p => ({
    round: p.round >= 0 ? rounds[p.round].place ?? p.round + 1 : 0, actualCents: p.actual, takenCents: p.taken, perfectCents: p.perfect,
    actual: money(p.actual), taken: money(p.taken), perfect: money(p.perfect),
    lo: money(p.actualMin ?? p.actual), hi: money(p.actualMax ?? p.actual),
    id: p.round >= 0 ? rounds[p.round].id : null,
    rec: p.round >= 0 ? rounds[p.round].record : null,
    review: p.round >= 0 ? rounds[p.round].review : null,
  }));
  const { netCents, perfectCents, luckCents, decisionsCents } = summary;
  return {
    points, rounds: summary.rounds, luckCents, decisionsCents,
    net: money(netCents), perfect: money(perfectCents), luck: money(luckCents), decisions: money(decisionsCents),
  };
}

function svg(doc, tag, attrs = {}) {
  const node = doc.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}


/** A round's cards, amounts and decisions in words. */
function detail(g, w, i, pt) {
  const res = pt.rec.result;
  const hands = res.hands.map(hd => hd.cards.map(cardFace).join(' ')).join(' | ');
  const text = [w.t('round-detail', i, hands, res.dealer.map(cardFace).join(' '), w.signed(pt.review.netCents), w.money(pt.actualCents))];
  const said = pt.review.decisions.map(d => {
    const [kind] = d.taken.split(' ');
    const taken = g.w.t(`action-${kind}`);
    return d.costCents > 0 ? w.t('decision', taken, g.w.t(`action-${d.best}`), w.money(d.costCents)) : w.t('decision-right', taken);
  });
  if (said.length) text.push(w.t('round-decisions', said.join('; ')));
  return text.join(' ');
}

/** The scales of `points`: x of a round, y of an amount. */
function scales(points) {
  const all = points.flatMap(p => [...LINES.map(l => p[l]), p.lo, p.hi]);
  let lo = Math.min(...all);
  let hi = Math.max(...all);
  if (hi - lo < 1) {
    lo -= 1;
    hi += 1;
  }
  const n = Math.max(points.length - 1, 1);
  const x = i => PAD.left + (i / n) * (W - PAD.left - PAD.right);
  const y = v => PAD.top + (1 - (v - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  return { x, y, lo, hi };
}

/** The axes: the lowest and highest amount (written inside, by their lines), the first and last round (`rounds`: each point's). */
function axes(doc, w, sc, rounds) {
  const n = rounds.length - 1;
  const nodes = [];
  for (const v of [sc.lo, sc.hi]) {
    nodes.push(svg(doc, 'line', { class: 'grid', x1: PAD.left, x2: W - PAD.right, y1: sc.y(v), y2: sc.y(v) }));
    const label = svg(doc, 'text', { class: 'axis', x: PAD.left + 4, y: v === sc.hi ? sc.y(v) + 17 : sc.y(v) - 5 });
    label.textContent = w.money(Math.round(v * 100));
    nodes.push(label);
  }
  for (const i of [0, n]) {
    const label = svg(doc, 'text', { class: 'axis', x: sc.x(i), y: H - 8, 'text-anchor': i ? 'end' : 'start' });
    label.textContent = w.count(rounds[i]);
    nodes.push(label);
  }
  return nodes;
}

/** One round's focusable mark: its band, its point on the actual line. */
function mark(g, w, sc, i, pt, out, recordOf, shown) {
  const { doc } = g;
  const half = (sc.x(1) - sc.x(0)) / 2;
  // One tab stop for the graph (the last round); the arrow keys move between rounds.
  const node = svg(doc, 'g', { class: 'round-mark', tabindex: -1, role: 'img', 'data-graph-round': pt.round });
  const amounts = [w.signed(pt.review.netCents), w.money(pt.actualCents), w.money(pt.takenCents), w.money(pt.perfectCents)];
  node.setAttribute('aria-label', w.t('round-label', pt.round, ...amounts));
  node.append(
    svg(doc, 'rect', { class: 'hit', x: sc.x(i) - half, y: PAD.top, width: 2 * half, height: H - PAD.top - PAD.bottom }),
    svg(doc, 'circle', { class: 'dot', cx: sc.x(i), cy: sc.y(pt.actual), r: 4 }),
  );
  // A point of a reduced series stands for a run of rounds: its lowest and highest bankroll.
  if (pt.hi > pt.lo) node.prepend(svg(doc, 'line', { class: 'range', x1: sc.x(i), x2: sc.x(i), y1: sc.y(pt.lo), y2: sc.y(pt.hi) }));
  const show = async () => {
    for (const other of node.parentNode.querySelectorAll('.round-mark.on')) other.classList.remove('on');
    node.classList.add('on');
    // The round's cards and decisions are in its record and review, read from the round history when first shown.
    if (!pt.rec) {
      const row = await recordOf(pt.id).catch(() => null);
      if (row && row.review) Object.assign(pt, { rec: row.record, review: { ...pt.review, decisions: row.review.decisions } });
    }
    if (!node.classList.contains('on')) return;
    out.textContent = pt.rec ? detail(g, w, pt.round, pt) : '';
    shown(pt);
  };
  node.addEventListener('mouseenter', show);
  node.addEventListener('focus', show);
  return node;
}

/**
 * The graph (`[data-graph]`) and its legend, for `data` (see `fromSummary`);
 * `out` shows a round's detail, `recordOf(id)` gives the promise of a
 * round as stored (`{record, review}`) when its point has no record;
 * `shown(point)` is told of each round whose detail is shown.
 */
export function plot(g, w, data, out, recordOf = async () => null, shown = () => {}) {
  const { doc } = g;
  const { points } = data;
  const sc = scales(points);
  const root = svg(doc, 'svg', { viewBox: `0 0 ${W} ${H}`, class: 'graph', role: 'group', 'data-graph': '' });
  root.setAttribute('aria-label', w.t('graph-label', data.rounds));
  root.append(...axes(doc, w, sc, points.map(p => p.round)));
  for (const line of ['perfect', 'taken', 'actual']) {
    const at = points.map((p, i) => `${sc.x(i).toFixed(1)},${sc.y(p[line]).toFixed(1)}`).join(' ');
    root.append(svg(doc, 'polyline', { class: `line line-${line}`, points: at, 'data-line': line }));
  }
  points.forEach((pt, i) => i && root.append(mark(g, w, sc, i, pt, out, recordOf, shown)));
  root.lastChild.setAttribute('tabindex', '0');
  root.addEventListener('keydown', event => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const at = event.target.closest && event.target.closest('.round-mark');
    const to = step && at && (step > 0 ? at.nextElementSibling : at.previousElementSibling);
    if (!to || !to.classList.contains('round-mark')) return;
    event.preventDefault();
    at.setAttribute('tabindex', '-1');
    to.setAttribute('tabindex', '0');
    to.focus();
  });
  const legend = doc.createElement('ul');
  legend.className = 'graph-legend';
  for (const line of LINES) {
    const item = doc.createElement('li');
    const swatch = doc.createElement('span');
    swatch.className = `swatch swatch-${line}`;
    item.append(swatch, w.t(`line-${line}`));
    legend.append(item);
  }
  out.textContent = '';
  return [root, legend];
}
