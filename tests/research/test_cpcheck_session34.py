"""Issues 27 and 26, session 34: the could-produce invariant states CR 106.7, triggered abilities included, and
`could-produce --explain` says why a triggered ability's types are there.

CR 106.7: "The type of mana a permanent could produce at any time includes any type of mana that an ability of that
permanent would produce if the ability were to resolve at that time". Crumbling Vestige's "When this land enters, add
one mana of any color" is not a mana ability (CR 605.5a: it triggers from an event other than activating a mana
ability) but would add mana if it resolved: could produce lists {W}{U}{B}{R}{G}{C} (rules/cards/crumbling_vestige.lp).
The invariant compared could produce with the results of the mana abilities alone, and `mtgasp check could-produce
--max-objects 1` reported Crumbling Vestige alone as a counterexample (O=crumbling-vestige, T=b/g/r/u/w).
"""
from __future__ import annotations

from mtgasp import could_produce
from mtgasp.encoder import Board, BoardObject
from mtgasp.render.json import could_produce as could_produce_json
from mtgasp.render.text import could_produce as could_produce_text
from mtgasp.research.invariants import BUILTINS, check
from mtgasp.research.shards import Sweep

VESTIGE = Board(players=("alice", "bob"), active_player="alice",
                objects=(BoardObject(id="crumbling-vestige", card="Crumbling Vestige", controller="alice",
                                     owner="alice", zone="battlefield"),))


def test_the_could_produce_invariant_holds_on_crumbling_vestige_alone():
    # CR 106.7, 605.5a: the enters trigger's colors are produced types too (issue 27's false counterexample)
    c = check("could-produce", pool=("Crumbling Vestige", "Forest"), max_objects=1, sweep=Sweep(workers=0))
    assert c.holds, c.violations
    assert c.met >= 2  # Crumbling Vestige and Forest: the constraints' subject occurs on both boards


def test_under_the_reading_that_counts_mana_abilities_only_the_invariant_holds_too():
    # reading nonmana_abilities=mana_abilities (CR 106.7's "an ability" read as a mana ability): {C} alone on
    # both sides; the invariant selects the rules' nonmana_producer/3, so it follows the reading
    c = check("could-produce", pool=("Crumbling Vestige",), max_objects=1,
              readings=(("nonmana_abilities", "mana_abilities"),), sweep=Sweep(workers=0))
    assert c.holds, c.violations
    assert could_produce(VESTIGE, readings=(("nonmana_abilities", "mana_abilities"),)).types == {
        "crumbling-vestige": ("C",)}


def test_produced_type_holds_the_trigger_colors(tmp_path):
    # the vocabulary's produced_type/2 (research/vocabulary.lp): a user's invariant sees {W} from the trigger
    path = tmp_path / "white.lp"
    path.write_text(":- produced_type(O, w).\n", encoding="utf-8")
    c = check(str(path), pool=("Crumbling Vestige",), max_objects=1, sweep=Sweep(workers=1))
    assert c.counterexample is not None
    assert [o.card for o in c.counterexample.objects] == ["Crumbling Vestige"]


def test_the_printed_sentence_states_cr_106_7_with_triggered_abilities():
    description, _text = BUILTINS["could-produce"]
    assert description.startswith("CR 106.7") and "triggered ability" in description


def test_explain_says_why_the_trigger_colors():
    # CR 106.7, 605.5a: each color of ability 2 is explained by that triggered ability; {C} by the mana ability
    r = could_produce(VESTIGE, explain=True)
    assert r.types["crumbling-vestige"] == ("W", "U", "B", "R", "G", "C")
    why = {b.type: b for b in r.why["crumbling-vestige"] if b.produced}
    assert set(why) == {"W", "U", "B", "R", "G", "C"}
    for t in "WUBRG":
        assert why[t].triggered and why[t].ability == 2
        assert why[t].text == "When this land enters, add one mana of any color."
    assert not why["C"].triggered and why["C"].ability == 3 and why["C"].result == "C"
    text = could_produce_text(r)
    assert ("crumbling-vestige {W}: ability 2 (When this land enters, add one mana of any color.) is a triggered "
            "ability, not a mana ability (CR 605.5a), that would add {W} if it resolved (CR 106.7 counts it)") in text
    data = could_produce_json(r)
    assert [b["triggered"] for b in data["why"]["crumbling-vestige"]] == [True] * 5 + [False]
