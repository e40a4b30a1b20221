// Discards picked then confirmed: picks bounded by what remains, taken back, only legal cards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { DiscardPick } from "../../web/js/discard-pick.js";

const view = (left, legal) => ({ discards_left: left, legal: legal.map((c) => `discard:${c}`) });

test("picks up to the number left, takes one back, and is ready only when full", () => {
  const v = view(2, ["C2", "C3", "D5"]);
  const pick = new DiscardPick();
  assert.equal(DiscardPick.active(v), true);
  assert.equal(pick.toggle("C2", v), true);
  assert.equal(pick.ready(v), false);
  assert.equal(pick.toggle("C3", v), true);
  assert.equal(pick.toggle("D5", v), false, "no third pick when two remain");
  assert.equal(pick.ready(v), true);
  assert.equal(pick.toggle("C2", v), true, "a picked card is taken back");
  assert.deepEqual(pick.actions(), ["discard:C3"]);
});

test("only cards with a legal discard can be picked, and a new view drops picks gone illegal", () => {
  const pick = new DiscardPick();
  assert.equal(pick.toggle("T21", view(3, ["C2"])), false);
  pick.toggle("C2", view(3, ["C2", "C4"]));
  pick.toggle("C4", view(3, ["C2", "C4"]));
  pick.sync(view(3, ["C4"]));
  assert.deepEqual(pick.actions(), ["discard:C4"]);
  pick.sync({ discards_left: 0, legal: ["play:C4"] });
  assert.deepEqual(pick.actions(), []);
});

test("a single discard left is not a pick: the card goes on click", () => {
  assert.equal(DiscardPick.active(view(1, ["C2"])), false);
});
