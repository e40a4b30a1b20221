// The felt's geometry, pure: where the seats sit around the felt and how big the
// trick is and where its cards lie, so that no trick card covers a seat's badge
// and nothing leaves the felt. Inputs are numbers (px), outputs positions and
// sizes (px, the felt's top left corner at 0,0); the page measures and applies
// them (felt.js). No DOM here, so node --test checks it (tests/js/layout.test.js).

/** A trick card's height for its width (the cards' aspect). */
export const CARD_RATIO = 1.4;

/**
 * Angle (degrees, screen coordinates, y down) of a seat: the viewer at the bottom
 * (90°), the others spread over the upper half of the table from one side
 * (180°) over the top (270°) to the other (360°), in the game's direction of
 * play: clockwise games pass to the left, counter-clockwise to the right.
 */
export function seatAngle(seat, { players, viewer = 0, direction = "cw" }) {
  const n = players;
  seat = (seat - viewer + n) % n; // the viewer sits at the bottom
  if (seat === 0) return 90;
  let a;
  if (n === 2) a = 270;
  else if (n === 3) a = seat === 1 ? 208 : 332;
  else a = 180 + ((seat - 1) * 180) / (n - 2);
  return direction === "ccw" ? (540 - a) % 360 : a;
}

/**
 * The felt laid out: `felt` {W, H} its inner size, `rem` the root font size,
 * `table` {players, viewer, direction, room}, `badges` [{seat, w, h}] the other seats'
 * badges as measured; `room`: the club demo's felt, read across a room, whose trick
 * takes all the felt gives it instead of a card a player's table keeps near a hand card's size,
 * its cards overlapping by no more than ROOM_OVERLAP (fitRoomTrick). Returns null for a felt with no size, else
 * {W, H, tw, th, rx, ry, ct, dirs, seats}: the trick card's size, its spread
 * around the trick's centre (W/2, ct), each seat's direction [x, y] from that
 * centre, and each badge's box {seat, x, y, x0, x1, y0, y1} (x, y its centre).
 */
export function layoutFelt({ W, H }, rem, table, badges) {
  if (!W || !H) return null;
  const { players, viewer = 0, room = false } = table;
  const pad = Math.max(4, Math.min(W, H) * 0.02);
  // A wide, low felt (a phone held sideways) spaces the seats evenly across its width:
  // on the ellipse, the seats near its ends would crowd each other.
  const wide = W > 2.6 * H;
  /** A seat's place from left (-1) over the top (0) to right (1), evenly by its angle; a lone
   * opponent sits left of the middle, which is the trick's. */
  const across = (degrees) => (players === 2 ? -0.55 : ((degrees < 90 ? degrees + 360 : degrees) - 270) / 90);
  const seats = placeSeats(W, H, pad, badges.map(({ seat, w, h }) => {
    const degrees = seatAngle(seat, table);
    const a = (degrees * Math.PI) / 180;
    return { seat, w, h, cos: wide ? across(degrees) : Math.cos(a), sin: Math.sin(a) };
  }));
  const dirs = Array.from({ length: players }, (_, s) => {
    const degrees = seatAngle(s, table);
    const a = (degrees * Math.PI) / 180;
    return [wide && s !== viewer ? across(degrees) : Math.cos(a), Math.sin(a)];
  });
  const trick = room ? fitRoomTrick(W, H, rem, dirs, seats, wide, table) : fitTrick(W, H, rem, dirs, seats, wide);
  return { dirs, ...trick, W, H, seats };
}

/** Room kept between a trick card or a badge and a badge (px). */
const GAP = 3;

const overlaps = (a, b, gap) => a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;

/**
 * The badges on the ellipse inside the felt (`cos`, `sin` their direction from its
 * middle). Where the felt is too small for that (a phone, five or six players, a
 * bidder's tags), a badge that would lie on one nearer the top gives way: outward
 * along the felt when a short step does it, else down the felt's side below it.
 */
function placeSeats(W, H, pad, list) {
  const cy = H / 2;
  const placed = [];
  // From the top seat outward, so each badge gives way to the ones above it.
  for (const { seat, w, h, cos, sin } of [...list].sort((a, b) => a.sin - b.sin)) {
    const hw = w / 2;
    const hh = h / 2;
    const [left, right] = [pad + hw, Math.max(pad + hw, W - pad - hw)];
    const lowest = Math.max(cy, H - pad - hh);
    let x = W / 2 + cos * Math.max(0, W / 2 - hw - pad);
    let y = cy + sin * Math.max(0, cy - hh - pad);
    const boxAt = (x, y) => ({ seat, x0: x - hw, x1: x + hw, y0: y - hh, y1: y + hh, x, y });
    for (let step = 0; step < 2 * list.length; step++) {
      const above = placed.filter((b) => overlaps(boxAt(x, y), b, GAP));
      if (!above.length) break;
      const down = Math.min(lowest, Math.max(...above.map((b) => b.y1)) + GAP + hh) - y;
      const aside = cos < 0 ? Math.min(...above.map((b) => b.x0)) - GAP - hw : Math.max(...above.map((b) => b.x1)) + GAP + hw;
      const fits = Math.abs(cos) > 1e-9 && aside >= left && aside <= right;
      if (fits && Math.abs(aside - x) <= Math.max(down, 0)) x = aside;
      else if (down > 0) y += down;
      else break; // the felt has no room left: the least bad place
    }
    placed.push(boxAt(x, y));
  }
  return list.map((b) => placed.find((p) => p.seat === b.seat));
}

/**
 * How a trick of `tw`-wide cards, spread by rx, ry around (cx, ct), would clash with the felt:
 * `cover`, how much of its cards lie on seats' badges or off the felt (px², 0 = none), and
 * `area`, a weight of every clash: cards within GAP of a badge or within 2 px of the felt's
 * edge, and cards piled on each other (a quarter: fanned cards are better than a covered seat).
 */
function trickClash({ W, H, dirs, seats }, tw, rx, ry, cx, ct) {
  const th = tw * CARD_RATIO;
  let area = 0;
  let cover = 0;
  let near = 0; // the clashes but the cards' own piles: near a badge or the felt's edge
  let strip = 0; // the widest strip two cards share (the narrower side of their overlap)
  for (let i = 0; i < dirs.length; i++) {
    for (let j = i + 1; j < dirs.length; j++) {
      const ox = tw - Math.abs((dirs[i][0] - dirs[j][0]) * rx);
      const oy = th - Math.abs((dirs[i][1] - dirs[j][1]) * ry);
      if (ox > 0 && oy > 0) {
        area += 0.25 * ox * oy;
        strip = Math.max(strip, Math.min(ox, oy));
      }
    }
  }
  for (const [c, s] of dirs) {
    const x0 = cx + c * rx - tw / 2;
    const y0 = ct + s * ry - th / 2;
    const edge = tw * th - Math.max(0, Math.min(x0 + tw, W - 2) - Math.max(x0, 2)) * Math.max(0, Math.min(y0 + th, H - 2) - Math.max(y0, 2));
    area += edge;
    near += edge;
    const off = tw * th - Math.max(0, Math.min(x0 + tw, W) - Math.max(x0, 0)) * Math.max(0, Math.min(y0 + th, H) - Math.max(y0, 0));
    if (off > 1e-6) cover += off;
    for (const b of seats) {
      const ox = Math.min(x0 + tw, b.x1 + GAP) - Math.max(x0, b.x0 - GAP);
      const oy = Math.min(y0 + th, b.y1 + GAP) - Math.max(y0, b.y0 - GAP);
      if (ox > 0 && oy > 0) {
        area += ox * oy;
        near += ox * oy;
        cover += Math.max(0, Math.min(x0 + tw, b.x1) - Math.max(x0, b.x0)) * Math.max(0, Math.min(y0 + th, b.y1) - Math.max(y0, b.y0));
      }
    }
  }
  return { cover, area, near, strip };
}

/**
 * The trick's size and place: the largest cards, spread toward their seats, with no clash
 * at all; else the least clashing layout that covers no badge and stays on the felt. The
 * trick sits in the middle, a little below it, lower still when the seats above need the
 * room (your own seat is below the felt). Only where every such place covers a badge (a
 * cramped phone or embed) does the search go on: as low as the felt allows, flatter, wider
 * (a low felt lays its cards in one row), then off the middle.
 * Returns {tw, th, rx, ry, cx, ct}: card size, spread, and the trick's middle.
 */
function fitTrick(W, H, rem, dirs, seats, wide) {
  const felt = { W, H, dirs, seats };
  const maxW = Math.min(7 * rem, Math.max(2.8 * rem, Math.min(W * 0.12, H * 0.24)));
  // A cramped felt (a phone held sideways, six players) takes smaller cards, closer together,
  // before a trick card may cover a seat.
  const minW = Math.min(maxW, 1.9 * rem);
  const levels = [0.54, 0.62, 0.7, 0.78];
  const flats = [0.62, 0.52, 0.42, 0.34, 0.24, 0.14];
  const spreads = wide ? [1.8, 1.4, 1.05, 0.75, 0.48] : [1.05, 0.9, 0.75, 0.62, 0.48];
  const stages = [
    { shifts: [0], levels, flats, spreads },
    {
      shifts: [0, -0.04, 0.04, -0.08, 0.08, -0.12, 0.12, -0.16, 0.16, -0.2, 0.2, -0.24, 0.24],
      levels: [...levels, "lowest"],
      flats: [...flats, 0.06, 0],
      spreads: wide ? [...spreads, 2.4, 3] : spreads,
    },
  ];
  let best = null;
  let least = { cover: Infinity, area: Infinity };
  for (const stage of stages) {
    for (const shift of stage.shifts) {
      const cx = W / 2 + shift * W;
      search: for (let tw = maxW; tw >= minW; tw *= 0.94) {
        const th = tw * CARD_RATIO;
        for (const level of stage.levels) {
          for (const fy of stage.flats) {
            const ry = fy * tw * CARD_RATIO;
            const ct = level === "lowest" ? H - 2 - GAP - th / 2 - ry : H * level;
            for (const fx of stage.spreads) {
              const c = trickClash(felt, tw, fx * tw, ry, cx, ct);
              if (c.cover < least.cover || (c.cover === least.cover && c.area < least.area)) {
                least = c;
                best = { tw, th, rx: fx * tw, ry, cx, ct };
                if (c.area === 0) break search;
              }
            }
          }
        }
      }
      if (least.cover === 0) return best;
    }
  }
  return best;
}

/**
 * The room's rule (#31.3): two trick cards may share no more than a strip as wide as a card's
 * corner index (its index column is the outer fifth of the card, cards.js), so from across a
 * room every card shows its face and one index whole; the cards get smaller before they pile.
 */
export const ROOM_OVERLAP = 0.2;

/**
 * The club demo's trick (`table` as layoutFelt's), read from ~4 m: the largest cards that cover
 * no badge, stay on the felt and keep ROOM_OVERLAP, as low on the felt as it takes. Each size
 * tries the cards fanned toward their seats, then in one row (the shape of a wide, low felt):
 * the other seats' cards in the order their badges sit, from the left over the top to the right,
 * so each lies below its badge's side, and the bottom seat's card in the middle, above its hand
 * (with a seat at the top, next to it on the side the bottom seat plays after: its right in a
 * clockwise game). Where no size down to a small card fits so, the
 * player's table's trick. Returns fitTrick's answer, and `dirs` when the row changes them.
 */
function fitRoomTrick(W, H, rem, dirs, seats, wide, { viewer = 0, direction = "cw" }) {
  const maxW = Math.max(2.8 * rem, Math.min(W * 0.2, (H - 2 * GAP - 4) / CARD_RATIO));
  const minW = Math.min(maxW, 2.8 * rem);
  const others = dirs.map((d, seat) => ({ seat, x: d[0] })).filter((o) => o.seat !== viewer).sort((a, b) => a.x - b.x);
  const order = others.map((o) => o.seat);
  order.splice(direction === "ccw" ? Math.floor(others.length / 2) : Math.ceil(others.length / 2), 0, viewer);
  const row = dirs.map((_, seat) => [order.indexOf(seat) - (dirs.length - 1) / 2, 0]);
  const arrangements = [
    { dirs, flats: [0.62, 0.52, 0.42, 0.34, 0.24, 0.14], spreads: wide ? [1.8, 1.4, 1.05, 0.75, 0.48, 2.4, 3] : [1.05, 0.9, 0.75, 0.62, 0.48] },
    // One row: rx is the step between neighbours, side by side. Not overlapping at all: a card
    // between two played after it would lose both its index corners.
    { dirs: row, flats: [0], spreads: [1.1, 1.05, 1] },
  ];
  const levels = [0.54, 0.62, 0.7, 0.78, "lowest"];
  const shifts = [0, -0.04, 0.04, -0.08, 0.08, -0.12, 0.12, -0.16, 0.16, -0.2, 0.2];
  for (let tw = maxW; tw >= minW; tw *= 0.96) {
    const th = tw * CARD_RATIO;
    let best = null;
    for (const [a, { dirs: lay, flats, spreads }] of arrangements.entries()) {
      const felt = { W, H, dirs: lay, seats };
      for (const shift of shifts) {
        const cx = W / 2 + shift * W;
        for (const level of levels) {
          for (const fy of flats) {
            const ry = fy * th;
            const ct = level === "lowest" ? H - 2 - GAP - th / 2 - ry : H * level;
            for (const fx of spreads) {
              const c = trickClash(felt, tw, fx * tw, ry, cx, ct);
              if (c.cover > 0 || c.near > 0 || c.strip > ROOM_OVERLAP * tw + 1e-6) continue;
              // Of the fits at this size: the least piled, then the nearest the middle, a fan before a row.
              const score = c.strip / tw + Math.abs(shift) + 0.01 * a;
              if (!best || score < best.score) best = { score, fit: { tw, th, rx: fx * tw, ry, cx, ct, dirs: lay } };
            }
          }
        }
      }
    }
    if (best) return best.fit;
  }
  return fitTrick(W, H, rem, dirs, seats, wide);
}

/** Where a seat's card lies in the trick (its centre): toward that seat. */
export function trickPos(geo, seat) {
  const [c, s] = geo.dirs[seat] || [0, 0];
  return { x: geo.cx + c * geo.rx, y: geo.ct + s * geo.ry };
}

/** The box a seat's trick card covers. */
export function trickBox(geo, seat) {
  const { x, y } = trickPos(geo, seat);
  return { x0: x - geo.tw / 2, x1: x + geo.tw / 2, y0: y - geo.th / 2, y1: y + geo.th / 2 };
}

/** Where a card flies from or to: a seat's badge, below the felt for the viewer (or a seat not drawn). */
export function seatPos(geo, seat, viewer) {
  const at = geo.seats.find((b) => b.seat === seat);
  if (seat === viewer || !at) return { x: geo.W / 2, y: geo.H + 60 };
  return { x: at.x, y: at.y };
}
