// The Simulate panel's plots, drawn as inline SVG (no library): the final
// bankrolls' histogram, the mean return with its 95 % interval beside the
// chart's exact return, and the probability of ruin as a gauge. Each is an
// image with its numbers in words (aria-label); the panel writes them as text
// too. `f` brings the words: {t(key, ...args), num(v, digits), money(v)}.
import { histogram, returnRange } from './simulate-scale.js';
import { scale, svgNode as node, ticks } from '../core/plot.js';

const W = 360;

function figure(doc, height, label, name) {
  const svg = node(doc, 'svg', { viewBox: `0 0 ${W} ${height}`, role: 'img', 'aria-label': label, class: `job-plot sim-plot sim-${name}` });
  svg.dataset.plot = name;
  return svg;
}

/** The histogram of the sessions' final bankrolls, with the starting bankroll marked. */
export function finalsPlot(doc, f, sessions, start) {
  const H = 170;
  const [left, right, top, bottom] = [34, 12, 22, 22];
  const h = histogram(sessions.finals, 24);
  const most = Math.max(1, ...h.counts);
  const x = scale(h.lo, h.hi, left, W - right);
  const y = scale(0, most, H - bottom, top);
  const p = sessions.percentiles;
  const svg = figure(doc, H, f.t('finals-plot', f.money(h.lo), f.money(h.hi), f.money(p[2])), 'finals');
  const bars = node(doc, 'g', { class: 'sim-bars' });
  h.counts.forEach((count, i) => {
    if (!count) return;
    const x0 = x(h.lo + i * h.width);
    const bar = node(doc, 'rect', {
      x: x0 + 0.5, y: y(count), width: Math.max(1, x(h.lo + (i + 1) * h.width) - x0 - 1), height: H - bottom - y(count),
    });
    bar.append(node(doc, 'title', {}, `${f.money(h.lo + i * h.width)} … ${f.money(h.lo + (i + 1) * h.width)}: ${count}`));
    bars.append(bar);
  });
  svg.append(node(doc, 'line', { x1: left, x2: W - right, y1: H - bottom, y2: H - bottom, class: 'job-axis' }), bars);
  for (const v of ticks(h.lo, h.hi, 6)) {
    svg.append(node(doc, 'line', { x1: x(v), x2: x(v), y1: H - bottom, y2: H - bottom + 4, class: 'job-axis' }),
      node(doc, 'text', { x: x(v), y: H - bottom + 16, 'text-anchor': 'middle' }, f.money(v)));
  }
  svg.append(node(doc, 'text', { x: left - 4, y: top + 4, 'text-anchor': 'end' }, f.num(most, 0)),
    node(doc, 'text', { x: left - 4, y: H - bottom, 'text-anchor': 'end' }, '0'));
  if (start >= h.lo && start <= h.hi) {
    const anchor = x(start) > W / 2 ? 'end' : 'start';
    svg.append(node(doc, 'line', { x1: x(start), x2: x(start), y1: top - 4, y2: H - bottom, class: 'job-mark' }),
      node(doc, 'text', { x: x(start) + (anchor === 'end' ? -4 : 4), y: top - 10, 'text-anchor': anchor, class: 'sim-mark-text' },
        `${f.t('start')} ${f.money(start)}`));
  }
  return svg;
}

/** The mean return as a point with its 95 % interval, on an axis through 0, with the exact return marked. */
export function returnPlot(doc, f, tally, exact) {
  const H = 92;
  const [left, right, mid] = [16, 16, 40];
  const { lo, hi } = returnRange(tally.return, tally.ci95, exact);
  const x = scale(lo, hi, left, W - right);
  const pct = v => `${f.num(v, 3)}\u00a0%`;
  const label = f.t('return-plot', f.num(tally.return, 4), f.num(tally.return - tally.ci95, 4), f.num(tally.return + tally.ci95, 4), f.num(exact, 4));
  const svg = figure(doc, H, label, 'return');
  svg.append(node(doc, 'line', { x1: left, x2: W - right, y1: mid + 22, y2: mid + 22, class: 'job-axis' }));
  for (const v of ticks(lo, hi, 6)) {
    svg.append(node(doc, 'line', { x1: x(v), x2: x(v), y1: mid + 22, y2: mid + 26, class: 'job-axis' }),
      node(doc, 'text', { x: x(v), y: mid + 38, 'text-anchor': 'middle' }, pct(v)));
  }
  const [a, b] = [x(tally.return - tally.ci95), x(tally.return + tally.ci95)];
  svg.append(
    node(doc, 'line', { x1: x(0), x2: x(0), y1: 6, y2: mid + 22, class: 'job-zero' }),
    node(doc, 'line', { x1: a, x2: b, y1: mid, y2: mid, class: 'sim-ci' }),
    node(doc, 'line', { x1: a, x2: a, y1: mid - 7, y2: mid + 7, class: 'sim-ci' }),
    node(doc, 'line', { x1: b, x2: b, y1: mid - 7, y2: mid + 7, class: 'sim-ci' }),
    node(doc, 'circle', { cx: x(tally.return), cy: mid, r: 5, class: 'sim-mean' }),
  );
  if (Number.isFinite(exact)) {
    const e = x(exact);
    svg.append(node(doc, 'path', { d: `M${e} ${mid - 12}l-6 -9h12z`, class: 'sim-exact' }),
      node(doc, 'text', { x: e, y: 10, 'text-anchor': e > W / 2 ? 'end' : 'start', class: 'sim-mark-text' }, f.t('exact', f.num(exact, 3))));
  }
  return svg;
}

/** The probability of ruin as a filled bar from 0 to 100 %. */
export function ruinPlot(doc, f, ruin) {
  const H = 34;
  const [left, right] = [2, 2];
  const x = scale(0, 1, left, W - right);
  const svg = figure(doc, H, `${f.t('ruin')}: ${f.num(ruin * 100, 2)}\u00a0%`, 'ruin');
  svg.append(
    node(doc, 'rect', { x: left, y: 4, width: W - left - right, height: 14, rx: 7, class: 'sim-gauge' }),
    node(doc, 'rect', { x: left, y: 4, width: Math.max(0, x(ruin) - left), height: 14, rx: 7, class: 'sim-gauge-fill' }),
    node(doc, 'text', { x: left, y: 32 }, '0\u00a0%'),
    node(doc, 'text', { x: W - right, y: 32, 'text-anchor': 'end' }, '100\u00a0%'),
  );
  return svg;
}
