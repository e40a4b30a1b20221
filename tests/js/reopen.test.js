// A match reopened while the computer seats play (another tab's newer state, issue #15): the
// table's real turn loop (turns.js), session (match.js) and reopen (table.js) against a fake
// engine whose answers the test releases one by one, so each interleaving is forced, not hoped
// for. While the match reopens no request goes out for the old or a null session; once the
// reopened view is in place the computer seats play on from it, in one loop, up to my turn.
import { test } from "node:test";
import assert from "node:assert/strict";

// The few browser globals the modules touch: storage and its `storage` event, the live region.
const storage = new Map();
globalThis.localStorage = {
  getItem: (k) => (storage.has(k) ? storage.get(k) : null),
  setItem: (k, v) => storage.set(k, String(v)),
  removeItem: (k) => storage.delete(k),
};
const storageListeners = new Set();
globalThis.window = {
  matchMedia: () => ({ matches: true }), // reduced motion: no animation waits
  addEventListener: (type, fn) => type === "storage" && storageListeners.add(fn),
  removeEventListener: (type, fn) => storageListeners.delete(fn),
};
const element = () => ({
  isConnected: true, children: [], setAttribute() {}, append(c) { this.children.push(c); },
  get childElementCount() { return this.children.length; },
  get firstElementChild() { return { remove: () => this.children.shift() }; },
});
globalThis.document = { createElement: element, body: element() };

const { Table, initialState } = await import("../../web/js/table.js");
const { Match } = await import("../../web/js/match.js");
const { Turns } = await import("../../web/js/turns.js");
const { AfterDeal } = await import("../../web/js/after.js");
const { settings } = await import("../../web/js/settings.js");
const { t } = await import("../../web/js/i18n.js");
settings().pause = 0; // a computer move is shown as soon as it is answered

const KEY = "cardavia.save.maw";
const HUMAN = 0;
const SEATS = 4;

// A game reduced to its move count n: seat n % 4 is to act, seat 0 is the person.
// Its revision counts every change: the moves, and each undo (`revision` more than n).
const saveOf = (n, revision = n) => JSON.stringify({ format: "cardavia-save", seed: "7", revision, n, log: Array(n).fill("play") });
const viewOf = (n, seat) => ({
  status: "playing", deal_no: 0, players: SEATS, to_act: n % SEATS, n,
  legal: n % SEATS === seat ? ["play:C2"] : [], hand: [], trick: null, last_trick: null, prompt: "",
});

/** The engine's worker, answering only when the test says so; sessions as the bridge keeps them. */
class FakeEngine {
  state = "ready";
  sessions = new Map(); // id -> n
  pending = [];
  sent = [];
  nextId = 1;
  revisions = new Map(); // id -> its save's revision
  wrong = []; // requests for a session that is not open (closed, or null)
  mostOut = 0; // the most `ai` requests out at once (two loops would send two)

  request(op, payload = {}) {
    if ("id" in payload && op !== "close" && !this.sessions.has(payload.id)) this.wrong.push(`${op} ${payload.id}`);
    this.sent.push({ op, ...payload });
    const out = new Promise((resolve, reject) => this.pending.push({ op, payload, resolve, reject }));
    this.mostOut = Math.max(this.mostOut, this.pending.filter((p) => p.op === "ai").length);
    return out;
  }

  /** Answer the oldest request still out (of `op`, when given). */
  answer(op) {
    const i = op ? this.pending.findIndex((p) => p.op === op) : 0;
    assert.ok(i >= 0, `no ${op} request out`);
    const [p] = this.pending.splice(i, 1);
    try {
      p.resolve(this.handle(p.op, p.payload));
    } catch (err) {
      p.reject(err);
    }
  }

  handle(op, { id, seat, save }) {
    const refuse = (en) => Object.assign(new Error(en), { kind: "bad_request", en });
    if (op === "load") {
      const sid = `s${this.nextId++}`;
      const { n, revision } = JSON.parse(save);
      this.sessions.set(sid, n);
      this.revisions.set(sid, revision);
      return { ok: true, id: sid, view: viewOf(n, seat), save: saveOf(n, revision) };
    }
    if (op === "close") {
      this.sessions.delete(id);
      return { ok: true };
    }
    if (!this.sessions.has(id)) throw refuse(`unknown session ${id ?? "None"}`);
    let n = this.sessions.get(id);
    const revision = () => this.revisions.set(id, this.revisions.get(id) + 1).get(id);
    if (op === "ai") {
      if (n % SEATS === HUMAN) throw refuse("the AI plays only for computer seats");
      this.sessions.set(id, ++n);
      return { ok: true, action: "play:C2", label: "a card", view: viewOf(n, seat), save: saveOf(n, revision()) };
    }
    if (op === "undo") {
      // The person's last decision (a move made when n % 4 was 0) and everything after it.
      if (n === 0) throw Object.assign(new Error("nothing to take back"), { kind: "illegal", en: "nothing to take back" });
      n = Math.floor((n - 1) / SEATS) * SEATS;
      this.sessions.set(id, n);
      return { ok: true, undo_used: true, view: viewOf(n, seat), save: saveOf(n, revision()) };
    }
    if (op === "view") return { ok: true, view: viewOf(n, seat) };
    throw refuse(`no op ${op}`);
  }
}

/** Let every continuation the answers so far started run (no timers are involved: pause 0, no motion). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function answerAll(engine) {
  await settle();
  while (engine.pending.length) {
    engine.answer();
    await settle();
  }
}

/** A Table with its real session, turn loop and reopen; only the drawing is left out. */
function openTable(engine) {
  storage.clear();
  storageListeners.clear();
  const table = Object.create(Table.prototype); // no shell: its state changes, nothing is drawn
  Object.assign(table, {
    config: { people: 1, demo: false, level: "easy", onReply: () => {} },
    state: initialState({ viewer: HUMAN }), cover: null, said: [],
  });
  table.match = new Match(engine, "maw", {
    meta: () => ({ level: "easy" }), onSave: () => {}, onNewer: (entry) => table.openNewer(entry),
  });
  table.turns = new Turns(table);
  table.after = { opened() {}, changed() {} };
  table.say = (text) => text && table.said.push(typeof text === "function" ? text() : String(text));
  table.seatName = (seat) => `#${seat}`;
  table.actionLabel = String;
  return table;
}

/** The other tab stores move `n`; `told`: its `storage` event reaches this tab now. */
function otherTabStores(n, { told = true } = {}) {
  const newValue = JSON.stringify({ save: saveOf(n), level: "easy", revision: n, saved: Date.now() });
  localStorage.setItem(KEY, newValue);
  if (told) for (const fn of storageListeners) fn({ key: KEY, newValue });
}

/** A table resumed at move 1 (seat 1, a computer, to act), its loop's first `ai` request out. */
async function resumedAtMove1(engine) {
  const table = openTable(engine);
  const resumed = table.resume(saveOf(1));
  engine.answer("load");
  await resumed;
  await settle();
  assert.deepEqual(engine.pending.map((p) => p.op), ["ai"]);
  return table;
}

function assertPlayedOnToMyTurn(engine, table, { session, from, to }) {
  assert.deepEqual(engine.wrong, [], "a request went out for a session that is not open");
  assert.equal(engine.mostOut, 1, "two loops played at once");
  assert.deepEqual(table.said, [t("save.behind")], "told once, and of nothing else (no engine error)");
  assert.equal(table.match.id, session);
  assert.equal(table.view.n, to);
  assert.equal(table.view.to_act, HUMAN);
  const moves = engine.sent.filter((r) => r.op === "ai" && r.id === session).length;
  assert.equal(moves, to - from, "the computer seats played from the reopened view exactly once");
  assert.equal(table.turns.looping, false);
}

test("a move answered after the reopen began is dropped; the loop plays on from the reopened view", async () => {
  const engine = new FakeEngine();
  const table = await resumedAtMove1(engine);
  otherTabStores(2); // reopen: s1 closed, `load` out; the loop's `ai` for s1 is answered first
  assert.equal(table.match.id, null);
  await answerAll(engine);
  assertPlayedOnToMyTurn(engine, table, { session: "s2", from: 2, to: 4 });
});

test("a reopen finished while the old loop still waits is played on from once that loop stops", async () => {
  const engine = new FakeEngine();
  const table = await resumedAtMove1(engine);
  otherTabStores(2);
  engine.answer("close");
  engine.answer("load"); // the reopened view is in place before the old `ai` answer comes back
  await settle();
  await answerAll(engine);
  assertPlayedOnToMyTurn(engine, table, { session: "s2", from: 2, to: 4 });
});

test("a tab that finds itself behind when it saves a computer move reopens, and plays on from there", async () => {
  const engine = new FakeEngine();
  const table = await resumedAtMove1(engine);
  otherTabStores(3, { told: false }); // its storage event has not come yet: the autosave finds it
  await answerAll(engine);
  assertPlayedOnToMyTurn(engine, table, { session: "s2", from: 3, to: 4 });
});

test("two reopens in a row: the later state is shown and played on, the earlier session closed", async () => {
  const engine = new FakeEngine();
  const table = await resumedAtMove1(engine);
  otherTabStores(2);
  otherTabStores(3);
  await answerAll(engine);
  assertPlayedOnToMyTurn(engine, table, { session: "s3", from: 3, to: 4 });
  assert.deepEqual([...engine.sessions.keys()], ["s3"], "a session of a superseded reopen was left open");
});

test("Take back while a computer seat is thinking: its answer is dropped, page, session and save agree", async () => {
  const engine = new FakeEngine();
  const table = await resumedAtMove1(engine); // seat 1 thinks: its `ai` request is out
  const after = new AfterDeal(table);
  table.after = { opened() {}, changed() {} };
  const undone = after.undo(); // the person takes back their move 0 meanwhile
  assert.deepEqual(engine.pending.map((p) => p.op), ["ai", "undo"]);
  engine.answer("ai"); // the engine plays seat 1's move first, then takes it back with the rest
  await settle();
  engine.answer("undo");
  await undone;
  await answerAll(engine);
  assert.deepEqual(engine.wrong, []);
  assert.deepEqual(table.said, [], "no engine error: the loop asked nothing of a seat not to act");
  assert.equal(table.view.n, 0, "the page shows the undone position");
  assert.equal(table.view.to_act, HUMAN);
  assert.equal(engine.sessions.get(table.match.id), 0, "the session is at the undone position");
  const stored = JSON.parse(JSON.parse(localStorage.getItem(KEY)).save);
  assert.deepEqual([stored.n, stored.revision], [0, 3], "the autosave keeps the undo, not the move before it");
  assert.equal(table.turns.looping, false);
  assert.equal(table.busy, false);
});
