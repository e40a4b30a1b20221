#!/usr/bin/env node
// Run a Python script inside real Pyodide under Node, started from exactly the
// files the built site ships and the way its worker starts them.
//
//   node tools/pyodide-run.mjs [--full-stdlib] [--from-snapshot] [--site DIR] <script.py> [args...]
//
// Reads dist/engine.json, checks every file it names against its sha256 (the
// browser's worker checks them before use; Pyodide reads them from disk
// here), then starts Python with web/start-python.mjs: the self-hosted runtime,
// the trimmed .pyc stdlib and the engine's .pyc zip. So a stdlib module the
// engine needs but the build left out fails here as it would for a player.
// --full-stdlib uses the npm package's whole python_stdlib.zip instead (for
// benchmarks and tools that import more than the engine does; it has no
// sitecustomize, so its start runs with the garbage collector on).
// --from-snapshot starts the way a returning browser does: Python starts from
// bytecode, the engine is imported, a memory snapshot is taken, and the script
// runs in a second Python restored from that snapshot (web/worker.js).
// It mounts the script's folder at its own path and runs the script as __main__
// with sys.argv = [script, ...args]. stdout/stderr are forwarded; the exit status
// is the script's (SystemExit) or 1 on an uncaught Python exception.
// Note: sources under py/ are NOT mounted, so `import cardavia` is the site's.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { engineSnapshot, integrityOf, startPython } from "../web/start-python.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function usage(message) {
  if (message) process.stderr.write(`pyodide-run: ${message}\n`);
  process.stderr.write("usage: node tools/pyodide-run.mjs [--full-stdlib] [--from-snapshot] [--site DIR] <script.py> [args...]\n");
  process.exit(2);
}

function parseArgs(argv) {
  const options = { fullStdlib: false, fromSnapshot: false, site: path.join(ROOT, "dist") };
  let i = 0;
  for (; i < argv.length && argv[i].startsWith("--"); i += 1) {
    const [flag, inline] = argv[i].split("=", 2);
    if (flag === "--full-stdlib" || flag === "--from-snapshot") {
      options[flag === "--full-stdlib" ? "fullStdlib" : "fromSnapshot"] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) usage(`${flag} needs a value`);
    if (flag === "--site") options.site = path.resolve(value);
    else usage(`unknown option ${flag}`);
  }
  if (i >= argv.length) usage("no script given");
  return { ...options, script: path.resolve(argv[i]), args: argv.slice(i + 1) };
}

/** The bytes of one file engine.json names, refused unless they match its integrity. */
async function verified(site, name, file) {
  let bytes;
  try {
    bytes = await readFile(path.join(site, file.url));
  } catch {
    throw new Error(`engine.json lists ${name} but ${file.url} is missing`);
  }
  const digest = await integrityOf(bytes);
  if (digest !== file.integrity) {
    throw new Error(`integrity check failed for ${name}: ${file.url} has ${digest}, engine.json says ${file.integrity}`);
  }
  return bytes;
}

// Plain exec, not runpy: the harness imports nothing the site's stdlib lacks.
const RUNNER = `
import sys, traceback
def _cardavia_run(script, args):
    sys.argv = [script, *args]
    sys.path.insert(0, script.rsplit("/", 1)[0])
    try:
        with open(script, encoding="utf-8") as source:
            code = compile(source.read(), script, "exec")
        exec(code, {"__name__": "__main__", "__file__": script, "__builtins__": __builtins__})
    except SystemExit as stop:
        if stop.code is None or isinstance(stop.code, int):
            return stop.code or 0
        print(stop.code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 0
_cardavia_run
`;

async function main() {
  const { fullStdlib, fromSnapshot, site, script, args } = parseArgs(process.argv.slice(2));
  let manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(site, "engine.json"), "utf8"));
  } catch {
    usage(`${site}/engine.json is missing: run ./build.sh build first`);
  }
  const files = Object.entries(manifest.files);
  const checked = Object.fromEntries(await Promise.all(files.map(async ([name, file]) => [name, await verified(site, name, file)])));
  if (fullStdlib) {
    const full = path.relative(site, path.join(ROOT, "node_modules", "pyodide", "python_stdlib.zip"));
    manifest = { ...manifest, files: { ...manifest.files, stdlib: { url: full } } };
  }
  const { loadPyodide } = await import(pathToFileURL(path.join(site, manifest.pyodide, "pyodide.mjs")).href);
  const start = (extra) => startPython({
    loadPyodide,
    manifest,
    base: site + path.sep,
    engineBytes: Promise.resolve(checked.engine),
    ...extra,
    options: {
      stdout: (line) => process.stdout.write(`${line}\n`),
      stderr: (line) => process.stderr.write(`${line}\n`),
    },
  });
  let pyodide;
  if (fromSnapshot) {
    const snapshot = engineSnapshot(await start({ makeSnapshot: true }));
    pyodide = await start({ snapshot });
  } else {
    pyodide = await start({});
  }
  const raw = (stream) => ({ write: (bytes) => (stream.write(bytes), bytes.length) });
  pyodide.setStdout(raw(process.stdout));
  pyodide.setStderr(raw(process.stderr));

  const folder = path.dirname(script);
  pyodide.FS.mkdirTree(folder);
  pyodide.mountNodeFS(folder, folder);
  const run = pyodide.runPython(RUNNER);
  const status = run(script, pyodide.toPy(args));
  process.exitCode = status;
}

main().catch((error) => {
  process.stderr.write(`pyodide-run: ${error && error.stack ? error.stack : error}\n`);
  process.exit(1);
});
