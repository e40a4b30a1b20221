// Registers the service worker (../sw.js: the site works offline after one
// visit) and says when a new deploy is ready: a small bar with a button that
// switches to it and reloads, so no page ever runs on two builds' files.
// Registration, "waiting" and the switch are workbox-window's (../workbox/, loaded
// only when needed). Nothing to do where service workers are unavailable (e.g.
// file://): the site then simply needs the network. Nor in a frame of another site (an
// embed in a blog): an offline copy there would be the blog's (storage is partitioned by
// the top site), 13 MB downloaded again for every site that embeds a game, and browsers
// that refuse it warn on every load.
import { t } from "./i18n.js";
import { announce } from "./announce.js";

function showUpdate(update) {
  if (document.querySelector("[data-testid=update-ready]")) return;
  const bar = document.createElement("div");
  bar.setAttribute("role", "region"); // a landmark a screen reader lists, named by its message
  bar.setAttribute("aria-label", t("update.ready"));
  bar.dataset.testid = "update-ready";
  Object.assign(bar.style, {
    position: "fixed", insetInline: "0", bottom: "0", zIndex: "1000", padding: "0.5em 1em",
    display: "flex", gap: "1em", alignItems: "center", justifyContent: "center",
    background: "#2f2417", color: "#fbf1dc", font: "15px/1.4 system-ui, sans-serif",
  });
  const message = document.createElement("span");
  message.textContent = t("update.ready");
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = t("update.reload");
  button.addEventListener("click", update);
  bar.append(message, button);
  document.body.append(bar);
  // Said through the live region already in the page (a bar that appears with its text is often not
  // read), with where its button is.
  announce(t("update.said"));
}

async function register() {
  const { Workbox, messageSW } = await import("../workbox/workbox-window.prod.mjs");
  const workbox = new Workbox(new URL("../sw.js", import.meta.url).href);
  workbox.addEventListener("waiting", () => showUpdate(() => workbox.messageSkipWaiting()));
  // The first install takes over a page that had no worker (nothing to mix with); when a
  // page that ran under one build changes hands, it reloads onto the new one.
  let controlled = Boolean(navigator.serviceWorker.controller);
  workbox.addEventListener("controlling", () => {
    if (controlled) location.reload();
    controlled = true;
  });
  await workbox.register();
  // An offline copy deleted since its install is fetched again (web/sw.js, refillPrecache) by
  // the worker that serves this page (a worker of an older deploy does not answer).
  const serving = navigator.serviceWorker.controller;
  if (serving) {
    const { refilled, error } = await messageSW(serving, { type: "REFILL_PRECACHE" });
    if (error) console.warn(`cardavia: the offline copy is incomplete (${error})`);
    else if (refilled) console.info(`cardavia: ${refilled} files of the offline copy fetched again`);
  }
}

// Registered once the engine has started, so a first visit's download of the
// runtime is not shared with the offline copy (which then comes from the HTTP cache).
function whenEngineSettles(then) {
  const settled = () => ["ready", "error"].includes(document.documentElement.dataset.engine);
  if (settled()) return then();
  const observer = new MutationObserver(() => {
    if (settled()) {
      observer.disconnect();
      then();
    }
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-engine"] });
}

/** This page is the top page, or framed by a page of its own origin. */
function ownTopPage() {
  try {
    return window.top === window || window.top.location.origin === location.origin;
  } catch {
    return false; // another origin's frame: its location cannot be read
  }
}

if ("serviceWorker" in navigator && location.protocol !== "file:" && ownTopPage()) {
  whenEngineSettles(() => register().catch((error) => console.warn(`cardavia: no offline copy (${error.message || error})`)));
}
