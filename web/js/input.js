// What the person does at a table: clicks on cards, decisions and the bar's buttons,
// the keyboard (arrows along the hand and the decisions, Escape closing an overlay),
// picked discards confirmed, the hint, and the engine's reason when a card may not
// be played. Focus stays with the player's controls after every move.
import { lang, t, tx } from "./i18n.js";
import { cardName } from "./cards.js";
import { settings } from "./settings.js";
import { errorText } from "./format.js";
import { currentVerb, modifierOf, parseCardAction } from "./actions.js";
import { DiscardPick, discardsOf } from "./discard-pick.js";

export class TableInput {
  /** table: the Table to act on; listens on its root, hand and decisions, and on the document for Escape. */
  constructor(table) {
    this.table = table;
    this.focusCode = null; // the hand card the player was on
    const { root, hand, decisions } = { root: table.root, ...table.el };
    root.addEventListener("click", (ev) => this.onClick(ev));
    hand.addEventListener("keydown", (ev) => this.onHandKey(ev));
    decisions.addEventListener("keydown", (ev) => this.onDecisionKey(ev));
    this.onKey = (ev) => this.onGlobalKey(ev);
    document.addEventListener("keydown", this.onKey);
  }

  detach() {
    document.removeEventListener("keydown", this.onKey);
  }

  onClick(ev) {
    const table = this.table;
    const target = ev.target.closest("button, input[data-cmd]");
    if (!target || !table.root.contains(target)) return;
    const cmd = target.dataset.cmd;
    if (target.classList.contains("card")) return this.onCard(target);
    if (cmd && table.after.command(cmd, target)) return;
    if (target.dataset.mode) return table.update({ mode: target.dataset.mode });
    if (target.dataset.action) return table.act(target.dataset.action);
    if (cmd === "modifier") return table.update({ modifier: target.checked ? target.dataset.modifier : null });
    if (cmd === "hint") return this.askHint();
    if (cmd === "guide") return table.guide.start();
    if (cmd === "confirm-discard") return this.confirmDiscard();
    if (cmd === "settings") {
      document.querySelector("[data-testid=settings-button]").click();
      return;
    }
    if (cmd === "last" || cmd === "scores") return table.update({ overlay: cmd });
    if (cmd === "close-overlay") return table.update({ overlay: null });
    if (cmd === "hide-summary") return table.update({ summaryHidden: true, overlay: null });
    if (cmd === "show-summary") return table.update({ summaryHidden: false });
    if (cmd === "next") return table.turns.nextDeal();
    if (cmd === "again") return table.playAgain();
  }

  /** Escape closes the open overlay (Last trick, Score sheet, the review, the deal summary); the settings dialog closes itself. */
  onGlobalKey(ev) {
    const table = this.table;
    if (ev.key !== "Escape" || document.querySelector("dialog[open]")) return;
    const summary = table.view && table.view.status !== "playing" && !table.overlay && !table.summaryHidden;
    if (table.overlay) table.update({ overlay: null });
    else if (summary) table.update({ summaryHidden: true });
    else return;
    ev.preventDefault();
    table.flush(); // focus goes to what the closed overlay uncovers
    const back = table.el.decisions.querySelector("button") || table.el.hand.querySelector(".card.legal");
    if (back) back.focus();
  }

  /** Arrows move along the decision buttons as they do along the hand; Down goes to the hand. */
  onDecisionKey(ev) {
    const { decisions, hand } = this.table.el;
    const buttons = [...decisions.querySelectorAll("button:not([disabled])")];
    const i = buttons.indexOf(document.activeElement);
    if (i < 0) return;
    if (ev.key === "ArrowRight" || ev.key === "ArrowLeft") {
      buttons[(i + (ev.key === "ArrowRight" ? 1 : buttons.length - 1)) % buttons.length].focus();
      ev.preventDefault();
    } else if (ev.key === "ArrowDown") {
      const card = hand.querySelector(".card.legal") || hand.querySelector(".card");
      if (card) card.focus();
      ev.preventDefault();
    }
  }

  onHandKey(ev) {
    const { decisions, hand } = this.table.el;
    if (ev.key === "ArrowUp") {
      const button = decisions.querySelector("button:not([disabled])");
      if (button) button.focus();
      ev.preventDefault();
      return;
    }
    if (ev.key !== "ArrowLeft" && ev.key !== "ArrowRight") return;
    const cards = [...hand.querySelectorAll(".card")];
    const i = cards.indexOf(document.activeElement);
    if (i < 0) return;
    const next = cards[(i + (ev.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length];
    next.focus();
    ev.preventDefault();
  }

  async onCard(node) {
    const table = this.table;
    this.focusCode = node.dataset.card;
    const v = table.view;
    const discards = discardsOf(v);
    if (!table.busy && table.choices().mine && DiscardPick.active(discards)) {
      if (table.togglePick(node.dataset.card)) {
        table.flush(); // the card keeps the focus in the hand drawn anew
        this.keepFocusOn(node.dataset.card);
        return;
      }
      if (table.pick.codes.length >= discards.discards_left && v.legal.includes(`discard:${node.dataset.card}`)) {
        table.say(t("table.pickFull", { n: discards.discards_left }));
        return;
      }
    }
    if (node.dataset.action) return table.act(node.dataset.action);
    // Not legal now: ask the engine why, in the player's words.
    if (!table.match.id || table.busy) return;
    const verb = currentVerb(table.choices(), table.mode);
    const action = `${verb}:${node.dataset.card}${verb === "play" && table.modifier ? `+${table.modifier}` : ""}`;
    node.classList.remove("flash");
    void node.offsetWidth;
    node.classList.add("flash");
    try {
      const reply = await table.match.request("why", { action, seat: table.viewer });
      if (reply.reason) table.say(tx(reply.reason));
    } catch (err) {
      table.say(errorText(err));
    }
  }

  /** After a move focus stays with the player's controls: the hand card they were on, or the first choice. */
  keepFocus() {
    const table = this.table;
    const v = table.view;
    if (table.demo || table.busy || v.status !== "playing" || v.to_act !== 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    if (document.querySelector("dialog[open]")) return;
    const hand = [...table.el.hand.querySelectorAll(".card")];
    const target = hand.find((c) => c.dataset.card === this.focusCode && c.dataset.legal === "true")
      || hand.find((c) => c.dataset.legal === "true")
      || table.el.decisions.querySelector("button");
    if (target) target.focus({ preventScroll: true });
  }

  keepFocusOn(code) {
    const card = this.table.el.hand.querySelector(`.card[data-card="${code}"]`);
    if (card) card.focus({ preventScroll: true });
  }

  /** Send the picked discards, one by one; the engine checks each (a refusal is shown, nothing is lost). */
  async confirmDiscard() {
    const table = this.table;
    if (!table.pick.ready(discardsOf(table.view)) || table.busy) return;
    const actions = table.takePicked();
    for (const action of actions) {
      if (!table.alive || !table.view.legal.includes(action)) break;
      const ok = await table.act(action, { loop: false });
      if (!ok) break;
    }
    table.loop();
  }

  async askHint() {
    const table = this.table;
    if (!table.match.id || table.busy || table.view.to_act !== table.viewer || table.view.status !== "playing") return;
    try {
      const reply = await table.match.request("hint", { seat: table.viewer });
      const hint = reply.hint || {};
      const ca = parseCardAction(hint.action || "");
      // The hinted card is shown under its verb and modifier.
      const verb = ca && ca.verb !== table.mode && table.choices().verbs.includes(ca.verb) ? { mode: ca.verb } : {};
      const modifier = ca && modifierOf(ca);
      table.update({ hint, ...verb, ...(modifier ? { modifier } : {}) });
      const label = table.view.labels && table.view.labels[hint.action];
      // Worded when drawn: the player may switch language while the hint shows.
      table.say(() => {
        const what = ca ? cardName(ca.card, table.deck, lang(), settings().picture) : label ? tx(label) : hint.action;
        const reason = table.txs(hint.reason);
        return `${t("table.hintLabel")} ${what}${reason ? ` — ${reason}` : ""}`;
      }, true);
    } catch (err) {
      table.say(errorText(err));
    }
  }
}
