// The index plays kept across visits: computing a table's takes the engine
// port's worker some seconds, so each answer is kept in localStorage
// (through storage.js) under `<key>-indices`, by the table's rules (their
// JSON, as the engine gives them) and the engine's fingerprint of its index
// method (`method`: asked of the worker, `fingerprints`; derived by the
// engine from its own code, so an engine that computes otherwise makes what
// was kept before stale, and it is computed again: docs/counting.md). Saved
// data is untrusted: anything that does not read as index plays is ignored
// and computed again.
import { readText, writeText } from '../core/storage.js';

/** The most tables kept (the oldest dropped first). */
const MOST = 8;

const place = key => `${key}-indices`;
const isPlays = plays => Array.isArray(plays) && plays.every(p => p && typeof p === 'object'
  && typeof p.name === 'string' && typeof p.deviation === 'string'
  && Number.isInteger(p.total) && Number.isInteger(p.up)
  && (p.rounded === null || Number.isInteger(p.rounded))
  && (p.as_good === undefined || (Array.isArray(p.as_good) && p.as_good.every(Number.isInteger))));

/** The entries kept under `key` by the method `method`: [[rules JSON, plays]], oldest first. */
function entries(key, method) {
  try {
    const kept = JSON.parse(readText(place(key)));
    if (!kept || typeof method !== 'string' || kept.method !== method || !Array.isArray(kept.tables)) return [];
    return kept.tables.filter(e => Array.isArray(e) && typeof e[0] === 'string' && isPlays(e[1]));
  } catch {
    return [];
  }
}

/** The index plays kept under `key` for `rules`, computed by the method `method` (the engine's fingerprint), or null. */
export function keptIndices(key, rules, method) {
  const id = JSON.stringify(rules);
  const found = entries(key, method).find(e => e[0] === id);
  return found ? found[1] : null;
}

/** Keeps `plays` for `rules` under `key`, computed by the method `method` (what was kept by another is dropped). */
export function keepIndices(key, rules, plays, method) {
  const id = JSON.stringify(rules);
  const tables = [...entries(key, method).filter(e => e[0] !== id), [id, plays]].slice(-MOST);
  writeText(place(key), JSON.stringify({ method, tables }));
}
