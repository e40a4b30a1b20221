// The club demo (README "The club demo"): computer players at every seat, match
// after match through a list of games, in large type, with a caption line of what
// just happened (the engine words it: the `captions` of each reply). Nothing grows
// over hours: each finished table is destroyed, which closes its engine session,
// before the next one is built in the same place. It is built for a room: the trick is the
// largest thing on the screen, the hands are face up or hidden (`hands=`), and nothing on it
// can be pressed (the stage is inert, its controls are not drawn: html.demo in app.css).
//
//   demoGames(spec, known) -> the game ids of `#/demo/<a,b,c>` (all known ones for "")
//   demoParamProblem(params, levels) -> null, or {key, value, allowed} for a parameter it refuses
//   new Demo(mount, {engine, entries, level, hold, hands, players, optionsFor}); run(); stop()
//   <html data-demo-matches="n" data-demo-game="id">: finished matches, the game now
import { LANGS, t, tx } from "./i18n.js";
import { Table } from "./table.js";
import { sleep } from "./settings.js";

export function demoGames(spec, known) {
  const ids = String(spec || "").split(",").map((s) => s.trim()).filter(Boolean);
  return ids.length ? ids : known;
}

/** What each of the demo's own parameters may be (README "The club demo"): a list, or whole numbers. */
const DEMO_PARAMS = {
  hands: { values: ["shown", "hidden"] },
  speed: { values: ["off", "fast", "normal", "slow"] },
  lang: { values: LANGS },
  pause: { min: 0, max: 3000 },
  hold: { min: 0, max: 600000 },
  scale: { min: 80, max: 200 },
};

/** The first of the demo's parameters it cannot use, said with what it may be; null when all are good. */
export function demoParamProblem(params, levels) {
  const rules = { ...DEMO_PARAMS, level: { values: levels } };
  for (const [key, rule] of Object.entries(rules)) {
    if (!params.has(key)) continue;
    const value = params.get(key);
    if (rule.values ? rule.values.includes(value) : /^\d{1,7}$/.test(value) && +value >= rule.min && +value <= rule.max) continue;
    return { key, value, allowed: rule.values ? t("demo.oneOf", { values: rule.values.join(", ") }) : t("demo.range", { min: rule.min, max: rule.max }) };
  }
  return null;
}

export class Demo {
  /**
   * entries: catalogue entries of the games to cycle through; level: AI level; hold: ms a
   * result stays up; hands: "shown" | "hidden", the computer seats' hands face up or not drawn;
   * players(entry) -> a seat count; optionsFor(entry) -> the URL's options.
   */
  constructor(mount, { engine, entries, level, hold, hands, players, optionsFor, onError }) {
    this.engine = engine;
    this.entries = entries;
    this.level = level;
    this.hold = hold;
    this.hands = hands;
    this.players = players;
    this.optionsFor = optionsFor;
    this.onError = onError;
    this.alive = true;
    this.table = null;
    this.said = null;
    mount.innerHTML = `
      <div class="demo-screen" data-testid="demo">
        <p class="demo-caption" data-testid="demo-caption" aria-live="polite"></p>
        <div class="demo-stage"></div>
      </div>`;
    this.caption = mount.querySelector(".demo-caption");
    this.stage = mount.querySelector(".demo-stage");
    this.stage.inert = true; // nothing a passer-by could press or tab to
    document.documentElement.dataset.demoMatches = "0";
  }

  /** Show an engine caption, its seat tags filled with the names the table shows. */
  say(text) {
    this.said = text;
    this.caption.textContent = this.table ? this.table.txs(text) : tx(text);
  }

  /** Redraw after a language or look change. */
  refresh() {
    if (this.said) this.say(this.said);
    if (this.table) this.table.refresh();
  }

  async run() {
    for (let match = 0; this.alive; match++) {
      const entry = this.entries[match % this.entries.length];
      document.documentElement.dataset.demoGame = entry.id;
      let finished;
      const over = new Promise((resolve) => (finished = resolve));
      this.table = new Table(this.stage, {
        engine: this.engine,
        entry,
        level: this.level,
        demo: true,
        keep: false, // the player's own match of this game stays in their save
        room: { hands: this.hands },
        hold: this.hold,
        onReply: (reply) => {
          const said = reply.captions || [];
          if (said.length) this.say(said[said.length - 1]);
          this.showHands();
        },
        onMatchOver: finished,
      });
      this.said = null;
      this.caption.textContent = `${t("demo.match", { n: match + 1 })} · ${tx(entry.name)}`;
      try {
        await this.table.startNew({
          players: this.players(entry),
          seed: Math.floor(Math.random() * 1e9),
          options: this.optionsFor(entry),
        });
      } catch (err) {
        this.stop();
        this.onError(err);
        return;
      }
      this.showHands();
      await over;
      if (!this.alive) return;
      await sleep(this.hold);
      if (!this.alive) return;
      const next = this.entries[(match + 1) % this.entries.length];
      this.caption.textContent = t("demo.next", { game: tx(next.name) });
      this.table.destroy();
      this.table = null;
      document.documentElement.dataset.demoMatches = String(match + 1);
    }
  }

  /** The open hands as they are now (a lost answer only leaves the last ones up). */
  showHands() {
    if (this.table) this.table.showOpenHands().catch(() => {});
  }

  stop() {
    this.alive = false;
    if (this.table) this.table.destroy();
    this.table = null;
  }
}
