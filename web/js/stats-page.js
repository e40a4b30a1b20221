// The statistics page (#/stats): this browser's history per game (stats.js), with
// reset, export to a file and import from one (refused with the reason if invalid).
import { lang, t } from "./i18n.js";
import { announce } from "./announce.js";
import { esc, fmt, number } from "./format.js";
import { MAX_FILE_CHARS, exportHistory, importHistory, loadHistory, resetHistory, summarize, tooLarge } from "./stats.js";

/** Why a file was refused, in the page's language: a HistoryFileError's message, or "could not be read"
 * (the browser failed to read it). */
function fileProblem(err) {
  if (err.kind !== "file") return t("stats.file.unreadable");
  const values = Object.fromEntries(
    Object.entries(err.values).map(([name, value]) => [name, typeof value === "number" ? number(value) : value]),
  );
  return t(err.key, values);
}

/** Draw the page into `app`; `gameName(id)` names a game (the catalogue's name). The page is drawn
 * once; a reset or an import draws the history again, the controls keeping their focus, and its message
 * is shown and said to screen readers (announce.js: the same message twice is read twice). */
export function renderStatsPage(app, { gameName }) {
  document.title = `${t("stats.title")} — Cardavia`;
  app.innerHTML = `
    <section class="stats-page" data-testid="stats" lang="${lang()}">
      <h1>${esc(t("stats.title"))}</h1>
      <p class="note">${esc(t("stats.note"))}</p>
      <div data-testid="stats-history"></div>
      <p class="stats-message" data-testid="stats-message"></p>
      <div class="buttons">
        <button type="button" data-testid="stats-export">${esc(t("stats.export"))}</button>
        <label class="button-link file-pick">${esc(t("stats.import"))}<input type="file" accept="application/json,.json" title="${esc(t("stats.import"))}" data-testid="stats-import"></label>
        <button type="button" data-testid="stats-reset">${esc(t("stats.reset"))}</button>
        <a class="button-link" href="#/">${esc(t("stats.back"))}</a>
      </div>
    </section>`;
  const history = app.querySelector("[data-testid=stats-history]");
  const status = app.querySelector("[data-testid=stats-message]");
  const draw = (message) => {
    history.innerHTML = historyTable(summarize(loadHistory()), gameName);
    status.textContent = message;
    announce(message);
  };
  app.querySelector("[data-testid=stats-export]").addEventListener("click", () => {
    const blob = new Blob([exportHistory()], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "cardavia-statistics.json";
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  app.querySelector("[data-testid=stats-reset]").addEventListener("click", () => {
    if (!confirm(t("stats.resetAsk"))) return;
    try {
      resetHistory();
      draw(t("stats.resetDone"));
    } catch {
      draw(t("stats.notStored"));
    }
  });
  app.querySelector("[data-testid=stats-import]").addEventListener("change", async (ev) => {
    const input = ev.target;
    const file = input.files && input.files[0];
    if (!file) return;
    try {
      // A file larger than any history is refused before it is read (it would hold the page up).
      if (file.size > MAX_FILE_CHARS) throw tooLarge();
      const n = importHistory(await file.text());
      draw(t("stats.imported", { n }));
    } catch (err) {
      if (err.kind === "storage") draw(t("stats.notStored"));
      else draw(t("stats.badFile", { why: fileProblem(err) }));
    } finally {
      input.value = ""; // the same file chosen again is a change, and is read again
    }
  });
  draw("");
}

/** The history's table per game, or the words saying there is none yet. */
function historyTable(sum, gameName) {
  const ids = Object.keys(sum).sort();
  if (!ids.length) return `<p data-testid="stats-empty">${esc(t("stats.empty"))}</p>`;
  const avg = (x) => (x == null ? "" : fmt(Math.round(x * 10) / 10));
  const rows = ids
    .map((id) => {
      const g = sum[id];
      return `<tr data-testid="stats-row-${esc(id)}"><th scope="row">${esc(gameName(id))}</th>
        <td data-testid="stats-matches">${g.matches}</td><td data-testid="stats-deals">${g.deals}</td>
        <td data-testid="stats-won">${g.won}</td><td>${avg(g.average)}</td>
        <td data-testid="stats-contracts">${g.taken ? `${g.taken} / ${g.made}` : "–"}</td>
        <td>${g.best == null ? "" : fmt(g.best)}</td><td data-testid="stats-undo">${g.undo}</td>
        <td data-testid="stats-apart">${g.apart}</td></tr>`;
    })
    .join("");
  const head = ["stats.game", "stats.matches", "stats.deals", "stats.won", "stats.average", "stats.contracts", "stats.best", "stats.undo", "stats.apart"]
    .map((k) => `<th scope="col">${esc(t(k))}</th>`)
    .join("");
  return `<div class="table-scroll"><table class="scores" data-testid="stats-table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}
