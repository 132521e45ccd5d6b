// The round history's rows and its JSON file, pure (no browser): what a kept
// round looks like, why a row is not one (a stable code each), the
// versioned JSON export, and reading a file back (JSON here, CSV in
// history-csv.js). A row is `{id, session, n, at, record, stack, review}`:
// `record` the engine's round record as table.history() gives it, `stack`
// the cards stacked before it (test builds, else []), `review` the engine's
// review or null until valued. An imported round is valued by the engine
// again from its record: whatever review a file carries is dropped (kept
// aside only to say whether the file's figures were the engine's). No sums
// here. Unit-tested in Node (tests/unit/history.test.mjs).

/** A round's identity in the engine's history: its seed and where in the stream it began. */
export const roundKey = rec => `${rec.seed}@${rec.streamPos}`;

export const FORMAT = 'blackjack-history';
export const VERSION = 1;

const isObject = x => !!x && typeof x === 'object' && !Array.isArray(x);

/** Why a row is not a kept round: each code (the panel's words are `kept-why-<code>`) in English. */
export const PROBLEMS = {
  'not-object': 'not an object',
  'no-record': 'no record',
  'no-seed': 'no seed and stream position',
  'not-finished': 'not a finished round',
  'wrong-id': 'an id that is not its round\'s',
  'no-session': 'no session',
  'no-order': 'no order or time',
  'no-stack': 'no stacked cards',
  'bad-review': 'a review of the wrong shape',
};

/** Why `row` cannot be a round of the history whatever its review (a code of PROBLEMS), or null. */
export function recordProblem(row) {
  if (!isObject(row)) return 'not-object';
  const rec = row.record;
  if (!isObject(rec)) return 'no-record';
  if (typeof rec.seed !== 'string' || !Number.isSafeInteger(rec.streamPos)) return 'no-seed';
  if (!isObject(rec.result) || !Array.isArray(rec.result.hands) || !Array.isArray(rec.bets)) return 'not-finished';
  if (row.id !== roundKey(rec)) return 'wrong-id';
  if (typeof row.session !== 'string' || !row.session) return 'no-session';
  if (!Number.isSafeInteger(row.n) || !Number.isFinite(row.at)) return 'no-order';
  if (!Array.isArray(row.stack) || !row.stack.every(c => typeof c === 'string')) return 'no-stack';
  return null;
}

/** Why a stored `row` is not a kept round (a code of PROBLEMS), or null when it is one. */
export function rowProblem(row) {
  const problem = recordProblem(row);
  if (problem) return problem;
  return row.review !== null && !isObject(row.review) ? 'bad-review' : null;
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

/** A whole file refused: an Error whose message says why, with a stable `code` and its `params`. */
export function refused(code, message, params = []) {
  return Object.assign(new Error(message), { code, params });
}

/** A file's list of rows read back: {rounds, refused: [{round, code}], claims}; see parseExport. */
export function readRows(list) {
  const rounds = [];
  const refusedRounds = [];
  const claims = new Map();
  list.forEach((row, i) => {
    const code = recordProblem(row);
    if (code) {
      refusedRounds.push({ round: i + 1, code });
      return;
    }
    if (isObject(row.review)) claims.set(row.id, row.review);
    rounds.push({ ...clean(row), review: null });
  });
  rounds.sort((a, b) => a.n - b.n);
  return { rounds, refused: refusedRounds, claims };
}

/**
 * An exported JSON file's `text` read back: `{rounds, refused, claims}`,
 * the sound rounds in the file's order (by `n`), each with its review
 * dropped (null: the engine values it again), the rounds refused (`round`:
 * its place in the file, from 1; `code`: why, of PROBLEMS), and the file's
 * reviews by round id (only to say whether they were the engine's). Throws
 * a refusal (nothing is to be written) when the file is not JSON, not a
 * round history, or another version.
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
  return readRows(file.rounds);
}

/** The figures a file's review may claim, compared with the engine's (amounts and hundredths). */
const CLAIMED = ['net', 'wagered', 'perfect', 'cost', 'netCents', 'wageredCents', 'perfectCents', 'costCents', 'luckCents'];

/**
 * Whether the figures a file claimed for a round (`claim`: its review, or
 * the CSV's amounts as `*Cents`) differ from the engine's `review`: each
 * figure the claim has, and each decision's cost. A claim of another shape
 * differs.
 */
export function figuresDiffer(claim, review) {
  if (!isObject(claim)) return true;
  if (CLAIMED.some(k => k in claim && claim[k] !== review[k])) return true;
  if (!('decisions' in claim)) return false;
  const mine = review.decisions || [];
  if (!Array.isArray(claim.decisions) || claim.decisions.length !== mine.length) return true;
  return claim.decisions.some((d, i) => !isObject(d) || ['cost', 'costCents'].some(k => k in d && d[k] !== mine[i][k]));
}
