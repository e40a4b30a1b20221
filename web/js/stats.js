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
// Marks a record may carry (records kept before they existed have none): a chosen first deal
// (`deal=`, a shared link or puzzle) and practice are kept apart from the ordinary statistics.
const MARK_FIELDS = { chosen: "boolean", practice: "boolean" };
const WHOLE_FIELDS = ["players", "deals", "taken", "made"];

// Bounds of a history (a file to import, or what is stored): far above what anyone plays, far
// below what would fill the browser's storage or hold the page up while it is read.
export const MAX_FILE_CHARS = 2_000_000;
export const MAX_MATCHES = 5_000;
const MAX_DEALS = 500;
const MAX_PLAYERS = 8;
const MAX_SEED_CHARS = 64;
const GAME_ID = /^[a-z][a-z0-9_]{0,39}$/;

/** A write the browser refused (its storage is full or off): nothing was changed. */
export class StorageError extends Error {
  constructor() {
    super("this browser refused to store it (its storage is full or turned off)");
    this.kind = "storage";
  }
}

/** A file that is not a valid history: `message` says why in English (tests, logs), `key` and `values`
 * the page's message for a reader (stats.file.*). */
export class HistoryFileError extends Error {
  constructor(message, key, values = {}) {
    super(message);
    this.kind = "file";
    this.key = key;
    this.values = values;
  }
}

export function emptyHistory() {
  return { format: STATS_FORMAT, version: STATS_VERSION, matches: {} };
}

const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);

/** The reason record `rec` (kept under `key`) is not valid, or null. Own fields only. */
function recordProblem(key, rec) {
  if (!isObject(rec)) return `match ${key} is not an object`;
  for (const field of Object.keys(rec)) {
    if (!Object.hasOwn(RECORD_FIELDS, field) && !Object.hasOwn(MARK_FIELDS, field) && field !== "scores") {
      return `match ${key}: unknown field '${field}'`;
    }
  }
  for (const [field, type] of Object.entries(RECORD_FIELDS)) {
    if (!Object.hasOwn(rec, field) || typeof rec[field] !== type) return `match ${key}: '${field}' must be a ${type}`;
    if (type === "number" && !Number.isFinite(rec[field])) return `match ${key}: '${field}' is not finite`;
  }
  for (const [field, type] of Object.entries(MARK_FIELDS)) {
    if (Object.hasOwn(rec, field) && typeof rec[field] !== type) return `match ${key}: '${field}' must be a ${type}`;
  }
  for (const field of WHOLE_FIELDS) {
    if (!Number.isInteger(rec[field]) || rec[field] < 0) return `match ${key}: '${field}' must be a whole number`;
  }
  if (!GAME_ID.test(rec.game)) return `match ${key}: '${rec.game.slice(0, 40)}' is not a game's id`;
  if (rec.seed.length > MAX_SEED_CHARS) return `match ${key}: the seed is too long`;
  if (rec.players < 1 || rec.players > MAX_PLAYERS || rec.deals > MAX_DEALS) return `match ${key}: counts out of range`;
  if (!Array.isArray(rec.scores) || !rec.scores.every((x) => Number.isFinite(x))) return `match ${key}: bad scores`;
  if (rec.scores.length !== rec.deals || rec.made > rec.taken || rec.taken > rec.deals) return `match ${key}: inconsistent counts`;
  if (key !== matchKey(rec)) return `match ${key}: key does not match its game and seed`;
  return null;
}

/** Why `data` is not a valid history (a HistoryFileError, not thrown), or null. */
export function historyProblem(data) {
  const notHistory = (why) => new HistoryFileError(why, "stats.file.notHistory");
  if (!isObject(data)) return notHistory("not an object");
  if (data.format !== STATS_FORMAT) return notHistory("wrong format");
  if (data.version !== STATS_VERSION) {
    return new HistoryFileError(`unsupported version ${String(JSON.stringify(data.version)).slice(0, 20)}`, "stats.file.version");
  }
  if (!Object.hasOwn(data, "matches") || !isObject(data.matches)) return notHistory("no matches");
  for (const key of Object.keys(data.matches)) {
    const match = key.slice(0, 80);
    const problem = recordProblem(match, data.matches[key]);
    if (problem) return new HistoryFileError(problem, "stats.file.badMatch", { match });
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

/** Store the history in one write; throws StorageError (the stored one unchanged) when refused. */
function saveHistory(data, storage) {
  try {
    storage.setItem(STATS_KEY, JSON.stringify(data));
  } catch {
    throw new StorageError();
  }
}

/** Keep (or update) the engine's record of one match (only the fields a history holds).
 * True once stored; false when the browser refused (the caller keeps it and tries again). */
export function recordMatch(record, storage = globalThis.localStorage, now = Date.now()) {
  const data = loadHistory(storage);
  const rec = { saved: now };
  for (const field of [...Object.keys(RECORD_FIELDS), ...Object.keys(MARK_FIELDS), "scores"]) {
    if (field !== "saved" && Object.hasOwn(record, field)) rec[field] = record[field];
  }
  if (recordProblem(matchKey(rec), rec)) return true; // not a record a history can hold: nothing to keep
  data.matches[matchKey(rec)] = rec;
  try {
    saveHistory(data, storage);
    return true;
  } catch {
    return false;
  }
}

/** Empty the history; throws StorageError when the browser refused. */
export function resetHistory(storage = globalThis.localStorage) {
  saveHistory(emptyHistory(), storage);
}

export function exportHistory(storage = globalThis.localStorage) {
  return JSON.stringify(loadHistory(storage), null, 1);
}

/**
 * Replace the history by a file's text, in one write or not at all. Throws HistoryFileError for a
 * file that is not a valid history (too long, not JSON, a bad record) and StorageError when the
 * browser refused to store it; the old history stays either way. Answers how many matches the
 * stored history now holds (read back, not assumed).
 */
export function importHistory(text, storage = globalThis.localStorage) {
  if (typeof text !== "string" || text.length > MAX_FILE_CHARS) throw tooLarge();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HistoryFileError("not JSON", "stats.file.notJson");
  }
  const problem = historyProblem(data);
  if (problem) throw problem;
  const count = Object.keys(data.matches).length;
  if (count > MAX_MATCHES) {
    throw new HistoryFileError(`${count} matches (at most ${MAX_MATCHES})`, "stats.file.tooMany", { n: count, most: MAX_MATCHES });
  }
  const matches = Object.create(null);
  for (const key of Object.keys(data.matches)) matches[key] = data.matches[key];
  saveHistory({ format: STATS_FORMAT, version: STATS_VERSION, matches }, storage);
  return Object.keys(loadHistory(storage).matches).length;
}

/** The refusal of a file larger than any history (the page refuses it before reading it). */
export function tooLarge() {
  const megabytes = MAX_FILE_CHARS / 1_000_000;
  return new HistoryFileError(`too large (at most ${megabytes} MB)`, "stats.file.tooLarge", { megabytes });
}

/** A record kept apart from the ordinary statistics: its deal was chosen, or it was practice. */
export function setApart(rec) {
  return rec.chosen === true || rec.practice === true;
}

/** Per game: matches, deals, won, mean deal score, contracts taken/made, best deal; `apart`: matches
 * kept out of these (a chosen deal, practice); `undo`: matches with moves taken back, apart or not. Keyed on a map without
 * a prototype: a record's game is data, and `__proto__` must stay a name. */
export function summarize(data) {
  const out = Object.create(null);
  for (const rec of Object.values(data.matches)) {
    if (!Object.hasOwn(out, rec.game)) {
      out[rec.game] = { matches: 0, deals: 0, won: 0, sum: 0, taken: 0, made: 0, best: null, undo: 0, apart: 0 };
    }
    const g = out[rec.game];
    g.undo += rec.undo_used ? 1 : 0;
    if (setApart(rec)) {
      g.apart += 1;
      continue;
    }
    g.matches += 1;
    g.deals += rec.deals;
    g.won += rec.finished && rec.won ? 1 : 0;
    g.sum += rec.scores.reduce((a, b) => a + b, 0);
    g.taken += rec.taken;
    g.made += rec.made;
    for (const x of rec.scores) if (g.best == null || x > g.best) g.best = x;
  }
  for (const g of Object.values(out)) g.average = g.deals ? g.sum / g.deals : null;
  return out;
}
