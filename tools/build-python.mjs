#!/usr/bin/env node
// Build the Python the site ships: precompiled bytecode, made by Pyodide's own
// interpreter (so the .pyc magic number is the one the browser's CPython wants).
//
//   node tools/build-python.mjs --wheel cardavia-X.whl --site dist --runtime-dir pyodide/V/
//
// 1. Starts Pyodide under Node with the npm package's full python_stdlib.zip and
//    the engine wheel on sys.path, then imports every engine module, every module
//    the engine's source names anywhere (also inside functions), and MARGIN.
// 2. Every module then in sys.modules that came from the stdlib zip (the runtime's
//    own start-up imports included, but OPTIONAL) is compiled to an unchecked-hash .pyc,
//    with the site's own start-up module, web/python/sitecustomize.py; the rest of
//    the stdlib is not shipped. The engine's modules are compiled the same way.
//    Modules and functions lose their docstrings (what \`python -OO\` drops, which the
//    stdlib is tested under; nothing here reads them): about a seventh of the stdlib
//    zip. Class docstrings stay (a dataclass without one builds one from its signature
//    at import), and so do asserts; WHOLE packages are compiled as they are.
//    Output: <site>/engine/stdlib-<hash>.zip and <site>/engine/cardavia-<version>-<hash>.zip
//    (content-addressed, so cached for good), each holding .pyc files only.
// 3. Writes <site>/engine.json: where the runtime and the two zips are, their
//    sha256 (the worker checks each before Pyodide gets it) and sizes (for
//    the progress bar). web/start-python.mjs reads it, in the browser and in
//    tools/pyodide-run.mjs alike.
// Deterministic: the same inputs give the same bytes (fixed zip timestamps).

import { createHash } from "node:crypto";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNTIME = path.join(ROOT, "node_modules", "pyodide");

// Imported on error and tooling paths the engine's normal run may not reach.
// A missing module is an ImportError for a player, so the margin errs on the
// side of shipping.
const MARGIN = [
  "traceback", "linecache", "warnings", "textwrap", "pprint", "reprlib", "copy", "string",
  "json", "json.decoder", "json.encoder", "json.scanner", "dataclasses", "enum", "typing", "functools",
  "operator", "collections", "collections.abc", "itertools", "heapq", "bisect", "random", "math",
  "statistics", "fractions", "decimal", "numbers", "hashlib", "base64", "struct", "datetime", "time",
  "encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig", "encodings.utf_16", "encodings.utf_32",
  "encodings.cp437", "encodings.unicode_escape", "encodings.raw_unicode_escape", "encodings.idna",
];
// Shipped whole without importing them here: the runtime's own packages (the
// browser's event loop and FFI may import parts that Node does not).
const WHOLE = ["pyodide", "_pyodide"];
// Left out although the runtime's start imports them: each only where it is present
// (asyncio treats ssl as optional, shutil and zipfile the bz2, lzma and zstd
// compressors), and nothing here uses TLS or those formats (Pyodide itself long
// shipped ssl and lzma as separate packages). Their import-time work was about a
// twentieth of Python's start in the browser.
const OPTIONAL = ["ssl", "bz2", "lzma", "compression"];

const TRACE = `
import ast, importlib, importlib.util, io, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def _stdlib_entries(stdlib_zip, wheel_path, engine_modules, margin, whole, optional):
    """(zip name, source) of every stdlib module the engine and runtime import."""
    sys.path.insert(0, wheel_path)
    wheel = zipfile.ZipFile(wheel_path)
    named = set()
    for name in wheel.namelist():
        if name.endswith(".py"):
            for node in ast.walk(ast.parse(wheel.read(name))):
                if isinstance(node, ast.Import):
                    named.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    named.add(node.module)
    for module in [*engine_modules, *sorted(named), *margin]:
        importlib.import_module(module)
    prefix = stdlib_zip + "/"
    entries = {}
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        name = origin[len(prefix):]
        if origin.startswith(prefix) and origin.endswith(".py") and name.split("/")[0].removesuffix(".py") not in optional:
            entries[name] = origin
    for name in zipfile.ZipFile(stdlib_zip).namelist():
        if name.endswith(".py") and name.split("/")[0] in whole:
            entries[name] = prefix + name
    sys.path.remove(wheel_path)
    return entries

def _without_docstrings(tree):
    """The module's and its functions' docstrings dropped (a body left empty gets a pass)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree

def _pyc(source, filename, docstrings=False):
    tree = ast.parse(source, filename)
    if not docstrings:
        tree = _without_docstrings(tree)
    code = compile(tree, filename, "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)

def _write_zip(members):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(members):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, members[name])
    return out.getvalue()

def build(stdlib_zip, wheel_path, engine_mount, margin_json, whole_json, optional_json, startup_source):
    wheel = zipfile.ZipFile(wheel_path)
    engine_modules = sorted(
        name[:-3].replace("/", ".").removesuffix(".__init__")
        for name in wheel.namelist() if name.endswith(".py"))
    entries = _stdlib_entries(stdlib_zip, wheel_path, engine_modules, json.loads(margin_json), json.loads(whole_json),
                               set(json.loads(optional_json)))
    source_zip = zipfile.ZipFile(stdlib_zip)
    whole = tuple(json.loads(whole_json))
    stdlib = {name[:-3] + ".pyc": _pyc(source_zip.read(name), origin, docstrings=name.split("/")[0] in whole)
              for name, origin in entries.items()}
    stdlib["sitecustomize.pyc"] = _pyc(startup_source.encode(), f"{stdlib_zip}/sitecustomize.py")
    engine = {}
    for name in wheel.namelist():
        data = wheel.read(name)
        if name.endswith(".py"):
            engine[name[:-3] + ".pyc"] = _pyc(data, f"{engine_mount}/{name}")
        elif not name.endswith("/RECORD"):
            engine[name] = data
    return _write_zip(stdlib), _write_zip(engine), json.dumps(sorted(entries))

build
`;

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i].replace(/^--/, "");
    if (!["wheel", "site", "runtime-dir"].includes(flag) || argv[i + 1] === undefined) {
      process.stderr.write(`build-python: bad option ${argv[i]}\n`);
      process.exit(2);
    }
    options[flag] = argv[i + 1];
  }
  for (const needed of ["wheel", "site", "runtime-dir"]) {
    if (!options[needed]) {
      process.stderr.write(`build-python: --${needed} is required\n`);
      process.exit(2);
    }
  }
  return options;
}

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const site = path.resolve(options.site);
  const runtimeDir = options["runtime-dir"].replace(/\/?$/, "/");
  const { loadPyodide } = await import(pathToFileURL(path.join(RUNTIME, "pyodide.mjs")).href);
  const runtimeLock = JSON.parse(await readFile(path.join(RUNTIME, "pyodide-lock.json"), "utf8"));
  // Bytecode without column positions (PEP 657's ranges, `python -X no_debug_ranges`): a fifth
  // of the zips' bytes; a traceback still names each file and line, only without the carets.
  const pyodide = await loadPyodide({
    indexURL: RUNTIME + path.sep,
    lockFileContents: { info: runtimeLock.info, packages: {} },
    env: { PYTHONNODEBUGRANGES: "1" },
  });
  const [major, minor] = pyodide.runPython("import sys; list(sys.version_info[:2])").toJs();
  const stdlibZip = `/lib/python${major}${minor}.zip`;
  const wheelBytes = await readFile(options.wheel);
  const wheelPath = `/tmp/${path.basename(options.wheel)}`;
  pyodide.FS.writeFile(wheelPath, wheelBytes);
  const { ENGINE_MOUNT, integrityOf } = await import(pathToFileURL(path.join(ROOT, "web", "start-python.mjs")).href);
  const startup = await readFile(path.join(ROOT, "web", "python", "sitecustomize.py"), "utf8");
  const build = pyodide.runPython(TRACE);
  const [stdlib, engine, modules] = build(stdlibZip, wheelPath, ENGINE_MOUNT, JSON.stringify(MARGIN), JSON.stringify(WHOLE),
    JSON.stringify(OPTIONAL), startup).toJs();
  build.destroy();

  const [name, version] = path.basename(options.wheel).split("-");
  const folder = path.join(site, "engine");
  await mkdir(folder, { recursive: true });
  const files = {};
  for (const [key, bytes, fileName] of [
    ["stdlib", stdlib, `stdlib-${sha256(stdlib).slice(0, 16)}.zip`],
    ["engine", engine, `${name}-${version}-${sha256(engine).slice(0, 16)}.zip`],
  ]) {
    await writeFile(path.join(folder, fileName), bytes);
    files[key] = { url: `engine/${fileName}`, integrity: await integrityOf(bytes), bytes: bytes.length };
  }
  const wasmPath = path.join(site, runtimeDir, "pyodide.asm.wasm");
  const wasm = await readFile(wasmPath);
  files.wasm = { url: `${runtimeDir}pyodide.asm.wasm`, integrity: await integrityOf(wasm), bytes: (await stat(wasmPath)).size };
  const manifest = {
    pyodide: runtimeDir,
    python: runtimeLock.info.python,
    lock_info: runtimeLock.info,
    files,
    download_bytes: Object.values(files).reduce((sum, file) => sum + file.bytes, 0),
    engine: { name, version, sha256: sha256(engine) },
  };
  await writeFile(path.join(site, "engine.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const count = JSON.parse(modules).length;
  process.stdout.write(`build-python: ${count} stdlib modules (${(stdlib.length / 1e6).toFixed(2)} MB), `
    + `${name} ${version} (${(engine.length / 1e3).toFixed(0)} kB) as .pyc\n`);
}

main().catch((error) => {
  process.stderr.write(`build-python: ${error && error.stack ? error.stack : error}\n`);
  process.exit(1);
});
