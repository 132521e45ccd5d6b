// The Counting lab's pure parts: its words (every language has English's
// keys and placeholders), the figures written with two significant digits
// of their error (as `blackjack ramp` prints them), the ramp's steps and
// their words, the exported text and the terminal command.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import WORDS from '../../www/lab/lab-words.js';
import { command, decimals, exportText, stepCounts, steps, stepsLine, withError } from '../../www/lab/lab-view.js';
import { fillTemplate, numbers } from '../../www/core/format.js';
import { assertSameKeys } from './catalogue-keys.mjs';

test('the lab speaks English, Russian and Romanian with the same keys and placeholders, each translated', () => {
  assertSameKeys(WORDS.en, { ru: WORDS.ru, ro: WORDS.ro });
  for (const lang of ['ru', 'ro']) {
    for (const [key, text] of Object.entries(WORDS[lang])) assert.notEqual(text, WORDS.en[key], `${lang} ${key} is translated`);
  }
});

/** The lab's words in `lang`, as lab.js makes them. */
function wordsIn(lang) {
  const n = numbers(lang);
  const tc = v => (v > 0 ? `+${v}` : v < 0 ? `\u2212${-v}` : '0');
  return {
    t: (key, ...args) => fillTemplate(WORDS[lang][key], args, n.plural),
    num: (v, d, sign, max) => n.num(v, d, sign, max),
    money: v => n.money(v),
    pct: (v, d = 1) => `${n.num(v, d)}\u00a0%`,
    tc,
  };
}

test('a figure is written with two significant digits of its error', () => {
  assert.equal(decimals(1.7293), 1);
  assert.equal(decimals(0.3169), 2);
  assert.equal(decimals(3914.3), 0);
  assert.equal(decimals(0), 2);
  const w = wordsIn('en');
  assert.equal(withError(w, 29.592037, 1.729327), '29.6 ± 1.7');
  assert.equal(withError(w, 0.1342793, 0.0156054, true), '13.4 ± 1.6\u00a0%');
  assert.equal(withError(w, 33661.04, 3914.29), '33,661 ± 3914');
  assert.equal(withError(wordsIn('ru'), 5.450499, 0.316907), '5,45 ± 0,32');
});

const bets = [-2, -1, 0, 1, 2, 3, 4].map(tc => ({ tc, bet: tc <= 0 ? 15 : Math.min(120, 45 * tc), played: 1 }));

test('the ramp as steps: equal bets joined, the ends open', () => {
  assert.deepEqual(steps(bets), [
    { from: -2, to: 0, bet: 15 }, { from: 1, to: 1, bet: 45 }, { from: 2, to: 2, bet: 90 }, { from: 3, to: 4, bet: 120 },
  ]);
  const w = wordsIn('en');
  assert.equal(stepsLine(w, bets), '0 or less: 15; +1: 45; +2: 90; +3 or more: 120');
  assert.equal(stepsLine(wordsIn('ru'), bets), '0 и ниже: 15; +1: 45; +2: 90; +3 и выше: 120');
  const out = bets.map(b => ({ ...b, bet: b.tc < 1 ? 0 : b.bet }));
  assert.equal(stepsLine(w, out), '0 or less: sit out; +1: 45; +2: 90; +3 or more: 120');
  assert.equal(stepCounts(w, { from: -2, to: 4, bet: 10 }, bets), '\u22122 … +4');
});

const ramp = {
  bankroll: 10000, spread: 8, risk: 13.5, wong_in: 1, wong_out: null, bets, average_bet: 33.848715,
  win_per_100: 29.592, win_per_100_error: 1.7293, sd_per_100: 542.92, sd_per_100_error: 0.7867, di: 5.4505, di_error: 0.3169,
  score: 29.67, score_error: 3.45, n0: 33661.04, n0_error: 3914.29, certainty_equivalent: 14.835, certainty_equivalent_error: 1.72,
  risk_of_ruin: 0.13428, risk_of_ruin_error: 0.0156,
};

test('the exported ramp: the question, the steps, the figures', () => {
  const text = exportText(wordsIn('en'), 'Land casino', ramp);
  const lines = text.split('\n');
  assert.equal(lines[0], 'Counting lab: Land casino');
  assert.equal(lines[1], 'Bankroll 10,000, spread 1:8, risk of ruin 13.5\u00a0%');
  assert.equal(lines[2], 'Back-counting: play from +1, leave below none');
  assert.ok(lines.includes('0 or less   15'), text);
  assert.ok(lines.includes('+3 or more  120'), text);
  assert.ok(lines.includes('SCORE (win per 100 rounds at a bankroll of 10,000 units and 13.5\u00a0% risk): 29.7 ± 3.5'), text);
  assert.ok(text.endsWith('\n'));
  assert.match(exportText(wordsIn('ru'), 'Классическое казино', ramp), /^Лаборатория счёта: Классическое казино\nБанкролл 10\u00a0000, разброс 1:8, риск разорения 13,5\u00a0%\n/);
});

test('the same ramp in a terminal', () => {
  assert.equal(command('land-casino', ramp), 'blackjack ramp --rules land-casino --bankroll 10000 --spread 1:8 --risk 13.5 --wong-in 1');
  assert.equal(command('european', { ...ramp, wong_in: null, wong_out: -1 }), 'blackjack ramp --rules european --bankroll 10000 --spread 1:8 --risk 13.5 --wong-out -1');
});
