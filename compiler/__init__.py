"""The Oracle compiler: Oracle text → card facts over the vocabulary of docs/vocabulary.md.

    oracle.py     cut a card's text into numbered abilities, normalise it for the grammars
    grammars/     the Lark grammars a rules person can read (costs, mana, riders, triggers, replacements,
                  statics, filters)
    parser.py     the parser over them (LALR, a contextual lexer)
    lower.py      the one module that turns parse trees and characteristics into facts
    kinds.py      what an unrecognised ability seems to be (the engine flags answers that depend on it)
    compile.py    one card: every ability gets a status (compiled, rider, unmodelled + reason)
    corpus.py     the whole reference, in parallel, into rules/data/cards.bin (tools/build_cards.py)
    data.py       the shipped data, read lazily (the blocks of the cards a query names)
    coverage.py   the coverage report (mtgasp cards --coverage)
It runs when the data is built, never per query.
"""
from __future__ import annotations

from .coverage import Cluster, Coverage, Group, render_coverage

__all__ = ["Cluster", "Coverage", "Group", "coverage", "render_coverage"]


def coverage() -> Coverage:
    """The coverage of the card library as queries see it (compiled data with hand-written overrides)."""
    from mtgasp.encoder.library import _all_names, card_abilities

    from .coverage import AbilityView, coverage_of

    def cards():
        for name in _all_names():
            yield [AbilityView(name, a.number, a.text, a.status, a.reason, a.kinds, a.terms, a.quoted, a.source)
                   for a in card_abilities(name, render=False)]

    from . import data

    special = frozenset(name for name, entry in data.entries()
                        if any(f'"k":"{layout}"' in entry for layout in ("planar", "scheme", "vanguard")))
    return coverage_of(cards(), not_in_games=special)
