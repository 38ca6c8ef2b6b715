"""Issue 29: orderings, commutation and show return codes; render/words.py words them exactly as the queries once
did. The notes no example board shows (a tree not decoded, order not told apart from the choices) and the events'
rarer options are checked here against the sentences the queries wrote before; each code survives the pickle that
carries a result from a worker process (engine/runner.py)."""
import pickle

import clingo

from mtgasp.queries.codes import NONE, Code
from mtgasp.render import words


def _pickled(code: Code) -> Code:
    return pickle.loads(pickle.dumps(code))


def test_a_tree_not_decoded_and_order_not_told_apart_are_worded_as_before():
    tree = Code("tree_size", clingo.Function("tree_size", [clingo.Number(12345)]))
    assert words.say(_pickled(tree)) == ("the tree of choices has 12,345 points: not decoded (tree=True decodes it; "
                                         "mtgasp orderings … --format json --tree)")
    for term, why in (("hidden_choice", "an effect makes a choice as it applies (what a copy effect copies)"),
                      ("too_many_choices", "too many combinations of choices")):
        assert words.say(Code("untold", clingo.Function(term))) == why
        assert words.say(_pickled(Code("untold_note", clingo.Function(term)))) == (
            f"{why}: the order is not told apart from the choices, order_matters and choice_matters count any two "
            "results (queries/commutation.py)")


def test_events_are_worded_as_before():
    s, n = clingo.String, clingo.Number
    cast = clingo.Function("cast", [n(0), n(1)])
    assert words.event(_pickled(Code("event", clingo.Function("enter", [s("Kavu Titan"), s("kavu-titan"), s("alice"),
                                                                        cast])))) == (
        "enter Kavu Titan as kavu-titan under alice's control (cast, X = 0, kicked 1 time)")
    put = clingo.Function("put", [clingo.Function("true")])
    assert words.event(Code("event", clingo.Function("enter", [s("Delver of Secrets"), s("d"), s("bob"), put]))) == (
        "enter Delver of Secrets as d under bob's control (put onto the battlefield transformed)")
    assert words.event(Code("event", clingo.Function("damage", [n(3), s("bolt"), s("bob"), n(2)]))) == (
        "damage 3 from bolt to bob (kicked 2 times)")
    assert words.event(Code("event", clingo.Function("counters", [n(1), s("m1m1"), s("bear"), NONE]))) == (
        "put 1 -1/-1 counter on bear")
    assert words.event(Code("event", clingo.Function("tap", [s('a "b"'), n(2), s("{T}: Add {G}.")]))) == (
        'tap a "b" (ability 2: {T}: Add {G}.)')
    assert words.event("tap land") == "tap land"  # an event given in words (mtgasp.Orderings(event=...))


def test_trace_changes_are_worded_as_before():
    s, n = clingo.String, clingo.Number
    ten = clingo.Function("counters", [s("p1p1"), n(2)])
    add = clingo.Function("add", [n(1), n(-1)])
    assert words.say(_pickled(Code("trace", clingo.Function("l7", [s("c"), add, ten]), subject="bear"))) == (
        "bear: 7c: +1/-1 (2 +1/+1 counters, CR 122.1a)")
    assert words.say(Code("trace", clingo.Function("not_applied"))) == (
        "(does not apply: its source lost the ability, or nothing matches)")
    assert words.say(Code("trace", clingo.Function("ability", [s("x"), n(3), NONE]), subject="o")) == (
        'o: gains "ability 3 of x"')
