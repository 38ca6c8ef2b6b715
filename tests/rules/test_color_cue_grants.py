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


# --- Lines no cue read as what they are (not a color cue): ability loss, a subtype given ---------------------------

def test_an_aura_that_makes_its_creature_lose_all_other_abilities():
    # Stasis Field: "Enchanted creature has base power and toughness 0/2, has defender, and loses all other abilities."
    # (CR 613.1f): the enchanted Llanowar Elves has no "{T}: Add {G}", so it could produce nothing (CR 106.7). "G" was
    # complete (the line was a power and toughness effect and a keyword grant only).
    board = battlefield("{card: Llanowar Elves, controller: alice, id: elves}",
                        "{card: Stasis Field, controller: alice, attached_to: elves}")
    answer = mtgasp.could_produce(board)
    assert not answer.types.get("elves") or not answer.complete, answer


def test_an_aura_that_makes_its_creature_a_spirit():
    # Fog on the Barrow-Downs: "Enchanted creature is a Spirit and can't attack or block. (It loses all other creature
    # types.)" (CR 205.1b, 613.1d): the enchanted Gravedigger is a Spirit, no Zombie, and shares no creature type with
    # another Zombie. "Zombie in common" was complete (the line was proven irrelevant: kind other).
    board = battlefield("{card: Gravedigger, controller: alice, id: enchanted}",
                        "{card: Fog on the Barrow-Downs, controller: bob, attached_to: enchanted}",
                        "{card: Gravedigger, controller: alice, id: zombie}")
    answer = mtgasp.query(board, "shares-type enchanted zombie")
    assert answer.answer is False or not answer.complete, answer



def test_a_grant_of_all_creature_types_is_a_type_effect():
    # Blades of Velis Vel: "Up to two target creatures each get +2/+0 and gain all creature types until end of turn."
    # (CR 205.3m, 613.1d: a type-changing effect, every answer that reads creature types). It was a power and
    # toughness effect only. (Its shares-type answer is incomplete anyway: query says so of any layer-7 doubt.)
    from mtgasp.compiler.kinds import kinds_of
    text = "up to two target creatures each get +2/+0 and gain all creature types until end of turn."
    assert "type_effect" in kinds_of(text, ("instant",))
