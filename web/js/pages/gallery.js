// A deck's cards, each with its name, and links to the other decks.
import { lang, t, tx } from "../i18n.js";
import { settings } from "../settings.js";
import { cardName, cardSVG, deckCodes } from "../cards.js";
import { esc } from "../format.js";
import { theCatalog } from "../catalog.js";
import { app, renderError } from "./frame.js";

export function renderGallery(asked) {
  const catalog = theCatalog();
  const decks = catalog.traditions.map((tr) => tr.deck.id);
  const deck = asked || decks[0]; // #/cards alone: the catalogue's first deck
  if (!decks.includes(deck)) return renderError(t("error.badRoute"));
  const opts = { picture: settings().picture, lang: lang() };
  const deckName = (d) => tx(catalog.traditions.find((tr) => tr.deck.id === d).name);
  document.title = `${deckName(deck)} — Cardavia`;
  const cards = deckCodes(deck)
    .map((c) => `<figure class="gallery-card">${cardSVG(c, deck, opts)}<figcaption>${esc(cardName(c, deck, lang(), settings().picture))}</figcaption></figure>`)
    .join("");
  const others = decks
    .map((d) => (d === deck ? `<strong aria-current="page">${esc(deckName(d))}</strong>` : `<a href="#/cards/${d}">${esc(deckName(d))}</a>`))
    .join("");
  app.innerHTML = `
    <section data-testid="gallery" data-deck="${esc(deck)}">
      <p><a href="#/">${esc(t("nav.back"))}</a></p>
      <h1>${esc(deckName(deck))}</h1>
      <nav class="gallery-decks" aria-label="${esc(t("gallery.decks"))}">${others}</nav>
      <div class="gallery">${cards}</div>
    </section>`;
}

