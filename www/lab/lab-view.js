// The Counting lab's results as text (lab.js asks; lab-plots.js draws the
// plots beside them): the ramp's figures with their errors, the ramp's steps,
// each true count's row, the ramp as plain text to copy or download, and the
// same question as a terminal command. Every figure is the engine's (the
// worker's `lab-ramp` answer, `r`); this only writes it. `w` brings the
// words: {t, num, money, pct, tc}.
import { make } from '../core/dom.js';

/** The ramp's figures, in order: [field, percent?]. `risk_of_ruin` is a fraction, shown in percent. */
export const FIGURES = [
  ['win_per_100'], ['sd_per_100'], ['di'], ['score'], ['n0'], ['certainty_equivalent'], ['risk_of_ruin', true],
];

/** The decimals a figure is written with: two significant digits of its error (as `blackjack ramp` prints it). */
export const decimals = error => (error > 0 ? Math.min(8, Math.max(0, 1 - Math.floor(Math.log10(error)))) : 2);

/** `value ± error` in the words `w`, percent where `percent`. */
export function withError(w, value, error, percent = false) {
  const k = percent ? 100 : 1;
  const d = decimals(error * k);
  const text = `${w.num(value * k, d)} ± ${w.num(error * k, d)}`;
  return percent ? `${text}\u00a0%` : text;
}

/** One figure's term and value: dd[data-lab-figure] with the engine's value and error in data-value, data-error. */
function figureRow(doc, w, r, [name, percent]) {
  const dd = make(doc, 'dd', '', withError(w, r[name], r[`${name}_error`], percent));
  dd.dataset.labFigure = name;
  dd.dataset.value = String(r[name]);
  dd.dataset.error = String(r[`${name}_error`]);
  return [make(doc, 'dt', '', w.t(name)), dd];
}

/** The figures' list, with the average bet and (back-counting) the share of rounds played. */
export function figures(doc, w, r) {
  const rows = FIGURES.map(f => figureRow(doc, w, r, f));
  const bet = make(doc, 'dd', '', w.money(Math.round(r.average_bet * 100) / 100));
  bet.dataset.labFigure = 'average_bet';
  bet.dataset.value = String(r.average_bet);
  rows.push([make(doc, 'dt', '', w.t('average_bet')), bet]);
  if (r.played < 1) {
    const played = make(doc, 'dd', '', w.pct(r.played * 100, 1));
    played.dataset.labFigure = 'played';
    played.dataset.value = String(r.played);
    rows.push([make(doc, 'dt', '', w.t('played')), played]);
  }
  const dl = make(doc, 'dl', 'job-facts', ...rows.flat());
  dl.dataset.labFigures = '';
  return dl;
}

/**
 * The ramp as steps: consecutive counts with the same bet joined, the first
 * "or less" and the last "or more": [{from, to, bet}] (bet 0: sitting out).
 */
export function steps(bets) {
  const out = [];
  for (const b of bets) {
    const last = out[out.length - 1];
    if (last && last.bet === b.bet) last.to = b.tc;
    else out.push({ from: b.tc, to: b.tc, bet: b.bet });
  }
  return out;
}

/** A step's counts in words: "+3 or more", "0 or less", "+1", "+1 … +2". */
export function stepCounts(w, step, bets) {
  const [first, last] = [bets[0].tc, bets[bets.length - 1].tc];
  if (step.from === first && step.to === last) return `${w.tc(first)} … ${w.tc(last)}`;
  if (step.from === first) return w.t('at-most', w.tc(step.to));
  if (step.to === last) return w.t('at-least', w.tc(step.from));
  return step.from === step.to ? w.tc(step.from) : `${w.tc(step.from)} … ${w.tc(step.to)}`;
}

/** A step's bet in words: the amount, or sitting out. */
const stepBet = (w, step) => (step.bet > 0 ? w.money(step.bet) : w.t('sit-out'));

/** The steps in one line, for the ramp plot's words: "0 or less: 15; +1: 55; …". */
export const stepsLine = (w, bets) => steps(bets).map(s => `${stepCounts(w, s, bets)}: ${stepBet(w, s)}`).join('; ');

/** The steps as a list: li[data-lab-step] with data-from, data-to and data-bet (the engine's amount). */
export function stepList(doc, w, bets) {
  const ol = make(doc, 'ol', 'lab-steps-list', ...steps(bets).map(s => {
    const li = make(doc, 'li', '', make(doc, 'span', 'lab-step-counts', stepCounts(w, s, bets)), ' ', make(doc, 'strong', '', stepBet(w, s)));
    Object.assign(li.dataset, { labStep: '', from: String(s.from), to: String(s.to), bet: String(s.bet) });
    return li;
  }));
  return ol;
}

/** Each true count's row: frequency, advantage, variance (each ± its error) and the bet; tr[data-tc]. */
export function countsTable(doc, w, r) {
  const table = make(doc, 'table', 'lab-counts-table');
  table.dataset.labCounts = '';
  const head = table.createTHead().insertRow();
  for (const key of ['tc', 'frequency', 'advantage', 'variance', 'bet']) {
    const th = make(doc, 'th', '', w.t(key));
    th.scope = 'col';
    head.append(th);
  }
  const body = table.createTBody();
  const bets = new Map(r.bets.map(b => [b.tc, b.bet]));
  for (const row of r.counts) {
    const tr = body.insertRow();
    tr.dataset.tc = String(row.tc);
    const th = make(doc, 'th', '', w.tc(row.tc, r.counts));
    th.scope = 'row';
    const bet = bets.get(row.tc);
    tr.append(th,
      make(doc, 'td', '', withError(w, row.frequency, row.frequency_error, true)),
      make(doc, 'td', '', withError(w, row.advantage, row.advantage_error, true)),
      make(doc, 'td', '', withError(w, row.variance, row.variance_error)),
      make(doc, 'td', '', bet > 0 ? w.money(bet) : w.t('sit-out')));
  }
  const wrap = make(doc, 'div', 'lab-table-wrap', table);
  // Scrolls on its own on a narrow screen: a region the keyboard can reach.
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', w.t('table-title'));
  return wrap;
}

/** The ramp as plain text, in the words `w`: the table, the question, the steps, the figures. */
export function exportText(w, title, r) {
  const wong = r.wong_in === null && r.wong_out === null ? []
    : [w.t('export-wong', r.wong_in === null ? w.t('export-none') : w.tc(r.wong_in), r.wong_out === null ? w.t('export-none') : w.tc(r.wong_out))];
  const width = Math.max(...steps(r.bets).map(s => stepCounts(w, s, r.bets).length));
  const lines = [
    w.t('title', title),
    w.t('export-ask', w.money(r.bankroll), r.spread, w.num(r.risk, 1, undefined, 4)),
    ...wong,
    '',
    ...steps(r.bets).map(s => `${stepCounts(w, s, r.bets).padEnd(width)}  ${stepBet(w, s)}`),
    '',
    ...FIGURES.map(([name, percent]) => `${w.t(name)}: ${withError(w, r[name], r[`${name}_error`], percent)}`),
    `${w.t('average_bet')}: ${w.money(Math.round(r.average_bet * 100) / 100)}`,
    w.t('errors'),
  ];
  return `${lines.join('\n')}\n`;
}

/** The same ramp asked of the command line. */
export function command(preset, r) {
  const parts = ['blackjack ramp', `--rules ${preset}`, `--bankroll ${r.bankroll}`, `--spread 1:${r.spread}`, `--risk ${r.risk}`];
  if (r.wong_in !== null) parts.push(`--wong-in ${r.wong_in}`);
  if (r.wong_out !== null) parts.push(`--wong-out ${r.wong_out}`);
  return parts.join(' ');
}
