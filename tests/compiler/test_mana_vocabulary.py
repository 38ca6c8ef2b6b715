"""Mana abilities the compiler reads with general terms (session 26): flavor words (CR 207.2d), the exhaust and max
speed keywords (CR 702.177a, 702.178a), costs that move the ability's own permanent or read zones a board doesn't give,
riders that change no mana its activator gets, mana added to other players' pools (CR 106.4), "six {G}", and an amount
equal to the sacrificed permanent's power or mana value (CR 601.2h, 608.2h). Each snapshot is the text of the card
named; before these terms each of them was `unmodelled`."""
from __future__ import annotations

import pytest
from support import compiled, corpus

from mtgasp.compiler.oracle import normalise, without_flavor_word
from mtgasp.encoder.inline_tokens import keyword_names

SNAPSHOTS = [
    # CR 207.2d — a flavor word has no rules meaning: "A Thousand Souls Die Every Day — {T}, Sacrifice a creature: Add
    # three mana in any combination of colors."
    ("The Golden Throne", 2, "compiled", {"activated", "cost(tap)", "cost(sacrifice(creature))", "adds(3,combination)"}
     | {f"combination_type({c})" for c in "wubrg"}),
    ("Haruspex", 2, "compiled", {"activated", "cost(tap)", "cost(remove_counters(p1p1,x))", "adds_x(p1p1,one_color)"}),
    # CR 702.177a — "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
    ("Loot, the Pathfinder", 2, "compiled", {"activated", "cost(mana(g,1))", "cost(tap)", "adds(3,one_color)",
                                             "activation_restriction(exhaust)"}),
    # CR 702.178a — "Max speed — [Ability]": the ability exists while its controller's speed is 4 (not on a board)
    ("Endrider Catalyzer", 2, "compiled", {"activated", "cost(tap)", "adds(2,type(r))",
                                           "activation_restriction(unchecked(max_speed))"}),
    ("Lys Alana Dignitary", 2, "compiled", {"activated", "cost(tap)", "adds(2,type(g))",
                                            "activation_restriction(unchecked(graveyard))"}),
    # "Activate only during your turn and only once each turn": both restrictions (CR 602.5b)
    ("Vivi Ornitier", 1, "compiled", {"activated", "adds_amount(power(self),combination)", "combination_type(u)",
                                      "combination_type(r)", "activation_restriction(your_turn)",
                                      "activation_restriction(once_each_turn)"}),
    # costs a board can't check, or that move the ability's own permanent (not followed: unchecked/1)
    ("Mirrored Lotus", 2, "compiled", {"activated", "cost(tap)", "cost(unchecked(exile_self))", "adds(3,one_color)"}),
    ("Grinning Ignus", 1, "compiled", {"activated", "cost(mana(r,1))", "cost(unchecked(return_self))",
                                       "adds_mana(m(0,0,0,1,0,2))", "activation_restriction(sorcery_speed)"}),
    ("Thornvault Forager", 2, "compiled", {"activated", "cost(tap)", "cost(unchecked(forage))", "adds(2,combination)"}
     | {f"combination_type({c})" for c in "wubrg"}),
    # riders: a draw later, another player's life, each player's life (the activator's too: Cryptolith Fragment's
    # ruling of 2016-07-13, "Players can't respond to it or to the loss of life it causes"), poison counters
    ("Astrolabe", 1, "rider", {"activated", "cost(mana(generic,1))", "cost(tap)", "cost(sacrifice_self)",
                               "adds(2,one_color)", "rider(draw)"}),
    ("Grove of the Burnwillows", 2, "rider", {"activated", "cost(tap)", "adds(1,combination)", "combination_type(r)",
                                              "combination_type(g)", "rider(opponents_life)"}),
    ("Cryptolith Fragment", 2, "rider", {"activated", "cost(tap)", "adds(1,one_color)", "rider(life)",
                                         "rider_life(-1)"}),
    ("Noxious Bayou", 1, "rider", {"activated", "cost(tap)", "adds(1,combination)", "combination_type(b)",
                                   "combination_type(g)", "rider(poison)"}),
    # CR 106.4 — mana to other players: each player's (the activator's too), or a player of the activator's choice
    # (Victory Chimes' ruling of 2018-06-08: a mana ability that gives another player mana): itself, or nothing
    ("Rafi, Retro Racer", 2, "rider", {"activated", "cost(mana(r,1))", "cost(sacrifice_self)", "adds(3,type(r))",
                                       "rider(mana_to_others)"}),
    ("Victory Chimes", 2, "rider", {"activated", "cost(tap)", "adds(1,type(c))", "adds_mana(m(0,0,0,0,0,0))",
                                    "rider(mana_to_others)"}),
    ("Castle Garenbrig", 3, "rider", {"activated", "cost(mana(generic,2))", "cost(mana(g,2))", "cost(tap)",
                                      "adds(6,type(g))", "rider(spend)", "spend_restriction(some_abilities)",
                                      "spend_abilities_of(creature)"}),
    # the sacrificed permanent's power or mana value (adds_amount/4 with sacrificed(S))
    ("Furgul, Quag Nurturer", 2, "compiled", {"activated", "cost(tap)", "cost(sacrifice(creature))",
                                              "adds_amount(sacrificed(power),type(g))"}),
    ("Priest of Yawgmoth", 1, "compiled", {"activated", "cost(tap)", "cost(sacrifice(artifact))",
                                           "adds_amount(sacrificed(mana_value),type(b))"}),
    ("Illuminor Szeras", 1, "compiled", {"activated", "cost(tap)", "cost(sacrifice_another(creature))",
                                         "adds_amount(sacrificed(mana_value),type(b))"}),
    # a triggered mana ability's count (CR 107.1, 605.4a): "its controller adds an additional {G} for each Elf on the
    # battlefield"
    ("Elvish Guidance", 2, "compiled", {"triggered", "trigger_event(tapped_for_mana(land,enchanted))",
                                        "trigger_adds_for_each(subtype(elf),any,type(g))"}),
]


def _name(name: str) -> str:
    return name if name in corpus() else next(n for n in corpus() if n.startswith(name + " // "))


@pytest.mark.parametrize("name, number, status, facts", SNAPSHOTS, ids=[f"{s[0]}-{s[1]}" for s in SNAPSHOTS])
def test_snapshot(name, number, status, facts):
    assert compiled(_name(name))[number] == (status, facts)


def test_a_flavor_word_is_read_as_absent_and_a_keyword_is_not():
    # CR 207.2d: flavor words "have no special rules meaning and are not listed in the Comprehensive Rules"; the
    # reference lists a card's flavor words among its keywords. Exhaust is a keyword of CR 702 (702.177): not dropped.
    line = normalise("A Thousand Souls Die Every Day — {T}, Sacrifice a creature: Add three mana in any combination of "
                     "colors.", "The Golden Throne")
    assert without_flavor_word(line, ["A Thousand Souls Die Every Day"], keyword_names()) == \
        "{t} , sacrifice a creature : add three mana in any combination of colors ."
    assert without_flavor_word(line, [], keyword_names()) is None  # a word the card doesn't list
    exhaust = normalise("Exhaust — {G}, {T}: Add three mana of any one color.", "Loot, the Pathfinder")
    assert without_flavor_word(exhaust, ["Exhaust"], keyword_names()) is None


def test_a_sacrificed_amount_needs_a_cost_that_sacrifices():
    # Food Chain exiles (not sacrifices) its creature: "the exiled creature's mana value" is not read
    assert compiled("Food Chain")[1][0] == "unmodelled"
