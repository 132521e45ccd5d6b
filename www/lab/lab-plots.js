// The Counting lab's plots, drawn as inline SVG (core/plot.js): the
// player's advantage at each true count as bars with their errors, over how
// often each count comes; the ramp as steps; the risk of ruin as curves over
// bankroll sizes, one a trip length. Each is an image with its numbers in
// words (aria-label); the panel lists them as text too (lab-view.js). Every
// figure is the engine's (the `ramp` answer of the worker's `lab-ramp`);
// this only places it. `w` brings the words: {t, num, money, tc}.
import { scale, svgNode as node, ticks } from '../core/plot.js';

const W = 420;

function figure(doc, height, label, name) {
  const svg = node(doc, 'svg', { viewBox: `0 0 ${W} ${height}`, role: 'img', 'aria-label': label, class: `job-plot lab-${name}` });
  svg.dataset.plot = `lab-${name}`;
  return svg;
}

/** The x axis of the counts: one slot per true count, the ends standing for "or less" and "or more". */
function countAxis(rows, left, right) {
  const x = scale(rows[0].tc - 0.5, rows[rows.length - 1].tc + 0.5, left, W - right);
  return { x, slot: x(1) - x(0) };
}

/** Labels under a count axis at every fourth count, 0 and the ends included. */
function countLabels(doc, w, rows, x, y) {
  return rows.filter(r => r.tc % 4 === 0).map(r => node(doc, 'text', { x: x(r.tc), y, 'text-anchor': 'middle' }, w.tc(r.tc, rows)));
}

/** The advantage (percent, with its error) at each count, and beneath it each count's frequency. */
export function countsPlot(doc, w, rows) {
  const H = 230;
  const [left, right, top, bottom] = [44, 8, 10, 22];
  const strip = 46; // the frequencies' band
  const zeroBand = H - bottom - strip - 18;
  const { x, slot } = countAxis(rows, left, right);
  const pct = rows.map(r => ({ tc: r.tc, a: r.advantage * 100, e: r.advantage_error * 100, f: r.frequency }));
  const lo = Math.min(0, ...pct.map(p => p.a - p.e));
  const hi = Math.max(0, ...pct.map(p => p.a + p.e));
  const y = scale(lo, hi, zeroBand, top);
  const most = pct.reduce((a, b) => (b.f > a.f ? b : a));
  const low = pct[0], high = pct[pct.length - 1];
  const label = w.t('counts-plot', w.pct(low.a), w.tc(low.tc, rows), w.pct(high.a), w.tc(high.tc, rows), w.tc(most.tc, rows), w.pct(most.f * 100));
  const svg = figure(doc, H, label, 'counts');
  for (const v of ticks(lo, hi, 5)) {
    svg.append(node(doc, 'line', { x1: left, x2: W - right, y1: y(v), y2: y(v), class: v === 0 ? 'job-zero' : 'lab-grid' }),
      node(doc, 'text', { x: left - 4, y: y(v) + 4, 'text-anchor': 'end' }, w.pct(v, 0)));
  }
  const bars = node(doc, 'g', { class: 'lab-bars' });
  const freqs = node(doc, 'g', { class: 'lab-freq' });
  const fy = scale(0, most.f, H - bottom, H - bottom - strip);
  for (const p of pct) {
    const [a, b] = [y(Math.max(0, p.a)), y(Math.min(0, p.a))];
    const bar = node(doc, 'rect', { x: x(p.tc) - slot * 0.38, y: a, width: slot * 0.76, height: Math.max(0.5, b - a), class: p.a >= 0 ? 'lab-gain' : 'lab-loss' });
    bar.append(node(doc, 'title', {}, `${w.tc(p.tc, rows)}: ${w.pct(p.a, 2)} ± ${w.num(p.e, 2)}`));
    bars.append(bar, node(doc, 'line', { x1: x(p.tc), x2: x(p.tc), y1: y(p.a + p.e), y2: y(p.a - p.e), class: 'lab-error' }));
    const f = node(doc, 'rect', { x: x(p.tc) - slot * 0.38, y: fy(p.f), width: slot * 0.76, height: Math.max(0.5, H - bottom - fy(p.f)) });
    f.append(node(doc, 'title', {}, `${w.tc(p.tc, rows)}: ${w.pct(p.f * 100, 2)}`));
    freqs.append(f);
  }
  svg.append(bars, freqs,
    node(doc, 'text', { x: left - 4, y: H - bottom - strip + 8, 'text-anchor': 'end', class: 'lab-note' }, w.pct(most.f * 100, 0)),
    node(doc, 'line', { x1: left, x2: W - right, y1: H - bottom, y2: H - bottom, class: 'job-axis' }),
    ...countLabels(doc, w, rows, x, H - bottom + 15));
  return svg;
}

/** The ramp's bets as steps over the true count; where the player sits out, no step. */
export function rampPlot(doc, w, bets, steps) {
  const H = 150;
  const [left, right, top, bottom] = [44, 8, 14, 22];
  const { x, slot } = countAxis(bets, left, right);
  const most = Math.max(...bets.map(b => b.bet));
  const y = scale(0, most, H - bottom, top);
  const svg = figure(doc, H, w.t('ramp-plot', steps), 'ramp');
  for (const v of ticks(0, most, 4)) {
    svg.append(node(doc, 'line', { x1: left, x2: W - right, y1: y(v), y2: y(v), class: 'lab-grid' }),
      node(doc, 'text', { x: left - 4, y: y(v) + 4, 'text-anchor': 'end' }, w.money(v)));
  }
  let path = '';
  let previous = null;
  for (const b of bets) {
    const [x0, x1] = [x(b.tc) - slot / 2, x(b.tc) + slot / 2];
    if (b.bet > 0) path += `${previous > 0 ? 'L' : 'M'}${x0} ${y(b.bet)}H${x1}`;
    previous = b.bet;
  }
  svg.append(node(doc, 'path', { d: path, class: 'lab-steps' }),
    node(doc, 'line', { x1: left, x2: W - right, y1: H - bottom, y2: H - bottom, class: 'job-axis' }),
    ...countLabels(doc, w, bets, x, H - bottom + 15));
  return svg;
}

/** The risk of ruin (percent) over the curve's bankrolls, a line each for life and for each trip; `bankroll` marked. */
export function riskPlot(doc, w, curve, bankroll) {
  const H = 190;
  const [left, right, top, bottom] = [44, 10, 10, 22];
  const xs = curve.bankrolls;
  const x = scale(0, xs[xs.length - 1], left, W - right);
  const y = scale(0, 100, H - bottom, top);
  const lines = [['lab-life', curve.lifetime], ...curve.trips.map((t, i) => [`lab-trip lab-trip-${i}`, t.risk])];
  const at = xs.indexOf(bankroll);
  const said = [[w.t('lifetime'), curve.lifetime], ...curve.trips.map(t => [w.t('trip', w.num(t.rounds, 0)), t.risk])]
    .map(([name, risk]) => `${name} ${w.pct((at >= 0 ? risk[at] : NaN) * 100, 1)}`).join(', ');
  const svg = figure(doc, H, w.t('risk-plot', w.money(bankroll), said), 'risk');
  for (const v of ticks(0, 100, 4)) {
    svg.append(node(doc, 'line', { x1: left, x2: W - right, y1: y(v), y2: y(v), class: 'lab-grid' }),
      node(doc, 'text', { x: left - 4, y: y(v) + 4, 'text-anchor': 'end' }, w.pct(v, 0)));
  }
  for (const v of ticks(0, xs[xs.length - 1], 5)) {
    svg.append(node(doc, 'text', { x: x(v), y: H - bottom + 15, 'text-anchor': 'middle' }, w.money(v)));
  }
  for (const [cls, risk] of lines) {
    svg.append(node(doc, 'polyline', { points: xs.map((b, i) => `${x(b)},${y(risk[i] * 100)}`).join(' '), class: `lab-line ${cls}` }));
  }
  svg.append(node(doc, 'line', { x1: x(bankroll), x2: x(bankroll), y1: top, y2: H - bottom, class: 'job-mark' }),
    node(doc, 'line', { x1: left, x2: W - right, y1: H - bottom, y2: H - bottom, class: 'job-axis' }));
  return svg;
}
