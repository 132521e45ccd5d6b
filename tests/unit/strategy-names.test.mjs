// Hands, up cards and index plays named from the strategy catalogues
// (www/strategy/strategy-names.js): the English lines as the Trainer writes
// them, and in Russian and Romanian no Latin engine name ("v T",
// "surrender", "insurance") and no T for a ten, for every play the engine
// knows and every cell of the chart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/i18n/strategy-en.js';
import ru from '../../www/i18n/strategy-ru.js';
import ro from '../../www/i18n/strategy-ro.js';
import { UPS } from '../../www/strategy/strategy-grid.js';
import { playName, cellHand, cellUp, upName, rankLabel } from '../../www/strategy/strategy-names.js';

/** The engine's index plays as (total, up, deviation): crate/engine/src/odds/index/plays.rs. */
const PLAYS = [
  [0, 1, 'insure'], [16, 10, 'stand-over-hit'], [15, 10, 'stand-over-hit'], [20, 5, 'split-over-stand'],
  [20, 6, 'split-over-stand'], [10, 10, 'double-over-hit'], [12, 3, 'stand-over-hit'], [12, 2, 'stand-over-hit'],
  [11, 1, 'double-over-hit'], [9, 2, 'double-over-hit'], [10, 1, 'double-over-hit'], [9, 7, 'double-over-hit'],
  [16, 9, 'stand-over-hit'], [13, 2, 'stand-over-hit'], [12, 4, 'stand-over-hit'], [12, 5, 'stand-over-hit'],
  [12, 6, 'stand-over-hit'], [13, 3, 'stand-over-hit'], [14, 10, 'surrender'], [15, 10, 'surrender'],
  [15, 9, 'surrender'], [15, 1, 'surrender'],
].map(([total, up, deviation]) => ({ total, up, deviation }));

/** Every cell id of the chart: hard 4–21, soft 12–21, pairs 2–A, against each up card. */
const CELLS = [
  ...Array.from({ length: 18 }, (_, i) => `hard-${i + 4}`),
  ...Array.from({ length: 10 }, (_, i) => `soft-${i + 12}`),
  ...['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'].map(r => `pair-${r}`),
].flatMap(row => UPS.map(up => `${row}-${up}`));

test('a ten is 10 and an ace A as the chart prints them; after "v" the ace is the catalogue\'s', () => {
  assert.deepEqual(['T', 10, '10', 'A', 1, '9'].map(rankLabel), ['10', '10', '10', 'A', 'A', '9']);
  assert.equal(upName(ru, 1), ru['up-ace']);
  assert.equal(upName(ro, 'A'), ro['up-ace']);
  assert.equal(upName(en, 10), '10');
});

test('English: the plays and cells as the Trainer and the index table write them', () => {
  assert.equal(playName(en, PLAYS[1]), 'hard 16 v 10');
  assert.equal(playName(en, PLAYS[1], true), 'Hard 16 v 10');
  assert.equal(playName(en, PLAYS[0], true), 'Insurance');
  assert.equal(playName(en, PLAYS[3]), 'pair of 10s v 5');
  assert.equal(playName(en, PLAYS[21]), 'hard 15 v A');
  assert.equal(`${cellHand(en, 'hard-16-T')} v ${cellUp(en, 'hard-16-T')}`, 'hard 16 v 10');
  assert.equal(cellHand(en, 'pair-T-5'), 'pair 10-10');
});

for (const [lang, w] of Object.entries({ ru, ro })) {
  test(`${lang}: no play, cell or up card is named with the engine's English`, () => {
    const latin = /(?<!\p{L})(v|vs|T|surrender|insurance|hard|soft|pair)(?!\p{L})/u;
    const names = [
      ...PLAYS.flatMap(p => [playName(w, p), playName(w, p, true)]),
      ...CELLS.flatMap(c => [cellHand(w, c), cellUp(w, c)]),
    ];
    for (const name of names) {
      assert.ok(name && !name.includes('{'), `${lang}: ${name}`);
      assert.doesNotMatch(name, latin, `${lang}: ${name}`);
    }
    // Each play has its own name, but a surrender: it shares its hand's and says its action instead.
    const others = PLAYS.filter(p => p.deviation !== 'surrender').map(p => playName(w, p));
    assert.equal(new Set(others).size, others.length, others.join(' | '));
  });
}
