// Statistics in the browser: records per match summed per game; import refuses a
// bad file and keeps the old history; export → import is a round trip; the share
// address carries only a base64url token.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  MAX_FILE_CHARS, MAX_MATCHES, STATS_KEY, exportHistory, importHistory, loadHistory, recordMatch, resetHistory, summarize,
} from "../../web/js/stats.js";
import { shareUrl } from "../../web/js/share.js";

function memoryStorage() {
  const data = new Map();
  return {
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
  };
}

const rec = (over) => ({
  game: "french_tarot", players: 4, seed: "7", finished: true, deals: 2, scores: [120, -40],
  total: 80, won: true, taken: 2, made: 1, undo_used: false, ...over,
});

test("records add up per game; a replayed match updates its own record", () => {
  const store = memoryStorage();
  recordMatch(rec({ finished: false, deals: 1, scores: [120], total: 120, taken: 1, made: 1 }), store, 1);
  recordMatch(rec(), store, 2); // the same match, one deal later
  recordMatch(rec({ seed: "8", won: false, scores: [-10, 30], total: 20, taken: 0, made: 0, undo_used: true }), store, 3);
  recordMatch(rec({ game: "maw", seed: "1", deals: 1, scores: [4], total: 4, taken: 0, made: 0 }), store, 4);
  const sum = summarize(loadHistory(store));
  assert.deepEqual(Object.keys(sum).sort(), ["french_tarot", "maw"]);
  const ft = sum.french_tarot;
  assert.equal(ft.matches, 2);
  assert.equal(ft.deals, 4);
  assert.equal(ft.won, 1);
  assert.equal(ft.average, (120 - 40 - 10 + 30) / 4);
  assert.equal(ft.taken, 2);
  assert.equal(ft.made, 1);
  assert.equal(ft.best, 120);
  assert.equal(ft.undo, 1);
  assert.equal(sum.maw.best, 4);
});

test("export then import is a round trip; reset empties", () => {
  const store = memoryStorage();
  recordMatch(rec(), store, 5);
  const file = exportHistory(store);
  resetHistory(store);
  assert.deepEqual(loadHistory(store).matches, {});
  assert.equal(importHistory(file, store), 1);
  assert.equal(exportHistory(store), file);
});

test("a bad file is refused with a reason and the history stays", () => {
  const store = memoryStorage();
  recordMatch(rec(), store, 5);
  const before = store.getItem(STATS_KEY);
  const good = JSON.parse(exportHistory(store));
  const key = Object.keys(good.matches)[0];
  const bad = [
    "not json",
    "[]",
    JSON.stringify({ ...good, format: "other" }),
    JSON.stringify({ ...good, version: 2 }),
    JSON.stringify({ ...good, matches: { [key]: { ...good.matches[key], deals: "2" } } }),
    JSON.stringify({ ...good, matches: { [key]: { ...good.matches[key], scores: [1] } } }),
    JSON.stringify({ ...good, matches: { [key]: { ...good.matches[key], made: 5 } } }),
    JSON.stringify({ ...good, matches: { "maw/4/1": good.matches[key] } }),
  ];
  for (const text of bad) {
    assert.throws(() => importHistory(text, store), Error, text);
    assert.equal(store.getItem(STATS_KEY), before);
  }
  // Each refusal names the page's message for a reader (in any language), not only an English reason.
  const keys = bad.map((text) => {
    try {
      importHistory(text, store);
    } catch (err) {
      return err.key;
    }
    return null;
  });
  assert.deepEqual(keys, [
    "stats.file.notJson", "stats.file.notHistory", "stats.file.notHistory", "stats.file.version",
    "stats.file.badMatch", "stats.file.badMatch", "stats.file.badMatch", "stats.file.badMatch",
  ]);
});

test("the share address holds the token and the opponents' level", () => {
  const loc = { origin: "https://cardavia.example", pathname: "/" };
  assert.equal(shareUrl("eyJ2Ijox_-", loc), "https://cardavia.example/#/share/eyJ2Ijox_-");
  assert.equal(shareUrl("eyJ2Ijox_-", loc, "easy"), "https://cardavia.example/#/share/eyJ2Ijox_-?level=easy");
});

test("a record of game __proto__ is refused, and summing one up pollutes no prototype", () => {
  const store = memoryStorage();
  const evil = rec({ game: "__proto__", seed: "1", scores: [999, 1] });
  const file = JSON.stringify({ format: "cardavia-stats", version: 1, matches: { [`__proto__/4/1`]: { ...evil, saved: 1 } } });
  assert.throws(() => importHistory(file, store), /not a game's id/);
  // Summed up anyway (a history stored by an older page): the game is a name, not a prototype.
  const sum = summarize({ matches: { "__proto__/4/1": evil, "constructor/4/1": rec({ game: "constructor" }) } });
  assert.equal(sum.__proto__.matches, 1);
  assert.equal(sum.constructor.matches, 1);
  assert.equal(Object.prototype.matches, undefined);
  assert.equal(Object.prototype.best, undefined);
  assert.equal("best" in {}, false);
});

test("an import the storage refuses says so and keeps the old history; the count is what was stored", () => {
  const store = memoryStorage();
  recordMatch(rec(), store, 5);
  const before = store.getItem(STATS_KEY);
  const matches = {};
  for (let i = 0; i < 3; i++) matches[`maw/4/${i}`] = { ...rec({ game: "maw", seed: String(i) }), saved: i };
  const file = JSON.stringify({ format: "cardavia-stats", version: 1, matches });
  const full = { ...store, setItem: () => { throw Object.assign(new Error("quota"), { name: "QuotaExceededError" }); } };
  assert.throws(() => importHistory(file, full), (err) => err.kind === "storage");
  assert.equal(store.getItem(STATS_KEY), before);
  assert.equal(recordMatch(rec({ seed: "9" }), full, 6), false, "a refused record says it was not stored");
  assert.equal(importHistory(file, store), 3);
});

test("a history is bounded: too long a file, too many matches, records out of range are refused", () => {
  const store = memoryStorage();
  assert.throws(() => importHistory(" ".repeat(MAX_FILE_CHARS + 1), store), /too large/);
  const many = {};
  for (let i = 0; i <= MAX_MATCHES; i++) many[`maw/4/${i}`] = { ...rec({ game: "maw", seed: String(i) }), saved: i };
  assert.throws(() => importHistory(JSON.stringify({ format: "cardavia-stats", version: 1, matches: many }), store), /at most/);
  const one = (over) => JSON.stringify({ format: "cardavia-stats", version: 1, matches: { "maw/4/1": { ...rec({ game: "maw", seed: "1" }), saved: 1, ...over } } });
  for (const over of [{ players: 4.5 }, { taken: -1, made: -1 }, { extra: 1 }, { chosen: "yes" }, { seed: "1", deals: 2, scores: [1, 2], taken: 3 }]) {
    assert.throws(() => importHistory(one(over), store), Error, JSON.stringify(over));
  }
  assert.equal(store.getItem(STATS_KEY), null);
  assert.equal(importHistory(one({ chosen: true, practice: false }), store), 1);
});

test("chosen deals and practice matches are counted apart from the ordinary statistics", () => {
  const store = memoryStorage();
  recordMatch(rec({ game: "maw", seed: "1", chosen: false, practice: false }), store, 1);
  recordMatch(rec({ game: "maw", seed: "2", chosen: true, practice: false, scores: [500, 500], total: 1000 }), store, 2);
  recordMatch(rec({ game: "maw", seed: "3", chosen: false, practice: true, undo_used: true, scores: [400, 400] }), store, 3);
  const maw = summarize(loadHistory(store)).maw;
  assert.equal(maw.matches, 1);
  assert.equal(maw.deals, 2);
  assert.equal(maw.best, 120);
  assert.equal(maw.apart, 2);
  assert.equal(maw.undo, 1);
});
