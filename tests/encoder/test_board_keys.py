"""The optional board keys of issue 4 (timestamp, targets, noted, libraries, graveyards), their one-line
errors, and the card reference (a compact slice reaches ASP: only the names a board or query mentions)."""
from __future__ import annotations

import textwrap

import pytest
from support import board_from

import mtgasp
from mtgasp.encoder.reference import nonlegendary_creature_names, reference_card

BASE = """
    players: [alice, bob]
    battlefield:
      - {card: Forest, controller: alice}
"""


@pytest.mark.parametrize("extra, message", [
    ("      - {card: Island, controller: bob, timestamp: -1}\n", "timestamp: give a whole number from 0 to"),
    ("      - {card: Island, controller: bob, timestamp: soon}\n", "timestamp: give a whole number from 0 to"),
    ("      - {card: Island, controller: bob, targets: [forrest]}\n", "unknown id or player 'forrest' (did you mean: forest?)"),
    ("      - {card: Noble Banneret, controller: bob, noted: [Llanowar Elfs]}\n", "not in the Oracle card reference"),
    ("      - {card: Noble Banneret, controller: bob, noted: [1]}\n", "noted: give a list, each item a card name"),
    ("libraries:\n  carol: [Forest]\n", "unknown player 'carol'"),
    ("libraries:\n  alice: [Forrest Gump]\n", "unknown card 'Forrest Gump' (not in the Oracle card reference)"),
    # CR 712.8a, 715.4: a card in a graveyard or library has its front face's (its normal) characteristics only; a
    # back face's or an Adventure's name is refused, the front face suggested (red team 5: Ormendahl, Profane Prince
    # was counted a creature card in a graveyard, and Stomp a card with no card type).
    ("graveyards:\n  alice: [\"Ormendahl, Profane Prince\"]\n", "(did you mean: Westvale Abbey?)"),
    ("graveyards:\n  alice: [Stomp]\n", "(did you mean: Bonecrusher Giant?)"),
    ("libraries:\n  alice: [Insectile Aberration]\n", "(did you mean: Delver of Secrets?)"),
    # CR 715.4, 722.3: an Adventure or a prepare spell is only ever a spell, never a permanent: as a permanent's card or
    # what it copies it is refused, its card suggested (red team 6: Stomp on the battlefield was a permanent "known by
    # name only", a Clone copying it a permanent with no card type)
    ("      - {card: Stomp, controller: bob}\n", "card: Stomp is the Adventure of Bonecrusher Giant"),
    ("      - {card: All Aboard, controller: bob}\n", "(did you mean: Skycoach Conductor?)"),
    ("      - {card: Clone, controller: bob, copy_of: Stomp}\n", "copy_of: Stomp is the Adventure"),
    ("graveyards: [Forest]\n", "graveyards: give a mapping of player to a list of card names"),
    ("graveyards:\n  alice: Forest\n", "graveyards: alice: give a list of card names"),
])
def test_new_keys_are_validated_on_one_line(extra, message):
    base = textwrap.dedent(BASE)
    text = base + textwrap.dedent(extra).replace("- {", "  - {") if extra.startswith(" ") else base + extra
    with pytest.raises(mtgasp.BoardError) as err:
        board_from(text)
    assert message in str(err.value) and "\n" not in str(err.value) and "<test>:" in str(err.value)


def test_a_copy_of_an_effect_is_refused():
    # CR 109.1, 707.2: an entry of effects: is the lasting effect of a resolved spell, no object: a Clone "copying" a
    # Giant Growth effect was an instant on the battlefield, complete (red team 6)
    with pytest.raises(mtgasp.BoardError) as err:
        board_from("""
            players: [alice]
            battlefield:
              - {card: Clone, controller: alice, copy_of: gg}
            effects:
              - {card: Giant Growth, controller: alice, id: gg}
        """)
    assert "copy_of: 'gg' is an effect, not a permanent" in str(err.value) and "<test>:4:" in str(err.value)


def test_new_keys_become_facts():
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice, timestamp: 7}
          - {card: Noble Banneret, controller: alice, noted: [llanowar elves]}
        effects:
          - {card: Nameless Inversion, controller: bob, targets: [noble-banneret]}
        libraries:
          alice: [Delver of Secrets, Forest]
        graveyards:
          bob: [Tarmogoyf]
    """)
    facts = mtgasp.encode(board)
    for fact in ['timestamp("forest", 7).', 'timestamp("noble-banneret", 2).', 'noted("noble-banneret", "Llanowar Elves").',
                 'target("nameless-inversion", "noble-banneret").', 'library_card("alice", 1, "Delver of Secrets").',
                 'graveyard_card("bob", 1, "Tarmogoyf").', 'ref_changeling("Nameless Inversion").',
                 'ref_nonlegendary_creature("Llanowar Elves").']:
        assert fact in facts, fact
    # Only the names the board mentions reach ASP, never the whole reference.
    assert facts.count("name_of_interest(") == 6


def test_card_reference_is_compact_and_complete():
    names = nonlegendary_creature_names()
    assert 15_000 < len(names) < 16_000
    assert "Insectile Aberration" in names and "Zombie" not in names and "Wandering Fumarole" not in names
    card = reference_card("cloak and dagger")
    assert card.name == "Cloak and Dagger" and card.types == ("artifact", "kindred")
    assert card.subtypes == ("rogue", "equipment")
    from mtgasp.encoder.resources import rules_dir

    assert (rules_dir() / "data" / "card_reference.bin").stat().st_size < 2_000_000


def test_creature_types_from_205_3m():
    text = (mtgasp.encoder.resources.rules_dir() / "data" / "subtypes.lp").read_text()
    assert text.count(", creature).") == 317 and "subtype_class(time_lord, creature)." in text
    assert "subtype_class(urzas, land)." in text and "subtype_class(equipment, artifact)." in text


def test_new_keys_cannot_inject_code():
    import json

    import clingo

    # Line breaks in names are refused (docs/board-format.md: texts are printable); everything else is data.
    with pytest.raises(mtgasp.BoardError, match="line break"):
        mtgasp.parse_board(json.dumps({"players": ['x"). p(1). %\r\n#include "/etc/passwd".']}), "<test>", True)
    evil = 'x"). p(1). % #include "/etc/passwd".'
    data = {"players": [evil, "bob"],
            "battlefield": [{"card": "Grizzly Bears", "controller": evil, "id": evil}],
            "effects": [{"card": "Nameless Inversion", "controller": "bob", "targets": [evil]}],
            "libraries": {evil: ["Forest"]}, "graveyards": {evil: ["Forest"]}}
    board = mtgasp.parse_board(json.dumps(data), "<test>", json_format=True)
    facts = mtgasp.encode(board)
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    assert not [a for a in ctl.symbolic_atoms if a.symbol.name == "p"]
    assert [str(a.symbol.arguments[0].string) for a in ctl.symbolic_atoms if a.symbol.name == "library_card"] == [evil]


def test_a_card_off_the_battlefield_by_its_whole_name():
    # CR 709.4a: "Each split card has two names." A multi-face card's whole name ("Fire // Ice") is the card, read as
    # its first face (it was an unknown card before red team 5).
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice}
        graveyards:
          alice: ["Fire // Ice", "Delver of Secrets // Insectile Aberration"]
    """)
    assert board.graveyards == (("alice", ("Fire", "Delver of Secrets")),)
