// Page-side checks that both drivers of the engines layer run: firefox.test.mjs imports them
// (puppeteer-core sends a function's source), test_webkit.py reads each `export const NAME =`
// block of this file (up to its blank line) and runs it through Selenium.

// The control a person clicks next on their turn (a decision button, the discard's confirm,
// a highlighted card not yet picked), or null while it is not seat 0's turn.
export const nextClick = () => {
  const table = document.querySelector("[data-testid=table]");
  if (!table || table.dataset.busy !== "false" || table.dataset.toAct !== "0") return null;
  const first = (selector) => [...document.querySelectorAll(selector)].find((element) => element.checkVisibility()) ?? null;
  return first("[data-testid=decision]") ?? first("[data-testid=confirm-discard]:enabled")
    ?? first("[data-testid=hand-card][data-legal=true]:not(.picked)");
};

// The cards in seat 0's hand, in order.
export const hand = () => [...document.querySelectorAll("[data-testid=hand-card]")].map((card) => card.dataset.card);

// The bytes of the engine's memory snapshot in Cache Storage (web/worker.js), 0 while there is none.
export const storedSnapshot = async () => {
  const cache = await caches.open("cardavia-python-snapshot");
  const keys = await cache.keys();
  if (keys.length !== 1) return 0;
  return (await (await cache.match(keys[0])).arrayBuffer()).byteLength;
};

// Console errors and uncaught errors of this page from the moment this runs (WebKitWebDriver
// hands over no console: test_webkit.py installs this after each load and reads the list).
export const collectErrors = () => {
  if (window.__engineErrors) return;
  const errors = (window.__engineErrors = []);
  const logError = console.error.bind(console);
  console.error = (...args) => { errors.push(args.map(String).join(" ")); logError(...args); };
  window.addEventListener("error", (event) => errors.push(`uncaught: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${event.reason}`));
};
