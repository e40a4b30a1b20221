// The embedded table (README "Embed a game"): the embed address and the snippet a
// blog pastes, whether this frame may keep its match, and the "Open in Cardavia"
// link that carries the match to the full site in its URL fragment. The carried
// save is the engine's own text: the full site hands it to the engine's `load`,
// which refuses a damaged one like any other input.
//
//   isEmbedPage(loc) -> is this embed.html (the page other sites may frame)?
//   storageWorks() -> may this page keep data (false in a refused third-party frame)?
//   embedSrc(base, game, params) / snippet(src, title) -> the iframe a blog pastes
//   carryURL(game, save, look) -> the full site's address that resumes this match
//   decorateEmbed(root, game, storage, look) -> onSave(save): keeps the link and the note
//   embedPanelHTML() / wireEmbedPanel(panel, read) -> the game page's panel
import { t } from "./i18n.js";
import { esc } from "./format.js";

export const EMBED_PAGE = "embed.html";

export function isEmbedPage(loc = location) {
  return /\/embed(\.html)?$/.test(loc.pathname);
}

/** Some browsers refuse storage to a frame from another site: access or writes then throw. */
export function storageWorks() {
  try {
    const key = "cardavia.probe";
    localStorage.setItem(key, "1");
    localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The embed address for `game` with `params` (URLSearchParams or a plain object). */
export function embedSrc(base, game, params) {
  const query = new URLSearchParams(params).toString();
  return `${new URL(EMBED_PAGE, base).href}#/${encodeURIComponent(game)}${query ? `?${query}` : ""}`;
}

/** The iframe snippet of the README, for one embed address. */
export function snippet(src, title) {
  return `<iframe src="${esc(src)}"\n        title="${esc(title)}" width="100%" height="560" style="max-width:760px;border:0"\n        loading="lazy"></iframe>`;
}

/** The full site's address that resumes a match from its save text (relative to this page);
 * `look()` the frame's own parameters it carries along (its language and theme). */
export function carryURL(game, save, look = () => new URLSearchParams()) {
  const query = new URLSearchParams({ save });
  for (const [key, value] of look()) query.set(key, value);
  return `./#/table/${encodeURIComponent(game)}?${query}`;
}

/**
 * Make an embedded table say where its match lives: without storage, a note that
 * progress is not kept; always, an "Open in Cardavia" link carrying the match, and
 * `look()`, the frame's language and theme, so the full site opens as the frame looked.
 * Returns the table's onSave hook.
 */
export function decorateEmbed(root, game, storage, look) {
  const link = root.querySelector("[data-testid=embed-open]");
  if (link) link.href = `./#/game/${encodeURIComponent(game)}?${look()}`;
  if (!storage) {
    const note = document.createElement("p");
    note.className = "embed-note";
    note.dataset.testid = "embed-no-storage";
    note.setAttribute("role", "note");
    note.textContent = t("embed.noStorage");
    root.querySelector(".play-bar").after(note);
  }
  return (save) => {
    if (link && typeof save === "string") link.href = carryURL(game, save, look);
  };
}

export function embedPanelHTML() {
  return `
    <details class="embed-panel" data-testid="embed-panel">
      <summary>${esc(t("embed.panel"))}</summary>
      <p class="note">${esc(t("embed.panelHelp"))}</p>
      <textarea readonly rows="4" spellcheck="false" data-testid="embed-snippet" aria-label="${esc(t("embed.panel"))}"></textarea>
      <p><button type="button" data-testid="embed-copy">${esc(t("embed.copy"))}</button> <span class="note" data-testid="embed-copy-status" aria-live="polite"></span></p>
    </details>`;
}

/** Keep the panel's snippet in step with `read()` -> {game, title, params}; copy on click. */
export function wireEmbedPanel(panel, read) {
  const area = panel.querySelector("textarea");
  const status = panel.querySelector("[data-testid=embed-copy-status]");
  const update = () => {
    const { game, title, params } = read();
    area.value = snippet(embedSrc(location.href, game, params), title);
  };
  panel.querySelector("[data-testid=embed-copy]").addEventListener("click", async () => {
    update();
    try {
      await navigator.clipboard.writeText(area.value);
      status.textContent = t("embed.copied");
    } catch {
      area.select();
      status.textContent = t("embed.copyFailed");
    }
  });
  update();
  return update;
}
