// The Simulate panel's fields and its results as text beside the plots
// (simulate.js builds the panel; simulate-plots.js draws the plots). `w`
// brings the words: {t(key, ...args), num(v, digits), money(v)}.
import { make } from '../core/dom.js';


/** Each field's input attributes (the bet's and the bankroll's limits come from the table). */
const FIELDS = {
  rounds: { type: 'number', min: '1000', max: '100000000', step: '1', inputmode: 'numeric' },
  bet: { type: 'number', step: '0.01', inputmode: 'decimal' },
  bankroll: { type: 'number', step: '0.01', max: '1000000000', inputmode: 'decimal' },
  session: { type: 'number', min: '1', max: '1000000', step: '1', inputmode: 'numeric' },
  sessions: { type: 'number', min: '2', max: '100000', step: '1', inputmode: 'numeric' },
  spread: { type: 'text', maxlength: '200', spellcheck: 'false', autocomplete: 'off' },
  seed: { type: 'text', pattern: '[0-9a-fA-F]{64}', maxlength: '64', spellcheck: 'false', autocomplete: 'off' },
};

/** A labelled field `name` (`make(tag, class, key)` makes a translated element): [label, input]. */
export function field(doc, make, name) {
  const input = doc.createElement('input');
  for (const [k, v] of Object.entries(FIELDS[name])) input.setAttribute(k, v);
  input.required = name !== 'seed' && name !== 'spread';
  input.dataset.simField = name;
  const label = make('label', `field job-field sim-field sim-field-${name}`);
  label.append(make('span', '', name), input);
  return [label, input];
}

/** A definition list of [term, value node or text] rows. */
export function facts(doc, rows) {
  return make(doc, 'dl', 'job-facts sim-facts', ...rows.flatMap(([term, value]) => [make(doc, 'dt', '', term), value]));
}

/** The command that plays the same run natively. */
export function command(job) {
  const parts = ['blackjack simulate', `--rules ${job.preset}`, `--rounds ${job.rounds}`, `--bet ${job.bet}`, `--seed ${job.seed}`];
  if (job.sessions > 0) parts.push(`--bankroll ${job.bankroll}`, `--session ${job.session}`, `--sessions ${job.sessions}`);
  return parts.join(' ');
}

function returnPart(doc, w, result, plot) {
  const { tally, exact, job } = result;
  const value = make(doc, 'dd', '', w.t('return-value', w.num(tally.return, 4), w.num(tally.ci95, 4)));
  value.dataset.simReturn = String(tally.return);
  value.dataset.simCi = String(tally.ci95);
  const exactValue = make(doc, 'dd', '', `${w.num(exact, 4)} %`);
  exactValue.dataset.simExact = String(exact);
  const rate = make(doc, 'dd', '', w.t('speed-value', w.num(Math.round(result.rate), 0), w.num(result.seconds, 2)));
  rate.dataset.simRate = String(Math.round(result.rate));
  const seed = make(doc, 'dd', '', make(doc, 'code', '', job.seed));
  const repeat = make(doc, 'dd', '', make(doc, 'code', '', command(job)));
  return [
    facts(doc, [
      [w.t('return'), value],
      [w.t('exact-term'), exactValue],
      [w.t('sd'), make(doc, 'dd', '', w.t('sd-value', w.num(tally.sd, 4)))],
      [w.t('played'), make(doc, 'dd', '', w.t('played-value', w.num(tally.rounds, 0), w.num(tally.hands, 0)))],
      [w.t('speed'), rate],
    ]),
    plot,
    facts(doc, [[w.t('seed-used'), seed], [w.t('repeat'), repeat]]),
  ];
}

function sessionsPart(doc, w, result, plots) {
  const { sessions, job } = result;
  const ruin = make(doc, 'dd', '', w.t('ruin-value', w.num(sessions.ruin * 100, 2)));
  ruin.dataset.simRuin = String(sessions.ruin);
  return [
    make(doc, 'h3', 'job-subtitle sim-subtitle', w.t('finals', w.num(job.session, 0), w.num(sessions.sessions, 0), w.money(job.bankroll))),
    plots.finals,
    facts(doc, [
      [w.t('percentiles'), make(doc, 'dd', '', sessions.percentiles.map(w.money).join(' · '))],
      [w.t('mean-rounds'), make(doc, 'dd', '', w.num(sessions.meanRounds, 1))],
      [w.t('ruin'), ruin],
    ]),
    plots.ruin,
  ];
}

/** The results' nodes: the return with its plot, then the sessions with theirs. */
export function buildResults(doc, w, result, plots) {
  const out = [make(doc, 'h3', 'job-subtitle sim-subtitle', w.t('results')), ...returnPart(doc, w, result, plots.ret)];
  if (result.sessions) out.push(...sessionsPart(doc, w, result, plots));
  return out;
}
