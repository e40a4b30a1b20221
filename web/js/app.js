// Cardavia's page: the shell (header, settings, progress), the catalogue, the
// game pages with rules and the start form, hash routing and the table.
// The shell draws at once from static texts and catalog.json; the engine
// (Pyodide in a worker) loads behind the progress bar.
import { fetchCatalog, sharedEngine } from "./engine.js";

// For the browser tests (the page's scripts are one bundle, so this is the only module a
// test can import to reach the page's own engine): engine.js's `testing` and `Engine`.
export { Engine, testing } from "./engine.js";
import { lang, t, tx, useGlossary } from "./i18n.js";
import {
  applyUrlOverrides, loadSettings, onSettings, reducedMotion, scaleInUse, screenScaleLimit, settings, themeParam, updateSettings,
} from "./settings.js";
import { cardName, cardSVG, deckCodes, useCatalog } from "./cards.js";
import { Table, dropSave, readSave } from "./table.js";
import { errorText, esc } from "./format.js";
import { decorateEmbed, embedPanelHTML, isEmbedPage, storageWorks, wireEmbedPanel } from "./embed.js";
import { Demo, demoGames, demoParamProblem } from "./demo.js";
import { peopleCount } from "./pass-and-play.js";
import { renderStatsPage } from "./stats-page.js";

const LEVELS = ["easy", "normal", "strong", "random"];
// The club demo's defaults (README): a readable pace and large type.
const DEMO_DEFAULTS = { pause: "1200", scale: "160", hold: "5000" };

const app = document.getElementById("app");
const engine = sharedEngine(); // its worker was started by boot.js while the page was parsed
let catalog = null; // the engine's catalogue (catalog.json): traditions -> games with options
let table = null;
let demo = null;
let route = null;

// ------------------------------------------------------------------ helpers
/** Keep the engine's catalogue; the cards take their names from it. */
function takeCatalog(engineCatalog) {
  catalog = engineCatalog;
  useCatalog(catalog);
  useGlossary(catalog.glossary);
}

function gameEntry(id) {
  if (!catalog) return null;
  for (const tr of catalog.traditions || []) {
    for (const g of tr.games || []) if (g.id === id) return { ...g, tradition: tr.id };
  }
  return null;
}

function gameName(id) {
  const entry = gameEntry(id);
  return (entry && tx(entry.name)) || id;
}

function gameIds() {
  return (catalog ? catalog.traditions : []).flatMap((tr) => tr.games.map((g) => g.id));
}

// The catalogue, a game's page and a deck's cards are drawn from the engine's catalogue alone.
function whenCatalog(draw) {
  if (catalog) return draw();
  app.innerHTML = `<p class="note" data-testid="waiting">${esc(t("engine.waiting"))}</p>`;
}

function translateStatic(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
}

// ------------------------------------------------------------------ engine start
function startEngine() {
  const bar = document.querySelector("[data-testid=progress-bar]");
  const label = document.querySelector("[data-testid=progress-label]");
  let lastProgress = null;
  const show = (fraction, text) => {
    bar.style.width = `${percent(fraction)}%`;
    label.textContent = text;
  };
  const percent = (fraction) => Math.round(Math.max(0.03, Math.min(1, fraction)) * 100);
  // While loading, the label starts with the bar's own percentage: the two never disagree.
  const progress = ({ stage, fraction, label: text }) => {
    lastProgress = { stage, fraction: fraction ?? 0, text };
    show(lastProgress.fraction, loadingText());
  };
  const loadingText = () => {
    const { stage, fraction, text } = lastProgress;
    return `${percent(fraction)} % · ${tx(text) || t(`engine.${stage}`)}`;
  };
  const failed = ({ message }) => show(1, `${t("engine.error")}: ${message}`);
  const ready = () => {
    show(1, t("engine.ready"));
    // catalog.json came first; without it (a dev build) the engine's answer fills it in.
    catalogLoaded.then(() => (catalog ? null : catalogFromEngine().then(rerenderForCatalog))).catch(() => {});
  };
  // The engine may be well on its way (boot.js started its worker): draw where it is now, then follow it.
  if (engine.state === "ready") ready();
  else if (engine.state === "error") failed(engine.failure);
  else if (engine.lastProgress) progress(engine.lastProgress);
  else progress({ stage: "runtime", fraction: 0 });
  engine.addEventListener("progress", (ev) => progress(ev.detail));
  engine.addEventListener("error", (ev) => {
    ev.preventDefault();
    failed(ev.detail);
  });
  onSettings(() => {
    if (lastProgress && engine.state === "loading") label.textContent = loadingText();
  });
  engine.addEventListener("ready", ready);
  engine.start().catch(() => {});
}

async function loadCatalog() {
  try {
    takeCatalog(await fetchCatalog());
    rerenderForCatalog();
  } catch {
    /* no catalog.json (dev build): the engine's answer fills it in */
  }
}

async function catalogFromEngine() {
  takeCatalog((await engine.request("catalog")).catalog);
}

function rerenderForCatalog() {
  if (route && ["game", "catalogue", "cards"].includes(route.name)) render();
}

// ------------------------------------------------------------------ settings panel
function initSettingsPanel() {
  const dialog = document.getElementById("settings");
  const form = dialog.querySelector("form");
  const openBtn = document.querySelector("[data-testid=settings-button]");
  const sync = () => {
    const s = settings();
    form.lang.value = lang();
    // The table size as this screen takes it (settings.js): the slider ends where the screen does.
    const limit = screenScaleLimit();
    form.scale.max = String(limit);
    const shown = { ...s, scale: scaleInUse() };
    for (const key of ["contrast", "grain", "temperature", "pause", "scale"]) {
      form[key].value = shown[key];
      form[key].nextElementSibling.textContent = key === "pause" ? `${(shown[key] / 1000).toFixed(1)} s` : `${shown[key]}%`;
    }
    const limitNote = dialog.querySelector(".scale-limit-note");
    limitNote.hidden = limit >= 200;
    limitNote.textContent = t("settings.scaleLimit", { max: limit });
    form.fourColour.checked = s.fourColour;
    form.autoPlay.checked = s.autoPlay;
    form.sound.checked = s.sound;
    form.speed.value = s.speed;
    for (const r of form.querySelectorAll("input[name=picture]")) r.checked = r.value === s.picture;
    dialog.querySelector(".reduced-motion-note").hidden = !reducedMotion();
    dialog.querySelector(".sample-cards").innerHTML = ["CK", "DA", "S7", "B10"]
      .map((c) => cardSVG(c, "pack52", { picture: s.picture, lang: lang() }))
      .join("");
  };
  openBtn.addEventListener("click", () => {
    sync();
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
  });
  form.addEventListener("input", (ev) => {
    const el = ev.target;
    if (!el.name) return;
    let value = el.type === "checkbox" ? el.checked : el.value;
    if (el.type === "range") value = +value;
    updateSettings({ [el.name]: value });
    sync();
  });
  onSettings(() => {
    translateStatic();
    if (table) table.refresh();
    else if (demo) demo.refresh();
    else if (route) render();
  });
}

// ------------------------------------------------------------------ routing
/** Parse location into a route: {name, id, params}. `?embed=<id>` is the embed route too. */
function parseRoute() {
  const search = new URLSearchParams(location.search);
  let hash = location.hash.replace(/^#\/?/, "");
  let query = "";
  const q = hash.indexOf("?");
  if (q >= 0) {
    query = hash.slice(q + 1);
    hash = hash.slice(0, q);
  }
  const params = new URLSearchParams(query);
  for (const [k, v] of search) if (k !== "embed" && !params.has(k)) params.set(k, v);
  const parts = hash.split("/").filter(Boolean).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  if (search.has("embed") && !parts.length) return { name: "embed", id: search.get("embed"), params };
  // embed.html#/<game>?…: the address other sites frame (README "Embed a game").
  if (isEmbedPage()) return parts.length === 1 ? { name: "embed", id: parts[0], params } : { name: "unknown", params };
  if (!parts.length) return { name: "catalogue", params };
  const [name, id] = parts;
  if (name === "game" && id) return { name: "game", id, params };
  if (name === "play" && id) return { name: "play", id, params };
  if (name === "table" && id) return { name: "table", id, params };
  if (name === "embed" && id) return { name: "embed", id, params };
  if (name === "demo") return { name: "demo", id: id || "", params };
  if (name === "cards") return { name: "cards", id: id || "", params };
  if (name === "share" && id) return { name: "share", id, params };
  if (name === "stats") return { name: "stats", params };
  return { name: "unknown", params };
}

function render() {
  if (table) {
    table.destroy();
    table = null;
  }
  if (demo) {
    demo.stop();
    demo = null;
  }
  const r = route;
  const root = document.documentElement;
  root.classList.toggle("embed", r.name === "embed");
  root.classList.toggle("demo", r.name === "demo");
  root.classList.toggle("route-play", ["play", "table", "embed", "demo", "share"].includes(r.name));
  app.dataset.route = r.name;
  switch (r.name) {
    case "catalogue":
      return whenCatalog(renderCatalogue);
    case "game":
      return whenCatalog(() => (gameEntry(r.id) ? renderGamePage(r.id) : renderError(t("error.unknownGame", { id: r.id }))));
    case "play":
    case "embed":
      return startMatch(r);
    case "table":
      return resumeMatch(r);
    case "demo":
      return startDemo(r);
    case "cards":
      return whenCatalog(() => renderGallery(r.id));
    case "share":
      return openShared(r);
    case "stats":
      return renderStatsPage(app, { gameName });
    default:
      return renderError(t("error.badRoute"));
  }
}

function onRoute() {
  route = parseRoute();
  withDemoDefaults(route);
  applyUrlOverrides(route.params);
  translateStatic(); // the address may have changed the language (?lang=cs): the header and footer follow
  render();
  if (!["embed", "play", "table", "demo"].includes(route.name)) window.scrollTo(0, 0);
}

function withDemoDefaults(r) {
  if (r.name !== "demo") return;
  for (const [key, value] of Object.entries(DEMO_DEFAULTS)) if (!r.params.has(key)) r.params.set(key, value);
}

// ------------------------------------------------------------------ pages
function renderError(message, extra = "") {
  document.title = `Cardavia — ${t("error.title")}`;
  app.innerHTML = `
    <section class="error-page" data-testid="error" role="alert">
      <h1>${esc(t("error.title"))}</h1>
      <p data-testid="error-message">${esc(message)}</p>
      ${extra}
      <p><a href="#/" data-testid="to-catalogue">${esc(t("error.toCatalogue"))}</a></p>
    </section>`;
}

function renderCatalogue() {
  document.title = "Cardavia";
  const opts = { picture: settings().picture, lang: lang() };
  const cards = catalog.traditions
    .map((tr) => `
      <article class="tradition" data-testid="tradition-${esc(tr.id)}">
        <h2>${esc(tx(tr.name))}</h2>
        <p class="origin">${esc(tx(tr.origin))}</p>
        <div class="fan" aria-hidden="true">${tr.sample.map((c) => cardSVG(c, tr.deck.id, opts)).join("")}</div>
        <p>${esc(tx(tr.history))}</p>
        <h3>${esc(t("catalogue.games"))}</h3>
        <ul>${tr.games
          .map((g) => `<li><a class="game-link" href="#/game/${g.id}" data-testid="game-link-${g.id}"><strong>${esc(tx(g.name))}</strong><span>${esc(tx(g.summary))}</span></a></li>`)
          .join("")}</ul>
        <p><a href="#/cards/${tr.deck.id}" class="note">${lang() === "cs" ? "Prohlédnout karty" : "See the cards"} →</a></p>
      </article>`)
    .join("");
  app.innerHTML = `
    <section data-testid="catalogue">
      <h1>${esc(t("catalogue.title"))}</h1>
      <p class="catalogue-intro">${esc(t("catalogue.intro"))}</p>
      <div class="traditions">${cards}</div>
    </section>`;
}

function rulesHTML(id) {
  const rules = gameEntry(id).rules[lang()];
  const sections = rules.sections
    .map(({ title, points }) => `<h3>${esc(title)}</h3><ul>${points.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>`)
    .join("");
  const notice = rules.notice ? `<p class="notice" data-testid="rules-notice">${esc(rules.notice)}</p>` : "";
  return `
    <article class="rules" data-testid="rules">
      <p><a href="#/">${esc(t("nav.back"))}</a></p>
      <h1>${esc(gameName(id))}</h1>
      <p class="lead">${esc(rules.lead)}</p>
      ${notice}
      <h2>${esc(t("game.rules"))}</h2>
      ${sections}
      <h2>${esc(t("game.variants"))}</h2>
      <ul>${rules.variants.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>
    </article>`;
}

function seatOptions(players, selected) {
  return Array.from({ length: players }, (_, s) => {
    const label = s === 0 ? `1 (${t("table.you")})` : String(s + 1);
    return `<option value="${s}"${s === selected ? " selected" : ""}>${esc(label)}</option>`;
  }).join("");
}

function optionField(opt, players) {
  const hidden = opt.players && !opt.players.includes(players);
  const hist = opt.historical ? `<span class="historical">${esc(t("game.historical"))}</span>` : "";
  const help = opt.help ? `<span class="option-help">${esc(tx(opt.help))}</span>` : "";
  const name = `opt-${opt.key}`;
  let control;
  if (opt.seat) {
    // A seat: numbered 1–N as the table numbers its seats (the value stays the engine's, from 0).
    control = `<select name="${esc(name)}" data-testid="option-${esc(opt.key)}">${seatOptions(players, opt.default)}</select>`;
  } else if (opt.choices) {
    control = `<select name="${esc(name)}" data-testid="option-${esc(opt.key)}">${opt.choices
      .map((c, i) => {
        const selected = c.value === opt.default ? " selected" : "";
        return `<option value="${i}"${selected}>${esc(tx(c.label))}</option>`;
      })
      .join("")}</select>`;
  } else {
    let max = opt.max;
    if (opt.key === "dealer") max = players - 1;
    control = `<input type="number" name="${esc(name)}" data-testid="option-${esc(opt.key)}" value="${esc(opt.default)}"${opt.min != null ? ` min="${opt.min}"` : ""}${max != null ? ` max="${max}"` : ""} step="1">`;
  }
  return `<label class="field option"${hidden ? " hidden" : ""} data-players="${esc((opt.players || []).join(","))}"><span>${esc(tx(opt.label))}${hist}</span>${control}${help}</label>`;
}

function renderGamePage(id) {
  document.title = `${gameName(id)} — Cardavia`;
  const entry = gameEntry(id);
  const saved = readSave(id);
  const players = entry.default_players;
  const counts = entry.players
    .map((n) => `<option value="${n}"${n === players ? " selected" : ""}>${n}</option>`)
    .join("");
  const levels = LEVELS.map((l) => `<option value="${l}"${l === "normal" ? " selected" : ""}>${esc(t(`level.${l}`))}</option>`).join("");
  const form = `
      <label class="field"><span>${esc(t("game.players"))}</span><select name="players" data-testid="players">${counts}</select></label>
      <label class="field"><span>${esc(t("people.label"))}</span><select name="people" data-testid="people">${peopleOptions(players)}</select></label>
      <label class="field"><span>${esc(t("game.level"))}</span><select name="level" data-testid="level">${levels}</select></label>
      ${entry.options.length ? `<details class="rule-options" data-testid="rule-options">
        <summary><span class="rule-options-title">${esc(t("game.options"))}</span>
          <span class="rule-options-now" data-testid="rule-options-now"></span></summary>
        ${entry.options.map((o) => optionField(o, players)).join("")}
      </details>` : ""}
      <label class="field"><span>${esc(t("game.seed"))}</span><input type="text" name="seed" inputmode="numeric" data-testid="seed" autocomplete="off"></label>
      <label class="field check"><input type="checkbox" name="demo" data-testid="demo"> <span>${esc(t("game.demo"))}</span></label>`;
  app.innerHTML = `
    <div class="game-page" data-testid="game-page" data-game="${esc(id)}">
      ${rulesHTML(id)}
      <div class="start-side">
      <form class="start-form" data-testid="start-form" novalidate>
        <h2>${esc(t("game.start"))}</h2>
        ${form}
        <div class="actions">
          <button type="submit" class="primary" data-testid="start">${esc(t("game.startButton"))}</button>
          ${saved ? `<button type="button" data-testid="resume" data-cmd="resume">${esc(t("game.resume"))}</button>` : ""}
        </div>
      </form>
      </div>
      ${embedPanelHTML()}
    </div>`;
  const formEl = app.querySelector("form");
  const sayRules = () => {
    const now = formEl.querySelector("[data-testid=rule-options-now]");
    if (now) now.textContent = rulesLine(formEl, entry);
  };
  sayRules();
  formEl.players.addEventListener("change", () => {
    const n = +formEl.players.value;
    const people = Math.min(+formEl.people.value, n);
    formEl.people.innerHTML = peopleOptions(n, people);
    for (const field of formEl.querySelectorAll(".option")) {
      const only = field.dataset.players ? field.dataset.players.split(",").map(Number) : [];
      field.hidden = only.length > 0 && !only.includes(n);
    }
    const dealer = formEl.querySelector("[name=opt-dealer]");
    if (dealer) {
      const chosen = +dealer.value;
      dealer.innerHTML = seatOptions(n, chosen < n ? chosen : 0);
    }
  });
  formEl.addEventListener("change", sayRules); // after the players' handler has shown or hidden their options
  formEl.addEventListener("input", sayRules);
  formEl.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const p = formParams(formEl, entry);
    if (formEl.demo.checked) p.set("demo", "1");
    location.hash = `#/play/${id}?${p}`;
  });
  const panel = app.querySelector("[data-testid=embed-panel]");
  if (panel) {
    const update = wireEmbedPanel(panel, () => {
      const params = formParams(formEl, entry);
      params.set("lang", lang());
      return { game: id, title: `${gameName(id)} — Cardavia`, params };
    });
    formEl.addEventListener("input", update);
    formEl.addEventListener("change", update);
  }
  const resume = app.querySelector("[data-cmd=resume]");
  if (resume) resume.addEventListener("click", () => (location.hash = `#/table/${id}`));
}

/**
 * The rule options as set, in one line under their folded control: each choice and number
 * (its label and value), the yes/no variants that are on, or "no variants" when none is.
 */
function rulesLine(formEl, entry) {
  const parts = [];
  let off = 0;
  let on = 0;
  for (const field of formEl.querySelectorAll(".rule-options .field.option:not([hidden])")) {
    const label = field.querySelector("span").firstChild.textContent.trim();
    const control = field.querySelector("select, input");
    const value = control.tagName === "SELECT" ? control.selectedOptions[0]?.textContent.trim() || "" : control.value;
    const opt = entry.options.find((o) => `opt-${o.key}` === control.name);
    const yesNo = opt && opt.choices && opt.choices.length === 2 && opt.choices.every((c) => typeof c.value === "boolean");
    if (!yesNo) parts.push(`${label}: ${value}`);
    else if (opt.choices[+control.value].value === true) {
      parts.push(label);
      on += 1;
    } else off += 1;
  }
  if (off && !on) parts.push(t("game.noVariants"));
  return parts.join(" · ");
}

/** The "people at this screen" choices for `players` seats: 1 (you against the computer) to all. */
function peopleOptions(players, chosen = 1) {
  return Array.from({ length: players }, (_, i) => i + 1)
    .map((n) => `<option value="${n}"${n === chosen ? " selected" : ""}>${n === 1 ? esc(t("people.one")) : n}</option>`)
    .join("");
}

/** The start form's choices as URL parameters (the play route's and the embed snippet's). */
function formParams(formEl, entry) {
  const p = new URLSearchParams();
  p.set("players", formEl.players.value);
  p.set("level", formEl.level.value);
  if (+formEl.people.value > 1) p.set("people", formEl.people.value);
  const seed = formEl.seed.value.trim();
  if (seed) p.set("seed", seed);
  const n = +formEl.players.value;
  for (const opt of entry.options) {
    if (opt.players && !opt.players.includes(n)) continue;
    const field = formEl.querySelector(`[name="opt-${opt.key}"]`);
    if (!field) continue;
    const value = opt.choices ? opt.choices[+field.value].value : Number(field.value);
    if (value !== opt.default) p.set(opt.key, String(value));
  }
  return p;
}

function renderGallery(asked) {
  const decks = catalog.traditions.map((tr) => tr.deck.id);
  const deck = asked || decks[0]; // #/cards alone: the catalogue's first deck
  if (!decks.includes(deck)) return renderError(t("error.badRoute"));
  const opts = { picture: settings().picture, lang: lang() };
  const deckName = (d) => tx(catalog.traditions.find((tr) => tr.deck.id === d).name);
  document.title = `${deckName(deck)} — Cardavia`;
  const cards = deckCodes(deck)
    .map((c) => `<figure class="gallery-card">${cardSVG(c, deck, opts)}<figcaption>${esc(cardName(c, deck, lang(), settings().picture))}</figcaption></figure>`)
    .join("");
  const others = decks
    .map((d) => (d === deck ? `<strong aria-current="page">${esc(deckName(d))}</strong>` : `<a href="#/cards/${d}">${esc(deckName(d))}</a>`))
    .join("");
  app.innerHTML = `
    <section data-testid="gallery" data-deck="${esc(deck)}">
      <p><a href="#/">${esc(t("nav.back"))}</a></p>
      <h1>${esc(deckName(deck))}</h1>
      <nav class="gallery-decks" aria-label="${esc(t("gallery.decks"))}">${others}</nav>
      <div class="gallery">${cards}</div>
    </section>`;
}

// ------------------------------------------------------------------ matches
/** Options from URL parameters, typed by the catalogue's declarations. */
function optionsFromParams(entry, params) {
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

async function waitForCatalog() {
  if (catalog) return catalog;
  app.innerHTML = `<p class="note" data-testid="waiting">${esc(t("engine.waiting"))}</p>`;
  try {
    await engine.start();
  } catch {
    /* shown by the progress bar */
  }
  if (!catalog) {
    try {
      await catalogFromEngine();
    } catch (err) {
      renderError(`${t("engine.error")}: ${errorText(err)}`);
      return null;
    }
  }
  return catalog;
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
  table = new Table(mount, {
    engine, entry: { ...entry, glossary: catalog && catalog.glossary }, level, demo, embed, people, names,
    onSave: (save) => onSave && onSave(save) });
  if (embed) onSave = decorateEmbed(table.root, entry.id, storageWorks(), () => lookParams(route.params));
  document.title = `${tx(entry.name)} — Cardavia`;
  return table;
}

async function startMatch(r) {
  const id = r.id;
  const myRoute = r;
  if (!(await waitForCatalog()) || route !== myRoute) return;
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
    if (table === tbl) {
      table.destroy();
      table = null;
    }
    return renderError(`${t("error.engine")} ${errorText(err)}`);
  }
  if (!embed && route === myRoute) {
    // The match lives in the save now: reloading this address resumes it.
    history.replaceState(null, "", `#/table/${id}`);
    route = parseRoute();
  }
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
    if (table === tbl) {
      table.destroy();
      table = null;
    }
    const link = `<p><a href="#/game/${esc(entry.id)}" data-testid="to-game">${esc(tx(entry.name))}</a></p>`;
    renderError(refused ? `${t("error.badSave")} (${errorText(err)})` : t("error.saveNotRead", { why: errorText(err) }), link);
  }
}

/** A deal shared by a link (#/share/<token>): the engine validates the token and opens the match;
 * when another match of that game is saved here, the player chooses which to keep (as "Open in Cardavia"). */
async function openShared(r) {
  const myRoute = r;
  if (!(await waitForCatalog()) || route !== myRoute) return;
  let reply;
  try {
    reply = await engine.request("open_shared", { token: r.id });
  } catch (err) {
    return renderError(errorText(err));
  }
  const entry = gameEntry(reply.game);
  const closeShared = () => engine.request("close", { id: reply.id }).catch(() => {});
  if (!entry || route !== myRoute) return closeShared();
  const open = () => {
    const level = LEVELS.includes(r.params.get("level")) ? r.params.get("level") : "normal";
    const tbl = mountTable(entry, { level, demo: false, embed: false });
    tbl.slot.forget(); // the player chose the shared deal: it replaces the stored match of this game
    tbl.adopt(reply);
    // The match lives in the save now: reloading resumes it.
    history.replaceState(null, "", `#/table/${entry.id}`);
    route = parseRoute();
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

async function resumeMatch(r) {
  const id = r.id;
  const myRoute = r;
  if (!(await waitForCatalog()) || route !== myRoute) return;
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
  const myRoute = route;
  const open = async () => {
    history.replaceState(null, "", `#/table/${entry.id}`);
    route = parseRoute();
    await resumeFrom(entry, { save, level: LEVELS.includes(myRoute.params.get("level")) ? myRoute.params.get("level") : "easy" }, { embed: false });
  };
  if (!saved || saved.save === save) return open();
  askWhichMatch(entry, { question: "carry.other", take: "carry.take", testid: "carry" }, open);
}

// ------------------------------------------------------------------ the club demo
async function startDemo(r) {
  const myRoute = r;
  if (!(await waitForCatalog()) || route !== myRoute) return;
  const ids = demoGames(r.id, gameIds());
  const entries = ids.map(gameEntry);
  const unknown = ids.find((id, i) => !entries[i]);
  if (unknown) return renderError(t("error.unknownGame", { id: unknown }));
  const params = r.params;
  const problem = demoParamProblem(params, LEVELS);
  if (problem) return renderError(t("error.badDemoParam", problem));
  const count = /^\d+$/.test(params.get("players") || "") ? Number(params.get("players")) : null;
  document.title = "Cardavia — demo";
  demo = new Demo(app, {
    engine,
    entries,
    level: LEVELS.includes(params.get("level")) ? params.get("level") : "normal",
    hold: Math.max(0, Number(params.get("hold")) || 0),
    hands: params.get("hands") || "shown",
    players: (entry) => (entry.players.includes(count) ? count : entry.default_players),
    optionsFor: (entry) => optionsFromParams(entry, params),
    onError: (err) => renderError(`${t("error.engine")} ${errorText(err)}`),
  });
  demo.run();
}

// ------------------------------------------------------------------ boot
loadSettings();
translateStatic();
initSettingsPanel();
window.addEventListener("hashchange", onRoute);
route = parseRoute();
withDemoDefaults(route);
applyUrlOverrides(route.params);
translateStatic();
const catalogLoaded = loadCatalog();
render();
startEngine();
