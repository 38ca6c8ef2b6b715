"""Session 34 (enterB34), issue 26: the grammar reads the entering texts enter34 had written by hand (CR 614.1c-d,
614.12, 614.12a, 122.1b); the compiler's facts are those of the retired files (tests/data/handwritten/, checked by the
round trip of tests/compiler/test_compiler.py), and what the engine answers with them is tested in
tests/rules/test_enter_session34.py. Here: each grammar rule produces the facts, for every card that prints the text."""
from __future__ import annotations

import pytest
from support import compiled

THIS = {"replacement(enters_battlefield)", "replacement_condition(this)"}


def _ability(name: str, number: int) -> set[str]:
    status, facts = compiled(name)[number]
    assert status == "compiled", (name, number, status)
    return facts


@pytest.mark.parametrize("name, number, facts", [
    # CR 614.1c — "Legendary creatures you control enter with an additional +1/+1 counter on them." (Bard Class): the
    # plural of "each ... enters with ... on it"; a legendary creature is with_supertype (CR 205.4)
    ("Bard Class", 2, {"replacement(enters_battlefield)",
                       "replacement_condition(affected(with_supertype(creature,legendary)))",
                       "replacement_condition(affected_rel(you))", "replacement_option(1,enter_with_counters(p1p1,1))"}),
    # CR 614.1c, 111.1 — "Each other nontoken creature you control enters with an additional +1/+1 counter on it."
    ("Tromell, Seymour's Butler", 1, {"replacement(enters_battlefield)",
                                      "replacement_condition(affected(nontoken(creature)))",
                                      "replacement_condition(affected_rel(you))", "replacement_condition(other)",
                                      "replacement_option(1,enter_with_counters(p1p1,1))"}),
    # CR 614.12 — "Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on it."
    ("Arlinn, Voice of the Pack", 1, {"replacement(enters_battlefield)", "replacement_condition(affected(creature))",
                                      "replacement_condition(affected_either(subtype(wolf),subtype(werewolf)))",
                                      "replacement_condition(affected_rel(you))",
                                      "replacement_option(1,enter_with_counters(p1p1,1))"}),
    # CR 614.12 — "... an additional +1/+1 counter on it for each Angel you already control." (the entering Angel is not
    # on the battlefield yet: per(F, you, 1) counts the others)
    ("Giada, Font of Hope", 2, {"replacement(enters_battlefield)", "replacement_condition(affected(subtype(angel)))",
                                "replacement_condition(affected_rel(you))", "replacement_condition(other)",
                                "replacement_option(1,enter_with_counters(p1p1,per(subtype(angel),you,1)))"}),
    # CR 614.12, 105.2 — "... a +1/+1 counter on it for each other red creature you control and a +1/+1 counter on it
    # for each other green creature you control."
    ("Ulasht, the Hate Seed", 1, THIS | {
        "replacement_option(1,both(enter_with_counters(p1p1,per(with_color(creature,r),you,1)),"
        "enter_with_counters(p1p1,per(with_color(creature,g),you,1))))"}),
    # CR 614.1c, 122.1b — "This artifact enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a
    # shield counter on it."
    ("Agent's Toolkit", 1, THIS | {
        "replacement_option(1,both(enter_with_counters(p1p1,1),both(enter_with_counters(flying,1),"
        "both(enter_with_counters(deathtouch,1),enter_with_counters(shield,1)))))"}),
    # CR 614.12a, 122.1b — "... your choice of a flying counter or a first strike counter on it." ("first strike": a
    # counter kind of two words)
    ("Helica Glider", 1, THIS | {"replacement_option(1,enter_with_counters(flying,1))",
                                 "replacement_option(2,enter_with_counters(first_strike,1))"}),
    # CR 614.12a — "Denry Klin enters with your choice of a +1/+1, first strike, or vigilance counter on it."
    ("Denry Klin, Editor in Chief", 1, THIS | {"replacement_option(1,enter_with_counters(p1p1,1))",
                                               "replacement_option(2,enter_with_counters(first_strike,1))",
                                               "replacement_option(3,enter_with_counters(vigilance,1))"}),
    # CR 614.1d — "This creature enters tapped unless it's your turn." / "... tapped if it's not your turn."
    ("Horned Loch-Whale // Lagoon Breach", 3, THIS | {"replacement_condition(not_your_turn)",
                                                      "replacement_option(1,enter_tapped)"}),
    ("Eddymurk Crab", 3, THIS | {"replacement_condition(not_your_turn)", "replacement_option(1,enter_tapped)"}),
    # CR 614.1d, 205.4, 105.2 — "This land enters tapped unless you control a legendary green creature."
    ("Argoth, Sanctum of Nature // Titania, Gaea Incarnate", 1, THIS | {
        "replacement_condition(controls_fewer(with_supertype(with_color(creature,g),legendary),1))",
        "replacement_option(1,enter_tapped)"}),
    # CR 208.1 — "Ferocious — This creature enters with a +1/+1 counter on it if you control a creature with power 4 or
    # greater."
    ("Frontier Mastodon", 1, THIS | {"replacement_condition(controls_more(with_power(creature,ge,4),0))",
                                     "replacement_option(1,enter_with_counters(p1p1,1))"}),
    # CR 614.1c — "If you control five or more untapped lands, this creature enters with two +1/+1 counters and a
    # lifelink counter on it."
    ("Dust Animus", 2, THIS | {"replacement_condition(controls_more(untapped(land),4))",
                               "replacement_option(1,both(enter_with_counters(p1p1,2),enter_with_counters(lifelink,1)))"}),
    # CR 119.4, 614.12a — "As this creature enters, pay any amount of life." (every amount explored, enter_bags.lp)
    ("Minion of the Wastes", 2, THIS | {"replacement_option(1,pay_any_life)"}),
    ("Phyrexian Processor", 1, THIS | {"replacement_option(1,pay_any_life)"}),
    # CR 119.1, 614.12 — "This artifact enters with X charge counters on it, where X is your life total."
    ("Eternity Vessel", 1, THIS | {"replacement_option(1,enter_with_counters(charge,life_total))"}),
    # the checklands of a legendary creature keep their reading (The Shire: CR 205.4)
    ("The Shire", 1, THIS | {"replacement_condition(controls_fewer(with_supertype(creature,legendary),1))",
                             "replacement_option(1,enter_tapped)"}),
])
def test_the_grammar_reads_the_entering_text(name, number, facts):
    assert _ability(name, number) == facts


@pytest.mark.parametrize("name, kinds", [
    # the other cards printing "your choice of a X counter or a Y counter" keep their reading (CR 614.12a)
    ("Wingfold Pteron", ("flying", "hexproof")),
    ("Boot Nipper", ("deathtouch", "lifelink")),
    ("Ferocious Tigorilla", ("trample", "menace")),
    ("Flycatcher Giraffid", ("vigilance", "reach")),
])
def test_a_choice_of_two_kinds_is_one_option_each(name, kinds):
    assert _ability(name, 1) == THIS | {f"replacement_option({i},enter_with_counters({k},1))"
                                        for i, k in enumerate(kinds, 1)}


def test_first_strike_a_permanent_enters_with_is_still_a_keyword_not_a_counter():
    # "first strike" is one counter kind only where a counter kind is read (CR 122.1b): "it enters with two +1/+1
    # counters on it and with first strike" (Benalish Lancer) is the keyword it enters with (CR 702.7), as before
    facts = _ability("Benalish Lancer", 2)
    assert "replacement_option(1,both(enter_with_counters(p1p1,2),enter_with_keyword(first_strike)))" in facts
    # Grimdancer's three single-word kinds are read as before
    facts = _ability("Grimdancer", 1)
    assert "replacement_option(1,both(enter_with_counters(menace,1),enter_with_counters(deathtouch,1)))" in facts


def test_a_limit_on_the_life_paid_is_not_read_as_any_amount():
    # Nameless Race: "As this creature enters, pay any amount of life. The amount you pay can't be more than the total
    # number of white nontoken permanents your opponents control ..." — the limit is not read, so neither is the text
    # (never a silently wrong answer)
    assert compiled("Nameless Race")[2][0] == "unmodelled"
