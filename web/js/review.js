// The Review view: a finished deal replayed position by position (or trick by
// trick), forward and back, all hands open, with the engine's verdict on each of
// your decisions. The positions come from the engine's `replay` op (refused until
// the deal is over); the verdicts from its `review` op, one decision per request,
// so the engine stays free for other requests and the page shows progress. Both come
// in every language (`lang: null`): a language chosen while the review is open words it
// again at once, without judging the deal a second time.
import { lang, t, tx } from "./i18n.js";
import { miniCard } from "./public.js";
import { esc, number } from "./format.js";
import { announce } from "./announce.js";

/** A request's `lang` that asks for its texts in every language (py/cardavia/bridge.py). */
const EVERY_LANGUAGE = null;

/** A loss as the page language writes a number: at most one decimal ("1.5", Czech "1,5"), no grouping. */
function amount(x) {
  return number(Math.round(x * 10) / 10, 1);
}

// Where the focus goes when a move disables the control that had it (at the last position Forward, Next
// trick and End are off; at the first, Start, Previous trick and Back): the step the other way, so the
// player's place in the deal is kept. The puzzle button, once pressed, gives way to its link.
const FOCUS_INSTEAD = {
  forward: "[data-review=back]", "next-trick": "[data-review=back]", end: "[data-review=back]",
  back: "[data-review=forward]", "prev-trick": "[data-review=forward]", start: "[data-review=forward]",
  puzzle: "[data-testid=puzzle-link]",
};

/** The selector that finds `el` again after a redraw, if it is one of the review's controls. */
function controlOf(el) {
  if (el.dataset.review === "step") return `[data-review=step][data-step="${el.dataset.step}"]`;
  if (el.dataset.review) return `[data-review="${el.dataset.review}"]`;
  if (el.dataset.testid === "puzzle-link") return "[data-testid=puzzle-link]";
  return null;
}

/** The frame index that starts the trick containing frame `i` (a frame with an empty trick). */
function trickStart(frames, i) {
  let k = Math.min(i, frames.length - 1);
  while (k > 0 && frames[k].trick && frames[k].trick.cards && frames[k].trick.cards.length) k--;
  return k;
}

export class ReviewView {
  /**
   * host: {request(op, payload) (about the match: it names the session), seat, deck, seatName(seat), shareUrl(token), onClose()}; the view draws
   * into `mount` (the table's overlay host) and owns it until closed.
   */
  constructor(mount, host, dealNo) {
    this.mount = mount;
    this.host = host;
    this.dealNo = dealNo;
    this.frames = [];
    this.entries = [];
    this.total = null;
    this.at = 0;
    this.puzzle = null; // {step, url}: a link to the position of one of your decisions
    this.problem = ""; // an engine error to show
    this.alive = true;
    this.mount.addEventListener("click", (this.onClick = (ev) => this.click(ev)));
  }

  async open() {
    this.draw();
    const replay = await this.host.request("replay", { deal_no: this.dealNo, lang: EVERY_LANGUAGE });
    if (!this.alive) return;
    this.frames = replay.frames;
    this.draw();
    // The review opens with the focus on its first step forward (until the positions came it was on Close,
    // and stays there if they do not come).
    this.mount.querySelector("[data-review=forward]:not([disabled])")?.focus();
    // One verdict per request: the page stays responsive and shows progress.
    let next = 0;
    while (this.alive) {
      const reply = await this.host.request("review", {
        seat: this.host.seat, deal_no: this.dealNo, start: next, limit: 1, lang: EVERY_LANGUAGE,
      });
      if (!this.alive) return;
      this.total = reply.total;
      this.entries.push(...reply.entries);
      next = reply.next;
      this.draw();
      if (next >= reply.total || !reply.entries.length) break;
    }
    // The count of decisions judged is said once, when the review has them all (not at every verdict).
    if (this.alive && this.entries.length >= this.total) {
      announce(this.mount.querySelector("[data-testid=review-progress]")?.textContent ?? "");
    }
  }

  /** Show an engine error in the review, and say it once (drawn again at every verdict, a region of
   * its own would be read again each time). */
  fail(problem) {
    this.problem = problem;
    this.draw();
    if (this.alive) announce(problem);
  }

  /** No more drawing or requests: the table has moved on (Escape, another overlay). */
  stop() {
    this.alive = false;
    this.mount.removeEventListener("click", this.onClick);
  }

  /** The review's own Close. */
  close() {
    this.stop();
    this.mount.innerHTML = "";
    this.host.onClose();
  }

  /** The frame index of log step `step`. */
  frameOf(step) {
    return this.frames.findIndex((f) => f.step === step);
  }

  costliest() {
    return this.entries.reduce((best, e) => (best == null || e.loss > best.loss ? e : best), null);
  }

  /** Show position `i`; `toBoard`: scroll the panel back to the board (a decision picked in the list
   * below it), else the control used stays in view. What happens there, and the verdict on it, is said
   * to screen readers. */
  go(i, toBoard = false) {
    this.at = Math.max(0, Math.min(this.frames.length - 1, i));
    this.draw();
    if (toBoard) this.mount.querySelector("[data-testid=review]").scrollTop = 0;
    else if (this.mount.contains(document.activeElement)) document.activeElement.scrollIntoView({ block: "nearest" });
    const said = ["review-what", "review-verdict"].map((id) => this.mount.querySelector(`[data-testid=${id}]`)?.textContent ?? "");
    announce(said.filter(Boolean).join(" "));
  }

  click(ev) {
    const b = ev.target.closest("[data-review]");
    if (!b) return;
    const cmd = b.dataset.review;
    const n = this.frames.length;
    if (cmd === "close") return this.close();
    if (cmd === "start") return this.go(0);
    if (cmd === "end") return this.go(n - 1);
    if (cmd === "back") return this.go(this.at - 1);
    if (cmd === "forward") return this.go(this.at + 1);
    if (cmd === "prev-trick") {
      const start = trickStart(this.frames, this.at);
      return this.go(start < this.at ? start : trickStart(this.frames, this.at - 1));
    }
    if (cmd === "next-trick") {
      let k = this.at + 1;
      while (k < n - 1 && this.frames[k].trick && this.frames[k].trick.cards && this.frames[k].trick.cards.length) k++;
      return this.go(k);
    }
    if (cmd === "costliest") {
      const worst = this.costliest();
      if (worst) this.go(this.frameOf(worst.step), true);
      return;
    }
    if (cmd === "step") return this.go(this.frameOf(Number(b.dataset.step)), true);
    if (cmd === "puzzle") {
      this.sharePuzzle().catch((err) => this.fail(tx(err) || String(err)));
    }
  }

  /** A link that gives a friend this position of the deal: "what would you play here?" */
  async sharePuzzle() {
    const frame = this.frames[this.at];
    if (!frame || frame.actor !== this.host.seat || frame.step == null) return;
    const reply = await this.host.request("share", { seat: this.host.seat, deal_no: this.dealNo, step: frame.step });
    this.puzzle = { step: frame.step, url: this.host.shareUrl(reply.token) };
    this.draw();
  }

  /** Draw the review anew; the control that had the focus keeps it (or its neighbour, when a move
   * disabled it) and the panel keeps its scroll, so a verdict that arrives or a step taken does not
   * throw a keyboard user back to the page's start. */
  draw() {
    if (!this.alive) return;
    const had = this.mount.contains(document.activeElement) ? document.activeElement : null;
    const places = had ? [controlOf(had), FOCUS_INSTEAD[had.dataset.review]] : [];
    const scroll = this.mount.querySelector("[data-testid=review]")?.scrollTop ?? 0;
    this.mount.innerHTML = this.html();
    this.mount.querySelector("[data-testid=review]").scrollTop = scroll;
    if (!had) return;
    const target = places.map((place) => place && this.mount.querySelector(place)).find((el) => el && !el.disabled);
    // Not scrolled to: a verdict that comes in while the player reads the board leaves the panel where it is.
    (target ?? this.mount.querySelector("[data-review=close]")).focus({ preventScroll: true });
  }

  /** The review's markup at the current position. */
  html() {
    const n = this.frames.length;
    const frame = this.frames[this.at];
    const entry = frame ? this.entries.find((e) => e.step === frame.step) : null;
    const done = this.total != null && this.entries.length >= this.total;
    const costly = this.entries.filter((e) => e.verdict === "costly").length;
    const progress = this.total === 0
      ? t("review.none")
      : done
        ? t("review.judged", { n: this.total, costly })
        : t("review.judging", { k: this.entries.length, n: this.total ?? "…" });
    const verdict = entry
      ? `<div class="review-verdict ${esc(entry.verdict)}" data-testid="review-verdict" data-verdict="${esc(entry.verdict)}">${esc(tx(entry.reason))}</div>`
      : frame && frame.actor === this.host.seat && frame.step != null
        ? `<div class="review-verdict" data-testid="review-verdict">${esc(t("review.waiting"))}</div>`
        : "";
    const what = !frame
      ? ""
      : frame.step == null
        ? t("review.end.text")
        : t(frame.kind ? "review.actsKind" : "review.acts", { kind: tx(frame.kind), who: this.host.seatName(frame.actor), what: tx(frame.label) });
    const list = this.entries
      .map((e, k) => `<li><button type="button" class="review-step ${esc(e.verdict)}${frame && e.step === frame.step ? " current" : ""}" data-review="step" data-step="${e.step}" data-testid="review-step" data-verdict="${esc(e.verdict)}" data-loss="${e.loss}" aria-current="${frame && e.step === frame.step}">${k + 1}. ${esc(tx(this.frames[this.frameOf(e.step)]?.label || e.action))}${e.loss > 0 ? ` <small>−${amount(e.loss)}</small>` : ""}</button></li>`)
      .join("");
    const btn = (cmd, key, disabled = false) =>
      `<button type="button" data-review="${cmd}" data-testid="review-${cmd}"${disabled ? " disabled" : ""}>${esc(t(key))}</button>`;
    return `
      <div class="overlay review-overlay" data-testid="overlay-review">
        <div class="overlay-panel review-panel" role="dialog" aria-labelledby="review-title" data-testid="review" data-at="${this.at}" data-step="${frame && frame.step != null ? frame.step : ""}">
          <h2 id="review-title">${esc(t("review.title", { n: this.dealNo + 1 }))}</h2>
          <p class="review-progress" data-testid="review-progress" data-done="${done}">${esc(progress)}</p>
          ${this.problem ? `<p class="message" data-testid="review-problem">${esc(this.problem)}</p>` : ""}
          ${frame ? this.boardHTML(frame) : ""}
          <p class="review-what" data-testid="review-what">${n ? esc(t("review.position", { k: this.at + 1, n })) + " · " : ""}${esc(what)}</p>
          ${verdict}
          ${frame && frame.actor === this.host.seat && frame.step != null ? this.puzzleHTML(frame) : ""}
          <div class="buttons review-nav">
            ${btn("start", "review.start", this.at === 0)}${btn("prev-trick", "review.prevTrick", this.at === 0)}${btn("back", "review.back", this.at === 0)}
            ${btn("forward", "review.forward", this.at >= n - 1)}${btn("next-trick", "review.nextTrick", this.at >= n - 1)}${btn("end", "review.end", this.at >= n - 1)}
          </div>
          ${this.entries.length ? `<h3>${esc(t("review.decisions"))}</h3><ol class="review-steps">${list}</ol>` : ""}
          <div class="buttons">
            ${btn("costliest", "review.costliest", !this.entries.some((e) => e.loss > 0))}
            <button type="button" class="primary" data-review="close" data-testid="review-close">${esc(t("review.close"))}</button>
          </div>
        </div>
      </div>`;
  }

  puzzleHTML(frame) {
    if (this.puzzle && this.puzzle.step === frame.step) {
      return `<p><label>${esc(t("review.puzzleLink"))} <input class="share-link" data-testid="puzzle-link" readonly value="${esc(this.puzzle.url)}"></label></p>`;
    }
    return `<p><button type="button" data-review="puzzle" data-testid="review-puzzle">${esc(t("review.share"))}</button></p>`;
  }

  boardHTML(frame) {
    const deck = this.host.deck;
    const seats = frame.hands
      .map((hand, s) => `<div class="review-seat${frame.actor === s ? " acting" : ""}" data-testid="review-hand-${s}"><span class="name">${esc(this.host.seatName(s))}</span><span class="review-cards">${hand.map((c) => miniCard(c, deck)).join("")}</span></div>`)
      .join("");
    // Between tricks the table is empty: the trick just won is shown instead, faded, with its winner.
    let cards = frame.trick && frame.trick.cards ? frame.trick.cards : [];
    let won = null;
    if (!cards.length && frame.last_trick && frame.last_trick.cards) {
      cards = frame.last_trick.cards;
      won = frame.last_trick.winner;
    }
    const trick = cards
      .map((c) => `<figure class="${won != null ? "done" : ""}${won === c.seat ? " winner" : ""}">${miniCard(c.card, deck)}<figcaption>${esc(this.host.seatName(c.seat))}</figcaption></figure>`)
      .join("");
    return `<div class="review-board">${seats}<div class="review-trick" data-testid="review-trick">${trick}</div></div>`;
  }
}
