"""Session 32 (rules26, issue 26): rules questions Python decided, moved into rules/.

- Which cards may be a player's commanders, alone (CR 903.3, 903.3a) or as a pair (CR 702.124: partner, partner—[text],
  partner with [name], choose a Background, Doctor's companion): rules/core/commander_legality.lp, a board error of
  stage 1; before, a Python regex decided one card at a time and no pair was checked.
- What an Aura may be attached to (CR 303.4, 702.5a, 702.5d): rules/core/enchant.lp.
- `--roll N` for a card that rolls no die as it enters (CR 706.1): refused by rules/replacement/enter_dice.lp (it was
  answered).
- Delaying Shield's delay counters and another player's Doubling Season ("a permanent you control", CR 614.1): the
  answer is complete (it was incomplete).
- `--x` without `--cast` (CR 107.3m: a permanent put onto the battlefield without being cast has X = 0): answered
  with X = 0 and one note saying so (pinned here).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import battlefield, refused_board, run_cli

import mtgasp
from mtgasp.render.words import error


def _commanders(cards: str) -> str:
    return f"players: [alice, bob]\ncommanders: {{alice: {cards}}}\nbattlefield: []\n"


# --- Commanders: pairs (CR 702.124) -----------------------------------------------------------------------------------

@pytest.mark.parametrize("cards", [
    '["Thrasios, Triton Hero", "Tymna the Weaver"]',  # 702.124h: each has partner
    '["Pir, Imaginative Rascal", "Toothy, Imaginary Friend"]',  # 702.124j: each partner with the other's name
    '["Elmar, Ulvenwald Informant", "Cecily, Haunted Mage"]',  # 702.124i: the same partner—Friends forever
    '["Wilson, Refined Grizzly", "Agent of the Iron Throne"]',  # 702.124k: choose a Background + a Background
    '["Rose Noble", "The Tenth Doctor"]',  # 702.124m: Doctor's companion + a legendary Time Lord Doctor
    '"Teferi, Temporal Archmage"',  # 903.3a: "Teferi, Temporal Archmage can be your commander."
    '"Grist, the Hunger Tide"',  # 113.6c, 903.3: a creature card off the battlefield
])
def test_commanders_the_rules_allow_are_accepted(cards):
    mtgasp.encode(battlefield(head=_commanders(cards).removesuffix("battlefield: []\n")))


@pytest.mark.parametrize("cards, message", [
    # 702.124f: "you cannot designate two cards as your commander if one of them has 'partner' and the other has
    # 'partner with [name]'"
    ('["Thrasios, Triton Hero", "Pir, Imaginative Rascal"]', "Pir, Imaginative Rascal and Thrasios, Triton Hero can't "
                                                             "be commanders together"),
    # two legendary creatures with no partner ability
    ('["Krenko, Mob Boss", "Atraxa, Praetors\' Voice"]', "can't be commanders together"),
    # 702.124i: partner—Friends forever and partner—Survivors are different abilities
    ('["Elmar, Ulvenwald Informant", "Joel, Resolute Survivor"]', "can't be commanders together"),
    # 702.124m: Doctor's companion beside no Time Lord Doctor
    ('["Rose Noble", "Thrasios, Triton Hero"]', "can't be commanders together"),
    # 702.124k: a Background beside a commander without "Choose a Background"
    ('["Thrasios, Triton Hero", "Agent of the Iron Throne"]', "Agent of the Iron Throne is a Background"),
    # 903.3: not legendary
    ('"Grizzly Bears"', "Grizzly Bears can't be a commander"),
])
def test_commanders_the_rules_refuse_are_one_line_exit_2(tmp_path, cards, message):
    refused_board(tmp_path, _commanders(cards), 2, message)


def test_the_pair_refusal_names_the_rule(tmp_path):
    path = tmp_path / "pair.yaml"
    path.write_text(_commanders('["Thrasios, Triton Hero", "Pir, Imaginative Rascal"]'), encoding="utf-8")
    done = run_cli("show", str(path))
    assert done.returncode == 2 and "(CR 702.124f)" in done.stderr and "commanders: alice" in done.stderr, done.stderr


def test_the_rules_decide_the_commander_not_the_loader():
    # The loader takes the board; the rules refuse it when a question runs (board_error/3 of stage 1).
    board = mtgasp.Board(players=("alice",), active_player="alice", objects=(),
                         commanders=(("alice", ("Krenko, Mob Boss", "Atraxa, Praetors' Voice")),))
    with pytest.raises(mtgasp.BoardError) as refused:
        mtgasp.encode(board)
    assert "can't be commanders together" in str(error(refused.value))


# --- Auras attached to players (CR 702.5d) ----------------------------------------------------------------------------

def test_a_curse_on_a_player_is_accepted_and_pacifism_is_refused(tmp_path):
    ok = battlefield("{card: Curse of Bloodletting, controller: bob, id: curse, attached_to: alice}")
    mtgasp.encode(ok)
    path = tmp_path / "pacifism.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Pacifism, controller: alice, id: aura, "
                    "attached_to: bob}\n", encoding="utf-8")
    done = run_cli("show", str(path))
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "" and len(lines) == 1, done.stderr
    assert f"{path}:3" in lines[0] and "Pacifism (aura): it can't be attached to a player (bob)" in lines[0]
    assert "(CR 702.5d)" in lines[0]


# --- --roll (CR 706.1) ------------------------------------------------------------------------------------------------

def test_a_roll_is_read_by_a_clone_copying_hammer_jammer(tmp_path):
    # CR 707.5: Clone entering as a copy of Hammer Jammer rolls its die: the roll is no refusal; 4 counters as the copy
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice]\nbattlefield:\n  - {card: Hammer Jammer, controller: alice}\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Clone", "--controller", "alice", "--roll", "4", "--json")
    assert done.returncode == 0, done.stderr
    assert 4 in {o["result"]["counters"] for o in json.loads(done.stdout)["outcomes"]}


def test_a_roll_for_grizzly_bears_is_refused(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice]\nbattlefield: []\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Grizzly Bears", "--controller", "alice", "--roll", "4")
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "" and len(lines) == 1 and "(CR 706.1)" in lines[0], done.stderr


# --- Delaying Shield and whose Doubling Season (CR 614.1) -------------------------------------------------------------

def _shield(tmp_path: Path, season_controller: str) -> tuple[bool, set, str]:
    path = tmp_path / "shield.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n"
                    "  - {card: Delaying Shield, controller: alice, id: shield}\n"
                    "  - {card: Hill Giant, controller: bob, id: giant}\n"
                    f"  - {{card: Doubling Season, controller: {season_controller}, id: season}}\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "damage", "giant", "alice", "3", "--json")
    assert done.returncode in (0, 3), done.stderr
    answer = json.loads(done.stdout)
    results = {(o["result"]["counters_on"] or {}).get("counters") for o in answer["outcomes"]}
    return answer["complete"], results, json.dumps(answer["notes"])


def test_bobs_doubling_season_cant_touch_alices_shield(tmp_path):
    # Doubling Season: "If an effect would put one or more counters on a permanent you control, it puts twice that
    # many of those counters on that permanent instead": bob's doesn't apply to alice's Delaying Shield (CR 614.1).
    complete, results, _ = _shield(tmp_path, "bob")
    assert complete and results == {3}


def test_alices_doubling_season_keeps_the_answer_incomplete(tmp_path):
    complete, _, notes = _shield(tmp_path, "alice")
    assert not complete and "Doubling Season" in notes


# --- --x without --cast (CR 107.3m) -----------------------------------------------------------------------------------

def test_x_without_cast_is_zero_and_said_in_one_note(tmp_path):
    # CR 107.3m: "the value of X for that permanent is 0" unless it was cast: Endless One ("enters with X +1/+1
    # counters") put onto the battlefield gets none, and the answer says why.
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice]\nbattlefield: []\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Endless One", "--controller", "alice", "--x", "3", "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert {o["result"]["counters"] for o in answer["outcomes"]} == {0}
    assert any("X is 0" in n and "107.3m" in n for n in answer["notes"]), answer["notes"]
