// The page's text helpers (web/js/format.js) and the action strings as the table reads
// them (web/js/actions.js): escaping that no quote or tag gets through, scores written
// with a true minus sign, errors in the page language, legal actions grouped by verb.
import { test } from "node:test";
import assert from "node:assert/strict";
import { errorText, esc, fmt, signed } from "../../web/js/format.js";
import { currentVerb, groupChoices, parseCardAction } from "../../web/js/actions.js";

test("esc makes text safe in element content and in a quoted attribute", () => {
  assert.equal(esc(`<b title="x">Tom & Jerry</b>`), "&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/b&gt;");
  assert.equal(esc("Škýz — 1½"), "Škýz — 1½", "other characters stay as they are");
  assert.equal(esc(42), "42");
  assert.equal(esc("&amp;"), "&amp;amp;", "escaped text is escaped again, not trusted");
});

test("fmt writes at most two decimals and a true minus sign", () => {
  assert.equal(fmt(3), "3");
  assert.equal(fmt(-3), "−3");
  assert.equal(fmt(2.345), "2.35");
  assert.equal(fmt(-0.004), "0");
  assert.equal(fmt(null), "");
  assert.equal(fmt("12"), "12");
});

test("signed marks gains and losses for the score sheet", () => {
  assert.equal(signed(36), '<span class="pos">+36</span>');
  assert.equal(signed(-4.5), '<span class="neg">−4.5</span>');
  assert.equal(signed(0), "0");
  assert.equal(signed(0.001), "0");
});

test("errorText says the engine's message in the page language, else the error's text", () => {
  // The page language is English until setLang (which needs a document) changes it.
  assert.equal(errorText({ cs: "Neplatný tah.", en: "Not a legal move." }), "Not a legal move.");
  assert.equal(errorText({ cs: "Jen česky." }), "Jen česky.");
  assert.equal(errorText(new Error("worker lost")), "worker lost");
  assert.equal(errorText("plain"), "plain");
  assert.equal(errorText(null), "");
});

test("card actions are read into verb, card and ring; others are not card actions", () => {
  assert.deepEqual(parseCardAction("play:CK"), { verb: "play", card: "CK", ring: false });
  assert.deepEqual(parseCardAction("play:S10+ring"), { verb: "play", card: "S10", ring: true });
  assert.deepEqual(parseCardAction("discard:T21"), { verb: "discard", card: "T21", ring: false });
  assert.deepEqual(parseCardAction("take:BA"), { verb: "take", card: "BA", ring: false });
  for (const other of ["pass", "bid:garde", "play:", "play:ck", "lead:CK", "play:CK+bell"]) {
    assert.equal(parseCardAction(other), null, other);
  }
});

test("the legal actions are grouped into buttons and cards by verb, only on the player's turn", () => {
  const view = { legal: ["pass", "take:BA", "discard:C2", "discard:C3", "play:CK", "play:CK+ring", "bid:prise"] };
  const ch = groupChoices(view, true);
  assert.equal(ch.mine, true);
  assert.deepEqual(ch.buttons, ["pass", "bid:prise"]);
  assert.deepEqual([...ch.cards.discard.keys()], ["C2", "C3"]);
  assert.equal(ch.cards.play.get("CK"), "play:CK");
  assert.equal(ch.ringCards.get("CK"), "play:CK+ring");
  assert.deepEqual(ch.verbs, ["play", "discard", "take"], "in the order of the mode buttons");
  const theirs = groupChoices(view, false);
  assert.deepEqual([theirs.buttons, theirs.verbs, theirs.ringCards.size], [[], [], 0]);
});

test("a click means the chosen verb while it is legal, else the first legal one", () => {
  const ch = groupChoices({ legal: ["discard:C2", "take:BA"] }, true);
  assert.equal(currentVerb(ch, "take"), "take");
  assert.equal(currentVerb(ch, "play"), "discard");
  assert.equal(currentVerb(groupChoices({ legal: ["pass"] }, true), "discard"), "play");
});
