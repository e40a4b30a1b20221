// Engine texts name seats with tags ({p2}); the table puts there the names it shows
// ("Ty"/"You", the computer players' names), so summaries and prompts match the seats.

import { esc } from "./format.js";

/** A seat's name and number as HTML ("Cesare ④"); a name that already says the number ("Player 2")
 * is not given it twice. */
export function seatLabelHTML(name, seat) {
  const n = String(seat + 1);
  const numbered = new RegExp(`(^|\\D)${n}$`).test(name);
  return numbered ? esc(name) : `${esc(name)} <small class="seat-no">${n}</small>`;
}

/** `text` with every seat tag replaced by `seatName(seat)`. */
export function fillSeats(text, seatName) {
  return String(text ?? "").replace(/\{p(\d+)\}/g, (_, n) => seatName(Number(n)));
}
