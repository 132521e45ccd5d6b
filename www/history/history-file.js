// A file to import into the round history, pure: the JSON export
// (history-format.js) or the CSV export (history-csv.js), told apart by
// what it starts with, whatever its name. Unit-tested in Node
// (tests/unit/history.test.mjs).
import { parseExport, refused } from './history-format.js';
import { parseCSVExport } from './history-csv.js';

/**
 * The rounds of an exported file's `text`: `{rounds, refused, claims}` (see
 * parseExport); throws a refusal with its code when the file as a whole is
 * not a round history of this game.
 */
export function parseImport(text) {
  const body = String(text).replace(/^\uFEFF/, '');
  if (/^\s*[{[]/.test(body)) return parseExport(body);
  if (/^\s*"?id"?\s*[,;\t]/.test(body)) return parseCSVExport(body);
  throw refused('import-unknown', 'The file is neither a JSON nor a CSV round history of this game.');
}
