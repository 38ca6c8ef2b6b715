"""Grants and pumps to "other legendary creatures you control" (CR 205.4: legendary is a supertype; 613.1f layer 6,
613.4c layer 7c): the filter with_supertype was never matched after layer 4, so Keeper of the Crown's +1/+1 and
indestructible and Esika's granted mana ability were silently missing (issue 26 red team)."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp

pytestmark = pytest.mark.slow


def _board(*entries: str) -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


def test_keeper_of_the_crown_pumps_and_grants_other_legendary_creatures():
    # Keeper of the Crown: "Other legendary creatures you control get +1/+1 and have indestructible." Isamaru (a
    # legendary 2/2) is 3/3 with indestructible; a nonlegendary creature and an opponent's legendary one are not.
    b = _board("{card: Keeper of the Crown, controller: alice}",
               "{id: isamaru, card: 'Isamaru, Hound of Konda', controller: alice}",
               "{id: bear, card: Grizzly Bears, controller: alice}",
               "{id: theirs, card: 'Isamaru, Hound of Konda', controller: bob}")
    shown = mtgasp.show(b)
    assert shown.complete
    o = shown.objects
    assert o["isamaru"].power_toughness == (3, 3) and any("Indestructible" in a for a in map(str, o["isamaru"].abilities))
    assert o["bear"].power_toughness == (2, 2) and o["theirs"].power_toughness == (2, 2)


def test_esika_gives_other_legendary_creatures_a_mana_ability_cr_613_1f():
    # Esika, God of the Tree: "Other legendary creatures you control have vigilance and "{T}: Add one mana of any
    # color."" (read since issue 26: the keywords and the quoted ability in one line).
    b = _board("{card: 'Esika, God of the Tree', controller: alice}",
               "{id: isamaru, card: 'Isamaru, Hound of Konda', controller: alice}",
               "{id: bear, card: Grizzly Bears, controller: alice}")
    answer = mtgasp.could_produce(b)
    assert answer.complete and answer.types["isamaru"] == ("W", "U", "B", "R", "G") and not answer.types.get("bear")
