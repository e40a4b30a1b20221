"""Run inside Pyodide from a folder holding make_golden.py and the golden files made in CPython.

Re-records every golden match with the wheel and prints ``RESULT {...}``: per file whether the
recorded text is byte for byte the file's, and whether the file's actions replay to its results.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("make_golden", HERE / "make_golden.py")
assert spec and spec.loader
make_golden = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_golden)

files = {}
for path in sorted(HERE.glob("*-*.json")):
    text = path.read_text(encoding="utf-8")
    golden = json.loads(text)
    data = make_golden.record(golden["game"], golden["players"], golden["seed"], golden["options"])
    recorded = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    files[path.name] = {
        "identical": recorded.encode("utf-8") == text.encode("utf-8"),
        "replays": json.loads(json.dumps(make_golden.replay(golden))) == golden,
        "actions": len(golden["actions"]),
    }
print("RESULT " + json.dumps({"platform": sys.platform, "files": files}))
