"""Rulings of the cards added for issue 4: Spy Kit and names (CR 201), Noble Banneret, Relentless Rats, the
Kindred Equipment (CR 301.5, 308), Echoes of Eternity, Nameless Inversion (changeling), Tarmogoyf, Magus of
the Future, the twelve kinship creatures (CR 207.2c), X (CR 107.3m) and the charge-counter artifacts.

The rulings themselves are data: tests/rulings/characteristics_cards.yaml (run by tests/rules/test_rulings.py).
Here: what doesn't fit that format (the command line, JSON shapes, errors)."""
from __future__ import annotations

import json

import pytest
from support import board_from, run_cli

import mtgasp


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
