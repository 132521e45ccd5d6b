// The words of the Session panel and the reality check: a catalogue per
// language of their own (i18n/session-*.js), fetched when first needed, with
// plurals and the language's numbers (core/numbers.js). Bundled into session.js and
// reality.js.
import { fillTemplate, numbers } from '../core/format.js';
import { duration } from './session-store.js';
import { lazyCatalogue } from '../core/catalogue.js';

/** The session's words in `lang`: {t(key, ...args), money(hundredths), signed(hundredths), count(n), time(ms), date(ms)}. */
export async function sessionWords(lang) {
  const cat = await lazyCatalogue('session', lang);
  const n = numbers(lang);
  // Whole numbers are written in the language's digits (10 000 grouped), their plurals chosen on the number.
  const t = (key, ...args) => {
    const raw = new Map();
    const shown = args.map(a => (Number.isInteger(a) ? (raw.set(n.num(a), a), n.num(a)) : a));
    return fillTemplate(cat[key] ?? key, shown, v => n.plural(raw.has(v) ? raw.get(v) : v));
  };
  const time = ms => {
    const { hours, minutes } = duration(ms);
    return hours ? t('hours-minutes', hours, minutes) : t('minutes', minutes);
  };
  return {
    t, time,
    money: c => n.money(c / 100),
    signed: c => n.signed(c / 100),
    count: v => n.num(v),
    date: ms => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
  };
}
