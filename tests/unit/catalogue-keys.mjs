// A check shared by the catalogue tests: each translation has exactly the
// English catalogue's keys, every text non-empty and naming the values the
// English one names ({0}, {name}, {0|one:…}).
import assert from 'node:assert/strict';

const names = text => [...new Set([...text.matchAll(/\{(\w+)[}|]/g)].map(m => m[1]))].sort().join();

/** Fails unless every catalogue of `others` ({lang: catalogue}) matches `en` key for key. */
export function assertSameKeys(en, others) {
  for (const [lang, cat] of Object.entries(others)) {
    assert.deepEqual(Object.keys(cat).sort(), Object.keys(en).sort(), lang);
    for (const [k, v] of Object.entries(cat)) {
      assert.ok(typeof v === 'string' && v.trim(), `${lang} ${k}`);
      assert.equal(names(v), names(en[k]), `${lang} ${k} names the values English names`);
    }
  }
}
