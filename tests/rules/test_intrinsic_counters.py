"""The intrinsic replacement effects of entering (CR 614.1c): a planeswalker's loyalty counters (CR 306.5b), a Saga's
lore counter (CR 714.3a), a battle's defense counters (CR 310.4b). They are counters put on the permanent as it enters
(CR 122.6), so the effects on counters apply to them (Doubling Season ruling 2005-10-01)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support import battlefield, cr_text

import mtgasp
from mtgasp import EnterEvent
from mtgasp.render.words import choice_rule, error

ROOT = Path(__file__).resolve().parents[2]


def _enter(card: str, *entries: str, **kw) -> mtgasp.Orderings:
    board = battlefield(*(entries or ("{card: Forest, controller: alice}",)))
    return mtgasp.orderings(board, EnterEvent(card, "alice", **kw))


def _by_kind(answer: mtgasp.Orderings) -> set[tuple[tuple[str, int], ...]]:
    return {tuple(sorted(o.result["counters_by_kind"].items())) for o in answer.outcomes}


def test_the_rules_quoted_here_are_the_crs():
    text = cr_text()
    assert "306.5b A planeswalker has the intrinsic ability “This permanent enters with a number of loyalty counters" \
        in text
    assert "714.3a Each Saga without read ahead has the intrinsic ability “This Saga enters with a lore counter on it.”" \
        in text


def test_a_planeswalker_enters_with_its_printed_loyalty():
    # CR 306.5b: Jace Beleren (loyalty 3) enters with three loyalty counters; the effect is ability 0 of its card (an
    # intrinsic ability, not printed text), applied before the effects that modify its counters (the normal amount they
    # modify: tests/rulings/orderings_enter_limits.yaml).
    answer = _enter("Jace Beleren")
    assert answer.complete
    assert _by_kind(answer) == {(("loyalty", 3),)}
    (outcome,) = answer.outcomes
    assert [(s.card, s.ability) for s in outcome.steps] == [("Jace Beleren", 0)]


def test_the_printed_loyalty_is_chosen_by_its_own_rule_not_616_1e():
    # The intrinsic effect is applied first because of CR 306.5b ("enters with a number of loyalty counters on it equal
    # to its printed loyalty number", the number the other effects modify), not because CR 616.1e lets any effect be
    # chosen: the tree's first choice cites 306.5b, the effects on the counters after it cite 616.1e.
    answer = _enter("Jace Beleren", "{card: Doubling Season, controller: alice}")
    root = answer.points[answer.roots[0]]
    assert [choice_rule(c) for c in root.choices] == [
        "CR 306.5b (printed loyalty, before the effects on its counters)"]
    after = answer.points[root.choices[0].target]
    assert {choice_rule(c).split(" ")[1] for c in after.choices} == {"616.1e"}
    saga = _enter("The Eldest Reborn", "{card: Doubling Season, controller: alice}")
    assert [choice_rule(c).split(" ")[1] for c in saga.points[saga.roots[0]].choices] == ["714.3a"]


def test_doubling_season_doubles_a_planeswalkers_loyalty():
    # Doubling Season ruling 2005-10-01: "Planeswalkers will enter the battlefield with double the normal amount of
    # loyalty counters." Jace Beleren: six. The counters exist only once the intrinsic effect applied (CR 616.1f): one
    # order.
    answer = _enter("Jace Beleren", "{card: Doubling Season, controller: alice}")
    assert answer.complete
    assert _by_kind(answer) == {(("loyalty", 6),)}
    assert answer.orders == 1


def test_hardened_scales_leaves_loyalty_counters_alone():
    # Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control" — loyalty counters are
    # not +1/+1 counters, and a planeswalker is no creature: Garruk Wildspeaker enters with its printed 3.
    answer = _enter("Garruk Wildspeaker", "{card: Hardened Scales, controller: alice}")
    assert answer.complete
    assert _by_kind(answer) == {(("loyalty", 3),)}


def test_winding_constrictor_leaves_a_planeswalker_alone():
    # Winding Constrictor ruling 2017-09-29: its effect applies to an artifact or creature; a planeswalker that is
    # neither enters with its printed loyalty only.
    answer = _enter("Jace Beleren", "{card: Winding Constrictor, controller: alice}")
    assert answer.complete
    assert _by_kind(answer) == {(("loyalty", 3),)}


def test_vorinclex_doubles_the_loyalty_its_controller_puts():
    # Vorinclex, Monstrous Raider: "If you would put one or more counters on a permanent or player, put twice that many
    # ... instead"; CR 122.6a: the controller of the entering planeswalker puts its counters. Nissa, Steward of Elements
    # has loyalty X: cast with X = 3 it enters with three (CR 107.3m), six with Vorinclex.
    alone = _enter("Nissa, Steward of Elements", cast=True, x=3)
    assert alone.complete and _by_kind(alone) == {(("loyalty", 3),)}
    answer = _enter("Nissa, Steward of Elements", '{card: "Vorinclex, Monstrous Raider", controller: alice}',
                    cast=True, x=3)
    assert answer.complete
    assert _by_kind(answer) == {(("loyalty", 6),)}


def test_a_saga_enters_with_one_lore_counter():
    # CR 714.3a: The Eldest Reborn (no read ahead) enters with a lore counter.
    answer = _enter("The Eldest Reborn")
    assert answer.complete
    assert _by_kind(answer) == {(("lore", 1),)}


def test_doubling_season_doubles_a_sagas_lore_counter():
    # CR 714.3a makes the lore counter a replacement effect that puts a counter as the Saga enters (CR 122.6), and
    # Doubling Season: "If an effect would put one or more counters on a permanent you control, it puts twice that
    # many of those counters on that permanent instead": two lore counters.
    answer = _enter("The Eldest Reborn", "{card: Doubling Season, controller: alice}")
    assert answer.complete
    assert _by_kind(answer) == {(("lore", 2),)}


def test_a_read_ahead_saga_enters_with_the_chosen_number_of_lore_counters():
    # CR 714.3b: "Each Saga with read ahead has the intrinsic abilities 'As this Saga enters, choose a number between
    # one and this Saga's final chapter number' and 'This Saga enters with the chosen number of lore counters on it.'"
    # Love Song of Night and Day (chapters I-III): each number chosen is an outcome; not the single lore counter of
    # CR 714.3a as well.
    answer = _enter("Love Song of Night and Day")
    assert answer.complete
    assert _by_kind(answer) == {(("lore", 1),), (("lore", 2),), (("lore", 3),)}


def test_doubling_season_doubles_the_chosen_lore_counters():
    # The chosen lore counters are put as it enters (CR 122.6): Doubling Season doubles each choice.
    answer = _enter("The Elder Dragon War", "{card: Doubling Season, controller: alice}")
    assert answer.complete
    assert _by_kind(answer) == {(("lore", 2),), (("lore", 4),), (("lore", 6),)}


def test_a_battle_says_its_defense_counters_are_not_applied():
    # CR 310.4b: a battle enters with its printed defense; the card data has no printed defense, so the answer says
    # so rather than claim none.
    answer = _enter("Invasion of Kaladesh", "{card: Doubling Season, controller: alice}")
    assert not answer.complete
    assert any("defense" in str(n) for n in answer.notes)


def test_a_permanent_on_the_battlefield_gets_no_intrinsic_effect():
    # The intrinsic ability affects only the permanent entering (CR 614.12): a planeswalker already on the battlefield
    # has no effect on a creature entering.
    answer = _enter("Grizzly Bears", "{card: Jace Beleren, controller: alice}", "{card: Doubling Season, controller: alice}")
    assert answer.complete
    assert _by_kind(answer) == {()}


def test_a_battle_enters_with_the_defense_the_event_states():
    # CR 310.4b: "A battle has the intrinsic ability 'This permanent enters with a number of defense counters on it
    # equal to its printed defense number.'" The card data has no printed defense; the event states it (--defense N).
    # Those are counters put on it as it enters (CR 122.6), so Doubling Season ("If an effect would put one or more
    # counters on a permanent you control, it puts twice that many of those counters on that permanent instead")
    # doubles them, as it doubles a planeswalker's printed loyalty (its ruling of 2005-10-01).
    text = cr_text()
    assert "310.4b A battle has the intrinsic ability “This permanent enters with a number of defense counters" in text
    answer = _enter("Invasion of Ravnica", defense=4)
    assert answer.complete
    assert _by_kind(answer) == {(("defense", 4),)}
    (outcome,) = answer.outcomes
    assert [(s.card, s.ability) for s in outcome.steps] == [("Invasion of Ravnica", 0)]
    doubled = _enter("Invasion of Ravnica", "{card: Doubling Season, controller: alice}", defense=4)
    assert doubled.complete
    assert _by_kind(doubled) == {(("defense", 8),)}
    assert doubled.orders == 1
    root = doubled.points[doubled.roots[0]]
    assert [choice_rule(c) for c in root.choices] == ["CR 310.4b (printed defense, before the effects on its counters)"]


def test_defense_for_a_card_that_is_no_battle_is_refused():
    # --defense states a battle's printed defense (CR 310.4b): for Grizzly Bears it states nothing a rule reads, and is
    # refused (bad input: one line, exit 2).
    with pytest.raises(mtgasp.BoardError) as refused:  # an event the rules refuse (RulesError)
        _enter("Grizzly Bears", defense=4)
    assert "is no battle" in str(error(refused.value)) and "310.4b" in str(error(refused.value))
    command = subprocess.run([sys.executable, "-m", "mtgasp", "orderings", "examples/counters.yaml", "enter",
                              "Grizzly Bears", "--controller", "alice", "--defense", "4"],
                             capture_output=True, text=True, cwd=ROOT)
    assert command.returncode == 2
    assert command.stderr.count("\n") == 1 and "Traceback" not in command.stderr
