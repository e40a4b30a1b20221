// How the worker keeps a Python memory snapshot on the device: Pyodide's snapshot is a
// copy of the whole WebAssembly memory (about 31 MB), more than half of it pages of
// zeros. `pack` keeps only the pages that are not all zero, with a bitmap saying which
// they are (about 13 MB); `unpack` rebuilds the memory. Both take a few milliseconds,
// where gzip took a fifth of a second to inflate on every page open.
//
// Layout (little-endian): "CSNP" · version u32 · length u32 · page count u32 ·
// bitmap (one bit a page, page k at bit k % 8 of byte k / 8) · the kept pages in order.

const MAGIC = 0x504e5343; // "CSNP"
const VERSION = 1;
const PAGE = 4096;
const HEADER = 16;

/** The snapshot's memory without its zero pages. */
export function pack(memory) {
  const pages = Math.ceil(memory.length / PAGE);
  const bitmap = new Uint8Array(Math.ceil(pages / 8));
  const kept = [];
  for (let page = 0; page < pages; page++) {
    const bytes = memory.subarray(page * PAGE, Math.min((page + 1) * PAGE, memory.length));
    if (!isZero(bytes)) {
      bitmap[page >> 3] |= 1 << (page & 7);
      kept.push(bytes);
    }
  }
  const packed = new Uint8Array(HEADER + bitmap.length + kept.reduce((sum, bytes) => sum + bytes.length, 0));
  const header = new DataView(packed.buffer);
  header.setUint32(0, MAGIC, true);
  header.setUint32(4, VERSION, true);
  header.setUint32(8, memory.length, true);
  header.setUint32(12, pages, true);
  packed.set(bitmap, HEADER);
  let at = HEADER + bitmap.length;
  for (const bytes of kept) {
    packed.set(bytes, at);
    at += bytes.length;
  }
  return packed;
}

/** The memory `pack` was given; throws on anything that is not a whole packed snapshot. */
export function unpack(packed) {
  if (packed.length < HEADER) throw new Error("snapshot: too short");
  const header = new DataView(packed.buffer, packed.byteOffset, HEADER);
  if (header.getUint32(0, true) !== MAGIC || header.getUint32(4, true) !== VERSION) {
    throw new Error("snapshot: not a packed snapshot of this version");
  }
  const length = header.getUint32(8, true);
  const pages = header.getUint32(12, true);
  const bitmapEnd = HEADER + Math.ceil(pages / 8);
  if (pages !== Math.ceil(length / PAGE) || packed.length < bitmapEnd) throw new Error("snapshot: damaged header");
  const memory = new Uint8Array(length);
  let at = bitmapEnd;
  for (let page = 0; page < pages; page++) {
    if (!(packed[HEADER + (page >> 3)] & (1 << (page & 7)))) continue;
    const size = Math.min(PAGE, length - page * PAGE);
    if (at + size > packed.length) throw new Error("snapshot: cut short");
    memory.set(packed.subarray(at, at + size), page * PAGE);
    at += size;
  }
  if (at !== packed.length) throw new Error("snapshot: trailing bytes");
  return memory;
}

function isZero(bytes) {
  // Whole words where the page is aligned (every page but a short last one), bytes otherwise.
  if (bytes.byteOffset % 4 === 0 && bytes.length % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
    return true;
  }
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}
