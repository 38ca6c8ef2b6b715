"""An unmodelled line whose cue is a color ("As long as enchanted creature is red, ...", "is a black Zombie") is of kind
color_effect, which reaches only the answers that read colors (colors_unsure/2, CR 613.1e). What else the same line
does must reach the answers it changes: a granted activated ability (can-activate, CR 602.1, 613.1f), granted
abilities (show), a creature type (CR 205.3m, 613.1d). Each test accepts the rules' answer or an incomplete one."""
from __future__ import annotations

from support import battlefield

import mtgasp


def test_an_activated_ability_granted_as_long_as_the_creature_is_red():
    # Scourge of the Nobilis: "As long as enchanted creature is red, it gets +1/+1 and has "{R/W}: This creature gets
    # +1/+0 until end of turn."" Raging Goblin is red: it has that ability (CR 613.1f), and alice's Mountain pays
    # {R/W} (CR 107.4e). "No activated ability" was complete.
    board = battlefield("{card: Raging Goblin, controller: alice, id: goblin}",
                        "{card: Scourge of the Nobilis, controller: alice, attached_to: goblin}",
                        "{card: Mountain, controller: alice}")
    answer = mtgasp.can_activate(board, "goblin")
    assert any(a.can_activate for a in answer.abilities) or not answer.complete, answer


def test_a_keyword_granted_as_long_as_the_creature_is_green():
    # Shield of the Oversoul: "As long as enchanted creature is green, it gets +1/+1 and has indestructible." Grizzly
    # Bears (green) has indestructible (CR 613.1f): show's list of its abilities can't be the printed ones, complete.
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Shield of the Oversoul, controller: alice, attached_to: bear}")
    shown = mtgasp.show(board)
    abilities_unsure = any(str(c.subject) == "abilities" for c in shown.incomplete)  # every object's abilities
    assert abilities_unsure or any("ndestructible" in str(a) for a in shown.objects["bear"].abilities), shown


def test_a_creature_type_given_with_a_color():
    # Ghouls' Night Out: "... Put those cards onto the battlefield under your control. They're black Zombies in addition
    # to their other colors and creature types." (its lasting effect, CR 611.2a; CR 205.3m, layer 4). The board doesn't
    # say which creatures it returned: Grizzly Bears may be a Bear Zombie, sharing a creature type with Gravedigger.
    # "No creature type in common" was complete.
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Gravedigger, controller: alice, id: zombie}",
                        effects=("{card: Ghouls' Night Out, controller: alice}",))
    answer = mtgasp.query(board, "shares-type bear zombie")
    assert answer.answer is True or not answer.complete, answer
