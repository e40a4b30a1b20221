// The first-deal guide: the first time someone opens a game the table offers it
// (one click starts it, one dismisses it; the Guide button brings it back), then
// walks them through one real deal. At each of the
// player's decisions it shows what is being decided and the suggested choice with
// its reason — both in the engine's words (the `guide` op: the game's text for the
// phase plus the hint). The player may follow the suggestion ("Do it"), play
// anything else, or stop the guide; once finished or stopped it stays away unless
// asked for again (remembered per game in localStorage).
//
// The panel sits beside the play, never over it (app.css): a column at the right of a wide table,
// a sheet of fixed height between the felt and the player's own row on a phone. It keeps its
// place for the whole guided deal (between the player's turns it says the others play), so the
// felt is laid out again once when it opens and once when it closes, not at every step.
//
//   guideWanted(game, params)         true when the guide should be offered by itself
//   new Guide(host)                   host = {root, felt, bar, game, request(op, payload), act(action),
//                                     label(action), reflow(), focusPlay()}: the panel goes in the table's
//                                     flow after the felt; reflow() lays the felt out again when it opens or
//                                     closes; focusPlay() gives the focus to the hand or the decisions
//   guide.dock()                      mark the table as guided and set the side panel's top (below the bar)
//   guide.offer()                     show the offer (start / no thanks)
//   guide.update(view, id)            on every render: shows the step on my turn, hides it otherwise
//   guide.start() / guide.stop()      start walking / close and remember
//   guide.played()                    the player moved: an offer left unanswered folds away
//                                     (offered again next time; the Guide button brings it now)
//   guide.relabel()                   draw what is shown again, in the current language
//   guide.finished                    true from the end of the guided deal until the next deal:
//                                     the deal's summary carries the guide's closing words
import { labelled, lang, t, tx } from "./i18n.js";
import { esc } from "./format.js";

const KEY = (game) => `cardavia.guide.${game}`;

export function guideWanted(game, params) {
  if (params && params.get("guide") === "0") return false;
  if (params && params.get("guide") === "1") return true;
  try {
    return localStorage.getItem(KEY(game)) !== "done";
  } catch {
    return false; // no storage (an embed): never open by itself
  }
}

function remember(game) {
  try {
    localStorage.setItem(KEY(game), "done");
  } catch {
    /* no storage: the guide simply closes */
  }
}

export class Guide {
  constructor(host) {
    this.host = host;
    this.active = false;
    this.key = null; // the position the shown step belongs to
    this.step = null;
    this.shown = null; // "offer" | "next" | "step": what the panel holds, for relabel()
    this.guiding = false;
    this.finished = false;
    this.panel = document.createElement("section");
    this.panel.className = "guide-panel";
    this.panel.dataset.testid = "guide";
    this.panel.setAttribute("aria-labelledby", "guide-title");
    this.panel.tabIndex = -1; // holds the focus while the control used is gone and the next is not yet there
    this.panel.hidden = true;
    this.panel.addEventListener("click", (ev) => {
      const cmd = ev.target.closest("button")?.dataset.guide;
      if (cmd === "do" && this.step) this.host.act(this.step.action);
      if (cmd === "start") this.start();
      if (cmd === "stop") this.stop();
    });
    this.panel.addEventListener("scroll", () => this.markMore(), { passive: true });
    host.felt.after(this.panel);
  }

  /** A panel whose words go on below its buttons fades its last visible line into them: a line cut
   * in half behind the buttons would read as the end, not as "scroll for more". */
  markMore() {
    const { scrollHeight, scrollTop, clientHeight } = this.panel;
    this.panel.classList.toggle("more-below", scrollHeight - scrollTop - clientHeight > 1);
  }

  /** Show `html` as what the panel holds (`shown`); the felt is laid out again if the panel opened. A
   * focus inside the panel stays there: on the same control if it is drawn again (Stop), else on the
   * suggestion's button once there is one (Start, then the first suggestion, from the keyboard alone),
   * else on the panel. */
  show(html, shown) {
    const active = document.activeElement;
    const control = this.panel.contains(active) ? active.dataset.guide ?? "" : null;
    this.panel.innerHTML = html;
    this.shown = shown;
    this.setOpen(true);
    this.markMore();
    if (control == null) return;
    const again = control && this.panel.querySelector(`[data-guide="${control}"]`);
    (again || this.panel.querySelector("[data-guide=do]") || this.panel).focus();
  }

  setOpen(open) {
    if (this.panel.hidden === !open) return;
    this.panel.hidden = !open;
    this.host.reflow();
  }

  dock() {
    const open = !this.panel.hidden;
    this.host.root.classList.toggle("guide-open", open);
    if (open) this.panel.style.top = `${this.host.bar.offsetTop + this.host.bar.offsetHeight}px`;
    this.markMore();
  }

  offer() {
    this.show(`<h2 id="guide-title">${esc(t("guide.title"))}</h2>
      <p data-testid="guide-offer">${esc(t("guide.offer"))}</p>
      <div class="guide-actions">
        <button type="button" class="primary" data-guide="start" data-testid="guide-start">${esc(t("guide.start"))}</button>
        <button type="button" data-guide="stop" data-testid="guide-no">${esc(t("guide.no"))}</button>
      </div>`, "offer");
  }

  relabel() {
    if (this.panel.hidden) return;
    if (this.shown === "offer") this.offer();
    else if (this.shown === "next") this.waitForDeal();
    else if (this.shown === "watch") this.watch();
    else if (this.shown === "step" && this.step) this.render(this.step);
  }

  start() {
    this.active = true;
    this.guiding = false; // true once a deal is being walked
    this.key = null;
    if (this.view && this.view.status !== "playing") this.waitForDeal();
    else if (this.view) this.update(this.view, this.id);
  }

  /** Asked for between deals: it says it will walk the next one. */
  waitForDeal() {
    this.show(`<h2 id="guide-title">${esc(t("guide.title"))}</h2>
      <p data-testid="guide-next">${esc(t("guide.next"))}</p>
      <div class="guide-actions"><button type="button" data-guide="stop" data-testid="guide-stop">${esc(t("guide.stop"))}</button></div>`, "next");
  }

  /** Between the player's decisions (and while the engine works out the next step): the panel keeps its place. */
  watch() {
    this.show(`<h2 id="guide-title">${esc(t("guide.title"))}</h2>
      <p data-testid="guide-watch">${esc(t("guide.watch"))}</p>
      <div class="guide-actions"><button type="button" data-guide="stop" data-testid="guide-stop">${esc(t("guide.stop"))}</button></div>`, "watch");
  }

  played() {
    if (this.shown === "offer" && !this.panel.hidden) this.setOpen(false);
  }

  stop() {
    const focused = this.panel.contains(document.activeElement);
    this.active = false;
    this.setOpen(false);
    remember(this.host.game);
    if (focused) this.host.root.querySelector("[data-testid=guide-button]")?.focus(); // it opens the guide again
  }

  /** Show the step for `view` when it is my decision; finish when the deal is over. */
  async update(view, id) {
    this.view = view;
    this.id = id;
    if (view.status === "playing") this.finished = false;
    if (!this.active) return;
    if (view.status !== "playing") {
      if (!this.guiding) return; // asked for between deals: it walks the next one
      // The summary covers the table now: the guide's last words go into it (overlays.js).
      this.setOpen(false);
      this.finished = true;
      remember(this.host.game);
      this.active = false;
      return;
    }
    this.guiding = true;
    const mine = view.to_act === view.seat && (view.legal || []).length > 0;
    if (!mine) {
      if (this.shown !== "watch" || this.panel.hidden) this.watch();
      return;
    }
    const key = `${id}|${lang()}|${view.deal_no}|${(view.events || []).length}|${view.legal.join(",")}`; // asked anew in another language
    if (key === this.key) return;
    this.key = key;
    this.watch(); // no stale suggestion while the engine thinks about this one
    try {
      const reply = await this.host.request("guide", { seat: view.seat });
      if (this.key !== key || !this.active) return;
      this.step = reply.guide;
      this.render(reply.guide);
    } catch {
      this.watch();
      if (document.activeElement === this.panel) { // no suggestion to wait for: back to the play
        this.panel.blur();
        this.host.focusPlay();
      }
    }
  }

  render(step) {
    const title = `<h2 id="guide-title">${esc(t("guide.title"))}</h2>`;
    const what = tx(step.what) || t("guide.decide");
    const choice = this.host.label(step.action);
    this.show(`${title}
      <p class="guide-what" data-testid="guide-what">${esc(what)}</p>
      <p class="guide-why" data-testid="guide-why"><strong>${esc(t("guide.suggest"))} ${esc(choice)}.</strong> ${esc(tx(step.reason))}</p>
      <div class="guide-actions">
        <button type="button" class="primary" data-guide="do" data-testid="guide-do">${esc(labelled(t("guide.do")))} ${esc(choice)}</button>
        <button type="button" data-guide="stop" data-testid="guide-stop">${esc(t("guide.stop"))}</button>
      </div>`, "step");
  }
}
