"""The merge of alike classes (rules/replacement/merge_alike.lp, issue 31): classes of effects that act alike on an
exploration (alike/3) are explored as one slot, and the answer is the unmerged answer.

CR 614.5 (each replacement effect gets one opportunity) and CR 616.1 (the affected player picks any applicable one):
the orders are the sequences of distinct effects, so two distinct cards whose effects the rules can't tell apart on
the event (Hardened Scales and Conclave Mentor: "that many plus one" +1/+1 counters on a creature you control) are,
for counting, what two copies of one card are. The oracle is the unmerged exploration of the same question
(queries/orderings.py MERGE_ALIKE = False: the query input explore_unmerged), which tests/queries/test_commuting.py
and tests/queries/test_orderings_oracle.py check against the permutations themselves.
"""
from __future__ import annotations

import re
from pathlib import Path

import clingo
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from support import board_from

import mtgasp
from mtgasp.engine.solver import solve_query
from mtgasp.queries import orderings as orderings_module
from mtgasp.queries.orderings import CountersEvent
from mtgasp.queries.run import facts_for

ROOT = Path(__file__).resolve().parents[2]
BOARD = ROOT / "benchmarks" / "boards" / "counters_distinct_20.yaml"
# The 20 cards of the distinct board (their effects modify the +1/+1 counters put on alice's bear).
CARDS = tuple(re.findall(r"card: \"?([^\",}]+(?:, [^\",}]+)?)\"?, controller: alice}", BOARD.read_text()))[1:]
EVENT = CountersEvent("bear", "+1/+1", 1, by="bear")


def board_text(cards: list[str]) -> str:
    lines = ["players: [alice, bob]", "battlefield:", "  - {id: bear, card: Grizzly Bears, controller: alice}"]
    lines += [f'  - {{id: e{i}, card: "{card}", controller: alice}}' for i, card in enumerate(cards)]
    return "\n".join(lines) + "\n"


def ask(cards: list[str], merge: bool, tree: bool | None, monkeypatch: pytest.MonkeyPatch):
    with monkeypatch.context() as patch:
        patch.setattr(orderings_module, "MERGE_ALIKE", merge)
        return mtgasp.orderings(board_from(board_text(cards)), EVENT, tree=tree)


def steps_and_merged(cards: list[str], unmerged: bool) -> tuple[int, int]:
    """(step/8 atoms, merged/5 atoms) of the question's answer."""
    facts = facts_for(board_from(board_text(cards)), {"counters_event": [("bear", clingo.Function("p1p1"), 1)],
                                                     "counters_event_by": [("bear",)]})
    answer = solve_query("orderings", facts + ("explore_unmerged.\n" if unmerged else ""))
    return len(answer.by_name("step")), len(answer.by_name("merged"))


def test_two_plus_one_cards_and_doubling_season(monkeypatch: pytest.MonkeyPatch) -> None:
    """One +1/+1 counter put on the bear with Hardened Scales, Conclave Mentor (each "that many plus one", CR 614.1a)
    and Doubling Season ("twice that many"): both "plus one" first, 6 counters; Doubling Season between them, 5;
    first, 4; each outcome by 2 of the 3! orders. Scales and Mentor are one slot: the merged exploration has fewer
    steps, and the same answer as unmerged, the examples naming each card once."""
    cards = ["Hardened Scales", "Conclave Mentor", "Doubling Season"]
    merged = ask(cards, True, False, monkeypatch)
    assert merged.complete and merged.orders == 6
    assert sorted((o.result["counters"], o.orders) for o in merged.outcomes) == [(4, 2), (5, 2), (6, 2)]
    for o in merged.outcomes:
        assert sorted(o.example) == ["e0", "e1", "e2"]
    assert repr(merged) == repr(ask(cards, False, False, monkeypatch))
    (steps, slots), (steps_unmerged, slots_unmerged) = steps_and_merged(cards, False), steps_and_merged(cards, True)
    assert slots == 2 and slots_unmerged == 0
    assert steps < steps_unmerged


def test_ten_distinct_cards_explore_fewer_points(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first ten cards of the distinct board have two slots of 4 and 5 classes (rules/replacement/alike.lp's
    groups, tests/rules/test_alike_classes.py; three slots of 8 classes before session 32's perf40, which made the
    "of each kind" effects alike to their +1/+1-only twins on a +1/+1 event): the merged exploration has far fewer
    steps, and the same answer with the size of the unmerged tree of choices (tree_size, not decoded)."""
    cards = list(CARDS[:10])
    steps, slots = steps_and_merged(cards, False)
    steps_unmerged, _ = steps_and_merged(cards, True)
    assert slots == 9 and steps * 5 < steps_unmerged
    merged, unmerged = ask(cards, True, False, monkeypatch), ask(cards, False, False, monkeypatch)
    assert merged.orders == 3628800 and merged.tree_size == unmerged.tree_size > 3000
    assert repr(merged) == repr(unmerged)


# Real cards whose "of each of those kinds" effects act on a one-kind event as their +1/+1-only twins do (Winding
# Constrictor and Pir beside Hardened Scales; Doubling Season and Loading Zone beside Primal Vigor and Corpsejack
# Menace: alike since session 32, perf40), and two more "plus one of each kind" cards that ask who puts them.
EACH_KIND = ("Winding Constrictor", "Pir, Imaginative Rascal", "Doubling Season", "Loading Zone",
             "Doc Samson, Super Psychiatrist", "Lae'zel, Vlaakith's Champion")


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(st.sampled_from(CARDS), st.sampled_from(EACH_KIND)), min_size=2, max_size=6),
       st.sampled_from([False, None]))
@example(["Hardened Scales", "Winding Constrictor", "Pir, Imaginative Rascal", "Conclave Mentor"], None)
@example(["Doubling Season", "Corpsejack Menace", "Loading Zone", "Primal Vigor", "Primal Vigor"], None)
@example(["Winding Constrictor", "Hardened Scales", "Corpsejack Menace", "Doubling Season", "Doc Samson, Super Psychiatrist",
          "Vorinclex, Monstrous Raider"], False)
@example(["Hardened Scales", "Conclave Mentor", "Kami of Whispered Hopes", "Doubling Season", "Loading Zone"], False)
@example(["Hardened Scales", "Hardened Scales", "Conclave Mentor", "Primal Vigor"], None)  # a class of 2 in a slot
@example(["Winding Constrictor", "Pir, Imaginative Rascal", "Vorinclex, Monstrous Raider", "Benevolent Hydra"], False)
@example(["Doubling Season", "Loading Zone", "Innkeeper's Talent", "Primal Vigor", "Corpsejack Menace"], None)
def test_merged_answer_is_the_unmerged_answer(monkeypatch: pytest.MonkeyPatch, cards: list[str],
                                              tree: bool | None) -> None:
    """On random boards of the 20 cards (copies included: a class of several effects in a slot), with the tree of
    choices decoded or not: the same orders, outcomes with the same counts and examples, order and choice matters,
    witnesses, notes and tree size (the whole answer's repr)."""
    assert repr(ask(cards, True, tree, monkeypatch)) == repr(ask(cards, False, tree, monkeypatch))
