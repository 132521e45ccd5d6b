// The reveal plan: in which order the cards a step added appear, so that
// they come one by one as a dealer deals them. Pure, from the engine's
// `seq` (the order each card was dealt this round) and `drawn` (cards drawn
// this round); tests/unit/reveal.test.mjs.
//
// A slot is a card's place: "h<i>:<j>" (hand i, card j) or "d:<j>" (the
// dealer's card j). Its stage on screen: 0 not there yet, 1 face down, 2 as
// in the snapshot.

/** Every card place of a snapshot: {slot, seq, card, dealer, index}. */
function slots(v) {
  const out = [];
  v.hands.forEach((hd, i) => hd.cards.forEach((card, j) => out.push({ slot: `h${i}:${j}`, seq: (hd.seq || [])[j], card, dealer: false, index: j })));
  v.dealer.cards.forEach((card, j) => out.push({ slot: `d:${j}`, seq: (v.dealer.seq || [])[j], card, dealer: true, index: j }));
  return out;
}

/**
 * The steps that take the table from `before` to `after`: `{stage, steps}`,
 * `stage` the Map of every slot's stage before the first step, `steps` a
 * list of [slot, stage]. New cards (all of them when a new round was dealt,
 * else those with seq ≥ before.drawn) appear in seq order; `hole`, the index
 * of the dealer's card dealt face down (-1 at a table without a hole card),
 * appears face down in its place. Then each card that turned from face down
 * to a card turns over: the dealer's before the dealer's next new card, the
 * hands' (a double dealt face down) at the end.
 */
export function planReveal(before, after, { hole = -1 } = {}) {
  const fresh = after.roundsDealt !== before.roundsDealt;
  const down = new Set();
  if (!fresh) for (const s of slots(before)) if (s.card === null) down.add(s.seq);
  const stage = new Map();
  const news = [];
  const flips = [];
  for (const s of slots(after)) {
    const isNew = fresh || s.seq >= before.drawn;
    const holeDealt = isNew && s.dealer && s.index === hole && s.card !== null;
    if (isNew) news.push(s);
    if (holeDealt || (!isNew && s.card !== null && down.has(s.seq))) flips.push(s);
    stage.set(s.slot, isNew ? 0 : flips.includes(s) ? 1 : 2);
  }
  news.sort((a, b) => a.seq - b.seq);
  const steps = [];
  const dealerFlips = flips.filter(s => s.dealer);
  for (const s of news) {
    if (s.dealer) {
      while (dealerFlips.length && dealerFlips[0].seq < s.seq) steps.push([dealerFlips.shift().slot, 2]);
    }
    steps.push([s.slot, flips.includes(s) ? 1 : 2]);
  }
  for (const s of dealerFlips) steps.push([s.slot, 2]);
  for (const s of flips) if (!s.dealer) steps.push([s.slot, 2]);
  return { stage, steps };
}

/** The row of cards as it looks with the stages of `stage`: cut at the first card not there yet. */
function cut(cards, prefix, stage) {
  const out = [];
  let hidden = false;
  for (let j = 0; j < cards.length; j++) {
    const s = stage.get(`${prefix}${j}`);
    if (s === 0) break;
    if (s === 1 && cards[j]) hidden = true;
    out.push(s === 1 ? null : cards[j]);
  }
  return { cards: out, hideTotal: hidden || out.length < cards.length };
}

/**
 * `after` as it looks at `stage` while its cards are being revealed: cards
 * not there yet left out, totals hidden until a row is complete, no action
 * or offer, and `before`'s bankroll until the end.
 */
export function maskView(before, after, stage) {
  return {
    ...after,
    revealing: true,
    legal: [],
    offer: null,
    doublePrompt: false,
    bankroll: before.bankroll,
    hands: after.hands.map((hd, i) => ({ ...hd, ...cut(hd.cards, `h${i}:`, stage) })),
    dealer: { ...after.dealer, ...cut(after.dealer.cards, 'd:', stage) },
  };
}
