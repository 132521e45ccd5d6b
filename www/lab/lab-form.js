// The Counting lab's fields with their defaults (lab.js), for the frame of a
// long job's panel (core/job-panel.js: the title and Close, Compute and
// Cancel, the progress bar, the status line and the results' place). The
// fields go to the engine as written: it checks them, and a refusal names
// its field (lab.js marks it).
import { maker } from '../core/job-panel.js';

/** The defaults: SCORE's own question (a bankroll of 10 000, 13.5 % risk of ruin) with a 1:8 spread. */
export const DEFAULTS = { bankroll: '10000', spread: '8', risk: '13.5', 'wong-in': '', 'wong-out': '' };

/** Each field's input attributes. */
const FIELDS = {
  bankroll: { type: 'number', min: '0.01', max: '1000000000', step: '0.01', inputmode: 'decimal' },
  spread: { type: 'number', min: '1', max: '1000', step: '1', inputmode: 'numeric' },
  risk: { type: 'number', min: '0.1', max: '99.9', step: '0.1', inputmode: 'decimal' },
  'wong-in': { type: 'number', min: '-10', max: '10', step: '1' },
  'wong-out': { type: 'number', min: '-10', max: '10', step: '1' },
};

/** The panel's labelled fields, their inputs by name into `s.inputs`. */
export function fields(s) {
  const make = maker(s);
  s.inputs = {};
  return Object.entries(FIELDS).map(([name, attrs]) => {
    const input = s.g.doc.createElement('input');
    for (const [k, v] of Object.entries(attrs)) input.setAttribute(k, v);
    input.required = !name.startsWith('wong');
    input.value = DEFAULTS[name];
    input.dataset.labField = name;
    s.inputs[name] = input;
    const label = make('label', `field job-field lab-field-${name}`);
    label.append(make('span', '', name), input);
    return label;
  });
}
