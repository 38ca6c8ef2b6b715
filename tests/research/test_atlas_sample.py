"""Issue 27: a table too large to sweep whole (the damage table: 386 effects, 74,691 pairs) is a sample that says so.

The pairs are chosen uniformly at random with a seed (research/commute.py `sample_pairs`); the answer, its text and
the atlas section say how many of how many, and the seed; no pair that was not chosen has a cell (never "commutes" by
omission); the section's digest is that of the same sample (tools/build_atlas.py `recorded_sample`).
"""
from __future__ import annotations

import importlib.util
import json
from itertools import combinations_with_replacement
from pathlib import Path

import pytest
from support import run_cli

from mtgasp.render import research
from mtgasp.research.commute import Effect, commute, default_section_digest, sample_pairs
from mtgasp.research.shards import Sweep

EFFECTS = [Effect("Contamination", 2), Effect("Mana Reflection", 1), Effect("Reality Twist", 2),
           Effect("Pale Moon", 1)]


def _atlas():
    path = Path(__file__).resolve().parents[2] / "tools" / "build_atlas.py"
    spec = importlib.util.spec_from_file_location("build_atlas_sample", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sample_pairs_is_a_seeded_subset():
    every = list(combinations_with_replacement(sorted(EFFECTS), 2))
    a = sample_pairs(EFFECTS, 4, 27)
    assert len(a) == 4 and len(set(a)) == 4 and set(a) <= set(every) and a == sorted(a)
    assert a == sample_pairs(list(reversed(EFFECTS)), 4, 27)  # (the order the effects are given in is not the seed's)
    assert any(sample_pairs(EFFECTS, 4, seed) != a for seed in range(1, 6))
    assert sample_pairs(EFFECTS, 100, 27) == every


def test_a_sampled_table_has_only_its_pairs_and_says_so():
    r = commute(EFFECTS, "tap", subjects=("Forest",), sweep=Sweep(workers=0), sample=(3, 5))
    chosen = sample_pairs(EFFECTS, 3, 5)
    assert [c.effects for c in r.cells] == chosen
    assert r.sample == {"pairs": 3, "of": 10, "seed": 5} == r.provenance["sample"]
    text = research.commute_text(r)
    assert "SAMPLED: 3 of the 10 pairs" in text and "seed 5" in text
    assert research.commute_json(r)["sample"] == r.sample
    whole = commute(EFFECTS, "tap", subjects=("Forest",), sweep=Sweep(workers=0))
    assert whole.sample is None and "SAMPLED" not in research.commute_text(whole)
    # (the digest of a sample is not the whole table's: a sample never passes for the table)
    assert r.provenance["section_digest"] != whole.provenance["section_digest"]
    # the sampled cells are the whole table's cells
    same = {c.effects: (c.status, c.boards, c.both_apply) for c in whole.cells}
    assert all(same[c.effects] == (c.status, c.boards, c.both_apply) for c in r.cells)


def test_the_atlas_reads_its_sample_back():
    atlas = _atlas()
    line = atlas.sample_line({"pairs": 1000, "of": 74691, "seed": 27})
    assert atlas.recorded_sample("## damage\n\n" + line + "\n") == (1000, 27)
    assert atlas.recorded_sample("## damage\n\nSection digest: 0 (programs 0).\n") is None
    assert default_section_digest("counters", (10, 27))["digest"] != default_section_digest("counters")["digest"]


@pytest.mark.parametrize(("args", "message"), [
    (("--sample", "0"), "--sample: give a whole number from 1"),
    (("--sample", "2", "--seed", "-1"), "--seed: give a whole number from 0"),
    (("--sample", "2", "--triples"), "a sample is of pairs: not with --triples"),
])
def test_bad_sample_options_are_one_line_and_exit_2(args, message):
    r = run_cli("commute", "--event", "tap", "--on", "Forest", "--no-results", *args)
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_a_sample_on_the_command_line():
    r = run_cli("commute", "Contamination", "Pale Moon", "Mana Reflection", "--event", "tap", "--on", "Forest",
                "--sample", "2", "--seed", "5", "--no-results", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["sample"] == {"pairs": 2, "of": 6, "seed": 5} and len(data["cells"]) == 2
    chosen = sample_pairs([Effect("Contamination", 2), Effect("Pale Moon", 1), Effect("Mana Reflection", 1)], 2, 5)
    assert [[e["card"] for e in c["effects"]] for c in data["cells"]] == [[e.card for e in g] for g in chosen]
