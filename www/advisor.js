// The advisor: exact odds for the hand being played, loaded on demand (its own
// wasm module, www/pkg/advisor/), so the game's first load never pays for it.
//
//   const advisor = await loadAdvisor(rules);
//   advisor.advise(snapshot)   -> {values: {hit: -0.21, stand: -0.15, ...}, best: 'stand'} or null
//   advisor.tableReturn()      -> {player: 0.041, pairBonus: null} (percent)
//   await upgradeSave(text)    -> a saved game of the earlier format, brought up to date
//   await recallChecks()       -> {seedCommitment, deckOrder}: the checks of a recalled round
import init, { Advisor, tableReturn, upgradeSave as upgrade, seedCommitment, deckOrder } from './pkg/advisor/advisor.js';
import { upgradeSaved, openTable } from './storage.js';

let ready = null;
const load = () => (ready ||= init({ module_or_path: new URL('./pkg/advisor/advisor_bg.wasm', import.meta.url) }));

/** The checks of a recalled round (the seed's SHA-256, a fresh shoe's order), from this module. */
export async function recallChecks() {
  await load();
  return { seedCommitment, deckOrder };
}

/**
 * A saved game of the earlier format (the whole log) as today's saved text:
 * the engine plays it again (this on-demand module holds that, so the game's
 * first load does not). Throws the engine's reason when it does not replay.
 */
export async function upgradeSave(text) {
  await load();
  return upgrade(text);
}

/**
 * The game saved under `key` in the earlier format (the engine's
 * 'save-outdated'), brought up to date, written back and opened: {table,
 * notice, code} as storage.js's openTable, or, when it cannot be kept,
 * {code: 'save-refused', notice: the engine's reason} and no table.
 */
export async function upgradeStored(Table, key, preset, bankroll) {
  try {
    if (await upgradeSaved(key, upgradeSave)) {
      const opened = openTable(Table, key, preset, bankroll);
      if (!opened.code) return opened;
      opened.table.free();
    }
    return { code: 'save-refused', notice: 'the saved game of an earlier version could not be kept' };
  } catch (e) {
    return { code: 'save-refused', notice: `${(e && e.message) || e}; a new game has started.` };
  }
}

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
