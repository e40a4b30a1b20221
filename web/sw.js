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

importScripts("workbox/workbox-sw.js");
// debug: false even on localhost, where Workbox would load its dev builds (not shipped).
workbox.setConfig({ modulePathPrefix: "workbox/", debug: false });
// Loaded now: a service worker may import scripts only while it starts.
const { core, precaching, routing } = workbox;

core.setCacheNameDetails({ prefix: "cardavia" });

// Install fetches a file that has a revision with cache: "reload". "no-cache" is as fresh
// (the server is asked each time) and lets a file the page has just loaded come back as a 304.
precaching.addPlugins([{
  requestWillFetch: ({ request, event }) => (event?.type === "install" && request.cache === "reload"
    ? new Request(request, { cache: "no-cache" }) : request),
}]);

// The site is one page with hash routes; every query parameter (?speed=..., ?lang=...)
// is for the page, so none picks another file. The manifest lists the page as "./" (the
// address the browser has already loaded it by); embed.html and blog/example.html are
// pages of their own, and any other navigation is the page too.
precaching.precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
routing.registerRoute(new routing.NavigationRoute(precaching.createHandlerBoundToURL("./")));

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
});
// The first install takes over the open page at once (it has nothing to mix with).
core.clientsClaim();
