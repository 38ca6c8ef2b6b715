"""Mutation check of the oracle: plant one bug at a time in its card model and check that the property tests
comparing the engine with the oracle then fail (a test that cannot fail is a defect).

    python tests/oracle/mutation_check.py              # every mutant (several minutes each on a busy machine)
    python tests/oracle/mutation_check.py reflection   # the mutants whose name contains a word

Each mutant is one textual change of tests/oracle/cards.py, applied to a copy of tests/ in a temporary
folder; the property test files that use the changed card are run there (`-x`, a fixed Hypothesis seed) and
the mutant is "caught" by a file when that run fails. Nothing in the checkout is changed.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
ROOT = TESTS.parent
PRODUCE = "queries/test_produce_oracle.py"
ORDERINGS = "queries/test_orderings_oracle.py"
MANA = "queries/test_mana_oracle.py"

# (name, the text of cards.py to change, its replacement, the property test files that use that card)
MUTANTS = [
    ("Mana Reflection triples", 'ManaReplacement("you", "permanent", makes=("times", 2))',
     'ManaReplacement("you", "permanent", makes=("times", 3))', [PRODUCE, ORDERINGS, MANA]),
    ("Contamination keeps the amount", 'mana_replacement=ManaReplacement(**LANDS_TAPPED, makes=("only", "B", 1))',
     'mana_replacement=ManaReplacement(**LANDS_TAPPED, makes=("only", "B", None))', [PRODUCE, ORDERINGS, MANA]),
    ("Llanowar Elves taps for blue", 'colors="G", abilities=[A("fixed", ("G",))]',
     'colors="G", abilities=[A("fixed", ("U",))]', [PRODUCE, MANA]),
    ("Damping Sphere from one mana", "minimum=2)),", "minimum=1)),", [PRODUCE, ORDERINGS]),
    ("Pale Moon on basic lands too", 'ManaReplacement("anyone", "nonbasic land", makes=("only", "C", None))',
     'ManaReplacement("anyone", "land", makes=("only", "C", None))', [PRODUCE, ORDERINGS]),
    ("Exotic Orchard reflects your lands", 'card("Exotic Orchard", ["land"], abilities=[A("reflect", ("opponent",',
     'card("Exotic Orchard", ["land"], abilities=[A("reflect", ("you",', [PRODUCE]),
    ("Hardened Scales adds two", 'counters_replacement=("plus", 1)', 'counters_replacement=("plus", 2)', [ORDERINGS]),
    ("Blind Obedience taps its controller's too", 'types=frozenset({"artifact", "creature"}), whose="opponents"',
     'types=frozenset({"artifact", "creature"}), whose="anyone"', [ORDERINGS]),
    ("Urza's Armor prevents two", 'DamageReplacement("you", ("prevent", 1))', 'DamageReplacement("you", ("prevent", 2))',
     [ORDERINGS]),
    ("Mana Flare only for its controller", 'mana_trigger=ManaTrigger("anyone", "land", "a type produced")),\n    card("Heartbeat',
     'mana_trigger=ManaTrigger("you", "land", "a type produced")),\n    card("Heartbeat', [MANA]),
    # (No "Utopia Sprawl on any land" mutant: an Aura attached to a permanent its enchant ability doesn't allow is put
    # into the graveyard, CR 303.4d, 704.5m, so the rules refuse such a board, and no legal board tells the two apart.)
    ("Nyxbloom Ancient doubles", 'ManaReplacement("you", "permanent", makes=("times", 3))',
     'ManaReplacement("you", "permanent", makes=("times", 2))', [PRODUCE, ORDERINGS]),
    ("Infernal Darkness makes one", 'makes=("only", "B", None)', 'makes=("only", "B", 1)', [PRODUCE, ORDERINGS]),
    ("Reality Twist: Forests produce {G}", '{"plains": "R", "swamp": "G", "mountain": "W", "forest": "B"}',
     '{"plains": "R", "swamp": "G", "mountain": "W", "forest": "G"}', [PRODUCE]),
    ("Meteor Crater any color", 'card("Meteor Crater", ["land"], abilities=[A("color_of_permanent")])',
     'card("Meteor Crater", ["land"], abilities=[A("any_color")])', [PRODUCE]),
    ("Sol Ring taps for one", 'card("Sol Ring", ["artifact"], abilities=[A("fixed", ("CC",))])',
     'card("Sol Ring", ["artifact"], abilities=[A("fixed", ("C",))])', [PRODUCE, MANA]),
    ("Birds of Paradise taps for green", 'colors="G", abilities=[A("any_color")]',
     'colors="G", abilities=[A("fixed", ("G",))]', [PRODUCE, MANA]),
    ("Watery Grave is an Island Forest", 'subtypes=["island", "swamp"]', 'subtypes=["island", "forest"]', [MANA]),
    ("Vorinclex for anyone", '["phyrexian", "praetor"], "G",\n         mana_trigger=ManaTrigger("you"',
     '["phyrexian", "praetor"], "G",\n         mana_trigger=ManaTrigger("anyone"', [MANA]),
    ("Heartbeat of Spring only for its controller",
     'card("Heartbeat of Spring", ["enchantment"], colors="G",\n         mana_trigger=ManaTrigger("anyone"',
     'card("Heartbeat of Spring", ["enchantment"], colors="G",\n         mana_trigger=ManaTrigger("you"', [MANA]),
    ("Gauntlet of Power on any land", 'ManaTrigger("anyone", "basic land", "the chosen color"',
     'ManaTrigger("anyone", "land", "the chosen color"', [MANA]),
    ("Caged Sun for anyone", 'mana_trigger=ManaTrigger("you", "land", "the chosen color"',
     'mana_trigger=ManaTrigger("anyone", "land", "the chosen color"', [MANA]),
    ("Wild Growth adds two", 'ManaTrigger("anyone", "enchanted land", "G")', 'ManaTrigger("anyone", "enchanted land", "GG")',
     [MANA]),
    ("Root Maze taps creatures too", 'types=frozenset({"artifact", "land"})',
     'types=frozenset({"artifact", "creature", "land"})', [ORDERINGS]),
    ("Grumgully for anyone's creatures", 'whose="you", except_subtype="human"', 'whose="anyone", except_subtype="human"',
     [ORDERINGS]),
    ("Corpsejack Menace triples", 'counters_replacement=("times", 2)', 'counters_replacement=("times", 3)', [ORDERINGS]),
    ("Kalonian Hydra with three counters", '(("counters", "p1p1", 4),)', '(("counters", "p1p1", 3),)', [ORDERINGS]),
    ("Vivid Crag with one charge counter", '(("tapped",), ("counters", "charge", 2))', '(("tapped",), ("counters", "charge", 1))',
     [ORDERINGS]),
    ("Furnace of Rath adds two", 'DamageReplacement("any", ("times", 2))', 'DamageReplacement("any", ("plus", 2))',
     [ORDERINGS]),
    ("Inviolability prevents two", 'DamageReplacement("enchanted creature", ("prevent", None))',
     'DamageReplacement("enchanted creature", ("prevent", 2))', [ORDERINGS]),
    ("Healing Salve prevents two", 'DamageReplacement("the chosen player", ("prevent", 3))',
     'DamageReplacement("the chosen player", ("prevent", 2))', [ORDERINGS]),
    ("Phytohydra for any creature", 'DamageReplacement("this", ("counters instead",))',
     'DamageReplacement("any", ("counters instead",))', [ORDERINGS]),
    ("Clone must copy", 'copy=CopyReplacement("a creature on the battlefield", may=True)',
     'copy=CopyReplacement("a creature on the battlefield", may=False)', [ORDERINGS]),
    ("Essence of the Wild for anyone's creatures", 'types=frozenset({"creature"}), whose="you")),',
     'types=frozenset({"creature"}), whose="anyone")),', [ORDERINGS]),
    ("Skyshroud Behemoth untapped", 'EnterReplacement((("counters", "fade", 2),)), EnterReplacement((("tapped",),)))',
     'EnterReplacement((("counters", "fade", 2),)),)', [ORDERINGS]),
    ("'If you tap' read as anyone", '    if r.tapper == "you" and source.controller != effect_controller:\n        return []\n',
     '', [PRODUCE, ORDERINGS, MANA]),
]


def run(name: str, old: str, new: str, files: list[str]) -> dict[str, bool]:
    """{file: caught} for one mutant."""
    caught = {}
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "tests"
        shutil.copytree(TESTS, copy, ignore=shutil.ignore_patterns("__pycache__", ".hypothesis"))
        shutil.copy(ROOT / "pyproject.toml", Path(tmp) / "pyproject.toml")
        cards = copy / "oracle" / "cards.py"
        text = cards.read_text(encoding="utf-8")
        assert text.count(old) == 1, f"{name}: the text to change must occur once in cards.py"
        cards.write_text(text.replace(old, new), encoding="utf-8")
        for f in files:
            done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                                   "--hypothesis-seed=0", str(copy / f)], cwd=tmp, capture_output=True, text=True)
            caught[f] = done.returncode == 1 and " failed" in done.stdout
            last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-200:]
            print(f"  {f}: {'caught' if caught[f] else 'NOT CAUGHT'} ({last})", flush=True)
    return caught


def main(words: list[str]) -> int:
    chosen = [m for m in MUTANTS if not words or any(w.casefold() in m[0].casefold() for w in words)]
    escaped = []
    for name, old, new, files in chosen:
        print(f"{name}:", flush=True)
        if not all(run(name, old, new, files).values()):
            escaped.append(name)
    print(f"{len(chosen) - len(escaped)} of {len(chosen)} mutants caught by every property test file that uses the card")
    return 1 if escaped else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
