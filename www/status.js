// The words of a snapshot: the status line under the table and what the
// aria-live announcer says after each step. Pure functions of snapshots and
// the words of one language (words.js); tests/unit/status.test.mjs.

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

const sameCards = (a, b) => !!a && a.cards.length === b.cards.length && a.cards.every((c, j) => c === b.cards[j]);

/** The cards dealt and the offer made, in words. */
function dealt(before, after, w, preset) {
  const { t } = w;
  const parts = [];
  const fresh = after.roundsDealt !== before.roundsDealt;
  const names = w.labels(after);
  const cardsOf = cards => w.list(cards.map(w.cardName));
  if (fresh && after.reshuffled) {
    if (preset.reshufflesEveryRound) parts.push(t('say-deck-reshuffled'));
    else if (typeof preset.rules.shuffle === 'object') parts.push(t('say-shoe-reshuffled'));
  }
  after.hands.forEach((hd, i) => {
    if (!fresh && sameCards(before.hands[i], hd)) return;
    if (after.hands.length === 1) parts.push(t('say-you-have', cardsOf(hd.cards), w.totalText(hd)));
    else parts.push(t('say-hand', names[i], cardsOf(hd.cards), w.totalText(hd)));
  });
  const up = after.dealer.cards.filter(Boolean);
  if (fresh && up.length === 1 && !after.offer) parts.push(t('say-dealer-shows', cardsOf(up)));
  const dealerChanged = before.dealer.cards.join() !== after.dealer.cards.join();
  if ((dealerChanged || fresh) && up.length > 1) parts.push(t('say-dealer-has', cardsOf(up), w.totalText(after.dealer)));
  const o = after.offer;
  if (o && (fresh || !before.offer || before.offer.box !== o.box || before.offer.kind !== o.kind)) parts.push(offerText(after, w));
  return parts;
}

/** The round's results, or whose turn it is now. */
function outcome(before, after, w) {
  const { t } = w;
  const parts = [];
  const fresh = after.roundsDealt !== before.roundsDealt;
  const names = w.labels(after);
  if (after.roundOver && (fresh || !before.roundOver)) {
    after.hands.forEach((hd, i) => { if (hd.outcome) parts.push(t('say-result', names[i], w.resultText(hd))); });
    after.pair.forEach((p, k) => { if (p && p.settled) parts.push(t('say-side', w.sideText('side-pair-bonus', p), k + 1)); });
    after.insurance.forEach((p, k) => { if (p && p.settled) parts.push(t('say-side', w.sideText('side-insurance', p), k + 1)); });
    parts.push(t('say-bankroll', w.money(after.bankroll)));
  } else if (after.phase === 'playing') {
    const was = before.phase === 'playing' ? before.hands.findIndex(hd => hd.active) : -1;
    const now = after.hands.findIndex(hd => hd.active);
    if (after.hands.length > 1 && now !== was && now >= 0) {
      parts.push(t('say-turn', names[now].toLocaleLowerCase(w.lang), w.totalText(after.hands[now])));
    }
    if (after.doublePrompt && (now !== was || fresh)) parts.push(t('double-offered'));
  }
  return parts;
}

/**
 * What the announcer says after a step from `before` to `after`: `said`
 * first (what the player did, in words), then the new cards, the offer, and
 * the results or whose turn it is. `preset`: the table's preset entry.
 */
export function describe(before, after, said, w, preset) {
  const parts = said ? [said] : [];
  if (before) parts.push(...dealt(before, after, w, preset), ...outcome(before, after, w));
  return parts.join(' ');
}
