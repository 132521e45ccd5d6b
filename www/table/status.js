// The words of a snapshot: the status line under the table and the offer.
// Pure functions of snapshots and the words of one language (words.js);
// tests/unit/status.test.mjs. What the announcer says after a step is
// narrate.js's.

/** "Dealer shows the ace. Insure box 1 for 5?": the offer on the table. */
export function offerText(v, w) {
  const { t } = w;
  const offer = v.offer;
  const up = v.dealer.cards[0];
  const shows = up ? `${t('offer-shows', w.cardName(up))} ` : '';
  if (offer.kind === 'even-money') return shows + t('offer-even', offer.box);
  const amount = offer.range && offer.range.default != null;
  return shows + (amount ? t('offer-insure-amount', offer.box, w.money(offer.range.default)) : t('offer-insure', offer.box));
}

/** The status line: whose turn and on what, what to do next, or how the round ended. `minBet`: the table minimum. */
export function statusLine(v, w, minBet) {
  const { t } = w;
  if (v.revealing) return t('dealing');
  if (v.phase === 'insurance' && v.offer) return t(v.offer.kind === 'even-money' ? 'hint-even' : 'hint-insure');
  if (v.phase === 'playing') {
    const hd = v.hands.find(h => h.active);
    if (!hd) return '';
    const turn = v.hands.length > 1 ? t('hint-turn-box', w.totalText(hd), hd.box) : t('hint-turn', w.totalText(hd));
    return v.doublePrompt ? `${turn} ${t('double-offered')}` : turn;
  }
  if (v.onTable) return v.legal.includes('deal') ? t('hint-deal') : t('hint-min', w.money(minBet));
  if (v.broke) return t('hint-broke', w.money(minBet));
  if (v.roundOver && v.result) {
    const net = v.result.net;
    return net > 0 ? t('hint-won', w.money(net)) : net < 0 ? t('hint-lost', w.magnitude(net)) : t('hint-level');
  }
  return t('hint-bet');
}
