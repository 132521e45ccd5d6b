// A word of the terms' patterns (terms-ru.mjs, terms-ro.mjs): `stem` between
// word edges, (?<!\p{L}) and (?!\p{L}), Unicode and case-insensitive.

/** The pattern of `stem` as a whole word. */
export const word = (stem, flags = 'iu') => new RegExp(`(?<!\\p{L})${stem}(?!\\p{L})`, flags);
