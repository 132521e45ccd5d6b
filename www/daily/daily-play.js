// Playing the day with the table's own buttons and keys: while the day is
// open, the table's actions (clicks on [data-action], the amount forms and
// the keys) are caught before the game hears them and played on the day's
// DailyTable instead; chips, boxes, the Hint and the table selector do
// nothing. The game's table, its session, its history and its fair deal
// never hear of it (play.js is never called, so no 'action', 'step' or
// 'deal' event is emitted: the Trainer grades nothing). No help while
// playing: the Hint, the Trainer, the Strategy chart and the count panel are
// locked or hidden (daily.css) until the day is left.
import { keyCommand } from '../core/keys.js';

/** The day's snapshot as drawn: the player's own bankroll (the day never changes it), the hands without amounts won or lost. */
function dayView(d) {
  const v = d.table.snapshot();
  // Between rounds the status line says to press Deal, as for a bet on the table.
  const onTable = v.legal.includes('deal') ? 1 : 0;
  return { ...v, bankroll: d.bankroll, result: null, onTable, hands: v.hands.map(hd => ({ ...hd, net: null })) };
}

/** Draws the day's table: at once (`before` null), else card by card as the game shows a step. */
export function showView(d, before, said) {
  const { g } = d;
  const after = dayView(d);
  if (before && g.present) {
    g.present(g, before, after, said);
    return;
  }
  g.showSnapshot(after);
  g.render(after);
  if (said) g.announce(said);
}

/** Plays `name` on the day's table, if it lists it; `done(name)` follows each action played. */
function play(d, name, done) {
  const { g } = d;
  if (!d.ready || g.revealing || !g.active || !g.shown.legal.includes(name)) return;
  try {
    d.table.act(name);
  } catch (e) {
    g.setError(e);
    g.render(g.shown);
    g.announce(g.w.message(e));
    return;
  }
  g.setError(null);
  showView(d, g.shown);
  done(name);
}

/**
 * Catches the table's actions for the day, each played then passed to
 * `done(name)`; returns the function that stops catching them.
 */
export function intercept(d, done) {
  const { g } = d;
  const root = g.ui.game;
  const keys = g.page ? g.doc : root;
  const stop = event => {
    event.preventDefault();
    event.stopPropagation();
  };
  const click = event => {
    const target = event.target.closest && event.target.closest('[data-action], [data-chip], [data-box], [data-pair], [data-control="hint"]');
    if (!target || !root.contains(target)) return;
    stop(event);
    if (target.dataset.action) play(d, target.dataset.action, done);
  };
  // The amount forms (a double's or insurance's amount): the day plays whole doubles and the usual insurance.
  const submit = event => {
    const kind = ['double', 'insure'].find(k => g.ui.amountForms[k] === event.target);
    if (!kind) return;
    stop(event);
    play(d, kind, done);
  };
  const key = event => {
    if (event.defaultPrevented) return;
    const node = event.target;
    const target = { tag: node && node.tagName, editable: !!(node && node.isContentEditable), inDialog: !!(node && node.closest && node.closest('dialog')) };
    const command = keyCommand(event, target, g.active && !g.revealing && g.shown ? g.shown.legal : []);
    if (!command) return;
    stop(event);
    if (command.action) play(d, command.action, done);
  };
  // After every drawing: the table selector, Start over, the Hint, the Trainer and the chart wait for the day's end.
  const locked = [g.ui.tableSelect, g.ui.hint, g.ui.trainer, g.ui.strategy];
  const was = new Map(locked.map(node => [node, node.disabled]));
  const lock = () => {
    for (const node of locked) node.disabled = true;
    g.ui.startOver.hidden = true;
  };
  root.addEventListener('click', click, true);
  root.addEventListener('submit', submit, true);
  keys.addEventListener('keydown', key, true);
  d.locked = lock;
  lock();
  return () => {
    root.removeEventListener('click', click, true);
    root.removeEventListener('submit', submit, true);
    keys.removeEventListener('keydown', key, true);
    d.locked = null;
    // The Trainer and the chart as they were (the table's own drawing sets the others again).
    for (const node of [g.ui.trainer, g.ui.strategy]) node.disabled = was.get(node);
  };
}
