#!/usr/bin/env node
// Write dist/sw.js from web/sw.js: the list of files the service worker caches
// for offline use and a build hash over their contents (a new hash is a new
// cache, so an update never mixes two builds' files).
//
//   node tools/precache.mjs SITE

import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const site = path.resolve(process.argv[2] ?? "dist");
const entries = await readdir(site, { recursive: true, withFileTypes: true });
const files = entries.filter((entry) => entry.isFile())
  .map((entry) => path.relative(site, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join("/"))
  .filter((name) => name !== "sw.js")
  .sort();
const hash = createHash("sha256");
for (const name of files) hash.update(`${name} ${createHash("sha256").update(await readFile(path.join(site, name))).digest("hex")}\n`);
const build = hash.digest("hex").slice(0, 16);
// "./" is the page itself (navigations are answered with it); index.html is not fetched by that name.
const urls = ["./", ...files.filter((name) => name !== "index.html")];
const source = await readFile(path.join(site, "sw.js"), "utf8");
const written = source.replace('"__BUILD__"', JSON.stringify(build)).replace('["__FILES__"]', JSON.stringify(urls, null, 1));
if (written === source) throw new Error("precache: web/sw.js has no __BUILD__/__FILES__ placeholders");
await writeFile(path.join(site, "sw.js"), written);
process.stdout.write(`precache: ${urls.length} files, build ${build}\n`);
