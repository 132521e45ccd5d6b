// The page's own display settings: Mute (a toggle button in the top bar),
// the four-colour deck and the large index (card-options.js). Kept beside the
// engine's saved game under `<key>-prefs` (through storage.js, as the
// Trainer's setting is), read before the markup is built; with storage
// blocked they live in `g.prefs` for the session. The sounds (sound.js) load
// with the first one played, never in an element whose host did not ask.
import { readText, writeText } from '../core/storage.js';

/** The settings saved under `<key>-prefs`: {mute, fourColour, largeIndex, counting}, each true only when saved true (frozen: the game's setPref changes them). */
export function readPrefs(key) {
  let saved = {};
  try {
    saved = JSON.parse(readText(`${key}-prefs`)) || {};
  } catch {}
  return Object.freeze({ mute: saved.mute === true, fourColour: saved.fourColour === true, largeIndex: saved.largeIndex === true, counting: saved.counting === true });
}

/** Saves `g.prefs` (false when the browser keeps nothing: they stay in memory). */
export const savePrefs = g => writeText(`${g.key}-prefs`, JSON.stringify(g.prefs));

/** Mute: pressed, the game plays no sound; saved (as every setting: game.js saves on 'prefs'). */
export function wireMute(g) {
  const { mute } = g.ui;
  mute.onclick = () => {
    g.setPref('mute', !g.prefs.mute);
    mute.setAttribute('aria-pressed', g.prefs.mute);
  };
}

/** Plays the sound `name` (card, chip, win, push, lose) unless sounds are off. */
export function play(g, name) {
  if (g.sound && !g.prefs.mute) import('./sound.js').then(m => m.play(g, name), () => {});
}

/** The card options' check boxes and styles (card-options.js, loaded once). */
export function cardOptions(g) {
  g.optionsLoad ||= import('./card-options.js').then(m => m.mount(g), () => { g.optionsLoad = null; });
  return g.optionsLoad;
}
