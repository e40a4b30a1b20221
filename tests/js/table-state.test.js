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

// A write to a table: to one of its properties, to its state or settings behind them, by index, or all at once.
const TABLE = String.raw`\b(?:this\.)?(?:table|tbl)`;
const WRITES = [
  new RegExp(String.raw`${TABLE}(?:\.(?:state|config))?(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\+=|-=|\|\|=|\?\?=|&&=|\+\+|--)`, "g"),
  new RegExp(String.raw`\bObject\.(?:assign|defineProperty)\(${TABLE}(?:\.(?:state|config))?\b|\bdelete ${TABLE}\.`, "g"),
];
const DRAW_CALL = new RegExp(String.raw`${TABLE}\.(\w+)\(`, "g");

/** Where `text` writes to a table or calls one of its drawing steps. */
function tableWrites(text) {
  const found = WRITES.flatMap((re) => [...text.matchAll(re)].map((m) => m[0]));
  return found.concat([...text.matchAll(DRAW_CALL)].filter((m) => DRAWING.includes(m[1])).map((m) => m[0]));
}

test("no module but table.js writes a table's property or picks what it redraws", () => {
  const found = [];
  for (const file of sources()) {
    const name = path.relative(WEB, file);
    for (const write of tableWrites(readFileSync(file, "utf-8"))) found.push(`${name}: ${write}`);
  }
  assert.deepEqual(found, []);
});

test("the check sees a table's field written however it is written", () => {
  const writes = [
    "table.ring = true;", "this.table.mode = 'play';", "table.state.busy = false;", "table.config.level = 'easy';",
    "table[key] = value;", "tbl.hint ??= null;", "Object.assign(table, { busy: true });", "Object.assign(table.state, patch);",
    "delete table.hint;", "table.renderHand();",
  ];
  for (const write of writes) assert.equal(tableWrites(write).length, 1, write);
  const reads = ["table.update({ busy: true });", "if (table.mode === 'play') go();", "table.el.hand.innerHTML", "const v = table.view;"];
  for (const read of reads) assert.deepEqual(tableWrites(read), [], read);
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
