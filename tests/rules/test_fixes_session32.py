"""Four small fixes of session 32 (fixes32, issues 26 and 27), each with a test that failed before its fix:
- an "any target" redirection (Zhalfirin Crusader) whose target can't be dealt damage now: the effect does nothing
  (CR 614.9), and the answer now says so (a note) rather than leave it out silently;
- "As this enters, ... it becomes your choice of ..." (Primal Clay) and "As this enters, choose ..." (Frontier Siege)
  are recognised as affecting the entering permanent only: other cards entering beside them are complete;
- Renata's "power is equal to your devotion to green" is a power-setting CDA, not a color effect (CR 604.3, 613.4a).
"""
from __future__ import annotations

import json
from pathlib import Path

from support import board_file, cli_json, run_cli

HEAD = "players: [alice, bob]\nactive_player: alice\n"


def _damage_results(answer: dict) -> set[tuple]:
    return {(o["result"]["recipient"], o["result"]["damage"]) for o in answer["outcomes"]}


# --- 1. "any target" naming a permanent that can't be dealt damage (CR 614.9, 115.4) ---------------------------------

def test_an_any_target_redirection_to_an_enchantment_does_nothing_and_says_so(tmp_path):
    # Zhalfirin Crusader: "{1}{W}: The next 1 damage that would be dealt to this creature this turn is dealt to any
    # target instead." The target (a creature when chosen, CR 115.4: an enchantment creature under Opalescence, say) is
    # now a noncreature enchantment: CR 614.9, "... is no longer a battle, creature, or planeswalker when the damage
    # would be redirected, the effect does nothing". The 1 damage is dealt to the Crusader. Before: the same result,
    # complete, and nothing said why the effect was left out.
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Pacifism, controller: bob, id: paci}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, targets: [paci]}
""")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "z", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("z", 1)}
    assert any("Zhalfirin Crusader" in n and "614.9" in n for n in answer["notes"]), answer["notes"]
    # (passed) a creature target: the damage is redirected to it, and no such note
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Grizzly Bears, controller: bob, id: bears}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, targets: [bears]}
""")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "z", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("bears", 1)}
    assert not any("614.9" in n for n in answer["notes"])
    # (passed) damage to another creature: the effect doesn't apply, and says nothing
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Pacifism, controller: bob, id: paci}
  - {card: Grizzly Bears, controller: alice, id: bears}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, targets: [paci]}
""")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "bears", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("bears", 1)}
    assert not any("614.9" in n for n in answer["notes"])


# --- 2. an unread effect on its own permanent's entering (CR 614.12, 614.1c) -----------------------------------------

def _enter(tmp_path: Path, beside: str, card: str) -> tuple[int, dict]:
    board = board_file(tmp_path, HEAD + f"battlefield:\n  - {{card: {beside}, controller: alice, id: beside}}\n")
    return cli_json("orderings", str(board), "enter", card, "--controller", "alice")


def test_primal_clay_changes_only_itself(tmp_path):
    # Primal Clay: "As this creature enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature
    # with flying, or a 1/6 Wall artifact creature with defender in addition to its other types." CR 614.12: an effect
    # that modifies how a permanent enters "may come from the permanent itself if [it affects] only that permanent".
    # Grizzly Bears entering beside it: untapped, no counters, complete. Before: incomplete for the whole board.
    # (Since session 34 the form it became is the board's chosen: {form: P/T}, CR 707.2; a board that doesn't say it
    # leaves its subtypes and abilities unknown to every answer, said, rules/core/incomplete.lp form_not_chosen.)
    rc, answer = _enter(tmp_path, "Primal Clay, chosen: {form: 3/3}", "Grizzly Bears")
    assert rc == 0 and answer["complete"], answer["notes"]
    rc, answer = _enter(tmp_path, "Primal Clay", "Grizzly Bears")
    assert rc == 3 and any("Primal Clay" in n and "form" in n for n in answer["notes"])
    # Primal Clay itself entering: its choice was not read, and the answer said so; since session 34 (enter34) each of
    # its three forms is explored (CR 614.12a: the choice is made before it enters), complete.
    rc, answer = _enter(tmp_path, "Grizzly Bears", "Primal Clay")
    assert rc == 0 and answer["complete"] and len(answer["outcomes"]) == 3, answer
    # ... and on the battlefield, a form not given is not vouched for (show: the whole board, since its subtypes and
    # abilities may be any form's); the form given, its power and toughness are the form's (CR 707.2).
    board = board_file(tmp_path, HEAD + "battlefield:\n  - {card: Primal Clay, controller: alice, id: clay}\n"
                                    "  - {card: Grizzly Bears, controller: alice, id: bears}\n")
    done = run_cli("show", str(board), "--json")
    assert done.returncode == 3, done.stderr
    assert any("Primal Clay" in n and "form" in n for n in json.loads(done.stdout)["notes"])
    board.write_text(board.read_text().replace("id: clay}", "id: clay, chosen: {form: 1/6}}"))
    done = run_cli("show", str(board), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["objects"]["clay"]["power_toughness"] == [1, 6]


def test_frontier_siege_modes_trigger_on_others_entering_without_being_an_effect_on_it(tmp_path):
    # Frontier Siege: "As this enchantment enters, choose Khans or Dragons. • Khans — At the beginning of each of your
    # main phases, add {G}{G}. • Dragons — Whenever a creature you control with flying enters, you may have it fight
    # target creature you don't control." The Dragons trigger's "enters" is an event that triggers (CR 603.6a), no effect
    # on that creature's entering: Grizzly Bears entering beside it is complete. Before: incomplete, naming the Siege.
    rc, answer = _enter(tmp_path, "Frontier Siege", "Grizzly Bears")
    assert rc == 0 and answer["complete"], answer["notes"]
    # The Siege itself entering: its choice is read since session 35 (CR 614.12a, both explored) and its modes, triggered
    # abilities, change nothing about its entering: complete.
    rc, answer = _enter(tmp_path, "Grizzly Bears", "Frontier Siege")
    assert rc == 0 and answer["complete"], answer["notes"]


# --- 4. a power-setting CDA is not a color effect (CR 604.3, 613.4a) -------------------------------------------------

def test_renatas_devotion_to_green_changes_no_color(tmp_path):
    # Renata, Called to the Hunt: "Renata's power is equal to your devotion to green." A characteristic-defining
    # ability setting power (CR 604.3, layer 7a: 613.4a): it counts green mana symbols and changes no object's colors
    # (layer 5). Before: read as a color effect, so every object's colors were unsure (colors_unsure), and the cells of
    # docs/commutation-atlas.md were incomplete depending on which cells shared a batch with Renata.
    board = board_file(tmp_path, HEAD + "battlefield:\n  - {card: \"Renata, Called to the Hunt\", controller: alice, "
                                    "id: renata}\n  - {card: Grizzly Bears, controller: alice, id: bears}\n")
    done = run_cli("show", str(board), "--json")
    assert done.returncode in (0, 3), done.stderr
    objects = json.loads(done.stdout)["objects"]
    for obj in ("renata", "bears"):
        assert "colors" not in objects[obj].get("incomplete_fields", []), objects[obj]
    assert objects["renata"]["colors"] == ["G"] and objects["bears"]["colors"] == ["G"]
