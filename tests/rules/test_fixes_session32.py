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

from support import run_cli

HEAD = "players: [alice, bob]\nactive_player: alice\n"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "board.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _run_json(*args: str) -> tuple[int, dict]:
    done = run_cli(*args, "--json")
    assert done.returncode in (0, 3), done.stderr
    return done.returncode, json.loads(done.stdout)


def _damage_results(answer: dict) -> set[tuple]:
    return {(o["result"]["recipient"], o["result"]["damage"]) for o in answer["outcomes"]}


# --- 1. "any target" naming a permanent that can't be dealt damage (CR 614.9, 115.4) ---------------------------------

def test_an_any_target_redirection_to_an_enchantment_does_nothing_and_says_so(tmp_path):
    # Zhalfirin Crusader: "{1}{W}: The next 1 damage that would be dealt to this creature this turn is dealt to any
    # target instead." The target (a creature when chosen, CR 115.4: an enchantment creature under Opalescence, say) is
    # now a noncreature enchantment: CR 614.9, "... is no longer a battle, creature, or planeswalker when the damage
    # would be redirected, the effect does nothing". The 1 damage is dealt to the Crusader. Before: the same result,
    # complete, and nothing said why the effect was left out.
    board = _write(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Pacifism, controller: bob, id: paci}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, targets: [paci]}
""")
    rc, answer = _run_json("orderings", str(board), "damage", "giant", "z", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("z", 1)}
    assert any("Zhalfirin Crusader" in n and "614.9" in n for n in answer["notes"]), answer["notes"]
    # (passed) a creature target: the damage is redirected to it, and no such note
    board = _write(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Grizzly Bears, controller: bob, id: bears}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, targets: [bears]}
""")
    rc, answer = _run_json("orderings", str(board), "damage", "giant", "z", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("bears", 1)}
    assert not any("614.9" in n for n in answer["notes"])
    # (passed) damage to another creature: the effect doesn't apply, and says nothing
    board = _write(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Pacifism, controller: bob, id: paci}
  - {card: Grizzly Bears, controller: alice, id: bears}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, targets: [paci]}
""")
    rc, answer = _run_json("orderings", str(board), "damage", "giant", "bears", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("bears", 1)}
    assert not any("614.9" in n for n in answer["notes"])
