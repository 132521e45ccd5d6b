// The Simulate panel (loaded by assist.js only when the player clicks
// Simulate): the player's rounds, bet, bankroll, session length and sessions;
// Run asks the game's engine port for a long job (worker/simulate-run.js in
// its second worker) to play the table's best chart, with its progress; Cancel
// stops it at once; the results come as plots (simulate-plots.js) and as
// text. It carries its own words (simulate-words.js) and stylesheet
// (simulate.css), and imports none of the table's modules: only the core's
// job-panel.js (the frame and ways of a long job's panel, and what it uses
// of the game, in its `view`); the engine port comes with the game's view.
import WORDS from './simulate-words.js';
import { finalsPlot, returnPlot, ruinPlot } from './simulate-plots.js';
import { buildResults } from './simulate-view.js';
import { fields } from './simulate-form.js';
import { openJobPanel, panelWords, redoProgress, say, setRunning, showProgress, showResults, stopJob } from '../core/job-panel.js';
import { dealsToCutCard, spreadPart } from './simulate-spread.js';

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
  stopJob(s);
  say(s, 'failed', message);
}

/** A message from the worker about the run `job` (stale unless it is the run in progress). */
function heard(s, job, msg) {
  if (s.job !== job) return;
  if (msg.type === 'progress') {
    showProgress(s, 'playing', msg.done, msg.total);
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
      stopJob(s);
      say(s, msg.code);
    } else {
      failed(s, msg.message);
    }
  }
}

function drawResults(s) {
  const { result, w, g } = s;
  if (!result) {
    showResults(s, null);
    return;
  }
  const plots = {
    ret: returnPlot(g.doc, w, result.tally, result.exact),
    finals: result.sessions && finalsPlot(g.doc, w, result.sessions, result.job.bankroll),
    ruin: result.sessions && ruinPlot(g.doc, w, result.sessions.ruin),
  };
  const spread = result.spread ? spreadPart(g.doc, w, result) : [];
  showResults(s, [...buildResults(g.doc, w, result, plots), ...spread]);
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

/** After the texts are redone in the game's language: the progress's words and the results. */
function redraw(s) {
  redoProgress(s, 'playing');
  drawResults(s);
}

/** Opens the Simulate panel for the table in play of the game `game` (or brings the open one into view). */
export const open = game => openJobPanel(game, {
  name: 'simulate', button: game.ui.simulate, sheet: new URL('./simulate.css', import.meta.url).href,
  prefix: 'sim', job: 'simulation', fields, focus: 'rounds',
  words: g => panelWords(g, WORDS), run, redraw, reset: defaults,
});
