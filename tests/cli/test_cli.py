"""End-to-end runs of the installed command line: output, JSON contracts, and every error case."""
from __future__ import annotations

import json

import pytest
from support import EXAMPLES, run_cli


def test_could_produce_json_contract():
    # docs/cli.md: version 2 of the shape keeps the id -> types mapping under "types"
    run = run_cli("could-produce", str(EXAMPLES / "reflecting.yaml"), "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == {
        "version": 2,
        "types": {"exotic-orchard": ["G"], "exotic-orchard-2": ["G"], "forest": ["G"], "reflecting-pool": ["G"]},
        "complete": True, "notes": [], "incomplete": {}}


def test_could_produce_table():
    run = run_cli("could-produce", str(EXAMPLES / "reflecting.yaml"))
    assert run.returncode == 0
    assert "reflecting-pool" in run.stdout and "{G}" in run.stdout


def test_produce_json_contract():
    run = run_cli("produce", str(EXAMPLES / "contamination.yaml"), "forest", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["permanent"] == "forest"
    (ability,) = data["abilities"]
    assert ability["ability"] == 1 and ability["text"] == "{T}: Add {G}."
    assert [(o["mana"], o["orders"], o["example"]) for o in ability["outcomes"]] == [
        ("B", 1, ["mana-reflection", "contamination"]), ("BB", 1, ["contamination", "mana-reflection"])]


def test_produce_table():
    run = run_cli("produce", str(EXAMPLES / "contamination.yaml"), "forest")
    assert run.returncode == 0
    assert "{B}{B}" in run.stdout and "contamination then mana-reflection" in run.stdout


def test_encode_prints_facts_that_clingo_accepts():
    import clingo

    run = run_cli("encode", str(EXAMPLES / "reflecting.yaml"))
    assert run.returncode == 0
    assert 'card_of("forest","Forest").' in run.stdout.replace(", ", ",")
    ctl = clingo.Control()
    ctl.add("base", [], run.stdout)
    ctl.ground([("base", [])])


@pytest.mark.slow
def test_cards_lists_the_library():
    run = run_cli("cards", "orchard")
    assert run.returncode == 0
    assert "Exotic Orchard" in run.stdout and "Forest" not in run.stdout
    everything = run_cli("cards").stdout
    for name in ("Forest", "Wastes", "Mana Reflection", "Damping Sphere", "Pale Moon", "Reflecting Pool"):
        assert name in everything


ERRORS = [
    ("bad yaml", "players: [a, b\n", "board.yaml:", "invalid YAML"),
    ("unknown top key", "players: [a]\nplayer: a\n", "board.yaml:2", "unknown key 'player'"),
    ("unknown entry key", "players: [a]\nbattlefield:\n  - {card: Forest, controller: a, taped: true}\n",
     "board.yaml:3", "did you mean: tapped"),
    ("unknown card", "players: [a]\nbattlefield:\n  - card: Forrest\n    controller: a\n",
     "board.yaml:3", "did you mean: Forest"),
    # A legendary card called by the part of its name before the comma: its full names first, set apart by ";".
    ("short legendary name", "players: [a]\nbattlefield:\n  - card: Thalia\n    controller: a\n",
     "board.yaml:3", "did you mean: Thalia, Guardian of Thraben; Thalia, Heretic Cathar"),
    ("unknown player", "players: [alice, bob]\nbattlefield:\n  - card: Forest\n    controller: alcie\n",
     "board.yaml:4", "did you mean: alice"),
    ("unknown active player", "players: [alice]\nactive_player: bob\n", "board.yaml:2", "unknown player 'bob'"),
    ("duplicate id", "players: [a]\nbattlefield:\n  - {card: Forest, controller: a, id: f}\n"
     "  - {card: Island, controller: a, id: f}\n", "board.yaml:4", "duplicate id 'f'"),
    ("unknown attachment", "players: [a]\nbattlefield:\n  - {card: Forest, controller: a, attached_to: bear}\n",
     "board.yaml:3", "unknown id 'bear'"),
    ("missing controller", "players: [a]\nbattlefield:\n  - {card: Forest}\n", "board.yaml:3", "controller is required"),
    ("no players", "battlefield: []\n", "board.yaml", "players"),
    ("bad counter", "players: [a]\nbattlefield:\n  - {card: Forest, controller: a, counters: {charge: -1}}\n",
     "board.yaml:3", "counters"),
    ("instant on battlefield", "players: [a]\nbattlefield:\n  - {card: Pale Moon, controller: a}\n",
     "board.yaml:3", "effects"),
    ("duplicate key", "players: [a]\nplayers: [b]\n", "board.yaml:2", "duplicate key"),
]


@pytest.mark.slow
@pytest.mark.parametrize("name, text, where, message", ERRORS, ids=[e[0] for e in ERRORS])
def test_board_errors_are_one_line_with_exit_2(tmp_board, name, text, where, message):
    path = tmp_board(text)
    run = run_cli("could-produce", str(path))
    assert run.returncode == 2, (run.stdout, run.stderr)
    assert "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert where in lines[0] and message in lines[0], lines[0]


def test_json_errors_name_the_line(tmp_board):
    path = tmp_board('{"players": ["a"],\n "battlefield": [\n  {"card": "Forest", "controler": "a"}]}\n', "b.json")
    run = run_cli("could-produce", str(path))
    assert run.returncode == 2 and "b.json:3" in run.stderr and "did you mean: controller" in run.stderr
    path = tmp_board('{"players": ["a"],\n "battlefield": [}\n', "c.json")
    run = run_cli("could-produce", str(path))
    assert run.returncode == 2 and "c.json:2" in run.stderr and "invalid JSON" in run.stderr


def test_json_board_works(tmp_board):
    path = tmp_board('{"players": ["a", "b"], "battlefield": [{"card": "forest", "controller": "a"}]}', "b.json")
    run = run_cli("could-produce", str(path), "--json")
    assert run.returncode == 0 and json.loads(run.stdout)["types"] == {"forest": ["G"]}


@pytest.mark.slow
def test_missing_file_and_unknown_permanent(tmp_path):
    run = run_cli("could-produce", str(tmp_path / "nope.yaml"))
    assert run.returncode == 2 and "no such board file" in run.stderr
    run = run_cli("produce", str(EXAMPLES / "contamination.yaml"), "forrest")
    assert run.returncode == 2 and "did you mean: forest" in run.stderr and "Traceback" not in run.stderr


@pytest.mark.slow
def test_usage_errors_exit_2():
    run = run_cli("produce")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    run = run_cli("no-such-command")
    assert run.returncode == 2


@pytest.mark.slow
def test_incomplete_outcomes_are_not_worded_as_proven(tmp_board):
    # Damage past the engine's amount bound (1,000,000; clingo integers are 32-bit) is not computed: the
    # headline must not say "every order gives the same outcome" of outcomes it never computed.
    path = tmp_board("players: [alice, bob]\nbattlefield:\n  - {card: Furnace of Rath, controller: alice}\n"
                     "  - {card: Dictate of the Twin Gods, controller: alice}\n"
                     "  - {card: Grizzly Bears, controller: alice, id: bears}\n")
    out = run_cli("orderings", str(path), "damage", "bears", "bob", "1000000")
    assert out.returncode == 3
    assert out.stdout.splitlines()[0] == "no outcome computed: the answer is incomplete, see below"
    assert "every order gives the same outcome" not in out.stdout


@pytest.mark.slow
def test_unpaid_cost_under_an_unmodelled_card_is_not_worded_as_a_stopped_search(tmp_board):
    # Celestial Dawn: white mana may be spent as though it were any color (CR 609.4b), which is not modelled:
    # {G} is not found payable, and the answer says the answer is incomplete, not that a search stopped.
    path = tmp_board("players: [alice]\nbattlefield:\n  - {card: Celestial Dawn, controller: alice}\n"
                     "  - {card: Plains, controller: alice}\n")
    out = run_cli("mana", str(path), "alice", "--cost", "{G}")
    assert out.returncode == 3
    text = " ".join(out.stdout.split())  # (lines are wrapped to the terminal's width)
    assert "cost {G}: no payment found, not proven unpayable (the answer is incomplete: see below)" in text
    assert "search stopped" not in text
