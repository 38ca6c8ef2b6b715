"""Compile the whole Oracle reference into the shipped form (rules/data/cards.bin), in parallel.

The shipped form (encoder/packed.py: the names in an index, the entries in blocks compressed on their own, so that
a query decodes only the blocks of the names it needs) holds every card name (faces of multi-face cards under
their own names) with its entry, one line of JSON, under the first line "#mtgasp-cards 2 <source>".
The same entries give the same bytes. An entry:
    {"l": type line, "t": [card types, printed order], "s": [supertypes], "u": [subtypes],
     "m": mana cost, "p": power, "o": toughness, "y": loyalty, "k": layout (when not "normal"),
     "x": 1 when the reference gives no text for this face,
     "b": the back face's name, on the front face of a double-faced card (CR 712.1: nonmodal and modal; not a meld
          card, whose back is half of a melded permanent, CR 712.4), "f": the front face's name, on its back face,
     "i": the color identity the reference records for the whole card (letters of WUBRG, "" colorless; CR 903.4),
     "a": [[number, Oracle text, status, reason, [kinds], [facts], quoted_in or 0, grammar group], ...]}
where each fact is a clingo term without the card's name and the ability number (compiler/lower.py:
Fact.term); the loader (compiler/data.py) parses each one back with clingo and puts them in front.
"""
from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from mtgasp.encoder import packed

from .compile import CompiledCard, compile_card
from .data import HEADER

NOT_IN_GAMES = {"planar", "vanguard", "scheme"}  # layouts of non-traditional cards (still compiled)
DOUBLE_FACED = {"transform", "modal_dfc"}  # the layouts of double-faced cards that can turn over (CR 712.2, 712.3)


def load_corpus(path: Path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)


def card_names(corpus: list[dict]) -> Iterator[tuple[str, dict, bool]]:
    """(name, entry, known) for every name a board may use: whole cards under their (first) face name,
    faces listed on their own, and faces known only through their whole card (known = False)."""
    own = {c["name"] for c in corpus}
    seen: set[str] = set()
    for card in sorted(corpus, key=lambda c: c["name"]):
        faces = card["name"].split(" // ")
        first = faces[0]
        if first not in seen and (len(faces) == 1 or first not in own):
            seen.add(first)
            yield first, card, True
    for card in corpus:
        faces = card["name"].split(" // ")
        for face in faces[1:]:
            if face in seen or face in own:
                continue
            seen.add(face)
            shared = card.get("layout") in ("split", "aftermath")
            stub = {**card, "name": face, "text": None} if shared else \
                {"name": face, "type": "", "types": [], "supertypes": [], "subtypes": [], "text": None,
                 "layout": card.get("layout"), "colorIdentity": card.get("colorIdentity")}
            yield face, stub, False


def back_faces(corpus: list[dict]) -> dict[str, str]:
    """{front face name: back face name} of the double-faced cards (the corpus names them "Front // Back")."""
    out = {}
    for card in corpus:
        faces = card["name"].split(" // ")
        if card.get("layout") in DOUBLE_FACED and len(faces) == 2:
            out[faces[0]] = faces[1]
    return out


def entry(c: CompiledCard, known: bool) -> dict:
    e: dict = {"l": c.type_line, "t": list(c.types)}
    if c.supertypes:
        e["s"] = list(c.supertypes)
    if c.subtypes:
        e["u"] = list(c.subtypes)
    for key, value in (("m", c.mana_cost), ("p", c.power), ("o", c.toughness), ("y", c.loyalty)):
        if value is not None:
            e[key] = value
    if c.layout != "normal":
        e["k"] = c.layout
    if not known:
        e["x"] = 1
    e["a"] = [[a.number, a.text, a.status, a.reason, list(a.kinds),
               [f.term() for f in a.facts if f.number == a.number and f.predicate != "text"],
               a.quoted_in or 0, a.group] + ([[f.term() for f in a.facts if f.number is None]]
                                             if any(f.number is None for f in a.facts) else [])
              for a in c.abilities]
    return e


def _compile_chunk(items: list[tuple[str, dict, bool]]) -> list[tuple[str, dict, CompiledCard]]:
    out = []
    for name, card, known in items:
        c = compile_card(card, name)
        e = entry(c, known)
        if isinstance(card.get("colorIdentity"), list):  # CR 903.4: the whole card's, as the reference records it
            e["i"] = "".join(sorted(card["colorIdentity"], key="WUBRG".find))
        out.append((name, e, c))
    return out


def compile_all(corpus: list[dict], workers: int = 2) -> list[tuple[str, dict, CompiledCard]]:
    items = list(card_names(corpus))
    if workers <= 1:
        return _linked(_compile_chunk(items), corpus)
    chunks = [items[i::workers * 4] for i in range(workers * 4)]
    out: list[tuple[str, dict, CompiledCard]] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for part in pool.map(_compile_chunk, chunks):
            out.extend(part)
    return _linked(sorted(out, key=lambda r: r[0]), corpus)


def _linked(rows: list[tuple[str, dict, CompiledCard]], corpus: list[dict]) -> list[tuple[str, dict, CompiledCard]]:
    """The front face's entry names its back face ("b"), the back face's its front face ("f")."""
    backs = back_faces(corpus)
    fronts = {back: front for front, back in backs.items()}
    for name, e, _c in rows:
        if name in backs:
            e["b"] = backs[name]
        if name in fronts:
            e["f"] = fronts[name]
    return rows


def write(entries: Iterable[tuple[str, dict]], path: Path, source: str) -> None:
    packed.write(path, HEADER + source,
                 ((name, json.dumps(e, separators=(",", ":"), ensure_ascii=False)) for name, e in entries))
