// The chart as people know it from printed cards: three tables (hard totals,
// soft totals, pairs) with the dealer's up card across, one cell per hand and
// up card holding the engine's code (H, S, P, D, Ds, Rh, Rs, Rp), coloured by
// its action (strategy.css), and a dot where the exact best play differs from
// the chart for some usual two-card hand (the engine's `differs`). Also the
// same chart as plain shapes (`chartShapes`) for the SVG and PNG exports.
// DOM by createElement and textContent only.
import { make } from '../core/dom.js';
import { rankLabel } from './strategy-names.js';


/** The dealer's up cards, in the columns' order. */
export const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'];
/** The chart's codes, in the legend's order. */
export const CODES = ['H', 'S', 'D', 'Ds', 'P', 'Rh', 'Rs', 'Rp'];
/** The three tables: the chart's field, the cells' prefix, the heading's key. */
export const SECTIONS = [
  { field: 'hard', prefix: 'hard', key: 'hard' },
  { field: 'soft', prefix: 'soft', key: 'soft' },
  { field: 'pairs', prefix: 'pair', key: 'pairs' },
];

/** A row's label as printed cards write it: "16", "A,7" (soft 18), "8,8", "10,10". */
export function rowLabel(prefix, row) {
  if (prefix === 'hard') return row;
  if (prefix === 'pair') return `${rankLabel(row)},${rankLabel(row)}`;
  return `A,${rankLabel(Number(row) - 11)}`;
}

/** Cell id → the hands the exact play differs for ("hard-12-4" → ["10-2"]). */
export const differing = chart => new Map((chart.differs || []).map(d => [d.cell, d.hands]));

/** A table of class `className` with a head row of the words `w[k]` of `keys`, as column headers. */
export function tableWithHead(doc, className, w, keys) {
  const table = make(doc, 'table', className);
  const head = make(doc, 'tr');
  for (const k of keys) {
    const th = make(doc, 'th', '', w[k]);
    th.scope = 'col';
    head.append(th);
  }
  table.createTHead().append(head);
  return table;
}

/** One table of the chart: a caption, the up cards across, a row per hand. */
function table(doc, w, section, rows, differs) {
  const t = make(doc, 'table', 'chart-table');
  t.dataset.chartKind = section.prefix;
  t.append(make(doc, 'caption', '', w[section.key]));
  const head = make(doc, 'tr');
  const corner = make(doc, 'th', 'chart-corner', w.hand);
  corner.scope = 'col';
  head.append(corner, ...UPS.map(up => {
    const th = make(doc, 'th', '', rankLabel(up));
    th.scope = 'col';
    th.title = w.up;
    return th;
  }));
  const body = make(doc, 'tbody');
  for (const [row, codes] of Object.entries(rows)) {
    const th = make(doc, 'th', '', rowLabel(section.prefix, row));
    th.scope = 'row';
    if (section.prefix !== 'hard') th.title = (section.prefix === 'soft' ? w['soft-row'] : w['pair-row']).replace('{0}', section.prefix === 'pair' ? rankLabel(row) : row);
    const tr = make(doc, 'tr');
    tr.append(th, ...codes.map((code, i) => cell(doc, w, `${section.prefix}-${row}-${UPS[i]}`, code, differs)));
    body.append(tr);
  }
  t.append(make(doc, 'thead'), body);
  t.tHead.append(head);
  return t;
}

function cell(doc, w, id, code, differs) {
  const td = make(doc, 'td', `code code-${code}`, code);
  td.dataset.cell = id;
  td.dataset.code = code;
  const hands = differs.get(id);
  td.title = w[`code-${code}`];
  if (hands) {
    td.classList.add('differs');
    td.dataset.differs = hands.join(' ');
    td.title += `. ${w['differs-cell'].replace('{0}', hands.join(', '))}`;
  }
  return td;
}

/** The chart's three tables in `doc`, with the words `w` (the strategy catalogue). */
export function chartTables(doc, w, chart) {
  const differs = differing(chart);
  const box = make(doc, 'div', 'chart-tables');
  for (const section of SECTIONS) box.append(table(doc, w, section, chart[section.field], differs));
  return box;
}

/** The legend: the colour and meaning of each code the chart uses, and the dot where it has one. */
export function legend(doc, w, chart) {
  const used = new Set(SECTIONS.flatMap(section => Object.values(chart[section.field]).flat()));
  const list = make(doc, 'ul', 'chart-legend');
  list.setAttribute('aria-label', w.legend);
  for (const code of CODES.filter(c => used.has(c))) {
    const item = make(doc, 'li');
    item.append(make(doc, 'span', `code code-${code}`, code), ` ${w[`code-${code}`]}`);
    list.append(item);
  }
  if ((chart.differs || []).length) {
    const dot = make(doc, 'li', 'legend-differs');
    dot.append(make(doc, 'span', 'code differs', ' '), ` ${w['differs-legend']}`);
    list.append(dot);
  }
  return list;
}
