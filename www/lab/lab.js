// The Counting lab (loaded by assist.js only when the player clicks it): what
// counting Hi-Lo is worth at the table in play and how to bet it. Compute
// gets the table's counts (lab-counts.js: kept, or dealt by the engine
// port's worker for long jobs with progress; Cancel stops it at once), then
// asks the engine for the ramp of the bankroll, spread, risk and
// back-counting written in the fields (`lab-ramp`, a quick question); the
// engine checks every field and a refusal names it. The results: the
// figures with their errors, the advantage by true count, the ramp as
// steps, the risk of ruin by bankroll and trip (lab-plots.js), each count's
// row, and the ramp as text to copy or download (lab-view.js). It carries
// its own words (lab-words.js) and stylesheet (lab.css).
import WORDS from './lab-words.js';
import { make } from '../core/dom.js';
import { openJobPanel, panelWords, redoProgress, say, setRunning, showProgress, showResults } from '../core/job-panel.js';
import { fields } from './lab-form.js';
import { countsFor, forgetCounts } from './lab-counts.js';
import { countsPlot, rampPlot, riskPlot } from './lab-plots.js';
import { command, countsTable, exportText, figures, stepList, stepsLine, withError } from './lab-view.js';

/** A whole true count with its sign, "≤" or "≥" at the ends of `rows` (when given): "+3", "0", "≤−12". */
function trueCount(tc, rows) {
  const text = tc > 0 ? `+${tc}` : tc < 0 ? `\u2212${-tc}` : '0';
  if (!rows) return text;
  if (tc === rows[0].tc) return `≤${text}`;
  return tc === rows[rows.length - 1].tc ? `≥${text}` : text;
}

/** The words of the game's language now: {lang, t, num, money} and percentages and true counts. */
function wordsOf(g) {
  const w = panelWords(g, WORDS);
  return { ...w, pct: (v, digits = 1) => `${w.num(v, digits)}\u00a0%`, tc: trueCount };
}

/** The question the fields ask, as written (the engine checks it). */
function readAsk(s) {
  const { inputs } = s;
  const count = name => (inputs[name].value.trim() === '' ? null : Number(inputs[name].value));
  return {
    bankroll: Number(inputs.bankroll.value),
    spread: Number(inputs.spread.value),
    risk: Number(inputs.risk.value),
    wong_in: count('wong-in'),
    wong_out: count('wong-out'),
  };
}

/** The field each of the engine's refusals names. */
const FIELD_OF = { 'lab-bankroll': 'bankroll', 'lab-spread': 'spread', 'lab-risk': 'risk', 'lab-wong': 'wong-in' };

/** Marks the field a refusal named (none: every mark goes). */
function markField(s, code) {
  for (const [name, input] of Object.entries(s.inputs)) {
    const bad = FIELD_OF[code] === name || (code === 'lab-wong' && name === 'wong-out' && s.inputs['wong-out'].value !== '');
    if (bad) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

/** A progress message of the counts for the job `job` (stale unless it is the one in progress). */
function heard(s, job, msg) {
  if (s.job !== job) return;
  if (msg.phase === 'indices') {
    s.progress.removeAttribute('value');
    s.progressText.textContent = '';
    say(s, 'indices');
  } else {
    showProgress(s, 'dealing', msg.done, msg.total);
    // The status line (announced) says so once; the rounds count beside the bar.
    if (s.status?.[0] !== 'dealing-status') say(s, 'dealing-status');
  }
}

/** The ramp of `ask` from the counts of the table in play; counts the engine refuses as kept are dealt again, once. */
async function rampOf(s, job, ask) {
  const rules = s.g.rules();
  const progress = msg => heard(s, job, msg);
  for (let tries = 0; ; tries += 1) {
    const counts = await countsFor(s.g, s.g.preset(), rules, progress);
    if (s.job !== job) return null;
    say(s, 'sizing');
    try {
      const port = await s.g.engine();
      const { ramp } = await port.ask({ kind: 'lab-ramp', rules, bytes: counts.bytes, ask });
      return { ramp, counts };
    } catch (e) {
      if (e.code !== 'lab-kept' || tries > 0) throw e;
      await forgetCounts(s.g, counts.id);
    }
  }
}

/** Compute: the counts (kept or dealt), then the ramp of the fields' question. */
async function run(s) {
  if (s.running) return;
  const ask = readAsk(s);
  const job = { id: ++s.runs };
  s.job = job;
  markField(s, null);
  s.progress.hidden = false;
  s.progress.removeAttribute('value');
  s.progressText.textContent = '';
  setRunning(s, true);
  try {
    const answer = await rampOf(s, job, ask);
    if (s.job !== job || !answer) return;
    s.result = { ...answer, preset: s.g.preset() };
    s.progress.hidden = true;
    drawResults(s);
    say(s, 'done', w => withError(w, answer.ramp.score, answer.ramp.score_error));
  } catch (e) {
    if (e.stale || s.job !== job) return;
    s.progress.hidden = true;
    if (WORDS.en[e.code]) {
      markField(s, e.code);
      say(s, e.code, () => s.g.money(s.g.rules().min_bet));
      if (FIELD_OF[e.code]) s.inputs[FIELD_OF[e.code]].focus();
    } else {
      say(s, 'failed', String((e && e.message) || e));
    }
  } finally {
    if (s.job === job) {
      s.job = null;
      setRunning(s, false);
    }
  }
}

/** Where the counts came from, in words. */
function sourceLine(s) {
  const { ramp, counts } = s.result;
  const key = counts.source === 'stored' ? 'source-stored' : counts.kept ? 'source-computed' : 'source-unkept';
  const p = make(s.g.doc, 'p', 'hint', s.w.t(key, s.w.num(ramp.rounds, 0), s.w.num(counts.seconds ?? 0, 1), ramp.seed.slice(0, 8)));
  p.dataset.labSource = counts.source;
  if (counts.seconds !== undefined) p.dataset.seconds = String(counts.seconds);
  return p;
}

/** The export: the ramp as text, Copy and Download. */
function exportPart(s, text) {
  const { doc } = s.g;
  const pre = make(doc, 'pre', 'lab-export', text);
  pre.dataset.labExport = '';
  pre.tabIndex = 0;
  const copy = make(doc, 'button', 'btn btn-small', s.w.t('copy'));
  copy.type = 'button';
  copy.dataset.control = 'lab-copy';
  copy.addEventListener('click', () => navigator.clipboard.writeText(text).then(() => say(s, 'copied'), () => {
    doc.getSelection()?.selectAllChildren(pre);
  }));
  const download = make(doc, 'a', 'btn btn-small', s.w.t('download'));
  download.dataset.control = 'lab-export';
  download.href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  download.download = `ramp-${s.result.preset}.txt`;
  return [make(doc, 'h3', 'job-subtitle', s.w.t('export-title')), pre, make(doc, 'div', 'job-buttons', copy, download)];
}

/** After the texts are redone in the game's language: the progress's words and the results. */
function redraw(s) {
  redoProgress(s, 'dealing');
  drawResults(s);
}

/** The results, or none. */
function drawResults(s) {
  const { result, w, g } = s;
  if (!result) {
    showResults(s, null);
    return;
  }
  const { doc } = g;
  const r = result.ramp;
  const subtitle = key => make(doc, 'h3', 'job-subtitle', w.t(key));
  const notes = ['short', 'capped'].filter(k => r[k]).map(k => make(doc, 'p', 'lab-warning', w.t(k)));
  const code = make(doc, 'code', '', command(result.preset, r));
  showResults(s, [
    sourceLine(s),
    subtitle('figures'), figures(doc, w, r), make(doc, 'p', 'hint', w.t('errors')), ...notes,
    subtitle('ramp-title'), rampPlot(doc, w, r.bets, stepsLine(w, r.bets)), stepList(doc, w, r.bets),
    subtitle('counts-title'), countsPlot(doc, w, r.counts),
    subtitle('risk-title'), riskPlot(doc, w, r.curve, r.bankroll), riskLegend(doc, w, r.curve), make(doc, 'p', 'hint', w.t('risk-note')),
    make(doc, 'details', 'lab-details', make(doc, 'summary', '', w.t('table-title')), countsTable(doc, w, r)),
    ...exportPart(s, exportText(w, g.tableTitle(), r)),
    make(doc, 'p', 'lab-repeat', `${w.t('repeat')}: `, code),
  ]);
}

/** The risk plot's key: a swatch and the words of each line. */
function riskLegend(doc, w, curve) {
  const item = (cls, text) => make(doc, 'li', '', make(doc, 'span', `lab-swatch ${cls}`), text);
  return make(doc, 'ul', 'lab-legend',
    item('lab-life', w.t('lifetime')),
    ...curve.trips.map((t, i) => item(`lab-trip-${i}`, w.t('trip', w.num(t.rounds, 0)))));
}

/** Opens the Counting lab for the table in play of the game `game` (or brings the open one into view). */
export const open = game => openJobPanel(game, {
  name: 'lab', button: game.ui.lab, sheet: new URL('./lab.css', import.meta.url).href,
  prefix: 'lab', job: 'lab', fields, focus: 'bankroll',
  words: wordsOf, run, redraw, reset: s => markField(s, null),
});
