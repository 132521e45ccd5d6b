// Pure formatting: the engine's amounts and the catalogues' templates. No DOM,
// no state, no arithmetic on money (the engine computes every amount; this
// only writes it). Unit-tested in Node: tests/unit/format.test.mjs. The
// numbers of a language (Intl.NumberFormat): numbers.js, passed on here.
export { numbers, percent as percentOf } from './numbers.js';

/**
 * A catalogue text with its values: `{0}` or `{name}` for a value,
 * `{0|one:…|other:…}` for the form that agrees with a number. `args` is a list
 * of values, or one object of named values; `plural(value)` gives the form's
 * name ("one", "few", "other"…) for a value (a number, or a number as text).
 */
export function fillTemplate(text, args, plural) {
  const values = args.length === 1 && args[0] && typeof args[0] === 'object' ? args[0] : args;
  return text.replace(/\{(\w+)(?:\|([^}]*))?\}/g, (_, name, forms) => {
    const value = values[name];
    if (forms == null) return value == null ? '' : String(value);
    const form = {};
    for (const part of forms.split('|')) {
      const i = part.indexOf(':');
      form[part.slice(0, i)] = part.slice(i + 1);
    }
    return form[plural(value)] ?? form.other ?? '';
  });
}

/** The text with a capital first letter. */
export const sentence = text => text.charAt(0).toUpperCase() + text.slice(1);

/** An advisor's value (not money): three decimals, a minus unless it rounds to zero. */
export function formatValue(v, mark = '.', sign = true) {
  const fixed = Math.abs(v).toFixed(3);
  const text = fixed.replace('.', mark);
  return sign && v < 0 && Number(fixed) !== 0 ? `−${text}` : text;
}
