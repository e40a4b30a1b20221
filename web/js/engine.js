// The page's handle on the game engine (Python in Pyodide, in ../worker.js).
//
// Interface (stable: the UI builds on exactly this):
//
//   import { sharedEngine, fetchCatalog } from "./engine.js";
//   const engine = sharedEngine();  // the page's one engine; its first start() adopts the
//                                   // worker that boot.js started while the page was parsed
//   engine.addEventListener("progress", (e) => e.detail);
//       // {stage: "runtime" | "python" | "engine" | "ready", fraction: 0..1, step, loaded?, total?}
//       // (step: "download" | "python" | "restore" | "engine" | "ready", the page words it;
//       // loaded and total: the download's megabytes)
//       // ("engine" only after a start from bytecode: a restored snapshot holds the engine)
//   engine.addEventListener("ready", () => {});
//       // fired once the engine has answered its first request (`hello`, the cheapest:
//       // the page's catalogue is catalog.json, and `catalog` answers the same)
//   engine.addEventListener("error", (e) => e.detail);
//       // {stage, message}: the engine cannot start. The event is cancelable: call
//       // e.preventDefault() when the page shows the message itself; otherwise
//       // engine.js shows it in a visible [data-engine-error] element.
//   await engine.start();          // idempotent; resolves when ready, rejects on error
//   const reply = await engine.request("new_game", {game: "maw", players: 4, seed: 1});
//       // resolves with the bridge's reply object when reply.ok is true; rejects
//       // with an Error carrying .kind ("illegal", "save", "bad_request",
//       // "internal", "engine") and the message under its language's key (.en, .cs, …).
//       // Every request but `catalog` says the page's language (`lang`, i18n.js) unless its payload does:
//       // the reply's texts are in it alone ({[lang]: words}, py/cardavia/bridge.py), and
//       // a reply's view says it (view.lang)
//       // or .kind "lost" when the worker died or did not answer in time (see below)
//   engine.addEventListener("lost", (e) => e.detail);
//       // {reason: "crashed" | "timeout"}: the worker was lost after it had been ready; it is
//       // terminated and started again at once, and every request it had not answered is
//       // rejected with kind "lost" (the page reloads its match from its last save)
//                                  // (a worker that ends is seen at once: it holds a Web Lock for
//                                  // its whole life, which the page waits for)
//   engine.startStallMs            // a start with no progress this long (ms) is begun again, once,
//                                  // in a new worker that starts from bytecode (START_STALL_MS)
//   engine.timeoutMs               // a request not answered this long (ms) after it was sent to a
//                                  // ready worker means the worker is lost (REQUEST_TIMEOUT_MS)
//   engine.state                   // "idle" | "loading" | "ready" | "error"
//   engine.lastProgress            // the latest progress detail (null before the first), so a
//                                  // listener that comes late can draw the current stage
//   engine.failure                 // the error event's detail (null unless state is "error")
//   await fetchCatalog();          // the catalogue from catalog.json, without Pyodide
//
// Requests may be sent before start() finishes: they wait until the engine is
// ready. The ops and their payloads are those of py/cardavia/bridge.py.
//
// <html data-engine="loading" | "ready" | "error"> mirrors engine.state so that
// CSS and tests can follow the start-up; <html data-engine-start="snapshot" |
// "bytecode"> says how the worker's Python started (web/worker.js).

import { lang, t } from "./i18n.js";

const WORKER_URL = new URL("../worker.js", import.meta.url);
// Far above the slowest answer: the strong AI's 1.1 s budget runs a few times slower in Pyodide
// on a weak phone, and a budget_ms is capped at 5 s by the engine.
export const REQUEST_TIMEOUT_MS = 60_000;
// The start's watchdog: no progress for this long (ms) and the start is begun again from bytecode.
// Far above the longest quiet step: the bar moves every 1 % of the download (9 s apart at
// 100 kbit/s), and Python's start from bytecode takes a few seconds on a weak phone.
export const START_STALL_MS = 30_000;
const BYTECODE_WORKER_URL = new URL("../worker.js?start=bytecode", import.meta.url);
const CATALOG_URL = new URL("../catalog.json", import.meta.url);

/** The catalogue the engine would answer, built with the site (no Pyodide needed). */
export async function fetchCatalog() {
  // The fetch boot.js started while the page was parsed, taken once; any later call fetches anew.
  const early = globalThis.cardaviaEarlyCatalog;
  delete globalThis.cardaviaEarlyCatalog;
  const response = await (early ?? fetch(CATALOG_URL));
  if (!response.ok) throw new Error(`catalog.json: HTTP ${response.status}`);
  return response.json();
}

// The page's words for a failure the worker reports with its reason alone ({kind, why}).
const WORKER_FAILURES = { engine: "engine.didNotStart", internal: "engine.internalError" };

/** A failure this file or the worker found, worded in the page's language as a reply's error is. */
function pageError(kind, key, vars = {}) {
  return { kind, [lang()]: t(key, vars) };
}

/** An Error for a reply with ok: false: its kind, and its message by language (as the reply has it). */
function replyError(error) {
  const { kind, ...words } = "why" in error ? pageError(error.kind, WORKER_FAILURES[error.kind] ?? "engine.internalError", { why: error.why }) : error;
  const failure = new Error(words.en || Object.values(words)[0] || "engine error");
  failure.kind = kind;
  Object.assign(failure, words);
  return failure;
}

function showUnhandledError(message) {
  let box = document.querySelector("[data-engine-error]");
  if (!box) {
    box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.dataset.engineError = "";
    Object.assign(box.style, {
      position: "fixed", insetInline: "0", top: "0", zIndex: "2147483647", padding: "0.75em 1em",
      background: "#8b1a1a", color: "#fff", font: "16px/1.4 system-ui, sans-serif",
    });
    document.body.prepend(box);
  }
  box.textContent = t("engine.didNotStart", { why: message });
}

let current = null;

export class Engine extends EventTarget {
  #worker = null;
  #started = null;
  #pending = new Map();
  #nextId = 1;
  state = "idle";
  timeoutMs = REQUEST_TIMEOUT_MS;
  startStallMs = START_STALL_MS;
  lastProgress = null;
  failure = null;

  start() {
    if (this.#started) return this.#started;
    current = this;
    this.#setState("loading");
    this.#started = new Promise((resolve, reject) => {
      const fail = (stage, message) => {
        if (this.state === "error") return;
        this.#setState("error");
        this.failure = { stage, message };
        this.#rejectAll(pageError("engine", "engine.didNotStart", { why: message }));
        const event = new CustomEvent("error", { detail: { stage, message }, cancelable: true });
        if (this.dispatchEvent(event)) showUnhandledError(message);
        console.error(`cardavia engine failed (${stage}): ${message}`);
        reject(new Error(message));
      };
      // A worker that had been answering and then fails is lost, not "failed to start".
      const broken = (stage, message) => (this.state === "ready" ? this.#lose("crashed", message) : fail(stage, message));
      // The start-up watchdog: a start that stands still (no progress for startStallMs: a restore
      // that hangs, a download that neither arrives nor fails) is begun again once, in a new worker
      // that starts from bytecode; standing still again, it fails saying so.
      let watchdog = 0;
      let retried = false;
      const watch = () => {
        clearTimeout(watchdog);
        if (this.state === "loading") watchdog = setTimeout(stalled, this.startStallMs);
      };
      const stalled = () => {
        if (this.state !== "loading") return;
        const stage = this.lastProgress?.stage ?? "runtime";
        if (retried) {
          fail(stage, `the engine's start stood still for ${this.startStallMs / 1000} s twice; reload the page to try again`);
          return;
        }
        retried = true;
        console.warn(`cardavia engine: the start stood still for ${this.startStallMs} ms (${stage}); starting again from bytecode`);
        const stuck = this.#worker;
        try {
          adopt(new Worker(BYTECODE_WORKER_URL, { type: "module", name: "cardavia-engine" }), []);
        } catch (error) {
          fail(stage, String(error.message || error));
          return;
        }
        stuck.terminate();
        for (const [id, { op, payload }] of this.#pending) this.#worker.postMessage({ id, op, payload });
      };
      const adopt = (worker, events) => {
        this.#worker = worker;
        const handlers = listen(worker);
        for (const [type, handler] of Object.entries(handlers)) worker.addEventListener(type, handler);
        for (const event of events) handlers[event.type](event);
        watch();
      };
      const listen = (worker) => {
        const onError = (event) => {
          event.preventDefault();
          if (worker === this.#worker) broken("runtime", event.message || "the engine worker could not be loaded");
        };
        const onMessageError = () => {
          if (worker === this.#worker) broken("runtime", "unreadable message from the engine");
        };
        const onMessage = (event) => {
          if (worker !== this.#worker) return;
          const message = event.data;
          if (message.type === "progress") {
            const { stage, fraction, step, loaded, total } = message;
            watch();
            this.lastProgress = { stage, fraction, step, loaded, total };
            this.dispatchEvent(new CustomEvent("progress", { detail: this.lastProgress }));
          } else if (message.type === "alive") {
            // Granted only once the worker has ended: a crash is seen at once, not by a missing answer.
            navigator.locks.request(message.lock, () => {
              if (worker === this.#worker) broken("runtime", "the engine worker stopped");
            }).catch(() => {});
          } else if (message.type === "ready") {
            document.documentElement.dataset.engineStart = message.start;
          } else if (message.type === "reply") {
            const pending = this.#pending.get(message.id);
            if (!pending) return;
            this.#pending.delete(message.id);
            clearTimeout(pending.timer);
            const { reply } = message;
            // A view says the language it speaks: the table asks again for one that is not the page's now.
            if (reply.view && pending.payload.lang) reply.view.lang = pending.payload.lang;
            if (reply.ok) pending.resolve(reply);
            else pending.reject(replyError(reply.error));
          } else if (message.type === "error") {
            broken(message.stage, message.message);
          }
        };
        return { error: onError, messageerror: onMessageError, message: onMessage };
      };
      // The worker boot.js started while the page was parsed (first start only), or a new one.
      const early = adoptEarlyWorker();
      try {
        adopt(early?.worker ?? new Worker(WORKER_URL, { type: "module", name: "cardavia-engine" }), early?.events ?? []);
      } catch (error) {
        fail("runtime", String(error.message || error));
        return;
      }
      // Ready means answering: the first request proves the whole path.
      this.request("hello").then(
        () => {
          clearTimeout(watchdog);
          this.#setState("ready");
          for (const [id, pending] of this.#pending) this.#arm(id, pending);
          this.dispatchEvent(new CustomEvent("ready"));
          resolve();
        },
        (error) => fail("engine", error.message),
      );
    });
    return this.#started;
  }

  request(op, asked = {}) {
    // The catalogue is catalog.json's stand-in (a dev build): every language, like that file.
    const payload = op === "catalog" ? asked : { lang: lang(), ...asked };
    if (!this.#worker) {
      if (this.state === "error") return Promise.reject(replyError(pageError("engine", "engine.error")));
      this.start().catch(() => {});
    }
    if (this.state === "error") {
      return Promise.reject(replyError(pageError("engine", "engine.error")));
    }
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const pending = { resolve, reject, timer: 0, op, payload }; // op and payload: sent again to a new worker
      this.#pending.set(id, pending);
      if (this.state === "ready") this.#arm(id, pending); // start-up has its own error path
      this.#worker.postMessage({ id, op, payload });
    });
  }

  /** Time a request sent to a ready worker: no answer in time means the worker is lost. */
  #arm(id, pending) {
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      if (this.#pending.get(id) === pending) this.#lose("timeout", `no answer in ${this.timeoutMs} ms`);
    }, this.timeoutMs);
  }

  #rejectAll(error) {
    for (const { reject, timer } of this.#pending.values()) {
      clearTimeout(timer);
      reject(replyError(error));
    }
    this.#pending.clear();
  }

  /** The worker died or hangs: end it, fail what it owed, start a fresh one. */
  #lose(reason, message) {
    console.warn(`cardavia engine lost (${reason}): ${message}; restarting`);
    const worker = this.#worker;
    this.#worker = null;
    this.#started = null;
    if (worker) worker.terminate();
    this.#rejectAll(pageError("lost", "engine.lost"));
    this.dispatchEvent(new CustomEvent("lost", { detail: { reason } }));
    this.start().catch(() => {});
  }

  #setState(state) {
    this.state = state;
    document.documentElement.dataset.engine = state === "idle" ? "loading" : state;
  }

  /** Tests only (via `testing`): end the worker the way a crash does, without telling the page. */
  terminateWorkerForTest() {
    if (this.#worker) this.#worker.terminate();
  }
}

/** The worker web/js/boot.js started before this module loaded, with what it has said so far. */
function adoptEarlyWorker() {
  const early = globalThis.cardaviaEarlyWorker;
  if (!early) return null;
  return { worker: early.worker, events: early.take() };
}

let shared = null;

/** The page's one engine: every module that needs the engine asks for this one. */
export function sharedEngine() {
  shared ??= new Engine();
  return shared;
}

/**
 * For the browser tests only: the Engine the page started last. A test kills its worker
 * mid-move with `testing.engine.terminateWorkerForTest()` (after lowering
 * `testing.engine.timeoutMs`), which the page can notice only by the missing answer.
 */
export const testing = {
  get engine() {
    return current;
  },
};
