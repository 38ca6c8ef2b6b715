"""The command line as a person meets it (issue 12): limits, Ctrl-C, progress, exit statuses, pipes,
standard input, help, argument errors, JSON completeness, readable text and escaped control characters.
docs/cli.md describes what is checked here."""
from __future__ import annotations

import json
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support import EXAMPLES, ROOT, run_cli

import mtgasp
from mtgasp import cli
from mtgasp.render.layout import printable, printable_values, wrap
from mtgasp.render.text import braces

MTGASP = [sys.executable, "-m", "mtgasp"]


@pytest.fixture(scope="module")
def boards(tmp_path_factory) -> dict[str, Path]:
    """Boards written once: `big` grounds for many seconds (40,000 Forests), `k12` has 12 distinct
    replacement effects on one mana event (16 since issue 14: 4,625 points in its tree), `m60`
    makes `mana` enumerate for a minute (benchmarks/bench_mana.py)."""
    d = tmp_path_factory.mktemp("boards")
    big = d / "big.json"
    big.write_text(json.dumps({"players": ["a", "b"], "battlefield": [
        {"card": "Forest", "controller": "a", "id": f"f{i}"} for i in range(40_000)]}))
    cycle = ("Mana Reflection", "Contamination", "Nyxbloom Ancient", "Infernal Darkness")
    # (16 effects: since issue 14 effects of several players whose conditions don't look at the controller
    # are one class, and the tree of the k = 12 board has 1,264 points, under the default limit of 3,000.)
    lines = ["players: [alice, " + ", ".join(f"p{i}" for i in range(16)) + "]", "battlefield:",
             "  - {card: Forest, controller: alice, id: land}"]
    lines += [f"  - {{card: {cycle[i % 4]}, controller: {'alice' if i % 2 == 0 else f'p{i}'}}}" for i in range(16)]
    (d / "k12.yaml").write_text("\n".join(lines) + "\n")
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_mana import board_text

    (d / "m60.yaml").write_text(board_text(60))
    # 24 lands and 16 Signets: the Signets' {1} costs make the solver search the pools (issue 14 made the
    # 60 sources of m60 fast: they are summed), one answer set each, for much longer than 20 s.
    signets = ["players: [alice, bob]", "battlefield:"]
    signets += [f"  - {{card: {c}, controller: alice}}" for c in ["Forest", "Island"] * 12 + ["Simic Signet",
                                                                                                "Azorius Signet"] * 8]
    (d / "signets.yaml").write_text("\n".join(signets) + "\n")
    return {"big": big, "k12": d / "k12.yaml", "m60": d / "m60.yaml", "signets": d / "signets.yaml"}


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


# --- exit statuses ---------------------------------------------------------------------------------

def test_exit_status_table_is_the_same_in_help_docs_and_code():
    assert [code for code, _ in cli.EXIT_STATUSES] == [0, 1, 2, 3, 124, 130]
    help_text = run_cli("--help").stdout
    docs = (ROOT / "docs" / "cli.md").read_text()
    for code, text in cli.EXIT_STATUSES:
        assert f"| {code} | {text} |" in docs
        assert re.search(rf"^  {code}\s+{re.escape(text.split()[0])}", help_text, re.M), code
    assert " ".join(help_text.split()).count("a complete answer") == 1


# --- time and memory limits, Ctrl-C ----------------------------------------------------------------

@pytest.mark.slow
def test_timeout_stops_grounding_with_a_one_line_message_and_exit_124(boards):
    run = run_cli("could-produce", str(boards["big"]), "--timeout", "1", timeout=300)
    assert run.returncode == 124, run.stderr
    line = one_line(run.stderr)
    assert line.startswith("mtgasp: time limit reached (1 s) while ") and "--timeout" in line
    assert run.stdout == ""


@pytest.mark.slow
def test_timeout_may_come_before_the_command(boards):
    run = run_cli("--timeout", "1", "could-produce", str(boards["big"]), timeout=300)
    assert run.returncode == 124 and "time limit reached (1 s)" in run.stderr


@pytest.mark.slow
def test_memory_limit_gives_exit_124(boards):
    run = run_cli("could-produce", str(boards["big"]), "--memory", "256", timeout=300)
    assert run.returncode == 124, run.stderr
    line = one_line(run.stderr)
    assert line.startswith("mtgasp: memory limit reached (256 MB)") and "--memory" in line


@pytest.mark.slow
def test_a_search_stopped_by_the_limit_prints_its_pools_marked_incomplete_with_exit_3(boards):
    # The search of the pools takes minutes; with 20 s it stops early (at 15 s: a quarter of the limit is
    # kept to decode and print what it found).
    run = run_cli("mana", str(boards["signets"]), "alice", "--timeout", "20", "--json", timeout=300)
    assert run.returncode == 3, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] is False and data["options"]
    assert "INCOMPLETE: the time limit (20 s) was reached; some pools may be missing" in data["notes"]
    assert one_line(run.stderr).startswith("mtgasp: the answer is incomplete: the time limit (20 s) was reached")


def _progress_run(args: list[str]) -> tuple[subprocess.Popen, int]:
    """`mtgasp ARGS` with standard error on a pseudo-terminal (progress shows only on a terminal)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([*MTGASP, *args], stdout=subprocess.PIPE, stderr=slave, stdin=subprocess.DEVNULL)
    os.close(slave)
    return proc, master


def _read_until(master: int, proc: subprocess.Popen, pattern: str, limit: float = 240) -> str:
    seen = b""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if re.search(pattern, seen.decode("utf-8", "replace")):
                break
        elif proc.poll() is not None:
            break
    return seen.decode("utf-8", "replace")


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_while_grounding_ends_within_two_seconds_with_exit_130(boards, signum):
    proc, master = _progress_run(["could-produce", str(boards["big"]), "--timeout", "600"])
    try:
        shown = _read_until(master, proc, r"Ctrl-C stops it · grounding")
        assert "grounding" in shown, shown  # the progress line says it is grounding now
        sent = time.monotonic()
        proc.send_signal(signum)
        proc.wait(timeout=2)  # the requirement: stopped within 2 s, grounding or not
        assert time.monotonic() - sent < 2
        rest = _read_until(master, proc, r"interrupted", limit=5)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
    assert proc.returncode == 130
    assert "mtgasp: interrupted" in rest
    # no child process is left grounding: the forked child has the same command line
    left = subprocess.run(["pgrep", "-f", str(boards["big"])], capture_output=True, text=True)
    assert left.stdout.strip() == "", left.stdout


@pytest.mark.slow
def test_progress_on_a_terminal_says_what_how_long_and_how_to_stop(boards):
    proc, master = _progress_run(["could-produce", str(boards["big"]), "--timeout", "3"])
    try:
        shown = _read_until(master, proc, r"time limit reached")
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
    assert proc.returncode == 124
    assert re.search(r"mtgasp could-produce: \d+ s of 3 s · Ctrl-C stops it · (starting|reading the board big\.json)",
                     shown), shown
    assert "\r\x1b[K" in shown  # the line is rewritten in place, and cleared before the message


@pytest.mark.slow
def test_no_progress_when_standard_error_is_not_a_terminal(boards):
    run = run_cli("could-produce", str(boards["big"]), "--timeout", "3", timeout=300)
    assert run.returncode == 124
    assert "Ctrl-C" not in run.stderr and "\r" not in run.stderr and "\x1b" not in run.stderr


def test_api_timeout_covers_the_stages_and_grounding():
    board = mtgasp.load_board(EXAMPLES / "contamination.yaml")
    calls = [(mtgasp.could_produce, ()), (mtgasp.produce, ("forest",)), (mtgasp.show, ()),
             (mtgasp.mana, ("alice",)), (mtgasp.can_activate, ("forest",)), (mtgasp.query, ("kinship forest",)),
             (mtgasp.orderings, (mtgasp.TapEvent("forest"),))]
    for fn, args in calls:
        with pytest.raises(mtgasp.LimitExceeded) as info:
            fn(board, *args, timeout=1e-6)
        assert info.value.kind == "time", fn
    assert mtgasp.produce(board, "forest", timeout=None).complete
    for bad in (0, -1, float("nan")):
        with pytest.raises(ValueError, match="timeout"):
            mtgasp.could_produce(board, timeout=bad)
    with pytest.raises(TypeError, match="timeout"):
        mtgasp.could_produce(board, timeout="5")  # type: ignore[arg-type]


@pytest.mark.slow
def test_runner_returns_the_same_typed_results_as_the_api():
    from mtgasp.engine import runner

    board = mtgasp.load_board(EXAMPLES / "contamination.yaml")
    calls = [(mtgasp.could_produce, ()), (mtgasp.produce, ("forest",)), (mtgasp.show, ()),
             (mtgasp.mana, ("alice",)), (mtgasp.orderings, (mtgasp.TapEvent("forest"),))]
    for fn, args in calls:
        here = fn(board, *args)
        there = runner.call(fn, board, *args, timeout=120, memory_mb=2000)
        assert type(there) is type(here) and there == here, fn
    with pytest.raises(mtgasp.BoardError) as info:
        runner.call(mtgasp.produce, board, "forrest")
    assert info.value.where == board.source and "did you mean: forest" in info.value.message
    # A wrong argument is a user's mistake (issue 15): a BoardError that is also a TypeError, one line.
    with pytest.raises(TypeError) as wrong:
        runner.call(mtgasp.orderings, board, "not an event")
    assert isinstance(wrong.value, mtgasp.BoardError) and "event: give a TapEvent" in str(wrong.value)


def _kill_self() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _boom() -> None:
    raise RuntimeError("a bug")


def test_runner_failures_are_typed():
    from mtgasp.engine import runner

    with pytest.raises(runner.WorkFailed, match="killed by signal SIGKILL"):
        runner.call(_kill_self)
    with pytest.raises(runner.WorkFailed) as info:
        runner.call(_boom)
    assert info.value.kind == "RuntimeError" and "raise RuntimeError" in info.value.child_traceback
    with pytest.raises(mtgasp.LimitExceeded) as limit:
        runner.call(time.sleep, 30, timeout=0.5)
    assert limit.value.kind == "time" and limit.value.limit == 0.5
    with pytest.raises(mtgasp.LimitExceeded) as memory:
        runner.call(bytearray, 600 * 2**20, memory_mb=300)
    assert memory.value.kind == "memory"


# --- the internal error --------------------------------------------------------------------------

def test_internal_error_is_one_line_exit_1_and_the_traceback_only_with_debug(monkeypatch, capsys):
    import mtgasp.cli.cards as cards

    def broken(board, args):
        raise RuntimeError("something the engine got wrong")

    monkeypatch.setattr(cards, "ask", broken)
    assert cli.main(["cards"]) == 1
    err = capsys.readouterr().err
    assert one_line(err) == ("mtgasp: internal error: RuntimeError: something the engine got wrong "
                             "(a bug; --debug prints the traceback)")
    assert cli.main(["cards", "--debug"]) == 1
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and 'raise RuntimeError("something the engine' in err
    assert err.strip().splitlines()[-1].startswith("mtgasp: internal error: RuntimeError")


# --- pipes, standard input, python -m ----------------------------------------------------------------

@pytest.mark.slow
def test_a_closed_pipe_is_quiet():
    run = subprocess.run(f"{' '.join(MTGASP)} cards | head -2", shell=True, capture_output=True, text=True,
                         timeout=120, executable="/bin/bash")
    assert len(run.stdout.splitlines()) == 2
    assert run.stderr == "", run.stderr
    status = subprocess.run(f"set -o pipefail; {' '.join(MTGASP)} cards | head -1 > /dev/null", shell=True,
                            capture_output=True, text=True, timeout=120, executable="/bin/bash")
    assert status.returncode == 0 and status.stderr == ""


@pytest.mark.slow
def test_dash_reads_the_board_from_standard_input():
    yaml_text = (EXAMPLES / "contamination.yaml").read_text()
    run = subprocess.run([*MTGASP, "produce", "-", "forest", "--json"], input=yaml_text, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert {o["mana"] for o in json.loads(run.stdout)["abilities"][0]["outcomes"]} == {"B", "BB"}
    board = '{"players": ["a"], "battlefield": [{"card": "Forest", "controller": "a"}]}'
    run = subprocess.run([*MTGASP, "could-produce", "-", "--json"], input=board, capture_output=True, text=True,
                         timeout=120)
    assert json.loads(run.stdout)["types"] == {"forest": ["G"]}
    run = subprocess.run([*MTGASP, "could-produce", "-"], input='{"players": [', capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 2 and one_line(run.stderr).startswith("mtgasp: error: <stdin>:1: invalid JSON")


def test_python_dash_m():
    run = subprocess.run([*MTGASP, "--version"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == f"mtgasp {mtgasp.__version__}"


# --- help and argument errors ----------------------------------------------------------------------

def _subparsers(parser) -> dict:
    import argparse

    out = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out[name] = sub
                out.update({f"{name} {k}": v for k, v in _subparsers(sub).items()})
    return out


@pytest.mark.slow
def test_every_subcommand_has_a_description_an_example_and_every_argument_documented():
    parser = cli.build_parser()
    subs = _subparsers(parser)
    assert set(subs) >= {"could-produce", "produce", "orderings", "orderings tap", "orderings enter",
                         "orderings damage", "can-activate", "mana", "show", "query", "encode", "cards"}
    for name, sub in subs.items():
        assert sub.description and len(sub.description) > 40, name
        assert sub.epilog and "mtgasp " in sub.epilog and "example" in sub.epilog, name
        for action in sub._actions:
            if action.dest in ("help",) or action.help == "==SUPPRESS==":
                continue
            assert action.help, (name, action.dest)
    text = run_cli("query", "--help").stdout
    from mtgasp.queries.query import QUESTIONS
    for question in QUESTIONS.values():
        assert question in text
    assert "examples:" in run_cli("orderings", "--help").stdout


@pytest.mark.slow
@pytest.mark.parametrize("args, expect", [
    (["orderings", "BOARD", "tap", "forest", "--limit", "x"], "argument --limit: 'x' is not a whole number"),
    (["orderings", "BOARD", "damage", "forest", "bob", "-1"], "argument N: give a whole number from 0 to 1,000,000 (got -1)"),
    (["orderings", "BOARD", "damage", "forest", "bob", "1000001"], "argument N: give a whole number from 0 to 1,000,000"),
    (["mana", "BOARD", "alice", "--conflicts", "99999999999999999999"],
     "argument --conflicts: give a whole number from 1 to 2,147,483,647 (got 99999999999999999999)"),
    (["produce", "BOARD", "forest", "--memory", "99999999999999999999"], "argument --memory: give at most 4,194,304 MB"),
    (["produce", "BOARD", "forest", "--timeout", "0"], "argument --timeout: give a number of seconds more than 0"),
    (["produce", "BOARD", "forest", "--timeout", "soon"], "argument --timeout: 'soon' is not a number of seconds"),
    (["produce", "BOARD", "forest", "--memory", "1"], "argument --memory: give at least 256 MB"),
    (["produce", "BOARD", "forest", "--memory", "64"], "argument --memory: give at least 256 MB"),
    (["orderings", "BOARD", "tap", "forest", "--json", "--format", "dot"], "--json and --format dot"),
    (["orderings", "BOARD", "--format", "html", "tap", "forest", "--json"], "--json and --format html"),
    (["orderings", "BOARD", "tap", "forest", "--tree"], "--tree is for --format json"),
    (["cards", "zzzz"], "no card of the library matches 'zzzz'"),
    (["could-produce"], "the following arguments are required: BOARD"),
    (["explode"], "invalid choice: 'explode'"),
])
def test_argument_errors_are_one_line_exit_2_without_private_names(args, expect):
    args = [str(EXAMPLES / "contamination.yaml") if a == "BOARD" else a for a in args]
    run = run_cli(*args)
    assert run.returncode == 2, (run.stdout, run.stderr)
    line = one_line(run.stderr)
    assert line.startswith("mtgasp: error: ") and expect in line, line
    assert "_positive" not in line and "invalid positive value" not in line and "_Sub" not in line
    assert run.stdout == ""


@pytest.mark.slow
def test_a_question_as_several_words_or_one_string():
    board = str(EXAMPLES / "spy_kit.yaml")
    words = run_cli("query", board, "named", "banneret", "Relentless", "Rats", "--json")
    quoted = run_cli("query", board, 'named banneret "Relentless Rats"', "--json")
    bare = run_cli("query", board, "named banneret Relentless Rats", "--json")
    assert words.returncode == quoted.returncode == bare.returncode == 0, (words.stderr, quoted.stderr, bare.stderr)
    answers = [json.loads(r.stdout) for r in (words, quoted, bare)]
    assert all(a["answer"] is True for a in answers)
    assert answers[0]["why"] == answers[1]["why"] == answers[2]["why"]
    two = run_cli("query", board, "shares-type", "banneret", "rats")
    assert two.returncode == 0 and two.stdout == run_cli("query", board, "shares-type banneret rats").stdout


def test_an_argument_that_is_not_utf8_is_refused():
    run = subprocess.run([*MTGASP, "produce", str(EXAMPLES / "contamination.yaml").encode(), b"for\xffest"],
                         capture_output=True, timeout=120)
    assert run.returncode == 2
    line = one_line(run.stderr.decode("utf-8", "replace"))
    assert "must be UTF-8" in line


# --- every answer says whether it is complete --------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("args", [
    ["could-produce", "reflecting.yaml"],
    ["produce", "contamination.yaml", "forest"],
    ["orderings", "contamination.yaml", "tap", "forest"],
    ["can-activate", "mana_pool.yaml", "pili-pala"],
    ["mana", "mana_pool.yaml", "alice"],
    ["show", "blood_moon.yaml"],
    ["query", "spy_kit.yaml", "shares-type", "banneret", "rats"],
])
def test_every_json_answer_carries_complete_and_notes(args):
    args = [str(EXAMPLES / a) if a.endswith(".yaml") else a for a in args]
    run = run_cli(*args, "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] is True and isinstance(data["notes"], list)


@pytest.mark.slow
def test_could_produce_json_version_2_keeps_the_mapping_and_says_what_is_incomplete():
    data = json.loads(run_cli("could-produce", str(EXAMPLES / "blood_moon.yaml"), "--json").stdout)
    assert data["version"] == 2 and set(data) == {"version", "types", "complete", "notes", "incomplete"}
    assert data["types"]["urborg"] == ["R"] and data["incomplete"] == {}
    result = mtgasp.could_produce(mtgasp.load_board(EXAMPLES / "blood_moon.yaml"))
    from mtgasp.render import json as as_json
    assert as_json.could_produce(result)["types"] == {k: list(v) for k, v in result.types.items()}


@pytest.mark.slow
def test_orderings_json_of_a_large_tree_says_it_was_not_decoded(boards):
    run = run_cli("orderings", str(boards["k12"]), "tap", "land", "--json", timeout=300)
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["orders"] == 20_922_789_888_000 and len(data["outcomes"]) == 25  # 16!
    tree = data["tree"]
    assert tree["decoded"] is False and tree["size"] == 4625 and tree["points"] == []
    assert any("4,625 points: not decoded" in n for n in data["notes"])
    full = json.loads(run_cli("orderings", str(boards["k12"]), "tap", "land", "--json", "--tree", timeout=300).stdout)
    assert full["tree"]["decoded"] is True and len(full["tree"]["points"]) == 4625 == full["tree"]["size"]
    small = json.loads(run_cli("orderings", str(EXAMPLES / "contamination.yaml"), "tap", "forest", "--json").stdout)
    assert small["tree"]["decoded"] is True and len(small["tree"]["points"]) == small["tree"]["size"] == 5


@pytest.mark.slow
def test_dot_of_a_large_tree_is_refused_or_drawn_in_part_never_empty(boards):
    run = run_cli("orderings", str(boards["k12"]), "tap", "land", "--format", "dot", timeout=300)
    assert run.returncode == 2 and run.stdout == ""
    line = one_line(run.stderr)
    assert "4,625 points: too large to draw as DOT" in line and "--limit N" in line
    part = run_cli("orderings", str(boards["k12"]), "tap", "land", "--format", "dot", "--limit", "40", timeout=300)
    assert part.returncode == 0, part.stderr
    assert "PART of the tree: the first 40 of its 4,625 points" in part.stdout
    assert len(re.findall(r"^  p\d+ \[label", part.stdout, re.M)) == 40
    assert "4,585 more points (not drawn)" in part.stdout


# --- readable text ------------------------------------------------------------------------------

def test_compact_mana_notation():
    assert braces("GG") == "{G}{G}" and braces("") == "no mana"
    assert braces("B" * 216) == "{B}×216"
    assert braces("WWUUUUUG") == "{W}{W}{U}×5{G}"


@pytest.mark.slow
def test_mana_multiplied_by_replacement_effects_is_written_compactly(tmp_board):
    # Mana Reflection doubles the mana of a Forest (its ruling: each applies to the whole amount); three of
    # them make {G} eight times.
    path = tmp_board("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
          - {card: Mana Reflection, controller: alice}
          - {card: Mana Reflection, controller: alice}
          - {card: Mana Reflection, controller: alice}
        """)
    run = run_cli("produce", str(path), "forest")
    assert run.returncode == 0 and "{G}×8" in run.stdout and "{G}{G}{G}{G}{G}" not in run.stdout
    page = run_cli("orderings", str(path), "tap", "forest", "--format", "html").stdout
    assert "{G}×8" in page


@pytest.mark.slow
def test_long_lines_are_wrapped_at_the_terminal_width(boards):
    assert wrap("  " + "word " * 40, 40).splitlines()[1].startswith("      word")
    assert wrap("x" * 120, 40) == "x" * 120  # a word is never cut
    env = dict(os.environ, COLUMNS="80")
    run = subprocess.run([*MTGASP, "orderings", str(boards["k12"]), "tap", "land"], capture_output=True, text=True,
                         timeout=300, env=env)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines if " " in line.strip()) <= 80
    assert any(line.startswith("      ") for line in lines)  # continuations are indented


@pytest.mark.slow
def test_html_draws_a_tree_of_250_copies_without_recursion(tmp_board):
    lines = ["players: [alice, bob]", "battlefield:", "  - {card: Forest, controller: alice, id: f}"]
    lines += ["  - {card: Contamination, controller: bob}"] * 250
    path = tmp_board("\n".join(lines) + "\n")
    run = run_cli("orderings", str(path), "tap", "f", "--format", "html", timeout=300)
    assert run.returncode == 0, run.stderr
    data = json.loads(re.search(r'<script type="application/json" id="tree-data">(.*?)</script>', run.stdout,
                                re.S).group(1))
    assert len(data["points"]) == 251
    assert re.search(r"Contamination ×250 \(contamination … contamination-\d+\)", run.stdout)
    assert "≈ 3.232 × 10^492" in run.stdout  # 250! orders, exactly in the JSON


# --- control characters ----------------------------------------------------------------------------

EVIL = "evil\x1b]0;pwned\x07\x1b[2J\u202e"


def test_printable_escapes_every_control_character():
    assert printable(EVIL) == "evil\\x1b]0;pwned\\x07\\x1b[2J\\u202e"
    assert printable("a\nb\tc\x9bd") == "a\\nb\\tc\\x9bd"
    assert printable("Æther Vial — {G}") == "Æther Vial — {G}"
    result = mtgasp.CouldProduce({EVIL: ("G",)}, notes={EVIL: ("x\x1b",)})
    clean = printable_values(result)
    assert list(clean.types) == [printable(EVIL)] and clean.notes == {printable(EVIL): ("x\\x1b",)}


def test_ids_with_escape_sequences_are_refused_at_the_door(tmp_board):
    # docs/board-format.md: control and bidirectional characters can't be in an id or a name (issue 13)
    path = tmp_board(json.dumps({"players": ["alice"], "battlefield": [
        {"card": "Forest", "controller": "alice", "id": EVIL}]}), "evil.json")
    run = run_cli("could-produce", str(path))
    assert run.returncode == 2 and run.stdout == ""
    assert "\x1b" not in run.stderr and "\u202e" not in run.stderr and len(run.stderr.splitlines()) == 1
    assert "evil.json:1" in run.stderr and "control character" in run.stderr


INVISIBLE = "for\u200best\u200f"  # a zero-width space and a right-to-left mark: allowed, never shown raw


@pytest.mark.slow
def test_invisible_characters_in_ids_never_reach_the_terminal_raw(tmp_board):
    path = tmp_board(json.dumps({"players": ["alice", "b\u200bob"], "battlefield": [
        {"card": "Forest", "controller": "alice", "id": INVISIBLE},
        {"card": "Contamination", "controller": "b\u200bob", "id": "c\u200dontamination"}]}), "odd.json")
    for args in (["could-produce"], ["show"], ["produce", INVISIBLE], ["orderings", "BOARD", "tap", INVISIBLE],
                 ["mana", "alice"]):
        full = [args[0], str(path), *[a for a in args[1:] if a != "BOARD"]]
        run = run_cli(*full)
        assert run.returncode == 0, (args, run.stderr)
        assert not any(ch in run.stdout for ch in "\u200b\u200d\u200f"), args
        assert "\\u200b" in run.stdout, args
    data = json.loads(run_cli("could-produce", str(path), "--json").stdout)
    assert INVISIBLE in data["types"]  # JSON keeps the id exactly (escaped by JSON itself)
    missing = run_cli("produce", str(path), "nope\x1b[2J")
    assert missing.returncode == 2 and "\x1b" not in missing.stderr


def test_an_error_naming_a_file_with_a_newline_is_one_line(tmp_path):
    odd = tmp_path / "two\nlines.yaml"
    odd.write_text("players: [a]\nbattlefield:\n  - {card: Forrest, controller: a}\n")
    run = run_cli("could-produce", str(odd))
    assert run.returncode == 2
    assert "two\\nlines.yaml:3" in one_line(run.stderr)


@pytest.mark.slow
def test_encode_escapes_control_characters_only_on_a_terminal(tmp_board):
    path = tmp_board(json.dumps({"players": ["alice"], "battlefield": [
        {"card": "Forest", "controller": "alice", "id": "f\u200b"}]}), "odd.json")
    piped = run_cli("encode", str(path), "--stage", "none")
    assert piped.returncode == 0 and "f\u200b" in piped.stdout  # the facts, unchanged, for clingo
    master, slave = pty.openpty()
    proc = subprocess.Popen([*MTGASP, "encode", str(path), "--stage", "none"], stdout=slave,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    os.close(slave)
    shown = _read_until(master, proc, r"never matches", limit=120)
    proc.wait(timeout=120)
    os.close(master)
    assert proc.returncode == 0 and "\u200b" not in shown and "f\\u200b" in shown


def test_pictures_of_a_tree_that_was_not_decoded_say_so():
    from mtgasp.render import dot, html

    result = mtgasp.Orderings(event="tap land", kind="mana", chooser="alice", order_matters=True, orders=24,
                              outcomes=(mtgasp.OrderingOutcome({"mana": "B"}, 24, ()),), points=(), roots=(),
                              tree_size=200_000)
    assert not result.tree_decoded
    page = html.orderings(result)
    assert "The tree has 200,000 points: too many to draw here, so it was not decoded" in page
    assert 'id="tree-data"' not in page
    with pytest.raises(mtgasp.BoardError, match="200,000 points: too large to draw as DOT"):
        dot.orderings(result)


@pytest.mark.slow
def test_an_answer_the_rules_mark_incomplete_exits_3():
    # CR 614.12: a second Blood Moon entering would apply its own static ability to itself, which the
    # rules don't compute: they mark the answer incomplete.
    args = ["orderings", str(EXAMPLES / "blood_moon.yaml"), "enter", "Blood Moon", "--controller", "alice"]
    run = run_cli(*args)
    assert run.returncode == 3
    assert "INCOMPLETE" in run.stdout and "614.12" in run.stdout
    assert one_line(run.stderr).startswith("mtgasp: the answer is incomplete: ")
    data = json.loads(run_cli(*args, "--json").stdout)
    assert data["complete"] is False and any("614.12" in n for n in data["notes"])


def test_printable_escapes_the_strings_of_the_codes_a_result_carries():
    # A result carries the rules' codes (queries/codes.py), whose strings are the board's (a card's name, an id):
    # the text a terminal is given escapes them as it escapes any string of the result.
    import clingo

    from mtgasp.queries.codes import Code
    from mtgasp.render.words import said
    code = Code("incomplete", clingo.Function("unknown_card", [clingo.String(EVIL)]))
    clean = printable_values(mtgasp.CouldProduce({"x": ()}, notes={"x": (code,)}))
    assert said(clean.notes["x"]) == (f"the card library knows {printable(EVIL)} by name only",)


def test_a_result_with_codes_crosses_the_worker_process():
    # A result comes back from the worker process by pickle (engine/runner.py); a clingo.Symbol is a handle into the
    # process that made it (unpickled elsewhere, it crashed the command line): a code travels as clingo's text.
    import pickle

    import clingo

    from mtgasp.queries.codes import Code
    code = Code("reason", clingo.Function("mana_unpaid", [clingo.String(EVIL), clingo.String("{2}")]), "118.3",
                subject=clingo.Function("pool", [clingo.String("alice")]),
                unproven=(Code("incomplete", clingo.Function("too_many_effects")),))
    assert pickle.loads(pickle.dumps(code)) == code
    result = subprocess.run([sys.executable, "-m", "mtgasp", "could-produce", str(EXAMPLES / "contamination.yaml"),
                             "--explain", "--json"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and '"reason"' in result.stdout, result
