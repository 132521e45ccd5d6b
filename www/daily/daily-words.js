// The day's game's words: a catalogue per language of its own
// (i18n/daily-*.js), fetched when first needed, never with the game, with
// the language's numbers (core/numbers.js). The engine's figures come as
// plain strings in bets ("0.0734", "-2.5000"): they are only written here,
// with the page's decimal mark, never computed.
import { fillTemplate, numbers } from '../core/format.js';
import { lazyCatalogue } from '../core/catalogue.js';

/**
 * The day's words of the catalogue `cat` in `lang` (en, ru or ro): {lang,
 * t(key, ...args), figure(text, sign), exact(text), bets(text, sign), ev(v),
 * count(n), date(iso)}. `bets` writes an engine figure in bets with two
 * decimals and the plural agreeing with it as written ("0,07 ставки").
 */
export function wordsOf(cat, lang) {
  const n = numbers(lang);
  const t = (key, ...args) => fillTemplate(cat[key] ?? key, args, n.plural);
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'long' });
  return {
    lang, t,
    /** An engine figure in bets, two decimals ("0.07"), a sign when `sign` ('always': + or −). */
    figure: (text, sign = 'auto') => n.num(text, 2, sign),
    /** The score, the engine's figure as it is, to four places ("0.0734"): the days kept and the command line write it so. */
    exact: text => n.num(text, 4, 'auto'),
    /** An engine figure in bets with its unit: "0.07 bets". */
    bets: (text, sign = 'auto') => t('bets', n.num(text, 2, sign)),
    /** An option's value per unit of the bet, three decimals with its sign (as the review writes it). */
    ev: v => n.num(v, 3, 'auto'),
    /** A count, in the language's digits. */
    count: v => n.num(v),
    /** A date 'YYYY-MM-DD' in the language's long form ("4 December 2026"); the text itself if it is not one. */
    date(iso) {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso || '');
      return m ? dates.format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(iso);
    },
  };
}

/** The day's words in `lang` (en, ru or ro), its catalogue fetched: see `wordsOf`. */
export async function dailyWords(lang) {
  return wordsOf(await lazyCatalogue('daily', lang), lang);
}
