"""The orderings of an event as one self-contained HTML page (jinja2, render/templates/)."""
from __future__ import annotations

import jinja2

from mtgasp.queries.orderings import Orderings
from mtgasp.resources import PACKAGE_DIR

from .text import describe, headline

HTML_LIMIT = 3000  # points of the tree drawn in the HTML page


def orderings(result: Orderings) -> str:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(PACKAGE_DIR / "render" / "templates")),
                             autoescape=True, undefined=jinja2.StrictUndefined)
    drawn = len(result.points) <= HTML_LIMIT
    trees = _html_trees(result) if drawn else []
    return env.get_template("orderings.html.j2").render(
        r=result, headline=headline(result), trees=trees, drawn=drawn,
        describe=lambda res: describe(result.kind, res))


def _html_trees(result: Orderings) -> list[dict]:
    """The tree of choices as nested dicts: a point reached again is a link to its first drawing."""
    points = {p.index: p for p in result.points}
    shown: set[int] = set()

    def node(index: int) -> dict:
        shown.add(index)
        branches = []
        for c in points[index].choices:
            again = c.target in shown
            branches.append({"choice": c, "target": points[c.target], "again": again,
                             "node": None if again else node(c.target)})
        return {"point": points[index], "branches": branches}

    return [node(root) for root in result.roots]
