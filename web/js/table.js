// The table: draws any view of the common schema (docs/protocol.md), sends the
// player's intents, runs the computer seats through the engine's `ai` op, and
// autosaves. No rules here: what may be played comes from `view.legal`, why a
// card may not be played from the engine's `why` op.
import { lang, t, tx } from "./i18n.js";
import { backSVG, cardName, cardSVG } from "./cards.js";
import { settings, speedFactor } from "./settings.js";
import { describePublic, miniCard } from "./public.js";
import { GAME_NAMES } from "../rules/rules.js";

const CARD_VERBS = ["play", "discard", "take"];
const SAVE_PREFIX = "cardavia.save.";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function esc(s) {
  return String(s).replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]);
}

/** `play:CK+ring` -> {verb: "play", card: "CK", ring: true}; null for non-card actions. */
export function parseCardAction(action) {
  const m = /^(play|discard|take):([A-Z0-9]+)(\+ring)?$/.exec(action);
  return m ? { verb: m[1], card: m[2], ring: Boolean(m[3]) } : null;
}

export function saveKey(game, embed) {
  return SAVE_PREFIX + (embed ? "embed." : "") + game;
}

export function readSave(game, embed = false) {
  try {
    const raw = localStorage.getItem(saveKey(game, embed));
    if (!raw) return null;
    const data = JSON.parse(raw);
    return data && typeof data.save === "string" ? data : null;
  } catch {
    return null;
  }
}

export function dropSave(game, embed = false) {
  try {
    localStorage.removeItem(saveKey(game, embed));
  } catch {
    /* storage unavailable */
  }
}

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
  constructor(mount, { engine, entry, level = "normal", demo = false, embed = false, onError }) {
    this.mount = mount;
    this.engine = engine;
    this.entry = entry;
    this.game = entry.id;
    this.deck = entry.deck;
    this.level = level;
    this.demo = demo;
    this.embed = embed;
    this.onError = onError || (() => {});
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
    this.onResize = () => this.layoutHand();
    window.addEventListener("resize", this.onResize);
    this.buildShell();
  }

  // ------------------------------------------------------------ lifecycle
  async startNew({ players, seed, options }) {
    if (this.engine.state !== "ready") this.el.prompt.textContent = t("engine.waiting");
    const reply = await this.request("new_game", { game: this.game, players, seed, options, seat: 0 });
    this.id = reply.id;
    this.store(reply.save);
    this.view = reply.view;
    this.render();
    this.loop();
  }

  async resume(saveText) {
    if (this.engine.state !== "ready") this.el.prompt.textContent = t("engine.waiting");
    const reply = await this.request("load", { save: saveText, seat: 0 });
    this.id = reply.id;
    this.store(reply.save);
    this.view = reply.view;
    this.render();
    this.loop();
  }

  destroy() {
    this.alive = false;
    window.removeEventListener("resize", this.onResize);
    if (this.id) this.engine.request("close", { id: this.id }).catch(() => {});
  }

  async request(op, payload) {
    return this.engine.request(op, payload);
  }

  store(save) {
    if (typeof save !== "string") return;
    try {
      localStorage.setItem(
        saveKey(this.game, this.embed),
        JSON.stringify({ save, level: this.level, demo: this.demo, saved: Date.now() }),
      );
    } catch {
      /* storage full or unavailable: the match still plays */
    }
  }

  // ------------------------------------------------------------ seats
  seatName(seat) {
    if (seat === 0 && !this.demo) return t("table.you");
    const names = t("seat.names").split(",");
    return names[(seat + names.length - 1) % names.length] || `#${seat + 1}`;
  }

  /** Angle (degrees, screen coordinates) of a seat around the table: you at the bottom. */
  seatAngle(seat) {
    const n = this.view.players;
    const step = 360 / n;
    return this.entry.direction === "ccw" ? 90 - step * seat : 90 + step * seat;
  }

  // ------------------------------------------------------------ DOM skeleton
  buildShell() {
    this.mount.innerHTML = `
      <section class="play" data-testid="table" data-game="${esc(this.game)}" aria-label="${esc(tx(GAME_NAMES[this.game]))}">
        <div class="play-bar">
          <h1 data-testid="table-title">${esc(tx(this.entry.name || GAME_NAMES[this.game]))}</h1>
          <span class="deal-no" data-testid="deal-no"></span>
          <button type="button" data-testid="hint" data-cmd="hint">${t("table.hint")}</button>
          <button type="button" data-testid="last-trick" data-cmd="last">${t("table.lastTrick")}</button>
          <button type="button" data-testid="score-sheet" data-cmd="scores">${t("table.scores")}</button>
          ${this.embed
            ? `<button type="button" data-cmd="settings" data-testid="embed-settings">${t("nav.settings")}</button><a class="button-link" href="./#/game/${esc(this.game)}" target="_blank" rel="noopener" data-testid="embed-open">${t("embed.open")}</a>`
            : `<a class="button-link" href="#/game/${esc(this.game)}" data-testid="to-rules">${t("table.rules")}</a>`}
        </div>
        <div class="info-strip" data-testid="public" aria-label="${t("table.info")}"></div>
        <div class="felt" data-testid="felt">
          <div class="seats"></div>
          <div class="trick-area" data-testid="trick" aria-label="${t("table.trick")}"></div>
        </div>
        <div class="self-bar" data-testid="self">
          <span class="name"></span><span class="self-stats"></span>
          <span class="prompt" data-testid="prompt" aria-live="polite"></span>
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
    this.el.hand.addEventListener("keydown", (ev) => this.onHandKey(ev));
  }

  // ------------------------------------------------------------ rendering
  render() {
    if (!this.view || !this.alive) return;
    const v = this.view;
    this.root.dataset.status = v.status;
    this.root.dataset.phase = v.phase || "";
    this.root.dataset.toAct = v.to_act == null ? "" : String(v.to_act);
    this.root.dataset.busy = this.busy ? "true" : "false";
    this.el.deal.textContent = `${t("table.deal")} ${v.deal_no + 1}`;
    const pub = describePublic(v, this.deck, (s) => this.seatName(s));
    this.el.info.innerHTML = pub.html;
    this.renderSeats(pub);
    this.renderTrick(v.trick ? v.trick.cards : [], null);
    this.renderSelf(pub);
    this.renderDecisions();
    this.renderHand();
    this.renderMessage();
    this.renderOverlay();
  }

  unit() {
    return tx(this.entry.score_unit) || "";
  }

  renderSeats(pub) {
    const v = this.view;
    const parts = [];
    for (let seat = 1; seat < v.players; seat++) {
      const a = (this.seatAngle(seat) * Math.PI) / 180;
      const toAct = v.to_act === seat && v.status === "playing";
      const tags = [...pub.tags[seat]];
      if (v.dealer === seat) tags.unshift(t("table.dealer"));
      const size = v.hand_sizes ? v.hand_sizes[seat] : 0;
      const backs = Array.from({ length: Math.min(size, 12) }, () => backSVG()).join("");
      parts.push(`
        <div class="seat${toAct ? " to-act" : ""}" data-seat="${seat}" data-testid="seat-${seat}"
             data-cos="${Math.cos(a).toFixed(3)}" data-sin="${Math.sin(a).toFixed(3)}">
          <span class="name">${esc(this.seatName(seat))} <small class="seat-no">${seat + 1}</small></span>
          <span class="tags">${tags.map((x) => `<span class="tag">${esc(x)}</span>`).join("")}</span>
          <span class="backs" aria-hidden="true">${backs}</span>
          <span class="stats"><span title="${t("table.cards")}">🂠 ${size}</span><span title="${t("table.tricks")}">✦ ${v.tricks_won ? v.tricks_won[seat] : 0}</span><span title="${t("table.total")}">Σ ${fmt(v.totals ? v.totals[seat] : 0)}</span></span>
          ${pub.stats[seat].length ? `<span class="stats">${pub.stats[seat].map(esc).join(" · ")}</span>` : ""}
          ${this.thinking === seat ? `<span class="thinking">${esc(t("table.thinking"))}</span>` : ""}
        </div>`);
    }
    this.el.seats.innerHTML = parts.join("");
    for (const node of this.el.seats.querySelectorAll(".seat")) {
      const cos = +node.dataset.cos;
      const sin = +node.dataset.sin;
      node.style.left = `calc(50% + ${cos} * (50% - 3.6rem))`;
      node.style.top = `calc(50% + ${sin} * (50% - 3.9rem))`;
    }
  }

  /** Where a seat's card lies in the trick: toward that seat, as CSS lengths. */
  trickPos(seat) {
    const a = (this.seatAngle(seat) * Math.PI) / 180;
    const cos = Math.cos(a).toFixed(3);
    const sin = Math.sin(a).toFixed(3);
    return {
      x: `calc(50% + ${cos} * min(17%, 0.95 * var(--trick-w)))`,
      y: `calc(var(--trick-cy) + ${sin} * min(21%, 0.8 * var(--trick-w)))`,
    };
  }

  seatPos(seat) {
    if (seat === 0) return { x: 50, y: 112 };
    const a = (this.seatAngle(seat) * Math.PI) / 180;
    return { x: 50 + Math.cos(a) * 46, y: 50 + Math.sin(a) * 44 };
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
        node.style.left = `${from.x}%`;
        node.style.top = `${from.y}%`;
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
      node.style.left = `${to.x}%`;
      node.style.top = `${to.y}%`;
      node.style.opacity = "0";
    }
    await sleep(340 * f);
  }

  renderSelf(pub) {
    const v = this.view;
    const toAct = v.to_act === 0 && v.status === "playing";
    this.el.self.classList.toggle("to-act", toAct);
    const tags = [...pub.tags[0]];
    if (v.dealer === 0) tags.unshift(t("table.dealer"));
    this.el.self.querySelector(".name").innerHTML = `${esc(this.seatName(0))} <small class="seat-no">1</small>`;
    const stats = [
      `✦ ${v.tricks_won ? v.tricks_won[0] : 0} ${t("table.tricks")}`,
      `Σ ${fmt(v.totals ? v.totals[0] : 0)} ${this.unit()}`,
      ...pub.stats[0],
    ];
    this.el.self.querySelector(".self-stats").innerHTML =
      tags.map((x) => `<span class="tag">${esc(x)}</span>`).join(" ") + " " + stats.map(esc).join(" · ");
    let prompt = "";
    if (v.status === "playing") {
      if (toAct && !this.demo) prompt = tx(v.prompt) || t("table.chooseCard");
      else if (v.to_act != null) prompt = `${this.seatName(v.to_act)} — ${t("table.turn")}`;
    }
    this.el.prompt.textContent = prompt;
  }

  /** The human's legal actions grouped: buttons, and card actions by verb. */
  choices() {
    const v = this.view;
    const mine = v.status === "playing" && v.to_act === 0 && !this.demo && !this.busy;
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
    if (ch.ringCards.size) {
      parts.push(`<label class="toggle"><input type="checkbox" data-testid="ring-toggle" data-cmd="ring"${this.ring ? " checked" : ""}> ${esc(t("table.ring"))}</label>`);
    }
    for (const action of ch.buttons) {
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
    const hand = v.hand || [];
    this.handCodes = hand;
    this.el.hand.innerHTML = hand
      .map((code) => {
        const action = playable.get(code);
        const name = cardName(code, this.deck, lang(), settings().picture);
        const hinted = this.hint && parseCardAction(this.hint.action || "")?.card === code ? " hinted" : "";
        const attrs = action ? ` data-action="${esc(action)}" data-legal="true"` : ` data-legal="false"`;
        return `<button type="button" class="card${action ? " legal" : ""}${hinted}" data-testid="hand-card" data-card="${esc(code)}"${attrs} aria-label="${esc(name)}">${cardSVG(code, this.deck, opts)}</button>`;
      })
      .join("");
    this.layoutHand();
  }

  /** Fit the hand: one overlapping row, or two rows when cards would get too thin. */
  layoutHand() {
    const hand = this.el.hand;
    const nodes = [...hand.querySelectorAll(".card")];
    if (!nodes.length) return;
    const width = hand.clientWidth - 16;
    const viewportH = window.innerHeight;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    let w = Math.min(6.2 * rem, width / (width < 600 ? 5.6 : 4.2), viewportH * 0.14);
    w = Math.max(w, 44);
    const n = nodes.length;
    let rows = 1;
    let perRow = n;
    let step = n > 1 ? Math.min(w + 4, (width - w) / (n - 1)) : w;
    if (step < Math.max(26, w * 0.36) && n > 6) {
      rows = 2;
      perRow = Math.ceil(n / 2);
      step = Math.min(w + 4, (width - w) / (perRow - 1));
    }
    hand.style.setProperty("--hand-w", `${w}px`);
    hand.innerHTML = "";
    for (let r = 0; r < rows; r++) {
      const row = document.createElement("div");
      row.className = "hand-row";
      if (r > 0) row.style.marginTop = `${-w * 0.62}px`;
      nodes.slice(r * perRow, (r + 1) * perRow).forEach((node, i) => {
        node.style.marginLeft = i === 0 ? "0" : `${step - w}px`;
        row.appendChild(node);
      });
      hand.appendChild(row);
    }
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
      winners = `<p class="winners" data-testid="winners"><strong>${esc(who.length > 1 ? t("summary.winners") : t("summary.winner"))}:</strong> ${esc(who.join(", "))} (${fmt(best)} ${esc(this.unit())})</p>`;
    }
    const lines = last && Array.isArray(last.summary)
      ? `<ul class="summary-lines" data-testid="summary-lines">${last.summary.map((s) => `<li>${esc(tx(s))}</li>`).join("")}</ul>`
      : "";
    const change = last && Array.isArray(last.scores) ? last.scores : [];
    const rows = `
      <tr><th scope="row">${t("summary.change")}</th>${change.map((x) => `<td>${signed(x)}</td>`).join("")}</tr>
      <tr><th scope="row">${t("summary.total")}</th>${totals.map((x) => `<td><strong>${fmt(x)}</strong></td>`).join("")}</tr>`;
    const next = matchOver
      ? `<button type="button" class="primary" data-cmd="again" data-testid="new-match" data-autofocus>${t("summary.newMatch")}</button>`
      : `<button type="button" class="primary" data-cmd="next" data-testid="next-deal" data-autofocus>${t("summary.next")}</button>`;
    return `
      <div class="overlay-panel summary-panel${matchOver ? " match-over" : ""}" role="dialog" aria-modal="false" aria-labelledby="summary-title" data-testid="deal-summary">
        <h2 id="summary-title">${matchOver ? t("summary.matchOver") : t("summary.title")} · ${t("summary.deal")} ${results.length || v.deal_no + 1}</h2>
        ${winners}
        ${lines}
        <table class="scores"><thead><tr><th></th>${this.seatHeader()}</tr></thead><tbody>${rows}</tbody></table>
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
    return `
      <div class="overlay-panel" role="dialog" aria-labelledby="scores-title" data-testid="score-sheet-panel">
        <h2 id="scores-title">${t("table.scores")} (${esc(this.unit())})</h2>
        <table class="scores"><thead><tr><th></th>${this.seatHeader()}</tr></thead>
          <tbody>${body}</tbody>
          <tfoot><tr><td>${t("table.total")}</td>${(v.totals || []).map((x) => `<td>${fmt(x)}</td>`).join("")}</tr></tfoot></table>
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

  onHandKey(ev) {
    if (ev.key !== "ArrowLeft" && ev.key !== "ArrowRight") return;
    const cards = [...this.el.hand.querySelectorAll(".card")];
    const i = cards.indexOf(document.activeElement);
    if (i < 0) return;
    const next = cards[(i + (ev.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length];
    next.focus();
    ev.preventDefault();
  }

  async onCard(node) {
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
      const reply = await this.request("why", { id: this.id, action, seat: 0 });
      if (reply.reason) this.say(tx(reply.reason));
    } catch (err) {
      this.say(errorText(err));
    }
  }

  async askHint() {
    if (!this.id || this.busy || this.view.to_act !== 0 || this.view.status !== "playing") return;
    try {
      const reply = await this.request("hint", { id: this.id, seat: 0 });
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
      const reason = tx(hint.reason);
      this.say(`${t("table.hintLabel")} ${what}${reason ? ` — ${reason}` : ""}`, true);
      this.renderDecisions();
      this.renderHand();
    } catch (err) {
      this.say(errorText(err));
    }
  }

  async act(action) {
    if (this.busy || !this.id) return;
    this.busy = true;
    this.hint = null;
    this.say("");
    this.renderDecisions();
    this.renderHand();
    let reply;
    try {
      reply = await this.request("act", { id: this.id, action, seat: 0 });
    } catch (err) {
      this.busy = false;
      this.render();
      this.say(errorText(err));
      return;
    }
    this.ring = false;
    this.busy = false;
    await this.apply(reply);
    this.loop();
  }

  async nextDeal() {
    if (this.busy) return;
    this.busy = true;
    try {
      const reply = await this.request("next_deal", { id: this.id, seat: 0 });
      this.store(reply.save);
      this.overlay = null;
      this.summaryHidden = false;
      this.view = reply.view;
      this.mode = "play";
    } catch (err) {
      this.say(errorText(err));
    } finally {
      this.busy = false;
      this.render();
    }
    this.loop();
  }

  playAgain() {
    const p = new URLSearchParams();
    p.set("players", String(this.view.players));
    p.set("level", this.level);
    if (this.demo) p.set("demo", "1");
    location.hash = `#/${this.embed ? "embed" : "play"}/${this.game}?${p}`;
  }

  /** Show what changed: a completed trick stays a moment, then flies to its winner. */
  async apply(reply) {
    this.store(reply.save);
    const prev = this.view;
    const next = reply.view;
    const f = speedFactor();
    const lastChanged =
      next.last_trick &&
      prev &&
      prev.deal_no === next.deal_no &&
      JSON.stringify(prev.last_trick) !== JSON.stringify(next.last_trick);
    if (lastChanged && f > 0 && this.alive) {
      this.renderTrick(next.last_trick.cards, prev.trick ? prev.trick.cards : [], next.last_trick.winner);
      this.view = { ...prev, hand: next.hand, hand_sizes: next.hand_sizes, legal: [], to_act: null };
      this.renderHand();
      await sleep(380 * f + 650 * f);
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

  /** Let the computer seats play until it is the human's turn (or the deal ends). */
  async loop() {
    if (this.looping) return;
    this.looping = true;
    try {
      while (this.alive && this.view && this.view.status === "playing") {
        const actor = this.view.to_act;
        if (actor == null || (actor === 0 && !this.demo)) break;
        this.thinking = actor;
        this.render();
        const pause = settings().pause;
        const started = performance.now();
        let reply;
        try {
          // The `ai` op plays for a computer seat and answers with the view of `seat`.
          const seat = actor === 0 ? 1 : 0;
          reply = await this.request("ai", { id: this.id, seat, level: this.level });
          if (seat !== 0) reply = { ...reply, ...(await this.request("view", { id: this.id, seat: 0 })) };
        } catch (err) {
          this.thinking = null;
          this.say(errorText(err));
          this.render();
          break;
        }
        const wait = pause - (performance.now() - started);
        if (wait > 0) await sleep(wait);
        if (!this.alive) return;
        this.thinking = null;
        await this.apply(reply);
      }
      if (this.alive && this.demo && this.view && this.view.status === "deal_over") {
        await sleep(Math.max(2500, settings().pause * 3));
        if (this.alive && this.view.status === "deal_over" && !this.overlay) {
          this.looping = false;
          return this.nextDeal();
        }
      }
    } finally {
      this.looping = false;
      this.thinking = null;
    }
  }

  /** Redraw after a language or look change. */
  refresh() {
    const title = this.root.querySelector("[data-testid=table-title]");
    if (title) title.textContent = tx(this.entry.name || GAME_NAMES[this.game]);
    const bar = { hint: "table.hint", last: "table.lastTrick", scores: "table.scores" };
    for (const [cmd, key] of Object.entries(bar)) {
      const b = this.root.querySelector(`.play-bar [data-cmd=${cmd}]`);
      if (b) b.textContent = t(key);
    }
    this.render();
  }
}

function fmt(x) {
  if (typeof x !== "number") return String(x ?? "");
  return String(Math.round(x * 100) / 100);
}

export function errorText(err) {
  if (!err) return "";
  if (typeof err === "object" && (err.cs || err.en)) return lang() === "cs" ? err.cs || err.en : err.en || err.cs;
  return String(err.message || err);
}
