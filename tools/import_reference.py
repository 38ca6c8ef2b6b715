"""Copy the reference material the project reads into data/, trimmed to what is read, and write data/SOURCES.

    python tools/import_reference.py [--from FOLDER]

FOLDER is a copy of the shared reference (default: ../shared/reference beside the checkout), as described in
data/SOURCES. Nothing in the project reads that folder: this script is the only bridge, run by a maintainer when
the reference changes, and its outputs are committed. Then run tools/build_data.py to rebuild what derives from
them. The outputs are byte for byte the same for the same inputs (gzip without a time stamp, sorted JSON).

Written to data/:
- oracle-cards.json.gz: the Oracle card corpus, each card with only the fields the compiler and the card
  reference read (FIELDS below).
- rulings.json.gz: {card name: [[date, text], ...]}: the official rulings of 2019 and the rulings of the key cards,
  for the cards the project mentions (a name of the corpus that occurs in tests/, docs/, examples/ or the rules),
  because those are the ones a test can cite; key cards with their current Oracle text under "oracle".
- comprehensive-rules.txt.gz: the Comprehensive Rules, whole (docs, --explain and the page cite any rule).
- SOURCES: each file, where it came from, its date and the sha256 of the file written and of its upstream file.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
FIELDS = ("name", "manaCost", "type", "supertypes", "types", "subtypes", "keywords", "power", "toughness", "loyalty",
          "text", "layout", "colorIdentity")
CR_FILE = "comprehensive-rules-2026-04-17.txt"
CR_EDITION = "2026-04-17"
MENTIONED_IN = ("tests", "docs", "examples", "rules", "README.md")


def gzip_bytes(data: bytes) -> bytes:
    """gzip with no file name and no time stamp: the same input gives the same bytes."""
    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0, compresslevel=9) as f:
        f.write(data)
    return out.getvalue()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def mentioned_text() -> str:
    parts = []
    for where in MENTIONED_IN:
        path = ROOT / where
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file()
                                                       and p.suffix in (".py", ".yaml", ".md", ".lp", ".json"))
        parts.extend(p.read_text(encoding="utf-8", errors="replace") for p in files)
    return "\n".join(parts).casefold()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="source", type=Path, default=ROOT.parent / "shared" / "reference")
    args = parser.parse_args()
    src: Path = args.source
    if not (src / CR_FILE).is_file():
        sys.exit(f"import_reference: no {CR_FILE} in {src} (give the reference folder with --from)")
    DATA.mkdir(exist_ok=True)
    upstream = {name: (src / name).read_bytes() for name in
                ("cards/oracle-cards-2026.json.gz", "cards/rulings-2019.json.gz", "cards/key-cards.json", CR_FILE)}

    corpus = json.loads(gzip.decompress(upstream["cards/oracle-cards-2026.json.gz"]))
    trimmed = [{k: card.get(k) for k in FIELDS} for card in corpus]  # upstream order: the builds read it in order
    oracle = gzip_bytes(json.dumps(trimmed, ensure_ascii=False, separators=(",", ":")).encode())

    text = mentioned_text()
    rulings_2019 = json.loads(gzip.decompress(upstream["cards/rulings-2019.json.gz"]))
    key_cards = json.loads(upstream["cards/key-cards.json"])
    names = {c["name"] for c in corpus} | {face for c in corpus for face in c["name"].split(" // ")}
    words = set(re.findall(r"[\w'’-]+", text))
    wanted = {n for n in names if (re.findall(r"[\w'’-]+", n.casefold()) or [""])[0] in words and n.casefold() in text}
    wanted |= {c["name"] for c in key_cards}
    rulings: dict[str, list[list[str]]] = {}
    for name in sorted(wanted):
        items = [[r["date"], r["text"]] for r in rulings_2019.get(name, [])]
        if items:
            rulings[name] = items
    for card in key_cards:
        items = rulings.setdefault(card["name"], [])
        items.extend([r["date"], r["text"]] for r in card.get("rulings", []) if [r["date"], r["text"]] not in items)
    key_oracle = {c["name"]: c.get("oracle_text") or "" for c in key_cards}
    rulings_out = gzip_bytes(json.dumps({"rulings": dict(sorted(rulings.items())), "oracle": dict(sorted(key_oracle.items()))},
                                        ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode())

    cr = gzip_bytes(upstream[CR_FILE])

    written = {"oracle-cards.json.gz": oracle, "rulings.json.gz": rulings_out, "comprehensive-rules.txt.gz": cr}
    for name, data in written.items():
        (DATA / name).write_bytes(data)
    origin = {
        "oracle-cards.json.gz": ("cards/oracle-cards-2026.json.gz", "2026",
                                 "MTGJSON-derived Oracle corpus shipped in an MIT-licensed PyPI package (2026), as laid in the "
                                 "project's shared reference; 35,033 cards, current Oracle wording, front faces (some back "
                                 "faces under their own name); fields kept: "
                                 + ", ".join(FIELDS)),
        "rulings.json.gz": ("cards/rulings-2019.json.gz + cards/key-cards.json", "2019-07-21 (key cards: current)",
                            "official rulings from MTGJSON v4 set files; the cards the project mentions "
                            f"({len(rulings)} cards) and the key cards' current Oracle text"),
        "comprehensive-rules.txt.gz": (CR_FILE, CR_EDITION,
                                       "Magic: The Gathering Comprehensive Rules, Wizards of the Coast; byte-order mark "
                                       "removed, LF line endings"),
    }
    lines = ["# Where each file of data/ came from. Written by tools/import_reference.py; checked by tests/cli/test_data.py.",
             "# Card names, rules text, Oracle text and rulings are Wizards of the Coast material (Fan Content Policy).",
             "# file | upstream file(s) | date | sha256 of the file here | sha256 of the upstream file(s) | what it is", ""]
    for name, (up, date, what) in origin.items():
        ups = " + ".join(sha256(upstream[u.strip()]) for u in up.split("+"))
        lines.append(f"{name} | {up} | {date} | {sha256(written[name])} | {ups} | {what}")
    (DATA / "SOURCES").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for name, data in written.items():
        print(f"{name}: {len(data):,} bytes")


if __name__ == "__main__":
    sys.exit(main())
