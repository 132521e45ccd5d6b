// The index plays kept across visits: computing a table's takes the advisor
// worker some seconds, so each answer is kept in localStorage (through
// storage.js) under `<key>-indices`, by the table's rules (their JSON, as
// the engine gives them) and the version of the engine's method
// (docs/counting.md). Saved data is untrusted: anything that does not read
// as index plays is ignored and computed again.
import { readText, writeText } from '../core/storage.js';

/** The engine's method of computing index plays: a new one makes the kept ones stale. */
export const METHOD = 'real-shoes-2';
/** The most tables kept (the oldest dropped first). */
const MOST = 8;

const place = key => `${key}-indices`;
const isPlays = plays => Array.isArray(plays) && plays.every(p => p && typeof p === 'object'
  && typeof p.name === 'string' && typeof p.deviation === 'string'
  && Number.isInteger(p.total) && Number.isInteger(p.up)
  && (p.rounded === null || Number.isInteger(p.rounded))
  && (p.as_good === undefined || (Array.isArray(p.as_good) && p.as_good.every(Number.isInteger))));

/** The kept entries under `key`: [[rules JSON, plays]], oldest first. */
function entries(key) {
  try {
    const kept = JSON.parse(readText(place(key)));
    if (!kept || kept.method !== METHOD || !Array.isArray(kept.tables)) return [];
    return kept.tables.filter(e => Array.isArray(e) && typeof e[0] === 'string' && isPlays(e[1]));
  } catch {
    return [];
  }
}

/** The index plays kept under `key` for `rules`, or null. */
export function keptIndices(key, rules) {
  const id = JSON.stringify(rules);
  const found = entries(key).find(e => e[0] === id);
  return found ? found[1] : null;
}

/** Keeps `plays` for `rules` under `key`. */
export function keepIndices(key, rules, plays) {
  const id = JSON.stringify(rules);
  const tables = [...entries(key).filter(e => e[0] !== id), [id, plays]].slice(-MOST);
  writeText(place(key), JSON.stringify({ method: METHOD, tables }));
}
