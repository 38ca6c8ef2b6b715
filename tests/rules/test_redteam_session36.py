"""Session 36, redteam26: red team of the explorer's events (enter, damage, counters) and could-produce on Commander-like
boards, issue 26 ("never a silently wrong answer"). Each answer was predicted from the Oracle text, the CR and the
rulings before it was run; a test here is a wrong answer or an accepted impossible board that was found (and fixed)."""
from __future__ import annotations

import pytest
from support import board_file, oracle_cards, run_cli

from mtgasp.compiler.compile import compile_card
from mtgasp.compiler.printed_reads import max_targets

SALVE_BOARD = ("players: [alice, bob]\nbattlefield:\n  - {card: Prodigal Pyromancer, controller: alice, id: pyro}\n"
               "  - {card: Grizzly Bears, controller: bob, id: bear}\neffects:\n"
               "  - {card: Healing Salve, controller: bob, targets: [%s]}\n")


def test_a_modal_spell_has_the_targets_of_the_modes_it_chooses():
    # CR 700.2: "A spell or ability is modal if it has two or more options in a bulleted list preceded by instructions
    # for a player to choose a number of those options, such as “Choose one —.” Each of those options is a mode."
    # CR 601.2c: "A spell may require some targets only if ... a particular mode was chosen for it; otherwise, the spell
    # is cast as though it did not require those targets." Found: the count summed every mode's targets (Healing
    # Salve 2, Kolaghan's Command 4), so a board naming a target for each mode of a "Choose one" was accepted.
    salve = ("Choose one —\n• Target player gains 3 life.\n"
             "• Prevent the next 3 damage that would be dealt to any target this turn.")
    assert str(max_targets(salve)) == "1"
    command = ("Choose two —\n• Return target creature card from your graveyard to your hand.\n"
               "• Target player discards a card.\n• Destroy target artifact.\n"
               "• Kolaghan's Command deals 2 damage to any target.")
    assert str(max_targets(command)) == "2"
    # "Choose one or both" may choose every mode: all of them count (CR 700.2d: each mode once).
    both = "Choose one or both —\n• Destroy target artifact.\n• Destroy target enchantment."
    assert str(max_targets(both)) == "2"
    # CR 700.2d: "some modal spells include the instruction “You may choose the same mode more than once.” ... If that
    # mode requires a target, the same player or object may be chosen as the target for each of those modes, or
    # different targets may be chosen." Fiery Confluence's one "target artifact" may be three: no bound (was 1).
    confluence = ("Choose three. You may choose the same mode more than once.\n"
                  "• Fiery Confluence deals 1 damage to each creature.\n"
                  "• Fiery Confluence deals 2 damage to each opponent.\n• Destroy target artifact.")
    assert str(max_targets(confluence)) == "any"


def test_a_hand_written_card_keeps_its_printed_target_count(tmp_path):
    # Healing Salve: "Choose one — • Target player gains 3 life. • Prevent the next 3 damage that would be dealt to any
    # target this turn." One mode, one target (CR 700.2, 601.2c). Found: its hand-written file (rules/cards/
    # healing_salve.lp) overrides ability 1, and with it the compiler's reading of its printed words (max_targets/3),
    # so `targets: [bob, bear]` was accepted and both were shielded, complete. The printed reads now stay.
    done = run_cli("orderings", str(board_file(tmp_path, SALVE_BOARD % "bob, bear")), "damage", "pyro", "bear", "2")
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "at most 1" in done.stderr and "601.2c" in done.stderr, done.stderr
    done = run_cli("orderings", str(board_file(tmp_path, SALVE_BOARD % "bear")), "damage", "pyro", "bear", "2")
    assert done.returncode == 0 and "0 damage to bear, 2 prevented" in done.stdout, done.stdout


@pytest.mark.parametrize("targets", ["bear, pyro"])
def test_a_compiled_choose_one_card_with_two_targets_is_refused(tmp_path, targets):
    # Valorous Stance: "Choose one — • Target creature gains indestructible until end of turn. • Destroy target
    # creature with toughness 4 or greater." (CR 700.2, 601.2c): one target. Was accepted (2 allowed).
    board = board_file(tmp_path, SALVE_BOARD.replace("Healing Salve", "Valorous Stance") % targets)
    done = run_cli("orderings", str(board), "damage", "pyro", "bear", "2")
    assert done.returncode == 2 and "at most 1" in done.stderr, done.stderr


def test_any_target_as_a_chosen_player_counts_as_the_target(tmp_path):
    # CR 115.4: "Some spells and abilities that refer to damage require “any target,” ... These targets may be
    # creatures, players, planeswalkers, or battles." Healing Salve's shield (and every
    # compiled "any target" shield, `either(affected_targeted, chosen_player)`) reads a player target as the board's
    # chosen: {player: P}. Found: `targets: [bear]` with `chosen: {player: bob}` shielded both, complete; it is two
    # targets for one (CR 601.2c), refused.
    board = SALVE_BOARD.replace("targets: [%s]", "targets: [%s], chosen: {player: bob}")
    done = run_cli("orderings", str(board_file(tmp_path, board % "bear")), "damage", "pyro", "bob", "2")
    assert done.returncode == 2 and "at most 1" in done.stderr, done.stderr
    # The player alone, given either way, is one target.
    done = run_cli("orderings", str(board_file(tmp_path, SALVE_BOARD.replace("targets: [%s]", "chosen: {player: bob}"))),
                   "damage", "pyro", "bob", "2")
    assert done.returncode == 0 and "0 damage to bob, 2 prevented" in done.stdout, done.stdout


def test_entwine_chooses_every_mode_so_every_target_counts():
    # CR 702.42a: "Entwine is a static ability of modal spells (see rule 700.2) that functions while the spell is on the
    # stack. “Entwine [cost]” means “You may choose all modes of
    # this spell instead of just the number specified. If you do, you pay an additional [cost].”" Grab the Reins
    # ("Choose one — ... target creature ... any target ... Entwine {2}{R}") may have both targets.
    card = next(c for c in oracle_cards() if c["name"] == "Grab the Reins")
    read = [f.args for r in compile_card(card).abilities for f in r.facts if f.predicate == "max_targets"]
    assert [str(k) for _n, k in read] == ["2"], read


OPAL = """players: [alice, bob]
commanders:
  alice: "Korvold, Fae-Cursed King"
this_game:
  commander_casts: {alice: 2}
this_turn:
  spells_cast: {alice: 1}
battlefield:
  - {card: %s, controller: alice}
libraries:
  alice: ["Korvold, Fae-Cursed King", Sol Ring]
"""


def test_a_commander_cast_beside_opal_palace_may_have_entered_with_its_counters(tmp_path):
    # Opal Palace: "{1}, {T}: Add one mana of any color in your commander's color identity. If you spend this mana to
    # cast your commander, it enters with a number of additional +1/+1 counters on it equal to the number of times it's
    # been cast from the command zone this game." CR 106.6: "Some spells or abilities that produce mana ... have an
    # additional effect that affects the spell or ability that mana is spent on".
    # Found: Korvold cast from the command zone (cast before) beside Opal Palace entered with 0 counters, complete;
    # with the Palace's mana it enters with more. No event says which mana paid for it: now incomplete, naming the Palace.
    board = board_file(tmp_path, OPAL % "Opal Palace")
    done = run_cli("orderings", str(board), "enter", "Korvold, Fae-Cursed King", "--controller", "alice", "--cast",
                   "--from", "command")
    assert done.returncode == 3, done.stdout + done.stderr
    assert "Opal Palace" in done.stdout and "106.6" in done.stdout, done.stdout
    # A card that is no creature can't be the creature spell such mana is spent on: complete.
    done = run_cli("orderings", str(board), "enter", "Sol Ring", "--controller", "alice", "--cast")
    assert done.returncode == 0, done.stdout + done.stderr
    # Without such a permanent, complete.
    board = board_file(tmp_path, OPAL % "Command Tower")
    done = run_cli("orderings", str(board), "enter", "Korvold, Fae-Cursed King", "--controller", "alice", "--cast",
                   "--from", "command")
    assert done.returncode == 0, done.stdout + done.stderr
