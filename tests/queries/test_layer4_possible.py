"""The layer-4 stage on a board where no layer-4 effect can exist (issue 14).

Every layer-4 effect (CR 613.1d) is the effect of an ability with a type_effect/5 fact (rules/layers/layer4.lp:
l4_effect/1): a permanent's static ability, an effect under effects: (CR 611.2), a copy's (CR 707.2: the copied
card is among the facts). Without such a fact the program derives no `l4_possible`, and the stage
(rules/stages/layer4.lp) makes no copiable value (rules/layers/copy.lp: unread(copiable)), so no characteristic of any
object, and no part after base (program_part/3): it shows only its board errors (CR 304.4, 307.4, 707.3, 611.2),
and the questions give every object its characteristics before layer 4 (rules/layers/layer4_untracked.lp: changeling,
CR 702.73a, is applied there, CR 613.3). With one, the stage runs in full."""
from __future__ import annotations

import textwrap

import clingo
import pytest

import mtgasp
from mtgasp.encoder import Board, BoardError, BoardObject, board_facts, resources
from mtgasp.engine import solver, stage_parts

STAGE = solver.stage_programs()[0]
# What the stage makes for each object when it follows layer 4 (none of it when no layer-4 effect can exist).
PER_OBJECT = (("copiable", 2), ("printed_type", 2), ("printed_subtype", 2), ("l4_start", 3), ("mana_value", 2),
              ("related", 3), ("battlefield_object", 1))


def parse(text: str) -> mtgasp.Board:
    return mtgasp.parse_board(textwrap.dedent(text), "b.yaml")


def stage_alone(board: mtgasp.Board) -> tuple[clingo.Control, set[str]]:
    """The stage grounded on the board's facts with clingo alone (`python engine/stage_parts.py`), and its shown
    atoms (all facts of the grounding: the stage is decided by the grounder)."""
    ctl = clingo.Control(["--models=1"])
    ctl.load(str(resources.program(STAGE)))
    ctl.add("base", [], board_facts(board))
    stage_parts.ground(ctl)
    shown: set[str] = set()
    ctl.solve(on_model=lambda m: shown.update(map(str, m.symbols(shown=True))))
    return ctl, shown


def count(ctl: clingo.Control, name: str, arity: int) -> int:
    return sum(1 for _ in ctl.symbolic_atoms.by_signature(name, arity))


NO_LAYER4 = """
    players: [alice, bob]
    battlefield:
      - {card: Forest, controller: alice, id: forest}
      - {card: Reflecting Pool, controller: alice, id: pool}
      - {card: Changeling Outcast, controller: bob, id: outcast}
      - {card: Clone, controller: bob, id: birds, copy_of: Birds of Paradise}
    effects:
      - {card: Pale Moon, controller: bob, id: moon}
"""


def test_without_a_type_changing_ability_the_stage_makes_nothing_per_object():
    # A replacement effect (Pale Moon), changeling (a characteristic-defining ability, CR 613.3) and a copy of a
    # card with no type-changing ability: no layer-4 effect can exist.
    ctl, shown = stage_alone(parse(NO_LAYER4))
    assert count(ctl, "l4_possible", 0) == 0 and count(ctl, "program_part", 3) == 0
    for name, arity in PER_OBJECT:
        assert count(ctl, name, arity) == 0, name
    # The abilities of the effect alone (its board errors read them: CR 611.2), none of a permanent.
    assert {str(a.symbol.arguments[0]) for a in ctl.symbolic_atoms.by_signature("printed_ability", 3)} == {'"moon"'}
    assert shown == set()


def test_the_one_pass_skips_it_too_and_the_answers_keep_the_characteristics_before_layer_4():
    board = parse(NO_LAYER4)
    facts = board_facts(board)
    solver._stage_result.cache_clear()
    assert solver.stage_result(facts).atoms == ()
    (waiting,) = solver._PENDING
    for name, arity in PER_OBJECT:
        assert count(waiting.ctl, "stage'" + name, arity) == 0, name
    solver._PENDING.clear()
    # The question gives every object its characteristics before layer 4 (rules/layers/layer4_untracked.lp).
    shown = mtgasp.show(board).objects
    assert {"elf", "shapeshifter", "assembly_worker"} <= set(shown["outcast"].subtypes)  # CR 702.73a
    assert shown["pool"].card_types == ("land",) and shown["forest"].subtypes == ("forest",)
    assert shown["forest"].supertypes == ("basic",)
    assert shown["birds"].copy_of == "Birds of Paradise" and shown["birds"].subtypes == ("bird",)  # CR 707.2
    assert mtgasp.could_produce(board).types["birds"] == ("W", "U", "B", "R", "G")


def on_battlefield(card: str) -> Board:
    # (A board file can't say it: the reader refuses it first. The API's Board leaves it to the rules.)
    return Board(players=("alice",), active_player="alice",
                 objects=(BoardObject(id="x", card=card, controller="alice", owner="alice"),))


@pytest.mark.parametrize("board, rule", [
    # CR 304.4, 307.4: instants and sorceries can't be on the battlefield.
    (lambda: on_battlefield("Lightning Bolt"), "304.4"),
    (lambda: on_battlefield("Divination"), "307.4"),
    # CR 707.3: copies in a circle.
    (lambda: parse("players: [alice]\nbattlefield:\n  - {card: Clone, controller: alice, id: a, copy_of: b}\n"
                   "  - {card: Clone, controller: alice, id: b, copy_of: a}\n"), "707.3"),
    # CR 611.2: an effect that doesn't say which branch, or names an ability that creates no effect.
    (lambda: parse("players: [alice]\neffects:\n  - {card: Chaos Moon, controller: alice}\n"), "611.2"),
    (lambda: parse("players: [alice]\neffects:\n  - {card: Chaos Moon, controller: alice, ability: 2, "
                   "chosen: {branch: odd}}\n"), "611.2"),
], ids=["instant", "sorcery", "copy-cycle", "no-branch", "no-such-ability"])
def test_board_errors_are_shown_where_no_layer4_effect_can_exist(board, rule):
    ctl, shown = stage_alone(board())
    assert count(ctl, "l4_possible", 0) == 0
    assert any(atom.startswith("board_error(") and f'"{rule}"' in atom for atom in shown), shown
    solver._stage_result.cache_clear()
    with pytest.raises(mtgasp.BoardError, match=rule.replace(".", r"\.")):
        mtgasp.could_produce(board())


@pytest.mark.slow
@pytest.mark.parametrize("source, changed", [
    # A permanent's static ability (CR 604.1): Blood Moon, "Nonbasic lands are Mountains" (CR 305.7).
    ("  - {card: Blood Moon, controller: bob}\n", 'final_subtype("island",mountain)'),
    # A copy of it (CR 707.2): the Clone has Blood Moon's ability; no object is a Blood Moon by its own card.
    ("  - {card: Clone, controller: bob, copy_of: Blood Moon}\n", 'final_subtype("island",mountain)'),
    # A copy of a copy of it (CR 707.3).
    ("  - {card: Clone, controller: bob, id: c1, copy_of: Blood Moon}\n"
     "  - {card: Clone, controller: bob, copy_of: c1}\n", 'final_subtype("island",mountain)'),
    # A resolved spell's lasting effect (CR 611.2): Natural Affinity, "All lands become 2/2 creatures".
    ("effects:\n  - {card: Natural Affinity, controller: bob}\n", 'final_type("island",creature)'),
], ids=["permanent", "copy", "copy-of-a-copy", "effect"])
def test_every_way_a_layer4_effect_comes_to_be_runs_the_stage(source, changed):
    text = "players: [alice, bob]\nbattlefield:\n  - {card: Tropical Island, controller: alice, id: island}\n"
    ctl, shown = stage_alone(parse(text + source))
    assert count(ctl, "l4_possible", 0) == 1
    assert changed in shown and 'l4_tracked("island")' in shown
    solver._stage_result.cache_clear()
    assert {str(a) for a in solver.stage_result(board_facts(parse(text + source))).atoms} == shown
    solver._PENDING.clear()


@pytest.mark.parametrize("card, rule", [("Lightning Bolt", "304.4"), ("Divination", "307.4")])
def test_a_spell_on_the_battlefield_is_refused_by_the_rules_alone(card, rule):
    # CR 304.4, 307.4: an instant or sorcery can't be on the battlefield. The rules decide it (rules/core/objects.lp:
    # board_error/3), once: the board reader takes the entry, and the question refuses it with the rule and the
    # entry's line.
    board = parse(f"players: [alice]\nbattlefield:\n  - {{card: Forest, controller: alice}}\n"
                  f"  - {{card: {card}, controller: alice}}\n")
    with pytest.raises(BoardError) as caught:
        mtgasp.could_produce(board)
    assert f"(CR {rule})" in str(caught.value) and caught.value.where.endswith(":4"), str(caught.value)
