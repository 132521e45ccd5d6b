// The full page (index.html): the game in the document's light DOM, with the
// stable hooks of README.md, <html lang> and the title in the game's language,
// window.blackjackTest in test builds, body[data-ready] once playable, and,
// in a built copy that has a web app manifest (dist/), the offline service
// worker, registered once the page is idle after becoming playable (so that
// one visit is enough to play offline later, and the worker never competes
// with the first load).
import { mountGame } from './game.js';

const game = mountGame(document.body, {
  page: true,
  onLang(lang, t) {
    document.documentElement.lang = lang;
    document.title = t('title');
  },
});

/** Runs `fn` when the browser is idle (at the latest after `timeout` ms). */
function whenIdle(fn, timeout = 2000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout });
  else setTimeout(fn, Math.min(timeout, 500));
}

game.ready.then(() => {
  // Only the test build's table can stack the shoe.
  if (typeof game.table.stack === 'function') window.blackjackTest = { stack: cards => game.table.stack(cards) };
  document.body.dataset.ready = 'true';
  if (document.querySelector('link[rel="manifest"]') && 'serviceWorker' in navigator) {
    whenIdle(() => import('./offline.js').then(m => m.register(game)));
  }
}, () => {});
