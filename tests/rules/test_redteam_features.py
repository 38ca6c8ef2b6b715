"""Red-team cases (the features merged on b529808): commanders and color identity, predefined tokens, the
counters event and repeatable mana abilities, each on real cards. Every case states what the Comprehensive Rules
or the official rulings say; a case the engine still gets wrong is marked xfail(strict=True), so it flips when
the engine is fixed."""
from __future__ import annotations

import mtgasp


def board_text(*entries: str, players: str = "[alice, bob]", extra: str = "") -> str:
    return f"players: {players}\n{extra}battlefield:\n" + "".join(f"  - {e}\n" for e in entries)


def pools_of(text: str, player: str = "alice", **kw) -> mtgasp.ManaPools:
    return mtgasp.mana(mtgasp.parse_board(text), player, **kw)


# --- Repeatable mana abilities (rules/mana/mana_sequence.lp) ---------------------------------------------------

def test_a_creature_that_sacrificed_itself_is_not_sacrificed_again_to_an_altar():
    """CR 701.21a: to sacrifice a permanent, its controller moves it to its owner's graveyard; a permanent is
    sacrificed once. An Eldrazi Spawn token ("Sacrifice this token: Add {C}") sacrificed for its own ability is
    gone: Ashnod's Altar ("Sacrifice a creature: Add {C}{C}") can't sacrifice it afterwards (CR 602.2, 118.3: a
    cost that can't be paid can't be). Alice makes {C} or {C}{C} with them, never {C}{C}{C}."""
    pools = pools_of(board_text("{card: Ashnod's Altar, controller: alice}", "{token: Eldrazi Spawn, controller: alice}"))
    assert pools.complete
    assert [o.mana for o in pools.options] == ["CC"]
    paid = pools_of(board_text("{card: Ashnod's Altar, controller: alice}", "{token: Eldrazi Spawn, controller: alice}"),
                    cost="{3}")
    assert paid.complete and paid.cost is not None and not paid.cost.payable  # it said payable with {C}{C}{C}


def test_a_self_sacrificing_creature_and_two_altars():
    """The same with Blood Pet ("Sacrifice Blood Pet: Add {B}.", CR 701.21a) and Phyrexian Altar ("Sacrifice a
    creature: Add one mana of any color."): one sacrifice of Blood Pet, by one of the three abilities."""
    pools = pools_of(board_text("{card: Ashnod's Altar, controller: alice}", "{card: Phyrexian Altar, controller: alice}",
                                "{card: Blood Pet, controller: alice}"))
    assert pools.complete
    assert {o.mana for o in pools.options} == {"CC", "W", "U", "B", "R", "G"}


def test_a_land_that_sacrificed_itself_is_not_sacrificed_again_to_squandered_resources():
    """CR 701.21a again, for lands: Crystal Vein ("{T}, Sacrifice this land: Add {C}{C}.") sacrificed for its own
    ability is gone, so Squandered Resources ("Sacrifice a land: Add one mana of any type the sacrificed land could
    produce.") can't sacrifice it too: {C}{C} at most (it listed {C}{C}{C})."""
    pools = pools_of(board_text("{card: Squandered Resources, controller: alice}", "{card: Crystal Vein, controller: alice}"))
    assert pools.complete
    assert [o.mana for o in pools.options] == ["CC"]
