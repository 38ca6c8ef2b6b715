"""The orderings of an event as one self-contained HTML page (jinja2, render/templates/).

The page shows the outcomes (a table), the effects with their sources and controllers, the board it
came from (file, players, objects, the mtgasp version) and the tree of choices. The tree can have
hundreds of thousands of points and is a graph (points that several orders reach are shared), so it
is not drawn as nested HTML: the page carries it as data and its script draws a point's choices when
the point is opened (collapsed by default; "expand all" draws each point once, iteratively, with later
occurrences as links). Nothing here recurses over the tree.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

import jinja2

from mtgasp.encoder import Board
from mtgasp.encoder.resources import PACKAGE_DIR
from mtgasp.queries.explore import Applied
from mtgasp.queries.orderings import Orderings

from . import words
from .layout import printable_values
from .text import count, describe, headline

HTML_LIMIT = 100_000  # points of the tree the page carries (decoded); beyond, it says the tree is not drawn
BOARD_OPEN = 40  # the board's table is open when it has at most this many objects
SOURCES_SHOWN = 4  # ids listed for a choice among many copies of an effect ("a, b, c, … z (250)")


@dataclass(frozen=True)
class _Effect:
    card: str
    source: str
    controller: str
    text: str


def orderings(result: Orderings, board: Board | None = None) -> str:
    """The page; `board` (the board asked about) adds its file, players and objects."""
    import mtgasp  # the version; a late import: mtgasp imports the queries this module renders

    result = printable_values(result)
    board = printable_values(board) if board is not None else None
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(PACKAGE_DIR / "render" / "templates")),
                             autoescape=True, undefined=jinja2.StrictUndefined)
    controllers = {o.id: o.controller for o in board.objects} if board is not None else {}
    return env.get_template("orderings.html.j2").render(
        r=result, event=words.event(result.event), headline=headline(result), drawn=result.tree_decoded and result.tree_size > 0,
        tree_json=_script_json(tree_data(result)) if result.tree_decoded else "null",
        outcomes=[(describe(result.kind, o.result), count(o.orders), example_text(o.steps)) for o in result.outcomes],
        effects=_effects(result, controllers), total=count(result.orders), board=board, board_open=board is not None and
        len(board.objects) <= BOARD_OPEN, version=mtgasp.__version__)


def example_text(steps: tuple[Applied, ...]) -> str:
    """An example order in words; a run of the same effect is written once with its count
    ("Contamination ×250 (contamination … contamination-250)")."""
    if not steps:
        return "no effect applies"
    parts = []
    i = 0
    while i < len(steps):
        j = i
        while j < len(steps) and (steps[j].card, steps[j].option) == (steps[i].card, steps[i].option):
            j += 1
        declined = ", declined" if steps[i].option == "decline" else ""
        if j - i >= 3:
            parts.append(f"{steps[i].card} ×{j - i} ({steps[i].source} … {steps[j - 1].source}{declined})")
        else:
            parts.extend(f"{s.card} ({s.source}{declined})" for s in steps[i:j])
        i = j
    return " → ".join(parts)


def _sources(sources: tuple[str, ...]) -> str:
    if len(sources) <= SOURCES_SHOWN:
        return ", ".join(sources)
    return ", ".join(sources[:SOURCES_SHOWN - 1]) + f", … {sources[-1]} ({len(sources)})"


def _effects(result: Orderings, controllers: dict[str, str]) -> list[_Effect]:
    """Every effect that appears in an outcome or a choice, with its source and controller."""
    found: dict[str, _Effect] = {}
    texts = {(c.card, s): c.text for p in result.points for c in p.choices for s in c.sources}
    for o in result.outcomes:
        for s in o.steps:
            found.setdefault(s.source, _Effect(s.card, s.source, controllers.get(s.source, ""),
                                               texts.get((s.card, s.source), "")))
    for (card, source), text in texts.items():
        found.setdefault(source, _Effect(card, source, controllers.get(source, ""), text))
    return sorted(found.values(), key=lambda e: (e.card, e.source))


def tree_data(result: Orderings) -> dict:
    """The tree as compact data for the page's script: strings once each in tables, points by index."""
    descriptions: dict[str, int] = {}
    kinds: dict[tuple, int] = {}
    points = []
    position = {p.index: i for i, p in enumerate(result.points)}
    for p in result.points:
        text = describe(result.kind, p.result)
        d = descriptions.setdefault(text, len(descriptions))
        choices = []
        for c in p.choices:
            kind = ("decline" if c.option == "decline" else "apply", c.card, _sources(c.sources), c.choices,
                    c.option if c.option not in ("1", "decline") else "", words.choice_rule(c))
            choices.append([kinds.setdefault(kind, len(kinds)), position[c.target]])
        points.append([p.index, d, int(p.final), count(p.orders_to), count(p.orders_from), choices])
    return {"descriptions": list(descriptions), "kinds": [list(k) for k in kinds], "points": points,
            "roots": [position[r] for r in result.roots if r in position]}


def _script_json(value: object) -> str:
    """JSON safe inside <script type="application/json">: no "<", ">" or "&" (no closing tag, no comment)."""
    text = json.dumps(value, ensure_ascii=True, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
