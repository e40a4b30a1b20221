// The catalogue: the traditions, each with its history, a fan of its cards and its games.
import { lang, t, tx } from "../i18n.js";
import { settings } from "../settings.js";
import { cardSVG } from "../cards.js";
import { esc } from "../format.js";
import { theCatalog } from "../catalog.js";
import { app } from "./frame.js";

export function renderCatalogue() {
  const catalog = theCatalog();
  document.title = "Cardavia";
  const opts = { picture: settings().picture, lang: lang() };
  const cards = catalog.traditions
    .map((tr) => `
      <article class="tradition" data-testid="tradition-${esc(tr.id)}">
        <h2>${esc(tx(tr.name))}</h2>
        <p class="origin">${esc(tx(tr.origin))}</p>
        <div class="fan" aria-hidden="true">${tr.sample.map((c) => cardSVG(c, tr.deck.id, opts)).join("")}</div>
        <p>${esc(tx(tr.history))}</p>
        <h3>${esc(t("catalogue.games"))}</h3>
        <ul>${tr.games
          .map((g) => `<li><a class="game-link" href="#/game/${g.id}" data-testid="game-link-${g.id}"><strong>${esc(tx(g.name))}</strong><span>${esc(tx(g.summary))}</span></a></li>`)
          .join("")}</ul>
        <p><a href="#/cards/${tr.deck.id}" class="note">${esc(t("catalogue.seeCards"))} →</a></p>
      </article>`)
    .join("");
  app.innerHTML = `
    <section data-testid="catalogue">
      <h1>${esc(t("catalogue.title"))}</h1>
      <p class="catalogue-intro">${esc(t("catalogue.intro"))}</p>
      <div class="traditions">${cards}</div>
    </section>`;
}

