// The Simulate panel's pure parts: its words (every language has English's
// keys and placeholders), the plots' scales and bins, and the repeat command.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import WORDS from '../../www/simulate/simulate-words.js';
import { histogram, returnRange } from '../../www/simulate/simulate-scale.js';
import { niceStep, scale, ticks } from '../../www/core/plot.js';
import { command } from '../../www/simulate/simulate-view.js';

const holes = text => [...text.matchAll(/\{(\w+)/g)].map(m => m[1]).sort().join();

test('the panel speaks English, Russian and Romanian with the same keys and placeholders', () => {
  const en = WORDS.en;
  for (const lang of ['ru', 'ro']) {
    assert.deepEqual(Object.keys(WORDS[lang]).sort(), Object.keys(en).sort(), lang);
    for (const [key, text] of Object.entries(WORDS[lang])) {
      assert.ok(text.trim(), `${lang} ${key}`);
      assert.equal(holes(text), holes(en[key]), `${lang} ${key} names the values English names`);
      if (!['start', 'seed-used'].includes(key)) assert.notEqual(text, en[key], `${lang} ${key} is translated`);
    }
  }
});

test('nice steps and ticks', () => {
  assert.equal(niceStep(10, 5), 2);
  assert.equal(niceStep(0.7, 5), 0.2);
  assert.equal(niceStep(3000, 4), 1000);
  assert.equal(niceStep(0), 1);
  assert.deepEqual(ticks(-0.35, 0.12, 4), [-0.2, 0]);
  assert.deepEqual(ticks(-0.35, 0.12, 6), [-0.3, -0.2, -0.1, 0, 0.1]);
  assert.deepEqual(ticks(0, 1000, 4), [0, 500, 1000]);
});

test('a histogram counts every value once, in bins of a nice width', () => {
  const values = [0, 0, 3, 950, 1000, 1000, 1012.5, 1490];
  const h = histogram(values, 10);
  assert.equal(h.counts.reduce((a, b) => a + b, 0), values.length);
  assert.equal(h.width, 200);
  assert.equal(h.lo, 0);
  assert.ok(h.hi >= 1490);
  assert.equal(h.counts[0], 3);
  assert.equal(h.counts.length, (h.hi - h.lo) / h.width);
  assert.deepEqual(histogram([], 10).counts, []);
  assert.deepEqual(histogram([5, 5, 5], 10).counts.reduce((a, b) => a + b), 3);
});

test('the return plot holds zero, the interval and the exact mark', () => {
  const r = returnRange(-0.5, 0.2, 0.04);
  assert.ok(r.lo < -0.7 && r.hi > 0.04);
  const s = returnRange(1, 0.1);
  assert.ok(s.lo < 0 && s.hi > 1.1);
  const x = scale(0, 10, 100, 200);
  assert.equal(x(5), 150);
});

test('the repeat command names every figure the run used', () => {
  const job = { preset: 'european', rounds: 200000, bet: 5, seed: 'ab'.repeat(32), bankroll: 1000, session: 500, sessions: 1000 };
  assert.equal(command(job), `blackjack simulate --rules european --rounds 200000 --bet 5 --seed ${'ab'.repeat(32)} --bankroll 1000 --session 500 --sessions 1000`);
});
