"""--explain on could-produce, produce and can-activate: the why comes from the rules (each step with its CR
number), the command only words it."""
from __future__ import annotations

import json

import pytest
from support import EXAMPLES, board_from, run_cli

import mtgasp
from mtgasp.render.words import say

ORCHARD = """
    players: [alice, bob]
    battlefield:
      - {card: Exotic Orchard, controller: alice, id: orchard}
      - {card: Forest, controller: bob}
      - {card: Mana Reflection, controller: alice}
"""


def test_could_produce_says_why_and_why_not():
    # CR 106.7: Exotic Orchard could produce {G} because an opponent's Forest could; no land an opponent
    # controls could produce {U}, so it can't (the example under CR 106.7).
    result = mtgasp.could_produce(board_from(ORCHARD), explain=True)
    assert result.types["orchard"] == ("G",)
    why = {(b.type, b.produced): b for b in result.why["orchard"]}
    green = why[("G", True)]
    assert green.choice == "G" and green.result == "GG"
    assert [(s.source, s.mana) for s in green.steps] == [("mana-reflection", "GG")]
    assert "616.1e" in say(green.steps[0].rule)
    assert say(why[("U", False)].reason) == "no land an opponent controls could produce {U}"
    assert ("G", False) not in why


def test_could_produce_why_not_replaced():
    # Contamination: every order ends with {B} (ruling on Mana Reflection 2008-05-01): {G} is replaced.
    result = mtgasp.could_produce(mtgasp.load_board(EXAMPLES / "contamination.yaml"), explain=True)
    (b, g) = result.why["forest"]
    assert (b.type, b.produced, g.type, g.produced) == ("B", True, "G", False)
    assert [s.source for s in b.steps] in (["mana-reflection", "contamination"], ["contamination"])
    assert "every order of the replacement effects" in say(g.reason)


@pytest.mark.slow
def test_could_produce_explain_json_and_text():
    run = run_cli("could-produce", str(EXAMPLES / "contamination.yaml"), "--explain", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["types"]["forest"] == ["B"] and data["complete"] is True
    assert data["why"]["forest"][0]["steps"][-1]["mana"] in ("B", "BB")
    text = run_cli("could-produce", str(EXAMPLES / "contamination.yaml"), "--explain").stdout
    assert "forest not {G}: ability 1 ({T}: Add {G}.): it would add {G}" in text


def test_produce_explain_gives_each_step_and_rule():
    result = mtgasp.produce(mtgasp.load_board(EXAMPLES / "contamination.yaml"), "forest", explain=True)
    by_mana = {o.mana: o for o in result.abilities[0].outcomes}
    # Reflection first: {G}{G}, then Contamination: {B}; the other order: {B}, then {B}{B}.
    assert [(s.source, s.mana) for s in by_mana["B"].why] == [("mana-reflection", "GG"), ("contamination", "B")]
    assert [(s.source, s.mana) for s in by_mana["BB"].why] == [("contamination", "B"), ("mana-reflection", "BB")]
    assert by_mana["B"].example_choice == "G"
    plain = mtgasp.produce(mtgasp.load_board(EXAMPLES / "contamination.yaml"), "forest")
    assert all(o.why == () for o in plain.abilities[0].outcomes)


@pytest.mark.slow
def test_can_activate_explain_lists_the_requirements_met():
    # Thousand-Year Elixir ruling: its abilities may be activated "as though it had haste" (CR 302.6).
    result = mtgasp.can_activate(mtgasp.load_board(EXAMPLES / "mana_pool.yaml"), "pili-pala", explain=True)
    (ability,) = result.abilities
    rules = {r.rule for r in ability.why}
    assert ability.can_activate and {"107.6", "302.6", "602.2", "118.3"} <= rules
    plain = mtgasp.can_activate(mtgasp.load_board(EXAMPLES / "mana_pool.yaml"), "pili-pala")
    assert plain.abilities[0].why == ()


def test_can_activate_explain_says_why_an_ability_is_not_a_mana_ability():
    # Mishra's Factory's third ability targets: not a mana ability (CR 605.1a) — it adds no mana either,
    # so only abilities that add mana get the note; its first ability is one.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: "Mishra's Factory", controller: alice, id: factory}
    """)
    result = mtgasp.can_activate(board, "factory", 1, explain=True)
    assert result.abilities[0].mana_ability and any(r.rule == "107.5" for r in result.abilities[0].why)
