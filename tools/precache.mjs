#!/usr/bin/env node
// Write dist/sw.js's Workbox precache manifest: every file of the site with its
// revision, in place of self.__WB_MANIFEST (workbox-build's injection point, without
// workbox-build and the bundler it brings). A revision is the file's content hash,
// so a deploy downloads only the files that changed. engine/ and pyodide/<version>/
// are content-addressed (their names change with their content): no revision. The page's words
// by language (i18n/, tools/page-messages.mjs) are left out, so a first visit downloads its own
// language's only: sw.js gets their addresses instead (self.__CARDAVIA_LANGUAGE_FILES) and keeps
// each once used.
//
//   node tools/precache.mjs SITE

import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { FOLDER, languageFiles } from "./page-messages.mjs";

const CONTENT_ADDRESSED = /^(engine|pyodide\/[^/]+)\//;

const site = path.resolve(process.argv[2] ?? "dist");
const entries = await readdir(site, { recursive: true, withFileTypes: true });
const files = entries.filter((entry) => entry.isFile())
  .map((entry) => path.relative(site, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join("/"))
  .filter((name) => name !== "sw.js" && !name.startsWith(`${FOLDER}/`))
  .sort();
const manifest = [];
for (const name of files) {
  const revision = CONTENT_ADDRESSED.test(name) ? null
    : createHash("sha256").update(await readFile(path.join(site, name))).digest("hex").slice(0, 16);
  // The page is fetched as "./" (index.html by that name would be a second download).
  manifest.push({ url: name === "index.html" ? "./" : name, revision });
}
/** `source` with its one `placeholder` replaced by `value`. */
function inject(source, placeholder, value) {
  const parts = source.split(placeholder);
  if (parts.length !== 2) throw new Error(`precache: web/sw.js must name ${placeholder} once`);
  return parts.join(value);
}
let worker = await readFile(path.join(site, "sw.js"), "utf8");
worker = inject(worker, "self.__WB_MANIFEST", `[\n${manifest.map((entry) => JSON.stringify(entry)).join(",\n")}\n]`);
worker = inject(worker, "self.__CARDAVIA_LANGUAGE_FILES", JSON.stringify(await languageFiles(site)));
await writeFile(path.join(site, "sw.js"), worker);
const revised = manifest.filter((entry) => entry.revision).length;
process.stdout.write(`precache: ${manifest.length} files (${revised} with a revision)\n`);
