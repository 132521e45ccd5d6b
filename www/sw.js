// The offline service worker of the full page: the template of dist/sw.js,
// which www/dist.sh writes as VERSION and FILES, sw-files.js (the version's
// files checked and cached), then this file, at the top of the copy.
// Install: this version's files, whole or not at all. Activate: the caches of
// this game's other versions (same scope) are deleted. Fetch: the game's files
// from this version's cache; a new version waits until the page asks it to
// take over (offline.js), then every page reloads.
/* global gameFiles */

const game = gameFiles(self.location.href, `blackjack ${self.registration.scope} `);

async function cleanUp() {
  await game.dropOthers();
  await self.clients.claim();
}

self.addEventListener('install', event => event.waitUntil(game.precache()));
self.addEventListener('activate', event => event.waitUntil(cleanUp()));
self.addEventListener('message', event => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});
self.addEventListener('fetch', event => {
  if (event.request.method !== 'GET') return;
  const file = game.fileOf(event.request);
  if (file) event.respondWith(game.answer(event.request, file));
});
