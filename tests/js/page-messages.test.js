// The page's words per language (tools/page-messages.mjs): a counted noun's forms, one per plural index of
// the catalogue's Plural-Forms, go under the CLDR categories Intl.PluralRules picks on the page, for every
// language's real Plural-Forms (cs, en and fr); a Plural-Forms that CLDR contradicts stops the build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_TABLES } from "./languages.mjs";
import { DEFAULT_LANGUAGE, languageFiles, pageTable, pluralCategories, pluralIndex } from "../../tools/page-messages.mjs";
import { esc } from "../../web/js/format.js";
import { languages } from "../../tools/linguas.mjs";

const LOCALE = fileURLToPath(new URL("../../py/cardavia/locale/", import.meta.url));

/** The Plural-Forms expression of a catalogue file's header. */
function pluralForms(file) {
  const found = readFileSync(path.join(LOCALE, file), "utf8").match(/"Plural-Forms: nplurals=(\d+); plural=(.*?);?\\n"/);
  return { count: Number(found[1]), expression: found[2] };
}

test("each catalogue's plural forms are read as gettext reads them", () => {
  const czech = pluralIndex(pluralForms("cs.po").expression);
  assert.deepEqual([0, 1, 2, 3, 4, 5, 11, 22, 101].map(czech), [2, 0, 1, 1, 1, 2, 2, 2, 2]);
  assert.deepEqual([0, 1, 2].map(pluralIndex(pluralForms("en.po").expression)), [1, 0, 1]);
  assert.deepEqual([0, 1, 2].map(pluralIndex(pluralForms("fr.po").expression)), [0, 0, 1]);
  assert.throws(() => pluralIndex("n / 10 == 1"), /cannot read/); // no integer division to guess at
  assert.throws(() => pluralIndex("alert(1)"), /cannot read/);
});

test("each CLDR category takes the catalogue's form of its numbers: Czech, English, French", () => {
  assert.deepEqual(pluralCategories("cs", pluralForms("cs.po").expression), { one: 0, few: 1, other: 2 });
  assert.deepEqual(pluralCategories("en", pluralForms("en.po").expression), { one: 0, other: 1 });
  // French: 0 and 1 are "one"; a million is "many" (un million de cartes) and takes the plural form.
  assert.deepEqual(pluralCategories("fr", pluralForms("fr.po").expression), { one: 0, many: 1, other: 1 });
  for (const file of ["cs.po", "en.po", "fr.po"]) {
    const language = path.basename(file, ".po");
    const { count, expression } = pluralForms(file);
    const forms = new Set(Object.values(pluralCategories(language, expression)));
    assert.deepEqual([...forms].sort(), [...Array(count).keys()], `${file}: every form is some category's`);
  }
});

test("a Plural-Forms that CLDR contradicts stops the build", () => {
  // English's rule for French: CLDR says 0 is "one" (with 1), gettext would give 0 the plural form.
  assert.throws(() => pluralCategories("fr", "(n != 1)"), /CLDR's "one" takes form 1 and, for 1, form 0/);
  assert.throws(() => pluralCategories("xx", "(n != 1)"), /no CLDR rules/);
});

test("the page reads a counted noun's forms by the category Intl.PluralRules gives", () => {
  const table = pageTable("cs", { plural: "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2", messages: { cards: ["{n} karta", "{n} karty", "{n} karet"], deal: "Rozdání" } });
  assert.deepEqual(table, { cards: { one: "{n} karta", few: "{n} karty", other: "{n} karet" }, deal: "Rozdání" });
  const rules = new Intl.PluralRules("cs");
  assert.deepEqual([1, 3, 5, 0].map((n) => table.cards[rules.select(n)]), ["{n} karta", "{n} karty", "{n} karet", "{n} karet"]);
});

test("every language of LINGUAS has all of the page's messages, each counted noun every category", () => {
  assert.deepEqual(Object.keys(PAGE_TABLES).sort(), languages().sort());
  const keys = Object.keys(PAGE_TABLES.en).sort();
  assert.ok(keys.length > 200, keys.length);
  for (const [language, table] of Object.entries(PAGE_TABLES)) {
    assert.deepEqual(Object.keys(table).sort(), keys, language);
    // The categories whole numbers take (Czech "many" is for fractions only; cards are counted whole).
    const rules = new Intl.PluralRules(language);
    const categories = [...new Set([...Array(1101).keys(), 1e6].map((n) => rules.select(n)))].sort();
    assert.deepEqual(Object.keys(table["table.cards"]).sort(), categories, language);
  }
  assert.deepEqual(PAGE_TABLES.en["table.cards"], { one: "{n} card", other: "{n} cards" });
});

test("a language's file is named by its content", () => {
  const site = mkdtempSync(path.join(tmpdir(), "cardavia-i18n-"));
  mkdirSync(path.join(site, "i18n"));
  writeFileSync(path.join(site, "i18n", "cs.json"), '{"a":"b"}');
  writeFileSync(path.join(site, "i18n", "en.json"), '{"a":"c"}');
  return languageFiles(site).then(async (files) => {
    assert.deepEqual(Object.keys(files), ["cs", "en"]);
    assert.match(files.cs, /^i18n\/cs\.json\?v=[0-9a-f]{16}$/);
    writeFileSync(path.join(site, "i18n", "cs.json"), '{"a":"B"}');
    const after = await languageFiles(site);
    assert.notEqual(after.cs, files.cs);
    assert.equal(after.en, files.en);
  });
});

test("the page's static texts before the words arrive are the default language's messages", () => {
  // index.html shows its English until shell.js puts the page language's words in: a text edited in
  // one place and not the other would flash, or stay, on a page whose language is English.
  const html = readFileSync(fileURLToPath(new URL("../../web/index.html", import.meta.url)), "utf8");
  const found = [];
  for (const [, key, text] of html.matchAll(/data-i18n="([^"]+)"[^>]*>([^<]*)</g)) found.push([key, text]);
  for (const [, key, text] of html.matchAll(/data-i18n-content="([^"]+)"\s+content="([^"]*)"/g)) found.push([key, text]);
  assert.equal(found.length, (html.match(/data-i18n(-content)?=/g) || []).length, "every marked element is read");
  assert.ok(found.length >= 25, found.length);
  // As the page's one escaping (format.js) writes the message, in element content or a quoted attribute.
  for (const [key, text] of found) assert.equal(text, esc(PAGE_TABLES[DEFAULT_LANGUAGE][key]), key);
});
