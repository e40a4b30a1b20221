// The hand's geometry (web/js/hand-layout.js): every card fits the width, shows a strip
// wide enough to read and click, the rows fit the room, and the felt keeps its share.
import { test } from "node:test";
import assert from "node:assert/strict";
import { MIN_CARD, ROW_SHIFT, fitHand, handRoom, minStrip } from "../../web/js/hand-layout.js";

const REM = 16;

// The hand's inner width and the table's height around it, as the page measures them.
const SCREENS = {
  "390x844": { width: 374, table: 760, others: 250, phone: true },
  "360x640": { width: 344, table: 556, others: 240, phone: true },
  "328x560 embed": { width: 312, table: 520, others: 230, phone: true },
  "740x360 sideways": { width: 724, table: 320, others: 80, phone: true },
  "1366x768": { width: 1340, table: 660, others: 200, phone: false },
  "760x560": { width: 736, table: 520, others: 190, phone: false },
};

// Hand sizes the games deal: Maw 5, Triumph 12, French Tarot 15/18/24 (+6 chien),
// Indulgence 13, Renaissance Tarot two-handed 39.
const HANDS = [1, 5, 12, 13, 15, 18, 24, 30, 39];

for (const [name, s] of Object.entries(SCREENS)) {
  test(`${name}: every hand fits the width in at most four rows with readable strips`, () => {
    const roomH = handRoom({ table: s.table, others: s.others, padY: 10, rem: REM, phone: s.phone });
    for (const n of HANDS) {
      const f = fitHand({ n, width: s.width, roomH, rem: REM, phone: s.phone });
      const what = `${n} cards`;
      assert.ok(f.rows >= 1 && f.rows <= 4, `${what}: ${f.rows} rows`);
      assert.ok(f.rows * f.perRow >= n && (f.rows - 1) * f.perRow < n, `${what}: ${f.rows}×${f.perRow}, no empty row`);
      assert.ok(f.w + (f.perRow - 1) * f.step <= s.width + 1e-9, `${what}: a row is wider than the hand`);
      assert.ok(f.w * 1.4 * (1 + (f.rows - 1) * ROW_SHIFT) <= roomH + 1e-9, `${what}: the rows are taller than the room`);
      assert.ok(f.w >= MIN_CARD, `${what}: cards ${f.w}px wide`);
      assert.ok(f.w <= (s.phone ? 5 : 7) * REM, `${what}: cards ${f.w}px wide`);
      if (f.perRow > 1) {
        assert.ok(f.step >= minStrip(f.w, s.phone) - 1e-9, `${what}: only a ${f.step}px strip shows`);
        assert.ok(f.step <= f.w + 0.3 * REM + 1e-9, `${what}: cards spread apart`);
      }
    }
  });
}

test("a big hand on a phone takes several rows, a small one a single row of big cards", () => {
  const roomH = handRoom({ table: 760, others: 250, padY: 10, rem: REM, phone: true });
  const big = fitHand({ n: 39, width: 374, roomH, rem: REM, phone: true });
  assert.ok(big.rows >= 3, `${big.rows} rows for 39 cards`);
  const maw = fitHand({ n: 5, width: 374, roomH, rem: REM, phone: true });
  assert.equal(maw.rows, 1);
  assert.equal(maw.w, 5 * REM);
  const desk = fitHand({ n: 18, width: 1340, roomH: 260, rem: REM, phone: false });
  assert.equal(desk.rows, 1, "a laptop lays a French Tarot hand in one row");
});

test("more rows only when they make the strips comfortable", () => {
  // 24 cards on a 390 phone: one row would show 14 px strips; the layout takes more rows.
  const f = fitHand({ n: 24, width: 374, roomH: 300, rem: REM, phone: true });
  assert.ok(f.rows > 1);
  assert.ok(f.step >= 30 || f.w < 0.88 * 5 * REM, `${f.step}px strips`);
});

test("the felt keeps at least a third of the table, and the hand at least 3.5 rem", () => {
  const table = 700;
  const room = handRoom({ table, others: 200, padY: 0, rem: REM, phone: false });
  assert.ok(table - 200 - room >= table * 0.34 - 1e-9);
  assert.ok(room <= table * 0.42);
  assert.equal(handRoom({ table: 400, others: 390, padY: 0, rem: REM, phone: true }), 3.5 * REM);
});

test("no room at all still gives a drawable hand of the smallest cards", () => {
  const f = fitHand({ n: 30, width: 200, roomH: 20, rem: REM, phone: true });
  assert.equal(f.w, MIN_CARD);
  assert.equal(f.rows, 4);
  assert.equal(f.perRow, 8);
});
