"""Characteristics after continuous effects (issue 4): layers 4-6 with timestamps and dependencies (CR 613),
305.7, and what could produce sees of them (CR 106.7). Cases named in the issue and in the rulings of
Blood Moon, Urborg, Celestial Dawn, Prismatic Omen, Chromatic Lantern and Gift of Paradise.

The rulings themselves are data: tests/rulings/characteristics.yaml (run by tests/rules/test_rulings.py). Here:
what doesn't fit that format (the command line, JSON shapes, errors)."""
from __future__ import annotations

import json

import pytest
from support import board_from, run_cli

import mtgasp


def produce(text: str) -> dict[str, str]:
    return {k: "".join(v) for k, v in mtgasp.could_produce(board_from(text)).types.items()}


def view(text: str, obj: str) -> mtgasp.ObjectView:
    return mtgasp.show(board_from(text), obj).objects[obj]


def abilities(v: mtgasp.ObjectView) -> list[tuple[str, str]]:
    return [(a.text, a.source) for a in v.abilities]


BLOOD_MOON_URBORG = """
    players: [alice, bob]
    battlefield:
      - {{card: "Urborg, Tomb of Yawgmoth", controller: alice, id: urborg, timestamp: {urborg}}}
      - {{card: Blood Moon, controller: bob, timestamp: {moon}}}
      - {{card: Forest, controller: alice}}
      - {{card: Reflecting Pool, controller: alice}}
      - {{card: Tropical Island, controller: bob}}
"""


@pytest.mark.slow
def test_show_json_contract():
    run = run_cli("show", "--json", _write_board(BLOOD_MOON_URBORG.format(urborg=1, moon=2)), "urborg")
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)  # docs/cli.md: version 2 keeps the objects by id under "objects"
    assert answer["version"] == 2 and answer["complete"] is True and answer["notes"] == []
    data = answer["objects"]
    assert set(data) == {"urborg"}
    u = data["urborg"]
    assert u["names"] == ["Urborg, Tomb of Yawgmoth"] and u["card_types"] == ["land"]
    assert u["supertypes"] == ["legendary"] and u["subtypes"] == ["mountain"]
    assert u["abilities"] == [{"text": "{T}: Add {R}.", "source": "blood-moon", "activated_by": "alice"}]
    assert u["controller"] == "alice" and u["attached_to"] is None


@pytest.mark.slow
def test_show_explain_text_and_unknown_id():
    path = _write_board(BLOOD_MOON_URBORG.format(urborg=1, moon=2))
    run = run_cli("show", path, "--explain")
    assert run.returncode == 0 and "[waited for blood-moon: dependency]" in run.stdout
    run = run_cli("show", path, "urborgg")
    assert run.returncode == 2 and "did you mean: urborg?" in run.stderr and run.stderr.count("\n") == 1


def _write_board(text: str) -> str:
    import tempfile
    import textwrap

    f = tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False)
    f.write(textwrap.dedent(text))
    f.close()
    return f.name
