// A game's page: its rules, and the form that starts a match (players, people at this screen,
// level, rule options, seed, demo), with the embed panel's snippet following the form.
import { labelled, lang, t, tx } from "../i18n.js";
import { esc } from "../format.js";
import { readSave } from "../saves.js";
import { embedPanelHTML, wireEmbedPanel } from "../embed.js";
import { LEVELS, gameEntry, gameName } from "../catalog.js";
import { app } from "./frame.js";

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

export function renderGamePage(id) {
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
      <label class="field"><span>${esc(t("game.level"))}</span><select name="level" data-testid="level" aria-describedby="level-words">${levels}</select></label>
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
        <p class="level-words" id="level-words" data-testid="level-words"></p>
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
  // What the chosen level does and how much it wins against the level below, measured (the engine's words).
  const sayLevel = () => (formEl.querySelector("[data-testid=level-words]").textContent = tx(entry.levels[formEl.level.value]));
  sayLevel();
  formEl.level.addEventListener("change", sayLevel);
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
    if (!yesNo) parts.push(`${labelled(label)} ${value}`);
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

