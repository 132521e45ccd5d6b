// The practice drill's words: a catalogue per language of its own
// (i18n/practice-*.js), fetched when first needed, never with the game.
import { fillTemplate, numbers } from '../core/format.js';

const catalogues = {}; // lang → the promise of its catalogue: loaded once, never changed

/** The drill's words in `lang` (en, ru or ro): {t(key, ...args)}. */
export async function practiceWords(lang) {
  const url = new URL(`../i18n/practice-${lang}.js`, import.meta.url).href;
  catalogues[lang] ||= import(url).then(m => m.default);
  const cat = await catalogues[lang];
  const n = numbers(lang);
  return { t: (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural) };
}
