// The autosave of one game's table in localStorage, safe across tabs.
//
//   const slot = new SaveSlot("maw", { embed: false });
//   slot.read()            // {save, level, demo, saved, revision} or null (also when storage is refused)
//   slot.adopt()           // take what is stored now as known (a table that resumes it)
//   slot.write(save, meta) // "saved" | "behind" | "full" (the write was refused) | "unavailable" (no storage)
//   slot.onNewer = (entry) => {}   // another tab stored a newer state of this game
//   slot.available         // false once the browser refused storage (e.g. a third-party frame)
//   slot.close()
//   readSave(game, embed), dropSave(game, embed)   // the same entry, for pages without a table
//
// A tab is behind when the stored entry is not the one it last wrote or read: another tab
// played on meanwhile. It then writes nothing (the other tab's moves would vanish) and is
// told, through onNewer or the "behind" answer, to open the newer state instead. Each entry
// carries the save's revision (docs/saves.md), so a stale `storage` event is ignored.

const PREFIX = "cardavia.save.";

export function saveKey(game, embed = false) {
  return PREFIX + (embed ? "embed." : "") + game;
}

/** The stored entry parsed, or null when it is absent or not an entry. */
function parse(raw) {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw);
    return data && typeof data.save === "string" ? data : null;
  } catch {
    return null;
  }
}

/** The save's own revision and match (seed), read without trusting it. */
export function saveRevision(saveText) {
  try {
    const body = JSON.parse(saveText);
    return { revision: Number.isInteger(body.revision) ? body.revision : (body.log || []).length, seed: body.seed };
  } catch {
    return { revision: -1, seed: null };
  }
}

function storedRaw(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused
  }
}

/** The stored entry of a game's table, or null. */
export function readSave(game, embed = false) {
  return parse(storedRaw(saveKey(game, embed)));
}

export function dropSave(game, embed = false) {
  try {
    localStorage.removeItem(saveKey(game, embed));
  } catch {
    /* storage unavailable */
  }
}

export class SaveSlot {
  #known = undefined; // the raw entry this tab last wrote or read; undefined: none yet
  #onStorage;

  constructor(game, { embed = false } = {}) {
    this.key = saveKey(game, embed);
    this.available = true;
    this.onNewer = null;
    this.#onStorage = (event) => {
      if (event.key !== this.key || event.newValue === null || event.newValue === this.#known) return;
      const entry = parse(event.newValue);
      if (!entry || !this.#isNewer(entry)) return;
      this.#known = event.newValue;
      if (this.onNewer) this.onNewer(entry);
    };
    window.addEventListener("storage", this.#onStorage);
  }

  #raw() {
    try {
      return localStorage.getItem(this.key);
    } catch {
      this.available = false;
      return null;
    }
  }

  /** Another match, this match further on, or a different move at the same revision (both tabs played). */
  #isNewer(entry) {
    const mine = parse(this.#known);
    if (!mine) return true;
    if (entry.save === mine.save) return false; // the same state written again (a tab that resumed it)
    const theirs = saveRevision(entry.save);
    const ours = saveRevision(mine.save);
    return theirs.seed !== ours.seed || theirs.revision >= ours.revision;
  }

  read() {
    return parse(this.#raw());
  }

  adopt() {
    this.#known = this.#raw();
    return parse(this.#known);
  }

  /** Start afresh: the next write replaces whatever is stored (a new match the player asked for). */
  forget() {
    this.#known = this.#raw();
  }

  write(save, meta = {}) {
    if (typeof save !== "string") return "unavailable";
    const stored = this.#raw();
    if (this.#known !== undefined && stored !== null && stored !== this.#known) {
      const entry = parse(stored);
      if (entry && this.#isNewer(entry)) {
        this.#known = stored;
        return "behind";
      }
    }
    if (!this.available) return "unavailable"; // storage refused (e.g. a third-party frame): the match still plays
    const raw = JSON.stringify({ save, ...meta, revision: saveRevision(save).revision, saved: Date.now() });
    try {
      localStorage.setItem(this.key, raw);
      this.#known = raw;
      return "saved";
    } catch {
      return "full"; // readable but not writable: full (the caller keeps the save and tries again)
    }
  }

  close() {
    window.removeEventListener("storage", this.#onStorage);
  }
}
