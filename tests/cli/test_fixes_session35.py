"""Session 35 (fixes36): the type line's subtype spellings are data built from the CR, not parsed at query time."""
from __future__ import annotations

import importlib.util
import inspect

from support import DATA, ROOT

from mtgasp.render import cr


def _tool():
    spec = importlib.util.spec_from_file_location("build_card_reference", ROOT / "tools" / "build_card_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_subtype_spellings_are_current_with_the_cr_of_data():
    # CR 205.3g-n spell a few subtypes with an apostrophe or a hyphen (Urza’s, Power-Plant, Assembly-Worker, C’tan):
    # tools/build_card_reference.py writes them to rules/data/subtype-spellings.txt from data/'s CR, recording its
    # sha256 (tests/cli/test_data.py); what the shipped file says is what the tool parses from that CR now.
    tool = _tool()
    parsed = tool.subtype_spellings(tool.read_text(DATA / "comprehensive-rules.txt.gz"))
    assert cr.subtype_spellings() == parsed
    assert parsed["urzas"] == "Urza’s" and parsed["assembly_worker"] == "Assembly-Worker" and parsed["ctan"] == "C’tan"


def test_the_type_line_reads_the_spellings_without_the_cr():
    # render/ reads data: no query-time parse of the CR's text for a type line (it was gzip + regex over the whole CR).
    source = inspect.getsource(cr.subtype_spellings)
    assert cr.SPELLINGS_FILE in (ROOT / "tools" / "build_card_reference.py").read_text(encoding="utf-8")
    assert "CR_FILE" not in source and "gzip" not in source
