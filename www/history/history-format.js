// The round history's rows and files, pure (no browser): what a kept round
// looks like, the versioned JSON export and its checks on import, and the CSV
// export (one row per round). A row is `{id, session, n, at, record, stack,
// review}`: `record` the engine's round record as table.history() gives it,
// `stack` the cards stacked before it (test builds, else []), `review` the
// engine's review or null until valued. Every amount is written as the
// engine gave it (the record's result, the review's figures): no sums here.
// Unit-tested in Node (tests/unit/history.test.mjs).

/** A round's identity in the engine's history: its seed and where in the stream it began. */
export const roundKey = rec => `${rec.seed}@${rec.streamPos}`;

export const FORMAT = 'blackjack-history';
export const VERSION = 1;

const isObject = x => !!x && typeof x === 'object' && !Array.isArray(x);

/** Why `row` is not a kept round (a short English reason), or null when it is one. */
export function rowProblem(row) {
  if (!isObject(row)) return 'not an object';
  const rec = row.record;
  if (!isObject(rec)) return 'no record';
  if (typeof rec.seed !== 'string' || !Number.isSafeInteger(rec.streamPos)) return 'no seed and stream position';
  if (!isObject(rec.result) || !Array.isArray(rec.result.hands) || !Array.isArray(rec.bets)) return 'not a finished round';
  if (row.id !== roundKey(rec)) return 'its id is not its round\'s';
  if (typeof row.session !== 'string' || !row.session) return 'no session';
  if (!Number.isSafeInteger(row.n) || !Number.isFinite(row.at)) return 'no order or time';
  if (!Array.isArray(row.stack) || !row.stack.every(c => typeof c === 'string')) return 'no stacked cards';
  if (row.review !== null && !isObject(row.review)) return 'a review of the wrong shape';
  return null;
}

/** The round as the history hands it out: its known fields only. */
export const clean = ({ id, session, n, at, record, stack, review }) => ({ id, session, n, at, record, stack, review });

/** The kept rounds of `rows` in their order (by `n`), and how many were damaged (skipped): {rounds, damaged}. */
export function sortRows(rows) {
  const rounds = rows.filter(r => rowProblem(r) === null).map(clean).sort((a, b) => a.n - b.n);
  return { rounds, damaged: rows.length - rounds.length };
}

/** The whole history as versioned JSON: {"format":"blackjack-history","version":1,"rounds":[...]}. */
export const toJSON = rounds => JSON.stringify({ format: FORMAT, version: VERSION, rounds: rounds.map(clean) });

/** An import refused: an Error whose message says why, with a stable `code` and its `params`. */
function refused(code, message, params = []) {
  return Object.assign(new Error(message), { code, params });
}

/**
 * The rounds of an exported file's `text`, in the file's order; throws a
 * refusal (nothing is to be written) when it is not JSON, not a round
 * history, another version, or any round in it is damaged.
 */
export function parseExport(text) {
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    throw refused('import-not-json', 'The file is not JSON.');
  }
  if (!isObject(file) || file.format !== FORMAT) throw refused('import-foreign', 'The file is not a round history of this game.');
  if (file.version !== VERSION) throw refused('import-version', `The file is a round history of version ${file.version}; this page reads version ${VERSION}.`, [String(file.version)]);
  if (!Array.isArray(file.rounds)) throw refused('import-no-rounds', 'The file is damaged: it holds no list of rounds.');
  file.rounds.forEach((row, i) => {
    const why = rowProblem(row);
    if (why) throw refused('import-damaged', `The file is damaged: round ${i + 1} has ${why}.`, [i + 1, why]);
  });
  return [...file.rounds].sort((a, b) => a.n - b.n).map(clean);
}

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = v => {
  const text = v == null ? '' : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const CSV_HEADER = ['id', 'session', 'time', 'table', 'decks', 'bets', 'net', 'wagered', 'bankroll after', 'perfect', 'cost', 'luck'];

/** A box's opening bets as written: the main bet, and `+pair` when there is a pair bet. */
const bets = rec => rec.bets.map(b => (b.pair ? `${b.main}+${b.pair}` : `${b.main}`)).join(' ');

/** One round's CSV cells: amounts as the engine wrote them (the review's only when valued). */
function cells(row) {
  const rec = row.record;
  const rv = row.review || {};
  const table = rec.table ?? rec.preset ?? rec.rules?.name ?? '';
  return [row.id, row.session, new Date(row.at).toISOString(), table, rec.rules?.decks ?? '', bets(rec),
    rec.result.net, rv.wagered, rec.result.bankroll, rv.perfect, rv.cost, rv.luck];
}

/** The rounds as CSV: a header, then one line per round (CRLF, as RFC 4180 has it). */
export function toCSV(rounds) {
  return [CSV_HEADER, ...rounds.map(cells)].map(line => line.map(field).join(',')).join('\r\n') + '\r\n';
}
