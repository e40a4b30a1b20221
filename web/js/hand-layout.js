// The hand's geometry, pure: how big the player's cards are and in how many
// overlapping rows they lie, for the room the table leaves the hand. Numbers in,
// numbers out (px); hand.js measures the page and applies the result. No DOM here,
// so node --test checks it (tests/js/hand-layout.test.js).
import { CARD_RATIO } from "./layout.js";

/** Each further row covers all but the top half of the row before. */
export const ROW_SHIFT = 0.5;

/** The narrowest card the hand draws (px). */
export const MIN_CARD = 34;

/**
 * The height the hand may take (px, inside its padding): what the rest of the table
 * leaves it (`table` its height, `others` the height of everything but the hand and the
 * felt, `padY` the hand's vertical padding) while the felt keeps at least a third of
 * the table (a bit less on a phone), and never more than `share` of the table (42 %;
 * the club demo's hand, watched and not played, less, so its trick is the larger).
 */
export function handRoom({ table, others, padY, rem, phone, share = 0.42 }) {
  const feltMin = Math.max(table * (phone ? 0.3 : 0.34), 8 * rem);
  return Math.max(3.5 * rem, Math.min(table - others - feltMin, table * share) - padY);
}

/** The narrowest strip of a card that must show beside the next one: its index, and room to click. */
export function minStrip(w, phone) {
  return Math.max(phone ? 24 : 30, 0.3 * w);
}

/**
 * Fit `n` cards into `width` × `roomH` px: the biggest cards for which every card shows
 * a strip wide enough to read its index and to click, in as few overlapping rows as that
 * takes (a 39-card hand on a phone: four rows). Returns {rows, perRow, w, step}: the
 * card width and the distance from one card's left edge to the next one's in a row.
 */
export function fitHand({ n, width, roomH, rem, phone }) {
  const maxW = Math.min(phone ? 5 * rem : 7 * rem, width / 3);
  const fitFor = (rows) => {
    const perRow = Math.ceil(n / rows);
    if (rows > 1 && perRow * (rows - 1) >= n) return null;
    for (let w = Math.floor(maxW); w >= MIN_CARD; w--) {
      const h = w * CARD_RATIO;
      const tall = h * (1 + (rows - 1) * ROW_SHIFT);
      const wide = w + (perRow - 1) * minStrip(w, phone);
      if (tall <= roomH && wide <= width) return { rows, perRow, w };
    }
    return null;
  };
  const stepOf = (f) => (f.perRow > 1 ? Math.min(f.w + 0.3 * rem, (width - f.w) / (f.perRow - 1)) : f.w);
  const fits = [1, 2, 3, 4].map(fitFor).filter(Boolean);
  const biggest = Math.max(...fits.map((f) => f.w), 0);
  const big = fits.filter((f) => f.w >= 0.88 * biggest);
  // Fewest rows with nearly the biggest cards; one more row when that widens thin strips to comfortable ones.
  const comfortable = phone ? 30 : 36;
  const best = big.find((f) => stepOf(f) >= comfortable) || big[0] || fits[0]
    || { rows: Math.min(4, n), perRow: Math.ceil(n / Math.min(4, n)), w: MIN_CARD };
  return { ...best, step: stepOf(best) };
}
