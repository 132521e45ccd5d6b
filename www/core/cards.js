// Drawing cards: one card element per card name ("TS", "AH"; null for a card
// lying face down), named for a screen reader, and a row of them redrawn in
// place (the cards that did not change stay, so they do not deal again).

const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card's corner text: "10♥". */
export const cardFace = c => (c[0] === 'T' ? '10' : c[0]) + SUITS[c[1]];

function part(doc, className, text) {
  const node = doc.createElement('span');
  node.className = className;
  node.textContent = text;
  node.setAttribute('aria-hidden', 'true');
  return node;
}

/** A card element; `anim`: "deal", "flip" or "" (no animation). */
export function makeCard(doc, c, label, anim) {
  const card = doc.createElement('div');
  card.className = 'card';
  card.setAttribute('part', 'card');
  card.setAttribute('role', 'img');
  card.dataset.card = c || 'back';
  card.setAttribute('aria-label', label);
  if (anim) card.classList.add(anim);
  if (!c) {
    card.classList.add('back');
    return card;
  }
  const rank = c[0] === 'T' ? '10' : c[0];
  if (c[1] === 'H' || c[1] === 'D') card.classList.add('red');
  const corner = doc.createElement('span');
  corner.className = 'corner';
  corner.setAttribute('aria-hidden', 'true');
  corner.append(part(doc, 'rank', rank), part(doc, 'suit', SUITS[c[1]]));
  const corner2 = corner.cloneNode(true);
  corner2.className = 'corner corner-end';
  const face = 'JQK'.includes(c[0]);
  card.append(corner, part(doc, face ? 'pip face' : 'pip', face ? rank : SUITS[c[1]]), corner2);
  return card;
}

/** Draws `cards` into `row`, keeping the card elements that did not change; `name(c)` labels a card. */
export function drawCards(row, cards, name, animate) {
  const doc = row.ownerDocument;
  cards.forEach((c, j) => {
    const key = c || 'back';
    const old = row.children[j];
    if (old && old.dataset.card === key) {
      const label = name(c);
      if (old.getAttribute('aria-label') !== label) old.setAttribute('aria-label', label);
      return;
    }
    const anim = animate ? (old && old.dataset.card === 'back' && c ? 'flip' : 'deal') : '';
    const card = makeCard(doc, c, name(c), anim);
    if (old) old.replaceWith(card);
    else row.append(card);
  });
  while (row.children.length > cards.length) row.lastElementChild.remove();
  row.dataset.count = String(cards.length);
}
