"""Tokens a board describes itself (token: {type_line: ..., colors: ..., text: ...}), issue 26: "a token described inline
by its name, type line and text, compiled like a card". CR 111.3: "The spell or ability that creates a token may define
the values of any number of characteristics for the token. This becomes the token's 'text.'" CR 111.4: "A spell or
ability that creates a token sets both its name and its subtype(s). If the spell or ability doesn't specify the name of
the token, its name is the same as its subtype(s) plus the word 'Token.'"
"""
from __future__ import annotations

import json
import subprocess
import sys

import clingo
import pytest
from support import ROOT, board_from, could, refused_board, run_cli

import mtgasp
from mtgasp.encoder import BoardError
from mtgasp.encoder.inline_tokens import TokenDefinition

SAPROLING = '{token: {type_line: "Creature — Saproling", colors: [G], power: 1, toughness: 1}, controller: alice}'
ELF = '{token: {type_line: "Creature — Elf Druid", colors: [G], power: 1, toughness: 1, text: "{T}: Add {G}."}, ' \
      'controller: alice, SICK}'


def board(*entries: str) -> str:
    rows = "\n".join(f"  - {e}" for e in entries)
    return f"players: [alice, bob]\nbattlefield:\n{rows}\n"


def test_a_described_token_is_named_by_its_subtypes_and_counted_as_a_creature():
    # CR 111.4: "Saproling Token"; Gaea's Cradle ("Add {G} for each creature you control") counts both.
    b = board_from(board("{card: Gaea's Cradle, controller: alice}", SAPROLING, SAPROLING))
    assert [(o.id, o.card, o.token) for o in b.objects[1:]] == [("saproling", "Saproling Token", True),
                                                              ("saproling-2", "Saproling Token", True)]
    pools = mtgasp.mana(b, "alice")
    assert pools.complete and [o.mana for o in pools.options] == ["GG"]


def test_a_described_tokens_mana_ability_is_compiled_and_summoning_sickness_applies():
    # CR 302.6: a creature's {T} ability can't be activated unless it has been under its controller's control
    # continuously since their most recent turn began (a token that just entered has not).
    sick = board_from(board(ELF.replace("SICK", "sick: true")))
    assert mtgasp.could_produce(sick).types["elf-druid"] == ("G",)
    check = mtgasp.can_activate(sick, "elf-druid")
    assert check.complete and not check.abilities[0].can_activate
    ready = board_from(board(ELF.replace(", SICK", "")))
    assert mtgasp.can_activate(ready, "elf-druid").abilities[0].can_activate
    # Elvish Archdruid: "{T}: Add {G} for each Elf you control": the Elf Druid token is one (CR 205.3m).
    both = board_from(board("{card: Elvish Archdruid, controller: alice}", ELF.replace(", SICK", "")))
    assert [o.mana for o in mtgasp.mana(both, "alice").options] == ["GGG"]


def test_a_described_tokens_colors_are_its_definitions():
    # CR 111.3 (and 202.2: a token has no mana cost: its colors are the ones its definition gives); the answer is
    # complete: no color is unrecorded.
    shown = mtgasp.show(board_from(board(SAPROLING)), "saproling")
    view = shown.objects["saproling"]
    assert shown.complete and view.colors == ("g",) and view.power_toughness == (1, 1), view
    colorless = board(SAPROLING.replace("[G]", "[]").replace("Saproling", "Construct"))
    assert mtgasp.show(board_from(colorless), "construct").objects["construct"].colors == ()


def test_a_named_token_keeps_its_name_and_its_keywords_are_read():
    # Dark Depths: "... create Marit Lage, a legendary 20/20 black Avatar creature token with flying and
    # indestructible" (CR 111.4: a token the ability names).
    entry = ('{token: {name: Marit Lage, type_line: "Legendary Creature — Avatar", colors: [B], power: 20, '
             'toughness: 20, text: "Flying, indestructible"}, controller: bob}')
    b = board_from(board(entry))
    facts = mtgasp.board_facts(b)
    assert 'keyword("Marit Lage",1,flying).' in facts and 'keyword("Marit Lage",1,indestructible).' in facts
    assert 'card_supertype("Marit Lage",legendary).' in facts and 'token_color("Marit Lage",b).' in facts
    assert b.objects[0].id == "marit-lage"


def test_unread_text_of_a_described_token_keeps_the_answer_incomplete_naming_it():
    # "Never a silently wrong answer": a line the compiler can't read is unmodelled like a card's.
    entry = ('{token: {type_line: "Creature — Soldier", colors: [W], power: 1, toughness: 1, '
             'text: "Other creatures you control get +1/+1 as long as it is your turn and the moon is full."}, '
             'controller: alice}')
    shown = mtgasp.show(board_from(board(entry, SAPROLING)), "saproling")
    assert not shown.complete and "Soldier Token" in " ".join(str(n) for n in shown.incomplete)


def test_two_boards_in_one_process_keep_their_own_descriptions():
    red = board_from(board(ELF.replace(", SICK", "").replace("{G}.", "{R}.")))
    green = board_from(board(ELF.replace(", SICK", "")))
    assert mtgasp.could_produce(red).types["elf-druid"] == ("R",)
    assert mtgasp.could_produce(green).types["elf-druid"] == ("G",)
    assert mtgasp.could_produce(red).types["elf-druid"] == ("R",)


def test_a_board_built_in_python_describes_a_token():
    token = TokenDefinition("Spirit Token", "Creature — Spirit", ("w",), "1", "1", "Flying")
    obj = mtgasp.BoardObject(id="s", card="Spirit Token", controller="a", owner="a", token=True, definition=token)
    b = mtgasp.Board(players=("a",), active_player="a", objects=(obj,))
    assert mtgasp.show(b, "s").objects["s"].colors == ("w",)
    with pytest.raises(BoardError, match="token=True and card= its name"):
        mtgasp.BoardObject(id="s", card="Spirit", controller="a", owner="a", token=True, definition=token)
    with pytest.raises(BoardError, match="name of a card of the library"):
        forest = TokenDefinition("Forest", "Land — Forest", ())
        mtgasp.BoardObject(id="s", card="Forest", controller="a", owner="a", token=True, definition=forest)


def test_the_text_reaches_the_program_only_as_strings():
    # A board's text can never become code (tests/encoder/test_injection.py): a quote, a period and a rule in the text.
    entry = ('{token: {type_line: "Creature — Elf", colors: [G], power: 1, toughness: 1, '
             'text: "Flying\\"). injected(1). text(\\"x"}, controller: alice}')
    facts = mtgasp.board_facts(board_from(board(entry)))
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    assert not any(a.symbol.name == "injected" for a in ctl.symbolic_atoms)


@pytest.mark.parametrize("entry, message", [
    ('{token: {type_line: "Creature — Saproling", power: 1, toughness: 1}, controller: alice}',
     "token: colors is required"),
    ('{token: {type_line: "Creture — Saproling", colors: [G], power: 1, toughness: 1}, controller: alice}',
     "'Creture' is no card type or supertype (CR 205.2a, 205.4a) (did you mean: Creature?)"),
    ('{token: {type_line: "Creature — Saproling", colors: [G]}, controller: alice}',
     "a creature token's definition gives its power and toughness"),
    ('{token: {type_line: "Creature — Saproling", colors: [Gren], power: 1, toughness: 1}, controller: alice}',
     "unknown color 'Gren'"),
    ('{token: {type_lines: "Creature — Saproling", colors: [G]}, controller: alice}',
     "unknown key 'type_lines' (did you mean: type_line?)"),
    ('{token: {name: Forest, type_line: "Land — Forest", colors: []}, controller: alice}',
     "is the name of a card of the library or of a predefined token"),
    ('{token: {type_line: "Creature — Saproling", colors: [G], power: 1, toughness: 1}, card: Forest, '
     'controller: alice}', "give either card:"),
    # CR 205.3: a subtype is one of the rules' lists (a misspelt "Ëlf" was an Elf to no Elvish Archdruid, silently);
    # CR 205.3d: "An object can't have a subtype that doesn't correspond to one of that object's types" (an
    # "Artifact — Forest" token was kept with its Forest type dropped, silently); one dash.
    ('{token: {type_line: "Creature — Ëlf Warrior", colors: [G], power: 1, toughness: 1}, controller: alice}',
     "type_line: 'Ëlf' is no subtype (CR 205.3) (did you mean: Elf"),
    ('{token: {type_line: "Artifact — Forest", colors: []}, controller: alice}',
     "type_line: 'Forest' is a subtype of Land only, not of Artifact (CR 205.3d)"),
    ('{token: {type_line: "Creature — Elf — Warrior", colors: [G], power: 1, toughness: 1}, controller: alice}',
     "give the subtypes as words after one dash"),
])
def test_a_bad_description_is_one_line_exit_2(tmp_path, entry, message):
    refused_board(tmp_path, board(entry), 3, message)


def test_two_tokens_of_one_name_must_be_described_alike(tmp_path):
    path = tmp_path / "twice.yaml"
    path.write_text(board(SAPROLING, SAPROLING.replace("power: 1", "power: 2")), encoding="utf-8")
    done = run_cli("could-produce", str(path))
    assert done.returncode == 2 and "'Saproling Token' is described otherwise by saproling" in done.stderr


def test_the_command_line_answers_on_a_described_token(tmp_path):
    path = tmp_path / "elves.yaml"
    path.write_text(board("{card: Gaea's Cradle, controller: alice}", ELF.replace(", SICK", ""), SAPROLING),
                    encoding="utf-8")
    done = run_cli("mana", str(path), "alice")
    assert done.returncode == 0, done.stderr
    assert "{G}{G}{G}" in done.stdout and "gaea-s-cradle ability 1: {G}{G}" in done.stdout, done.stdout


def test_only_a_board_that_describes_a_token_loads_the_compiler():
    probe = """
import json, sys, mtgasp
board = mtgasp.parse_board(sys.argv[1])
assert mtgasp.could_produce(board).types
print(json.dumps(any(m.startswith(("lark", "mtgasp.compiler")) for m in sys.modules)))
"""
    for entries, loaded in (((SAPROLING,), "true"), (("{token: Treasure, controller: alice}",), "false")):
        out = subprocess.run([sys.executable, "-c", probe, board(*entries)], capture_output=True, text=True,
                             check=True, cwd=ROOT).stdout
        assert out.strip().splitlines()[-1] == loaded


def test_could_produce_helper_reads_described_tokens():
    assert could(board(ELF.replace(", SICK", ""))).types["elf-druid"] == ("G",)


def test_a_subtype_of_two_words_is_one_subtype():
    # CR 205.3m lists "Time Lord" among the creature types: "Creature — Time Lord Doctor" has two subtypes, not three
    # (before, "Time" and "Lord", neither a subtype); "Kindred Artifact — Elf" has a creature type (CR 308.2 [kindred]).
    facts = mtgasp.board_facts(board_from(board(
        '{token: {type_line: "Creature — Time Lord Doctor", colors: [], power: 1, toughness: 1}, controller: alice}',
        '{token: {type_line: "Kindred Artifact — Elf", colors: []}, controller: alice}')))
    assert 'card_subtype("Time Lord Doctor Token",time_lord).' in facts
    assert 'card_subtype("Time Lord Doctor Token",time).' not in facts
    assert 'card_subtype("Elf Token",elf).' in facts


def test_a_token_entering_is_named_by_its_name_or_its_predefined_word(tmp_path):
    # CR 111.6: "A token is subject to anything that affects permanents in general or that affects the token's card
    # type or subtype": Blind Obedience ("Artifacts and creatures your opponents control enter tapped") taps an
    # opponent's Treasure (an artifact, CR 111.10a) and a described Saproling as they enter (CR 111.2), not its own
    # controller's. A token is named with or without the word "Token" (CR 111.4).
    path = tmp_path / "tokens.yaml"
    path.write_text(board("{card: Blind Obedience, controller: bob}", SAPROLING), encoding="utf-8")
    for word, player, tapped in (("Treasure", "alice", True), ("saproling", "alice", True),
                                 ("Saproling Token", "bob", False)):
        done = run_cli("orderings", str(path), "enter", word, "--controller", player, "--json")
        assert done.returncode == 0, done.stderr
        answer = json.loads(done.stdout)
        assert answer["complete"], answer
        assert [o["result"]["tapped"] for o in answer["outcomes"]] == [tapped], answer["outcomes"]


def test_a_described_tokens_own_entering_text_applies_with_the_others():
    # A token's text is its definition's (CR 111.3): "This creature enters with two +1/+1 counters on it" applies
    # as it enters, and Hardened Scales adds one more (its ruling of 2014-09-20: "If a creature would enter the
    # battlefield with a number of +1/+1 counters on it while you control Hardened Scales, it enters with that many
    # counters plus one"): one order, the token's own effect first (before it, there are no counters to add to).
    hydra = ('{token: {type_line: "Creature — Hydra", colors: [G], power: 0, toughness: 0, text: "This creature '
             'enters with two +1/+1 counters on it."}, controller: alice}')
    answer = mtgasp.orderings(board_from(board("{card: Hardened Scales, controller: alice}", hydra)),
                              mtgasp.EnterEvent("Hydra", "alice"))
    assert answer.complete and [o.result["counters_by_kind"] for o in answer.outcomes] == [{"p1p1": 3}], \
        answer.outcomes


def test_a_token_is_never_cast_and_an_unknown_one_names_the_nearest(tmp_path):
    path = tmp_path / "tokens.yaml"
    path.write_text(board(SAPROLING), encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Treasure", "--controller", "alice", "--cast")
    assert done.returncode == 2 and "CR 111.2" in done.stderr and len(done.stderr.strip().splitlines()) == 1
    done = run_cli("orderings", str(path), "enter", "Saprolin", "--controller", "alice")
    assert done.returncode == 2 and "Saproling Token" in done.stderr and "Traceback" not in done.stderr
