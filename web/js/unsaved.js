// What the browser refused to store (its storage is full): kept in memory, written again when it
// can be, and said meanwhile in a notice that blocks nothing.
//
//   unsaved.failed(key, write, kind)  a write was refused; write() tries again, true once stored
//   unsaved.stored(key)               that key's latest state is stored (after a write that worked)
//
// Every write the page makes tries again by itself (the next move writes the whole save anew);
// besides, everything pending is tried again when the tab is hidden or shown (the player went
// to free some space), on a `storage` event (another tab freed some) and every few seconds.
// The notice's words are said to screen readers too, once each time they change (announce.js: a
// region that appears with its text is often not read).
import { t } from "./i18n.js";
import { onSettings } from "./settings.js";
import { announce } from "./announce.js";

const RETRY_MS = 10_000;
const pending = new Map(); // key -> {write, kind}: "save" (a match's moves) or "stats"
let notice = null;
let timer = 0;
let listening = false;

function draw() {
  const kinds = new Set([...pending.values()].map((p) => p.kind));
  if (!kinds.size) {
    if (notice) notice.hidden = true;
    return;
  }
  if (!notice) {
    notice = document.createElement("p");
    notice.className = "unsaved-notice";
    notice.dataset.testid = "unsaved";
    document.body.append(notice);
  }
  const text = t(kinds.size > 1 ? "unsaved.both" : `unsaved.${[...kinds][0]}`);
  if (notice.hidden || notice.textContent !== text) announce(text);
  notice.textContent = text;
  notice.hidden = false;
}

/** Try every pending write again; those that are stored now leave the notice. */
export function retryUnsaved() {
  for (const [key, { write }] of pending) {
    let done = false;
    try {
      done = write();
    } catch {
      done = false;
    }
    if (done) pending.delete(key);
  }
  if (!pending.size) {
    clearInterval(timer);
    timer = 0;
  }
  draw();
}

export const unsaved = {
  failed(key, write, kind = "save") {
    pending.set(key, { write, kind });
    if (!timer) timer = setInterval(retryUnsaved, RETRY_MS);
    if (!listening) {
      listening = true;
      document.addEventListener("visibilitychange", retryUnsaved);
      window.addEventListener("storage", () => pending.size && retryUnsaved());
      onSettings(draw);
    }
    draw();
  },
  stored(key) {
    if (!pending.delete(key)) return;
    draw();
  },
};
