"""Mana abilities whose amount is read from the board as they resolve (rules/mana/mana_amounts.lp): a power or
toughness after layer 7 (CR 208.3, 613.4); a negative one adds no mana (CR 107.1b; the Selvala, Heart of the Wilds
ruling of 2016-08-23: "If the greatest power among creatures you control is 0 or less at that time, no mana is
added"). And "Add two mana of different colors" (Firemind Vessel)."""
from __future__ import annotations

from support import battlefield

import mtgasp


def _pools(board: mtgasp.Board, player: str = "alice") -> set[str]:
    answer = mtgasp.mana(board, player)
    assert answer.complete, answer
    return {o.mana for o in answer.options}


def test_power_of_this_creature_with_counters():
    # Kami of Whispered Hopes (1/1): "{T}: Add X mana of any one color, where X is this creature's power." With two
    # +1/+1 counters its power is 3 (CR 122.1a, 613.4c): three mana of one color.
    board = battlefield('{card: "Kami of Whispered Hopes", controller: alice, id: kami, counters: {"+1/+1": 2}}')
    assert _pools(board) == {c * 3 for c in "WUBRG"}
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["kami"] == ("W", "U", "B", "R", "G")


def test_an_amount_of_green_equal_to_power():
    # Cradle Clearcutter: "{T}: Add an amount of {G} equal to this creature's power." (printed 3/6; CR 613.4). Its
    # Prototype (a 1/3 when cast so, CR 702.160) is not modelled: the answer says so, and its pool is three {G}.
    board = battlefield('{card: "Cradle Clearcutter", controller: alice, id: cc}')
    assert {o.mana for o in mtgasp.mana(board, "alice").options} == {"GGG"}


def test_power_zero_or_less_adds_no_mana():
    # CR 107.1b — a negative result is 0 instead; Kami of Whispered Hopes (1/1) with two -1/-1 counters has power -1: it
    # could produce nothing (CR 106.7) and adds no mana.
    board = battlefield('{card: "Kami of Whispered Hopes", controller: alice, id: kami, counters: {"-1/-1": 2}}')
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["kami"] == ()
    assert _pools(board) <= {""}


def test_greatest_power_among_creatures_you_control():
    # Bighorner Rancher: "{T}: Add an amount of {G} equal to the greatest power among creatures you control." With a
    # Craw Wurm (6/4) beside it alice gets six {G}; bob's Ancient Brontodon (9/9) is not a creature alice controls.
    board = battlefield('{card: "Bighorner Rancher", controller: alice, id: br}',
                        '{card: "Craw Wurm", controller: alice}',
                        '{card: "Ancient Brontodon", controller: bob}')
    assert _pools(board) == {"GGGGGG"}


def test_greatest_toughness_among_other_creatures():
    # Arbor Adherent (1/1): "Add X mana of any one color, where X is the greatest toughness among other creatures
    # you control." Alone, X is 0 (no other creature): its second ability adds nothing; with a Craw Wurm (6/4), 4.
    alone = battlefield('{card: "Arbor Adherent", controller: alice, id: aa}')
    assert _pools(alone) == {c for c in "WUBRG"}
    board = battlefield('{card: "Arbor Adherent", controller: alice, id: aa}', '{card: "Craw Wurm", controller: alice}')
    assert {c * 4 for c in "WUBRG"} <= _pools(board)


def test_an_unknown_power_makes_the_answer_incomplete():
    # Glorious Anthem ("Creatures you control get +1/+1") is compiled or not: either the power is 2 (1/1 + 1) or the
    # answer says it is incomplete; a complete answer of one mana would be wrong.
    board = battlefield('{card: "Kami of Whispered Hopes", controller: alice, id: kami}',
                        '{card: "Glorious Anthem", controller: alice}')
    answer = mtgasp.mana(board, "alice")
    assert not answer.complete or {o.mana for o in answer.options} == {c * 2 for c in "WUBRG"}


def test_two_mana_of_different_colors():
    # Firemind Vessel: "{T}: Add two mana of different colors." Each pair of two different colors, never two of one.
    board = battlefield('{card: "Firemind Vessel", controller: alice, id: fv}')
    pools = _pools(board)
    assert "WU" in pools and "BG" in pools and len(pools) == 10 and not any(p[0] == p[1] for p in pools)


def test_an_amount_another_activation_may_change_is_said():
    # CR 608.2h — the amount is read as the ability resolves; CR 605.3a: paying a cost, mana abilities are activated
    # in any order. Morselhoarder (6/4, entered with two -1/-1 counters: 4/2) has "Remove a -1/-1 counter from this
    # creature: Add one mana of any color": removed first, it makes Bighorner Rancher's "greatest power among creatures
    # you control" 6, not 4. A sequence of activations reads each amount once, as the board gives it: the pools are
    # not claimed complete.
    board = battlefield('{card: "Bighorner Rancher", controller: alice, id: br}',
                        '{card: "Morselhoarder", controller: alice, counters: {"-1/-1": 2}}')
    answer = mtgasp.mana(board, "alice")
    assert not answer.complete
    # Pentad Prism's counters are on an artifact no amount reads, and a sacrifice outlet can only lower an amount,
    # which can be read before it: complete.
    board = battlefield('{card: "Kami of Whispered Hopes", controller: alice, id: kami, counters: {"+1/+1": 2}}',
                        '{card: "Pentad Prism", controller: alice, counters: {charge: 2}}',
                        '{card: "Ashnod\'s Altar", controller: alice}')
    assert mtgasp.mana(board, "alice").complete


def test_an_amount_is_read_before_the_creatures_it_reads_are_sacrificed():
    # CR 608.2h, 701.21a — the amount is read as the ability resolves: Bighorner Rancher's "greatest power among
    # creatures you control" is five only while Avatar Kyoshi (5/4) is on the battlefield. With Ashnod's Altar ("Sacrifice
    # a creature: Add {C}{C}") the most mana is both creatures tapped, then both sacrificed; the sequence shown for
    # each pool must give it: both {T} abilities before either sacrifice (Kyoshi sacrificed before the Rancher resolves
    # leaves it two {G}; the Rancher sacrificed first can't be tapped after).
    board = battlefield('{card: "Bighorner Rancher", controller: alice, id: big}',
                        '{card: "Avatar Kyoshi", controller: alice, id: kyo}',
                        '{card: "Ashnod\'s Altar", controller: alice, id: altar}')
    answer = mtgasp.mana(board, "alice")
    assert answer.complete
    assert {o.mana for o in answer.options} == {c * 5 + "GGGGGCCCC" if c != "G" else "G" * 10 + "CCCC"
                                                for c in "WUBRG"}
    for option in answer.options:
        order = [a.permanent for a in option.activations]
        assert max(order.index("big"), order.index("kyo")) < order.index("altar"), order
