"""A shipped file of many named entries of which a query reads a few (the card library, the card reference):
the names in an index, the entries in blocks compressed on their own, so that a look-up decodes the index and
one block instead of the whole file (reading and splitting the card library's 18 MB took 0.16 s a process).

The file:
    its first line (the caller's: what it holds, its format and source)
    a JSON line: {"dictionary": bytes, "index": bytes, "blocks": [[entries, bytes], ...]}
    the dictionary: zlib, a sample of the entries (every SAMPLE-th, at most DICTIONARY bytes), the preset
        dictionary of every block (blocks of 16 KiB of the card library compressed alone take 40 % more than
        the whole text; with it, 2 % less)
    the index: zlib, every name, one a line, sorted (block i holds the entries of the next `entries` of them)
    the blocks: raw deflate with the preset dictionary, each its entries, one a line, in the names' order
Every part is written with fixed settings: the same entries give the same bytes.
"""
from __future__ import annotations

import json
import zlib
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from functools import cached_property
from pathlib import Path

BLOCK = 16 * 1024  # bytes of entries a block holds (at least; an entry is never split)
SAMPLE = 40  # every SAMPLE-th entry goes into the preset dictionary
DICTIONARY = 32 * 1024  # deflate's window: a longer dictionary is not read
CACHED = 64  # blocks kept decoded (a board names a few dozen cards)


def _deflate(data: bytes, dictionary: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, dictionary)
    return packer.compress(data) + packer.flush()


def write(path: Path, first_line: str, entries: Iterable[tuple[str, str]]) -> None:
    """Write (name, entry) pairs, sorted here, under `first_line`; a name or an entry holds no line break."""
    rows = sorted(entries)
    lines = []
    for name, entry in rows:
        if "\n" in name or "\n" in entry or "\n" in first_line:
            raise ValueError(f"a line break in a name or an entry: {name!r}")
        lines.append((entry + "\n").encode("utf-8"))
    dictionary = b"".join(lines[::SAMPLE])[-DICTIONARY:]
    blocks: list[list[bytes]] = [[]]
    size = 0
    for line in lines:
        if size >= BLOCK:
            blocks.append([])
            size = 0
        blocks[-1].append(line)
        size += len(line)
    packed = [_deflate(b"".join(block), dictionary) for block in blocks]
    index = zlib.compress("\n".join(name for name, _ in rows).encode("utf-8"), 9)
    packed_dictionary = zlib.compress(dictionary, 9)
    head = {"dictionary": len(packed_dictionary), "index": len(index),
            "blocks": [[len(block), len(data)] for block, data in zip(blocks, packed)]}
    with path.open("wb") as f:
        f.write(first_line.encode("utf-8") + b"\n")
        f.write(json.dumps(head, separators=(",", ":")).encode("utf-8") + b"\n")
        f.write(packed_dictionary)
        f.write(index)
        for data in packed:
            f.write(data)


class Packed:
    """A file `write` made, read: its names at once, an entry's block when it is asked for."""

    def __init__(self, path: Path, expected: str, rebuild: str) -> None:
        """`expected`: how its first line starts; `rebuild`: the command that makes the file again (for errors)."""
        data = path.read_bytes()
        start = data.find(b"\n") + 1
        body = data.find(b"\n", start) + 1
        if not data.startswith(expected.encode("utf-8")) or not 0 < start < body:
            raise ValueError(f"{path}: not {expected.strip()}… (rebuild it: {rebuild})")
        self.path, self.rebuild = path, rebuild
        self.first_line = data[:start - 1].decode("utf-8")
        head = json.loads(data[start:body])
        at = body + head["dictionary"]
        self.dictionary = zlib.decompress(data[body:at])
        # The names as UTF-8 bytes, searched as they are (UTF-8's order of bytes is the order of code points, so the
        # names written in Python's order are sorted here too): turning the 35,000 names of the card library into
        # strings took ~2 ms more of every process that looks up a card; `names` does it when every name is wanted.
        self._keys: list[bytes] = zlib.decompress(data[at:at + head["index"]]).split(b"\n")
        at += head["index"]
        first, offsets, count = [], [at], 0
        for n, size in head["blocks"]:
            first.append(count)
            count += n
            offsets.append(offsets[-1] + size)
        if count != len(self._keys) or offsets[-1] != len(data):
            raise ValueError(f"{path}: damaged (rebuild it: {rebuild})")
        first.append(count)
        self.data = data
        self.first = tuple(first)  # the position in `names` of each block's first entry, and the end
        self.offsets = tuple(offsets)  # where each block starts in `data`, and where the last one ends
        self._blocks: dict[int, list[str]] = {}
        self.decoded = 0  # blocks decompressed so far (tests: a look-up decodes one block)

    @cached_property
    def names(self) -> tuple[str, ...]:
        """Every name, sorted."""
        return tuple(key.decode("utf-8") for key in self._keys)

    def position(self, name: str) -> int | None:
        """The place of `name` (exactly) among the names, or None."""
        key = name.encode("utf-8", "surrogatepass")  # (a name with a lone surrogate matches none)
        i = bisect_left(self._keys, key)
        return i if i < len(self._keys) and self._keys[i] == key else None

    def get(self, name: str) -> str | None:
        """The entry of `name` (exactly), or None."""
        i = self.position(name)
        if i is None:
            return None
        block = bisect_right(self.first, i) - 1
        lines = self._blocks.get(block)
        if lines is None:
            if len(self._blocks) >= CACHED:
                self._blocks.clear()
            lines = self._blocks[block] = self._lines(block)
        return lines[i - self.first[block]]

    def entries(self) -> Iterator[tuple[str, str]]:
        """Every (name, entry), in order (each block decompressed once, not kept)."""
        for block in range(len(self.first) - 1):
            yield from zip(self.names[self.first[block]:self.first[block + 1]], self._lines(block))

    def _lines(self, block: int) -> list[str]:
        unpack = zlib.decompressobj(-15, zdict=self.dictionary)
        text = unpack.decompress(self.data[self.offsets[block]:self.offsets[block + 1]]) + unpack.flush()
        lines = text.decode("utf-8").split("\n")[:-1]
        if len(lines) != self.first[block + 1] - self.first[block]:
            raise ValueError(f"{self.path}: damaged (rebuild it: {self.rebuild})")
        self.decoded += 1
        return lines
