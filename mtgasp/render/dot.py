"""The tree of choices of an ordering as Graphviz DOT."""
from __future__ import annotations

from mtgasp.queries.orderings import Orderings

from .text import describe, headline


def _dot_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def orderings(result: Orderings) -> str:
    lines = ["digraph orderings {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
             f"  label={_dot_string(headline(result) + chr(10) + result.event)};", "  labelloc=t;"]
    for p in result.points:
        label = f"#{p.index} {describe(result.kind, p.result)}\n{p.orders_to:,} order(s) reach here"
        style = ', style="rounded,bold", peripheries=2' if p.final else ""
        lines.append(f"  p{p.index} [label={_dot_string(label)}{style}];")
    for p in result.points:
        for c in p.choices:
            act = "decline " if c.option == "decline" else ""
            times = f" x{c.choices}" if c.choices > 1 else ""
            lines.append(f"  p{p.index} -> p{c.target} [label={_dot_string(act + c.card + times)}];")
    lines.append("}")
    return "\n".join(lines)


