"""Where the packaged logic programs and data are (inside the mtgasp package, installed or not)."""
from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def rules_dir() -> Path:
    """The folder of the Comprehensive Rules programs (mtgasp/rules/)."""
    return PACKAGE_DIR / "rules"


def queries_dir() -> Path:
    """The folder of the query programs (mtgasp/queries/)."""
    return PACKAGE_DIR / "queries"
