"""Copy effects on entering (CR 616.1c, 707.2, 707.5), re-evaluation after each effect (616.1f), and the
permanent checked as it would exist on the battlefield (CR 614.12): the numbered cases of issue 11."""
from __future__ import annotations

import pytest
from support import battlefield, board_from

import mtgasp
from mtgasp import EnterEvent
from mtgasp.render.text import orderings as to_text
from mtgasp.render.words import choice_rule, listed


def board(*entries: str, effects: tuple[str, ...] = ()) -> mtgasp.Board:
    text = "players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)
    if effects:
        text += "effects:\n" + "".join(f"  - {e}\n" for e in effects)
    return board_from(text)


def outcomes(r: mtgasp.Orderings) -> list[tuple[str | None, bool, int, int]]:
    """(copied card, tapped, +1/+1 counters, orders) of each outcome."""
    return sorted((o.result["copy_of"] or "", o.result["tapped"], o.result["counters"], o.orders) for o in r.outcomes)


# --- 1. CR 707.5: the copied "enters with" abilities take effect ------------------------------------------

def test_case_1_clone_of_kalonian_hydra_enters_with_its_counters_cr_707_5():
    # CR 707.5 — "If the text that's being copied includes any abilities that replace the enters-the-battlefield
    # event (such as "enters with" or "as [this] enters" abilities), those abilities will take effect."
    # Hardened Scales and Corpsejack Menace (alice) then apply in either order: 4 -> 5 -> 10 or 4 -> 8 -> 9.
    b = board("{card: Kalonian Hydra, controller: bob}", "{card: Hardened Scales, controller: alice}",
              "{card: Corpsejack Menace, controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    assert r.complete
    assert outcomes(r) == [("", False, 0, 1), ("Corpsejack Menace", False, 0, 1),
                           ("Kalonian Hydra", False, 9, 1), ("Kalonian Hydra", False, 10, 1)]
    assert r.order_matters and r.orders == 4
    # The copy effect is chosen first (CR 616.1c); the Hydra's effect comes from the Clone itself.
    root = r.points[r.roots[0]]
    assert {choice_rule(c).split(" ")[1] for c in root.choices} == {"616.1c", "614.5"}
    hydra = [o for o in r.outcomes if o.result["counters"] == 10][0]
    assert [(s.source, s.card) for s in hydra.steps] == [("clone", "Clone"), ("clone", "Kalonian Hydra"),
                                                         ("hardened-scales", "Hardened Scales"),
                                                         ("corpsejack-menace", "Corpsejack Menace")]
    assert "as a copy of Kalonian Hydra" in to_text(r)


def test_cr_707_5_example_clone_of_skyshroud_behemoth_enters_tapped_with_two_fade_counters():
    # CR 707.5, example: "A Clone that enters the battlefield as a copy of a Skyshroud Behemoth will also enter
    # the battlefield tapped with two fade counters on it."
    b = board("{card: Skyshroud Behemoth, controller: bob, tapped: true}")
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    copied = [o.result for o in r.outcomes if o.result["copy"]]
    assert [(c["copy_of"], c["tapped"], c["counters_by_kind"]) for c in copied] == [
        ("Skyshroud Behemoth", True, {"fade": 2})]
    # Its two effects in either order (CR 616.1e): two orders reach that outcome, one declines the copy.
    assert sorted(o.orders for o in r.outcomes) == [1, 2]


# --- 2. CR 616.1f: only the effects that now apply -----------------------------------------------------

def test_case_2_after_the_copy_only_effects_that_now_apply_cr_616_1f():
    # Grumgully's "Each other non-Human creature you control" no longer applies once the Clone is a copy of
    # Harvester Druid (a Human); with no +1/+1 counter put, Hardened Scales has nothing to modify either.
    # Blind Obedience (bob) taps it in every outcome.
    b = board("{card: 'Grumgully, the Generous', controller: alice}", "{card: Hardened Scales, controller: alice}",
              "{card: Harvester Druid, controller: bob}", "{card: Blind Obedience, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    assert r.complete
    assert outcomes(r) == [("", True, 2, 3), ("Grumgully, the Generous", True, 2, 3),
                           ("Harvester Druid", True, 0, 1)]


def test_cr_616_1_example_essence_of_the_wild_and_rusted_sentinel():
    # CR 616.1f, example: "As it enters the battlefield, the copy effect from Essence of the Wild is applied
    # first. As a result, it no longer has the ability that causes it to enter the battlefield tapped. Rusted
    # Sentinel will enter the battlefield as an untapped copy of Essence of the Wild."
    b = board("{card: Essence of the Wild, controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Rusted Sentinel", "alice"))
    assert [(o.result["copy_of"], o.result["tapped"], o.orders) for o in r.outcomes] == [
        ("Essence of the Wild", False, 1)]
    # Under bob's control it is not "a creature you control" for alice's Essence: it enters tapped, itself.
    r = mtgasp.orderings(b, EnterEvent("Rusted Sentinel", "bob"))
    assert [(o.result["copy_of"], o.result["tapped"]) for o in r.outcomes] == [(None, True)]


def test_essence_of_the_wild_and_clone_any_order_gives_a_copy_of_essence_ruling_2011_09_22():
    # Essence of the Wild ruling 2011-09-22: "there will be two copy effects to apply: the creature's own and
    # Essence of the Wild's. No matter what order these effects are applied, the creature will be a copy of
    # Essence of the Wild when it enters the battlefield." Grizzly Bears on the battlefield to copy.
    b = board("{card: Essence of the Wild, controller: alice}", "{card: Grizzly Bears, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    assert {o.result["copy_of"] for o in r.outcomes} == {"Essence of the Wild"}
    # Orders: Essence first (then the Clone's own ability is gone, CR 616.1f); or Clone declined, or Clone
    # copying Essence or Grizzly Bears, then Essence.
    assert r.orders == 4


# --- 3. Nothing to copy ------------------------------------------------------------------------------

def test_case_3_clone_with_no_creature_enters_as_itself_ruling_2012_07_01():
    # Clone ruling 2012-07-01: "You can choose not to copy anything. In that case, Clone enters the battlefield
    # as a 0/0 Shapeshifter creature" — with no creature on the battlefield, there is nothing to copy.
    r = mtgasp.orderings(board("{card: Forest, controller: alice}"), EnterEvent("Clone", "alice"))
    assert r.complete and [(o.result["copy"], o.orders) for o in r.outcomes] == [(False, 1)]
    assert r.outcomes[0].example == ()


def test_copying_either_of_two_identical_creatures_is_one_outcome():
    # CR 707.2: the copy gets the copiable values; two Grizzly Bears give the same ones (and a tapped one, or one
    # with counters, is copied without them: Clone ruling 2012-07-01).
    b = board("{card: Grizzly Bears, controller: alice}",
              "{card: Grizzly Bears, controller: bob, tapped: true, counters: {+1/+1: 2}}")
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    assert outcomes(r) == [("", False, 0, 1), ("Grizzly Bears", False, 0, 1)]


def test_cr_707_2_an_animated_land_is_copied_as_a_land():
    # CR 707.2, example (Chimeric Staff): the copy gets the copiable values, not the effect that made it a
    # creature. Natural Affinity made the Forest a creature (it may be chosen); the Clone enters as a Forest, a
    # land that isn't a creature, so Grumgully's counter doesn't apply (CR 616.1f). Natural Affinity's effect
    # doesn't reach an object entering later (CR 611.2c).
    b = board("{card: Forest, controller: bob}", "{card: 'Grumgully, the Generous', controller: alice}",
              effects=("{card: Natural Affinity, controller: bob}",))
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    assert r.complete
    assert outcomes(r) == [("", False, 1, 1), ("Forest", False, 0, 1), ("Grumgully, the Generous", False, 1, 1)]


# --- 4. CR 614.12: continuous effects that already exist ----------------------------------------------

def test_case_4_vivid_crag_under_blood_moon_and_root_maze_one_order_complete():
    # Blood Moon ruling 2017-09-29: "If a nonbasic land has an ability that causes it to enter the battlefield
    # tapped, it will lose that ability before it applies." It enters tapped by Root Maze, with no counters.
    b = board("{card: Blood Moon, controller: bob}", "{card: Root Maze, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Vivid Crag", "alice"))
    assert r.complete and r.notes == ()
    assert [(o.result["tapped"], o.result["counters_by_kind"], o.orders) for o in r.outcomes] == [(True, {}, 1)]
    assert r.outcomes[0].example == ("root-maze",)


def test_case_4_guildgate_under_its_controllers_celestial_dawn_enters_untapped():
    # Celestial Dawn ruling 2017-09-29 (the same as Blood Moon's): "Lands you control are Plains" takes the
    # Guildgate's "enters tapped" before it applies (CR 305.7, 614.12).
    r = mtgasp.orderings(board("{card: Celestial Dawn, controller: alice}"), EnterEvent("Azorius Guildgate", "alice"))
    assert r.complete and [(o.result["tapped"], o.orders) for o in r.outcomes] == [(False, 1)]


# --- 5. Nothing can change the entering card: no flag ------------------------------------------------

@pytest.mark.slow
def test_case_5_no_incomplete_flag_where_nothing_can_change_the_entering_card():
    # An opponent's Celestial Dawn ("Lands you control"), Blood Moon on a basic land ("Nonbasic lands"), and
    # Natural Affinity, whose set of affected objects was fixed as it resolved (CR 611.2c).
    cases = [(board("{card: Celestial Dawn, controller: bob}"), "Azorius Guildgate", True),
             (board("{card: Blood Moon, controller: bob}"), "Forest", False),
             (board(effects=("{card: Natural Affinity, controller: bob}",)), "Forest", False)]
    for b, card, tapped in cases:
        r = mtgasp.orderings(b, EnterEvent(card, "alice"))
        assert r.complete and r.notes == (), card
        assert [o.result["tapped"] for o in r.outcomes] == [tapped], card


def test_an_entering_lands_own_static_ability_is_flagged_cr_614_12():
    # CR 614.12 also counts "continuous effects from the permanent's own static abilities that would apply to it":
    # not computed for the entering object, so the answer says so (Urborg: "Each land is a Swamp").
    r = mtgasp.orderings(board("{card: Forest, controller: alice}"), EnterEvent("Urborg, Tomb of Yawgmoth", "alice"))
    assert not r.complete and any("614.12" in n for n in listed(r.notes))


def test_a_clone_of_a_creature_with_x_has_x_0_ruling_2009_10_01():
    # Clone ruling 2009-10-01: "If the chosen creature has {X} in its mana cost (such as Protean Hydra), X is
    # considered to be zero." (CR 107.3m: the X of the spell that became the object; Clone's has none.)
    b = board("{card: Walking Ballista, controller: bob, counters: {+1/+1: 3}}")
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice", cast=True))
    assert outcomes(r) == [("", False, 0, 1), ("Walking Ballista", False, 0, 1)]
    # Clone's spell had no X to choose: an X stated for it is refused, not answered under "X = 3" (session 36
    # redteam27; tests/rules/test_redteam2_session36.py)
    with pytest.raises(mtgasp.BoardError, match="107.3m"):
        mtgasp.orderings(b, EnterEvent("Clone", "alice", x=3, cast=True))


def test_wall_of_stolen_identity_may_enter_as_a_copy():
    # Wall of Stolen Identity: "You may have this creature enter as a copy of any creature on the battlefield, except
    # it's a Wall in addition to its other types and has defender. When you do, tap the copied creature ..." A copy
    # replacement effect (CR 614.1c, 616.1c, 707.2): with bob's Grizzly Bears on the battlefield, one outcome is a
    # copy of Grizzly Bears. A single outcome "untapped, no copy" can't be a complete answer. (The reflexive "When you
    # do" makes compiler/kinds.py read the line as a triggered ability: kind `other`.)
    board = battlefield("{card: Grizzly Bears, controller: bob, id: bears}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Wall of Stolen Identity", "alice"))
    copies = {o.result.get("copy_of") for o in answer.outcomes}
    assert "Grizzly Bears" in copies or not answer.complete


def test_superior_spider_man_may_enter_as_a_copy_of_a_graveyard_creature():
    # Superior Spider-Man: "Mind Swap — You may have Superior Spider-Man enter as a copy of any creature card in a
    # graveyard, except his name is Superior Spider-Man and he's a 4/4 Spider Human Hero in addition to his other
    # types. When you do, exile that card." (CR 614.1c, 707.2) Llanowar Elves is in alice's graveyard: one outcome is
    # a copy of it. A single outcome "no copy" can't be a complete answer.
    board = battlefield("{card: Grizzly Bears, controller: bob, id: bears}", extra="graveyards:\n  alice: [Llanowar Elves]\n")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Superior Spider-Man", "alice"))
    copies = {o.result.get("copy_of") for o in answer.outcomes}
    assert "Llanowar Elves" in copies or not answer.complete
