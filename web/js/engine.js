// The page's handle on the game engine (Python in Pyodide, in ../worker.js).
//
// Interface (stable: the UI builds on exactly this):
//
//   import { Engine, fetchCatalog } from "./engine.js";
//   const engine = new Engine();
//   engine.addEventListener("progress", (e) => e.detail);
//       // {stage: "runtime" | "engine" | "ready", fraction: 0..1, label: {cs, en}}
//   engine.addEventListener("ready", (e) => e.detail.catalog);
//       // fired once the engine has answered a catalog request
//   engine.addEventListener("error", (e) => e.detail);
//       // {stage, message}: the engine cannot start. The event is cancelable: call
//       // e.preventDefault() when the page shows the message itself; otherwise
//       // engine.js shows it in a visible [data-engine-error] element.
//   await engine.start();          // idempotent; resolves when ready, rejects on error
//   const reply = await engine.request("new_game", {game: "maw", players: 4, seed: 1});
//       // resolves with the bridge's reply object when reply.ok is true; rejects
//       // with an Error carrying .kind ("illegal", "save", "bad_request",
//       // "internal", "engine"), .en and .cs (message in English and Czech)
//   engine.state                   // "idle" | "loading" | "ready" | "error"
//   await fetchCatalog();          // the catalogue from catalog.json, without Pyodide
//
// Requests may be sent before start() finishes: they wait until the engine is
// ready. The ops and their payloads are those of py/cardavia/bridge.py.
//
// <html data-engine="loading" | "ready" | "error"> mirrors engine.state so that
// CSS and tests can follow the start-up.

const WORKER_URL = new URL("../worker.js", import.meta.url);
const CATALOG_URL = new URL("../catalog.json", import.meta.url);

/** The catalogue the engine would answer, built with the site (no Pyodide needed). */
export async function fetchCatalog() {
  const response = await fetch(CATALOG_URL);
  if (!response.ok) throw new Error(`catalog.json: HTTP ${response.status}`);
  return response.json();
}

/** An Error for a reply with ok: false. */
function replyError(error) {
  const failure = new Error(error.en || error.cs || "engine error");
  failure.kind = error.kind;
  failure.en = error.en;
  failure.cs = error.cs;
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
  const lang = document.documentElement.lang === "cs" ? "cs" : "en";
  const intro = lang === "cs" ? "Herní engine se nepodařilo spustit: " : "The game engine failed to start: ";
  box.textContent = intro + message;
}

let current = null;

export class Engine extends EventTarget {
  #worker = null;
  #started = null;
  #pending = new Map();
  #nextId = 1;
  state = "idle";

  start() {
    if (this.#started) return this.#started;
    current = this;
    this.#setState("loading");
    this.#started = new Promise((resolve, reject) => {
      const fail = (stage, message) => {
        if (this.state === "error") return;
        this.#setState("error");
        for (const { reject: rejectRequest } of this.#pending.values()) {
          rejectRequest(replyError({ kind: "engine", en: message, cs: message }));
        }
        this.#pending.clear();
        const event = new CustomEvent("error", { detail: { stage, message }, cancelable: true });
        if (this.dispatchEvent(event)) showUnhandledError(message);
        console.error(`cardavia engine failed (${stage}): ${message}`);
        reject(new Error(message));
      };
      try {
        this.#worker = new Worker(WORKER_URL, { type: "module", name: "cardavia-engine" });
      } catch (error) {
        fail("runtime", String(error.message || error));
        return;
      }
      this.#worker.addEventListener("error", (event) => {
        event.preventDefault();
        fail("runtime", event.message || "the engine worker could not be loaded");
      });
      this.#worker.addEventListener("messageerror", () => fail("runtime", "unreadable message from the engine"));
      this.#worker.addEventListener("message", (event) => {
        const message = event.data;
        if (message.type === "progress") {
          const { stage, fraction, label } = message;
          this.dispatchEvent(new CustomEvent("progress", { detail: { stage, fraction, label } }));
        } else if (message.type === "reply") {
          const pending = this.#pending.get(message.id);
          if (!pending) return;
          this.#pending.delete(message.id);
          if (message.reply.ok) pending.resolve(message.reply);
          else pending.reject(replyError(message.reply.error));
        } else if (message.type === "error") {
          fail(message.stage, message.message);
        }
      });
      // Ready means answering: the first catalog request proves the whole path.
      this.request("catalog").then(
        (reply) => {
          this.#setState("ready");
          this.dispatchEvent(new CustomEvent("ready", { detail: { catalog: reply.catalog } }));
          resolve();
        },
        (error) => fail("engine", error.message),
      );
    });
    return this.#started;
  }

  request(op, payload = {}) {
    if (!this.#worker) {
      if (this.state === "error") return Promise.reject(replyError({ kind: "engine", en: "engine not started" }));
      this.start().catch(() => {});
    }
    if (this.state === "error") {
      return Promise.reject(replyError({ kind: "engine", en: "the engine failed to start", cs: "engine se nespustil" }));
    }
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, op, payload });
    });
  }

  #setState(state) {
    this.state = state;
    document.documentElement.dataset.engine = state === "idle" ? "loading" : state;
  }
}

/** For the browser tests only: the Engine the page started last. */
export const testing = {
  get engine() {
    return current;
  },
};
