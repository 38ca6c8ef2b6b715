"""Where the packaged logic programs and templates are, in the source tree or in an installed wheel."""
from __future__ import annotations

from importlib import resources
from pathlib import Path


def _package_dir() -> Path:
    # mtgasp is a regular package installed as files, so this is a real folder (rules/ has no
    # __init__.py and would be a namespace package: resolve it from its parent instead).
    package = Path(str(resources.files("mtgasp")))
    # In the source tree (or an editable install) rules/, queries/ and encoder/ sit beside mtgasp/.
    return package if (package / "rules").is_dir() else package.parent


def rules_dir() -> Path:
    """The folder of the Comprehensive Rules programs (rules/ in the source tree)."""
    return _package_dir() / "rules"


def queries_dir() -> Path:
    """The folder of the query programs (queries/ in the source tree)."""
    return _package_dir() / "queries"


def templates_dir() -> Path:
    """The folder of the jinja2 templates of the encoder."""
    return _package_dir() / "encoder" / "templates"


def card_files() -> list[Path]:
    """Every card of the library, one .lp file each, sorted."""
    return sorted((rules_dir() / "cards").glob("*.lp"))
