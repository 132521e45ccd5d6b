// What a game builds once the page is idle (game.js's prefetch, after what the
// first action needs and the engine's odds), none of it needed to play: the
// card options, the keys list, the fair deal's controls (their Session button
// opens the Session panel), the count panel, and the round's layout on a
// narrow screen (phone-round.js).
import { cardOptions } from '../table/prefs.js';
import { track } from './assist.js';

/** Builds what `g` shows or needs once the page is idle. */
export function afterIdle(g) {
  if (g.destroyed) return;
  cardOptions(g);
  import('../table/keys-panel.js').then(m => m.mount(g), () => {});
  import('../fair/fair-controls.js').then(m => m.mount(g, () => track(g, 1)), () => {});
  import('../count/count-panel.js').then(m => m.mount(g), () => {});
  import('../table/phone-round.js').then(m => m.mount(g), () => {});
}
