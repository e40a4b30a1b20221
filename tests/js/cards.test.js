// The page names cards with the engine's words (cards.js): every card of every deck,
// in both languages and both pictures of the 52-card pack, is named exactly as the
// engine's card_name and the catalogue name it; cards.js keeps no names of its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PAGE_TABLES } from "./languages.mjs";
import { cardName, cardSVG, deckCodes, suitName, useCatalog } from "../../web/js/cards.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LANGS = ["cs", "en"];
const PICTURES = ["latin", "french"]; // what the page's "card picture" setting offers

// The engine itself answers (no build needed): its catalogue, and card_name/suit_name
// of every card and suit, which the engine's own sentences use.
const venv = `${ROOT}.venv/bin/python`;
const engine = JSON.parse(
  execFileSync(existsSync(venv) ? venv : "python3", ["-c", `
import json
from cardavia import api
from cardavia.core.cards import DECKS, card_name, suit_name
print(json.dumps({
    "catalog": api.catalog(),
    "card_name": {d: {c.code: card_name(c.code, d) for c in deck.cards} for d, deck in DECKS.items()},
    "suit_name": {d: {c.suit: suit_name(c.suit, d) for c in deck.cards if suit_name(c.suit, d)} for d, deck in DECKS.items()},
}))`], { cwd: ROOT, env: { ...process.env, PYTHONPATH: `${ROOT}py` }, encoding: "utf-8" }),
);
const decks = Object.fromEntries(engine.catalog.traditions.map((tr) => [tr.deck.id, tr.deck]));

test("before the catalogue arrives a card is named by its code", () => {
  useCatalog({ traditions: [] });
  assert.equal(cardName("CK", "tarot78", "en"), "CK");
  assert.equal(suitName("C", "tarot78", "cs", "latin"), "C");
});

test("every card is named as the engine's sentences name it, in the deck's own picture", () => {
  useCatalog(engine.catalog);
  for (const [deck, names] of Object.entries(engine.card_name)) {
    assert.deepEqual(deckCodes(deck), Object.keys(names), `${deck}: the page's deck is the engine's`);
    for (const lang of LANGS) {
      for (const [code, name] of Object.entries(names)) assert.equal(cardName(code, deck, lang, "latin"), name[lang]);
      for (const [suit, name] of Object.entries(engine.suit_name[deck])) assert.equal(suitName(suit, deck, lang, "latin"), name[lang]);
    }
  }
  assert.equal(cardName("CK", "tarot78", "cs"), "král pohárů");
  assert.equal(cardName("T21", "tarot78", "en"), "Trump 21 (the World)");
});

test("every card and suit of every deck, language and picture has the catalogue's name", () => {
  useCatalog(engine.catalog);
  for (const [deck, entry] of Object.entries(decks)) {
    for (const picture of PICTURES) {
      const names = (entry.pictures || {})[picture] || entry; // a deck without that picture keeps its own
      for (const lang of LANGS) {
        for (const code of deckCodes(deck)) assert.equal(cardName(code, deck, lang, picture), names.names[lang][code]);
        for (const suit of Object.keys(names.suits[lang])) assert.equal(suitName(suit, deck, lang, picture), names.suits[lang][suit]);
      }
    }
  }
  // The French picture renames the pack's cards, not the tarot's.
  assert.equal(cardName("CQ", "pack52", "cs", "french"), "dáma srdcí");
  assert.equal(cardName("CQ", "pack52", "en", "french"), "Queen of hearts");
  assert.equal(cardName("CQ", "tarot78", "en", "french"), "Queen of cups");
  assert.equal(suitName("B", "pack52", "en", "french"), "clubs");
  assert.equal(cardName("XX", "pack52", "en"), "XX");
});

test("a trump's face prints the catalogue's title", () => {
  useCatalog(engine.catalog);
  for (const lang of LANGS) {
    assert.match(cardSVG("T21", "tarot78", { lang }), new RegExp(`>${decks.tarot78.titles[lang].T21}</text>`));
    assert.match(cardSVG("EX", "tarot78", { lang }), new RegExp(`>${decks.tarot78.titles[lang].EX}</text>`));
  }
});

test("cards.js keeps no names of its own", () => {
  const source = readFileSync(`${ROOT}web/js/cards.js`, "utf-8");
  const words = [];
  for (const entry of Object.values(decks)) {
    for (const names of [entry, ...Object.values(entry.pictures || {})]) {
      for (const lang of LANGS) words.push(...Object.values(names.suits[lang]));
    }
    for (const lang of LANGS) words.push(...Object.values(entry.titles ? entry.titles[lang] : {}));
  }
  const found = [...new Set(words)].filter((word) => new RegExp(`["'\`]${word}`, "i").test(source));
  assert.deepEqual(found, []);
});

test("the settings' picture choices list the catalogue's suits", () => {
  const pack = decks.pack52;
  for (const lang of LANGS) {
    for (const picture of PICTURES) {
      const suits = Object.values(((pack.pictures || {})[picture] || pack).suits[lang]);
      const label = PAGE_TABLES[lang][`settings.picture.${picture}`];
      assert.ok(label.includes(`(${suits.slice(0, -1).join(", ")}`) && label.endsWith(`${suits.at(-1)})`), `${label} ≠ ${suits}`);
    }
  }
});
