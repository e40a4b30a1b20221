// The table: draws any view of the common schema (docs/protocol.md), sends the
// player's intents, runs the computer seats through the engine's `ai` op, and
// autosaves. No rules here: what may be played comes from `view.legal`, why a
// card may not be played from the engine's `why` op.
import { lang, t, tx } from "./i18n.js";
import { backSVG, cardName, cardSVG } from "./cards.js";
import { settings, speedFactor } from "./settings.js";
import { describePublic, miniCard } from "./public.js";
import { Cover } from "./pass-and-play.js";
import { AfterDeal } from "./after.js";
import { SaveSlot } from "./saves.js";
import { fillSeats } from "./seats.js";
import { announce } from "./announce.js";
import { playSound } from "./sound.js";
import { DiscardPick } from "./discard-pick.js";
import { Guide, guideWanted } from "./guide.js";
import { layoutFelt, seatPos, trickPos } from "./layout.js";
import { ROW_SHIFT, fitHand, handRoom } from "./hand-layout.js";

const CARD_VERBS = ["play", "discard", "take"];

/** The root font size (px): the unit the layouts scale with. */
const rootEm = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** A point in px for a style. */
const px = ({ x, y }) => ({ x: `${x}px`, y: `${y}px` });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function esc(s) {
  return String(s).replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]);
}

/** `play:CK+ring` -> {verb: "play", card: "CK", ring: true}; null for non-card actions. */
export function parseCardAction(action) {
  const m = /^(play|discard|take):([A-Z0-9]+)(\+ring)?$/.exec(action);
  return m ? { verb: m[1], card: m[2], ring: Boolean(m[3]) } : null;
}

export { dropSave, readSave, saveKey } from "./saves.js";

function signed(x) {
  const v = Math.round(x * 100) / 100;
  if (v > 0) return `<span class="pos">+${v}</span>`;
  if (v < 0) return `<span class="neg">−${Math.abs(v)}</span>`;
  return "0";
}

export class Table {
  /**
   * mount: element to draw into; engine: the Engine; entry: the catalogue's game
   * entry (id, deck, direction, score_unit …); level: AI level; demo: every seat AI.
   */
  /* Hooks for the embed and the demo (embed.js, demo.js): onSave(save) after every autosave,
   * onReply(reply) for every engine reply that changed the match (its `captions`),
   * onMatchOver() when a demo table has finished its match; hold: ms a demo deal's result stays. */
  /* people: pass and play (pass-and-play.js), seats 0 … people−1 are people at this screen;
   * `viewer` is the seat whose view is drawn (at the bottom), the person whose turn it is. */
  constructor(mount, { engine, entry, level = "normal", demo = false, embed = false, people = 1, onError, onSave, onReply, onMatchOver, hold = 2500 }) {
    this.mount = mount;
    this.engine = engine;
    this.entry = entry;
    this.game = entry.id;
    this.deck = entry.deck;
    this.level = level;
    this.demo = demo;
    this.embed = embed;
    this.onError = onError || (() => {});
    this.onSave = onSave || (() => {});
    this.onReply = onReply || (() => {});
    this.onMatchOver = onMatchOver || (() => {});
    this.hold = hold;
    this.people = demo ? 0 : people;
    this.viewer = 0;
    this.alive = true;
    this.busy = false;
    this.view = null;
    this.mode = "play";
    this.ring = false;
    this.overlay = null; // "summary" | "scores" | "last" | null
    this.summaryHidden = false;
    this.message = null;
    this.hint = null;
    this.thinking = null;
    this.lastSave = null; // the newest save of this match, kept in memory even when storage fails
    this.generation = 0; // counts reloads of the match (another tab's newer state, a restarted engine)
    this.slot = new SaveSlot(this.game, { embed });
    this.slot.onNewer = (entry) => this.openNewer(entry);
    this.pick = new DiscardPick();
    this.onKey = (ev) => this.onGlobalKey(ev);
    document.addEventListener("keydown", this.onKey);
    this.onResize = () => {
      if (this.resizeFrame) return;
      this.resizeFrame = requestAnimationFrame(() => {
        this.resizeFrame = 0;
        if (this.alive) this.layoutHand();
      });
    };
    window.addEventListener("resize", this.onResize);
    this.after = new AfterDeal(this);
    this.buildShell();
  }

  // ------------------------------------------------------------ lifecycle
  async startNew({ players, seed, options, deal = null }) {
    if (this.engine.state !== "ready") this.el.prompt.textContent = t("engine.waiting");
    const reply = await this.request("new_game", { game: this.game, players, seed, options, deal, seat: this.viewer });
    this.slot.forget(); // a new match the player asked for replaces the stored one
    this.adopt(reply);
  }

  /** Take over a session the engine opened (a new match, a save, a shared link). */
  adopt(reply) {
    this.id = reply.id;
    this.store(reply.save);
    this.after.opened(reply);
    this.view = reply.view;
    this.render();
    this.loop();
  }

  async resume(saveText) {
    if (this.engine.state !== "ready") this.el.prompt.textContent = t("engine.waiting");
    this.slot.adopt();
    this.adopt(await this.request("load", { save: saveText, game: this.game, seat: this.viewer }));
  }

  destroy() {
    this.alive = false;
    window.removeEventListener("resize", this.onResize);
    this.slot.close();
    document.removeEventListener("keydown", this.onKey);
    if (this.id) this.engine.request("close", { id: this.id }).catch(() => {});
  }

  /** Reopen the match from a save (the engine keeps it under a new id); the loop goes on from there. */
  async reopen(saveText, message) {
    this.generation += 1;
    // Closed first: a restarted worker numbers its sessions afresh, so the old id may come back.
    if (this.id) this.engine.request("close", { id: this.id }).catch(() => {});
    this.id = null;
    const reply = await this.request("load", { save: saveText, game: this.game, seat: this.viewer });
    this.id = reply.id;
    this.lastSave = reply.save;
    this.after.opened(reply); // the save's practice marks
    this.overlay = null;
    this.view = reply.view;
    this.mode = "play";
    this.setBusy(false);
    this.render();
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
    if (!this.alive || !this.lastSave) return false;
    try {
      await this.reopen(this.lastSave, t("engine.restarted"));
      return true;
    } catch (err) {
      this.say(errorText(err));
      return false;
    }
  }

  async request(op, payload) {
    return this.engine.request(op, payload);
  }

  store(save) {
    if (typeof save !== "string") return;
    this.lastSave = save;
    this.onSave(save);
    const meta = { level: this.level, demo: this.demo, people: this.people };
    if (this.slot.write(save, meta) === "behind") this.openNewer(this.slot.read());
  }

  /** An engine text in the page language, its seat tags replaced by the names the table shows. */
  txs(text) {
    return fillSeats(tx(text), (s) => this.seatName(s));
  }

  // ------------------------------------------------------------ seats
  seatName(seat) {
    // Several people at one screen: each is called by seat number, as the cover calls them.
    if (this.people > 1) return t("seat.person", { n: seat + 1 });
    if (seat === 0 && !this.demo) return t("table.you");
    const names = t("seat.names").split(",");
    return names[(seat + names.length - 1) % names.length] || `#${seat + 1}`;
  }

  /** Busy while a request for the human is on its way: shown at once on the table's
   * `data-busy`, so nothing (a person, a test) takes the old view for a turn still open. */
  setBusy(busy) {
    this.busy = busy;
    if (this.root) this.root.dataset.busy = busy ? "true" : "false";
  }

  // ------------------------------------------------------------ DOM skeleton
  buildShell() {
    this.mount.innerHTML = `
      <section class="play" data-testid="table" data-game="${esc(this.game)}" aria-label="${esc(tx(this.entry.name))}">
        <div class="play-bar">
          <h1 data-testid="table-title">${esc(tx(this.entry.name))}</h1>
          <span class="deal-no" data-testid="deal-no"></span>
          <button type="button" data-testid="hint" data-cmd="hint">${t("table.hint")}</button>
          ${this.demo ? "" : `<button type="button" data-testid="guide-button" data-cmd="guide">${t("table.guide")}</button>`}
          <button type="button" data-testid="last-trick" data-cmd="last">${t("table.lastTrick")}</button>
          <button type="button" data-testid="score-sheet" data-cmd="scores">${t("table.scores")}</button>
          ${this.after.barHTML()}
          ${this.embed
            ? `<button type="button" data-cmd="settings" data-testid="embed-settings">${t("nav.settings")}</button><a class="button-link" href="./#/game/${esc(this.game)}" target="_blank" rel="noopener" data-testid="embed-open">${t("embed.open")}</a>`
            : `<a class="button-link" href="#/game/${esc(this.game)}" data-testid="to-rules">${t("table.rules")}</a>`}
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
    this.root = this.mount.querySelector(".play");
    this.el = {
      deal: this.root.querySelector(".deal-no"),
      info: this.root.querySelector(".info-strip"),
      felt: this.root.querySelector(".felt"),
      seats: this.root.querySelector(".seats"),
      trick: this.root.querySelector(".trick-area"),
      self: this.root.querySelector(".self-bar"),
      prompt: this.root.querySelector(".prompt"),
      message: this.root.querySelector(".message"),
      decisions: this.root.querySelector(".decisions"),
      hand: this.root.querySelector(".hand"),
      overlay: this.root.querySelector(".overlay-host"),
    };
    this.root.addEventListener("click", (ev) => this.onClick(ev));
    if (this.people > 1) {
      this.cover = new Cover(this.root, { name: (seat) => this.seatName(seat), onShow: (seat) => this.showPerson(seat) });
      this.cover.waitFor(null);
    }
    this.el.hand.addEventListener("keydown", (ev) => this.onHandKey(ev));
    this.el.decisions.addEventListener("keydown", (ev) => this.onDecisionKey(ev));
    const params = new URLSearchParams(location.search);
    this.guide = new Guide({
      root: this.el.felt,
      game: this.game,
      request: (op, payload) => this.request(op, payload),
      act: (action) => this.act(action),
      label: (action) => this.actionLabel(action),
    });
    if (!this.demo && !this.embed && guideWanted(this.game, params)) this.guide.offer();
  }

  // ------------------------------------------------------------ rendering
  render() {
    if (!this.view || !this.alive) return;
    const v = this.view;
    this.root.dataset.status = v.status;
    this.root.dataset.phase = v.phase || "";
    this.root.dataset.toAct = v.to_act == null ? "" : String(v.to_act);
    this.root.dataset.busy = this.busy ? "true" : "false";
    this.root.dataset.viewer = String(this.viewer);
    this.el.deal.textContent = `${t("table.deal")} ${v.deal_no + 1}`;
    const pub = describePublic(v, this.deck, (s) => this.seatName(s));
    this.el.info.innerHTML = pub.html;
    this.renderSelf(pub);
    this.renderDecisions();
    this.renderMessage();
    this.renderHand(); // first: the hand's height decides the felt's
    this.renderSeats(pub);
    this.renderTrick(v.trick ? v.trick.cards : [], null);
    this.renderOverlay();
    if (this.id) this.guide.update(v, this.id);
    this.keepFocus();
  }

  /** After a move focus stays with the player's controls: the hand card they were on, or the first choice. */
  keepFocus() {
    const v = this.view;
    if (this.demo || this.busy || v.status !== "playing" || v.to_act !== 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    if (document.querySelector("dialog[open]")) return;
    const hand = [...this.el.hand.querySelectorAll(".card")];
    const target = hand.find((c) => c.dataset.card === this.focusCode && c.dataset.legal === "true")
      || hand.find((c) => c.dataset.legal === "true")
      || this.el.decisions.querySelector("button");
    if (target) target.focus({ preventScroll: true });
  }

  /** The words for an action: a card's name, or the engine's label. */
  actionLabel(action) {
    const ca = parseCardAction(action || "");
    if (ca) return cardName(ca.card, this.deck, lang(), settings().picture);
    const labels = (this.view && this.view.labels) || {};
    return labels[action] ? tx(labels[action]) : String(action || "");
  }

  /** The score unit ("points", "body" …), in the plural form that fits `n` when given. */
  unit(n = null) {
    const plural = tx(this.entry.score_unit) || "";
    if (n == null || typeof n !== "number") return plural;
    const k = Math.abs(n);
    if (lang() === "cs" && CS_UNITS[plural]) {
      const [one, few, many] = CS_UNITS[plural];
      return k === 1 ? one : k >= 2 && k <= 4 && Number.isInteger(k) ? few : many;
    }
    return k === 1 && plural.endsWith("s") ? plural.slice(0, -1) : plural;
  }

  renderSeats(pub) {
    const v = this.view;
    const parts = [];
    for (let k = 1; k < v.players; k++) {
      const seat = (this.viewer + k) % v.players;
      const toAct = v.to_act === seat && v.status === "playing";
      const tags = [...pub.tags[seat]];
      if (v.dealer === seat) tags.unshift(t("table.dealer"));
      const size = v.hand_sizes ? v.hand_sizes[seat] : 0;
      const backs = Array.from({ length: Math.min(size, 12) }, () => backSVG()).join("");
      parts.push(`
        <div class="seat${toAct ? " to-act" : ""}" data-seat="${seat}" data-testid="seat-${seat}">
          <span class="name">${esc(this.seatName(seat))} <small class="seat-no">${seat + 1}</small></span>
          <span class="tags">${tags.map((x) => `<span class="tag">${esc(x)}</span>`).join("")}</span>
          <span class="backs" aria-hidden="true">${backs}</span>
          <span class="stats"><span title="${t("table.cards")}">🂠 ${size}</span><span title="${t("table.tricks")}">✦ ${v.tricks_won ? v.tricks_won[seat] : 0}</span><span title="${t("table.total")}">Σ ${fmt(v.totals ? v.totals[seat] : 0)}</span></span>
          ${pub.stats[seat].length ? `<span class="stats">${pub.stats[seat].map(esc).join(" · ")}</span>` : ""}
          ${this.thinking === seat ? `<span class="thinking">${esc(t("table.thinking"))}</span>` : ""}
        </div>`);
    }
    this.el.seats.innerHTML = parts.join("");
    this.placeFelt();
  }

  /**
   * Place the seats around the felt and size the trick so that no trick card
   * covers a seat (layout.js): measured in px, kept in `this.geo`.
   */
  placeFelt() {
    const felt = this.el.felt;
    if (!this.view) return;
    const nodes = [...this.el.seats.querySelectorAll(".seat")];
    const badges = nodes.map((node) => ({ seat: +node.dataset.seat, w: node.offsetWidth, h: node.offsetHeight }));
    const table = { players: this.view.players, viewer: this.viewer, direction: this.entry.direction };
    const geo = layoutFelt({ W: felt.clientWidth, H: felt.clientHeight }, rootEm(), table, badges);
    if (!geo) return;
    this.geo = geo;
    nodes.forEach((node, i) => {
      node.style.left = `${geo.seats[i].x}px`;
      node.style.top = `${geo.seats[i].y}px`;
    });
    felt.style.setProperty("--trick-w", `${Math.round(geo.tw)}px`);
    for (const node of this.el.trick.querySelectorAll(".trick-card")) {
      const p = this.trickPos(+node.dataset.seat);
      node.style.left = p.x;
      node.style.top = p.y;
    }
  }

  /** Where a seat's card lies in the trick: toward that seat, in px. */
  trickPos(seat) {
    return this.geo ? px(trickPos(this.geo, seat)) : { x: "50%", y: "50%" };
  }

  /** Where a card flies from (a seat's badge; below the felt for you), in px. */
  seatPos(seat) {
    return this.geo ? px(seatPos(this.geo, seat, this.viewer)) : { x: "50%", y: "50%" };
  }

  /** Draw trick cards; cards not in `before` fly in from their seat. */
  renderTrick(cards, before, winner = null) {
    const known = new Set((before || []).map((c) => `${c.seat}:${c.card}`));
    const opts = { picture: settings().picture, lang: lang() };
    this.el.trick.innerHTML = cards
      .map((c, i) => {
        const name = cardName(c.card, this.deck, lang(), settings().picture);
        const win = winner === c.seat ? " winner" : "";
        return `<div class="trick-card${win}" data-seat="${c.seat}" data-card="${esc(c.card)}" data-testid="trick-card" data-i="${i}" role="img" aria-label="${esc(this.seatName(c.seat))}: ${esc(name)}">${cardSVG(c.card, this.deck, opts)}</div>`;
      })
      .join("");
    const f = speedFactor();
    for (const node of this.el.trick.querySelectorAll(".trick-card")) {
      const seat = +node.dataset.seat;
      const p = this.trickPos(seat);
      node.style.zIndex = String(3 + +node.dataset.i);
      const isNew = before && !known.has(`${seat}:${node.dataset.card}`);
      if (isNew && f > 0) {
        const from = this.seatPos(seat);
        node.style.left = from.x;
        node.style.top = from.y;
        node.style.opacity = "0.3";
        node.classList.add("flying");
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            node.style.left = p.x;
            node.style.top = p.y;
            node.style.opacity = "1";
          }),
        );
      } else {
        node.style.left = p.x;
        node.style.top = p.y;
      }
    }
  }

  async gatherTrick(winner) {
    const f = speedFactor();
    if (f <= 0) return;
    const to = this.seatPos(winner);
    for (const node of this.el.trick.querySelectorAll(".trick-card")) {
      node.classList.add("flying");
      node.style.left = to.x;
      node.style.top = to.y;
      node.style.opacity = "0";
    }
    await sleep(340 * f);
  }

  renderSelf(pub) {
    const v = this.view;
    const me = this.viewer;
    const toAct = v.to_act === me && v.status === "playing";
    this.el.self.classList.toggle("to-act", toAct);
    const tags = [...pub.tags[me]];
    if (v.dealer === me) tags.unshift(t("table.dealer"));
    this.el.self.querySelector(".name").innerHTML = `${esc(this.seatName(me))} <small class="seat-no">${me + 1}</small>`;
    const stats = [
      `✦ ${v.tricks_won ? v.tricks_won[me] : 0} ${t("table.tricks")}`,
      `Σ ${fmt(v.totals ? v.totals[me] : 0)} ${this.unit(v.totals ? v.totals[me] : 0)}`,
      ...pub.stats[me],
    ];
    this.el.self.querySelector(".self-stats").innerHTML =
      tags.map((x) => `<span class="tag">${esc(x)}</span>`).join(" ") + " " + stats.map(esc).join(" · ");
    let prompt = "";
    if (v.status === "playing") {
      if (toAct && !this.demo) prompt = this.txs(v.prompt) || t("table.chooseCard");
      else if (v.to_act != null) prompt = `${this.seatName(v.to_act)} — ${t("table.turn")}`;
    }
    this.el.prompt.textContent = prompt;
  }

  /** The human's legal actions grouped: buttons, and card actions by verb. */
  choices() {
    const v = this.view;
    const covered = Boolean(this.cover && this.cover.covered);
    const mine = v.status === "playing" && v.to_act === this.viewer && !this.demo && !this.busy && !covered;
    const buttons = [];
    const cards = { play: new Map(), discard: new Map(), take: new Map() };
    let ringCards = new Map();
    if (mine) {
      for (const action of v.legal || []) {
        const ca = parseCardAction(action);
        if (!ca) buttons.push(action);
        else if (ca.ring) ringCards.set(ca.card, action);
        else cards[ca.verb].set(ca.card, action);
      }
    }
    const verbs = CARD_VERBS.filter((verb) => cards[verb].size);
    return { mine, buttons, cards, ringCards, verbs };
  }

  currentVerb(ch) {
    if (ch.verbs.includes(this.mode)) return this.mode;
    return ch.verbs[0] || "play";
  }

  renderDecisions() {
    const ch = this.choices();
    const labels = this.view.labels || {};
    const parts = [];
    if (ch.verbs.length > 1) {
      for (const verb of ch.verbs) {
        const active = this.currentVerb(ch) === verb;
        parts.push(`<button type="button" class="mode${active ? " active" : ""}" data-mode="${verb}" data-testid="mode-${verb}" aria-pressed="${active}">${esc(t(`table.mode.${verb}`))}</button>`);
      }
    }
    if (ch.verbs.length === 1 && ch.verbs[0] === "take") {
      // The only card action takes the turned card: say that a click names the discard.
      parts.push(`<span class="mode-note" data-testid="mode-note">${esc(t("table.mode.take"))}</span>`);
    }
    if (ch.ringCards.size) {
      parts.push(`<label class="toggle"><input type="checkbox" data-testid="ring-toggle" data-cmd="ring"${this.ring ? " checked" : ""}> ${esc(t("table.ring"))}</label>`);
    }
    this.pick.sync(ch.mine ? this.view : null);
    if (ch.mine && DiscardPick.active(this.view)) {
      const n = this.view.discards_left;
      const ready = this.pick.ready(this.view);
      parts.push(`<span class="mode-note" data-testid="pick-note">${esc(t("table.pickNote", { n, picked: this.pick.codes.length }))}</span>`);
      parts.push(`<button type="button" class="decision" data-testid="confirm-discard" data-cmd="confirm-discard"${ready ? "" : " disabled"}>${esc(t("table.confirmDiscard"))}</button>`);
    }
    for (const action of orderButtons(ch.buttons)) {
      const label = labels[action] ? tx(labels[action]) : action;
      const hinted = this.hint && this.hint.action === action ? " hinted" : "";
      parts.push(`<button type="button" class="decision${hinted}" data-testid="decision" data-action="${esc(action)}">${esc(label)}</button>`);
    }
    this.el.decisions.innerHTML = parts.join("");
  }

  renderHand() {
    const v = this.view;
    const ch = this.choices();
    const verb = this.currentVerb(ch);
    const playable = verb === "play" && this.ring && ch.ringCards.size ? ch.ringCards : ch.cards[verb];
    const yourTurn = ch.mine && ch.verbs.length > 0;
    this.el.hand.classList.toggle("your-turn", yourTurn);
    const opts = { picture: settings().picture, lang: lang() };
    const hand = this.cover && this.cover.covered ? [] : v.hand || [];
    this.handCodes = hand;
    const pub = v.public || {};
    // Cards just taken from the chien (French Tarot) or the talon (Triumph), marked while discarding.
    const taken = new Set(v.phase === "discard" ? [...(v.talon_taken || []), ...((v.to_act === this.viewer && pub.chien) || [])] : []);
    const picking = ch.mine && DiscardPick.active(v);
    this.el.hand.innerHTML = hand
      .map((code) => {
        const action = playable.get(code);
        const name = cardName(code, this.deck, lang(), settings().picture);
        const hinted = this.hint && parseCardAction(this.hint.action || "")?.card === code ? " hinted" : "";
        const attrs = action ? ` data-action="${esc(action)}" data-legal="true"` : ` data-legal="false"`;
        const picked = picking && this.pick.has(code);
        const marks = `${picked ? " picked" : ""}${taken.has(code) ? " from-talon" : ""}`;
        const state = [
          yourTurn ? t(action ? "card.playable" : "card.notPlayable") : "",
          picked ? t("card.picked") : "",
          taken.has(code) ? t("card.fromTalon") : "",
        ].filter(Boolean);
        const label = [name, ...state].join(", ");
        return `<button type="button" class="card${action ? " legal" : ""}${hinted}${marks}" data-testid="hand-card" data-card="${esc(code)}"${attrs}${picking ? ` aria-pressed="${picked}"` : ""}><span class="sr-only">${esc(label)}</span>${cardSVG(code, this.deck, opts)}</button>`;
      })
      .join("");
    this.layoutHand();
  }

  /**
   * Fit the hand into the room the table leaves it (hand-layout.js), in overlapping
   * rows; the felt keeps at least a third of the table. Then the felt is laid out anew.
   */
  layoutHand() {
    const hand = this.el.hand;
    const nodes = [...hand.querySelectorAll(".card")];
    if (!nodes.length) {
      hand.replaceChildren();
      this.placeFelt();
      return;
    }
    const rem = rootEm();
    const style = getComputedStyle(hand);
    const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const width = hand.clientWidth - padX - 4;
    const table = this.root.clientHeight || window.innerHeight;
    let others = 0;
    for (const child of this.root.children) {
      if (child !== hand && child !== this.el.felt) others += child.offsetHeight;
    }
    const phone = Math.min(width, window.innerHeight) < 600; // a phone, upright or sideways
    const roomH = handRoom({ table, others, padY, rem, phone });
    const { rows, perRow, w, step } = fitHand({ n: nodes.length, width, roomH, rem, phone });
    hand.style.setProperty("--hand-w", `${w}px`);
    hand.dataset.rows = String(rows);
    const built = [];
    for (let r = 0; r < rows; r++) {
      const row = document.createElement("div");
      row.className = "hand-row";
      if (r > 0) row.style.marginTop = `${-w * 1.4 * (1 - ROW_SHIFT)}px`;
      nodes.slice(r * perRow, (r + 1) * perRow).forEach((node, i) => {
        node.style.marginLeft = i === 0 ? "0" : `${step - w}px`;
        row.appendChild(node);
      });
      built.push(row);
    }
    hand.replaceChildren(...built);
    this.placeFelt();
  }

  renderMessage() {
    const el = this.el.message;
    el.classList.toggle("hint", Boolean(this.message && this.message.hint));
    el.textContent = this.message ? this.message.text : "";
  }

  say(text, hint = false) {
    this.message = text ? { text, hint } : null;
    this.renderMessage();
  }

  // ------------------------------------------------------------ overlays
  renderOverlay() {
    const v = this.view;
    const over = v.status !== "playing";
    let kind = this.overlay;
    if (this.after.owns(kind)) return;
    if (!kind && over && !this.summaryHidden) kind = "summary";
    if (!kind) {
      this.el.overlay.innerHTML = "";
      return;
    }
    let html = "";
    if (kind === "summary") html = this.summaryHTML();
    else if (kind === "scores") html = this.scoresHTML();
    else if (kind === "last") html = this.lastTrickHTML();
    this.el.overlay.innerHTML = `<div class="overlay" data-testid="overlay-${kind}">${html}</div>`;
    this.after.decorate(kind);
    const focus = this.el.overlay.querySelector("[data-autofocus]");
    if (focus) focus.focus();
  }

  seatHeader() {
    return Array.from({ length: this.view.players }, (_, s) => `<th scope="col">${esc(this.seatName(s))} <small class="seat-no">${s + 1}</small></th>`).join("");
  }

  summaryHTML() {
    const v = this.view;
    const results = v.results || [];
    const last = results[results.length - 1];
    const matchOver = v.status === "match_over";
    const totals = v.totals || [];
    let winners = "";
    if (matchOver && totals.length) {
      const best = Math.max(...totals);
      const who = totals.map((x, s) => (x === best ? this.seatName(s) : null)).filter((x) => x != null);
      winners = `<p class="winners" data-testid="winners"><strong>${esc(who.length > 1 ? t("summary.winners") : t("summary.winner"))}:</strong> ${esc(who.join(", "))} (${fmt(best)} ${esc(this.unit(best))})</p>`;
    }
    const lines = last && Array.isArray(last.summary)
      ? `<ul class="summary-lines" data-testid="summary-lines">${last.summary.map((s) => `<li>${esc(this.txs(s))}</li>`).join("")}</ul>`
      : "";
    const change = last && Array.isArray(last.scores) ? last.scores : [];
    // One row per player: fits a phone with six players, and reads down like a score pad.
    const best = matchOver && totals.length ? Math.max(...totals) : null;
    const rows = Array.from({ length: v.players }, (_, s) => `
      <tr${best != null && totals[s] === best ? ' class="best"' : ""}><th scope="row">${esc(this.seatName(s))} <small class="seat-no">${s + 1}</small></th>
        <td>${change.length ? signed(change[s]) : ""}</td><td><strong>${fmt(totals[s])}</strong></td></tr>`).join("");
    const next = matchOver
      ? `<button type="button" class="primary" data-cmd="again" data-testid="new-match" data-autofocus>${t("summary.newMatch")}</button>`
      : `<button type="button" class="primary" data-cmd="next" data-testid="next-deal" data-autofocus>${t("summary.next")}</button>`;
    return `
      <div class="overlay-panel summary-panel${matchOver ? " match-over" : ""}" role="dialog" aria-modal="false" aria-labelledby="summary-title" data-testid="deal-summary">
        <h2 id="summary-title">${matchOver ? t("summary.matchOver") : t("summary.title")} · ${t("summary.deal")} ${results.length || v.deal_no + 1}</h2>
        ${winners}
        ${lines}
        <table class="scores" data-testid="summary-table"><thead><tr><th></th><th scope="col">${t("summary.change")}</th><th scope="col">${t("summary.total")}</th></tr></thead><tbody>${rows}</tbody></table>
        <div class="buttons">
          <button type="button" data-cmd="scores" data-testid="summary-scores">${t("table.scores")}</button>
          <button type="button" data-cmd="hide-summary" data-testid="show-table">${t("summary.show")}</button>
          ${this.embed ? "" : `<a class="button-link" href="#/">${t("table.menu")}</a>`}
          ${next}
        </div>
      </div>`;
  }

  scoresHTML() {
    const v = this.view;
    const results = v.results || [];
    const body = results
      .map((r, i) => `<tr><th scope="row">${t("summary.deal")} ${i + 1}</th>${(r.scores || []).map((x) => `<td>${signed(x)}</td>`).join("")}</tr>`)
      .join("");
    // Maw's chips and Indulgence's florins start from a stake: the first row, so the rows add up to the totals.
    const stake = v.start_totals || [];
    const start = stake.some((x) => x)
      ? `<tr data-testid="score-start"><th scope="row">${esc(tx(this.glossary("start")))}</th>${stake.map((x) => `<td>${fmt(x)}</td>`).join("")}</tr>`
      : "";
    return `
      <div class="overlay-panel" role="dialog" aria-labelledby="scores-title" data-testid="score-sheet-panel">
        <h2 id="scores-title">${t("table.scores")} (${esc(this.unit())})</h2>
        <div class="table-scroll"><table class="scores"><thead><tr><th></th>${this.seatHeader()}</tr></thead>
          <tbody>${start}${body}</tbody>
          <tfoot><tr><td>${t("table.total")}</td>${(v.totals || []).map((x) => `<td>${fmt(x)}</td>`).join("")}</tr></tfoot></table></div>
        <div class="buttons"><button type="button" class="primary" data-cmd="close-overlay" data-autofocus>${t("table.close")}</button></div>
      </div>`;
  }

  lastTrickHTML() {
    const lt = this.view.last_trick;
    const body = lt && lt.cards && lt.cards.length
      ? `<div class="last-trick-cards">${lt.cards
          .map((c) => `<figure class="${c.seat === lt.winner ? "winner" : ""}">${miniCard(c.card, this.deck)}<figcaption>${esc(this.seatName(c.seat))}</figcaption></figure>`)
          .join("")}</div><p>${t("table.wonBy")}: <strong>${esc(this.seatName(lt.winner))}</strong></p>`
      : `<p>${t("table.noLastTrick")}</p>`;
    return `
      <div class="overlay-panel" role="dialog" aria-labelledby="last-title" data-testid="last-trick-panel">
        <h2 id="last-title">${t("table.lastTrick")}</h2>${body}
        <div class="buttons"><button type="button" class="primary" data-cmd="close-overlay" data-autofocus>${t("table.close")}</button></div>
      </div>`;
  }

  // ------------------------------------------------------------ input
  onClick(ev) {
    const target = ev.target.closest("button, input[data-cmd]");
    if (!target || !this.root.contains(target)) return;
    const cmd = target.dataset.cmd;
    if (target.classList.contains("card")) return this.onCard(target);
    if (cmd && this.after.command(cmd, target)) return;
    if (target.dataset.mode) {
      this.mode = target.dataset.mode;
      this.renderDecisions();
      this.renderHand();
      return;
    }
    if (target.dataset.action) return this.act(target.dataset.action);
    if (cmd === "ring") {
      this.ring = target.checked;
      this.renderHand();
      return;
    }
    if (cmd === "hint") return this.askHint();
    if (cmd === "guide") return this.guide.start();
    if (cmd === "confirm-discard") return this.confirmDiscard();
    if (cmd === "settings") {
      document.querySelector("[data-testid=settings-button]").click();
      return;
    }
    if (cmd === "last" || cmd === "scores") {
      this.overlay = cmd;
      this.renderOverlay();
      return;
    }
    if (cmd === "close-overlay") {
      this.overlay = null;
      this.renderOverlay();
      return;
    }
    if (cmd === "hide-summary") {
      this.summaryHidden = true;
      this.overlay = null;
      this.renderOverlay();
      this.showSummaryButton();
      return;
    }
    if (cmd === "show-summary") {
      this.summaryHidden = false;
      this.renderOverlay();
      return;
    }
    if (cmd === "next") return this.nextDeal();
    if (cmd === "again") return this.playAgain();
  }

  showSummaryButton() {
    this.el.decisions.innerHTML = `<button type="button" class="decision-summary" data-cmd="show-summary" data-testid="show-summary">${t("summary.back")}</button>`;
  }

  /** Escape closes the open overlay (Last trick, Score sheet, the deal summary); the settings dialog closes itself. */
  onGlobalKey(ev) {
    if (ev.key !== "Escape" || document.querySelector("dialog[open]")) return;
    const summary = this.view && this.view.status !== "playing" && !this.overlay && !this.summaryHidden;
    if (this.overlay) {
      this.overlay = null;
      this.renderOverlay();
    } else if (summary) {
      this.summaryHidden = true;
      this.renderOverlay();
      this.showSummaryButton();
    } else return;
    ev.preventDefault();
    const back = this.el.decisions.querySelector("button") || this.el.hand.querySelector(".card.legal");
    if (back) back.focus();
  }

  /** Arrows move along the decision buttons as they do along the hand; Down goes to the hand. */
  onDecisionKey(ev) {
    const buttons = [...this.el.decisions.querySelectorAll("button:not([disabled])")];
    const i = buttons.indexOf(document.activeElement);
    if (i < 0) return;
    if (ev.key === "ArrowRight" || ev.key === "ArrowLeft") {
      buttons[(i + (ev.key === "ArrowRight" ? 1 : buttons.length - 1)) % buttons.length].focus();
      ev.preventDefault();
    } else if (ev.key === "ArrowDown") {
      const card = this.el.hand.querySelector(".card.legal") || this.el.hand.querySelector(".card");
      if (card) card.focus();
      ev.preventDefault();
    }
  }

  onHandKey(ev) {
    if (ev.key === "ArrowUp") {
      const button = this.el.decisions.querySelector("button:not([disabled])");
      if (button) button.focus();
      ev.preventDefault();
      return;
    }
    if (ev.key !== "ArrowLeft" && ev.key !== "ArrowRight") return;
    const cards = [...this.el.hand.querySelectorAll(".card")];
    const i = cards.indexOf(document.activeElement);
    if (i < 0) return;
    const next = cards[(i + (ev.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length];
    next.focus();
    ev.preventDefault();
  }

  async onCard(node) {
    this.focusCode = node.dataset.card;
    const v = this.view;
    if (!this.busy && this.choices().mine && DiscardPick.active(v)) {
      if (this.pick.toggle(node.dataset.card, v)) {
        this.renderDecisions();
        this.renderHand();
        this.keepFocusOn(node.dataset.card);
        return;
      }
      if (this.pick.codes.length >= v.discards_left && v.legal.includes(`discard:${node.dataset.card}`)) {
        this.say(t("table.pickFull", { n: v.discards_left }));
        return;
      }
    }
    if (node.dataset.action) return this.act(node.dataset.action);
    // Not legal now: ask the engine why, in the player's words.
    if (!this.id || this.busy) return;
    const ch = this.choices();
    const verb = this.currentVerb(ch);
    const action = `${verb}:${node.dataset.card}${verb === "play" && this.ring ? "+ring" : ""}`;
    node.classList.remove("flash");
    void node.offsetWidth;
    node.classList.add("flash");
    try {
      const reply = await this.request("why", { id: this.id, action, seat: this.viewer });
      if (reply.reason) this.say(tx(reply.reason));
    } catch (err) {
      this.say(errorText(err));
    }
  }

  keepFocusOn(code) {
    const card = this.el.hand.querySelector(`.card[data-card="${code}"]`);
    if (card) card.focus({ preventScroll: true });
  }

  /** Send the picked discards, one by one; the engine checks each (a refusal is shown, nothing is lost). */
  async confirmDiscard() {
    const actions = this.pick.actions();
    if (!this.pick.ready(this.view) || this.busy) return;
    this.pick.clear();
    for (const action of actions) {
      if (!this.alive || !this.view.legal.includes(action)) break;
      const ok = await this.act(action, { loop: false });
      if (!ok) break;
    }
    this.loop();
  }

  async askHint() {
    if (!this.id || this.busy || this.view.to_act !== this.viewer || this.view.status !== "playing") return;
    try {
      const reply = await this.request("hint", { id: this.id, seat: this.viewer });
      const hint = reply.hint || {};
      this.hint = hint;
      const ca = parseCardAction(hint.action || "");
      let what = hint.action;
      if (ca) {
        what = cardName(ca.card, this.deck, lang(), settings().picture);
        if (ca.verb !== this.mode && this.choices().verbs.includes(ca.verb)) this.mode = ca.verb;
        if (ca.ring) this.ring = true;
      } else if (this.view.labels && this.view.labels[hint.action]) {
        what = tx(this.view.labels[hint.action]);
      }
      const reason = this.txs(hint.reason);
      this.say(`${t("table.hintLabel")} ${what}${reason ? ` — ${reason}` : ""}`, true);
      this.renderDecisions();
      this.renderHand();
    } catch (err) {
      this.say(errorText(err));
    }
  }

  async act(action, { loop = true } = {}) {
    if (this.busy || !this.id) return false;
    this.setBusy(true);
    this.hint = null;
    this.say("");
    this.renderDecisions();
    this.renderHand();
    let reply;
    try {
      reply = await this.request("act", { id: this.id, action, seat: this.viewer });
    } catch (err) {
      this.setBusy(false);
      if (err.kind === "lost") {
        await this.recover(); // the move was not made: the player makes it again
        return false;
      }
      this.render();
      this.say(errorText(err));
      return false;
    }
    this.ring = false;
    this.setBusy(false);
    const ca = parseCardAction(action);
    if (ca && ca.verb === "play") playSound("card");
    await this.apply(reply);
    // Pass and play: once a person's turn is over, the cover hides their hand.
    if (this.cover && this.view.status === "playing" && this.view.to_act !== this.viewer) this.coverUp(null);
    if (loop) this.loop();
    return true;
  }

  async nextDeal() {
    if (this.busy) return;
    this.setBusy(true);
    try {
      const reply = await this.request("next_deal", { id: this.id, seat: this.viewer });
      this.store(reply.save);
      this.onReply(reply);
      this.after.changed(reply);
      this.overlay = null;
      this.summaryHidden = false;
      this.view = reply.view;
      this.mode = "play";
      if (this.cover) this.coverUp(null);
    } catch (err) {
      if (err.kind === "lost") {
        this.setBusy(false);
        await this.recover();
        return;
      }
      this.say(errorText(err));
    } finally {
      this.setBusy(false);
      this.render();
    }
    this.loop();
  }

  playAgain() {
    const p = new URLSearchParams();
    p.set("players", String(this.view.players));
    p.set("level", this.level);
    if (this.demo) p.set("demo", "1");
    if (this.people > 1) p.set("people", String(this.people));
    location.hash = `#/${this.embed ? "embed" : "play"}/${this.game}?${p}`;
  }

  /** Show what changed: a completed trick stays a moment, then flies to its winner. */
  async apply(reply) {
    this.store(reply.save);
    this.onReply(reply);
    this.after.changed(reply);
    const prev = this.view;
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
      announce(t("announce.trick", { name: this.seatName(lt.winner) }));
    }
    const dealEnds = prev && prev.status === "playing" && next.status !== "playing";
    if (lastChanged && f > 0 && this.alive) {
      this.renderTrick(next.last_trick.cards, prev.trick ? prev.trick.cards : [], next.last_trick.winner);
      this.view = { ...prev, hand: next.hand, hand_sizes: next.hand_sizes, legal: [], to_act: null };
      this.root.dataset.toAct = ""; // nobody may act while the finished trick is shown
      this.renderHand();
      // The deal's last trick stays longer, so it is seen before the summary covers the table.
      await sleep(380 * f + 650 * f + (dealEnds ? 900 * f : 0));
      await this.gatherTrick(next.last_trick.winner);
      this.view = next;
      this.render();
      return;
    }
    const before = prev && prev.deal_no === next.deal_no && prev.trick ? prev.trick.cards : null;
    this.view = next;
    this.render();
    if (before) this.renderTrick(next.trick ? next.trick.cards : [], before);
  }

  /** Let the computer seats play until it is a person's turn (or the deal ends); then, with
   * several people, the cover asks for the person to act. */
  async loop() {
    await this.playComputers();
    if (!this.cover || !this.alive || !this.view) return;
    if (this.view.status !== "playing") {
      this.cover.hide(); // the deal's result is public; the hands are played out
      this.render();
    } else if (this.isPerson(this.view.to_act) && (this.cover.covered || this.view.to_act !== this.viewer)) {
      this.coverUp(this.view.to_act);
    }
  }

  isPerson(seat) {
    return seat != null && seat < this.people;
  }

  coverUp(seat) {
    this.cover.waitFor(seat);
    this.render();
  }

  /** The person at `seat` has the device: draw the table from their seat. */
  async showPerson(seat) {
    if (this.busy || !this.id) return;
    this.setBusy(true);
    try {
      const reply = await this.request("view", { id: this.id, seat });
      this.viewer = seat;
      this.view = reply.view;
      this.cover.hide();
    } catch (err) {
      this.say(errorText(err));
    } finally {
      this.setBusy(false);
      this.render();
    }
  }

  async playComputers() {
    if (this.looping) return;
    this.looping = true;
    try {
      while (this.alive && this.view && this.view.status === "playing") {
        const actor = this.view.to_act;
        if (actor == null || this.isPerson(actor)) break;
        this.thinking = actor;
        this.render();
        const pause = settings().pause;
        const started = performance.now();
        let reply;
        const generation = this.generation;
        try {
          // The `ai` op plays for a computer seat and answers with the view of `seat`.
          const me = this.viewer;
          const seat = actor !== me ? me : me === 0 ? 1 : 0;
          reply = await this.request("ai", { id: this.id, seat, level: this.level });
          if (seat !== me) reply = { ...reply, ...(await this.request("view", { id: this.id, seat: me })) };
        } catch (err) {
          this.thinking = null;
          if (generation !== this.generation) continue; // the match was reopened meanwhile
          if (err.kind === "lost") {
            this.recover(); // reopens the match and starts the loop again, after this one's finally
            return;
          }
          this.say(errorText(err));
          this.render();
          break;
        }
        const wait = pause - (performance.now() - started);
        if (wait > 0) await sleep(wait);
        if (!this.alive) return;
        if (generation !== this.generation) continue; // an answer about the match as it was
        this.thinking = null;
        const played = parseCardAction(reply.action || "");
        if (played) playSound("card");
        announce(t("announce.played", { name: this.seatName(actor), what: this.actionLabel(reply.action) }));
        await this.apply(reply);
      }
      if (this.alive && this.view && this.view.status === "playing" && this.view.to_act === this.viewer && !this.demo) {
        playSound("turn");
        announce(`${t("announce.turn")} ${this.txs(this.view.prompt)}`);
        const legal = this.view.legal || [];
        if (settings().autoPlay && legal.length === 1 && parseCardAction(legal[0])?.verb === "play") {
          await sleep(250 * speedFactor());
          if (this.alive && this.view.legal.length === 1) return this.act(legal[0]);
        }
      }
      if (this.alive && this.demo && this.view && this.view.status === "deal_over") {
        await sleep(Math.max(this.hold, settings().pause * 3));
        if (this.alive && this.view.status === "deal_over" && !this.overlay) {
          this.looping = false;
          return this.nextDeal();
        }
      }
      if (this.alive && this.demo && this.view && this.view.status === "match_over") this.onMatchOver();
    } finally {
      this.looping = false;
      this.thinking = null;
    }
  }

  /** A word of the engine's glossary (catalog.json), e.g. "start" → "Na začátku" / "At the start". */
  glossary(key) {
    return (this.entry.glossary && this.entry.glossary[key]) || { cs: key, en: key };
  }

  /** Redraw after a language or look change. */
  refresh() {
    const title = this.root.querySelector("[data-testid=table-title]");
    if (title) title.textContent = tx(this.entry.name);
    const bar = { hint: "table.hint", guide: "table.guide", last: "table.lastTrick", scores: "table.scores", settings: "nav.settings" };
    for (const [cmd, key] of Object.entries(bar)) {
      const b = this.root.querySelector(`.play-bar [data-cmd=${cmd}]`);
      if (b) b.textContent = t(key);
    }
    const links = { "to-rules": "table.rules", "embed-open": "embed.open" };
    for (const [id, key] of Object.entries(links)) {
      const a = this.root.querySelector(`[data-testid=${id}]`);
      if (a) a.textContent = t(key);
    }
    this.el.hand.setAttribute("aria-label", t("table.hand"));
    this.el.info.setAttribute("aria-label", t("table.info"));
    this.el.trick.setAttribute("aria-label", t("table.trick"));
    this.render();
  }
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

// Czech plural forms of the catalogue's score units: 1, 2–4, 5 and more.
const CS_UNITS = {
  body: ["bod", "body", "bodů"],
  žetony: ["žeton", "žetony", "žetonů"],
  florény: ["florén", "florény", "florénů"],
};

/** A score as players write it: at most two decimals, a true minus sign. */
function fmt(x) {
  if (typeof x !== "number") return String(x ?? "");
  const v = Math.round(x * 100) / 100;
  return v < 0 ? `−${Math.abs(v)}` : String(v);
}

export function errorText(err) {
  if (!err) return "";
  if (typeof err === "object" && (err.cs || err.en)) return lang() === "cs" ? err.cs || err.en : err.en || err.cs;
  return String(err.message || err);
}
