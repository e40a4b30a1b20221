// The felt in the page: the other seats' badges and the trick, placed by the pure
// geometry of layout.js from what the page measures, and the trick's cards flying
// in from their seats and away to the trick's winner.
import { count, labelled, lang, t } from "./i18n.js";
import { backSVG, cardName, cardSVG } from "./cards.js";
import { settings, sleep, speedFactor } from "./settings.js";
import { esc, fmt } from "./format.js";
import { layoutFelt, seatPos, trickPos } from "./layout.js";
import { seatLabelHTML } from "./seats.js";

/** The root font size (px): the unit the layouts scale with. */
export const rootEm = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** A point in px for a style. */
const px = ({ x, y }) => ({ x: `${x}px`, y: `${y}px` });

/**
 * A count shown as a glyph and a number ("🂠 17") and spoken in words ("17 cards"): a screen
 * reader would read the glyph's name or nothing at all.
 */
export function glyphStatHTML(glyph, shown, words) {
  return `<span title="${esc(words)}"><span aria-hidden="true">${glyph} ${esc(shown)}</span><span class="sr-only">${esc(words)}</span></span>`;
}

/**
 * The badges of the seats other than the viewer's: name and number, tags (dealer, the
 * engine's), card backs, counts, the engine's per-seat stats, and "thinking".
 * `pub` is describePublic's answer; `thinking` the seat the computer plays now;
 * `scoreUnit(n)` the game's score unit for `n`; `faces(seat)`: that seat's cards when its hand
 * is shown face up (the club demo's open hands), else null.
 */
export function seatBadgesHTML(view, { viewer, pub, seatName, thinking, scoreUnit, faces = () => null, deck }) {
  const v = view;
  const parts = [];
  for (let k = 1; k < v.players; k++) {
    const seat = (viewer + k) % v.players;
    const toAct = v.to_act === seat && v.status === "playing";
    const tags = [...pub.tags[seat]];
    if (v.dealer === seat) tags.unshift(t("table.dealer"));
    const size = v.hand_sizes ? v.hand_sizes[seat] : 0;
    const tricks = v.tricks_won ? v.tricks_won[seat] : 0;
    const total = v.totals ? v.totals[seat] : 0;
    const open = faces(seat);
    const opts = { picture: settings().picture, lang: lang() };
    const backs = open
      ? `<span class="faces" aria-hidden="true" data-testid="open-hand">${open.map((c) => cardSVG(c, deck, opts)).join("")}</span>`
      : `<span class="backs" aria-hidden="true">${Array.from({ length: Math.min(size, 12) }, () => backSVG()).join("")}</span>`;
    parts.push(`
        <div class="seat${toAct ? " to-act" : ""}" data-seat="${seat}" data-testid="seat-${seat}">
          <span class="name">${seatLabelHTML(seatName(seat), seat)}</span>
          <span class="tags">${tags.map((x) => `<span class="tag">${esc(x)}</span>`).join("")}</span>
          ${backs}
          <span class="stats">${glyphStatHTML("🂠", size, count(size, "table.cards"))}${glyphStatHTML("✦", tricks, count(tricks, "table.tricks"))}${glyphStatHTML("Σ", fmt(total), `${t("table.total")} ${fmt(total)} ${scoreUnit(total)}`)}</span>
          ${pub.stats[seat].length ? `<span class="stats">${pub.stats[seat].map(esc).join(" · ")}</span>` : ""}
          ${thinking === seat ? `<span class="thinking">${esc(t("table.thinking"))}</span>` : ""}
        </div>`);
  }
  return parts.join("");
}

export class Felt {
  /** `felt`, `seats`, `trick`: the felt and its two layers; `direction`: the game's ("cw" | "ccw"). */
  constructor({ felt, seats, trick }, direction, { room = false } = {}) {
    this.el = { felt, seats, trick };
    this.direction = direction;
    this.room = room; // the club demo's felt (layout.js): its trick as large as the felt allows
    this.geo = null; // layout.js's answer for the felt as last measured
    this.viewer = 0;
  }

  drawSeats(html) {
    this.el.seats.innerHTML = html;
  }

  /** Place the seats around the felt and size the trick (layout.js), as the felt measures now. */
  place(players, viewer) {
    const felt = this.el.felt;
    const nodes = [...this.el.seats.querySelectorAll(".seat")];
    const badges = nodes.map((node) => ({ seat: +node.dataset.seat, w: node.offsetWidth, h: node.offsetHeight }));
    const table = { players, viewer, direction: this.direction, room: this.room };
    const geo = layoutFelt({ W: felt.clientWidth, H: felt.clientHeight }, rootEm(), table, badges);
    if (!geo) return;
    this.geo = geo;
    this.viewer = viewer;
    nodes.forEach((node, i) => {
      node.style.left = `${geo.seats[i].x}px`;
      node.style.top = `${geo.seats[i].y}px`;
    });
    felt.style.setProperty("--trick-w", `${Math.round(geo.tw)}px`);
    for (const node of this.el.trick.querySelectorAll(".trick-card")) {
      if (!node.dataset.gathered) this.land(node);
    }
  }

  /** Note on a trick card where its seat's card lies (`data-x`, `data-y`: a flight's target too), in px. */
  lay(node) {
    const p = this.trickPos(+node.dataset.seat);
    node.dataset.x = p.x;
    node.dataset.y = p.y;
  }

  /** Put a trick card where its seat's card lies, as the felt measures now. */
  land(node) {
    this.lay(node);
    node.style.left = node.dataset.x;
    node.style.top = node.dataset.y;
  }

  /** Where a seat's card lies in the trick: toward that seat, in px. */
  trickPos(seat) {
    return this.geo ? px(trickPos(this.geo, seat)) : { x: "50%", y: "50%" };
  }

  /** Where a card flies from (a seat's badge; below the felt for the viewer), in px. */
  seatPos(seat) {
    return this.geo ? px(seatPos(this.geo, seat, this.viewer)) : { x: "50%", y: "50%" };
  }

  /** Draw trick cards; cards not in `before` fly in from their seat. */
  drawTrick(cards, before, winner, { deck, seatName }) {
    const known = new Set((before || []).map((c) => `${c.seat}:${c.card}`));
    const opts = { picture: settings().picture, lang: lang() };
    this.el.trick.innerHTML = cards
      .map((c, i) => {
        const name = cardName(c.card, deck, lang(), settings().picture);
        const win = winner === c.seat ? " winner" : "";
        return `<div class="trick-card${win}" data-seat="${c.seat}" data-card="${esc(c.card)}" data-testid="trick-card" data-i="${i}" role="img" aria-label="${esc(labelled(seatName(c.seat)))} ${esc(name)}">${cardSVG(c.card, deck, opts)}</div>`;
      })
      .join("");
    const f = speedFactor();
    for (const node of this.el.trick.querySelectorAll(".trick-card")) {
      const seat = +node.dataset.seat;
      node.style.zIndex = String(3 + +node.dataset.i);
      const isNew = before && !known.has(`${seat}:${node.dataset.card}`);
      if (isNew && f > 0) {
        const from = this.seatPos(seat);
        this.lay(node);
        node.style.left = from.x;
        node.style.top = from.y;
        node.style.opacity = "0.3";
        node.classList.add("flying");
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (node.dataset.gathered) return; // frames so slow the trick is already on its way to the winner
            this.land(node); // where it lies now: the felt may have been laid anew meanwhile
            node.style.opacity = "1";
          }),
        );
      } else {
        this.land(node);
      }
    }
  }

  /** The trick's cards fly to the winner's seat and fade. */
  async gather(winner) {
    const f = speedFactor();
    if (f <= 0) return;
    const to = this.seatPos(winner);
    for (const node of this.el.trick.querySelectorAll(".trick-card")) {
      node.dataset.gathered = "1";
      node.classList.add("flying");
      node.style.left = to.x;
      node.style.top = to.y;
      node.style.opacity = "0";
    }
    await sleep(340 * f);
  }
}
