// The game's markup, built once per game into `g.ui`: the top bar, the
// notices, the felt (dealer, offer, boxes), the controls, the fair-deal lines
// and the side panels. The boxes themselves are laid out per table (felt.js).
import { builder } from '../core/dom.js';
import { LANGS } from '../i18n/i18n.js';

const SPEEDS = ['slow', 'normal', 'fast', 'instant'];

function topbar(g, b) {
  const { ui } = g;
  const { el } = b;
  ui.langSelect = el('select', { class: 'lang', 'data-lang': true, 't:aria-label': 'language' },
    ...Object.entries(LANGS).map(([code, name]) => {
      const option = el('option', { value: code, lang: code });
      option.textContent = name;
      return option;
    }));
  ui.langSelect.value = g.lang;
  ui.bankroll = el('strong', { 'data-bankroll': true }, '…');
  ui.mute = el('button', { type: 'button', class: 'mute', 'data-control': 'mute', 'aria-pressed': String(g.prefs.mute), hidden: !g.sound, 't:aria-label': 'mute', 't:title': 'mute' }, '♪');
  return el(g.page ? 'header' : 'div', { class: 'topbar' },
    el(g.page ? 'h1' : 'h2', { class: 'title', text: 'title' }),
    el('div', { class: 'topbar-end' },
      ui.mute, ui.langSelect,
      el('p', { class: 'bank' }, el('span', { class: 'bank-label', id: 'bankroll-label', text: 'bankroll' }), ' ', ui.bankroll)));
}

function felt(g, { el, button }) {
  const { ui } = g;
  const H2 = g.page ? 'h2' : 'h3';
  ui.dealerCards = el('div', { class: 'cards', part: 'cards' });
  ui.dealerTotal = el('div', { class: 'total', 't:aria-label': 'dealer-total' });
  ui.dealer = el('div', { class: 'dealer', 'data-dealer': true, role: 'group', 't:aria-label': 'dealer' },
    el(H2, { class: 'seat-name', text: 'dealer' }), ui.dealerCards, ui.dealerTotal);
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
  return el('section', { class: 'felt', part: 'felt', 't:aria-label': 'felt' },
    ui.dealer, el('div', { class: 'middle' }, ui.printed, ui.reshuffled, ui.offer), ui.boxes);
}

function controls(g, { el, tr, button }) {
  const { ui } = g;
  ui.doubleButton = button('double', 'btn-double', 'D');
  ui.surrender = button('surrender', 'btn-surrender', 'R');
  ui.hint = el('button', { type: 'button', class: 'btn btn-plain', 'data-control': 'hint', disabled: true, text: 'hint' });
  const play = el('div', { class: 'actions', part: 'buttons', role: 'group', 't:aria-label': 'group-play' },
    button('hit', 'btn-hit', 'H'), button('stand', 'btn-stand', 'S'),
    el('span', { class: 'double-group' }, ui.doubleButton, ui.amountForms.double),
    button('split', 'btn-split', 'P'), ui.surrender, ui.hint);
  ui.chips = [1, 5, 25, 100, 500].map(n => {
    const chip = el('button', { type: 'button', class: `chip chip-${n}`, part: 'chip', 'data-chip': n, disabled: true }, String(n));
    return tr(chip, 'chip', 'aria-label', n);
  });
  const betting = el('div', { class: 'betting' },
    el('div', { class: 'chips', part: 'chips', role: 'group', 't:aria-label': 'group-chips' }, ...ui.chips),
    el('div', { class: 'bet-buttons', part: 'buttons', role: 'group', 't:aria-label': 'group-bets' },
      button('cancel', 'btn-plain'), button('rebet', 'btn-plain'), button('deal', 'btn-gold btn-deal', 'Enter')));
  return el('div', { class: 'controls' }, play, betting);
}

/** The fair deal: the next shuffle's SHA-256, the last round's seed (its Check, History and the note: fair-controls.js). */
function fair(g, { el }) {
  const { ui } = g;
  ui.commit = el('p', { class: 'fair-line', 'data-commitment': '', hidden: true });
  ui.seed = el('code', {});
  ui.seedLine = el('p', { class: 'fair-line', 'data-seed': '', hidden: true },
    el('span', { text: 'fair-seed' }), ' ', ui.seed);
  ui.verifyResult = el('div', { class: 'fair-result', 'data-verify-result': true });
  return el('section', { class: 'fair', 't:aria-label': 'fair-title' }, ui.commit, ui.seedLine, ui.verifyResult);
}

function side(g, { el }) {
  const { ui } = g;
  const H2 = g.page ? 'h2' : 'h3';
  ui.tableSelect = el('select', { 'data-table-select': true, disabled: true });
  ui.speed = el('select', { 'data-speed': true }, ...SPEEDS.map(s => el('option', { value: s, text: `speed-${s}` })));
  ui.speed.value = 'normal';
  ui.trainer = el('input', { type: 'checkbox', 'data-control': 'trainer' });
  ui.strategy = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'strategy', text: 'strategy' });
  ui.simulate = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'simulate', 'aria-expanded': 'false', text: 'simulate' });
  ui.lab = el('button', { type: 'button', class: 'btn btn-small', 'data-control': 'lab', 'aria-expanded': 'false', text: 'lab' });
  ui.motionNote = el('p', { class: 'hint', 'data-motion-note': true, hidden: true, text: 'motion-note' });
  ui.rules = el('ul', { class: 'rules', 'data-rules': true });
  // The keys list comes once the page is idle (keys-panel.js).
  ui.side = el(g.page ? 'aside' : 'div', { class: 'side' },
    el('section', { class: 'panel settings', 't:aria-label': 'settings' },
      el('label', { class: 'field' }, el('span', { text: 'table' }), ' ', ui.tableSelect), ui.simulate, ui.lab,
      el('label', { class: 'field' }, el('span', { text: 'speed' }), ' ', ui.speed),
      el('label', { class: 'check' }, ui.trainer, ' ', el('span', { text: 'trainer' })), ui.strategy,
      ui.motionNote),
    el('section', { class: 'panel', 'aria-labelledby': 'rules-title' },
      el(H2, { class: 'panel-title', id: 'rules-title', text: 'rules-title' }), ui.rules));
  return ui.side;
}

/** Builds the game's markup into `root`. */
export function build(g, root) {
  const b = builder(g);
  const { ui } = g;
  const { el } = b;
  const top = topbar(g, b);
  // The notices, the offer of a new version among them (their lines: notices.js).
  ui.notice = el('div', { class: 'notice', 'data-notice': true, role: 'status', hidden: true });
  const table = felt(g, b);
  ui.status = el('p', { class: 'status', 'data-status': true, text: 'loading' });
  ui.startOver = el('button', { type: 'button', class: 'btn btn-gold', 'data-control': 'start-over', hidden: true });
  const main = el(g.page ? 'main' : 'div', { class: 'play' }, table,
    el('div', { class: 'status-row' }, ui.status, ui.startOver), controls(g, b), fair(g, b));
  ui.announcer = el('div', { id: 'announcer', class: 'visually-hidden', 'data-live': true, 'aria-live': 'polite' });
  ui.actions = [...main.querySelectorAll('button[data-action]')];
  ui.game = el('div', { class: g.page ? 'game' : 'game embedded', lang: g.lang, tabindex: g.page ? null : '-1' },
    top, ui.notice, el('div', { class: 'layout' }, main, side(g, b)), ui.announcer);
  root.append(ui.game);
  // The table's nodes made later (felt.js: each box's; render.js: the snapshot drawn; the card options; the keys list),
  // then no more: a panel keeps its own nodes.
  Object.assign(ui, { cols: [], hands: [], lastView: null, options: null, keys: null });
  Object.seal(ui);
}
