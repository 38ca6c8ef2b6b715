"""A cell's answer is its boards' own, whatever other boards are checked in the same program (research/batch.py: the
card facts are shared by the worlds of a batch). Before, a condition of a card on another board (Iroas, God of
Victory's "attacking creatures you control") made every redirection in the batch "not followed" (CR 614.9): Furnace of
Rath and Palisade Giant were `?` beside an Iroas cell and commuted alone (issue 27)."""
from __future__ import annotations

from mtgasp.research.commute import run_cell

FURNACE_GIANT = [["Furnace of Rath", 1], ["Palisade Giant", 1]]
IROAS_GIANT = [["Iroas, God of Victory", 4], ["Palisade Giant", 1]]


def _task(*cells):
    return {"kind": "commute", "event": "damage", "size": 4, "extras": [],
            "parts": [{"subject": "Grizzly Bears", "cells": [list(c) for c in cells]}]}


def test_a_cell_is_the_same_alone_and_beside_another_cells_boards():
    alone = run_cell(_task(FURNACE_GIANT))["cells"][0]
    together = run_cell(_task(FURNACE_GIANT, IROAS_GIANT))["cells"]
    # CR 614.9, 616.1f: Furnace of Rath doubles the damage to the Bears (Palisade Giant only takes damage dealt to
    # you and other permanents you control: the Bears, alice's), whichever applies first; nothing is left unread.
    assert alone["incomplete"] == 0 and alone["reasons"] == {}
    assert together[0] == alone
    # (Iroas's own cell is incomplete for its own reason: of noncombat damage, which creatures attack is not known.)
    assert together[1]["incomplete"] > 0
