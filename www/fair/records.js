// Saved games and recalled rounds with the engine's small on-demand module
// (www/pkg/recall/, feature `recall`), loaded only when needed, so neither the
// game's first load nor the advisor carries it:
//
//   await recallChecks()       -> {seedCommitment, deckOrder}: the checks of a recalled round
//   await upgradeSave(text)    -> a saved game of the earlier format, brought up to date
//   await upgradeStored(Table, key, preset, bankroll) -> that game written back and opened
import init, { upgradeSave as upgrade, seedCommitment, deckOrder } from '../pkg/recall/recall.js';
import { upgradeSaved, openTable } from '../core/storage.js';

// The recall wasm's load: one promise per page, made once (the module never changes).
let ready = null;
const load = () => (ready ||= init({ module_or_path: new URL('../pkg/recall/recall_bg.wasm', import.meta.url) }));

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
