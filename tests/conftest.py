"""Shared pytest set-up: the engine's sources are importable with their message catalogues compiled,
and the built site is snapshotted."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

import catalogues  # noqa: E402 (tools/catalogues.py, found through the line above)

# The engine from source reads locale/<language>.mo, which the build makes and git does not keep.
catalogues.compile_catalogues()


def _link_or_copy(source: str, target: str) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A snapshot of dist/ for this test session: a rebuild meanwhile cannot change what is tested."""
    if not (DIST / "engine.json").is_file():
        pytest.fail("dist/ is not built: run ./build.sh build (./build.sh test does it)")
    snapshot = tmp_path_factory.mktemp("site") / "dist"
    shutil.copytree(DIST, snapshot, copy_function=_link_or_copy)
    return snapshot
