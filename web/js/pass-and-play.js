// Pass and play (README): several people share one device, the computer plays the
// other seats. Seats 0 … people−1 are the people. The table shows one person's view
// at a time; after a person has acted, a cover hides the table until the next
// person to act taps it, so each hand is seen only on its owner's turn.
//
//   peopleCount(raw, entry) -> 1 … entry's largest player count, or null if `raw` is bad
//   new Cover(host, {name(seat), onShow(seat), onNames(names)}); askNames(count, defaultName);
//   waitFor(seat | null); hide(); covered
import { t } from "./i18n.js";
import { esc } from "./format.js";

export function peopleCount(raw, entry, players) {
  if (raw == null || raw === "") return 1;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= Math.min(players, Math.max(...entry.players)) ? n : null;
}

/** The screen between two people's turns: opaque while the device passes to the next person;
 * while the computer seats play, the table shows through it without any hand, so the people
 * see the computer's cards land. The table behind it is inert: neither a click nor Tab reaches it.
 * Before the first turn it asks the people's names (optional: "Player N" stands for an empty one). */
export class Cover {
  constructor(host, { name, onShow, onNames }) {
    this.host = host;
    this.name = name;
    this.onShow = onShow;
    this.onNames = onNames;
    this.covered = false;
    this.seat = null;
    this.asking = false; // the names form is up: what comes meanwhile waits for it
    this.pending = undefined; // the seat to wait for once the names are in, or "none": uncover
    this.el = document.createElement("div");
    this.el.className = "pass-cover";
    this.el.dataset.testid = "pass-cover";
    this.el.hidden = true;
    this.el.addEventListener("click", (ev) => {
      const button = ev.target.closest("button[data-seat]");
      if (button) this.onShow(Number(button.dataset.seat));
    });
    this.el.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const names = [...this.el.querySelectorAll("input[name=person]")].map((input) => input.value.trim().slice(0, 24));
      this.asking = false;
      this.onNames(names);
      const next = this.pending;
      this.pending = undefined;
      if (next === "none") this.hide();
      else this.waitFor(next === undefined ? null : next);
    });
    host.append(this.el);
  }

  /** Everything of the table but the cover: inert while covered. */
  #shade(on) {
    for (const child of this.host.children) if (child !== this.el) child.inert = on;
  }

  /** Ask the names of the `count` people (seats 0 … count−1); `defaultName(seat)` is each placeholder. */
  askNames(count, defaultName) {
    this.covered = true;
    this.asking = true;
    this.el.hidden = false;
    this.el.classList.remove("watching");
    this.#shade(true);
    const fields = Array.from({ length: count }, (_, seat) => `
        <label class="field"><span>${esc(t("cover.nameOf", { n: seat + 1 }))}</span>
          <input type="text" name="person" maxlength="24" autocomplete="off" data-testid="person-name-${seat}" placeholder="${esc(defaultName(seat))}"></label>`).join("");
    this.el.innerHTML = `<form class="pass-card" role="dialog" aria-modal="true" aria-labelledby="pass-names-title" data-testid="pass-names">
        <h2 id="pass-names-title">${esc(t("cover.names"))}</h2>
        <p class="note">${esc(t("cover.namesNote"))}</p>
        ${fields}
        <button type="submit" class="primary" data-testid="pass-names-start">${esc(t("cover.namesStart"))}</button>
      </form>`;
    this.el.querySelector("input").focus();
  }

  /** Cover the table; `seat` is the person who is to take the device next (null: the computer plays). */
  waitFor(seat) {
    if (this.asking) {
      this.pending = seat;
      return;
    }
    this.covered = true;
    this.seat = seat;
    this.el.hidden = false;
    this.#shade(true);
    const who = seat == null ? null : this.name(seat);
    this.el.classList.toggle("watching", who == null);
    this.el.innerHTML = who == null
      ? `<div class="pass-card pass-watching" role="status" data-testid="pass-watching"><p>${esc(t("cover.watching"))}</p></div>`
      : `<div class="pass-card" role="dialog" aria-modal="true" aria-labelledby="pass-title">
          <h2 id="pass-title">${esc(t("cover.title", { name: who }))}</h2>
          <p>${esc(t("cover.note"))}</p>
          <button type="button" class="primary" data-seat="${seat}" data-testid="pass-show" autofocus>${esc(t("cover.show", { name: who }))}</button>
        </div>`;
    const button = this.el.querySelector("button");
    if (button) button.focus();
  }

  hide() {
    if (this.asking) {
      this.pending = "none";
      return;
    }
    this.covered = false;
    this.seat = null;
    this.el.hidden = true;
    this.el.classList.remove("watching");
    this.el.innerHTML = "";
    this.#shade(false);
  }
}
