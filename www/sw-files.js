// The game's files of one version, checked and cached: the part shared by the
// game's own offline worker (sw.js) and the one a site owner's worker imports
// (sw-embed.js). www/dist.sh writes each worker as two constants, this file,
// then the worker's own part:
//   VERSION  a hash of every cached file's content (and of these templates);
//   FILES    [path, SHA-256 of its content] for every file of the game, with
//            paths relative to the game's folder, so the copy works under any sub-path.
// Every file is fetched past the HTTP cache and checked against its hash
// before any is stored, so a version is cached whole or not at all (a
// half-deployed site fails the install and the version in use stays); the
// caches of the game's other versions are deleted once a version is active;
// the game's files come from this version's cache only, never from another's,
// so no page mixes one version's script with another's wasm.
/* global VERSION, FILES */
/* exported gameFiles */

const hex = buffer => [...new Uint8Array(buffer)].map(b => b.toString(16).padStart(2, '0')).join('');

/**
 * The game's files in the folder `base` (a URL ending in "/"), cached under
 * names starting with `prefix`: {urls, fileOf(request), precache(), dropOthers(), answer(request, url)}.
 */
function gameFiles(base, prefix) {
  const name = prefix + VERSION;
  const urls = new Set(FILES.map(([path]) => new URL(path, base).href));

  async function fetchChecked([path, hash]) {
    const url = new URL(path, base).href;
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

  return {
    urls,
    /** Fetches, checks and stores every file of this version (all or none). */
    async precache() {
      const responses = await Promise.all(FILES.map(fetchChecked));
      const cache = await caches.open(name);
      try {
        await Promise.all(responses.map(([url, response]) => cache.put(url, response)));
      } catch (e) {
        await caches.delete(name);
        throw e;
      }
    },
    /** Deletes the caches of the game's other versions (the same prefix). */
    async dropOthers() {
      for (const other of await caches.keys()) {
        if (other.startsWith(prefix) && other !== name) await caches.delete(other);
      }
    },
    /**
     * The game's file a request asks for (its URL without query or fragment;
     * a navigation to the game's folder is its index.html), or null when it
     * asks for none of them.
     */
    fileOf(request) {
      const url = new URL(request.url);
      url.search = '';
      url.hash = '';
      if (request.mode === 'navigate' && url.pathname.endsWith('/')) url.pathname += 'index.html';
      return urls.has(url.href) ? url.href : null;
    },
    /** The answer to a request for the game's file `url`: this version's copy (the network if it is missing). */
    async answer(request, url) {
      const found = await (await caches.open(name)).match(url);
      return found || fetch(request);
    },
  };
}
