// Playing the day with the table's own buttons and keys: while the day is
// open, the table's actions (clicks on [data-action], the amount forms and
// the keys) are caught before the game hears them and played on the day's
// DailyTable instead; chips, boxes, the Hint and the table selector do
// nothing. The game's table, its session, its history and its fair deal
// never hear of it (play.js is never called, so no 'action', 'step' or
// 'deal' event is emitted: the Trainer grades nothing). No help while
// playing: the Hint, the Trainer, the Strategy chart and the count panel are
// locked or hidden (daily.css) until the day is left.
import { ownView, drawOwn, catchActions } from '../table/own-table.js';

/** Draws the day's table: at once (`before` null), else card by card as the game shows a step. */
export function showView(d, before, said) {
  drawOwn(d.g, ownView(d.table.snapshot(), d.bankroll), before, said);
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
 * `done(name)` (the table selector, the Hint, the Trainer and the chart wait
 * for the day's end); returns the function that stops catching them.
 */
export function intercept(d, done) {
  const { g } = d;
  const locks = [g.ui.tableSelect, g.ui.hint, g.ui.trainer, g.ui.strategy];
  const was = new Map(locks.map(node => [node, node.disabled]));
  const caught = catchActions(g, name => play(d, name, done), locks);
  d.locked = caught.lock;
  caught.lock();
  return () => {
    caught.release();
    d.locked = null;
    // The Trainer and the chart as they were (the table's own drawing sets the others again).
    for (const node of [g.ui.trainer, g.ui.strategy]) node.disabled = was.get(node);
  };
}
