// The Simulate panel (loaded by assist.js only when the player clicks
// Simulate): the player's rounds, bet, bankroll, session length and sessions;
// Run asks the game's engine port for a long job (worker/simulate-run.js in
// its second worker) to play the table's best chart, with its progress; Cancel
// stops it at once; the results come as plots (simulate-plots.js) and as
// text. It carries its own words (simulate-words.js) and stylesheet
// (simulate.css), and imports none of the table's modules: only the core's
// format.js, sheet.js and job-panel.js (the panel's frame); the engine port comes with the game's view. What it uses of the
// game (game.js's `g`, from assist.js) is in `view` below.
import WORDS from './simulate-words.js';
import { fillTemplate, numbers } from '../core/format.js';
import { finalsPlot, returnPlot, ruinPlot } from './simulate-plots.js';
import { buildResults } from './simulate-view.js';
import { build } from './simulate-form.js';
import { addSheet } from '../core/sheet.js';
import { jobPanelSheet } from '../core/job-panel.js';
import { dealsToCutCard, spreadPart } from './simulate-spread.js';
import { createStore } from '../core/store.js';

/** The frame's stylesheet and simulate.css in the game's document or shadow root, once; resolves when they apply. */
const styled = g => Promise.all([
  jobPanelSheet(g.game.ownerDocument, g.game),
  addSheet(g.game.ownerDocument, g.game, new URL('./simulate.css', import.meta.url).href),
]);

/** The words of the game's language now: t(key, ...args), numbers and amounts. */
function wordsOf(g) {
  const lang = g.lang();
  const cat = WORDS[lang] || WORDS.en;
  const n = numbers(lang);
  return { lang, t: (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural), num: (v, digits) => n.num(v, digits), money: g.money };
}

/** 64 hex digits from the browser's crypto. */
function freshSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map(b => b.toString(16).padStart(2, '0')).join('');
}

/** The job the fields describe, or null when one is not valid. */
function readJob(s) {
  const { inputs } = s;
  if (!s.form.checkValidity()) return null;
  const n = name => Number(inputs[name].value);
  const job = {
    type: 'run', rules: s.g.rules(), preset: s.g.preset(),
    rounds: n('rounds'), bet: n('bet'), bankroll: n('bankroll'), session: n('session'), sessions: n('sessions'),
    seed: inputs.seed.value.trim().toLowerCase() || freshSeed(),
    spread: dealsToCutCard(s.g.rules()) ? inputs.spread.value.replace(/\s+/g, '') : '',
  };
  return job.bankroll >= job.bet ? job : null;
}

function setRunning(s, running) {
  s.running = running;
  s.runButton.disabled = running;
  s.cancelButton.disabled = !running;
  s.panel.setAttribute('aria-busy', String(running));
  for (const input of Object.values(s.inputs)) input.readOnly = running;
}

/** The status line: `key`'s text with `args` (a function of the words is redone in each language). */
function say(s, key, ...args) {
  s.status = [key, args];
  s.statusLine.textContent = s.w.t(key, ...args.map(a => (typeof a === 'function' ? a(s.w) : a)));
}

/** Starts a run with the fields' values. */
function run(s) {
  if (s.running) return;
  const job = readJob(s);
  if (!job) {
    say(s, 'invalid');
    return;
  }
  job.id = ++s.runs;
  s.job = job;
  s.result = null;
  drawResults(s);
  s.progress.hidden = false;
  s.progress.removeAttribute('value'); // indeterminate while the chart is found
  s.progressText.textContent = '';
  setRunning(s, true);
  say(s, 'chart');
  s.g.engine().then(port => port.run({ ...job, kind: 'simulate' }, msg => heard(s, job, msg))).then(
    answer => heard(s, job, { ...answer, type: 'done' }),
    e => e.stale || heard(s, job, { type: 'error', code: e.code, message: e.message }),
  );
}

function failed(s, message) {
  stop(s);
  say(s, 'failed', message);
}

/** A message from the worker about the run `job` (stale unless it is the run in progress). */
function heard(s, job, msg) {
  if (s.job !== job) return;
  if (msg.type === 'progress') {
    s.progress.max = msg.total;
    s.progress.value = msg.done;
    s.progressText.textContent = s.w.t('playing', s.w.num(msg.done, 0), s.w.num(msg.total, 0));
  } else if (msg.type === 'done') {
    setRunning(s, false);
    s.progress.value = s.progress.max;
    s.result = { job: s.job, ...msg };
    drawResults(s);
    say(s, 'done', w => w.num(msg.tally.return, 4));
  } else if (msg.type === 'error') {
    // The job is over: nothing left to cancel. The engine's refusals with a code are worded in the game's language.
    setRunning(s, false);
    if (msg.code && WORDS.en[msg.code]) {
      stop(s);
      say(s, msg.code);
    } else {
      failed(s, msg.message);
    }
  }
}

/** Stops the run in progress at once (the long jobs' worker goes; the next job starts another). */
function stop(s) {
  if (s.running) s.g.engine().then(port => port.cancel());
  s.job = null;
  setRunning(s, false);
}

/** Cancel: the run stops, and the panel says so. */
function cancel(s) {
  if (!s.running) return;
  stop(s);
  say(s, 'cancelled');
  s.runButton.focus();
}

function drawResults(s) {
  const { result, w, g } = s;
  if (!result) {
    s.results.replaceChildren();
    s.results.hidden = true;
    return;
  }
  const plots = {
    ret: returnPlot(g.doc, w, result.tally, result.exact),
    finals: result.sessions && finalsPlot(g.doc, w, result.sessions, result.job.bankroll),
    ruin: result.sessions && ruinPlot(g.doc, w, result.sessions.ruin),
  };
  const spread = result.spread ? spreadPart(g.doc, w, result) : [];
  s.results.replaceChildren(...buildResults(g.doc, w, result, plots), ...spread);
  s.results.hidden = false;
}

/** The defaults for the table in play: its minimum bet, the player's bankroll if it covers it. */
function defaults(s) {
  const rules = s.g.rules();
  const bet = Number(rules.min_bet);
  const { inputs } = s;
  inputs.bet.min = String(bet);
  inputs.bet.max = String(Number(rules.max_bet));
  inputs.bet.value = String(bet);
  const own = Number(s.g.bankroll());
  inputs.bankroll.min = String(bet);
  inputs.bankroll.value = String(own >= bet ? own : Number(rules.starting_bankroll));
  inputs.spread.closest('label').hidden = !dealsToCutCard(rules);
}

/** Every text of the panel in the game's language now. */
function retranslate(s) {
  s.w = wordsOf(s.g);
  for (const [node, key, attr, args] of s.texts) {
    const text = s.w.t(key, ...(typeof args === 'function' ? args() : args));
    if (attr) node.setAttribute(attr, text); else node.textContent = text;
  }
  if (s.status) say(s, s.status[0], ...s.status[1]);
  if (s.progress.hasAttribute('value') && s.progressText.textContent) {
    s.progressText.textContent = s.w.t('playing', s.w.num(s.progress.value, 0), s.w.num(s.progress.max, 0));
  }
  drawResults(s);
}

/** The table changed: the run stops, its results go, the defaults follow the new table. */
function tableChanged(s) {
  if (s.g.preset() === s.preset) return;
  s.preset = s.g.preset();
  stop(s);
  s.result = null;
  s.status = null;
  s.statusLine.textContent = '';
  s.progress.hidden = true;
  defaults(s);
  retranslate(s);
}

function close(s) {
  stop(s);
  s.observer.disconnect();
  s.g.tableSelect.removeEventListener('change', s.onTable);
  s.panel.remove();
  s.g.drop('simulate');
  s.g.button.setAttribute('aria-expanded', 'false');
  s.g.button.focus();
}

/** What the panel uses of the game `game` (game.js's state). */
const view = game => ({
  doc: game.doc, game: game.ui.game, host: game.ui.verifyResult.parentNode, button: game.ui.simulate, tableSelect: game.ui.tableSelect,
  rules: () => game.table.rules(), preset: () => game.current.name, tableTitle: () => game.w.presetTitle(game.current.name),
  bankroll: () => game.table.snapshot().bankroll, lang: () => game.lang, money: v => game.w.money(v), lazy: game.lazy, own: game.own, drop: game.drop,
  engine: game.engine,
});

/** Opens the Simulate panel for the table in play of the game `game` (or brings the open one into view). */
export async function open(game) {
  const g = view(game);
  await styled(g);
  let s = g.lazy.simulate; // the open panel's state, kept in the game's store
  if (!s) {
    s = createStore({
      g, texts: [], runs: 0, running: false, job: null, result: null, status: null, preset: g.preset(), w: null,
      title: null, panel: null, form: null, inputs: null, runButton: null, cancelButton: null, progress: null, progressText: null,
      statusLine: null, results: null, observer: null, onTable: null,
    });
    s.w = wordsOf(g);
    build(s, { run, cancel, close });
    defaults(s);
    setRunning(s, false);
    retranslate(s);
    g.own('simulate', () => s);
    g.host.after(s.panel);
    s.observer = new MutationObserver(() => retranslate(s));
    s.observer.observe(g.game, { attributes: true, attributeFilter: ['lang'] });
    s.onTable = () => tableChanged(s);
    g.tableSelect.addEventListener('change', s.onTable);
    g.button.setAttribute('aria-expanded', 'true');
  }
  s.panel.scrollIntoView({ block: 'nearest' });
  s.inputs.rounds.focus({ preventScroll: true });
  return s;
}
