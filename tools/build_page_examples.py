"""The page's example boards (`mtgasp serve`, the buttons above the board editor), made from examples/*.yaml:

    python tools/build_page_examples.py

writes cli/server/static/examples.json, {"reflecting.yaml": "the file's text", ...} (examples/ itself is not
installed with the package; tests/page/test_server.py fails when this copy is stale).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "cli" / "server" / "static" / "examples.json"


def examples() -> str:
    files = sorted((ROOT / "examples").glob("*.yaml"))
    return json.dumps({f.name: f.read_text(encoding="utf-8") for f in files}, ensure_ascii=False, indent=1) + "\n"


def main() -> int:
    TARGET.write_text(examples(), encoding="utf-8")
    print(f"{TARGET.relative_to(ROOT)}: {len(json.loads(TARGET.read_text(encoding='utf-8')))} boards")
    return 0


if __name__ == "__main__":
    sys.exit(main())
