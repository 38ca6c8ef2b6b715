"""Which permanents an activated ability can target (CR 601.2c, 602.2b, 115.1): not one with protection from a quality
of the ability's source (CR 702.16b), shroud (702.18a) or another player's hexproof (702.11b); beside an effect that may
give or take those away and that the library doesn't model (kind targeting_effect), the answer says it is incomplete."""
from __future__ import annotations

from support import STAFF, board_from, cr_text

import mtgasp


def _can(text: str, obj: str, ability: int) -> mtgasp.CanActivate:
    return mtgasp.can_activate(board_from(text), obj, ability)


ARCHITECT = """
    players: [alice, bob]
    active_player: alice
    battlefield:
      - {card: Grand Architect, controller: alice, id: ga}
      - {card: Island, controller: alice}
      - {card: Pili-Pala, controller: bob, id: pp}
"""


def test_the_rule_quoted_here_is_the_crs():
    assert "702.16b A permanent or player with protection can’t be targeted by spells with the stated quality and " \
        "can’t be targeted by abilities from a source with the stated quality." in cr_text()


def test_protection_from_artifacts_stops_an_artifacts_ability():
    # Tel-Jilad Chosen ("Protection from artifacts") can't be the target of Staff of Domination's "Untap target
    # creature" (the Staff is an artifact, CR 702.16a-b): with no other creature there is no legal target.
    alone = _can(STAFF + "      - {card: Tel-Jilad Chosen, controller: bob}\n", "staff", 3).abilities[0]
    assert not alone.can_activate
    assert [r.rule for r in alone.reasons] == ["601.2c"]
    beside = _can(STAFF + "      - {card: Tel-Jilad Chosen, controller: bob}\n"
                          "      - {card: Grizzly Bears, controller: bob}\n", "staff", 3)
    assert beside.complete and beside.abilities[0].can_activate


def test_protection_from_everything_stops_every_ability():
    # Progenitus: "Protection from everything" (CR 702.16j): no ability can target it, its controller's neither.
    answer = _can(STAFF + "      - {card: Progenitus, controller: alice}\n", "staff", 3)
    assert answer.complete and not answer.abilities[0].can_activate


def test_protection_from_a_color_the_source_doesnt_have():
    # Tel-Jilad Chosen is protected from artifacts, not from blue: Grand Architect (a blue creature, no artifact) may
    # target an artifact creature... and Tel-Jilad Chosen is no artifact; Pili-Pala (an artifact creature) is. A
    # creature with protection from blue would not be: Grand Architect's "{U}: Target artifact creature becomes blue".
    answer = _can(ARCHITECT, "ga", 2)
    assert answer.complete and answer.abilities[0].can_activate


def test_equip_cant_target_a_creature_protected_from_artifacts():
    # CR 702.16b (Equip, CR 702.6a, targets "creature you control"): Bonesplitter can't be attached to Tel-Jilad
    # Chosen; beside Grizzly Bears it can be.
    text = """
        players: [alice]
        active_player: alice
        battlefield:
          - {card: Bonesplitter, controller: alice, id: bs}
          - {card: Plains, controller: alice}
          - {card: Tel-Jilad Chosen, controller: alice}
    """
    # (Equip's "activate only as a sorcery" is a restriction the board can't check: both answers say so.)
    answer = _can(text, "bs", 2).abilities[0]
    assert not answer.can_activate and [r.rule for r in answer.reasons] == ["601.2c"]
    answer = _can(text + "      - {card: Grizzly Bears, controller: alice}\n", "bs", 2).abilities[0]
    assert answer.can_activate


def test_an_unmodelled_grant_of_hexproof_makes_the_targets_unknown():
    # Alpha Authority: "Enchanted creature has hexproof and can't be blocked by more than one creature." The grant is not
    # compiled (kind targeting_effect): whether bob's Pili-Pala can be targeted by alice's Grand Architect is not
    # decided, and the answer says so (it said "yes", complete).
    answer = _can(ARCHITECT + "      - {card: Alpha Authority, controller: bob, attached_to: pp}\n", "ga", 2)
    assert not answer.complete
    assert any("Alpha Authority" in repr(n) for n in answer.notes), answer.notes
