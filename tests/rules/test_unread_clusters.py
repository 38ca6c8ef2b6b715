"""Issue 25, "Tests": for each cluster of text the compiler doesn't read (`mtgasp cards --coverage`, and the clusters of
kind `unknown` docs/cards.md names), a real card with that text beside the question's permanents, and every question
asked of the board: could-produce, produce, mana, can-activate, show and the orderings of a tap, an entering, damage
and counters. Each answer is right or incomplete, never wrong and complete.

The board around the card: alice's Forest, Llanowar Elves (not new this turn), Grizzly Bears and Hardened Scales ("If
one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it
instead"). What each question's right answer is on it (`BASE`), and where the card's text changes it (`changes`), with
the rule or ruling that says so. UNPROVEN marks an answer the board can't decide (a creature paired or not, a spell cast
prototyped or not): only an incomplete answer is right then."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from support import battlefield

import mtgasp

UNPROVEN = object()  # the board doesn't decide it: the answer must say it is incomplete

BASE_ENTRIES = ("{card: Forest, controller: alice, id: forest}",
                "{card: Llanowar Elves, controller: alice, id: elves}",
                "{card: Grizzly Bears, controller: alice, id: bears}",
                "{card: Hardened Scales, controller: alice, id: scales}")
# CR 106.7, 305.6: a Forest and Llanowar Elves could produce {G}; CR 605.1a: tapping both makes {G}{G}; CR 302.6: the Elves
# has been under alice's control since her turn began; CR 614.1a, 122.6: Hardened Scales adds one +1/+1 counter to
# counters put on her creatures, also as one enters (a Walking Ballista cast with X = 1 enters with 1 + 1, CR 614.16);
# CR 120.3: 1 damage from the Bears to the Elves is 1 damage, no counters.
BASE = {
    "could:forest": ("G",), "could:elves": ("G",), "produce:forest": ("G",), "mana:alice": ("GG",),
    "activate:elves": True, "show:elves": (("druid", "elf"), ("g",), 1), "tap:forest": "G",
    "enter:ballista": (False, 2), "damage:elves": (1, 0), "counters:elves": 2,
}


@dataclass(frozen=True)
class Case:
    cluster: str  # the shape of its unread text, as the coverage report groups it
    card: str
    why: str  # the rule or ruling that says the text may matter
    entry: str = ""  # its battlefield entry (default: alice's, id x)
    effects: tuple[str, ...] = ()
    extra: str = ""
    changes: dict = field(default_factory=dict)  # answers the text changes on this board (UNPROVEN: undecided)


CASES = (
    Case("Mutate", "Archipelagore",
         "CR 702.140c, 730.2: a mutating spell merges with a creature and the merged permanent has every card's "
         "abilities; a creature on the board that merged with none is the card, and changes no answer here"),
    Case("Soulbond", "Druid's Familiar",
         "CR 702.95a: soulbond pairs two creatures as it or another enters; 'As long as this creature is paired with "
         "another creature, each of those creatures gets +2/+2': the board doesn't say whether the Bears are paired "
         "with it, so their power and toughness are 2/2 or 4/4 (the Familiar's own line is read for itself)",
         changes={"show:bears_pt": UNPROVEN}),
    Case("Prototype", "Boulderbranch Golem",
         "CR 702.160a, 718.3b: a permanent cast prototyped has the prototype's mana cost, color and size (green, "
         "3/3), otherwise its own (colorless artifact, 6/5): the board doesn't say which",
         changes={"show:x_colors": UNPROVEN}),
    Case("Firebending", "Avatar Roku",
         "CR 702.189a: 'Whenever this creature attacks, add N {R}': a triggered ability that adds mana and isn't a "
         "mana ability (605.5a); under the default reading (106.7, nonmana_abilities = triggered_too) Avatar Roku could "
         "produce {R}; alice's pools are only her mana abilities' (605.1a)",
         changes={"could:x": ("R",)}),
    Case("modal trigger 'choose one' with an 'Add' mode", "Galadriel, Light of Valinor",
         "CR 700.2, 605.5a: 'Whenever another creature you control enters, choose one … • Add {G}{G}{G}.': a triggered "
         "ability, not a mana ability; Galadriel could produce {G} under the default reading (CR 106.7); Walking "
         "Ballista entering triggers it, and the trigger doesn't change how the Ballista enters (603.2)",
         changes={"could:x": ("G",)}),
    Case("this creature enters prepared", "Adventurous Eater",
         "CR 722.3a: entering prepared gives a designation and a copy of its prepare spell in exile: no characteristic "
         "and no answer here changes"),
    Case("all slivers have \"…\"", "Acidic Sliver",
         "CR 613.1f: 'All Slivers have \"{2}, Sacrifice this permanent: This permanent deals 2 damage to any target.\"' "
         "gives every Sliver, the Acidic Sliver itself too, that ability: `show` lists it (CR 109.3)",
         changes={"show:x_has": "deals 2 damage"}),
    Case("commander creatures you own have \"…\"", "Agent of the Iron Throne",
         "CR 903.3, 613.1f: alice's commander (the board's commanders:) is not on the battlefield: the grant reaches "
         "none of the permanents asked about (Grizzly Bears can't be a commander, CR 903.3: the commander on the "
         "battlefield is tests/rules/test_activate_session31.py's)",
         extra="commanders: {alice: \"Isamaru, Hound of Konda\", bob: []}\n"),
    Case("this creature escapes with N +N/+N counters", "Ox of Agonas",
         "CR 702.138c: 'If this permanent escaped, it enters with [those counters]': a Walking Ballista entering is "
         "not the Ox; the Ox cast from a graveyard with escape would enter with a +1/+1 counter (and one more from "
         "Hardened Scales)"),
    Case("More Than Meets the Eye", "Arcee, Sharpshooter",
         "CR 702.162a, 701.28: cast converted, the card enters converted (its back face up): only how Arcee enters "
         "changes"),
    Case("Increment", "Ambitious Augmenter",
         "CR 702.191a: a triggered ability on casting a spell: no question here casts one"),
    Case("Web-slinging", "Amazing Spider-Girl",
         "CR 702.188a: an alternative cost to cast the spell: no question here casts one"),
    Case("Awaken (a resolved spell's lasting effect)", "Boiling Earth",
         "CR 702.113a: awakened, the target land becomes a 0/0 Elemental creature with haste that's still a land, with "
         "four +1/+1 counters; an effects: entry for the spell doesn't say whether it was cast for its awaken cost",
         entry="-", effects=("{card: Boiling Earth, controller: alice, targets: [forest]}",),
         changes={"show:forest_types": UNPROVEN}),
)


def _answers(board: mtgasp.Board, case: Case) -> dict[str, tuple[bool, object]]:
    """Each question's answer on the board, as (complete, the part of it compared)."""
    out: dict[str, tuple[bool, object]] = {}
    could = mtgasp.could_produce(board)
    for pid in ("forest", "elves") + (("x",) if case.entry != "-" else ()):
        out["could:" + pid] = (could.complete, could.types[pid])
    produced = mtgasp.produce(board, "forest")
    out["produce:forest"] = (produced.complete, tuple(o.mana for a in produced.abilities for o in a.outcomes))
    pools = mtgasp.mana(board, "alice")
    out["mana:alice"] = (pools.complete, tuple(o.mana for o in pools.options))
    can = mtgasp.can_activate(board, "elves", 1)
    out["activate:elves"] = (can.complete, can.abilities[0].can_activate)
    shown = mtgasp.show(board)
    elves = shown.objects["elves"]
    out["show:elves"] = (shown.complete, (elves.subtypes, elves.colors, len(elves.abilities)))
    out["show:bears_pt"] = (shown.complete, shown.objects["bears"].power_toughness)
    out["show:bears_has"] = (shown.complete, " / ".join(a.text for a in shown.objects["bears"].abilities))
    out["show:forest_types"] = (shown.complete, shown.objects["forest"].card_types)
    if case.entry != "-":
        out["show:x_colors"] = (shown.complete, shown.objects["x"].colors)
        out["show:x_has"] = (shown.complete, " / ".join(a.text for a in shown.objects["x"].abilities))
    tap = mtgasp.orderings(board, mtgasp.TapEvent("forest"))
    out["tap:forest"] = (tap.complete, "/".join(sorted({o.result["mana"] for o in tap.outcomes})))
    enter = mtgasp.orderings(board, mtgasp.EnterEvent("Walking Ballista", "alice", x=1, cast=True))
    out["enter:ballista"] = (enter.complete, tuple(sorted({(o.result["tapped"], o.result["counters"])
                                                           for o in enter.outcomes}))[0])
    damage = mtgasp.orderings(board, mtgasp.DamageEvent("bears", "elves", 1))
    out["damage:elves"] = (damage.complete, tuple(sorted({(o.result["damage"], o.result["counters"])
                                                          for o in damage.outcomes}))[0])
    counters = mtgasp.orderings(board, mtgasp.CountersEvent("elves", "+1/+1", 1))
    out["counters:elves"] = (counters.complete, sorted({o.result["counters"] for o in counters.outcomes})[0])
    return out


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.card)
def test_an_unread_cluster_beside_the_question(case: Case):
    entries = BASE_ENTRIES if case.entry == "-" else \
        BASE_ENTRIES + (case.entry or f"{{card: \"{case.card}\", controller: alice, id: x}}",)
    board = battlefield(*entries, effects=case.effects, extra=case.extra)
    answers = _answers(board, case)
    for question, right in {**BASE, **case.changes}.items():
        complete, said = answers[question]
        if right is UNPROVEN:
            assert not complete, f"{case.card}: {question} can't be decided by the board ({case.why}); said {said!r}"
        elif question.endswith("_has"):
            assert not complete or right in said, f"{case.card}: {question}: {said!r} lacks {right!r} ({case.why})"
        else:
            assert not complete or said == right, f"{case.card}: {question}: {said!r}, right {right!r} ({case.why})"
