// The Simulate panel's markup (simulate.js): the title and Close, the fields
// with their defaults, Run and Cancel, the progress bar, the status line and
// the results' place; the nodes go into the panel's state `s` by name.
import { field } from './simulate-view.js';
import { DEFAULT_SPREAD } from './simulate-spread.js';

/** The number of rounds Run plays unless the player asks for another (a few seconds in Chromium). */
export const DEFAULTS = { rounds: 200_000, session: 500, sessions: 1000 };

/** The panel's markup into `s` (its nodes by name), with its listeners: the panel's `run`, `cancel` and `close` of `s`. */
export function build(s, { run, cancel, close }) {
  const { doc } = s.g;
  const make = (tag, cls, key, attr, args = []) => {
    const node = doc.createElement(tag);
    if (cls) node.className = cls;
    if (key) s.texts.push([node, key, attr, args]);
    return node;
  };
  const id = `sim-${Math.random().toString(36).slice(2, 8)}`;
  const title = make('h2', 'panel-title sim-title', 'title', null, () => [s.g.tableTitle()]);
  title.id = `${id}-title`;
  const closeButton = make('button', 'btn btn-small', 'close');
  closeButton.type = 'button';
  closeButton.dataset.control = 'close-simulation';
  const inputs = {};
  const fields = ['rounds', 'bet', 'bankroll', 'session', 'sessions', 'spread', 'seed'].map(name => {
    const [label, input] = field(doc, make, name);
    inputs[name] = input;
    return label;
  });
  Object.assign(inputs.rounds, { value: DEFAULTS.rounds });
  Object.assign(inputs.session, { value: DEFAULTS.session });
  Object.assign(inputs.sessions, { value: DEFAULTS.sessions });
  inputs.spread.value = DEFAULT_SPREAD;
  s.runButton = make('button', 'btn btn-gold', 'run');
  s.runButton.type = 'submit';
  s.runButton.dataset.control = 'run-simulation';
  s.cancelButton = make('button', 'btn btn-plain', 'cancel');
  s.cancelButton.type = 'button';
  s.cancelButton.dataset.control = 'cancel-simulation';
  s.form = make('form', 'sim-form');
  s.form.noValidate = true;
  const buttons = make('div', 'sim-buttons');
  buttons.append(s.runButton, s.cancelButton);
  s.form.append(...fields, buttons);
  const progressLabel = make('span', 'sim-progress-label', 'progress');
  progressLabel.id = `${id}-progress`;
  s.progress = make('progress', '');
  s.progress.dataset.progress = '';
  s.progress.setAttribute('aria-labelledby', progressLabel.id);
  s.progress.hidden = true;
  s.progressText = make('span', 'sim-progress-text');
  s.statusLine = make('p', 'sim-status');
  s.statusLine.setAttribute('role', 'status');
  s.results = make('div', 'sim-results');
  s.results.dataset.simResults = '';
  s.results.hidden = true;
  const head = make('div', 'sim-head');
  head.append(title, closeButton);
  s.panel = make('section', 'panel sim');
  s.panel.dataset.sim = '';
  s.panel.setAttribute('aria-labelledby', title.id);
  s.panel.tabIndex = -1;
  const bar = make('div', 'sim-progress');
  bar.append(progressLabel, s.progress, s.progressText);
  s.panel.append(head, make('p', 'hint', 'intro'), s.form, bar, s.statusLine, s.results);
  s.inputs = inputs;
  s.title = title;
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
