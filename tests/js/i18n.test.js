// The page's labels that are glossary words (i18n.js) come from the engine's glossary,
// the one the engine's own sentences use: the page's messages in the catalogues keep no copy of
// them, so the table's buttons and the engine can never call one thing by two names.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PAGE_TABLES } from "./languages.mjs";
import { setLang, t, useGlossary } from "../../web/js/i18n.js";

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

test("labels that are glossary words are the engine's words, in both languages", async () => {
  useGlossary(GLOSSARY);
  for (const lang of ["cs", "en"]) {
    await setLang(lang);
    for (const [key, word] of Object.entries(LABELS)) assert.equal(t(key), GLOSSARY[word][lang], `${lang} ${key}`);
  }
  await setLang("en");
});

test("the catalogues keep no page message for a glossary label", () => {
  for (const lang of ["cs", "en"]) {
    for (const key of Object.keys(LABELS)) assert.equal(PAGE_TABLES[lang][key], undefined, `${lang} ${key}`);
  }
});

test("other labels still come from the catalogues' page messages, with their placeholders filled", async () => {
  useGlossary(GLOSSARY);
  await setLang("cs");
  const key = Object.keys(PAGE_TABLES.cs).find((k) => !(k in LABELS) && typeof PAGE_TABLES.cs[k] === "string" && !PAGE_TABLES.cs[k].includes("{"));
  assert.equal(t(key), PAGE_TABLES.cs[key]);
  assert.equal(t("seat.person", { n: 3 }), "Hráč 3");
  await setLang("en");
});
