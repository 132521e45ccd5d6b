// A table of its own played with the game's own buttons, amount forms and
// keys: the practice drill's and the day's game's. While one is open, the
// game's actions are caught in the capture phase, before the game hears
// them, and passed to that table's `play(name)`; chips, boxes, pair spots
// and the Hint do nothing. The game's table, its session, history and fair
// deal never hear of them. What is drawn is that table's snapshot with the
// player's own bankroll, which such a table never changes.
import { keyCommand } from '../core/keys.js';

/** The amount forms whose submit plays their action. */
const AMOUNT_FORMS = ['double', 'insure'];

/**
 * The snapshot `v` of a table of its own as the game draws it: the
 * player's own `bankroll` shown unchanged, no round result or hand's net
 * in money; between rounds the status line asks for Deal, as for a bet
 * on the table.
 */
export function ownView(v, bankroll) {
  const onTable = v.legal.includes('deal') ? 1 : 0;
  return { ...v, bankroll, result: null, onTable, hands: v.hands.map(hd => ({ ...hd, net: null })) };
}

/** Draws `after` on the game `g`: at once (`before` null), else card by card as the game shows a step; `said` is announced. */
export function drawOwn(g, after, before, said) {
  if (before && g.present) {
    g.present(g, before, after, said);
    return;
  }
  g.showSnapshot(after);
  g.render(after);
  if (said) g.announce(said);
}

/**
 * Catches the game `g`'s actions for a table of its own: each click on a
 * `[data-action]`, each amount form submitted and each key command calls
 * `play(name)`. `locks`: the game's controls that wait while it is open
 * (disabled by `lock()`, which also hides Start over; the game's drawing
 * enables them again, so call it after each). Returns {lock, release}:
 * `release()` stops catching.
 */
export function catchActions(g, play, locks) {
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
    if (target.dataset.action) play(target.dataset.action);
  };
  const submit = event => {
    const kind = AMOUNT_FORMS.find(k => g.ui.amountForms[k] === event.target);
    if (!kind) return;
    stop(event);
    play(kind);
  };
  const key = event => {
    if (event.defaultPrevented) return;
    const node = event.target;
    const target = { tag: node && node.tagName, editable: !!(node && node.isContentEditable), inDialog: !!(node && node.closest && node.closest('dialog')) };
    const command = keyCommand(event, target, g.active && !g.revealing && g.shown ? g.shown.legal : []);
    if (!command) return;
    stop(event);
    if (command.action) play(command.action);
  };
  root.addEventListener('click', click, true);
  root.addEventListener('submit', submit, true);
  keys.addEventListener('keydown', key, true);
  return {
    lock() {
      for (const node of locks) node.disabled = true;
      g.ui.startOver.hidden = true;
    },
    release() {
      root.removeEventListener('click', click, true);
      root.removeEventListener('submit', submit, true);
      keys.removeEventListener('keydown', key, true);
    },
  };
}
