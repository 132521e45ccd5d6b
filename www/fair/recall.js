// The fair deal's second half, loaded only when the player asks for it (the
// History button or Check): the last 10 rounds in a dialog with every card,
// action and amount, their JSON export, and the check of the last round's
// seed against the fingerprint shown before it. `g` comes from assist.js: the
// table, its words (`w`: words.js), `cardFace` and where to write. It imports
// none of the page's modules, so the shipped page stays one bundle. Every
// amount is the engine's (the record's `net`s), only written here.
import { recallChecks } from './records.js';
import { addSheet } from '../core/sheet.js';

/** recall.css in the game's document or shadow root, once; resolves when it applies. */
const styled = g => addSheet(g.doc, g.root, new URL('./recall.css', import.meta.url).href);

function make(g, tag, className, ...kids) {
  const node = g.doc.createElement(tag);
  if (className) node.className = className;
  node.append(...kids);
  return node;
}

/** A card as a small chip of text: "10♥", named for a screen reader. */
function mini(g, c) {
  const node = make(g, 'span', 'HD'.includes(c[1]) ? 'mini red' : 'mini', g.cardFace(c));
  node.dataset.card = c;
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', g.w.cardName(c));
  return node;
}
const cardsOf = (g, cards) => make(g, 'span', 'minis', ...cards.flatMap((c, i) => (i ? [' ', mini(g, c)] : [mini(g, c)])));

/** Recomputes the last round's seed fingerprint, compares it with the ones shown before deals, and shows the deck. */
export async function verify(g) {
  await styled(g);
  const rec = g.table.history().pop();
  const { seedCommitment, deckOrder } = await recallChecks();
  if (!rec) return;
  const { t } = g.w;
  const hash = seedCommitment(rec.seed);
  const ok = g.seen.includes(hash);
  const said = t(ok ? 'fair-match' : 'fair-nomatch');
  const out = [
    make(g, 'p', '', t('fair-hash'), ' ', make(g, 'code', '', hash)),
    make(g, 'p', ok ? 'fair-ok' : 'fair-bad', said),
  ];
  if (rec.freshShoe) {
    // A fresh shoe: the seed alone fixes its order, and the round's cards are its first.
    const order = deckOrder(rec.seed, rec.rules.decks);
    const dealt = rec.result.hands.reduce((n, hd) => n + hd.cards.length, rec.result.dealer.length);
    const shown = cardsOf(g, order.slice(0, 52));
    [...shown.children].slice(0, dealt).forEach(c => c.classList.add('dealt'));
    if (order.length > 52) shown.append('…');
    out.push(make(g, 'p', '', t('fair-order', dealt)), shown);
  } else {
    out.push(make(g, 'p', '', t('fair-shoe')));
  }
  g.out.dataset.match = String(ok);
  g.out.replaceChildren(...out);
  g.announce(said);
}

/** A round's Review button (`[data-control="review"]`): the review (review/review.js) loads on its first click. */
function reviewButton(g, rw, rec, stack) {
  const b = make(g, 'button', 'btn btn-small', rw.t('open'));
  b.type = 'button';
  b.dataset.control = 'review';
  b.setAttribute('aria-haspopup', 'dialog');
  const page = { doc: g.doc, root: g.root, w: g.w, announce: g.announce, engine: g.engine };
  b.addEventListener('click', () => import('../review/review.js').then(m => m.openReview(page, { record: rec, stack }, b)));
  return b;
}

/** One finished round, as the history lists it (with its Review button; `stack`: its stacked cards, test builds). */
function round(g, rec, rw, stack) {
  const { t, money, signed } = g.w;
  const res = rec.result;
  const preset = g.presets.find(p => JSON.stringify(p.rules) === JSON.stringify(rec.rules));
  const head = make(g, 'h3', 'round-title',
    preset ? `${g.w.presetTitle(preset.name)} · ` : '',
    t('history-bankroll', money(rec.bankroll), money(res.bankroll)),
    res.net ? ` (${signed(res.net)})` : '');
  const facts = make(g, 'dl', 'round-facts');
  const fact = (name, ...value) => facts.append(make(g, 'dt', '', name), make(g, 'dd', '', ...value));
  const bets = rec.bets.flatMap((b, k) => (b.main
    ? [`${t('box', k + 1)}: ${money(b.main)}${b.pair ? `, ${t('side-pair')} ${money(b.pair)}` : ''}`]
    : []));
  fact(t('group-bets'), bets.join('; '));
  const names = g.w.labels(res);
  res.hands.forEach((hd, i) => {
    const result = `${t('hand-bet', money(hd.stake))} · ${g.w.resultText(hd)}`;
    fact(names[i], cardsOf(g, hd.cards), ' ', make(g, 'span', 'round-result', result));
  });
  fact(t('dealer'), cardsOf(g, res.dealer));
  res.pair.forEach((side, k) => { if (side && side.settled) fact(t('box', k + 1), g.w.sideText('side-pair-bonus', side)); });
  res.insurance.forEach((side, k) => { if (side && side.settled) fact(t('box', k + 1), g.w.sideText('side-insurance', side)); });
  const actions = rec.actions.map(a => {
    const [kind, amount] = a.split(' ');
    return amount ? `${t(`action-${kind}`)} ${g.w.num(amount)}` : t(`action-${kind}`);
  });
  fact(t('history-actions'), actions.join(' · ') || '—');
  fact(t('history-seed'), make(g, 'code', '', rec.seed));
  const item = make(g, 'li', 'round', head, facts, reviewButton(g, rw, rec, stack));
  item.dataset.round = '';
  item.dataset.seed = rec.seed;
  return item;
}

/** Saves the rounds as blackjack-rounds.json, the input of `blackjack replay`. */
function download(g, where) {
  const url = URL.createObjectURL(new Blob([g.table.exportHistory()], { type: 'application/json' }));
  const link = make(g, 'a');
  link.href = url;
  link.download = 'blackjack-rounds.json';
  link.hidden = true;
  where.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens the history: the last 10 rounds, newest first, in a modal dialog. */
export async function open(g) {
  await styled(g);
  const { t } = g.w;
  const recs = g.table.history().reverse();
  const stacks = (typeof g.table.historyStacks === 'function' ? g.table.historyStacks() : []).reverse();
  const rw = await import('../review/review-words.js').then(m => m.reviewWords(g.w.lang));
  const button = (name, key) => {
    const b = make(g, 'button', 'btn btn-small', t(key));
    b.type = 'button';
    b.dataset.control = name;
    return b;
  };
  const title = make(g, 'h2', 'panel-title', t('history-title'));
  title.id = 'history-title';
  const save = button('export-history', 'history-export');
  const close = button('close-history', 'history-close');
  save.disabled = !recs.length;
  const dialog = make(g, 'dialog', 'recall',
    make(g, 'div', 'recall-head', title, save, close),
    recs.length ? make(g, 'ol', 'rounds', ...recs.map((rec, i) => round(g, rec, rw, stacks[i] || []))) : make(g, 'p', 'hint', t('history-empty')));
  dialog.dataset.history = '';
  dialog.setAttribute('aria-labelledby', title.id);
  save.addEventListener('click', () => download(g, dialog));
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  g.root.querySelector('dialog[data-history]')?.remove();
  g.root.append(dialog);
  dialog.showModal();
}
