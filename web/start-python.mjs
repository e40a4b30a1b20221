// Starts CPython (Pyodide) from the files engine.json names, the same way in the
// browser's worker (../worker.js) and under Node (tools/pyodide-run.mjs), so the
// tests run exactly what ships: the runtime, the trimmed stdlib of .pyc files
// (tools/build-python.mjs) and the engine's .pyc zip on sys.path. No package
// manager runs: the lockfile is empty and nothing is installed.
//
// Two ways to start, with the same result (`import cardavia.bridge` done):
//   from bytecode  CPython initialises and imports the engine (about a second in
//                  the browser); with makeSnapshot the caller may then take
//                  engineSnapshot(pyodide): a copy of the WebAssembly memory
//   from a snapshot  the memory of such a start is restored instead (a fifth of
//                  the time). A snapshot fits one runtime + stdlib + engine build
//                  only: snapshotKey(manifest) names that build.

/** Where the engine's zip is written in Pyodide's file system (also in its tracebacks). */
export const ENGINE_MOUNT = "/lib/cardavia.zip";

/** The module whose import makes the engine ready (the worker's only entry point). */
export const ENGINE_MODULE = "cardavia.bridge";

/**
 * The started Pyodide, with the engine (ENGINE_MODULE) imported.
 *   loadPyodide   the runtime's loader (pyodide.mjs)
 *   manifest      the parsed engine.json
 *   base          URL (browser) or folder path ending in "/" (Node) of the site
 *   engineBytes   a promise of the engine zip's bytes, already integrity-checked
 *   snapshot      bytes of an engineSnapshot for this build: restore it instead of starting afresh
 *   makeSnapshot  start so that engineSnapshot() can be taken later
 *   onRuntime     called once the runtime is downloaded and instantiated, just before
 *                 CPython starts (or its memory is restored): the end of the download stage
 *   onEngine      called when CPython has started from bytecode and the engine's import begins
 *   options       more loadPyodide options (stdout, ...)
 * A snapshot that does not fit this runtime (or is damaged) rejects; the caller starts
 * again without it.
 */
export async function startPython({
  loadPyodide, manifest, base, engineBytes, snapshot = null, makeSnapshot = false, onRuntime = () => {}, onEngine = () => {},
  options = {},
}) {
  const pyodide = await loadPyodide({
    indexURL: resolve(manifest.pyodide, base),
    stdLibURL: resolve(manifest.files.stdlib.url, base),
    lockFileContents: { info: manifest.lock_info, packages: {} },
    ...(snapshot ? { _loadSnapshot: snapshot } : {}),
    ...(makeSnapshot ? { _makeSnapshot: true } : {}),
    // Runs after the WebAssembly is instantiated and before Python starts. A restored memory
    // needs the zip too: modules the snapshot had not imported yet (a game's AI, error
    // paths) are read from it later.
    fsInit: async (FS) => {
      onRuntime();
      FS.writeFile(ENGINE_MOUNT, await engineBytes);
    },
    ...options,
  });
  if (snapshot) {
    // The restored heap must be the engine's: its bridge already imported. Every restore also
    // repeats the snapshot's `random` state, so it is reseeded from the OS (the engine itself
    // only uses its own seeded Rng, but nothing that runs here should see the same "random"
    // numbers in every tab).
    const ok = pyodide.runPython(`import random, sys\nrandom.seed()\n${JSON.stringify(ENGINE_MODULE)} in sys.modules`);
    if (ok !== true) throw new Error("the snapshot does not hold the engine");
  } else {
    const sys = pyodide.pyimport("sys");
    if (!sys.path.includes(ENGINE_MOUNT)) sys.path.insert(0, ENGINE_MOUNT);
    sys.destroy();
    onEngine();
    // The shipped stdlib's sitecustomize (python/sitecustomize.py) paused the cyclic garbage
    // collector for the imports. What they made lives as long as the page, so it is frozen out
    // of every later collection (the AI's searches included) before the collector resumes; the
    // collector resumes whatever the import does. (A collection here would free 183 objects of
    // some 33,000, for 10-17 ms under Node: not worth it.)
    pyodide.runPython(`import gc\ntry:\n    import ${ENGINE_MODULE}\n    gc.freeze()\nfinally:\n    gc.enable()`);
  }
  return pyodide;
}

/**
 * A memory snapshot of a Pyodide started with makeSnapshot (the engine is imported by then),
 * taken before any request: it holds no match and no player's data.
 */
export function engineSnapshot(pyodide) {
  return pyodide.makeMemorySnapshot();
}

/**
 * The name of the build a snapshot belongs to: a digest of the runtime's, the stdlib's
 * and the engine's integrity, so a deploy that changes any of them never restores an
 * old memory (Pyodide also refuses a snapshot of another runtime build by its own id).
 */
export async function snapshotKey(manifest) {
  const { wasm, stdlib, engine } = manifest.files;
  const text = [manifest.pyodide, wasm.integrity, stdlib.integrity, engine.integrity].join("\n");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The integrity of `bytes` as engine.json writes it (a Subresource Integrity string: "sha256-"
 * and the base64 digest): the build writes it, the worker and tools/pyodide-run.mjs check by it.
 */
export async function integrityOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

function resolve(relative, base) {
  return base.includes("://") ? new URL(relative, base).href : base + relative;
}
