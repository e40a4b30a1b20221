// The turn flow of a table: the person's move sent and its answer shown (a finished
// trick stays a moment, then flies to its winner), the computer seats played through
// the engine's `ai` op until it is a person's turn, the next deal, and with several
// people at one screen (pass and play) the cover between their turns.
import { t } from "./i18n.js";
import { settings, sleep, speedFactor } from "./settings.js";
import { errorText } from "./format.js";
import { parseCardAction } from "./actions.js";
import { announce } from "./announce.js";
import { playSound } from "./sound.js";

export class Turns {
  /** table: the Table whose view, match and drawing this drives. */
  constructor(table) {
    this.table = table;
    this.looping = false; // a loop is running (one at a time)
    this.rerun = false; // loop() was asked while one ran: it runs again once that one has stopped
  }

  isPerson(seat) {
    return seat != null && seat < this.table.people;
  }

  /** The person at `seat` has the device: draw the table from their seat. */
  async showPerson(seat) {
    const table = this.table;
    if (table.busy || !table.match.id) return;
    table.setBusy(true);
    try {
      const reply = await table.match.request("view", { seat });
      table.update({ viewer: seat, view: reply.view });
      table.uncover();
    } catch (err) {
      table.say(errorText(err));
    } finally {
      table.setBusy(false);
    }
  }

  /** Send the person's `action`; then (unless `loop` is false) the computer seats play on. */
  async act(action, { loop = true } = {}) {
    const table = this.table;
    if (table.busy || !table.match.id) return false;
    const generation = table.match.generation;
    table.setBusy(true);
    table.update({ hint: null });
    table.say("");
    let reply;
    try {
      reply = await table.match.request("act", { action, seat: table.viewer });
    } catch (err) {
      table.setBusy(false);
      if (err.kind === "lost") {
        await table.recover(); // the move was not made: the player makes it again
        return false;
      }
      table.say(errorText(err));
      return false;
    }
    table.update({ modifier: null, busy: false });
    const ca = parseCardAction(action);
    if (ca && ca.verb === "play") playSound("card");
    await this.apply(reply, generation);
    // Pass and play: once a person's turn is over, the cover hides their hand.
    if (table.cover && table.view.status === "playing" && table.view.to_act !== table.viewer) table.coverFor(null);
    if (loop) this.loop();
    return true;
  }

  async nextDeal() {
    const table = this.table;
    if (table.busy || !table.match.id) return;
    table.setBusy(true);
    try {
      const reply = await table.match.request("next_deal", { seat: table.viewer });
      table.match.store(reply.save);
      table.config.onReply(reply);
      table.after.changed(reply);
      table.update({ overlay: null, summaryHidden: false, view: reply.view, mode: "play" });
      if (table.cover) table.coverFor(null);
    } catch (err) {
      if (err.kind === "lost") {
        table.setBusy(false);
        await table.recover();
        return;
      }
      table.say(errorText(err));
    } finally {
      table.setBusy(false);
    }
    this.loop();
  }

  /** Show what changed: a completed trick stays a moment, then flies to its winner. `generation`:
   * the match's when the request was sent; an answer about the match as it was before a reopen
   * (another tab's newer state, a restarted worker) is neither stored nor drawn. */
  async apply(reply, generation) {
    const table = this.table;
    const reopened = () => table.match.generation !== generation;
    if (reopened()) return;
    table.match.store(reply.save); // may find this tab behind, and reopen the match
    if (reopened()) return;
    table.config.onReply(reply);
    table.after.changed(reply);
    const prev = table.view;
    const next = reply.view;
    const f = speedFactor();
    const lastChanged =
      next.last_trick &&
      prev &&
      prev.deal_no === next.deal_no &&
      JSON.stringify(prev.last_trick) !== JSON.stringify(next.last_trick);
    if (lastChanged) {
      const lt = next.last_trick;
      playSound("trick");
      announce(t("announce.trick", { name: table.seatName(lt.winner) }));
    }
    const dealEnds = prev && prev.status === "playing" && next.status !== "playing";
    if (lastChanged && f > 0 && table.alive) {
      const { cards, winner } = next.last_trick;
      // Nobody may act while the finished trick is shown (to_act null); the hand is the new one.
      table.update({
        view: { ...prev, hand: next.hand, hand_sizes: next.hand_sizes, legal: [], to_act: null },
        trick: { cards, before: prev.trick ? prev.trick.cards : [], winner },
      });
      // The last card lands (380), the full trick is seen (300), then flies to its winner; the
      // deal's last trick stays longer, so it is seen before the summary covers the table.
      await sleep(380 * f + 300 * f + (dealEnds ? 900 * f : 0));
      await table.gather(winner);
      if (reopened()) return; // the reopened view stays
      table.update({ view: next });
      return;
    }
    const before = prev && prev.deal_no === next.deal_no && prev.trick ? prev.trick.cards : null;
    // The cards played since the view before fly in from their seats.
    table.update({ view: next, ...(before ? { trick: { cards: next.trick ? next.trick.cards : [], before, winner: null } } : {}) });
  }

  /** Let the computer seats play until it is a person's turn (or the deal ends); then, with
   * several people, the cover asks for the person to act. One loop at a time: asked while one
   * runs (a reopened match asks when its new view is in place), it runs again once that one has
   * stopped, so the computer seats play on from the current view once, and no restart is lost. */
  async loop() {
    const table = this.table;
    if (this.looping) {
      this.rerun = true;
      return;
    }
    this.looping = true;
    this.rerun = false;
    try {
      await this.playComputers();
    } finally {
      this.looping = false;
      table.update({ thinking: null });
    }
    if (this.rerun) return this.loop();
    if (!table.cover || !table.alive || !table.view || !table.match.id) return;
    if (table.view.status !== "playing") {
      table.uncover(); // the deal's result is public; the hands are played out
    } else if (this.isPerson(table.view.to_act) && (table.cover.covered || table.view.to_act !== table.viewer)) {
      table.coverFor(table.view.to_act);
    }
  }

  async playComputers() {
    const table = this.table;
    // The loop plays for the session it started with. A reopen closes it (match.id is null until
    // the new one answers) and counts a new generation: the loop then stops, sending nothing for
    // the old or a null session, and the reopen starts it again from the reopened view.
    const generation = table.match.generation;
    const current = () => table.alive && table.match.id && table.match.generation === generation;
    while (current() && table.view && table.view.status === "playing") {
      const actor = table.view.to_act;
      if (actor == null || this.isPerson(actor)) break;
      const reply = await this.computerMove(actor);
      if (reply === "stop") return;
      if (reply === "error") break;
      const played = parseCardAction(reply.action || "");
      if (played) playSound("card");
      // The engine names the move as this seat may know it (a face-down discard names no card).
      const what = reply.label ? table.txs(reply.label) : table.actionLabel(reply.action);
      announce(t("announce.played", { name: table.seatName(actor), what }));
      await this.apply(reply, generation);
    }
    if (!current()) return;
    if (table.view && table.view.status === "playing" && table.view.to_act === table.viewer && !table.demo) {
      playSound("turn");
      announce(`${t("announce.turn")} ${table.txs(table.view.prompt)}`);
      const legal = table.view.legal || [];
      if (settings().autoPlay && legal.length === 1 && parseCardAction(legal[0])?.verb === "play") {
        await sleep(250 * speedFactor());
        if (current() && table.view.legal.length === 1) return this.act(legal[0]);
      }
    }
    if (table.demo && table.view && table.view.status === "deal_over") {
      await sleep(Math.max(table.hold, settings().pause * 3));
      if (current() && table.view.status === "deal_over" && !table.overlay) return this.nextDeal();
    }
    if (table.demo && table.view && table.view.status === "match_over") table.config.onMatchOver();
  }

  /**
   * One move of the computer at seat `actor`, shown as "thinking" for at least the pause the
   * settings ask. The reply, or what the loop does instead: "error" (said; the loop stops),
   * "stop" (the table is gone, or the match was reopened meanwhile, or the engine was lost and
   * the match reopens: the reopen starts the loop anew).
   */
  async computerMove(actor) {
    const table = this.table;
    table.update({ thinking: actor });
    const pause = settings().pause;
    const started = performance.now();
    let reply;
    const generation = table.match.generation;
    const reopened = () => generation !== table.match.generation;
    try {
      // The `ai` op plays for a computer seat and answers with the view of `seat`.
      const me = table.viewer;
      const seat = actor !== me ? me : me === 0 ? 1 : 0;
      reply = await table.match.request("ai", { seat, level: table.level });
      if (reopened()) return "stop"; // its session is closed: nothing more is asked of it
      if (seat !== me) reply = { ...reply, ...(await table.match.request("view", { seat: me })) };
    } catch (err) {
      table.update({ thinking: null });
      if (reopened()) return "stop";
      if (err.kind === "lost") {
        table.recover(); // reopens the match and starts the loop again, after this one's finally
        return "stop";
      }
      table.say(errorText(err));
      return "error";
    }
    const wait = pause - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    if (!table.alive || reopened()) return "stop"; // an answer about the match as it was
    table.update({ thinking: null });
    return reply;
  }
}
