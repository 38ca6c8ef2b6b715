"""Double-faced cards entering (CR 712): the library links a front face to its back face (the Oracle corpus names them
"Front // Back"), so a card put onto the battlefield transformed enters with its back face up and is what that face
is; a face the library knows by name only keeps the answer incomplete, naming it (issue 26)."""
from __future__ import annotations

import pytest
from support import board_from, refused_board

import mtgasp
from mtgasp import EnterEvent
from mtgasp.encoder import card_data
from mtgasp.render.words import error


def board(*entries: str) -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


def enter(b: mtgasp.Board, card: str, transformed: bool) -> mtgasp.Orderings:
    return mtgasp.orderings(b, EnterEvent(card, "alice", transformed=transformed))


def test_the_front_face_names_its_back_face():
    # CR 712.1: nonmodal and modal double-faced cards; a meld card's back is half of a melded permanent (CR 712.4).
    assert card_data.stored("Delver of Secrets").back == "Insectile Aberration"
    assert card_data.stored("Bala Ged Recovery").back == "Bala Ged Sanctuary"
    assert card_data.stored("Insectile Aberration").back is None
    assert card_data.stored("Lightning Bolt").back is None
    assert card_data.stored("Graf Rats").back is None  # a meld card


def test_put_onto_the_battlefield_transformed_it_is_its_back_face():
    # CR 712.14a: "If a spell or ability puts a double-faced card onto the battlefield 'transformed' ..., it enters
    # the battlefield with its back face up"; CR 614.12: the replacement effects that apply are checked against the
    # permanent as it would exist on the battlefield. Root Maze ("Artifacts and lands enter tapped") taps Azcanta, the
    # Sunken Ruin (a land), not Search for Azcanta (an enchantment).
    b = board("{card: Root Maze, controller: bob}")
    front, back = enter(b, "Search for Azcanta", False), enter(b, "Search for Azcanta", True)
    assert front.complete and [o.result["tapped"] for o in front.outcomes] == [False]
    assert back.complete and [o.result["tapped"] for o in back.outcomes] == [True]


def test_a_transforming_card_is_double_faced():
    # Delver of Secrets // Insectile Aberration was refused as "not a double-faced card" (CR 712.14a) before the faces
    # were linked; Lightning Bolt still is.
    assert enter(board("{card: Forest, controller: alice}"), "Delver of Secrets", True).complete
    with pytest.raises(mtgasp.BoardError) as refused:  # an event the rules refuse (RulesError)
        enter(board("{card: Forest, controller: alice}"), "Lightning Bolt", True)
    assert "712.14a" in str(error(refused.value))


def test_a_modal_sorcerys_land_back_face_may_enter_and_is_unknown():
    # CR 307.4: a sorcery can't enter; put onto the battlefield transformed, Bala Ged Recovery would enter as its back
    # face, a land (CR 712.14a). The corpus has no text for Bala Ged Sanctuary ("As this land enters, you may pay 3
    # life. If you don't, it enters tapped."): the answer says so instead of "untapped".
    b = board("{card: Forest, controller: alice}")
    with pytest.raises(mtgasp.BoardError) as refused:
        enter(b, "Bala Ged Recovery", False)
    assert "307.4" in str(error(refused.value))
    for answer in (enter(b, "Bala Ged Recovery", True), enter(b, "Bala Ged Sanctuary", False)):
        assert not answer.complete
        assert any("Bala Ged Sanctuary" in str(note) for note in answer.notes), answer.notes


def test_the_back_faces_own_unmodelled_entering_ability_is_named():
    # Ral, Leyline Prodigy: "Ral enters with an additional loyalty counter on him for each instant and sorcery card
    # you've put into your graveyard from anywhere this turn" (not compiled): incomplete, naming the back face.
    answer = enter(board("{card: Forest, controller: alice}"), "Ral, Monsoon Mage", True)
    assert not answer.complete and any("Ral, Leyline Prodigy" in str(n) for n in answer.notes), answer.notes


def test_a_commanders_back_face_counts_in_its_color_identity():
    # CR 903.4d: "The back face of a double-faced card (see rule 712) is included when determining a card's color
    # identity." Terra, Magical Adept ({1}{R}{G}) transforms into Esper Terra, whose text holds {W}{W}, {U}{U} and {B}{B}:
    # Command Tower adds each of the five colors, complete (no color is left that a color indicator of the back face,
    # which has no mana cost, could add, CR 204). (Until session 31 this test used Havengul Laboratory, a land that
    # can't be a commander, CR 903.3.)
    b = board_from("players: [alice, bob]\ncommanders:\n  alice: \"Terra, Magical Adept\"\nbattlefield:\n"
                   "  - {card: Command Tower, controller: alice}\n")
    answer = mtgasp.could_produce(b)
    assert answer.types["command-tower"] == ("W", "U", "B", "R", "G")
    assert answer.complete, answer.incomplete


def test_a_board_says_which_face_is_up(tmp_path):
    # CR 712.8d-e: a double-faced permanent has only the characteristics of the face that is up. face: back makes
    # the permanent the back face the library links (Azcanta, the Sunken Ruin: "{T}: Add {U}"); the front face,
    # Search for Azcanta, is an enchantment with no mana ability.
    up = board("{card: Search for Azcanta, controller: alice, face: back}",
               "{card: Search for Azcanta, controller: alice, face: front}")
    assert [(o.id, o.card) for o in up.objects] == [("azcanta-the-sunken-ruin", "Azcanta, the Sunken Ruin"),
                                                      ("search-for-azcanta", "Search for Azcanta")]
    assert mtgasp.could_produce(up).types == {"azcanta-the-sunken-ruin": ("U",), "search-for-azcanta": ()}


@pytest.mark.parametrize("entry, message", [
    ("{card: Forest, controller: alice, face: back}", "Forest is not the front face of a double-faced card"),
    ("{card: Delver of Secrets, controller: alice, face: side}", "unknown face 'side' (valid: front, back)"),
    ("{token: Treasure, controller: alice, face: back}", "a token here has one face"),
])
def test_a_face_that_cant_be_up_is_one_line_exit_2(tmp_path, entry, message):
    refused_board(tmp_path, f"players: [alice, bob]\nbattlefield:\n  - {entry}\n", 3, message)


def test_a_back_face_ups_mana_value_is_its_front_faces():
    # CR 712.8e: "While a nonmodal double-faced permanent has its back face up, ... its mana value is calculated using
    # the mana cost of its front face. If a permanent is copying the back face of a nonmodal double-faced permanent
    # ..., the mana value of that permanent is 0." Insectile Aberration has no mana cost; Delver of Secrets costs {U}.
    # (Before the faces were linked both ways, the back face had no mana value at all.)
    shown = mtgasp.show(board("{card: Delver of Secrets, controller: alice, face: back}",
                              "{card: Clone, controller: alice, copy_of: insectile-aberration}")).objects
    assert shown["insectile-aberration"].mana_value == 1
    assert shown["clone"].mana_value == 0


def test_an_effect_on_other_permanents_of_the_entering_face_is_not_its_own():
    # Avabruck Caretaker entering at night enters transformed (daybound, CR 702.145b) as Hollowhenge Huntmaster, whose
    # "Other permanents you control have hexproof" can't apply to itself (CR 614.12 counts only the effects that would
    # apply to the entering permanent): it said the answer was incomplete, naming that ability.
    b = board_from("players: [alice, bob]\nday_night: night\nbattlefield:\n  - {card: Forest, controller: alice}\n")
    answer = mtgasp.orderings(b, EnterEvent("Avabruck Caretaker", "alice", cast=True))
    assert answer.complete, answer.notes


# --- A back face named as what enters (CR 712.14; a red team's wrong answer, session 30) ---------------------------------

def test_a_transforming_cards_back_face_never_enters_by_itself_cr_712_14():
    # CR 712.14: "A double-faced card put onto the battlefield from a zone other than the stack enters the battlefield
    # with its front face up by default." Awoken Horror is the back face of Thing in the Ice (layout transform): it was
    # answered as a card of its own, complete ("untapped, 0 +1/+1 counters"). It is refused, naming the front face and
    # the flag that puts it onto the battlefield transformed (CR 712.14a).
    b = board("{card: Hardened Scales, controller: alice}")
    for transformed in (False, True):
        with pytest.raises(mtgasp.BoardError) as refused:  # an event the rules refuse (RulesError)
            enter(b, "Awoken Horror", transformed)
        said = str(error(refused.value))
        assert "back face of Thing in the Ice" in said and 'enter "Thing in the Ice" --transformed' in said
        assert "712.14" in said
    # Delver of Secrets // Insectile Aberration, Invasion of Zendikar // Awakened Skyclave (a battle) alike.
    for back, front in (("Insectile Aberration", "Delver of Secrets"), ("Awakened Skyclave", "Invasion of Zendikar")):
        with pytest.raises(mtgasp.BoardError) as refused:
            enter(b, back, False)
        assert f"back face of {front}" in str(error(refused.value))


def test_thing_in_the_ice_front_face_up_or_transformed():
    # Thing in the Ice: "This creature enters with four ice counters on it." Front face up (CR 712.14) it does;
    # put onto the battlefield transformed it is Awoken Horror (CR 712.14a, 712.8e: only the back face's
    # characteristics), which has no such ability: no ice counters.
    b = board("{card: Forest, controller: alice}")
    front, back = enter(b, "Thing in the Ice", False), enter(b, "Thing in the Ice", True)
    assert front.complete and [o.result["counters_by_kind"] for o in front.outcomes] == [{"ice": 4}]
    assert back.complete and [(o.result["transformed"], o.result["counters"]) for o in back.outcomes] == [(True, 0)]


def test_a_modal_double_faced_cards_back_face_may_enter_as_named_cr_712_12():
    # CR 712.11b: "A player casting a modal double-faced card ... chooses which face they are casting"; CR 712.12: one
    # played as a land "enters the battlefield with that face up". The back face of a modal double-faced card (layout
    # modal_dfc) is not refused: Tibalt, Cosmic Impostor and Emeria, Shattered Skyclave enter as named, incomplete
    # because the corpus has no text for them (never answered complete).
    b = board("{card: Forest, controller: alice}")
    for back in ("Tibalt, Cosmic Impostor", "Emeria, Shattered Skyclave"):
        answer = enter(b, back, False)
        assert not answer.complete and any(back in str(note) for note in answer.notes), answer.notes


def test_a_card_that_is_not_double_faced_put_transformed_says_it_stays_where_it_is_cr_712_14a():
    # CR 712.14a: "If a player is instructed to put a card that isn't a double-faced card onto the battlefield
    # transformed or converted, that card stays in its current zone."
    with pytest.raises(mtgasp.BoardError) as refused:
        enter(board("{card: Forest, controller: alice}"), "Grizzly Bears", True)
    said = str(error(refused.value))
    assert "not a double-faced card" in said and "stays in its current zone" in said and "712.14a" in said


def test_cli_back_face_refused_in_one_line(tmp_path):
    from support import run_cli
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice}\n")
    run = run_cli("orderings", str(path), "enter", "Awoken Horror", "--controller", "alice")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and "Thing in the Ice" in run.stderr and "--transformed" in run.stderr
