"""Rulings of the cards added for issue 4: Spy Kit and names (CR 201), Noble Banneret, Relentless Rats, the
Kindred Equipment (CR 301.5, 308), Echoes of Eternity, Nameless Inversion (changeling), Tarmogoyf, Magus of
the Future, the twelve kinship creatures (CR 207.2c), X (CR 107.3m) and the charge-counter artifacts.

The rulings themselves are data: tests/rulings/characteristics_cards.yaml (run by tests/rules/test_rulings.py).
Here: what doesn't fit that format (the command line, JSON shapes, errors), and the printed characteristics an
answer must not get wrong while marked complete: color indicators (CR 204, 202.2), devoid (702.114a), "is also a"
creature type (205.3, 604.3) and changeling (702.73a)."""
from __future__ import annotations

import json

import pytest
from support import battlefield, board_from, enter_outcomes, run_cli

import mtgasp
from mtgasp.render.words import listed


def ask(text: str, question: str) -> mtgasp.QueryAnswer:
    return mtgasp.query(board_from(text), question)


def view(text: str, obj: str) -> mtgasp.ObjectView:
    return mtgasp.show(board_from(text), obj).objects[obj]


SPY_KIT = """
    players: [alice, bob]
    battlefield:
      - {card: Spy Kit, controller: alice, attached_to: bears}
      - {card: Grizzly Bears, controller: alice, id: bears}
      - {card: Relentless Rats, controller: bob, id: rats}
      - {card: Silvercoat Lion, controller: bob, id: lion}
"""


@pytest.mark.slow
def test_show_json_summarises_thousands_of_names():
    import tempfile
    import textwrap

    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(textwrap.dedent(SPY_KIT))
    run = run_cli("show", f.name, "bears", "--json")
    data = json.loads(run.stdout)
    assert data["objects"]["bears"]["names"] == {"all_nonlegendary_creature_names": True, "also": ["Grizzly Bears"]}
    run = run_cli("query", f.name, 'named bears "Relentless Rats"', "--json")
    answer = json.loads(run.stdout)
    assert answer["answer"] is True and any("spy-kit" in w for w in answer["why"])


@pytest.mark.slow
def test_query_errors_are_one_line():
    import tempfile
    import textwrap

    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(textwrap.dedent(SPY_KIT))
    for question, message in [("kinshp bears", "did you mean: kinship?"), ("named bears", "takes 2 argument"),
                              ("shares-type bears bear", "did you mean: bears?")]:
        run = run_cli("query", f.name, question)
        assert run.returncode == 2 and message in run.stderr and run.stderr.count("\n") == 1


def _alone(card: str, extra: str = "") -> mtgasp.Board:
    return board_from(f"players: [alice]\nbattlefield:\n  - {{card: \"{card}\", controller: alice, id: it}}\n{extra}")


# --- Color indicators (CR 204, 202.2): the Oracle reference has no field for them ------------------------------

@pytest.mark.slow
def test_dryad_arbor_is_green():
    # Dryad Arbor has a green color indicator (its ruling: "Although originally printed with a characteristic-
    # defining ability that defined its color, this card now has a color indicator"; CR 204, 202.2): Meteor
    # Crater ("Choose a color of a permanent you control. Add one mana of that color.") could produce {G}.
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Meteor Crater, controller: alice, id: crater}\n"
                       "  - {card: Dryad Arbor, controller: alice, id: arbor}\n")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == ("G",) or not answer.complete
    shown = mtgasp.show(board)
    assert shown.objects["arbor"].colors == ("g",) or not shown.complete


@pytest.mark.slow
def test_kobolds_with_a_mana_cost_of_zero_are_red():
    # Crimson Kobolds: mana cost {0} and a red color indicator (its ruling, as Dryad Arbor's): red, not colorless.
    shown = mtgasp.show(_alone("Crimson Kobolds"))
    assert shown.objects["it"].colors == ("r",) or not shown.complete


@pytest.mark.slow
def test_a_back_face_without_its_color_indicator_is_not_colorless():
    # Insectile Aberration, the back face of Delver of Secrets, is blue by its color indicator (CR 204, 712.8e);
    # the reference gives no color for it: "colorless" can't be a complete answer.
    shown = mtgasp.show(_alone("Insectile Aberration"))
    assert shown.objects["it"].colors == ("u",) or not shown.complete
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Meteor Crater, controller: alice, id: crater}\n"
                       "  - {card: Insectile Aberration, controller: alice}\n")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == ("U",) or not answer.complete


@pytest.mark.slow
def test_is_also_a_creature_type():
    # Veteran Adventurer: "Veteran Adventurer is also a Cleric, Rogue, Warrior, and Wizard." (CR 205.3, 604.3).
    # It shares the Rogue type with Merfolk Looter (Merfolk Rogue): "no" can't be a complete answer.
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Veteran Adventurer, controller: alice, id: va}\n"
                       "  - {card: Merfolk Looter, controller: alice, id: ml}\n")
    answer = mtgasp.query(board, "shares-type va ml")
    assert answer.answer is True or not answer.complete


def test_an_object_shares_its_creature_types_and_name_with_itself():
    # CR 205.3, 201.2: Grizzly Bears has the creature type Bear and the name Grizzly Bears: asked about itself, it
    # shares both (a red-team finding: "no" was answered, complete). A Forest has no creature type to share.
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bears}", "{card: Forest, controller: alice, id: forest}")
    assert mtgasp.query(board, "shares-type bears bears").answer is True
    assert mtgasp.query(board, "same-name bears bears").answer is True
    assert mtgasp.query(board, "shares-type forest forest").answer is False


# --- Devoid: "This object is colorless" (CR 702.114a, 604.3, 105.2c) ------------------------------------------

@pytest.mark.slow
def test_devoid_permanent_is_colorless():
    # Eldrazi Displacer ({2}{W}, devoid) is colorless: Meteor Crater ("Choose a color of a permanent you control.
    # Add one mana of that color.") has no color to choose and adds no mana (CR 106.5). "{W}" can't be a complete
    # answer, nor "white" its colors.
    board = battlefield("{card: Meteor Crater, controller: alice, id: crater}",
                        "{card: Eldrazi Displacer, controller: alice, id: ed}")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == () or not answer.complete
    shown = mtgasp.show(board)
    assert shown.objects["ed"].colors == () or not shown.complete


def test_a_color_effect_still_colors_a_devoid_permanent():
    # CR 613.3: the characteristic-defining ability applies first in layer 5, other color-setting effects after
    # it: Nightcreep ("all creatures become black") makes the devoid Eldrazi Displacer black; Meteor Crater {B}.
    board = battlefield("{card: Meteor Crater, controller: alice, id: crater}",
                        "{card: Eldrazi Displacer, controller: alice, id: ed, timestamp: 5}",
                        extra="effects:\n  - {card: Nightcreep, controller: bob, timestamp: 1}\n")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == ("B",) or not answer.complete


# --- Changeling Outcast (CR 702.73a) ---------------------------------------------------------------------

def test_changeling_outcast_is_a_human_too_cr_702_73a():
    # Changeling: "This object is every creature type" — so not "non-Human": Grumgully's counter doesn't apply,
    # to it or to a Clone that copies it (the copy has changeling, CR 707.2).
    b = battlefield("{card: 'Grumgully, the Generous', controller: alice}", "{card: Changeling Outcast, controller: bob}")
    assert enter_outcomes(b, "Changeling Outcast", "alice") == [("alice", "", False, 0, (), 1)]
    assert {(o[1], o[3]) for o in enter_outcomes(b, "Clone", "alice")} == {("", 1), ("Changeling Outcast", 0),
                                                                  ("Grumgully, the Generous", 1)}


def test_an_incomplete_query_says_why_naming_the_card():
    # Nim Deathmantle: "Equipped creature gets +2/+2, has intimidate, and is a black Zombie." (not modelled): whether
    # the equipped Grizzly Bears shares a creature type with Gravedigger (a Zombie, CR 205.3m) depends on it. The answer
    # is incomplete and says why, naming the card, in the text and in --json (it said "the search stopped early").
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bears}",
                        "{card: Nim Deathmantle, controller: alice, attached_to: bears}",
                        "{card: Gravedigger, controller: alice, id: digger}")
    answer = mtgasp.query(board, "shares-type bears digger")
    assert not answer.complete and answer.notes
    from mtgasp.render import json as as_json
    from mtgasp.render import text as as_text
    assert "Nim Deathmantle" in as_text.query(answer)
    notes = as_json.query(answer)["notes"]
    assert notes and all("Nim Deathmantle" in n for n in notes)


def test_kinship_with_a_library_the_board_does_not_give_is_incomplete():
    # Wolf-Skull Shaman: "At the beginning of your upkeep, you may look at the top card of your library. If it shares a
    # creature type with this creature, you may reveal it." (CR 207.2c). A library the board doesn't give (libraries:,
    # a player not listed) could have any card on top: "no" was complete; `[]` says it is empty (CR 401.1).
    shaman = "{card: Wolf-Skull Shaman, controller: alice, id: wolf}"
    answer = mtgasp.query(battlefield(shaman), "kinship wolf")
    assert answer.answer is False and not answer.complete
    assert any("alice" in line for line in listed(answer.notes))
    answer = mtgasp.query(battlefield(shaman, extra="libraries:\n  alice: []\n"), "kinship wolf")
    assert answer.answer is False and answer.complete
    answer = mtgasp.query(battlefield(shaman, extra="libraries:\n  bob: [Elvish Mystic]\n"), "kinship wolf")
    assert not answer.complete


def test_an_unknown_library_or_graveyard_leaves_only_the_questions_that_read_it_incomplete():
    # The library a kinship ability looks at and the graveyards Tarmogoyf counts (CR 207.2c, 604.3) are not the
    # creature's types or names: "any creature of the specified creature type" (Cloak and Dagger ruling 2008-04-01)
    # is answered complete beside Mudbutton Clanger (kinship) with no libraries: on the board.
    board = battlefield("{card: Cloak and Dagger, controller: alice, id: eq}",
                        "{card: Mudbutton Clanger, controller: bob, id: goblin}",
                        "{card: Tarmogoyf, controller: bob, id: goyf}")
    assert mtgasp.query(board, "shares-type goblin goblin").complete
    assert mtgasp.query(board, "named goyf Tarmogoyf").complete
    assert not mtgasp.query(board, "kinship goblin").complete
    assert not mtgasp.query(board, "pt goyf").complete
