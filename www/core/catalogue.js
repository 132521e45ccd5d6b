// The words of a part of the page loaded on first use: a catalogue of its
// own per language (i18n/NAME-LANG.js: count, fair, options, practice, review,
// session, strategy), fetched when first needed. The browser's module map
// keeps each module once, so nothing is cached here.

/** The catalogue `name` in `lang` (en, ru or ro): a promise of its flat object of strings. */
export const lazyCatalogue = (name, lang) => import(new URL(`../i18n/${name}-${lang}.js`, import.meta.url).href).then(m => m.default);
