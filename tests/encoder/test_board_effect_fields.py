"""The board fields the last triggered mana abilities and land animations need (issue 9): monarch:, token:,
exiled:, and an effect's source:, ability: and chosen: {branch: …}. Bad values are refused with one line
naming the file, the line and the field (docs/board-format.md); an effects: entry that doesn't say which
effect it is, or what it applies to, is refused by the rules (CR 611.2), never read as no effect."""
from __future__ import annotations

import textwrap

import pytest

import mtgasp
from mtgasp.encoder import Board, BoardError, BoardObject
from mtgasp.render.words import error


def parse(text: str) -> mtgasp.Board:
    return mtgasp.parse_board(textwrap.dedent(text), "b.yaml")


def refused(text: str, *parts: str) -> str:
    with pytest.raises(BoardError) as info:
        mtgasp.could_produce(parse(text))
    message = str(error(info.value))  # a board the rules refuse (RulesError): its code in words
    assert "\n" not in message, message
    for part in parts:
        assert part in message, message
    return message


@pytest.mark.parametrize("text, parts", [
    ("players: [alice, bob]\nmonarch: carol\n", ("b.yaml:2", "unknown player 'carol'", "alice, bob")),
    ("players: [alice]\nmonarch: 3\n", ("b.yaml:2", "player")),
    ("players: [alice]\nbattlefield:\n  - {card: Sol Ring, controller: alice, token: 1}\n",
     ("b.yaml:3", "token: give true or false")),
    ("players: [alice]\nbattlefield:\n  - {card: Extraplanar Lens, controller: alice, exiled: [Forrest]}\n",
     ("b.yaml:3", "unknown card 'Forrest'")),
    ("players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice, source: x}\n",
     ("b.yaml:3", "only an effect has a source")),
    ("players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice, ability: 2}\n",
     ("b.yaml:3", "only an effect says which ability")),
    ("players: [alice]\neffects:\n  - {card: Mishra's Factory, controller: alice, source: nowhere, ability: 2}\n",
     ("b.yaml:3", "nowhere")),
    ("players: [alice]\neffects:\n  - {card: Mishra's Factory, controller: alice, ability: 0}\n", ("b.yaml:3", "ability")),
])
def test_bad_values_are_refused_in_one_line(text, parts):
    refused(text, *parts)


FACTORY = "players: [alice]\nbattlefield:\n  - {card: \"Mishra's Factory\", controller: alice, id: factory}\neffects:\n"


@pytest.mark.parametrize("effect, part", [
    # CR 611.2: which of the Factory's two effects, and on which permanent "this land" is, the board must say.
    ("  - {card: \"Mishra's Factory\", controller: alice, source: factory}\n", "ability: N"),
    ("  - {card: \"Mishra's Factory\", controller: alice, ability: 2}\n", "source:"),
    ("  - {card: \"Mishra's Factory\", controller: alice, source: factory, ability: 1}\n", "creates no lasting effect"),
    ("  - {card: Chaos Moon, controller: alice, chosen: {branch: prime}}\n", "branch"),
])
def test_an_effect_that_does_not_say_what_it_is_is_refused(effect, part):
    refused(FACTORY + effect, part, "b.yaml:5", "611.2")


def test_the_api_checks_the_same_fields():
    with pytest.raises(BoardError, match="monarch"):
        Board(players=("alice",), active_player="alice", objects=(), monarch="bob")
    forest = BoardObject(id="f", card="Forest", controller="alice", owner="alice")
    with pytest.raises(BoardError, match="source"):
        Board(players=("alice",), active_player="alice",
              objects=(forest, BoardObject(id="e", card="Mishra's Factory", controller="alice", owner="alice",
                                           zone="effect", source="nowhere", ability=2)))
    with pytest.raises(BoardError, match="ability"):
        BoardObject(id="f2", card="Forest", controller="alice", owner="alice", ability=2)
    with pytest.raises(BoardError, match="token"):
        BoardObject(id="f3", card="Forest", controller="alice", owner="alice", token="yes")  # type: ignore[arg-type]


def test_the_fields_reach_the_rules():
    board = parse("""
        players: [alice, bob]
        monarch: bob
        battlefield:
          - {card: Sol Ring, controller: alice, id: ring, token: true}
          - {card: Extraplanar Lens, controller: alice, id: lens, exiled: [forest]}
          - {card: "Mishra's Factory", controller: alice, id: factory}
        effects:
          - {card: "Mishra's Factory", controller: alice, id: e, source: factory, ability: 2}
    """)
    facts = mtgasp.board_facts(board)
    for fact in ('monarch("bob").', 'token("ring").', 'exiled_with("lens","Forest").', 'effect_source("e","factory").',
                 'effect_of_ability("e",2).'):
        assert fact in facts.replace(", ", ","), fact
