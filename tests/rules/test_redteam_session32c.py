"""Red team of the merged main of session 32 on the other commands (redteam21, issues 26 and 31): could-produce, mana,
can-activate, show and query on boards of real cards, each answer predicted from the Oracle text, the CR and the
rulings before the engine ran. The finding has a test that failed before its fix, beside a sample of probes that
passed:
- Bloom Tender ("For each color among permanents you control, add one mana of that color") beside Painter's Servant
  (its color effect unmodelled) answered {G}, complete, in could-produce and mana: Painter's Servant makes every
  permanent the chosen color too, so Bloom Tender adds {G}{U} under blue (CR 106.1b, 613.1e). colors_unsure/2 reached
  the "one mana of any color among" picks (color_of) but not adds_each_color/4 (rules/core/incomplete.lp).
"""
from __future__ import annotations

from pathlib import Path

import pytest
from ruling_cases import assert_cited
from support import board_file, board_from, cli_json

import mtgasp

_BLOOM = ("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
          "  - {card: Bloom Tender, controller: alice, id: bloom}\n")


# --- Finding: a mana ability adding each color among permanents, beside an unmodelled color effect ------------------

@pytest.mark.parametrize("effect", ["{card: Painter's Servant, controller: bob, id: painter, chosen: {color: U}}",
                                    "{card: Shifting Sky, controller: bob, id: sky, chosen: {color: U}}"])
def test_each_color_among_permanents_is_incomplete_beside_an_unmodelled_color_effect(effect):
    # Before: could-produce bloom {G} and mana {G}, both complete (exit 0). Painter's Servant (or Shifting Sky, "All
    # nonland permanents are the chosen color") makes Bloom Tender blue as well: it adds {G}{U}.
    assert_cited("Painter's Servant ruling 2008-05-01: \"This ability doesn’t overwrite any previous colors. Rather, it "
                 "adds another color.\"")
    assert_cited("Bloom Tender ruling 2008-08-01: \"For each color (white, blue, black, red, and green), check to see "
                 "if you control a permanent of that color.\"")
    board = board_from(_BLOOM + f"  - {effect}\n")
    answer = mtgasp.could_produce(board)
    assert not answer.complete and "U" not in answer.types["bloom"], answer
    pools = mtgasp.mana(board, "alice")
    assert not pools.complete, pools


def test_each_color_among_permanents_alone_is_complete():
    # the control: with no color effect the answer is proven, {G} (Bloom Tender is green, CR 202.2)
    board = board_from(_BLOOM + "  - {card: Forest, controller: alice, id: forest}\n")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["bloom"] == ("G",), answer
    pools = mtgasp.mana(board, "alice")
    assert pools.complete and {o.mana for o in pools.options} == {"GG"}, pools


# --- Probes that passed -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("commander, colors", [
    ('"Ral, Monsoon Mage"', ["U", "R"]),               # its back face's blue color indicator (CR 903.4d)
    ('"Alesha, Who Smiles at Death"', ["W", "B", "R"]),  # {W/B} in its rules text (CR 903.4)
    ('"Rograkh, Son of Rohgahh"', ["R"]),               # a red color indicator, mana cost {0} (CR 903.4)
    ('["Wilson, Refined Grizzly", "Cultist of the Absolute"]', ["B", "G"]),  # choose a Background (CR 702.124k)
])
def test_command_tower_identities(tmp_path: Path, commander, colors):
    board = board_file(tmp_path, f"players: [alice, bob]\ncommanders: {{alice: {commander}}}\n"
                                 "battlefield: [{card: Command Tower, controller: alice, id: tower}]\n")
    code, answer = cli_json("could-produce", str(board))
    assert code == 0 and answer["types"]["tower"] == colors, answer


def test_an_animated_gideon_with_a_counter():
    # Gideon Jura's [0] (layer 7b 6/6, CR 613.4b) and a +1/+1 counter (layer 7c, CR 613.4c): 7/7, proven
    board = board_from("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                       "  - {id: gid, card: Gideon Jura, controller: alice, counters: {loyalty: 6, +1/+1: 1}}\n"
                       "effects:\n  - {card: Gideon Jura, controller: alice, source: gid, ability: 3}\n")
    shown = mtgasp.show(board)
    assert shown.complete and shown.objects["gid"].power_toughness == (7, 7), shown
    assert "creature" in shown.objects["gid"].card_types and "planeswalker" in shown.objects["gid"].card_types


def test_drove_of_elves_colors_are_proven_beside_a_pt_cda():
    # CR 604.3: "Drove of Elves's power and toughness are each equal to the number of green permanents you control"
    # counts colors and changes none: its colors are proven (green), its power and toughness aren't (not modelled)
    board = board_from("players: [alice, bob]\nbattlefield:\n  - {card: Drove of Elves, controller: alice, id: drove}\n")
    shown = mtgasp.show(board)
    assert shown.objects["drove"].colors == ("g",) and "colors" not in shown.objects["drove"].incomplete_fields


def test_faeburrow_elder_beside_painters_servant_is_incomplete():
    # Faeburrow Elder ({1}{G}{W}): "{T}: For each color among permanents you control, add one mana of that color."
    # Before: {W} {G} complete; under Painter's Servant naming blue it adds {W}{U}{G} (CR 106.1b, 613.1e).
    board = board_from("players: [alice, bob]\nbattlefield:\n  - {card: Faeburrow Elder, controller: alice, id: fae}\n"
                       "  - {card: Painter's Servant, controller: bob, id: painter, chosen: {color: U}}\n")
    answer = mtgasp.could_produce(board)
    assert not answer.complete and "fae" in answer.incomplete, answer
