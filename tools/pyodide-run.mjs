#!/usr/bin/env node
// Run a Python script inside real Pyodide under Node, with the engine installed
// from the built site exactly as the browser installs it.
//
//   node tools/pyodide-run.mjs [--packages a,b] [--site DIR] <script.py> [args...]
//
// Loads the runtime that dist/ self-hosts (dist/pyodide/<version>/), and the
// site's lockfile (dist/engine.json names it). Before Pyodide starts, every
// package file in that lockfile is checked against its sha256, as the browser's
// Subresource Integrity check does (Pyodide skips it under Node). Then it loads
// the packages the page loads (cardavia) plus any --packages (e.g. micropip),
// mounts the script's folder at its own path and runs the script as __main__
// with sys.argv = [script, ...args]. stdout/stderr are forwarded; the exit status
// is the script's (SystemExit) or 1 on an uncaught Python exception.
// Note: sources under py/ are NOT mounted, so `import cardavia` is the wheel's.

import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function usage(message) {
  if (message) process.stderr.write(`pyodide-run: ${message}\n`);
  process.stderr.write("usage: node tools/pyodide-run.mjs [--packages a,b] [--site DIR] <script.py> [args...]\n");
  process.exit(2);
}

function parseArgs(argv) {
  const options = { packages: [], site: path.join(ROOT, "dist") };
  let i = 0;
  for (; i < argv.length && argv[i].startsWith("--"); i += 1) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[++i];
    if (value === undefined) usage(`${flag} needs a value`);
    if (flag === "--packages") options.packages.push(...value.split(",").filter(Boolean));
    else if (flag === "--site") options.site = path.resolve(value);
    else usage(`unknown option ${flag}`);
  }
  if (i >= argv.length) usage("no script given");
  return { ...options, script: path.resolve(argv[i]), args: argv.slice(i + 1) };
}

async function verifyLockfile(lockfilePath) {
  const lockfile = JSON.parse(await readFile(lockfilePath, "utf8"));
  const folder = path.dirname(lockfilePath);
  for (const [name, entry] of Object.entries(lockfile.packages)) {
    const file = path.join(folder, entry.file_name);
    let bytes;
    try {
      bytes = await readFile(file);
    } catch {
      throw new Error(`lockfile lists ${name} but ${file} is missing`);
    }
    const digest = createHash("sha256").update(bytes).digest("hex");
    if (digest !== entry.sha256) {
      throw new Error(`integrity check failed for ${name}: ${entry.file_name} has sha256 ${digest}, `
        + `the lockfile says ${entry.sha256}`);
    }
  }
  return lockfile;
}

const RUNNER = `
import runpy, sys, traceback
def _cardavia_run(script, args):
    sys.argv = [script, *args]
    try:
        runpy.run_path(script, run_name="__main__")
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
  const { packages, site, script, args } = parseArgs(process.argv.slice(2));
  let manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(site, "engine.json"), "utf8"));
  } catch {
    usage(`${site}/engine.json is missing: run ./build.sh build first`);
  }
  const lockfilePath = path.join(site, manifest.lockfile);
  await verifyLockfile(lockfilePath);

  const indexURL = path.join(site, manifest.pyodide) + path.sep;
  const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
  const raw = (stream) => ({ write: (bytes) => (stream.write(bytes), bytes.length) });
  const pyodide = await loadPyodide({
    indexURL,
    lockFileURL: lockfilePath,
    packages: [...manifest.packages, ...packages],
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
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
