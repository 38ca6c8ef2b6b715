"""`mtgasp serve` (issue 28) and its server's guarantees (issue 30, "the page's server"): every endpoint of the JSON
API answers exactly what the command line prints with --json on the example boards, errors are the command line's
one-line messages, request bodies are bounded, no request names a file on the server, limits hold per request,
50 concurrent requests answer each its own board, and the server binds to 127.0.0.1 unless told otherwise."""
from __future__ import annotations

import concurrent.futures
import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request
import warnings
from pathlib import Path

import pytest
from support import EXAMPLES, ROOT

pytest.importorskip("starlette")
pytest.importorskip("httpx")
with warnings.catch_warnings():  # Starlette 1.x prefers httpx2 for its test client; httpx still works
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from mtgasp import cli
from mtgasp.cli.server import api
from mtgasp.cli.server.app import create_app
from mtgasp.encoder.reader import read_document
from mtgasp.render.cr import rule_text


@pytest.fixture(scope="module")
def client():
    app = create_app(api.Limits(timeout=120, memory_mb=3000, jobs=2), hosts=("testserver",))
    with TestClient(app) as c:
        yield c


def board_of(name: str) -> dict:
    path = EXAMPLES / name
    return read_document(path.read_text(encoding="utf-8"), str(path), False).data


def cli_output(capsys, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# (example board, the command line after `mtgasp`, the API's command and body): every endpoint, on the boards the
# README shows.
CASES = [
    ("reflecting.yaml", ["could-produce", "{board}", "--json"], "could-produce", {}),
    ("contamination.yaml", ["could-produce", "{board}", "--json", "--explain"], "could-produce", {"explain": True}),
    ("contamination.yaml", ["produce", "{board}", "forest", "--json", "--explain"], "produce", {"id": "forest", "explain": True}),
    ("counters.yaml", ["orderings", "{board}", "damage", "lightning-bolt", "phytohydra", "3", "--limit", "2", "--json"],
     "orderings", {"event": "damage", "source": "lightning-bolt", "target": "phytohydra", "amount": 3, "limit": 2}),
    ("counters.yaml", ["orderings", "{board}", "counters", "phytohydra", "+1/+1", "2", "--json"], "orderings",
     {"event": "counters", "target": "phytohydra", "kind": "+1/+1", "amount": 2}),
    # (a kind that starts with "-" is a value, not an option: after "--" on the command line the API builds)
    ("counters.yaml", ["orderings", "{board}", "counters", "phytohydra", "-1/-1", "1", "--json"], "orderings",
     {"event": "counters", "target": "phytohydra", "kind": "-1/-1", "amount": 1}),
    ("counters.yaml", ["orderings", "{board}", "counters", "phytohydra", "+1/+1", "1", "--by-keyword", "modular",
                       "--json"], "orderings",
     {"event": "counters", "target": "phytohydra", "kind": "+1/+1", "amount": 1, "by-keyword": "modular"}),
    ("contamination.yaml", ["orderings", "{board}", "tap", "forest", "--json", "--tree"], "orderings",
     {"event": "tap", "id": "forest", "tree": True}),
    ("counters.yaml", ["orderings", "{board}", "enter", "Grizzly Bears", "--controller", "alice", "--json"], "orderings",
     {"event": "enter", "card": "Grizzly Bears", "controller": "alice"}),
    ("druid.yaml", ["can-activate", "{board}", "elves", "--json", "--explain"], "can-activate", {"id": "elves", "explain": True}),
    ("mana_pool.yaml", ["mana", "{board}", "alice", "--cost", "{2}{G}{G}", "--json"], "mana",
     {"player": "alice", "cost": "{2}{G}{G}"}),
    # (issue 32: holding priority, the same mode from the page as from the command line)
    ("devoted_druid.yaml", ["mana", "{board}", "alice", "--with-priority", "--json"], "mana",
     {"player": "alice", "with-priority": True}),
    ("devoted_druid.yaml", ["can-activate", "{board}", "druid", "--with-priority", "--json"], "can-activate",
     {"id": "druid", "with-priority": True}),
    ("blood_moon.yaml", ["show", "{board}", "urborg", "--explain", "--json"], "show", {"id": "urborg", "explain": True}),
    ("blood_moon.yaml", ["show", "{board}", "--json"], "show", {}),
    ("spy_kit.yaml", ["query", "{board}", 'named banneret "Relentless Rats"', "--json"], "query",
     {"question": 'named banneret "Relentless Rats"'}),
    ("spy_kit.yaml", ["query", "{board}", "named", "banneret", "Relentless", "Rats", "--json"], "query",
     {"question": ["named", "banneret", "Relentless", "Rats"]}),
    (None, ["cards", "exotic orchard", "--json"], "cards", {"pattern": "exotic orchard"}),
    (None, ["readings", "--json"], "readings", {}),
    ("blood_moon.yaml", ["could-produce", "{board}", "--json", "--reading", "dependency_loop=ignores_all"], "could-produce",
     {"reading": ["dependency_loop=ignores_all"]}),
]


@pytest.mark.slow
@pytest.mark.parametrize("example, argv, command, body", CASES, ids=[f"{c[2]}-{i}" for i, c in enumerate(CASES)])
def test_every_endpoint_answers_what_the_command_line_prints_with_json(client, capsys, example, argv, command, body):
    argv = [str(EXAMPLES / example) if a == "{board}" else a for a in argv]
    code, out, err = cli_output(capsys, *argv)
    request = dict(body, board=board_of(example)) if example else dict(body)
    reply = client.post(f"/api/{command}", json=request)
    if code == 2:  # an argument the command line refuses: the same line from the API
        assert reply.status_code == 400 and reply.json()["error"] == err.strip().replace(str(EXAMPLES / example), "board")
        return
    assert code in (0, 3), err
    assert reply.status_code == 200, reply.text
    assert reply.headers["content-type"].startswith("application/json")
    assert reply.text == out  # byte for byte: the document the command prints
    assert reply.headers["x-mtgasp-complete"] == ("true" if code == 0 else "false")


def test_the_board_may_be_the_text_of_a_board_file(client, capsys):
    code, out, _ = cli_output(capsys, "produce", str(EXAMPLES / "contamination.yaml"), "forest", "--json")
    text = (EXAMPLES / "contamination.yaml").read_text(encoding="utf-8")
    reply = client.post("/api/produce", json={"board": text, "id": "forest"})
    assert code == 0 and reply.status_code == 200 and reply.text == out


def test_text_format_is_the_command_lines_text_readme_table(client):
    reply = client.post("/api/could-produce", json={"board": board_of("reflecting.yaml"), "format": "text"})
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = re.search(r"mtgasp could-produce examples/reflecting.yaml\n(.*?)```", readme, re.S).group(1)
    assert reply.status_code == 200 and reply.headers["content-type"].startswith("text/plain")
    assert reply.text == table


@pytest.mark.slow
def test_orderings_html_is_its_page(client, capsys):
    code, out, _ = cli_output(capsys, "orderings", str(EXAMPLES / "contamination.yaml"), "tap", "forest", "--format", "html")
    reply = client.post("/api/orderings", json={"board": board_of("contamination.yaml"), "event": "tap", "id": "forest",
                                                "format": "html"})
    assert code == 0 and reply.status_code == 200 and reply.headers["content-type"].startswith("text/html")
    assert reply.text == out.replace(str(EXAMPLES / "contamination.yaml"), "board")  # the board's name


# --- errors: the command line's one line, with HTTP 400, 404, 413, 504 ----------------------------------------

BAD = [
    ("produce", {"id": "nope"}, "contamination.yaml", ["produce", "{board}", "nope", "--json"]),
    ("can-activate", {"id": "elves", "ability": 0}, "druid.yaml", ["can-activate", "{board}", "elves", "--ability", "0"]),
    ("mana", {"player": "alice", "cost": "{Q}"}, "mana_pool.yaml", ["mana", "{board}", "alice", "--cost", "{Q}"]),
    ("could-produce", {"reading": {"x_for_counters": 5}}, "reflecting.yaml",
     ["could-produce", "{board}", "--reading", "x_for_counters=5"]),
    ("orderings", {"event": "tap", "id": "forest", "format": "json", "json": True, "limit": -1}, "contamination.yaml",
     ["orderings", "{board}", "tap", "forest", "--limit=-1"]),
    ("cards", {"pattern": "zzzqqq"}, None, ["cards", "zzzqqq"]),
]


@pytest.mark.parametrize("command, body, example, argv", BAD, ids=[b[0] for b in BAD])
def test_bad_input_is_the_command_lines_line_with_400(client, capsys, command, body, example, argv):
    argv = [str(EXAMPLES / example) if a == "{board}" else a for a in argv]
    code, _, err = cli_output(capsys, *argv)
    assert code == 2
    request = dict(body, board=board_of(example)) if example else dict(body)
    reply = client.post(f"/api/{command}", json=request)
    assert reply.status_code == 400
    line = reply.json()["error"]
    assert "\n" not in line and line == err.strip().replace(str(EXAMPLES / example) if example else "\0", "board")


def test_a_bad_board_is_refused_as_a_file_is(client):
    board = {"players": ["alice"], "battlefield": [{"card": "Forrest", "controller": "alice"}]}
    reply = client.post("/api/could-produce", json={"board": board})
    assert reply.status_code == 400
    assert re.match(r"mtgasp: error: board:\d+: unknown card .Forrest. \(did you mean: Forest", reply.json()["error"])
    for bad in ([], 5, None, {"players": "alice"}, {"players": ["a"], "battlefield": [{"card": "Forest", "controller": "b"}]}):
        reply = client.post("/api/could-produce", json={"board": bad})
        assert reply.status_code == 400 and reply.json()["error"].startswith("mtgasp: error: board")


@pytest.mark.parametrize("body, words", [
    ({"explain": "yes"}, "explain: give true or false"),
    ({"frobnicate": 1}, "frobnicate: not an argument of could-produce"),
    ({"debug": True}, "debug: the server never prints a traceback"),
    ({"format": "html"}, "format: give one of json, text"),
    ({"reading": [["x"]]}, "reading: give a text"),
    ({"timeout": "soon"}, "'soon' is not a number of seconds"),
    ({"memory": 1}, "give at least 256 MB"),
])
def test_arguments_are_checked_by_type_naming_the_argument(client, body, words):
    reply = client.post("/api/could-produce", json=dict(body, board=board_of("reflecting.yaml")))
    assert reply.status_code == 400 and words in reply.json()["error"], reply.text


def test_bodies_that_are_not_a_json_object_are_refused(client):
    for data in (b"", b"[]", b"{", b'{"board": NaN}', b"\xff\xfe", b"[" * 100000, b'{"a": 1' + b"0" * 5000 + b"}"):
        reply = client.post("/api/could-produce", content=data)
        assert reply.status_code == 400 and reply.json()["error"].startswith("mtgasp: error: the body"), data[:20]


def test_unknown_questions_and_methods(client):
    for command in ("check", "encode", "diverge", "commute", "serve", "..%2F..%2Fetc%2Fpasswd"):
        reply = client.post(f"/api/{command}", json={"board": board_of("reflecting.yaml")})
        assert reply.status_code == 404, command
    assert client.get("/api/could-produce").status_code == 405


def test_the_body_is_bounded(client, monkeypatch):
    big = b'{"board": "' + b"x" * (api.MAX_BODY) + b'"}'
    reply = client.post("/api/could-produce", content=big)
    assert reply.status_code == 413 and "larger than 8 MB" in reply.json()["error"]

    def chunks():  # no Content-Length: counted as it comes
        for _ in range(api.MAX_BODY // 2**20 + 2):
            yield b" " * 2**20
    reply = client.post("/api/could-produce", content=chunks())
    assert reply.status_code == 413
    reply = client.post("/api/could-produce", content=b"{}", headers={"content-length": "99999999999"})
    assert reply.status_code == 413


def test_a_limit_is_504_and_a_request_cannot_raise_the_servers(client):
    body = {"board": board_of("counters.yaml"), "timeout": 0.001}
    reply = client.post("/api/could-produce", json=body)
    assert reply.status_code == 504
    assert reply.json()["error"].startswith("mtgasp: time limit reached") and "\n" not in reply.json()["error"]
    server = api.Server(api.Limits(timeout=5, memory_mb=500))
    args, _ = server.parse("could-produce", {"board": {}, "timeout": 1e9, "memory": 10**6})
    assert (args.timeout, args.memory) == (5, 500)
    args, _ = server.parse("could-produce", {"board": {}, "timeout": 2, "memory": 300})
    assert (args.timeout, args.memory) == (2, 300)


@pytest.mark.slow
def test_an_incomplete_answer_is_200_with_complete_false(client, capsys):
    board = {"players": ["alice"], "battlefield": [{"card": "Forest", "controller": "alice"},
                                                   {"card": "Mana Reflection", "controller": "alice"},
                                                   {"card": "Pili-Pala", "controller": "alice"},
                                                   {"card": "Grand Architect", "controller": "alice"}]}
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"mtgasp-serve-incomplete-{os.getpid()}.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    try:
        code, out, _ = cli_output(capsys, "mana", str(path), "alice", "--conflicts", "1", "--json")
    finally:
        path.unlink()
    reply = client.post("/api/mana", json={"board": board, "player": "alice", "conflicts": 1})
    assert reply.status_code == 200 and reply.text == out
    assert reply.json()["complete"] is (code == 0) and reply.headers["x-mtgasp-complete"] == ("true" if code == 0 else "false")
    assert code == 3  # the case this test is for: an answer the search stopped


# --- no request names a file --------------------------------------------------------------------------------

SECRET = "mtgasp-serve-secret-board"


@pytest.mark.slow
def test_no_request_can_read_a_file(client, tmp_path):
    secret = tmp_path / "secret.yaml"
    secret.write_text(f"players: [{SECRET}]\nbattlefield: []\n", encoding="utf-8")
    names = [str(secret), f"@{secret}", "file://" + str(secret), "/etc/passwd", "@/etc/passwd", "../../../../etc/passwd"]
    replies = []
    for name in names:
        replies.append(client.post("/api/could-produce", json={"board": name}))
        replies.append(client.post("/api/board", json={"board": name}))
        replies.append(client.post("/api/cards", json={"pattern": name}))
        replies.append(client.post("/api/produce", json={"board": board_of("reflecting.yaml"), "id": name}))
        replies.append(client.post("/api/could-produce", json={"board": board_of("reflecting.yaml"), "cards": name}))
        replies.append(client.post("/api/could-produce", json={"board": board_of("reflecting.yaml"), "reading": [name]}))
        replies.append(client.get(f"/api/rules/{name}"))
        replies.append(client.get(f"/{name}"))
    for reply in replies:
        assert reply.status_code in (400, 404), reply.text
        assert SECRET not in reply.text and "root:" not in reply.text


def test_only_the_pages_own_files_are_served(client):
    assert client.get("/").status_code == 200
    assert client.get("/page.js").status_code == 200
    for path in ("/index.html", "/static/page.js", "/examples.json", "/../pyproject.toml", "/cli/__init__.py",
                 "/%2e%2e/README.md"):
        assert client.get(path).status_code in (404, 405), path


def test_another_host_name_is_refused(client):
    assert client.get("/", headers={"host": "evil.example"}).status_code == 400


# --- the page's data ------------------------------------------------------------------------------------------

def test_card_names_are_every_card_of_the_library(client):
    from mtgasp.encoder.library import card_names

    names = client.get("/api/card-names").json()
    assert len(names) == len(set(card_names())) and "Reflecting Pool" in names


def test_examples_json_is_made_from_examples(client):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_page_examples
    finally:
        sys.path.pop(0)
    assert client.get("/api/examples").text == build_page_examples.examples(), \
        "stale: run python tools/build_page_examples.py"


def test_rule_text():
    assert "Exotic Orchard" in rule_text("106.7")  # the example under the rule
    whole = rule_text("616.1")
    assert whole.startswith("616.1. If two or more") and "616.1e Any of the applicable" in whole and "616.2" not in whole
    assert rule_text("616.1e") == "616.1e Any of the applicable replacement and/or prevention effects may be chosen."
    assert rule_text("106.1").count("106.1") >= 3 and "106.10" not in rule_text("106.1")
    for bad in ("999.1", "106.999", "../etc", "", "106.7.1", "1e3"):
        assert rule_text(bad) is None


def test_rules_endpoint(client):
    assert client.get("/api/rules/305.7").json()["text"].startswith("305.7. If an effect sets a land")
    assert client.get("/api/rules/999.9").status_code == 404


def test_openapi_describes_the_api(client):
    doc = client.get("/openapi.json").json()
    assert {"/api/{command}", "/api/board", "/api/rules/{number}", "/api/card-names"} <= set(doc["paths"])


def test_board_endpoint_gives_the_board_and_its_ids(client):
    reply = client.post("/api/board", json={"board": (EXAMPLES / "reflecting.yaml").read_text(encoding="utf-8")})
    assert reply.status_code == 200
    assert reply.json()["board"] == board_of("reflecting.yaml")
    assert [o["id"] for o in reply.json()["objects"]] == ["forest", "exotic-orchard", "exotic-orchard-2", "reflecting-pool"]


# --- the real server: its address, 50 requests at once -------------------------------------------------------

@pytest.fixture(scope="module")
def served():
    proc = subprocess.Popen([sys.executable, "-m", "mtgasp", "serve", "--port", "0", "--jobs", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        match = re.match(r"mtgasp serve: (http://(\S+):(\d+)/) \(Ctrl-C stops\)$", line.strip())
        assert match, line + proc.stderr.read() if proc.poll() is not None else line
        yield match.group(1), match.group(2)
    finally:
        proc.terminate()
        proc.wait(timeout=30)


OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # this machine: never through a proxy


@pytest.mark.slow
def test_it_binds_to_127_0_0_1_by_default(served):
    url, host = served
    assert host == "127.0.0.1"
    assert cli.build_parser().parse_args(["serve"]).host == "127.0.0.1"
    with OPENER.open(url, timeout=30) as reply:
        assert b'role="combobox"' in reply.read()


LANDS = {"Forest": "G", "Island": "U", "Swamp": "B", "Mountain": "R", "Plains": "W", "Wastes": "C"}


def _ask(url: str, i: int) -> tuple[int, dict, dict]:
    card = list(LANDS)[i % len(LANDS)]
    board = {"players": [f"p{i}"], "battlefield": [{"card": card, "controller": f"p{i}", "id": f"land-{i}"},
                                                    {"card": "Reflecting Pool", "controller": f"p{i}", "id": f"pool-{i}"}]}
    request = urllib.request.Request(url + "api/could-produce", data=json.dumps({"board": board}).encode(),
                                     headers={"Content-Type": "application/json"})
    try:
        with OPENER.open(request, timeout=600) as reply:
            return reply.status, json.loads(reply.read()), {f"land-{i}": [LANDS[card]], f"pool-{i}": [LANDS[card]]}
    except urllib.error.HTTPError as exc:
        return exc.code, {"error": exc.read().decode()}, {}


@pytest.mark.slow
def test_fifty_concurrent_requests_each_answer_their_own_board(served):
    url, _ = served
    with concurrent.futures.ThreadPoolExecutor(max_workers=50) as pool:
        results = list(pool.map(lambda i: _ask(url, i), range(50)))
    for status, answer, expected in results:
        assert status == 200, answer
        assert answer["types"] == expected and answer["complete"] is True


def test_serve_refuses_a_bad_port_with_one_line(capsys):
    code, _, err = cli_output(capsys, "serve", "--port", "70000")
    assert code == 2 and err.count("\n") == 1 and "70000" in err


# --- random bodies: an answer or one line, never a bug ---------------------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_SCALARS = st.none() | st.booleans() | st.integers(-3, 10**6) | st.floats(allow_nan=False, allow_infinity=False) \
    | st.sampled_from(["forest", "alice", "{G}", "tap", "enter", "damage", "Forest", "-", "--json", "@/etc/passwd",
                       "x=y", "dependency_loop=ignores_all", "", "\u0000", "é" * 3])
_KEYS = st.sampled_from(["board", "id", "player", "explain", "cost", "event", "ability", "reading", "format", "limit",
                         "tree", "question", "pattern", "timeout", "memory", "json", "conflicts", "source", "target",
                         "amount", "card", "controller", "x", "kicked", "zzz"])
_JSON = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_KEYS, inner, max_size=3),
                     max_leaves=8)
_BOARDS = st.sampled_from([None, {"players": ["alice"], "battlefield": [{"card": "Forest", "controller": "alice"}]},
                           "players: [alice]\nbattlefield: []\n", {"players": []}, [], "{"])


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(command=st.sampled_from(list(api.COMMANDS) + ["board", "nope"]), board=_BOARDS,
       rest=st.dictionaries(_KEYS, _JSON, max_size=4))
def test_random_bodies_get_an_answer_or_one_line(client, command, board, rest):
    body = dict(rest)
    if board is not None:
        body["board"] = board
    body.setdefault("timeout", 30)
    if isinstance(body.get("memory"), int) and not isinstance(body["memory"], bool) and body["memory"] >= 64:
        body["memory"] = 2000  # a low --memory may crash the child (issue 30, its own bullet): not this test's subject
    reply = client.post(f"/api/{command}", json=body)
    assert reply.status_code in (200, 400, 404, 504), reply.text
    if reply.status_code != 200:
        error = reply.json()["error"]
        assert error.startswith("mtgasp: ") and "\n" not in error and "Traceback" not in error


def test_serve_without_its_extra_says_so_in_one_line(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if the serve extra were not installed
    code, _, err = cli_output(capsys, "serve", "--port", "0")
    assert code == 2 and err.count("\n") == 1 and "pip install 'mtgasp[serve]'" in err


def test_the_page_names_no_other_address():
    static = Path(api.__file__).parent / "static"
    for path in static.iterdir():
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(?i:\b(?:https?|wss?|ftp):)|//[a-z0-9.-]+\.[a-z]{2,}/|@import|(?<![\w.])url\(", text), path.name


def test_the_docs_example_answers_as_shown(client):
    doc = (ROOT / "docs" / "server.md").read_text(encoding="utf-8")
    block = re.search(r"```\ncurl -s http://127.0.0.1:8000/api/(\S+) .*?-d '(.*?)'\n(.*?)```", doc, re.S)
    command, body, shown = block.group(1), json.loads(block.group(2)), block.group(3)
    reply = client.post(f"/api/{command}", json=body)
    assert reply.status_code == 200 and reply.text == shown


def test_a_request_asked_again_is_answered_from_the_kept_answer(monkeypatch):
    # Issue 31 (warm answers): the same request again, after another board's, gives the same bytes without a child
    # process; another format of it is rendered from the same answer; an incomplete answer is never kept.
    server = api.Server(api.Limits(timeout=120, memory_mb=3000))
    computed: list[str] = []
    run = api.Server._run

    def counted(self, args, board_text):
        computed.append(args.command)
        return run(self, args, board_text)

    monkeypatch.setattr(api.Server, "_run", counted)
    first = {"board": board_of("reflecting.yaml")}
    other = {"board": board_of("blood_moon.yaml")}
    answers = [server.answer("could-produce", body) for body in (first, other, first)]
    assert answers[2] == answers[0] and answers[1] != answers[0]
    assert len(computed) == 2  # the third was the first's, kept
    text = server.answer("could-produce", {**first, "format": "text"})
    assert len(computed) == 2 and text[1].startswith("text/plain")
    monkeypatch.setattr(api.Server, "_run", run)
    fresh = api.Server(api.Limits(timeout=120, memory_mb=3000))
    assert fresh.answer("could-produce", {**first, "format": "text"}) == text
    assert fresh.answer("could-produce", first) == answers[0]
    # A different argument is another request (the same board)
    monkeypatch.setattr(api.Server, "_run", counted)
    server.answer("could-produce", {**first, "explain": True})
    assert len(computed) == 3


def _warm_hits() -> dict:
    """In the server's work process: how often a kept program answered there."""
    from mtgasp.engine import warm

    return dict(warm.hits)


def test_the_questions_on_a_board_are_asked_in_one_warm_process_and_answered_as_fresh():
    # Issue 31 (warm: the page's server): each job slot's questions go to one long-lived work process, which keeps
    # what it grounds for the next question on the board; the answers are those of a fresh child per request.
    server = api.Server(api.Limits(timeout=120, memory_mb=3000, jobs=1, kept=0))
    fresh = api.Server(api.Limits(timeout=120, memory_mb=3000, jobs=1, kept=0))
    fresh._run = lambda args, text: api.runner.call(cli._work, args, text, timeout=args.timeout,  # type: ignore
                                                    memory_mb=args.memory)
    board = {"board": board_of("contamination.yaml")}
    asked = [("could-produce", board), ("produce", {**board, "id": "forest"}), ("produce", {**board, "id": "forest"}),
             ("orderings", {**board, "event": "tap", "id": "forest"}), ("could-produce", {**board, "explain": True})]
    try:
        for command, body in asked:
            assert server.answer(command, body) == fresh.answer(command, body), command
        worker = server._workers.get_nowait()
        server._workers.put(worker)
        assert worker.answered == len(asked)  # one process answered every question
        assert worker.call(_warm_hits)["controls"] >= 1  # and a kept program answered at least one of them
        # A request that asks for less memory than the server's cap is a fresh child of its own.
        assert server.answer("could-produce", {**board, "memory": 2900}) == fresh.answer("could-produce", board)
        assert worker.answered == len(asked) + 1
    finally:
        server.close()


def _stage_waiting() -> bool:
    """In the server's work process: whether a stage's Control waits for a question (engine/solver.py: _PENDING)."""
    from mtgasp.engine import solver

    return bool(solver._PENDING)


def test_a_question_asked_again_after_other_boards_is_answered_as_fresh_by_the_warm_process():
    # Issue 31 (perf37's state leak): the same questions on a board, other boards' questions in between and the
    # board's stage result forgotten meanwhile, are answered by the warm process exactly as by a fresh child; the
    # process answering from its kept programs is left with no stage waiting for a question already answered.
    server = api.Server(api.Limits(timeout=120, memory_mb=3000, jobs=1, kept=0))
    fresh = api.Server(api.Limits(timeout=120, memory_mb=3000, jobs=1, kept=0))
    fresh._run = lambda args, text: api.runner.call(cli._work, args, text, timeout=args.timeout,  # type: ignore
                                                    memory_mb=args.memory)

    def asked(name: str) -> list[tuple[str, dict]]:
        board = {"board": board_of(name)}
        return [("show", board), ("could-produce", {**board, "explain": True})]

    try:
        first = [server.answer(command, body) for command, body in asked("blood_moon.yaml")]
        for other in ("reflecting.yaml", "druid.yaml"):
            for command, body in asked(other):
                server.answer(command, body)
        worker = server._workers.get_nowait()
        server._workers.put(worker)
        worker.call(_clear_stage_results)
        again = [server.answer(command, body) for command, body in asked("blood_moon.yaml")]
        assert again == first == [fresh.answer(command, body) for command, body in asked("blood_moon.yaml")]
        assert worker.call(_warm_hits)["controls"] >= 2 and not worker.call(_stage_waiting)
    finally:
        server.close()


def _clear_stage_results() -> None:
    """In the server's work process: forget the stages' results (as 16 other boards would: solver._stage_result)."""
    from mtgasp.engine import solver

    solver._stage_result.cache_clear()
