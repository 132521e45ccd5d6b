// The game's page, shared by the full page (app.js: the document's light DOM)
// and <blackjack-table> (a shadow root). No game rule here: it draws the
// engine's snapshot, enables a button exactly when the engine lists its action,
// reveals new cards one by one, and takes every word from the catalogue of its
// language (i18n/*.js, loaded on demand). DOM by createElement / textContent.
import init, { Table, presets } from './pkg/blackjack.js';

/** The languages of the game, by code, each named in itself. */
export const LANGS = { en: 'English', ru: 'Русский', ro: 'Română' };
const DELAY = { slow: 1000, normal: 560, fast: 220, instant: 0 };
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const KEYS = { h: ['hit'], s: ['stand'], d: ['double'], p: ['split'], r: ['surrender'],
  i: ['insure', 'even-money'], n: ['no-insurance', 'no-even-money'] };
const SPEEDS = ['slow', 'normal', 'fast', 'instant'];

let engine = null;
/** Initialises the engine once per page, however many games it holds; resolves to the presets. */
export function loadEngine() {
  engine ||= init().then(() => presets());
  return engine;
}

const catalogues = {};
/** The catalogue of `lang` (one flat object of strings), fetched once. */
export function loadCatalogue(lang) {
  catalogues[lang] ||= import(`./i18n/${lang}.js`).then(m => m.default);
  return catalogues[lang];
}

/** The game's language for a language tag (`ru-RU` → `ru`, `mo` → `ro`), or null. */
export function langOf(tag) {
  const base = String(tag || '').toLowerCase().split(/[-_]/)[0];
  return base === 'mo' ? 'ro' : LANGS[base] ? base : null;
}

/** The first of the browser's languages that the game speaks, else English. */
export function browserLang(tags = navigator.languages || [navigator.language]) {
  for (const tag of tags) {
    const lang = langOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

function storedText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The language saved with the game under `key`, read before the engine is there. */
function savedLang(key) {
  try {
    return langOf(JSON.parse(storedText(key)).settings.lang);
  } catch {
    return null;
  }
}

const sentence = text => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Mounts a game into `root` (an element, in a document or a shadow root);
 * returns `{ ready, table, lang, setLang, switchTable, offerUpdate, destroy }`.
 * Options: storageKey ("blackjack" for the page, else "blackjack-embed"),
 * table and bankroll (for a new game), lang (when none was saved), page (the
 * full page: keys on the document, h1), onLang(lang, t).
 */
export function mountGame(root, opts = {}) {
  const page = !!opts.page;
  const dealListeners = [];
  const KEY = opts.storageKey || (page ? 'blackjack' : 'blackjack-embed');
  const doc = root.ownerDocument || document;
  const scope = root.getRootNode(); // the document or the shadow root: where activeElement is found
  const motion = matchMedia('(prefers-reduced-motion: reduce)');

  let table = null;
  let allPresets = [];
  let current = null;          // the preset entry of the table in play
  let shown = null;            // the snapshot fully on screen
  let revealing = null;        // {timer, finish} while cards are being revealed
  let selected = { box: 1, pair: false };
  let error = null;            // the refusal on screen (an Error or {key, args})
  let notice = null;           // why the saved game was not restored
  let amountKeys = { double: '', insure: '' };
  let destroyed = false;
  let lang = 'en';
  let cat = {};
  let plurals = new Intl.PluralRules('en');
  let lists = null;
  const texts = [];            // [node, attribute or null, key, args]: the words to redo in another language
  const ui = {};

  // ---- words -------------------------------------------------------------

  /** The text of `key` with its `{0}` / `{name}` values and `{0|one:…|other:…}` plurals. */
  function t(key, ...args) {
    const values = args.length === 1 && args[0] && typeof args[0] === 'object' ? args[0] : args;
    return (cat[key] ?? key).replace(/\{(\w+)(?:\|([^}]*))?\}/g, (_, name, forms) => {
      const value = values[name];
      if (forms == null) return value == null ? '' : String(value);
      const want = plurals.select(Number(value));
      const form = {};
      for (const part of forms.split('|')) {
        const i = part.indexOf(':');
        form[part.slice(0, i)] = part.slice(i + 1);
      }
      return form[want] ?? form.other ?? '';
    });
  }

  /** 1015 → "1015", 7.5 → "7.50" ("7,50" where the decimal mark is a comma). */
  function money(n) {
    const cents = Math.round(Math.abs(n) * 100);
    const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', t('num-decimal'));
    return n < 0 && cents ? `−${text}` : text;
  }
  /** An engine amount ("7.50") in this language's writing; other values as they are. */
  const num = v => (typeof v === 'string' && /^-?\d+\.\d+$/.test(v) ? money(Number(v)) : v);
  const signed = n => (n > 0 ? `+${money(n)}` : n < 0 ? money(n) : '');
  const cardName = c => (c ? t('card', t(`rank-${c[0]}`), t(`suit-${c[1]}`)) : t('card-down'));
  const list = words => (lists ? lists.format(words) : words.join(', '));

  /** "soft 17", "17", "Blackjack", "Bust (24)" (empty with no card up). */
  function totalText(total, soft, blackjack, bust, cards) {
    if (!cards.some(Boolean)) return '';
    if (blackjack) return t('total-blackjack');
    if (bust) return t('total-bust', total);
    return soft && total < 21 ? t('total-soft', total) : String(total);
  }
  const handTotal = hd => totalText(hd.total, hd.soft, hd.blackjack, hd.outcome === 'bust' || hd.total > 21, hd.cards);
  const dealerTotal = d => totalText(d.total, d.soft, d.blackjack, d.bust, d.cards);

  function resultText(hd) {
    const name = t(`outcome-${hd.outcome}`);
    return hd.net ? `${name} ${signed(hd.net)}` : name;
  }

  function sideText(key, side) {
    const net = side.payout - side.stake;
    return net ? `${t(key)} ${signed(net)}` : t('side-returned', t(key));
  }

  const presetTitle = name => t(`table-${name}`);

  /** What a refusal says, in this language: by the engine's code, else its message. */
  function message(e) {
    if (e && e.key) return t(e.key, ...e.args);
    const code = e && e.code;
    const params = { message: sentence(String((e && e.message) || e)) };
    if (code && cat[`err-${code}`] != null) {
      for (const [name, value] of Object.entries(e.params || {})) {
        const known = cat[`${name}-${value}`];
        params[name] = known != null && (name === 'action' || name === 'phase') ? known : num(value);
      }
      return t(`err-${code}`, params);
    }
    return params.message;
  }

  /** A rules line in this language (the engine's English when the key is unknown). */
  function ruleText(line) {
    return cat[line.key] != null ? t(line.key, ...line.values.map(num)) : line.text;
  }

  // ---- building the markup -------------------------------------------------

  /** Sets the text (or `attr`) of `node` from `key` now and in every later language. */
  function tr(node, key, attr = null, ...args) {
    texts.push([node, attr, key, args]);
    write(node, attr, t(key, ...args));
    return node;
  }
  function write(node, attr, text) {
    if (attr) node.setAttribute(attr, text);
    else node.textContent = text;
  }

  /** An element: attributes, `text` (a catalogue key), `t:attr` (a key for an attribute), children. */
  function el(tag, attrs, ...kids) {
    const node = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null || v === false) continue;
      if (k === 'class') node.className = v;
      else if (k === 'text') tr(node, v);
      else if (k.startsWith('t:')) tr(node, v, k.slice(2));
      else node.setAttribute(k, v === true ? '' : v);
    }
    node.append(...kids);
    return node;
  }

  function h(tag, className, text) {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = text;
    return node;
  }

  const button = (action, cls, keys) => el('button', {
    type: 'button', class: `btn ${cls}`, 'data-action': action, 'aria-keyshortcuts': keys, disabled: true, text: `action-${action}`,
  });

  function build() {
    const H = n => `h${page ? n : n + 1}`;
    const landmark = tag => (page ? tag : 'div');
    ui.langSelect = el('select', { class: 'lang', 'data-lang': true, 't:aria-label': 'language' },
      ...Object.entries(LANGS).map(([code, name]) => {
        const option = el('option', { value: code, lang: code });
        option.textContent = name;
        return option;
      }));
    ui.langSelect.value = lang;
    ui.bankroll = el('strong', { 'data-bankroll': true }, '…');
    const topbar = el(landmark('header'), { class: 'topbar' },
      el(H(1), { class: 'title', text: 'title' }),
      el('div', { class: 'topbar-end' },
        ui.langSelect,
        el('p', { class: 'bank' }, el('span', { class: 'bank-label', id: 'bankroll-label', text: 'bankroll' }), ' ', ui.bankroll)));
    ui.notice = el('p', { class: 'notice', 'data-notice': true, role: 'alert', hidden: true });
    ui.updateButton = el('button', { type: 'button', class: 'btn btn-gold', 'data-control': 'update', text: 'update' });
    ui.update = el('p', { class: 'notice notice-update', 'data-update': true, role: 'status', hidden: true },
      el('span', { text: 'update-ready' }), ' ', ui.updateButton);

    ui.dealerCards = el('div', { class: 'cards' });
    ui.dealerTotal = el('div', { class: 'total', 't:aria-label': 'dealer-total' });
    ui.dealer = el('div', { class: 'dealer', 'data-dealer': true, role: 'group', 't:aria-label': 'dealer' },
      el(H(2), { class: 'seat-name', text: 'dealer' }), ui.dealerCards, ui.dealerTotal);
    ui.printed = el('p', { class: 'printed', 'data-printed': true, 'aria-hidden': 'true' });
    ui.reshuffled = el('p', { class: 'reshuffled', 'data-reshuffled': true, hidden: true, text: 'reshuffled' });
    ui.offerText = el('p', { class: 'offer-text', id: 'offer-text' });
    ui.amounts = {
      insure: el('input', { type: 'number', 'data-amount': 'insure', inputmode: 'decimal', step: '0.01', min: '0.01' }),
      double: el('input', { type: 'number', 'data-amount': 'double', inputmode: 'decimal', step: '0.01' }),
    };
    ui.amountForms = {
      insure: el('form', { class: 'amount-form', 'data-amount-form': 'insure', hidden: true },
        el('label', {}, el('span', { text: 'insure-for' }), ' ', ui.amounts.insure)),
      double: el('form', { class: 'amount-form', 'data-amount-form': 'double', hidden: true },
        el('label', {}, el('span', { class: 'amount-label', text: 'double-for' }), ' ', ui.amounts.double)),
    };
    ui.offerButtons = [
      button('insure', 'btn-yes', 'I'), button('no-insurance', 'btn-no', 'N'),
      button('even-money', 'btn-yes', 'I'), button('no-even-money', 'btn-no', 'N'),
    ];
    ui.offer = el('div', { class: 'offer', 'data-offer': true, role: 'group', 'aria-labelledby': 'offer-text', hidden: true },
      ui.offerText, ui.amountForms.insure, el('div', { class: 'offer-buttons' }, ...ui.offerButtons));
    ui.boxes = el('div', { class: 'boxes', 'data-boxes': true });
    const felt = el('section', { class: 'felt', 't:aria-label': 'felt' },
      ui.dealer, el('div', { class: 'middle' }, ui.printed, ui.reshuffled, ui.offer), ui.boxes);

    ui.status = el('p', { class: 'status', 'data-status': true, text: 'loading' });
    ui.startOver = el('button', { type: 'button', class: 'btn btn-gold', 'data-control': 'start-over', hidden: true });
    ui.doubleButton = button('double', 'btn-double', 'D');
    ui.surrender = button('surrender', 'btn-surrender', 'R');
    const play = el('div', { class: 'actions', role: 'group', 't:aria-label': 'group-play' },
      button('hit', 'btn-hit', 'H'), button('stand', 'btn-stand', 'S'),
      el('span', { class: 'double-group' }, ui.doubleButton, ui.amountForms.double),
      button('split', 'btn-split', 'P'), ui.surrender,
      ui.hint = el('button', { type: 'button', class: 'btn btn-plain', 'data-control': 'hint', disabled: true, text: 'hint' }));
    ui.chips = [1, 5, 25, 100, 500].map(n => {
      const chip = el('button', { type: 'button', class: `chip chip-${n}`, 'data-chip': n, disabled: true }, String(n));
      return tr(chip, 'chip', 'aria-label', n);
    });
    const betting = el('div', { class: 'betting' },
      el('div', { class: 'chips', role: 'group', 't:aria-label': 'group-chips' }, ...ui.chips),
      el('div', { class: 'bet-buttons', role: 'group', 't:aria-label': 'group-bets' },
        button('cancel', 'btn-plain'), button('rebet', 'btn-plain'), button('deal', 'btn-gold btn-deal', 'Enter')));
    // The fair deal: the next shuffle's SHA-256, the last round's seed, its
    // check, the words on what it proves, and the history (recall.js, loaded
    // when first asked for).
    ui.commit = el('p', { class: 'fair-line', 'data-commitment': '', hidden: true });
    ui.seed = el('code', {});
    ui.verify = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'verify', text: 'fair-check' });
    ui.seedLine = el('p', { class: 'fair-line', 'data-seed': '', hidden: true },
      el('span', { text: 'fair-seed' }), ' ', ui.seed, ' ', ui.verify);
    ui.verifyResult = el('div', { class: 'fair-result', 'data-verify-result': true });
    ui.historyButton = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'history', 'aria-haspopup': 'dialog', text: 'history' });
    const fair = el('section', { class: 'fair', 't:aria-label': 'fair-title' }, ui.commit, ui.seedLine, ui.verifyResult,
      el('div', { class: 'fair-end' }, ui.historyButton,
        el('details', { class: 'fair-about' }, el('summary', { text: 'fair-about' }), el('p', { text: 'fair-text' }))));
    const main = el(landmark('main'), { class: 'play' }, felt,
      el('div', { class: 'status-row' }, ui.status, ui.startOver),
      el('div', { class: 'controls' }, play, betting), fair);

    ui.tableSelect = el('select', { 'data-table-select': true, disabled: true });
    ui.speed = el('select', { 'data-speed': true },
      ...SPEEDS.map(s => el('option', { value: s, text: `speed-${s}` })));
    ui.speed.value = 'normal';
    ui.motionNote = el('p', { class: 'hint', 'data-motion-note': true, hidden: true, text: 'motion-note' });
    ui.rules = el('ul', { class: 'rules', 'data-rules': true });
    const keys = [['H', 'action-hit'], ['S', 'action-stand'], ['D', 'action-double'], ['P', 'action-split'],
      ['R', 'action-surrender'], ['I / N', 'keys-offer'], [null, 'action-deal']];
    const side = el(landmark('aside'), { class: 'side' },
      el('section', { class: 'panel settings', 't:aria-label': 'settings' },
        el('label', { class: 'field' }, el('span', { text: 'table' }), ' ', ui.tableSelect),
        el('label', { class: 'field' }, el('span', { text: 'speed' }), ' ', ui.speed),
        el('label', { class: 'check' }, ui.trainer = el('input', { type: 'checkbox', 'data-control': 'trainer' }), ' ', el('span', { text: 'trainer' })),
        ui.motionNote),
      el('section', { class: 'panel', 'aria-labelledby': 'rules-title' },
        el(H(2), { class: 'panel-title', id: 'rules-title', text: 'rules-title' }), ui.rules),
      el('section', { class: 'panel keys', 'aria-labelledby': 'keys-title' },
        el(H(2), { class: 'panel-title', id: 'keys-title', text: 'keys-title' }),
        el('dl', {}, ...keys.flatMap(([k, what]) => [k ? el('dt', {}, k) : el('dt', { text: 'keys-deal-keys' }), el('dd', { text: what })]))));
    ui.announcer = el('div', { id: 'announcer', class: 'visually-hidden', 'data-live': true, 'aria-live': 'polite' });

    ui.actions = [...main.querySelectorAll('button[data-action]')];
    ui.game = el('div', { class: page ? 'game' : 'game embedded', lang, tabindex: page ? null : '-1' },
      topbar, ui.notice, ui.update, el('div', { class: 'layout' }, main, side), ui.announcer);
    root.append(ui.game);
  }

  // ---- state ---------------------------------------------------------------

  const marks = () => (page ? [ui.game, doc.body] : [ui.game]);
  const mark = (name, value) => { for (const node of marks()) node.dataset[name] = value; };
  const speed = () => (motion.matches ? 'instant' : ui.speed.value);

  function save() {
    try {
      table.save(KEY);
    } catch (e) {
      error = e;
    }
  }

  /** Takes the focus off a control, back to the page (or to the game, inside an element). */
  function home(node) {
    if (page) node.blur();
    else ui.game.focus({ preventScroll: true });
  }

  // ---- cards -----------------------------------------------------------------

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
    const suit = SUITS[c[1]];
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
      if (old && old.dataset.card === key) {
        const label = cardName(c);
        if (old.getAttribute('aria-label') !== label) old.setAttribute('aria-label', label);
        return;
      }
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
    ui.surrender.hidden = !rules.surrender;
    mark('preset', current.name);
    labelTable();
  }

  /** The table's words: its rules, the felt's print, the selector, the spots. */
  function labelTable() {
    const lines = current.description;
    ui.rules.replaceChildren(...lines.map(line => h('li', '', ruleText(line))));
    const printed = lines.filter(l => l.key === 'rule-blackjack-pays' || l.key.startsWith('rule-dealer-'));
    ui.printed.replaceChildren(...printed.map(l => h('span', '', ruleText(l))));
    ui.tableSelect.replaceChildren(...allPresets.map(p => {
      const option = h('option', '', presetTitle(p.name));
      option.value = p.name;
      return option;
    }));
    ui.tableSelect.value = current.name;
    if (A) A.label();
    ui.startOver.textContent = t('start-over', money(startAmount()));
    ui.cols.forEach((c, k) => {
      c.spot.dataset.label = t('box', k + 1);
      if (c.pair) c.pair.dataset.label = t('spot-pair');
    });
    // The engine's reason (English, and it may quote the damaged data) only as the notice's tooltip.
    if (notice) {
      ui.notice.textContent = t('notice-fresh');
      ui.notice.title = sentence(notice);
    }
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
    const names = labels(v);
    const placed = ui.cols.map(() => []);
    const perBox = {};
    v.hands.forEach(hd => { perBox[hd.box] = (perBox[hd.box] || 0) + 1; });
    v.hands.forEach((hd, i) => {
      const node = handElement(i);
      node.setAttribute('aria-label', names[i]);
      node.classList.toggle('active', hd.active && !v.revealing);
      if (hd.active && !v.revealing) node.setAttribute('aria-current', 'true');
      else node.removeAttribute('aria-current');
      drawCards(node.children[0], hd.cards, animate);
      const total = node.children[1];
      total.textContent = hd.hideTotal ? '' : handTotal(hd);
      total.classList.toggle('bj', !hd.hideTotal && hd.blackjack);
      const bet = node.children[2];
      bet.textContent = perBox[hd.box] > 1 || hd.doubled ? t(hd.doubled ? 'hand-bet-doubled' : 'hand-bet', money(hd.stake)) : '';
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
      c.spot.setAttribute('aria-label', main ? t('spot-bet', b, money(main)) : t('spot-empty', b));
      if (c.pair) {
        c.pair.textContent = pairBet ? money(pairBet) : '';
        c.pair.classList.toggle('has-bet', !!pairBet);
        c.pair.setAttribute('aria-pressed', String(selected.box === b && selected.pair));
        c.pair.setAttribute('aria-label', pairBet ? t('pair-bet', b, money(pairBet)) : t('pair-empty', b));
      }
      const sides = [];
      if (!v.revealing && (!betting || v.roundOver)) {
        const ins = v.insurance[k];
        const pr = v.pair[k];
        if (ins) sides.push(ins.settled ? sideText('side-insurance', ins) : t('insured', money(ins.stake)));
        if (pr && pr.settled) sides.push(sideText('side-pair', pr));
      }
      c.sides.replaceChildren(...sides.map(s => h('span', 'side-result', s)));
    });

    // Buttons: enabled exactly when the engine lists the action.
    for (const b of ui.actions) b.disabled = !legal.has(b.dataset.action);
    ui.hint.disabled = !legal.has('stand');
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
      for (const b of ui.offerButtons) b.hidden = b.dataset.action.includes('even') !== even;
    }

    // Notes and selectors.
    ui.reshuffled.hidden = !(current.reshufflesEveryRound && v.reshuffled && v.roundsDealt > 0);
    ui.tableSelect.disabled = !betting || !!v.revealing;
    const empty = v.bets.every(b => !b.main && !b.pair);
    ui.startOver.hidden = !(betting && !v.revealing && empty && v.bankroll < rules.min_bet);
    mark('stage', v.revealing ? 'dealing' : v.phase);

    // The next shuffle's fingerprint while bets are taken; the last round's seed once it is over.
    ui.commit.hidden = !betting || !!v.revealing;
    if (!ui.commit.hidden) {
      const c = table.commitment;
      ui.commit.dataset.commitment = c;
      ui.commit.title = c;
      ui.commit.replaceChildren(t('fair-next'), ' ', h('code', '', `${c.slice(0, 16)}…`));
    }
    if (!v.revealing) {
      const last = table.history().pop();
      const seed = last ? last.seed : '';
      if (ui.seedLine.dataset.seed !== seed) ui.verifyResult.replaceChildren();
      ui.seedLine.dataset.seed = seed;
      ui.seedLine.hidden = !seed;
      ui.seed.textContent = seed;
    }

    ui.status.textContent = v.revealing ? t('dealing') : error ? message(error) : hint(v);
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
      input.value = Number.isInteger(fill) ? String(fill) : fill.toFixed(2);
    }
  }

  function offerText(v) {
    const offer = v.offer;
    const up = v.dealer.cards[0];
    const shows = up ? `${t('offer-shows', cardName(up))} ` : '';
    if (offer.kind === 'even-money') return shows + t('offer-even', offer.box);
    const amount = offer.range && offer.range.default != null;
    return shows + (amount ? t('offer-insure-amount', offer.box, money(offer.range.default)) : t('offer-insure', offer.box));
  }

  function hint(v) {
    const rules = current.rules;
    if (v.phase === 'insurance' && v.offer) return t(v.offer.kind === 'even-money' ? 'hint-even' : 'hint-insure');
    if (v.phase === 'playing') {
      const i = v.hands.findIndex(hd => hd.active);
      if (i < 0) return '';
      const hd = v.hands[i];
      const turn = v.hands.length > 1 ? t('hint-turn-box', handTotal(hd), hd.box) : t('hint-turn', handTotal(hd));
      return v.doublePrompt ? `${turn} ${t('double-offered')}` : turn;
    }
    const placed = v.bets.some(b => b.main);
    if (placed) return v.legal.includes('deal') ? t('hint-deal') : t('hint-min', money(rules.min_bet));
    if (!ui.startOver.hidden) return t('hint-broke', money(rules.min_bet));
    if (v.roundOver && v.result) {
      const net = v.result.net;
      return net > 0 ? t('hint-won', money(net)) : net < 0 ? t('hint-lost', money(-net)) : t('hint-level');
    }
    return t('hint-bet');
  }

  // ---- what happened, in words ------------------------------------------------

  function describe(before, after, said) {
    const parts = said ? [said] : [];
    if (!before) return parts.join(' ');
    const fresh = after.roundsDealt !== before.roundsDealt;
    const names = labels(after);
    const cardsOf = cards => list(cards.map(cardName));
    if (fresh) {
      if (after.reshuffled && current.reshufflesEveryRound) parts.push(t('say-deck-reshuffled'));
      else if (after.reshuffled && typeof current.rules.shuffle === 'object') parts.push(t('say-shoe-reshuffled'));
      if (after.hands.length === 1) {
        parts.push(t('say-you-have', cardsOf(after.hands[0].cards), handTotal(after.hands[0])));
      } else {
        after.hands.forEach((hd, i) => parts.push(t('say-hand', names[i], cardsOf(hd.cards), handTotal(hd))));
      }
      const up = after.dealer.cards.filter(Boolean);
      if (up.length === 1 && !after.offer) parts.push(t('say-dealer-shows', cardsOf(up)));
    } else {
      after.hands.forEach((hd, i) => {
        const old = before.hands[i];
        if (old && old.cards.length === hd.cards.length && old.cards.every((c, j) => c === hd.cards[j])) return;
        if (after.hands.length === 1) parts.push(t('say-you-have', cardsOf(hd.cards), handTotal(hd)));
        else parts.push(t('say-hand', names[i], cardsOf(hd.cards), handTotal(hd)));
      });
    }
    const dealerChanged = before.dealer.cards.join() !== after.dealer.cards.join();
    if ((dealerChanged || fresh) && after.dealer.cards.filter(Boolean).length > 1) {
      parts.push(t('say-dealer-has', cardsOf(after.dealer.cards.filter(Boolean)), dealerTotal(after.dealer)));
    }
    const o = after.offer;
    if (o && (fresh || !before.offer || before.offer.box !== o.box || before.offer.kind !== o.kind)) parts.push(offerText(after));
    if (after.roundOver && (fresh || !before.roundOver)) {
      after.hands.forEach((hd, i) => {
        if (hd.outcome) parts.push(t('say-result', names[i], resultText(hd)));
      });
      after.pair.forEach((p, k) => { if (p && p.settled) parts.push(t('say-side', sideText('side-pair-bonus', p), k + 1)); });
      after.insurance.forEach((p, k) => { if (p && p.settled) parts.push(t('say-side', sideText('side-insurance', p), k + 1)); });
      parts.push(t('say-bankroll', money(after.bankroll)));
    } else if (after.phase === 'playing') {
      const was = before.phase === 'playing' ? before.hands.findIndex(hd => hd.active) : -1;
      const now = after.hands.findIndex(hd => hd.active);
      if (after.hands.length > 1 && now !== was && now >= 0) {
        parts.push(t('say-turn', names[now].toLocaleLowerCase(lang), handTotal(after.hands[now])));
      }
      if (after.doublePrompt && (now !== was || fresh)) parts.push(t('double-offered'));
    }
    return parts.join(' ');
  }

  /** Each hand's name: "Box 2", or "Box 2, hand 1" where the box holds several. */
  function labels(v) {
    const perBox = {};
    const seen = {};
    v.hands.forEach(hd => { perBox[hd.box] = (perBox[hd.box] || 0) + 1; });
    return v.hands.map(hd => {
      seen[hd.box] = (seen[hd.box] || 0) + 1;
      return perBox[hd.box] > 1 ? t('hand-name', hd.box, seen[hd.box]) : t('box', hd.box);
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
    // page (or the game), so the keys work at once.
    const focused = scope.activeElement;
    if (focused && focused !== doc.body && focused !== ui.game && (focused.disabled || !focused.offsetParent)) home(focused);
    announce(error ? message(error) : describe(before, after, said));
  }

  // ---- acting -----------------------------------------------------------------

  /** Plays `action` (a scenario action string) and redraws from the snapshot. */
  function play(action, said) {
    if (revealing || !table) return;
    try {
      table.act(action);
    } catch (e) {
      error = e;
      render(shown);
      announce(message(e));
      return;
    }
    error = null;
    const after = table.snapshot();
    if (after.roundsDealt !== shown.roundsDealt) selected = { box: selected.box, pair: false };
    save();
    present(shown, after, said && said(after));
  }

  /** The fingerprints shown before the last deals, kept with the game (for Check). */
  const SHOWN = `${KEY}-shown`;
  let seen;
  function shownHashes() {
    if (!seen) {
      try {
        seen = JSON.parse(storedText(SHOWN)).filter(x => /^[0-9a-f]{64}$/.test(x));
      } catch {
        seen = [];
      }
    }
    return seen;
  }
  function remember(hash) {
    seen = [...shownHashes().filter(x => x !== hash), hash].slice(-10);
    try {
      localStorage.setItem(SHOWN, JSON.stringify(seen));
    } catch {}
  }

  /** What recall.js needs: the table, the words and where to write. */
  const recall = fn => import('./recall.js').then(m => m[fn]({
    doc, table, root: ui.game, out: ui.verifyResult, presets: allPresets, seen: shownHashes(),
    t, money, signed, num, cardName, sideText, labels, presetTitle, announce,
  })).catch(e => { ui.verifyResult.textContent = message(e); });

  function amountFor(kind) {
    const form = ui.amountForms[kind];
    if (form.hidden) return '';
    const raw = ui.amounts[kind].value.trim();
    const range = kind === 'double' ? shown.double : shown.offer && shown.offer.range;
    if (!raw || (range && range.default != null && Number(raw) === range.default)) return '';
    return ` ${raw}`;
  }

  // The advisor's page part (advisor-ui.js), loaded when first needed.
  let A = null;
  const adv = () => import('./advisor-ui.js').then(m => (A ||= m.default({ ui, t, announce, table: () => table, current: () => current, presets: () => allPresets })));
  dealListeners.push(() => setTimeout(() => adv().then(a => a.rtp())));

  function doAction(name) {
    if (!shown || !shown.legal.includes(name)) return;
    if (A) A.decide(name);
    if (name === 'deal') {
      dealListeners.splice(0).forEach(fn => fn());
      remember(table.commitment);
    }
    switch (name) {
      case 'double': play(`double${amountFor('double')}`); break;
      case 'insure': play(`insure${amountFor('insure')}`); break;
      case 'cancel': play('cancel', v => t('say-cancel', money(v.bankroll))); break;
      case 'rebet': play('rebet', v => t('say-rebet', money(v.bankroll))); break;
      default: play(name);
    }
  }

  function placeChip(amount) {
    const { box, pair } = selected;
    play(`${pair ? 'pair' : 'bet'} ${box} ${amount}`, v => {
      const bet = v.bets[box - 1];
      return pair ? t('say-pair-bet', box, money(bet.pair), money(v.bankroll)) : t('say-bet', box, money(bet.main), money(v.bankroll));
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
    shown = table.snapshot();
    render(shown);
    if (said) announce(said);
  }

  /** What Start over gives: the element's bankroll, else the table's starting bankroll. */
  function startAmount() {
    return opts.bankroll > 0 ? opts.bankroll : current.rules.starting_bankroll;
  }

  function switchTable(name) {
    if (revealing || !table || name === current.name) return false;
    try {
      table.switchTable(name);
    } catch (e) {
      error = e;
      ui.tableSelect.value = current.name;
      render(shown);
      announce(message(e));
      return false;
    }
    error = null;
    selected = { box: 1, pair: false };
    save();
    fresh(t('say-table', presetTitle(name), money(table.snapshot().bankroll)));
    return true;
  }

  function startOver() {
    if (revealing) return;
    try {
      if (opts.bankroll > 0 && opts.bankroll !== current.rules.starting_bankroll) {
        const next = new Table(current.name, opts.bankroll);
        next.setSettings(table.settings);
        table.free();
        table = next;
      } else {
        table.startOver();
      }
    } catch (e) {
      error = e;
      render(shown);
      return;
    }
    error = null;
    save();
    fresh(t('say-new-game', money(table.snapshot().bankroll)));
  }

  function setSetting(name, value) {
    try {
      table.setSettings({ ...table.settings, [name]: value });
    } catch (e) {
      error = e;
    }
    save();
  }

  /** Speaks `code`'s language from now on (`user`: chosen by the player, so saved). */
  async function setLang(code, user = false) {
    const want = langOf(code) || 'en';
    const words = await loadCatalogue(want);
    if (destroyed) return;
    cat = words;
    lang = want;
    plurals = new Intl.PluralRules(want);
    lists = Intl.ListFormat ? new Intl.ListFormat(want, { type: 'conjunction' }) : null;
    for (const [node, attr, key, args] of texts) write(node, attr, t(key, ...args));
    if (ui.game) {
      ui.game.lang = want;
      ui.langSelect.value = want;
    }
    if (opts.onLang) opts.onLang(want, t);
    if (!table || !current) return;
    labelTable();
    render(revealing ? ui.lastView : shown);
    if (user) {
      setSetting('lang', want);
      announce(ui.status.textContent);
    }
  }

  // A pointer click leaves no focus behind, so Enter and Space deal from the page.
  function dropPointerFocus(event) {
    if (event.detail > 0 && event.currentTarget.blur) home(event.currentTarget);
  }

  function wire() {
    for (const b of ui.actions) {
      b.addEventListener('click', event => {
        dropPointerFocus(event);
        doAction(b.dataset.action);
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
      if (event.detail > 0) home(spot);
      if (spot.dataset.box) select(Number(spot.dataset.box), false);
      else select(Number(spot.dataset.pair), true);
    });
    for (const kind of ['double', 'insure']) {
      ui.amountForms[kind].addEventListener('submit', event => {
        event.preventDefault();
        doAction(kind);
      });
    }
    ui.tableSelect.addEventListener('change', () => switchTable(ui.tableSelect.value));
    ui.speed.addEventListener('change', () => {
      setSetting('speed', ui.speed.value);
      applySpeed();
      if (revealing && speed() === 'instant') revealing.finish();
    });
    ui.langSelect.addEventListener('change', () => setLang(ui.langSelect.value, true));
    motion.addEventListener('change', applySpeed);
    ui.startOver.addEventListener('click', startOver);
    ui.verify.addEventListener('click', () => recall('verify'));
    ui.hint.addEventListener('click', () => adv().then(a => a.hint()));
    ui.trainer.addEventListener('change', () => ui.trainer.checked && adv().then(a => a.trainer()));
    ui.historyButton.addEventListener('click', () => recall('open'));
    keyTarget().addEventListener('keydown', onKey);
  }

  const keyTarget = () => (page ? doc : ui.game);

  function applySpeed() {
    mark('pace', speed());
    ui.motionNote.hidden = !motion.matches;
  }

  function onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.target;
    const tag = target && target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || (target && (target.isContentEditable || target.closest?.('dialog')))) return;
    if (event.key === 'Enter' || event.key === ' ') {
      if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return;
      event.preventDefault();
      if (!revealing && shown && shown.legal.includes('deal')) doAction('deal');
      return;
    }
    // The letter, or the Latin key at its place on another layout (Cyrillic: Р is H).
    let names = KEYS[event.key.toLowerCase()];
    if (!names && !/^[a-z]$/i.test(event.key) && /^Key[A-Z]$/.test(event.code)) names = KEYS[event.code[3].toLowerCase()];
    if (!names || revealing || !shown) return;
    const name = names.find(n => shown.legal.includes(n));
    if (name) {
      event.preventDefault();
      doAction(name);
    }
  }

  // ---- start --------------------------------------------------------------------

  /** Whether the engine writes back exactly the saved game it restored (else the save held more, e.g. unknown fields). */
  function rewrites(text) {
    const canon = json => JSON.stringify(JSON.parse(json), (k, v) => (v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v));
    try {
      table.save(KEY);
      return canon(storedText(KEY)) === canon(text);
    } catch {
      return true;
    }
  }

  async function start() {
    const early = savedLang(KEY) || langOf(opts.lang) || browserLang();
    const loading = loadEngine();
    loading.catch(() => {});
    await setLang(early).catch(() => setLang('en')).catch(() => {});
    if (destroyed) return;
    build();
    try {
      allPresets = await loading;
      if (destroyed) return;
      const preset = (allPresets.find(p => p.name === opts.table) || allPresets[0]).name;
      const bankroll = opts.bankroll > 0 ? opts.bankroll : 1000;
      try {
        const text = storedText(KEY);
        table = text != null ? Table.open(KEY, preset) : new Table(preset, bankroll);
        notice = table.notice || (text != null && !rewrites(text) ? 'the saved game holds data this version does not write; a new game has started.' : null);
        if (notice && (bankroll !== 1000 || !table.notice)) {
          table.free();
          table = new Table(preset, bankroll);
        }
      } catch (e) {
        table = new Table(preset, 1000);
        error = { key: 'save-unreadable', args: [message(e)] };
      }
    } catch (e) {
      ui.status.textContent = t('load-failed', message(e));
      ui.status.classList.add('error');
      throw e;
    }
    const saved = table.settings || {};
    if (DELAY[saved.speed] != null) ui.speed.value = saved.speed;
    if (langOf(saved.lang) && langOf(saved.lang) !== lang) await setLang(saved.lang);
    if (destroyed) return;
    if (notice) ui.notice.hidden = false;
    applySpeed();
    wire();
    save();
    fresh();
  }

  const controller = {
    ready: start(),
    /** The engine's table (null until ready). */
    get table() { return table; },
    /** The language in use. */
    get lang() { return lang; },
    /** Speaks another language (and saves it, as the player's choice). */
    setLang: code => setLang(code, true),
    /** Moves to another preset's table between rounds. */
    switchTable,
    /** Calls `fn` once, the first time the player deals here. */
    onFirstDeal(fn) {
      dealListeners.push(fn);
    },
    /** Shows that a new version is ready, with a button that calls `apply`. */
    offerUpdate(apply) {
      if (!ui.update) return;
      ui.update.hidden = false;
      ui.updateButton.onclick = apply;
    },
    /** Takes the game off the page. */
    destroy() {
      destroyed = true;
      if (revealing) clearTimeout(revealing.timer);
      revealing = null;
      motion.removeEventListener('change', applySpeed);
      if (ui.game) {
        keyTarget().removeEventListener('keydown', onKey);
        ui.game.remove();
      }
      if (table) table.free();
      table = null;
    },
  };
  controller.ready.catch(() => {});
  return controller;
}
