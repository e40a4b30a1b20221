// Statistics kept in this browser: one record per match (the engine's `record` op
// names what is kept), summed up per game; reset, export and import as a file.
// The history is validated on import: a bad file is refused and changes nothing.
export const STATS_KEY = "cardavia.stats";
export const STATS_FORMAT = "cardavia-stats";
export const STATS_VERSION = 1;

const RECORD_FIELDS = {
  game: "string", players: "number", seed: "string", finished: "boolean", deals: "number",
  total: "number", won: "boolean", taken: "number", made: "number", undo_used: "boolean", saved: "number",
};

export function emptyHistory() {
  return { format: STATS_FORMAT, version: STATS_VERSION, matches: {} };
}

/** The reason `data` is not a valid history (English; the page shows it), or null. */
export function historyProblem(data) {
  if (!data || typeof data !== "object" || Array.isArray(data)) return "not an object";
  if (data.format !== STATS_FORMAT) return "wrong format";
  if (data.version !== STATS_VERSION) return `unsupported version ${JSON.stringify(data.version)}`;
  if (!data.matches || typeof data.matches !== "object" || Array.isArray(data.matches)) return "no matches";
  for (const [key, rec] of Object.entries(data.matches)) {
    if (!rec || typeof rec !== "object") return `match ${key} is not an object`;
    for (const [field, type] of Object.entries(RECORD_FIELDS)) {
      if (typeof rec[field] !== type) return `match ${key}: '${field}' must be a ${type}`;
      if (type === "number" && !Number.isFinite(rec[field])) return `match ${key}: '${field}' is not finite`;
    }
    if (!Array.isArray(rec.scores) || !rec.scores.every((x) => Number.isFinite(x))) return `match ${key}: bad scores`;
    if (rec.scores.length !== rec.deals || rec.made > rec.taken) return `match ${key}: inconsistent counts`;
    if (key !== matchKey(rec)) return `match ${key}: key does not match its game and seed`;
  }
  return null;
}

/** One key per match: the game, the player count and the seed. */
export function matchKey(rec) {
  return `${rec.game}/${rec.players}/${rec.seed}`;
}

export function loadHistory(storage = globalThis.localStorage) {
  try {
    const data = JSON.parse(storage.getItem(STATS_KEY) || "null");
    return data && !historyProblem(data) ? data : emptyHistory();
  } catch {
    return emptyHistory();
  }
}

function saveHistory(data, storage) {
  try {
    storage.setItem(STATS_KEY, JSON.stringify(data));
  } catch {
    /* storage full or unavailable: the statistics are not kept */
  }
}

/** Keep (or update) the engine's record of one match. */
export function recordMatch(record, storage = globalThis.localStorage, now = Date.now()) {
  const data = loadHistory(storage);
  const rec = { ...record, saved: now };
  data.matches[matchKey(rec)] = rec;
  saveHistory(data, storage);
  return data;
}

export function resetHistory(storage = globalThis.localStorage) {
  saveHistory(emptyHistory(), storage);
}

export function exportHistory(storage = globalThis.localStorage) {
  return JSON.stringify(loadHistory(storage), null, 1);
}

/** Replace the history by a file's text; throws Error(reason) and keeps the old one if it is not valid. */
export function importHistory(text, storage = globalThis.localStorage) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("not JSON");
  }
  const problem = historyProblem(data);
  if (problem) throw new Error(problem);
  saveHistory(data, storage);
  return Object.keys(data.matches).length;
}

/** Per game: matches, deals, won, mean deal score, contracts taken/made, best deal, undo-marked matches. */
export function summarize(data) {
  const out = {};
  for (const rec of Object.values(data.matches)) {
    const g = (out[rec.game] ||= { matches: 0, deals: 0, won: 0, sum: 0, taken: 0, made: 0, best: null, undo: 0 });
    g.matches += 1;
    g.deals += rec.deals;
    g.won += rec.finished && rec.won ? 1 : 0;
    g.sum += rec.scores.reduce((a, b) => a + b, 0);
    g.taken += rec.taken;
    g.made += rec.made;
    g.undo += rec.undo_used ? 1 : 0;
    for (const x of rec.scores) if (g.best == null || x > g.best) g.best = x;
  }
  for (const g of Object.values(out)) g.average = g.deals ? g.sum / g.deals : null;
  return out;
}
