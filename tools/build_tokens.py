"""Build the library of predefined tokens (CR 111.10) at data-build time: rules/data/tokens.jsonl.

    python tools/build_tokens.py [--rules PATH] [--oracle PATH] [--out PATH]   (tools/build_data.py runs it)

Each token of CR 111.10 (read from the Comprehensive Rules of data/: "A Treasure token is a colorless Treasure
artifact token with “{T}, Sacrifice this token: Add one mana of any color.”") and the Eldrazi Spawn and Scion tokens
(not predefined by the CR: each card that creates one defines it, CR 111.3; their most common definition in the
Oracle corpus, "0/1 colorless Eldrazi Spawn creature token with “Sacrifice this token: Add {C}.”") is compiled by the
compiler like a card (compiler/compile.py) into an entry of the cards' format (compiler/corpus.py), with:
    "key": the word a board gives (token: Treasure), "rule": where it is defined (111.10a, or the cards),
    "c": [its colors] (a token's colors are the ones its definition gives, CR 111.3: it has no mana cost).
Its name is the definition's, else its subtypes and the word "Token" (CR 111.4: "Treasure Token").
A definition this tool can't read (the double-faced Incubator token, 111.10i) is left out, and listed as
{"unread": {"rule", "key", "why"}} (a board naming it is told why).
The first line records the sha256 of both sources and the compiler's digest (tests/test_data.py checks it).
The encoder reads this file with json alone (encoder/tokens.py): a query never imports the compiler.
"""
from __future__ import annotations

import argparse
import collections
import gzip
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build_card_reference import source_line  # noqa: E402

from mtgasp.compiler.compile import compile_card  # noqa: E402
from mtgasp.compiler.corpus import entry  # noqa: E402
from mtgasp.compiler.version import compiler_digest  # noqa: E402

HEADER = "#mtgasp-tokens 1 "
COLORS = {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}
CARD_TYPES = ("artifact", "creature", "enchantment", "land")
_RULE = re.compile(r"^(111\.10[a-z]) An? (?P<what>.+?) token is an? (?P<desc>.+?) token"
                   r"(?: named (?P<named>[A-Z][\w ]*?))?(?:(?: with|,) (?P<rest>.*))?\.?$")
_QUOTED = re.compile(r"“(.*?)”(?=[ ,.]|$)")
_ELDRAZI = re.compile(r"(\d+)/(\d+) colorless Eldrazi (Spawn|Scion) creature tokens?"
                      r"(?:\. (?:It has|They have)| with) \"([^\"]*)\"")


def definitions(rules_text: str) -> tuple[list[dict], list[dict]]:
    """The tokens CR 111.10 defines, read from its text; and the rules this can't read."""
    out, skipped = [], []
    for line in rules_text.splitlines():
        if not re.match(r"^111\.10[a-z] ", line):
            continue
        line = re.sub(r" See rule .*$", "", line.strip())  # a pointer to another rule ("See rule 701.44, “Explore.”")
        m = _RULE.match(line)
        if m is None or "double-faced" in line:
            key = re.match(r"^\S+ An? (.+?) token is", line)
            skipped.append({"rule": line.split(" ")[0], "key": key.group(1) if key else "",
                            "why": "a double-faced token" if "double-faced" in line else "not read"})
            continue
        words = m.group("desc").split()
        pt = None
        if re.fullmatch(r"\d+/\d+", words[0]):
            pt = tuple(words.pop(0).split("/"))
        colors = []
        while words and (words[0] in COLORS or words[0] in ("colorless", "and")):
            word = words.pop(0)
            if word in COLORS:
                colors.append(COLORS[word])
        types = [w for w in words if w in CARD_TYPES]
        subtypes = [w for w in words if w not in CARD_TYPES]
        rest = m.group("rest") or ""
        # (the Oracle text's quotes and apostrophes, which the compiler reads: ‘…’ and ’ are ' there)
        quoted = [q.rstrip(",").strip().replace("‘", "'").replace("’", "'") for q in _QUOTED.findall(rest)]
        abilities = [q if q.endswith((".", "'")) else q + "." for q in quoted]
        keywords = []
        if rest.startswith("enchant creature"):  # CR 702.5a: a Role's enchant ability, a keyword line
            abilities.insert(0, "Enchant creature")
            keywords.append("Enchant")
        out.append({"rule": m.group(1), "key": m.group("what"), "named": m.group("named"), "pt": pt,
                    "colors": colors, "types": types, "subtypes": subtypes, "abilities": abilities,
                    "keywords": keywords})
    return out, skipped


def eldrazi(corpus: list[dict]) -> list[dict]:
    """Eldrazi Spawn and Scion as the cards that create them define them (the most common definition)."""
    seen: dict[str, collections.Counter] = {"Spawn": collections.Counter(), "Scion": collections.Counter()}
    for card in corpus:
        for m in _ELDRAZI.finditer(card.get("text") or ""):
            seen[m.group(3)][(m.group(1), m.group(2), m.group(4))] += 1
    out = []
    for kind, counts in seen.items():
        if not counts:
            continue
        (p, t, text), n = counts.most_common(1)[0]
        out.append({"rule": f"111.3 (as {n} cards define it)", "key": f"Eldrazi {kind}", "named": None, "pt": (p, t),
                    "colors": [], "types": ["creature"], "subtypes": ["Eldrazi", kind], "abilities": [text],
                    "keywords": []})
    return out


def compiled(d: dict) -> tuple[str, dict]:
    name = d["named"] or " ".join(d["subtypes"]) + " Token"  # CR 111.4
    types = [t.capitalize() for t in d["types"]]
    type_line = " ".join(types) + (" — " + " ".join(d["subtypes"]) if d["subtypes"] else "")
    card = {"name": name, "type": type_line, "types": types, "supertypes": [], "subtypes": d["subtypes"],
            "text": "\n".join(d["abilities"]) or None, "layout": "token", "manaCost": None, "keywords": d["keywords"],
            "power": d["pt"][0] if d["pt"] else None, "toughness": d["pt"][1] if d["pt"] else None}
    e = entry(compile_card(card, name), True)
    e["k"] = "token"
    return name, {"key": d["key"], "rule": d["rule"], "c": d["colors"], **e}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", type=Path, default=ROOT / "data" / "comprehensive-rules.txt.gz")
    parser.add_argument("--oracle", type=Path, default=ROOT / "data" / "oracle-cards.json.gz")
    parser.add_argument("--out", type=Path, default=ROOT / "rules" / "data" / "tokens.jsonl")
    args = parser.parse_args()
    with gzip.open(args.rules, "rt", encoding="utf-8") as f:
        defs, skipped = definitions(f.read())
    with gzip.open(args.oracle, "rt", encoding="utf-8") as f:
        defs += eldrazi(json.load(f))
    lines = [HEADER + source_line(args.rules, args.oracle, compiler=compiler_digest())]
    for d in defs:
        name, e = compiled(d)
        lines.append(json.dumps({"name": name, **e}, separators=(",", ":"), ensure_ascii=False))
    lines += [json.dumps({"unread": d}, separators=(",", ":"), ensure_ascii=False) for d in skipped]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(defs)} tokens written to {args.out}; not read: "
          f"{', '.join(d['rule'] + ' ' + d['key'] for d in skipped) or 'none'}")


if __name__ == "__main__":
    main()
