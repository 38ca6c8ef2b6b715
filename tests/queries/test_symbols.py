"""engine/symbols.py reads shown atoms from clingo's text when their shape is plain, else through the
symbol's attributes: both must give the same rows, for every kind of term clingo can print (issue 14)."""
from __future__ import annotations

import clingo
import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtgasp.engine.symbols import rows_by_name, texts, value_of

S, N, F, T = clingo.String, clingo.Number, clingo.Function, clingo.Tuple_


def slow(atoms):
    out: dict[str, list[tuple]] = {}
    for sym in atoms:
        out.setdefault(sym.name, []).append(tuple(value_of(a) for a in sym.arguments))
    return out


def same(atoms):
    assert texts(atoms) == [str(a) for a in atoms]  # printed as one tuple, then split
    fast = rows_by_name(atoms)
    assert fast == slow(atoms)
    for name, rows in fast.items():  # the same Python types, not only equal values
        for got, want in zip(rows, slow(atoms)[name], strict=True):
            assert [type(v) for v in got] == [type(v) for v in want]


def test_plain_and_other_shapes():
    atoms = [F("final_type", [S("p1"), F("land")]), F("complete"), F("x", [N(-3), N(0), N(2147483647)]),
             F("a", [S('say "hi"'), S("back\\slash"), S("line\nbreak"), S("tab\there"), S("é ✓ ' ,()")]),
             F("l4_added", [N(3), S("p1"), F("sub"), S("Swamp")]), F("n", [F("granted", [S("Urborg")])]),
             F("t", [T([N(1), S("x")])]), F("neg", [S("p")], False), F("inf", [clingo.Infimum, clingo.Supremum]),
             F("_hidden", [F("_c"), F("c'")]), F("e", [S("")]), F("f", [F("g", [])])]
    same(atoms)
    assert rows_by_name(atoms)["a"][0][0] == 'say "hi"'


text = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=8)
leaf = st.one_of(text.map(S), st.integers(-(2**31), 2**31 - 1).map(N),
                 st.sampled_from(["a", "sub", "_x", "b'", "land"]).map(F))
term = st.recursive(leaf, lambda inner: st.one_of(
    st.tuples(st.sampled_from(["f", "g"]), st.lists(inner, max_size=3)).map(lambda p: F(p[0], p[1])),
    st.lists(inner, min_size=2, max_size=3).map(T)), max_leaves=6)


@pytest.mark.slow
@given(st.lists(st.tuples(st.sampled_from(["p", "q", "long_name"]), st.lists(term, max_size=4), st.booleans()),
                max_size=12))
def test_random_atoms(specs):
    same([F(name, args, positive) for name, args, positive in specs])


def test_texts_split_where_the_separator_is_and_nowhere_else():
    # The separator printed between atoms is the string "\x1f"; inside a string clingo escapes every quote,
    # so the same characters in a board's text never split an atom.
    atoms = [F("p", [S(',"\x1f",')]), F("q", [S("\x1f")]), N(1), F("r", [S('\\",\x1f,"')]), S("\x1f")]
    assert texts(atoms) == [str(a) for a in atoms]
    assert texts([]) == [] and texts([F("a")]) == ["a"]
