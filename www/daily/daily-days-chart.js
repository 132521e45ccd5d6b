// The score over the last days (the days kept's chart, daily-days.js): one
// bar a day, today the last, its height the day's score (the expected value
// its decisions lost, in bets: lower is better), a dot for a perfect day,
// nothing for a day not played. A list a screen reader reads as text, a
// line a day (`[data-chart-date]`, `data-value` the engine's score); the
// bars themselves are drawing only.
import { make } from '../core/dom.js';
import { barHeights, dateText, lastDays, written } from './daily-days-dates.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A day's bar, `height` percent of the chart's: an SVG rectangle drawn from
 * the bottom (its height an attribute, no inline style, which the page's
 * policy forbids), coloured by the day's worst grade.
 */
function scoreBar(doc, row, height) {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('class', `days-bar mark-${worst(row)}`);
  svg.setAttribute('viewBox', '0 0 16 100');
  svg.setAttribute('preserveAspectRatio', 'none');
  const rect = doc.createElementNS(SVG, 'rect');
  for (const [name, value] of [['x', 0], ['y', 100 - height], ['width', 16], ['height', height]]) rect.setAttribute(name, String(value));
  svg.append(rect);
  return svg;
}

/** One day's place in the chart (`row`: the day kept, or undefined). */
function slot(doc, dw, date, row, height) {
  // A day not played is a gap on the axis, a perfect day a dot, any other its bar.
  const bar = row && height > 0 ? scoreBar(doc, row, height) : make(doc, 'span', row ? 'days-bar days-bar-perfect' : 'days-bar');
  bar.setAttribute('aria-hidden', 'true');
  const when = dateText(date, dw.lang, 'long');
  let text = dw.t('chart-gap', when);
  if (row) text = dw.t(height === 0 ? 'chart-perfect' : 'chart-day', when, written(row.score, dw.n));
  const li = make(doc, 'li', row ? 'days-slot played' : 'days-slot', bar, make(doc, 'span', 'days-sr', text));
  li.dataset.chartDate = date;
  if (row) li.dataset.value = row.score;
  li.title = text;
  return li;
}

/** The worst grade of a day's decisions (its bar's colour). */
const worst = row => ['blunder', 'mistake', 'inaccuracy'].find(g => row.grades[g] > 0) || 'best';

/**
 * The chart of the days kept `rows` over the last days up to `today`, in
 * the words `dw` ({t, n, lang}): a figure with its title, the bars, the
 * first and last dates under them, and what a bar means.
 */
export function daysChart(doc, dw, rows, today) {
  const dates = lastDays(today);
  const byDate = new Map(rows.map(r => [r.date, r]));
  const { scale, heights } = barHeights(dates.map(d => (byDate.has(d) ? byDate.get(d).score : null)));
  const title = make(doc, 'figcaption', 'days-subtitle', dw.t('chart-title', dates.length));
  const bars = make(doc, 'ol', 'days-bars', ...dates.map((d, i) => slot(doc, dw, d, byDate.get(d), heights[i])));
  // The top of the chart as the engine wrote the tallest day's score (or the least scale, 0.1 bets).
  const tallest = rows.find(r => dates.includes(r.date) && Number(r.score) === scale);
  const top = make(doc, 'span', 'days-scale', dw.t('chart-scale', written(tallest ? tallest.score : '0.1000', dw.n)));
  const axis = make(doc, 'div', 'days-axis',
    make(doc, 'span', '', dateText(dates[0], dw.lang, 'short')), make(doc, 'span', '', dateText(dates[dates.length - 1], dw.lang, 'short')));
  for (const node of [top, axis]) node.setAttribute('aria-hidden', 'true');
  const help = make(doc, 'p', 'days-help', dw.t('chart-help'));
  const figure = make(doc, 'figure', 'days-chart', title, make(doc, 'div', 'days-plot', top, bars, axis), help);
  figure.dataset.daysChart = '';
  return figure;
}
