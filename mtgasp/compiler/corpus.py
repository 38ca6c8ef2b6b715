"""Compile the whole Oracle reference into the shipped form (rules/data/cards.bin), in parallel.

The shipped form holds every card name (faces of multi-face cards under their own names), sorted, and the
entry of each as one line of JSON, in the same order, in blocks of about BLOCK bytes, each compressed on its own,
so that a query decodes only the blocks of the names it needs (compiler/data.py). The file (format 2):
    "#mtgasp-cards 2 <source>\n"
    a JSON line: {"dictionary": bytes, "index": bytes, "blocks": [[names, bytes], ...]}
    the dictionary: zlib, a sample of the entries (every SAMPLE-th, at most 32 KiB): the preset dictionary of
        every block (blocks of 16 KiB compressed alone take 40 % more than the whole text; with it, 2 % less)
    the index: zlib, every name, one a line, in order (block i holds the entries of the next `names` of them)
    the blocks: raw deflate with the preset dictionary, each its entries, one a line
Every part is written with fixed settings, so the same entries give the same bytes. An entry:
    {"l": type line, "t": [card types, printed order], "s": [supertypes], "u": [subtypes],
     "m": mana cost, "p": power, "o": toughness, "y": loyalty, "k": layout (when not "normal"),
     "x": 1 when the reference gives no text for this face,
     "a": [[number, Oracle text, status, reason, [kinds], [facts], quoted_in or 0, grammar group], ...]}
where each fact is a clingo term without the card's name and the ability number (compiler/lower.py:
Fact.term); the loader (compiler/data.py) parses each one back with clingo and puts them in front.
"""
from __future__ import annotations

import gzip
import json
import zlib
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from .compile import CompiledCard, compile_card

NOT_IN_GAMES = {"planar", "vanguard", "scheme"}  # layouts of non-traditional cards (still compiled)


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
                 "layout": card.get("layout")}
            yield face, stub, False


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
        out.append((name, entry(c, known), c))
    return out


def compile_all(corpus: list[dict], workers: int = 2) -> list[tuple[str, dict, CompiledCard]]:
    items = list(card_names(corpus))
    if workers <= 1:
        return _compile_chunk(items)
    chunks = [items[i::workers * 4] for i in range(workers * 4)]
    out: list[tuple[str, dict, CompiledCard]] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for part in pool.map(_compile_chunk, chunks):
            out.extend(part)
    return sorted(out, key=lambda r: r[0])


FORMAT = 2
BLOCK = 16 * 1024  # bytes of lines a block holds (at least; a line is never split)
SAMPLE = 40  # every SAMPLE-th line goes into the preset dictionary
DICTIONARY = 32 * 1024  # deflate's window: a longer dictionary is not read


def _deflate(data: bytes, dictionary: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, dictionary)
    return packer.compress(data) + packer.flush()


def write(entries: Iterable[tuple[str, dict]], path: Path, source: str) -> None:
    lines = []
    for name, e in sorted(entries):
        if "\n" in name:
            raise ValueError(f"a card name with a line break: {name!r}")
        lines.append((name, (json.dumps(e, separators=(",", ":"), ensure_ascii=False) + "\n").encode()))
    dictionary = b"".join(line for _, line in lines[::SAMPLE])[-DICTIONARY:]
    blocks: list[list[bytes]] = [[]]
    size = 0
    for _, line in lines:
        if size >= BLOCK:
            blocks.append([])
            size = 0
        blocks[-1].append(line)
        size += len(line)
    packed = [_deflate(b"".join(block), dictionary) for block in blocks]
    index = zlib.compress("\n".join(name for name, _ in lines).encode(), 9)
    head = {"dictionary": len(packed_dictionary := zlib.compress(dictionary, 9)), "index": len(index),
            "blocks": [[len(block), len(data)] for block, data in zip(blocks, packed)]}
    with path.open("wb") as f:
        f.write(f"#mtgasp-cards {FORMAT} {source}\n".encode())
        f.write(json.dumps(head, separators=(",", ":")).encode() + b"\n")
        f.write(packed_dictionary)
        f.write(index)
        for data in packed:
            f.write(data)
