// Numbers as the game's language writes them, through Intl.NumberFormat:
// thousands grouped from five digits on (en 10,000; ru 10 000; ro 10.000;
// but 1000, as Russian typography leaves four digits whole, and as a table
// column of 1000…1100 reads best; Intl's "min2"), the language's decimal
// mark, a minus sign (U+2212) for a loss, and every space a no-break space
// U+00A0 (Intl may give the narrow U+202F; one of them, so that the tests and
// the screenshots agree). Amounts are the engine's, in hundredths: written as
// they are, never rounded otherwise. Pure (tests/unit/numbers.test.mjs).

const tidy = text => text.replace(/[\s\u202f]/g, '\u00a0').replace(/-/g, '\u2212');

/** The number writers of `lang`. */
export function numbers(lang) {
  const formats = {};
  const format = (min, max) => (formats[`${min}.${max}`] ||= new Intl.NumberFormat(lang, { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: 'min2' }));
  // The plural rules, by the decimals a number is written with (made once each).
  const rules = {};
  const sample = format(1, 1).formatToParts(12345.6);
  const part = type => (sample.find(p => p.type === type) || {}).value || '';
  const group = tidy(part('group'));
  const decimal = part('decimal');
  /** `v` with `min`…`max` decimals; `sign`: "auto" (a minus when negative), "always" (+ or −; none on zero), "never". */
  const write = (v, min, max, sign = 'auto') => {
    const f = format(min, max);
    const text = tidy(f.format(Math.abs(v)));
    if (sign === 'never' || text === tidy(f.format(0))) return text;
    return v < 0 ? `\u2212${text}` : sign === 'always' ? `+${text}` : text;
  };
  /** An amount: whole without decimals, else two (1 015; 7,50). What is not a number is written as it is. */
  const amount = (n, sign) => {
    const cents = Math.round(Number(n) * 100);
    if (n === null || n === '' || !Number.isFinite(cents)) return String(n);
    return write(cents / 100, cents % 100 ? 2 : 0, 2, sign);
  };
  /** A number written by these writers back as a number (NaN for other text). */
  const value = text => (typeof text === 'number' ? text
    : Number(String(text).replace(/\u2212/g, '-').replace(/[\s\u202f]/g, '\u00a0').split(group).join('').replace(decimal, '.')));
  return {
    money: n => amount(n),
    signed: n => amount(n, 'always'),
    magnitude: n => amount(n, 'never'),
    /** A count or measure with `digits` decimals (or `digits`…`max`). */
    num: (v, digits = 0, sign, max = digits) => write(Number(v), digits, max, sign),
    value,
    /**
     * The plural form's name for a number, or for a number as written here,
     * decimals and all: "1" → "one", but "1,00" → "other" in Russian ("few"
     * in Romanian, "other" in English), as one reads it aloud.
     */
    plural(v) {
      const decimals = typeof v === 'number' ? 0 : (String(v).split(decimal)[1] || '').length;
      rules[decimals] ||= new Intl.PluralRules(lang, { minimumFractionDigits: decimals });
      return rules[decimals].select(value(v));
    },
  };
}

/** A percentage in the writers `n` of a language, `v` in percent: "−0,5 %", % after a no-break space. */
export const percent = (n, v, digits = 2, sign) => `${n.num(v, digits, sign)}\u00a0%`;
