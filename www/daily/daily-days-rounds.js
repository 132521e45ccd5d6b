// A kept day's rounds (the days kept's Review, daily-days.js): the day's
// link replayed and scored again by the engine ('daily-score' through the
// game's engine port, with today's date), its 20 rounds listed with their
// marks, and each round's review the existing one (www/review/review.js)
// of the round's record. Nothing is computed here: every figure is the
// engine's answer.
import { make } from '../core/dom.js';
import { cardFace } from '../core/cards.js';
import { dateText } from './daily-days-dates.js';

/** The engine's scoring of the day `row` on `today`: its answer's `day` ({records, marks, rounds, …}). */
export async function dayRounds(g, row, today) {
  const port = await g.engine();
  const { day } = await port.ask({ kind: 'daily-score', link: row.link, today });
  return day;
}

/** What a round's button says: its number, its first hand against the dealer's card, its mark (the grade in its colour). */
function roundText(doc, dw, round, mark, i) {
  const first = round && round.decisions && round.decisions[0];
  const parts = [make(doc, 'span', 'days-round-n', dw.t('round', i + 1))];
  if (first) parts.push(' · ', make(doc, 'span', 'days-round-cards', dw.t('round-cards', first.cards.map(cardFace).join(' '), cardFace(first.up))));
  parts.push(' · ', make(doc, 'span', `days-round-grade grade-${mark}`, dw.t(`grade-${mark}`)));
  return parts;
}

/** Opens the review of the day's round `i` (the existing review dialog), focus back to `button` after. */
function openRound(g, day, i, button) {
  import('../review/review.js').then(({ openReview, gamePage }) => openReview(gamePage(g), { record: day.records[i], stack: [] }, button))
    .catch(e => g.announce(String((e && e.message) || e)));
}

/** The list of the day's rounds, each a button that opens its review. */
export function roundsList(g, dw, row, day) {
  const { doc } = g;
  const items = day.records.map((_, i) => {
    const mark = day.marks[i] || 'none';
    const swatch = make(doc, 'span', `days-mark mark-${mark}`);
    swatch.setAttribute('aria-hidden', 'true');
    const button = make(doc, 'button', 'btn btn-small days-round', swatch, ...roundText(doc, dw, day.rounds[i], mark, i));
    button.type = 'button';
    Object.assign(button.dataset, { control: 'daily-review-round', round: String(i + 1), mark });
    button.addEventListener('click', () => openRound(g, day, i, button));
    return make(doc, 'li', '', button);
  });
  const list = make(doc, 'ol', 'days-rounds', ...items);
  list.dataset.dayRounds = row.date;
  return list;
}

/** What the day's rounds' part says when the engine refuses the day (a message by its code). */
export function roundsFailure(dw, e) {
  if (e && e.code === 'daily-future') return dw.t('rounds-future');
  return dw.t('rounds-failed', String((e && e.message) || e));
}

/** The rounds' part's title. */
export const roundsTitle = (dw, row) => dw.t('rounds-title', dateText(row.date, dw.lang, 'long'));
