"""A protection that exists only "as long as" a condition holds (CR 611.3a, 702.16e): Metalcraft, Etched Champion
(issue 26: a conditional protection line was read as `unknown`, making every answer of its board incomplete)."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp
from mtgasp import DamageEvent

pytestmark = pytest.mark.slow


def board(*entries: str) -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)
                      + "effects:\n  - {card: Lightning Bolt, controller: bob}\n")


CHAMPION = "{id: champ, card: Etched Champion, controller: alice}"


def _damage(b: mtgasp.Board, n: int = 3) -> list[tuple[int, int]]:
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "champ", n))
    assert r.complete
    return [(o.result["damage"], o.result["prevented"]) for o in r.outcomes]


def test_etched_champion_protection_while_you_control_three_artifacts_cr_611_3a():
    # "Metalcraft — This creature has protection from each color as long as you control three or more artifacts."
    # It counts itself (an artifact creature): with two other artifacts a red source's damage is prevented (CR
    # 702.16e); with one, the protection doesn't exist and the damage is dealt.
    three = board(CHAMPION, "{card: Sol Ring, controller: alice}", "{card: Mind Stone, controller: alice}")
    assert _damage(three) == [(0, 3)]
    two = board(CHAMPION, "{card: Sol Ring, controller: alice}", "{card: Mind Stone, controller: bob}")
    assert _damage(two) == [(3, 0)]
