// What every page shares: the element it draws into, the error page, and waiting for the
// engine's catalogue (the catalogue, a game's page and a deck's cards are drawn from it alone).
import { sharedEngine } from "../engine.js";
import { labelled, t } from "../i18n.js";
import { errorText, esc } from "../format.js";
import { catalogFromEngine, theCatalog } from "../catalog.js";

export const app = document.getElementById("app");

export function renderError(message, extra = "") {
  document.title = `Cardavia — ${t("error.title")}`;
  app.innerHTML = `
    <section class="error-page" data-testid="error" role="alert">
      <h1>${esc(t("error.title"))}</h1>
      <p data-testid="error-message">${esc(message)}</p>
      ${extra}
      <p><a href="#/" data-testid="to-catalogue">${esc(t("error.toCatalogue"))}</a></p>
    </section>`;
}


/** Draw at once when the catalogue is here; else say so (the catalogue's arrival draws the page again). */
export function whenCatalog(draw) {
  if (theCatalog()) return draw();
  app.innerHTML = `<p class="note" data-testid="waiting">${esc(t("engine.waiting"))}</p>`;
}

/** The catalogue, once the engine has started (null, with the error page drawn, when it cannot give one). */
export async function waitForCatalog() {
  if (theCatalog()) return theCatalog();
  app.innerHTML = `<p class="note" data-testid="waiting">${esc(t("engine.waiting"))}</p>`;
  try {
    await sharedEngine().start();
  } catch {
    /* shown by the progress bar */
  }
  if (!theCatalog()) {
    try {
      await catalogFromEngine();
    } catch (err) {
      renderError(`${labelled(t("engine.error"))} ${errorText(err)}`);
      return null;
    }
  }
  return theCatalog();
}
