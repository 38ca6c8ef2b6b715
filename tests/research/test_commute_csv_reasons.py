"""A `?` cell of the commutation table says why in the CSV too (issue 27): the reasons of its incomplete answers,
in words, each with the number of boards it made an answer incomplete on."""
from __future__ import annotations

import csv
import io

from mtgasp.render.research import commute_csv, why_words
from mtgasp.research.commute import Cell, Commute, Effect


def _rows(result) -> list[dict]:
    text = "\n".join(line for line in commute_csv(result).splitlines() if not line.startswith("#"))
    return list(csv.DictReader(io.StringIO(text)))


def test_an_incomplete_cell_carries_its_reasons_into_the_csv():
    a, b = Effect("Alpha", 1), Effect("Beta", 2)
    cells = (Cell((a, b), "player", status="incomplete", boards=12, both_apply=12,
                  reasons={"unread(beta, 2)": 12, "untold": 3}),
             Cell((a, a), "player", status="commutes", boards=4, both_apply=4))
    result = Commute("damage", ("player",), (a, b), cells, 3, (), False, 1, 0, 0.0)
    rows = _rows(result)
    assert rows[0]["status"] == "incomplete"
    assert rows[0]["why_incomplete"] == f"{why_words('unread(beta, 2)')} (12 boards); {why_words('untold')} (3 boards)"
    assert rows[1]["why_incomplete"] == ""
