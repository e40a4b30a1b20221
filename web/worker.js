// The engine's Web Worker (a module worker): runs Pyodide and the `cardavia`
// wheel off the main thread, so AI search never freezes the page.
//
// Start-up stages, each reported as {type: "progress", stage, fraction, label: {cs, en}}:
//   runtime  fetch engine.json, import Pyodide, boot CPython; the fraction follows
//            the bytes downloaded (engine.json download_bytes). The engine wheel is
//            downloaded meanwhile, integrity-checked against the site's lockfile
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

const LABELS = {
  runtime: { en: "Loading the Python runtime…", cs: "Načítám běhové prostředí Pythonu…" },
  engine: { en: "Starting the game engine…", cs: "Spouštím herní engine…" },
  ready: { en: "Ready", cs: "Připraveno" },
};

let stage = "runtime";

function progress(name, fraction) {
  stage = name;
  postMessage({ type: "progress", stage: name, fraction, label: LABELS[name] });
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

// Counts the bytes the runtime downloads, for a progress bar that moves while a
// first visit fetches ~13 MB. It reads a clone of each response, so the original
// (its URL, and so the browser's compiled-WebAssembly cache) reaches Pyodide intact.
function trackDownloads(total, onFraction) {
  const realFetch = globalThis.fetch;
  let loaded = 0;
  let shown = 0;
  const count = async (response) => {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      loaded += value.byteLength;
      const fraction = Math.min(1, loaded / total);
      if (fraction - shown >= 0.01) {
        shown = fraction;
        onFraction(fraction);
      }
    }
  };
  globalThis.fetch = async (...args) => {
    const response = await realFetch(...args);
    if (response.ok && response.body) count(response.clone()).catch(() => {});
    return response;
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

async function boot() {
  progress("runtime", 0);
  const manifestURL = new URL("engine.json", import.meta.url);
  const response = await fetch(manifestURL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${manifestURL.pathname}: HTTP ${response.status}`);
  const manifest = await response.json();
  const indexURL = new URL(manifest.pyodide, manifestURL).href;
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  progress("runtime", 0.05);
  const untrack = trackDownloads(manifest.download_bytes, (part) => progress("runtime", 0.05 + 0.8 * part));
  let pyodide;
  try {
    pyodide = await loadPyodide({
      indexURL,
      lockFileURL: new URL(manifest.lockfile, manifestURL).href,
      packages: manifest.packages,
    });
  } finally {
    untrack();
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
