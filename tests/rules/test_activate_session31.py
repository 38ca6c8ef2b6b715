"""can-activate on real cards, session 31 (activate17, issue 26): loyalty abilities (CR 606), Walking Ballista's
counter abilities (CR 118.3, 115.4, 602.2), a Class's level abilities (CR 716.2a), the board's sorcery_timing,
loyalty_activated and level, and commanders: refused when the card can't be one (CR 903.3, 903.3a, 702.124k).
Each end to end through the command line (`mtgasp can-activate BOARD ID --json`)."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from support import battlefield, refused_board, run_cli

import mtgasp
from mtgasp.render.words import error


def cli(tmp_path: Path, board: str, target: str, *extra: str) -> tuple[int, dict]:
    path = tmp_path / "board.yaml"
    path.write_text(textwrap.dedent(board), encoding="utf-8")
    done = run_cli("can-activate", str(path), target, "--json", "--explain", *extra)
    assert done.returncode in (0, 3), done.stderr
    return done.returncode, json.loads(done.stdout)


def by_text(answer: dict) -> dict[str, dict]:
    """Each ability's check, by the start of its text ("[+1]", "[−3]", "{4}", ...)."""
    return {a["text"].split(":")[0]: a for a in answer["abilities"]}


def reasons(check: dict) -> list[tuple[str, str]]:
    """Why it can't be activated (JSON "reasons"), as (rule, text)."""
    return [(r["rule"], r["text"]) for r in check["reasons"]]


def met(check: dict) -> list[tuple[str, str]]:
    """What it meets (--explain, JSON "why"), as (rule, text)."""
    return [(r["rule"], r["text"]) for r in check.get("why", [])]


CHANDRA = """\
    players: [alice, bob]
    active_player: {active}
    {timing}battlefield:
      - {{card: "Chandra, Torch of Defiance", controller: alice, id: chandra, counters: {{loyalty: {loyalty}}}{extra}}}
      - {{card: {creature}, controller: bob, id: creature}}
"""


def chandra(active: str = "alice", loyalty: int = 4, timing: str = "sorcery_timing: true\n    ",
            extra: str = ", loyalty_activated: false", creature: str = "Grizzly Bears") -> str:
    return CHANDRA.format(active=active, loyalty=loyalty, timing=timing, extra=extra, creature=creature)


# --- Loyalty abilities (CR 606) ---------------------------------------------------------------------------------------

def test_chandra_with_four_loyalty_in_her_main_phase_can_activate_all_but_her_ultimate(tmp_path):
    # CR 606.6: "A loyalty ability with a negative loyalty cost ... can't be activated unless the permanent has at
    # least that many loyalty counters on it": [−3] with 4 yes, [−7] no. The board says it is alice's main phase with
    # the stack empty and no loyalty ability of Chandra was activated this turn (CR 606.3): the answer is complete.
    rc, answer = cli(tmp_path, chandra(), "chandra")
    checks = by_text(answer)
    assert {k: v["can_activate"] for k, v in checks.items()} == {"[+1]": True, "[−3]": True, "[−7]": False}, checks
    assert ("606.6", "it removes 7 loyalty counters and has 4") in reasons(checks["[−7]"])
    # (the two [+1] abilities: the first listed; each a yes)
    assert sum(a["can_activate"] for a in answer["abilities"]) == 3
    assert rc == 0 and answer["complete"], answer


@pytest.mark.parametrize("creature", ["Forest", "Kor Firewalker"])
def test_chandras_minus_three_needs_a_creature_to_target_cr_601_2c(tmp_path, creature):
    # "[−3]: Chandra deals 4 damage to target creature." — no creature (a Forest), or only one with protection from red
    # (Kor Firewalker; Chandra is red, CR 702.16b): no legal target, a complete "no" (CR 601.2c).
    rc, answer = cli(tmp_path, chandra(creature=creature), "chandra")
    check = by_text(answer)["[−3]"]
    assert not check["can_activate"] and "601.2c" in [r for r, _ in reasons(check)]
    assert rc == 0 and answer["complete"]


def test_chandras_minus_three_needs_three_loyalty_cr_606_6(tmp_path):
    rc, answer = cli(tmp_path, chandra(loyalty=2), "chandra")
    checks = by_text(answer)
    assert not checks["[−3]"]["can_activate"] and ("606.6", "it removes 3 loyalty counters and has 2") in \
        reasons(checks["[−3]"])
    assert checks["[+1]"]["can_activate"] and rc == 0 and answer["complete"]


def test_no_loyalty_ability_in_another_players_turn_cr_606_3(tmp_path):
    # CR 606.3: "... during a main phase of their turn": in bob's turn none of Chandra's abilities; a complete "no"
    # (whatever the phase, the stack or what was activated).
    rc, answer = cli(tmp_path, chandra(active="bob", timing="", extra=""), "chandra")
    assert rc == 0 and answer["complete"]
    for check in answer["abilities"]:
        assert not check["can_activate"] and ("606.3", "it can be activated only during its controller's turn") in \
            reasons(check)


def test_a_second_loyalty_ability_the_same_turn_is_refused_cr_606_3(tmp_path):
    # Ruling on Chandra, Torch of Defiance (2016-09-20): "Like all loyalty abilities, it can be activated only once per
    # turn, during your main phase, when the stack is empty, and only if no other loyalty abilities of the planeswalker
    # have been activated this turn."
    rc, answer = cli(tmp_path, chandra(extra=", loyalty_activated: true"), "chandra")
    assert rc == 0 and answer["complete"]
    for check in answer["abilities"]:
        assert not check["can_activate"]
        assert ("606.3", "a loyalty ability of this permanent was already activated this turn") in reasons(check)


def test_not_the_main_phase_with_an_empty_stack_refuses_them_cr_307_1(tmp_path):
    rc, answer = cli(tmp_path, chandra(timing="sorcery_timing: false\n    "), "chandra")
    assert rc == 0 and answer["complete"]
    assert all(not c["can_activate"] and "307.1" in [r for r, _ in reasons(c)] for c in answer["abilities"])


@pytest.mark.parametrize("timing, extra, missing", [
    ("", ", loyalty_activated: false", "sorcery timing"),  # the phase and the stack, not given
    ("sorcery_timing: true\n    ", "", "loyalty once"),  # whether one was activated this turn, not given
])
def test_what_the_board_doesnt_say_keeps_a_yes_incomplete(tmp_path, timing, extra, missing):
    rc, answer = cli(tmp_path, chandra(timing=timing, extra=extra), "chandra")
    checks = by_text(answer)
    assert rc == 3 and not answer["complete"]
    assert checks["[+1]"]["can_activate"] and not checks["[−7]"]["can_activate"]
    text = run_cli("can-activate", str(tmp_path / "board.yaml"), "chandra").stdout
    assert missing in text, text


def test_a_loyalty_ability_that_adds_mana_is_no_mana_ability_cr_605_1a():
    # Ruling on Chandra (2016-09-20): "Loyalty abilities can't be mana abilities." Her [+1]: Add {R}{R} makes no mana
    # while a cost is paid (could-produce under the reading of mana abilities only: nothing from her).
    b = battlefield("{card: \"Chandra, Torch of Defiance\", controller: alice, id: chandra, counters: {loyalty: 4}}")
    assert mtgasp.mana(b, "alice").options[0].mana == ""


def test_the_loyalty_costs_are_read_from_every_planeswalkers_text():
    # CR 606.4: "[+N]" puts, "[−N]" removes N loyalty counters; "[0]"; "[−X]": X chosen, 0 or more (CR 107.3a).
    from mtgasp.encoder.library import card_source
    facts = card_source("Tezzeret the Seeker").facts + card_source("Gideon, Ally of Zendikar").facts
    for term in ("loyalty(1)", "loyalty(minus_x)", "loyalty(-5)", "loyalty(0)", "loyalty(-4)"):
        assert term in facts, term


def test_minus_x_never_needs_a_counter(tmp_path):
    # Tezzeret the Seeker's "[−X]: Search your library for an artifact card with mana value X or less": X may be 0.
    board = """\
        players: [alice, bob]
        sorcery_timing: true
        battlefield:
          - {card: Tezzeret the Seeker, controller: alice, id: tez, counters: {loyalty: 0}, loyalty_activated: false}
    """
    rc, answer = cli(tmp_path, board, "tez")
    checks = by_text(answer)
    assert checks["[−X]"]["can_activate"] and not checks["[−5]"]["can_activate"]


# --- Walking Ballista (CR 118.3, 602.2, 115.4) ---------------------------------------------------------------------

BALLISTA = """\
    players: [alice, bob]
    battlefield:
      - {{card: Walking Ballista, controller: alice, id: ballista, counters: {{"+1/+1": {n}}}}}
      - {{card: Forest, controller: alice}}
      - {{card: Forest, controller: alice, id: f2}}
      - {{card: Forest, controller: alice, id: f3}}
      - {{card: Forest, controller: alice, id: f4}}
"""


def test_walking_ballista_removes_a_counter_to_deal_damage_complete(tmp_path):
    # "Remove a +1/+1 counter from this creature: It deals 1 damage to any target." — with 2 counters, yes (CR
    # 118.3), and a player is always a legal target (CR 115.4); "{4}: Put a +1/+1 counter on this creature." — four
    # Forests pay {4}. Both effects change nothing the activation depends on: complete.
    rc, answer = cli(tmp_path, BALLISTA.format(n=2), "ballista")
    checks = by_text(answer)
    assert checks["{4}"]["can_activate"] and checks["Remove a +1/+1 counter from this creature"]["can_activate"]
    assert rc == 0 and answer["complete"], answer


def test_walking_ballista_without_counters_cant_remove_one(tmp_path):
    rc, answer = cli(tmp_path, BALLISTA.format(n=0), "ballista")
    check = by_text(answer)["Remove a +1/+1 counter from this creature"]
    assert not check["can_activate"] and ("118.3", "it needs 1 +1/+1 counter to remove and has 0") in reasons(check)
    assert rc == 0 and answer["complete"]


def test_a_player_with_shroud_keeps_ballistas_target_unsure():
    # CR 702.18a: True Believer's "You have shroud" (unmodelled) may leave no legal target: said, never a complete yes.
    b = battlefield("{card: Walking Ballista, controller: alice, id: ballista, counters: {\"+1/+1\": 1}}",
                    "{card: True Believer, controller: alice}")
    answer = mtgasp.can_activate(b, "ballista")
    assert not answer.complete


# --- A Class's level abilities (CR 716.2a) -------------------------------------------------------------------------

DRUID = """\
    players: [alice, bob]
    {timing}battlefield:
      - {{card: Druid Class, controller: alice, id: druid{level}}}
      - {{card: Forest, controller: alice}}
      - {{card: Forest, controller: alice, id: f2}}
      - {{card: Forest, controller: alice, id: f3}}
      - {{card: Forest, controller: alice, id: f4}}
      - {{card: Forest, controller: alice, id: f5}}
"""


def levels(answer: dict) -> dict[str, dict]:
    return {a["text"]: a for a in answer["abilities"]}


def test_druid_class_at_level_one_can_gain_level_two_not_three_cr_716_2a(tmp_path):
    # CR 716.2a: "[Cost]: Level N" means "... Activate only if this Class is level N-1 and only as a sorcery."
    rc, answer = cli(tmp_path, DRUID.format(timing="sorcery_timing: true\n    ", level=", level: 1"), "druid")
    checks = levels(answer)
    assert checks["{2}{G}: Level 2"]["can_activate"]
    assert not checks["{4}{G}: Level 3"]["can_activate"]
    assert ("716.2a", "it can be activated only if this Class is level 2 (it is level 1)") in \
        reasons(checks["{4}{G}: Level 3"])
    assert rc == 0 and answer["complete"], answer


def test_druid_class_at_level_two_can_gain_level_three(tmp_path):
    rc, answer = cli(tmp_path, DRUID.format(timing="sorcery_timing: true\n    ", level=", level: 2"), "druid")
    checks = levels(answer)
    assert not checks["{2}{G}: Level 2"]["can_activate"] and checks["{4}{G}: Level 3"]["can_activate"]


def test_a_class_whose_level_the_board_doesnt_give_is_incomplete(tmp_path):
    rc, answer = cli(tmp_path, DRUID.format(timing="sorcery_timing: true\n    ", level=""), "druid")
    assert rc == 3 and not answer["complete"]


# --- The board's fields ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, line, message", [
    ("players: [alice]\nsorcery_timing: yes please\nbattlefield: []\n", 2, "sorcery_timing: give true or false"),
    ("players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice, loyalty_activated: 1}\n", 3,
     "loyalty_activated: give true or false"),
    ("players: [alice]\nbattlefield:\n  - {card: Druid Class, controller: alice, level: 0}\n", 3,
     "level: give a whole number from 1 to 10"),
])
def test_the_new_fields_refuse_bad_values_in_one_line(tmp_path, text, line, message):
    refused_board(tmp_path, text, line, message)


# --- Commanders (CR 903.3) -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("commanders, message", [
    ("Grizzly Bears", "Grizzly Bears can't be a commander: it is not a legendary creature"),  # not legendary
    ("Forest", "Forest can't be a commander"),
    ('"Agent of the Iron Throne"', "Agent of the Iron Throne is a Background: it can be a commander only beside one "
                                   "that may \"Choose a Background\" (CR 702.124k)"),
    ('["Korvold, Fae-Cursed King", "Agent of the Iron Throne"]', "(CR 702.124k)"),
])
def test_an_illegal_commander_is_refused_naming_the_card_and_the_rule(tmp_path, commanders, message):
    refused_board(tmp_path, f"players: [alice, bob]\ncommanders: {{alice: {commanders}}}\nbattlefield: []\n", 2,
                  message)


@pytest.mark.parametrize("commanders", [
    '"Korvold, Fae-Cursed King"',  # a legendary creature card (CR 903.3a... (a))
    '"Teferi, Temporal Archmage"',  # "Teferi, Temporal Archmage can be your commander." (CR 903.3a)
    '"Parhelion II"',  # a legendary Vehicle card (CR 903.3 (b))
    '["Wilson, Refined Grizzly", "Agent of the Iron Throne"]',  # Choose a Background (CR 702.124k)
    '"Esika, God of the Tree"',  # a modal double-faced card whose front face is a legendary creature
])
def test_a_legal_commander_is_accepted(commanders):
    b = battlefield(head=f"players: [alice, bob]\ncommanders: {{alice: {commanders}}}\n")
    assert b.commanders[0][0] == "alice"
    mtgasp.encode(b)  # (the rules decide: rules/core/commander_legality.lp; a board they refuse raises here)


def test_a_board_built_by_hand_is_checked_too():
    # (the rules refuse it when a question runs on it: rules/core/commander_legality.lp, session 32)
    # (the API raises the rules' code, render/words.py: error() words it as the command line does)
    with pytest.raises(mtgasp.BoardError) as refused:
        mtgasp.encode(mtgasp.Board(players=("alice",), active_player="alice", objects=(),
                                   commanders=(("alice", ("Grizzly Bears",)),)))
    assert "Grizzly Bears can't be a commander" in str(error(refused.value)), refused.value


def test_a_backgrounds_grant_reaches_the_commander_creature_on_the_battlefield():
    # CR 702.124k, 613.1f: Wilson, Refined Grizzly ("Choose a Background") with Agent of the Iron Throne as alice's
    # commanders: "Commander creatures you own have "Whenever an artifact or creature you control is put into a graveyard
    # from the battlefield, each opponent loses 1 life."" gives Wilson that ability (`show` lists it, CR 109.3). (Until
    # session 31 tests/rules/test_unread_clusters.py made Grizzly Bears the commander, which CR 903.3 forbids.)
    b = battlefield("{card: \"Wilson, Refined Grizzly\", controller: alice, id: wilson}",
                    "{card: Agent of the Iron Throne, controller: alice, id: agent}",
                    head="players: [alice, bob]\ncommanders: {alice: [\"Wilson, Refined Grizzly\", "
                         "\"Agent of the Iron Throne\"], bob: []}\n")
    shown = mtgasp.show(b)
    has = " / ".join(a.text for a in shown.objects["wilson"].abilities)
    assert not shown.complete or "each opponent loses 1 life" in has, has


@pytest.mark.parametrize("level, bears", [(1, ()), (2, ("U", "R"))])
def test_a_class_level_the_board_gives_decides_its_abilities(level, bears):
    # CR 716.2a: "As long as this Class is level N or greater, it has [abilities]": Sorcerer Class's level-2 ability
    # ("Creatures you control have "{T}: Add {U} or {R}. ..."") is the Class's at level 2, not at level 1 (the board's
    # level:, CR 716.2b). (Without level:, tests/rules/test_special_card_types.py: incomplete.)
    answer = mtgasp.could_produce(battlefield(f"{{card: Sorcerer Class, controller: alice, level: {level}}}",
                                              "{card: Grizzly Bears, controller: alice, id: bears}"))
    assert answer.complete and answer.types["bears"] == bears, answer.incomplete
