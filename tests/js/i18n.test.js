// The page's labels that are glossary words (i18n.js) come from the engine's glossary,
// the one the engine's own sentences use: strings.js keeps no copy of them, so the
// table's buttons and the engine can never call one thing by two names.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import "./languages.mjs";
import { setLang, t, useGlossary } from "../../web/js/i18n.js";
import { STRINGS } from "../../web/i18n/strings.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const venv = `${ROOT}.venv/bin/python`;
const GLOSSARY = JSON.parse(
  execFileSync(existsSync(venv) ? venv : "python3", ["-c", "import json; from cardavia.core.glossary import GLOSSARY; print(json.dumps(dict(GLOSSARY)))"], {
    cwd: ROOT, env: { ...process.env, PYTHONPATH: `${ROOT}py` }, encoding: "utf8",
  }),
);
// The page's label keys and the glossary words they are.
const LABELS = {
  "game.rules": "rules", "table.rules": "rules", "table.hint": "hint", "table.guide": "guide",
  "table.lastTrick": "last_trick", "table.scores": "score_sheet",
};

test("labels that are glossary words are the engine's words, in both languages", () => {
  useGlossary(GLOSSARY);
  for (const lang of ["cs", "en"]) {
    setLang(lang);
    for (const [key, word] of Object.entries(LABELS)) assert.equal(t(key), GLOSSARY[word][lang], `${lang} ${key}`);
  }
  setLang("en");
});

test("strings.js keeps no copy of a glossary label", () => {
  for (const lang of ["cs", "en"]) {
    for (const key of Object.keys(LABELS)) assert.equal(STRINGS[lang][key], undefined, `${lang} ${key}`);
  }
});

test("other labels still come from strings.js, with their placeholders filled", () => {
  useGlossary(GLOSSARY);
  setLang("cs");
  const key = Object.keys(STRINGS.cs).find((k) => !(k in LABELS) && !STRINGS.cs[k].includes("{"));
  assert.equal(t(key), STRINGS.cs[key]);
  setLang("en");
});
