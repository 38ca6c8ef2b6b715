"""Boards that differ only by who controls objects whose cards never read it are checked once (issue 27: the tap
table's CPU): research/cards.py `controller_blind`, research/commute.py `_up_to_renaming`. The cells (status, boards
tried, boards where both applied, witness boards, reasons) are the same as with every board checked."""
from __future__ import annotations

import pytest

from mtgasp.research import commute as cm
from mtgasp.research.cards import controller_blind
from mtgasp.research.commute import Effect
from mtgasp.research.shards import Sweep


@pytest.mark.parametrize(("card", "blind"), [
    ("Contamination", True),  # "If a land is tapped for mana": no player (its upkeep text is not read)
    ("Pale Moon", True), ("Forest", True), ("Lightning Bolt", True), ("Furnace of Rath", True),
    ("Mana Reflection", False),  # "If you tap a permanent": tapper(you)
    ("Doubling Season", False),  # "If an effect would put ... on a permanent you control"
    ("Zabaz, the Glimmerwasp", False),  # legendary (CR 704.5j is per controller), and "a creature you control"
    ("Mana Abundance", False),  # "instead all players add that mana"
])
def test_controller_blind(card, blind):
    assert controller_blind(card) is blind


def _cells(monkeypatch, on: bool, effects, event, subjects):
    monkeypatch.setattr(cm, "CONTROLLER_SYMMETRY", on)
    r = cm.commute(effects, event, subjects=subjects, sweep=Sweep(workers=0))
    return [(c.effects, c.subject, c.status, c.boards, c.both_apply, c.refused,
             c.witness and c.witness["board"], sorted(c.reasons.items()), c.errors) for c in r.cells]


@pytest.mark.parametrize(("event", "effects", "subjects"), [
    ("tap", [Effect("Contamination", 2), Effect("Pale Moon", 1), Effect("Mana Reflection", 1),
             Effect("Chaos Moon", 5), Effect("Reality Twist", 2)], ("Mountain", "Savannah")),
    ("damage", [Effect("Furnace of Rath", 1), Effect("Respite", 1)], ("Grizzly Bears", "player")),
])
def test_the_cells_are_the_same_with_every_board_checked(monkeypatch, event, effects, subjects):
    assert _cells(monkeypatch, True, effects, event, subjects) == _cells(monkeypatch, False, effects, event, subjects)
