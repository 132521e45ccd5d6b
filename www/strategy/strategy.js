// The Strategy panel (loaded when the player first opens it): the best chart
// of the table in play as printed cards lay it out (strategy-grid.js), its
// exact return next to perfect play's, the insurance and even money line,
// the exports (strategy-export.js), a print stylesheet, and the Trainer's
// setting and counts (strategy-trainer.js), and on shoe tables the index
// plays computed for the table (strategy-indices.js). The chart is computed by the
// strategy worker (strategy-compute.js), so the table answers meanwhile; the
// panel follows a switch of table or language. `p` comes from assist.js.
import { chartFor, knownChart, strategyWords } from './strategy-compute.js';
import { chartTables, legend } from './strategy-grid.js';
import { make } from '../core/dom.js';
import { addSheet } from '../core/sheet.js';
import { chartShapes, exportChart } from './strategy-export.js';
import { trainerSection } from './strategy-trainer.js';
import { indicesSection } from './strategy-indices.js';
import { upName } from './strategy-names.js';
import { numbers, percentOf } from '../core/format.js';
import { createStore } from '../core/store.js';

/** strategy.css in the game's document or shadow root, once; resolves when it applies. */
const styled = p => addSheet(p.doc, p.ui.game, new URL('./strategy.css', import.meta.url).href);

const fill = (text, ...args) => text.replace(/\{(\d)\}/g, (_, i) => args[i]);

/** A return in percent, six decimals, in the language `lang`, % after a no-break space: "−0,506829 %". */
export const percent = (v, lang = 'en') => percentOf(numbers(lang), v, 6);

/** The lines above the chart: the two returns, insurance and even money (texts). */
function facts(w, chart, lang) {
  const lines = [`${w['chart-return']} ${percent(chart.return, lang)}, ${w['perfect-return']} ${percent(chart.perfect, lang)}`];
  lines.push(w[`insurance-${chart.insurance}`] || '');
  if (chart.evenMoney) lines.push(w[`even-${chart.evenMoney}`] || '');
  return lines.filter(Boolean);
}

/** Shows `chart` in the panel: returns, insurance line, the tables and the legend. */
function showChart(s, w, chart) {
  const { doc } = s.p;
  const lang = s.p.lang();
  const returns = make(doc, 'p', 'strategy-returns');
  const own = make(doc, 'strong', '', percent(chart.return, lang));
  own.dataset.chartReturn = '';
  const best = make(doc, 'strong', '', percent(chart.perfect, lang));
  best.dataset.perfectReturn = '';
  returns.append(`${w['chart-return']} `, own, `, ${w['perfect-return']} `, best);
  const insurance = make(doc, 'p', 'strategy-insurance', facts(w, chart, lang).slice(1).join(' '));
  insurance.dataset.insurance = chart.insurance;
  const print = make(doc, 'div', 'strategy-chart');
  print.dataset.strategyChart = '';
  print.append(make(doc, 'p', 'strategy-print-title', s.title.textContent), returns, insurance, chartTables(doc, w, chart), legend(doc, w, chart));
  if (chart.unconverged && chart.unconverged.length) {
    // The engine's search stopped at its limit: say so above the chart.
    const note = make(doc, 'p', 'strategy-unconverged', fill(w['not-converged'], chart.sweepLimit, chart.unconverged.map(up => upName(w, up)).join(', ')));
    note.dataset.unconverged = chart.unconverged.join(' ');
    print.insertBefore(note, returns);
  }
  s.body.replaceChildren(print);
  s.status.textContent = '';
  s.status.hidden = true;
  delete s.node.dataset.computing;
  for (const b of s.exports) b.disabled = false;
  s.chart = chart;
}

/** Draws the panel for the table in play, in the game's language; computes the chart if needed. */
async function draw(s) {
  const { p } = s;
  const name = p.current().name;
  const lang = p.lang();
  s.name = name;
  s.lang = lang;
  const token = (s.token = {});
  const [w] = await Promise.all([strategyWords(lang), styled(p)]);
  if (s.token !== token) return;
  s.w = w;
  s.chart = null;
  s.title.textContent = fill(w.title, p.t(`table-${name}`));
  s.close.textContent = w.close;
  s.exports.forEach((b, i) => { b.textContent = w[['export-svg', 'export-png', 'print'][i]]; b.disabled = true; });
  if (s.trainer) s.trainer.stop();
  s.trainer = trainerSection(p.doc, w, p.key, p.mark(), p.own);
  s.trainerSlot.replaceChildren(s.trainer.node);
  const indices = indicesSection(p, w, name, p.table().rules());
  s.indicesSlot.replaceChildren(...(indices ? [indices] : []));
  const known = knownChart(p, name);
  if (known) {
    showChart(s, w, known);
    return;
  }
  s.body.replaceChildren();
  s.status.hidden = false;
  s.status.textContent = w.computing;
  s.node.dataset.computing = 'true';
  compute(s, token, w, name);
}

/** Asks the worker for the chart of `name` and shows it, unless the panel moved on meanwhile. */
async function compute(s, token, w, name) {
  try {
    const chart = await chartFor(s.p, name, s.p.table().rules());
    if (s.token === token) showChart(s, w, chart);
  } catch (e) {
    if (s.token === token) s.status.textContent = fill(w.failed, String((e && e.message) || e));
  } finally {
    if (s.token === token) delete s.node.dataset.computing;
  }
}

/** Exports the chart on screen as SVG or PNG, or prints it. */
function output(s, kind) {
  if (kind === 'print') return s.p.doc.defaultView.print();
  if (!s.chart) return;
  const layout = chartShapes(s.chart, s.w, s.title.textContent, facts(s.w, s.chart, s.p.lang()));
  exportChart(s.p.doc, s.node, layout, `blackjack-strategy-${s.name}`, kind).catch(e => { s.status.hidden = false; s.status.textContent = String(e.message || e); });
}

/** The panel's frame, made once: title, exports, close, status, chart and trainer slots. */
function frame(s) {
  const { doc } = s.p;
  const button = control => {
    const b = make(doc, 'button', 'btn btn-small');
    b.type = 'button';
    b.dataset.control = control;
    return b;
  };
  s.title = make(doc, 'h2', 'panel-title');
  s.title.id = `strategy-title-${Math.random().toString(36).slice(2)}`;
  s.title.tabIndex = -1;
  s.exports = ['export-svg', 'export-png', 'print'].map(button);
  s.exports.forEach((b, i) => b.addEventListener('click', () => output(s, ['svg', 'png', 'print'][i])));
  s.close = button('close-strategy');
  s.close.addEventListener('click', () => toggle(s));
  s.status = make(doc, 'p', 'strategy-status');
  s.status.setAttribute('role', 'status');
  s.body = make(doc, 'div', 'strategy-body');
  s.trainerSlot = make(doc, 'div');
  s.indicesSlot = make(doc, 'div');
  s.node = make(doc, 'section', 'panel strategy');
  s.node.dataset.strategy = '';
  s.node.setAttribute('aria-labelledby', s.title.id);
  const head = make(doc, 'div', 'strategy-head');
  head.append(s.title, ...s.exports, s.close);
  s.node.append(head, s.status, s.body, s.indicesSlot, s.trainerSlot);
  s.node.addEventListener('keydown', event => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    toggle(s);
  });
}

/** Opens the panel (after the game's layout) or closes it. */
function toggle(s) {
  const { ui } = s.p;
  if (s.node && s.node.isConnected) {
    s.node.remove();
    s.token = null;
    if (s.trainer) s.trainer.stop();
    ui.strategy.setAttribute('aria-expanded', 'false');
    ui.strategy.focus();
    return Promise.resolve();
  }
  if (!s.node) frame(s);
  ui.game.querySelector('.layout').after(s.node);
  ui.strategy.setAttribute('aria-expanded', 'true');
  const drawn = draw(s);
  drawn.then(() => s.title.focus(), () => {});
  return drawn;
}

/** Redraws the open panel when the table or the language changed. */
function follow(s) {
  if (!s.node || !s.node.isConnected) return;
  if (s.p.current().name !== s.name || s.p.lang() !== s.lang) draw(s).catch(() => {});
}

/** The Strategy panel of a game: {toggle()} (`p`: what assist.js passes); it follows each drawing of the table. */
export function strategyPanel(p) {
  // The panel's store, kept in the game's (p.lazy.strategy), written only by this module's functions.
  const s = p.own('strategy', () => createStore({
    p, node: null, name: null, lang: null, token: null, chart: null, w: null, trainer: null,
    exports: null, close: null, status: null, body: null, title: null, trainerSlot: null, indicesSlot: null,
  }));
  p.on('view', () => follow(s));
  p.on('lang', () => follow(s));
  return { toggle: () => toggle(s) };
}
