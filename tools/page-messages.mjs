// The page's words per language (web/js/i18n.js), from the message catalogues: each language of
// py/cardavia/locale/LINGUAS has its page messages (web/i18n/messages.json's keys, context "page:<key>")
// in its <language>.po, which tools/catalogues.py reads with Babel (`catalogues.py page`). A counted
// noun there has one form per plural index of the catalogue's Plural-Forms (gettext); the page picks
// a form with Intl.PluralRules, whose answer is a Unicode CLDR category (one, few, many, other), so
// each form is written under the categories whose numbers take it. The build writes one file per
// language, dist/i18n/<language>.json; a page downloads its own language's only (tools/bundle.mjs
// inlines the default one and names the others' revisions; tools/precache.mjs leaves them to the
// service worker's cache of languages used).

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The language the page speaks when no other is chosen or found (web/js/i18n.js): its words come with the page.
export const DEFAULT_LANGUAGE = "en";
export const FOLDER = "i18n";

/** The plural index that a Plural-Forms expression (C, over the integer n) gives each n. */
export function pluralIndex(expression) {
  // A C expression of n, numbers, comparisons, logic, ?: and % means the same in JavaScript (no
  // integer division among them); anything else is refused rather than guessed at.
  if (!/^[\sn0-9()?:=!<>&|%]+$/.test(expression)) throw new Error(`plural forms: cannot read ${JSON.stringify(expression)}`);
  return new Function("n", `return Number(${expression});`);
}

// Whole numbers a counted noun may be said with: every form of every Plural-Forms in use takes some of
// them (gettext counts whole numbers only; CLDR's categories for fractions, such as Czech "many", are not
// reached by them, and the page counts cards and tricks).
const SAMPLES = [...Array(1101).keys(), 1e4, 1e5, 1e6, 2e6, 1e7, 1e8, 1e9];

/**
 * The plural index of each CLDR category of `language` (Intl.PluralRules, the page's own rules) under the
 * catalogue's Plural-Forms `expression`: every sample number of a category must take one form, else the
 * catalogue and CLDR disagree and the build stops.
 */
export function pluralCategories(language, expression) {
  if (!Intl.PluralRules.supportedLocalesOf([language]).length) throw new Error(`plural forms: no CLDR rules for ${language}`);
  const rules = new Intl.PluralRules(language);
  const index = pluralIndex(expression);
  const categories = {};
  for (const n of SAMPLES) {
    const category = rules.select(n);
    const form = index(n);
    if (categories[category] === undefined) categories[category] = form;
    else if (categories[category] !== form) {
      throw new Error(`plural forms of ${language}: CLDR's "${category}" takes form ${categories[category]} and, for ${n}, form ${form}`);
    }
  }
  return categories;
}

/** A language's page messages as the page reads them: text by key, a counted noun's forms by CLDR category. */
export function pageTable(language, { plural, messages }) {
  const categories = pluralCategories(language, plural);
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [
    key,
    Array.isArray(text) ? Object.fromEntries(Object.entries(categories).map(([category, form]) => [category, text[form]])) : text,
  ]));
}

/** Each language of LINGUAS: its Plural-Forms expression and page messages (tools/catalogues.py page). */
export function exportedCatalogues() {
  const venv = path.join(ROOT, ".venv", "bin", "python");
  const out = execFileSync(existsSync(venv) ? venv : "python3", [path.join(ROOT, "tools", "catalogues.py"), "page"], {
    cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 26,
  });
  return JSON.parse(out);
}

/** Every language's page messages (as pageTable gives them), by language. */
export function pageTables() {
  return Object.fromEntries(Object.entries(exportedCatalogues()).map(([language, exported]) => [language, pageTable(language, exported)]));
}

/** Write SITE/i18n/<language>.json for every language; returns the tables by language. */
export async function writeLanguageFiles(site) {
  const tables = pageTables();
  await mkdir(path.join(site, FOLDER), { recursive: true });
  for (const [language, table] of Object.entries(tables)) {
    await writeFile(path.join(site, FOLDER, `${language}.json`), JSON.stringify(table));
  }
  return tables;
}

/**
 * What a page without JavaScript says, in every language (default language first): the `<noscript>` of
 * the site's pages is written before any script could pick one (tools/bundle.mjs).
 */
export function noscriptText(tables) {
  const escape = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const order = [DEFAULT_LANGUAGE, ...Object.keys(tables).filter((language) => language !== DEFAULT_LANGUAGE)];
  return order.map((language) => escape(tables[language]["app.noscript"])).join(" / ");
}

/**
 * The address of each language's file in SITE, by language: "i18n/cs.json?v=<content hash>", so that a
 * deploy that changes a language's words changes its address (the service worker keeps one answer per
 * address, web/sw.js), and the page and the service worker of one build ask for the same one.
 */
export async function languageFiles(site) {
  const names = (await readdir(path.join(site, FOLDER))).filter((name) => name.endsWith(".json")).sort();
  const files = {};
  for (const name of names) {
    const revision = createHash("sha256").update(await readFile(path.join(site, FOLDER, name))).digest("hex").slice(0, 16);
    files[name.slice(0, -".json".length)] = `${FOLDER}/${name}?v=${revision}`;
  }
  return files;
}
