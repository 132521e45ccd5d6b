// The card options, loaded when the page is idle (at once when one is on):
// the four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green) and the large index,
// two check boxes in the settings ([data-control="four-colour"],
// [data-control="large-index"]) that set the classes deck4 and big-index on
// the game, styled by cards.css. Their words are a catalogue of their own
// (i18n/options-*.js), relabelled when the game's language changes. Saved
// with Mute (the game's setPref, saved by game.js).
import { addSheet } from '../core/sheet.js';
import { lazyCatalogue } from '../core/catalogue.js';

const OPTIONS = [['fourColour', 'four-colour', 'deck4'], ['largeIndex', 'large-index', 'big-index']];
const words = lang => lazyCatalogue('options', lang);

const apply = g => OPTIONS.forEach(([name, , cls]) => g.ui.game.classList.toggle(cls, g.prefs[name]));

/**
 * Names the check boxes of `g` in its language (the labels wait for their
 * words). A language chosen while the words were coming is followed at once.
 */
async function label(g) {
  const lang = g.lang;
  const cat = await words(lang).catch(() => words('en'));
  if (g.lang !== lang) return label(g);
  g.ui.options.forEach((option, i) => { option.lastChild.textContent = cat[OPTIONS[i][1]]; });
}

/** Adds the card options to the settings of `g` (once) and shows the saved ones. */
export async function mount(g) {
  const { ui, doc } = g;
  if (ui.options || g.destroyed) return;
  addSheet(doc, ui.game, new URL('./cards.css', import.meta.url).href);
  ui.options = OPTIONS.map(([name, control]) => {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.dataset.control = control;
    input.checked = g.prefs[name];
    input.addEventListener('change', () => {
      g.setPref(name, input.checked);
      apply(g);
    });
    const option = doc.createElement('label');
    option.className = 'check';
    option.append(input, ' ', doc.createElement('span'));
    return option;
  });
  apply(g);
  await label(g);
  if (g.destroyed) return;
  ui.strategy.after(...ui.options);
  new MutationObserver(() => label(g)).observe(ui.game, { attributes: true, attributeFilter: ['lang'] });
}
