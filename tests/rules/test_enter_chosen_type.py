"""An effect on other permanents entering that reads the creature type chosen for its permanent (CR 614.1c, 614.12,
614.12a): Metallic Mimic — "As this creature enters, choose a creature type. / This creature is the chosen type in
addition to its other types. / Each other creature you control of the chosen type enters with an additional +1/+1
counter on it." The board states the type chosen (chosen: {creature_type: …}); the entering object is checked as it
would enter in each state (its rulings of 2017-02-09)."""
from __future__ import annotations

from support import battlefield, oracle_cards

import mtgasp
from mtgasp.render.words import listed


def _mimic(chosen: str | None = "Elf") -> str:
    choice = f", chosen: {{creature_type: {chosen}}}" if chosen else ""
    return "{card: Metallic Mimic, controller: alice, id: mimic" + choice + "}"


def _outcomes(answer: mtgasp.Orderings) -> list[tuple[str, int]]:
    return sorted((o.result["copy_of"] or "", o.result["counters"]) for o in answer.outcomes)


def _enter(board: mtgasp.Board, card: str, controller: str = "alice") -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, controller))


def test_the_oracle_text_quoted_here():
    (mimic,) = [c for c in oracle_cards() if c["name"] == "Metallic Mimic"]
    assert "Each other creature you control of the chosen type enters with an additional +1/+1 counter on it." \
        in mimic["text"]
    assert "This creature is the chosen type in addition to its other types." in mimic["text"]


def test_a_creature_of_the_chosen_type_you_control_enters_with_an_additional_counter():
    # Metallic Mimic (Elf chosen): alice's Llanowar Elves enters with one +1/+1 counter; bob's doesn't ("you control"),
    # nor does alice's Grizzly Bears (no Elf).
    board = battlefield(_mimic(), "{card: Forest, controller: bob}")
    elves = _enter(board, "Llanowar Elves")
    assert elves.complete
    assert _outcomes(elves) == [("", 1)]
    assert [s.card for s in elves.outcomes[0].steps] == ["Metallic Mimic"]
    assert _outcomes(_enter(board, "Llanowar Elves", "bob")) == [("", 0)]
    assert _outcomes(_enter(board, "Grizzly Bears")) == [("", 0)]


def test_metallic_mimic_is_the_chosen_type():
    # Ruling 2017-02-09: "Metallic Mimic's second ability starts applying immediately": with Elf chosen it is an Elf
    # Shapeshifter (CR 205.3m, layer 4).
    board = battlefield(_mimic())
    mimic = mtgasp.show(board, "mimic").objects["mimic"]
    assert {"elf", "shapeshifter"} <= set(mimic.subtypes)


def test_a_shapeshifter_gets_the_counter_only_entering_as_one():
    # Ruling 2017-02-09: "Even though Metallic Mimic is a Shapeshifter, other Shapeshifter creatures you control won't
    # get a +1/+1 counter unless you chose Shapeshifter ... that creature must be entering the battlefield as a
    # Shapeshifter to get a +1/+1 counter. It won't get a +1/+1 counter if it enters the battlefield as a copy of a
    # non-Shapeshifter creature." Body Double (a Shapeshifter) copying the Grizzly Bears card in bob's graveyard gets
    # none; declining the copy, it gets one. Malleable Impostor copying bob's Grizzly Bears stays a Shapeshifter by its
    # exception ("except it's a Faerie Shapeshifter in addition to its other types") and gets one either way.
    board = battlefield(_mimic("Shapeshifter"), "{card: Grizzly Bears, controller: bob}",
                        extra="graveyards:\n  alice: []\n  bob: [Grizzly Bears]\n")
    double = _enter(board, "Body Double")
    assert double.complete
    assert _outcomes(double) == [("", 1), ("Grizzly Bears", 0)]
    impostor = _enter(board, "Malleable Impostor")
    assert impostor.complete
    assert _outcomes(impostor) == [("", 1), ("Grizzly Bears", 1)]
    # Elf chosen instead: neither is an Elf, so neither gets a counter.
    elf = battlefield(_mimic("Elf"), "{card: Grizzly Bears, controller: bob}",
                      extra="graveyards:\n  alice: []\n  bob: [Grizzly Bears]\n")
    assert _outcomes(_enter(elf, "Body Double")) == [("", 0), ("Grizzly Bears", 0)]


def test_without_a_chosen_type_the_answer_says_so():
    # The type is chosen as Metallic Mimic enters (ruling 2017-02-09: "The choice of creature type is made as Metallic
    # Mimic enters the battlefield"); a board that doesn't state it leaves the effect undefined: not applied, and the
    # answer is incomplete, naming the ability.
    answer = _enter(battlefield(_mimic(None)), "Llanowar Elves")
    assert not answer.complete
    assert _outcomes(answer) == [("", 0)]
    assert any("ability 3 of Metallic Mimic uses a chosen creature type" in n for n in listed(answer.notes))
