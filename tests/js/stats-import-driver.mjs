// The page's real statistics import (web/js/stats.js) driven line by line for the fuzz in
// tests/engine/test_stats_fuzz.py: each input line is {text, full}; each output line says what
// importHistory answered, what the storage holds after it, and whether Object.prototype changed.
import { createInterface } from "node:readline";
import { STATS_KEY, importHistory, loadHistory, summarize } from "../../web/js/stats.js";

const OLD = JSON.stringify({
  format: "cardavia-stats", version: 1, matches: {
    "maw/4/1": { game: "maw", players: 4, seed: "1", finished: true, deals: 1, scores: [4], total: 4, won: true,
                 taken: 0, made: 0, undo_used: false, saved: 1 },
  },
});
const prototypeNames = () => Reflect.ownKeys(Object.prototype).map(String).sort().join(",");
const baseline = prototypeNames();

for await (const line of createInterface({ input: process.stdin })) {
  const { text, full } = JSON.parse(line);
  const data = new Map([[STATS_KEY, OLD]]);
  const storage = {
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => {
      if (full) throw Object.assign(new Error("quota"), { name: "QuotaExceededError" });
      data.set(k, String(v));
    },
  };
  const out = {};
  try {
    out.accepted = true;
    out.n = importHistory(text, storage);
  } catch (err) {
    out.accepted = false;
    out.kind = err.kind ?? null;
    out.message = String(err.message);
  }
  const history = loadHistory(storage);
  out.stored = Object.keys(history.matches).length;
  out.summed = Object.values(summarize(history)).reduce((sum, g) => sum + g.matches + g.apart, 0);
  out.unchanged = data.get(STATS_KEY) === OLD;
  out.polluted = prototypeNames() !== baseline || "best" in {} || "matches" in {};
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
