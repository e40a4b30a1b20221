// Discards picked, then confirmed (French Tarot's chien, Triumph's talon): the
// player picks as many cards as the engine says remain (`view.display.discards_left`),
// can take one back, and confirms; only then are the discards sent, one by one.
// Which cards may go is the engine's: only cards with a legal `discard:` action
// can be picked, and each discard is checked again by the engine when sent.
// The pick reads `discards` = discardsOf(view): {discards_left, legal}.
//
//   const pick = new DiscardPick()
//   pick.sync(discards)          forget picks that are no longer legal (a new view)
//   pick.toggle(code, discards)  pick / take back; returns false when it cannot be picked
//   pick.ready(discards)         as many picked as remain to discard
//   pick.actions()               the actions to send, in the order picked

/** What a pick reads of a view: the discards left (the engine's display) and the legal actions. */
export function discardsOf(view) {
  return view ? { discards_left: (view.display && view.display.discards_left) || 0, legal: view.legal || [] } : null;
}

export class DiscardPick {
  constructor() {
    this.codes = [];
  }

  static active(view) {
    return Boolean(view && view.discards_left > 1 && (view.legal || []).some((a) => a.startsWith("discard:")));
  }

  sync(view) {
    if (!DiscardPick.active(view)) {
      this.codes = [];
      return;
    }
    const legal = new Set(view.legal);
    this.codes = this.codes.filter((c) => legal.has(`discard:${c}`)).slice(0, view.discards_left);
  }

  has(code) {
    return this.codes.includes(code);
  }

  toggle(code, view) {
    if (this.has(code)) {
      this.codes = this.codes.filter((c) => c !== code);
      return true;
    }
    if (!view.legal.includes(`discard:${code}`) || this.codes.length >= view.discards_left) return false;
    this.codes = [...this.codes, code];
    return true;
  }

  ready(view) {
    return this.codes.length === view.discards_left;
  }

  actions() {
    return this.codes.map((c) => `discard:${c}`);
  }

  clear() {
    this.codes = [];
  }
}
