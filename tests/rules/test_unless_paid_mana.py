"""A mana ability whose mana another player may stop by paying (session 27, mana11). Rhystic Cave: "{T}: Choose a color.
Add one mana of that color unless any player pays {1}. Activate only as an instant." Rulings 2004-10-04: "If a player
pays {1}, Rhystic Cave does not produce any mana, and is not considered to have been tapped for mana"; "Each player
(starting with the current player and going in turn order) gets the option to pay when this ability resolves"; "The
card's ability has errata so you can't activate the ability during casting of a spell or activating of an ability"
(CR 602.5e: "Activate only as an instant", rules/mana/mana_sequence.lp: plan_timing_blocked/2)."""
from __future__ import annotations

import mtgasp
from mtgasp.render.words import said


def _board(*entries: str) -> mtgasp.Board:
    return mtgasp.parse_board("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


def _notes(answer) -> str:
    return " ".join(said(answer.notes))


BOARD = ("{card: Rhystic Cave, controller: alice, id: cave}", "{card: Forest, controller: alice}")


def test_rhystic_cave_could_produce_every_color():
    # CR 106.7: the types its ability would produce if it resolved (ignoring whether costs could be paid).
    could = mtgasp.could_produce(_board(*BOARD))
    assert could.complete, _notes(could)
    assert could.types["cave"] == ("W", "U", "B", "R", "G")


def test_rhystic_cave_produces_a_color_or_nothing_when_a_player_pays():
    produced = mtgasp.produce(_board(*BOARD), "cave")
    assert produced.complete
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"", "W", "U", "B", "R", "G"}


def test_holding_priority_the_pools_take_it_that_no_player_pays_and_say_so():
    pools = mtgasp.mana(_board(*BOARD), "alice", with_priority=True)
    assert {o.mana for o in pools.options} == {"WG", "UG", "BG", "RG", "GG"}
    assert not pools.complete and "Rhystic Cave" in _notes(pools) and "no player pays" in _notes(pools)


def test_while_a_cost_is_paid_the_cave_is_not_activated_and_the_pools_are_complete():
    # The errata (ruling 2004-10-04): not during casting or activating, so only the Forest's {G}.
    pools = mtgasp.mana(_board(*BOARD), "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"G"}
