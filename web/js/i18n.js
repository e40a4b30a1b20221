// The page language: chrome strings by key, engine texts as {cs, en} objects.
//
// The page's own words are messages of the catalogues (web/i18n/messages.json, each language's
// py/cardavia/locale/<language>.po), one table per language that the build writes
// (tools/page-messages.mjs): text by key, a counted noun's forms by Unicode CLDR plural category.

// The languages of py/cardavia/locale/LINGUAS, the engine's list too: the build writes them here
// (tools/bundle.mjs); under node --test a test sets them first (tests/js/languages.mjs), else English only.
export const LANGS = globalThis.CARDAVIA_LANGUAGES ?? ["en"];
// The language spoken when no other is chosen or found: its words come in the page's script (the build
// puts them there, tools/page-messages.mjs's DEFAULT_LANGUAGE), so it never waits for them.
export const DEFAULT_LANG = "en";
// Each language's words, once here; another language's are fetched the first time it is spoken, from
// the address the build gives ("i18n/cs.json?v=<revision>"; the service worker keeps them, web/sw.js).
const tables = { [DEFAULT_LANG]: globalThis.CARDAVIA_PAGE_MESSAGES ?? {} };
const FILES = globalThis.CARDAVIA_LANGUAGE_FILES ?? {};
// The service worker's cache of the languages used (web/sw.js answers a language's file from it, offline
// too). The page keeps what it fetched there itself: on a first visit its words come before the service
// worker does.
const LANGUAGES_CACHE = "cardavia-languages";
const fetching = new Map(); // language -> the promise of its words (true once here, false if they could not come)
let current = DEFAULT_LANG;
let asked = DEFAULT_LANG; // the language last asked for: the page speaks it once its words are here
let spoken = Promise.resolve(false);

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

/** A language's file, kept for the service worker to answer from (where there is Cache Storage). */
function keep(address, response) {
  try {
    caches.open(LANGUAGES_CACHE).then((cache) => cache.put(address, response)).catch(() => {});
  } catch {
    // No Cache Storage here (node --test, storage turned off): the words are not kept for offline.
  }
}

/** The words of `code`, fetched once (again after a failure); resolves true once they are here, false if not. */
function wordsOf(code) {
  if (tables[code]) return Promise.resolve(true);
  if (!fetching.has(code)) {
    const words = Promise.resolve()
      .then(() => fetch(FILES[code]))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        keep(FILES[code], response.clone());
        return response.json();
      })
      .then((table) => {
        tables[code] = table;
        return true;
      })
      .catch(() => {
        fetching.delete(code); // offline and never spoken here: asked again next time
        return false;
      });
    fetching.set(code, words);
  }
  return fetching.get(code);
}

function speak(code) {
  current = code;
  if (globalThis.document) document.documentElement.lang = current; // (not under node --test)
}

/**
 * Speak `lang` (one of LANGS, else the default language): at once when its words are here, else once they
 * have come. Resolves true when the page's language changed after this call returned (the page is then
 * drawn again), false when it changed at once, or its words could not come (the page keeps its language),
 * or another language was asked for meanwhile.
 */
export function setLang(lang) {
  const code = LANGS.includes(lang) ? lang : DEFAULT_LANG;
  asked = code;
  if (tables[code]) {
    speak(code);
    spoken = Promise.resolve(false);
  } else {
    spoken = wordsOf(code).then((here) => {
      if (!here || asked !== code) return false;
      speak(code);
      return true;
    });
  }
  return spoken;
}

/** Resolves once the language last asked for is spoken (or its words could not come). */
export function whenSpoken() {
  return spoken.then(() => {});
}

export function lang() {
  return current;
}

function fill(text, vars) {
  for (const [k, v] of Object.entries(vars)) text = text.split(`{${k}}`).join(String(v));
  return text;
}

/** A chrome string by key, with {name} placeholders filled from `vars`. */
export function t(key, vars = {}) {
  const word = glossary[GLOSSARY_LABELS[key]];
  return fill((word && (word[current] ?? word.en)) ?? tables[current][key] ?? tables[DEFAULT_LANG][key] ?? key, vars);
}

/** A label before its value, with the colon as the language writes it ("Won by:", « Remporté par : »). */
export function labelled(label) {
  return t("colon", { label });
}

/** A page message in `language` when its words are here, else in the default language (card art drawn for a
 * language given, not necessarily the page's). */
export function wordIn(language, key) {
  return tables[language]?.[key] ?? tables[DEFAULT_LANG][key] ?? key;
}

const intl = new Map(); // language -> {plural: Intl.PluralRules, number: Intl.NumberFormat}

/** `n` and the noun of `key` in the form that fits it (the language's plural rules), `n` as the language writes it. */
export function count(n, key) {
  const language = tables[current][key] ? current : DEFAULT_LANG;
  const forms = tables[language][key];
  if (!forms) return `${n} ${key}`;
  if (!intl.has(language)) intl.set(language, { plural: new Intl.PluralRules(language), number: new Intl.NumberFormat(language) });
  const { plural, number } = intl.get(language);
  return fill(forms[plural.select(n)] ?? forms.other, { n: number.format(n) });
}

/** An engine text: a plain string, or words by language ({[language]: words}, languages of LANGS only). */
export function isText(value) {
  if (typeof value === "string") return true;
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LANGS.includes(key));
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
