// What the page says besides the table: the aria-live announcer, where the
// focus goes back to, and the notices (drawn by notices.js, which is loaded
// only when there is one to show).

/** The dealing speeds, by name: the pause between two cards, in ms. */
export const DELAY = { slow: 1000, normal: 560, fast: 220, instant: 0 };

/** Says `text` in the aria-live region (a repeated sentence counts as new). */
export function announce(g, text) {
  if (!text) return;
  const node = g.ui.announcer;
  node.textContent = node.textContent === text ? `${text} ` : text;
}

/** Takes the focus off a control, back to the page (or to the game, inside an element). */
export function home(g, node) {
  if (g.page) node.blur();
  else g.ui.game.focus({ preventScroll: true });
}

/** Focus left on a control that is now hidden or disabled goes back to the page (or the game), so the keys work at once. */
export function refocus(g) {
  const focused = g.scope.activeElement;
  if (focused && focused !== g.doc.body && focused !== g.ui.game && (focused.disabled || !focused.offsetParent)) home(g, focused);
}

/** Redraws the notices of `g.notices` (code → {reason}); nothing to fetch while there is none. */
export function drawNotices(g) {
  if (!g.ui.notice || (!g.notices.size && g.ui.notice.hidden)) return;
  import('./notices.js').then(m => { if (!g.destroyed) m.drawNotices(g); }, () => {});
}

/** Shows the notice `code` (once: showing it again changes nothing, so it is announced once). */
export function showNotice(g, code, info = {}) {
  if (g.notices.has(code)) return;
  g.notices.set(code, info);
  drawNotices(g);
}

/** Takes the notice `code` away. */
export function hideNotice(g, code) {
  if (g.notices.delete(code)) drawNotices(g);
}
