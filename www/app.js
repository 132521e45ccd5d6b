// The full page (index.html): the game in the document's light DOM, with the
// stable hooks of README.md, <html lang> and the title in the game's language,
// window.blackjackTest in test builds, body[data-ready] once playable. Once
// the page is idle after that: what the first action needs (present.js) and,
// in a built copy that has a web app manifest (dist/), its manifest and the offline service
// worker (so that one visit is enough to play offline later, and the worker
// never competes with the first load).
import { mountGame, whenIdle } from './game.js';

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
  whenIdle(() => {
    // Installing and offline play are not needed to play: the built copy's
    // manifest link and its worker come once the page is idle.
    const meta = document.querySelector('meta[name="blackjack-manifest"]');
    if (meta) {
      const manifest = () => {
        const link = document.createElement('link');
        link.rel = 'manifest';
        link.href = meta.content;
        document.head.append(link);
      };
      if ('serviceWorker' in navigator) import('./offline/offline.js').then(m => { manifest(); m.register(game); });
      else manifest();
    }
    game.prefetch();
  });
}, () => {});
