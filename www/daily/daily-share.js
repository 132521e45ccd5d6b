// The day's result to share: the page's address with the day's link as its
// fragment (`#daily=<link>`), and one short line for a chat: the date, the
// table, the EV lost and one mark per round (best 🟩, inaccuracy 🟨,
// mistake 🟧, blunder 🟥, no decision ⬜). Every figure is the engine's, only
// written here. Pure (tests/unit/daily.test.mjs).
import { fragmentText } from '../core/fragment.js';

const PREFIX = '#daily=';

/** Each round's mark (the engine's grade) as a square. */
export const SQUARES = { best: '🟩', inaccuracy: '🟨', mistake: '🟧', blunder: '🟥', none: '⬜' };

/** The marks as one row of squares. */
export const squares = marks => marks.map(m => SQUARES[m] || SQUARES.none).join('');

/** Which grade a square of the line is (the inverse of SQUARES), or null for other text. */
export const squareGrade = text => Object.keys(SQUARES).find(k => SQUARES[k] === text) || null;

/** The page's address `base` (its fragment dropped) with the day's `link`. */
export const dailyHref = (base, link) => `${base.split('#')[0]}${PREFIX}${link}`;

/** The day's link in an address's fragment, or null. */
export const dailyIn = hash => fragmentText(hash, PREFIX);

/**
 * The line to share for the scored `day` ({date, table, score, marks}):
 * `w` the day's words (daily-words.js), `tableName` the table's title in
 * the page's language.
 */
export const shareLine = (w, day, tableName) => w.t('line', day.date, tableName, w.t('bets', w.exact(day.score)), squares(day.marks));
