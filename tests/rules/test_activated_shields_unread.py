"""The damage shields of activated abilities the compiler doesn't read yet keep the damage answer incomplete, naming the
card (issue 26: "Every unmodelled ability keeps saying so; nothing dropped silently"). An activated ability's effect
exists once it resolved (CR 602.2, 611.2): a board lists it under effects:, with the permanent whose ability made it
(`source:`). Applied or not, an effect the rules can't read must never leave "3 damage" marked complete."""
from __future__ import annotations

import pytest
from support import battlefield, run_cli

import mtgasp

_GIANT = "{card: Hill Giant, controller: bob, id: giant}"
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"

# (card, its Oracle text, the effects: entry's extra fields)
UNREAD = [
    # "{B}, Sacrifice this creature: The next time damage would be dealt to target creature this turn, destroy that
    # creature instead." (a replacement by destruction, CR 614.1a; session 32 read Panacea's {X}{X} here before:
    # tests/rules/test_damage_cost_session32.py)
    ("Kill-Suit Cultist", "targets: [bears]"),
    # "{2}, {T}: Prevent all damage that would be dealt this turn by target creature you control. That creature gets
    # +0/+X until end of turn, where X is its mana value." (a toughness of the target's mana value; session 35 read
    # Elvish Healer's green-creature "instead" here before: tests/rules/test_damage_prevent_session35.py)
    ("Kry Shield", "targets: [giant]"),
    # "Unattach Blinding Powder: Prevent all combat damage that would be dealt this turn to equipped creature." (an
    # unattach cost, not read; session 34 read Kitsune Palliator's shield on each creature and each player here before,
    # session 36 Wojek Apothecary's radiance: tests/rules/test_damage_redirect_session36.py)
    ("Blinding Powder", ""),
    # "Sacrifice a white creature: For each attacking red creature, prevent all combat damage that would be dealt by
    # that creature this turn unless its controller pays {2}{R}." (a payment by each creature's controller, not read;
    # session 36 read Razia's two-target redirection and Guard Dogs' chosen permanent here before, then Glacial
    # Crevasses' snow Mountain: tests/rules/test_damage_redirect_session36.py, test_damage_prevent_session36.py)
    ("Heroism", ""),
    # "{1}, Pay 1 life: Prevent all damage that would be dealt to you this turn by a source of your choice that shares a
    # color with the mana spent on this activation cost." (the mana spent, which a board doesn't give; session 32 read
    # Jade Monolith's redirection here before, session 34 Dark Sphere's half rounded down and Circle of Solace's chosen
    # type: tests/rules/test_dmgA_session34.py)
    ("Protective Sphere", "chosen: {source: giant}"),
]


def _board(card, extra):
    effect = f"{{card: '{card}', controller: alice, source: it" + (f", {extra}" if extra else "") + "}"
    return battlefield(f"{{card: '{card}', controller: alice, id: it}}", _BEARS, _GIANT, effects=(effect,))


@pytest.mark.parametrize("card, extra", UNREAD)
def test_an_unread_shield_keeps_the_damage_answer_incomplete(card, extra):
    answer = mtgasp.orderings(_board(card, extra), mtgasp.DamageEvent("giant", "bears", 3))
    assert not answer.complete, (card, answer.outcomes)
    assert any(card in str(n) for n in answer.notes), answer.notes


@pytest.mark.parametrize("card, extra", UNREAD)
def test_the_coverage_lists_them(card, extra):
    from mtgasp.compiler import coverage
    g = {g.name: g for g in coverage().groups}["damage (replacement and prevention effects)"]
    assert card in {m.rsplit(" (ability", 1)[0] for m in g.missing}


def test_the_command_line_says_which_card(tmp_path):
    board = tmp_path / "kry.yaml"
    board.write_text("players: [alice, bob]\n"
                     "battlefield:\n"
                     "  - {id: giant, card: Hill Giant, controller: bob}\n"
                     "  - {id: bears, card: Grizzly Bears, controller: alice}\n"
                     "  - {id: shield, card: Kry Shield, controller: bob}\n"
                     "effects:\n"
                     "  - {card: Kry Shield, controller: bob, source: shield, targets: [giant]}\n",
                     encoding="utf-8")
    done = run_cli("orderings", str(board), "damage", "giant", "bears", "3")
    assert done.returncode == 3, (done.returncode, done.stdout, done.stderr)
    assert "Kry Shield" in done.stdout
