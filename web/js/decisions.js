// The decisions row under the felt: the card-verb modes (play / discard / take), a
// switch per card modifier the legal actions offer, the discard pick's note and confirm
// button, and one button per legal non-card action, all labelled by the engine
// (view.labels, view.display.modes and .modifiers).
import { t, tx } from "./i18n.js";
import { esc } from "./format.js";
import { DiscardPick, discardsOf } from "./discard-pick.js";
import { modifiedCards } from "./actions.js";

/**
 * The row's HTML for the grouped choices `ch` (actions.js groupChoices): `verb` the card
 * verb a click means now, `modifier` the card modifier switched on (or null), `pick` the DiscardPick,
 * `hint` the engine's hint (its button marked).
 */
export function decisionsHTML(view, ch, { verb, modifier, pick, hint }) {
  const labels = view.labels || {};
  const { modes = {}, modifiers = {} } = view.display || {};
  const parts = [];
  if (ch.verbs.length > 1) {
    for (const each of ch.verbs) {
      const active = verb === each;
      parts.push(`<button type="button" class="mode${active ? " active" : ""}" data-mode="${each}" data-testid="mode-${each}" aria-pressed="${active}">${esc(tx(modes[each]) || each)}</button>`);
    }
  }
  if (ch.verbs.length === 1 && ch.verbs[0] === "take") {
    // The only card action takes the turned card: say that a click names the discard.
    parts.push(`<span class="mode-note" data-testid="mode-note">${esc(tx(modes.take) || "take")}</span>`);
  }
  for (const [key, label] of Object.entries(modifiers)) {
    if (!modifiedCards(ch, key).size) continue;
    const on = modifier === key ? " checked" : "";
    parts.push(`<label class="toggle"><input type="checkbox" data-testid="${esc(key)}-toggle" data-cmd="modifier" data-modifier="${esc(key)}"${on}> ${esc(tx(label) || key)}</label>`);
  }
  const discards = discardsOf(view);
  if (ch.mine && DiscardPick.active(discards)) {
    const n = discards.discards_left;
    const ready = pick.ready(discards);
    parts.push(`<span class="mode-note" data-testid="pick-note">${esc(t("table.pickNote", { n, picked: pick.codes.length }))}</span>`);
    parts.push(`<button type="button" class="decision" data-testid="confirm-discard" data-cmd="confirm-discard"${ready ? "" : " disabled"}>${esc(t("table.confirmDiscard"))}</button>`);
  }
  for (const action of orderButtons(ch.buttons, view)) {
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

// Buttons in the engine's order (view.display.buttons: from the modest choice to the
// boldest; the legal actions are sorted by name); any it does not list come last.
function orderButtons(actions, view) {
  const order = (view && view.display && view.display.buttons) || [];
  const rank = (action) => (order.includes(action) ? order.indexOf(action) : order.length);
  return [...actions].sort((a, b) => rank(a) - rank(b));
}
