// The round history as CSV (RFC 4180), pure (no browser): one line per
// round, which a spreadsheet reads and this game imports back. The columns
// (CSV_HEADER): id, session, time (ISO 8601), table (the preset whose rules
// the round was played at, or `custom`), decks, bets (each box's main bet,
// `+pair` for a pair bet), net, wagered, bankroll after, perfect, cost,
// luck, stack, record. Amounts are plain numbers in money units, the
// table's chips (12.5, -7; the record writes its amounts so too), never
// hundredths. A valued round's net, wagered, perfect, cost and luck are the
// engine's review (its hundredths written as units, so that luck = net −
// perfect + cost on every line, to the cent); a round not valued yet has the
// record's net and the others empty; bankroll after is the record's. `stack`
// holds the cards stacked before the round (test builds, else empty) and
// `record` the engine's round record as JSON: what an import reads, the
// engine valuing each round again from it (the amounts of a file are only
// compared with the engine's). No sums here. Unit-tested in Node
// (tests/unit/history.test.mjs).
import { readRows, refused } from './history-format.js';

export const CSV_HEADER = ['id', 'session', 'time', 'table', 'decks', 'bets', 'net', 'wagered', 'bankroll after', 'perfect', 'cost', 'luck', 'stack', 'record'];

/** The review's figures written as amounts, in their columns' order (net, wagered, perfect, cost, luck). */
const AMOUNTS = ['netCents', 'wageredCents', 'perfectCents', 'costCents', 'luckCents'];

const isObject = x => !!x && typeof x === 'object' && !Array.isArray(x);

/** One CSV field: quoted when it holds a comma, a semicolon, a quote or a line break (RFC 4180). */
const field = v => {
  const text = v == null ? '' : String(v);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** `value` as JSON with every object's keys sorted: two equal rules give the same text. */
const canonical = value => JSON.stringify(value, (_, x) => (isObject(x)
  ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  : x));

/** The name of the preset (of the engine's `presets`) whose rules are the record's, `custom` for none, '' when none are known. */
function tableOf(rec, presets) {
  if (!presets.length) return '';
  const rules = canonical(rec.rules);
  return presets.find(p => canonical(p.rules) === rules)?.name ?? 'custom';
}

/** A box's opening bets as written: the main bet, and `+pair` when there is a pair bet. */
const bets = rec => rec.bets.map(b => (b.pair ? `${b.main}+${b.pair}` : `${b.main}`)).join(' ');

/** Whether a round's review gives every amount the CSV writes. */
const valued = rv => isObject(rv) && AMOUNTS.every(k => Number.isSafeInteger(rv[k]));

/** One round's CSV cells. */
function cells(row, presets) {
  const rec = row.record;
  const rv = row.review;
  const amounts = valued(rv) ? AMOUNTS.map(k => rv[k] / 100) : [rec.result.net, '', '', '', ''];
  const [net, wagered, perfect, cost, luck] = amounts;
  return [row.id, row.session, new Date(row.at).toISOString(), tableOf(rec, presets), rec.rules?.decks ?? '', bets(rec),
    net, wagered, rec.result.bankroll, perfect, cost, luck, (row.stack || []).join(' '), JSON.stringify(rec)];
}

/** The rounds as CSV (`presets`: the engine's, to name each round's table): a header, then one line per round (CRLF, as RFC 4180 has it). */
export function toCSV(rounds, presets = []) {
  return [CSV_HEADER, ...rounds.map(r => cells(r, presets))].map(line => line.map(field).join(',')).join('\r\n') + '\r\n';
}

/** The separator of a CSV whose first line is `head`: a comma, or the semicolon or tab a spreadsheet may have saved it with. */
function separator(head) {
  const count = c => head.split(c).length;
  return [',', ';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/** The lines of a CSV `text` (RFC 4180: quoted fields may hold separators, quotes and line breaks), each an array of fields; blank lines left out. */
export function parseCSV(text) {
  const body = text.replace(/^\uFEFF/, '');
  const sep = separator(body.slice(0, body.search(/[\r\n]|$/)));
  const lines = [];
  let line = [];
  let cell = '';
  let quoted = false;
  const end = () => {
    line.push(cell);
    if (line.length > 1 || line[0] !== '') lines.push(line);
    line = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (body[i + 1] === '"') cell += body[++i];
      else quoted = false;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      line.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      end();
    } else cell += c;
  }
  if (cell !== '' || line.length) end();
  return lines;
}

/** An amount of the file in hundredths (money units with a point or a decimal comma), or undefined when empty or not a number. */
function cents(text) {
  const plain = text.trim().replace(',', '.');
  if (plain === '' || !Number.isFinite(Number(plain))) return undefined;
  return Math.round(Number(plain) * 100);
}

/** The figures a CSV line claims, as hundredths of a review (null when it has none). */
function claimOf(cell) {
  const names = ['net', 'wagered', 'perfect', 'cost', 'luck'];
  const claim = Object.fromEntries(names.map((name, i) => [AMOUNTS[i], cents(cell(name))]).filter(([, v]) => v !== undefined));
  return Object.keys(claim).length ? claim : null;
}

/**
 * A CSV exported by this page read back, as parseExport reads JSON:
 * `{rounds, refused, claims}` (a line's place in the file, from 1, is its
 * round's). Each round is rebuilt from its `record` and `stack` columns,
 * its order is the file's; the amounts are kept only as the file's claims.
 * Throws a refusal when the text is no CSV with an `id` column, or has no
 * `record` column (a CSV of an earlier page, or one a spreadsheet made).
 */
export function parseCSVExport(text) {
  const [head, ...lines] = parseCSV(text);
  const names = (head || []).map(h => h.trim());
  const col = name => names.indexOf(name);
  if (col('id') < 0) throw refused('import-unknown', 'The file is neither a JSON nor a CSV round history of this game.');
  if (col('record') < 0) throw refused('import-csv-old', 'The file is a CSV without the rounds\' records (its column "record").');
  const list = lines.map((cells, i) => {
    const cell = name => (col(name) >= 0 ? (cells[col(name)] ?? '') : '');
    let record = null;
    try {
      record = JSON.parse(cell('record'));
    } catch {}
    const stack = cell('stack').trim() ? cell('stack').trim().split(/\s+/) : [];
    return { id: cell('id').trim(), session: cell('session').trim(), n: i + 1, at: Date.parse(cell('time')), record, stack, review: claimOf(cell) };
  });
  return readRows(list);
}
