// The page downloads its own language's words only (i18n.js): the default language's come with the
// page; another's are fetched the first time it is spoken, once, and the page switches when they are
// here (setLang resolves true: the page is drawn again); words that cannot come leave the page in its
// language and are asked for again next time; counted nouns and their numbers follow the language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { FILES, PAGE_TABLES, fetched } from "./languages.mjs";
import { DEFAULT_LANG, count, lang, setLang, t, whenSpoken } from "../../web/js/i18n.js";
import { DEFAULT_LANGUAGE } from "../../tools/page-messages.mjs";
import { fmt, signed } from "../../web/js/format.js";

test("the default language speaks at once, with nothing fetched", async () => {
  assert.equal(DEFAULT_LANG, DEFAULT_LANGUAGE, "the page's default language is the one the build puts in its script");
  assert.equal(lang(), "en");
  assert.equal(await setLang("en"), false);
  assert.equal(t("nav.settings"), "Settings");
  assert.equal(count(1, "table.cards"), "1 card");
  assert.equal(count(0, "table.tricks"), "0 tricks");
  assert.equal(count(2500, "table.cards"), "2,500 cards");
  assert.deepEqual(fetched, []);
});

test("words that cannot come leave the page in its language, and are asked for again", async () => {
  const served = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new TypeError("offline"));
  try {
    assert.equal(await setLang("cs"), false);
    assert.equal(lang(), "en");
    assert.equal(t("nav.settings"), "Settings");
  } finally {
    globalThis.fetch = served;
  }
  const switching = setLang("cs");
  assert.equal(lang(), "en", "the page keeps its language while the words are on their way");
  assert.equal(await switching, true);
  assert.equal(lang(), "cs");
  assert.deepEqual(fetched, [FILES.cs]);
});

test("a language spoken before switches at once, without fetching again", async () => {
  const before = fetched.length;
  assert.equal(await setLang("en"), false);
  assert.equal(lang(), "en");
  const again = setLang("cs");
  assert.equal(lang(), "cs", "at once");
  assert.equal(await again, false);
  assert.equal(t("nav.settings"), PAGE_TABLES.cs["nav.settings"]);
  assert.equal(fetched.length, before);
  await whenSpoken();
});

test("counted nouns take the language's plural forms, numbers as it writes them", async () => {
  await setLang("cs");
  assert.deepEqual([1, 2, 4, 5, 0, 22].map((n) => count(n, "table.cards")),
    ["1 karta", "2 karty", "4 karty", "5 karet", "0 karet", "22 karet"]);
  assert.deepEqual([1, 3, 7].map((n) => count(n, "table.tricks")), ["1 zdvih", "3 zdvihy", "7 zdvihů"]);
  assert.equal(count(12000, "table.cards"), "12\u00a0000 karet");
  await setLang("en");
  assert.deepEqual([1, 2, 0].map((n) => count(n, "table.tricks")), ["1 trick", "2 tricks", "0 tricks"]);
});

test("a language asked for and then left before its words came is not switched to", async () => {
  // A fresh copy of the module: no language's words fetched yet.
  const fresh = await import(`../../web/js/i18n.js?fresh=${Date.now()}`);
  const before = fetched.length;
  const czech = fresh.setLang("cs");
  fresh.setLang("en");
  assert.equal(await czech, false);
  assert.equal(fresh.lang(), "en");
  assert.deepEqual(fetched.slice(before), [FILES.cs]);
  assert.equal(await fresh.setLang("cs"), false, "here by now: at once");
  assert.equal(fresh.lang(), "cs");
});

test("a language not in the list is the default one", async () => {
  assert.equal(await setLang("xx"), false);
  assert.equal(lang(), "en");
});

test("scores are written as the page's language writes numbers: 52.5, 52,5", async () => {
  await setLang("fr");
  assert.equal(lang(), "fr");
  assert.equal(fmt(52.5), "52,5");
  assert.equal(fmt(-2.345), "−2,35");
  assert.equal(fmt(1020), "1020", "a score column is not grouped");
  assert.equal(signed(-4.5), '<span class="neg">−4,5</span>');
  await setLang("en");
  assert.equal(fmt(52.5), "52.5");
});
