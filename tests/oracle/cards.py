"""The oracle's one card model: what each card the tests use does, written from its Oracle text (quoted
beside it), never from the engine's rules. The enumerations (produce.py, orderings.py, mana.py) read the
table through the functions at the end, which say once what each kind of text means.

Mana is a string of letters in WUBRGC order ("" for none); `norm` sorts letters into that order.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

ORDER = "WUBRGC"
COLORS = "WUBRG"
COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
INTRINSIC = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}  # CR 305.6


def norm(mana: str) -> str:
    """Mana letters sorted in WUBRGC order."""
    return "".join(sorted(mana, key=ORDER.index))


# --------------------------------------------------------------------------------------------------
# The vocabulary of the table
# --------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ManaAbility:
    """A mana ability. kind:
    fixed(mana)                  "{T}: Add {C}{C}."
    any_color                    "{T}: Add one mana of any color."
    for_each_creature(letter)    "{T}: Add {G} for each creature you control."
    color_of_permanent           "Choose a color of a permanent you control. Add one mana of that color."
    reflect(whose, what, kind)   "one mana of any <color|type> that a <land|basic land> <you|an opponent> control(s)
                                 could produce"
    x_combination(letters, counter)  "Remove X storage counters: Add X mana in any combination of {W} and/or {U}."
    tap: {T} is in its cost (only then is the permanent "tapped for mana"); extra_cost: any other cost (the
    enumeration of pools doesn't model those and refuses them; could produce ignores costs, CR 106.7)."""
    kind: str
    arg: tuple = ()
    tap: bool = True
    extra_cost: str = ""


@dataclass(frozen=True)
class ManaReplacement:
    """"If <tapper> tap(s) <what> for <minimum or more> mana, it produces <makes> instead."
    tapper: "you" (the effect's controller taps it) or "anyone"; what: "permanent", "land", "nonbasic land";
    makes: ("times", n) | ("only", letter, amount or None for the same amount) | ("by land type", {type: letter})."""
    tapper: str
    what: str
    makes: tuple
    minimum: int = 1


@dataclass(frozen=True)
class ManaTrigger:
    """"Whenever <whose> <what> is tapped for mana [of the chosen color], <adds> additional mana."
    whose: "anyone" or "you" (the trigger's controller is the land's); what: "land", "basic land",
    "enchanted land", "enchanted Forest"; adds: "a type produced", letters, or "the chosen color";
    needs_chosen: only if the mana includes the chosen color; needs_tap: False for "a land's ability causes"."""
    whose: str
    what: str
    adds: str
    needs_chosen: bool = False
    needs_tap: bool = True


@dataclass(frozen=True)
class EnterReplacement:
    """How permanents enter (CR 614.1c). own: only this permanent ("This land enters tapped."), else the
    permanents of `types` whose controller is `whose` ("opponents", "you", "anyone"), not of `except_subtype`.
    does: parts, each ("tapped",) | ("counters", kind, n) with n a number, "X" or "kicked" | ("choose", what)."""
    does: tuple
    own: bool = True
    types: frozenset = frozenset()
    whose: str = "anyone"
    except_subtype: str = ""


@dataclass(frozen=True)
class CopyReplacement:
    """"enter as a copy of ..." (CR 614.1c, 707.5), applied before the other effects on entering (CR 616.1c).
    of: "a creature on the battlefield" (the player chooses which, by name, or declines if `may`) or "this"
    (a copy of this permanent); own, types, whose: as for EnterReplacement."""
    of: str
    may: bool = False
    own: bool = True
    types: frozenset = frozenset()
    whose: str = "anyone"


@dataclass(frozen=True)
class DamageReplacement:
    """"If <source> would deal damage to <target>, <does> instead."
    source: "any", "a red source you control", "a spell" or "a red instant or sorcery spell you control"; target:
    "any", "an opponent or a permanent an opponent controls", "enchanted creature", "this", "you", "the chosen player";
    does: ("times", n) | ("plus", n) (n < 0: minus, never below none) | ("prevent", n or None for all) |
    ("counters instead",)."""
    target: str
    does: tuple
    source: str = "any"


@dataclass(frozen=True)
class Card:
    name: str
    types: frozenset
    supertypes: frozenset = frozenset()
    subtypes: frozenset = frozenset()
    colors: frozenset = frozenset()
    abilities: tuple = ()  # printed mana abilities (the intrinsic ones come from the basic land types)
    mana_replacement: ManaReplacement | None = None
    mana_trigger: ManaTrigger | None = None
    enters: tuple = ()  # EnterReplacement, one per ability (Skyshroud Behemoth has two)
    copy: CopyReplacement | None = None
    counters_replacement: tuple | None = None  # "+1/+1 counters ... on a creature you control": ("plus"|"times", n)
    damage_replacement: DamageReplacement | None = None
    cost: str = ""  # the mana cost, where it matters: only a card with {X} in its cost has an X (Clone ruling)


def card(name, types, supertypes=(), subtypes=(), colors="", abilities=(), **behaviour) -> Card:
    enters = behaviour.pop("enters", ())
    return Card(name, frozenset(types), frozenset(supertypes), frozenset(subtypes), frozenset(colors),
                tuple(abilities), enters=enters if isinstance(enters, tuple) else (enters,), **behaviour)


A = ManaAbility
LANDS_TAPPED = {"tapper": "anyone", "what": "land"}

# --------------------------------------------------------------------------------------------------
# The table
# --------------------------------------------------------------------------------------------------

CARDS: dict[str, Card] = {c.name.casefold(): c for c in [
    # Basic lands: the intrinsic mana abilities come from the land types (CR 305.6).
    card("Forest", ["land"], ["basic"], ["forest"]),
    card("Island", ["land"], ["basic"], ["island"]),
    card("Swamp", ["land"], ["basic"], ["swamp"]),
    card("Mountain", ["land"], ["basic"], ["mountain"]),
    card("Plains", ["land"], ["basic"], ["plains"]),
    # Basic Land "{T}: Add {C}."
    card("Wastes", ["land"], ["basic"], abilities=[A("fixed", ("C",))]),
    # Land — Forest Island / Forest Plains / Island Swamp
    card("Tropical Island", ["land"], subtypes=["forest", "island"]),
    card("Savannah", ["land"], subtypes=["forest", "plains"]),
    card("Watery Grave", ["land"], subtypes=["island", "swamp"]),
    # "{T}: Add {C}{C}. This land deals 2 damage to you."
    card("Ancient Tomb", ["land"], abilities=[A("fixed", ("CC",))]),
    # {1} Artifact "{T}: Add {C}{C}."
    card("Sol Ring", ["artifact"], abilities=[A("fixed", ("CC",))]),
    # {G} Creature — Elf Druid "{T}: Add {G}."
    card("Llanowar Elves", ["creature"], subtypes=["elf", "druid"], colors="G", abilities=[A("fixed", ("G",))]),
    # {G} Creature — Bird "Flying / {T}: Add one mana of any color."
    card("Birds of Paradise", ["creature"], subtypes=["bird"], colors="G", abilities=[A("any_color")]),
    # "{T}: Add {C}. / {T}: Add {B} or {G}. This land deals 1 damage to you." (the damage changes no pool: CR 120.3a)
    card("Llanowar Wastes", ["land"], abilities=[A("fixed", ("C",)), A("fixed", ("B",)), A("fixed", ("G",))]),
    # {2} Artifact "{T}: Add {C}. / {T}: Add {B} or {G}. This artifact deals 1 damage to you."
    card("Talisman of Resilience", ["artifact"], abilities=[A("fixed", ("C",)), A("fixed", ("B",)), A("fixed", ("G",))]),
    # "Whenever this land becomes tapped, it deals 1 damage to you. / {T}: Add one mana of any color."
    card("City of Brass", ["land"], abilities=[A("any_color")]),
    # Legendary Land "{T}: Add {G} for each creature you control."
    card("Gaea's Cradle", ["land"], ["legendary"], abilities=[A("for_each_creature", ("G",))]),
    # {1}{G} Creature — Bear, no abilities
    card("Grizzly Bears", ["creature"], subtypes=["bear"], colors="G"),
    # "{T}: Choose a color of a permanent you control. Add one mana of that color."
    card("Meteor Crater", ["land"], abilities=[A("color_of_permanent")]),
    # "{T}: Add {C}. / {1}, {T}: Put a storage counter on this land. /
    #  {1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}."
    card("Calciform Pools", ["land"], abilities=[
        A("fixed", ("C",)), A("x_combination", ("WU", "storage"), tap=False, extra_cost="{1}, remove X storage counters")]),
    # "As this land enters, choose a creature type. / {T}: Add {C}. / {T}: Add one mana of any color. ..."
    card("Cavern of Souls", ["land"], abilities=[A("fixed", ("C",)), A("any_color")],
         enters=EnterReplacement((("choose", "creature_type"),))),
    # "This land enters tapped with two charge counters on it. / {T}: Add {R}. /
    #  {T}, Remove a charge counter from this land: Add one mana of any color."
    card("Vivid Crag", ["land"], abilities=[A("fixed", ("R",)), A("any_color", extra_cost="remove a charge counter")],
         enters=EnterReplacement((("tapped",), ("counters", "charge", 2)))),
    # "This land enters with three mining counters on it. / {T}, Remove a mining counter from this land: Add one
    #  mana of any color. If there are no mining counters on this land, sacrifice it."
    card("Gemstone Mine", ["land"], abilities=[A("any_color", extra_cost="remove a mining counter")],
         enters=EnterReplacement((("counters", "mining", 3),))),
    # "{T}: Add one mana of any type that a land you control could produce."
    card("Reflecting Pool", ["land"], abilities=[A("reflect", ("you", "land", "type"))]),
    # "{T}: Add one mana of any color that a land an opponent controls could produce."
    card("Exotic Orchard", ["land"], abilities=[A("reflect", ("opponent", "land", "color"))]),
    card("Fellwar Stone", ["artifact"], abilities=[A("reflect", ("opponent", "land", "color"))]),
    card("Sylvok Explorer", ["creature"], subtypes=["human", "druid"], colors="G",
         abilities=[A("reflect", ("opponent", "land", "color"))]),
    # "{T}: Add one mana of any type that a land you control could produce."
    card("Naga Vitalist", ["creature"], subtypes=["snake", "druid"], colors="G",
         abilities=[A("reflect", ("you", "land", "type"))]),
    # "{T}: Add one mana of any color that a land you control could produce."
    card("Harvester Druid", ["creature"], subtypes=["human", "druid"], colors="G",
         abilities=[A("reflect", ("you", "land", "color"))]),
    # "This artifact enters tapped. / {T}: Add one mana of any color that a basic land you control could produce."
    card("Star Compass", ["artifact"], abilities=[A("reflect", ("you", "basic_land", "color"))]),

    # --- replacement effects on mana (CR 614.1a) ---
    # "If a land is tapped for mana, it produces {B} instead of any other type and amount."
    card("Contamination", ["enchantment"], colors="B",
         mana_replacement=ManaReplacement(**LANDS_TAPPED, makes=("only", "B", 1))),
    # "If a land is tapped for mana, it produces {B} instead of any other type."
    card("Infernal Darkness", ["enchantment"], colors="B",
         mana_replacement=ManaReplacement(**LANDS_TAPPED, makes=("only", "B", None))),
    # Instant: "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead
    # of any other type."
    card("Pale Moon", ["instant"], colors="U",
         mana_replacement=ManaReplacement("anyone", "nonbasic land", makes=("only", "C", None))),
    # "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests produce
    # {B} instead of any other type."
    card("Reality Twist", ["enchantment"], colors="U", mana_replacement=ManaReplacement(
        **LANDS_TAPPED, makes=("by land type", {"plains": "R", "swamp": "G", "mountain": "W", "forest": "B"}))),
    # "If tapped for mana, Plains produce {R}, Islands produce {G}, Swamps produce {W}, Mountains produce {U},
    # and Forests produce {B} instead of any other type."
    card("Naked Singularity", ["artifact"], mana_replacement=ManaReplacement(
        **LANDS_TAPPED,
        makes=("by land type", {"plains": "R", "island": "G", "swamp": "W", "mountain": "U", "forest": "B"}))),
    # "If you tap a permanent for mana, it produces twice as much of that mana instead."
    card("Mana Reflection", ["enchantment"], colors="G",
         mana_replacement=ManaReplacement("you", "permanent", makes=("times", 2))),
    # Enchantment Creature — Elemental "Trample / If you tap a permanent for mana, it produces three times as
    # much of that mana instead."
    card("Nyxbloom Ancient", ["enchantment", "creature"], subtypes=["elemental"], colors="G",
         mana_replacement=ManaReplacement("you", "permanent", makes=("times", 3))),
    # "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount."
    card("Damping Sphere", ["artifact"], mana_replacement=ManaReplacement(**LANDS_TAPPED, makes=("only", "C", 1),
                                                                          minimum=2)),

    # --- triggered mana abilities (CR 605.1b) ---
    # "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."
    card("Mana Flare", ["enchantment"], colors="R", mana_trigger=ManaTrigger("anyone", "land", "a type produced")),
    card("Heartbeat of Spring", ["enchantment"], colors="G",
         mana_trigger=ManaTrigger("anyone", "land", "a type produced")),
    # "Whenever you tap a land for mana, add one mana of any type that land produced."
    card("Zendikar Resurgent", ["enchantment"], colors="G", mana_trigger=ManaTrigger("you", "land", "a type produced")),
    # Legendary Creature — Phyrexian Praetor "Trample / Whenever you tap a land for mana, add one mana of any type
    # that land produced. / Whenever an opponent taps a land for mana, that land doesn't untap ..."
    card("Vorinclex, Voice of Hunger", ["creature"], ["legendary"], ["phyrexian", "praetor"], "G",
         mana_trigger=ManaTrigger("you", "land", "a type produced")),
    # "As this artifact enters, choose a color. / ... / Whenever a land's ability causes you to add one or more
    # mana of the chosen color, add an additional one mana of that color."
    card("Caged Sun", ["artifact"], mana_trigger=ManaTrigger("you", "land", "the chosen color", needs_chosen=True,
                                                             needs_tap=False)),
    # "As this artifact enters, choose a color. / ... / Whenever a basic land is tapped for mana of the chosen
    # color, its controller adds an additional one mana of that color."
    card("Gauntlet of Power", ["artifact"], colors="R",
         mana_trigger=ManaTrigger("anyone", "basic land", "the chosen color", needs_chosen=True)),
    # "Enchant land / Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    card("Wild Growth", ["enchantment"], subtypes=["aura"], colors="G",
         mana_trigger=ManaTrigger("anyone", "enchanted land", "G")),
    # "... its controller adds an additional {G}{G}."
    card("Overgrowth", ["enchantment"], subtypes=["aura"], colors="G",
         mana_trigger=ManaTrigger("anyone", "enchanted land", "GG")),
    # "Enchant Forest / As this Aura enters, choose a color. / Whenever enchanted Forest is tapped for mana, its
    # controller adds an additional one mana of the chosen color."
    card("Utopia Sprawl", ["enchantment"], subtypes=["aura"], colors="G",
         mana_trigger=ManaTrigger("anyone", "enchanted Forest", "the chosen color")),

    # --- how permanents enter (CR 614.1c, 614.12) ---
    # {X}{X} Artifact Creature — Construct "This creature enters with X +1/+1 counters on it."
    card("Walking Ballista", ["artifact", "creature"], subtypes=["construct"], cost="{X}{X}",
         enters=EnterReplacement((("counters", "p1p1", "X"),))),
    # Creature — Hydra "This creature enters with four +1/+1 counters on it."
    card("Kalonian Hydra", ["creature"], subtypes=["hydra"], colors="G",
         enters=EnterReplacement((("counters", "p1p1", 4),))),
    # Land — Gate "This land enters tapped. / {T}: Add {W} or {U}."
    card("Azorius Guildgate", ["land"], subtypes=["gate"], enters=EnterReplacement((("tapped",),))),
    # {X}{X}{X} Artifact "This artifact enters with X charge counters on it."
    card("Astral Cornucopia", ["artifact"], cost="{X}{X}{X}", enters=EnterReplacement((("counters", "charge", "X"),))),
    # "Multikicker {2} / This artifact enters with a charge counter on it for each time it was kicked."
    card("Everflowing Chalice", ["artifact"], enters=EnterReplacement((("counters", "charge", "kicked"),))),
    # "Artifacts and creatures your opponents control enter tapped."
    card("Blind Obedience", ["enchantment"], colors="W", enters=EnterReplacement(
        (("tapped",),), own=False, types=frozenset({"artifact", "creature"}), whose="opponents")),
    # "Artifacts and lands enter tapped."
    card("Root Maze", ["enchantment"], colors="G", enters=EnterReplacement(
        (("tapped",),), own=False, types=frozenset({"artifact", "land"}))),
    # "Each other non-Human creature you control enters with an additional +1/+1 counter on it."
    card("Grumgully, the Generous", ["creature"], ["legendary"], ["goblin", "shaman"], "RG", enters=EnterReplacement(
        (("counters", "p1p1", 1),), own=False, types=frozenset({"creature"}), whose="you", except_subtype="human")),
    # Artifact Creature — Golem "This creature enters tapped."
    card("Rusted Sentinel", ["artifact", "creature"], subtypes=["golem"], enters=EnterReplacement((("tapped",),))),
    # Creature — Beast "Fading 2 (This creature enters with two fade counters on it. ...) / This creature enters
    # tapped." (two abilities, two effects)
    card("Skyshroud Behemoth", ["creature"], subtypes=["beast"], colors="G", enters=(
        EnterReplacement((("counters", "fade", 2),)), EnterReplacement((("tapped",),)))),

    # --- copy effects on entering (CR 614.1c, 616.1c, 707.5) ---
    # {3}{U} Creature — Shapeshifter "You may have this creature enter as a copy of any creature on the battlefield."
    card("Clone", ["creature"], subtypes=["shapeshifter"], colors="U", cost="{3}{U}",
         copy=CopyReplacement("a creature on the battlefield", may=True)),
    # Creature — Avatar "Creatures you control enter as a copy of this creature."
    card("Essence of the Wild", ["creature"], subtypes=["avatar"], colors="G",
         copy=CopyReplacement("this", own=False, types=frozenset({"creature"}), whose="you")),

    # "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters
    # are put on it instead."
    card("Hardened Scales", ["enchantment"], colors="G", counters_replacement=("plus", 1)),
    # "... twice that many +1/+1 counters are put on it instead."
    card("Corpsejack Menace", ["creature"], subtypes=["fungus"], colors="BG", counters_replacement=("times", 2)),

    # --- damage (CR 614.1a, 615) ---
    # "Lightning Bolt deals 3 damage to any target."
    card("Lightning Bolt", ["instant"], colors="R"),
    # "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or
    # player instead."
    card("Furnace of Rath", ["enchantment"], colors="R", damage_replacement=DamageReplacement("any", ("times", 2))),
    # "If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals
    # that much damage plus 2 instead."
    card("Torbran, Thane of Red Fell", ["creature"], ["legendary"], ["dwarf", "noble"], "R",
         damage_replacement=DamageReplacement("an opponent or a permanent an opponent controls", ("plus", 2),
                                              source="a red source you control")),
    # "Enchant creature / Prevent all damage that would be dealt to enchanted creature."
    card("Inviolability", ["enchantment"], subtypes=["aura"], colors="W",
         damage_replacement=DamageReplacement("enchanted creature", ("prevent", None))),
    # Creature — Plant Hydra "If damage would be dealt to this creature, put that many +1/+1 counters on it instead."
    card("Phytohydra", ["creature"], subtypes=["plant", "hydra"], colors="GW",
         damage_replacement=DamageReplacement("this", ("counters instead",))),
    # "If a source would deal damage to you, prevent 1 of that damage."
    card("Urza's Armor", ["artifact"], damage_replacement=DamageReplacement("you", ("prevent", 1))),
    # Instant "Choose one — Target player gains 3 life. / Prevent the next 3 damage that would be dealt to any
    # target this turn." (the second mode, its target chosen: `chosen: {player: ...}`)
    card("Healing Salve", ["instant"], colors="W",
         damage_replacement=DamageReplacement("the chosen player", ("prevent", 3))),
    # "If a red instant or sorcery spell you control would deal damage, it deals double that damage instead."
    card("Fire Servant", ["creature"], subtypes=["elemental"], colors="R",
         damage_replacement=DamageReplacement("any", ("times", 2), source="a red instant or sorcery spell you control")),
    # "If a spell would deal damage to a permanent or player, prevent 1 damage that spell would deal to that permanent
    # or player."
    card("Plated Pegasus", ["creature"], subtypes=["pegasus"], colors="W",
         damage_replacement=DamageReplacement("any", ("prevent", 1), source="a spell")),
    # "If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or
    # player instead." (never below none, CR 107.1b)
    card("Benevolent Unicorn", ["creature"], subtypes=["unicorn"], colors="W",
         damage_replacement=DamageReplacement("any", ("plus", -1), source="a spell")),
]}


# --------------------------------------------------------------------------------------------------
# What the texts mean (each kind once)
# --------------------------------------------------------------------------------------------------

def intrinsic(c: Card) -> list[ManaAbility]:
    """CR 305.6: "{T}: Add [mana symbol]" for each basic land type, in alphabetical order of the type."""
    if "land" not in c.types:
        return []
    return [ManaAbility("fixed", (INTRINSIC[s],)) for s in sorted(c.subtypes) if s in INTRINSIC]


def mana_replacement_options(effect_controller: str, r: ManaReplacement, source, ability: ManaAbility,
                             mana: str) -> list[str]:
    """The results `r` could give the event "`source` produces `mana` by `ability`" now; [] when it does not
    apply. `source` has .controller and .card. Only an ability with {T} taps the permanent for mana, and no
    mana is no event to replace (CR 106.12b, 614.7)."""
    if not ability.tap or not mana or len(mana) < r.minimum:
        return []
    if r.tapper == "you" and source.controller != effect_controller:
        return []
    land = "land" in source.card.types
    if r.what == "land" and not land:
        return []
    if r.what == "nonbasic land" and (not land or "basic" in source.card.supertypes):
        return []
    kind = r.makes[0]
    if kind == "times":
        return [norm(mana * r.makes[1])]
    if kind == "only":
        letter, amount = r.makes[1], r.makes[2]
        return [letter * (len(mana) if amount is None else amount)]
    if kind == "by land type":
        return [r.makes[1][s] * len(mana) for s in sorted(source.card.subtypes) if s in r.makes[1]]
    raise ValueError(kind)


def trigger_extras(t: ManaTrigger, trigger_obj, land_obj, made: Counter, tapped: bool) -> list[Counter] | None:
    """The choices of additional mana the trigger `t` of `trigger_obj` adds when `land_obj` made `made`
    (after replacement effects); None when it doesn't trigger. Only a land producing mana triggers these
    (CR 106.12a)."""
    if not made or "land" not in land_obj.card.types or (t.needs_tap and not tapped):
        return None
    if t.whose == "you" and trigger_obj.controller != land_obj.controller:
        return None
    if t.what == "basic land" and "basic" not in land_obj.card.supertypes:
        return None
    if t.what.startswith("enchanted") and trigger_obj.attached_to != land_obj.id:
        return None
    if t.what == "enchanted Forest" and "forest" not in land_obj.card.subtypes:
        return None
    chosen = trigger_obj.chosen.get("color")
    if t.needs_chosen and not made[chosen]:
        return None
    if t.adds == "a type produced":
        return [Counter(letter) for letter in made]
    if t.adds == "the chosen color":
        return [Counter(chosen)]
    return [Counter(t.adds)]


def enters_applies(e: EnterReplacement | CopyReplacement, controller: str, entering: Card,
                   entering_controller: str) -> bool:
    """Does the enter replacement of a permanent `controller` controls apply to another entering permanent?"""
    if e.own or not (e.types & entering.types):
        return False
    if e.whose == "opponents" and entering_controller == controller:
        return False
    if e.whose == "you" and entering_controller != controller:
        return False
    except_subtype = getattr(e, "except_subtype", "")
    return not (except_subtype and except_subtype in entering.subtypes)


def counters_result(kind: tuple, n: int) -> int:
    """+1/+1 counters after Hardened Scales ("plus", 1) or Corpsejack Menace ("times", 2)."""
    return n + kind[1] if kind[0] == "plus" else n * kind[1]


def damage_applies(d: DamageReplacement, effect, source, target, target_controller: str) -> bool:
    """Does `effect`'s damage replacement apply to damage from `source` to `target` (a player's name or an object)?
    `effect`, `source` and an object target have .id, .controller, .card, .attached_to, .chosen."""
    is_player = isinstance(target, str)
    if d.source == "a red source you control" and ("R" not in source.card.colors or source.controller != effect.controller):
        return False
    # CR 112.1 — a spell: an instant or sorcery (the damage event's source, resolving)
    spell = bool(source.card.types & {"instant", "sorcery"})
    if d.source == "a spell" and not spell:
        return False
    if d.source == "a red instant or sorcery spell you control" and (
            not spell or "R" not in source.card.colors or source.controller != effect.controller):
        return False
    if d.target == "any":
        return True
    if d.target == "an opponent or a permanent an opponent controls":
        return target_controller != effect.controller
    if d.target == "enchanted creature":
        return not is_player and effect.attached_to == target.id and "creature" in target.card.types
    if d.target == "this":
        return not is_player and target.id == effect.id
    if d.target == "you":
        return is_player and target == effect.controller
    if d.target == "the chosen player":
        return is_player and target == effect.chosen.get("player")
    raise ValueError(d.target)


def damage_result(d: DamageReplacement, state: tuple) -> tuple:
    """(damage, prevented, +1/+1 counters) after the replacement or prevention."""
    damage, prevented, counters = state
    kind = d.does[0]
    if kind == "times":
        return (damage * d.does[1], prevented, counters)
    if kind == "plus":
        return (max(0, damage + d.does[1]), prevented, counters)
    if kind == "prevent":
        stopped = damage if d.does[1] is None else min(damage, d.does[1])
        return (damage - stopped, prevented + stopped, counters)
    if kind == "counters instead":
        return (0, prevented, counters + damage)
    raise ValueError(kind)
