// The Simulate panel's markup (simulate.js): its fields with their defaults
// in the frame of a long job's panel (core/job-panel.js: the title and
// Close, Run and Cancel, the progress bar, the status line and the results'
// place); the nodes go into the panel's state `s` by name.
import { field } from './simulate-view.js';
import { DEFAULT_SPREAD } from './simulate-spread.js';
import { buildJobPanel, maker } from '../core/job-panel.js';

/** The number of rounds Run plays unless the player asks for another (a few seconds in Chromium). */
export const DEFAULTS = { rounds: 200_000, session: 500, sessions: 1000 };

/** The panel's markup into `s` (its nodes by name), with its listeners: the panel's `run`, `cancel` and `close` of `s`. */
export function build(s, actions) {
  const make = maker(s);
  const inputs = {};
  const fields = ['rounds', 'bet', 'bankroll', 'session', 'sessions', 'spread', 'seed'].map(name => {
    const [label, input] = field(s.g.doc, make, name);
    inputs[name] = input;
    return label;
  });
  Object.assign(inputs.rounds, { value: DEFAULTS.rounds });
  Object.assign(inputs.session, { value: DEFAULTS.session });
  Object.assign(inputs.sessions, { value: DEFAULTS.sessions });
  inputs.spread.value = DEFAULT_SPREAD;
  s.inputs = inputs;
  buildJobPanel(s, { prefix: 'sim', job: 'simulation', fields }, actions);
}
