// The advisor: exact odds for the hand being played, loaded on demand (its own
// wasm module, www/pkg/advisor/), so the game's first load never pays for it.
//
//   const advisor = await loadAdvisor(rules);
//   advisor.advise(snapshot)   -> {values: {hit: -0.21, stand: -0.15, ...}, best: 'stand'} or null
//   advisor.tableReturn()      -> {player: 0.041, pairBonus: null} (percent)
import init, { Advisor, tableReturn } from './pkg/advisor/advisor.js';

let ready = null;
const load = () => (ready ||= init({ module_or_path: new URL('./pkg/advisor/advisor_bg.wasm', import.meta.url) }));

/** Loads the advisor's module once per page, then an advisor for `rules`. */
export async function loadAdvisor(rules) {
  await load();
  const advisor = new Advisor(rules);
  return {
    /** The values of the actions the snapshot lists for its active hand, and the best. */
    advise(view) {
      const hand = view.hands.find(h => h.active);
      const up = view.dealer.cards[0];
      if (!hand || !up || view.phase !== 'playing') return null;
      const allowed = ['hit', 'stand', 'double', 'split', 'surrender'].filter(a => view.legal.includes(a));
      const cards = hand.cards.filter(c => c);
      const hands = view.hands.filter(h => h.box === hand.box).length;
      const advice = advisor.advise(view.seen, cards, up, hands, allowed);
      const values = {};
      for (const a of allowed) if (advice[a] !== null && advice[a] !== undefined) values[a] = advice[a];
      return { values, best: advice.best };
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
