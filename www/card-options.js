// The card options, loaded when the page is idle (at once when one is on):
// the four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green) and the large index,
// two check boxes in the settings ([data-control="four-colour"],
// [data-control="large-index"]) that set the classes deck4 and big-index on
// the game, styled by cards.css. Saved with Mute (prefs.js).
import { builder } from './dom.js';
import { addSheet } from './sheet.js';
import { savePrefs } from './prefs.js';

const OPTIONS = [['fourColour', 'four-colour', 'deck4'], ['largeIndex', 'large-index', 'big-index']];

const apply = g => OPTIONS.forEach(([name, , cls]) => g.ui.game.classList.toggle(cls, g.prefs[name]));

/** Adds the card options to the settings of `g` (once) and shows the saved ones. */
export function mount(g) {
  const { ui } = g;
  if (ui.options || g.destroyed) return;
  const { el } = builder(g);
  addSheet(g.doc, ui.game, new URL('./cards.css', import.meta.url).href);
  ui.options = OPTIONS.map(([name, control]) => {
    const input = el('input', { type: 'checkbox', 'data-control': control });
    input.checked = g.prefs[name];
    input.addEventListener('change', () => {
      g.prefs[name] = input.checked;
      apply(g);
      savePrefs(g);
    });
    return el('label', { class: 'check' }, input, ' ', el('span', { text: control }));
  });
  ui.strategy.after(...ui.options);
  apply(g);
}
