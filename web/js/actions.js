// The engine's action strings as the table uses them, pure: a card action read into
// its parts, and a view's legal actions grouped into buttons and cards by verb.
// The engine decides what is legal; this only sorts what it said.

/** The verbs that name a card, in the order the mode buttons show them. */
export const CARD_VERBS = ["play", "discard", "take"];

/** `play:CK+ring` -> {verb: "play", card: "CK", ring: true}; null for non-card actions. */
export function parseCardAction(action) {
  const m = /^(play|discard|take):([A-Z0-9]+)(\+ring)?$/.exec(action);
  return m ? { verb: m[1], card: m[2], ring: Boolean(m[3]) } : null;
}

/**
 * A view's legal actions grouped for the player (`mine`: it is their turn and they may act):
 * {mine, buttons, cards: {verb: Map(card -> action)}, ringCards: Map, verbs} where `verbs`
 * are the card verbs with a legal card, and `ringCards` the plays that also show the ring.
 */
export function groupChoices(view, mine) {
  const buttons = [];
  const cards = { play: new Map(), discard: new Map(), take: new Map() };
  const ringCards = new Map();
  if (mine) {
    for (const action of view.legal || []) {
      const ca = parseCardAction(action);
      if (!ca) buttons.push(action);
      else if (ca.ring) ringCards.set(ca.card, action);
      else cards[ca.verb].set(ca.card, action);
    }
  }
  const verbs = CARD_VERBS.filter((verb) => cards[verb].size);
  return { mine, buttons, cards, ringCards, verbs };
}

/** The card verb a click means: the chosen mode while it is legal, else the first legal verb. */
export function currentVerb(choices, mode) {
  if (choices.verbs.includes(mode)) return mode;
  return choices.verbs[0] || "play";
}
