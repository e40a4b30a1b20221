// The felt's geometry (web/js/layout.js): seats around the felt for 2–6 players at
// phone, embed and desktop sizes; no trick card covers a seat's badge, no badge
// covers another, nothing leaves the felt. The badge sizes are the ones the page
// measures (a phone badge 80–112 px wide, 47 px high, up to 101 with bid tags and
// "thinking"; a desktop one up to 152 × 120); the felt sizes are the page's at
// 390×844, 360×640, the 328×560 embed frame, 1366×768 and 760×560.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CARD_RATIO, ROOM_OVERLAP, layoutFelt, seatAngle, seatPos, trickBox, trickPos } from "../../web/js/layout.js";

const REM = 16;

/** Boxes {x0, x1, y0, y1} overlap by more than a pixel each way (as the browser tests measure). */
const overlap = (a, b) => a.x0 < b.x1 - 1 && b.x0 < a.x1 - 1 && a.y0 < b.y1 - 1 && b.y0 < a.y1 - 1;
const inside = (b, W, H) => b.x0 >= -0.5 && b.y0 >= -0.5 && b.x1 <= W + 0.5 && b.y1 <= H + 0.5;

/** Every way the layout breaks the table's promises, in words (none = it fits). */
function problems(geo, players) {
  const out = [];
  const { W, H, seats } = geo;
  seats.forEach((a, i) => {
    if (!inside(a, W, H)) out.push(`seat ${a.seat} leaves the felt`);
    for (const b of seats.slice(i + 1)) if (overlap(a, b)) out.push(`seat ${a.seat} overlaps seat ${b.seat}`);
  });
  for (let s = 0; s < players; s++) {
    const card = trickBox(geo, s);
    if (!inside(card, W, H)) out.push(`trick card ${s} leaves the felt`);
    for (const b of seats) if (overlap(card, b)) out.push(`trick card ${s} covers seat ${b.seat}`);
  }
  return out;
}

/** The others' badges, all of one size unless `sizes` gives some seats theirs. */
function badges(players, w, h, viewer = 0, sizes = {}) {
  const out = [];
  for (let s = 0; s < players; s++) if (s !== viewer) out.push({ seat: s, ...(sizes[s] || { w, h }) });
  return out;
}

function lay(W, H, players, list, { viewer = 0, direction = "cw" } = {}) {
  return layoutFelt({ W, H }, REM, { players, viewer, direction }, list);
}

// The felt inside the page (W × H) for a viewport, from the smallest the hand and the
// decisions leave it to the largest, with the badge sizes that screen's CSS gives every
// seat at once (a plain badge; one with a tag). The tallest badges (a bidder's tags
// wrapped, "thinking") are one or two at a time: the test after this one.
const SCREENS = {
  "390x844": { W: 382, H: [365, 470, 667], badge: [[80, 47], [92, 65]] },
  "360x640": { W: 352, H: [240, 300, 463], badge: [[80, 47], [86, 65]] },
  "328x560 embed": { W: 320, H: [191, 260, 320], badge: [[80, 47], [86, 65]] },
  "1366x768": { W: 1350, H: [300, 420, 560], badge: [[88, 60], [120, 90], [152, 120]] },
  "760x560": { W: 744, H: [300, 357, 420], badge: [[88, 60], [99, 76], [129, 95]] },
};

for (const [name, screen] of Object.entries(SCREENS)) {
  test(`${name}: every seat, 2–6 players, either direction, fits with the whole trick`, () => {
    for (let players = 2; players <= 6; players++) {
      for (const direction of ["cw", "ccw"]) {
        for (const H of screen.H) {
          for (const [w, h] of screen.badge) {
            const geo = lay(screen.W, H, players, badges(players, w, h), { direction });
            assert.equal(geo.seats.length, players - 1);
            assert.deepEqual(problems(geo, players), [], `${players}p ${direction} felt ${screen.W}x${H} badges ${w}x${h}`);
          }
        }
      }
    }
  });
}

test("one or two tall badges (a bidder's tags, a thinking seat) still keep clear of the trick and each other", () => {
  for (const [W, H] of [[382, 470], [352, 300], [320, 260]]) {
    for (let players = 3; players <= 6; players++) {
      for (let tall = 1; tall < players; tall++) {
        const one = lay(W, H, players, badges(players, 86, 47, 0, { [tall]: { w: 112, h: 101 } }));
        assert.deepEqual(problems(one, players), [], `${players}p felt ${W}x${H}, seat ${tall} tall`);
        const next = (tall % (players - 1)) + 1;
        if (next === tall) continue;
        const two = lay(W, H, players, badges(players, 86, 47, 0, { [tall]: { w: 112, h: 101 }, [next]: { w: 96, h: 82 } }));
        assert.deepEqual(problems(two, players), [], `${players}p felt ${W}x${H}, seats ${tall} and ${next} tall`);
      }
    }
  }
});

// Cases the page met (felt and badges measured in Chromium) where trick cards lay on a
// seat's badge or one badge on another (#17).
test("328x560 embed, French Tarot 5p: no trick card on the tall bidder's badge at the upper right", () => {
  const list = [{ seat: 1, w: 87, h: 65 }, { seat: 2, w: 96, h: 101 }, { seat: 3, w: 86, h: 65 }, { seat: 4, w: 86, h: 65 }];
  const geo = lay(320, 154, 5, list, { direction: "ccw" });
  // This felt cannot hold the badges apart (355 px of them across 320, the tall one and its
  // neighbour 166 px high in 154): the right-hand two touch. The trick still finds its room.
  assert.deepEqual(problems(geo, 5).filter((p) => !p.startsWith("seat 1 overlaps seat 2")), []);
});

test("328x560 embed, Maw 6p: the wide badge at the right end is not covered", () => {
  const list = [{ seat: 1, w: 86, h: 47 }, { seat: 2, w: 86, h: 47 }, { seat: 3, w: 86, h: 47 }, { seat: 4, w: 86, h: 47 }, { seat: 5, w: 112, h: 81 }];
  const geo = lay(320, 191, 6, list);
  assert.deepEqual(problems(geo, 6), []);
});

test("360x640, Maw 6p: a seat with 'Took the turned card' does not cover its neighbours", () => {
  const list = [{ seat: 1, w: 86, h: 64 }, { seat: 2, w: 112, h: 81 }, { seat: 3, w: 86, h: 47 }, { seat: 4, w: 86, h: 47 }, { seat: 5, w: 86, h: 47 }];
  const geo = lay(352, 259, 6, list);
  assert.deepEqual(problems(geo, 6), []);
});

test("320 px embed, French Tarot 5p bidding: four badges in a low felt, none clipped by another", () => {
  const list = [{ seat: 1, w: 87, h: 65 }, { seat: 2, w: 96, h: 65 }, { seat: 3, w: 86, h: 65 }, { seat: 4, w: 86, h: 65 }];
  const geo = lay(312, 144, 5, list, { direction: "ccw" });
  assert.deepEqual(problems(geo, 5).filter((p) => p.startsWith("seat")), []);
});

test("a phone held sideways (740x360) spreads the seats across and keeps the trick clear", () => {
  for (let players = 2; players <= 6; players++) {
    for (const H of [139, 178, 220]) {
      const geo = lay(732, H, players, badges(players, 92, 64));
      assert.deepEqual(problems(geo, players), [], `${players}p felt 732x${H}`);
    }
  }
});

test("the viewer sits at the bottom and the others go round in the game's direction", () => {
  assert.equal(seatAngle(0, { players: 4 }), 90);
  assert.deepEqual([1, 2, 3].map((s) => seatAngle(s, { players: 4 })), [180, 270, 360]);
  assert.deepEqual([1, 2, 3].map((s) => seatAngle(s, { players: 4, direction: "ccw" })), [0, 270, 180]);
  // Pass and play: the viewer (seat 2) is drawn at the bottom, seat 3 follows at the left.
  assert.equal(seatAngle(2, { players: 4, viewer: 2 }), 90);
  assert.equal(seatAngle(3, { players: 4, viewer: 2 }), 180);
  assert.equal(seatAngle(1, { players: 2 }), 270);
  assert.deepEqual([1, 2].map((s) => seatAngle(s, { players: 3 })), [208, 332]);
});

test("seats lie around the felt in playing order: left side, over the top, right side", () => {
  const geo = lay(1350, 420, 6, badges(6, 120, 90));
  const xs = [1, 2, 3, 4, 5].map((s) => geo.seats.find((b) => b.seat === s).x);
  assert.deepEqual([...xs].sort((a, b) => a - b), xs, "clockwise: left to right");
  const top = geo.seats.find((b) => b.seat === 3);
  assert.ok(top.y < geo.seats.find((b) => b.seat === 1).y, "the middle seat sits above the side seats");
  const ccw = lay(1350, 420, 6, badges(6, 120, 90), { direction: "ccw" });
  assert.ok(ccw.seats.find((b) => b.seat === 1).x > ccw.seats.find((b) => b.seat === 5).x, "counter-clockwise: right to left");
});

test("each trick card lies toward its seat, the viewer's below the others", () => {
  const geo = lay(1350, 420, 4, badges(4, 120, 90));
  const me = trickPos(geo, 0);
  const left = trickPos(geo, 1);
  const top = trickPos(geo, 2);
  const right = trickPos(geo, 3);
  assert.ok(left.x < top.x && top.x < right.x);
  assert.ok(top.y < me.y);
  assert.ok(Math.abs(geo.th - geo.tw * CARD_RATIO) < 1e-9);
  const box = trickBox(geo, 2);
  assert.ok(Math.abs(box.x1 - box.x0 - geo.tw) < 1e-9);
});

test("a desktop felt takes big trick cards, a phone smaller ones, never below a readable size", () => {
  const desk = lay(1350, 420, 4, badges(4, 120, 90));
  const phone = lay(352, 300, 6, badges(6, 86, 65));
  assert.ok(desk.tw >= 4 * REM, `desktop trick card ${desk.tw}px`);
  assert.ok(phone.tw < desk.tw);
  assert.ok(phone.tw >= 1.9 * REM - 1e-9, `phone trick card ${phone.tw}px`);
});

test("cards fly from the seat's badge, and the viewer's from below the felt", () => {
  const geo = lay(1350, 420, 4, badges(4, 120, 90));
  const at = geo.seats.find((b) => b.seat === 2);
  assert.deepEqual(seatPos(geo, 2, 0), { x: at.x, y: at.y });
  assert.deepEqual(seatPos(geo, 0, 0), { x: 1350 / 2, y: 420 + 60 });
});

test("a felt with no size yet has no layout", () => {
  assert.equal(lay(0, 300, 4, badges(4, 80, 47)), null);
  assert.equal(lay(300, 0, 4, badges(4, 80, 47)), null);
});

// The club demo's room felt (#31.3) as the page measures it at 1920×1080 (the felt 1890 px wide,
// 500–700 high; the badges of shown hands 250–400 × 150–230 px, of hidden ones 160–290 × 130–200):
// for 2–6 players, either direction, no two trick cards share more than ROOM_OVERLAP of a card's
// width, none covers a badge or leaves the felt, and the cards stay large.
test("the room's trick: every card's face shows, 2–6 players, at the demo's felts", () => {
  const strip = (a, b) => Math.max(0, Math.min(Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0), Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)));
  for (let players = 2; players <= 6; players++) {
    for (const direction of ["cw", "ccw"]) {
      for (const H of [500, 600, 700]) {
        for (const [w, h] of [[250, 150], [400, 230], [160, 130], [290, 200]]) {
          const geo = layoutFelt({ W: 1890, H }, 25.6, { players, viewer: 0, direction, room: true }, badges(players, w, h));
          const where = `${players} players ${direction}, felt 1890×${H}, badges ${w}×${h}`;
          assert.deepEqual(problems(geo, players).filter((p) => p.startsWith("trick")), [], where);
          assert.ok(geo.tw >= 115, `${where}: trick cards ${geo.tw} px`);
          for (let a = 0; a < players; a++) {
            for (let b = a + 1; b < players; b++) {
              const shared = strip(trickBox(geo, a), trickBox(geo, b));
              assert.ok(shared <= ROOM_OVERLAP * geo.tw + 1e-6, `${where}: cards ${a} and ${b} share ${shared} px of ${geo.tw}`);
            }
          }
        }
      }
    }
  }
});
