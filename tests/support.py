"""What the tests import: the checkout's folders, boards from text, the installed command line, the reference
material of data/ and the Oracle compiler's view of a card. (conftest.py holds pytest's hooks and fixtures
only; tests/ is on sys.path through pyproject's `pythonpath`, so `from support import ...` works from any
folder of tests/.)"""
from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import sys
import textwrap
import tomllib
from functools import cache, lru_cache
from pathlib import Path

import mtgasp

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
EXAMPLES = ROOT / "examples"
DATA = ROOT / "data"  # the reference material the project reads, inside the checkout (data/SOURCES)
# The folders at the root that pyproject's package-dir maps into the package (api/ is mtgasp itself).
SETUPTOOLS: dict = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
PACKAGE_DIR: dict[str, str] = SETUPTOOLS["package-dir"]
PACKAGE_FOLDERS = tuple(folder for folder in PACKAGE_DIR.values() if "/" not in folder)


@cache
def oracle_cards() -> list[dict]:
    """The Oracle card corpus of data/ (each card with the fields the compiler reads)."""
    with gzip.open(DATA / "oracle-cards.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)


def cr_text() -> str:
    """The Comprehensive Rules, whole (data/comprehensive-rules.txt.gz)."""
    return gzip.decompress((DATA / "comprehensive-rules.txt.gz").read_bytes()).decode("utf-8")


def board_from(text: str) -> mtgasp.Board:
    """A board from YAML text written inline in a test."""
    return mtgasp.parse_board(textwrap.dedent(text), "<test>")


def could(text: str) -> mtgasp.CouldProduce:
    """could-produce on a board written inline in a test."""
    return mtgasp.could_produce(board_from(text))


def run_cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run the installed `mtgasp` command (falls back to `python -m mtgasp`)."""
    exe = shutil.which("mtgasp")
    cmd = [exe, *args] if exe else [sys.executable, "-m", "mtgasp", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def board_file(folder: Path, text: str) -> Path:
    """The board `text` written as board.yaml in `folder` (a test's tmp_path), for the command line."""
    path = folder / "board.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def cli_json(*args: str) -> tuple[int, dict]:
    """The exit status (0 complete or 3 incomplete, nothing else) and the JSON answer of `mtgasp ARGS --json`."""
    done = run_cli(*args, "--json")
    assert done.returncode in (0, 3), done.stderr
    return done.returncode, json.loads(done.stdout)


def refused_board(folder: Path, text: str, line: int, message: str) -> None:
    """A board file that `mtgasp could-produce` refuses as bad input: exit status 2, nothing on standard output, one
    line on standard error naming the file and the line and saying `message`."""
    path = folder / "refused.yaml"
    path.write_text(text, encoding="utf-8")
    done = run_cli("could-produce", str(path))
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stdout)
    assert len(lines) == 1 and f"{path}:{line}:" in lines[0] and message in lines[0], done.stderr


@lru_cache(maxsize=1)
def corpus() -> dict[str, dict]:
    """The Oracle cards of data/ by name."""
    return {c["name"]: c for c in oracle_cards()}


def compiled(name: str) -> dict[int, tuple[str, set[str]]]:
    """Ability number -> (status, its facts as terms without name and number), compiled now."""
    from mtgasp.compiler.compile import compile_card  # the compiler only where a test asks for it

    card = compile_card(corpus()[name])
    return {a.number: (a.status, {f.term() for f in a.facts if f.number == a.number and f.predicate != "text"})
            for a in card.abilities}


def battlefield(*entries: str, effects: tuple[str, ...] = (), extra: str = "",
                head: str = "players: [alice, bob]\n") -> mtgasp.Board:
    """A board of alice and bob (or `head`) with these battlefield entries (YAML flow mappings), these effects:
    entries, then `extra` text."""
    text = head + "battlefield:\n" + "".join(f"  - {e}\n" for e in entries)
    if effects:
        text += "effects:\n" + "".join(f"  - {e}\n" for e in effects)
    return board_from(text + extra)


def enter_outcomes(board: mtgasp.Board, card: str, controller: str, **kw) -> list[tuple]:
    """The outcomes of `card` entering under `controller` (an answer that must be complete), each as (controller,
    copy_of, tapped, counters, counters by kind, orders), sorted."""
    r = mtgasp.orderings(board, mtgasp.EnterEvent(card, controller, **kw))
    assert r.complete
    return sorted((o.result.get("controller", controller), o.result["copy_of"] or "", o.result["tapped"],
                   o.result["counters"], tuple(sorted(o.result["counters_by_kind"].items())), o.orders)
                  for o in r.outcomes)


# A reading that deliberately breaks a ruling (CR 106.7, the Exotic Orchard ruling), for testing the research
# tools: a readings file here, never in the package (issue 29); the planted_bug fixture (conftest.py) loads it.
PLANTED_BUG = ROOT / "tests" / "data" / "readings" / "planted-bug.lp"


def package_from_the_folders(target: Path, code_only: bool = False) -> Path:
    """The package as pyproject's package-dir maps it (what the build ships: mtgasp/ from api/, mtgasp/cli/ from
    cli/, ...), put together from the checkout's folders under `target`; `code_only` leaves out the programs and
    data (import-linter reads only the Python)."""
    data = ("*.lp", "*.bin", "*.gz", "data", "static") if code_only else ()
    for package, folder in PACKAGE_DIR.items():
        shutil.copytree(ROOT / folder, target.joinpath(*package.split(".")), dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", *data))
    return target


# alice's Staff of Domination ("{3}, {T}: Untap target creature", ability 3) with two Sol Rings to pay for it: the
# board of the targeting tests (CR 601.2c, 115.1), a creature to target added by each test.
STAFF = """
    players: [alice, bob]
    active_player: alice
    battlefield:
      - {card: Staff of Domination, controller: alice, id: staff}
      - {card: Sol Ring, controller: alice}
      - {card: Sol Ring, controller: alice}
"""


def staff_can_activate(extra: str) -> mtgasp.CanActivate:
    """Whether the Staff's untap ability (3) can be activated on STAFF with the battlefield entries `extra` added."""
    return mtgasp.can_activate(board_from(STAFF + extra), "staff", 3)


def alice_board_text(*entries: str) -> str:
    """The text of a board of alice alone with these battlefield entries (YAML flow mappings)."""
    return "players: [alice]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)


def complete_pools(text: str, **kw) -> set[str]:
    """alice's mana pools on the board `text` (mtgasp.mana), asserting the answer is complete."""
    answer = mtgasp.mana(mtgasp.parse_board(text), "alice", **kw)
    assert answer.complete, answer
    return {o.mana for o in answer.options}


def assert_pools_as_every_sequence(text: str) -> None:
    """alice's pools on the board `text` are, with their counts, the maximal pools of every sequence of activations
    (the brute force, tests/oracle/sequences.py)."""
    from collections import Counter

    from oracle.sequences import mana_sequences
    answer = mtgasp.mana(mtgasp.parse_board(text), "alice", timeout=60)
    assert answer.complete, text
    assert Counter(o.mana for o in answer.options) == Counter(mana_sequences(text, "alice")), text


def forest_tap_worlds() -> list:
    """Worlds of the research batch (research/batch.py World) for three cells of the tap table on a Forest, twelve
    boards of each: what tests comparing two ways of evaluating a batch feed both."""
    from mtgasp.research.batch import World
    from mtgasp.research.commute import _fixed, _inputs, library_effects
    from mtgasp.research.space import Space, enumerate_spaces

    effects = {e.card: e for e in library_effects("tap")}
    cells = [(effects["Chaos Moon"], effects["Contamination"]), (effects["Hall of Gemstone"], effects["Reality Twist"]),
             (effects["Deep Water"], effects["Mana Reflection"])]
    spaces = [Space((), 3, tuple(_fixed("tap", "Forest", list(cell))), min_objects=3) for cell in cells]
    boards = [g for found, _refused in enumerate_spaces(spaces, 3) for g in found[:12]]
    out = []
    for g in boards:
        extra, cards = _inputs("tap", "Forest", g.board)
        out.append(World(g.board, (), extra, cards))
    return out


def damage_outcomes(board: Path, source: str, target: str, amount: int) -> tuple[bool, set[tuple], str]:
    """`orderings BOARD damage SOURCE TARGET AMOUNT --json`: (complete, {(recipient, damage, prevented)}, the notes as
    text); the exit status agrees with `complete` (0 complete, 3 incomplete)."""
    done = run_cli("orderings", str(board), "damage", source, target, str(amount), "--json")
    assert done.returncode in (0, 3), done.stderr
    answer = json.loads(done.stdout)
    results = {(o["result"]["recipient"], o["result"]["damage"], o["result"]["prevented"]) for o in answer["outcomes"]}
    assert answer["complete"] == (done.returncode == 0), done.returncode
    return answer["complete"], results, json.dumps(answer["notes"])
