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


# --- orderings damage --attacking/--blocking of a noncreature permanent (CR 506.3) --------------------------------------
import pytest  # noqa: E402

from mtgasp.cli import main  # noqa: E402


@pytest.mark.parametrize("role, permanent, words", [
    # CR 506.3: "Only a creature can attack or block." alice (listed first) is the active player: her Forest attacking,
    # bob's Sol Ring blocking, each on its side (CR 506.2), and still no creature.
    ("--attacking", "forest", "forest: it is not a creature, so it can't be attacking: only a creature can attack or block "
                                 "(CR 506.3)"),
    ("--blocking", "ring", "ring: it is not a creature, so it can't be blocking: only a creature can attack or block "
                             "(CR 506.3)"),
])
def test_a_noncreature_in_combat_is_refused(role, permanent, words, tmp_path, capsys):
    board = tmp_path / "b.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice, id: forest}\n"
                     "  - {card: Sol Ring, controller: bob, id: ring}\n"
                     "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
                     "effects:\n  - {card: Lightning Bolt, controller: alice, id: bolt}\n")
    assert main(["orderings", str(board), "damage", "bolt", "bears", "3", role, permanent]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and words in err and "Traceback" not in err, err


def test_an_animated_land_may_attack(tmp_path, capsys):
    # CR 506.3, 613.1d: Mishra's Factory made a 2/2 Assembly-Worker artifact creature by its own ability (the board's
    # effect of its ability 2) is a creature: it may be attacking.
    board = tmp_path / "b.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Mishra's Factory, controller: alice, id: factory}\n"
                     "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
                     "effects:\n  - {card: Mishra's Factory, controller: alice, source: factory, ability: 2}\n"
                     "  - {card: Lightning Bolt, controller: alice, id: bolt}\n")
    assert main(["orderings", str(board), "damage", "bolt", "bears", "3", "--attacking", "factory"]) == 0
