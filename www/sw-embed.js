// The game offline on a site owner's own page: the template of
// dist/sw-embed.js, which www/dist.sh writes as VERSION and FILES,
// sw-files.js (the version's files checked and cached), then this file, at
// the top of the copy beside sw.js. The owner's service worker adds the game
// with one line, the copy's path on the owner's site:
//
//   importScripts('/games/blackjack/sw-embed.js');
//
// Install: the game's files, whole or not at all, and the owner's pages open
// now (the page that registered the worker among them) with the files each
// links. Activate: the caches of the game's other versions are deleted.
// Fetch: the game's files from this version's cache; the owner's own files
// on this site (pages and what they load) from the network first, each kept
// as served, and from what was kept when the network fails. An owner whose
// worker answers some requests itself adds its fetch listener before the
// import (the first answer wins). So after one visit the owner's page and
// the game load and play offline. A new release of the game is a new
// sw-embed.js: the browser installs it as a new version of the owner's
// worker, whole, and the old version's files go once the new one is active.
// docs/embedding.md.
/* global gameFiles */

/**
 * The game's folder: the address this script was imported from, which every
 * browser writes in an error's stack ("…/games/blackjack/sw-embed.js:40"),
 * or `self.blackjackGame` where the owner set it before the import.
 */
function gameFolder() {
  if (self.blackjackGame) return new URL(self.blackjackGame, self.location).href;
  const found = String(new Error().stack).match(/(https?:\/\/[^\s()'"@]+\/)sw-embed\.js/);
  if (!found) throw new Error('sw-embed.js cannot tell where it was imported from: set self.blackjackGame to the game\'s folder before importScripts');
  return found[1];
}

const embedded = gameFiles(gameFolder(), `blackjack-embed ${self.registration.scope} `);
const PAGES = `blackjack-embed site ${self.registration.scope}`;

/** The owner's files a page links (its src and href on this site, outside the game), as URLs. */
function linked(html, page) {
  const urls = [...html.matchAll(/\b(?:src|href)="([^"#]+)"/g)].map(m => new URL(m[1], page));
  return urls.filter(u => u.origin === self.location.origin && !embedded.urls.has(u.href)).map(u => u.href);
}

/** Keeps the owner's pages open now (their windows, controlled or not yet) and the files each links, fetched afresh. */
async function keepOpenPages() {
  const pages = await caches.open(PAGES);
  const keep = async url => {
    const response = await fetch(url, { cache: 'reload' }).catch(() => null);
    if (!response || !response.ok) return null;
    await pages.put(url, response.clone());
    return response;
  };
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(open.map(async client => {
    const page = await keep(client.url);
    if (page && (page.headers.get('content-type') || '').startsWith('text/html')) {
      await Promise.all(linked(await page.text(), client.url).map(keep));
    }
  }));
}

/** An owner's file (a page, or what it loads): from the network, kept as served; what was kept when the network fails. */
async function ownerFile(request) {
  const pages = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await pages.put(request.url, response.clone());
    return response;
  } catch (e) {
    const kept = await pages.match(request.url, { ignoreSearch: true });
    if (kept) return kept;
    throw e;
  }
}

self.addEventListener('install', event => event.waitUntil(Promise.all([embedded.precache(), keepOpenPages()])));
self.addEventListener('activate', event => event.waitUntil(embedded.dropOthers()));
/** Answers `event` with `reply()`, unless the owner's own listener (added before the import) answered it. */
function answer(event, reply) {
  try {
    event.respondWith(reply());
  } catch {
    // Answered already: the first answer wins.
  }
}

self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const file = embedded.fileOf(request);
  if (file) answer(event, () => embedded.answer(request, file));
  else if (new URL(request.url).origin === self.location.origin) answer(event, () => ownerFile(request));
});
