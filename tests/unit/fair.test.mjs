// The fair deal's note (www/i18n/fair-*.js, loaded with its controls once the
// page is idle): each language has the English catalogue's keys, and the
// main catalogues no longer carry them (the first load does not).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertSameKeys } from './catalogue-keys.mjs';

const load = name => import(`../../www/i18n/${name}.js`).then(m => m.default);

test("the fair deal's note: the same keys in every language, none of them in the first load's catalogues", async () => {
  const [en, ru, ro] = await Promise.all(['en', 'ru', 'ro'].map(lang => load(`fair-${lang}`)));
  assert.deepEqual(Object.keys(en).sort(), ['fair-about', 'fair-text']);
  assertSameKeys(en, { ru, ro });
  for (const lang of ['en', 'ru', 'ro']) {
    const main = await load(lang);
    for (const key of Object.keys(en)) assert.ok(!(key in main), `${lang}.js still carries ${key}`);
  }
});
