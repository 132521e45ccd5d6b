// The round history's pure parts (www/history/history-format.js): which rows
// are kept rounds and which are damaged, their order, the versioned JSON
// export read back, the refusals of a foreign or damaged file (each with its
// code for the panel's words), and the CSV export with the engine's amounts
// as written; and the rounds a session has not counted yet
// (session-store.js's unseen, what the tracker appends). No browser: the
// IndexedDB part is tested in the page (tests/e2e/history.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowProblem, sortRows, toJSON, parseExport, toCSV, CSV_HEADER, FORMAT, VERSION } from '../../www/history/history-format.js';
import { unseen, newSession, catchUp } from '../../www/session/session-store.js';

/** A finished round as table.history() gives it (only the fields used). */
const rec = (seed, net, more = {}) => ({
  version: 1, seed, streamPos: 0, bankroll: 1000, rules: { decks: 6 }, bets: [{ main: 5, pair: 0 }], actions: ['stand'],
  result: { net, hands: [{ stake: 5 }], insurance: [null], pair: [null], bankroll: 1000 + net, dealer: [] }, ...more,
});
const row = (seed, n, more = {}) => ({ id: `${seed}@0`, session: '17', n, at: 1_700_000_000_000 + n, record: rec(seed, 7.5), stack: [], review: null, ...more });

test('a kept round has its record, its id, session, order and time; anything else is damaged', () => {
  assert.equal(rowProblem(row('a', 1)), null);
  assert.equal(rowProblem(row('a', 1, { review: { net: 7.5, perfect: -0.03, cost: 0, decisions: [] } })), null);
  assert.equal(rowProblem(null), 'not an object');
  assert.equal(rowProblem('round'), 'not an object');
  assert.equal(rowProblem({ ...row('a', 1), record: undefined }), 'no record');
  assert.equal(rowProblem({ ...row('a', 1), id: 'b@0' }), 'its id is not its round\'s');
  assert.equal(rowProblem({ ...row('a', 1), record: { ...rec('a', 1), result: null } }), 'not a finished round');
  assert.equal(rowProblem({ ...row('a', 1), n: '1' }), 'no order or time');
  assert.equal(rowProblem({ ...row('a', 1), stack: [5] }), 'no stacked cards');
  assert.equal(rowProblem({ ...row('a', 1), review: 'good' }), 'a review of the wrong shape');
});

test('rows come out in their order, damaged ones skipped and counted, unknown fields dropped', () => {
  const { rounds, damaged } = sortRows([row('c', 3), 42, row('a', 1, { extra: true }), { id: 'x' }, row('b', 2)]);
  assert.deepEqual(rounds.map(r => r.id), ['a@0', 'b@0', 'c@0']);
  assert.equal(damaged, 2);
  assert.equal('extra' in rounds[0], false);
});

test('the JSON export reads back as the same rounds, in order', () => {
  const rounds = [row('a', 1), row('b', 2, { review: { net: 7.5, wagered: 5, perfect: -0.03, cost: 0, decisions: [] } })];
  const text = toJSON(rounds);
  const file = JSON.parse(text);
  assert.equal(file.format, FORMAT);
  assert.equal(file.version, VERSION);
  assert.deepEqual(Object.keys(file), ['format', 'version', 'rounds']);
  assert.deepEqual(parseExport(text), rounds);
  assert.deepEqual(parseExport(toJSON([...rounds].reverse())).map(r => r.id), ['a@0', 'b@0'], 'the file\'s order is by n');
});

test('a foreign, damaged or other-version file is refused with the reason, as a code the panel words', () => {
  const refusal = (text, code, message) => assert.throws(() => parseExport(text), e => {
    assert.equal(e.code, code);
    assert.match(e.message, message);
    return true;
  });
  refusal('{"format":', 'import-not-json', /not JSON/);
  refusal('[1,2]', 'import-foreign', /not a round history/);
  refusal(JSON.stringify({ format: 'blackjack-save', version: 1, rounds: [] }), 'import-foreign', /not a round history/);
  refusal(JSON.stringify({ format: FORMAT, version: 2, rounds: [] }), 'import-version', /version 2; this page reads version 1/);
  refusal(JSON.stringify({ format: FORMAT, version: 1 }), 'import-no-rounds', /no list of rounds/);
  const damaged = JSON.parse(toJSON([row('a', 1), row('b', 2)]));
  damaged.rounds[1].record.seed = 12;
  assert.throws(() => parseExport(JSON.stringify(damaged)), e => e.code === 'import-damaged' && e.params[0] === 2 && /round 2 has no seed/.test(e.message));
  assert.deepEqual(parseExport(toJSON([])), [], 'an empty history is a history');
});

test('the CSV export: a header, one line per round, the engine\'s amounts as written, the review\'s when valued', () => {
  const valued = row('b', 2, {
    session: 'x,"y"',
    record: rec('b', -12.5, { bets: [{ main: 10, pair: 2.5 }, { main: 5, pair: 0 }], rules: { decks: 1 } }),
    review: { net: -12.5, wagered: 17.5, perfect: -0.08, cost: 1.25, decisions: [] },
  });
  const lines = toCSV([row('a', 1), valued]).split('\r\n');
  assert.equal(lines.length, 4, 'header, two rounds, and the final line break');
  assert.equal(lines[0], CSV_HEADER.join(','));
  assert.equal(lines[1], `a@0,17,${new Date(1_700_000_000_001).toISOString()},,6,5,7.5,,1007.5,,,`);
  assert.equal(lines[2], `b@0,"x,""y""",${new Date(1_700_000_000_002).toISOString()},,1,10+2.5 5,-12.5,17.5,987.5,-0.08,1.25,`);
  assert.equal(lines[3], '');
});

test('the rounds a session has not counted yet are the ones the tracker keeps', () => {
  const recs = ['a', 'b', 'c'].map(s => rec(s, 5));
  const s = newSession(0);
  assert.deepEqual(unseen(s, recs).map(r => r.seed), ['a', 'b', 'c']);
  const counted = catchUp(s, recs.slice(0, 2));
  assert.deepEqual(unseen(counted, recs).map(r => r.seed), ['c']);
  assert.deepEqual(unseen(catchUp(counted, recs), recs), []);
});
