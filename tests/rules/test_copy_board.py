"""A permanent already on the battlefield that is a copy (board key copy_of; layer 1, CR 613.1a, 707.2, 707.3)."""
from __future__ import annotations

import json

import pytest
from support import EXAMPLES, board_from, run_cli

import mtgasp
from mtgasp import EnterEvent


def board(*entries: str) -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


CLONE_OF_BIRDS = ("{card: Clone, controller: alice, copy_of: Birds of Paradise, id: clone}",)


def test_a_clone_of_birds_of_paradise_can_produce_every_color_cr_707_2_and_106_7():
    # CR 707.2a — "A copy acquires the abilities of the object it's copying because those values are derived
    # from its rules text": the Clone has "{T}: Add one mana of any color."
    b = board(*CLONE_OF_BIRDS)
    assert mtgasp.could_produce(b).types["clone"] == ("W", "U", "B", "R", "G")
    view = mtgasp.show(b).objects["clone"]
    assert view.copy_of == "Birds of Paradise" and view.card == "Clone"
    assert view.names == ("Birds of Paradise",) and view.subtypes == ("bird",) and view.colors == ("g",)
    assert [a.text for a in view.abilities] == ["Flying", "{T}: Add one mana of any color."]
    (ability,) = mtgasp.can_activate(b, "clone").abilities
    assert ability.ability == 2 and ability.can_activate


@pytest.mark.slow
def test_a_copy_of_a_copy_has_what_the_first_copied_clone_ruling_2007_07_15():
    # Clone ruling 2007-07-15: "If the chosen creature is copying something else (for example, if the chosen
    # creature is another Clone), then your Clone enters the battlefield as whatever the chosen creature
    # copied." (CR 707.3.) A copy_of naming an object id follows that object's copiable values.
    b = board(*CLONE_OF_BIRDS, "{card: Clone, controller: bob, copy_of: clone, id: other}")
    assert mtgasp.could_produce(b).types["other"] == ("W", "U", "B", "R", "G")
    assert mtgasp.show(b).objects["other"].copy_of == "Birds of Paradise"
    # And a Clone entering now may copy either: both are Birds of Paradise, one outcome (CR 707.3).
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    assert sorted(str(o.result["copy_of"]) for o in r.outcomes) == ["Birds of Paradise", "None"]


def test_a_copy_of_a_basic_forest_is_basic_cr_707_2():
    # A Clone that is a copy of a basic Forest is a basic Forest (supertype basic is a copiable value), so
    # Blood Moon ("Nonbasic lands are Mountains") leaves it alone.
    b = board("{card: Forest, controller: bob, id: forest}", "{card: Blood Moon, controller: bob}",
              "{card: Clone, controller: alice, copy_of: forest, id: clone}")
    view = mtgasp.show(b).objects["clone"]
    assert view.supertypes == ("basic",) and view.subtypes == ("forest",) and "land" in view.card_types
    assert mtgasp.could_produce(b).types["clone"] == ("G",)


@pytest.mark.slow
def test_cli_json_show_has_copy_of(tmp_board):
    path = tmp_board("""
        players: [alice, bob]
        battlefield:
          - {card: Clone, controller: alice, copy_of: Birds of Paradise, id: clone}
    """)
    run = run_cli("show", str(path), "clone", "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["objects"]["clone"]["copy_of"] == "Birds of Paradise"


@pytest.mark.parametrize("entry, message", [
    ("{card: Clone, controller: alice, copy_of: Birds of Paradiso}", "copy_of: no object id or card named"),
    ("{card: Clone, controller: alice, copy_of: 3}", "copy_of: give a card name or the id of an object"),
    ("{card: Clone, controller: alice, copy_of: ''}", "copy_of: give a card name or the id of an object"),
])
def test_bad_copy_of_is_one_line_with_the_place(entry, message):
    with pytest.raises(mtgasp.BoardError) as err:
        board(entry)
    assert message in str(err.value) and "<test>:" in str(err.value)


def test_copy_of_on_an_effect_or_ambiguous_is_refused():
    with pytest.raises(mtgasp.BoardError, match="only a permanent can be a copy"):
        board_from("players: [alice]\neffects:\n  - {card: Natural Affinity, controller: alice, "
                   "copy_of: Forest}\n")
    with pytest.raises(mtgasp.BoardError, match="both an id and a card name"):
        board("{card: Forest, controller: alice, id: Forest}", "{card: Clone, controller: alice, copy_of: Forest}")


def test_copies_in_a_circle_are_a_board_error_cr_707_3():
    b = board("{card: Clone, controller: alice, id: a, copy_of: b}", "{card: Clone, controller: alice, id: b, copy_of: a}")
    with pytest.raises(mtgasp.BoardError, match="707.3"):
        mtgasp.show(b)


@pytest.mark.slow
def test_cli_example_board_clone():
    run = run_cli("orderings", str(EXAMPLES / "clone.yaml"), "enter", "Clone", "--controller", "alice", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and sorted((o["result"]["copy_of"] or "", o["result"]["counters"])
                                       for o in data["outcomes"]) == [
        ("", 0), ("Birds of Paradise", 0), ("Corpsejack Menace", 0), ("Kalonian Hydra", 9), ("Kalonian Hydra", 10)]
    run = run_cli("could-produce", str(EXAMPLES / "clone.yaml"), "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["types"]["birds-clone"] == ["W", "U", "B", "R", "G"]
