// The worker's packing of a Python memory snapshot (web/snapshot-pack.mjs): what is
// unpacked is exactly what was packed, zero pages cost nothing, and a damaged or
// foreign entry is refused (the worker then starts from bytecode) instead of being
// handed to Pyodide as memory.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pack, unpack } from "../../web/snapshot-pack.mjs";

const PAGE = 4096;

/** A memory like Pyodide's: mostly zero pages, some data, a length not a whole number of pages. */
function memory(pages, tail = 16) {
  const bytes = new Uint8Array(pages * PAGE + tail);
  for (const page of [0, 3, 4, pages - 1]) bytes.fill(page + 1, page * PAGE + 100, page * PAGE + 900);
  bytes[pages * PAGE + tail - 1] = 255; // the short last page
  return bytes;
}

test("unpack gives back exactly the memory that was packed", () => {
  for (const original of [memory(40), memory(9, 0), new Uint8Array(0), new Uint8Array(PAGE * 3)]) {
    assert.deepEqual(unpack(pack(original)), original);
  }
});

test("zero pages are not stored", () => {
  const original = memory(40);
  const packed = pack(original);
  const kept = 4 * PAGE + 16; // pages 0, 3, 4, 39 and the short last page
  assert.equal(packed.length, 16 + Math.ceil(41 / 8) + kept);
  assert.ok(packed.length < original.length / 5);
});

test("a damaged or foreign entry is refused, not unpacked", () => {
  const packed = pack(memory(40));
  assert.throws(() => unpack(packed.subarray(0, 10)), /too short/);
  assert.throws(() => unpack(new Uint8Array(4_000).fill(7)), /not a packed snapshot/);
  const cut = packed.subarray(0, packed.length - 100);
  assert.throws(() => unpack(cut), /cut short/);
  const longer = new Uint8Array(packed.length + 8);
  longer.set(packed);
  assert.throws(() => unpack(longer), /trailing bytes/);
  const lying = packed.slice();
  new DataView(lying.buffer).setUint32(12, 3, true); // a page count that does not fit the length
  assert.throws(() => unpack(lying), /damaged header/);
});
