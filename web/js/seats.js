// Engine texts name seats with tags ({p2}); the table puts there the names it shows
// ("Ty"/"You", the computer players' names), so summaries and prompts match the seats.

/** `text` with every seat tag replaced by `seatName(seat)`. */
export function fillSeats(text, seatName) {
  return String(text ?? "").replace(/\{p(\d+)\}/g, (_, n) => seatName(Number(n)));
}
