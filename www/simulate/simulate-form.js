// The Simulate panel's fields with their defaults (simulate.js), for the
// frame of a long job's panel (core/job-panel.js: the title and Close, Run
// and Cancel, the progress bar, the status line and the results' place).
import { field } from './simulate-view.js';
import { DEFAULT_SPREAD } from './simulate-spread.js';
import { maker } from '../core/job-panel.js';

/** The number of rounds Run plays unless the player asks for another (a few seconds in Chromium). */
export const DEFAULTS = { rounds: 200_000, session: 500, sessions: 1000 };

/** The panel's labelled fields, their inputs by name into `s.inputs`. */
export function fields(s) {
  const make = maker(s);
  const inputs = {};
  const labels = ['rounds', 'bet', 'bankroll', 'session', 'sessions', 'spread', 'seed'].map(name => {
    const [label, input] = field(s.g.doc, make, name);
    inputs[name] = input;
    return label;
  });
  Object.assign(inputs.rounds, { value: DEFAULTS.rounds });
  Object.assign(inputs.session, { value: DEFAULTS.session });
  Object.assign(inputs.sessions, { value: DEFAULTS.sessions });
  inputs.spread.value = DEFAULT_SPREAD;
  s.inputs = inputs;
  return labels;
}
