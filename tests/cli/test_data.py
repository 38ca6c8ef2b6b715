"""The clone is the whole project: the reference material it reads is in data/ with its origin and sha256, the
files derived from it record the sha256 of their sources (and cards.bin the compiler's digest), and no code or
test reads anything outside the checkout."""
from __future__ import annotations

import hashlib
import re
import subprocess
import sys

import pytest
from support import DATA, ROOT

from mtgasp.compiler.version import compiler_digest

DERIVED = ROOT / "rules" / "data"
REBUILD = "run `python tools/build_data.py`"


def sha256(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sources() -> dict[str, list[str]]:
    rows = {}
    for line in (DATA / "SOURCES").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            cells = [c.strip() for c in line.split(" | ")]
            rows[cells[0]] = cells
    return rows


def test_every_file_of_data_is_in_sources_with_its_origin_date_and_sha256():
    rows = sources()
    files = sorted(p.name for p in DATA.iterdir() if p.name != "SOURCES")
    assert sorted(rows) == files
    for name, (_, upstream, date, digest, upstream_digest, what) in rows.items():
        assert digest == sha256(DATA / name), f"data/{name} is not the file data/SOURCES describes"
        assert upstream and date and what and re.fullmatch(r"[0-9a-f]{64}( \+ [0-9a-f]{64})*", upstream_digest)


def recorded(first_line: str) -> dict[str, str]:
    """name -> sha256 (and 'compiler' -> digest) as a derived file's first line records them."""
    pairs = dict(re.findall(r"(\S+) sha256=([0-9a-f]{64})", first_line))
    if m := re.search(r"compiler=([0-9a-f]+)", first_line):
        pairs["compiler"] = m.group(1)
    return pairs


@pytest.mark.slow
@pytest.mark.parametrize("derived, source", [
    ("cards.bin", "oracle-cards.json.gz"),
    ("card_reference.bin", "oracle-cards.json.gz"),
    ("subtypes.lp", "comprehensive-rules.txt.gz"),
    ("subtype-spellings.txt", "comprehensive-rules.txt.gz"),
])
def test_each_derived_file_records_the_sha256_of_its_source_and_is_not_stale(derived, source):
    with (DERIVED / derived).open("rb") as f:
        head = f.readline().decode("utf-8") + f.readline().decode("utf-8", errors="replace")
    got = recorded(head)
    assert got.get(source) == sha256(DATA / source), f"{derived} was built from another {source}: {REBUILD}"


def test_the_card_data_was_compiled_by_this_compiler():
    with (DERIVED / "cards.bin").open("rb") as f:
        got = recorded(f.readline().decode("utf-8"))
    assert got.get("compiler") == compiler_digest(), f"the compiler changed since cards.bin was built: {REBUILD}"


def test_a_stale_record_is_seen(tmp_path):
    # The check above can fail: a derived file recording another source's digest is told apart.
    line = (DERIVED / "card_reference.bin").open("rb").readline().decode("utf-8")
    stale = re.sub(r"sha256=[0-9a-f]{4}", "sha256=0000", line)
    assert recorded(stale)["oracle-cards.json.gz"] != sha256(DATA / "oracle-cards.json.gz")


def test_nothing_reads_outside_the_checkout():
    # Only tools/import_reference.py, the maintainer's bridge from a copy of the reference into data/, may name a
    # folder beside the checkout; the package, the tests, the benchmarks and the other tools read data/ only.
    outside = re.compile(r"""\.parent\.parent\.parent|ROOT\.parent|\.\./shared|["']shared["']""")
    offenders = []
    for folder in ("mtgasp", "tests", "benchmarks", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name in ("import_reference.py", "test_data.py"):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if outside.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


def test_the_package_ships_the_comprehensive_rules_of_data():
    # An installed package has no data/ beside it: the page's CR links read this copy (render/cr.py).
    assert sha256(DERIVED / "comprehensive-rules.txt.gz") == sha256(DATA / "comprehensive-rules.txt.gz"), REBUILD


def test_the_rules_text_opens_a_rule_with_its_subrules():
    from mtgasp.render.cr import rule_text

    text = rule_text("616.1")
    assert text.startswith("616.1. If two or more replacement and/or prevention effects")
    assert "616.1e Any of the applicable replacement and/or prevention effects may be chosen." in text
    assert rule_text("999.9") is None and rule_text("#include") is None


@pytest.mark.slow
def test_the_derived_files_rebuild_to_the_same_bytes(tmp_path):
    # tools/build_card_reference.py, run into a temporary folder, gives the shipped bytes (the cards, the slow step,
    # are checked by tests/compiler/test_compiler.py's reproducibility test).
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_card_reference.py"), "--out", str(tmp_path)],
                   check=True, cwd=ROOT, capture_output=True)
    for name in ("card_reference.bin", "subtypes.lp", "subtype-spellings.txt"):
        assert (tmp_path / name).read_bytes() == (DERIVED / name).read_bytes(), name
