// The service worker: after one visit the whole site works offline, a new match
// of every game included, and a deploy never leaves a page on a mix of files.
//
// Built from Workbox (workbox-sw with workbox-precaching, -routing, -strategies and
// -core, their prebuilt files self-hosted in workbox/ by build.sh; no CDN, no bundler).
// The build (tools/precache.mjs) replaces Workbox's manifest placeholder below, in the
// copy in dist/, with every file of the site and a revision: its content hash, or none
// for the content-addressed engine/ and pyodide/<version>/ files. Install downloads
// only what the cache lacks, so a deploy that changes one file downloads that file.
// The old worker keeps answering from the old revisions until the page's "Update" bar
// (web/js/offline.js, with workbox-window) tells this one to take over; activate then
// drops what the new manifest no longer lists, and the page reloads.
// The page's words by language are not precached (a first visit downloads its own language's
// only): a language's file is kept once the page has asked for it (below).

importScripts("workbox/workbox-sw.js");
// debug: false even on localhost, where Workbox would load its dev builds (not shipped).
workbox.setConfig({ modulePathPrefix: "workbox/", debug: false });
// Loaded now: a service worker may import scripts only while it starts.
const { core, precaching, routing, strategies } = workbox;

core.setCacheNameDetails({ prefix: "cardavia" });

// The precache's own controller (not Workbox's hidden default), so that refillPrecache can list it.
const precache = new precaching.PrecacheController();

// Install fetches a file that has a revision with cache: "reload". "no-cache" is as fresh
// (the server is asked each time) and lets a file the page has just loaded come back as a 304.
precache.strategy.plugins.push({
  requestWillFetch: ({ request, event }) => (event?.type === "install" && request.cache === "reload"
    ? new Request(request, { cache: "no-cache" }) : request),
});

// The site is one page with hash routes; every query parameter (?speed=..., ?lang=...)
// is for the page, so none picks another file. The manifest lists the page as "./" (the
// address the browser has already loaded it by); embed.html and blog/example.html are
// pages of their own, and any other navigation is the page too.
precache.precache(self.__WB_MANIFEST);
routing.registerRoute(new precaching.PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/] }));
routing.registerRoute(new routing.NavigationRoute(precache.createHandlerBoundToURL("./")));

// The page's words, one file per language (tools/page-messages.mjs), each named by its content
// ("i18n/cs.json?v=<revision>"; tools/precache.mjs lists this build's): the first time the page asks
// for one it is fetched and kept in a cache of its own (by the page itself on a first visit, before
// this worker serves it), and from then on answered from there, offline too. A kept answer never goes stale, as a deploy that changes a language's words changes its name.
const LANGUAGE_FILES = self.__CARDAVIA_LANGUAGE_FILES;
const LANGUAGES_CACHE = `${core.cacheNames.prefix}-languages`; // web/js/i18n.js keeps what it fetched there too
const languageURLs = new Set(Object.values(LANGUAGE_FILES).map((file) => new URL(file, self.location).href));
routing.registerRoute(({ url }) => languageURLs.has(url.href), new strategies.CacheFirst({ cacheName: LANGUAGES_CACHE }));

// After a deploy, a language kept offline stays kept: its file of this build replaces the old one
// (fetched when this worker takes over; if that fails, the page fetches it when it next speaks it).
async function renewLanguages() {
  const cache = await caches.open(LANGUAGES_CACHE);
  for (const request of await cache.keys()) {
    if (languageURLs.has(request.url)) continue;
    await cache.delete(request);
    const language = new URL(request.url).pathname.split("/").pop().replace(/\.json$/, "");
    if (!Object.hasOwn(LANGUAGE_FILES, language)) continue;
    await cache.add(new URL(LANGUAGE_FILES[language], self.location).href).catch(() => {});
  }
}
self.addEventListener("activate", (event) => event.waitUntil(renewLanguages()));

// Install fills the precache once per deploy. When its files go missing afterwards (the player
// or the browser cleared Cache Storage), the site still loads from the network, but offline
// would be gone until the next deploy, silently: so each page asks (web/js/offline.js,
// {type: "REFILL_PRECACHE"}) and what is missing is fetched again, once the page has started.
async function refillPrecache() {
  const cache = await caches.open(core.cacheNames.precache);
  let refilled = 0;
  for (const [url, cacheKey] of precache.getURLsToCacheKeys()) {
    if (await cache.match(cacheKey)) continue;
    const response = await fetch(url, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${new URL(url).pathname}: HTTP ${response.status}`);
    await cache.put(cacheKey, response);
    refilled += 1;
  }
  return refilled;
}

// Caches of an older Workbox precache format, and of the hand-written worker before Workbox
// ("cardavia-" and a 16-digit build hash). Never any other cache: "cardavia-python-..." is the
// engine's own.
precaching.cleanupOutdatedCaches();
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => /^cardavia-[0-9a-f]{16}$/.test(name)).map((name) => caches.delete(name)))));
});

// workbox-window's messageSkipWaiting() sends {type: "SKIP_WAITING"}; a page of the build
// before Workbox sends "update".
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING" || event.data === "update") self.skipWaiting();
  if (event.data?.type === "REFILL_PRECACHE") {
    // Answered on the port workbox-window's messageSW gives: how many files were fetched again.
    event.waitUntil(refillPrecache().then(
      (refilled) => event.ports[0]?.postMessage({ refilled }),
      (error) => event.ports[0]?.postMessage({ error: String(error.message || error) }),
    ));
  }
});
// The first install takes over the open page at once (it has nothing to mix with).
core.clientsClaim();
