// Pure helpers of the Simulate panel's plots: bins and the return's range
// (the axes' helpers are core/plot.js). No DOM and no game rule: the engine
// gives every figure, this only places it on a scale.
// Unit-tested in Node: tests/unit/simulate.test.mjs.
import { niceStep } from '../core/plot.js';

/**
 * A histogram of `values` in about `count` bins of a nice width:
 * `{lo, hi, width, counts}`, with `lo` and `hi` the bins' outer edges.
 */
export function histogram(values, count = 24) {
  if (!values.length) return { lo: 0, hi: 1, width: 1, counts: [] };
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const width = niceStep(max - min || 1, count);
  const lo = Math.floor(min / width) * width;
  const bins = Math.max(1, Math.floor((max - lo) / width) + 1);
  const counts = new Array(bins).fill(0);
  for (const v of values) counts[Math.min(bins - 1, Math.floor((v - lo) / width))] += 1;
  return { lo, hi: lo + bins * width, width, counts };
}

/**
 * The range of the return plot: it holds 0, the interval `mean ± ci` and the
 * `exact` mark (if any), with a margin; `{lo, hi}` in percent.
 */
export function returnRange(mean, ci, exact = null) {
  const points = [0, mean - ci, mean + ci];
  if (exact !== null && Number.isFinite(exact)) points.push(exact);
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  const pad = (hi - lo || 1) * 0.12;
  return { lo: lo - pad, hi: hi + pad };
}
