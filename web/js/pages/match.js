// The pages that put a match on the table: a new one (#/play, the embed), the saved one
// (#/table, or one carried over from an embed), and a deal shared by a link (#/share); the
// player chooses when another match of the game is saved here.
import { sharedEngine } from "../engine.js";
import { lang, t, tx } from "../i18n.js";
import { themeParam } from "../settings.js";
import { Table, dropSave, readSave } from "../table.js";
import { errorText, esc } from "../format.js";
import { decorateEmbed, storageWorks } from "../embed.js";
import { peopleCount } from "../pass-and-play.js";
import { LEVELS, gameEntry, theCatalog } from "../catalog.js";
import { currentRoute, dismiss, isCurrent, onRoute, settleAt, showing } from "../router.js";
import { app, renderError, waitForCatalog } from "./frame.js";

/** Options from URL parameters, typed by the catalogue's declarations. */
export function optionsFromParams(entry, params) {
  const options = {};
  for (const opt of entry.options) {
    if (!params.has(opt.key)) continue;
    const raw = params.get(opt.key);
    if (opt.choices) {
      const hit = opt.choices.find((c) => String(c.value) === raw);
      options[opt.key] = hit ? hit.value : raw; // an unknown value: the engine explains
    } else {
      options[opt.key] = /^-?\d+$/.test(raw) ? Number(raw) : raw;
    }
  }
  return options;
}

/** The page's look as address parameters: its language now, and the theme the address chose. */
function lookParams(params) {
  const look = new URLSearchParams({ lang: lang() });
  const theme = themeParam(params);
  if (theme) look.set("theme", theme);
  return look;
}

function mountTable(entry, { level, demo, embed, people = 1, names = null }) {
  app.innerHTML = `<div class="table-mount"></div>`;
  const mount = app.querySelector(".table-mount");
  // An embedded table always links to the full site with its match; without storage it says so.
  let onSave = null;
  const catalog = theCatalog();
  const table = new Table(mount, {
    engine: sharedEngine(), entry: { ...entry, glossary: catalog && catalog.glossary }, level, demo, embed, people, names,
    onSave: (save) => onSave && onSave(save) });
  showing(table, () => table.destroy());
  if (embed) onSave = decorateEmbed(table.root, entry.id, storageWorks(), () => lookParams(currentRoute().params));
  document.title = `${tx(entry.name)} — Cardavia`;
  return table;
}

export async function startMatch(r) {
  const id = r.id;
  const myRoute = r;
  if (!(await waitForCatalog()) || !isCurrent(myRoute)) return;
  const entry = gameEntry(id);
  if (!entry) return renderError(t("error.unknownGame", { id }));
  const params = r.params;
  const embed = r.name === "embed";
  // An embedded game resumes its own save unless the URL asks for a new deal.
  if (embed && !params.has("new")) {
    const saved = readSave(id, true);
    if (saved) return resumeFrom(entry, saved, { embed });
  }
  let players = entry.default_players;
  if (params.has("players")) {
    const raw = params.get("players");
    players = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!entry.players.includes(players)) {
      return renderError(t("error.badPlayers", { game: tx(entry.name), counts: entry.players.join("/"), value: raw }));
    }
  }
  const level = LEVELS.includes(params.get("level")) ? params.get("level") : embed ? "easy" : "normal";
  const demo = params.get("demo") === "1";
  const people = peopleCount(params.get("people"), entry, players);
  if (people == null) {
    return renderError(t("error.badPeople", { game: tx(entry.name), max: players, value: params.get("people") }));
  }
  let seed = params.get("seed");
  if (seed == null || seed === "") seed = Math.floor(Math.random() * 1e9);
  else if (/^\d{1,15}$/.test(seed)) seed = Number(seed);
  const options = optionsFromParams(entry, params);
  let deal = null;
  if (params.has("deal")) {
    try {
      deal = JSON.parse(params.get("deal"));
    } catch (err) {
      return renderError(`${t("error.engine")} deal: ${err.message}`);
    }
  }
  // Pass and play's names (`name=Anna&name=Ben`, as Play again carries them): not asked again.
  const names = params.has("name") ? params.getAll("name").map((n) => n.trim().slice(0, 24)) : null;
  const tbl = mountTable(entry, { level, demo, embed, people, names });
  try {
    await tbl.startNew({ players, seed, options, deal });
  } catch (err) {
    dismiss(tbl);
    return renderError(`${t("error.engine")} ${errorText(err)}`);
  }
  // The match lives in the save now: reloading this address resumes it.
  if (!embed && isCurrent(myRoute)) settleAt(`#/table/${id}`);
}

async function resumeFrom(entry, saved, { embed }) {
  const tbl = mountTable(entry, { level: saved.level || "normal", demo: Boolean(saved.demo), embed, people: saved.people || 1,
    names: Array.isArray(saved.names) ? saved.names.map((n) => String(n).slice(0, 24)) : saved.people > 1 ? [] : null });
  try {
    await tbl.resume(saved.save);
  } catch (err) {
    // Only a save the engine refused goes: a damaged one ("save"), or a load it could not read at
    // all ("bad_request": a text too long or too deep; the save is all such a request carries).
    // A lost engine keeps it, and the message says which.
    const refused = err.kind === "save" || err.kind === "bad_request";
    if (refused) dropSave(entry.id, embed);
    dismiss(tbl);
    const link = `<p><a href="#/game/${esc(entry.id)}" data-testid="to-game">${esc(tx(entry.name))}</a></p>`;
    renderError(refused ? `${t("error.badSave")} (${errorText(err)})` : t("error.saveNotRead", { why: errorText(err) }), link);
  }
}

/** A deal shared by a link (#/share/<token>): the engine validates the token and opens the match;
 * when another match of that game is saved here, the player chooses which to keep (as "Open in Cardavia"). */
export async function openShared(r) {
  const myRoute = r;
  if (!(await waitForCatalog()) || !isCurrent(myRoute)) return;
  const engine = sharedEngine();
  let reply;
  try {
    reply = await engine.request("open_shared", { token: r.id });
  } catch (err) {
    return renderError(errorText(err));
  }
  const entry = gameEntry(reply.game);
  const closeShared = () => engine.request("close", { id: reply.id }).catch(() => {});
  if (!entry || !isCurrent(myRoute)) return closeShared();
  const open = () => {
    const level = LEVELS.includes(r.params.get("level")) ? r.params.get("level") : "normal";
    const tbl = mountTable(entry, { level, demo: false, embed: false });
    tbl.match.slot.forget(); // the player chose the shared deal: it replaces the stored match of this game
    tbl.adopt(reply);
    settleAt(`#/table/${entry.id}`); // the match lives in the save now: reloading resumes it
  };
  const saved = readSave(entry.id);
  if (!saved || saved.save === reply.save) return open();
  askWhichMatch(entry, { question: "share.other", take: "share.take", testid: "share" }, open, closeShared);
}

/**
 * Another match of `entry`'s game is saved here, and `take` would replace it: the player
 * chooses. `open()` takes the other match; keeping the saved one calls `dropped()` and resumes
 * it. `question`, `take`: the texts' keys; `testid`: the prefix of the parts' test ids.
 */
function askWhichMatch(entry, { question, take, testid }, open, dropped = () => {}) {
  app.innerHTML = `
    <section class="error-page" data-testid="${testid}-choice">
      <p>${esc(t(question, { game: tx(entry.name) }))}</p>
      <p><button type="button" class="primary" data-testid="${testid}-take">${esc(t(take))}</button>
        <button type="button" data-testid="${testid}-keep">${esc(t("carry.keep"))}</button></p>
    </section>`;
  app.querySelector(`[data-testid=${testid}-take]`).addEventListener("click", open);
  app.querySelector(`[data-testid=${testid}-keep]`).addEventListener("click", () => {
    dropped();
    history.replaceState(null, "", `#/table/${entry.id}`);
    onRoute();
  });
}

export async function resumeMatch(r) {
  const id = r.id;
  const myRoute = r;
  if (!(await waitForCatalog()) || !isCurrent(myRoute)) return;
  const entry = gameEntry(id);
  if (!entry) return renderError(t("error.unknownGame", { id }));
  const saved = readSave(id);
  if (r.params.has("save")) return carryOver(entry, r.params.get("save"), saved);
  if (!saved) {
    let corrupt = false;
    try {
      corrupt = localStorage.getItem(`cardavia.save.${id}`) != null;
    } catch {
      corrupt = false;
    }
    if (corrupt) dropSave(id);
    const link = `<p><a href="#/game/${esc(id)}" data-testid="to-game">${esc(tx(entry.name))}</a></p>`;
    return renderError(corrupt ? t("error.badSave") : t("error.noSave", { game: tx(entry.name) }), link);
  }
  return resumeFrom(entry, saved, { embed: false });
}

/**
 * A match carried over from an embed ("Open in Cardavia", embed.js): the engine's load checks
 * the save; it then becomes this browser's save of the game. A different match already saved
 * here is not overwritten without asking.
 */
async function carryOver(entry, save, saved) {
  const myRoute = currentRoute();
  const open = async () => {
    settleAt(`#/table/${entry.id}`);
    await resumeFrom(entry, { save, level: LEVELS.includes(myRoute.params.get("level")) ? myRoute.params.get("level") : "easy" }, { embed: false });
  };
  if (!saved || saved.save === save) return open();
  askWhichMatch(entry, { question: "carry.other", take: "carry.take", testid: "carry" }, open);
}

