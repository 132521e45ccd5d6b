// Mute, the card options and the count panel's toggle as saved (www/table/prefs.js): read defensively under
// `<key>-prefs`, written whole, and never a throw when storage is blocked.
// A fake localStorage stands in for the browser's; no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readPrefs, savePrefs } from '../../www/table/prefs.js';

const OFF = { mute: false, fourColour: false, largeIndex: false, counting: false };
function useStorage(data) {
  const store = { getItem: k => (k in data ? data[k] : null), setItem: (k, v) => { data[k] = String(v); } };
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => store });
}
afterEach(() => { delete globalThis.localStorage; });

test('each setting is on only when saved true; anything else reads as off', () => {
  useStorage({
    'a-prefs': '{"mute":true,"fourColour":false,"largeIndex":true,"counting":true}',
    'b-prefs': '{"mute":"yes","fourColour":1,"largeIndex":null,"counting":"on","other":true}',
    'c-prefs': 'not json',
    'd-prefs': 'null',
  });
  assert.deepEqual(readPrefs('a'), { mute: true, fourColour: false, largeIndex: true, counting: true });
  for (const key of ['b', 'c', 'd', 'none']) assert.deepEqual(readPrefs(key), OFF, key);
});

test('saved whole under the game key, read back the same', () => {
  const data = {};
  useStorage(data);
  const g = { key: 'blackjack', prefs: { mute: true, fourColour: true, largeIndex: false, counting: true } };
  assert.equal(savePrefs(g), true);
  assert.deepEqual(JSON.parse(data['blackjack-prefs']), g.prefs);
  assert.deepEqual(readPrefs('blackjack'), g.prefs);
});

test('with storage blocked: all off when read, false when saved, and no throw', () => {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get() { throw new Error('SecurityError'); } });
  assert.deepEqual(readPrefs('blackjack'), OFF);
  assert.equal(savePrefs({ key: 'blackjack', prefs: { ...OFF, mute: true } }), false);
});

test("the card options' words: the same keys in every language, each a non-empty string", async () => {
  const load = lang => import(`../../www/i18n/options-${lang}.js`).then(m => m.default);
  const en = await load('en');
  assert.deepEqual(Object.keys(en).sort(), ['four-colour', 'large-index']);
  for (const lang of ['ru', 'ro']) {
    const cat = await load(lang);
    assert.deepEqual(Object.keys(cat).sort(), Object.keys(en).sort(), lang);
    for (const [key, text] of Object.entries(cat)) assert.ok(typeof text === 'string' && text.trim() && text !== en[key], `${lang} ${key}`);
  }
});
