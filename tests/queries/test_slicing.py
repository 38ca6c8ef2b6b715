"""A question's program without the rules that can't fire on its facts (engine/slicing.py, issue 31): the answer is
the whole program's, byte for byte (the repr of the API's result), on the example boards and on random boards, and
on the README's board the program given to clingo has under three fifths of its rules.

A rule whose positive body reads a predicate that no fact holds and no rule can derive has no ground instance: clingo
drops it after instantiating it, so leaving it out is the same ground program. The tests below compare with the
whole program (slicing.ENABLED False), every kept Control dropped (warm.enabled False) and the stages' cached results
cleared, so each side grounds its own program; and they check the selection on small programs where a wrong
selection (a rule needed only through a negation, an aggregate, a later part, a chain of rules) changes the answer."""
from __future__ import annotations

from dataclasses import replace

import pytest
from draws import PRODUCERS, REFLECTING, REPLACEMENTS
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from support import EXAMPLES, ROOT

import mtgasp
from mtgasp.encoder import board_facts, resources
from mtgasp.engine import slicing, solver, stage_onepass, warm
from mtgasp.queries.mana_results import ManaPools


def clingo_facts(text: str) -> list:
    import clingo

    ctl = clingo.Control()
    ctl.add("base", [], text)
    ctl.ground([("base", [])])
    return [a.symbol for a in ctl.symbolic_atoms]

README = EXAMPLES / "reflecting.yaml"
BOARDS = sorted(EXAMPLES.glob("*.yaml"))


@pytest.fixture(autouse=True)
def _cold(monkeypatch):
    monkeypatch.setattr(warm, "enabled", False)


def _both(ask, monkeypatch) -> tuple[str, str]:
    """repr of ask() with the whole program and with the program sliced (or of the error it raises: a board the
    rules refuse, a permanent without mana abilities)."""
    answers = []
    for enabled in (False, True):
        monkeypatch.setattr(slicing, "ENABLED", enabled)
        solver._stage_result.cache_clear()
        try:
            answers.append(repr(ask()))
        except mtgasp.BoardError as exc:  # (RulesError is one)
            answers.append(f"{type(exc).__name__}: {exc}")
    return answers[0], answers[1]


def _questions(board: mtgasp.Board) -> list[tuple[str, object]]:
    first, last = board.permanents[0].id, board.permanents[-1].id
    return [
        ("could-produce", lambda: mtgasp.could_produce(board, timeout=None)),
        ("could-produce --explain", lambda: mtgasp.could_produce(board, explain=True, timeout=None)),
        ("produce", lambda: mtgasp.produce(board, first, timeout=None)),
        ("can-activate --explain", lambda: mtgasp.can_activate(board, last, explain=True, timeout=None)),
        ("show", lambda: mtgasp.show(board, timeout=None)),
        ("query", lambda: mtgasp.query(board, f"shares-type {first} {last}", timeout=None)),
        ("orderings, the tree", lambda: mtgasp.orderings(board, mtgasp.TapEvent(first), tree=True, timeout=None)),
    ]


def test_the_readme_board_grounds_under_three_fifths_of_could_produce(monkeypatch):
    # The rules of Equipment, devotion, layer effects, the exploration of tap events...: none can fire here.
    monkeypatch.setattr(slicing, "ENABLED", True)
    program = solver.query_program("could_produce")
    index = slicing._index(program)
    assert index is not None, "could_produce.lp is sliced (the cache folder is writable in the tests)"
    facts = board_facts(mtgasp.load_board(README))
    atoms = {str(a).partition("(")[0] for a in solver.stage_result(facts).atoms}
    text = slicing.select(index, (), slicing.words(facts) | atoms)
    rules = sum(1 for need in index.needs if need is not None)
    kept = sum(1 for t, need in zip(index.texts, index.needs) if need is not None and t + "\n" in text)
    assert kept < 0.6 * rules, (kept, rules)  # (814 of 1,496 rules when written)
    assert "could_produce(" in text  # (the question's own rules are kept)
    # The stage's base part in one pass (its part `stage`): on a board without layer-4 effects, most of it goes.
    stage = solver.stage_programs()[0]
    staged = slicing._index(stage_onepass.generated(stage), "stage")
    assert staged is not None
    present = {(str(a.name), len(a.arguments)) for a in clingo_facts(facts)}
    names = stage_onepass.namespaced(stage)
    text = slicing.select(staged, present | {(names.predicate(n), a) for n, a in present}, set())
    rules = [t for t, need in zip(staged.texts, staged.needs) if need is not None]
    assert sum(1 for t in rules if t + "\n" in text) < 0.85 * len(rules)  # (564 of 726 when written)


@pytest.mark.parametrize("path", [README, EXAMPLES / "contamination.yaml", EXAMPLES / "counters.yaml"],
                         ids=lambda p: p.stem)
def test_the_same_answers_on_three_examples(path, monkeypatch):
    board = mtgasp.load_board(path)
    for name, ask in _questions(board):
        whole, sliced = _both(ask, monkeypatch)
        assert whole == sliced, name


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_the_same_answers_on_every_example(path, monkeypatch):
    board = mtgasp.load_board(path)
    for name, ask in _questions(board):
        whole, sliced = _both(ask, monkeypatch)
        assert whole == sliced, name


def test_the_same_orderings_of_a_counters_event(monkeypatch):
    # The exploration of benchmarks/bench_orderings_distinct.py's board, 6 distinct cards: every outcome, count
    # and example order.
    lines = (ROOT / "benchmarks" / "boards" / "counters_distinct_20.yaml").read_text().splitlines()
    cards = [line for line in lines if line.startswith("  - {card:")][:6]
    board = mtgasp.parse_board("players: [alice, bob]\nbattlefield:\n"
                               "  - {id: bear, card: Grizzly Bears, controller: alice}\n"
                               + "".join(f"{line}\n" for line in cards), "<counters>")
    event = mtgasp.CountersEvent("bear", "+1/+1", 1, by="bear")
    whole, sliced = _both(lambda: mtgasp.orderings(board, event, tree=True, timeout=None), monkeypatch)
    assert whole == sliced


@st.composite
def _random_boards(draw):
    """Mana producers and mana replacement effects (the cards of tests/queries/test_produce_oracle.py)."""
    cards = draw(st.lists(st.sampled_from(PRODUCERS + REFLECTING), min_size=1, max_size=4))
    cards += draw(st.lists(st.sampled_from([c for c in REPLACEMENTS if c != "Pale Moon"]), max_size=3))
    lines = ["players: [alice, bob]", "battlefield:"]
    for i, card in enumerate(cards):
        lines.append(f'  - {{card: "{card}", controller: {draw(st.sampled_from(["alice", "bob"]))}, id: p{i}}}')
    return "\n".join(lines) + "\n"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(text=_random_boards())
def test_the_same_answers_on_random_boards(text, monkeypatch):
    board = mtgasp.parse_board(text, "<hypothesis>")
    first = board.permanents[0].id
    for ask in (lambda: mtgasp.could_produce(board, explain=True, timeout=None),
                lambda: mtgasp.produce(board, first, timeout=None),
                lambda: mtgasp.orderings(board, mtgasp.TapEvent(first), tree=True, timeout=None)):
        whole, sliced = _both(ask, monkeypatch)
        assert whole == sliced


# --- the searches (solve_models): mana's pools, a cost's payment, an ability's payment ---------------------------

def _both_searches(ask, monkeypatch, project=lambda answer: answer) -> tuple[str, str]:
    """repr of project(ask()) with the searches' programs whole and sliced (the questions' programs sliced on both
    sides)."""
    monkeypatch.setattr(slicing, "ENABLED", True)
    answers = []
    for sliced in (False, True):
        monkeypatch.setattr(solver, "SLICE_MODELS", sliced)
        solver._stage_result.cache_clear()
        try:
            answers.append(repr(project(ask())))
        except mtgasp.BoardError as exc:
            answers.append(f"{type(exc).__name__}: {exc}")
    return answers[0], answers[1]


def _searches(board: mtgasp.Board) -> list[tuple[str, object]]:
    player = board.players[0]
    out = [("mana", lambda: mtgasp.mana(board, player, timeout=None)),
           ("mana --cost {2}{G}", lambda: mtgasp.mana(board, player, cost="{2}{G}", timeout=None)),
           ("mana --cost {1}{U} --pools", lambda: mtgasp.mana(board, player, cost="{1}{U}", pools=True, timeout=None))]
    return out + [(f"can-activate {o.id}", lambda o=o: mtgasp.can_activate(board, o.id, timeout=None))
                  for o in board.permanents[:4]]


@pytest.mark.parametrize("path", [README, EXAMPLES / "mana_pool.yaml", EXAMPLES / "commander_mana.yaml"],
                         ids=lambda p: p.stem)
def test_the_same_searches_on_three_examples(path, monkeypatch):
    assert solver.SLICED_SEARCHES == {"mana", "mana_payment", "can_activate_payment"}
    board = mtgasp.load_board(path)
    for name, ask in _searches(board):
        whole, sliced = _both_searches(ask, monkeypatch, _payment_standing if "--cost" in name else lambda a: a)
        assert whole == sliced, name


def _payment_standing(answer):
    """A cost's answer less which payment of equal standing it shows: the cost is externals of the program since
    session 34 (queries/mana_cost_inputs.py), whose atoms the grounder orders otherwise (the whole program paid
    mana_pool.yaml's {2}{G} with the Mountain and Mana Flare's {R}, the sliced one with the Island and its {U}: two
    activations each, both proven fewest). Whether it is payable, proven, the life and number of activations
    paid, the pools and the notes must be the same."""
    cost = answer.cost
    return (answer.options, answer.complete, answer.notes, cost.payable, cost.complete, cost.fewest, cost.life,
            len(cost.activations), [len(p.paid_with) for p in cost.payment])


SIGNETS = ["Azorius Signet", "Simic Signet", "Izzet Signet", "Orzhov Signet"]


@st.composite
def _search_boards(draw):
    """Producers, Signets (dependent sources: the pools are searched, rules/mana/mana_sequence.lp) and mana
    replacement effects."""
    cards = draw(st.lists(st.sampled_from(PRODUCERS), min_size=1, max_size=4))
    cards += draw(st.lists(st.sampled_from(SIGNETS), max_size=3))
    cards += draw(st.lists(st.sampled_from([c for c in REPLACEMENTS if c != "Pale Moon"]), max_size=2))
    lines = ["players: [alice, bob]", "battlefield:"]
    for i, card in enumerate(cards):
        lines.append(f'  - {{card: "{card}", controller: {draw(st.sampled_from(["alice", "alice", "bob"]))}, id: p{i}}}')
    return "\n".join(lines) + "\n"


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(text=_search_boards())
@example(text='players: [alice, bob]\nbattlefield:\n  - {card: "Ancient Tomb", controller: alice, id: p0}\n'
              '  - {card: "Azorius Signet", controller: alice, id: p1}\n'
              '  - {card: "Azorius Signet", controller: alice, id: p2}\n')
def test_the_same_searches_on_random_boards(text, monkeypatch):
    board = mtgasp.parse_board(text, "<hypothesis>")
    signets = [o.id for o in board.permanents if "Signet" in o.card]
    for ask in (lambda: mtgasp.mana(board, "alice", timeout=None),
                lambda: mtgasp.mana(board, "alice", cost="{2}{G}", timeout=None),
                *[lambda: mtgasp.can_activate(board, signets[0], timeout=None)][:len(signets)]):
        whole, sliced = _both_searches(ask, monkeypatch, _examples_aside)
        assert whole == sliced


def _examples_aside(answer: object) -> object:
    """The answer without the example each pool or payment shows: which of several equal activations a search finds
    first follows the order of its atoms, which slicing changes (Ancient Tomb and two Azorius Signets: the pool WUUC
    shown with either Signet paying with either mana). The pools, payability, the fewest activations and every note
    must be the same."""
    if not isinstance(answer, ManaPools):
        return answer
    cost = answer.cost and (answer.cost.cost, answer.cost.payable, answer.cost.complete, answer.cost.fewest,
                            len(answer.cost.activations) if answer.cost.fewest else None)
    return replace(answer, options=tuple(sorted(o.mana for o in answer.options)), cost=cost)


def test_a_search_s_program_is_sliced():
    # The program mana's search grounds, on the README's board: fewer rules than the whole file.
    program = solver.query_program("mana")
    index = slicing._index(program)
    assert index is not None
    facts = solver.program_input(board_facts(mtgasp.load_board(README)))
    text = slicing.select(index, (), slicing.words(facts))
    rules = [t for t, need in zip(index.texts, index.needs) if need is not None]
    assert sum(1 for t in rules if t + "\n" in text) < 0.8 * len(rules)


# --- the words of a facts text ---------------------------------------------------------------------------------

@pytest.mark.parametrize("parts", [("ab", "cd"), ("a.\n", "b(c)."), ("x", ""), ("", "y z"), ("p(q)", ".r", "s"),
                                   ("f(x)", "y.\n")])
def test_the_words_of_texts_read_apart_are_the_words_of_the_whole(parts):
    # A word running over from one text into the next ("ab" + "cd": abcd) is read whole.
    assert slicing.words_of(*parts) == slicing.words("".join(parts))


# --- the shipped indexes (tools/build_slicing_index.py) ---------------------------------------------------------

def test_every_shipped_index_was_made_from_its_program_s_files_as_they_are():
    # If this fails, a rule or question file changed: python tools/build_slicing_index.py
    data = slicing._shipped()
    assert data is not None, f"{slicing.SHIPPED} is missing or of another format"
    programs = slicing.shipped_programs()
    assert sorted(data["programs"]) == sorted(slicing._key(p, part) for p, part in programs)
    for program, part in programs:
        assert data["programs"][slicing._key(program, part)]["sources"] == resources.files_digest(program), program


@pytest.mark.slow
def test_the_shipped_index_is_the_one_the_build_makes():
    # If this fails: python tools/build_slicing_index.py (after tools/build_namespaced_stage.py)
    assert slicing.SHIPPED.read_text(encoding="utf-8") == slicing.shipped_text()


def _no_cached_index(monkeypatch, tmp_path, folder):
    slicing._index.cache_clear()
    monkeypatch.setattr(resources, "remembered_folder", lambda: folder)
    monkeypatch.setattr(resources, "remembered", lambda name, compute: compute())
    made = []
    real = slicing._make_index
    monkeypatch.setattr(slicing, "_make_index", lambda *a: made.append(a) or real(*a))
    return made


@pytest.mark.parametrize("cache", [True, False], ids=["a cache folder", "no cache"])
def test_a_first_process_reads_the_shipped_index_not_clingo_ast(cache, monkeypatch, tmp_path):
    made = _no_cached_index(monkeypatch, tmp_path, tmp_path / "remembered" if cache else None)
    try:
        for program, part in slicing.shipped_programs():
            index = slicing._index(program, part)
            assert index is not None and made == [], program  # (not made with clingo.ast)
            fresh = slicing._make_index(program, part)
            assert [index.texts, index.heads, index.needs] == [[r[0] for r in fresh], [r[1] for r in fresh],
                                                               [r[2] for r in fresh]], program
            made.clear()
        # Kept in the cache for the next process, as an index made here would be.
        assert bool(list((tmp_path / "remembered").glob("slice-index-*"))) is cache
    finally:
        slicing._index.cache_clear()


def test_a_shipped_index_of_other_files_is_not_read(monkeypatch, tmp_path):
    # A program changed since the file was built: its index is made from the program as it is.
    made = _no_cached_index(monkeypatch, tmp_path, tmp_path / "remembered")
    monkeypatch.setattr(resources, "files_digest", lambda path: "0" * 32)
    program = solver.query_program("could_produce")
    try:
        assert slicing._index(program) is not None
        assert made == [(program, "base")]
    finally:
        slicing._index.cache_clear()


# --- the selection on small programs ---------------------------------------------------------------------------

PROGRAM = """
a(1). b(X) :- a(X).
c(X) :- b(X).                 % a chain: derivable
d(X) :- e(X).                 % e/1 nothing makes: dropped
f(X) :- a(X), not e(X).       % e/1 read only negated: kept
g(N) :- N = #count { X : e(X) }.   % an aggregate over nothing holds: kept
{ h(X) : a(X) }.
i(X) :- h(X).                 % a choice's head is derivable: kept
j(X) :- k(X).                 % k/1 comes from the facts' text: kept
m(X) :- q(X).                 % q/1 only a later part makes: kept
#program p(x).
q(x).
n(x) :- e(x).                 % a part other than base: kept whole
"""


def test_the_selection_keeps_every_rule_that_may_fire(tmp_path):
    file = tmp_path / "p.lp"
    file.write_text(PROGRAM, encoding="utf-8")
    index = slicing.index_of(file)
    assert index is not None
    text = slicing.select(index, (), {"k"})
    kept = {t.partition("(")[0] for t in text.splitlines() if ":-" in t or t.startswith("{")}
    assert kept == {"b", "c", "f", "g", "{ h", "i", "j", "m", "n"}, kept
    # The fixpoint: with e/1 among the facts, d/1 and everything else are kept.
    assert "d(X) :- e(X)." in slicing.select(index, [("e", 1)], set())


def test_a_statement_it_cant_read_leaves_the_program_whole(tmp_path):
    file = tmp_path / "t.lp"
    file.write_text('#theory t { t { + : 1, unary }; &a/0 : t, head }.\n&a { 1 }.\n', encoding="utf-8")
    assert slicing.index_of(file) is None
