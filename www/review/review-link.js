// The share link's route: an address whose fragment is `#review=<link>`
// opens the review of that round (review.js, read from the link by the
// engine), in any profile, without touching the visitor's game or bankroll.
// Loaded once the page is idle (fair/fair-controls.js) on the full page only,
// so the first load carries nothing of it; it follows the fragment's changes.
// Closing the review takes the fragment away (a reload then plays on).

import { fragmentText } from '../core/fragment.js';

const PREFIX = '#review=';

/** The link's text in an address's fragment, or null. */
export const linkIn = hash => fragmentText(hash, PREFIX);

/** Opens the review of the link in the address, if any. */
async function follow(g) {
  const win = g.doc.defaultView;
  const text = linkIn(win.location.hash);
  if (text === null || g.destroyed) return;
  const { openReview, gamePage } = await import('./review.js');
  const drop = () => {
    if (win.location.hash.startsWith(PREFIX)) win.history.replaceState(null, '', win.location.pathname + win.location.search);
  };
  await openReview(gamePage(g), { link: text }, null, drop);
}

/** Watches the full page's address for review links (now and on each change of its fragment). */
export function watchLink(g) {
  const win = g.doc.defaultView;
  win.addEventListener('hashchange', () => follow(g));
  return follow(g);
}
