// The engine's Web Worker (a module worker): runs Pyodide and the `cardavia`
// engine off the main thread, so AI search never freezes the page.
//
// Start-up stages, each reported as {type: "progress", stage, fraction, label: {cs, en}}:
//   runtime  fetch engine.json, the runtime (WebAssembly), the trimmed stdlib and
//            the engine (both precompiled .pyc zips, tools/build-python.mjs); the
//            fraction and the label follow the bytes downloaded. Each file is
//            fetched with the Subresource Integrity engine.json gives it
//   python   CPython starts (web/start-python.mjs)
//   engine   import cardavia.bridge
//   ready    answering requests; then {type: "ready", python, engine} is posted
// A failure posts {type: "error", stage, message} and the worker answers nothing more.
//
// Requests: the page posts {id, op, payload}; the worker answers
// {type: "reply", id, reply} where reply is the parsed JSON of
// cardavia.bridge.handle(JSON.stringify({op, ...payload})) — {ok: true, ...} or
// {ok: false, error: {kind, en, cs}}. A Python exception the bridge did not turn
// into an error reply becomes {ok: false, error: {kind: "internal", ...}}.
// Requests are answered one at a time, in order.

import { startPython } from "./start-python.mjs";

const LABELS = {
  python: { en: "Starting Python…", cs: "Spouštím Python…" },
  engine: { en: "Starting the game engine…", cs: "Spouštím herní engine…" },
  ready: { en: "Ready", cs: "Připraveno" },
};

const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

function downloadLabel(loaded, total) {
  return {
    en: `Downloading the Python runtime… ${megabytes(loaded)} of ${megabytes(total)} MB`,
    cs: `Stahuji běhové prostředí Pythonu… ${megabytes(loaded).replace(".", ",")} z ${megabytes(total).replace(".", ",")} MB`,
  };
}

let stage = "runtime";

function progress(name, fraction, label = LABELS[name]) {
  stage = name;
  postMessage({ type: "progress", stage: name, fraction, label });
}

function writer(log) {
  const decoder = new TextDecoder();
  return {
    write(bytes) {
      const text = decoder.decode(bytes).replace(/\n$/, "");
      if (text) log(text);
      return bytes.length;
    },
  };
}

// Wraps fetch while the runtime loads: each file engine.json names is fetched
// with its Subresource Integrity (Pyodide fetches the WebAssembly and the stdlib
// itself, and checks neither), and the bytes of every response are counted for
// the progress bar. The count reads a clone, so the original response (its URL,
// and so the browser's compiled-WebAssembly cache) reaches Pyodide intact.
function guardedFetch(integrity, total, onBytes) {
  const realFetch = globalThis.fetch;
  let loaded = 0;
  let shown = 0;
  const count = async (response) => {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      loaded += value.byteLength;
      if (loaded - shown >= total / 100 || loaded >= total) {
        shown = loaded;
        onBytes(Math.min(loaded, total));
      }
    }
  };
  const guarded = async (resource, init = {}) => {
    const url = new URL(resource instanceof Request ? resource.url : resource, location.href).href;
    const checked = integrity.has(url) ? { ...init, integrity: integrity.get(url) } : init;
    const response = await realFetch(resource, checked);
    if (response.ok && response.body) count(response.clone()).catch(() => {});
    return response;
  };
  globalThis.fetch = guarded;
  return { fetch: guarded, restore: () => { globalThis.fetch = realFetch; } };
}

async function boot() {
  progress("runtime", 0, downloadLabel(0, 0));
  const manifestURL = new URL("engine.json", import.meta.url);
  const response = await fetch(manifestURL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${manifestURL.pathname}: HTTP ${response.status}`);
  const manifest = await response.json();
  const base = new URL(".", manifestURL).href;
  const files = Object.values(manifest.files);
  const integrity = new Map(files.map((file) => [new URL(file.url, base).href, file.integrity]));
  const total = manifest.download_bytes;
  // Once every byte is in, CPython boots: a stage of its own, not a stuck download.
  const guard = guardedFetch(integrity, total, (loaded) => {
    if (loaded < total) progress("runtime", 0.85 * (loaded / total), downloadLabel(loaded, total));
    else if (stage === "runtime") progress("python", 0.85);
  });
  let pyodide;
  try {
    const engineURL = new URL(manifest.files.engine.url, base);
    const engineBytes = guard.fetch(engineURL).then(async (reply) => {
      if (!reply.ok) throw new Error(`${engineURL.pathname}: HTTP ${reply.status}`);
      return new Uint8Array(await reply.arrayBuffer());
    });
    const { loadPyodide } = await import(new URL(`${manifest.pyodide}pyodide.mjs`, base).href);
    pyodide = await startPython({ loadPyodide, manifest, base, engineBytes });
  } finally {
    guard.restore();
  }
  pyodide.setStdout(writer((line) => console.log(`[python] ${line}`)));
  pyodide.setStderr(writer((line) => console.warn(`[python] ${line}`)));
  progress("engine", 0.9);
  const bridge = pyodide.pyimport("cardavia.bridge");
  const handle = bridge.handle;
  progress("ready", 1);
  postMessage({ type: "ready", python: manifest.python, engine: manifest.engine });
  return handle;
}

let failure = null;
const ready = boot().catch((error) => {
  failure = String(error && error.message ? error.message : error);
  postMessage({ type: "error", stage, message: failure });
  return null;
});

function answer({ id, op, payload }, handle) {
  let reply;
  if (handle === null) {
    reply = { ok: false, error: { kind: "engine", en: `The engine did not start: ${failure}`,
                                  cs: `Engine se nespustil: ${failure}` } };
  } else {
    try {
      reply = JSON.parse(handle(JSON.stringify({ ...payload, op })));
    } catch (error) {
      const message = String(error && error.message ? error.message : error);
      console.error(`cardavia engine: ${op} failed:`, message);
      if (/fatal error/i.test(message)) {
        // Pyodide cannot run Python any more: the page restarts the worker and reloads its match.
        postMessage({ type: "error", stage, message });
        return;
      }
      reply = { ok: false, error: { kind: "internal", en: `Engine error: ${message}`,
                                    cs: `Chyba enginu: ${message}` } };
    }
  }
  postMessage({ type: "reply", id, reply });
}

let queue = Promise.resolve();

self.addEventListener("message", (event) => {
  const request = event.data;
  queue = queue.then(() => ready).then((handle) => answer(request, handle));
});
