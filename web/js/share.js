// Share a deal: the page's half of the link. The engine makes and validates the
// token (op `share`, `open_shared`); this module only puts it into an address
// (app.js routes #/share/<token> to the engine's `open_shared`).
export const SHARE_ROUTE = "share";

/** The address that opens `token` on this site: `…#/share/<token>`, with the opponents' level if given. */
export function shareUrl(token, loc = globalThis.location, level = null) {
  return `${loc.origin}${loc.pathname}#/${SHARE_ROUTE}/${token}${level ? `?level=${encodeURIComponent(level)}` : ""}`;
}
