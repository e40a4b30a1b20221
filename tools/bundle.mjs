#!/usr/bin/env node
// Bundle the page's scripts in a built site: the page's modules (web/js/app.js and
// every module it imports) into js/app.js, and the engine's worker (web/worker.js
// with start-python.mjs and snapshot-pack.mjs) into worker.js, with esbuild. A page
// open then fetches two scripts instead of some thirty modules, one import level
// after another: the catalogue shows sooner, and on a first visit the engine's own
// downloads do not queue behind the page's. The source stays one module per job (and
// Node's tests import it as it is); the modules a bundle took in are removed from
// the site, so nothing ships twice. First it writes the page's words, one file per language
// (tools/page-messages.mjs): the default language's go into the bundle, the others' addresses too,
// and every language's into index.html's <noscript>.
//
//   node tools/bundle.mjs SITE        (after web/ is copied into SITE)

import { readFile, readdir, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { languages } from "./linguas.mjs";
import { DEFAULT_LANGUAGE, languageFiles, noscriptText, writeLanguageFiles } from "./page-messages.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB = path.join(ROOT, "web");
const site = path.resolve(process.argv[2] ?? "dist");
const ENTRIES = { "js/app": "js/app.js", worker: "worker.js" };
const tables = await writeLanguageFiles(site);
// A page without JavaScript says so in every language (no script is there to choose one).
const page = path.join(site, "index.html");
await writeFile(page, (await readFile(page, "utf8")).replace(/<noscript>.*?<\/noscript>/s, `<noscript>${noscriptText(tables)}</noscript>`));

const result = await build({
  absWorkingDir: WEB,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([out, source]) => [out, path.join(WEB, source)])),
  outdir: site,
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  legalComments: "inline",
  // Loaded at run time from the site itself (Workbox's page library, the Pyodide runtime).
  external: ["../workbox/*"],
  // The page's languages (web/js/i18n.js): py/cardavia/locale/LINGUAS, the engine's own list.
  // Its words: the default language's in the bundle (no request on its critical path), every language's
  // file by address (fetched when spoken).
  define: {
    "globalThis.CARDAVIA_LANGUAGES": JSON.stringify(languages()),
    "globalThis.CARDAVIA_PAGE_MESSAGES": JSON.stringify(tables[DEFAULT_LANGUAGE]),
    "globalThis.CARDAVIA_LANGUAGE_FILES": JSON.stringify(await languageFiles(site)),
  },
  allowOverwrite: true,
  metafile: true,
  logLevel: "warning",
});
const entries = new Set(Object.values(ENTRIES));
let removed = 0;
for (const input of Object.keys(result.metafile.inputs)) {
  if (input.startsWith("<define:")) continue; // a value the build put in (the languages, words), no file
  const name = path.relative(WEB, path.resolve(WEB, input)).split(path.sep).join("/");
  if (entries.has(name)) continue;
  await rm(path.join(site, name));
  removed += 1;
  const folder = path.dirname(path.join(site, name));
  if (folder !== site && (await readdir(folder)).length === 0) await rmdir(folder);
}
const sizes = Object.entries(result.metafile.outputs).map(([file, out]) => `${path.basename(file)} ${(out.bytes / 1e3).toFixed(0)} kB`);
process.stdout.write(`bundle: ${sizes.join(", ")} (${removed} modules taken in)\n`);
