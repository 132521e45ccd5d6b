// The full page (index.html): the game in the document's light DOM, with the
// stable hooks of README.md, <html lang> and the title in the game's language,
// window.blackjackTest in test builds, body[data-ready] once playable, and,
// in a built copy that has a web app manifest (dist/), the offline service worker.
import { mountGame } from './game.js';

const game = mountGame(document.body, {
  page: true,
  onLang(lang, t) {
    document.documentElement.lang = lang;
    document.title = t('title');
  },
});

game.ready.then(() => {
  // Only the test build's table can stack the shoe.
  if (typeof game.table.stack === 'function') window.blackjackTest = { stack: cards => game.table.stack(cards) };
  document.body.dataset.ready = 'true';
  if (document.querySelector('link[rel="manifest"]') && 'serviceWorker' in navigator) {
    // Nothing but the page loads before the first Deal: a first visit
    // caches the game for offline play once the player has dealt; a
    // returning one keeps its worker up to date at once.
    const offline = () => import('./offline.js').then(m => m.register(game));
    navigator.serviceWorker.getRegistration().then(reg => {
      if (reg) offline();
      else game.onFirstDeal(offline);
    }, () => {});
  }
}, () => {});
