// The amount fields (Double for less, Insurance): what they hold and what
// they send. Pure, on the engine's ranges {min, max, default}; no arithmetic
// on money, only comparisons and writing; tests/unit/amounts.test.mjs.

/** An engine amount as an <input type=number> writes it: "10", "7.50". */
export const fieldText = n => (Number.isInteger(n) ? String(n) : Number(n).toFixed(2));

/** Whether the action's amount may vary (else the field is not shown). */
export const variable = range => !!range && range.min < range.max;

/**
 * What the field starts with: the engine's default, else the amount it
 * suggests (where it has one), else its minimum; never above the maximum.
 */
export function prefill(range) {
  const fill = range.default ?? range.suggested ?? range.min;
  return fieldText(fill > range.max ? range.max : fill);
}

/** What the field holds once left: a number above the maximum becomes the maximum; anything else stays for the engine to judge. */
export function clampField(raw, range) {
  const text = String(raw).trim();
  return text !== '' && Number(text) > range.max ? fieldText(range.max) : text;
}

/** The amount part of the action (" 7.50"): none when the field is empty or holds the engine's default. */
export function amountArgument(raw, range) {
  const text = clampField(raw, range);
  if (!text || (range.default != null && Number(text) === range.default)) return '';
  return ` ${text}`;
}

/** What decides a refill: the range, and the hand or offer it belongs to. */
export const fieldKey = (range, v) =>
  `${range.min}|${range.max}|${range.default}|${v.hands.findIndex(hd => hd.active)}|${v.offer ? v.offer.box : ''}|${v.roundsDealt}`;
