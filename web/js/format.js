// Text for the page, pure: HTML escaping (the one copy every module uses), scores
// as players write them, the score unit in its plural form, an error in words.
// No DOM here, so node --test checks it (tests/js/format.test.js).
import { lang, tx } from "./i18n.js";

const HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text made safe for HTML, in element content and in a quoted attribute. */
export function esc(s) {
  return String(s).replace(/[&<>"]/g, (ch) => HTML_ESCAPES[ch]);
}

/** A score as players write it: at most two decimals, a true minus sign. */
export function fmt(x) {
  if (typeof x !== "number") return String(x ?? "");
  const v = Math.round(x * 100) / 100;
  return v < 0 ? `−${number(-v)}` : number(Math.abs(v)); // abs: −0 is written 0
}

const numbers = new Map(); // language -> its Intl.NumberFormat

/** `x` as the page's language writes it ("52.5", "52,5"), at most `digits` decimals and at least `least`
 * ("0.0 s"), ungrouped (a score column stays narrow). */
export function number(x, digits = 2, least = 0) {
  const key = `${lang()}|${digits}|${least}`;
  if (!numbers.has(key)) {
    numbers.set(key, new Intl.NumberFormat(lang(), { maximumFractionDigits: digits, minimumFractionDigits: least, useGrouping: false }));
  }
  return numbers.get(key).format(x);
}

/** A score change as HTML: +3 marked positive, −3 negative (a true minus sign), 0 plain. */
export function signed(x) {
  const v = Math.round(x * 100) / 100;
  if (v > 0) return `<span class="pos">+${number(v)}</span>`;
  if (v < 0) return `<span class="neg">−${number(-v)}</span>`;
  return "0";
}

/** An error in the page language: the engine's message in it (or in English), else the error's own text. */
export function errorText(err) {
  if (!err) return "";
  if (typeof err === "object" && (err[lang()] || err.en || err.cs)) return err[lang()] || err.en || err.cs; // as tx() reads a text
  return String(err.message || err);
}

/** The score unit of the game `entry` ("points", "body" …), in the plural form that fits `n` when given. */
export function unit(entry, n = null) {
  const plural = tx(entry.score_unit) || "";
  if (n == null || typeof n !== "number") return plural;
  // The catalogue's forms by plural category; the platform knows which category `n` takes.
  const forms = (entry.score_unit_forms || {})[lang()] || {};
  return forms[new Intl.PluralRules(lang()).select(Math.abs(n))] || forms.other || plural;
}
