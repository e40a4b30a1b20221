// The languages Cardavia speaks: py/cardavia/locale/LINGUAS, one a line (# starts a comment), the one
// list the engine (core/text.py) and the page (tools/bundle.mjs writes it into the page's script) share.
import { readFileSync } from "node:fs";

export const LINGUAS = new URL("../py/cardavia/locale/LINGUAS", import.meta.url);

/** The languages a LINGUAS text lists, in its order. */
export function listedLanguages(text) {
  return text.split("\n").flatMap((line) => line.split("#")[0].split(/\s+/).filter(Boolean));
}

/** The languages of py/cardavia/locale/LINGUAS. */
export function languages() {
  return listedLanguages(readFileSync(LINGUAS, "utf8"));
}
