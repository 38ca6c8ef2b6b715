"""Text and JSON of the research commands (readings, diverge, commute, check)."""
from __future__ import annotations

import textwrap
from collections.abc import Iterable

from mtgasp.readings import Reading


def readings_json(readings: Iterable[Reading]) -> list[dict]:
    return [{"key": r.key, "rule": r.rule, "question": r.question, "quotes": list(r.quotes),
             "readings": [{"value": v.name, "text": v.text, "default": v.name == r.default} for v in r.values],
             "default": r.default, **({"test_only": True} if r.hidden else {})}
            for r in readings]


def _wrap(text: str, indent: str, more: str | None = None) -> list[str]:
    return textwrap.wrap(text, 100, initial_indent=indent, subsequent_indent=indent if more is None else more)


def readings_text(readings: Iterable[Reading]) -> str:
    lines: list[str] = []
    for r in readings:
        lines.append(f"{r.key} (CR {r.rule}){'  [test only]' if r.hidden else ''}")
        lines.extend(_wrap(r.question, "  "))
        for q in r.quotes:
            lines.extend(_wrap(f"“{q}”", "    > "))
        for v in r.values:
            mark = "*" if v.name == r.default else " "
            lines.extend(_wrap(f"{mark} {r.key}={v.name}: {v.text}", "  ", "      "))
        lines.append("")
    lines.append("* the default. Choose another with --reading KEY=VALUE on any query command (or readings= in the API).")
    return "\n".join(lines)
