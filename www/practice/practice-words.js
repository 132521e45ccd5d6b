// The practice drill's words: a catalogue per language of its own
// (i18n/practice-*.js), fetched when first needed, never with the game.
import { fillTemplate, numbers } from '../core/format.js';
import { lazyCatalogue } from '../core/catalogue.js';

/** The drill's words in `lang` (en, ru or ro): {t(key, ...args)}. */
export async function practiceWords(lang) {
  const cat = await lazyCatalogue('practice', lang);
  const n = numbers(lang);
  return { t: (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural) };
}
