// The table's page skeleton: the play bar, the info strip, the felt with its seat
// and trick layers, the self bar, the message line, the decisions, the hand and the
// overlay host; and its chrome texts relabelled after a language switch.
import { t, tx } from "./i18n.js";
import { esc } from "./format.js";

/** The skeleton's HTML for the game `entry`; `afterBar` the after-the-deal part of the bar (after.js). */
export function shellHTML({ entry, demo, embed, afterBar }) {
  const game = entry.id;
  return `
      <section class="play" data-testid="table" data-game="${esc(game)}" aria-label="${esc(tx(entry.name))}">
        <div class="play-bar">
          <h1 data-testid="table-title">${esc(tx(entry.name))}</h1>
          <span class="deal-no" data-testid="deal-no"></span>
          <button type="button" data-testid="hint" data-cmd="hint">${t("table.hint")}</button>
          ${demo ? "" : `<button type="button" data-testid="guide-button" data-cmd="guide">${t("table.guide")}</button>`}
          <button type="button" data-testid="last-trick" data-cmd="last">${t("table.lastTrick")}</button>
          <button type="button" data-testid="score-sheet" data-cmd="scores">${t("table.scores")}</button>
          ${afterBar}
          ${embed
            ? `<button type="button" data-cmd="settings" data-testid="embed-settings">${t("nav.settings")}</button><a class="button-link" href="./#/game/${esc(game)}" target="_blank" rel="noopener" data-testid="embed-open">${t("embed.open")}</a>`
            : `<a class="button-link" href="#/game/${esc(game)}" data-testid="to-rules">${t("table.rules")}</a>`}
        </div>
        <div class="info-strip" data-testid="public" role="group" aria-label="${t("table.info")}"></div>
        <div class="felt" data-testid="felt">
          <div class="seats"></div>
          <div class="trick-area" data-testid="trick" role="group" aria-label="${t("table.trick")}"></div>
        </div>
        <div class="self-bar" data-testid="self">
          <span class="name"></span><span class="self-stats"></span>
          <span class="prompt" data-testid="prompt"></span>
        </div>
        <div class="message" data-testid="message" role="status" aria-live="polite"></div>
        <div class="decisions" data-testid="decisions"></div>
        <div class="hand" data-testid="hand" role="group" aria-label="${t("table.hand")}"></div>
        <div class="overlay-host"></div>
      </section>`;
}

/** The skeleton's parts by name. */
export function shellParts(root) {
  return {
    deal: root.querySelector(".deal-no"),
    info: root.querySelector(".info-strip"),
    felt: root.querySelector(".felt"),
    seats: root.querySelector(".seats"),
    trick: root.querySelector(".trick-area"),
    self: root.querySelector(".self-bar"),
    prompt: root.querySelector(".prompt"),
    message: root.querySelector(".message"),
    decisions: root.querySelector(".decisions"),
    hand: root.querySelector(".hand"),
    overlay: root.querySelector(".overlay-host"),
  };
}

/** The skeleton's chrome texts in the page language, after a language switch. */
export function relabelShell(root, el, entry) {
  const title = root.querySelector("[data-testid=table-title]");
  if (title) title.textContent = tx(entry.name);
  root.setAttribute("aria-label", tx(entry.name)); // root: the table's section
  const bar = { hint: "table.hint", guide: "table.guide", last: "table.lastTrick", scores: "table.scores", settings: "nav.settings" };
  for (const [cmd, key] of Object.entries(bar)) {
    const b = root.querySelector(`.play-bar [data-cmd=${cmd}]`);
    if (b) b.textContent = t(key);
  }
  const links = { "to-rules": "table.rules", "embed-open": "embed.open" };
  for (const [id, key] of Object.entries(links)) {
    const a = root.querySelector(`[data-testid=${id}]`);
    if (a) a.textContent = t(key);
  }
  el.hand.setAttribute("aria-label", t("table.hand"));
  el.info.setAttribute("aria-label", t("table.info"));
  el.trick.setAttribute("aria-label", t("table.trick"));
}
