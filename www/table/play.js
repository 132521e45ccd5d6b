// Acting on the table: every action goes to the engine, which refuses or
// plays it; the page saves the game, then shows the step (present.js, loaded
// when the page is idle or at the first action).
import { render } from './render.js';
import { announce, showNotice } from './voice.js';
import { layTable } from './felt.js';
import { amountArgument } from '../core/amounts.js';
import { saveTable, rememberHash, openNew } from '../core/storage.js';

/** Saves the game (only from the tab that holds the table): a failure becomes a notice, never the result line. */
export function save(g) {
  if (!g.active || !g.table) return;
  const result = saveTable(g.table, g.key);
  if (result === 'unavailable') showNotice(g, 'unavailable');
  else if (result === 'taken') g.tabs.lost();
}

/** A refusal: shown in the status line and said. */
function refused(g, e) {
  g.setError(e);
  render(g, g.shown);
  announce(g, g.w.message(e));
}

/** Loads present.js once (when idle, or at the first step). */
export function loadPresent(g) {
  g.presentLoad ||= import('./present.js').then(m => (g.present = m.present), e => {
    g.presentLoad = null;
    throw e;
  });
  return g.presentLoad;
}

/** Shows the step from `before` to `after` (at once when present.js cannot be had). */
function show(g, before, after, said) {
  if (g.present) return g.present(g, before, after, said);
  if (before && before.phase === 'betting' && after.phase === 'betting' && before.roundsDealt === after.roundsDealt) {
    // A chip, Cancel or Repeat deals no card: drawn at once (the focus stays
    // on the chip), announced once present.js is there.
    g.showSnapshot(after);
    render(g, after);
    loadPresent(g).then(present => {
      if (!g.destroyed && !g.revealing && g.shown === after) present(g, before, after, said);
    }, () => {});
    return;
  }
  const wait = { timer: 0, finish() {} };
  g.reveal(wait);
  // The step is on its way to the screen: nothing to press meanwhile.
  render(g, { ...before, revealing: true, legal: [], offer: null, doublePrompt: false });
  loadPresent(g).then(present => {
    if (g.revealing === wait) g.reveal(null);
    if (!g.destroyed) present(g, before, after, said);
  }, () => {
    if (g.revealing === wait) g.reveal(null);
    g.showSnapshot(after);
    if (!g.destroyed) render(g, after);
  });
}

/** Plays `action` (a scenario action string) and shows the step; `said(after)` opens the announcement. */
export function play(g, action, said) {
  if (g.revealing || !g.table || !g.active) return;
  try {
    g.table.act(action);
  } catch (e) {
    refused(g, e);
    return;
  }
  g.setError(null);
  const after = g.table.snapshot();
  if (after.roundsDealt !== g.shown.roundsDealt) g.select({ box: g.selected.box, pair: false });
  save(g);
  g.emit('step', after);
  show(g, g.shown, after, said && said(after));
}

/** The amount typed for `kind` as the action's argument (none: the engine's default). */
function amountFor(g, kind) {
  if (g.ui.amountForms[kind].hidden) return '';
  const range = kind === 'double' ? g.shown.double : g.shown.offer && g.shown.offer.range;
  return range ? amountArgument(g.ui.amounts[kind].value, range) : '';
}

/** Plays the action named on a button or a key, if the engine lists it. */
export function doAction(g, name) {
  const { w } = g;
  if (!g.active || !g.shown || !g.shown.legal.includes(name)) return;
  g.emit('action', name);
  if (name === 'deal') {
    g.emit('deal');
    g.seen = rememberHash(g.key, g.table.commitment, g.shownHashes());
  }
  switch (name) {
    case 'double': play(g, `double${amountFor(g, 'double')}`); break;
    case 'insure': play(g, `insure${amountFor(g, 'insure')}`); break;
    case 'cancel': play(g, 'cancel', v => w.t('say-cancel', w.money(v.bankroll))); break;
    case 'rebet': play(g, 'rebet', v => w.t('say-rebet', w.money(v.bankroll))); break;
    default: play(g, name);
  }
}

/** A chip on the selected box (or its pair spot). */
export function placeChip(g, amount) {
  const { box, pair } = g.selected;
  const { w } = g;
  play(g, `${pair ? 'pair' : 'bet'} ${box} ${amount}`, v => {
    const bet = v.bets[box - 1];
    return pair ? w.t('say-pair-bet', box, w.money(bet.pair), w.money(v.bankroll)) : w.t('say-bet', box, w.money(bet.main), w.money(v.bankroll));
  });
}

/** Selects a box (or its pair spot) for the next chips. */
export function select(g, box, pair) {
  g.select({ box, pair });
  if (g.shown) render(g, g.revealing ? g.ui.lastView || g.shown : g.shown);
}

/** Starts showing the current table from scratch (after open, switch, start over or Play here). */
export function fresh(g, said) {
  g.current = g.presets.find(p => p.name === g.table.preset) || g.presets[0];
  layTable(g);
  g.showSnapshot(g.table.snapshot());
  g.afresh = true; // a game opened or taken back, another table, Start over: no round just ended
  render(g, g.shown);
  g.afresh = false;
  if (said) announce(g, said);
}

/** Moves to another preset's table between rounds. */
export function switchTable(g, name) {
  if (g.revealing || !g.table || !g.active || name === g.current.name) return false;
  try {
    g.table.switchTable(name);
  } catch (e) {
    g.ui.tableSelect.value = g.current.name;
    refused(g, e);
    return false;
  }
  g.setError(null);
  g.select({ box: 1, pair: false });
  save(g);
  fresh(g, g.w.t('say-table', g.w.presetTitle(name), g.w.money(g.table.snapshot().bankroll)));
  return true;
}

/** A fresh game: the element's bankroll, else the table's starting bankroll. */
export function startOver(g) {
  if (g.revealing || !g.active) return;
  try {
    if (g.opts.bankroll > 0 && g.opts.bankroll !== g.current.rules.starting_bankroll) {
      const settings = g.table.settings;
      const { table } = openNew(g.Table, g.key, g.current.name, g.opts.bankroll);
      table.setSettings(settings);
      g.table.free();
      g.setTable(table);
    } else {
      g.table.startOver();
    }
  } catch (e) {
    g.setError(e);
    render(g, g.shown);
    return;
  }
  g.setError(null);
  save(g);
  g.emit('step', null);
  fresh(g, g.w.t('say-new-game', g.w.money(g.table.snapshot().bankroll)));
}

/** Changes one of the player's settings (saved with the game). */
export function setSetting(g, name, value) {
  try {
    g.table.setSettings({ ...g.table.settings, [name]: value });
  } catch (e) {
    g.setError(e);
  }
  save(g);
}
