// The service worker: after one visit the whole site works offline, a new match
// of every game included, and a deploy never leaves a page on a mix of files.
//
// The build (tools/precache.mjs) writes BUILD (a hash of every file's content)
// and FILES (every file of dist/ but this one) into the copy in dist/. Install
// downloads all of FILES into the cache "cardavia-<BUILD>"; every same-origin
// GET is then answered from that one cache (network only for what it lacks), so
// a page runs one build's files only. A new deploy changes this file, so the
// browser installs the new worker beside the old one; it waits until the page
// says "update" (web/js/offline.js shows that an update is ready), then takes
// over, deletes the old caches, and the page reloads.

const BUILD = "__BUILD__";
const FILES = ["__FILES__"];
const CACHE = `cardavia-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      // The engine worker's own cache (cardavia-python-snapshot) is not a build's copy.
      if (name.startsWith("cardavia-") && !name.startsWith("cardavia-python-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "update") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) return;
  // The site is one page with hash routes: a navigation is index.html, unless it is to another
  // page of the site (embed.html, the example article blog/example.html).
  const home = new URL("./", location.href).href;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const own = await cache.match(url.href, { ignoreSearch: true });
    if (own) return own;
    return (event.request.mode === "navigate" && (await cache.match(home, { ignoreSearch: true }))) || fetch(event.request);
  })());
});
