"""Session 35 leftovers of session 34 (fixes36): one descent over filters, a planeswalker's root wording, Phyrexian
mana without a life total, target counts of effects, damage orderings of non-creatures."""
from __future__ import annotations

import clingo
from support import board_from

from mtgasp.engine.solver import solve_query
from mtgasp.queries.run import facts_for

F = clingo.Function


def _enter_incomplete(entries: str, condition: clingo.Symbol) -> set[str]:
    """The incomplete/2 atoms of orderings when a Forest enters under alice, with one more ability of its own:
    "This land enters tapped unless you control [the filter of condition]" (facts added here)."""
    card = "Forest"
    extra = {"entering": [("c", card, "alice")],
             "replacement": [(card, 9, F("enters_battlefield"))],
             "replacement_condition": [(card, 9, F("this")), (card, 9, condition)],
             "replacement_option": [(card, 9, 1, F("enter_tapped"))]}
    answer = solve_query("orderings", facts_for(board_from(entries), extra, cards=(card,)))
    return {str(a) for a in answer.atoms if a.name == "incomplete"}


TAPPED_GREEN = F("controls_fewer", [F("tapped", [F("with_color", [F("creature"), F("g")])]), clingo.Number(1)])
ENTRIES = """
players: [alice, bob]
battlefield:
  - {card: Raging Goblin, controller: alice, id: gob, tapped: true}
"""


def test_a_color_under_tapped_is_read_by_the_entering_condition():
    # CR 105.2, 613.1e, 616.1f: "unless you control a tapped green creature" reads a color inside the quality
    # "tapped" (rules/core/counted_filters.lp: filter_child/2, the one descent). Shifting Sky ("All nonland permanents
    # are the chosen color", not modelled) may make the tapped Raging Goblin green: the condition may hold, said. The
    # descent of rules/replacement/enter_conditions.lp didn't go under tapped(...): the answer was complete.
    assert not _enter_incomplete(ENTRIES, TAPPED_GREEN)
    sky = _enter_incomplete(ENTRIES + "  - {card: Shifting Sky, controller: bob, id: sky}\n", TAPPED_GREEN)
    assert any("Shifting Sky" in why for why in sky), sky


def test_a_color_under_with_counter_is_read_by_the_entering_condition():
    # the same under "with a +1/+1 counter on it" (CR 122.1): with_counter(with_color(creature, g), p1p1)
    condition = F("controls_fewer", [F("with_counter", [F("with_color", [F("creature"), F("g")]), F("p1p1")]),
                                     clingo.Number(1)])
    sky = _enter_incomplete(ENTRIES + "  - {card: Shifting Sky, controller: bob, id: sky}\n", condition)
    assert any("Shifting Sky" in why for why in sky), sky


def _applies(entries: str, condition: clingo.Symbol) -> bool:
    card = "Forest"
    extra = {"entering": [("c", card, "alice")],
             "replacement": [(card, 9, F("enters_battlefield"))],
             "replacement_condition": [(card, 9, F("this")), (card, 9, condition)],
             "replacement_option": [(card, 9, 1, F("enter_tapped"))]}
    answer = solve_query("orderings", facts_for(board_from(entries), extra, cards=(card,)))
    return any(a.name == "step" for a in answer.atoms)


def test_a_color_over_a_supertype_under_tapped_is_matched():
    # CR 105.2, 205.4, 110.5: "unless you control a tapped legendary green creature": the color's filter is matched at
    # any depth (filter_with_color/2 from asked_filter/1), not only at the top of a counted filter. Fynn, the
    # Fangbearer is a legendary green creature: tapped, the condition holds and the effect doesn't apply.
    condition = F("controls_fewer", [F("tapped", [F("with_color", [F("with_supertype", [F("creature"),
                                                                                        F("legendary")]), F("g")])]),
                                     clingo.Number(1)])
    fynn = 'players: [alice, bob]\nbattlefield:\n  - {card: "Fynn, the Fangbearer", controller: alice, tapped: %s}\n'
    assert not _applies(fynn % "true", condition)
    assert _applies(fynn % "false", condition)
