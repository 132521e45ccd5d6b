// The advisor: exact odds for the hand being played, loaded on demand (its own
// wasm module, www/pkg/advisor/), so the game's first load never pays for it.
//
//   const advisor = await loadAdvisor(rules);
//   advisor.advise(snapshot)   -> {values: {hit: -0.21, stand: -0.15, ...}, best: 'stand'} or null
//   advisor.insurance(snapshot) -> {value, even} for the offer in play, or null
//   advisor.tableReturn()      -> {player: 0.041, pairBonus: null} (percent)
//   const play = await loadChartPlay(rules, chart);   // a chart of strategyChart
//   play.decide(snapshot)      -> {cell, code, action, kind} or null
//   play.insurance(snapshot)   -> {cell, take, kind} or null
//   const calls = await loadIndexCalls(decks, plays);   // plays of indexPlays
//   calls.decide(snapshot, chartAction) / calls.insurance(snapshot, chartTakes)
//                              -> {name, index, true_count, expected, deviates, …} or null
import { Advisor, ChartPlay, indexCall, tableReturn } from '../pkg/advisor/advisor.js';
import { loadAdvisor as load } from './advisor-wasm.js';

/** The player's decisions on a hand, in the order the advisor lists them. */
export const DECISIONS = ['hit', 'stand', 'double', 'split', 'surrender'];

/** The decision a snapshot waits for: the active hand's cards, the up card, the box's hands, the legal decisions. */
function decision(view) {
  const hand = view.hands.find(h => h.active);
  const up = view.dealer.cards[0];
  if (!hand || !up || view.phase !== 'playing') return null;
  const allowed = DECISIONS.filter(a => view.legal.includes(a));
  const hands = view.hands.filter(h => h.box === hand.box).length;
  return { cards: hand.cards.filter(c => c), up, hands, allowed };
}

/** The insurance or even money offered now: the offered box's cards, and which of the two it is. */
function offer(view) {
  const hand = view.offer && view.hands.find(h => h.box === view.offer.box);
  return hand ? { cards: hand.cards.filter(c => c), even: view.offer.kind === 'even-money' } : null;
}

/** Loads the advisor's module once per page, then an advisor for `rules`. */
export async function loadAdvisor(rules) {
  await load();
  const advisor = new Advisor(rules);
  return {
    /** The values of the actions the snapshot lists for its active hand, and the best. */
    advise(view) {
      const d = decision(view);
      if (!d) return null;
      const advice = advisor.advise(view.seen, d.cards, d.up, d.hands, d.allowed);
      const values = {};
      for (const a of d.allowed) if (advice[a] !== null && advice[a] !== undefined) values[a] = advice[a];
      return { values, best: advice.best };
    },
    /** The exact value of taking the insurance (or even money) offered, per unit of its bet; declining is 0. */
    insurance(view) {
      const o = offer(view);
      return o ? { value: advisor.insuranceValue(view.seen), even: o.even } : null;
    },
    /** The table's return to player under optimal play, in percent, and the pair bonus's. */
    tableReturn() {
      return tableReturn(rules);
    },
    free() {
      advisor.free();
    },
  };
}

/** The chart `chart` (from the strategy worker) of the table with `rules`, to grade decisions against. */
export async function loadChartPlay(rules, chart) {
  await load();
  const play = new ChartPlay(rules, chart);
  return {
    /** The chart's cell, code, action and kind for the decision in play (null when none). */
    decide(view) {
      const d = decision(view);
      return d ? play.decide(d.cards, d.up, d.hands, d.allowed) : null;
    },
    /** The chart's insurance (or even money) decision for the offer in play (null when none). */
    insurance(view) {
      const o = offer(view);
      return o ? play.insurance(o.cards) : null;
    },
    free() {
      play.free();
    },
  };
}

/**
 * The index plays `plays` (from the strategy worker) of a shoe of `decks`
 * decks: the engine's play covering the decision or the offer in play, and
 * the action it expects at the true count of the snapshot's `seen` cards.
 */
export async function loadIndexCalls(decks, plays) {
  await load();
  return {
    decide(view, chartAction) {
      const d = decision(view);
      return d ? indexCall(plays, decks, view.seen, d.cards, d.up, chartAction, d.allowed) : null;
    },
    insurance(view, chartTakes) {
      return offer(view) ? indexCall(plays, decks, view.seen, [], '', chartTakes ? 'insure' : 'no-insurance', []) : null;
    },
  };
}
