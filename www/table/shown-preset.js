// The preset the felt shows, for a while another than the game's: the day's
// game (daily/daily.js) plays at its date's table, whatever table the player
// sits at, and the felt, its printed rules, its boxes and the reveal's
// hole-card rule must be that table's while it is open. Loaded with the
// day's game, never with the page.
import { layTable } from './felt.js';

/** Lays out the preset named `name` as the table in play (`g.current`): the day's, or the game's own again (`g.table.preset`). */
export function showPreset(g, name) {
  g.current = g.presets.find(p => p.name === name) || g.current;
  layTable(g);
}
