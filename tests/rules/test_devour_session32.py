"""Which permanents devour sacrifices, and what that does to the other effects on the event (session 32, issues 26 and
27): CR 702.82a "As this object enters, you may sacrifice any number of creatures. This permanent enters with N +1/+1
counters on it for each creature sacrificed this way"; the choice is made as the effect applies (CR 614.12a; Mycoloth
ruling 2008-10-01: "you choose how many and which creatures to devour"), so every set of them is explored, and a
permanent sacrificed has left the battlefield: its own effects no longer apply to the event (CR 614.12, 616.1f), though
those it applied before stay applied. End to end through the CLI (`mtgasp orderings BOARD enter CARD`), real cards."""
from __future__ import annotations

import json
from pathlib import Path

from support import run_cli


def _board(tmp_path: Path, *entries: str) -> Path:
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))
    return path


def _enter(board: Path, card: str, *flags: str) -> tuple[int, dict]:
    run = run_cli("orderings", str(board), "enter", card, "--controller", "alice", "--json", *flags)
    assert run.returncode in (0, 3), run.stderr
    return run.returncode, json.loads(run.stdout)


def _outcomes(data: dict) -> list[tuple[int, tuple[str, ...]]]:
    """(+1/+1 counters, the permanents devoured) of each outcome, sorted."""
    return sorted((o["result"]["counters"], tuple(o["result"].get("devoured_objects", ()))) for o in data["outcomes"])


THRINAX_2 = "{card: Bloodspore Thrinax, controller: alice, counters: {\"+1/+1\": 2}}"
BEARS = "{card: Grizzly Bears, controller: alice}"
SCALES = "{card: Hardened Scales, controller: alice}"
CORPSEJACK = "{card: Corpsejack Menace, controller: alice}"


def test_a_devoured_thrinax_no_longer_gives_its_counters_unless_it_gave_them_first(tmp_path):
    # Bloodspore Thrinax, "Devour 1" and "Each other creature you control enters with an additional X +1/+1 counters on
    # it, where X is the number of +1/+1 counters on this creature." A second Thrinax enters beside one with two
    # counters and a Grizzly Bears: alice chooses which of the two to devour (CR 702.82a, 614.12a), every set of them.
    # Devoured, the first Thrinax has left the battlefield and its effect no longer applies (CR 616.1f: only the effects
    # "that would now be applicable"), unless alice applied it before devour (CR 616.1: she chooses the order): then its
    # two counters stay (1 + 2 = 3, not 1). So the order matters.
    code, data = _enter(_board(tmp_path, THRINAX_2, BEARS), "Bloodspore Thrinax")
    assert code == 0 and data["complete"]
    assert _outcomes(data) == [
        (1, ("bloodspore-thrinax",)),                    # devour first: the devoured Thrinax's effect is gone
        (2, ()),                                         # nothing devoured, the Thrinax's two counters
        (2, ("bloodspore-thrinax", "grizzly-bears")),    # both devoured first: 2 counters of devour only
        (3, ("bloodspore-thrinax",)),                    # the Thrinax's effect first, then devour it: 2 + 1
        (3, ("grizzly-bears",)),                         # the Bears devoured, the Thrinax kept: 1 + 2, either order
        (4, ("bloodspore-thrinax", "grizzly-bears")),    # the Thrinax's effect first, then devour both: 2 + 2
    ]
    # Order and choice are told apart (the set devoured is named in the step's option: a choice, queries/
    # commutation.py): for the same choice, devouring the Thrinax, two orders give 1 and 3.
    assert data["order_matters"] and data["choice_matters"]
    assert not any("not told apart" in n for n in data["notes"])
    order = next(w for w in data["witnesses"] if w["kind"] == "order")
    assert {order["first_result"]["counters"], order["second_result"]["counters"]} == {1, 3}
    assert order["first_result"]["devoured_objects"] == order["second_result"]["devoured_objects"] == [
        "bloodspore-thrinax"]
    # The text says which permanents were devoured.
    text = run_cli("orderings", str(_board(tmp_path, THRINAX_2, BEARS)), "enter", "Bloodspore Thrinax",
                   "--controller", "alice")
    assert text.returncode == 0 and "1 devoured (grizzly-bears)" in text.stdout
    assert "2 devoured (bloodspore-thrinax, grizzly-bears)" in text.stdout


def test_devour_with_hardened_scales_and_a_devourable_corpsejack_menace(tmp_path):
    # Mycoloth (Devour 2) with Hardened Scales (an enchantment: not a creature, never devoured; its ruling 2014-09-20:
    # "If a creature would enter the battlefield with a number of +1/+1 counters on it while you control Hardened
    # Scales, it enters with that many counters plus one") and Corpsejack Menace (a creature; ruling 2017-11-17: "it
    # enters with twice that many instead"). Devouring the Menace takes its doubling away (CR 614.12, 616.1f): 2 + 1;
    # devouring the Bears keeps it: (2 x 2) + 1 or (2 + 1) x 2, the order of the two (CR 616.1e); both devoured: 4 + 1.
    code, data = _enter(_board(tmp_path, CORPSEJACK, BEARS, SCALES), "Mycoloth")
    assert code == 0 and data["complete"]
    assert _outcomes(data) == [(0, ()), (3, ("corpsejack-menace",)), (5, ("corpsejack-menace", "grizzly-bears")),
                               (5, ("grizzly-bears",)), (6, ("grizzly-bears",))]
    # No note says the choice of which creatures was left out (the words before session 32: "which ones are
    # sacrificed is not explored").
    assert not any("not explored" in n for n in data["notes"])
    # Scales applies only once devour has put counters (CR 616.1), the Menace's doubling and Scales in either order:
    # for the Bears alone, the order matters (5 or 6); the set devoured is the choice.
    assert data["order_matters"] and data["choice_matters"] and data["complete"]


def test_bloodspore_thrinax_with_hardened_scales_counts_each_creature_devoured(tmp_path):
    # Bloodspore Thrinax (Devour 1) and Hardened Scales (ruling 2014-09-20, above): each set of alice's two Bears; the
    # Scales add one where devour put counters (CR 614.16, 616.1: it applies only once one or more counters would be
    # put), none where nothing was devoured.
    code, data = _enter(_board(tmp_path, SCALES, BEARS, BEARS), "Bloodspore Thrinax")
    assert code == 0 and data["complete"]
    assert [(n, len(which)) for n, which in _outcomes(data)] == [(0, 0), (2, 1), (2, 1), (3, 2)]
    # Each set once: the two Bears are two objects, each devoured alone in one outcome.
    assert len({which for _n, which in _outcomes(data)}) == 4


def test_only_the_players_own_creatures_are_devoured(tmp_path):
    # CR 701.21a: a player can sacrifice only a permanent they control; bob's Corpsejack Menace is no choice of
    # alice's, and it doubles no counters on her creature ("a creature you control").
    code, data = _enter(_board(tmp_path, BEARS, "{card: Corpsejack Menace, controller: bob}"), "Predator Dragon")
    assert code == 0 and data["complete"]
    assert _outcomes(data) == [(0, ()), (2, ("grizzly-bears",))]


def test_a_clone_copying_mycoloth_devours_and_may_devour_mycoloth_itself(tmp_path):
    # Clone enters as a copy of Mycoloth (CR 707.5: "If the text that's being copied includes any abilities that
    # replace the enters-the-battlefield event ..., those abilities will take effect"), so it has devour, a new effect
    # (CR 707.9e): it may devour the Mycoloth it copies (it is on the battlefield; Mycoloth ruling 2008-10-01 only rules
    # out creatures entering with it) and the Corpsejack Menace, whose doubling then no longer applies.
    code, data = _enter(_board(tmp_path, "{card: Mycoloth, controller: alice}", CORPSEJACK), "Clone")
    assert code == 0 and data["complete"]
    copies = sorted((o["result"]["counters"], tuple(o["result"].get("devoured_objects", ())))
                    for o in data["outcomes"] if o["result"]["copy_of"] == "Mycoloth")
    assert copies == [(0, ()), (2, ("corpsejack-menace",)), (4, ("corpsejack-menace", "mycoloth")), (4, ("mycoloth",))]


def test_beyond_the_bound_only_the_number_is_explored_and_the_answer_says_so(tmp_path):
    # Seven Bears: 128 sets, past the bound of 6 permanents (rules/replacement/enter_devour.lp, devour_subset_limit):
    # every number from none to seven is an outcome (Mycoloth, Devour 2: 0 to 14 counters), not which ones, and the
    # answer is incomplete, naming the card and how many it could choose among (exit 3).
    code, data = _enter(_board(tmp_path, *[BEARS] * 7), "Mycoloth")
    assert code == 3 and not data["complete"]
    assert sorted(o["result"]["counters"] for o in data["outcomes"]) == [0, 2, 4, 6, 8, 10, 12, 14]
    assert all("devoured_objects" not in o["result"] for o in data["outcomes"])
    assert any("Mycoloth" in n and "7 permanents" in n and "702.82a" in n
               for n in data["notes"])
    # Six are within the bound: 64 sets, complete.
    code, data = _enter(_board(tmp_path, *[BEARS] * 6), "Mycoloth")
    assert code == 0 and data["complete"] and len(data["outcomes"]) == 64


# --- "As this creature enters, sacrifice any number of ..." (the coverage cluster of that shape) --------------------

def test_dracoplasm_takes_the_total_power_and_toughness_of_the_set_it_chose(tmp_path):
    # Dracoplasm (0/0): "As this creature enters, sacrifice any number of creatures. This creature's power becomes the
    # total power of those creatures and its toughness becomes their total toughness." Each set is a choice made as it
    # enters (CR 614.12a); the totals are those of the creatures as they are (CR 613.4: the Thrinax a 4/4 with its two
    # counters). Beside a Bloodspore Thrinax with two counters: kept, the Thrinax gives it two counters; sacrificed
    # first, its effect no longer applies (CR 616.1f); applied first, its two counters stay (CR 616.1).
    code, data = _enter(_board(tmp_path, THRINAX_2, BEARS), "Dracoplasm")
    assert code == 0 and data["complete"]
    found = sorted((o["result"]["counters"], tuple(o["result"].get("devoured_objects", ())),
                    tuple(o["result"].get("power_toughness", ()))) for o in data["outcomes"])
    assert found == [
        (0, ("bloodspore-thrinax",), (4, 4)),
        (0, ("bloodspore-thrinax", "grizzly-bears"), (6, 6)),
        (2, (), ()),                                              # none: its printed 0/0, the Thrinax's two counters
        (2, ("bloodspore-thrinax",), (4, 4)),
        (2, ("bloodspore-thrinax", "grizzly-bears"), (6, 6)),
        (2, ("grizzly-bears",), (2, 2)),
    ]
    text = run_cli("orderings", str(_board(tmp_path, THRINAX_2, BEARS)), "enter", "Dracoplasm", "--controller", "alice")
    assert "1 devoured (grizzly-bears), power and toughness 2/2" in text.stdout


def test_wood_elemental_sacrifices_any_set_of_untapped_forests(tmp_path):
    # Wood Elemental: "As this creature enters, sacrifice any number of untapped Forests." (ruling 2004-10-04: "The
    # Forests are sacrificed to define the power/toughness of this card right before it enters the battlefield"): any
    # set of alice's untapped Forests, none too; the tapped one can't be. Its second ability ("power and toughness are
    # each equal to the number of Forests sacrificed as it entered", a characteristic-defining ability, CR 604.3) is not
    # read; no effect here reads the entering object's power, so it changes no outcome (session 35: it was taken for a
    # type effect, which made the answer incomplete).
    board = _board(tmp_path, "{card: Forest, controller: alice}", "{card: Forest, controller: alice}",
                   "{card: Forest, controller: alice, tapped: true}", "{card: Forest, controller: bob}")
    code, data = _enter(board, "Wood Elemental")
    assert code == 0 and data["complete"], data["notes"]
    assert sorted(which for _n, which in _outcomes(data)) == [(), ("forest",), ("forest", "forest-2"), ("forest-2",)]
