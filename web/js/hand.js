// The player's hand in the page: one button per card (its name and whether it may be
// played, picked, or came from the talon, for screen readers), laid in overlapping
// rows by the pure geometry of hand-layout.js from what the page measures.
import { lang, t } from "./i18n.js";
import { cardName, cardSVG } from "./cards.js";
import { settings } from "./settings.js";
import { esc } from "./format.js";
import { parseCardAction } from "./actions.js";
import { ROW_SHIFT, fitHand, handRoom } from "./hand-layout.js";
import { CARD_RATIO } from "./layout.js";
import { rootEm } from "./felt.js";

/**
 * The hand's cards as buttons. `playable`: card -> the action a click sends;
 * `yourTurn`: say in each card's name whether it may be played; `picked(code)`: a
 * discard picked, when `picking`; `taken`: the cards just taken from the talon or chien;
 * `hint`: the engine's hint, its card marked.
 */
export function handHTML(codes, { deck, playable, yourTurn, picking, picked, taken, hint }) {
  const opts = { picture: settings().picture, lang: lang() };
  const hintedCard = hint ? parseCardAction(hint.action || "")?.card : null;
  return codes
    .map((code) => {
      const action = playable.get(code);
      const name = cardName(code, deck, lang(), settings().picture);
      const hinted = hintedCard === code ? " hinted" : "";
      const attrs = action ? ` data-action="${esc(action)}" data-legal="true"` : ` data-legal="false"`;
      const isPicked = picking && picked(code);
      const marks = `${isPicked ? " picked" : ""}${taken.has(code) ? " from-talon" : ""}`;
      const state = [
        yourTurn ? t(action ? "card.playable" : "card.notPlayable") : "",
        isPicked ? t("card.picked") : "",
        taken.has(code) ? t("card.fromTalon") : "",
      ].filter(Boolean);
      const label = [name, ...state].join(", ");
      return `<button type="button" class="card${action ? " legal" : ""}${hinted}${marks}" data-testid="hand-card" data-card="${esc(code)}"${attrs}${picking ? ` aria-pressed="${isPicked}"` : ""}><span class="sr-only">${esc(label)}</span>${cardSVG(code, deck, opts)}</button>`;
    })
    .join("");
}

/**
 * Fit the hand's cards into the room the table (`root`) leaves it beside the felt
 * (hand-layout.js): the biggest cards that show a readable strip each, in as few
 * overlapping rows as that takes.
 */
export function layoutHand(hand, root, felt, share = undefined) {
  const nodes = [...hand.querySelectorAll(".card")];
  if (!nodes.length) {
    hand.replaceChildren();
    return;
  }
  const rem = rootEm();
  const style = getComputedStyle(hand);
  const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const width = hand.clientWidth - padX - 4;
  // The table's height without the hand in it: cards freshly drawn stand in one column (the hand
  // is a column of rows), which made the table taller than its screen and gave the hand the room
  // the felt needs (a 560-px embed's felt 110 px high, a trick card on a seat). Out of the flow,
  // not out of the page, so a scrolled page keeps its place.
  hand.style.position = "absolute";
  const table = root.clientHeight || window.innerHeight;
  hand.style.position = "";
  let others = 0;
  for (const child of root.children) {
    // What lies over the table (the guide's side panel, pass and play's cover) takes no height from it.
    if (child !== hand && child !== felt && getComputedStyle(child).position !== "absolute") others += child.offsetHeight;
  }
  const phone = Math.min(width, window.innerHeight) < 600; // a phone, upright or sideways
  const roomH = handRoom({ table, others, padY, rem, phone, share });
  const { rows, perRow, w, step } = fitHand({ n: nodes.length, width, roomH, rem, phone });
  hand.style.setProperty("--hand-w", `${w}px`);
  hand.dataset.rows = String(rows);
  const built = [];
  for (let r = 0; r < rows; r++) {
    const row = document.createElement("div");
    row.className = "hand-row";
    if (r > 0) row.style.marginTop = `${-w * CARD_RATIO * (1 - ROW_SHIFT)}px`;
    nodes.slice(r * perRow, (r + 1) * perRow).forEach((node, i) => {
      node.style.marginLeft = i === 0 ? "0" : `${step - w}px`;
      row.appendChild(node);
    });
    built.push(row);
  }
  hand.replaceChildren(...built);
}
