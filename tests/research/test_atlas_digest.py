"""Each section of the commutation atlas records a digest of exactly what decides it (issue 27): the program text its
worlds and its board generator use, the card facts of its own cards, its parameters and the mtgasp version
(research/commute.py section_parts), so that a reader can tell which sections a change makes stale. The atlas in docs/
is checked against the tree by those digests alone (seconds), never by computing its tables again."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from mtgasp.encoder.resources import PACKAGE_DIR
from mtgasp.research import commute as cm
from mtgasp.research.commute import DEFAULT_SUBJECTS, Effect, default_section_digest, section_digest, section_parts

ROOT = Path(__file__).resolve().parents[2]
ATLAS = ROOT / "docs" / "commutation-atlas.md"


def _tool():
    spec = importlib.util.spec_from_file_location("build_atlas", ROOT / "tools" / "build_atlas.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow  # (seconds: the digests of the four sections' cards and programs, no table)
def test_the_atlas_in_docs_is_current_or_says_which_sections_are_stale():
    # The sections whose digest is not this tree's (or that record none) are exactly those the header names stale
    # (tools/build_atlas.py --mark-stale after a change, or --section E to regenerate one).
    tool = _tool()
    text = ATLAS.read_text(encoding="utf-8")
    sections = tool.split_sections(text)
    assert set(sections) == set(cm.KINDS)
    stale = {}
    for event, section in sections.items():
        recorded = tool.recorded_digest(section)
        # The digest it records is that of the table it holds (the same as its provenance's section_digest); a section
        # of an older tool records none, and is stale (nothing shows it current).
        assert recorded is None or f"\nsection_digest: {recorded['digest']}\n" in section, event
        # (a sampled section's digest is that of the same sample: its **Sampled** line, tools/build_atlas.py)
        why = tool.stale(section, default_section_digest(event, tool.recorded_sample(section)))
        if why:
            stale[event] = why
    head = text.split("\n## ", 1)[0]
    named = {e for e in cm.KINDS if f"the {e} section" in head.split("**Stale**", 1)[-1]} if "**Stale**" in head else set()
    assert named == set(stale), f"stale sections {stale}, the header names {sorted(named)}"


def test_a_section_digest_changes_with_its_own_cards_only(monkeypatch):
    effects = [Effect("Hardened Scales", 1), Effect("Doubling Season", 2)]
    subjects = DEFAULT_SUBJECTS["counters"]
    before = section_parts("counters", effects, subjects, ())
    tap = section_parts("tap", [Effect("Contamination", 2)], ("Forest",), ())
    import mtgasp.encoder.library as library

    real = library.card_source

    class Changed:
        facts = "changed."

    def changed(name, *a, **k):
        return Changed() if name == "Doubling Season" else real(name, *a, **k)

    monkeypatch.setattr(library, "card_source", changed)
    after = section_parts("counters", effects, subjects, ())
    assert after["cards"] != before["cards"]
    assert {k: v for k, v in after.items() if k != "cards"} == {k: v for k, v in before.items() if k != "cards"}
    # The tap section doesn't hold Doubling Season: its digest is the same.
    assert section_parts("tap", [Effect("Contamination", 2)], ("Forest",), ()) == tap


def test_a_section_digest_changes_with_its_effects_subjects_and_pool():
    effects = [Effect("Contamination", 2), Effect("Mana Reflection", 1)]
    base = section_digest("tap", effects, ("Forest",), ())
    assert section_digest("tap", effects[:1], ("Forest",), ()) != base  # an effect of the library more or less
    assert section_digest("tap", effects, ("Forest", "Savannah"), ()) != base
    assert section_digest("tap", effects, ("Forest",), ("Blood Moon",)) != base  # a pool swept
    assert section_digest("tap", list(reversed(effects)), ("Forest",), ()) == base  # (the same table)


def test_a_section_digest_covers_the_programs_its_worlds_use_and_no_other():
    # (relative to the installed package, which CI installs non-editable: not to this checkout)
    files = {p.resolve().relative_to(PACKAGE_DIR.resolve()).as_posix() for p in cm._section_programs()}
    # The stage, the rules (with every file they include), the events projection and the board generator.
    assert {"rules/stages/layer4.lp", "rules/all.lp", "rules/replacement/damage.lp", "rules/replacement/enter.lp",
            "research/programs/events.lp", "research/space.lp"} <= files
    # A question's program that no research world loads is not in it.
    assert not any(f.startswith("queries/") for f in files)
