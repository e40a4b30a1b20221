// The decisions row under the felt: the card-verb modes (play / discard / take), the
// ring switch, the discard pick's note and confirm button, and one button per legal
// non-card action, labelled by the engine.
import { t, tx } from "./i18n.js";
import { esc } from "./format.js";
import { DiscardPick } from "./discard-pick.js";

/**
 * The row's HTML for the grouped choices `ch` (actions.js groupChoices): `verb` the card
 * verb a click means now, `ring` whether the ring switch is on, `pick` the DiscardPick,
 * `hint` the engine's hint (its button marked).
 */
export function decisionsHTML(view, ch, { verb, ring, pick, hint }) {
  const labels = view.labels || {};
  const parts = [];
  if (ch.verbs.length > 1) {
    for (const each of ch.verbs) {
      const active = verb === each;
      parts.push(`<button type="button" class="mode${active ? " active" : ""}" data-mode="${each}" data-testid="mode-${each}" aria-pressed="${active}">${esc(t(`table.mode.${each}`))}</button>`);
    }
  }
  if (ch.verbs.length === 1 && ch.verbs[0] === "take") {
    // The only card action takes the turned card: say that a click names the discard.
    parts.push(`<span class="mode-note" data-testid="mode-note">${esc(t("table.mode.take"))}</span>`);
  }
  if (ch.ringCards.size) {
    parts.push(`<label class="toggle"><input type="checkbox" data-testid="ring-toggle" data-cmd="ring"${ring ? " checked" : ""}> ${esc(t("table.ring"))}</label>`);
  }
  if (ch.mine && DiscardPick.active(view)) {
    const n = view.discards_left;
    const ready = pick.ready(view);
    parts.push(`<span class="mode-note" data-testid="pick-note">${esc(t("table.pickNote", { n, picked: pick.codes.length }))}</span>`);
    parts.push(`<button type="button" class="decision" data-testid="confirm-discard" data-cmd="confirm-discard"${ready ? "" : " disabled"}>${esc(t("table.confirmDiscard"))}</button>`);
  }
  for (const action of orderButtons(ch.buttons)) {
    const label = labels[action] ? tx(labels[action]) : action;
    const hinted = hint && hint.action === action ? " hinted" : "";
    parts.push(`<button type="button" class="decision${hinted}" data-testid="decision" data-action="${esc(action)}">${esc(label)}</button>`);
  }
  return parts.join("");
}

/** The button that brings the hidden deal summary back. */
export function summaryButtonHTML() {
  return `<button type="button" class="decision-summary" data-cmd="show-summary" data-testid="show-summary">${t("summary.back")}</button>`;
}

// Buttons read from the modest choice to the boldest (the engine sorts actions
// alphabetically, which would put "Garde contre" before "Prise").
const BUTTON_RANK = {
  pass: 0, "announce:none": 0, "poignee:none": 0,
  "bid:prise": 1, "bid:garde": 2, "bid:garde_sans": 3, "bid:garde_contre": 4,
  "poignee:simple": 1, "poignee:double": 2, "poignee:triple": 3, "announce:chelem": 1,
};

function orderButtons(actions) {
  return actions
    .map((action, i) => [BUTTON_RANK[action] ?? 0, i, action])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map((x) => x[2]);
}
