"""A grammar that can't be built fails loudly (session 32, fixes32): before, the LarkError of the parser's build was
caught by parse() like a line that doesn't parse, and every ability compiled silently as "unmodelled"."""
from __future__ import annotations

import pytest

from compiler import parser as grammar


def test_a_reduce_reduce_conflict_raises_naming_the_grammar():
    # Two rules that read the same words under one start: LALR can't tell which to reduce (a reduce/reduce conflict).
    sources = grammar.grammar_sources()
    sources["filters.lark"] += '\nconflict_start: conflict_left | conflict_right\nconflict_left: "zzqq"\n' \
                               'conflict_right: "zzqq"\n'
    with pytest.raises(grammar.GrammarBuildError, match=r"compiler/grammars/filters\.lark") as raised:
        grammar.build_parser(sources, start=["costs", "conflict_start"])
    assert "reduce/reduce" in str(raised.value).lower().replace("-", "/") or "collision" in str(raised.value).lower()
    # not a LarkError: parse() can't take it for a line that doesn't parse
    assert not isinstance(raised.value, grammar.LarkError)


def test_the_shipped_grammars_build():
    assert grammar.build_parser() is not None
