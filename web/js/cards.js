// Cardavia's own card art, drawn as SVG strings from the card codes of docs/design.md.
// Colours come from CSS classes (s-C, s-D, ... fam-M ...), so the four-colour
// setting and the parchment palette apply without redrawing. No inline styles.
import { esc } from "./format.js";
import { wordIn } from "./i18n.js";

const W = 100;
const H = 140;

// ---------------------------------------------------------------- parsing
const SUITED = /^([CDSB])(A|[2-9]|10|J|N|Q|K)$/;

/** {kind: "suit"|"trump"|"excuse"|"family", suit, rank} or null for a code not in `deck`. */
export function parseCard(code, deck) {
  if (typeof code !== "string") return null;
  if (deck === "indulgence36") {
    const m = /^([MSOB])([1-9])$/.exec(code);
    return m ? { kind: "family", suit: m[1], rank: m[2] } : null;
  }
  if (deck === "tarot78") {
    if (code === "EX") return { kind: "excuse", suit: "X", rank: "EX" };
    const t = /^T([1-9]|1[0-9]|2[01])$/.exec(code);
    if (t) return { kind: "trump", suit: "T", rank: t[1] };
  }
  const m = SUITED.exec(code);
  if (!m || (deck === "pack52" && m[2] === "N")) return null;
  if (deck !== "tarot78" && deck !== "pack52") return null;
  return { kind: "suit", suit: m[1], rank: m[2] };
}

// ---------------------------------------------------------------- names
// Every name is the engine's: each deck in the catalogue carries the names of its
// cards and suits, per language and picture, and what its trump faces print
// (cards.deck_names, docs/design.md). useCatalog() hands them to this module.
let namedDecks = {};

/** Take the names of every deck in the engine's catalogue (catalog.json or the engine's answer). */
export function useCatalog(catalog) {
  namedDecks = Object.fromEntries(((catalog && catalog.traditions) || []).map((tr) => [tr.deck.id, tr.deck]));
  cache.clear(); // faces drawn before print their trumps' titles now
}

/** The names of `deck` in `picture`: that picture's when the deck has it, else the deck's own. */
function namesOf(deck, picture) {
  const named = namedDecks[deck];
  return named ? (named.pictures && named.pictures[picture]) || named : null;
}

function inLang(table, lang, key) {
  return table ? (table[lang] || table.en || {})[key] : undefined;
}

/** The suit's name in `lang` (an Indulgence family's), as the engine writes it. */
export function suitName(suit, deck, lang, picture) {
  const names = namesOf(deck, picture);
  return (names && inLang(names.suits, lang, suit)) || suit;
}

/** The card's name in `lang` for labels and screen readers, as the engine's sentences
 * write it; the code for a card the catalogue does not name. */
export function cardName(code, deck, lang = "en", picture = "latin") {
  const names = namesOf(deck, picture);
  return (names && inLang(names.names, lang, code)) || String(code);
}

// The ranks whose corners print a letter of the language's own (page messages card.letter.<rank>).
const LETTERED_RANKS = "AJNQK";

export function roman(n) {
  const parts = [[10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
  let out = "";
  for (const [v, s] of parts) while (n >= v) { out += s; n -= v; }
  return out;
}

function pictureFor(deck, picture) {
  return deck === "pack52" && picture === "french" ? "french" : "latin";
}

// ---------------------------------------------------------------- suit glyphs
// Each glyph is drawn in a 20 × 20 box centred on the origin.
const GLYPHS = {
  heart: `<path d="M0 8.5C-4 5-10 1-10-4.2C-10-8.5-5-10.5 0-5.5C5-10.5 10-8.5 10-4.2C10 1 4 5 0 8.5Z"/>`,
  diamond: `<path d="M0-10L7.2 0L0 10L-7.2 0Z"/>`,
  spade: `<path d="M0-10C4-5.5 10-2 10 2.6C10 6.5 5.5 7.6 2 5C2.4 7.5 3.4 9 5 10H-5C-3.4 9-2.4 7.5-2 5C-5.5 7.6-10 6.5-10 2.6C-10-2-4-5.5 0-10Z"/>`,
  club: `<circle cx="0" cy="-4.6" r="4.4"/><circle cx="-5" cy="2.2" r="4.4"/><circle cx="5" cy="2.2" r="4.4"/><path d="M-1.4 1H1.4L3.6 10H-3.6Z"/>`,
  cup: `<path d="M-8-9H8C8-1.5 4.5 2 1.6 3V6.4L5.6 8.6V10H-5.6V8.6L-1.6 6.4V3C-4.5 2-8-1.5-8-9Z"/><path class="glyph-hi" d="M-5.5-7H5.5C5-4 3.5-2.5 2-2H-2C-3.5-2.5-5-4-5.5-7Z"/>`,
  coin: `<circle r="9.4"/><circle class="glyph-hi" r="6.6"/><path d="M0-4.6L1.3-1.3L4.6 0L1.3 1.3L0 4.6L-1.3 1.3L-4.6 0L-1.3-1.3Z"/>`,
  sword: `<path d="M0-10.5L1.9-7V3.4H-1.9V-7Z"/><path d="M-7 3.2H7V5.6H-7Z"/><path d="M-1.1 5.6H1.1V8.4H-1.1Z"/><circle cy="9.4" r="1.8"/>`,
  baton: `<g transform="rotate(28)"><path d="M-2.4-10.4C-1-11.2 1-11.2 2.4-10.4L3.4 10.4H-3.4Z"/><circle cx="-2.6" cy="-3" r="1.5"/><circle cx="2.9" cy="2.5" r="1.5"/><circle cx="-3.1" cy="6.5" r="1.3"/></g>`,
  // Indulgence families
  palle: `<path d="M-9-9H9V1C9 6 4 9.5 0 10.5C-4 9.5-9 6-9 1Z" class="glyph-field"/><circle class="glyph-blue" cy="-5.6" r="2.3"/><circle cx="-4.6" cy="-1.6" r="2.1"/><circle cx="4.6" cy="-1.6" r="2.1"/><circle cx="-4" cy="3.4" r="2"/><circle cx="4" cy="3.4" r="2"/><circle cy="7" r="1.9"/>`,
  serpent: `<path d="M4.5-9.5C9-8.5 8.5-4 4-3.5C-1-3-6 0-4 4C-2.5 7 3 5.5 3 8.5C3 10.5-1 11-4 9.5" fill="none" stroke-width="3.2" stroke-linecap="round" class="glyph-stroke"/><circle cx="5" cy="-8.5" r="3"/><path d="M6.5-6.5L9.5-3.5L7.5-6Z"/>`,
  rose: `<g><circle cy="-5.6" r="4.2"/><circle cx="5.3" cy="-1.7" r="4.2"/><circle cx="3.3" cy="4.5" r="4.2"/><circle cx="-3.3" cy="4.5" r="4.2"/><circle cx="-5.3" cy="-1.7" r="4.2"/><circle class="glyph-hi" r="3.2"/><circle r="1.4"/></g>`,
  bull: `<path d="M-10-8C-9-3-6-2-4.4-2.6C-5.4 1-4.8 6-2.4 9.6H2.4C4.8 6 5.4 1 4.4-2.6C6-2 9-3 10-8C8.2-5 6.4-4.6 4-5.6C1.6-6.8-1.6-6.8-4-5.6C-6.4-4.6-8.2-5-10-8Z"/><circle class="glyph-hi" cx="-2.2" cy="0" r="1.1"/><circle class="glyph-hi" cx="2.2" cy="0" r="1.1"/><path class="glyph-hi" d="M-1.8 6.2H1.8V7.4H-1.8Z"/>`,
};
const LATIN = { C: "cup", D: "coin", S: "sword", B: "baton" };
const FRENCH = { C: "heart", D: "diamond", S: "spade", B: "club" };
const FAMILY = { M: "palle", S: "serpent", O: "rose", B: "bull" };

function glyphName(card, deck, picture) {
  if (card.kind === "family") return FAMILY[card.suit];
  return (pictureFor(deck, picture) === "french" ? FRENCH : LATIN)[card.suit];
}

function colourClass(card) {
  if (card.kind === "family") return `fam-${card.suit}`;
  if (card.kind === "trump" || card.kind === "excuse") return "s-T";
  return `s-${card.suit}`;
}

function glyph(name, x, y, scale, flip = false) {
  const rot = flip ? " rotate(180)" : "";
  return `<g transform="translate(${x} ${y}) scale(${scale})${rot}">${GLYPHS[name]}</g>`;
}

/** A small standalone suit symbol (for the turned trump, the trump suit …). */
export function suitSymbolSVG(suit, deck, picture) {
  const card = deck === "indulgence36" ? { kind: "family", suit } : { kind: "suit", suit };
  const name = glyphName(card, deck, picture);
  if (!name) return "";
  return `<svg class="suit-symbol ${colourClass(card)}" viewBox="-11 -11 22 22" aria-hidden="true">${GLYPHS[name]}</svg>`;
}

// ---------------------------------------------------------------- pip layouts
const L = 33, C = 50, R = 67;
const PIPS = {
  1: [[C, 70]],
  2: [[C, 38], [C, 102]],
  3: [[C, 36], [C, 70], [C, 104]],
  4: [[L, 40], [R, 40], [L, 100], [R, 100]],
  5: [[L, 40], [R, 40], [C, 70], [L, 100], [R, 100]],
  6: [[L, 38], [R, 38], [L, 70], [R, 70], [L, 102], [R, 102]],
  7: [[L, 38], [R, 38], [C, 54], [L, 70], [R, 70], [L, 102], [R, 102]],
  8: [[L, 38], [R, 38], [C, 54], [L, 70], [R, 70], [C, 86], [L, 102], [R, 102]],
  9: [[L, 35], [R, 35], [L, 58], [R, 58], [C, 70], [L, 82], [R, 82], [L, 105], [R, 105]],
  10: [[L, 35], [R, 35], [C, 46], [L, 58], [R, 58], [L, 82], [R, 82], [C, 94], [L, 105], [R, 105]],
};

/** Suit pips turn their lower half upside down, as printed packs do; family
 * emblems (a shield, a bull) stay upright, as heraldry does. */
function pips(name, count, scale, flipLower = true) {
  return PIPS[count].map(([x, y]) => glyph(name, x, y, scale, flipLower && y > 72)).join("");
}

// ---------------------------------------------------------------- pieces
function frame(extraClass = "") {
  return (
    `<rect class="card-face ${extraClass}" x="1" y="1" width="${W - 2}" height="${H - 2}" rx="7"/>` +
    `<rect class="card-inner" x="5" y="5" width="${W - 10}" height="${H - 10}" rx="4"/>`
  );
}

function index(text, name, small = false) {
  const size = text.length > 1 ? 17 : 21;
  const mark = name ? glyph(name, 12.5, 35, 0.55) : "";
  const tag = `<text class="card-index" x="12.5" y="24" font-size="${small ? 14 : size}" text-anchor="middle">${text}</text>${mark}`;
  return `<g>${tag}</g><g transform="rotate(180 50 70)">${tag}</g>`;
}

// Face cards: a simple framed figure holding its suit sign, with rank headgear.
function face(rank, name) {
  const hats = {
    K: `<path class="hat" d="M38 40L41 30L45.5 36L50 27L54.5 36L59 30L62 40Z"/>`,
    Q: `<path class="hat" d="M39 41C40 33 45 29 50 29C55 29 60 33 61 41C57 38 43 38 39 41Z"/><circle class="hat" cx="50" cy="28" r="2.2"/>`,
    N: `<path class="hat" d="M40 40C40 33 46 29 52 30L60 26L58 33C61 35 62 38 61 41Z"/>`,
    J: `<path class="hat" d="M39 41C39 34 45 31 52 31C57 31 62 33 66 30C64 35 62 38 61 41Z"/>`,
  };
  const horse =
    rank === "N"
      ? `<path class="face-horse" d="M26 110C27 98 30 90 36 86C33 82 33 77 37 74L43 80C47 80 50 84 49 89L45 92L44 110Z"/>`
      : "";
  return (
    `<rect class="face-panel" x="17" y="20" width="66" height="100" rx="3"/>` +
    `<circle class="face-skin" cx="50" cy="48" r="8.5"/>` +
    (hats[rank] || "") +
    `<path class="face-robe" d="M35 112C35 84 40 62 50 58C60 62 65 84 65 112Z"/>` +
    `<path class="face-trim" d="M50 58V112M41 84H59"/>` +
    horse +
    glyph(name, 64, 76, 0.95)
  );
}

// Trump emblems: one simple drawing per allegory, around the centre (50, 70).
const EMBLEMS = {
  0: `<path d="M38 92L60 46" class="em-line"/><path d="M55 44C62 40 70 44 68 52C64 56 57 54 55 44Z" class="em-fill"/><path d="M40 60C36 52 44 46 50 52C56 46 64 52 60 60L50 56Z" class="em-fill"/><circle cx="40" cy="60" r="2.4" class="em-accent"/><circle cx="60" cy="60" r="2.4" class="em-accent"/>`,
  1: `<path d="M30 80H70V86H30Z" class="em-fill"/><path d="M34 86V98M66 86V98" class="em-line"/><path d="M44 50L58 72" class="em-line"/><circle cx="43" cy="49" r="3" class="em-accent"/><circle cx="38" cy="76" r="3.5" class="em-accent"/><circle cx="62" cy="76" r="3.5" class="em-accent"/>`,
  2: `<path d="M32 56H68V92H32Z" class="em-fill"/><path d="M50 56V92M36 64H46M36 70H46M54 64H64M54 70H64" class="em-line"/><path d="M42 48L50 40L58 48Z" class="em-accent"/>`,
  3: `<path d="M34 70L38 52L45 62L50 48L55 62L62 52L66 70Z" class="em-fill"/><path d="M34 74H66V80H34Z" class="em-accent"/><path d="M50 80V98" class="em-line"/>`,
  4: `<circle cx="50" cy="76" r="14" class="em-fill"/><path d="M36 76H64M50 62V48M44 54H56" class="em-line"/>`,
  5: `<path d="M50 46V100M40 56H60M36 66H64M42 76H58" class="em-line"/>`,
  6: `<path d="M50 92C40 84 30 76 30 66C30 58 40 54 50 64C60 54 70 58 70 66C70 76 60 84 50 92Z" class="em-fill"/><path d="M28 50L60 78" class="em-line"/><path d="M58 74L64 82L56 80Z" class="em-accent"/>`,
  7: `<path d="M32 58H68V82H32Z" class="em-fill"/><circle cx="38" cy="88" r="8" class="em-line"/><circle cx="62" cy="88" r="8" class="em-line"/><path d="M36 58L40 48H60L64 58" class="em-line"/>`,
  8: `<path d="M50 44V96M34 56H66M40 96H60" class="em-line"/><path d="M28 70L34 56L40 70Z" class="em-fill"/><path d="M60 70L66 56L72 70Z" class="em-fill"/>`,
  9: `<path d="M40 60H60L57 86H43Z" class="em-fill"/><path d="M44 60L50 52L56 60M40 86H60" class="em-line"/><circle cx="50" cy="72" r="5" class="em-accent"/><path d="M66 44V100" class="em-line"/>`,
  10: `<circle cx="50" cy="72" r="20" class="em-line"/><path d="M50 52V92M30 72H70M36 58L64 86M64 58L36 86" class="em-line"/><circle cx="50" cy="72" r="4" class="em-accent"/>`,
  11: `<path d="M40 54H60V92H40Z" class="em-fill"/><path d="M36 48H64V54H36ZM36 92H64V98H36Z" class="em-accent"/><path d="M46 58V88M54 58V88" class="em-line"/>`,
  12: `<path d="M32 100V46H68V100" class="em-line"/><path d="M50 46V60" class="em-line"/><circle cx="50" cy="86" r="6" class="em-fill"/><path d="M50 62L50 80M44 66H56" class="em-line"/>`,
  13: `<path d="M56 46L44 100" class="em-line"/><path d="M56 46C42 46 30 54 28 66C38 58 48 56 56 54Z" class="em-fill"/>`,
  14: `<path d="M30 54H44L42 70H32Z" class="em-fill"/><path d="M56 74H70L68 90H58Z" class="em-fill"/><path d="M42 58C52 58 58 64 60 74" class="em-line"/>`,
  15: `<path d="M50 48V100M38 48V62C38 68 62 68 62 62V48" class="em-line"/><path d="M35 48L38 40L41 48ZM47 48L50 40L53 48ZM59 48L62 40L65 48Z" class="em-accent"/>`,
  16: `<path d="M38 100V58H62V100Z" class="em-fill"/><path d="M36 58V50H41V54H46V50H54V54H59V50H64V58Z" class="em-fill"/><path d="M46 100V88C46 84 54 84 54 88V100" class="em-accent"/><path d="M60 44L72 32L66 46L76 42" class="em-line"/>`,
  17: `<path d="M50 46L54 64L70 60L56 70L64 88L50 76L36 88L44 70L30 60L46 64Z" class="em-fill"/><circle cx="34" cy="96" r="2.5" class="em-accent"/><circle cx="66" cy="96" r="2.5" class="em-accent"/><circle cx="50" cy="100" r="2.5" class="em-accent"/>`,
  18: `<path d="M56 48C42 50 36 62 38 74C40 86 52 94 64 90C50 88 44 78 46 68C48 58 54 52 56 48Z" class="em-fill"/><path d="M30 100H70" class="em-line"/>`,
  19: `<circle cx="50" cy="72" r="12" class="em-fill"/><path d="M50 50V56M50 88V94M28 72H34M66 72H72M35 57L39 61M61 83L65 87M65 57L61 61M39 83L35 87" class="em-line"/>`,
  20: `<path d="M36 86L60 56L64 60L44 90Z" class="em-fill"/><path d="M60 56L70 48L68 62Z" class="em-accent"/><path d="M30 100H70M38 100V94H62V100" class="em-line"/>`,
  21: `<ellipse cx="50" cy="72" rx="16" ry="24" class="em-line"/><ellipse cx="50" cy="72" rx="11" ry="19" class="em-line em-thin"/><circle cx="50" cy="62" r="4" class="em-fill"/><path d="M46 68H54L56 86H44Z" class="em-fill"/>`,
};

function trumpFace(n, deck, lang) {
  const named = namedDecks[deck];
  const name = (named && inLang(named.titles, lang, n === 0 ? "EX" : `T${n}`)) || "";
  const numeral = n === 0 ? "" : roman(n);
  const top = numeral
    ? `<text class="trump-numeral" x="50" y="30" font-size="15" text-anchor="middle">${numeral}</text>`
    : "";
  const size = name.length > 13 ? 8 : name.length > 10 ? 9 : 10;
  return (
    `<rect class="trump-panel" x="17" y="16" width="66" height="108" rx="3"/>` +
    top +
    `<g class="emblem">${EMBLEMS[n]}</g>` +
    `<text class="trump-name" x="50" y="117" font-size="${size}" text-anchor="middle">${esc(name)}</text>`
  );
}

const cache = new Map();

/** The SVG of one card face (or "" for an unknown code). */
export function cardSVG(code, deck, { picture = "latin", lang = "en" } = {}) {
  const key = `${deck}|${code}|${pictureFor(deck, picture)}|${lang}`;
  if (cache.has(key)) return cache.get(key);
  const card = parseCard(code, deck);
  if (!card) return "";
  let body;
  const cls = colourClass(card);
  if (card.kind === "excuse") {
    body = frame("trump-face") + trumpFace(0, deck, lang) + index("★", null, true);
  } else if (card.kind === "trump") {
    body = frame("trump-face") + trumpFace(+card.rank, deck, lang) + index(card.rank, null);
  } else {
    const name = glyphName(card, deck, picture);
    const label = LETTERED_RANKS.includes(card.rank) ? wordIn(lang, `card.letter.${card.rank}`) : card.rank;
    if (card.kind === "family") {
      const rank = +card.rank;
      const emblems = rank === 1 ? glyph(name, 50, 70, 2.4) : pips(name, rank, rank >= 7 ? 0.9 : 1.02, false);
      body = frame("family-face") + index(card.rank, name) + emblems;
    } else if ("JNQK".includes(card.rank)) {
      body = frame() + index(label, name) + face(card.rank, name);
    } else if (card.rank === "A") {
      body = frame() + index(label, name) + glyph(name, 50, 70, 2.3);
    } else {
      body = frame() + index(label, name) + pips(name, +card.rank, 0.82);
    }
  }
  const svg = `<svg class="card-svg ${cls}" viewBox="0 0 ${W} ${H}" aria-hidden="true" focusable="false">${body}</svg>`;
  cache.set(key, svg);
  return svg;
}

let backCache = "";
/** The card back: a lattice of lozenges around a rosette. */
export function backSVG() {
  if (backCache) return backCache;
  let lattice = "";
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 15 + col * 14 + (row % 2 ? 7 : 0);
      const y = 16 + row * 13.5;
      if (x > 88) continue;
      lattice += `M${x} ${y - 5}L${x + 4} ${y}L${x} ${y + 5}L${x - 4} ${y}Z`;
    }
  }
  backCache =
    `<svg class="card-svg card-back" viewBox="0 0 ${W} ${H}" aria-hidden="true" focusable="false">` +
    `<rect class="back-field" x="1" y="1" width="${W - 2}" height="${H - 2}" rx="7"/>` +
    `<rect class="back-border" x="6" y="6" width="${W - 12}" height="${H - 12}" rx="4"/>` +
    `<path class="back-lattice" d="${lattice}"/>` +
    `<circle class="back-rose" cx="50" cy="70" r="15"/><circle class="back-border" cx="50" cy="70" r="9"/>` +
    `</svg>`;
  return backCache;
}

/** Every code of a deck, in deck order (for the card gallery and tests). */
export function deckCodes(deck) {
  const suits = ["C", "D", "S", "B"];
  if (deck === "indulgence36") return ["M", "S", "O", "B"].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => f + n));
  const ranks = deck === "tarot78"
    ? ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
    : ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const out = suits.flatMap((s) => ranks.map((r) => s + r));
  if (deck === "tarot78") {
    for (let n = 1; n <= 21; n++) out.push(`T${n}`);
    out.push("EX");
  }
  return out;
}
