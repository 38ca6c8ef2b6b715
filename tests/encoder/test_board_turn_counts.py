"""The board's counts of what happened this turn (this_turn: life_lost, life_gained, cards_drawn, spells_cast,
creatures_died, damage_dealt, lands_entered; issue 26): checked, one-line errors, encoded as turn_count/3 and
turn_count_known/1 facts."""
from __future__ import annotations

import pytest
from support import board_from, refused_board, run_cli

import mtgasp
from mtgasp.encoder import board_facts

HEAD = "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice}\n"


def _facts(board: mtgasp.Board) -> set[str]:
    return {line.strip() for line in board_facts(board).splitlines() if line.strip().startswith("turn_count")}


def test_counts_become_facts_and_a_key_given_is_known():
    board = board_from(HEAD + "this_turn:\n  life_lost: {bob: 3}\n  spells_cast: {alice: 2, bob: 0}\n")
    assert board.turn_counts == (("life_lost", (("bob", 3),)), ("spells_cast", (("alice", 2), ("bob", 0))))
    assert _facts(board) == {"turn_count_known(life_lost).", 'turn_count(life_lost, "bob", 3).',
                             "turn_count_known(spells_cast).", 'turn_count(spells_cast, "alice", 2).',
                             'turn_count(spells_cast, "bob", 0).'}


def test_a_key_not_given_is_not_known_and_an_empty_one_is_known():
    # Not given: the board doesn't say (no turn_count_known); {} or ~: every player 0.
    assert _facts(board_from(HEAD)) == set()
    assert _facts(board_from(HEAD + "this_turn:\n  cards_drawn: {}\n  lands_entered: ~\n")) == {
        "turn_count_known(cards_drawn).", "turn_count_known(lands_entered)."}


def test_counts_and_the_old_keys_live_together():
    board = board_from(HEAD + "this_turn:\n  attacked: [alice]\n  creatures_died: {alice: 1}\n  creature_died: true\n")
    assert board.this_turn == (("attacked", ("alice",)), ("creature_died", ("any",)))
    assert board.turn_counts == (("creatures_died", (("alice", 1),)),)


@pytest.mark.parametrize("extra, message", [
    # an unknown key names the nearest valid one
    ("this_turn:\n  life_lots: {bob: 1}\n", "unknown this_turn key 'life_lots' (did you mean: life_lost"),
    ("this_turn:\n  spells: {bob: 1}\n", "unknown this_turn key 'spells' (did you mean: spells_cast"),
    ("this_turn:\n  life_lost: {carol: 1}\n", "unknown player 'carol'"),
    ("this_turn:\n  life_lost: [bob]\n", "this_turn: life_lost: give a mapping of player to number"),
    ("this_turn:\n  cards_drawn: {bob: -1}\n", "this_turn: cards_drawn: bob: give a whole number from 0 to"),
    ("this_turn:\n  cards_drawn: {bob: two}\n", "this_turn: cards_drawn: bob: give a whole number from 0 to"),
    ("this_turn:\n  damage_dealt: {bob: 1.5}\n", "this_turn: damage_dealt: bob: give a whole number from 0 to"),
    # what happened and how much, both given, agree
    ("this_turn:\n  lost_life: [bob]\n  life_lost: {alice: 2}\n", "this_turn: life_lost and this_turn: lost_life disagree"),
    ("this_turn:\n  creature_died: false\n  creatures_died: {bob: 1}\n",
     "this_turn: creatures_died and this_turn: creature_died disagree"),
    ("damaged_this_turn: []\nthis_turn:\n  damage_dealt: {bob: 3}\n",
     "this_turn: damage_dealt and damaged_this_turn disagree"),
])
def test_bad_counts_are_one_line_errors(extra, message):
    with pytest.raises(mtgasp.BoardError) as info:
        board_from(HEAD + extra)
    assert message in str(info.value), str(info.value)
    assert "\n" not in str(info.value)


def test_agreeing_counts_are_accepted():
    board = board_from(HEAD + "damaged_this_turn: [bob]\nthis_turn:\n  lost_life: [bob]\n  life_lost: {bob: 3, alice: 0}\n"
                       "  damage_dealt: {bob: 3}\n  creature_died: false\n  creatures_died: {}\n")
    assert dict(board.turn_counts)["damage_dealt"] == (("bob", 3),)


def test_a_python_board_is_checked():
    with pytest.raises(mtgasp.BoardError, match="this_turn: life_lost: 'carol' is not a player"):
        mtgasp.Board(players=("alice", "bob"), active_player="alice", objects=(),
                     turn_counts=(("life_lost", (("carol", 1),)),))
    with pytest.raises(mtgasp.BoardError, match="unknown this_turn key 'life_lots'"):
        mtgasp.Board(players=("alice", "bob"), active_player="alice", objects=(),
                     turn_counts=(("life_lots", (("bob", 1),)),))
    with pytest.raises(mtgasp.BoardError, match="this_turn: life_lost: bob: give a whole number"):
        mtgasp.Board(players=("alice", "bob"), active_player="alice", objects=(),
                     turn_counts=(("life_lost", (("bob", -1),)),))
    board = mtgasp.Board(players=("alice", "bob"), active_player="alice", objects=(),
                         turn_counts=(("life_lost", (("bob", 1),)),))
    assert 'turn_count(life_lost, "bob", 1).' in _facts(board)


def test_cli_refuses_an_unknown_key_in_one_line(tmp_path):
    refused_board(tmp_path, HEAD + "this_turn:\n  life_gaind: {alice: 4}\n", 5,
                  "unknown this_turn key 'life_gaind' (did you mean: life_gained")


@pytest.mark.slow
def test_cli_exit_2_without_traceback(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(HEAD + "this_turn:\n  spells_cast: {alice: many}\n")
    run = run_cli("orderings", str(path), "enter", "Storm Entity", "--controller", "alice")
    assert run.returncode == 2 and "Traceback" not in run.stderr, run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and "spells_cast" in run.stderr


def test_a_research_witness_board_keeps_the_counts():
    # research/boards.py writes the boards a witness is (issue 27): the counts must survive the round trip
    from mtgasp.research.boards import board_from_yaml, board_yaml

    board = board_from(HEAD + "this_turn:\n  lost_life: [bob]\n  life_lost: {bob: 3}\n  spells_cast: {}\n")
    again = board_from_yaml(board_yaml(board))
    assert again.turn_counts == board.turn_counts == (("life_lost", (("bob", 3),)), ("spells_cast", ()))
    assert again.this_turn == board.this_turn
