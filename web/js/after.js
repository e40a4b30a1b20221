// The table's after-the-deal companion: the practice switch and undo, the
// summary's Review and Share buttons, the duplicate comparison of a shared deal,
// the undo mark on the score sheet, and the statistics record after each deal.
// Everything it knows comes from the engine (ops `practice`, `undo`, `review`,
// `replay`, `share`, `duplicate`, `record`); the table calls it at four points:
//
//   barHTML()              the practice switch and the undo button (play bar)
//   decorate(kind)         adds its parts to the overlay the table just drew
//   command(cmd, node)     true when it handled a data-cmd of its own
//   changed(reply)         after every reply that may carry a new save or a deal end
import { labelled, t, tx } from "./i18n.js";
import { errorText, esc } from "./format.js";
import { ReviewView } from "./review.js";
import { matchKey, recordMatch } from "./stats.js";
import { unsaved } from "./unsaved.js";
import { shareUrl } from "./share.js";

const SHARED_PREFIX = "cardavia.shared.";

function saveBody(save) {
  try {
    return JSON.parse(save);
  } catch {
    return {};
  }
}

export class AfterDeal {
  constructor(table) {
    this.table = table;
    this.practice = false;
    this.undoUsed = false;
    this.shared = null; // {seat, deal_no, puzzle, score, seed} of a deal opened from a link
    this.review = null;
    this.recorded = -1;
  }

  /** The seat these features speak for: the person at the bottom (pass and play moves it). */
  seat() {
    return this.table.viewer ?? 0;
  }

  /** The table's engine session (match.js). */
  get match() {
    return this.table.match;
  }

  /** The save's practice marks (the engine keeps them in the save) and a stored shared deal. */
  opened(reply) {
    const body = saveBody(reply.save);
    this.practice = body.practice === true;
    this.undoUsed = body.undo_used === true;
    if (reply.shared) {
      this.shared = { ...reply.shared, seed: body.seed };
      this.storeShared();
    } else {
      this.shared = this.readShared(body.seed);
    }
    this.refreshBar();
  }

  sharedKey() {
    return SHARED_PREFIX + (this.table.embed ? "embed." : "") + this.table.game;
  }

  storeShared() {
    try {
      localStorage.setItem(this.sharedKey(), JSON.stringify(this.shared));
    } catch {
      /* storage unavailable: the comparison lasts until a reload */
    }
  }

  readShared(seed) {
    try {
      const data = JSON.parse(localStorage.getItem(this.sharedKey()) || "null");
      return data && data.seed === seed ? data : null;
    } catch {
      return null;
    }
  }

  // ------------------------------------------------------------ the play bar
  /** The bar's slot; its content (practice switch, undo, the shared-deal note) follows the match. */
  barHTML() {
    return `<span class="after-bar" data-testid="after-bar"></span>`;
  }

  refreshBar() {
    const slot = this.table.root && this.table.root.querySelector(".after-bar");
    if (!slot) return;
    const note = this.shared
      ? `<span class="tag" data-testid="shared-note">${esc(t(this.shared.puzzle ? "share.puzzle" : "share.shared"))}</span>`
      : "";
    const practice = this.table.embed || this.table.demo
      ? ""
      : `<label class="practice-switch"><input type="checkbox" data-cmd="practice" data-testid="practice"${this.practice ? " checked" : ""}> ${esc(t("practice.label"))}</label>
        <button type="button" data-cmd="undo" data-testid="undo"${this.practice ? "" : " hidden"}>${esc(t("practice.undo"))}</button>`;
    slot.innerHTML = note + practice;
  }

  // ------------------------------------------------------------ overlays
  /** True when the overlay host is the review's (the table must not redraw it). */
  owns(kind) {
    return kind === "review" && this.review != null;
  }

  /** The table draws another overlay (Escape closed the review, or another was opened): a review still
   * open stops, or its verdicts still coming in would draw it back over the table. */
  endReview() {
    if (!this.review) return;
    this.review.stop();
    this.review = null;
  }

  /** A language change: an open review is drawn again in the new words (the table leaves its overlay to it). */
  relabelReview() {
    this.review?.draw();
  }

  decorate(kind) {
    const host = this.table.el.overlay;
    if (kind === "summary") {
      const buttons = host.querySelector(".summary-panel .buttons");
      if (!buttons) return;
      const parts = [];
      if (this.shared && this.shared.deal_no === this.dealJustOver()) parts.push(this.duplicateHTML());
      if (this.table.link) parts.push(this.linkHTML());
      if (parts.length) buttons.insertAdjacentHTML("beforebegin", parts.join(""));
      if (!this.table.demo) {
        buttons.insertAdjacentHTML("afterbegin", `
          <button type="button" data-cmd="review" data-testid="review-open">${esc(t("review.open"))}</button>
          <button type="button" data-cmd="share" data-testid="share-deal">${esc(t("share.deal"))}</button>`);
      }
    } else if (kind === "scores" && this.undoUsed) {
      const h2 = host.querySelector("h2");
      if (h2) h2.insertAdjacentHTML("afterend", `<p class="undo-mark" data-testid="undo-mark">${esc(t("practice.used"))}</p>`);
    }
  }

  dealJustOver() {
    const results = this.table.view.results || [];
    return results.length - 1;
  }

  duplicateHTML() {
    const d = this.table.duplicate;
    const text = d ? tx(d.text) : this.shared.score == null ? "" : t("share.theirScore", { score: this.shared.score });
    return `<p class="duplicate" data-testid="duplicate"><strong>${esc(labelled(t("share.compare")))}</strong> ${esc(text)}</p>`;
  }

  linkHTML() {
    return `<p><label>${esc(t("share.title"))} <input class="share-link" data-testid="share-link" readonly value="${esc(this.table.link)}"></label>
      <button type="button" data-cmd="copy-link" data-testid="share-copy">${esc(t("share.copy"))}</button></p>`;
  }

  // ------------------------------------------------------------ commands
  command(cmd, node) {
    if (cmd === "practice") this.setPractice(node.checked);
    else if (cmd === "undo") this.undo();
    else if (cmd === "review") this.openReview();
    else if (cmd === "share") this.share();
    else if (cmd === "copy-link") this.copyLink();
    else return false;
    return true;
  }

  async setPractice(on) {
    try {
      const reply = await this.match.request("practice", { on });
      this.practice = reply.practice;
      this.undoUsed = reply.undo_used;
      this.match.store(reply.save);
    } catch (err) {
      this.table.say(errorText(err));
    }
    this.refreshBar();
  }

  async undo() {
    const table = this.table;
    if (table.busy || !this.match.id) return;
    table.setBusy(true);
    // A computer seat may be thinking: its answer comes first (the engine plays it, then takes it
    // back with the rest), and is dropped; the loop starts again from the undone view.
    this.match.rewind();
    try {
      // Pass and play: a take back goes back to this person's own last move only while no other
      // person has moved since; else the engine refuses and says who (their move is theirs to keep).
      const people = Array.from({ length: table.people > 1 ? table.people : 0 }, (_, s) => s);
      const reply = await this.match.request("undo", { seat: this.seat(), keep: people.filter((s) => s !== this.seat()) });
      this.undoUsed = reply.undo_used;
      this.match.store(reply.save);
      table.update({ overlay: null, summaryHidden: false, hint: null, view: reply.view });
      table.say("");
    } catch (err) {
      table.say(table.txs(errorText(err)));
      // Nothing was taken back, but a computer's move dropped above may have been made: the
      // engine's view of the match as it is now (the next answer's save holds that move).
      try {
        table.update({ view: (await this.match.request("view", { seat: this.seat() })).view });
      } catch {
        /* the engine is lost: the next request recovers the match */
      }
    } finally {
      table.setBusy(false);
    }
    table.loop();
  }

  openReview() {
    const table = this.table;
    const dealNo = this.dealJustOver();
    if (dealNo < 0) return;
    table.update({ overlay: "review" });
    const host = table.el.overlay;
    const review = new ReviewView(host, {
      request: (op, payload) => this.match.request(op, payload),
      seat: this.seat(),
      deck: table.deck,
      seatName: (s) => table.seatName(s),
      shareUrl: (token) => shareUrl(token, location, table.level),
      onClose: () => {
        this.review = null;
        table.update({ overlay: null });
      },
    }, dealNo);
    this.review = review;
    review.open().catch((err) => review.fail(errorText(err)));
  }

  async share() {
    try {
      const reply = await this.match.request("share", { seat: this.seat(), deal_no: this.dealJustOver() });
      this.table.update({ link: shareUrl(reply.token, location, this.table.level) });
    } catch (err) {
      this.table.say(errorText(err));
    }
  }

  async copyLink() {
    const input = this.table.el.overlay.querySelector("[data-testid=share-link]");
    if (!input) return;
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
      this.table.say(t("share.copied"));
    } catch {
      /* no clipboard: the selected address can be copied by hand */
    }
  }

  /** Store the match's statistics record (a deal opened from a link is a chosen deal); when the
   * browser refuses, keep it and try again (unsaved.js says so meanwhile). */
  keepRecord(record) {
    const key = `stats:${matchKey(record)}`;
    if (recordMatch(record)) unsaved.stored(key);
    else unsaved.failed(key, () => recordMatch(record), "stats");
  }

  // ------------------------------------------------------------ after each reply
  async changed(reply) {
    const view = reply && reply.view;
    if (!view || view.status === "playing") return;
    const results = view.results || [];
    if (results.length === this.recorded) return;
    this.recorded = results.length;
    this.table.update({ link: null });
    try {
      // The statistics are one player's record: not kept for the demo or pass and play.
      if (!this.table.demo && (this.table.people ?? 1) === 1) {
        const rec = await this.match.request("record", { seat: this.seat() });
        this.keepRecord(this.shared ? { ...rec.record, chosen: true } : rec.record);
      }
      const s = this.shared;
      if (s && s.score != null && s.deal_no === results.length - 1) {
        this.table.update({ duplicate: await this.match.request("duplicate", { seat: s.seat, deal_no: s.deal_no, score: s.score }) });
      }
    } catch (err) {
      this.table.say(errorText(err));
    }
  }
}
