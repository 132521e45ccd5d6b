// The review's table and results, drawn with the table's own cards
// (core/cards.js: `.card[data-card]`): the seats after a step of the
// replay (review-steps.js), and a round's result (the real one, or a
// what-if's) with each hand's cards, outcome and net. Amounts are the
// engine's hundredths, only written here.
import { makeCard } from '../core/cards.js';
import { make } from '../core/dom.js';


/** A row of cards, each named for a screen reader. */
export function cardRow(page, cards) {
  return make(page.doc, 'div', 'review-cards', ...cards.map(c => makeCard(page.doc, c, page.w.cardName(c), '')));
}

/** One seat: its name, then its cards. */
function seat(page, name, cards, extra = []) {
  return make(page.doc, 'div', 'review-seat', make(page.doc, 'span', 'review-seat-name', name), cardRow(page, cards), ...extra);
}

/** Each hand's name ("Box 2", or "Box 2, hand 1" where the box holds several), from the game's words. */
export const handNames = (page, hands) => page.w.labels({ hands });

/** The table after a step: the dealer's cards and each hand's, each hand `data-box`/`data-hand`. */
export function drawTable(page, where, at) {
  const names = handNames(page, at.hands);
  const hands = at.hands.map((hd, i) => {
    const node = seat(page, names[i], hd.cards);
    Object.assign(node.dataset, { box: String(hd.box), hand: String(hd.hand) });
    return node;
  });
  const dealer = seat(page, page.w.t('dealer'), at.dealer);
  dealer.dataset.reviewDealer = '';
  where.replaceChildren(dealer, make(page.doc, 'div', 'review-hands', ...hands));
}

/** The hand of `result` that is box `box`'s `hand`-th (from 0). */
export function handOf(result, box, hand) {
  const inBox = result.hands.filter(hd => hd.box === box);
  return inBox.find(hd => hd.hand === hand) || inBox[hand] || null;
}

/**
 * A result: its title, the dealer's cards, each hand's cards, outcome and
 * net (`rw`: the review's words), and the round's net when given.
 */
export function drawResult(page, rw, title, result) {
  const { doc, w } = page;
  const names = handNames(page, result.hands);
  const hands = result.hands.map((hd, i) => {
    const net = make(doc, 'span', 'review-net', rw.t('hand-net', rw.signed(hd.netCents)));
    const node = seat(page, names[i], hd.cards, [make(doc, 'span', 'review-outcome', w.t(`outcome-${hd.outcome}`)), ' ', net]);
    const inBox = result.hands.slice(0, i).filter(other => other.box === hd.box).length;
    Object.assign(node.dataset, { box: String(hd.box), hand: String(hd.hand ?? inBox), net: String(hd.netCents / 100) });
    return node;
  });
  const dealer = result.dealer && (Array.isArray(result.dealer) ? result.dealer : result.dealer.cards);
  const body = [make(doc, 'h4', 'review-subtitle', title), seat(page, w.t('dealer'), dealer || []), ...hands];
  if (result.netCents != null) body.push(make(doc, 'p', 'review-round-net', rw.t('round-net', rw.signed(result.netCents))));
  return make(doc, 'section', 'review-result', ...body);
}
