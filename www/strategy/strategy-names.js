// Hands, up cards and index plays named in the page's language, from the
// strategy catalogue (www/i18n/strategy-*.js), never from the engine's
// English names ("16 v T surrender"): the chart's rows and columns, the
// Trainer's lines and the index plays' table all name them here.
// A ten-value card is written 10 (a Latin T reads as the Russian Т of «туз»);
// the dealer's ace after "v" is the catalogue's `up-ace` («туза», „as”).
import { fillTemplate, sentence } from '../core/format.js';

const fill = (text, ...args) => fillTemplate(text, args, () => 'other');

/** A card's rank as the chart prints it: "2"…"9", "10" for the engine's T or 10, "A" for an ace. */
export const rankLabel = v => (v === 'T' || Number(v) === 10 ? '10' : v === 'A' || Number(v) === 1 ? 'A' : String(v));

/** The dealer's up card after "v" in a sentence: "2"…"10", or the catalogue's ace («туза»); `up` 1–10, "T" or "A". */
export const upName = (w, up) => (rankLabel(up) === 'A' ? w['up-ace'] : rankLabel(up));

/** A cell's hand (the engine's cell id "hard-16-T", "pair-A-5"): "hard 16", "pair 10-10", as inside a sentence. */
export function cellHand(w, cell) {
  const [kind, row] = cell.split('-');
  return fill(w[`cell-${kind}`], kind === 'pair' ? rankLabel(row) : row);
}

/** A cell's up card in a sentence ("hard-16-T" → "10"; "-A" → the catalogue's ace). */
export const cellUp = (w, cell) => upName(w, cell.split('-')[2]);

/**
 * An index play (the engine's {total, up, deviation}) as it reads inside a
 * sentence: "hard 16 v 10", "pair of 10s v 5", "insurance"; `capital` for
 * the start of a line (a table's row).
 */
export function playName(w, play, capital = false) {
  const up = upName(w, play.up);
  const name = play.deviation === 'insure' ? w['index-insurance']
    : play.deviation === 'split-over-stand' ? fill(w['index-pair'], rankLabel(play.total / 2), up)
      : fill(w['index-hand'], play.total, up);
  return capital ? sentence(name) : name;
}
