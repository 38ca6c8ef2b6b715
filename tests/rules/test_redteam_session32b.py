"""Red team of session 32's merged features (redteam20, issues 26 and 27), on boards of real cards through the command
line, each answer predicted from the CR, the Oracle text and the rulings before the engine ran. Each finding has a
test that failed before its fix, beside a sample of probes that passed:
- a commander named by the back face of its card (Ormendahl, Profane Prince: Westvale Abbey's back face; Brisela, the
  meld pair's combined face) was accepted as a legendary creature card with that face's characteristics; in the
  command zone a double-faced card has only its front face's (CR 712.8a, 712.4b; graveyards already refused it);
- an Aura with "Enchant opponent" (Tenuous Truce) attached to its own controller was accepted (CR 702.5a, 303.4c:
  it enchants an illegal player).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from ruling_cases import assert_cited
from support import board_file, refused_board, run_cli


def _tower(tmp_path: Path, commanders: str) -> tuple[int, dict]:
    board = board_file(tmp_path, f"players: [alice, bob]\ncommanders: {{alice: {commanders}}}\n"
                             "battlefield: [{card: Command Tower, controller: alice, id: tower}]\n")
    done = run_cli("could-produce", str(board), "--json")
    assert done.returncode in (0, 3), done.stderr
    return done.returncode, json.loads(done.stdout)


# --- Finding: a commander named by a back face (CR 712.8a, 712.4b) ---------------------------------------------------

@pytest.mark.parametrize("commander, front", [
    # Westvale Abbey // Ormendahl, Profane Prince (transform): the card is a land in the command zone
    ('"Ormendahl, Profane Prince"', "Westvale Abbey"),
    # Bruna, the Fading Light + Gisela, the Broken Blade melded: Brisela is no card's face outside the battlefield
    ('"Brisela, Voice of Nightmares"', "Bruna, the Fading Light"),
    # Urza, Lord Protector + The Mightstone and Weakstone: Urza, Planeswalker
    ('["Urza, Planeswalker", "Thrasios, Triton Hero"]', "Urza, Lord Protector"),
    # Valki, God of Lies // Tibalt, Cosmic Impostor (modal): the card is Valki, named by its front face
    ('"Tibalt, Cosmic Impostor"', "Valki, God of Lies"),
])
def test_a_commander_named_by_a_back_face_is_refused(tmp_path, commander, front):
    # Before: accepted, Ormendahl as a legendary Demon creature card (Command Tower: {B}, complete), Brisela {W}.
    assert_cited("CR 712.8a: \"While a double-faced card is outside the game or in a zone other than the battlefield or "
                 "stack, it has only the characteristics of its front face.\"")
    refused_board(tmp_path, f"players: [alice, bob]\ncommanders: {{alice: {commander}}}\nbattlefield: []\n", 2,
                  f"is not the front face of its card: a card in the command zone has its front face's "
                  f"characteristics (CR 712.8a, 715.4) (did you mean: {front}?)")


@pytest.mark.parametrize("commander, colors", [
    ('"Valki, God of Lies"', ["B", "R"]),            # its front face, a legendary creature: allowed (CR 903.3)
    ('"Bruna, the Fading Light"', ["W"]),             # a meld card's front face
    ('["Amy Pond", "The Tenth Doctor"]', ["U", "R"]),  # Doctor's companion + a Time Lord Doctor (CR 702.124m)
    ('["Brallin, Skyshark Rider", "Shabraz, the Skyshark"]', ["W", "U", "R"]),  # partner with each other (702.124j)
])
def test_front_faces_and_allowed_pairs_still_answer(tmp_path, commander, colors):
    code, answer = _tower(tmp_path, commander)
    assert code == 0 and answer["types"]["tower"] == colors, answer


def test_westvale_abbey_itself_is_refused_by_the_rules(tmp_path):
    refused_board(tmp_path, "players: [alice, bob]\ncommanders: {alice: Westvale Abbey}\nbattlefield: []\n", 2,
                  "Westvale Abbey can't be a commander")


# --- Finding: "Enchant opponent" attached to the Aura's own controller (CR 702.5a, 303.4c) ----------------------------

def test_an_enchant_opponent_aura_on_its_controller_is_refused(tmp_path):
    # Tenuous Truce: "Enchant opponent". Before: accepted (could-produce answered, exit 0).
    assert_cited("CR 303.4c: \"If an Aura is enchanting an illegal object or player as defined by its enchant ability and "
                 "other applicable effects, the object it was attached to no longer exists, or the player it was attached "
                 "to has left the game, the Aura is put into its owner’s graveyard.\"")
    refused_board(tmp_path, "players: [alice, bob]\nbattlefield:\n"
                            "  - {card: Tenuous Truce, controller: alice, id: truce, attached_to: alice}\n", 3,
                  "Tenuous Truce (truce): it can't be attached to its controller (alice): its enchant ability says "
                  "\"Enchant opponent\" (CR 303.4c)")


@pytest.mark.parametrize("aura, player", [
    ("Tenuous Truce", "bob"),              # an opponent: legal (CR 702.5d)
    ("Curse of Bloodletting", "alice"),    # "Enchant player": its controller too
])
def test_player_auras_on_a_legal_player_still_answer(tmp_path, aura, player):
    board = board_file(tmp_path, f"players: [alice, bob]\nbattlefield:\n  - {{card: {aura}, controller: alice, "
                             f"attached_to: {player}}}\n  - {{card: Forest, controller: alice, id: forest}}\n")
    done = run_cli("could-produce", str(board), "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["types"]["forest"] == ["G"], done.stderr


# --- Finding: "wither as long as you control a green creature" beside an unmodelled color effect (CR 613.1e) ---------

@pytest.mark.parametrize("others", [
    # Painter's Servant with green chosen: "All cards ..., spells, and permanents are the chosen color in addition to
    # their other colors" (unmodelled): the Scarecrow itself may be a green creature alice controls, so wither may apply
    ["{card: \"Painter's Servant\", controller: alice, id: ps, chosen: {color: green}}"],
    # Painter's Servant on bob's side changes every permanent's colors as well
    ["{card: \"Painter's Servant\", controller: bob, id: ps, chosen: {color: green}}"],
])
def test_thornwatch_scarecrows_wither_beside_an_unmodelled_color_effect_is_incomplete(tmp_path, others):
    # Before: "2 damage to giant", complete (the count of green creatures read colors the rules may not know;
    # tests/rules/test_incomplete.py's check that colors_unsure/2 reaches every reader of colors failed on main too).
    board = board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                             "  - {card: Thornwatch Scarecrow, controller: alice, id: crow}\n"
                             "  - {card: Hill Giant, controller: bob, id: giant}\n"
                             + "".join(f"  - {o}\n" for o in others))
    done = run_cli("orderings", str(board), "damage", "crow", "giant", "2", "--json")
    answer = json.loads(done.stdout)
    assert done.returncode == 3 and not answer["complete"], (done.returncode, answer["notes"])
    assert "Painter's Servant" in json.dumps(answer["notes"]), answer["notes"]


def test_thornwatch_scarecrow_without_a_color_effect_stays_complete(tmp_path):
    board = board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                             "  - {card: Thornwatch Scarecrow, controller: alice, id: crow}\n"
                             "  - {card: Grizzly Bears, controller: alice, id: bears}\n"
                             "  - {card: Hill Giant, controller: bob, id: giant}\n")
    done = run_cli("orderings", str(board), "damage", "crow", "giant", "2", "--json")
    answer = json.loads(done.stdout)
    assert done.returncode == 0 and [o["result"].get("dealt_as_counters") for o in answer["outcomes"]] == [2], answer


# --- Finding: `damage ... --kicked N` of a source with no kicker (CR 702.33a, 702.33d) -------------------------------

def test_a_damage_source_with_no_kicker_kicked_is_refused(tmp_path):
    # Before: Combust "kicked 1 time" was answered (exit 0); Urza's Rage, with kicker, still is.
    board = board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                             "  - {card: Grizzly Bears, controller: alice, id: bears}\neffects:\n"
                             "  - {card: Combust, controller: bob, id: combust, targets: [bears]}\n"
                             "  - {card: \"Urza's Rage\", controller: bob, id: rage}\n")
    done = run_cli("orderings", str(board), "damage", "combust", "bears", "5", "--kicked", "1")
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1 and "combust has no kicker" in lines[0] \
        and "702.33d" in lines[0], done.stderr
    done = run_cli("orderings", str(board), "damage", "rage", "bears", "3", "--kicked", "1", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["outcomes"][0]["result"]["damage"] == 10, done.stderr
