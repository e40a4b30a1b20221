// The table: draws any view of the common schema (docs/protocol.md), sends the
// player's intents, runs the computer seats through the engine's `ai` op, and
// autosaves. No rules here: what may be played comes from `view.legal`, why a
// card may not be played from the engine's `why` op.
//
// This module holds the table's one state and puts its parts together. The state (`state`, read
// as the table's own read-only properties) changes only through the table's few methods (`update`,
// `say`, `setBusy`, `coverFor`/`uncover`, `togglePick`/`takePicked`); the table knows which page
// regions each change shows in (DRAWS) and redraws them once, on the next animation frame, however
// many changes came before it (`flush()` draws at once where the page must show a change first).
// The parts:
//   match.js        the engine session and the autosave
//   table-shell.js  the page skeleton          felt.js     seats and the trick (layout.js)
//   hand.js         the hand (hand-layout.js)  decisions.js  the decisions row
//   overlays.js     summary, score sheet, last trick
//   turns.js        moves, the computer seats' loop, next deal, pass and play's cover
//   input.js        clicks, keys, focus, hint, discards confirmed
//   after.js        practice, undo, review, share, statistics
import { count, lang, t, tx } from "./i18n.js";
import { cardName } from "./cards.js";
import { settings } from "./settings.js";
import { describePublic } from "./public.js";
import { Cover } from "./pass-and-play.js";
import { AfterDeal } from "./after.js";
import { fillSeats, seatLabelHTML } from "./seats.js";
import { DiscardPick, discardsOf } from "./discard-pick.js";
import { Guide, guideWanted } from "./guide.js";
import { esc, errorText, fmt, unit } from "./format.js";
import { currentVerb, groupChoices, modifiedCards, parseCardAction } from "./actions.js";
import { Match } from "./match.js";
import { relabelShell, shellHTML, shellParts } from "./table-shell.js";
import { Felt, glyphStatHTML, seatBadgesHTML } from "./felt.js";
import { handHTML, layoutHand } from "./hand.js";
import { decisionsHTML, summaryButtonHTML } from "./decisions.js";
import { overlayHTML } from "./overlays.js";
import { Turns } from "./turns.js";
import { TableInput } from "./input.js";

export { dropSave, readSave } from "./saves.js";
export { errorText } from "./format.js";

export class Table {
  /**
   * mount: element to draw into; engine: the Engine; entry: the catalogue's game
   * entry (id, deck, direction, score_unit …); level: AI level; demo: every seat AI.
   */
  /* Hooks for the embed and the demo (embed.js, demo.js): onSave(save) after every autosave,
   * onReply(reply) for every engine reply that changed the match (its `captions`),
   * onMatchOver() when a demo table has finished its match; hold: ms a demo deal's result stays;
   * keep: false for the club demo, whose matches are never written over the player's save;
   * room: the club demo's table, read across a room ({hands: "shown" | "hidden"}, demo.js): its trick
   * the largest thing on the felt, the hands face up or none at all. */
  /* people: pass and play (pass-and-play.js), seats 0 … people−1 are people at this screen;
   * `viewer` is the seat whose view is drawn (at the bottom), the person whose turn it is. */
  constructor(mount, { engine, entry, level = "normal", demo = false, embed = false, people = 1, names = null, onSave, onReply, onMatchOver, hold = 2500, keep = true, room = null }) {
    this.mount = mount;
    this.config = Object.freeze({
      entry, game: entry.id, deck: entry.deck, level, demo, embed, hold, room,
      people: demo ? 0 : people,
      onReply: onReply || (() => {}),
      onMatchOver: onMatchOver || (() => {}),
    });
    this.state = initialState({
      names: names || [], // pass and play: the people's names by seat ("" or none: "Player N")
      openHands: room && room.hands === "shown" ? new Map() : null, // seat -> its cards, face up
    });
    this.match = new Match(engine, this.game, {
      embed,
      keep,
      meta: () => ({ level: this.level, demo: this.demo, people: this.people, ...(this.people > 1 ? { names: this.names } : {}) }),
      onSave: onSave || (() => {}),
      onNewer: (entry) => this.openNewer(entry),
    });
    this.pick = new DiscardPick();
    this.turns = new Turns(this);
    this.onResize = () => this.#invalidate(["layout"]);
    window.addEventListener("resize", this.onResize);
    this.after = new AfterDeal(this);
    this.buildShell({ namesAsked: Boolean(names) }); // names given by the address or the save are not asked again
  }

  // ------------------------------------------------------------ state and redraw
  /** Change the table's state (keys of `initialState`): the regions each change shows in are
   * redrawn once, on the next animation frame. A new view shows its trick as it stands, unless
   * `trick` ({cards, before, winner}: cards not in `before` fly in) says how it arrives. */
  update(patch) {
    const regions = new Set();
    const next = { ...patch };
    if (next.view && next.view !== this.state.view && !("trick" in next)) {
      next.trick = { cards: next.view.trick ? next.view.trick.cards : [], before: null, winner: null };
    }
    if (next.thinking != null) {
      // A computer seat thinks: the trick is drawn at rest, as it always was (no card still flying).
      const trick = next.trick || this.state.trick;
      next.trick = { ...trick, before: null };
    }
    for (const [key, value] of Object.entries(next)) {
      if (!(key in DRAWS)) throw new Error(`not a table state: ${key}`);
      if (this.state[key] === value) continue;
      this.state[key] = value;
      for (const region of DRAWS[key]) regions.add(region);
    }
    if (!(#dirty in this)) return; // a test's table with no page to draw
    this.#invalidate(regions);
    if ("view" in next) this.#speakPageLanguage();
  }

  #asking = false;

  /** The view speaks another language than the page (the player switched, or a reply asked before the
   * switch came after it): the engine is asked for it again in the page's language, and for a hint
   * shown. The match is the engine's: nothing of it is lost, only its words change. */
  #speakPageLanguage() {
    const view = this.state.view;
    if (!view || !view.lang || view.lang === lang() || this.#asking || !this.match.id || !this.alive) return;
    this.#asking = true;
    const generation = this.match.generation;
    const hinted = Boolean(this.state.hint);
    this.match.request("view", { seat: this.viewer })
      .then((reply) => {
        // Only over a view in another language: one asked for since (in the page's) is as new or newer.
        if (!this.alive || generation !== this.match.generation || this.state.view.lang === reply.view.lang) return;
        this.update({ view: reply.view, trick: this.state.trick });
        if (hinted && this.state.hint) this.input.askHint();
      })
      .catch((err) => this.say(errorText(err)))
      .finally(() => {
        this.#asking = false;
        this.#speakPageLanguage(); // the language changed again meanwhile
      });
  }

  #dirty = new Set();
  #frame = 0;
  #timer = 0;

  /** Ask for `regions` to be drawn: one redraw per animation frame takes every request since the last
   * (a timer stands in where frames stop, as in a hidden tab). Nothing is drawn before the shell is. */
  #invalidate(regions) {
    if (!this.root || !this.alive) return;
    for (const region of regions) this.#dirty.add(region);
    if (!this.#dirty.size || this.#frame) return;
    this.#frame = requestAnimationFrame(() => this.flush());
    this.#timer = setTimeout(() => this.flush(), 100);
  }

  /** Draw now what was asked for (nothing when nothing was). */
  flush() {
    if (!this.root) return;
    cancelAnimationFrame(this.#frame);
    clearTimeout(this.#timer);
    this.#frame = 0;
    const dirty = new Set(this.#dirty);
    this.#dirty.clear();
    if (!this.alive || !dirty.size) return;
    if (!this.view) {
      // Before the first view (its arrival draws everything): the message line and the hand's room.
      if (dirty.has("message")) this.renderMessage();
      if (dirty.has("layout")) this.layoutHand();
      return;
    }
    if (dirty.has("all")) {
      this.render();
      return;
    }
    if (dirty.has("root")) this.drawRoot();
    if (dirty.has("decisions")) this.renderDecisions();
    if (dirty.has("message")) this.renderMessage();
    if (dirty.has("hand")) this.renderHand();
    else if (dirty.has("layout")) this.layoutHand();
    if (dirty.has("seats")) this.drawSeats();
    if (dirty.has("trick")) this.renderTrick();
    if (dirty.has("overlay")) this.renderOverlay();
  }

  /** Show `text` (a string, or a function giving it in the current language) in the message line. */
  say(text, hint = false) {
    this.update({ message: text ? { text, hint } : null });
  }

  /** Busy while a request for the human is on its way: shown at once on the table's
   * `data-busy`, so nothing (a person, a test) takes the old view for a turn still open; not busy
   * shows with the redraw that draws the answer. */
  setBusy(busy) {
    this.update({ busy });
    if (busy && this.root) this.root.dataset.busy = "true";
  }

  /** Pass and play: the cover waits for the person at `seat` (null: whoever is next). The table
   * behind it is drawn at once: no hand shows while the cover is up. */
  coverFor(seat) {
    this.cover.waitFor(seat);
    this.#invalidate(["all"]);
    this.flush();
  }

  /** Pass and play: the cover goes (the person at the bottom has the device, or the deal is over),
   * and the table is drawn at once from that person's seat. */
  uncover() {
    this.cover.hide();
    this.#invalidate(["all"]);
    this.flush();
  }

  /** Pick or unpick a discard (discard-pick.js); true when the pick changed. */
  togglePick(code) {
    const changed = this.pick.toggle(code, discardsOf(this.view));
    if (changed) this.#invalidate(["decisions", "hand"]);
    return changed;
  }

  /** The picked discards' actions, the pick emptied for the next. */
  takePicked() {
    const actions = this.pick.actions();
    this.pick.clear();
    this.#invalidate(["decisions", "hand"]);
    return actions;
  }

  /** The finished trick flies to its winner (felt.js), drawn first as it stands; once gathered it is
   * gone at once (its faded cards would still lie on the winner's seat until the next frame). */
  async gather(winner) {
    this.flush();
    await this.felt.gather(winner);
    this.update({ trick: { cards: [], before: null, winner: null } });
    this.flush();
  }

  // ------------------------------------------------------------ lifecycle
  async startNew({ players, seed, options, deal = null }) {
    if (this.match.engine.state !== "ready") this.el.prompt.textContent = t("engine.waiting");
    const reply = await this.match.open("new_game", { game: this.game, players, seed, options, deal, seat: this.viewer });
    this.match.slot.forget(); // a new match the player asked for replaces the stored one
    this.adopt(reply);
  }

  /** Take over a session the engine opened (a new match, a save, a shared link). */
  adopt(reply) {
    this.match.opened(reply.id, reply.save);
    this.after.opened(reply);
    this.update({ view: reply.view });
    this.loop();
  }

  async resume(saveText) {
    if (this.match.engine.state !== "ready") this.el.prompt.textContent = t("engine.waiting");
    this.match.slot.adopt();
    this.adopt(await this.match.open("load", { save: saveText, game: this.game, seat: this.viewer }));
  }

  destroy() {
    this.state.alive = false;
    cancelAnimationFrame(this.#frame);
    clearTimeout(this.#timer);
    window.removeEventListener("resize", this.onResize);
    this.match.slot.close();
    this.input.detach();
    this.match.close();
  }

  /** Reopen the match from a save (the engine keeps it under a new id); the loop goes on from there
   * (turns.js: a loop still running for the old session stops, and this one starts once it has). */
  async reopen(saveText, message) {
    const reply = await this.match.reload(saveText, this.viewer);
    if (!reply) return; // a later reopen shows the newer state
    this.match.id = reply.id; // with its view: whatever sees the new id sees the new view
    this.update({ view: reply.view, overlay: null, mode: "play", busy: false });
    this.after.opened(reply); // the save's practice marks
    this.say(message);
    this.loop();
  }

  /** Another tab played on: show its state instead of overwriting it. */
  openNewer(entry) {
    if (!this.alive || !entry) return;
    this.reopen(entry.save, t("save.behind")).catch((err) => this.say(errorText(err)));
  }

  /** The engine's worker was lost and restarted: resume from the last save (written after every answer). */
  async recover() {
    if (!this.alive || !this.match.lastSave) return false;
    try {
      await this.reopen(this.match.lastSave, t("engine.restarted"));
      return true;
    } catch (err) {
      this.say(errorText(err));
      return false;
    }
  }

  /** An engine text in the page language, its seat tags replaced by the names the table shows. */
  txs(text) {
    return fillSeats(tx(text), (s) => this.seatName(s));
  }

  seatName(seat) {
    // Several people at one screen: each by the name they gave, else "Player N" (the cover calls them
    // so); the computer seats keep their names.
    if (this.people > 1 && seat < this.people) return this.names[seat] || t("seat.person", { n: seat + 1 });
    if (seat === 0 && !this.demo) return t("table.you");
    const names = t("seat.names").split(",");
    return names[(seat + names.length - 1) % names.length] || `#${seat + 1}`;
  }

  // ------------------------------------------------------------ turns (turns.js)
  act(action, options) {
    this.guide.played();
    return this.turns.act(action, options);
  }

  loop() {
    return this.turns.loop();
  }

  playAgain() {
    const p = new URLSearchParams();
    p.set("players", String(this.view.players));
    p.set("level", this.level);
    if (this.demo) p.set("demo", "1");
    if (this.people > 1) p.set("people", String(this.people));
    for (const name of this.people > 1 ? this.names : []) p.append("name", name);
    location.hash = `#/${this.embed ? "embed" : "play"}/${this.game}?${p}`;
  }

  // ------------------------------------------------------------ DOM skeleton
  buildShell({ namesAsked }) {
    this.mount.innerHTML = shellHTML({ entry: this.entry, demo: this.demo, embed: this.embed, afterBar: this.after.barHTML() });
    this.root = this.mount.querySelector(".play");
    this.el = shellParts(this.root);
    this.felt = new Felt(this.el, this.entry.direction, { room: Boolean(this.room) });
    this.input = new TableInput(this);
    const params = new URLSearchParams(location.search);
    this.guide = new Guide({
      root: this.root,
      felt: this.el.felt,
      bar: this.root.querySelector(".play-bar"),
      game: this.game,
      request: (op, payload) => this.match.request(op, payload),
      act: (action) => this.act(action),
      label: (action) => this.actionLabel(action),
      reflow: () => this.layoutHand(), // its panel docked anew: the hand at once in the room left
      focusPlay: () => this.input.keepFocus(),
    });
    // The guide speaks to one player about their hand: not offered to several people at one screen.
    if (!this.demo && !this.embed && this.people <= 1 && guideWanted(this.game, params)) this.guide.offer();
    // Pass and play's cover, last: everything of the table before it is made inert while it is up.
    if (this.people > 1) {
      this.cover = new Cover(this.root, {
        name: (seat) => this.seatName(seat),
        onShow: (seat) => this.turns.showPerson(seat),
        onNames: (names) => {
          this.update({ names });
          if (this.match.lastSave) this.match.store(this.match.lastSave); // kept with the match (meta)
        },
      });
      if (namesAsked) this.cover.waitFor(null);
      else this.cover.askNames(this.people, (seat) => t("seat.person", { n: seat + 1 }));
    }
  }

  // ------------------------------------------------------------ rendering
  /** Everything (a new view, seat or names). */
  render() {
    const v = this.view;
    this.drawRoot();
    this.el.deal.textContent = `${t("table.deal")} ${v.deal_no + 1}`;
    const pub = describePublic(v, this.deck, (s) => this.seatName(s));
    this.el.info.innerHTML = pub.html;
    this.renderSelf(pub);
    this.renderDecisions();
    this.renderMessage();
    this.renderHand(); // first: the hand's height decides the felt's
    this.drawSeats(pub);
    this.renderTrick();
    if (this.match.id) this.guide.update(v, this.match.id); // before the overlay: a finished guide's words go in the summary
    this.renderOverlay();
    this.input.keepFocus();
  }

  /** The table's attributes: what a person (or a test) reads before acting. */
  drawRoot() {
    const v = this.view;
    this.root.dataset.status = v.status;
    this.root.dataset.phase = v.phase || "";
    this.root.dataset.toAct = v.to_act == null ? "" : String(v.to_act);
    this.root.dataset.busy = this.busy ? "true" : "false";
    this.root.dataset.viewer = String(this.viewer);
  }

  /** The other seats' badges (felt.js), placed around the felt. */
  drawSeats(pub = describePublic(this.view, this.deck, (s) => this.seatName(s))) {
    this.felt.drawSeats(seatBadgesHTML(this.view, {
      viewer: this.viewer, pub, seatName: (s) => this.seatName(s), thinking: this.thinking, deck: this.deck,
      scoreUnit: (n) => unit(this.entry, n), faces: (seat) => (this.openHands && this.openHands.get(seat)) || null,
    }));
    this.placeFelt();
  }

  /** The club demo's open hands: every other seat's cards as that seat's own view has them, drawn
   * in its badge once all have answered (still this match: a finished table asks nothing more). */
  async showOpenHands() {
    const id = this.match.id;
    if (!this.openHands || !id || !this.view) return;
    const seats = Array.from({ length: this.view.players }, (_, s) => s).filter((s) => s !== this.viewer);
    const views = await Promise.all(seats.map((seat) => this.match.request("view", { seat })));
    if (!this.alive || this.match.id !== id) return;
    this.update({ openHands: new Map(seats.map((seat, i) => [seat, views[i].view.hand || []])) });
  }

  /** The words for an action: a card's name, or the engine's label. */
  actionLabel(action) {
    const ca = parseCardAction(action || "");
    if (ca) return cardName(ca.card, this.deck, lang(), settings().picture);
    const labels = (this.view && this.view.labels) || {};
    return labels[action] ? tx(labels[action]) : String(action || "");
  }

  placeFelt() {
    if (this.view) this.felt.place(this.view.players, this.viewer);
  }

  /** The trick as the state has it; cards not in its `before` fly in from their seat (once). */
  renderTrick() {
    const { cards, before, winner } = this.state.trick;
    this.felt.drawTrick(cards, before, winner, { deck: this.deck, seatName: (s) => this.seatName(s) });
    this.state.trick = { cards, before: null, winner };
  }

  renderSelf(pub) {
    const v = this.view;
    const me = this.viewer;
    const toAct = v.to_act === me && v.status === "playing";
    this.el.self.classList.toggle("to-act", toAct);
    const tags = [...pub.tags[me]];
    if (v.dealer === me) tags.unshift(t("table.dealer"));
    this.el.self.querySelector(".name").innerHTML = seatLabelHTML(this.seatName(me), me);
    const total = v.totals ? v.totals[me] : 0;
    const tricks = v.tricks_won ? v.tricks_won[me] : 0;
    const stats = [
      glyphStatHTML("✦", count(tricks, "table.tricks"), count(tricks, "table.tricks")),
      glyphStatHTML("Σ", `${fmt(total)} ${unit(this.entry, total)}`, `${t("table.total")} ${fmt(total)} ${unit(this.entry, total)}`),
      ...pub.stats[me].map(esc),
    ];
    this.el.self.querySelector(".self-stats").innerHTML =
      tags.map((x) => `<span class="tag">${esc(x)}</span>`).join(" ") + " " + stats.join(" · ");
    let prompt = "";
    if (v.status === "playing") {
      if (toAct && !this.demo) prompt = this.txs(v.prompt) || t("table.chooseCard");
      else if (v.to_act != null) prompt = `${this.seatName(v.to_act)} — ${t("table.turn")}`;
    }
    this.el.prompt.textContent = prompt;
  }

  /** The human's legal actions grouped: buttons, and card actions by verb (actions.js). */
  choices() {
    const v = this.view;
    const covered = Boolean(this.cover && this.cover.covered);
    const mine = v.status === "playing" && v.to_act === this.viewer && !this.demo && !this.busy && !covered;
    return groupChoices(v, mine);
  }

  renderDecisions() {
    const ch = this.choices();
    this.pick.sync(ch.mine ? discardsOf(this.view) : null);
    const verb = currentVerb(ch, this.mode);
    // The deal's summary put aside: the row brings it back.
    const summaryAside = this.view.status !== "playing" && this.state.summaryHidden;
    this.el.decisions.innerHTML = summaryAside
      ? summaryButtonHTML()
      : decisionsHTML(this.view, ch, { verb, modifier: this.modifier, pick: this.pick, hint: this.hint });
  }

  renderHand() {
    const v = this.view;
    const ch = this.choices();
    const verb = currentVerb(ch, this.mode);
    const modified = verb === "play" && this.modifier ? modifiedCards(ch, this.modifier) : null;
    const playable = modified && modified.size ? modified : ch.cards[verb];
    const yourTurn = ch.mine && ch.verbs.length > 0;
    this.el.hand.classList.toggle("your-turn", yourTurn);
    const hidden = (this.cover && this.cover.covered) || (this.room && this.room.hands === "hidden");
    const hand = hidden ? [] : v.hand || [];
    // Cards just taken from a talon, marked while discarding (the engine names them).
    const taken = new Set((v.display && v.display.from_talon) || []);
    const picking = ch.mine && DiscardPick.active(discardsOf(v));
    this.el.hand.innerHTML = handHTML(hand, {
      deck: this.deck, playable, yourTurn, picking, picked: (code) => this.pick.has(code), taken, hint: this.hint,
    });
    this.layoutHand();
  }

  /** Lay the hand in the room the table leaves it; then the felt anew (its height follows the hand's). */
  layoutHand() {
    this.guide.dock(); // the guide's panel beside the felt or below it takes its room first
    // The club demo's hand is watched, not played: a smaller share of the table, so its trick is the larger.
    layoutHand(this.el.hand, this.root, this.el.felt, this.room ? 0.14 : undefined);
    this.placeFelt();
  }

  renderMessage() {
    const el = this.el.message;
    const { message } = this.state;
    el.classList.toggle("hint", Boolean(message && message.hint));
    const text = message ? message.text : "";
    el.textContent = typeof text === "function" ? text() : text;
  }

  /** The open overlay (overlays.js), or the deal's summary once the deal is over; after.js owns its own. */
  renderOverlay() {
    const v = this.view;
    let kind = this.overlay;
    if (this.after.owns(kind)) return;
    this.after.endReview();
    if (!kind && v.status !== "playing" && !this.state.summaryHidden) kind = "summary";
    if (!kind) {
      this.el.overlay.innerHTML = "";
      return;
    }
    const ctx = { entry: this.entry, deck: this.deck, embed: this.embed, seatName: (s) => this.seatName(s), txs: (s) => this.txs(s),
                  guideDone: this.guide.finished };
    this.el.overlay.innerHTML = `<div class="overlay" data-testid="overlay-${kind}">${overlayHTML(kind, v, ctx)}</div>`;
    this.after.decorate(kind);
    const focus = this.el.overlay.querySelector("[data-autofocus]");
    if (focus) focus.focus();
  }

  /** Redraw after a language or look change, at once: the header and the table change together (the
   * engine's words follow as soon as it answers in the new language). */
  refresh() {
    this.#speakPageLanguage();
    relabelShell(this.root, this.el, this.entry);
    this.after.refreshBar(); // its Practice switch and Take back are drawn in the page language too
    this.guide.relabel();
    this.after.relabelReview();
    this.#invalidate(["all"]);
    this.flush();
  }
}

/** What each part of the table's state shows in: the regions redrawn when it changes. */
const DRAWS = {
  alive: [],
  view: ["all"], // with its trick (the table's `trick`, below)
  viewer: ["all"],
  names: ["all"],
  busy: ["root", "decisions", "hand"],
  mode: ["decisions", "hand"],
  modifier: ["decisions", "hand"],
  hint: ["decisions", "hand"],
  message: ["message"],
  overlay: ["overlay", "decisions"],
  summaryHidden: ["overlay", "decisions"],
  link: ["overlay"],
  duplicate: ["overlay"],
  thinking: ["all"], // its badge, and the trick put at rest (a card still flying lands)
  openHands: ["seats"],
  trick: ["trick"],
};

/** The table's state as a new table starts: every key `update` takes. */
export function initialState(given = {}) {
  return {
    alive: true,
    view: null, // the engine's view of the seat at the bottom
    viewer: 0, // pass and play: the seat drawn at the bottom, the person whose turn it is
    names: [],
    busy: false,
    mode: "play", // the card verb a click means
    modifier: null, // the card modifier switched on (a key of display.modifiers), or null
    hint: null, // the engine's hint, marked on its card or button
    message: null, // {text, hint}: the message line
    overlay: null, // "summary" | "scores" | "last" | "review" | null
    summaryHidden: false, // the deal's summary put aside
    link: null, // the last share address made here (after.js)
    duplicate: null, // the engine's comparison with a shared deal's score (after.js)
    thinking: null, // the computer seat thinking
    openHands: null, // the club demo: seat -> its cards, face up
    trick: { cards: [], before: null, winner: null }, // the trick drawn: cards not in `before` fly in
    ...given,
  };
}

// The state and the table's settings are read as the table's own properties (read only).
for (const key of Object.keys(DRAWS)) {
  Object.defineProperty(Table.prototype, key, { get() { return this.state[key]; }, configurable: true });
}
for (const key of ["entry", "game", "deck", "level", "demo", "embed", "people", "hold", "room"]) {
  Object.defineProperty(Table.prototype, key, { get() { return this.config[key]; }, configurable: true });
}
