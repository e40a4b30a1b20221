// The table's overlays as HTML: the deal summary (and the match's winners), the
// score sheet, and the last trick. `ctx` names what they need of the table:
// {entry, deck, embed, seatName(seat), txs(text)}; the table draws and focuses them.
import { labelled, t, tx } from "./i18n.js";
import { esc, fmt, signed, unit } from "./format.js";
import { miniCard } from "./public.js";
import { seatLabelHTML } from "./seats.js";

/** The overlay `kind` ("summary" | "scores" | "last") of `view`. */
export function overlayHTML(kind, view, ctx) {
  if (kind === "summary") return summaryHTML(view, ctx);
  if (kind === "scores") return scoresHTML(view, ctx);
  if (kind === "last") return lastTrickHTML(view, ctx);
  return "";
}

/** A word of the engine's glossary (catalog.json), e.g. "start" → "Na začátku" / "At the start". */
function glossary(entry, key) {
  return (entry.glossary && entry.glossary[key]) || key;
}

function seatHeader(view, { seatName }) {
  return Array.from({ length: view.players }, (_, s) => `<th scope="col">${seatLabelHTML(seatName(s), s)}</th>`).join("");
}

function summaryHTML(v, { entry, embed, seatName, txs, guideDone }) {
  const results = v.results || [];
  const last = results[results.length - 1];
  const matchOver = v.status === "match_over";
  const totals = v.totals || [];
  // The match's winners as the engine names them (display.match_winners: empty until the match is over).
  const winnerSeats = new Set((v.display && v.display.match_winners) || []);
  let winners = "";
  if (winnerSeats.size) {
    const best = totals[[...winnerSeats][0]];
    const who = [...winnerSeats].map((s) => seatName(s));
    winners = `<p class="winners" data-testid="winners"><strong>${esc(labelled(who.length > 1 ? t("summary.winners") : t("summary.winner")))}</strong> ${esc(who.join(", "))} (${fmt(best)} ${esc(unit(entry, best))})</p>`;
  }
  const lines = last && Array.isArray(last.summary)
    ? `<ul class="summary-lines" data-testid="summary-lines">${last.summary.map((s) => `<li>${esc(txs(s))}</li>`).join("")}</ul>`
    : "";
  const change = last && Array.isArray(last.scores) ? last.scores : [];
  // One row per player: fits a phone with six players, and reads down like a score pad.
  const rows = Array.from({ length: v.players }, (_, s) => `
      <tr${winnerSeats.has(s) ? ' class="best"' : ""}><th scope="row">${seatLabelHTML(seatName(s), s)}</th>
        <td>${change.length ? signed(change[s]) : ""}</td><td><strong>${fmt(totals[s])}</strong></td></tr>`).join("");
  const next = matchOver
    ? `<button type="button" class="primary" data-cmd="again" data-testid="new-match" data-autofocus>${t("summary.newMatch")}</button>`
    : `<button type="button" class="primary" data-cmd="next" data-testid="next-deal" data-autofocus>${t("summary.next")}</button>`;
  return `
      <div class="overlay-panel summary-panel${matchOver ? " match-over" : ""}" role="dialog" aria-modal="false" aria-labelledby="summary-title" data-testid="deal-summary">
        <h2 id="summary-title">${matchOver ? t("summary.matchOver") : t("summary.title")} · ${t("summary.deal")} ${results.length || v.deal_no + 1}</h2>
        ${winners}
        ${lines}
        ${guideDone ? `<p class="guide-note" data-testid="guide-done">${esc(t("guide.done"))}</p>` : ""}
        <table class="scores" data-testid="summary-table"><thead><tr><th></th><th scope="col">${t("summary.change")}</th><th scope="col">${t("summary.total")}</th></tr></thead><tbody>${rows}</tbody></table>
        <div class="buttons">
          <button type="button" data-cmd="scores" data-testid="summary-scores">${t("table.scores")}</button>
          <button type="button" data-cmd="hide-summary" data-testid="show-table">${t("summary.show")}</button>
          ${embed ? "" : `<a class="button-link" href="#/">${t("table.menu")}</a>`}
          ${next}
        </div>
      </div>`;
}

function scoresHTML(v, ctx) {
  const results = v.results || [];
  const body = results
    .map((r, i) => `<tr><th scope="row">${t("summary.deal")} ${i + 1}</th>${(r.scores || []).map((x) => `<td>${signed(x)}</td>`).join("")}</tr>`)
    .join("");
  // Maw's chips and Indulgence's florins start from a stake: the first row, so the rows add up to the totals.
  const stake = v.start_totals || [];
  const start = stake.some((x) => x)
    ? `<tr data-testid="score-start"><th scope="row">${esc(tx(glossary(ctx.entry, "start")))}</th>${stake.map((x) => `<td>${fmt(x)}</td>`).join("")}</tr>`
    : "";
  return `
      <div class="overlay-panel" role="dialog" aria-labelledby="scores-title" data-testid="score-sheet-panel">
        <h2 id="scores-title">${t("table.scores")} (${esc(unit(ctx.entry))})</h2>
        <div class="table-scroll"><table class="scores"><thead><tr><th></th>${seatHeader(v, ctx)}</tr></thead>
          <tbody>${start}${body}</tbody>
          <tfoot><tr><td>${t("table.total")}</td>${(v.totals || []).map((x) => `<td>${fmt(x)}</td>`).join("")}</tr></tfoot></table></div>
        <div class="buttons"><button type="button" class="primary" data-cmd="close-overlay" data-autofocus>${t("table.close")}</button></div>
      </div>`;
}

function lastTrickHTML(v, { deck, seatName }) {
  const lt = v.last_trick;
  const body = lt && lt.cards && lt.cards.length
    ? `<div class="last-trick-cards">${lt.cards
        .map((c) => `<figure class="${c.seat === lt.winner ? "winner" : ""}">${miniCard(c.card, deck)}<figcaption>${esc(seatName(c.seat))}</figcaption></figure>`)
        .join("")}</div><p>${esc(labelled(t("table.wonBy")))} <strong>${esc(seatName(lt.winner))}</strong></p>`
    : `<p>${t("table.noLastTrick")}</p>`;
  return `
      <div class="overlay-panel" role="dialog" aria-labelledby="last-title" data-testid="last-trick-panel">
        <h2 id="last-title">${t("table.lastTrick")}</h2>${body}
        <div class="buttons"><button type="button" class="primary" data-cmd="close-overlay" data-autofocus>${t("table.close")}</button></div>
      </div>`;
}
