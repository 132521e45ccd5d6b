// The offline service worker: the template of dist/sw.js. www/dist.sh writes
// dist/sw.js as two constants followed by this file:
//   VERSION  a hash of every cached file's content (and of this template);
//   FILES    [path, SHA-256 of its content] for every file of the game, with
//            paths relative to the worker, so the copy works under any sub-path.
// Install: every file is fetched past the HTTP cache and checked against its
// hash before any is stored, so a version is cached whole or not at all (a
// half-deployed site fails the install and the version in use stays).
// Activate: the caches of this game's other versions (same scope) are deleted.
// Fetch: the game's files come from this version's cache only, never from
// another's, so no page mixes one version's script with another's wasm; a new
// version waits until the page asks it to take over (offline.js), then every
// page reloads.
/* global VERSION, FILES */

const PREFIX = `blackjack ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;
const URLS = new Set(FILES.map(([path]) => new URL(path, self.location).href));

const hex = buffer => [...new Uint8Array(buffer)].map(b => b.toString(16).padStart(2, '0')).join('');

async function fetchChecked([path, hash]) {
  const url = new URL(path, self.location).href;
  const response = await fetch(url, { cache: 'reload' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  if (hex(await crypto.subtle.digest('SHA-256', body)) !== hash) {
    throw new Error(`${path} is not the file of version ${VERSION}`);
  }
  // A fresh response (a redirected one cannot answer a navigation).
  const headers = new Headers(response.headers);
  return [url, new Response(body, { status: response.status, statusText: response.statusText, headers })];
}

async function precache() {
  const responses = await Promise.all(FILES.map(fetchChecked));
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(responses.map(([url, response]) => cache.put(url, response)));
  } catch (e) {
    await caches.delete(CACHE);
    throw e;
  }
}

async function cleanUp() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
}

async function answer(request, url) {
  const cache = await caches.open(CACHE);
  const found = await cache.match(url);
  return found || fetch(request);
}

self.addEventListener('install', event => event.waitUntil(precache()));
self.addEventListener('activate', event => event.waitUntil(cleanUp()));
self.addEventListener('message', event => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});
self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  // A folder is its index.html.
  if (request.mode === 'navigate' && url.pathname.endsWith('/')) url.pathname += 'index.html';
  if (URLS.has(url.href)) event.respondWith(answer(request, url.href));
});
