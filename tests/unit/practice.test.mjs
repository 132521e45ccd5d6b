// The practice drill's catalogues (www/i18n/practice-*.js): the same keys in
// the three languages, each naming the values English names. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/i18n/practice-en.js';
import ru from '../../www/i18n/practice-ru.js';
import ro from '../../www/i18n/practice-ro.js';

test('the practice catalogues have exactly the keys of the English one', () => {
  const names = text => [...new Set([...text.matchAll(/\{(\w+)[}|]/g)].map(m => m[1]))].sort().join();
  for (const [lang, cat] of Object.entries({ ru, ro })) {
    assert.deepEqual(Object.keys(cat).sort(), Object.keys(en).sort(), lang);
    for (const [k, v] of Object.entries(cat)) {
      assert.ok(typeof v === 'string' && v.trim(), `${lang} ${k}`);
      assert.equal(names(v), names(en[k]), `${lang} ${k} names the values English names`);
    }
  }
});

test('every kind the drill offers is worded, and the drill says it is apart from the game', () => {
  for (const kind of ['mixed', 'hard', 'soft', 'pair', 'double', 'surrender', 'insurance']) {
    for (const cat of [en, ru, ro]) assert.ok(cat[`kind-${kind}`], kind);
  }
  assert.match(en.banner, /no money/);
});
