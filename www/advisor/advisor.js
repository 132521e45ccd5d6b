// The advisor's questions, asked through the game's engine port (core/engine.js,
// its quick worker): exact odds for the hand being played, never computed on
// the page's thread.
//
//   advise(port, rules, view)     → {values: {hit: -0.21, stand: -0.15, ...}, best: 'stand'} or null
//   tableReturn(port, rules)      → {player: 0.041, pairBonus: null} (percent)
//   gradeFacts(port, rules, view, {offer, chart, index})
//        → {advice, move, call} for the decision in play, {exact, move, call}
//          for the insurance (or even money) offered, or null: the exact
//          values, the chart's move (when `chart` is given) and the index
//          call (when `index` {plays, decks} is given)
// Each resolves once the engine answered; what the answer says is the engine's.

/** The player's decisions on a hand, in the order the advisor lists them. */
export const DECISIONS = ['hit', 'stand', 'double', 'split', 'surrender'];

/** The decision a snapshot waits for: the active hand's cards, the up card, the box's hands, the legal decisions. */
function decisionOf(view) {
  const hand = view.hands.find(h => h.active);
  const up = view.dealer.cards[0];
  if (!hand || !up || view.phase !== 'playing') return null;
  const allowed = DECISIONS.filter(a => view.legal.includes(a));
  const hands = view.hands.filter(h => h.box === hand.box).length;
  return { cards: hand.cards.filter(c => c), up, hands, allowed };
}

/** The insurance or even money offered now: the offered box's cards, and which of the two it is. */
function offerOf(view) {
  const hand = view.offer && view.hands.find(h => h.box === view.offer.box);
  return hand ? { cards: hand.cards.filter(c => c), even: view.offer.kind === 'even-money' } : null;
}

/** The values of the actions the snapshot lists for its active hand, and the best (null when no decision waits). */
export function advise(port, rules, view) {
  const decision = decisionOf(view);
  if (!decision) return Promise.resolve(null);
  return port.ask({ kind: 'advise', rules, seen: view.seen, ...decision }).then(answer => answer.advice);
}

/** The table's return to player under optimal play, in percent, and the pair bonus's. */
export const tableReturn = (port, rules) => port.ask({ kind: 'table-return', rules }).then(answer => answer.result);

/** The Trainer's facts for the decision (or, with `offer`, the offer) in `view`, before it is played. */
export function gradeFacts(port, rules, view, { offer = false, chart = null, index = null } = {}) {
  const decision = offer ? null : decisionOf(view);
  const offered = offer ? offerOf(view) : null;
  if (!decision && !offered) return Promise.resolve(null);
  return port.ask({ kind: 'grade', rules, seen: view.seen, decision, offer: offered, chart, index });
}
