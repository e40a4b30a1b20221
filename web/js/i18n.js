// The page language: chrome strings by key, engine texts as {cs, en} objects.
import { STRINGS } from "../i18n/strings.js";

export const LANGS = ["cs", "en"];
let current = "en";

export function setLang(lang) {
  current = LANGS.includes(lang) ? lang : "en";
  document.documentElement.lang = current;
}

export function lang() {
  return current;
}

/** A chrome string by key, with {name} placeholders filled from `vars`. */
export function t(key, vars = {}) {
  const table = STRINGS[current] || STRINGS.en;
  let text = table[key] ?? STRINGS.en[key] ?? key;
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
