// The game's languages: which one a browser or a tag asks for, and each
// language's catalogue (www/i18n/*.js), fetched only when needed.

/** The languages of the game, by code, each named in itself. */
export const LANGS = { en: 'English', ru: 'Русский', ro: 'Română' };

/** The game's language for a language tag (`ru-RU` → `ru`, `mo` → `ro`), or null. */
export function langOf(tag) {
  const base = String(tag || '').toLowerCase().split(/[-_]/)[0];
  return base === 'mo' ? 'ro' : LANGS[base] ? base : null;
}

/** The first of the browser's languages that the game speaks, else English. */
export function browserLang(tags = navigator.languages || [navigator.language]) {
  for (const tag of tags) {
    const lang = langOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** The catalogue of `lang` (one flat object of strings), fetched once (the browser's module map keeps it). */
export function loadCatalogue(lang) {
  // A URL the bundler leaves alone: the catalogues stay files of their own.
  const url = new URL(`./${lang}.js`, import.meta.url).href;
  return import(url).then(m => m.default);
}
