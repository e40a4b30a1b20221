// Cardavia's page: the shell (header, settings, progress), then the page the address names,
// drawn by its own module (router.js; pages/: the catalogue, a game's page, the cards, the
// matches, the club demo; stats-page.js). The shell draws at once from static texts and
// catalog.json; the engine (Pyodide in a worker) loads behind the progress bar.

// For the browser tests (the page's scripts are one bundle, so this is the only module a
// test can import to reach the page's own engine): engine.js's `testing` and `Engine`.
export { Engine, testing } from "./engine.js";
import { t, whenSpoken } from "./i18n.js";
import { loadSettings } from "./settings.js";
import { catalogFromEngine, gameEntry, gameName, loadCatalog, theCatalog } from "./catalog.js";
import { initSettingsPanel, startEngine, translateStatic } from "./shell.js";
import { redrawForCatalog, refreshScreen, render, startRouter } from "./router.js";
import { app, renderError, whenCatalog } from "./pages/frame.js";
import { renderCatalogue } from "./pages/catalogue.js";
import { renderGamePage } from "./pages/game.js";
import { renderGallery } from "./pages/gallery.js";
import { openShared, resumeMatch, startMatch } from "./pages/match.js";
import { startDemo } from "./pages/demo.js";
import { renderStatsPage } from "./stats-page.js";
import { placeAnnouncer } from "./announce.js";
// The offline copy and the bar that offers a new deploy (its words are the page's, in its language).
import "./offline.js";

/** Each route's page. */
const PAGES = {
  catalogue: () => whenCatalog(renderCatalogue),
  game: (r) => whenCatalog(() => (gameEntry(r.id) ? renderGamePage(r.id) : renderError(t("error.unknownGame", { id: r.id })))),
  play: startMatch,
  embed: startMatch,
  table: resumeMatch,
  demo: startDemo,
  cards: (r) => whenCatalog(() => renderGallery(r.id)),
  share: openShared,
  stats: () => renderStatsPage(app, { gameName }),
  unknown: () => renderError(t("error.badRoute")),
};

/** catalog.json, then the pages drawn from it; without it (a dev build) the engine's answer fills it in. */
async function catalogShipped() {
  try {
    if (await loadCatalog()) redrawForCatalog();
  } catch {
    /* drawn again when the engine's catalogue comes */
  }
}

loadSettings();
placeAnnouncer(); // empty, before anything is said in it
startRouter(PAGES);
// The page's language (the settings', the address's or the browser's): another than the default one
// fetches its words (i18n.js), alongside catalog.json and the engine (boot.js started both).
await whenSpoken();
translateStatic();
initSettingsPanel(() => {
  translateStatic();
  refreshScreen();
});
const catalogLoaded = catalogShipped();
render();
startEngine(() => {
  catalogLoaded.then(() => (theCatalog() ? null : catalogFromEngine().then(redrawForCatalog))).catch(() => {});
});
