// The full page (index.html): the game in the document's light DOM, with the
// stable hooks of README.md, <html lang> and the title in the game's language,
// body[data-ready] once playable (after the tests' hooks, which only the test
// server has, when the engine is its test build). Once
// the page is idle after that: what the first action needs (present.js) and,
// in a built copy that has a web app manifest (dist/), its manifest and the offline service
// worker (so that one visit is enough to play offline later, and the worker
// never competes with the first load).
import { mountGame } from './game/game.js';
import { whenIdle } from './core/idle.js';

const opts = {
  page: true,
  onLang(lang, t) {
    document.documentElement.lang = lang;
    document.title = t('title');
  },
};
const game = mountGame(document.body, opts);

game.ready.then(async () => {
  if (typeof game.table.stack === 'function') await import(new URL('./test-hooks.js', import.meta.url).href).then(m => m.install(game, opts));
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
