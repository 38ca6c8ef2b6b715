"""Issue 29: orderings, commutation, show and query return codes; render/words.py words them exactly as the queries
once did. The notes no example board shows (a tree not decoded, order not told apart from the choices) and the events'
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


# --- query (queries/query.py): every line of why is a code; render/words.py words it -------------------------------

SPY_KIT_QUESTIONS = ("shares-type banneret rats", "shares-type shaman banneret", 'named banneret "Relentless Rats"',
                     "named rats Zombie", "named rats Forest", "same-name banneret rats", "same-name rats shaman",
                     "card-types graveyard", "kinship shaman", "kinship rats", "attach-trigger staff shaman",
                     "attach-trigger staff rats", "pt banneret", "pt staff")


def _said_names() -> set[str]:
    """The names of the `query` codes queries/query.py makes (each _said("name", ...) call, both names of a
    conditional one)."""
    import ast
    import inspect

    from mtgasp.queries import query

    tree = ast.parse(inspect.getsource(query))
    return {node.value for call in ast.walk(tree)
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "_said"
            for node in ast.walk(call.args[0]) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_every_query_code_has_its_words():
    # A code without an entry in words.QUERY would be shown as its term ("no_kinship(\"rats\")"); an entry no code
    # uses is a wording left behind.
    assert _said_names() == set(words.QUERY)


def test_a_query_answer_is_codes_not_words():
    # Issue 29: a question returns the rows the answer rests on as codes; only render/ words them. Every question
    # of `mtgasp query` on the Spy Kit example: each line of why is a `query` code with its words, or an incomplete
    # code, and survives the pickle from a worker process worded the same.
    from support import EXAMPLES

    import mtgasp

    board = mtgasp.load_board(EXAMPLES / "spy_kit.yaml")
    kinds = set()
    for question in SPY_KIT_QUESTIONS:
        answer = mtgasp.query(board, question)
        assert answer.why, question
        for code in answer.why:
            assert isinstance(code, Code) and code.kind in ("query", "incomplete"), (question, code)
            kinds.add(code.term.name)
            assert code.kind != "query" or code.term.name in words.QUERY, (question, code)
            assert words.say(_pickled(code)) == words.say(code)
        assert words.why_lines(pickle.loads(pickle.dumps(answer)).why) == words.why_lines(answer.why)
    assert len(kinds) >= 20  # (the questions above reach most of the codes)


def test_query_lines_no_example_shows_are_worded_as_before():
    # The sentences queries/query.py wrote before it returned codes (its f-strings), for the lines the example
    # boards don't reach.
    s, n, f = clingo.String, clingo.Number, clingo.Function

    def say(name: str, *args: clingo.Symbol) -> str:
        return words.say(_pickled(Code("query", f(name, list(args)))))

    assert say("no_top_card", NONE) == ("its controller's library is empty or not on the board (libraries:): there "
                                        "is no top card to look at")
    assert say("no_top_card", s("bob")).startswith("bob's library is empty")
    assert say("pt_step", s("d"), f("switch"), f("ability", [s("twister"), n(1), s("Twisted Image")])) == (
        "layer 7d: power and toughness switched by twister (ability 1 of Twisted Image)")
    assert say("pt_step", s("c"), f("add", [n(-2), n(0)]), f("counters", [n(2), s("m1m1")])) == (
        "layer 7c: -2/+0 by 2 -1/-1 counter(s)")  # (the kind as printed since session 31: CR 122.1a)
    assert say("pt_step", s("b"), f("set", [n(0), n(1)]), f("ability", [s("x"), n(2), s("intrinsic(forest)")])) == (
        "layer 7b: set to 0/1 by x (ability 2 of intrinsic(forest))")
    assert say("not_in_name_set", s("kit"), s("bears"), f("nonlegendary_creature_cards"), s("Kels' Thing")) == (
        "kit gives bears every name of nonlegendary creature cards, but \"Kels' Thing\" is not one of them")
    assert say("may_not_reveal", n(2), s("Kinship — At the beginning of your upkeep, ...")) == (
        "ability 2 (Kinship): may not reveal it: no creature type in common")
    types = clingo.Tuple_([s(f"t{i}") for i in range(13)])
    assert say("creature_types", s("o"), types) == ("o has creature types: t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, "
                                                    "t10, t11, … (13 in all)")
    assert say("creature_types", s("o"), clingo.Tuple_([])) == "o has creature types: none"
    assert say("names", s("o"), clingo.Tuple_([]), clingo.Tuple_([])) == "o: no name"
    assert say("may_equip", s("shaman"), s("bob")) == "equip onto shaman: bob may"
    assert say("kinship_separately") == "each kinship ability triggers and resolves separately, looking at the same card"
    assert words.why_lines([Code("query", f("same_name")), Code("incomplete", f("unknown_card", [s("X")]))]) == [
        "CR 201.2a: one name in common is enough", "incomplete: the card library knows X by name only"]


def test_an_ability_produce_could_not_explore_is_a_term_worded_as_before():
    # queries/produce.py: an ability whose tap was not explored to the end (the too_many_effects of
    # rules/replacement/replacement.lp) is the subject ability(Number) of its incomplete code (it was the text
    # "ability 3"), worded as before.
    code = Code("incomplete", clingo.Function("too_many_effects"), subject=clingo.Function("ability", [clingo.Number(3)]))
    assert words.say(_pickled(code)) == ("ability 3: too many distinct replacement effects to explore: outcomes may be "
                                         "missing")
