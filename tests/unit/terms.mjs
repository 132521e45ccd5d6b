// One name for each thing, per language: the word every catalogue uses
// (www/i18n/*.js and the Simulate panel's words), where it is pinned (`at`:
// catalogue → keys whose text must hold `name`), and the names retired for
// the same thing (`retired`: patterns no catalogue text of the language may
// match; `in`: only in those catalogues). tests/unit/retired-words.test.mjs
// checks both, and that the patterns catch the `samples` found before. Vocabulary: the casino rule sheets in /work/shared/seeds
// (ru 000–002, ro 003) and the main table's words (issue 14, issue 20).
// Patterns are Unicode (`u`): (?<!\p{L}) and (?!\p{L}) are word edges.

import ru, { samples as ruSamples } from './terms-ru.mjs';
import ro, { samples as roSamples } from './terms-ro.mjs';

export default { ru, ro };

/** Texts each language's retired patterns must catch (`retired`) and must let be (`kept`). */
export const SAMPLES = { ru: ruSamples, ro: roSamples };
