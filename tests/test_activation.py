"""can-activate (CR 107.5, 107.6, 118.3, 119.4, 302.6, 602.2, 605.1a): cases from issue 5 and rulings."""
from __future__ import annotations

from conftest import board_from

import mtgasp


def check(text: str, permanent: str, ability: int | None = None) -> mtgasp.AbilityCheck:
    """The check of ability `ability` (numbered among all the permanent's abilities), or of its first
    activated ability."""
    result = mtgasp.can_activate(board_from(text), permanent, ability)
    return result.abilities[0]


def plus(board: str, line: str) -> str:
    """The board with one more battlefield entry (written at the entries' indentation)."""
    return board.rstrip(" ") + "          " + line + "\n"


def rules(result: mtgasp.AbilityCheck) -> list[str]:
    return [r.rule for r in result.reasons]


def test_untapped_pili_pala_cant_use_q():
    # Pili-Pala ruling: "If Pili-Pala is already untapped, you can't activate its {Q} ability."
    res = check("""
        players: [alice]
        battlefield:
          - {card: Pili-Pala, controller: alice}
          - {card: Sol Ring, controller: alice}
    """, "pili-pala")
    assert not res.can_activate and rules(res) == ["107.6"]


def test_tapped_pili_pala_new_this_turn_cant_but_can_with_thousand_year_elixir():
    board = """
        players: [alice]
        battlefield:
          - {card: Pili-Pala, controller: alice, tapped: true, sick: true}
          - {card: Sol Ring, controller: alice}
    """
    res = check(board, "pili-pala")
    assert not res.can_activate and rules(res) == ["302.6"]
    res = check(plus(board, "- {card: Thousand-Year Elixir, controller: alice}"), "pili-pala")
    assert res.can_activate and res.mana_ability


def test_an_opponents_elixir_doesnt_help():
    res = check("""
        players: [alice, bob]
        battlefield:
          - {card: Llanowar Elves, controller: alice, sick: true}
          - {card: Thousand-Year Elixir, controller: bob}
    """, "llanowar-elves")
    assert rules(res) == ["302.6"]


def test_noncreature_artifact_and_land_that_entered_this_turn_can_tap():
    board = """
        players: [alice]
        battlefield:
          - {card: Sol Ring, controller: alice, sick: true}
          - {card: Inkmoth Nexus, controller: alice, sick: true}
    """
    assert check(board, "sol-ring").can_activate
    assert check(board, "inkmoth-nexus").can_activate


def test_a_land_that_became_a_creature_is_affected():
    # Mishra's Factory / Inkmoth Nexus rulings: a land that became a creature and came under its
    # controller's control this turn can't use {T}; how long it has been a creature doesn't matter.
    board = """
        players: [alice]
        battlefield:
          - {card: "Mishra's Factory", controller: alice, sick: true, id: factory}
          - {card: Inkmoth Nexus, controller: alice, id: nexus}
    """
    assert check(board, "factory").can_activate
    animated = plus(board.replace("battlefield:", "effects:\n          - {card: Natural Affinity, controller: alice}\n"
                                  "        battlefield:"), "- {card: Sol Ring, controller: alice, sick: true}")
    assert rules(check(animated, "factory")) == ["302.6"]
    assert rules(check(animated, "factory", 3)) == ["302.6"]
    assert check(animated, "nexus").can_activate  # controlled since the turn began
    assert check(animated, "sol-ring").can_activate  # still not a creature
    result = mtgasp.mana(board_from(animated), "alice")
    assert {o.mana for o in result.options} == {"CCC"}


def test_tapped_permanent_cant_pay_t():
    res = check("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, tapped: true}
    """, "forest")
    assert rules(res) == ["107.5"]


def test_mana_costs_of_non_mana_abilities_are_paid_with_mana_abilities():
    # CR 118.3, 601.2g, 605.3a: Inkmoth Nexus can tap itself for the {1} of its own other ability (it
    # has no {T} in that cost, and summoning sickness doesn't matter to a noncreature land).
    board = """
        players: [alice]
        battlefield:
          - {card: Inkmoth Nexus, controller: alice, sick: true}
          - {card: Thousand-Year Elixir, controller: alice}
    """
    assert check(board, "inkmoth-nexus", 2).can_activate
    # The Elixir's "{1}, {T}: Untap target creature": the Nexus's mana pays it; without a source, nothing does.
    assert check(board, "thousand-year-elixir").can_activate
    res = check(board.replace("Inkmoth Nexus", "Silvercoat Lion"), "thousand-year-elixir")
    assert rules(res) == ["118.3"] and "{1}" in res.reasons[0].text


def test_nykthos_cant_pay_its_own_generic_cost_with_its_own_tap():
    board = """
        players: [alice]
        battlefield:
          - {card: "Nykthos, Shrine to Nyx", controller: alice}
          - {card: Forest, controller: alice}
    """
    assert not check(board, "nykthos-shrine-to-nyx", 2).can_activate
    board = plus(board, "- {card: Forest, controller: alice, id: f2}")
    assert check(board, "nykthos-shrine-to-nyx", 2).can_activate


def test_springleaf_drum_needs_an_untapped_creature_sick_or_not():
    board = """
        players: [alice]
        battlefield:
          - {card: Springleaf Drum, controller: alice, sick: true}
    """
    assert rules(check(board, "springleaf-drum")) == ["118.3"]
    assert check(plus(board, "- {card: Llanowar Elves, controller: alice, sick: true}"),
                 "springleaf-drum").can_activate
    assert not check(plus(board, "- {card: Llanowar Elves, controller: alice, tapped: true}"),
                     "springleaf-drum").can_activate


def test_gemstone_mine_needs_a_counter():
    board = """
        players: [alice]
        battlefield:
          - {card: Gemstone Mine, controller: alice, counters: {mining: 0}}
    """
    res = check(board, "gemstone-mine")
    assert rules(res) == ["118.3"] and "mining" in res.reasons[0].text


def test_targeting_ability_is_not_a_mana_ability():
    # CR 605.1a: Mishra's Factory's third ability targets.
    result = mtgasp.can_activate(board_from("""
        players: [alice]
        battlefield:
          - {card: "Mishra's Factory", controller: alice}
    """), "mishra-s-factory")
    assert [a.mana_ability for a in result.abilities] == [True, False, False]


def test_several_reasons_at_once():
    res = check("""
        players: [alice]
        battlefield:
          - {card: Llanowar Elves, controller: alice, sick: true, tapped: true}
    """, "llanowar-elves")
    assert sorted(rules(res)) == ["107.5", "302.6"]


def test_creature_without_abilities_has_none_to_activate():
    result = mtgasp.can_activate(board_from("""
        players: [alice]
        battlefield:
          - {card: Silvercoat Lion, controller: alice}
    """), "silvercoat-lion")
    assert result.abilities == ()
