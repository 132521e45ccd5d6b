// Drawing a snapshot: the engine's view of the table (or, while cards are
// being revealed, a masked one: reveal.js) onto the game's markup. It decides
// nothing: a button is enabled exactly when the engine lists its action (and
// this tab holds the table), every amount is one the engine gave.
import { drawCards } from '../core/cards.js';
import { handElement } from './felt.js';
import { prefill, variable, fieldKey } from '../core/amounts.js';
import { offerText, statusLine } from './status.js';

function el(g, tag, className, text) {
  const node = g.doc.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function drawHand(g, v, hd, i, name, animate) {
  const { w } = g;
  const node = handElement(g, i);
  const now = hd.active && !v.revealing;
  node.setAttribute('aria-label', name);
  node.classList.toggle('active', now);
  if (now) node.setAttribute('aria-current', 'true');
  else node.removeAttribute('aria-current');
  const [cards, total, bet] = node.children;
  drawCards(cards, hd.cards, w.cardName, animate);
  total.textContent = hd.hideTotal ? '' : w.totalText(hd);
  total.classList.toggle('bj', !hd.hideTotal && hd.blackjack);
  const several = v.hands.some(other => other !== hd && other.box === hd.box);
  bet.textContent = several || hd.doubled ? w.t(hd.doubled ? 'hand-bet-doubled' : 'hand-bet', w.money(hd.stake)) : '';
  let out = node.querySelector('[data-outcome]');
  if (hd.outcome && !v.revealing) {
    if (!out) node.append(out = el(g, 'div', 'outcome', ''));
    out.dataset.outcome = hd.outcome;
    out.textContent = w.resultText(hd);
  } else if (out) {
    out.remove();
  }
  return node;
}

/** The dealer and the hands, each hand in its box's column. */
function drawSeats(g, v, animate) {
  const { ui, w } = g;
  drawCards(ui.dealerCards, v.dealer.cards, w.cardName, animate);
  ui.dealerTotal.textContent = v.dealer.hideTotal ? '' : w.totalText(v.dealer);
  ui.dealer.classList.toggle('bust', !v.dealer.hideTotal && v.dealer.bust);
  const names = w.labels(v);
  const placed = ui.cols.map(() => []);
  v.hands.forEach((hd, i) => {
    const node = drawHand(g, v, hd, i, names[i], animate);
    if (placed[hd.box - 1]) placed[hd.box - 1].push(node);
  });
  ui.hands.length = v.hands.length;
  ui.cols.forEach((c, k) => {
    placed[k].forEach((node, j) => {
      if (c.hands.children[j] !== node) c.hands.insertBefore(node, c.hands.children[j] || null);
    });
    while (c.hands.children.length > placed[k].length) c.hands.lastElementChild.remove();
    c.col.classList.toggle('split', placed[k].length > 1);
  });
  ui.boxes.classList.toggle('past', v.phase === 'betting' && v.hands.length > 0);
}

/** The betting spots (the bets of this betting phase, or the round's opening bets) and the side bets. */
function drawSpots(g, v) {
  const { ui, w, selected } = g;
  const betting = v.phase === 'betting';
  ui.cols.forEach((c, k) => {
    const b = k + 1;
    const bets = betting ? v.bets[k] : v.lastBets && v.lastBets[k];
    const main = bets ? bets.main : 0;
    const pairBet = betting ? (bets ? bets.pair : 0) : v.pair[k] ? v.pair[k].stake : 0;
    c.spot.textContent = main ? w.money(main) : '';
    c.spot.classList.toggle('has-bet', !!main);
    c.spot.setAttribute('aria-pressed', String(selected.box === b && !selected.pair));
    c.spot.setAttribute('aria-label', main ? w.t('spot-bet', b, w.money(main)) : w.t('spot-empty', b));
    if (c.pair) {
      c.pair.textContent = pairBet ? w.money(pairBet) : '';
      c.pair.classList.toggle('has-bet', !!pairBet);
      c.pair.setAttribute('aria-pressed', String(selected.box === b && selected.pair));
      c.pair.setAttribute('aria-label', pairBet ? w.t('pair-bet', b, w.money(pairBet)) : w.t('pair-empty', b));
    }
    const sides = [];
    if (!v.revealing && (!betting || v.roundOver)) {
      const ins = v.insurance[k];
      const pr = v.pair[k];
      if (ins) sides.push(ins.settled ? w.sideText('side-insurance', ins) : w.t('insured', w.money(ins.stake)));
      if (pr && pr.settled) sides.push(w.sideText('side-pair', pr));
    }
    c.sides.replaceChildren(...sides.map(s => el(g, 'span', 'side-result', s)));
  });
}

/** An amount field, shown where the engine's range lets the amount vary, prefilled with its default. */
function drawAmount(g, kind, range, v) {
  const { ui } = g;
  const show = variable(range) && !v.revealing;
  ui.amountForms[kind].hidden = !show;
  if (!show) {
    g.amountKeys[kind] = '';
    return;
  }
  const key = fieldKey(range, v);
  if (g.amountKeys[kind] !== key) {
    g.amountKeys[kind] = key;
    const input = ui.amounts[kind];
    input.min = String(range.min);
    input.max = String(range.max);
    input.value = prefill(range);
  }
}

/** Buttons, chips, amount fields and the offer: enabled exactly when the engine lists the action. */
function drawControls(g, v) {
  const { ui } = g;
  const legal = new Set(g.active ? v.legal : []);
  for (const b of ui.actions) b.disabled = !legal.has(b.dataset.action);
  ui.hint.disabled = !legal.has('stand');
  const chipAction = g.selected.pair ? 'pair' : 'bet';
  for (const chip of ui.chips) chip.disabled = !legal.has(chipAction);
  ui.doubleButton.classList.toggle('suggested', !!v.doublePrompt && legal.has('double'));
  drawAmount(g, 'double', legal.has('double') ? v.double : null, v);
  const offer = v.offer;
  drawAmount(g, 'insure', offer && offer.kind === 'insurance' && legal.has('insure') ? offer.range : null, v);
  ui.offer.hidden = !offer;
  if (offer) {
    ui.offerText.textContent = offerText(v, g.w);
    const even = offer.kind === 'even-money';
    for (const b of ui.offerButtons) b.hidden = b.dataset.action.includes('even') !== even;
  }
}

/** The next shuffle's fingerprint while bets are taken; the last round's seed once it is over. */
function drawFair(g, v) {
  const { ui, table } = g;
  ui.commit.hidden = v.phase !== 'betting' || !!v.revealing;
  if (!ui.commit.hidden) {
    const c = table.commitment;
    ui.commit.dataset.commitment = c;
    ui.commit.title = c;
    const code = el(g, 'code', '', `${c.slice(0, 16)}…`);
    ui.commit.replaceChildren(g.w.t('fair-next'), ' ', code);
  }
  if (v.revealing) return;
  const last = table.history().pop();
  const seed = last ? last.seed : '';
  if (ui.seedLine.dataset.seed !== seed) ui.verifyResult.replaceChildren();
  ui.seedLine.dataset.seed = seed;
  ui.seedLine.hidden = !seed;
  ui.seed.textContent = seed;
}

/**
 * Draws `v`: a snapshot, possibly masked during a reveal (`v.revealing`,
 * `hideTotal` on hands and dealer, cards not yet dealt left out).
 */
export function render(g, v) {
  const { ui } = g;
  ui.lastView = v;
  const betting = v.phase === 'betting';
  ui.bankroll.textContent = g.w.money(v.bankroll);
  drawSeats(g, v, g.speed() !== 'instant');
  drawSpots(g, v);
  drawControls(g, v);
  ui.reshuffled.hidden = !(g.current.reshufflesEveryRound && v.reshuffled && v.roundsDealt > 0);
  ui.tableSelect.disabled = !betting || !!v.revealing || !g.active;
  ui.startOver.hidden = !(v.broke && !v.revealing);
  ui.startOver.disabled = !g.active;
  g.mark('stage', v.revealing ? 'dealing' : v.phase);
  drawFair(g, v);
  const error = g.error && !v.revealing;
  ui.status.textContent = error ? g.w.message(g.error) : statusLine(v, g.w, g.current.rules.min_bet);
  ui.status.classList.toggle('error', !!error);
  g.emit('view', v);
}
