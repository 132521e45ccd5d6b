// The chart as a picture: laid out once as plain shapes (rectangles and
// texts), written as an SVG document or painted on a canvas for a PNG. The
// PNG is painted from the shapes, not from the SVG through an <img>: a strict
// Content-Security-Policy (img-src 'self') refuses blob: and data: images.
// Downloads go through an <a download> with a blob: URL.
import { UPS, CODES, SECTIONS, rowLabel, differing } from './strategy-grid.js';
import { rankLabel } from './strategy-names.js';

/** Each code's colour (the Okabe–Ito palette, safe for colour-blind eyes) and its text's. */
export const COLOURS = {
  H: ['#f4f2ea', '#1b1b1f'], S: ['#f0e442', '#1b1b1f'], D: ['#0072b2', '#ffffff'], Ds: ['#56b4e9', '#1b1b1f'],
  P: ['#009e73', '#000000'], Rh: ['#d55e00', '#000000'], Rs: ['#e69f00', '#1b1b1f'], Rp: ['#cc79a7', '#1b1b1f'],
};
const CW = 34; // a cell's width
const CH = 22; // a row's height
const LW = 46; // the row labels' width
const GAP = 24;

/** One table's shapes at (x, y); returns its height. */
function tableShapes(out, w, section, rows, differs, x, y) {
  out.push({ text: w[section.key], x, y: y + 16, bold: true, size: 14 });
  y += CH + 4;
  out.push({ text: w.hand, x: x + LW / 2, y: y + 15, anchor: 'middle', size: 11 });
  UPS.forEach((up, i) => out.push({ text: rankLabel(up), x: x + LW + i * CW + CW / 2, y: y + 15, anchor: 'middle', bold: true }));
  y += CH;
  for (const [row, codes] of Object.entries(rows)) {
    out.push({ text: rowLabel(section.prefix, row), x: x + LW / 2, y: y + 15, anchor: 'middle', bold: true });
    codes.forEach((code, i) => {
      const cell = `${section.prefix}-${row}-${UPS[i]}`;
      const [fill, ink] = COLOURS[code] || ['#ffffff', '#000000'];
      const cx = x + LW + i * CW;
      out.push({ rect: [cx, y, CW, CH], fill, cell });
      out.push({ text: code, x: cx + CW / 2, y: y + 15, anchor: 'middle', fill: ink, bold: true, cell });
      if (differs.has(cell)) out.push({ dot: [cx + CW - 5, y + 5, 2.5], fill: ink, cell });
    });
    y += CH;
  }
  return (Object.keys(rows).length + 2) * CH + 4;
}

/** The legend's shapes at `y`: each code the chart uses with its meaning, two a line; returns its height. */
function legendShapes(out, w, chart, x, y, column) {
  const used = new Set(SECTIONS.flatMap(section => Object.values(chart[section.field]).flat()));
  const codes = CODES.filter(c => used.has(c));
  codes.forEach((code, i) => {
    const cx = x + (i % 2) * column;
    const cy = y + Math.floor(i / 2) * CH;
    const [fill, ink] = COLOURS[code];
    out.push({ rect: [cx, cy, CW, CH - 4], fill });
    out.push({ text: code, x: cx + CW / 2, y: cy + 13, anchor: 'middle', fill: ink, bold: true });
    out.push({ text: w[`code-${code}`], x: cx + CW + 6, y: cy + 13, size: 11 });
  });
  return Math.ceil(codes.length / 2) * CH;
}

/**
 * The chart as shapes: {width, height, shapes}; `title` and `lines` (the
 * returns, insurance) above the tables: hard totals on the left, soft totals
 * and pairs on the right.
 */
export function chartShapes(chart, w, title, lines) {
  const shapes = [{ text: title, x: 12, y: 24, bold: true, size: 16 }];
  lines.forEach((line, i) => shapes.push({ text: line, x: 12, y: 46 + i * 18, size: 12 }));
  const top = 46 + lines.length * 18;
  const differs = differing(chart);
  const [hard, soft, pairs] = SECTIONS;
  const left = tableShapes(shapes, w, hard, chart.hard, differs, 12, top);
  const right = LW + UPS.length * CW;
  let h = tableShapes(shapes, w, soft, chart.soft, differs, 12 + right + GAP, top);
  h += tableShapes(shapes, w, pairs, chart.pairs, differs, 12 + right + GAP, top + h + 8) + 8;
  const bottom = top + Math.max(left, h) + 8;
  const key = legendShapes(shapes, w, chart, 12, bottom, right + GAP);
  return { width: 24 + 2 * right + GAP, height: bottom + key + 12, shapes };
}

const escape = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The shapes as an SVG document (text), each cell's shapes in a <g data-cell="hard-16-T">. */
export function toSvg({ width, height, shapes }) {
  const parts = [];
  let group = null;
  for (const s of shapes) {
    if (s.cell !== group) {
      if (group) parts.push('</g>');
      if (s.cell) parts.push(`<g data-cell="${escape(s.cell)}">`);
      group = s.cell || null;
    }
    if (s.rect) parts.push(`<rect x="${s.rect[0]}" y="${s.rect[1]}" width="${s.rect[2]}" height="${s.rect[3]}" fill="${s.fill}" stroke="#000000" stroke-width="0.5"/>`);
    else if (s.dot) parts.push(`<circle cx="${s.dot[0]}" cy="${s.dot[1]}" r="${s.dot[2]}" fill="${s.fill}"/>`);
    else {
      const anchor = s.anchor ? ` text-anchor="${s.anchor}"` : '';
      parts.push(`<text x="${s.x}" y="${s.y}"${anchor} font-size="${s.size || 12}"${s.bold ? ' font-weight="bold"' : ''} fill="${s.fill || '#000000'}">${escape(s.text)}</text>`);
    }
  }
  if (group) parts.push('</g>');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Arial, Helvetica, sans-serif">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${parts.join('')}</svg>`;
}

/** Paints the shapes on a 2D canvas context (white background), `scale` times their size. */
export function paint(ctx, { width, height, shapes }, scale = 2) {
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  for (const s of shapes) {
    ctx.fillStyle = s.fill || '#000000';
    if (s.rect) {
      ctx.fillRect(...s.rect);
      ctx.strokeStyle = '#000000';
      ctx.lineWidth = 0.5;
      ctx.strokeRect(...s.rect);
    } else if (s.dot) {
      ctx.beginPath();
      ctx.arc(s.dot[0], s.dot[1], s.dot[2], 0, 2 * Math.PI);
      ctx.fill();
    } else {
      ctx.font = `${s.bold ? 'bold ' : ''}${s.size || 12}px Arial, Helvetica, sans-serif`;
      ctx.textAlign = s.anchor === 'middle' ? 'center' : 'left';
      ctx.fillText(s.text, s.x, s.y);
    }
  }
}

/** Saves `blob` as `name` through a hidden <a download> in `where`. */
export function download(doc, where, blob, name) {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  where.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports the shapes as `<name>.svg` or `<name>.png` (painted at twice their size). */
export function exportChart(doc, where, layout, name, kind) {
  if (kind === 'svg') {
    download(doc, where, new Blob([toSvg(layout)], { type: 'image/svg+xml' }), `${name}.svg`);
    return Promise.resolve();
  }
  const canvas = doc.createElement('canvas');
  canvas.width = layout.width * 2;
  canvas.height = layout.height * 2;
  paint(canvas.getContext('2d'), layout, 2);
  return new Promise((resolve, reject) => canvas.toBlob(blob => {
    if (!blob) return reject(new Error('the picture could not be made'));
    download(doc, where, blob, `${name}.png`);
    resolve();
  }, 'image/png'));
}
