// What the aria-live announcer says after a step: what the player did, the
// cards dealt, the offer, and the results or whose turn it is. Pure functions
// of two snapshots and the words of one language (words.js), loaded with
// present.js; tests/unit/status.test.mjs.
import { offerText } from './status.js';

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
