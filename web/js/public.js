// Draws a view's `public` block (contract, turned trump, decree, pot …) as
// labelled items, and the per-seat tags it implies. Presentation only: which
// keys exist and what they mean is each game's business (docs/protocol.md);
// unknown simple keys are still shown, so a new key never disappears silently.
import { lang, tx } from "./i18n.js";
import { cardName, cardSVG, parseCard, suitName, suitSymbolSVG } from "./cards.js";
import { settings } from "./settings.js";
import { esc } from "./format.js";

const L = (en, cs) => ({ en, cs });

// Keys naming one seat: shown as an item and as a tag on that seat.
const SEAT_KEYS = {
  taker: L("Taker", "Hráč"),
  partner: L("Partner", "Partner"),
  ruler: L("Ruler", "Vládce"),
  sinner: L("Sinner", "Hříšník"),
  ring_holder: L("Ring", "Prsten"),
  robber: L("Took the talon", "Vzal talon"),
  taken_by: L("Took the turned card", "Vzal otočenou kartu"),
  jinker: L("Going on", "Hraje dál"),
};
// Keys holding one value per seat: shown on the seat badges.
const PER_SEAT_KEYS = {
  bids: L("Bid", "Dražba"),
  card_points: L("Card points", "Body za karty"),
  taken: L("Forbidden taken", "Zakázané"),
};
const CARD_KEYS = {
  turned: L("Turned card", "Otočená karta"),
  called: L("Called card", "Volaná karta"),
  ring_card: L("Ring card", "Karta s prstenem"),
};
const CARDS_KEYS = {
  chien: L("Chien", "Talon"),
  discarded_trumps: L("Discarded trumps", "Odhozené trumfy"),
  top_trumps: L("Top trumps", "Nejvyšší trumfy"),
  discards: L("Discards", "Odhozené"),
  bulls_spent: L("Bulls spent", "Použité buly"),
};
const NUMBER_KEYS = {
  pot: L("Pot", "Bank"),
  talon: L("Talon", "Talon"),
  fool_debt: L("Fool's debt", "Dluh za Škýze"),
};
const SKIP = new Set(["families", "taken_shown", 
  "options", "deals", "deals_scheduled", "in_deal", "chips", "florins", "won", "winners", "alone",
  "chien_size", "discard_count", "talon_hidden", "target", "one_round", "set_aside", "advanced",
  "decree_deck", "decree_discards", "owed", "dealer_passed", "ring_used", "partnerships",
  "side_totals", "decree_row", "in_force", "discarded", "out", "hands_total",
]);
const CONTRACTS = {
  pass: L("Pass", "Pas"),
  prise: L("Prise", "Prise"),
  garde: L("Garde", "Garde"),
  garde_sans: L("Garde sans", "Garde sans"),
  garde_contre: L("Garde contre", "Garde contre"),
};

const POIGNEE_LEVELS = {
  simple: L("single", "jednoduchá"),
  double: L("double", "dvojitá"),
  triple: L("triple", "trojitá"),
};

export function miniCard(code, deck) {
  const name = cardName(code, deck, lang(), settings().picture);
  return `<span class="mini-card" role="img" aria-label="${esc(name)}" title="${esc(name)}">${cardSVG(code, deck, { picture: settings().picture, lang: lang() })}</span>`;
}

function item(label, html, testid = "") {
  const tid = testid ? ` data-testid="public-${testid}"` : "";
  return `<span class="info-item"${tid}><span class="label">${esc(tx(label))}:</span> ${html}</span>`;
}

function humanize(key) {
  const s = key.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function decreeText(d) {
  if (!d || typeof d !== "object") return esc(String(d));
  const cs = lang() === "cs";
  const per = d.per === "trick" ? (cs ? "za zdvih" : "per trick") : (cs ? "za kartu" : "per card");
  const parts = [`<strong>${esc(tx(d.name))}</strong>`];
  if (d.forbids) parts.push(`${cs ? "zakazuje" : "forbids"} ${esc(tx(d.forbids))}`);
  if (d.penalty != null) parts.push(`${cs ? "pokuta" : "penalty"} ${d.penalty} ${per}`);
  if (d.sin != null) parts.push(`${cs ? "hřích" : "sin"} ${d.sin}`);
  if (d.trumps) parts.push(`${cs ? "trumfy" : "trumps"}: ${esc(FAMILY_NAME(d.trumps))}`);
  return `<span class="decree${d.wax ? " wax" : ""}">${parts.join(" · ")}</span>`;
}

function FAMILY_NAME(letter) {
  return suitName(letter, "indulgence36", lang(), "latin");
}

/**
 * Info items for the strip above the table, and per-seat tags/stats.
 * `seatName(i)` names a seat. Returns {html, tags: [[...], ...], stats: [[...], ...]}.
 */
export function describePublic(view, deck, seatName) {
  const pub = view.public || {};
  const n = view.players;
  const tags = Array.from({ length: n }, () => []);
  const stats = Array.from({ length: n }, () => []);
  const items = [];
  const picture = settings().picture;

  if (pub.contract) {
    const name = CONTRACTS[pub.contract] || L(pub.contract, pub.contract);
    const who = Number.isInteger(pub.taker) ? ` — ${esc(seatName(pub.taker))}` : "";
    items.push(item(L("Contract", "Závazek"), `<strong>${esc(tx(name))}</strong>${who}`, "contract"));
  }
  if (pub.trump && typeof pub.trump === "string") {
    items.push(item(L("Trumps", "Trumfy"), `${suitSymbolSVG(pub.trump, deck, picture)} <strong>${esc(suitName(pub.trump, deck, lang(), picture))}</strong>`, "trump"));
  }
  const inForce = Array.isArray(pub.in_force) ? pub.in_force : [];
  if (inForce.length) {
    const label = pub.sinner != null ? L("Sin against", "Hřích proti") : L("Decree in force", "Platný dekret");
    items.push(item(label, inForce.map(decreeText).join(" + "), "decree"));
  } else if (Array.isArray(pub.decree_row) && pub.decree_row.length) {
    items.push(item(L("Decrees on offer", "Vyložené dekrety"), pub.decree_row.map(decreeText).join(" | "), "decree-row"));
  }
  for (const flag of ["union", "interdict"]) {
    if (pub[flag] === true) items.push(item(L("Papal bull", "Papežská bula"), esc(humanize(flag)), flag));
  }
  if (pub.jubilee != null && pub.jubilee !== false) items.push(item(L("Papal bull", "Papežská bula"), "Jubilee", "jubilee"));
  if (Array.isArray(pub.families) && pub.families.length) {
    // Which emblem is which family: the decrees name families, the cards show emblems.
    const key = pub.families
      .map((f) => `<span class="family-key" data-family="${esc(f.family)}">${suitSymbolSVG(f.family, deck, picture)} ${esc(tx(f.name))}</span>`)
      .join(" ");
    items.push(item(L("Families", "Rody"), key, "families"));
  }
  if (Array.isArray(pub.partnerships)) {
    const sides = pub.partnerships.map((side, i) => {
      const names = side.map(seatName).join(" & ");
      const pts = Array.isArray(pub.side_totals) ? ` (${pub.side_totals[i]})` : "";
      return esc(names) + pts;
    });
    items.push(item(L("Sides", "Strany"), sides.join(lang() === "cs" ? " proti " : " vs "), "sides"));
  }

  for (const [key, value] of Object.entries(pub)) {
    if (SKIP.has(key) || value == null || value === false || key === "contract" || key === "trump") continue;
    if (key in SEAT_KEYS && Number.isInteger(value) && value >= 0 && value < n) {
      tags[value].push(tx(SEAT_KEYS[key])); // shown on the seat's badge, not repeated above
    } else if (key in PER_SEAT_KEYS && Array.isArray(value) && value.length === n) {
      value.forEach((v, i) => {
        if (v == null) return;
        if (key === "taken" && Array.isArray(pub.taken_shown) && !pub.taken_shown[i]) return; // the Ruler never pays
        const shown = typeof v === "string" ? tx(CONTRACTS[v] || L(v, v)) : v;
        stats[i].push(`${tx(PER_SEAT_KEYS[key])}: ${shown}`);
      });
    } else if (key in CARD_KEYS && parseCard(value, deck)) {
      items.push(item(CARD_KEYS[key], miniCard(value, deck), key));
    } else if (key in CARDS_KEYS && Array.isArray(value) && value.length) {
      const cards = value.filter((c) => parseCard(c, deck));
      const html = cards.length ? `<span class="mini-cards">${cards.map((c) => miniCard(c, deck)).join("")}</span>` : esc(value.join(", "));
      items.push(item(CARDS_KEYS[key], html, key));
    } else if (key in NUMBER_KEYS && typeof value === "number") {
      if (value === 0 && key !== "pot") continue;
      items.push(item(NUMBER_KEYS[key], `<strong>${value}</strong>`, key));
    } else if (key === "chelem" && value === true) {
      items.push(item(L("Slam", "Šlem"), esc(tx(L("announced", "ohlášen"))), "chelem"));
    } else if (key === "round" && typeof value === "number") {
      const of = pub.hands_total ? "" : "";
      items.push(item(L("Round", "Kolo"), `<strong>${value}</strong>${of} / 3`, "round"));
    } else if (key === "poignees" && Array.isArray(value) && value.length) {
      const html = value.map((p) => {
        if (p && typeof p === "object") {
          const who = Number.isInteger(p.seat) ? seatName(p.seat) : "";
          const level = POIGNEE_LEVELS[p.level] ? tx(POIGNEE_LEVELS[p.level]) : String(p.level || "");
          const cards = Array.isArray(p.cards) ? p.cards.filter((c) => parseCard(c, deck)) : [];
          const shown = cards.length ? ` <span class="mini-cards">${cards.map((c) => miniCard(c, deck)).join("")}</span>` : "";
          return `<strong>${esc(who)}</strong>: ${esc(level)}${cards.length ? ` (${cards.length})` : ""}${shown}`;
        }
        return esc(String(p));
      }).join("; ");
      items.push(item(L("Poignée", "Hrst"), html, "poignees"));
    } else if (typeof value === "number" || typeof value === "string") {
      if (parseCard(value, deck)) items.push(item(L(humanize(key), humanize(key)), miniCard(value, deck), key));
      else items.push(item(L(humanize(key), humanize(key)), esc(value), key));
    } else if (value && typeof value === "object" && ("cs" in value || "en" in value)) {
      items.push(item(L(humanize(key), humanize(key)), esc(tx(value)), key));
    }
  }
  // A game-specific private extra at the view's top level (Indulgence: your papal bull).
  if (view.bull) {
    const bull = typeof view.bull === "object" ? tx(view.bull.name || view.bull) : humanize(String(view.bull));
    items.push(item(L("Your papal bull", "Tvoje papežská bula"), esc(bull), "bull"));
  }
  return { html: items.join(""), tags, stats };
}
