// One name for each thing (tests/unit/terms.mjs): no catalogue of a language
// uses a name retired for a thing, and the one name is where it is pinned.
// The catalogues are found by file name under www/, wherever they live.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, basename } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import TERMS, { SAMPLES } from './terms.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const files = dir => readdirSync(dir, { withFileTypes: true })
  .flatMap(e => (e.isDirectory() ? (e.name === 'pkg' ? [] : files(join(dir, e.name))) : [join(dir, e.name)]));
const ALL = files(WWW);
const load = async name => {
  const path = ALL.find(p => p.endsWith(name) && basename(p) === basename(name));
  assert.ok(path, `${name} under www/`);
  return (await import(pathToFileURL(path).href)).default;
};

/**
 * Every catalogue of `lang`, by its short name: main (i18n/ru.js), each
 * panel's (i18n/strategy-ru.js → strategy, practice, review…), found by
 * file name so that a new one is checked too, and simulate (its words).
 */
async function catalogues(lang) {
  const out = { main: await load(`i18n/${lang}.js`) };
  const suffix = `-${lang}.js`;
  for (const file of ALL.filter(p => basename(join(p, '..')) === 'i18n' && p.endsWith(suffix))) {
    out[basename(file).slice(0, -suffix.length)] = (await import(pathToFileURL(file).href)).default;
  }
  out.simulate = (await load('simulate-words.js'))[lang];
  return out;
}

test('every catalogue is checked: each panel’s, in both languages', async () => {
  for (const lang of ['ru', 'ro']) {
    const parts = Object.keys(await catalogues(lang)).sort();
    for (const part of ['count', 'fair', 'main', 'options', 'practice', 'review', 'session', 'simulate', 'strategy']) assert.ok(parts.includes(part), `${lang} ${part}: ${parts}`);
  }
});

for (const lang of ['ru', 'ro']) {
  test(`${lang}: no catalogue uses a retired name`, async () => {
    const cats = await catalogues(lang);
    const found = [];
    for (const term of TERMS[lang]) {
      for (const [part, cat] of Object.entries(cats)) {
        if (term.in && !term.in.includes(part)) continue;
        for (const [key, text] of Object.entries(cat)) {
          for (const re of term.retired) if (re.test(text)) found.push(`${part} ${key} (${term.thing}, ${re}): ${text}`);
        }
      }
    }
    assert.deepEqual(found, [], `retired names:\n${found.join('\n')}`);
  });

  test(`${lang}: the one name of each thing is where it is pinned`, async () => {
    const cats = await catalogues(lang);
    for (const term of TERMS[lang]) {
      for (const [part, keys] of Object.entries(term.at)) {
        for (const key of keys) {
          const text = cats[part][key];
          assert.ok(text != null, `${lang} ${part} ${key} exists`);
          assert.ok(text.toLowerCase().includes(term.name.toLowerCase()), `${lang} ${part} ${key} says «${term.name}» (${term.thing}): ${text}`);
        }
      }
    }
  });
}

for (const lang of ['ru', 'ro']) {
  test(`${lang}: the retired patterns catch what was found (so the test can fail), and let the right words be`, () => {
    const retired = text => TERMS[lang].some(t => t.retired.some(re => re.test(text)));
    for (const text of SAMPLES[lang].retired) assert.ok(retired(text), `retired: ${text}`);
    for (const text of SAMPLES[lang].kept) assert.ok(!retired(text), `kept: ${text}`);
  });
}
