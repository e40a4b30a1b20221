// The table's engine session and its save: the session id the engine gave the match,
// every request for it, and the autosave after every answer (saves.js's slot, kept
// in memory too when storage fails, so a restarted engine can resume from it).
import { SaveSlot } from "./saves.js";

export class Match {
  /**
   * engine: the Engine; game: the game id; embed: an embed's own save slot;
   * meta(): what the slot stores beside the save ({level, demo, people});
   * onSave(save) after every save; onNewer(entry) when another tab saved a newer state.
   */
  constructor(engine, game, { embed, meta, onSave, onNewer }) {
    this.engine = engine;
    this.game = game;
    this.meta = meta;
    this.onSave = onSave;
    this.id = null;
    this.lastSave = null; // the newest save of this match, kept in memory even when storage fails
    this.generation = 0; // counts reloads of the match (another tab's newer state, a restarted engine)
    this.newer = onNewer;
    this.slot = new SaveSlot(game, { embed });
    this.slot.onNewer = (entry) => this.newer(entry);
  }

  async request(op, payload) {
    return this.engine.request(op, payload);
  }

  store(save) {
    if (typeof save !== "string") return;
    this.lastSave = save;
    this.onSave(save);
    if (this.slot.write(save, this.meta()) === "behind") this.newer(this.slot.read());
  }

  /** Open the match from a save under a new id (the old session closed first: a restarted
   * worker numbers its sessions afresh, so the old id may come back). Answers the `load` reply,
   * whose id the caller takes together with its view (until then `id` stays null, so nothing is
   * sent for the match), or null when a later reload was asked meanwhile (it alone counts). */
  async reload(saveText, seat) {
    const generation = ++this.generation;
    this.close();
    const reply = await this.request("load", { save: saveText, game: this.game, seat });
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
