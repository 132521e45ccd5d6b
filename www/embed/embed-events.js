// What <blackjack-table> tells its host page: DOM events built from the
// engine's snapshot (no rule here: every amount and outcome is the engine's,
// in currency units as the page shows them, 12.5 for 12.50).
//
//   round-settled   detail {table, round, bets, hands, insurance, pair, net, bankroll}
//   bankroll-change detail {bankroll, previous}
//
// Both bubble and are composed, so a listener on the element, on its parent
// or on the document hears them, even with the element inside another shadow root.

const side = s => (s ? { stake: s.stake, net: s.net } : null);

/** The detail of `round-settled` for the settled snapshot `v` of the table `table`. */
export function settledDetail(v, table) {
  return {
    table,
    round: v.roundsDealt,
    bets: (v.lastBets || []).map((b, i) => ({ box: i + 1, main: b.main, pair: b.pair })).filter(b => b.main || b.pair),
    hands: v.hands.map(hd => ({ box: hd.box, cards: hd.cards, total: hd.total, stake: hd.stake, outcome: hd.outcome, net: hd.net })),
    insurance: v.insurance.map(side),
    pair: v.pair.map(side),
    net: v.result.net,
    bankroll: v.bankroll,
  };
}

/**
 * A listener for every snapshot `host`'s game draws whole (`afresh`: drawn
 * from scratch, when the game opens or is taken back from another tab, on
 * another table, after Start over): it dispatches `round-settled` when a
 * round's results appear and `bankroll-change` when the bankroll moves (a bet
 * placed, a round settled, Start over, a game another tab played). Nothing
 * for the first snapshot, and no round-settled for one drawn afresh.
 */
export function hostEvents(host) {
  let last = null;
  const emit = (type, detail) => host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  return (v, table, afresh = false) => {
    const seen = last;
    last = { bankroll: v.bankroll, round: v.roundsDealt, over: v.roundOver };
    if (!seen) return;
    const again = seen.over && seen.round === v.roundsDealt;
    if (v.roundOver && v.result && !afresh && !again) emit('round-settled', settledDetail(v, table));
    if (v.bankroll !== seen.bankroll) emit('bankroll-change', { bankroll: v.bankroll, previous: seen.bankroll });
  };
}
