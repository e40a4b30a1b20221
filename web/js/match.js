// The table's engine session and its save: the session id the engine gave the match,
// every request for it, and the autosave after every answer (saves.js's slot, kept
// in memory too when storage fails, so a restarted engine can resume from it, and written
// again once the browser has room: unsaved.js tells the player meanwhile).
//
// What may change the stored save: a reply about this match as the page now knows it. A reply
// asked before a reload, a takeover or an undo belongs to an older `generation` (turns.js drops
// it); and a save older (by its revision) than the one this match has stored is never written.
import { SaveSlot, saveRevision } from "./saves.js";
import { unsaved } from "./unsaved.js";

export class Match {
  /**
   * engine: the Engine; game: the game id; embed: an embed's own save slot; keep: false for a
   * match nobody's save may hold (the club demo: a player's match of the same game stays theirs);
   * meta(): what the slot stores beside the save ({level, demo, people});
   * onSave(save) after every save; onNewer(entry) when another tab saved a newer state.
   */
  constructor(engine, game, { embed, keep = true, meta, onSave, onNewer }) {
    this.engine = engine;
    this.game = game;
    this.keep = keep;
    this.meta = meta;
    this.onSave = onSave;
    this.id = null;
    this.lastSave = null; // the newest save of this match, kept in memory even when storage fails
    this.generation = 0; // counts reloads (another tab's newer state, a restarted engine) and undos
    this.newer = onNewer;
    this.slot = new SaveSlot(game, { embed });
    if (keep) this.slot.onNewer = (entry) => this.newer(entry);
  }

  /** A request about this match: the match's session id goes with it (null while none is open,
   * which the table's guards keep from being sent). */
  request(op, payload = {}) {
    return this.engine.request(op, { ...payload, id: this.id });
  }

  /** A request that opens a session (`new_game`, `load`): it names none. */
  open(op, payload) {
    return this.engine.request(op, payload);
  }

  /** A new session of this table (a new match, a save, a shared deal): its save is the first one. */
  opened(id, save) {
    this.id = id;
    this.lastSave = null;
    this.store(save);
  }

  store(save) {
    if (typeof save !== "string" || this.#older(save)) return;
    this.lastSave = save;
    this.onSave(save);
    if (this.keep) this.#write();
  }

  /** A save of this match that an answer already stored has overtaken (a late reply). */
  #older(save) {
    if (!this.lastSave) return false;
    const next = saveRevision(save);
    const last = saveRevision(this.lastSave);
    return next.seed === last.seed && next.revision < last.revision;
  }

  /** Write the newest save; true once nothing is left to write. */
  #write() {
    const result = this.slot.write(this.lastSave, this.meta());
    if (result === "full") {
      unsaved.failed(this.slot.key, () => this.#write(), "save");
      return false;
    }
    unsaved.stored(this.slot.key);
    if (result === "behind") this.newer(this.slot.read());
    return true;
  }

  /** The match changes under the computer seats' loop (an undo): whatever was asked before is
   * about the match as it was, and is dropped when it answers (turns.js). */
  rewind() {
    this.generation += 1;
  }

  /** Open the match from a save under a new id (the old session closed first: a restarted
   * worker numbers its sessions afresh, so the old id may come back). Answers the `load` reply,
   * whose id the caller takes together with its view (until then `id` stays null, so nothing is
   * sent for the match), or null when a later reload was asked meanwhile (it alone counts). */
  async reload(saveText, seat) {
    const generation = ++this.generation;
    this.close();
    const reply = await this.open("load", { save: saveText, game: this.game, seat });
    if (generation !== this.generation) {
      this.engine.request("close", { id: reply.id }).catch(() => {});
      return null;
    }
    this.lastSave = reply.save;
    return reply;
  }

  /** Close the engine's session (nothing waits for it). */
  close() {
    if (this.id) this.engine.request("close", { id: this.id }).catch(() => {});
    this.id = null;
  }
}
