// Starts CPython (Pyodide) from the files engine.json names, the same way in the
// browser's worker (../worker.js) and under Node (tools/pyodide-run.mjs), so the
// tests run exactly what ships: the runtime, the trimmed stdlib of .pyc files
// (tools/build-python.mjs) and the engine's .pyc zip on sys.path. No package
// manager runs: the lockfile is empty and nothing is installed.

/** Where the engine's zip is written in Pyodide's file system (also in its tracebacks). */
export const ENGINE_MOUNT = "/lib/cardavia.zip";

/**
 * The started Pyodide, with `import cardavia` working.
 *   loadPyodide  the runtime's loader (pyodide.mjs)
 *   manifest     the parsed engine.json
 *   base         URL (browser) or folder path ending in "/" (Node) of the site
 *   engineBytes  a promise of the engine zip's bytes, already integrity-checked
 *   options      more loadPyodide options (stdout, _loadSnapshot, ...)
 */
export async function startPython({ loadPyodide, manifest, base, engineBytes, options = {} }) {
  const pyodide = await loadPyodide({
    indexURL: resolve(manifest.pyodide, base),
    stdLibURL: resolve(manifest.files.stdlib.url, base),
    lockFileContents: { info: manifest.lock_info, packages: {} },
    ...options,
  });
  pyodide.FS.writeFile(ENGINE_MOUNT, await engineBytes);
  const sys = pyodide.pyimport("sys");
  if (!sys.path.includes(ENGINE_MOUNT)) sys.path.insert(0, ENGINE_MOUNT);
  sys.destroy();
  return pyodide;
}

function resolve(relative, base) {
  return base.includes("://") ? new URL(relative, base).href : base + relative;
}
