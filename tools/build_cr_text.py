"""Ship the Comprehensive Rules' text with the package, for the page's CR links (mtgasp/server/rules_text.py).

    python tools/build_cr_text.py [SOURCE]

SOURCE is the CR as a plain text file (default: the project's reference copy, ../shared/reference/
comprehensive-rules-2026-04-17.txt: Wizards of the Coast, effective April 17, 2026). It is written gzip-compressed,
byte for byte reproducible (no name, no time in the gzip header), to mtgasp/rules/data/comprehensive-rules.txt.gz.
"""
from __future__ import annotations

import gzip
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CR_FILE = Path("shared") / "reference" / "comprehensive-rules-2026-04-17.txt"
# ../shared beside the checkout (as the tests read it), or two folders up from a worktree
DEFAULT = next((p for p in (ROOT.parent / CR_FILE, ROOT.parent.parent / CR_FILE) if p.exists()), ROOT.parent / CR_FILE)
TARGET = ROOT / "mtgasp" / "rules" / "data" / "comprehensive-rules.txt.gz"


def main(argv: list[str]) -> int:
    source = Path(argv[0]) if argv else DEFAULT
    data = source.read_bytes().removeprefix(b"\xef\xbb\xbf").replace(b"\r\n", b"\n")
    TARGET.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    print(f"{TARGET.relative_to(ROOT)}: {len(data):,} bytes of text (sha256 {hashlib.sha256(data).hexdigest()[:16]}…) "
          f"from {source.name}, {TARGET.stat().st_size:,} compressed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
