// The round history's pure parts (www/history/history-format.js,
// history-csv.js, history-file.js): which rows are kept rounds and which
// are damaged (a code each), their order, the versioned JSON export read
// back with every review dropped (the engine values each round again from
// its record), a damaged round refused with its reason while the rest
// import, the refusals of a whole file (each with its code for the panel's
// words), whether a file's figures are the engine's, and the CSV: every
// column of a valued round filled, amounts in money units, luck = net −
// perfect + cost on every line, read back into the same rounds; and the
// rounds a session has not counted yet (session-store.js's unseen, what the
// tracker appends). No browser: the IndexedDB part is tested in the page
// (tests/e2e/history.test.mjs, history-trust.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowProblem, recordProblem, sortRows, toJSON, parseExport, figuresDiffer, PROBLEMS, FORMAT, VERSION } from '../../www/history/history-format.js';
import { toCSV, parseCSV, parseCSVExport, CSV_HEADER } from '../../www/history/history-csv.js';
import { parseImport } from '../../www/history/history-file.js';
import { unseen, newSession, catchUp } from '../../www/session/session-store.js';

/** A finished round as table.history() gives it (only the fields used). */
const rec = (seed, net, more = {}) => ({
  version: 1, seed, streamPos: 0, bankroll: 1000, rules: { decks: 6, boxes: 1 }, bets: [{ main: 5, pair: 0 }], actions: ['stand'],
  result: { net, hands: [{ stake: 5 }], insurance: [null], pair: [null], bankroll: 1000 + net, dealer: [] }, ...more,
});
const row = (seed, n, more = {}) => ({ id: `${seed}@0`, session: '17', n, at: 1_700_000_000_000 + n, record: rec(seed, 7.5), stack: [], review: null, ...more });
/** A review as the engine writes it (only the fields used), in money units and hundredths. */
const review = (net, wagered, perfect, cost) => ({
  net: net / 100, wagered: wagered / 100, perfect: perfect / 100 - 0.0013, cost: cost / 100,
  netCents: net, wageredCents: wagered, perfectCents: perfect, costCents: cost, luckCents: net - (perfect - cost), bankrollCents: 100_000,
  decisions: [{ taken: 'stand', best: 'hit', cards: ['2S', '3H'], up: '6D', cost: cost / 100, costCents: cost, kind: 'hard' }],
});

test('a kept round has its record, its id, session, order and time; anything else is damaged, with a code', () => {
  assert.equal(rowProblem(row('a', 1)), null);
  assert.equal(rowProblem(row('a', 1, { review: review(750, 500, -3, 0) })), null);
  assert.equal(rowProblem(null), 'not-object');
  assert.equal(rowProblem('round'), 'not-object');
  assert.equal(rowProblem({ ...row('a', 1), record: undefined }), 'no-record');
  assert.equal(rowProblem({ ...row('a', 1), record: { ...rec('a', 1), seed: 12 } }), 'no-seed');
  assert.equal(rowProblem({ ...row('a', 1), id: 'b@0' }), 'wrong-id');
  assert.equal(rowProblem({ ...row('a', 1), record: { ...rec('a', 1), result: null } }), 'not-finished');
  assert.equal(rowProblem({ ...row('a', 1), session: '' }), 'no-session');
  assert.equal(rowProblem({ ...row('a', 1), n: '1' }), 'no-order');
  assert.equal(rowProblem({ ...row('a', 1), stack: [5] }), 'no-stack');
  assert.equal(rowProblem({ ...row('a', 1), review: 'good' }), 'bad-review');
  assert.equal(recordProblem({ ...row('a', 1), review: 'good' }), null, 'an imported round\'s review does not matter: it is dropped');
  for (const code of ['not-object', 'no-record', 'no-seed', 'not-finished', 'wrong-id', 'no-session', 'no-order', 'no-stack', 'bad-review']) {
    assert.equal(typeof PROBLEMS[code], 'string', `${code} has its English words`);
  }
});

test('rows come out in their order, damaged ones skipped and counted, unknown fields dropped', () => {
  const { rounds, damaged } = sortRows([row('c', 3), 42, row('a', 1, { extra: true }), { id: 'x' }, row('b', 2)]);
  assert.deepEqual(rounds.map(r => r.id), ['a@0', 'b@0', 'c@0']);
  assert.equal(damaged, 2);
  assert.equal('extra' in rounds[0], false);
});

test('the JSON export reads back as the same rounds, in order, every review dropped (the engine values them again) and kept only as the file\'s claim', () => {
  const claimed = review(750, 500, -3, 0);
  const rounds = [row('a', 1), row('b', 2, { review: claimed })];
  const text = toJSON(rounds);
  const file = JSON.parse(text);
  assert.equal(file.format, FORMAT);
  assert.equal(file.version, VERSION);
  assert.deepEqual(Object.keys(file), ['format', 'version', 'rounds']);
  const back = parseExport(text);
  assert.deepEqual(back.rounds, rounds.map(r => ({ ...r, review: null })));
  assert.deepEqual(back.refused, []);
  assert.deepEqual([...back.claims], [['b@0', claimed]]);
  assert.deepEqual(parseExport(toJSON([...rounds].reverse())).rounds.map(r => r.id), ['a@0', 'b@0'], 'the file\'s order is by n');
  assert.deepEqual(parseImport(text), back, 'parseImport tells JSON by its first character');
});

test('damaged rounds are refused with their reasons and places; the rest of the file imports', () => {
  const file = JSON.parse(toJSON([row('a', 1), row('b', 2), row('c', 3), row('d', 4)]));
  delete file.rounds[1].record.seed;
  file.rounds[2].record.result = null;
  file.rounds.push('not a round', { ...row('e', 5), id: 'x@1' });
  const { rounds, refused } = parseExport(JSON.stringify(file));
  assert.deepEqual(rounds.map(r => r.id), ['a@0', 'd@0']);
  assert.deepEqual(refused, [{ round: 2, code: 'no-seed' }, { round: 3, code: 'not-finished' }, { round: 5, code: 'not-object' }, { round: 6, code: 'wrong-id' }]);
});

test('a foreign, broken or other-version file is refused as a whole with the reason, as a code the panel words', () => {
  const refusal = (text, code, message) => assert.throws(() => parseImport(text), e => {
    assert.equal(e.code, code);
    assert.match(e.message, message);
    return true;
  });
  refusal('{"format":', 'import-not-json', /not JSON/);
  refusal('[1,2]', 'import-foreign', /not a round history/);
  refusal(JSON.stringify({ format: 'blackjack-save', version: 1, rounds: [] }), 'import-foreign', /not a round history/);
  refusal(JSON.stringify({ format: FORMAT, version: 2, rounds: [] }), 'import-version', /version 2; this page reads version 1/);
  refusal(JSON.stringify({ format: FORMAT, version: 1 }), 'import-no-rounds', /no list of rounds/);
  refusal('hello, world', 'import-unknown', /neither a JSON nor a CSV/);
  refusal('id,session,time,net\r\na@0,17,2024-01-01T00:00:00.000Z,5\r\n', 'import-csv-old', /without the rounds' records/);
  assert.deepEqual(parseImport(toJSON([])).rounds, [], 'an empty history is a history');
});

test('the file\'s figures are compared with the engine\'s: every figure it has, each decision\'s cost', () => {
  const engine = review(-1250, 1750, -8, 125);
  assert.equal(figuresDiffer(structuredClone(engine), engine), false, 'the engine\'s own review');
  assert.equal(figuresDiffer({ netCents: -1250, luckCents: engine.luckCents }, engine), false, 'a part of it');
  assert.equal(figuresDiffer({ ...engine, luckCents: engine.luckCents + 1 }, engine), true);
  assert.equal(figuresDiffer({ ...engine, net: 12.5 }, engine), true);
  assert.equal(figuresDiffer({ ...engine, decisions: [{ ...engine.decisions[0], costCents: 0 }] }, engine), true);
  assert.equal(figuresDiffer({ ...engine, decisions: [] }, engine), true);
  assert.equal(figuresDiffer('good', engine), true);
});

const PRESETS = [{ name: 'land-casino', rules: { boxes: 1, decks: 6 } }, { name: 'single-deck', rules: { decks: 1, boxes: 1 } }];

test('the CSV: a header, one line per round, every column of a valued round filled, amounts in money units', () => {
  const valued = row('b', 2, {
    session: 'x,"y"',
    stack: ['AS', 'TD'],
    record: rec('b', -12.5, { bets: [{ main: 10, pair: 2.5 }, { main: 5, pair: 0 }], rules: { decks: 1, boxes: 1 } }),
    review: review(-1250, 1750, -8, 125),
  });
  const lines = toCSV([row('a', 1, { record: rec('a', 7.5, { rules: { decks: 6, boxes: 2 } }) }), valued], PRESETS).split('\r\n');
  assert.equal(lines.length, 4, 'header, two rounds, and the final line break');
  assert.equal(lines[0], CSV_HEADER.join(','));
  const [head, a, b] = parseCSV(lines.join('\r\n'));
  assert.deepEqual(head, CSV_HEADER);
  const cell = (line, name) => line[CSV_HEADER.indexOf(name)];
  assert.deepEqual(a.slice(0, 12), ['a@0', '17', new Date(1_700_000_000_001).toISOString(), 'custom', '6', '5', '7.5', '', '1007.5', '', '', ''],
    'not valued yet: the record\'s net and bankroll, the review\'s figures empty');
  assert.deepEqual(b.slice(0, 12), ['b@0', 'x,"y"', new Date(1_700_000_000_002).toISOString(), 'single-deck', '1', '10+2.5 5', '-12.5', '17.5', '987.5', '-0.08', '1.25', '-11.17']);
  assert.equal(cell(b, 'stack'), 'AS TD');
  assert.deepEqual(JSON.parse(cell(b, 'record')), valued.record);
  assert.equal(toCSV([row('a', 1)]).split('\r\n')[1].split(',')[3], '', 'no table named when no presets are known');
});

test('the CSV of valued rounds has luck = net − perfect + cost on every line, to the cent', () => {
  const rounds = [[750, 500, -3, 0], [-1250, 1750, -8, 125], [0, 1000, 4, 0], [1500, 1000, -5, 333], [-500, 500, -2, 7]]
    .map(([net, wagered, perfect, cost], i) => row(`s${i}`, i + 1, { review: review(net, wagered, perfect, cost) }));
  const [head, ...lines] = parseCSV(toCSV(rounds, PRESETS));
  const cents = (line, name) => Math.round(Number(line[head.indexOf(name)]) * 100);
  assert.equal(lines.length, rounds.length);
  for (const line of lines) {
    for (const name of CSV_HEADER.slice(0, -1).filter(n => n !== 'stack')) assert.notEqual(line[head.indexOf(name)], '', `${name} filled`);
    assert.equal(cents(line, 'luck'), cents(line, 'net') - cents(line, 'perfect') + cents(line, 'cost'), line.join(','));
  }
});

test('a CSV this page exported imports back as the same rounds; its amounts are only the file\'s claims', () => {
  const rounds = [row('a', 1, { stack: ['AS', 'TD', '5H'] }), row('b', 2, { review: review(750, 500, -3, 0) })];
  const text = toCSV(rounds, PRESETS);
  const back = parseImport(text);
  assert.deepEqual(back.rounds, rounds.map(r => ({ ...r, review: null })), 'ids, sessions, order, times, records and stacks');
  assert.deepEqual(back.refused, []);
  assert.equal(figuresDiffer(back.claims.get('b@0'), rounds[1].review), false, 'its figures are the engine\'s');
  assert.equal(figuresDiffer(back.claims.get('a@0'), { ...review(750, 500, -3, 0), netCents: 750 }), false, 'a round not valued claims its net only');
  // A spreadsheet that saved it with semicolons and decimal commas, a byte-order mark, and a line edited.
  const edited = text.replace(/^/, '\uFEFF').split('\r\n').map((l, i) => (i === 2 ? l.replace(',7.53,', ',9.99,') : l)).join('\r\n');
  assert.notEqual(edited.replace('\uFEFF', ''), text, 'the luck of round b edited');
  const again = parseCSVExport(edited);
  assert.deepEqual(again.rounds, back.rounds, 'the same rounds');
  assert.equal(figuresDiffer(again.claims.get('b@0'), rounds[1].review), true, 'the edited figure is not the engine\'s');
  const semicolons = parseCSV('id;session;net\r\n"a;1";17;-12,5\r\n\r\n');
  assert.deepEqual(semicolons, [['id', 'session', 'net'], ['a;1', '17', '-12,5']]);
  // A damaged line is refused with its reason; the others import.
  const [head, ...lines] = parseCSV(text);
  const broken = [...lines];
  broken[0] = broken[0].map((c, i) => (head[i] === 'record' ? '{"seed": ' : c));
  const csv = [head, ...broken].map(l => l.map(c => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');
  const partly = parseImport(csv);
  assert.deepEqual(partly.rounds.map(r => r.id), ['b@0']);
  assert.deepEqual(partly.refused, [{ round: 1, code: 'no-record' }]);
});

test('the rounds a session has not counted yet are the ones the tracker keeps', () => {
  const recs = ['a', 'b', 'c'].map(s => rec(s, 5));
  const s = newSession(0);
  assert.deepEqual(unseen(s, recs).map(r => r.seed), ['a', 'b', 'c']);
  const counted = catchUp(s, recs.slice(0, 2));
  assert.deepEqual(unseen(counted, recs).map(r => r.seed), ['c']);
  assert.deepEqual(unseen(catchUp(counted, recs), recs), []);
});
