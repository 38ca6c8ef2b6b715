"""An amount of mana equal to its controller's life total (session 27, mana11). Sanctum of the Sun: "{T}: Add X mana of
any one color, where X is your life total." CR 119.1 (each player's life total), 107.1b (a negative amount is 0),
106.7 (could produce: the types it would produce if it resolved)."""
from __future__ import annotations

import mtgasp
from mtgasp.render.words import said


def _board(life: str, *entries: str) -> mtgasp.Board:
    return mtgasp.parse_board("players: [alice, bob]\n" + life + "battlefield:\n"
                              + "".join(f"  - {e}\n" for e in entries))


def _notes(answer) -> str:
    return " ".join(said(answer.notes))


SANCTUM = "{card: Sanctum of the Sun, controller: alice, id: sanctum}"


def test_sanctum_adds_as_much_mana_of_one_color_as_its_controllers_life():
    board = _board("life: {alice: 3, bob: 20}\n", SANCTUM)
    pools = mtgasp.mana(board, "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {c * 3 for c in "WUBRG"}
    could = mtgasp.could_produce(board)
    assert could.complete and could.types["sanctum"] == ("W", "U", "B", "R", "G")


def test_without_a_life_total_the_answer_says_it_is_not_known():
    pools = mtgasp.mana(_board("", SANCTUM), "alice")
    assert not pools.complete and "life total" in _notes(pools)


def test_a_life_payment_in_the_same_sequence_may_lower_it_first_and_is_said():
    # A painland's rider changes life as it resolves (CR 119.4, 601.2g-h). Caves of Koilos:
    # "{T}: Add {W} or {B}. This land deals 1 damage to you." Tapped first, alice would have 2 life, not 3.
    board = _board("life: {alice: 3, bob: 20}\n", SANCTUM, "{card: Caves of Koilos, controller: alice}")
    pools = mtgasp.mana(board, "alice")
    assert not pools.complete and "Sanctum of the Sun" in _notes(pools) and "a life total" in _notes(pools)
