// The day's link route: an address whose fragment is `#daily=<link>` opens
// that day's result (daily-view.js, loaded then: the engine replays and
// scores it, and compares it with the visitor's own day; "Play this day"
// starts it: daily.js), in any profile,
// without touching the visitor's game. Loaded once the page is idle
// (fair/fair-controls.js) on the full page only, so the first load carries
// nothing of it; it follows the fragment's changes. Closing the view takes
// the fragment away (a reload then plays on).
import { dailyIn } from './daily-share.js';

/** Opens the day of the link in the address, if any. */
async function follow(g) {
  const win = g.doc.defaultView;
  const link = dailyIn(win.location.hash);
  if (link === null || g.destroyed) return;
  const { openDay } = await import('./daily-view.js');
  const drop = () => {
    if (win.location.hash.startsWith('#daily=')) win.history.replaceState(null, '', win.location.pathname + win.location.search);
  };
  const play = date => import('./daily.js').then(m => m.startDay(g, { date }));
  await openDay(g, link, drop, play);
}

/** Watches the full page's address for days' links (now and on each change of its fragment). */
export function watchDaily(g) {
  const win = g.doc.defaultView;
  win.addEventListener('hashchange', () => follow(g));
  return follow(g);
}
