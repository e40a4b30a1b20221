// Share a deal: the page's half of the link. The engine makes and validates the
// token (op `share`, `open_shared`); this module only puts it into an address and
// reads it back, and keeps the sharer's score for the duplicate comparison.
export const SHARE_ROUTE = "share";

/** The address that opens `token` on this site: `…#/share/<token>`. */
export function shareUrl(token, loc = globalThis.location) {
  return `${loc.origin}${loc.pathname}#/${SHARE_ROUTE}/${token}`;
}

/** The token of a `#/share/<token>` hash, or null. Only base64url characters pass. */
export function tokenFromHash(hash) {
  const m = /^#\/?share\/([A-Za-z0-9_-]{1,64000})$/.exec(hash || "");
  return m ? m[1] : null;
}
