// The embed's addresses and the pass-and-play count (embed.js, pass-and-play.js, demo.js):
// the iframe a blog pastes is escaped and points at embed.html; the carry-over link
// gives the engine the save text exactly; a bad "people" value is refused, not guessed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { carryURL, embedSrc, snippet } from "../../web/js/embed.js";
import { peopleCount } from "../../web/js/pass-and-play.js";
import { demoGames } from "../../web/js/demo.js";

test("the embed address names the game after embed.html and keeps every parameter", () => {
  const src = embedSrc("https://example.org/cardavia/#/game/maw", "maw", new URLSearchParams({ players: "5", lang: "cs" }));
  assert.equal(src, "https://example.org/cardavia/embed.html#/maw?players=5&lang=cs");
  assert.equal(embedSrc("http://localhost:8000/", "triumph", {}), "http://localhost:8000/embed.html#/triumph");
});

test("the snippet escapes what it quotes", () => {
  const html = snippet('https://x/embed.html#/maw?a=1&b="2"', "Maw <b>— Cardavia");
  assert.match(html, /src="https:\/\/x\/embed\.html#\/maw\?a=1&amp;b=&quot;2&quot;"/);
  assert.match(html, /title="Maw &lt;b&gt;— Cardavia"/);
  assert.ok(!html.includes("<b>"));
});

test("the carry-over link hands the save text back exactly", () => {
  const save = '{"format":"cardavia-save","log":["play:CK","bid:garde"],"seed":"7 & 8#x?"}';
  const url = carryURL("french_tarot", save);
  assert.ok(url.startsWith("./#/table/french_tarot?save="));
  const query = url.slice(url.indexOf("?") + 1);
  assert.equal(new URLSearchParams(query).get("save"), save);
});

test("people at one screen: 1 to the seats there are, anything else is refused", () => {
  const entry = { players: [3, 4, 5, 6] };
  assert.equal(peopleCount(null, entry, 4), 1);
  assert.equal(peopleCount("", entry, 4), 1);
  assert.equal(peopleCount("4", entry, 4), 4);
  assert.equal(peopleCount("5", entry, 4), null);
  assert.equal(peopleCount("0", entry, 4), null);
  assert.equal(peopleCount("2.5", entry, 4), null);
  assert.equal(peopleCount("two", entry, 4), null);
});

test("the demo's game list: the address's, or every game", () => {
  assert.deepEqual(demoGames("maw, triumph", ["a"]), ["maw", "triumph"]);
  assert.deepEqual(demoGames("", ["maw", "triumph"]), ["maw", "triumph"]);
});
