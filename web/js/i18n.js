// The page language: chrome strings by key, engine texts as {cs, en} objects.
import { STRINGS } from "../i18n/strings.js";

// The languages of py/cardavia/locale/LINGUAS, the engine's list too: the build writes them here
// (tools/bundle.mjs); under node --test a test sets them first (tests/js/languages.mjs), else English only.
export const LANGS = globalThis.CARDAVIA_LANGUAGES ?? ["en"];
let current = "en";

// Labels that are words of the engine's glossary (py/cardavia/glossary.py, sent in the
// catalogue): the page writes them from there, so a button and the engine's sentences
// never use two words for one thing. Drawn only once the catalogue is in (whenCatalog).
const GLOSSARY_LABELS = {
  "game.rules": "rules",
  "table.rules": "rules",
  "table.hint": "hint",
  "table.guide": "guide",
  "table.lastTrick": "last_trick",
  "table.scores": "score_sheet",
};
let glossary = {};

/** Take the glossary from the engine's catalogue. */
export function useGlossary(words) {
  glossary = words || {};
}

export function setLang(lang) {
  current = LANGS.includes(lang) ? lang : "en";
  if (globalThis.document) document.documentElement.lang = current; // (not under node --test)
}

export function lang() {
  return current;
}

/** A chrome string by key, with {name} placeholders filled from `vars`. */
export function t(key, vars = {}) {
  const table = STRINGS[current] || STRINGS.en;
  const word = glossary[GLOSSARY_LABELS[key]];
  let text = (word && (word[current] ?? word.en)) ?? table[key] ?? STRINGS.en[key] ?? key;
  for (const [k, v] of Object.entries(vars)) text = text.split(`{${k}}`).join(String(v));
  return text;
}

/** `n` and the noun of `key` in the form that fits it: `${key}.one` (1), `.few` (Czech 2–4), `.many`. */
export function count(n, key) {
  const k = Math.abs(n);
  const form = k === 1 ? "one" : current === "cs" && k >= 2 && k <= 4 ? "few" : "many";
  return `${n} ${t(`${key}.${form}`)}`;
}

/** An engine text {cs, en} (or a plain string) in the page language. */
export function tx(text) {
  if (text == null) return "";
  if (typeof text === "string") return text;
  return text[current] ?? text.en ?? text.cs ?? "";
}

/** The browser's preferred language among ours. */
export function preferredLang() {
  const langs = navigator.languages || [navigator.language || "en"];
  for (const l of langs) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return "en";
}
