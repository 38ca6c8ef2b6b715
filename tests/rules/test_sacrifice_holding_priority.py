"""`mana --with-priority` follows a mana ability whose cost sacrifices its own permanent (Treasure, Lotus Petal: CR
701.21a, 118.3): the permanent is gone once the cost is paid, so nothing untaps or taps it again. Where a mana ability
counts permanents (Tolarian Academy) a sacrifice would change the count, and the answer says it didn't follow it."""
from __future__ import annotations

from support import board_from

import mtgasp
from mtgasp.render.words import listed

COLORS = "WUBRG"


def _pools(text: str) -> mtgasp.ManaPools:
    return mtgasp.mana(board_from(text), "alice", with_priority=True, timeout=None)


def test_treasure_and_lotus_petal_beside_arbor_elf():
    # Forest tapped, untapped by Arbor Elf ("Untap target Forest"), tapped again: {G}{G}; the Treasure and the Petal one
    # mana of any color each. It said incomplete ("Treasure Token ... the search holding priority doesn't follow") and
    # listed the pools without them.
    answer = _pools("""
        players: [alice, bob]
        battlefield:
          - {token: Treasure, controller: alice}
          - {card: Lotus Petal, controller: alice}
          - {card: Arbor Elf, controller: alice}
          - {card: Forest, controller: alice}
    """)
    assert answer.complete, listed(answer.notes)
    pools = {o.mana for o in answer.options}
    expected = {"".join(sorted(a + b + "GG", key="WUBRGC".index)) for a in COLORS for b in COLORS}
    assert pools == expected and len(pools) == 15


def test_a_sacrificed_treasure_is_not_untapped_again():
    # Voltaic Key ("{1}, {T}: Untap target artifact."): Sol Ring tapped twice ({C}{C} twice, {1} paid for the Key) and
    # the Treasure once, sacrificed; or its mana pays for the Key: {C}{C}{C}{C}.
    answer = _pools("""
        players: [alice, bob]
        battlefield:
          - {token: Treasure, controller: alice}
          - {card: Voltaic Key, controller: alice}
          - {card: Sol Ring, controller: alice}
    """)
    assert answer.complete, listed(answer.notes)
    assert {o.mana for o in answer.options} == {c + "CCC" for c in COLORS + "C"}


def test_a_count_of_permanents_beside_a_sacrifice_is_said():
    # Tolarian Academy: "Add {U} for each artifact you control." Sacrificing the Treasure (an artifact) changes it.
    answer = _pools("""
        players: [alice, bob]
        battlefield:
          - {token: Treasure, controller: alice}
          - {card: Tolarian Academy, controller: alice}
          - {card: Arbor Elf, controller: alice}
          - {card: Forest, controller: alice}
    """)
    assert not answer.complete
    assert any("Treasure" in note for note in listed(answer.notes)), listed(answer.notes)
