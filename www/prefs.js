// The page's own display settings: sound off (Mute), the four-colour deck and
// the large index. Kept beside the engine's saved game under `<key>-prefs`
// (through storage.js, as the Trainer's setting is), read before the engine
// is there so the cards are drawn right from the start; with storage blocked
// they live in memory for the session. Sounds (sound.js) load on the first
// one played, and never in an element whose host did not ask for them.
import { readText, writeText } from './storage.js';

const NAMES = ['mute', 'fourColour', 'largeIndex'];

/** The settings saved under `<key>-prefs`: each false unless saved true. */
export function readPrefs(key) {
  let data;
  try {
    data = JSON.parse(readText(`${key}-prefs`));
  } catch {}
  return Object.fromEntries(NAMES.map(n => [n, !!data && data[n] === true]));
}

/** Shows the settings of `g.prefs` on the game and its controls. */
function apply(g) {
  const { ui, prefs } = g;
  ui.mute.setAttribute('aria-pressed', String(prefs.mute));
  ui.mute.hidden = !g.sound;
  ui.fourColour.checked = prefs.fourColour;
  ui.largeIndex.checked = prefs.largeIndex;
  ui.game.classList.toggle('deck4', prefs.fourColour);
  ui.game.classList.toggle('big-index', prefs.largeIndex);
}

/** Wires Mute and the card options of `g` (saved on every change). */
export function wirePrefs(g) {
  const { ui } = g;
  const set = (name, value) => {
    g.prefs[name] = value;
    writeText(`${g.key}-prefs`, JSON.stringify(g.prefs));
    apply(g);
  };
  ui.mute.addEventListener('click', () => set('mute', !g.prefs.mute));
  ui.fourColour.addEventListener('change', () => set('fourColour', ui.fourColour.checked));
  ui.largeIndex.addEventListener('change', () => set('largeIndex', ui.largeIndex.checked));
  apply(g);
}

/** Allows sounds in `g` (an element's `sound` attribute) or not. */
export function allowSound(g, on) {
  g.sound = on;
  if (g.ui.mute) apply(g);
}

/** Plays the sound `name` (card, chip, win, push, lose) unless sounds are off. */
export function play(g, name) {
  if (!g.sound || g.prefs.mute) return;
  g.soundLoad ||= import('./sound.js').catch(() => { g.soundLoad = null; });
  g.soundLoad.then(m => m && m.play(name));
}
