"""Triggered mana abilities that may add mana, add more for a snow permanent, and restrict how their mana is spent
(session 27, mana11): Snowfall, CR 603.5 ("may" is chosen as it resolves), 605.1b, 605.4a, 106.6, 205.4."""
from __future__ import annotations

import mtgasp
from mtgasp.render.words import said

# Snowfall: "Whenever an Island is tapped for mana, its controller may add an additional {U}. If that Island is snow,
# its controller may add an additional {U}{U} instead. Spend this mana only to pay cumulative upkeep costs."
# Ruling 2008-08-01: "This mana is in addition to any mana the Island itself produces, and is blue regardless of what
# type of mana the Island produces."


def _board(*entries: str) -> mtgasp.Board:
    return mtgasp.parse_board("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


def _notes(answer) -> str:
    return " ".join(said(answer.notes))


def test_snowfall_adds_one_for_an_island_and_two_for_a_snow_island():
    board = _board("{card: Snowfall, controller: alice}", "{card: Island, controller: alice}",
                   "{card: Snow-Covered Island, controller: alice}")
    pools = mtgasp.mana(board, "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"UUUUU"}


def test_snowfall_triggers_on_an_opponents_island_for_its_controller():
    # "its controller": bob's Island gives bob the extra {U}; alice's pools don't have it.
    board = _board("{card: Snowfall, controller: alice}", "{card: Island, controller: bob}",
                   "{card: Island, controller: alice}")
    assert {o.mana for o in mtgasp.mana(board, "alice").options} == {"UU"}
    assert {o.mana for o in mtgasp.mana(board, "bob").options} == {"UU"}


def test_snowfall_mana_pays_no_cost_asked_about_and_says_so():
    # CR 106.6: the mana pays only cumulative upkeep costs; which cost {U}{U}{U} is for is not given, so two Islands
    # don't pay it with Snowfall's mana, and the answer says why it is not proven unpayable.
    board = _board("{card: Snowfall, controller: alice}", "{card: Island, controller: alice}",
                   "{card: Snow-Covered Island, controller: alice}")
    answer = mtgasp.mana(board, "alice", cost="{U}{U}{U}")
    assert answer.cost is not None and not answer.cost.payable and not answer.complete
    assert "Snowfall" in _notes(answer) and "106.6" in _notes(answer)
    paid = mtgasp.mana(board, "alice", cost="{U}{U}")
    assert paid.cost is not None and paid.cost.payable and paid.complete


def test_snowfall_is_a_triggered_mana_ability_with_its_terms():
    from mtgasp.encoder.library import card_abilities
    (ability,) = [a for a in card_abilities("Snowfall") if a.number == 2]
    assert ability.status == "rider"
    terms = set(ability.terms)
    assert {"triggered", "trigger_optional", "trigger_adds(1,type(u))", "trigger_adds_instead(2,type(u))",
            "trigger_instead_condition(source_supertype(snow))", "spend_restriction(some_abilities)"} <= terms


def test_a_trigger_on_its_own_permanent_being_tapped_is_read():
    # Vigorous Farming grants "Whenever this land is tapped for mana, add an additional {G}." (its third ability, a
    # quoted one): the event is its own permanent tapped for mana (CR 106.12a), relation self.
    from mtgasp.encoder.library import card_abilities
    (ability,) = [a for a in card_abilities("Vigorous Farming") if a.number == 3]
    assert ability.status == "compiled"
    assert "trigger_event(tapped_for_mana(permanent,self))" in ability.terms
