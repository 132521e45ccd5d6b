// The Simulate panel's bet spread (simulate.js): the field, shown on tables
// dealt from a shoe to a cut card only, and the results of the spread's run
// (the engine's SpreadSimulator in advisor/simulate-run.js): the player's
// advantage, the standard deviation per round and the risk of ruin of the
// bankroll. Hooks: input[data-sim-field="spread"], [data-spread-advantage],
// [data-spread-sd], [data-spread-ruin] (numbers in their data attributes).
import { facts } from './simulate-view.js';
import { make } from '../core/dom.js';
import { ruinPlot } from './simulate-plots.js';

/** The default spread: one unit up to a true count of 1, then 2, 4 and 8 units. */
export const DEFAULT_SPREAD = '1:1,2:2,3:4,4:8';

/** Whether the engine's `rules` deal from a shoe to a cut card (their `shuffle` is `{"cut-card": n}`). */
export const dealsToCutCard = rules => typeof rules.shuffle === 'object' && rules.shuffle !== null;

/** The command that plays the same spread natively. */
export function spreadCommand(job) {
  return ['blackjack simulate', `--rules ${job.preset}`, `--rounds ${job.rounds}`, `--bet ${job.bet}`,
    `--seed ${job.seed}`, `--spread ${job.spread}`, `--bankroll ${job.bankroll}`].join(' ');
}

const dd = (doc, text, attr, value) => {
  const node = make(doc, 'dd', '', text);
  if (attr) node.dataset[attr] = String(value);
  return node;
};

/** The spread's results: a title, the figures, the risk of ruin as a gauge, the command. */
export function spreadPart(doc, w, result) {
  const { spread, job } = result;
  const units = job.bankroll / job.bet;
  const ruin = spread.ruin ?? 100;
  return [
    make(doc, 'h3', 'job-subtitle sim-subtitle', w.t('spread-title', job.spread, w.money(job.bet))),
    facts(doc, [
      [w.t('spread-advantage'), dd(doc, w.t('spread-advantage-value', w.num(spread.advantage, 4)), 'spreadAdvantage', spread.advantage)],
      [w.t('spread-sd'), dd(doc, w.t('spread-sd-value', w.num(spread.sdUnits, 4)), 'spreadSd', spread.sdUnits)],
      [w.t('spread-bet'), dd(doc, w.t('spread-bet-value', w.num(spread.averageBet, 3)))],
      [w.t('spread-ruin'), dd(doc, w.t('spread-ruin-value', w.num(ruin, 2), w.money(job.bankroll), w.num(units, 0)), 'spreadRuin', ruin)],
    ]),
    ruinPlot(doc, w, ruin / 100),
    facts(doc, [[w.t('repeat'), make(doc, 'dd', '', make(doc, 'code', '', spreadCommand(job)))]]),
  ];
}
