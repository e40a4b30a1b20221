// The engine's Web Worker (a module worker): runs Pyodide and the `cardavia`
// engine off the main thread, so AI search never freezes the page.
//
// Start-up stages, each reported as {type: "progress", stage, fraction, step, loaded?, total? (MB)}:
//   runtime  fetch engine.json, the runtime (WebAssembly), the trimmed stdlib and
//            the engine (both precompiled .pyc zips, tools/build-python.mjs); the
//            fraction and the megabytes follow the bytes as they arrive. Each file is
//            checked against the sha256 engine.json gives it before it is used
//   python   CPython starts (web/start-python.mjs): restored from this browser's
//            memory snapshot of an earlier start when it has one for this build,
//            otherwise from bytecode
//   engine   import cardavia.bridge (after a start from bytecode)
//   ready    answering requests; {type: "ready", python, engine, start} is posted,
//            start being "snapshot" or "bytecode" (the page's first request, `hello`,
//            is its own proof of the whole path)
// A failure posts {type: "error", stage, message} and the worker answers nothing more.
// worker.js?start=bytecode (the page's start-up watchdog) drops the snapshot and starts from bytecode.
//
// The snapshot: a start from bytecode takes a copy of the WebAssembly memory once
// the engine is imported, off the start's critical path: when the worker is first
// idle after its first answer, or at the latest before it answers a request that
// could open a match (any op but hello and catalog), so it holds no match; and
// stores it without its zero pages (snapshot-pack.mjs) in Cache Storage
// ("cardavia-python-snapshot", keyed by the build: snapshotKey). A later start restores it instead of initialising
// CPython and importing the engine. It costs no download: each browser makes its
// own. A snapshot that is missing, of another build, damaged or refused by Pyodide
// is dropped and the worker starts from bytecode (and makes a new one); so is one
// whose interpreter later fails fatally.
//
// Life: {type: "alive", lock} names a Web Lock this worker holds until it ends (the page waits
// for it to learn at once that the worker is gone).
//
// Requests: the page posts {id, op, payload}; the worker answers
// {type: "reply", id, reply} where reply is the parsed JSON of
// cardavia.bridge.handle(JSON.stringify({op, ...payload})) — {ok: true, ...} or
// {ok: false, error: {kind, en, cs}}. A Python exception the bridge did not turn
// into an error reply becomes {ok: false, error: {kind: "internal", ...}}.
// Requests are answered one at a time, in order.

import { ENGINE_MODULE, engineSnapshot, integrityOf, snapshotKey, startPython } from "./start-python.mjs";
import { pack, unpack } from "./snapshot-pack.mjs";

const megabytes = (bytes) => Math.round(bytes / 1e5) / 10;

let stage = "runtime";

// Each progress names its step (the page's words progress.<step>, web/i18n/messages.json), and each
// step's words name the stage after it, so a download at its last megabyte does not read as the end.
function progress(name, fraction, step = name, amounts = {}) {
  if (stage === "ready") return; // a late byte count must not take the label back
  stage = name;
  postMessage({ type: "progress", stage: name, fraction, step, ...amounts });
}

// What Python prints, from its first line (the engine's import is part of the start).
const PYTHON_OUTPUT = {
  stdout: (line) => console.log(`[python] ${line}`),
  stderr: (line) => console.warn(`[python] ${line}`),
};

// Wraps fetch while the runtime loads: each file engine.json names (Pyodide fetches the
// WebAssembly and the stdlib itself, and checks neither) is read here as it arrives, so
// the progress bar counts its bytes while they come, and is checked against the sha256
// engine.json gives it before anybody uses it; what reaches Pyodide is a response made
// of exactly the checked bytes. (A fetch with Subresource Integrity gives nothing until
// the whole body has arrived and been checked: over a 20 Mbit/s link the bar then said
// "1.8 of 11.4 MB" for the four seconds of the WebAssembly's download.)
// Pyodide only logs a failed WebAssembly download and then waits for ever, so a file
// that does not arrive (or not unchanged) also rejects `failed`, which the start races.
// A dropped connection is retried (withRetries) before it is a failure.
// `prefetch(url)` starts a guarded download before Pyodide asks for it (the runtime's
// WebAssembly as soon as engine.json names it, not after the loader's scripts are in);
// Pyodide's own fetch of that URL then takes the download under way. Measured over a
// 20 Mbit/s link: engine-ready 9.47 s against 9.94 s (the WebAssembly is the long pole).
function guardedFetch(integrity, total, onBytes) {
  const realFetch = globalThis.fetch;
  let loaded = 0;
  let shown = 0;
  let fail = null;
  const failed = new Promise((_, reject) => { fail = reject; });
  failed.catch(() => {}); // raced by every start; nobody else needs to hear of it
  const counted = (bytes) => {
    loaded += bytes;
    if (loaded - shown >= total / 100 || loaded >= total) {
      shown = loaded;
      onBytes(Math.min(loaded, total));
    }
  };
  const early = new Map(); // url -> the prefetched response, until somebody fetches it
  const guarded = async (resource, init = {}) => {
    const url = new URL(resource instanceof Request ? resource.url : resource, location.href).href;
    if (!integrity.has(url)) return realFetch(resource, init);
    if (early.has(url)) {
      const response = early.get(url);
      early.delete(url);
      return response;
    }
    const name = new URL(url).pathname;
    // Outside a secure context (a club's laptop serving its network over http) there is no
    // WebCrypto: the browser checks the file (SRI), and its bytes count once it is whole.
    const byHand = Boolean(self.crypto?.subtle);
    let counting = 0; // this file's bytes counted so far: a retry counts only what goes beyond
    let tries = 0;
    const attempt = async () => {
      // A body that stands still (no byte for BODY_STALL_MS once the answer has begun) is aborted
      // and so retried; a request never answered at all is the start watchdog's (web/js/engine.js).
      // A retry skips the HTTP cache: a dropped download can leave a partial entry there, and a
      // second request of the URL may wait on it (Chromium's cache lock).
      const abort = new AbortController();
      let stall = 0;
      const standing = () => {
        clearTimeout(stall);
        stall = setTimeout(() => abort.abort(new DownloadError(`${name} stood still`)), BODY_STALL_MS);
      };
      const options = { ...init, signal: abort.signal, ...(tries++ > 0 ? { cache: "no-store" } : {}) };
      try {
        const response = await realFetch(resource, byHand ? options : { ...options, integrity: integrity.get(url) });
        if (!response.ok) return { response };
        if (!byHand) {
          counted(Number(response.headers.get("content-length")) || 0);
          return { response };
        }
        let arrived = 0;
        standing();
        const count = new TransformStream({
          transform(chunk, out) {
            standing();
            arrived += chunk.byteLength;
            if (arrived > counting) {
              counted(arrived - counting);
              counting = arrived;
            }
            out.enqueue(chunk);
          },
        });
        // Each chunk is counted on its way through; the browser assembles the whole body.
        return { response, bytes: new Uint8Array(await new Response(response.body.pipeThrough(count)).arrayBuffer()) };
      } finally {
        clearTimeout(stall);
      }
    };
    let got;
    try {
      got = await withRetries(attempt, name);
    } catch (error) {
      fail(error);
      throw error;
    }
    const { response, bytes } = got;
    if (!response.ok) {
      fail(new DownloadError(`${name}: HTTP ${response.status}`));
      return response;
    }
    if (!bytes) return response;
    if (await integrityOf(bytes) !== integrity.get(url)) {
      // The whole file came, but not the one this build names: a changed file, not the network.
      const error = new DownloadError(`${name} did not arrive whole and unchanged (its sha256 is not the one engine.json gives)`);
      fail(error);
      throw error;
    }
    // Only the type goes with the bytes: a CDN's Content-Encoding and Content-Length describe the wire.
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    return new Response(bytes, { status: response.status, headers: { "content-type": type } });
  };
  const prefetch = (url) => {
    const response = guarded(url);
    response.catch(() => {}); // a failure is reported through `failed`
    early.set(new URL(url, location.href).href, response);
  };
  globalThis.fetch = guarded;
  return { fetch: guarded, prefetch, failed, restore: () => { globalThis.fetch = realFetch; } };
}

// A download that the network drops (fetch rejects, or the body stops half-way or stands still) is tried again
// after 0.5, 1, 2 and 4 s; a server's answer (even an error status) is not retried. Then the
// start fails saying it was the network, and which file.
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000];
// A download with no byte for this long stands still: it is aborted and tried again (well within
// the page's start watchdog, START_STALL_MS, which would begin the whole start again).
const BODY_STALL_MS = 10_000;

async function withRetries(attempt, name) {
  for (let tries = 0; ; tries += 1) {
    try {
      const got = await attempt();
      if (got.response.status < 500 || tries >= RETRY_DELAYS_MS.length) return got;
    } catch (error) {
      if (tries >= RETRY_DELAYS_MS.length) {
        throw new DownloadError(`the network connection failed while downloading ${name} `
          + `(${RETRY_DELAYS_MS.length + 1} tries: ${error.message || error}); check the connection and reload`);
      }
    }
    await new Promise((resume) => { setTimeout(resume, RETRY_DELAYS_MS[tries]); });
  }
}

class DownloadError extends Error {}

// ------------------------------------------------------------------ the snapshot store
const SNAPSHOT_CACHE = "cardavia-python-snapshot";

/** The Cache Storage entry of this build's snapshot, or null where the browser keeps none. */
async function snapshotSlot(manifest) {
  if (!self.caches) return null; // not a secure context
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    return { cache, key: new URL(`python-snapshot/${await snapshotKey(manifest)}.csnp`, location.href).href };
  } catch {
    return null; // storage refused (e.g. a third-party frame with storage blocked)
  }
}

// The sha256 of the packed snapshot, stored beside it (a header of its Cache Storage entry):
// a snapshot changed after it was stored, by damage or by hand, is not restored.
const DIGEST_HEADER = "x-cardavia-sha256";

async function readSnapshot(slot) {
  if (!slot) return null;
  try {
    const stored = await slot.cache.match(slot.key);
    if (!stored) return null;
    const packed = new Uint8Array(await stored.arrayBuffer());
    const digest = stored.headers.get(DIGEST_HEADER);
    if (!digest || await integrityOf(packed) !== digest) throw new Error("its sha256 is not the one stored beside it");
    return unpack(packed);
  } catch (error) {
    console.warn(`cardavia engine: snapshot unreadable (${error.message || error}); starting from bytecode`);
    await forgetSnapshot(slot);
    return null;
  }
}

/** Stores this build's snapshot and drops every other build's. */
async function keepSnapshot(slot, bytes) {
  const packed = pack(bytes);
  const headers = { "content-type": "application/octet-stream", [DIGEST_HEADER]: await integrityOf(packed) };
  await slot.cache.put(slot.key, new Response(packed, { headers }));
  for (const request of await slot.cache.keys()) {
    if (request.url !== slot.key) await slot.cache.delete(request);
  }
}

async function forgetSnapshot(slot) {
  if (slot) await slot.cache.delete(slot.key).catch(() => {});
}

// ------------------------------------------------------------------ start-up
let snapshotSlotInUse = null; // set when this worker's Python came from a snapshot
let pendingSnapshot = null; // a start from bytecode: takes and stores its snapshot, once

/** Take the start's snapshot now, if it is still to be taken. */
function takeSnapshot() {
  const take = pendingSnapshot;
  pendingSnapshot = null;
  if (take) take();
}

// Started again by the page's watchdog after a start that stood still (web/js/engine.js).
const FROM_BYTECODE = new URL(import.meta.url).searchParams.get("start") === "bytecode";

// Requests that open no match and leave nothing of a player's in memory: the snapshot may follow them.
const SNAPSHOT_SAFE_OPS = new Set(["hello", "catalog"]);

async function boot() {
  progress("runtime", 0, "download", { loaded: 0, total: 0 });
  const manifestURL = new URL("engine.json", import.meta.url);
  const { response } = await withRetries(async () => ({ response: await fetch(manifestURL, { cache: "no-cache" }) }),
    manifestURL.pathname);
  if (!response.ok) throw new Error(`${manifestURL.pathname}: HTTP ${response.status}`);
  const manifest = await response.json();
  const base = new URL(".", manifestURL).href;
  // Opening the snapshot's cache runs alongside the downloads, not before them. A worker the
  // page's start-up watchdog began again (?start=bytecode) drops the snapshot: its restore may
  // be what hung.
  const slotOpened = snapshotSlot(manifest);
  const stored = FROM_BYTECODE ? slotOpened.then(forgetSnapshot).then(() => null) : slotOpened.then(readSnapshot);
  const files = Object.values(manifest.files);
  const integrity = new Map(files.map((file) => [new URL(file.url, base).href, file.integrity]));
  const total = manifest.download_bytes;
  // The count reads copies of the responses and may lag (the worker's thread is busy once
  // Python starts), so the download stage ends when the runtime says it has everything.
  const guard = guardedFetch(integrity, total, (loaded) => {
    if (stage === "runtime") progress("runtime", 0.85 * (loaded / total), "download", { loaded: megabytes(loaded), total: megabytes(total) });
  });
  // `how`: from a snapshot or from bytecode, and the stage callbacks (startPython's own options).
  const start = (loadPyodide, engineBytes, how) =>
    Promise.race([guard.failed, startPython({ loadPyodide, manifest, base, engineBytes, ...how, options: PYTHON_OUTPUT })]);
  const onRuntime = (restoring) => () => progress("python", 0.85, restoring ? "restore" : "python");
  const onEngine = () => progress("engine", 0.9);
  let pyodide = null;
  let slot = null;
  let startedFrom = "snapshot";
  try {
    const engineURL = new URL(manifest.files.engine.url, base);
    const engineBytes = guard.fetch(engineURL).then(async (reply) => {
      if (!reply.ok) throw new Error(`${engineURL.pathname}: HTTP ${reply.status}`);
      return new Uint8Array(await reply.arrayBuffer());
    });
    guard.prefetch(new URL(manifest.files.wasm.url, base));
    guard.prefetch(new URL(manifest.files.stdlib.url, base));
    // The runtime's large script is fetched and compiled alongside its small loader, which
    // would only ask for it later (the same URL: one module).
    const runtime = (file) => import(new URL(`${manifest.pyodide}${file}`, base).href);
    const [{ loadPyodide }] = await Promise.all([runtime("pyodide.mjs"), runtime("pyodide.asm.mjs")]);
    slot = await slotOpened;
    const snapshot = await stored;
    if (snapshot) {
      try {
        pyodide = await start(loadPyodide, engineBytes, { snapshot, onRuntime: onRuntime(true) });
        snapshotSlotInUse = slot;
      } catch (error) {
        if (error instanceof DownloadError) throw error; // the snapshot is not to blame
        console.warn(`cardavia engine: snapshot refused (${error.message || error}); starting from bytecode`);
        await forgetSnapshot(slot);
      }
    }
    if (!pyodide) {
      startedFrom = "bytecode";
      pyodide = await start(loadPyodide, engineBytes, { makeSnapshot: Boolean(slot), onRuntime: onRuntime(false), onEngine });
    }
  } finally {
    guard.restore();
  }
  // Pyodide's own signal that its interpreter is gone (a WebAssembly trap, a stack overflow …):
  // it calls _api.on_fatal and marks the error it throws with pyodide_fatal_error.
  pyodide._api.on_fatal = () => { fatal = true; };
  const bridge = pyodide.pyimport(ENGINE_MODULE);
  const handle = bridge.handle;
  onTrial = startedFrom === "snapshot";
  if (startedFrom === "bytecode" && slot) {
    pendingSnapshot = () => {
      // A copy of the memory (a few tens of ms), then packed and stored while the page plays.
      keepSnapshot(slot, engineSnapshot(pyodide))
        .catch((error) => console.warn(`cardavia engine: snapshot not stored (${error.message || error})`));
    };
  }
  progress("ready", 1);
  postMessage({ type: "ready", python: manifest.python, engine: manifest.engine, start: startedFrom });
  return handle;
}

let failure = null;
let fatal = false; // Pyodide said its interpreter failed fatally: nothing more can run in it
// A restored snapshot is on trial until a request other than hello/catalog is answered without
// an engine error: another build's memory under this key restores and then fails (a module it
// imports later is not where it remembers it). Failing its trial drops it, as a fatal error does.
let onTrial = false;
let retired = false; // this worker said it cannot go on: it answers nothing more
const ready = boot().catch((error) => {
  failure = String(error && error.message ? error.message : error);
  postMessage({ type: "error", stage, message: failure });
  return null;
});

function answer({ id, op, payload }, handle) {
  if (retired) return;
  if (!SNAPSHOT_SAFE_OPS.has(op)) takeSnapshot();
  let reply;
  if (handle === null) {
    reply = { ok: false, error: { kind: "engine", why: failure } }; // worded by the page (engine.js)
  } else {
    try {
      reply = JSON.parse(handle(JSON.stringify({ ...payload, op })));
    } catch (error) {
      const message = String(error && error.message ? error.message : error);
      console.error(`cardavia engine: ${op} failed:`, message);
      fatal ||= Boolean(error?.pyodide_fatal_error);
      reply = { ok: false, error: { kind: "internal", why: message } };
    }
    const failedTrial = onTrial && !SNAPSHOT_SAFE_OPS.has(op) && reply.error?.kind === "internal";
    if (fatal || failedTrial) {
      // Python cannot be trusted any more: the page restarts the worker and reloads its match,
      // and the restored snapshot is dropped, so the next start is from bytecode.
      const message = fatal ? "the Python runtime failed fatally" : `a restored snapshot failed: ${reply.error.why}`;
      retired = true;
      forgetSnapshot(snapshotSlotInUse).finally(() => postMessage({ type: "error", stage, message }));
      return;
    }
    if (!SNAPSHOT_SAFE_OPS.has(op)) onTrial = false;
  }
  postMessage({ type: "reply", id, reply });
  if (pendingSnapshot) setTimeout(takeSnapshot); // once this reply is on its way
}

// The worker's life, as the page can see it: a Web Lock held until this worker ends. The page
// asks for the same lock; it is granted the moment this worker is gone (terminated, crashed, or
// killed by the browser for memory), however busy the worker was, with no answer to wait for.
if (self.navigator?.locks) {
  const lock = `cardavia-engine-life-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  navigator.locks.request(lock, () => {
    postMessage({ type: "alive", lock });
    return new Promise(() => {}); // held for as long as this worker lives
  }).catch(() => {});
}

let queue = Promise.resolve();

self.addEventListener("message", (event) => {
  const request = event.data;
  queue = queue.then(() => ready).then((handle) => answer(request, handle));
});
