// A polite live region for screen readers: whose turn it is, what the computer
// players played, who won the trick. One region per page, visually hidden.

let region = null;

function live() {
  if (!region || !region.isConnected) {
    region = document.createElement("div");
    region.className = "sr-only";
    region.setAttribute("aria-live", "polite");
    region.setAttribute("data-testid", "announcer");
    document.body.append(region);
  }
  return region;
}

/** Say `text` to screen readers (a repeated text is still read again). */
export function announce(text) {
  if (!text) return;
  const el = live();
  const line = document.createElement("p");
  line.textContent = text;
  el.append(line);
  while (el.childElementCount > 4) el.firstElementChild.remove();
}
