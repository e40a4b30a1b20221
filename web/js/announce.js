// A polite live region for screen readers: whose turn it is, what the computer
// players played, who won the trick; what the statistics page did, a storage that is
// full, a new version ready. One region per page, visually hidden. The page
// puts it in place, empty, when it starts (`placeAnnouncer`): a screen reader reads a
// live region's changes, and a region that appears with its first text is often not read.

let region = null;

/** The region, in the page (put there if it is not). */
export function placeAnnouncer() {
  if (!region) {
    region = document.createElement("div");
    region.className = "sr-only";
    region.setAttribute("aria-live", "polite");
    region.setAttribute("data-testid", "announcer");
  }
  if (!region.isConnected) document.body.append(region);
  return region;
}

/** Say `text` to screen readers (a repeated text is still read again). */
export function announce(text) {
  if (!text) return;
  const el = placeAnnouncer();
  const line = document.createElement("p");
  line.textContent = text;
  el.append(line);
  while (el.childElementCount > 4) el.firstElementChild.remove();
}
