// Hash routing: the address parsed into a route, and the page drawn for it. The table or the
// demo a page puts on screen is this module's to close when the address changes; a page that
// waited (for the engine, for the catalogue) checks it is still the current route before drawing.
import { applyUrlOverrides } from "./settings.js";
import { isEmbedPage } from "./embed.js";
import { translateStatic } from "./shell.js";

// The club demo's defaults (README): a readable pace and large type.
const DEMO_DEFAULTS = { pause: "1200", scale: "160", hold: "5000" };
// The routes that draw from the catalogue alone: drawn again when it arrives.
const CATALOGUE_ROUTES = ["catalogue", "game", "cards"];

let pages = {}; // route name -> draw(route); `unknown` for any other address
let route = null;
let screen = null; // {thing, close()}: the table or demo on screen

/** Parse location into a route: {name, id, params}. `?embed=<id>` is the embed route too. */
export function parseRoute() {
  const search = new URLSearchParams(location.search);
  let hash = location.hash.replace(/^#\/?/, "");
  let query = "";
  const q = hash.indexOf("?");
  if (q >= 0) {
    query = hash.slice(q + 1);
    hash = hash.slice(0, q);
  }
  const params = new URLSearchParams(query);
  for (const [k, v] of search) if (k !== "embed" && !params.has(k)) params.set(k, v);
  const parts = hash.split("/").filter(Boolean).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  if (search.has("embed") && !parts.length) return { name: "embed", id: search.get("embed"), params };
  // embed.html#/<game>?…: the address other sites frame (README "Embed a game").
  if (isEmbedPage()) return parts.length === 1 ? { name: "embed", id: parts[0], params } : { name: "unknown", params };
  if (!parts.length) return { name: "catalogue", params };
  const [name, id] = parts;
  if (name === "game" && id) return { name: "game", id, params };
  if (name === "play" && id) return { name: "play", id, params };
  if (name === "table" && id) return { name: "table", id, params };
  if (name === "embed" && id) return { name: "embed", id, params };
  if (name === "demo") return { name: "demo", id: id || "", params };
  if (name === "cards") return { name: "cards", id: id || "", params };
  if (name === "share" && id) return { name: "share", id, params };
  if (name === "stats") return { name: "stats", params };
  return { name: "unknown", params };
}

/** Start following the address: `draw` maps each route name to the function drawing its page. */
export function startRouter(draw) {
  pages = draw;
  window.addEventListener("hashchange", onRoute);
  route = parseRoute();
  withDemoDefaults(route);
  applyUrlOverrides(route.params);
}

export function currentRoute() {
  return route;
}

/** True while `r` is still the page to draw (the address has not moved on). */
export function isCurrent(r) {
  return route === r;
}

/** The address now names `hash` (a started match lives in its save: reloading resumes it). */
export function settleAt(hash) {
  history.replaceState(null, "", hash);
  route = parseRoute();
}

/** `thing` (a table, the demo) is on screen; `close` ends it when the page changes. */
export function showing(thing, close) {
  screen = { thing, close };
  return thing;
}

/** Close `thing` if it is still on screen (its page failed to start). */
export function dismiss(thing) {
  if (!screen || screen.thing !== thing) return;
  screen.close();
  screen = null;
}

/** Draw the current route's page (what was on screen closes first). */
export function render() {
  if (screen) {
    screen.close();
    screen = null;
  }
  const r = route;
  const root = document.documentElement;
  root.classList.toggle("embed", r.name === "embed");
  root.classList.toggle("demo", r.name === "demo");
  root.classList.toggle("route-play", ["play", "table", "embed", "demo", "share"].includes(r.name));
  document.getElementById("app").dataset.route = r.name;
  return (pages[r.name] || pages.unknown)(r);
}

/** A language or look change: the table or demo redraws itself, any other page is drawn again. */
export function refreshScreen() {
  if (screen) screen.thing.refresh();
  else if (route) render();
}

/** The catalogue has come: the pages drawn from it alone are drawn again. */
export function redrawForCatalog() {
  if (route && CATALOGUE_ROUTES.includes(route.name)) render();
}

/** The address changed: parse it and draw its page. */
export function onRoute() {
  route = parseRoute();
  withDemoDefaults(route);
  applyUrlOverrides(route.params);
  translateStatic(); // the address may have changed the language (?lang=cs): the header and footer follow
  render();
  if (!["embed", "play", "table", "demo"].includes(route.name)) window.scrollTo(0, 0);
}

function withDemoDefaults(r) {
  if (r.name !== "demo") return;
  for (const [key, value] of Object.entries(DEMO_DEFAULTS)) if (!r.params.has(key)) r.params.set(key, value);
}
