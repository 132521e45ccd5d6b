// The Strategy panel's pure parts: its catalogues (the same keys in the three
// languages), the rows' labels, the percent, and the chart drawn as shapes,
// SVG text. The chart here is made up in the engine's JSON format (its
// shape, not its values); no browser, no engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/i18n/strategy-en.js';
import ru from '../../www/i18n/strategy-ru.js';
import ro from '../../www/i18n/strategy-ro.js';
import { rowLabel, UPS, CODES } from '../../www/strategy/strategy-grid.js';
import { chartShapes, toSvg, COLOURS } from '../../www/strategy/strategy-export.js';

test('the strategy catalogues have exactly the keys of the English one, each a non-empty string', () => {
  for (const [lang, cat] of Object.entries({ ru, ro })) {
    assert.deepEqual(Object.keys(cat).sort(), Object.keys(en).sort(), lang);
    for (const [k, v] of Object.entries(cat)) {
      assert.ok(typeof v === 'string' && v.trim(), `${lang} ${k}`);
      const names = text => [...text.matchAll(/\{(\w+)\}/g)].map(m => m[1]).sort().join();
      assert.equal(names(v), names(en[k]), `${lang} ${k} names the values English names`);
    }
  }
  for (const code of CODES) assert.ok(en[`code-${code}`] && COLOURS[code], code);
});

test('rows are labelled as printed cards do', () => {
  assert.equal(rowLabel('hard', '16'), '16');
  assert.equal(rowLabel('soft', '13'), 'A,2');
  assert.equal(rowLabel('soft', '12'), 'A,A');
  assert.equal(rowLabel('soft', '21'), 'A,10', 'a ten-value card is 10, never T (a Latin T reads as the Russian Т of «туз»)');
  assert.equal(rowLabel('pair', 'T'), '10,10');
});

/** A chart in the engine's format: every cell "H" except a few. */
function madeUpChart() {
  const row = () => UPS.map(() => 'H');
  const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => String(a + i));
  const chart = {
    return: -0.5, perfect: -0.4, insurance: 'never', evenMoney: null, seconds: 1,
    hard: Object.fromEntries(range(4, 21).map(n => [n, row()])),
    soft: Object.fromEntries(range(12, 21).map(n => [n, row()])),
    pairs: Object.fromEntries([...range(2, 9), 'T', 'A'].map(n => [n, row()])),
    differs: [{ cell: 'hard-12-4', hands: ['10-2'] }],
  };
  chart.hard['16'][8] = 'Rh';
  chart.pairs['8'][0] = 'P';
  return chart;
}

test('the SVG export holds every cell with its code, and a dot where the exact play differs', () => {
  const layout = chartShapes(madeUpChart(), en, 'Strategy: <Single & deck>', ['a line']);
  const svg = toSvg(layout);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal((svg.match(/<g data-cell="/g) || []).length, (18 + 10 + 10) * 10);
  assert.match(svg, /<g data-cell="hard-16-T"><rect [^>]*fill="#d55e00"[^>]*\/><text [^>]*>Rh<\/text><\/g>/);
  assert.match(svg, /<g data-cell="pair-8-2"><rect [^>]*\/><text [^>]*>P<\/text><\/g>/);
  assert.match(svg, /<g data-cell="hard-12-4"><rect [^>]*\/><text [^>]*>H<\/text><circle /);
  assert.match(svg, /Strategy: &lt;Single &amp; deck&gt;/);
  assert.ok(layout.width > 600 && layout.height > 400, `${layout.width}×${layout.height}`);
});

test('returns are written in percent with six decimals and the language\'s mark', async () => {
  const { percent } = await import('../../www/strategy/strategy.js');
  assert.equal(percent(-0.506829), '−0.506829\u00a0%');
  assert.equal(percent(-0.4678764, 'ru'), '−0,467876\u00a0%');
  assert.equal(percent(0.041032), '0.041032\u00a0%');
  assert.equal(percent(-0.0000001), '0.000000\u00a0%');
});
