// The replay's steps, from the engine's review of a round (its `timeline`:
// each card in the order dealt, `{card, to: 'dealer' | {box, hand}}`, with
// the decisions between them): what lies on the table after each step. Pure
// (no page), unit-tested: it only lists the engine's cards where the
// engine says they went, and decides nothing.

/** A seat's key: 'dealer', or a box and hand ("1/0"). */
export const seatKey = to => (to === 'dealer' || !to ? 'dealer' : `${to.box}/${to.hand}`);

/** The timeline as steps: each a card `{card, to}` or a decision `{decision: index}`, in order. */
export function timelineSteps(review) {
  const timeline = review.timeline || [];
  const decisions = review.decisions || [];
  const steps = [];
  // The decisions come either inside the timeline, or each with its `step` (the number of cards dealt before it).
  const inside = timeline.some(e => e.decision != null);
  let cards = 0;
  const before = n => decisions.forEach((d, i) => { if (!inside && d.step === n) steps.push({ decision: i }); });
  for (const e of timeline) {
    if (e.decision != null) {
      const i = typeof e.decision === 'number' ? e.decision : e.decision.index;
      steps.push({ decision: i });
      continue;
    }
    before(cards);
    steps.push({ card: e.card, to: e.to });
    cards += 1;
  }
  before(cards);
  return steps;
}

/**
 * The table after the first `n` steps: {dealer: [cards], hands: [{box, hand,
 * cards}] (by box, then hand), decision: the index of the decision at step
 * `n` or null}. A hand appears with its first card.
 */
export function tableAt(steps, n) {
  const seats = new Map();
  for (const s of steps.slice(0, n)) {
    if (s.card == null) continue;
    const key = seatKey(s.to);
    if (!seats.has(key)) seats.set(key, { ...(key === 'dealer' ? {} : { box: s.to.box, hand: s.to.hand }), cards: [] });
    seats.get(key).cards.push(s.card);
  }
  const dealer = seats.get('dealer');
  seats.delete('dealer');
  const hands = [...seats.values()].sort((a, b) => a.box - b.box || a.hand - b.hand);
  const at = n > 0 ? steps[n - 1] : null;
  return { dealer: dealer ? dealer.cards : [], hands, decision: at && at.decision != null ? at.decision : null };
}
