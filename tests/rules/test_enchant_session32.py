"""Session 32 (issue 26): bad boards and events the rules accepted, each now refused by rules/ (one line, exit 2):
- an Aura whose enchant ability qualifies its object ("Enchant creature an opponent controls", Nurgle's Rot; "Enchant
  artifact an opponent controls", Relic Bind; "Enchant land", Spreading Seas; "Enchant Forest", Utopia Sprawl) attached
  to a permanent the ability doesn't allow (CR 702.5a, 303.4c, 704.5m: it would be put into its owner's graveyard as a
  state-based action, so the board can't exist; rules/core/enchant.lp, encoder/printed_reads.py: enchant_object/4);
- `--kicked N` beyond the kicker costs of a card without multikicker (CR 702.33b-d: Kavu Titan and Burst Lightning
  have one, Degavolver two; rules/replacement/kicked_count.lp, compiler/compile.py: kicker_costs/3).
Each test of a refusal failed before its fix (the board or event was answered, exit 0)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from ruling_cases import assert_cited
from support import board_file, refused_board, run_cli


def _aura_board(aura: str, target: str, owner: str) -> str:
    return ("players: [alice, bob]\nbattlefield:\n"
            f"  - {{card: \"{aura}\", controller: alice, id: aura, attached_to: it}}\n"
            f"  - {{card: \"{target}\", controller: {owner}, id: it}}\n"
            "  - {card: Forest, controller: alice, id: forest}\n")


# --- Finding: an Aura attached to a permanent its enchant ability doesn't allow (CR 702.5a, 303.4c) ----------------

@pytest.mark.parametrize("aura, target, owner", [
    ("Nurgle's Rot", "Grizzly Bears", "alice"),    # "Enchant creature an opponent controls": alice's own creature
    ("Relic Bind", "Sol Ring", "alice"),           # "Enchant artifact an opponent controls"
    ("Relic Bind", "Grizzly Bears", "bob"),        # ... an opponent's creature is no artifact
    ("Pacifism", "Island", "bob"),                 # "Enchant creature": a land
    ("Spreading Seas", "Grizzly Bears", "bob"),    # "Enchant land": a creature
    ("Utopia Sprawl", "Island", "alice"),          # "Enchant Forest": an Island
    ("Strangling Grasp", "Sol Ring", "bob"),       # "Enchant creature or planeswalker an opponent controls"
])
def test_an_aura_on_a_permanent_its_enchant_ability_disallows_is_refused(tmp_path, aura, target, owner):
    assert_cited("CR 702.5a: \"Enchant is a static ability, written “Enchant [object or player].” The enchant ability "
                 "restricts what an Aura spell can target and what an Aura can enchant.\"")
    assert_cited("CR 704.5m: \"If an Aura is attached to an illegal object or player, or is not attached to an object or "
                 "player, that Aura is put into its owner’s graveyard.\"")
    refused_board(tmp_path, _aura_board(aura, target, owner), 3,
                  f"{aura} (aura): it can't be attached to it: its enchant ability doesn't allow that permanent "
                  "(its printed types or its controller) (CR 303.4c)")


@pytest.mark.parametrize("aura, target, owner", [
    ("Nurgle's Rot", "Grizzly Bears", "bob"),
    ("Relic Bind", "Sol Ring", "bob"),
    ("Pacifism", "Grizzly Bears", "alice"),        # "Enchant creature": anyone's
    ("Spreading Seas", "Island", "bob"),
    ("Utopia Sprawl", "Forest", "alice"),
    ("Strangling Grasp", "Grizzly Bears", "bob"),
    ("Animate Dead", "Grizzly Bears", "alice"),    # "Enchant creature card in a graveyard": not read, never refused
])
def test_an_aura_on_a_permanent_its_enchant_ability_allows_still_answers(tmp_path, aura, target, owner):
    board = board_file(tmp_path, _aura_board(aura, target, owner))
    done = run_cli("could-produce", str(board), "--json")
    assert done.returncode in (0, 3) and "forest" in json.loads(done.stdout)["types"], done.stderr


# --- Finding: --kicked beyond the card's kicker costs (CR 702.33b-d) ------------------------------------------------

def _event(tmp_path: Path, *args: str) -> tuple[int, str]:
    board = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n"
                                 "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
                                 "effects:\n  - {card: Burst Lightning, controller: alice, id: burst}\n")
    done = run_cli("orderings", str(board), *args)
    return done.returncode, done.stderr.strip()


@pytest.mark.parametrize("args", [
    ("enter", "Kavu Titan", "--controller", "alice", "--cast", "--kicked", "2"),    # "Kicker {2}{G}": one cost
    ("enter", "Degavolver", "--controller", "alice", "--cast", "--kicked", "3"),    # "Kicker {1}{B} and/or {R}": two
    ("damage", "burst", "bears", "4", "--kicked", "2"),                             # Burst Lightning: "Kicker {4}"
])
def test_kicked_more_times_than_its_kicker_costs_is_refused(tmp_path, args):
    assert_cited("CR 702.33d: \"If a spell has two kicker costs or has multikicker, it may be kicked multiple times.\"")
    code, err = _event(tmp_path, *args)
    assert code == 2 and len(err.splitlines()) == 1 and "can be kicked at most" in err and "702.33d" in err, err


@pytest.mark.parametrize("args", [
    ("enter", "Kavu Titan", "--controller", "alice", "--cast", "--kicked", "1"),
    ("enter", "Degavolver", "--controller", "alice", "--cast", "--kicked", "2"),
    ("enter", "Everflowing Chalice", "--controller", "alice", "--cast", "--kicked", "5"),   # multikicker: any number
    ("damage", "burst", "bears", "4", "--kicked", "1"),
])
def test_kicked_within_its_kicker_costs_still_answers(tmp_path, args):
    code, err = _event(tmp_path, *args)
    assert code in (0, 3), err
