"""Write the site's Pyodide lockfile: the runtime's lockfile plus our own wheels.

Runs in the lockfile tool's venv (Python >= 3.12 with ``pyodide-lock``; see
``tools/requirements-lock.txt``). It calls ``add_wheels_to_spec``, the function
behind ``pyodide lockfile add-wheels``: each wheel is checked against the
runtime's Python and platform, and its sha256 goes into the lockfile, which the
browser then enforces as Subresource Integrity when Pyodide downloads it.

The written lockfile keeps only the packages the site ships (our wheels and
what they depend on): an entry whose file is not served could only fail later.
Everything lands in a content-addressed folder ``<site>/engine/<hash>/`` (served
as immutable), and ``<site>/engine.json`` (served no-cache) tells the worker
where the runtime and the lockfile are.

Usage: python tools/lockfile.py --runtime-lock LOCK --site DIST --runtime-dir pyodide/V/ \
       --load cardavia WHEEL...
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

from pyodide_lock import PyodideLockSpec
from pyodide_lock.utils import add_wheels_to_spec


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def closure(spec: PyodideLockSpec, names: list[str]) -> set[str]:
    """The packages ``names`` need, themselves included."""
    keep: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name not in keep:
            keep.add(name)
            todo.extend(spec.packages[name].depends)
    return keep


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runtime-lock", type=Path, required=True, help="the runtime's pyodide-lock.json")
    parser.add_argument("--site", type=Path, required=True, help="the site folder being built (dist)")
    parser.add_argument("--runtime-dir", required=True, help="the runtime's folder, relative to the site")
    parser.add_argument("--load", action="append", required=True, help="a package the worker loads")
    parser.add_argument("wheels", type=Path, nargs="+")
    args = parser.parse_args()

    runtime_lock = PyodideLockSpec.from_json(args.runtime_lock)
    # One folder per content: the hash covers the wheels and the runtime they target.
    digest = hashlib.sha256(json.dumps(runtime_lock.info.to_dict(), sort_keys=True).encode())
    for wheel in sorted(args.wheels, key=lambda w: w.name):
        digest.update(f"{wheel.name} {sha256(wheel)}\n".encode())
    folder = args.site / "engine" / digest.hexdigest()[:16]
    folder.mkdir(parents=True, exist_ok=True)
    shipped = []
    for wheel in args.wheels:
        shutil.copy2(wheel, folder / wheel.name)
        shipped.append(folder / wheel.name)

    # Relative file names: Pyodide resolves them against the lockfile's folder.
    spec = add_wheels_to_spec(runtime_lock, shipped, base_path=folder)
    shipped_names = {wheel.name for wheel in shipped}
    added = sorted(name for name, pkg in spec.packages.items() if pkg.file_name in shipped_names)
    keep = closure(spec, added)
    missing = sorted(name for name in keep if not (folder / spec.packages[name].file_name).is_file())
    if missing:
        sys.exit(f"lockfile: the site does not ship {missing} that {added} depend on")
    for name in args.load:
        if name not in keep:
            sys.exit(f"lockfile: --load {name!r} is not one of the shipped wheels {added}")
    spec.packages = {name: spec.packages[name] for name in sorted(keep)}
    for name, pkg in spec.packages.items():
        if pkg.sha256 != sha256(folder / pkg.file_name):
            sys.exit(f"lockfile: sha256 of {name} does not match its file")
    spec.to_json(folder / "pyodide-lock.json")

    engine = spec.packages[args.load[0]]
    # What the worker downloads at start-up (for its progress bar): the runtime's
    # binaries (pyodide.asm.mjs is imported, not fetched) and the loaded wheels.
    runtime_dir = args.site / args.runtime_dir
    fetched = [p for p in runtime_dir.iterdir() if p.suffix in {".wasm", ".zip"}]
    fetched += [folder / spec.packages[name].file_name for name in closure(spec, args.load)]
    manifest = {
        "pyodide": args.runtime_dir.rstrip("/") + "/",
        "python": runtime_lock.info.python,
        "lockfile": f"{folder.relative_to(args.site).as_posix()}/pyodide-lock.json",
        "packages": args.load,
        "download_bytes": sum(p.stat().st_size for p in fetched),
        "engine": {"name": engine.name, "version": engine.version, "sha256": engine.sha256},
    }
    (args.site / "engine.json").write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"lockfile: {manifest['lockfile']} ({', '.join(f'{n} {spec.packages[n].version}' for n in keep)})")


if __name__ == "__main__":
    main()
