// Statistics in the browser: records per match summed per game; import refuses a
// bad file and keeps the old history; export → import is a round trip; the share
// address carries only a base64url token.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  STATS_KEY, exportHistory, importHistory, loadHistory, recordMatch, resetHistory, summarize,
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
});

test("the share address holds the token and the opponents' level", () => {
  const loc = { origin: "https://cardavia.example", pathname: "/" };
  assert.equal(shareUrl("eyJ2Ijox_-", loc), "https://cardavia.example/#/share/eyJ2Ijox_-");
  assert.equal(shareUrl("eyJ2Ijox_-", loc, "easy"), "https://cardavia.example/#/share/eyJ2Ijox_-?level=easy");
});
