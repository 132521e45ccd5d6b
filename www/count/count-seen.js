// Which of a snapshot's `seen` cards are on screen now. While a step's cards
// are being revealed one by one, the page draws a masked copy of the step's
// snapshot (reveal.js: cards not dealt yet left out, a hole card face down);
// its `seen` is still the whole step's (`full`, the table's snapshot now),
// whose last cards are this round's face-up ones. The count follows the cards as they are shown: the earlier
// cards, then those face up on screen. Pure; tests/unit/count-seen.test.mjs.

/** The face-up cards of a snapshot's hands, then the dealer's. */
const faceUp = v => [...v.hands.flatMap(h => h.cards), ...v.dealer.cards].filter(Boolean);

/**
 * The cards seen as `v` shows them: `v.seen` itself, unless `v` is a masked
 * copy of `full` (the snapshot being revealed: the same seen cards), where
 * this round's cards not shown yet are left out.
 */
export function seenOnScreen(v, full) {
  if (!v.revealing || !full || full.seen.join() !== v.seen.join()) return v.seen;
  const earlier = v.seen.slice(0, Math.max(0, v.seen.length - faceUp(full).length));
  return [...earlier, ...faceUp(v)];
}
