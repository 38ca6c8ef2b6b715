"""The tree of choices of an ordering as Graphviz DOT.

A picture never claims more than it shows: a tree larger than DOT_LIMIT points is refused with a
message (TreeTooLarge; `--limit N` draws its first N points), a tree drawn in part says so in its
label, and a tree that was not decoded is never drawn as an empty graph.
"""
from __future__ import annotations

from mtgasp.encoder import BoardError
from mtgasp.queries.orderings import Orderings

from . import words
from .layout import printable
from .text import count, describe, headline

DOT_LIMIT = 2000  # points of the tree drawn as DOT without --limit (Graphviz gets slow beyond)


class TreeTooLarge(BoardError):
    """The tree can't be drawn as asked: the command line reports it on one line (exit 2)."""


def _dot_string(text: str) -> str:
    """A DOT string: quotes and backslashes escaped, newlines as DOT line breaks, other control
    characters shown as escapes."""
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + printable(text) + '"'


def orderings(result: Orderings, limit: int | None = None) -> str:
    """The tree as a DOT digraph; `limit`: draw only the first `limit` points (in the order of the tree:
    the starting points first), with the edges to the rest drawn to one "more" node."""
    size = result.tree_size
    if not result.tree_decoded:
        raise TreeTooLarge(f"the tree of choices has {size:,} points: too large to draw as DOT (at most "
                           f"{DOT_LIMIT:,}); use --limit N to draw its first N points, or --format html")
    if limit is None and size > DOT_LIMIT:
        raise TreeTooLarge(f"the tree of choices has {size:,} points: too large to draw as DOT (at most "
                           f"{DOT_LIMIT:,}); use --limit N to draw its first N points, or --format html")
    drawn = [p for p in result.points if limit is None or p.index < limit]
    shown = {p.index for p in drawn}
    label = headline(result) + "\n" + words.event(result.event)
    if len(drawn) < size:
        label += f"\nPART of the tree: the first {len(drawn):,} of its {size:,} points"
    if not result.complete:
        label += "\nINCOMPLETE: some outcomes may be missing"
    lines = ["digraph orderings {", "  rankdir=LR;", '  node [shape=box, fontname="Helvetica"];',
             f"  label={_dot_string(label)};", "  labelloc=t;"]
    for p in drawn:
        text = f"#{p.index} {describe(result.kind, p.result)}\n{count(p.orders_to)} order(s) reach here"
        style = ', style="rounded,bold", peripheries=2' if p.final else ""
        lines.append(f"  p{p.index} [label={_dot_string(text)}{style}];")
    more = False
    for p in drawn:
        for c in p.choices:
            act = "decline " if c.option == "decline" else ""
            times = f" x{c.choices}" if c.choices > 1 else ""
            target = f"p{c.target}" if c.target in shown else "more"
            more = more or target == "more"
            lines.append(f"  p{p.index} -> {target} [label={_dot_string(act + c.card + times)}];")
    if more:
        lines.append(f'  more [label={_dot_string(f"{size - len(drawn):,} more points (not drawn)")}, '
                     'shape=plaintext];')
    if size == 0:
        lines.append(f"  none [label={_dot_string('no tree of choices (see the notes of --format text)')}, "
                     "shape=plaintext];")
    lines.append("}")
    return "\n".join(lines)
