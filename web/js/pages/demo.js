// The club demo's page (#/demo): its parameters checked, then the computer plays every seat.
import { sharedEngine } from "../engine.js";
import { t } from "../i18n.js";
import { errorText } from "../format.js";
import { Demo, demoGames, demoParamProblem } from "../demo.js";
import { LEVELS, gameEntry, gameIds } from "../catalog.js";
import { isCurrent, showing } from "../router.js";
import { optionsFromParams } from "./match.js";
import { app, renderError, waitForCatalog } from "./frame.js";

export async function startDemo(r) {
  const myRoute = r;
  if (!(await waitForCatalog()) || !isCurrent(myRoute)) return;
  const ids = demoGames(r.id, gameIds());
  const entries = ids.map(gameEntry);
  const unknown = ids.find((id, i) => !entries[i]);
  if (unknown) return renderError(t("error.unknownGame", { id: unknown }));
  const params = r.params;
  const problem = demoParamProblem(params, LEVELS);
  if (problem) return renderError(t("error.badDemoParam", problem));
  const count = /^\d+$/.test(params.get("players") || "") ? Number(params.get("players")) : null;
  document.title = `${t("demo.title")} — Cardavia`;
  const demo = new Demo(app, {
    engine: sharedEngine(),
    entries,
    level: LEVELS.includes(params.get("level")) ? params.get("level") : "normal",
    hold: Math.max(0, Number(params.get("hold")) || 0),
    hands: params.get("hands") || "shown",
    players: (entry) => (entry.players.includes(count) ? count : entry.default_players),
    optionsFor: (entry) => optionsFromParams(entry, params),
    onError: (err) => renderError(`${t("error.engine")} ${errorText(err)}`),
  });
  showing(demo, () => demo.stop());
  demo.run();
}

