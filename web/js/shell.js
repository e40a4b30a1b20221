// The page's shell around every route: the static texts of the header and footer, the
// engine's progress bar, and the settings dialog.
import { sharedEngine } from "./engine.js";
import { LANGS, labelled, lang, t } from "./i18n.js";
import { onSettings, reducedMotion, scaleInUse, screenScaleLimit, settings, updateSettings } from "./settings.js";
import { cardSVG } from "./cards.js";
import { number } from "./format.js";

/** The static texts in the page language: an element's text (`data-i18n`), a meta tag's content (`data-i18n-content`). */
export function translateStatic(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-content]")) node.content = t(node.dataset.i18nContent);
}

/** The progress bar follows the engine's start; `onReady()` once it is ready. */
export function startEngine(onReady) {
  const engine = sharedEngine();
  const bar = document.querySelector("[data-testid=progress-bar]");
  const label = document.querySelector("[data-testid=progress-label]");
  let lastProgress = null;
  const show = (fraction, text) => {
    bar.style.width = `${percent(fraction)}%`;
    label.textContent = text;
  };
  const percent = (fraction) => Math.round(Math.max(0.03, Math.min(1, fraction)) * 100);
  // While loading, the label starts with the bar's own percentage: the two never disagree.
  const progress = ({ stage, fraction, step, loaded, total }) => {
    lastProgress = { stage, fraction: fraction ?? 0, step, loaded, total };
    show(lastProgress.fraction, loadingText());
  };
  const loadingText = () => {
    const { fraction, step, loaded = 0, total = 0 } = lastProgress;
    const words = step ? t(`progress.${step}`, { loaded: number(loaded, 1, 1), total: number(total, 1, 1) }) : t("engine.runtime");
    return `${percent(fraction)} % · ${words}`;
  };
  const failed = ({ message }) => show(1, `${labelled(t("engine.error"))} ${message}`);
  const ready = () => {
    show(1, t("engine.ready"));
    onReady();
  };
  // The engine may be well on its way (boot.js started its worker): draw where it is now, then follow it.
  if (engine.state === "ready") ready();
  else if (engine.state === "error") failed(engine.failure);
  else if (engine.lastProgress) progress(engine.lastProgress);
  else progress({ stage: "runtime", fraction: 0 });
  engine.addEventListener("progress", (ev) => progress(ev.detail));
  engine.addEventListener("error", (ev) => {
    ev.preventDefault();
    failed(ev.detail);
  });
  onSettings(() => {
    if (lastProgress && engine.state === "loading") label.textContent = loadingText();
  });
  engine.addEventListener("ready", ready);
  engine.start().catch(() => {});
}

/** A slider's value as the page's language writes it: seconds ("0,5 s") or a percentage ("80 %"). */
function sliderValue(key, value) {
  if (key === "pause") {
    return t("settings.seconds", { n: number(value / 1000, 1, 1) });
  }
  return new Intl.NumberFormat(lang(), { style: "percent" }).format(value / 100);
}

/** A language by its own name, as a list of languages shows it: "Čeština", "English". */
function ownName(code) {
  const name = new Intl.DisplayNames([code], { type: "language" }).of(code) || code;
  return name.slice(0, 1).toLocaleUpperCase(code) + name.slice(1);
}

/** The settings dialog: opened from the header, every change applied at once; `onChange()` after any. */
export function initSettingsPanel(onChange) {
  const dialog = document.getElementById("settings");
  const form = dialog.querySelector("form");
  const openBtn = document.querySelector("[data-testid=settings-button]");
  form.lang.replaceChildren(...LANGS.map((code) => new Option(ownName(code), code)));
  const sync = () => {
    const s = settings();
    form.lang.value = s.lang || lang(); // the one chosen, while its words may still be on their way (i18n.js)
    // The table size as this screen takes it (settings.js): the slider ends where the screen does.
    const limit = screenScaleLimit();
    form.scale.max = String(limit);
    const shown = { ...s, scale: scaleInUse() };
    for (const key of ["contrast", "grain", "temperature", "pause", "scale"]) {
      form[key].value = shown[key];
      form[key].nextElementSibling.textContent = sliderValue(key, shown[key]);
    }
    const limitNote = dialog.querySelector(".scale-limit-note");
    limitNote.hidden = limit >= 200;
    limitNote.textContent = t("settings.scaleLimit", { max: limit });
    form.fourColour.checked = s.fourColour;
    form.autoPlay.checked = s.autoPlay;
    form.sound.checked = s.sound;
    form.speed.value = s.speed;
    for (const r of form.querySelectorAll("input[name=picture]")) r.checked = r.value === s.picture;
    dialog.querySelector(".reduced-motion-note").hidden = !reducedMotion();
    dialog.querySelector(".sample-cards").innerHTML = ["CK", "DA", "S7", "B10"]
      .map((c) => cardSVG(c, "pack52", { picture: s.picture, lang: lang() }))
      .join("");
  };
  openBtn.addEventListener("click", () => {
    sync();
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
  });
  form.addEventListener("input", (ev) => {
    const el = ev.target;
    if (!el.name) return;
    let value = el.type === "checkbox" ? el.checked : el.value;
    if (el.type === "range") value = +value;
    updateSettings({ [el.name]: value });
    sync();
  });
  onSettings(onChange);
}
