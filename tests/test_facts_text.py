"""The board's facts are built by plain Python (encoder/facts.py: _board_text) for speed (issue 14); the
jinja2 template encoder/templates/board.lp.j2 is the reference they must equal, character for character,
on boards using every field of the format (tapped, sick, counters, attachments, choices, x, timestamps,
targets, noted names, copies, life, libraries, graveyards) and on the example boards."""
from __future__ import annotations

from pathlib import Path

import pytest

import mtgasp
from mtgasp.encoder.facts import _board_text, template_text

ROOT = Path(__file__).resolve().parents[1]

EVERY_FIELD = """
players: [alice, bob, "c\\"arol"]
active_player: bob
life: {alice: 20, bob: 3}
battlefield:
  - {card: Forest, controller: alice, tapped: true, timestamp: 7}
  - {card: Llanowar Elves, controller: bob, owner: alice, sick: true, id: "elf \\\\ one"}
  - {card: Everflowing Chalice, controller: alice, counters: {charge: 3, "+1/+1": 2, "not": 1}, x: 2}
  - {card: Utopia Sprawl, controller: alice, attached_to: forest, chosen: {color: green}}
  - {card: Cavern of Souls, controller: bob, chosen: {creature_type: Elf}}
  - {card: Noble Banneret, controller: alice, noted: [llanowar elves, Forest]}
  - {card: Clone, controller: bob, copy_of: Birds of Paradise, id: clone}
  - {card: Clone, controller: bob, copy_of: clone, id: other, chosen: {player: alice, name: "Grizzly Bears"}}
effects:
  - {card: Nameless Inversion, controller: bob, targets: [noble-banneret, clone]}
libraries:
  alice: [Delver of Secrets, Forest]
  bob: [Tarmogoyf]
graveyards:
  bob: [Tarmogoyf, Island]
"""


def test_every_field_is_written_as_the_template_writes_it():
    board = mtgasp.parse_board(EVERY_FIELD, "<every \"field\">\n")
    text = _board_text(board)
    assert text == template_text(board)
    for fact in ['tapped("forest").', 'sick("elf \\\\ one").', 'x_paid("everflowing-chalice", 2).',
                 'chosen("utopia-sprawl", color, g).', 'copy_of("clone", "Birds of Paradise").',
                 'life_total("bob", 3).', 'graveyard_card("bob", 2, "Island").', 'player("c\\"arol").']:
        assert fact in text, fact


@pytest.mark.parametrize("path", sorted((ROOT / "examples").glob("*.yaml")), ids=lambda p: p.name)
def test_example_boards(path):
    board = mtgasp.load_board(path)
    assert _board_text(board) == template_text(board)
