"""can-activate (CR 107.5, 107.6, 118.3, 119.4, 302.6, 602.2, 605.1a): cases from issue 5 and rulings.

The cases are data: tests/rulings/activation.yaml (run by tests/rules/test_rulings.py). Here: what doesn't fit
that format; the helper stays for tests written here."""
from __future__ import annotations

from support import board_from

import mtgasp


def check(text: str, permanent: str, ability: int | None = None) -> mtgasp.AbilityCheck:
    """The check of ability `ability` (numbered among all the permanent's abilities), or of its first
    activated ability."""
    result = mtgasp.can_activate(board_from(text), permanent, ability)
    return result.abilities[0]


def plus(board: str, line: str) -> str:
    """The board with one more battlefield entry (written at the entries' indentation)."""
    return board.rstrip(" ") + "          " + line + "\n"


def rules(result: mtgasp.AbilityCheck) -> list[str]:
    return [r.rule for r in result.reasons]


# --- Equip (CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery.")

EQUIP = """
        players: [alice, bob]
        active_player: {active}
        battlefield:
          - {{card: Bonesplitter, controller: alice, id: bs}}
          - {{card: Forest, controller: alice}}
"""


def test_equip_only_as_a_sorcery_not_in_an_opponents_turn():
    # CR 702.6a, 602.5d, 307.1: "Activate only as a sorcery": never in another player's turn.
    result = check(plus(EQUIP.format(active="bob"), "- {card: Grizzly Bears, controller: alice}"), "bs", 2)
    assert not result.can_activate and "602.5d" in rules(result)


def test_equip_in_its_controllers_turn_is_incomplete():
    # Whether it is alice's main phase with an empty stack is not on a board (CR 307.1): not proven.
    answer = mtgasp.can_activate(board_from(plus(EQUIP.format(active="alice"),
                                                 "- {card: Grizzly Bears, controller: alice}")), "bs", 2)
    assert not answer.complete and answer.abilities[0].can_activate


def test_equip_needs_a_legal_target():
    # CR 601.2c, 602.2b: its target is chosen as it is activated; with no creature alice controls, or only one with
    # shroud (Blastoderm, CR 702.18a: it can't be the target of abilities), none can be chosen.
    alone = check(EQUIP.format(active="alice"), "bs", 2)
    assert not alone.can_activate and "601.2c" in rules(alone)
    shroud = check(plus(EQUIP.format(active="alice"), "- {card: Blastoderm, controller: alice}"), "bs", 2)
    assert not shroud.can_activate and "601.2c" in rules(shroud)
    theirs = check(plus(EQUIP.format(active="alice"), "- {card: Grizzly Bears, controller: bob}"), "bs", 2)
    assert not theirs.can_activate and "601.2c" in rules(theirs)
