// A round on a phone (issue 34): the game marked `data-compact` where the
// round needs it (a narrow game, or a phone held sideways), phone-round.css
// (the buttons in a bar at the bottom, the felt made compact) and the least
// scroll that keeps the dealer's up card and the hand in play on screen
// above that bar, after each drawing of the table in a round. Loaded once
// the page is idle (after-idle.js): nothing here is needed to bet or to play.
import { addSheet } from '../core/sheet.js';

/** The room kept between what is shown and the screen's edge or the bar, in px. */
const MARGIN = 6;

/**
 * The scroll, in px (down when positive), that brings the dealer's cards
 * `up` and the hand in play `hand` ({top, bottom} on screen; `hand` null
 * before there is one) between the top of the screen and `bar`, where the
 * bar at the bottom begins: 0 when both are there already. When both
 * cannot fit, the hand in play wins: the decision is about it.
 */
export function scrollFor(up, hand, bar) {
  const top = up.top - MARGIN;
  const bottom = (hand ? hand.bottom : up.bottom) + MARGIN;
  if (bottom - top > bar) return bottom - bar;
  if (top < 0) return top;
  return bottom > bar ? bottom - bar : 0;
}

const ROUND = new Set(['dealing', 'insurance', 'playing']);

/**
 * Which compact layout a round needs: "narrow" for a game at most 520 px
 * wide (a phone held upright, a narrow element), "short" for a screen at
 * most 500 px high held sideways, else none ('').
 */
export function compactness(gameWidth, viewWidth, viewHeight) {
  if (gameWidth <= 520) return 'narrow';
  return viewHeight <= 500 && viewWidth > viewHeight ? 'short' : '';
}

/** Marks `g`'s game with the compact layout its size needs (data-compact), now and at every change of size. */
function follow(g) {
  const { game } = g.ui;
  const view = g.doc.defaultView;
  const sizes = new view.ResizeObserver(() => mark());
  const mark = () => {
    if (g.destroyed) {
      sizes.disconnect();
      view.removeEventListener('resize', mark);
      return;
    }
    const kind = compactness(game.clientWidth, view.innerWidth, view.innerHeight);
    if (kind) game.dataset.compact = kind;
    else delete game.dataset.compact;
  };
  mark();
  sizes.observe(game);
  view.addEventListener('resize', mark);
}

/** Scrolls `g`'s page the least that keeps the dealer's cards and the hand in play above the bar, in a round. */
function keepInView(g) {
  const { ui } = g;
  if (!ui.game.dataset.compact || !ROUND.has(ui.game.dataset.stage)) return;
  const bar = ui.game.querySelector('.controls');
  const view = g.doc.defaultView;
  const hand = ui.game.querySelector('.hand[aria-current]');
  // Where the bar rests once it holds to the bottom (above, it is only where the page left it).
  const limit = view.innerHeight - bar.getBoundingClientRect().height;
  const by = Math.round(scrollFor(ui.dealerCards.getBoundingClientRect(), hand && hand.getBoundingClientRect(), limit));
  if (by) view.scrollBy({ top: by, behavior: 'instant' });
}

/** Adds the narrow round's stylesheet to `g` and keeps its round in view after each drawing. */
export function mount(g) {
  if (g.destroyed) return;
  addSheet(g.doc, g.ui.game, new URL('./phone-round.css', import.meta.url).href);
  follow(g);
  g.on('view', () => keepInView(g));
}
