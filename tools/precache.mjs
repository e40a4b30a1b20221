#!/usr/bin/env node
// Write dist/sw.js's Workbox precache manifest: every file of the site with its
// revision, in place of self.__WB_MANIFEST (workbox-build's injection point, without
// workbox-build and the bundler it brings). A revision is the file's content hash,
// so a deploy downloads only the files that changed. engine/ and pyodide/<version>/
// are content-addressed (their names change with their content): no revision.
//
//   node tools/precache.mjs SITE

import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const CONTENT_ADDRESSED = /^(engine|pyodide\/[^/]+)\//;

const site = path.resolve(process.argv[2] ?? "dist");
const entries = await readdir(site, { recursive: true, withFileTypes: true });
const files = entries.filter((entry) => entry.isFile())
  .map((entry) => path.relative(site, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join("/"))
  .filter((name) => name !== "sw.js")
  .sort();
const manifest = [];
for (const name of files) {
  const revision = CONTENT_ADDRESSED.test(name) ? null
    : createHash("sha256").update(await readFile(path.join(site, name))).digest("hex").slice(0, 16);
  // The page is fetched as "./" (index.html by that name would be a second download).
  manifest.push({ url: name === "index.html" ? "./" : name, revision });
}
const parts = (await readFile(path.join(site, "sw.js"), "utf8")).split("self.__WB_MANIFEST");
if (parts.length !== 2) throw new Error("precache: web/sw.js must name self.__WB_MANIFEST once");
await writeFile(path.join(site, "sw.js"), parts.join(`[\n${manifest.map((entry) => JSON.stringify(entry)).join(",\n")}\n]`));
const revised = manifest.filter((entry) => entry.revision).length;
process.stdout.write(`precache: ${manifest.length} files (${revised} with a revision)\n`);
