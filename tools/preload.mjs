#!/usr/bin/env node
// Lists every JavaScript module of a page in its <head> as <link rel="modulepreload">,
// so the browser fetches the whole import graph in one round instead of one import
// level after another (four levels deep today: app.js → table.js → after.js → review.js).
//
//   node tools/preload.mjs PAGE.html
//
// Follows the static `import ... from "./x.js"` of every module script the page
// names, and writes the links where the page has its "<!-- modulepreload" comment.

import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const page = path.resolve(process.argv[2] ?? "dist/index.html");
const root = path.dirname(page);
const html = await readFile(page, "utf8");
const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["'](\.{1,2}\/[^"']+)["']|^\s*import\s+["'](\.{1,2}\/[^"']+)["']/gm;

const seen = new Set();
async function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const source = await readFile(file, "utf8");
  for (const match of source.matchAll(IMPORT)) await visit(path.resolve(path.dirname(file), match[1] ?? match[2]));
}
for (const match of html.matchAll(/<script type="module" src="([^"]+)"/g)) await visit(path.resolve(root, match[1]));

const links = [...seen].map((file) => path.relative(root, file).split(path.sep).join("/")).sort()
  .map((href) => `<link rel="modulepreload" href="${href}">`);
const marker = html.indexOf("<!-- modulepreload");
if (marker < 0) throw new Error(`preload: ${page} has no "<!-- modulepreload" comment`);
await writeFile(page, `${html.slice(0, marker)}${links.join("\n")}\n${html.slice(marker)}`);
process.stdout.write(`preload: ${links.length} modules listed in ${path.relative(process.cwd(), page)}\n`);
