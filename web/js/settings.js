// Player preferences, remembered in localStorage and applied as CSS variables
// and classes on <html> (no inline styles in the HTML, so a strict CSP holds).
import { LANGS, preferredLang, setLang } from "./i18n.js";

const KEY = "cardavia.settings";
const DEFAULTS = {
  lang: null, // null: the browser's language
  contrast: 50,
  grain: 50,
  temperature: 50,
  fourColour: false,
  picture: "latin", // the 52-card pack: "latin" or "french"
  speed: "normal", // off | fast | normal | slow
  pause: 200, // ms before each computer move, counted from its request (a club can slow it down to 3 s)
  autoPlay: false, // play my only legal card by itself
  sound: false, // card played, trick won, your turn
  scale: 100, // % of the base font size (big screens)
};
const SPEEDS = { off: 0, fast: 0.4, normal: 0.7, slow: 1.6 };

let values = { ...DEFAULTS };
const listeners = new Set();

// A turned phone or a resized window changes what the screen takes: the size in use follows.
let appliedLimit = null;
if (globalThis.window && window.addEventListener) {
  window.addEventListener("resize", () => {
    if (screenScaleLimit() !== appliedLimit) apply();
  });
}

export function loadSettings() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "{}");
    if (saved && typeof saved === "object") values = sanitize({ ...DEFAULTS, ...saved });
  } catch {
    values = { ...DEFAULTS };
  }
  apply();
  return values;
}

function sanitize(v) {
  const num = (x, lo, hi, d) => (Number.isFinite(+x) ? Math.min(hi, Math.max(lo, +x)) : d);
  return {
    lang: LANGS.includes(v.lang) ? v.lang : null,
    contrast: num(v.contrast, 0, 100, 50),
    grain: num(v.grain, 0, 100, 50),
    temperature: num(v.temperature, 0, 100, 50),
    fourColour: v.fourColour === true,
    picture: v.picture === "french" ? "french" : "latin",
    speed: Object.hasOwn(SPEEDS, v.speed) ? v.speed : "normal",
    pause: num(v.pause, 0, 3000, 200),
    autoPlay: v.autoPlay === true,
    sound: v.sound === true,
    scale: num(v.scale, 80, 200, 100),
  };
}

export function settings() {
  return values;
}

export function updateSettings(patch) {
  values = sanitize({ ...values, ...patch });
  try {
    localStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    /* private mode: settings last for this visit only */
  }
  apply();
  for (const fn of listeners) fn(values);
}

export function onSettings(fn) {
  listeners.add(fn);
}

export function reducedMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The largest table size (%) this screen takes: the table is laid out for a 360-px phone at
 * 100 %, so a screen's shorter side grants a share of that, in the slider's steps of 10,
 * never below 100 % (every screen from 320 px takes the default) nor above 200 %.
 */
export function screenScaleLimit() {
  const side = Math.min(window.innerWidth || 360, window.innerHeight || 360);
  return Math.max(100, Math.min(200, Math.floor((100 * side) / 360 / 10) * 10));
}

/** The table size in use (%): the chosen one, as far as the screen takes it. */
export function scaleInUse() {
  return Math.min(values.scale, screenScaleLimit());
}

/** Multiplier for animation durations: 0 when animations are off. */
export function speedFactor() {
  if (reducedMotion()) return 0;
  return Object.hasOwn(SPEEDS, values.speed) ? SPEEDS[values.speed] : 1;
}

/** Wait `ms` milliseconds (the table's and the demo's pauses, scaled by the caller). */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The embed's and the demo's `theme` parameter (README): a look in one word.
const THEMES = {
  warm: { temperature: 50, contrast: 50 },
  cool: { temperature: 0, contrast: 50 },
  contrast: { temperature: 30, contrast: 100, grain: 0 },
};

/** The theme `params` ask for (`?theme=`), when it is one of ours; else null. */
export function themeParam(params) {
  const name = params.get("theme");
  return Object.hasOwn(THEMES, name) ? name : null;
}

/** A page-level override for this visit, not remembered (tests, embeds, the demo):
 * `?speed=off&pause=0&theme=cool&scale=160` in the URL. */
export function applyUrlOverrides(params) {
  // Own keys only: `?speed=constructor` or `?theme=__proto__` names no speed or theme (themeParam).
  const theme = themeParam(params);
  const patch = { ...(theme ? THEMES[theme] : {}) };
  if (params.has("scale") && Number.isFinite(+params.get("scale"))) patch.scale = +params.get("scale");
  if (params.has("speed") && Object.hasOwn(SPEEDS, params.get("speed"))) patch.speed = params.get("speed");
  if (params.has("pause") && Number.isFinite(+params.get("pause"))) patch.pause = +params.get("pause");
  if (params.has("lang")) patch.lang = params.get("lang");
  if (Object.keys(patch).length) values = sanitize({ ...values, ...patch });
  apply();
}

function mix(a, b, f) {
  return a.map((x, i) => Math.round(x + (b[i] - x) * f));
}

function rgb(c) {
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

/** The parchment look: temperature slides paper/ink from cool grey to warm sepia. */
function apply() {
  const root = document.documentElement;
  appliedLimit = screenScaleLimit();
  // A language's words may still be on their way (i18n.js): once they come, the page is drawn again.
  setLang(values.lang || preferredLang()).then((late) => {
    if (late) for (const fn of listeners) fn(values);
  });
  const warm = values.temperature / 100;
  const paper = mix([236, 238, 240], [246, 232, 200], warm);
  const paper2 = mix([220, 224, 228], [233, 212, 170], warm);
  const ink = mix([26, 30, 38], [52, 33, 18], warm);
  const felt = mix([38, 74, 70], [70, 86, 48], warm);
  const contrast = values.contrast / 100; // 0.5 = as designed
  const inkC = mix(ink, [0, 0, 0], Math.max(0, contrast - 0.5) * 2);
  const inkL = mix(inkC, [120, 110, 100], Math.max(0, 0.5 - contrast));
  root.style.setProperty("--paper", rgb(paper));
  root.style.setProperty("--paper-2", rgb(paper2));
  root.style.setProperty("--ink", rgb(inkL));
  root.style.setProperty("--felt", rgb(felt));
  root.style.setProperty("--felt-dark", rgb(mix(felt, [0, 0, 0], 0.35)));
  root.style.setProperty("--contrast", String(0.75 + contrast * 0.5));
  root.style.setProperty("--grain", String((values.grain / 100) * 0.35));
  root.style.setProperty("--scale", String(scaleInUse() / 100));
  root.style.setProperty("--dur", String(speedFactor())); // CSS flights last as long as the table waits for them
  root.classList.toggle("four-colour", values.fourColour);
  root.classList.toggle("picture-french", values.picture === "french");
  root.classList.toggle("no-motion", speedFactor() === 0);
}
