// Plots' shared parts, drawn as inline SVG (no library): an SVG element with
// its attributes, and the pure helpers that place a figure on an axis (a
// linear scale, "nice" ticks). No game rule: the engine gives every figure.
// Used by the Simulate panel and the Counting lab; unit-tested in Node
// (tests/unit/simulate.test.mjs).

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element `tag` of `doc` with `attrs`, and `text` if given. */
export function svgNode(doc, tag, attrs = {}, text = null) {
  const el = doc.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== null) el.textContent = text;
  return el;
}

/** A "nice" step (1, 2 or 5 times a power of ten) near `span / count`. */
export function niceStep(span, count = 5) {
  const raw = Math.abs(span) / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** Ticks from `lo` to `hi` (both included in the range they cover) at a nice step. */
export function ticks(lo, hi, count = 5) {
  const step = niceStep(hi - lo, count);
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) {
    out.push(Math.abs(v) < step * 1e-9 ? 0 : Number(v.toPrecision(12)));
  }
  return out;
}

/** A linear map from [lo, hi] onto [from, to]. */
export const scale = (lo, hi, from, to) => v => from + ((v - lo) / (hi - lo || 1)) * (to - from);
