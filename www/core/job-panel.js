// The frame of a panel that runs a long job of the engine port (the
// Simulate panel, the Counting lab): the title and Close, a form of fields
// with Run and Cancel, the progress bar with its words, the status line
// and the results' place. The nodes go into the panel's state `s` by name
// (title, form, runButton, cancelButton, progress, progressText, statusLine,
// results, panel); each text is a key of the panel's own words, kept in
// `s.texts` as [node, key, attribute or null, args] to be redone in another
// language. Its stylesheet, core/job-panel.css, comes with it (jobPanelSheet).
import { addSheet } from './sheet.js';

/** job-panel.css in the document or shadow root of `node`, once; resolves when it applies. */
export const jobPanelSheet = (doc, node) => addSheet(doc, node, new URL('./job-panel.css', import.meta.url).href);

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
export function buildJobPanel(s, { prefix, job, fields }, { run, cancel, close }) {
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
