"""Generate the corpus of hostile and extreme inputs (tests/hostile/): board files and command lines that
once gave tracebacks, hangs or wrapped numbers (issues 13 and 15).

    python tools/hostile_corpus.py [OUT]     # default: tests/hostile

Writes OUT/boards/* and OUT/cases.json: each case is a command line ("{dir}" stands for OUT/boards) and
what it must give: "error" (one line on stderr, exit status 2), "answer" (an answer, no traceback) or
"incomplete" (an answer that says it is incomplete). tests/cli/test_hostile.py runs every case under a time
limit and a memory cap and checks that the files here are what this script writes. Inputs that can't be
files in a repository (a named pipe, /dev/zero, 17 MiB, names that are not UTF-8) are made by that test.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOREST = "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice, id: f}\n"
CASES: list[dict] = []
FILES: dict[str, bytes] = {}
# Each refused board is asked with one of the commands in turn: they all load boards the same way.
COMMANDS = [["could-produce", "{file}"], ["produce", "{file}", "f"], ["show", "{file}"], ["encode", "{file}"],
            ["mana", "{file}", "alice"], ["can-activate", "{file}", "f"], ["query", "{file}", "kinship f"],
            ["orderings", "{file}", "tap", "f"]]


def board(name: str, content: str | bytes, expect: str, *args: str, ext: str = "yaml", xfail: str = "") -> None:
    """A board file and the command run on it (`args`, "{file}" for the board; default: commands in turn)."""
    file = f"{len(FILES):03d}-{name}.{ext}"
    FILES[file] = content.encode("utf-8") if isinstance(content, str) else content
    argv = list(args) if args else COMMANDS[len(CASES) % len(COMMANDS)]
    case(name, [a.replace("{file}", "{dir}/" + file) for a in argv], expect, xfail)


def case(name: str, argv: list[str], expect: str, xfail: str = "") -> None:
    entry = {"name": name, "argv": argv, "expect": expect}
    if xfail:
        entry["xfail"] = xfail
    CASES.append(entry)


def entry(fields: str, card: str = "Astral Cornucopia") -> str:
    return f"players: [alice, bob]\nbattlefield:\n  - {{card: {card}, controller: alice, id: f, {fields}}}\n"


def laughs(prefix: str = "", indent: str = "") -> str:
    levels = ["&l0 [Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest]"]
    levels += [f"&l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 10)]
    return prefix + "".join(f"{indent}- {level}\n" for level in levels)


def generate() -> None:
    # --- documents that are not boards, and YAML syntax ----------------------------------------------
    for name, text in [("empty", ""), ("comment-only", "# nothing\n"), ("scalar", "forest\n"), ("list", "- a\n- b\n"),
                       ("two-documents", "players: [a]\n---\nplayers: [b]\n"), ("tab-indent", "players:\n\t- a\n"),
                       ("unclosed-quote", 'players: ["a]\n'), ("bad-indent", "players: [a]\n battlefield: []\n"),
                       ("unknown-top-key", "players: [a]\nbattlefeld: []\n"), ("on-key", "players: [a]\non: 1\n"),
                       ("duplicate-top-key", "players: [a]\nplayers: [b]\n"),
                       ("duplicate-entry-key", "players: [a]\nbattlefield:\n  - {card: Forest, card: Island, controller: a}\n"),
                       ("unknown-entry-key", "players: [a]\nbattlefield:\n  - {card: Forest, controler: a}\n"),
                       ("players-not-list", "players: alice\n"), ("players-empty", "players: []\n"),
                       ("players-null", "players: [~]\n"), ("players-duplicate", "players: [a, a]\n"),
                       ("players-number", "players: [1]\n"), ("players-nested", "players: [[a]]\n"),
                       ("active-unknown", "players: [a]\nactive_player: b\n"),
                       ("active-number", "players: [a]\nactive_player: 1\n"),
                       ("battlefield-mapping", "players: [a]\nbattlefield: {card: Forest}\n"),
                       ("entry-scalar", "players: [a]\nbattlefield: [Forest]\n"),
                       ("complex-key", "players: [a]\n? [x]\n: 1\n"), ("null-key", "players: [a]\n~: 1\n")]:
        board(name, text, "error")
    board("yes-no-players", "players: [yes, no]\nbattlefield:\n  - {card: Forest, controller: yes, id: f}\n", "answer",
          "could-produce", "{file}")
    board("bom", "\ufeff" + FOREST, "answer", "could-produce", "{file}")

    # --- numbers: out of range, of another type, written in another base -----------------------------
    bad_numbers = [("2p31", "2147483648"), ("2p32", "4294967296"), ("1e12", "1000000000000"), ("neg", "-1"),
                   ("minint", "-2147483649"), ("hex", "0x10"), ("octal", "0o17"), ("float", "1.5"), ("exp", "1e3"),
                   ("inf", ".inf"), ("nan", ".nan"), ("bool", "true"), ("string", "'3'"), ("null-list", "[1]"),
                   ("digits5000", "9" * 5000)]
    for field in ("counters: {charge: %s}", "x: %s", "timestamp: %s"):
        key = field.split(":")[0]
        for name, value in bad_numbers:
            if key == "timestamp" and name == "1e12":
                continue
            board(f"{key}-{name}", entry(field % value), "error")
    for name, value in [("neg", "-5"), ("2p31", "2147483648"), ("float", "20.0"), ("hex", "0x14"), ("string", "'20'"),
                        ("bool", "yes"), ("digits5000", "1" * 5000)]:
        board(f"life-{name}", FOREST + f"life: {{alice: {value}}}\n", "error")
    board("life-zero", FOREST + "life: {alice: 0}\n", "answer", "mana", "{file}", "alice", "--cost", "{G/P}")
    board("life-max", FOREST + "life: {alice: 2147483647}\n", "answer", "mana", "{file}", "alice", "--cost", "{G/P}{G/P}")
    board("counters-max", entry("counters: {charge: 1000000}"), "answer", "could-produce", "{file}")
    board("counters-over-max", entry("counters: {charge: 1000001}"), "error")
    board("timestamp-max", entry("timestamp: 2147483647"), "answer", "show", "{file}", "f")
    board("x-max", entry("x: 1000000"), "answer", "show", "{file}", "f")
    # "Remove X storage counters: add X mana" tries every X up to the counters: a million seeds.
    board("calciform-many-counters", entry("counters: {storage: 1000000}", "Calciform Pools"), "answer",
          "could-produce", "{file}", xfail="grounds every X up to 1,000,000: needs --timeout/--memory (issue 12)")

    # --- counter kinds, texts and injection attempts ------------------------------------------------
    for name, kind in [("not", "not"), ("NOT", "NOT"), ("Not", "Not"), ("include", "'#include'"),
                       ("quote", "'x\"). p(\"'"), ("dot", "a.b"), ("omega", "Ω"), ("default", "default"),
                       ("script", "'#script (python) import os #end'")]:
        board(f"kind-{name}", entry(f"counters: {{{kind}: 2}}", "Forest"), "answer", "could-produce", "{file}")
    board("kind-twice", entry("counters: {charge: 1, Charge: 2}"), "error")
    board("kind-empty", entry("counters: {'': 1}"), "error")
    board("kind-nul", entry('counters: {"a\\0b": 1}'), "error")
    texts = [("nul", '"f\\0a"'), ("escape", '"f\\e[31mred"'), ("bell", '"f\\a"'), ("newline", '"f\\nx"'),
             ("cr", '"f\\rx"'), ("bidi", '"f\\u202ex"'), ("linesep", '"f\\u2028x"'), ("del", '"f\\x7f"'),
             ("c1", '"f\\x9b2J"'), ("long", '"' + "f" * 10000 + '"'), ("blank", "'  '")]
    for name, text in texts:
        board(f"id-{name}", f"players: [alice]\nbattlefield:\n  - {{card: Forest, controller: alice, id: {text}}}\n", "error")
    for name, text in texts[:4] + [("long", texts[9][1])]:
        board(f"player-{name}", f"players: [alice, {text}]\n", "error")
        board(f"card-{name}", f"players: [alice]\nbattlefield:\n  - {{card: {text}, controller: alice}}\n", "error")
        board(f"chosen-{name}", entry(f"chosen: {{name: {text}}}", "Forest"), "error")
        board(f"noted-{name}", entry(f"noted: [{text}]", "Noble Banneret"), "error")
        board(f"targets-{name}", entry(f"targets: [{text}]", "Forest"), "error")
        board(f"graveyard-{name}", f"players: [alice]\ngraveyards: {{alice: [{text}]}}\n", "error")
        board(f"library-{name}", f"players: [alice]\nlibraries: {{alice: [{text}]}}\n", "error")
    board("nul-merge-ids", 'players: [a]\nbattlefield:\n  - {card: Forest, controller: a, id: "f\\0a"}\n'
          '  - {card: Island, controller: a, id: "f\\0b"}\n', "error")
    board("nul-merge-players", 'players: ["a\\0x", "a\\0y"]\n', "error")
    for name, text in [("include", "'x\"). #include \"/etc/passwd\". %'"), ("rule", "'a). p :- q. %'"),
                       ("script", "'#script (python) import os; os.system(\"touch /tmp/pwned\") #end.'"),
                       ("show", "'\"). #show. %'"), ("backslash", "'\\\\\"); :- . %'")]:
        board(f"inject-id-{name}", f"players: [alice]\nbattlefield:\n  - {{card: Forest, controller: alice, id: {text}}}\n",
              "answer", "could-produce", "{file}")
        board(f"inject-player-{name}", f"players: [{text}]\nbattlefield:\n  - {{card: Forest, controller: {text}}}\n",
              "answer", "could-produce", "{file}")
    board("inject-card", 'players: [a]\nbattlefield:\n  - {card: "Forest\\"). could_produce(\\"x\\", w). %", controller: a}\n',
          "error")

    # --- attachments -------------------------------------------------------------------------------
    aura = "  - {card: Overgrowth, controller: alice, id: %s, attached_to: %s}\n"
    board("attached-self", "players: [alice]\nbattlefield:\n" + aura % ("o", "o"), "error")
    board("attached-cycle", "players: [alice]\nbattlefield:\n" + aura % ("o", "p") + aura % ("p", "o"), "error")
    board("attached-cycle3", "players: [alice]\nbattlefield:\n" + aura % ("o", "p") + aura % ("p", "q") + aura % ("q", "o"),
          "error")
    board("attached-effect", "players: [alice]\nbattlefield:\n" + aura % ("o", "pm") +
          "effects:\n  - {card: Pale Moon, controller: alice, id: pm}\n", "error")
    board("attached-unknown", "players: [alice]\nbattlefield:\n" + aura % ("o", "nowhere"), "error")
    board("effect-attached", FOREST + "effects:\n  - {card: Pale Moon, controller: alice, attached_to: f}\n", "error")
    board("attached-number", "players: [alice]\nbattlefield:\n" + aura % ("o", "7"), "error")

    # --- aliases, tags, nesting --------------------------------------------------------------------
    board("billion-laughs", laughs("laughs:\n", "  ") + "players: [a]\n", "error")
    board("billion-laughs-graveyards", "players: [a]\ngraveyards:\n  a:\n" + laughs(indent="    "), "error")
    board("alias-recursive-list", "players: &p [a, *p]\n", "error")
    board("alias-recursive-top", "&a [*a]\n", "error")
    board("alias-recursive-entry", "players: [a]\nbattlefield:\n  - &e {card: Forest, controller: a, noted: [*e]}\n", "error")
    board("alias-plain", "players: &p [a]\ngraveyards: {a: *p}\n", "error")
    board("merge-key", "players: [a]\nbase: &b {card: Forest, controller: a}\nbattlefield:\n  - {<<: *b}\n", "error")
    board("tag-python", "players: !!python/object/apply:os.system ['touch /tmp/pwned']\n", "error")
    board("tag-int", "players: [a]\nlife: {a: !!int '20'}\n", "error")
    board("tag-binary", "players: [!!binary aGVsbG8=]\n", "error")
    board("tag-local", "players: [!local a]\n", "error")
    board("deep-flow", "[" * 5000 + "]" * 5000 + "\n", "error")
    board("deep-block", "".join("  " * i + "a:\n" for i in range(200)) + "  " * 200 + "b\n", "error")

    # --- bytes that are not a UTF-8 board ----------------------------------------------------------
    board("latin1", FOREST.encode() + b"  - {card: For\xeat, controller: alice}\n", "error")
    board("utf16", FOREST.encode("utf-16"), "error")
    board("nul-byte", FOREST.encode() + b"\x00\n", "error")
    board("binary", bytes(range(256)) * 4, "error", ext="bin")
    board("lone-surrogate-bytes", b"players: [\xed\xa0\x80]\n", "error")

    # --- JSON --------------------------------------------------------------------------------------
    good_json = json.dumps({"players": ["alice"], "battlefield": [{"card": "Forest", "controller": "alice", "id": "f"}]})
    board("json-good", good_json, "answer", "could-produce", "{file}", ext="json")
    life = '{"players": ["a"], "life": {"a": %s}}'
    x_of = lambda x: json.dumps({"players": ["a"], "battlefield": [{"card": "Forest", "controller": "a", "x": x}]})  # noqa: E731
    for name, text in [("deep", "[" * 5000 + "]" * 5000), ("digits5000", life % ("1" * 5000)), ("nan", life % "NaN"),
                       ("infinity", life % "Infinity"), ("big-float", life % "1e400"), ("float", life % "20.5"),
                       ("duplicate", '{"players": ["a"], "players": ["b"]}'), ("trailing-comma", '{"players": ["a"],}'),
                       ("comment", '{"players": ["a"]} // no'), ("surrogate", '{"players": ["\\ud800"]}'),
                       ("nul", '{"players": ["a\\u0000b"]}'), ("escape", '{"players": ["a\\u001b[2J"]}'),
                       ("yaml-in-json", "players: [a]\n"), ("true-x", x_of(True)), ("2p31-x", x_of(2**31)),
                       ("empty", "")]:
        board(f"json-{name}", text, "error", ext="json")

    # --- zones -------------------------------------------------------------------------------------
    board("graveyard-unknown-card", "players: [a]\ngraveyards: {a: [Forrest Gump]}\n", "error")
    board("graveyard-not-list", "players: [a]\ngraveyards: {a: Forest}\n", "error")
    board("graveyard-unknown-player", "players: [a]\ngraveyards: {b: [Forest]}\n", "error")
    board("instant-on-battlefield", "players: [a]\nbattlefield:\n  - {card: Lightning Bolt, controller: a}\n", "error")

    # --- command-line values ---------------------------------------------------------------------
    damage = ("players: [alice, bob]\nbattlefield:\n  - {card: Phytohydra, controller: alice, id: phytohydra}\n"
              "effects:\n  - {card: Lightning Bolt, controller: bob, id: lightning-bolt}\n")
    board("damage-board", damage, "answer", "orderings", "{file}", "damage", "lightning-bolt", "phytohydra", "3", "--json")
    dmg = f"{{dir}}/{len(FILES) - 1:03d}-damage-board.yaml"
    for value in ("2147483648", "4294967299", "1000001", "-1", "1.5", "0x10", "٣", "9" * 5000, "1_0"):
        case(f"damage-amount-{value[:12]}", ["orderings", dmg, "damage", "lightning-bolt", "phytohydra", value, "--json"],
             "error")
    case("damage-amount-max", ["orderings", dmg, "damage", "lightning-bolt", "phytohydra", "1000000", "--json"], "answer")
    board("enter-board", "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice, id: f}\n", "answer",
          "could-produce", "{file}")
    ent = f"{{dir}}/{len(FILES) - 1:03d}-enter-board.yaml"
    for flag, value in (("--x", "2147483648"), ("--x", "1000000000000"), ("--kicked", "2147483648"), ("--x", "-1"),
                        ("--kicked", "1000001")):
        case(f"enter{flag}-{value}", ["orderings", ent, "enter", "Astral Cornucopia", "--controller", "alice", "--cast",
                                      flag, value, "--json"], "error")
    case("enter-x-max", ["orderings", ent, "enter", "Astral Cornucopia", "--controller", "alice", "--cast", "--x",
                         "1000000", "--json"], "answer")
    case("enter-controller-escape", ["orderings", ent, "enter", "Forest", "--controller", "\x1b[2J"], "error")
    case("enter-card-unknown-long", ["orderings", ent, "enter", "x" * 5000, "--controller", "alice"], "error")
    for value in ("2147483648", "0", "99999999999999999999"):
        case(f"tap-ability-{value[:12]}", ["orderings", ent, "tap", "f", "--ability", value], "error")
        case(f"can-activate-ability-{value[:12]}", ["can-activate", ent, "f", "--ability", value], "error")
    for name, cost in [("huge", "{99999999999}"), ("mono-hybrid", "{3000000000/W}"), ("superscript", "{²}"),
                       ("arabic", "{٣}"), ("many", "{G/P}" * 101), ("total", "{1000000}{1}"), ("x", "{X}"),
                       ("digits", "{" + "9" * 5000 + "}"), ("nested", "{{G}}"), ("empty", ""), ("escape", "{\x1b[2J}")]:
        case(f"cost-{name}", ["mana", ent, "alice", "--cost", cost], "error")
    case("cost-max", ["mana", ent, "alice", "--cost", "{1000000}"], "answer")
    for name, argv in [("produce-unknown-long", ["produce", ent, "x" * 10000]),
                       ("produce-escape", ["produce", ent, "\x1b]0;title\x07"]),
                       ("show-unknown", ["show", ent, "nowhere"]), ("mana-unknown-player", ["mana", ent, "carol\x1b[2J"]),
                       ("query-unbalanced", ["query", ent, 'named f "Forest']), ("query-unknown", ["query", ent, "weather"]),
                       ("query-control", ["query", ent, 'named f "For\x01est"']),
                       ("query-long-name", ["query", ent, "named f " + "x" * 5000]),
                       ("no-such-file", ["could-produce", "{dir}/does-not-exist.yaml"]),
                       ("folder", ["could-produce", "{dir}"])]:
        case(name, argv, "error")

    # --- amounts the rules compute -------------------------------------------------------------------
    def reflections(n: int, forests: int = 1, nyxbloom: int = 0) -> str:
        text = "players: [alice, bob]\nbattlefield:\n"
        text += "".join(f"  - {{card: Forest, controller: alice, id: f{'' if i == 0 else i}}}\n" for i in range(forests))
        text += "".join(f"  - {{card: Mana Reflection, controller: alice, id: r{i:02}}}\n" for i in range(n))
        return text + "".join(f"  - {{card: Nyxbloom Ancient, controller: alice, id: n{i}}}\n" for i in range(nyxbloom))

    for n in (31, 40):
        board(f"reflections-{n}-produce", reflections(n), "incomplete", "produce", "{file}", "f", "--json")
        board(f"reflections-{n}-orderings", reflections(n), "incomplete", "orderings", "{file}", "tap", "f", "--json")
        board(f"reflections-{n}-mana", reflections(n), "incomplete", "mana", "{file}", "alice", "--json")
    board("reflections-31-cost", reflections(31), "incomplete", "mana", "{file}", "alice", "--cost", "{G}", "--json")
    board("reflections-19-exact", reflections(19), "answer", "produce", "{file}", "f", "--json")
    board("nyxbloom-13", reflections(0, nyxbloom=13), "incomplete", "produce", "{file}", "f", "--json")
    board("mana-sum-too-large", reflections(19, forests=3), "incomplete", "mana", "{file}", "alice", "--json")
    board("furnace-damage", damage.replace("effects:", "  - {card: Furnace of Rath, controller: bob}\neffects:"),
          "incomplete", "orderings", "{file}", "damage", "lightning-bolt", "phytohydra", "600000", "--json")
    board("corpsejack-enter", "players: [alice]\nbattlefield:\n  - {card: Corpsejack Menace, controller: alice}\n",
          "incomplete", "orderings", "{file}", "enter", "Hangarback Walker", "--controller", "alice", "--cast", "--x",
          "600000", "--json")

    # --- round 3 (issue 30): invariant files, numeric flags at their extremes, messages, damage targets ----
    # An invariant is a clingo program: clingo's parser opens the file an #include names, so the words
    # #include and #script are refused wherever they are (the first case hid one from the old filter).
    secret = f"{len(FILES):03d}-included.lp"
    board("included", "permanent(secret_from_another_file).\n#show secret_shown/1.\n", "error", "check",
          "{file}", "--cards", "Forest", "--max-objects", "1", "--no-results", ext="lp")
    lands = ":- could_produce(O, T), not has_type(O, land).\n"
    check = ["check", "{file}", "--cards", "Forest, Llanowar Elves", "--max-objects", "1", "--no-results"]
    for name, text in [("comment-trick", f'% %*\n#include "tests/hostile/boards/{secret}".\n% *%\n'),
                       ("nested-block", f'%* %* *% #include "tests/hostile/boards/{secret}". *%\n'),
                       ("plain", f'#include "tests/hostile/boards/{secret}".\n'),
                       ("no-space", f'#include"tests/hostile/boards/{secret}".\n'),
                       ("system", "#include <incmode>.\n"), ("in-string", 'p("#include").\n'),
                       ("script", "#script (python)\nimport os\n#end.\n"), ("const", "#const amount_limit = 1.\n"),
                       ("external", "#external could_produce(x, g).\n"), ("program-part", "#program later.\n"),
                       ("defined", "#defined helper/1.\n"), ("weak", ":~ permanent(X). [1@1, X]\n"),
                       ("show-unknown", "#show secret_shown/1.\n"), ("syntax", ":- could_produce(O,\n")]:
        board(f"invariant-{name}", text + lands, "error", *check, ext="lp")
    board("invariant-not-utf8", b":- could_produce(O, T), \xff not has_type(O, land).\n", "error", *check, ext="lp")
    board("invariant-nul", ":- could_produce(O, T), not has_type(O, land).\0\n", "error", *check, ext="lp")
    board("invariant-show-and-base", "#program base.\n#show could_produce/2.\n% a comment\n" + lands, "answer", *check,
          ext="lp")
    board("card-list-not-utf8", b"Forest\n\xffLlanowar Elves\n", "error", "check", "could-produce", "--cards",
          "@{file}", "--max-objects", "1", "--no-results", ext="txt")
    for name, argv in [("conflicts-huge", ["mana", ent, "alice", "--conflicts", "99999999999999999999"]),
                       ("conflicts-2-32", ["mana", ent, "alice", "--conflicts", "4294967296"]),
                       ("memory-64", ["--memory", "64", "mana", ent, "alice"]),
                       ("memory-huge", ["mana", ent, "alice", "--memory", "99999999999999999999"]),
                       ("shard-memory-64", ["check", "could-produce", "--cards", "Forest", "--shard-memory", "64"]),
                       ("max-objects-2-31", ["check", "could-produce", "--cards", "Forest", "--max-objects", "2147483648",
                                             "--no-results"]),
                       ("max-objects-101", ["diverge", "--reading", "undefined_mana=before", "--vs",
                                            "undefined_mana=after", "--query", "could-produce", "--max-objects", "101"]),
                       ("workers-huge", ["check", "could-produce", "--cards", "Forest", "--workers", "100000"]),
                       ("timeout-inf", ["could-produce", ent, "--timeout", "1e999"]),
                       ("limit-2-31", ["orderings", ent, "tap", "f", "--format", "dot", "--limit", "2147483648"]),
                       ("results-not-folder", ["check", "could-produce", "--cards", "Forest", "--max-objects", "1",
                                               "--results", ent]),
                       ("reading-key-long", ["could-produce", ent, "--reading", "k" * 10000 + "=x"]),
                       ("reading-value-long", ["could-produce", ent, "--reading", "x_for_counters=" + "v" * 10000]),
                       ("invariant-name-long", ["check", "x" * 10000, "--no-results"])]:
        case(name, argv, "error")
    case("timeout-1e20", ["mana", ent, "alice", "--timeout", "1e20"], "answer")
    chaos = "players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice}\neffects:\n" \
            "  - {card: Chaos Moon, controller: alice, chosen: {branch: %s}}\n"
    board("branch-upper-case", chaos % "ODD", "answer", "show", "{file}")
    board("branch-unknown", chaos % "banana", "error", "show", "{file}")
    # CR 120.1: only players, creatures, planeswalkers and battles are dealt damage.
    target = ("players: [alice, bob]\nbattlefield:\n  - {card: Contamination, controller: alice, id: contamination}\n"
              "  - {card: Forest, controller: alice, id: forest}\n  - {card: Grizzly Bears, controller: bob, id: bears}\n"
              "effects:\n  - {card: Lightning Bolt, controller: bob, id: lightning-bolt}\n")
    for tgt, expect in (("contamination", "error"), ("forest", "error"), ("bears", "answer"), ("alice", "answer")):
        board(f"damage-target-{tgt}", target, expect, "orderings", "{file}", "damage", "lightning-bolt", tgt, "3")


def write(out: Path) -> None:
    generate()
    boards = out / "boards"
    boards.mkdir(parents=True, exist_ok=True)
    for old in boards.iterdir():
        if old.name not in FILES:
            old.unlink()
    for name, content in FILES.items():
        (boards / name).write_bytes(content)
    (out / "cases.json").write_text(json.dumps(CASES, indent=1, ensure_ascii=True) + "\n", encoding="ascii")


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests" / "hostile")
