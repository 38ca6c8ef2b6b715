"""The trace of `show` is ordered by the text of its rows (queries/show.py: _by_text prints each clingo term
once instead of once per row): the same order as sorting by str."""
import clingo

from mtgasp.queries.show import _by_text


def test_rows_in_the_order_of_their_text():
    sub, typ = clingo.Function("sub"), clingo.Function("type")
    granted = clingo.parse_term('granted("e6")')
    rows = [(3, "p17", sub, "bear"), (12, "p2", typ, "land"), (3, "p17", typ, "creature"), (1, "p9", sub, "elf"),
            ("p1", granted), ("p1", clingo.Function("x", [clingo.Number(-2)])), (2,), ("a",), (sub,),
            (10, "p1", sub, 'quote"d')]
    assert _by_text(rows) == sorted(rows, key=str)
    assert _by_text([]) == []
