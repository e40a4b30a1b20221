// The engine's action strings as the table uses them, pure: a card action read into
// its parts, and a view's legal actions grouped into buttons and cards by verb.
// The engine decides what is legal; this only sorts what it said.

/** The verbs that name a card, in the order the mode buttons show them. */
export const CARD_VERBS = ["play", "discard", "take"];

/** The card-action modifiers an action string may end in, `verb:<card>+<modifier>`: the grammar of
 * docs/protocol.md ("Card actions"), the one place the page names them. What each does, and the
 * switch's label, come from the engine (`view.display.modifiers`). */
export const CARD_MODIFIERS = ["ring"];

/** `play:CK+ring` -> {verb: "play", card: "CK", ring: true}: the verb, the card and whether each
 * modifier is on; null for non-card actions and modifiers the grammar has not. */
export function parseCardAction(action) {
  const m = /^(play|discard|take):([A-Z0-9]+)(?:\+(\w+))?$/.exec(action);
  if (!m || (m[3] && !CARD_MODIFIERS.includes(m[3]))) return null;
  return { verb: m[1], card: m[2], ...Object.fromEntries(CARD_MODIFIERS.map((key) => [key, m[3] === key])) };
}

/** The modifier a parsed card action carries (a key of CARD_MODIFIERS), or null. */
export function modifierOf(cardAction) {
  return CARD_MODIFIERS.find((key) => cardAction[key]) || null;
}

/** The legal card actions with `modifier` (groupChoices), by card. */
export function modifiedCards(choices, modifier) {
  return choices[`${modifier}Cards`] || new Map();
}

/**
 * A view's legal actions grouped for the player (`mine`: it is their turn and they may act):
 * {mine, buttons, cards: {verb: Map(card -> action)}, verbs, and per modifier `<modifier>Cards`:
 * Map(card -> action)} where `verbs` are the card verbs with a legal card, and `<modifier>Cards`
 * the card actions with that modifier (modifiedCards reads them).
 */
export function groupChoices(view, mine) {
  const buttons = [];
  const cards = { play: new Map(), discard: new Map(), take: new Map() };
  const modified = Object.fromEntries(CARD_MODIFIERS.map((key) => [key, new Map()]));
  if (mine) {
    for (const action of view.legal || []) {
      const ca = parseCardAction(action);
      const modifier = ca && modifierOf(ca);
      if (!ca) buttons.push(action);
      else if (modifier) modified[modifier].set(ca.card, action);
      else cards[ca.verb].set(ca.card, action);
    }
  }
  const verbs = CARD_VERBS.filter((verb) => cards[verb].size);
  const byModifier = Object.fromEntries(CARD_MODIFIERS.map((key) => [`${key}Cards`, modified[key]]));
  return { mine, buttons, cards, verbs, ...byModifier };
}

/** The card verb a click means: the chosen mode while it is legal, else the first legal verb. */
export function currentVerb(choices, mode) {
  if (choices.verbs.includes(mode)) return mode;
  return choices.verbs[0] || "play";
}
