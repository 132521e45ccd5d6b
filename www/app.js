// The page of the blackjack game. It holds no game rule: the engine (Rust,
// WebAssembly) decides everything; this file draws its snapshot, enables a
// button exactly when the snapshot lists its action, and reveals new cards one
// by one at the chosen speed. DOM is built with createElement / textContent.
import init, { Table, presets } from './pkg/blackjack.js';

const KEY = 'blackjack';
const DELAY = { slow: 1000, normal: 560, fast: 220, instant: 0 };
const SUITS = { S: ['♠', 'spades'], H: ['♥', 'hearts'], D: ['♦', 'diamonds'], C: ['♣', 'clubs'] };
const RANKS = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: '10' };
const OUTCOMES = {
  blackjack: 'Blackjack', win: 'Win', push: 'Push', lose: 'Lose',
  bust: 'Bust', surrender: 'Surrender', 'even-money': 'Even money',
};
const KEYS = { h: ['hit'], s: ['stand'], d: ['double'], p: ['split'], r: ['surrender'],
  i: ['insure', 'even-money'], n: ['no-insurance', 'no-even-money'] };

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

function h(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text != null) node.textContent = text;
  return node;
}

// ---- words -------------------------------------------------------------

/** 1015 → "1015", 7.5 → "7.50". */
function money(n) {
  const cents = Math.round(Math.abs(n) * 100);
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return n < 0 && cents ? `−${text}` : text;
}
const signed = n => (n > 0 ? `+${money(n)}` : n < 0 ? money(n) : '');
const rankName = r => RANKS[r] || r;
const cardName = c => (c ? `${rankName(c[0])} of ${SUITS[c[1]][1]}` : 'face-down card');
const withArticle = word => (/^(ace|8)/.test(word) ? `an ${word}` : `a ${word}`);

function list(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "soft 17", "17", "Blackjack", "Bust (24)" (empty with no card up). */
function totalText(total, soft, blackjack, bust, cards) {
  if (!cards.some(Boolean)) return '';
  if (blackjack) return 'Blackjack';
  if (bust) return `Bust (${total})`;
  return soft && total < 21 ? `soft ${total}` : String(total);
}
const handTotal = hd => totalText(hd.total, hd.soft, hd.blackjack, hd.outcome === 'bust' || hd.total > 21, hd.cards);
const dealerTotal = d => totalText(d.total, d.soft, d.blackjack, d.bust, d.cards);

function resultText(hd) {
  const name = OUTCOMES[hd.outcome] || hd.outcome;
  return hd.net ? `${name} ${signed(hd.net)}` : name;
}

function sideText(name, side) {
  const net = side.payout - side.stake;
  return net ? `${name} ${signed(net)}` : `${name} returned`;
}

const presetTitle = name => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

// ---- state -------------------------------------------------------------

let table = null;
let allPresets = [];
let current = null;          // the preset entry of the table in play
let shown = null;            // the snapshot fully on screen
let revealing = null;        // {timer, finish} while cards are being revealed
let selected = { box: 1, pair: false };
let error = '';
let amountKeys = { double: '', insure: '' };
const motion = matchMedia('(prefers-reduced-motion: reduce)');

const ui = {};

function speed() {
  return motion.matches ? 'instant' : ui.speed.value;
}

function exposeTestHooks() {
  if (table && typeof table.stack === 'function') {
    window.blackjackTest = { stack: cards => table.stack(cards) };
  }
}

function save() {
  try {
    table.save(KEY);
  } catch (e) {
    error = message(e);
  }
}

const sentence = text => text.charAt(0).toUpperCase() + text.slice(1);
const message = e => sentence(String((e && e.message) || e));

// ---- cards -------------------------------------------------------------

function makeCard(c, anim) {
  const card = h('div', 'card');
  card.setAttribute('role', 'img');
  card.dataset.card = c || 'back';
  card.setAttribute('aria-label', cardName(c));
  if (anim) card.classList.add(anim);
  if (!c) {
    card.classList.add('back');
    return card;
  }
  const suit = SUITS[c[1]][0];
  const rank = c[0] === 'T' ? '10' : c[0];
  if (c[1] === 'H' || c[1] === 'D') card.classList.add('red');
  const corner = h('span', 'corner');
  corner.append(h('span', 'rank', rank), h('span', 'suit', suit));
  const corner2 = corner.cloneNode(true);
  corner2.className = 'corner corner-end';
  const face = 'JQK'.includes(c[0]);
  const pip = h('span', face ? 'pip face' : 'pip', face ? rank : suit);
  for (const part of [corner, pip, corner2]) part.setAttribute('aria-hidden', 'true');
  card.append(corner, pip, corner2);
  return card;
}

/** Draws `cards` into `row`, keeping the card elements that did not change. */
function drawCards(row, cards, animate) {
  cards.forEach((c, j) => {
    const key = c || 'back';
    const old = row.children[j];
    if (old && old.dataset.card === key) return;
    const anim = animate ? (old && old.dataset.card === 'back' && c ? 'flip' : 'deal') : '';
    const card = makeCard(c, anim);
    if (old) old.replaceWith(card);
    else row.append(card);
  });
  while (row.children.length > cards.length) row.lastElementChild.remove();
  row.dataset.count = String(cards.length);
}

// ---- the table's layout --------------------------------------------------

function buildTable() {
  const rules = current.rules;
  ui.boxes.replaceChildren();
  ui.cols = [];
  ui.hands = [];
  ui.boxes.dataset.count = String(rules.boxes);
  for (let b = 1; b <= rules.boxes; b++) {
    const col = h('div', 'box-col');
    const hands = h('div', 'hands');
    const spots = h('div', 'spots');
    const spot = h('button', 'spot');
    spot.type = 'button';
    spot.dataset.box = String(b);
    spots.append(spot);
    let pair = null;
    if (rules.pair_bonus) {
      pair = h('button', 'spot spot-pair');
      pair.type = 'button';
      pair.dataset.pair = String(b);
      spots.append(pair);
    }
    const sides = h('div', 'sides');
    col.append(hands, spots, sides);
    ui.boxes.append(col);
    ui.cols.push({ col, hands, spot, pair, sides });
  }
  if (selected.box > rules.boxes || (selected.pair && !rules.pair_bonus)) selected = { box: 1, pair: false };

  const lines = current.description;
  ui.rules.replaceChildren(...lines.map(line => h('li', '', line.text)));
  const printed = lines.filter(l => l.key === 'rule-blackjack-pays' || l.key.startsWith('rule-dealer-'));
  ui.printed.replaceChildren(...printed.map(l => h('span', '', l.text)));
  ui.tableSelect.value = current.name;
  ui.surrender.hidden = !rules.surrender;
  ui.startOver.textContent = `Start over with ${money(rules.starting_bankroll)}`;
  document.body.dataset.preset = current.name;
}

function handElement(i) {
  let node = ui.hands[i];
  if (!node) {
    node = h('div', 'hand');
    node.dataset.hand = String(i);
    node.setAttribute('role', 'group');
    node.append(h('div', 'cards'), h('div', 'total'), h('div', 'hand-bet'));
    ui.hands[i] = node;
  }
  return node;
}

// ---- drawing a snapshot ----------------------------------------------------

/**
 * Draws `v`: a snapshot, possibly masked during a reveal (`v.revealing`,
 * `hideTotal` on hands and dealer, cards not yet dealt left out).
 */
function render(v) {
  ui.lastView = v;
  const rules = current.rules;
  const animate = speed() !== 'instant';
  const legal = new Set(v.legal);
  const betting = v.phase === 'betting';

  ui.bankroll.textContent = money(v.bankroll);

  // Dealer.
  drawCards(ui.dealerCards, v.dealer.cards, animate);
  ui.dealerTotal.textContent = v.dealer.hideTotal ? '' : dealerTotal(v.dealer);
  ui.dealer.classList.toggle('bust', !v.dealer.hideTotal && v.dealer.bust);

  // Hands, each in its box's column.
  const count = v.hands.length;
  const perBox = {};
  const order = {};
  v.hands.forEach(hd => { perBox[hd.box] = (perBox[hd.box] || 0) + 1; });
  const placed = ui.cols.map(() => []);
  v.hands.forEach((hd, i) => {
    const node = handElement(i);
    order[hd.box] = (order[hd.box] || 0) + 1;
    const name = perBox[hd.box] > 1 ? `Box ${hd.box}, hand ${order[hd.box]}` : `Box ${hd.box}`;
    node.setAttribute('aria-label', name);
    node.classList.toggle('active', hd.active && !v.revealing);
    if (hd.active && !v.revealing) node.setAttribute('aria-current', 'true');
    else node.removeAttribute('aria-current');
    drawCards(node.children[0], hd.cards, animate);
    const total = node.children[1];
    total.textContent = hd.hideTotal ? '' : handTotal(hd);
    total.classList.toggle('bj', !hd.hideTotal && hd.blackjack);
    const bet = node.children[2];
    bet.textContent = perBox[hd.box] > 1 || hd.doubled ? `Bet ${money(hd.stake)}${hd.doubled ? ' doubled' : ''}` : '';
    let out = node.querySelector('[data-outcome]');
    if (hd.outcome && !v.revealing) {
      if (!out) {
        out = h('div', 'outcome');
        node.append(out);
      }
      out.dataset.outcome = hd.outcome;
      out.textContent = resultText(hd);
    } else {
      if (out) out.remove();
    }
    if (placed[hd.box - 1]) placed[hd.box - 1].push(node);
  });
  ui.hands.length = count;
  ui.cols.forEach((c, k) => {
    const want = placed[k];
    want.forEach((node, j) => {
      if (c.hands.children[j] !== node) c.hands.insertBefore(node, c.hands.children[j] || null);
    });
    while (c.hands.children.length > want.length) c.hands.lastElementChild.remove();
    c.col.classList.toggle('split', want.length > 1);
  });
  ui.boxes.classList.toggle('past', betting && count > 0);

  // Betting spots.
  ui.cols.forEach((c, k) => {
    const b = k + 1;
    let main;
    let pairBet;
    if (betting) {
      main = v.bets[k] ? v.bets[k].main : 0;
      pairBet = v.bets[k] ? v.bets[k].pair : 0;
    } else {
      main = v.hands.filter(hd => hd.box === b).reduce((sum, hd) => sum + hd.stake, 0);
      pairBet = v.pair[k] ? v.pair[k].stake : 0;
    }
    c.spot.textContent = main ? money(main) : '';
    c.spot.classList.toggle('has-bet', !!main);
    c.spot.setAttribute('aria-pressed', String(selected.box === b && !selected.pair));
    c.spot.setAttribute('aria-label', `Box ${b}${main ? `, bet ${money(main)}` : ', no bet'}`);
    if (c.pair) {
      c.pair.textContent = pairBet ? money(pairBet) : '';
      c.pair.classList.toggle('has-bet', !!pairBet);
      c.pair.setAttribute('aria-pressed', String(selected.box === b && selected.pair));
      c.pair.setAttribute('aria-label', `Pair bonus on box ${b}${pairBet ? `, bet ${money(pairBet)}` : ', no bet'}`);
    }
    const sides = [];
    if (!v.revealing && (!betting || v.roundOver)) {
      const ins = v.insurance[k];
      const pr = v.pair[k];
      if (ins) sides.push(ins.settled ? sideText('Insurance', ins) : `Insured ${money(ins.stake)}`);
      if (pr && pr.settled) sides.push(sideText('Pair', pr));
    }
    c.sides.replaceChildren(...sides.map(t => h('span', 'side-result', t)));
  });

  // Buttons: enabled exactly when the engine lists the action.
  for (const button of ui.actions) button.disabled = !legal.has(button.dataset.action);
  const chipAction = selected.pair ? 'pair' : 'bet';
  for (const chip of ui.chips) chip.disabled = !legal.has(chipAction);
  ui.doubleButton.classList.toggle('suggested', !!v.doublePrompt && legal.has('double'));

  // Amount fields, where the amount may vary.
  setAmount('double', legal.has('double') ? v.double : null, v);
  const offer = v.offer;
  setAmount('insure', offer && offer.kind === 'insurance' ? offer.range : null, v);

  // The insurance / even money prompt.
  ui.offer.hidden = !offer;
  if (offer) {
    ui.offerText.textContent = offerText(v);
    const even = offer.kind === 'even-money';
    for (const button of ui.offerButtons) {
      const forEven = button.dataset.action.includes('even');
      button.hidden = forEven !== even;
    }
  }

  // Notes and selectors.
  ui.reshuffled.hidden = !(current.reshufflesEveryRound && v.reshuffled && v.roundsDealt > 0);
  ui.tableSelect.disabled = !betting || !!v.revealing;
  const empty = v.bets.every(b => !b.main && !b.pair);
  ui.startOver.hidden = !(betting && !v.revealing && empty && v.bankroll < rules.min_bet);
  document.body.dataset.stage = v.revealing ? 'dealing' : v.phase;

  ui.status.textContent = v.revealing ? 'Dealing…' : error || hint(v);
  ui.status.classList.toggle('error', !!error && !v.revealing);
}

function setAmount(kind, range, v) {
  const form = ui.amountForms[kind];
  const input = ui.amounts[kind];
  const show = !!range && range.min < range.max && !v.revealing;
  form.hidden = !show;
  if (!show) {
    amountKeys[kind] = '';
    return;
  }
  const fill = range.default != null ? range.default : range.min;
  const key = `${range.min}|${range.max}|${fill}|${v.hands.findIndex(hd => hd.active)}|${v.offer ? v.offer.box : ''}|${v.roundsDealt}`;
  if (amountKeys[kind] !== key) {
    amountKeys[kind] = key;
    input.min = String(range.min);
    input.max = String(range.max);
    input.value = money(fill);
  }
}

function offerText(v) {
  const offer = v.offer;
  const up = v.dealer.cards[0];
  const shows = up ? `Dealer shows ${withArticle(rankName(up[0]))}.` : '';
  if (offer.kind === 'even-money') return `${shows} Even money for your blackjack on box ${offer.box}?`;
  const amount = offer.range && offer.range.default != null ? ` for ${money(offer.range.default)}` : '';
  return `${shows} Insure box ${offer.box}${amount}?`;
}

function hint(v) {
  const rules = current.rules;
  if (v.phase === 'insurance' && v.offer) return v.offer.kind === 'even-money' ? 'Take even money (I) or play on (N).' : 'Take insurance (I) or decline it (N).';
  if (v.phase === 'playing') {
    const i = v.hands.findIndex(hd => hd.active);
    if (i < 0) return '';
    const hd = v.hands[i];
    const several = v.hands.length > 1 ? ` on box ${hd.box}` : '';
    const suggest = v.doublePrompt ? ' The dealer offers you a double.' : '';
    return `Your turn${several}: ${handTotal(hd)}.${suggest}`;
  }
  const placed = v.bets.some(b => b.main);
  if (placed) return v.legal.includes('deal') ? 'Press Deal (or Enter) to play.' : `The minimum bet is ${money(rules.min_bet)}.`;
  if (!ui.startOver.hidden) return `Your bankroll is below the table minimum of ${money(rules.min_bet)}.`;
  if (v.roundOver && v.result) {
    const net = v.result.net;
    const said = net > 0 ? `you won ${money(net)}` : net < 0 ? `you lost ${money(-net)}` : 'you broke even';
    return `Round over: ${said}. Place your bets for the next round.`;
  }
  return 'Choose a box, tap chips to bet, then Deal.';
}

// ---- what happened, in words ------------------------------------------------

function describe(before, after, said) {
  const parts = said ? [said] : [];
  if (!before) return parts.join(' ');
  const fresh = after.roundsDealt !== before.roundsDealt;
  const names = labels(after);
  const cardsOf = cards => list(cards.map(cardName));
  if (fresh) {
    if (after.reshuffled && current.reshufflesEveryRound) parts.push('The deck was reshuffled.');
    else if (after.reshuffled && typeof current.rules.shuffle === 'object') parts.push('The shoe was reshuffled.');
    if (after.hands.length === 1) {
      parts.push(`You have ${cardsOf(after.hands[0].cards)}, ${handTotal(after.hands[0])}.`);
    } else {
      after.hands.forEach((hd, i) => parts.push(`${names[i]}: ${cardsOf(hd.cards)}, ${handTotal(hd)}.`));
    }
    const up = after.dealer.cards.filter(Boolean);
    if (up.length === 1 && !after.offer) parts.push(`Dealer shows ${cardsOf(up)}.`);
  } else {
    after.hands.forEach((hd, i) => {
      const old = before.hands[i];
      if (old && old.cards.length === hd.cards.length && old.cards.every((c, j) => c === hd.cards[j])) return;
      const who = after.hands.length === 1 ? 'You have' : `${names[i]}:`;
      parts.push(`${who} ${cardsOf(hd.cards)}, ${handTotal(hd)}.`);
    });
  }
  const dealerChanged = before.dealer.cards.join() !== after.dealer.cards.join();
  if ((dealerChanged || fresh) && after.dealer.cards.filter(Boolean).length > 1) {
    parts.push(`Dealer has ${cardsOf(after.dealer.cards.filter(Boolean))}, ${dealerTotal(after.dealer)}.`);
  }
  const o = after.offer;
  if (o && (fresh || !before.offer || before.offer.box !== o.box || before.offer.kind !== o.kind)) parts.push(offerText(after));
  if (after.roundOver && (fresh || !before.roundOver)) {
    after.hands.forEach((hd, i) => {
      if (hd.outcome) parts.push(`${names[i]}: ${resultText(hd)}.`);
    });
    after.pair.forEach((p, k) => { if (p && p.settled) parts.push(`${sideText('Pair bonus', p)} on box ${k + 1}.`); });
    after.insurance.forEach((p, k) => { if (p && p.settled) parts.push(`${sideText('Insurance', p)} on box ${k + 1}.`); });
    parts.push(`Bankroll ${money(after.bankroll)}.`);
  } else if (after.phase === 'playing') {
    const was = before.phase === 'playing' ? before.hands.findIndex(hd => hd.active) : -1;
    const now = after.hands.findIndex(hd => hd.active);
    if (after.hands.length > 1 && now !== was && now >= 0) parts.push(`Your turn on ${names[now].toLowerCase()}: ${handTotal(after.hands[now])}.`);
    if (after.doublePrompt && (now !== was || fresh)) parts.push('The dealer offers you a double.');
  }
  return parts.join(' ');
}

function labels(v) {
  const perBox = {};
  const seen = {};
  v.hands.forEach(hd => { perBox[hd.box] = (perBox[hd.box] || 0) + 1; });
  return v.hands.map(hd => {
    seen[hd.box] = (seen[hd.box] || 0) + 1;
    return perBox[hd.box] > 1 ? `Box ${hd.box}, hand ${seen[hd.box]}` : `Box ${hd.box}`;
  });
}

function announce(text) {
  if (!text) return;
  // A polite live region speaks a replaced text; a trailing space makes a
  // repeated sentence count as new.
  ui.announcer.textContent = ui.announcer.textContent === text ? `${text} ` : text;
}

// ---- revealing new cards one by one -------------------------------------------

/** The order in which the cards of `after` that `before` did not show appear. */
function plan(before, after) {
  const fresh = after.roundsDealt !== before.roundsDealt;
  const stage = new Map();   // slot → its stage on screen: 0 not there, 1 face down, 2 as in `after`
  const steps = [];
  const hands = after.hands.map((hd, i) => {
    const old = fresh || !before.hands[i] ? [] : before.hands[i].cards;
    return hd.cards.map((c, j) => (j < old.length ? (old[j] === c ? 'old' : old[j] === null && c ? 'flip' : '?') : '?'));
  });
  const pool = [];
  if (!fresh) {
    before.hands.forEach((hd, i) => hd.cards.forEach((c, j) => {
      const st = hands[i] && hands[i][j];
      if (c && st !== 'old' && st !== 'flip') pool.push(c);
    }));
  }
  hands.forEach((st, i) => {
    let seenNew = false;
    st.forEach((s, j) => {
      const c = after.hands[i].cards[j];
      if (s === '?') {
        const k = c && !seenNew ? pool.indexOf(c) : -1;
        if (k >= 0) {
          pool.splice(k, 1);
          st[j] = 'old';
        } else {
          st[j] = 'new';
        }
      } else if (seenNew && s === 'old') {
        st[j] = 'new';
      }
      if (st[j] === 'new') seenNew = true;
      stage.set(`h${i}:${j}`, st[j] === 'old' ? 2 : st[j] === 'flip' ? 1 : 0);
    });
  });
  const oldDealer = fresh ? [] : before.dealer.cards;
  const dealer = after.dealer.cards.map((c, j) => {
    const s = j < oldDealer.length ? (oldDealer[j] === c ? 'old' : oldDealer[j] === null && c ? 'flip' : 'new') : 'new';
    stage.set(`d:${j}`, s === 'old' ? 2 : s === 'flip' ? 1 : 0);
    return s;
  });
  if (fresh) {
    for (let j = 0; j < 2; j++) {
      hands.forEach((st, i) => { if (st[j] === 'new') { steps.push([`h${i}:${j}`, 2]); st[j] = 'done'; } });
      if (dealer[j] === 'new') {
        if (j === 1 && current.rules.hole_card && after.dealer.cards[1]) {
          steps.push(['d:1', 1]);
          dealer[1] = 'flip';
        } else {
          steps.push([`d:${j}`, 2]);
          dealer[j] = 'done';
        }
      }
    }
  }
  hands.forEach((st, i) => st.forEach((s, j) => { if (s === 'new') steps.push([`h${i}:${j}`, 2]); }));
  dealer.forEach((s, j) => { if (s === 'new' || s === 'flip') steps.push([`d:${j}`, 2]); });
  hands.forEach((st, i) => st.forEach((s, j) => { if (s === 'flip') steps.push([`h${i}:${j}`, 2]); }));
  return { steps, stage };
}

/** `after` as it looks with the cards at `stage`. */
function masked(before, after, stage) {
  const cut = (cards, prefix) => {
    const out = [];
    let hidden = false;
    for (let j = 0; j < cards.length; j++) {
      const s = stage.get(`${prefix}${j}`);
      if (s === 0) break;
      if (s === 1 && cards[j]) hidden = true;
      out.push(s === 1 ? null : cards[j]);
    }
    return { cards: out, hideTotal: hidden || out.length < cards.length };
  };
  return {
    ...after,
    revealing: true,
    legal: [],
    offer: null,
    doublePrompt: false,
    bankroll: before.bankroll,
    hands: after.hands.map((hd, i) => ({ ...hd, ...cut(hd.cards, `h${i}:`) })),
    dealer: { ...after.dealer, ...cut(after.dealer.cards, 'd:') },
  };
}

function present(before, after, said) {
  const steps = !before || speed() === 'instant' ? null : plan(before, after);
  if (!steps || !steps.steps.length) {
    settle(before, after, said);
    return;
  }
  const { stage } = steps;
  let k = 0;
  const finish = () => {
    clearTimeout(revealing.timer);
    revealing = null;
    settle(before, after, said);
  };
  const tick = () => {
    if (k < steps.steps.length) {
      const [slot, to] = steps.steps[k++];
      stage.set(slot, to);
      render(masked(before, after, stage));
      revealing.timer = setTimeout(tick, DELAY[speed()] || 0);
    } else {
      finish();
    }
  };
  revealing = { timer: 0, finish };
  tick();
}

function settle(before, after, said) {
  shown = after;
  render(after);
  // Focus left on a control that is now hidden or disabled goes back to the
  // page, so the keys work at once.
  const focused = document.activeElement;
  if (focused && focused !== document.body && (focused.disabled || !focused.offsetParent)) focused.blur();
  announce(error || describe(before, after, said));
}

// ---- acting -----------------------------------------------------------------

/** Plays `action` (a scenario action string) and redraws from the snapshot. */
function play(action, said) {
  if (revealing || !table) return;
  try {
    table.act(action);
  } catch (e) {
    error = message(e);
    render(shown);
    announce(error);
    return;
  }
  error = '';
  const after = table.snapshot();
  if (after.roundsDealt !== shown.roundsDealt) selected = { box: selected.box, pair: false };
  save();
  present(shown, after, said && said(after));
}

function amountFor(kind) {
  const form = ui.amountForms[kind];
  if (form.hidden) return '';
  const raw = ui.amounts[kind].value.trim();
  const range = kind === 'double' ? shown.double : shown.offer && shown.offer.range;
  if (!raw || (range && range.default != null && Number(raw) === range.default)) return '';
  return ` ${raw}`;
}

function doAction(name) {
  if (!shown || !shown.legal.includes(name)) return;
  const bank = v => `Bankroll ${money(v.bankroll)}.`;
  switch (name) {
    case 'double': play(`double${amountFor('double')}`); break;
    case 'insure': play(`insure${amountFor('insure')}`); break;
    case 'cancel': play('cancel', v => `Bets taken back. ${bank(v)}`); break;
    case 'rebet': play('rebet', v => `Bets repeated. ${bank(v)}`); break;
    default: play(name);
  }
}

function placeChip(amount) {
  const { box, pair } = selected;
  play(`${pair ? 'pair' : 'bet'} ${box} ${amount}`, v => {
    const bet = v.bets[box - 1];
    const on = pair ? `Pair bonus on box ${box}: ${money(bet.pair)}` : `Box ${box}: bet ${money(bet.main)}`;
    return `${on}. Bankroll ${money(v.bankroll)}.`;
  });
}

function select(box, pair) {
  selected = { box, pair };
  if (shown) render(revealing ? ui.lastView || shown : shown);
}

/** Starts showing the current table from scratch (after open, switch or start over). */
function fresh(said) {
  current = allPresets.find(p => p.name === table.preset) || allPresets[0];
  buildTable();
  exposeTestHooks();
  shown = table.snapshot();
  render(shown);
  if (said) announce(said);
}

// A pointer click leaves no focus behind, so Enter and Space deal from the page.
function dropPointerFocus(event) {
  if (event.detail > 0 && event.currentTarget.blur) event.currentTarget.blur();
}

function wire() {
  for (const button of ui.actions) {
    button.addEventListener('click', event => {
      dropPointerFocus(event);
      doAction(button.dataset.action);
    });
  }
  for (const chip of ui.chips) {
    chip.addEventListener('click', event => {
      dropPointerFocus(event);
      placeChip(chip.dataset.chip);
    });
  }
  ui.boxes.addEventListener('click', event => {
    const spot = event.target.closest('button[data-box], button[data-pair]');
    if (!spot) return;
    if (event.detail > 0) spot.blur();
    if (spot.dataset.box) select(Number(spot.dataset.box), false);
    else select(Number(spot.dataset.pair), true);
  });
  for (const kind of ['double', 'insure']) {
    ui.amountForms[kind].addEventListener('submit', event => {
      event.preventDefault();
      doAction(kind);
    });
  }
  ui.tableSelect.addEventListener('change', () => {
    const name = ui.tableSelect.value;
    if (revealing) return;
    try {
      table.switchTable(name);
    } catch (e) {
      error = message(e);
      ui.tableSelect.value = current.name;
      render(shown);
      announce(error);
      return;
    }
    error = '';
    selected = { box: 1, pair: false };
    save();
    fresh(`${presetTitle(name)} table. Bankroll ${money(table.snapshot().bankroll)}.`);
  });
  ui.speed.addEventListener('change', () => {
    try {
      table.setSettings({ ...table.settings, speed: ui.speed.value });
    } catch (e) {
      error = message(e);
    }
    save();
    applySpeed();
    if (revealing && speed() === 'instant') revealing.finish();
  });
  motion.addEventListener('change', applySpeed);
  ui.startOver.addEventListener('click', () => {
    if (revealing) return;
    try {
      table.startOver();
    } catch (e) {
      error = message(e);
      render(shown);
      return;
    }
    error = '';
    save();
    fresh(`A new game. Bankroll ${money(table.snapshot().bankroll)}.`);
  });
  document.addEventListener('keydown', onKey);
}

function applySpeed() {
  document.body.dataset.pace = speed();
  ui.motionNote.hidden = !motion.matches;
}

function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const target = event.target;
  const tag = target && target.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || (target && target.isContentEditable)) return;
  if (event.key === 'Enter' || event.key === ' ') {
    if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return;
    event.preventDefault();
    if (!revealing && shown && shown.legal.includes('deal')) doAction('deal');
    return;
  }
  const names = KEYS[event.key.toLowerCase()];
  if (!names || revealing || !shown) return;
  const name = names.find(n => shown.legal.includes(n));
  if (name) {
    event.preventDefault();
    doAction(name);
  }
}

// ---- start --------------------------------------------------------------------

async function start() {
  ui.bankroll = $('[data-bankroll]');
  ui.dealer = $('[data-dealer]');
  ui.dealerCards = $('.cards', ui.dealer);
  ui.dealerTotal = $('.total', ui.dealer);
  ui.boxes = $('[data-boxes]');
  ui.printed = $('[data-printed]');
  ui.reshuffled = $('[data-reshuffled]');
  ui.offer = $('[data-offer]');
  ui.offerText = $('.offer-text', ui.offer);
  ui.offerButtons = $$('button[data-action]', ui.offer);
  ui.actions = $$('button[data-action]');
  ui.doubleButton = $('[data-action="double"]');
  ui.surrender = $('[data-action="surrender"]');
  ui.chips = $$('button[data-chip]');
  ui.amounts = { double: $('[data-amount="double"]'), insure: $('[data-amount="insure"]') };
  ui.amountForms = { double: $('[data-amount-form="double"]'), insure: $('[data-amount-form="insure"]') };
  ui.status = $('[data-status]');
  ui.startOver = $('[data-control="start-over"]');
  ui.notice = $('[data-notice]');
  ui.tableSelect = $('[data-table-select]');
  ui.speed = $('[data-speed]');
  ui.motionNote = $('[data-motion-note]');
  ui.rules = $('[data-rules]');
  ui.announcer = $('#announcer');

  try {
    await init();
    allPresets = presets();
    try {
      table = Table.open(KEY, allPresets[0].name);
    } catch (e) {
      table = new Table(allPresets[0].name, 1000);
      error = `The saved game could not be read (${message(e)}).`;
    }
  } catch (e) {
    ui.status.textContent = `The game could not load: ${message(e)}`;
    ui.status.classList.add('error');
    return;
  }
  ui.tableSelect.replaceChildren(...allPresets.map(p => {
    const option = h('option', '', presetTitle(p.name));
    option.value = p.name;
    return option;
  }));
  const saved = table.settings && table.settings.speed;
  if (saved && DELAY[saved] != null) ui.speed.value = saved;
  if (table.notice) {
    ui.notice.textContent = sentence(table.notice);
    ui.notice.hidden = false;
  }
  applySpeed();
  wire();
  save();
  fresh();
  document.body.dataset.ready = 'true';
}

start();
