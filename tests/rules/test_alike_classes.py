"""Classes of effects alike on an exploration (rules/replacement/alike.lp, issue 31): the part of the merge of
interchangeable classes that decides which classes may be merged (docs/performance.md, round 13).

CR 614.5 ("A replacement effect doesn't invoke itself repeatedly; it gets only one opportunity") and CR 616.1 (the
affected player chooses one applicable effect at a time) make an exploration's points (state, how many of each
class's effects were used). Two classes are alike when the rules read the same of them on every state: then the
effects of the two classes are, for every order, what copies of one card are. The soundness check below is that
claim: replacing the card of one of two alike classes by the other's card leaves the outcomes and their numbers of
orders unchanged (the oracle is the unmerged engine itself, which tests/queries/test_commuting.py checks against
the permutation oracle).
"""
from __future__ import annotations

import re
from pathlib import Path

import clingo
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from support import board_from

import mtgasp
from mtgasp.engine.solver import solve_query
from mtgasp.queries.orderings import CountersEvent
from mtgasp.queries.run import facts_for

ROOT = Path(__file__).resolve().parents[2]
ALIKE = ROOT / "rules" / "replacement" / "alike.lp"
BOARD = ROOT / "benchmarks" / "boards" / "counters_distinct_20.yaml"
# The 20 cards of the distinct board (their effects modify the +1/+1 counters put on alice's bear).
CARDS = tuple(re.findall(r"card: \"?([^\",}]+(?:, [^\",}]+)?)\"?, controller: alice}", BOARD.read_text()))[1:]


def board_text(cards: list[str]) -> str:
    lines = ["players: [alice, bob]", "battlefield:", "  - {id: bear, card: Grizzly Bears, controller: alice}"]
    lines += [f'  - {{id: e{i}, card: "{card}", controller: alice}}' for i, card in enumerate(cards)]
    return "\n".join(lines) + "\n"


def alike_pairs(cards: list[str], tmp: Path, kind: str = "p1p1") -> set[tuple[tuple[str, int], tuple[str, int]]]:
    """The alike/3 pairs of the counters event (1 counter of kind, +1/+1 unless told, on the bear, put by the bear's
    controller), as ((card, ability), (card, ability))."""
    show = tmp / "show_alike.lp"
    show.write_text("#show alike/3.\n")
    board = board_from(board_text(cards))
    facts = facts_for(board, {"counters_event": [("bear", clingo.Function(kind), 1)],
                              "counters_event_by": [("bear",)]})
    answer = solve_query("orderings", facts, extra_programs=[ALIKE, show])
    return {((c1.arguments[0].string, c1.arguments[1].number), (c2.arguments[0].string, c2.arguments[1].number))
            for _x, c1, c2 in answer.by_name("alike")}


def outcome_counts(cards: list[str]) -> tuple[bool, int, list[tuple[str, int]]]:
    answer = mtgasp.orderings(board_from(board_text(cards)), CountersEvent("bear", "+1/+1", 1, by="bear"), tree=False)
    return answer.complete, answer.orders, sorted((repr(o.result), o.orders) for o in answer.outcomes)


def test_alike_groups_on_ten_distinct_cards(tmp_path: Path) -> None:
    """The first ten cards of the distinct board: "that many plus one" on a creature you control (Hardened Scales,
    Conclave Mentor; Kami of Whispered Hopes on a permanent you control), "twice that many" +1/+1 counters on a
    creature (Primal Vigor; you control: Branching Evolution, Corpsejack Menace); on this event of one kind of
    counter (+1/+1), "that many plus one of each of those kinds" (Winding Constrictor, ruling 2017-02-09: "the
    original number plus one") is "that many plus one", and "twice that many of each kind" (Doubling Season, ruling
    2005-10-01: "exact copies of the kind"; Loading Zone) is "twice that many": two groups (session 32, perf40).
    Not alike: Vorinclex's two abilities (a condition on who puts them, checked on each state: CR 122.6a)."""
    pairs = alike_pairs(list(CARDS[:10]), tmp_path)
    groups: dict[tuple[str, int], set[tuple[str, int]]] = {}
    for a, b in pairs:
        assert (b, a) in pairs  # symmetric
        groups.setdefault(a, {a}).add(b)
    found = {frozenset(g) for g in groups.values()}
    assert found == {
        frozenset({("Hardened Scales", 1), ("Conclave Mentor", 1), ("Kami of Whispered Hopes", 1),
                   ("Winding Constrictor", 1)}),
        frozenset({("Primal Vigor", 2), ("Branching Evolution", 1), ("Corpsejack Menace", 1),
                   ("Doubling Season", 2), ("Loading Zone", 1)}),
    }


def test_each_kind_twins_apart_on_another_kind(tmp_path: Path) -> None:
    """On an event of another kind (a -1/-1 or a charge counter) the +1/+1-only effects (Hardened Scales, Primal
    Vigor: CR 614.16, put_counters applies to +1/+1 counters only) don't apply, where "of each of those kinds" ones
    (Winding Constrictor, Doubling Season) do: not alike there, though alike on +1/+1 counters."""
    cards = ["Hardened Scales", "Winding Constrictor", "Primal Vigor", "Doubling Season"]
    assert alike_pairs(cards, tmp_path, "p1p1") == {
        (("Hardened Scales", 1), ("Winding Constrictor", 1)), (("Winding Constrictor", 1), ("Hardened Scales", 1)),
        (("Primal Vigor", 2), ("Doubling Season", 2)), (("Doubling Season", 2), ("Primal Vigor", 2))}
    for kind in ("m1m1", "charge"):
        assert alike_pairs(cards, tmp_path, kind) == set()


def test_alike_is_closed_under_its_groups(tmp_path: Path) -> None:
    """alike/3 compares sets of what the rules read, so it is an equivalence: transitive on the board."""
    pairs = alike_pairs(list(CARDS[:10]), tmp_path)
    for a, b in pairs:
        for c, d in pairs:
            if b == c and a != d:
                assert (a, d) in pairs


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(CARDS), min_size=2, max_size=4, unique=True))
@example(["Hardened Scales", "Benevolent Hydra", "Doubling Season"])  # (Hydra: "another creature", checked once)
@example(["Primal Vigor", "Shang-Chi, Martial Mentor", "Hardened Scales"])
@example(["Winding Constrictor", "Pir, Imaginative Rascal", "Doubling Season"])
@example(["Doubling Season", "Loading Zone", "Hardened Scales", "Caradora, Heart of Alacria"])
def test_alike_classes_act_as_copies(tmp_path: Path, cards: list[str]) -> None:
    """CR 614.5, 616.1: for every alike pair of two cards' one-ability classes, the board with the second card
    replaced by a copy of the first has the same orders and outcomes (each outcome with the same number of orders)."""
    before = outcome_counts(cards)
    assume(before[0])  # (Innkeeper's Talent: its level unknown, the answer incomplete)
    pairs = alike_pairs(cards, tmp_path)
    for (card1, _a1), (card2, _a2) in pairs:
        if card1 in cards and card2 in cards and card1 != card2:
            swapped = [card1 if c == card2 else c for c in cards]
            assert outcome_counts(swapped) == before, (card1, card2)
