"""Session 32 (issue 26): entering effects read with general terms. Copy exceptions that read the permanent copied or
how the copy was made (CR 707.9a, 702.128a: rules/replacement/enter_copy_controlled.lp), a reflexive trigger after a
copy (CR 603.12), a static mode of a choice made as it enters (CR 614.12a), lands that enter tapped unless a card was
revealed or a permanent is controlled (CR 614.1d), and amounts over the printed mana costs and powers of cards in
graveyards (CR 614.1c, 202.3, 208.1: rules/replacement/enter_graveyard_stats.lp). End to end through the command line
on real-card boards; what the board or the event doesn't say keeps the answer incomplete, naming the card."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import compiled, run_cli


def _enter(tmp_path: Path, board: str, card: str, controller: str = "alice") -> tuple[int, dict]:
    """`mtgasp orderings BOARD enter CARD --controller alice --json`: its exit status and its answer."""
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\n" + board, encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", card, "--controller", controller, "--json")
    assert done.returncode in (0, 3), done.stderr
    return done.returncode, json.loads(done.stdout)


def _outcomes(answer: dict) -> list[tuple[str, bool, dict]]:
    """Each outcome as (the card copied or "", tapped, counters by kind), sorted."""
    return sorted((o["result"]["copy_of"] or "", o["result"]["tapped"], o["result"]["counters_by_kind"])
                  for o in answer["outcomes"])


def _complete(tmp_path: Path, board: str, card: str, controller: str = "alice") -> list[tuple[str, bool, dict]]:
    status, answer = _enter(tmp_path, board, card, controller)
    assert status == 0 and answer["complete"], answer["notes"]
    return _outcomes(answer)


def _incomplete(tmp_path: Path, board: str, card: str, words: str) -> dict:
    status, answer = _enter(tmp_path, board, card)
    assert status == 3 and not answer["complete"]
    assert any(card in n and words in n for n in answer["notes"]), answer["notes"]
    return answer


BEARS_AND_GIANT = """battlefield:
  - {card: Grizzly Bears, controller: alice}
  - {card: Hill Giant, controller: bob}
"""


# --- copy exceptions (CR 707.9) -----------------------------------------------------------------------------------

def test_undercover_operative_shield_counter_only_copying_its_controllers_creature(tmp_path):
    # Undercover Operative: "You may have this creature enter as a copy of any creature on the battlefield, except it
    # enters with a shield counter on it if you control that creature." CR 707.9a: the exception is part of the copy
    # effect; "you" is the player it enters under (CR 614.12, 109.5).
    assert compiled("Undercover Operative")[1] == ("compiled", {
        "replacement(enters_battlefield)", "replacement_condition(this)",
        "replacement_option(1,enter_as_copy_except(creature,any))", "optional_replacement",
        "replacement_category(copy)", "copy_exception(counters(shield,1,copied_yours))"})
    assert _complete(tmp_path, BEARS_AND_GIANT, "Undercover Operative") == [
        ("", False, {}), ("Grizzly Bears", False, {"shield": 1}), ("Hill Giant", False, {})]
    # entering under bob's control, bob's Hill Giant is the one "you control"
    assert _complete(tmp_path, BEARS_AND_GIANT, "Undercover Operative", "bob") == [
        ("", False, {}), ("Grizzly Bears", False, {}), ("Hill Giant", False, {"shield": 1})]


def test_undercover_operative_same_creature_under_two_players_is_said(tmp_path):
    # Two Grizzly Bears, one each: copying either gives the same copiable values (one outcome) but not the same
    # counters; the answer says so rather than choose silently.
    board = """battlefield:
  - {card: Grizzly Bears, controller: alice}
  - {card: Grizzly Bears, controller: bob}
"""
    answer = _incomplete(tmp_path, board, "Undercover Operative", "controlled by more than one player")
    assert ("Grizzly Bears", False, {"shield": 1}) in _outcomes(answer)


def test_vizier_of_many_faces_a_card_entering_was_not_embalmed(tmp_path):
    # Vizier of Many Faces: "... except if this creature was embalmed, the token has no mana cost, it's white, and it's
    # a Zombie in addition to its other types." Ruling 2017-04-18: "Vizier of Many Faces is not a token in this case
    # unless it's embalmed" (CR 702.128a: embalm creates the token): the card entering copies plainly.
    assert compiled("Vizier of Many Faces")[1][1] >= {"copy_exception(if_embalmed)"}
    assert _complete(tmp_path, BEARS_AND_GIANT, "Vizier of Many Faces") == [
        ("", False, {}), ("Grizzly Bears", False, {}), ("Hill Giant", False, {})]


def test_an_embalmed_vizier_token_on_the_board_is_said(tmp_path):
    # A Vizier of Many Faces token copying a creature may be the embalmed one (white, a Zombie, no mana cost): its
    # copiable values are not known, and the answer says so.
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n"
                    "  - {card: Vizier of Many Faces, controller: alice, token: true, copy_of: Grizzly Bears}\n"
                    "  - {card: Grizzly Bears, controller: bob}\n", encoding="utf-8")
    done = run_cli("show", str(path))
    assert done.returncode == 3 and "embalm" in done.stdout, (done.returncode, done.stdout, done.stderr)


def test_wall_of_stolen_identity_is_a_wall_with_defender(tmp_path):
    # Wall of Stolen Identity: "... except it's a Wall in addition to its other types and has defender. When you do,
    # tap the copied creature ..." The reflexive trigger (CR 603.12) does nothing to the entering permanent.
    assert _complete(tmp_path, BEARS_AND_GIANT, "Wall of Stolen Identity") == [
        ("", False, {}), ("Grizzly Bears", False, {}), ("Hill Giant", False, {})]
    # CR 707.9b — the exceptions are copiable values of the copy: on the battlefield it is a Bear Wall with defender
    path = tmp_path / "wall.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n"
                    "  - {card: Wall of Stolen Identity, controller: alice, copy_of: Grizzly Bears, id: wall}\n"
                    "  - {card: Grizzly Bears, controller: bob}\n", encoding="utf-8")
    done = run_cli("show", str(path))
    assert done.returncode == 0, done.stderr
    wall = done.stdout[done.stdout.index("wall: "):]
    assert "Creature — Bear Wall" in wall and "Defender" in wall


# --- a choice made as it enters (CR 614.12a) ----------------------------------------------------------------------

def test_monastery_siege_khans_or_dragons(tmp_path):
    # Monastery Siege: "As this enchantment enters, choose Khans or Dragons." Ruling 2014-11-24: "Each Siege will have
    # one of the two listed abilities, depending on your choice as it enters the battlefield." Both are explored; the
    # Dragons mode (a cost increase, CR 601.2f) changes no event here.
    status, answer = _enter(tmp_path, BEARS_AND_GIANT, "Monastery Siege")
    assert status == 0 and answer["complete"] and answer["choice_matters"]
    assert sorted(tuple(o["result"]["choices"]) for o in answer["outcomes"]) == [("dragons",), ("khans",)]


def test_frontier_siege_khans_mode_stays_unread(tmp_path):
    # Frontier Siege's Khans mode adds mana (CR 605.1b, 106.7): still not read, and said. Since session 35 the choice
    # (ability 1) is read alone and each anchor-word ability is one of its own (CR 614.12c): the enter event explores
    # both words, and what the permanent could produce says the Khans ability is not read.
    status, answer = _enter(tmp_path, BEARS_AND_GIANT, "Frontier Siege")
    assert status == 0 and answer["complete"]
    assert sorted(tuple(o["result"]["choices"]) for o in answer["outcomes"]) == [("dragons",), ("khans",)]
    path = tmp_path / "siege.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Frontier Siege, controller: alice}\n",
                    encoding="utf-8")
    done = run_cli("could-produce", str(path), "--reading", "nonmana_abilities=triggered_too")
    assert done.returncode == 3 and "Frontier Siege" in done.stdout + done.stderr, done.stdout


# --- "enters tapped unless you revealed ... or you control ..." (CR 614.1d, 614.12a) ------------------------------

@pytest.mark.parametrize("land, kin", [("Temple of the Dragon Queen", "Shivan Dragon"),
                                       ("Fortified Beachhead", "Elite Vanguard")])
def test_reveal_unless_you_control(tmp_path, land, kin):
    # Temple of the Dragon Queen: "As this land enters, you may reveal a Dragon card from your hand. This land enters
    # tapped unless you revealed a Dragon card this way or you control a Dragon."
    status, answer = _enter(tmp_path, BEARS_AND_GIANT, land)
    assert status == 0 and answer["complete"]
    assert sorted(o["result"]["tapped"] for o in answer["outcomes"]) == [False, True]  # revealed, or not
    status, answer = _enter(tmp_path, f"battlefield:\n  - {{card: {kin}, controller: alice}}\n", land)
    assert status == 0 and [o["result"]["tapped"] for o in answer["outcomes"]] == [False]
    # the opponent's Dragon is not "you control"
    status, answer = _enter(tmp_path, f"battlefield:\n  - {{card: {kin}, controller: bob}}\n", land)
    assert sorted(o["result"]["tapped"] for o in answer["outcomes"]) == [False, True]


# --- amounts over cards in graveyards (CR 202.3, 208.1, 404) ------------------------------------------------------

GRAVEYARD = """battlefield:
  - {card: Grizzly Bears, controller: alice}
graveyards:
  alice: [Lightning Bolt, Kozilek's Return, Shivan Dragon, Forest, Counterspell, Ornithopter]
  bob: [Craw Wurm, Opt]
"""


def _p1p1(tmp_path: Path, board: str, card: str) -> list[int]:
    return [o[2].get("p1p1", 0) for o in _complete(tmp_path, board, card)]


def test_inferno_project_total_mana_value(tmp_path):
    # Inferno Project: "... X +1/+1 counters on it, where X is the total mana value of instant and sorcery cards in
    # your graveyard." Lightning Bolt 1 + Kozilek's Return 3 + Counterspell 2; bob's Opt is not in "your" graveyard.
    assert _p1p1(tmp_path, GRAVEYARD, "Inferno Project") == [6]
    assert _p1p1(tmp_path, "battlefield: []\ngraveyards:\n  alice: []\n", "Inferno Project") == [0]


def test_embodiment_of_agonies_different_mana_costs(tmp_path):
    # Embodiment of Agonies: "a +1/+1 counter on it for each different mana cost among nonland cards in your
    # graveyard." Ruling 2019-07-12: "A card with no mana cost is never counted ... A card with a mana cost of {0} is
    # counted" (Ornithopter); {R}, {2}{R}, {4}{R}{R}, {U}{U}, {0}: five; a second Lightning Bolt adds none.
    assert _p1p1(tmp_path, GRAVEYARD, "Embodiment of Agonies") == [5]
    twice = GRAVEYARD.replace("[Lightning Bolt,", "[Lightning Bolt, Lightning Bolt, Ancestral Vision,")
    assert _p1p1(tmp_path, twice, "Embodiment of Agonies") == [5]  # Ancestral Vision has no mana cost


def test_ambitious_dragonborn_greatest_power_here_and_there(tmp_path):
    # Ambitious Dragonborn: "X is the greatest power among creatures you control and creature cards in your
    # graveyard": Shivan Dragon's 5 in the graveyard beats Grizzly Bears' 2; with no creature card there, 2.
    assert _p1p1(tmp_path, GRAVEYARD, "Ambitious Dragonborn") == [5]
    board = "battlefield:\n  - {card: Hill Giant, controller: alice}\ngraveyards:\n  alice: [Lightning Bolt]\n"
    assert _p1p1(tmp_path, board, "Ambitious Dragonborn") == [3]


@pytest.mark.parametrize("card", ["Inferno Project", "Embodiment of Agonies", "Ambitious Dragonborn"])
def test_a_graveyard_not_given_is_said(tmp_path, card):
    answer = _incomplete(tmp_path, BEARS_AND_GIANT, card, "graveyard, which the board doesn't give")
    assert answer["outcomes"]


def test_a_star_power_in_the_graveyard_is_said(tmp_path):
    # Tarmogoyf's power is defined in every zone (CR 604.3, 208.2): not a printed number, so not read.
    board = "battlefield: []\ngraveyards:\n  alice: [Tarmogoyf]\n"
    _incomplete(tmp_path, board, "Ambitious Dragonborn", "Tarmogoyf")


def test_a_split_card_half_in_the_graveyard_is_said(tmp_path):
    # CR 709.4b — "The mana cost of a split card is the combined mana costs of its two halves" (Embodiment of Agonies
    # ruling 2019-07-12: "the mana cost of Fire//Ice in your graveyard is {2}{U}{R}"); the library gives Fire's only.
    board = "battlefield: []\ngraveyards:\n  alice: [Fire, Lightning Bolt]\n"
    status, answer = _enter(tmp_path, board, "Embodiment of Agonies")
    assert status == 3 and any("Fire" in n and "split card" in n and "709.4b" in n for n in answer["notes"])
