// Pass and play (README): several people share one device, the computer plays the
// other seats. Seats 0 … people−1 are the people. The table shows one person's view
// at a time; after a person has acted, a cover hides the table until the next
// person to act taps it, so each hand is seen only on its owner's turn.
//
//   peopleCount(raw, entry) -> 1 … entry's largest player count, or null if `raw` is bad
//   new Cover(host, {name(seat), onShow(seat)}); hide(); waitFor(seat | null); covered
import { t } from "./i18n.js";
import { esc } from "./format.js";

export function peopleCount(raw, entry, players) {
  if (raw == null || raw === "") return 1;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= Math.min(players, Math.max(...entry.players)) ? n : null;
}

/** The opaque screen between two people's turns. */
export class Cover {
  constructor(host, { name, onShow }) {
    this.host = host;
    this.name = name;
    this.onShow = onShow;
    this.covered = false;
    this.seat = null;
    this.el = document.createElement("div");
    this.el.className = "pass-cover";
    this.el.dataset.testid = "pass-cover";
    this.el.hidden = true;
    this.el.addEventListener("click", (ev) => {
      const button = ev.target.closest("button[data-seat]");
      if (button) this.onShow(Number(button.dataset.seat));
    });
    host.append(this.el);
  }

  /** Cover the table; `seat` is the person who is to take the device next (null: not known yet). */
  waitFor(seat) {
    this.covered = true;
    this.seat = seat;
    this.el.hidden = false;
    const who = seat == null ? null : this.name(seat);
    this.el.innerHTML = who == null
      ? `<div class="pass-card" role="dialog" aria-modal="true"><p class="note">${esc(t("table.thinking"))}</p></div>`
      : `<div class="pass-card" role="dialog" aria-modal="true" aria-labelledby="pass-title">
          <h2 id="pass-title">${esc(t("cover.title", { name: who }))}</h2>
          <p>${esc(t("cover.note"))}</p>
          <button type="button" class="primary" data-seat="${seat}" data-testid="pass-show" autofocus>${esc(t("cover.show", { name: who }))}</button>
        </div>`;
    const button = this.el.querySelector("button");
    if (button) button.focus();
  }

  hide() {
    this.covered = false;
    this.seat = null;
    this.el.hidden = true;
    this.el.innerHTML = "";
  }
}
