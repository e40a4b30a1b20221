// The engine's catalogue as the page keeps it (catalog.json, or the engine's own answer in a
// dev build): traditions -> games with their options; the cards and the glossary take their
// names from it. The AI levels a match may ask for are here too: every page that starts one offers them.
import { fetchCatalog, sharedEngine } from "./engine.js";
import { tx, useGlossary } from "./i18n.js";
import { useCatalog } from "./cards.js";

export const LEVELS = ["easy", "normal", "strong", "random"];

let catalog = null;

/** The catalogue, or null while none has come. */
export function theCatalog() {
  return catalog;
}

/** Keep the engine's catalogue; the cards take their names from it. */
function takeCatalog(engineCatalog) {
  catalog = engineCatalog;
  useCatalog(catalog);
  useGlossary(catalog.glossary);
}

export function gameEntry(id) {
  if (!catalog) return null;
  for (const tr of catalog.traditions || []) {
    for (const g of tr.games || []) if (g.id === id) return { ...g, tradition: tr.id };
  }
  return null;
}

export function gameName(id) {
  const entry = gameEntry(id);
  return (entry && tx(entry.name)) || id;
}

export function gameIds() {
  return (catalog ? catalog.traditions : []).flatMap((tr) => tr.games.map((g) => g.id));
}

/** catalog.json, shipped with the site; true once it is kept (false in a dev build without it). */
export async function loadCatalog() {
  try {
    takeCatalog(await fetchCatalog());
    return true;
  } catch {
    return false; /* no catalog.json (dev build): the engine's answer fills it in */
  }
}

export async function catalogFromEngine() {
  takeCatalog((await sharedEngine().request("catalog")).catalog);
}
