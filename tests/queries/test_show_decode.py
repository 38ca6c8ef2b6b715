"""The trace of `show` is ordered by the text of its rows (queries/show.py: _by_text prints each clingo term
once instead of once per row): the same order as sorting by str."""
import clingo
import pytest

from mtgasp.queries.show import _by_text


def test_rows_in_the_order_of_their_text():
    sub, typ = clingo.Function("sub"), clingo.Function("type")
    granted = clingo.parse_term('granted("e6")')
    rows = [(3, "p17", sub, "bear"), (12, "p2", typ, "land"), (3, "p17", typ, "creature"), (1, "p9", sub, "elf"),
            ("p1", granted), ("p1", clingo.Function("x", [clingo.Number(-2)])), (2,), ("a",), (sub,),
            (10, "p1", sub, 'quote"d')]
    assert _by_text(rows) == sorted(rows, key=str)
    assert _by_text([]) == []


DAWN_AND_OMEN = """players: [alice, bob]
battlefield:
  - {card: "Urborg, Tomb of Yawgmoth", controller: alice, id: urborg}
  - {card: Celestial Dawn, controller: alice, id: dawn}
  - {card: Prismatic Omen, controller: alice, id: omen}
"""


@pytest.mark.slow
def test_abilities_in_the_same_order_in_every_process(tmp_path):
    """Celestial Dawn and Prismatic Omen both make Urborg a Plains (CR 305.7: it has the Plains' intrinsic
    "{T}: Add {W}."): one ability, given once (CR 305.6), from the effect that gave the type last (Prismatic Omen, the
    later timestamp: tests/rules/test_redteam_mana_session15.py). The abilities' order was a set's, so it changed with
    Python's hash seed from one process to the next; it is the whole view's now."""
    import os
    import subprocess
    import sys

    board = tmp_path / "dawn.yaml"
    board.write_text(DAWN_AND_OMEN, encoding="utf-8")
    code = ("import sys, mtgasp; s = mtgasp.show(mtgasp.load_board(sys.argv[1]));"
            "print([(a.index, a.source, a.origin) for a in s.objects['urborg'].abilities])")
    seen = set()
    for seed in range(1, 9):
        out = subprocess.run([sys.executable, "-c", code, str(board)], capture_output=True, text=True, timeout=300,
                             env=dict(os.environ, PYTHONHASHSEED=str(seed)), check=True).stdout
        seen.add(out)
        assert "'omen'" in out and "'dawn'" not in out
    assert len(seen) == 1, seen
