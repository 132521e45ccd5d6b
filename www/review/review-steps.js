// The replay's steps, from the engine's review of a round (its `timeline`:
// each card in the order dealt, `{kind: 'card', card, to: 'dealer' | {box,
// hand}, hole}`, each decision `{kind: 'decision', step, decision}` where it
// was taken, each split `{kind: 'split', box, hand}` right after its
// decision): what lies on the table after each step. Pure (no page),
// unit-tested: it puts the engine's cards where the engine says they went
// and moves a split hand's second card as the engine's split event says.

/** The decision's place in `decisions` for a timeline's decision (the engine's index of the recorded action). */
const decisionAt = (decisions, e) => {
  const at = decisions.findIndex(d => d.index === e.decision);
  return at >= 0 ? at : e.decision;
};

/** The timeline as steps: each a card `{card, to, hole}`, a decision `{decision: its place}` or a split `{split: {box, hand}}`. */
export function timelineSteps(review) {
  const decisions = review.decisions || [];
  const steps = [];
  for (const e of review.timeline || []) {
    if (e.kind === 'decision' || (e.kind == null && e.decision != null)) steps.push({ decision: decisionAt(decisions, e) });
    else if (e.kind === 'split') steps.push({ split: { box: e.box, hand: e.hand } });
    else steps.push({ card: e.card, to: e.to, hole: !!e.hole });
  }
  return steps;
}

/** Puts step `s` on `seats` ({dealer: [cards], boxes: Map(box → [hands' cards])}). */
function place(seats, s) {
  if (s.split) {
    const hands = seats.boxes.get(s.split.box) || [];
    const split = hands[s.split.hand] || [];
    hands.splice(s.split.hand + 1, 0, split.splice(1));
    return;
  }
  if (s.card == null) return;
  if (s.to === 'dealer') {
    seats.dealer.push(s);
    return;
  }
  if (!seats.boxes.has(s.to.box)) seats.boxes.set(s.to.box, []);
  const hands = seats.boxes.get(s.to.box);
  while (hands.length <= s.to.hand) hands.push([]);
  hands[s.to.hand].push(s.card);
}

/**
 * The table after the first `n` steps: {dealer: [cards; null for the hole
 * card while the players still have a card or decision to come, or one is
 * on screen], hands:
 * [{box, hand, cards}] (by box, then hand), decision: the place of the
 * decision at step `n`, or null}.
 */
export function tableAt(steps, n) {
  const seats = { dealer: [], boxes: new Map() };
  for (const s of steps.slice(0, n)) place(seats, s);
  // The step on screen counts: at a decision, the hole card is still down.
  const playersLeft = steps.slice(Math.max(n - 1, 0)).some(s => s.decision != null || (s.card != null && s.to !== 'dealer'));
  const dealer = seats.dealer.map(s => (s.hole && playersLeft ? null : s.card));
  const hands = [...seats.boxes.entries()].sort(([a], [b]) => a - b)
    .flatMap(([box, list]) => list.map((cards, hand) => ({ box, hand, cards })));
  const at = n > 0 ? steps[n - 1] : null;
  return { dealer, hands, decision: at && at.decision != null ? at.decision : null };
}

/** The cards dealt in the first `n` steps, in the order dealt. */
export const dealtIn = (steps, n) => steps.slice(0, n).filter(s => s.card != null).map(s => s.card);
