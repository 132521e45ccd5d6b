// The words of the Session panel and the reality check: a catalogue per
// language of their own (i18n/session-*.js), fetched when first needed, with
// plurals and the language's decimal mark. Bundled into session.js and
// reality.js.
import { fillTemplate, formatMoney } from '../core/format.js';
import { duration } from './session-store.js';

const catalogues = {};

/** The session's words in `lang`: {t(key, ...args), money(hundredths), signed(hundredths), time(ms)}. */
export async function sessionWords(lang, mark) {
  const url = new URL(`../i18n/session-${lang}.js`, import.meta.url).href;
  catalogues[lang] ||= import(url).then(m => m.default);
  const cat = await catalogues[lang];
  const plurals = new Intl.PluralRules(lang);
  const t = (key, ...args) => fillTemplate(cat[key] ?? key, args, n => plurals.select(n));
  const time = ms => {
    const { hours, minutes } = duration(ms);
    return hours ? t('hours-minutes', hours, minutes) : t('minutes', minutes);
  };
  return {
    t, time,
    money: c => formatMoney(c / 100, { mark }),
    signed: c => formatMoney(c / 100, { mark, sign: 'always' }),
  };
}
