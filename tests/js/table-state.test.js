// The table's state has one owner (issue #27): the table's helpers (turns.js, input.js, after.js,
// the pages) change it only through the table's methods, and never choose what to redraw. Read
// from the sources: no module but table.js assigns to a table's property or calls its drawing
// steps; and at run time the state read as the table's properties cannot be written.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

globalThis.window = { matchMedia: () => ({ matches: true }), addEventListener() {}, removeEventListener() {} };
globalThis.localStorage = { getItem: () => null, setItem() {}, removeItem() {} };
const { Table, initialState } = await import("../../web/js/table.js");

const WEB = fileURLToPath(new URL("../../web/js/", import.meta.url));
const DRAWING = ["render", "renderHand", "renderDecisions", "renderTrick", "renderOverlay", "renderMessage", "renderSelf", "drawSeats", "drawRoot", "layoutHand", "placeFelt"];

function sources(dir = WEB) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".js") && entry.name !== "table.js" ? [full] : [];
  });
}

test("no module but table.js writes a table's property or picks what it redraws", () => {
  const found = [];
  for (const file of sources()) {
    const text = readFileSync(file, "utf-8");
    const name = path.relative(WEB, file);
    for (const m of text.matchAll(/\b(?:this\.)?(?:table|tbl)\.(\w+)\s*(?:=(?!=)|\+=|-=|\+\+|--)/g)) found.push(`${name}: ${m[0]}`);
    for (const m of text.matchAll(/\b(?:this\.)?(?:table|tbl)\.(\w+)\(/g)) if (DRAWING.includes(m[1])) found.push(`${name}: ${m[0]}`);
  }
  assert.deepEqual(found, []);
});

test("the table's state is read as its properties and changed only by update()", () => {
  const table = Object.create(Table.prototype);
  Object.assign(table, { config: { people: 1 }, state: initialState() });
  for (const key of Object.keys(initialState())) {
    assert.throws(() => {
      table[key] = "changed";
    }, TypeError, key);
  }
  table.update({ mode: "discard", hint: { action: "play:C2" } });
  assert.equal(table.mode, "discard");
  assert.deepEqual(table.hint, { action: "play:C2" });
  assert.throws(() => table.update({ colour: "red" }), /not a table state: colour/);
});

test("a new view brings its own trick unless the change says how the trick arrives", () => {
  const table = Object.create(Table.prototype);
  Object.assign(table, { config: {}, state: initialState() });
  const played = [{ seat: 1, card: "C2" }];
  table.update({ view: { trick: { cards: played } } });
  assert.deepEqual(table.trick, { cards: played, before: null, winner: null });
  const before = [{ seat: 1, card: "C2" }];
  const now = [...before, { seat: 2, card: "C3" }];
  table.update({ view: { trick: { cards: now } }, trick: { cards: now, before, winner: null } });
  assert.deepEqual(table.trick.before, before, "the cards played since fly in");
});
