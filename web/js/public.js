// Draws a view's `display` (the engine's description of what the table shows
// besides the cards: docs/protocol.md) as labelled items, and each seat's tags
// and stats. Presentation only: the words, what is shown and in which order are
// the engine's; this file knows no game.
import { isText, labelled, lang, tx } from "./i18n.js";
import { cardName, cardSVG, parseCard, suitName, suitSymbolSVG } from "./cards.js";
import { settings } from "./settings.js";
import { fillSeats } from "./seats.js";
import { esc } from "./format.js";

export function miniCard(code, deck) {
  const name = cardName(code, deck, lang(), settings().picture);
  return `<span class="mini-card" role="img" aria-label="${esc(name)}" title="${esc(name)}">${cardSVG(code, deck, { picture: settings().picture, lang: lang() })}</span>`;
}

/** One part of an item's value: words (a string or {[language]: words}), {strong}, {cards} or {suits}. */
function partHTML(part, deck, words) {
  if (isText(part)) return esc(words(part));
  if (part && "strong" in part) return `<strong>${esc(words(part.strong))}</strong>`;
  if (part && Array.isArray(part.cards)) {
    const cards = part.cards.map((c) => (parseCard(c, deck) ? miniCard(c, deck) : esc(c))).join("");
    return `<span class="mini-cards">${cards}</span>`;
  }
  if (part && Array.isArray(part.suits)) {
    const picture = settings().picture;
    return part.suits
      .map((s) => `<span class="suit-key" data-suit="${esc(s)}">${suitSymbolSVG(s, deck, picture)} ${esc(suitName(s, deck, lang(), picture))}</span>`)
      .join(" ");
  }
  return "";
}

/**
 * Info items for the strip above the table, and per-seat tags/stats, from `view.display`.
 * `seatName(i)` names a seat. Returns {html, tags: [[...], ...], stats: [[...], ...]}.
 */
export function describePublic(view, deck, seatName) {
  const display = view.display || { items: [], seats: [] };
  const words = (text) => fillSeats(tx(text), seatName);
  const html = display.items
    .map((item) => {
      const value = item.value.map((part) => partHTML(part, deck, words)).join("");
      return `<span class="info-item" data-testid="public-${esc(item.key)}"><span class="label">${esc(labelled(words(item.label)))}</span> <span class="value">${value}</span></span>`;
    })
    .join("");
  const seats = Array.from({ length: view.players }, (_, i) => display.seats[i] || { tags: [], stats: [] });
  return {
    html,
    tags: seats.map((s) => s.tags.map((mark) => words(mark.text))),
    stats: seats.map((s) => s.stats.map((mark) => words(mark.text))),
  };
}
