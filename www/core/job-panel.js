// A panel that runs a long job of the engine port (the Simulate panel, the
// Counting lab): its frame (the title and Close, a form of fields with Run
// and Cancel, the progress bar with its words, the status line and the
// results' place) and what every such panel does with it: open once per
// game (its state kept in the game's store under the panel's name), follow
// the game's language and table, run and cancel the job, close. The nodes
// go into the panel's state `s` by name (title, form, inputs, runButton,
// cancelButton, progress, progressText, statusLine, results, panel); each
// text is a key of the panel's own words, kept in `s.texts` as [node, key,
// attribute or null, args] to be redone in another language. Its
// stylesheet, core/job-panel.css, comes with it.
import { addSheet } from './sheet.js';
import { createStore } from './store.js';
import { fillTemplate, numbers } from './format.js';


/** A maker of `s.g.doc`'s elements whose words are the keys given: make(tag, class, key, attribute, args). */
export function maker(s) {
  return (tag, cls, key, attr, args = []) => {
    const node = s.g.doc.createElement(tag);
    if (cls) node.className = cls;
    if (key) s.texts.push([node, key, attr, args]);
    return node;
  };
}

/**
 * Builds the frame into `s`: `prefix` names its classes (`sim`: .sim,
 * .sim-head, …) and its data attribute (`data-sim` on the panel,
 * `data-sim-results` on the results), `job` its buttons' data-control
 * (`run-simulation`, `cancel-simulation`, `close-simulation`); `fields` are
 * the form's labelled fields; `run`, `cancel` and `close` are called with `s`
 * (Run submits the form; Escape closes).
 */
function buildJobPanel(s, { prefix, job, fields }, { run, cancel, close }) {
  const make = maker(s);
  const data = name => prefix + name.charAt(0).toUpperCase() + name.slice(1);
  const id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
  s.title = make('h2', `panel-title job-title ${prefix}-title`, 'title', null, () => [s.g.tableTitle()]);
  s.title.id = `${id}-title`;
  const closeButton = make('button', 'btn btn-small', 'close');
  closeButton.type = 'button';
  closeButton.dataset.control = `close-${job}`;
  s.runButton = make('button', 'btn btn-gold', 'run');
  s.runButton.type = 'submit';
  s.runButton.dataset.control = `run-${job}`;
  s.cancelButton = make('button', 'btn btn-plain', 'cancel');
  s.cancelButton.type = 'button';
  s.cancelButton.dataset.control = `cancel-${job}`;
  s.form = make('form', `job-form ${prefix}-form`);
  s.form.noValidate = true;
  const buttons = make('div', `job-buttons ${prefix}-buttons`);
  buttons.append(s.runButton, s.cancelButton);
  s.form.append(...fields, buttons);
  const progressLabel = make('span', `${prefix}-progress-label`, 'progress');
  progressLabel.id = `${id}-progress`;
  s.progress = make('progress', '');
  s.progress.dataset.progress = '';
  s.progress.setAttribute('aria-labelledby', progressLabel.id);
  s.progress.hidden = true;
  s.progressText = make('span', `${prefix}-progress-text`);
  s.statusLine = make('p', `job-status ${prefix}-status`);
  s.statusLine.setAttribute('role', 'status');
  s.results = make('div', `job-results ${prefix}-results`);
  s.results.dataset[data('results')] = '';
  s.results.hidden = true;
  const head = make('div', `job-head ${prefix}-head`);
  head.append(s.title, closeButton);
  s.panel = make('section', `panel job ${prefix}`);
  s.panel.dataset[prefix] = '';
  s.panel.setAttribute('aria-labelledby', s.title.id);
  s.panel.tabIndex = -1;
  const bar = make('div', `job-progress ${prefix}-progress`);
  bar.append(progressLabel, s.progress, s.progressText);
  s.panel.append(head, make('p', 'hint', 'intro'), s.form, bar, s.statusLine, s.results);
  closeButton.addEventListener('click', () => close(s));
  s.cancelButton.addEventListener('click', () => cancel(s));
  s.form.addEventListener('submit', event => {
    event.preventDefault();
    run(s);
  });
  s.panel.addEventListener('keydown', event => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close(s);
  });
}

/** The words of the game's language now, from the panel's `words` (by language): {lang, t(key, ...args), num, money}. */
export function panelWords(g, words) {
  const lang = g.lang();
  const cat = words[lang] || words.en;
  const n = numbers(lang);
  return {
    lang,
    t: (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural),
    num: (v, digits, sign, max) => n.num(v, digits, sign, max),
    money: g.money,
  };
}

/** Marks the job running (Run off, Cancel on, the fields read-only) or not. */
export function setRunning(s, running) {
  s.running = running;
  s.runButton.disabled = running;
  s.cancelButton.disabled = !running;
  s.panel.setAttribute('aria-busy', String(running));
  for (const input of Object.values(s.inputs)) input.readOnly = running;
}

/** The status line: `key`'s text with `args` (a function of the words is redone in each language). */
export function say(s, key, ...args) {
  s.status = [key, args];
  s.statusLine.textContent = s.w.t(key, ...args.map(a => (typeof a === 'function' ? a(s.w) : a)));
}

/** The progress bar at `done` of `total`, and its words: the panel's `key` ("Played {0} of {1} rounds") in the language now. */
export function showProgress(s, key, done, total) {
  s.progress.max = total;
  s.progress.value = done;
  s.progressText.textContent = s.w.t(key, s.w.num(done, 0), s.w.num(total, 0));
}

/** The progress's words in the language now, where the bar shows some (after the texts are redone). */
export function redoProgress(s, key) {
  if (s.progress.hasAttribute('value') && s.progressText.textContent) showProgress(s, key, s.progress.value, s.progress.max);
}

/** The results' place shows `nodes`, or nothing and is hidden (null). */
export function showResults(s, nodes) {
  s.results.replaceChildren(...(nodes || []));
  s.results.hidden = !nodes;
}

/** Stops the job in progress at once (the long jobs' worker goes; the next job starts another). */
export function stopJob(s) {
  if (s.running) s.g.engine().then(port => port.cancel());
  s.job = null;
  setRunning(s, false);
}

/** Cancel: the job stops, and the panel says so. */
function cancel(s) {
  if (!s.running) return;
  stopJob(s);
  say(s, 'cancelled');
  s.runButton.focus();
}

/** Every text of the panel in the game's language now, then the panel's own redrawing. */
function retranslate(s) {
  s.w = s.spec.words(s.g);
  for (const [node, key, attr, args] of s.texts) {
    const text = s.w.t(key, ...(typeof args === 'function' ? args() : args));
    if (attr) node.setAttribute(attr, text); else node.textContent = text;
  }
  if (s.status) say(s, s.status[0], ...s.status[1]);
  s.spec.redraw(s);
}

/** The table changed: the job stops, its results go, the panel resets what follows the table. */
function tableChanged(s) {
  if (s.g.preset() === s.preset) return;
  s.preset = s.g.preset();
  stopJob(s);
  s.result = null;
  s.status = null;
  s.statusLine.textContent = '';
  s.progress.hidden = true;
  s.spec.reset(s);
  retranslate(s);
}

function close(s) {
  stopJob(s);
  s.observer.disconnect();
  s.g.tableSelect.removeEventListener('change', s.onTable);
  s.panel.remove();
  s.g.drop(s.spec.name);
  s.g.button.setAttribute('aria-expanded', 'false');
  s.g.button.focus();
}

/** What a panel uses of the game `game` (game.js's state); `button` the panel's own. */
const view = (game, button) => ({
  doc: game.doc, game: game.ui.game, host: game.ui.verifyResult.parentNode, button, tableSelect: game.ui.tableSelect,
  rules: () => game.table.rules(), preset: () => game.current.name, tableTitle: () => game.w.presetTitle(game.current.name),
  bankroll: () => game.table.snapshot().bankroll, lang: () => game.lang, money: v => game.w.money(v), key: game.key,
  lazy: game.lazy, own: game.own, drop: game.drop, engine: game.engine,
});

/**
 * Opens the panel `spec` for the table in play of the game `game` (or
 * brings the open one into view), and resolves to its state `s`. `spec`:
 * name (its slot in the game's store), button (the game's button that
 * opens it), sheet (its own stylesheet's URL), prefix and job (the frame's
 * names: buildJobPanel), fields(s) (its labelled fields, `s.inputs` set),
 * words(g) (its words now: panelWords and more), run(s), redraw(s) (after
 * the texts are redone: the results), reset(s) (the table changed), focus
 * (the field focused on opening).
 */
export async function openJobPanel(game, spec) {
  const g = view(game, spec.button);
  await Promise.all([
    addSheet(g.doc, g.game, new URL('./job-panel.css', import.meta.url).href),
    addSheet(g.doc, g.game, spec.sheet),
  ]);
  let s = g.lazy[spec.name];
  if (!s) {
    s = createStore({
      g, spec, texts: [], runs: 0, running: false, job: null, result: null, status: null, preset: g.preset(), w: null,
      title: null, panel: null, form: null, inputs: null, runButton: null, cancelButton: null, progress: null, progressText: null,
      statusLine: null, results: null, observer: null, onTable: null,
    });
    s.w = spec.words(g);
    buildJobPanel(s, { prefix: spec.prefix, job: spec.job, fields: spec.fields(s) }, { run: spec.run, cancel, close });
    spec.reset(s);
    setRunning(s, false);
    retranslate(s);
    g.own(spec.name, () => s);
    g.host.after(s.panel);
    s.observer = new MutationObserver(() => retranslate(s));
    s.observer.observe(g.game, { attributes: true, attributeFilter: ['lang'] });
    s.onTable = () => tableChanged(s);
    g.tableSelect.addEventListener('change', s.onTable);
    g.button.setAttribute('aria-expanded', 'true');
  }
  s.panel.scrollIntoView({ block: 'nearest' });
  s.inputs[spec.focus].focus({ preventScroll: true });
  return s;
}
