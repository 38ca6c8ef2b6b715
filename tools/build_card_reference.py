"""Build the packaged card reference (rules/data/) from the Oracle corpus and the Comprehensive Rules.

    python tools/build_card_reference.py [--oracle PATH] [--rules PATH]   (tools/build_data.py runs it)

Writes
- rules/data/card_reference.bin (encoder/packed.py, read by encoder/reference.py): every card name of
  the Oracle card reference (faces of multi-face cards under their own names too) with its card types,
  supertypes, subtypes, whether it has changeling, whether it is a name Spy Kit gives (nonlegendary
  creature cards, back faces included), the front face of a face that is not one ("w"), and whether it is a half of
  a split card whose other half's card types the corpus doesn't give ("x", CR 709.4c).
- rules/data/subtypes.lp: subtype_class(S, C) for every subtype of CR 205.3g-m.
- rules/data/subtype-spellings.txt (read by render/cr.py): the subtypes the CR spells with an apostrophe or a hyphen
  (CR 205.3g-n: Urza’s, Power-Plant, Assembly-Worker, C’tan), one a line, the word of the card facts, a tab, the
  spelling; its first line records the CR's sha256 (tests/cli/test_data.py), so no answer parses the CR to word one.
Subtypes are written as in the card library: lower case, apostrophes dropped, other non-alphanumerics
as "_" ("C’tan" → ctan, "Time Lord" → time_lord).
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtgasp.encoder import packed  # noqa: E402
from mtgasp.encoder.reference import DATA_FILE, HEADER  # noqa: E402

DATA = ROOT / "data"
CARD_TYPES = {"artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant", "kindred",
              "land", "phenomenon", "plane", "planeswalker", "scheme", "sorcery", "vanguard"}
SUPERTYPES = {"basic", "legendary", "ongoing", "snow", "world"}
NOT_CARDS = {"planar", "vanguard", "scheme"}  # layouts of non-traditional cards: still in the reference


def subtype_word(text: str) -> str:
    """A subtype as an ASP constant: lower case, apostrophes dropped, other runs of symbols as "_"."""
    word = re.sub(r"['’]", "", text.casefold())
    return re.sub(r"[^a-z0-9]+", "_", word).strip("_")


def creature_types(rules_text: str) -> list[str]:
    """The creature types listed in CR 205.3m."""
    line = next(ln for ln in rules_text.splitlines() if ln.startswith("205.3m "))
    listed = line.split("All other creature types are one word long:", 1)[1]
    words = [w.strip().removeprefix("and ").strip(" .") for w in listed.split(",")]
    two = re.search(r"two words long: ([^.]+)\.", line).group(1)
    return sorted({subtype_word(w) for w in words if w} | {subtype_word(two)})


SUBTYPE_RULES = {"205.3g": "artifact", "205.3h": "enchantment", "205.3i": "land", "205.3j": "planeswalker",
                 "205.3k": "spell"}


def other_subtypes(rules_text: str) -> dict[str, list[str]]:
    """The artifact, enchantment, land, planeswalker and spell types of CR 205.3g-k."""
    out = {}
    for line in rules_text.splitlines():
        rule = line.split(" ", 1)[0]
        if rule in SUBTYPE_RULES:
            listed = re.search(r"The [a-z]+ types are (.+?)\.(?: Of that list|$)", line).group(1)
            words = [re.sub(r"\s*\(see rule [^)]*\)", "", w).strip().removeprefix("and ").strip()
                     for w in listed.split(",")]
            out[SUBTYPE_RULES[rule]] = sorted({subtype_word(w) for w in words if w})
    return out


SPELLINGS_FILE = "subtype-spellings.txt"  # in rules/data/
_SUBTYPE_LISTS = re.compile(r"^205\.3[g-n] .*$", re.M)
_SPELLED = re.compile(r"[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*")


def subtype_spellings(rules_text: str) -> dict[str, str]:
    """The subtypes the CR spells with an apostrophe or a hyphen (CR 205.3g-n), by the word the card facts use for
    them (subtype_word: urzas, power_plant, assembly_worker, ctan): a type line shows them as printed."""
    spelled: dict[str, str] = {}
    for line in _SUBTYPE_LISTS.findall(rules_text):
        for name in _SPELLED.findall(re.sub(r"\(see rules? [^)]*\)", "", line)):
            if re.search(r"[’'-]", name):
                spelled.setdefault(subtype_word(name), name)
    return spelled


def entry(card: dict) -> dict:
    types = sorted({"kindred" if t.casefold() == "tribal" else t.casefold() for t in card["types"]} & CARD_TYPES)
    supers = sorted({s.casefold() for s in card["supertypes"]} & SUPERTYPES)
    out = {"t": types}
    if supers:
        out["s"] = supers
    if card["subtypes"]:
        out["u"] = [subtype_word(s) for s in card["subtypes"]]
    if card.get("keywords") and "Changeling" in card["keywords"]:
        out["c"] = 1
    return out


def build(oracle: Path, rules: Path) -> tuple[dict, list[str]]:
    with gzip.open(oracle, "rt", encoding="utf-8") as f:
        corpus = json.load(f)
    cards: dict[str, dict] = {}
    spy_kit: set[str] = set()
    # Whole entries first, then faces listed under their own name override what a face inherited.
    fronts: dict[str, str] = {}  # a face that is not its card's front face -> the front face's name
    combined: set[str] = set()  # the halves of a split card whose other half's card types the corpus doesn't give
    for card in sorted(corpus, key=lambda c: " // " not in c["name"], reverse=False):
        e = entry(card)
        names = card["name"].split(" // ")
        # CR 709.4c: "A split card has each card type specified on either of its halves": the corpus gives the type
        # line of the first half only (a Room's halves share theirs, CR 709.5).
        if len(names) > 1 and card["layout"] in ("split", "aftermath") \
                and not set(e["t"]) & {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}:
            combined.update(names)
        for i, name in enumerate(names):
            if i > 0 and card["layout"] not in ("split", "aftermath"):
                fronts.setdefault(name, names[0])
            if i > 0 and name in cards:
                continue
            if len(names) > 1 and i > 0:
                # A face known only through its whole card: split halves share its type line; the
                # characteristics of other faces (adventures, back faces) are not in the corpus.
                shared = card["layout"] in ("split", "aftermath")
                cards.setdefault(name, {**e, "f": 1} if shared else {"t": [], "f": 1})
            else:
                cards[name] = e
    # CR 712.8a, 715.4, 710: off the battlefield and the stack, a double-faced, adventurer or flip card has its front
    # face's (its normal) characteristics only: "w" names the front face of a face that is not one.
    # (not a name that is also a card's own: Lightning Bolt is a card and a face of Emeritus of Conflict)
    faced = {"transform", "modal_dfc", "meld", "flip", "adventure", "prepare", "reversible_card", "split", "aftermath"}
    own = {card["name"].split(" // ")[0] for card in corpus
           if " // " in card["name"] or card["layout"] not in faced}
    for name, front in fronts.items():
        if name in cards and name not in own:
            cards[name] = {**cards[name], "w": front}
    for name in combined:
        if name in cards:
            cards[name] = {**cards[name], "x": 1}
    for card in corpus:
        names = card["name"].split(" // ")
        e = entry(card)
        if card["layout"] in NOT_CARDS:
            continue
        # CR 201 / Spy Kit ruling: names of nonlegendary creature cards, back faces included (a back face
        # counts when its own characteristics say nonlegendary creature; split halves share the entry).
        if "creature" in e["t"] and "legendary" not in e.get("s", []):
            if len(names) == 1 or card["layout"] in ("split", "aftermath"):
                spy_kit.update(names)
            else:
                spy_kit.add(names[0])
    for name in list(spy_kit):
        e = cards.get(name, {})
        if "creature" not in e.get("t", []) or "legendary" in e.get("s", []):
            spy_kit.discard(name)
    text = read_text(rules)
    classes = {"creature": creature_types(text), **other_subtypes(text)}
    return {"source": source_line(oracle), "cards": dict(sorted(cards.items())),
            "nonlegendary_creature_names": sorted(spy_kit), "spellings": subtype_spellings(text)}, classes


def read_text(path: Path) -> str:
    """A text file of data/, gzip-compressed or not."""
    data = path.read_bytes()
    return (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8")


def source_line(*paths: Path, compiler: str | None = None) -> str:
    """What a derived file records of its sources: each file's name and sha256 (tests/cli/test_data.py checks them)."""
    parts = [f"{p.name} sha256={hashlib.sha256(p.read_bytes()).hexdigest()}" for p in paths]
    return " ".join(parts + ([f"compiler={compiler}"] if compiler else []))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--oracle", type=Path, default=DATA / "oracle-cards.json.gz")
    parser.add_argument("--rules", type=Path, default=DATA / "comprehensive-rules.txt.gz")
    parser.add_argument("--out", type=Path, default=ROOT / "rules" / "data")
    args = parser.parse_args()
    reference, classes = build(args.oracle, args.rules)
    args.out.mkdir(parents=True, exist_ok=True)
    spy_kit = set(reference["nonlegendary_creature_names"])
    packed.write(args.out / DATA_FILE, HEADER + reference["source"],
                 ((name, json.dumps({**e, "n": 1} if name in spy_kit else e, separators=(",", ":"), ensure_ascii=False))
                  for name, e in reference["cards"].items()))
    lines = ["% Generated by tools/build_card_reference.py from the Comprehensive Rules: do not edit.",
             f"% sources: {source_line(args.rules)}",
             "% subtype_class(S, C)   S is a subtype of class C: creature (CR 205.3m, also the kindred",
             "%                       subtypes, 308.2), artifact (205.3g), enchantment (205.3h), land (205.3i),",
             "%                       planeswalker (205.3j), spell (205.3k)",
             ""]
    for cls, words in sorted(classes.items()):
        lines.append(f"% {cls} types ({len(words)})")
        lines += [f"subtype_class({w}, {cls})." for w in words]
    (args.out / "subtypes.lp").write_text("\n".join(lines) + "\n", encoding="utf-8")
    spellings = [f"# Generated by tools/build_card_reference.py from the Comprehensive Rules: do not edit. sources: "
                 f"{source_line(args.rules)}",
                 "# the subtypes CR 205.3g-n spells with an apostrophe or a hyphen: word<TAB>spelling"]
    spellings += [f"{word}\t{name}" for word, name in sorted(reference["spellings"].items())]
    (args.out / SPELLINGS_FILE).write_text("\n".join(spellings) + "\n", encoding="utf-8")
    print(f"{len(reference['cards'])} names, {len(reference['nonlegendary_creature_names'])} nonlegendary "
          f"creature names, " + ", ".join(f"{len(w)} {c} types" for c, w in sorted(classes.items())))


if __name__ == "__main__":
    main()
