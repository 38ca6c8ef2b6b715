"""Render an Orderings result as JSON (the contract of issue 3), text, Graphviz DOT or one HTML page."""
from __future__ import annotations

import json
from dataclasses import asdict

import jinja2

from mtgasp.resources import templates_dir

from .orderings import OrderingOutcome, Orderings, describe

TREE_LIMIT = 40  # points of the tree printed as text; beyond, see --format dot or html
HTML_LIMIT = 3000  # points of the tree drawn in the HTML page


def _listed(result: Orderings, limit: int | None) -> tuple[OrderingOutcome, ...]:
    return result.outcomes if limit is None else result.outcomes[:limit]


def to_json(result: Orderings, limit: int | None = None) -> dict:
    listed = _listed(result, limit)
    return {
        "event": result.event,
        "chooser": result.chooser,
        "order_matters": result.order_matters,
        "orders": result.orders,
        "outcomes": [{"result": o.result, "orders": o.orders, "example": list(o.example),
                      "steps": [asdict(s) for s in o.steps]} for o in listed],
        "kind": result.kind,
        "complete": result.complete,
        "truncated": len(listed) < len(result.outcomes),
        "notes": list(result.notes),
        "tree": {"roots": list(result.roots),
                 "points": [{"index": p.index, "result": p.result, "depth": p.depth, "orders_to": p.orders_to,
                             "orders_from": p.orders_from, "final": p.final,
                             "choices": [asdict(c) for c in p.choices]} for p in result.points]},
    }


def to_json_text(result: Orderings, limit: int | None = None) -> str:
    return json.dumps(to_json(result, limit), indent=2)


def headline(result: Orderings) -> str:
    n = len(result.outcomes)
    if result.order_matters:
        head = f"order matters: {n} outcomes over {result.orders:,} orders"
    else:
        head = f"order does not matter: {'every order gives the same outcome' if n <= 1 else 'one outcome per choice'}" \
               f" ({result.orders:,} order{'s' if result.orders != 1 else ''})"
    return head + (f"; {result.chooser} chooses the order (CR 616.1)" if result.chooser else "")


def to_text(result: Orderings, limit: int | None = None) -> str:
    lines = [headline(result), f"event: {result.event}"]
    listed = _listed(result, limit)
    width = max([len(describe(result.kind, o.result)) for o in listed] + [8])
    for o in listed:
        order = " then ".join(o.example) if o.example else "no effect applies"
        lines.append(f"  {describe(result.kind, o.result):<{width}}  {o.orders:>13,} order"
                     f"{'s' if o.orders != 1 else ' '}   e.g. {order}")
    if len(listed) < len(result.outcomes):
        lines.append(f"  ... {len(result.outcomes) - len(listed)} more outcomes (--limit)")
    if len(result.points) <= TREE_LIMIT and any(p.choices for p in result.points):
        lines.append("tree of choices (points reached by several orders are shown once):")
        lines.extend(_text_tree(result))
    elif result.points:
        lines.append(f"tree: {len(result.points)} points (see --format dot or --format html)")
    lines.extend(f"note: {n}" for n in result.notes)
    if not result.complete:
        lines.append("INCOMPLETE: some outcomes may be missing")
    return "\n".join(lines)


def _text_tree(result: Orderings) -> list[str]:
    points = {p.index: p for p in result.points}
    shown: set[int] = set()
    lines: list[str] = []

    def walk(index: int, indent: str) -> None:
        p = points[index]
        for c in p.choices:
            target = points[c.target]
            who = c.sources[0] if len(c.sources) == 1 else f"one of {c.choices}: {', '.join(c.sources)}"
            act = "decline" if c.option == "decline" else "apply"
            end = " (final)" if target.final else ""
            again = c.target in shown
            lines.append(f"{indent}- {act} {c.card} ({who}) -> #{c.target} {describe(result.kind, target.result)}"
                         f"{end}{'  [same point as above]' if again else ''}   {c.rule}")
            if not again:
                shown.add(c.target)
                walk(c.target, indent + "    ")

    for root in result.roots:
        shown.add(root)
        lines.append(f"  #{root} {describe(result.kind, points[root].result)}")
        walk(root, "    ")
    return lines


def _dot_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def to_dot(result: Orderings) -> str:
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


def to_html(result: Orderings) -> str:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(templates_dir())),
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
