// The review's words: a catalogue per language of its own
// (i18n/review-*.js), fetched when the review first opens, with the
// language's numbers (core/numbers.js). Amounts come from the engine in
// hundredths and values per unit of the bet; they are only written here.
import { fillTemplate, numbers } from '../core/format.js';
import { lazyCatalogue } from '../core/catalogue.js';

/**
 * The review's words in `lang`: {t(key, ...args), money(hundredths),
 * signed(hundredths), ev(value per unit: three decimals, signed)}.
 */
export async function reviewWords(lang) {
  const cat = await lazyCatalogue('review', lang);
  const n = numbers(lang);
  return {
    lang,
    t: (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural),
    money: c => n.money(c / 100),
    signed: c => n.signed(c / 100),
    ev: v => n.num(v, 3, 'always'),
  };
}
