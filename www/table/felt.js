// The table's layout, per preset: one column per box (its hands, its betting
// spot and pair spot, its side bets), and the table's words (its rules, the
// felt's print, the selector, the spots' names).
function el(g, tag, className) {
  const node = g.doc.createElement(tag);
  if (className) node.className = className;
  return node;
}

function spot(g, className, data, b) {
  const node = el(g, 'button', className);
  node.type = 'button';
  node.dataset[data] = String(b);
  return node;
}

/** Lays out the boxes of the table in play (`g.current`). */
export function layTable(g) {
  const { ui } = g;
  const rules = g.current.rules;
  ui.boxes.replaceChildren();
  ui.cols = [];
  ui.hands = [];
  ui.boxes.dataset.count = String(rules.boxes);
  for (let b = 1; b <= rules.boxes; b++) {
    const col = el(g, 'div', 'box-col');
    const hands = el(g, 'div', 'hands');
    const spots = el(g, 'div', 'spots');
    const main = spot(g, 'spot', 'box', b);
    const pair = rules.pair_bonus ? spot(g, 'spot spot-pair', 'pair', b) : null;
    spots.append(main, ...(pair ? [pair] : []));
    const sides = el(g, 'div', 'sides');
    col.append(hands, spots, sides);
    ui.boxes.append(col);
    ui.cols.push({ col, hands, spot: main, pair, sides });
  }
  if (g.selected.box > rules.boxes || (g.selected.pair && !rules.pair_bonus)) g.select({ box: 1, pair: false });
  ui.surrender.hidden = !rules.surrender;
  g.mark('preset', g.current.name);
  labelTable(g);
}

/** The table's words: its rules, the felt's print, the selector, Start over, the spots. */
export function labelTable(g) {
  const { ui, w } = g;
  const lines = g.current.description;
  const item = (tag, text) => {
    const node = el(g, tag, '');
    node.textContent = text;
    return node;
  };
  ui.rules.replaceChildren(...lines.map(line => item('li', w.ruleText(line))));
  const printed = lines.filter(l => l.key === 'rule-blackjack-pays' || l.key.startsWith('rule-dealer-'));
  ui.printed.replaceChildren(...printed.map(l => item('span', w.ruleText(l))));
  ui.tableSelect.replaceChildren(...g.presets.map(p => {
    const option = item('option', w.presetTitle(p.name));
    option.value = p.name;
    return option;
  }));
  ui.tableSelect.value = g.current.name;
  g.emit('labelled');
  ui.startOver.textContent = w.t('start-over', w.money(g.startAmount()));
  ui.cols.forEach((c, k) => {
    c.spot.dataset.label = w.t('box', k + 1);
    if (c.pair) c.pair.dataset.label = w.t('spot-pair');
  });
}

/** The element of hand `i` (made on first use). */
export function handElement(g, i) {
  let node = g.ui.hands[i];
  if (!node) {
    node = el(g, 'div', 'hand');
    node.dataset.hand = String(i);
    node.setAttribute('role', 'group');
    const cards = el(g, 'div', 'cards');
    cards.setAttribute('part', 'cards');
    node.append(cards, el(g, 'div', 'total'), el(g, 'div', 'hand-bet'));
    g.ui.hands[i] = node;
  }
  return node;
}
