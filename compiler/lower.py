"""Lowering: parse trees (compiler/grammars/) and reference characteristics → card facts over the
vocabulary of docs/vocabulary.md. The one module that writes card facts; every term is built with
clingo's constructors (clingo.String for text, constants only from a fixed alphabet), so no card text
can become code.

A fact here is Fact(number, predicate, arguments): `number` is the ability number (None for a fact about
the card), and the card's name comes first when it is rendered: Fact(2, "cost", (tap,)) of "Sol Ring" is
cost("Sol Ring", 2, tap).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

import clingo
from lark import Token, Tree

from mtgasp.encoder.card_data import (  # noqa: F401 (the compiler's names for them)
    _CONSTANT,
    CARD_TYPES,
    COLORS,
    SUPERTYPES,
    TYPES,
    Fact,
    Symbol,
    Unsupported,
    _sym,
    characteristic_facts,
    const,
    cost_pips,
    fn,
    word_of,
)
from mtgasp.encoder.resources import rules_dir
from mtgasp.encoder.validate import pt_counter_kind

from .irrelevant import IRRELEVANT_KEYWORDS

BASIC_LAND_TYPES = {"plains": "plains", "island": "island", "islands": "island", "swamp": "swamp",
                    "swamps": "swamp", "mountain": "mountain", "mountains": "mountain", "forest": "forest",
                    "forests": "forest"}
BASIC_LAND_TYPE_ORDER = ("plains", "island", "swamp", "mountain", "forest")  # CR 305.6 ("every basic land type")
# Keywords a land animation may grant (the rules read haste, CR 302.6; the others are recorded, CR 702).
ANIMATION_KEYWORDS = frozenset({"flying", "first_strike", "double_strike", "deathtouch", "haste", "hexproof",
                                "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "infect",
                                "defender", "shroud"})
# Keywords whose "enters with" is the player's choice (CR 614.12a: made before it enters; every option explored):
# Unleash (CR 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it": optional, declined
# or not) and Riot (CR 702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you
# don't, it gains haste": a choice of two, kept as the choice haste). The "can't block" half of unleash is no question
# here. Printed (compiler/compile.py) or given by a static ability ("Nontoken creatures you control have riot.", Rhythm
# of the Wild: the entering object has it if it would have it on the battlefield, CR 614.12).
ENTERS_CHOICE = {"unleash": (), "riot": (fn("choose", fn("haste")),)}
COLOR_WORDS = {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}
FILTER_TYPES = ("land", "creature", "artifact", "enchantment", "planeswalker", "battle", "permanent")
NUMBER_WORDS = {"n1": 1, "n2": 2, "n3": 3, "n4": 4, "n5": 5, "n6": 6, "n7": 7, "n8": 8, "n9": 9, "n10": 10}


@dataclass
class Lowered:
    """The facts of one parsed ability and its status."""

    facts: list[Fact] = field(default_factory=list)
    riders: list[str] = field(default_factory=list)  # what the riders are, for the status reason

    @property
    def status(self) -> str:
        return "rider" if self.riders else "compiled"


# --------------------------------------------------------------------------- terms

@lru_cache(maxsize=1)
def known_subtypes() -> frozenset[str]:
    text = (rules_dir() / "data" / "subtypes.lp").read_text(encoding="utf-8")
    return frozenset(re.findall(r"^subtype_class\(([a-z0-9_]+),", text, re.MULTILINE)) | {"siege"}


_IRREGULAR = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf", "mice": "mouse",
              "octopi": "octopus", "fungi": "fungus", "homunculi": "homunculus", "sphinxes": "sphinx",
              "foxes": "fox", "oxen": "ox", "children": "child", "allies": "ally", "faeries": "faerie"}


def subtype_word(word: str) -> str:
    """A subtype named in text (singular or plural) as its constant; Unsupported if it is no subtype."""
    w = word_of(word)
    known = known_subtypes()
    for cand in (w, _IRREGULAR.get(w, ""), w[:-1] if w.endswith("s") else "", w[:-2] if w.endswith("es") else "",
                 w[:-3] + "y" if w.endswith("ies") else ""):
        if cand and cand in known:
            return cand
    raise Unsupported(f"unknown subtype {word!r}")


def counter_kind(text: str) -> str:
    """A kind of counter: a word ("charge"), or a power/toughness counter (CR 122.1a): "+1/+1" p1p1, "-1/-1" m1m1,
    "+1/+0" p1p0, "-0/-1" m0m1."""
    pt = pt_counter_kind(text)  # the board's reading of the same counters (encoder/validate.py)
    if pt:
        return pt
    w = word_of(text)
    if not _CONSTANT.match(w):
        raise Unsupported(f"counter kind {text!r}")
    return w


def counter_kind_of(tree: Tree) -> str:
    """The counter kind named in a tree (its counter_kind child)."""
    node = next(t for t in tree.iter_subtrees_topdown() if t.data == "counter_kind")
    return counter_kind(str(node.children[0]))


def mana_symbol(sym: str) -> tuple[str, str | int]:
    """A mana symbol of a cost or an effect: ("type", T), ("generic", K), ("hybrid", "w/u"), ("x", 0)."""
    inner = sym.strip("{}").lower()
    if inner in TYPES:
        return ("type", inner)
    if inner.isdigit():
        return ("generic", int(inner))
    if inner == "x":
        return ("x", 0)
    parts = inner.split("/")
    if len(parts) == 2 and parts[0] in COLORS and parts[1] in COLORS:
        return ("hybrid", inner)
    return ("other", inner)


def mana_vector(symbols: Iterable[str]) -> Counter:
    out: Counter = Counter()
    for s in symbols:
        kind, value = mana_symbol(s)
        if kind != "type":
            raise Unsupported(f"adds {s}")
        out[str(value)] += 1
    return out


def m_term(v: Counter) -> Symbol:
    return fn("m", *[v.get(t, 0) for t in TYPES])


# --------------------------------------------------------------------------- characteristics

# --------------------------------------------------------------------------- abilities

def _children(tree: Tree) -> list:
    return list(tree.children)


def _trees(tree: Tree) -> list[Tree]:
    return [c for c in tree.children if isinstance(c, Tree)]


def _tokens(tree: Tree, kind: str | None = None) -> list[Token]:
    return [c for c in tree.children if isinstance(c, Token) and (kind is None or c.type == kind)]


def number_value(tree: Tree) -> int | str:
    if tree.data == "nx":
        return "x"
    if tree.data == "nint":
        return int(str(tree.children[0]))
    return NUMBER_WORDS[str(tree.data)]


def lower_filter(tree: Tree, colors: bool = False) -> tuple[Symbol, str | None]:
    """A filter tree as (filter term, subtype or None): "basic land" → basic_land; "Swamp" → (land, swamp)
    when the word is a land type, else (permanent, S) — the subtype is a separate condition."""
    adjectives = [t.data for t in _trees(tree) if t.data != "noun" and t.data not in (
        "land", "creature", "artifact", "enchantment", "planeswalker", "permanent", "battle", "subtype_noun")]
    noun = _trees(tree)[-1]
    kind = str(noun.data)
    if kind == "subtype_noun":
        sub = subtype_word(str(noun.children[0]))
        if adjectives == ["snow"] and sub in BASIC_LAND_TYPES.values():
            # CR 205.4 — "a snow Mountain" (Glacial Crevasses' cost): a snow land (as "a snow land") of that land type
            return fn("with_supertype", fn("land"), fn("snow")), sub
        if adjectives:
            raise Unsupported("a subtype with adjectives")
        return (fn("land") if sub in BASIC_LAND_TYPES.values() else fn("permanent")), sub
    if not adjectives:
        return fn(kind), None
    if adjectives == ["basic"] and kind == "land":
        return fn("basic_land"), None
    if adjectives == ["nonbasic"] and kind == "land":
        return fn("nonbasic_land"), None
    if adjectives == ["nonland"] and kind == "permanent":
        return fn("nonland_permanent"), None
    if adjectives == ["colored"] and kind == "permanent":
        return fn("colored_permanent"), None
    if adjectives in (["snow"], ["legendary"]):
        # CR 205.4 — "a snow land", "a legendary creature": a filter and a supertype (matches/2, rules/core/filters.lp)
        return fn("with_supertype", fn(kind), fn(adjectives[0])), None
    if colors and len(adjectives) == 2 and adjectives[0] == "legendary" and adjectives[1] in COLOR_WORDS \
            and kind in FILTER_TYPES:
        # "a legendary green creature" (Argoth, Sanctum of Nature): a supertype over a color (CR 205.4, 105.2), where a
        # caller asks for colors
        return fn("with_supertype", fn("with_color", fn(kind), fn(COLOR_WORDS[adjectives[1]])), fn("legendary")), None
    if colors and len(adjectives) == 1 and adjectives[0] in COLOR_WORDS and kind in FILTER_TYPES:
        # "a green creature" (CR 105.2): read by matches/2 (costs), after layer 5; not by the layer-by-layer
        # filters of continuous effects (matches_in/3), hence only where a caller asks for it
        return fn("with_color", fn(kind), fn(COLOR_WORDS[adjectives[0]])), None
    raise Unsupported(f"filter {' '.join(str(a) for a in adjectives)} {kind}")


def plain_filter(tree: Tree, colors: bool = False) -> Symbol:
    """A filter that must be said with one term: a subtype becomes subtype(S)."""
    f, sub = lower_filter(tree, colors)
    if sub is not None and f.name == "with_supertype":  # "a snow Mountain": the supertype over the subtype (CR 205.4)
        return fn("with_supertype", fn("subtype", sub), f.arguments[1])
    return fn("subtype", sub) if sub is not None else f


REL = {"rel_you": "you", "rel_opponent": "opponent", "rel_any": "any"}


def _source_rel(parts: list[Tree]) -> list[Symbol]:
    """source_rel of the rel among a damage source's parts ("a ... source you control"), none without one."""
    rel = next((REL[p.data] for p in parts if p.data in REL), None)
    if rel == "any":
        raise Unsupported("a source on the battlefield")
    return [fn("source_rel", rel)] if rel else []


def source_filter(tree: Tree) -> Symbol:
    """The filter of the sources a prevention effect names (grammar src_filter): plain_filter, or it with a quality
    (rules/core/counted_filters.lp, asked through damage_filter/1 of rules/replacement/damage.lp): "non-Elf creatures"
    without_subtype(F, S) (CR 205.3), "nongreen creatures" without_color(F, C) (CR 105.2), "artifact creatures"
    with_type(F, artifact) (CR 205.2), "creatures without trample" without_keyword(F, K), "creatures with first strike"
    with_keyword(F, K) (CR 702.1), "creatures with no +1/+1 counters on them" without_counter(F, Kind) (CR 122.1),
    "enchanted creatures" enchanted(creature) (an Aura is attached to it, CR 303.4)."""
    if tree.data == "src_filter":
        tree = _trees(tree)[0]
    if tree.data in ("filter", "sf_plain"):
        return plain_filter(_trees(tree)[0] if tree.data == "sf_plain" else tree)
    if tree.data == "sf_enchanted":
        return fn("enchanted", fn("creature"))
    flt = next(t for t in _trees(tree) if t.data == "filter")
    base = plain_filter(flt)
    if base != fn("creature"):
        raise Unsupported(f"sources {tree.data} of {base}")
    if tree.data == "sf_non_subtype":
        word = str(next(t for t in tree.children if isinstance(t, Token) and t.type == "NONSUB"))
        return fn("without_subtype", base, subtype_word(word.removeprefix("non-")))
    if tree.data == "sf_non_color":
        color = next(t for t in _trees(tree) if t.data != "filter")
        return fn("without_color", base, fn(COLOR_WORDS[color.data]))
    if tree.data in ("sf_artifact", "sf_enchantment"):
        # "artifact creatures", "enchantment creatures" (Inspire Awe; CR 205.2)
        return fn("with_type", base, fn(tree.data.removeprefix("sf_")))
    if tree.data in ("sf_without_keyword", "sf_with_keyword"):
        words = [str(t) for t in tree.children if isinstance(t, Token) and t.type == "WORD"]
        kw = "_".join(words)
        if kw not in ANIMATION_KEYWORDS:
            raise Unsupported(f"sources with {' '.join(words)}")
        return fn("without_keyword" if tree.data == "sf_without_keyword" else "with_keyword", base, fn(kw))
    if tree.data == "sf_power":
        # "by creatures with power 4 or less" (Vine Snare): the source's power after the layers (CR 208.3)
        num, cmp = [t for t in _trees(tree) if t.data != "filter"]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("power X")
        return fn("with_power", base, fn(cmp.data.removeprefix("pc_")), k)
    if tree.data == "sf_no_counters":
        kind = counter_kind(str(_tokens(tree, "PTCOUNTER")[0]))
        return fn("without_counter", base, fn(kind))
    raise Unsupported(f"sources {tree.data}")


# CR 506.4, 508.1a, 509.1a — a source "in combat": "attacking creatures", "blocking creatures [that are tapped]",
# "creatures blocking it" (the source blocks what it would deal damage to), "creatures it's blocking" (what it would deal
# damage to blocks the source). Not filters of the board (a board doesn't say what is attacking): conditions on the
# damage event (rules/replacement/damage.lp: source_in_combat/1, source_blocks_affected, affected_blocks_source).
_SOURCE_IN_COMBAT: dict[str, tuple[Symbol, ...]] = {
    "sf_attacking": (fn("source_in_combat", fn("attacking")),),
    "sf_unblocked": (fn("source_unblocked"),),
    "sf_blocking": (fn("source_in_combat", fn("blocking")),),
    "sf_blocking_tapped": (fn("source_in_combat", fn("blocking")),),
    "sf_blocking_it": (fn("source_blocks_affected"),),
    "sf_blocked_by_it": (fn("affected_blocks_source"),),
}


def source_conditions(tree: Tree) -> list[Symbol]:
    """The conditions on the source of a prevention effect (grammar src_filter): source(F), and where the text names a
    creature in combat (_SOURCE_IN_COMBAT) the conditions on the event that say it."""
    inner = _trees(tree)[0] if tree.data == "src_filter" else tree
    if inner.data == "sf_non_subtype_sources":
        # "by non-Human sources" (Repel the Abominable): a source of any kind without the subtype, a spell or an ability's
        # source too (the quality not_subtype(S) of rules/core/protection_targets.lp, CR 205.3)
        word = str(_tokens(inner, "NONSUB")[0])
        return [fn("source_quality", fn("not_subtype", subtype_word(word.removeprefix("non-"))))]
    if inner.data == "sf_attacking_without":
        # "attacking creatures without flying" (Al-abara's Carpet): an attacking creature without the keyword (CR 702.1)
        base = plain_filter(next(t for t in _trees(inner) if t.data == "filter"))
        kw = str(_tokens(inner, "WORD")[0])
        if base != fn("creature") or kw not in ANIMATION_KEYWORDS:
            raise Unsupported(f"attacking {base} without {kw}")
        return [fn("source", fn("without_keyword", base, fn(kw))), fn("source_in_combat", fn("attacking"))]
    if inner.data not in _SOURCE_IN_COMBAT:
        return [fn("source", source_filter(tree))]
    base = plain_filter(next(t for t in _trees(inner) if t.data == "filter"))
    if base != fn("creature"):
        raise Unsupported(f"sources {inner.data} of {base}")
    # "blocking creatures that are tapped" (New Master of Arms): the tapped(F) quality (CR 110.5)
    flt = fn("tapped", base) if inner.data == "sf_blocking_tapped" else base
    return [fn("source", flt), *_SOURCE_IN_COMBAT[inner.data]]


def _with_keyword(tree: Tree, flt: Symbol) -> Symbol:
    """"creatures you control with defender" (Axebane Guardian, Overgrown Battlement): with_keyword(F, K), the
    permanents matching F that have the keyword ability K (rules/core/filters.lp), when the tree names one."""
    words = [str(t) for t in tree.children if isinstance(t, Token) and t.type == "WORD"]
    if not words:
        return flt
    if len(words) != 1 or words[0] not in ANIMATION_KEYWORDS:
        raise Unsupported(f"a filter with {' '.join(words)}")
    return fn("with_keyword", flt, fn(words[0]))

# Qualities a counted filter may add around its filter (rules/core/filters.lp: asked_filter/1): "nontoken" (CR 111.1).
_COUNTED_QUALITIES = ("nontoken",)


# Card types a card in a graveyard may have, as a card filter reads them (CR 205.2a): the filter grammar reads "instant"
# and "sorcery" as words.
_CARD_TYPE_WORDS = ("instant", "sorcery")


def card_filter(tree: Tree) -> Symbol:
    """The filter of cards off the battlefield ("creature card", "Zombie card", "instant and sorcery cards"): a card
    type, or subtype(S) (rules/replacement/enter_graveyards.lp: graveyard_card_matches/2)."""
    noun = _trees(tree)[-1]
    if len(_trees(tree)) > 1:
        raise Unsupported("a card filter with adjectives")
    if noun.data == "subtype_noun":
        word = word_of(str(noun.children[0]))
        return fn(word) if word in _CARD_TYPE_WORDS else fn("subtype", subtype_word(word))
    if noun.data == "permanent":
        raise Unsupported("permanent cards")
    return fn(str(noun.data))


def counted_filter(tree: Tree) -> Symbol:
    """The filter of the permanents an amount or a condition counts ("for each other nontoken Human you control"):
    plain_filter, wrapped in nontoken(F) for that adjective. Only the readers of asked_filter/1 know these terms."""
    quals = [t.data for t in _trees(tree) if t.data in _COUNTED_QUALITIES]
    if not quals:
        return plain_filter(tree)
    inner = Tree(tree.data, [c for c in tree.children if not (isinstance(c, Tree) and c.data in _COUNTED_QUALITIES)])
    f = plain_filter(inner)
    for q in quals:
        f = fn(str(q), f)
    return f


def _affected_rel(parts: list[Tree]) -> list[Symbol]:
    """The affected_rel condition of a rule's first relation ("you control", "an opponent controls"), none for "on the
    battlefield" or no relation."""
    rels = [p for p in parts if p.data in REL]
    return [fn("affected_rel", REL[rels[0].data])] if rels and REL[rels[0].data] != "any" else []


# CR 702.16a — a quality of protection: a color, a card type, a subtype or a supertype (of permanents, and of sources
# not on the battlefield), multicolored or monocolored (CR 105.2), or everything (702.16j).
_PROTECTION_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                     "instants": "instant", "sorceries": "sorcery", "planeswalkers": "planeswalker", "lands": "land",
                     "battles": "battle"}


def _quality(words: str) -> Symbol | None:
    w = words.strip().casefold()
    if w in COLOR_WORDS:
        return fn("color", COLOR_WORDS[w])
    if w in ("everything", "multicolored", "monocolored"):
        return fn(w)
    if w in _PROTECTION_TYPES:
        return fn("card_type", _PROTECTION_TYPES[w])
    if w in SUPERTYPES:
        return fn("supertype", w)
    # "protection from non-Spirit creatures" (Harbinger of Spring), "from legendary creatures" (Tsabo Tavoc): creatures
    # (permanents: only they deal damage as creatures) matching a filter of rules/core/filters.lp
    m = re.fullmatch(r"non-([a-z][a-z'-]+) creatures", w)
    if m is not None:
        try:
            return fn("filter", fn("without_subtype", fn("creature"), subtype_word(m.group(1))))
        except Unsupported:
            return None
    m = re.fullmatch(r"(legendary|snow) creatures", w)
    if m is not None:
        return fn("filter", fn("with_supertype", fn("creature"), m.group(1)))
    # (Louvaq, the Aberrant's "from modified creatures" is not CR 700.9's modified: its reminder text says "a power,
    # toughness, or ability different than their printed versions"; not read)
    if w == "modified creatures":
        return None
    # "from God creatures" (Sigrid, God-Favored): creatures with that subtype (CR 205.3)
    m = re.fullmatch(r"([a-z][a-z'-]+) creatures", w)
    if m is not None:
        try:
            return fn("filter", fn("with_type", fn("subtype", subtype_word(m.group(1))), fn("creature")))
        except Unsupported:
            return None
    # "from permanents with corruption counters on them" (Geyadrone Dihada; CR 122.1): with_counter/2 of
    # rules/core/counted_filters.lp
    m = re.fullmatch(r"(permanents|creatures) with (?:an? |one or more )?([a-z0-9+/-]+) counters? on (?:it|them)", w)
    if m is not None:
        try:
            return fn("filter", fn("with_counter", fn(m.group(1)[:-1]), counter_kind(m.group(2))))
        except Unsupported:
            return None
    # "from non-Squirrels" (Emrakul and Chatterfang): every source without that subtype, on the battlefield or not
    # (CR 702.16a)
    m = re.fullmatch(r"non-([a-z][a-z'-]+)", w)
    if m is not None:
        try:
            return fn("not_subtype", subtype_word(m.group(1)))
        except Unsupported:
            return None
    # "from mana value 3 or greater" (Mistmeadow Skulk; CR 202.3): every source whose mana value is that
    m = re.fullmatch(r"mana value (\d+) or (greater|less)", w)
    if m is not None:
        return fn("mana_value", fn("ge" if m.group(2) == "greater" else "le"), int(m.group(1)))
    # "from each color that's not in your commander's color identity" (Commander's Plate; CR 903.4, 903.4f): each color
    # outside the identity of the commander of the protected permanent's controller
    if w == "each color that's not in your commander's color identity":
        return fn("color_outside_identity")
    # "from spells that are one or more colors" (Emrakul, the Aeons Torn; CR 105.2, 112.1): colored spells only (its
    # ruling 2018-12-07: "'Colored spells' is not synonymous with 'colored cards'")
    if w == "spells that are one or more colors":
        return fn("colored_spell")
    if re.fullmatch(r"[A-Za-z][a-z'-]+", words.strip()):  # a subtype ("Goblins", "Arcane")
        try:
            return fn("subtype", subtype_word(words.strip()))
        except Unsupported:
            return None
    return None


def protection_qualities(item: str) -> list[Symbol] | None:
    """The qualities of "Protection from A [and from B ...]" (CR 702.16a, 702.16g), or None if one is not read."""
    m = re.fullmatch(r"protection from (.+)", item.strip(), re.IGNORECASE)
    if m is None:
        return None
    qualities: list[Symbol | None] = []
    for part in re.split(r" and from ", m.group(1)):
        if part.strip().casefold() in ("each color", "all colors"):
            # CR 702.16h — "protection from each [characteristic]": one protection for each color
            qualities += [fn("color", c) for c in ("w", "u", "b", "r", "g")]
        else:
            qualities.append(_quality(part))
    known = [q for q in qualities if q is not None]
    return list(dict.fromkeys(known)) if len(known) == len(qualities) else None


# "this creature", "enchanted/equipped creature", "target creature" as the recipient of damage and as its source (the
# damage event's conditions, rules/replacement/damage.lp and affected.lp).
_BOTH_REF: dict[str, tuple[tuple[Symbol, ...], tuple[Symbol, ...]]] = {
    "br_self": ((fn("this"),), (fn("source_this"),)),
    "br_attached": ((fn("enchanted"),), (fn("source_enchanted"),)),
    "br_target": ((fn("affected_targeted"),), (fn("source_targeted"),)),
    "br_targets": ((fn("affected_targets"),), (fn("source_targets"),)),
}


def _conjunction(conds: list[Symbol]) -> Symbol:
    """One condition that holds where every one of `conds` does: both/2, nested to the right."""
    if not conds:
        raise Unsupported("an empty conjunction")
    return conds[0] if len(conds) == 1 else fn("both", conds[0], _conjunction(conds[1:]))


# CR 611.2 — "this creature", "enchanted creature" in the lasting effect of an activated ability ("{R}: Prevent the next
# 1 damage that would be dealt to this creature this turn", Rock Hydra; "Sacrifice this Aura: The next time a source of
# your choice would deal damage to enchanted creature this turn, prevent that damage", Kithkin Armor) name the permanent
# whose ability made the effect (the board's source: of its effects: entry, effect_source/2) and what that permanent is
# attached to, not the effect's own object: the conditions creator, creator_enchanted, source_creator,
# source_creator_enchanted (rules/replacement/affected.lp, damage.lp).
_CREATOR = {"this": "creator", "enchanted": "creator_enchanted", "source_this": "source_creator",
            "source_enchanted": "source_creator_enchanted"}


def _creator_symbol(sym: Symbol) -> Symbol:
    if sym.type != clingo.SymbolType.Function:
        return sym
    if not sym.arguments and sym.name in _CREATOR:
        return fn(_CREATOR[sym.name])
    if sym.name == "redirect" and any(a.type == clingo.SymbolType.Function and a.name == "this" for a in sym.arguments):
        # "... is dealt to this creature instead" (Beacon of Destiny): to the permanent that made the effect
        return fn("redirect", fn("creator"))
    if sym.name == "redirect" and any(a.type == clingo.SymbolType.Function and a.name in _CREATOR
                                      for a in sym.arguments):
        raise Unsupported("a lasting effect's redirection to what the permanent that made it is attached to")
    return clingo.Function(sym.name, [_creator_symbol(a) for a in sym.arguments], sym.positive)


def _made_by_creator(f: Fact) -> Fact:
    if f.predicate not in ("replacement_condition", "replacement_option"):
        return f
    return Fact(f.number, f.predicate, tuple(_creator_symbol(a) for a in f.args))


# The recipients of a chosen source's damage a shield or a redirection protects: "to you", "to you and/or permanents
# you control" (you, or a permanent of yours, as Divine Deflection's), "to you and/or creatures you control"
# (Harm's Way, Shining Shoal, Refraction Trap); None for any other recipient.
def _chosen_source_recipients(ref: str) -> list | None:
    return {"sr_you": [fn("affected", fn("player")), fn("affected_rel", fn("you"))],
            "sr_you_and_permanents": [fn("affected_rel", fn("you"))],
            "sr_you_and_creatures": [fn("affected_either", fn("player"), fn("creature")),
                                     fn("affected_rel", fn("you"))]}.get(ref)


# "The next N [X] damage that a source of your choice would deal to R ...": N (an int or "x") and R's conditions, of
# a redirection (Harm's Way) or a shield (Refraction Trap); what can't be read is Unsupported, naming `what`.
def _chosen_source_next(parts: list, what: str) -> tuple[int | str, list]:
    k = number_value(next(t for t in parts if t.data in ("nint", "nx") or t.data in NUMBER_WORDS))
    if not isinstance(k, int) and k != "x":
        raise Unsupported(f"the next X damage of a chosen source {what}")
    conditions = _chosen_source_recipients(next(t for t in parts if t.data.startswith("sr_")).data)
    if conditions is None:
        raise Unsupported(f"a chosen source's next damage {what} from a target")
    return k, conditions


class AbilityLowering:
    """Lowers the parse tree of one ability. `quoted` are the numbers of the abilities quoted in it;
    `card_types` the card's types (an instant's lasting effect is a spell ability)."""

    def __init__(self, number: int, quoted: tuple[int, ...], card_types: tuple[str, ...],
                 allocate: Callable[[], int]) -> None:
        self.n = number
        self.quoted = quoted
        self.card_types = card_types
        self.allocate = allocate
        self.effect = False  # lowering the lasting effect of an activated ability (effect_ability/2)
        self.targeted = False  # that effect applies to the ability's target (the board's targets:)
        self.x_cost_chosen = False  # {X} in the cost of an ability whose lasting damage effect reads X (session 32)
        self.card_name: str | None = None  # the card's own name, for "named ~" (compiler/compile.py sets it)
        self.branches: list[int] = []  # the other abilities of an instead branch (do_dmg_shield_branch)
        self.out = Lowered()

    def add(self, predicate: str, *args: Symbol | int | str, number: int | None | bool = True) -> None:
        n = self.n if number is True else (None if number is False else number)
        self.out.facts.append(Fact(n, predicate, tuple(_sym(a) for a in args)))

    def lower(self, tree: Tree) -> Lowered:
        getattr(self, f"do_{tree.data}", self.unknown)(tree)
        return self.out

    def unknown(self, tree: Tree) -> None:
        raise Unsupported(f"no lowering for {tree.data}")

    # ---------------------------------------------------------------- activated mana abilities
    def do_activated_mana(self, tree: Tree) -> None:
        *prefix, costs, body = _trees(tree)
        self.add("activated")
        for p in prefix:
            # CR 702.177a: an exhaust ability is activated only once (whether it was, a board doesn't say); CR
            # 702.178a: a max speed ability exists while its controller's speed is 4 (a board doesn't give speed)
            self.add("activation_restriction", fn("exhaust") if p.data == "exhaust" else fn("unchecked", fn("max_speed")))
        if any(c.data == "put_counters_self" for c in _trees(costs)):
            raise Unsupported("a mana ability whose cost puts counters")  # (its cost is read: compiler/compile.py)
        for cost in _trees(costs):
            self.lower_cost(cost)
        self.removed_kind: str | None = next((counter_kind_of(c) for c in _trees(costs)
                                  if c.data in ("remove_counters", "remove_any_counters")
                                  and self._is_x_removal(c)), None)
        for part in _trees(body):
            self.lower_effect_part(part)

    @staticmethod
    def _is_x_removal(cost: Tree) -> bool:
        if cost.data == "remove_any_counters":
            return True
        return cost.data == "remove_counters" and number_value(_trees(cost)[0]) == "x"

    def lower_cost(self, c: Tree) -> None:
        d = c.data
        if d == "tap":
            self.add("cost", fn("tap"))
        elif d == "untap":
            self.add("cost", fn("untap"))
        elif d == "mana_cost":
            generic = 0
            typed: Counter = Counter()
            for tok in _tokens(c, "SYM"):
                kind, value = mana_symbol(str(tok))
                if kind == "generic":
                    generic += int(value)
                elif kind == "type":
                    typed[str(value)] += 1
                elif kind == "hybrid":
                    typed["hybrid:" + str(value)] += 1
                elif kind == "x" and self.x_cost_chosen:
                    # CR 107.3a, 601.2f — "{X}{X}, {T}: Prevent the next X damage ..." (Panacea): X is chosen as the
                    # ability is activated, 0 among the choices, so the rest of the cost is what can-activate checks;
                    # the X chosen is the board's x: of its effects: entry (x_given, rules/replacement/damage.lp)
                    continue
                else:
                    raise Unsupported(f"cost symbol {tok}")
            if generic:
                self.add("cost", fn("mana", fn("generic"), generic))
            hybrids = {k for k in typed if k.startswith("hybrid:")}
            if len(hybrids) > 1:
                raise Unsupported("a cost with hybrid symbols of two pairs")
            for t, k in sorted(typed.items()):
                if t.startswith("hybrid:"):
                    a, b = t.split(":")[1].split("/")
                    self.add("cost", fn("mana", fn("hybrid", a, b), k))
                else:
                    self.add("cost", fn("mana", fn(t), k))
        elif d == "life":
            self.add("cost", fn("life", int(str(c.children[0]))))
        elif d == "energy":
            self.add("cost", fn("unchecked", fn("energy", len(_trees(c)[0].children) or 1)))
        elif d == "sacrifice_self":
            self.add("cost", fn("sacrifice_self"))
        elif d == "sacrifice":
            num, flt = _trees(c)
            if number_value(num) != 1:
                raise Unsupported("sacrifice several")
            self.add("cost", fn("sacrifice", plain_filter(flt, colors=True)))
        elif d == "sacrifice_other":
            self.add("cost", fn("sacrifice_another", plain_filter(_trees(c)[0], colors=True)))
        elif d in ("remove_counters", "remove_any_counters"):
            kind = counter_kind_of(c)
            amount: int | str = "x" if self._is_x_removal(c) else number_value(_trees(c)[0])
            self.add("cost", fn("remove_counters", kind, amount))
        elif d == "remove_counters_sacrifice":
            amount = number_value(_trees(c)[0])
            if not isinstance(amount, int):
                raise Unsupported("remove X counters and sacrifice")
            self.add("cost", fn("remove_counters", counter_kind_of(c), amount))
            self.add("cost", fn("sacrifice_self"))
        elif d == "put_counters_self":
            # "Put a -1/-1 counter on this creature" (Devoted Druid): counters put on the ability's own permanent
            # (CR 118.3, 602.2b); the counters event's replacement effects apply (rules/mana/mana_loops.lp).
            amount = number_value(_trees(c)[0])
            if not isinstance(amount, int):
                raise Unsupported("put X counters")
            self.add("cost", fn("put_counters", counter_kind_of(c), amount))
        elif d == "loyalty":
            # CR 606.4 — put on (+N) or remove (-N) N loyalty counters; "[-x]": X chosen as it is activated, 0 or more
            # (CR 107.3a), so it never needs a counter (rules/activation/loyalty.lp)
            sym = str(c.children[0])[1:-1]
            self.add("cost", fn("loyalty", fn("minus_x") if sym == "-x" else int(sym)))
        elif d == "tap_untapped":
            num, flt = _trees(c)
            tapped = number_value(num)
            if not isinstance(tapped, int):
                raise Unsupported("tap X untapped permanents")
            self.add("cost", fn("tap_untapped", plain_filter(flt, colors=True), "you"))
            if tapped != 1:
                # "Tap three untapped Elves you control" (Heritage Druid, Birchlore Rangers): K of them (CR 118.3)
                self.add("tap_untapped_count", tapped)
        elif d == "tap_untapped_either":
            # "Tap an untapped artifact or creature you control" (Citanul Stalwart): either filter (any_of/2)
            num, flt, noun = _trees(c)
            if number_value(num) != 1:
                raise Unsupported("tap several untapped permanents")
            other = plain_filter(Tree("filter", [noun]))
            self.add("cost", fn("tap_untapped", fn("any_of", plain_filter(flt), other), "you"))
        elif d == "discard_hand":
            # CR 118.3, the Bomat Courier ruling (2016-09-20): "discard your hand" can be paid with any hand.
            self.add("cost", fn("discard_hand"))
        elif d in ("discard", "mill", "exile_graveyard", "exile_graveyard_any", "exert", "return_to_hand", "exile_hand",
                   "forage", "collect_evidence", "exile_self", "return_self", "exile_graveyard_top",
                   "exile_library_top", "hand_to_library", "put_counters_other", "outside_game"):
            # CR 118.3: whether these can be paid depends on zones and choices a board doesn't give; exiling the
            # ability's own permanent (Mirrored Lotus) can be paid, but its leaving is not followed (unlike a sacrifice,
            # CR 701.21a: no rule reads it), so the answer says so too.
            kind = {"exile_graveyard_any": "exile_graveyard", "exile_graveyard_top": "exile_graveyard",
                    "exile_library_top": "exile_library"}.get(d, d)
            self.add("cost", fn("unchecked", kind))
        else:
            raise Unsupported(f"cost {d}")

    def lower_effect_part(self, part: Tree) -> None:
        d = part.data
        if d == "add_sentence":
            self.lower_mana_spec(_trees(part)[0])
        elif d == "each_player_adds":
            # its activator adds the mana as every other player does (CR 106.4): the others' is a rider
            self.lower_mana_spec(_trees(part)[0])
            self.add("rider", "mana_to_others")
            self.out.riders.append("mana_to_others")
        elif d == "chosen_player_adds":
            # the activator chooses a player (CR 106.4, Victory Chimes' rulings 2018-06-08: a mana ability that may give
            # another player mana): itself, and the mana is its; or another, and it adds nothing to its own pool
            # (adds_mana(m(0,0,0,0,0,0)), one more way the ability resolves)
            self.lower_mana_spec(_trees(part)[0])
            self.add("adds_mana", m_term(Counter()))
            self.add("rider", "mana_to_others")
            self.out.riders.append("mana_to_others")
        elif d == "unless_any_player_pays":
            # "Add one mana of that color unless any player pays {1}" (Rhystic Cave): one mana of any color, or none
            # when a player pays (its ruling 2004-10-04: "Rhystic Cave does not produce any mana, and is not considered
            # to have been tapped for mana"; each player in turn order gets the option, CR 101.4): another way it
            # resolves (adds_mana(m(0,0,0,0,0,0))), chosen by the other players, which the rider unless_paid says
            if number_value(_trees(part)[0]) != 1:
                raise Unsupported("several mana of a chosen color unless a player pays")
            self.add("adds", 1, fn("one_color"))
            self.add("adds_mana", m_term(Counter()))
            self.add("rider", "unless_paid")
            self.out.riders.append("unless_paid")
        elif d == "instead_sentence":
            self.lower_instead(*_trees(part))
        elif d == "each_color_among":
            flt, rel = _trees(part)
            self.add("adds_each_color", plain_filter(flt), REL[rel.data])
        elif d in ("per_counter_color", "devotion", "color_of_permanent"):
            if d == "per_counter_color":
                num = _trees(part)[0]
                if number_value(num) != 1:
                    raise Unsupported("several mana per counter")
                kind = counter_kind_of(part)
                self.add("adds_per_counter", kind, fn("one_color"))
            elif d == "devotion":
                self.add("adds_devotion", fn("one_color"))
            else:
                self.add("adds", 1, fn("color_of", fn("permanent"), fn("you")))
        elif d.endswith("_rider"):
            kind = d.removesuffix("_rider")
            if kind in ("spend_only", "spend_not"):
                self.spend_restriction(part, kind)
                kind = "spend"
            if kind in ("damage", "life_gain", "life_loss", "each_life_loss"):
                # ("Each player loses 1 life": its activator too, Cryptolith Fragment)
                self.life_rider(part, -1 if kind != "life_gain" else 1)
                kind = "damage" if kind == "damage" else "life"
            self.add("rider", kind)
            self.out.riders.append(kind)
        elif d in ("once_each_turn", "sorcery_speed", "your_turn"):
            self.add("activation_restriction", d)
        elif d == "your_turn_once":
            # "Activate only during your turn and only once each turn" (Vivi Ornitier): both restrictions (CR 602.5b)
            self.add("activation_restriction", "your_turn")
            self.add("activation_restriction", "once_each_turn")
        elif d in ("unchecked_graveyard", "unchecked_poison", "unchecked_hand", "unchecked_step"):
            # "Activate only if there is an Elf card in your graveyard", "... if an opponent has three or more poison
            # counters": conditions a board doesn't give (unchecked(What): never blocked, the answer incomplete)
            self.add("activation_restriction", fn("unchecked", fn(d.removeprefix("unchecked_"))))
        elif d == "self_counters":
            num = next(t for t in _trees(part) if t.data.startswith("n"))
            k = number_value(num)
            if not isinstance(k, int):
                raise Unsupported("a restriction with X")
            self.add("activation_restriction", fn("self_counters", counter_kind_of(part), k))
        elif d in ("opponent_turn", "entered_this_turn"):
            self.add("activation_restriction", d)
        elif d == "self_creature":
            self.add("activation_restriction", fn("self_is", fn("creature")))
        elif d == "entered_or_controls":
            num, flt = [t for t in _trees(part) if t.data != "self_ref"]
            k = number_value(num)
            if not isinstance(k, int):
                raise Unsupported("a restriction with X")
            self.add("activation_restriction", fn("either", fn("entered_this_turn"), fn("controls", plain_filter(flt), k)))
        elif d == "instant_speed":
            # CR 602.5e, 304.5: only while its player has priority (a mana ability's too: not while paying a cost,
            # CR 605.3a; Lion's Eye Diamond's ruling)
            self.add("activation_restriction", d)
        elif d in ("controls", "controls_at_least"):
            num, flt = _trees(part)
            k = number_value(num)
            if not isinstance(k, int):
                raise Unsupported("a restriction with X")
            self.add("activation_restriction", fn("controls", plain_filter(flt), k))
        elif d == "controls_either":
            # "Activate only if you control an Island or a Swamp" (the Verges): one permanent of either filter.
            num1, flt1, num2, flt2 = _trees(part)
            if number_value(num1) != 1 or number_value(num2) != 1:
                raise Unsupported("a restriction counting two filters")
            self.add("activation_restriction", fn("controls", fn("any_of", plain_filter(flt1), plain_filter(flt2)), 1))
        else:
            raise Unsupported(f"effect {d}")

    def lower_instead(self, cond: Tree, what: Tree) -> None:
        """The ability's own "If …, add … instead" (CR 614.15, a self-replacement effect that is part of the ability):
        adds_instead(K) (K mana by the ability's own pick: "add {C}{C}{C} instead", "add three mana of that type
        instead") or adds_instead_as(K, Pick) (another pick: "instead add one mana of any color"), and its conditions
        (instead_condition/3)."""
        if cond.data == "instead_urza":
            conditions = [fn("controls_subtype", subtype_word(str(t.children[0]))) for t in _trees(cond)]
        elif cond.data == "instead_controls":
            num, flt = _trees(cond)
            k = number_value(num)
            if not isinstance(k, int):
                raise Unsupported("an instead condition with X")
            conditions = [fn("controls", plain_filter(flt), k)]
        elif cond.data == "instead_self_counter":
            conditions = [fn("self_counter", counter_kind_of(cond))]
        else:
            conditions = [fn("exiled_with_self")]
        own = [f for f in self.out.facts if f.predicate == "adds"]
        if len(own) != 1 or any(f.predicate in ("adds_mana", "adds_amount", "adds_for_each") for f in self.out.facts):
            raise Unsupported("instead, beside an ability that adds mana in several ways")
        if what.data == "instead_symbols":
            vec = mana_vector(str(t) for t in _tokens(what, "SYM"))
            if len(vec) != 1:
                raise Unsupported("instead adds several types")
            if own[0].args[1] != fn("type", fn(next(iter(vec)))) and own[0].args[1] != fn("combination"):
                self.add("adds_instead_as", sum(vec.values()), fn("type", fn(next(iter(vec)))))
            else:
                self.add("adds_instead", sum(vec.values()))
        else:
            k = number_value(_trees(what)[0])
            if not isinstance(k, int):
                raise Unsupported("instead X mana")
            if what.data == "instead_same_pick":
                self.add("adds_instead", k)
            elif k == 1:
                self.add("adds_instead_as", 1, fn("one_color"))
            else:
                raise Unsupported("instead several mana of any color")
        for c in conditions:
            self.add("instead_condition", c)

    def lower_mana_spec(self, spec: Tree) -> None:
        d = spec.data
        syms = [str(t) for t in _tokens(spec, "SYM")]
        if d == "fixed":
            vec = mana_vector(syms)
            self._adds_vector(vec)
        elif d == "one_of":
            groups = self._sym_groups(spec)
            vectors = [mana_vector(g) for g in groups]
            sizes = {sum(v.values()) for v in vectors}
            union = sorted({t for v in vectors for t in v}, key=TYPES.index)
            if sizes == {1}:
                self.add("adds", 1, fn("combination"))
                for t in union:
                    self.add("combination_type", fn(t))
            elif len(sizes) == 1 and self._all_multisets(vectors, union, sizes.pop()):
                self.add("adds", sum(vectors[0].values()), fn("combination"))
                for t in union:
                    self.add("combination_type", fn(t))
            else:
                for v in vectors:
                    self.add("adds_mana", m_term(v))
        elif d in ("any_color", "one_color", "chosen_color", "combination_colors", "commander_identity"):
            k = number_value(_trees(spec)[0])
            if k == "x" and d == "one_color" and self.removed_kind is not None:
                # "Remove X +1/+1 counters from this creature: Add X mana of any one color" (Haruspex, Petalmane Baku)
                self.add("adds_x", self.removed_kind, fn("one_color"))
                return
            if k == "x" and d == "combination_colors" and self.removed_kind is not None:
                # "Remove X storage counters from this land: Add X mana in any combination of colors" (Crucible of
                # the Spirit Dragon), as Calciform Pools' "any combination of {W} and/or {U}"
                self.add("adds_x", self.removed_kind, fn("combination"))
                for c in COLORS:
                    self.add("combination_type", fn(c))
                return
            if not isinstance(k, int):
                raise Unsupported("X mana")
            if d == "any_color" and k > 1 or d == "combination_colors":
                self.add("adds", k, fn("combination"))
                for c in COLORS:
                    self.add("combination_type", fn(c))
            else:
                pick = {"any_color": "one_color"}.get(d, d)
                self.add("adds", k, fn(pick))
        elif d == "symbols_or_chosen":
            vec = mana_vector(syms)
            self._adds_vector(vec)
            amount = number_value(_trees(spec)[0])
            if not isinstance(amount, int):
                raise Unsupported("X mana")
            self.add("adds", amount, fn("chosen_color"))
        elif d in ("could_produce_type", "could_produce_color"):
            count, _num, flt, rel = _trees(spec)
            if number_value(count) != 1:
                raise Unsupported("several mana a land could produce")
            what = "any_type" if d == "could_produce_type" else "color"
            self.add("adds", 1, fn("could_produce", plain_filter(flt), REL[rel.data], what))
        elif d == "color_among":
            parts = _trees(spec)
            if number_value(parts[0]) != 1:
                raise Unsupported("several mana of a color among permanents")
            flt = next(p for p in parts if p.data == "filter")
            rel = next(p for p in parts if p.data in REL)
            f = plain_filter(flt)
            nouns = [p for p in parts if p.data != "filter" and p.data not in REL and p.data != "n1"]
            if nouns:
                # "legendary creatures and planeswalkers": the adjectives of the first noun qualify the second too
                other = Tree("filter", [c for c in flt.children if not (isinstance(c, Tree) and c is _trees(flt)[-1])]
                             + nouns)
                f = fn("any_of", f, plain_filter(other))
            self.add("adds", 1, fn("color_of", f, REL[rel.data]))
        elif d == "exiled_colors":
            if number_value(_trees(spec)[0]) != 1:
                raise Unsupported("several mana of the exiled cards' colors")
            self.add("adds", 1, fn("exiled_color"))
        elif d == "combination_of":
            k = number_value(_trees(spec)[0])
            if k == "x":
                # "Remove X storage counters: Add X mana in any combination of …" (Calciform Pools)
                if self.removed_kind is None:
                    raise Unsupported("X without counters removed")
                self.add("adds_x", self.removed_kind, fn("combination"))
            else:
                self.add("adds", k, fn("combination"))
            for s in syms:
                self.add("combination_type", fn(str(mana_symbol(s)[1])))
        elif d == "number_of":
            k = number_value(_trees(spec)[0])
            if not isinstance(k, int) or len(syms) != 1:
                raise Unsupported("X of a symbol")
            self._adds_vector(Counter({t: k * n for t, n in mana_vector(syms).items()}))
        elif d in ("one_color_amount", "type_amount", "combination_colors_amount", "combination_of_amount",
                   "types_amount"):
            self.lower_amount_spec(spec, syms)
        elif d == "different_colors":
            # "Add two mana of different colors" (Firemind Vessel): one mana of each of K different colors, each
            # set of K colors a way (adds_mana/3: the player picks one as it resolves).
            k = number_value(_trees(spec)[0])
            if not isinstance(k, int) or not 1 <= k <= len(COLORS):
                raise Unsupported("X mana of different colors")
            for colors in combinations(COLORS, k):
                self.add("adds_mana", m_term(Counter(colors)))
        elif d == "for_each":
            flt, rel = _trees(spec)[:2]
            vec = mana_vector(syms)
            if len(vec) != 1 or sum(vec.values()) != 1:
                raise Unsupported("several mana for each")
            words = [t.data for t in _trees(flt)]
            if words[:-1] == ["basic"] and words[-1] == "subtype_noun":
                # "{B} for each basic Swamp you control" (Cabal Stronghold): a subtype and the supertype basic (CR 205.4)
                noun = _trees(flt)[-1]
                counted = fn("with_supertype", fn("subtype", subtype_word(str(noun.children[0]))), fn("basic"))
            else:
                counted = plain_filter(flt)
            counted = _with_keyword(spec, counted)
            self.add("adds_for_each", counted, REL[rel.data], fn("type", fn(next(iter(vec)))))
        elif d == "for_each_removed":
            if self.removed_kind is None:
                raise Unsupported("X without counters removed")
            vec = mana_vector(syms)
            if len(vec) != 1 or sum(vec.values()) != 1:
                raise Unsupported("several mana for each counter")
            self.add("adds_x", self.removed_kind, fn("type", fn(next(iter(vec)))))
        elif d in ("plus_each_removed", "x_plus"):
            # "Add {G}, then add an additional {G} for each charge counter removed this way" (the Mana Batteries),
            # "Add an amount of {C} equal to X plus one" (Kyren Toy): X is the number of counters removed as the cost
            # is paid (CR 107.3, 601.2b), and the ability adds B more: adds_x/4 with adds_x_plus/3.
            if self.removed_kind is None:
                raise Unsupported("X without counters removed")
            vec = mana_vector(syms)
            if len(vec) != 1 or len(syms) != (2 if d == "plus_each_removed" else 1):
                raise Unsupported("several types for each counter removed")
            extra = 1 if d == "plus_each_removed" else number_value(_trees(spec)[-1])
            if not isinstance(extra, int):
                raise Unsupported("X plus X")
            self.add("adds_x", self.removed_kind, fn("type", fn(next(iter(vec)))))
            self.add("adds_x_plus", extra)
        elif d == "per_counter":
            vec = mana_vector(syms)
            if len(vec) != 1 or sum(vec.values()) != 1:
                raise Unsupported("several mana per counter")
            kind = counter_kind_of(spec)
            self.add("adds_per_counter", kind, fn("type", fn(next(iter(vec)))))
        else:
            raise Unsupported(f"mana {d}")

    def lower_amount_spec(self, spec: Tree, syms: list[str]) -> None:
        """"Add X mana of any one color, where X is this creature's power", "Add an amount of {G} equal to the
        greatest power among creatures you control": adds_amount(Amount, Pick), the amount read as it resolves."""
        d = spec.data
        amount_tree = next(t for t in _trees(spec) if t.data.startswith("amount_"))
        if d not in ("type_amount", "types_amount") and number_value(_trees(spec)[0]) != "x":
            raise Unsupported("an amount that is not X")
        if amount_tree.data == "amount_devotion":
            # "Add an amount of {G} equal to your devotion to green" (Karametra's Acolyte, CR 700.5): the devotion
            # ability of one fixed type (adds_devotion/3 with the pick type(T), rules/mana/mana_abilities.lp)
            color = COLOR_WORDS[str(amount_tree.children[0])]
            vec = mana_vector(syms)
            if d != "type_amount" or set(vec) != {color} or sum(vec.values()) != 1:
                raise Unsupported("an amount of one color equal to the devotion to another")
            self.add("adds_devotion", fn("type", fn(color)))
            return
        amount = self._amount(amount_tree)
        if amount_tree.data.startswith("amount_sacrificed_") and not any(
                f.predicate == "cost" and f.args[0].name in ("sacrifice", "sacrifice_another") for f in self.out.facts):
            raise Unsupported("the sacrificed permanent's value, without a cost that sacrifices one")
        if d == "one_color_amount":
            self.add("adds_amount", amount, fn("one_color"))
        elif d == "types_amount":
            # "Add X {G} or X {W}": one pick for each type, the player picks one (adds_amount/4 twice)
            for sym in syms:
                vec = mana_vector([sym])
                self.add("adds_amount", amount, fn("type", fn(next(iter(vec)))))
        elif d == "type_amount":
            vec = mana_vector(syms)
            if len(vec) != 1 or sum(vec.values()) != 1:
                raise Unsupported("an amount of several types")
            self.add("adds_amount", amount, fn("type", fn(next(iter(vec)))))
        else:
            self.add("adds_amount", amount, fn("combination"))
            types = COLORS if d == "combination_colors_amount" else [str(mana_symbol(s)[1]) for s in syms]
            for t in types:
                self.add("combination_type", fn(t))

    @staticmethod
    def _amount(tree: Tree) -> Symbol:
        """The amount term of docs/vocabulary.md: power(self), toughness(self), greatest(power | toughness, F, Rel)
        (Rel other_you: "among other creatures you control"), count(F, Rel), counters(Kind), life_total."""
        d = tree.data.removeprefix("amount_")
        if d in ("power", "toughness"):
            return fn(d, fn("self"))
        if d.startswith("sacrificed_"):
            # sacrificed(power | mana_value): the permanent the cost sacrificed (rules/mana/mana_amounts.lp)
            return fn("sacrificed", fn(d.removeprefix("sacrificed_")))
        if d == "life_total":
            # "where X is your life total" (Sanctum of the Sun): its controller's life total (CR 119.1)
            return fn("life_total")
        if d == "counters":
            # "the number of petal counters on this artifact" (Lotus Blossom): counters(Kind) on the ability's permanent
            return fn("counters", counter_kind_of(tree))
        parts = _trees(tree)
        flt = next(p for p in parts if p.data == "filter")
        rel = REL[next(p for p in parts if p.data in REL).data]
        if any(p.data == "amount_other" for p in parts):
            if rel != "you":
                raise Unsupported(f"other permanents of relation {rel}")
            rel = "other_you"
        if d == "count":
            # "the number of Allies you control" (Harabaz Druid), "... other Gates you control" (Baldur's Gate),
            # "... Elves on the battlefield" (Wirewood Channeler): count(F, Rel), CR 107.1
            return fn("count", _with_keyword(tree, plain_filter(flt)), fn(rel))
        return fn("greatest", fn(d.removeprefix("greatest_")), plain_filter(flt), fn(rel))

    def _adds_vector(self, vec: Counter) -> None:
        if len(vec) == 1:
            t, k = next(iter(vec.items()))
            self.add("adds", k, fn("type", fn(t)))
        else:
            self.add("adds_mana", m_term(vec))

    @staticmethod
    def _sym_groups(spec: Tree) -> list[list[str]]:
        """The alternatives of "{w}{w}, {w}{u}, or {u}{u}": runs of symbols without a separator."""
        groups: list[list[str]] = [[]]
        last_end = None
        for tok in _tokens(spec, "SYM"):
            if last_end is not None and tok.start_pos is not None and tok.start_pos > last_end:
                groups.append([])
            groups[-1].append(str(tok))
            last_end = tok.end_pos
        return groups

    @staticmethod
    def _all_multisets(vectors: list[Counter], union: list[str], k: int) -> bool:
        from itertools import combinations_with_replacement
        wanted = {tuple(sorted(c)) for c in combinations_with_replacement(union, k)}
        got = {tuple(sorted(v.elements())) for v in vectors}
        return wanted == got and len(got) == len(vectors)

    def spend_restriction(self, part: Tree, kind: str) -> None:
        """CR 106.6 — "Spend this mana only to cast a creature spell": spend_restriction(Name, N, Scope), Scope
        spells_only (it pays no ability's cost), some_abilities (it may pay the costs of some abilities: "or
        activate abilities of artifacts") or some_spells ("This mana can't be spent to cast nonartifact
        spells": it pays any ability's cost and some spells'). Which spell a cost is for is not on a board."""
        rest = " ".join(str(t) for t in _tokens(part, "REST")).lower()
        if kind == "spend_not":
            scope = "some_spells"
        elif re.search(r"abilit|cost|\bpay\b|unlock|turn|level|foretell", rest):
            scope = "some_abilities"
        else:
            scope = "spells_only"
        self.add("spend_restriction", fn(scope))
        # "Spend this mana only to cast artifact spells or activate abilities of artifacts": the abilities whose
        # costs it may pay are those of artifacts (spend_abilities_of/3; CR 106.6, 602.2b)
        of = re.fullmatch(r"to (?:cast \w+ spells or )?activate abilities of (artifacts|creatures|lands)", rest.strip())
        if scope == "some_abilities" and of:
            self.add("spend_abilities_of", fn(of.group(1).removesuffix("s")))

    def life_rider(self, part: Tree, sign: int) -> None:
        """A rider that changes the life total of the player who activated the ability ("This land deals 1
        damage to you", "You gain 2 life"; a triggered mana ability's damage to the player who tapped the
        land): rider_life(Name, N, Delta). It happens as the ability resolves, before the cost it helps to
        pay is paid (CR 601.2g-h, 605.3b; damage to a player is life loss, CR 120.3a)."""
        amount = number_value(next(t for t in _trees(part) if t.data != "self_ref"))
        if not isinstance(amount, int):
            raise Unsupported("an amount of life or damage that is not a number")
        self.add("rider_life", sign * amount)

    # ---------------------------------------------------------------- triggered mana abilities
    def do_mana_trigger(self, tree: Tree) -> None:
        parts = _trees(tree)
        if parts[0].data == "until_eot":
            parts = parts[1:]
            if "instant" not in self.card_types and "sorcery" not in self.card_types:
                raise Unsupported("a delayed trigger until end of turn on a permanent")
            self.add("spell_ability")
        event, *rest = parts
        effect = next(p for p in rest if p.data == "trigger_effect")
        self.add("triggered")
        for p in rest:
            if p.data == "intervening_if":
                self.add("trigger_condition", fn("self_tapped"))
            elif p.data == "trigger_rider" or p.data == "damage_after":
                self.life_rider(p, -1)
                self.add("rider", fn("damage"))
                self.out.riders.append("damage")
            elif p.data == "untap_after":
                self.add("rider", fn("untap"))
                self.out.riders.append("untap")
            elif p.data == "spend_after":
                # CR 106.6 — "Spend this mana only to pay cumulative upkeep costs" (Snowfall): the trigger's mana
                self.spend_restriction(p, "spend_only")
                self.add("rider", fn("spend"))
                self.out.riders.append("spend")
            elif p.data == "trigger_instead":
                # "If that Island is snow, its controller may add an additional {U}{U} instead" (Snowfall): what it adds
                # when the tapped permanent has that supertype (trigger_adds_instead/4, trigger_instead_condition/3)
                supertype = str(_tokens(p, "WORD")[1])
                if supertype not in ("snow", "legendary", "basic") or _trees(p)[0].data != "trigger_effect":
                    raise Unsupported("a trigger's 'instead' under a condition other than a supertype")
                inner = next(t for t in _trees(_trees(p)[0]) if t.data.startswith("t_"))
                if inner.data != "t_fixed":
                    raise Unsupported("a trigger's 'instead' adding other than fixed mana")
                vec = mana_vector(str(t) for t in _tokens(inner, "SYM"))
                if len(vec) != 1:
                    raise Unsupported("a trigger adding several types")
                if any(t.data == "optional" for t in _trees(_trees(p)[0])) != \
                        any(t.data == "optional" for t in _trees(effect)):
                    raise Unsupported("an 'instead' optional where the first effect is not, or the reverse")
                ty, k = next(iter(vec.items()))
                self.add("trigger_adds_instead", k, fn("type", fn(ty)))
                self.add("trigger_instead_condition", fn("source_supertype", fn(supertype)))
        if any(t.data == "optional" for t in _trees(effect)):
            # CR 603.5 — "its controller may add": the choice is made as it resolves (no mana is one way)
            self.add("trigger_optional")
        d = event.data
        if d == "ev_any_of":
            subs = [subtype_word(str(w)) for w in _tokens(_trees(event)[-1], "WORD")]
            self.add("trigger_event", fn("tapped_for_mana", fn("land"), fn("any")))
            self.add("trigger_condition", fn("source_subtype_one_of"))
            for s in subs:
                self.add("trigger_subtype_option", s)
        elif d == "ev_self":
            # the trigger's own permanent is the one tapped (relation self, rules/mana/mana_triggers.lp)
            self.add("trigger_event", fn("tapped_for_mana", fn("permanent"), fn("self")))
        elif d == "ev_land_adds_chosen":
            self.add("trigger_event", fn("mana_added", fn("land"), fn("you")))
            self.add("trigger_condition", fn("produced", fn("chosen_color")))
        else:
            flt = next(t for t in _trees(event) if t.data == "filter")
            f, sub = lower_filter(flt)
            rel = {"ev_enchanted": "enchanted", "ev_any": "any", "ev_any_chosen": "any", "ev_you": "you",
                   "ev_you_monarch": "you", "ev_you_token": "you", "ev_same_name_exiled": "any", "ev_you_for_type": "you",
                   "ev_opponent": "opponent"}[d]
            self.add("trigger_event", fn("tapped_for_mana", f, fn(rel)))
            if sub is not None:
                self.add("trigger_condition", fn("source_subtype", sub))
            if d == "ev_any_chosen":
                self.add("trigger_condition", fn("produced", fn("chosen_color")))
            if d == "ev_you_monarch":
                self.add("trigger_condition", fn("controller_is_monarch"))
            if d == "ev_you_token":
                self.add("trigger_condition", fn("source_token"))
            if d == "ev_same_name_exiled":
                self.add("trigger_condition", fn("same_name_as_exiled"))
            if d == "ev_you_for_type":
                # CR 106.12a — "whenever you tap a land for {C}": it triggers when the ability produced that type
                vec = mana_vector(str(t) for t in _tokens(event, "SYM"))
                if len(vec) != 1 or next(iter(vec.values())) != 1:
                    raise Unsupported("a trigger on tapping for several types")
                self.add("trigger_condition", fn("produced", fn("type", fn(next(iter(vec))))))
        mana = next(t for t in _trees(effect) if t.data.startswith("t_"))
        if mana.data == "t_fixed":
            vec = mana_vector(str(t) for t in _tokens(mana, "SYM"))
            if len(vec) != 1:
                raise Unsupported("a trigger adding several types")
            t, k = next(iter(vec.items()))
            self.add("trigger_adds", k, fn("type", fn(t)))
        elif mana.data == "t_one_color":
            self.add("trigger_adds", 1, fn("one_color"))
        elif mana.data == "t_chosen":
            self.add("trigger_adds", 1, fn("chosen_color"))
        elif mana.data == "t_type_produced":
            self.add("trigger_adds", 1, fn("type_produced"))
        elif mana.data == "t_for_each":
            # "an additional {G} for each Elf on the battlefield" (Elvish Guidance): a count as it resolves (CR 107.1,
            # 605.4a), trigger_adds_for_each/5; on the battlefield only (a count of the tapper's own permanents would
            # differ from source to source)
            counted, whose = _trees(mana)
            vec = mana_vector(str(t) for t in _tokens(mana, "SYM"))
            if len(vec) != 1 or sum(vec.values()) != 1 or REL[whose.data] != "any":
                raise Unsupported("a trigger adding several mana for each, or for each permanent of a player")
            self.add("trigger_adds_for_each", plain_filter(counted), fn("any"), fn("type", fn(next(iter(vec)))))
        elif mana.data == "t_combination_colors":
            # "two mana in any combination of colors": the pick of activated abilities (combination_type/3)
            amount = number_value(_trees(mana)[0])
            if not isinstance(amount, int):
                raise Unsupported("X mana")
            self.add("trigger_adds", amount, fn("combination"))
            for c in COLORS:
                self.add("combination_type", fn(c))

    # CR 701.26b, 602.2 — "Untap this creature" (Devoted Druid, Basalt Monolith), "Untap enchanted creature" (Pemmin's
    # Aura), "Untap target creature" (Staff of Domination): a non-mana activated ability (CR 605.1a) whose effect
    # untaps its own permanent (self), the permanent its Aura or Equipment is attached to (attached) or a target
    # (target(F)).
    def do_activated_untap(self, tree: Tree) -> None:
        costs, who = _trees(tree)
        self.add("activated")
        self.lower_costs(costs)
        self.add("untaps", self._untap_who(who))

    # CR 701.26a, 602.2 — "Tap enchanted creature" (Freed from the Real): the same, tapping it (taps/3).
    def do_activated_tap(self, tree: Tree) -> None:
        costs, who = _trees(tree)
        self.add("activated")
        self.lower_costs(costs)
        self.add("taps", self._untap_who(who))

    # CR 701.26, 608.2b — "You may tap or untap target creature" (Puppeteer): whether it taps or untaps is chosen as
    # it resolves, so the ability is both (untaps/3 and taps/3 of one target: each activation does one of them).
    def do_activated_tap_or_untap(self, tree: Tree) -> None:
        costs, who = _trees(tree)
        self.add("activated")
        self.lower_costs(costs)
        target = self._untap_who(who)
        self.add("untaps", target)
        self.add("taps", target)

    def _untap_who(self, who: Tree) -> Symbol:
        """self, attached, or target(F): "target creature", "target Forest", "target blue creature", "target artifact
        or creature" (CR 115.1; the ability targets, so it is not a mana ability, CR 605.1a). Several filters are
        any_of(F1, F2), nested to the right (rules/core/filters.lp)."""
        if who.data == "untap_target":
            self.add("targets")
            filters = [plain_filter(f, colors=True) for f in _trees(_trees(who)[0])]
            term = filters[-1]
            for f in reversed(filters[:-1]):
                term = fn("any_of", f, term)
            return fn("target", term)
        return fn("self" if who.data == "untap_self" else "attached")

    # CR 601.2f, 602.2b — "Enchanted artifact's activated abilities cost {2} less to activate. This effect can't reduce
    # the mana in that cost to less than one mana." (Power Artifact): generic mana off the activated abilities of the
    # permanent it is attached to, never below one mana in all.
    def do_activation_reduction(self, tree: Tree) -> None:
        kind, value = mana_symbol(str(_tokens(tree, "SYM")[0]))
        if kind != "generic" or not isinstance(value, int):
            raise Unsupported("a reduction that is not generic mana")
        self.add("static")
        self.add("activation_reduction", fn("attached"), value, 1)

    # ---------------------------------------------------------------- replacement effects
    def do_activated_effect(self, tree: Tree) -> None:
        costs, effect, *restrictions = _trees(tree)
        self.add("activated")
        # (only a damage effect: its X is the board's x: of the effects: entry, session 32)
        self.x_cost_chosen = effect.data.startswith("dmg_")
        self.lower_costs(costs)
        for r in restrictions:  # (CR 602.5: restrictions of the ability, not of its effect)
            self.lower_effect_part(r)
        if effect.data == "dmg_if_instead":
            self._own_damage_instead(effect)
            return
        inner = AbilityLowering(self.allocate(), (), self.card_types, self.allocate)
        inner.effect = True
        inner.add("effect_ability")
        inner.lower(effect)
        # (a prevention shield on "any target" or "target creature", Samite Healer, Charm Peddler: its target is the
        # board's targets: or chosen player once it resolved; can-activate doesn't read what it may target)
        aimed = any("targeted" in str(f) or "any_target" in str(f) for f in inner.out.facts)
        if effect.data == "land_becomes" or inner.targeted or aimed:
            self.add("targets")  # CR 605.1a: not a mana ability
        self.add("creates_effect", inner.n)
        for b in inner.branches:  # (the other shield of an instead branch, do_dmg_shield_branch)
            self.add("creates_effect", b)
        if effect.data != "land_becomes":
            inner.out.facts = [_made_by_creator(f) for f in inner.out.facts]
            # (an Aura sacrificed, exiled or returned to pay the cost, Kithkin Armor, enchants nothing on the board: which
            # creature it enchanted as it left, CR 608.2h, the board doesn't give)
            leaves = {fn("sacrifice_self"), fn("unchecked", fn("exile_self")), fn("unchecked", fn("return_self"))}
            made_by = {fn("creator_enchanted"), fn("source_creator_enchanted")}
            if any(f.predicate == "cost" and f.args[0] in leaves for f in self.out.facts) and \
                    any(f.predicate == "replacement_condition" and f.args[0] in made_by for f in inner.out.facts):
                raise Unsupported("the creature an Aura that left to pay the cost enchanted")
        self.out.facts += inner.out.facts
        self.out.riders += inner.out.riders

    # CR 614.15, 113.7 — the ability's own damage replaced by its own words ("{T}, Sacrifice this creature: This creature
    # deals 1 damage to each creature and each player. If you control a snow Swamp, this creature deals 2 damage to each
    # creature and each player instead.", Gangrenous Zombies): no lasting effect, a self-replacement of this ability on the
    # damage it deals itself (source_this and source_own_ability: the damage event's --ability,
    # rules/replacement/damage_paid.lp). A condition on how a spell was cast is no ability's.
    def _own_damage_instead(self, effect: Tree) -> None:
        cond = next(t for t in _trees(effect) if t.data.startswith("sc_"))
        if cond.data in self._CAST_BRANCHES or cond.data == "sc_target_creature_or_planeswalker":
            raise Unsupported(f"an ability's own damage instead if {cond.data}")
        self.do_dmg_if_instead(effect)
        self.add("replacement_condition", fn("source_own_ability"))

    # CR 714.2b, 611.2 — a Saga's chapter ability whose effect on damage lasts ("I, II — Prevent all damage that would
    # be dealt to creatures you control this turn.", Summon: Alexander): the triggered ability creates the effect, an
    # ability of its own (effect_ability/2) that applies from the board's effects: entry once the chapter resolved. A
    # chapter's own damage replaced by its own words (a self-replacement, CR 614.15) is no lasting effect: not this.
    def do_chapter_effect(self, tree: Tree) -> None:
        (effect,) = _trees(tree)
        self.add("triggered")
        inner = AbilityLowering(self.allocate(), (), self.card_types, self.allocate)
        inner.effect = True
        inner.add("effect_ability")
        inner.lower(effect)
        if any(f.predicate == "self_replacement" for f in inner.out.facts) or inner.branches:
            raise Unsupported("a chapter's own damage or an instead branch of a chapter's effect")
        if inner.targeted or any("targeted" in str(f) or "any_target" in str(f) for f in inner.out.facts):
            self.add("targets")
        self.add("creates_effect", inner.n)
        self.out.facts += [_made_by_creator(f) for f in inner.out.facts]
        self.out.riders += inner.out.riders

    # CR 602.1a — "{3}, {T} or {W}, {T}: ..." (Pearl Shard): the activator pays either cost. The parts both have are
    # its cost; which of the others is paid (here, which mana) is unchecked(alternative_costs): activation answers say
    # they didn't check it (docs/vocabulary.md cost/3).
    def do_activated_effect_alt_costs(self, tree: Tree) -> None:
        first, second, effect = _trees(tree)
        common = [c for c in _trees(first) if c in _trees(second)]
        if len(common) == len(_trees(first)) or len(common) == len(_trees(second)):
            raise Unsupported("alternative costs of which one is part of the other")
        self.do_activated_effect(Tree("activated_effect", [Tree("costs", common), effect]))
        self.add("cost", fn("unchecked", fn("alternative_costs")))

    def _replacement(self, kind: str) -> None:
        if self.effect:
            pass
        elif "instant" in self.card_types or "sorcery" in self.card_types:
            self.add("spell_ability")
        self.add("replacement", kind)

    def _counters(self, spec: Tree) -> Symbol:
        num = _trees(spec)[0]
        kind = counter_kind_of(spec)
        return fn("enter_with_counters", kind, number_value(num))

    def do_enters_tapped(self, tree: Tree) -> None:
        self._self_enters(fn("enter_tapped"))

    # CR 614.1d, 614.12 — "This land enters tapped unless you control a Mountain or a Forest" (checklands), "... two or
    # more other lands", "... two or fewer other lands" (fastlands): the condition counts the permanents the entering
    # object's controller controls (rules/replacement/enter.lp: controls_fewer/2, controls_more/2).
    def do_enters_tapped_unless_any(self, tree: Tree) -> None:
        # (self_ref, then number and filter, once or twice: "a Plains or an Island")
        parts = _trees(tree)[1:]
        if any(number_value(num) != 1 for num in parts[0::2]):
            raise Unsupported("enters tapped unless you control N (N > 1)")
        # (colors read by matches/2 of the counted filter, rules/replacement/enter_conditions.lp)
        filters = [plain_filter(f, colors=True) for f in parts[1::2]]
        self._enters_tapped_unless("controls_fewer", filters[0] if len(filters) == 1 else fn("any_of", *filters), 1)

    def do_enters_tapped_unless_at_least(self, tree: Tree) -> None:
        _self, num, flt = _trees(tree)
        self._enters_tapped_unless("controls_fewer", plain_filter(flt), number_value(num))

    def do_enters_tapped_unless_at_most(self, tree: Tree) -> None:
        _self, num, flt = _trees(tree)
        self._enters_tapped_unless("controls_more", plain_filter(flt), number_value(num))

    def _enters_tapped_unless(self, condition: str, flt: Symbol, k: int | str) -> None:
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn(condition, flt, k))

    def do_enters_with(self, tree: Tree) -> None:
        self._self_enters(self._counters(_trees(tree)[1]))

    def do_enters_tapped_with(self, tree: Tree) -> None:
        self._self_enters(fn("both", fn("enter_tapped"), self._counters(_trees(tree)[1])))

    # CR 614.1c, 614.12 — "This creature enters with a +1/+1 counter on it for each other creature you control", "...
    # X +1/+1 counters on it, where X is the number of other creatures on the battlefield": the amount per(F, Rel, M),
    # M counters for each permanent matching F that Rel controls (you: the player it enters under; any). The entering
    # object is not on the battlefield yet: every permanent counted is "other" (rules/replacement/enter.lp).
    def do_enters_for_each(self, tree: Tree) -> None:
        spec, flt, rel = _trees(tree)[1:4]
        m = number_value(_trees(spec)[0])
        if not isinstance(m, int):
            raise Unsupported("X counters for each")
        self._enters_per(counter_kind_of(spec), flt, rel, m)

    def do_enters_x_number(self, tree: Tree) -> None:
        spec, flt, rel = _trees(tree)[1:4]
        if number_value(_trees(spec)[0]) != "x":
            raise Unsupported("N counters where X is")
        self._enters_per(counter_kind_of(spec), flt, rel, 1)

    def _enters_per(self, kind: str, flt: Tree | Symbol, rel: Tree, m: int) -> None:
        f = flt if isinstance(flt, Symbol) else counted_filter(flt)
        self._self_enters(fn("enter_with_counters", kind, fn("per", f, REL[rel.data], m)))

    def _per_count(self, spec: Tree) -> int:
        m = number_value(_trees(spec)[0])
        if not isinstance(m, int):
            raise Unsupported("X counters for each")
        return m

    # CR 614.12 — "... for each other creature and/or artifact you control" (Luxknight Breacher): either filter,
    # any_of(F1, F2), each permanent counted once.
    def do_enters_for_each_either(self, tree: Tree) -> None:
        spec, f1, f2, rel = _trees(tree)[1:5]
        self._enters_per(counter_kind_of(spec), fn("any_of", counted_filter(f1), counted_filter(f2)), rel,
                         self._per_count(spec))

    # CR 614.12 — "Ulasht enters with a +1/+1 counter on it for each other red creature you control and a +1/+1 counter
    # on it for each other green creature you control" (Ulasht, the Hate Seed): both amounts, one effect; a color as
    # matches/2 reads it ("a red creature", CR 105.2); "other" needs no term (not on the battlefield yet, CR 614.12).
    def do_enters_for_each_and_for_each(self, tree: Tree) -> None:
        spec1, f1, rel1, spec2, f2, rel2 = _trees(tree)[1:7]
        self._self_enters(fn("both", *(
            fn("enter_with_counters", counter_kind_of(spec), fn("per", plain_filter(f, colors=True), REL[rel.data],
                                                                self._per_count(spec)))
            for spec, f, rel in ((spec1, f1, rel1), (spec2, f2, rel2)))))

    # CR 614.12, 122.1 — "... for each other creature you control with a +1/+1 counter on it" (Avatar of the
    # Resolute): the filter with_counter(F, Kind).
    def do_enters_for_each_with_counter(self, tree: Tree) -> None:
        spec, flt, rel, kind = _trees(tree)[1:5]
        self._enters_per(counter_kind_of(spec), fn("with_counter", counted_filter(flt), counter_kind_of(kind)), rel,
                         self._per_count(spec))

    # CR 614.12, 122.1 — "... for each +1/+1 counter among other creatures you control" (Ascendant Acolyte), "... for
    # each loyalty counter on planeswalkers you control" (Bioessence Hydra): the amount counters_among(Kind, F, Rel, M),
    # M for each counter of Kind on the permanents matching F that Rel controls.
    def do_enters_for_each_counter_among(self, tree: Tree) -> None:
        spec, kind, flt, rel = _trees(tree)[1:5]
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn(
            "counters_among", counter_kind_of(kind), counted_filter(flt), REL[rel.data], self._per_count(spec))))

    # CR 614.12 — "This creature enters with a +1/+1 counter on it plus an additional +1/+1 counter on it for each
    # other creature you control" (Sheriff of Safe Passage): one effect, both amounts (both/2).
    def do_enters_plus_for_each(self, tree: Tree) -> None:
        spec, extra, flt, rel = _trees(tree)[1:5]
        if counter_kind_of(spec) != counter_kind(str(extra.children[0])):
            raise Unsupported("counters of two kinds")
        self._self_enters(fn("both", self._counters(spec), fn("enter_with_counters", counter_kind_of(spec), fn(
            "per", counted_filter(flt), REL[rel.data], 1))))

    # CR 107.3m — "This creature enters with twice X +1/+1 counters on it." (Banquet Guests, Primo, the Unbounded): the
    # amount x(M), M times the spell's X.
    def do_enters_twice_x(self, tree: Tree) -> None:
        self._self_enters(fn("enter_with_counters", counter_kind_of(tree), fn("x", 2)))

    # CR 107.3m, 614.1c — "This creature enters with X +1/+1 counters on it. If X is 5 or more, it enters with an
    # additional X +1/+1 counters on it." (Apocalypse Hydra; its ruling of 2009-02-01: X = 4 gives four, X = 5 ten): one
    # effect, both(enter_with_counters(K, x), enter_with_counters(K, x_at_least(L))), x_at_least(L) the spell's X when it
    # is L or more, else 0.
    def do_enters_x_more_if_at_least(self, tree: Tree) -> None:
        spec, num, kind = _trees(tree)[1:4]
        first, at_least = number_value(_trees(spec)[0]), number_value(num)
        if first != "x" or not isinstance(at_least, int) or counter_kind_of(spec) != counter_kind_of(kind):
            raise Unsupported("an additional amount of another kind or number")
        k = counter_kind_of(spec)
        self._self_enters(fn("both", fn("enter_with_counters", k, fn("x")),
                             fn("enter_with_counters", k, fn("x_at_least", at_least))))

    # CR 614.12, 208.3 — "... X +1/+1 counters on it, where X is the greatest power among other creatures you control"
    # (Prime Speaker Zegana: stat_among(max, power, F, Rel)), "... the total toughness of other creatures you control"
    # (Towering Titan: stat_among(sum, toughness, F, Rel)), read after every layer (rules/replacement/enter.lp).
    def do_enters_x_greatest_stat(self, tree: Tree) -> None:
        self._enters_stat_among("max", tree)

    def do_enters_x_total_stat(self, tree: Tree) -> None:
        self._enters_stat_among("sum", tree)

    def _enters_stat_among(self, agg: str, tree: Tree) -> None:
        spec, stat, flt, rel = _trees(tree)[1:5]
        if number_value(_trees(spec)[0]) != "x":
            raise Unsupported("N counters where X is")
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn(
            "stat_among", agg, "power" if stat.data == "ss_power" else "toughness", counted_filter(flt), REL[rel.data])))

    # CR 614.12 — "... X +1/+1 counters on it, where X is the number of tapped lands on the battlefield" (Ignition
    # Team): the filter tapped(F).
    def do_enters_x_number_tapped(self, tree: Tree) -> None:
        spec, flt, rel = _trees(tree)[1:4]
        if number_value(_trees(spec)[0]) != "x":
            raise Unsupported("N counters where X is")
        self._enters_per(counter_kind_of(spec), fn("tapped", counted_filter(flt)), rel, 1)

    # CR 614.1c, 614.12 — "Dakkon enters with a number of loyalty counters on him equal to the number of lands you
    # control" (per(F, Rel, 1)); "... equal to one plus the number of other creatures you control" (Boss's Chauffeur:
    # one more, both/2).
    def do_enters_number_equal(self, tree: Tree) -> None:
        _self, kind, flt, rel = _trees(tree)[:4]
        self._enters_per(counter_kind(str(kind.children[0])), flt, rel, 1)

    def do_enters_number_equal_plus_one(self, tree: Tree) -> None:
        _self, kind, flt, rel = _trees(tree)[:4]
        k = counter_kind(str(kind.children[0]))
        self._self_enters(fn("both", fn("enter_with_counters", k, 1),
                             fn("enter_with_counters", k, fn("per", counted_filter(flt), REL[rel.data], 1))))

    # CR 614.1c, 614.12 — "This creature enters with a +1/+1 counter on it if you control a permanent with mana value 4
    # or greater" (Ascendant Packleader), "... a modified creature" (Heir of the Ancient Fang, CR 700.9): the
    # condition controls_more(F, 0), F with the quality modified(F) or mana_value_at_least(F, V).
    def do_enters_with_if_control(self, tree: Tree) -> None:
        parts = _trees(tree)
        spec, flt = parts[1], next(t for t in parts if t.data == "filter")
        f = counted_filter(flt)
        for q in parts:
            if q.data == "cq_modified":
                f = fn("modified", f)
            elif q.data == "cw_mana_value_at_least":
                v = number_value(_trees(q)[0])
                if not isinstance(v, int):
                    raise Unsupported("a mana value that is no number")
                f = fn("mana_value_at_least", f, v)
            elif q.data == "cw_power_at_least":
                # the power the layers give (rules/replacement/enter_conditions.lp: with_power_filter/3)
                v = number_value(_trees(q)[0])
                if not isinstance(v, int):
                    raise Unsupported("a power that is no number")
                f = fn("with_power", f, "ge", v)
        self._self_enters(self._counters(spec))
        self.add("replacement_condition", fn("controls_more", f, 0))

    # CR 702.82a, 614.12a — "As this creature enters, you may sacrifice any number of creatures and/or planeswalkers. If
    # you do, it enters with twice that many +1/+1 counters on it." (Devouring Hellion): devour(F, M) in words, every
    # number explored (rules/replacement/enter_sacrifice.lp).
    def _enters_devour(self, tree: Tree, each: int) -> None:
        filters = [counted_filter(t) for t in _trees(tree) if t.data == "filter"]
        if counter_kind_of(tree) != "p1p1":
            raise Unsupported("devour of another kind of counter")
        flt = filters[0] if len(filters) == 1 else fn("any_of", *filters)
        self._self_enters(fn("devour", flt, each))

    def do_enters_devour_once(self, tree: Tree) -> None:
        self._enters_devour(tree, 1)

    def do_enters_devour_twice(self, tree: Tree) -> None:
        self._enters_devour(tree, 2)

    def do_enters_choose(self, tree: Tree) -> None:
        kind = _trees(tree)[1].data.removeprefix("ck_")
        self._self_enters(fn("choose", kind))

    # CR 614.12a, 614.12 — "As this creature enters, choose an opponent. This creature enters with a -1/-1 counter on it
    # for each creature that player controls." (Canker Abomination): the choice, and the amount per(F, chosen_player, M)
    # counted for each player it may be (rules/replacement/enter_amounts.lp), one effect (both/2).
    def do_enters_choose_player_for_each(self, tree: Tree) -> None:
        parts = _trees(tree)
        kind = next(t.data.removeprefix("ck_") for t in parts if t.data.startswith("ck_"))
        if kind not in ("opponent", "player"):
            raise Unsupported("a count over a choice that is no player")
        spec = next(t for t in parts if t.data == "counters_spec")
        flt = next(t for t in parts if t.data == "filter")
        self._self_enters(fn("both", fn("choose", kind), fn("enter_with_counters", counter_kind_of(spec), fn(
            "per", counted_filter(flt), fn("chosen", fn(kind)), self._per_count(spec)))))

    # CR 614.12a, 614.12 — "As this artifact enters, choose a creature type. This artifact enters with a fellowship
    # counter on it for each creature you control of the chosen type." (Banner of Kinship): the choice, and the amount
    # per_chosen_type(F, Rel, M) counted for each creature type it may be (rules/replacement/enter_amounts.lp).
    def do_enters_choose_type_for_each(self, tree: Tree) -> None:
        parts = _trees(tree)
        kind = next(t.data.removeprefix("ck_") for t in parts if t.data.startswith("ck_"))
        if kind != "creature_type":
            raise Unsupported("a count over a chosen type that is no creature type")
        spec = next(t for t in parts if t.data == "counters_spec")
        flt = next(t for t in parts if t.data == "filter")
        rel = REL[next(t for t in parts if t.data in REL).data]
        self._self_enters(fn("both", fn("choose", kind), fn("enter_with_counters", counter_kind_of(spec), fn(
            "per_chosen_type", counted_filter(flt), fn(rel), self._per_count(spec)))))

    # CR 614.12a — "As this enchantment enters, choose a color and an opponent." (Call to Arms), "choose two colors." (Seal
    # of the Guildpact): both choices made before it enters, by one effect (both/2 of the two choose/1).
    def do_enters_choose_two(self, tree: Tree) -> None:
        first, second = (t.data.removeprefix("ck_") for t in _trees(tree) if t.data.startswith("ck_"))
        self._self_enters(fn("both", fn("choose", first), fn("choose", second)))

    def do_enters_choose_two_of(self, tree: Tree) -> None:
        kind = next(t.data.removeprefix("ck_") for t in _trees(tree) if t.data.startswith("ck_"))
        self._self_enters(fn("both", fn("choose", kind), fn("choose", kind)))

    # CR 614.12a — "As this artifact enters, choose artifact, creature, enchantment, instant, or sorcery." (Cloud Key):
    # one option choose(Word) for each word, every one explored.
    def do_enters_choose_words(self, tree: Tree) -> None:
        words = [word_of(str(t)) for t in _tokens(tree, "WORD")]
        if not all(_CONSTANT.match(w) for w in words) or len(set(words)) != len(words):
            raise Unsupported("a choice that is no word")
        self._self_enters(fn("choose", fn(words[0])))
        for n, w in enumerate(words[1:], start=2):
            self.add("replacement_option", n, fn("choose", fn(w)))

    # CR 614.12a — "As this enchantment enters, choose white Citizen, blue Camarid, black Thrull, red Goblin, or green
    # Saproling." (Sarpadian Empires, Vol. VII): one option choose(Word_Word) for each pair, every one explored.
    def do_enters_choose_word_pairs(self, tree: Tree) -> None:
        tokens = [word_of(str(t)) for t in _tokens(tree, "WORD")]
        words = [f"{a}_{b}" for a, b in zip(tokens[::2], tokens[1::2], strict=True)]
        if not all(_CONSTANT.match(w) for w in words) or len(set(words)) != len(words):
            raise Unsupported("a choice that is no word")
        self._self_enters(fn("choose", fn(words[0])))
        for n, w in enumerate(words[1:], start=2):
            self.add("replacement_option", n, fn("choose", fn(w)))

    # CR 614.12a — "As this creature enters, you may choose a nonland permanent." (Scheming Fence): choose(Kind), an
    # optional effect: made or not, both explored.
    def do_enters_may_choose(self, tree: Tree) -> None:
        self.do_enters_choose(tree)
        self.add("optional_replacement")

    # CR 614.12a — "As Pithing Spyglass enters, name a keyword ability or ability word.": choose(keyword_or_ability_word),
    # the name's value free (as a card name's, choose(card_name)).
    def do_enters_name_keyword(self, tree: Tree) -> None:
        self._self_enters(fn("choose", fn("keyword_or_ability_word")))

    # CR 614.12a — "As Greymond, Avacyn's Stalwart enters, choose two abilities from among first strike, vigilance, and
    # lifelink.": one option both(choose(K1), choose(K2)) for each pair of the keywords, every one explored (as
    # Grimdancer's two counters).
    def do_enters_choose_two_keywords(self, tree: Tree) -> None:
        keywords = [t.data.removeprefix("gk_") for t in _trees(tree) if t.data.startswith("gk_")]
        if "quoted_ability" in keywords or len(set(keywords)) != len(keywords):
            raise Unsupported("a choice of abilities that are no keywords")
        pairs = [(a, b) for i, a in enumerate(keywords) for b in keywords[i + 1:]]
        for n, (a, b) in enumerate(pairs, start=1):
            option = fn("both", fn("choose", fn(a)), fn("choose", fn(b)))
            if n == 1:
                self._self_enters(option)
            else:
                self.add("replacement_option", n, option)

    # "As this land enters, choose a basic land type. Then you may pay 2 life. If you don't, it enters tapped."
    # (Multiversal Passage): option 1 chooses and enters tapped, option 2 chooses and pays the life (CR 614.12a, 119.4).
    def do_enters_choose_pay_life_or_tapped(self, tree: Tree) -> None:
        kind = next(t.data.removeprefix("ck_") for t in _trees(tree) if t.data.startswith("ck_"))
        amount = number_value(_trees(tree)[2])
        if not isinstance(amount, int):
            raise Unsupported("an amount of life that is no number")
        self._self_enters(fn("both", fn("choose", kind), fn("enter_tapped")))
        self.add("replacement_option", 2, fn("both", fn("choose", kind), fn("pay_life", amount)))
        self.add("option_condition", 2, fn("can_pay_life", amount))

    # CR 614.1c — "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn" (and an opponent
    # lost life, a creature died: morbid, a permanent left the battlefield under your control: revolt): the condition
    # this_turn(Event, Rel), read from the board's this_turn: (rules/replacement/enter.lp).
    _TURN_HISTORY = {"th_you_attacked": ("attacked", "you"), "th_opponent_lost_life": ("lost_life", "opponent"),
                     "th_creature_died": ("creature_died", "any"), "th_you_permanent_left": ("permanent_left", "you")}

    def do_enters_with_if_this_turn(self, tree: Tree) -> None:
        spec, history = [t for t in _trees(tree) if t.data in ("counters_spec",) or t.data in self._TURN_HISTORY]
        event, rel = self._TURN_HISTORY[history.data]
        self._self_enters(self._counters(spec))
        self.add("replacement_condition", fn("this_turn", fn(event), fn(rel)))

    # CR 614.1c, 614.12 — counts of what happened this turn (issue 26; the board's this_turn: counts,
    # rules/replacement/enter_amounts.lp): "for each creature that died this turn" (Grizzly Ghoul), "... that died under
    # your control this turn" (Callous Sell-Sword), "for each other spell cast this turn" (Storm Entity), "for each land
    # that entered the battlefield under your control this turn" (Bioengineered Future): turn_amount(K, Rel, Agg, M);
    # "for each opponent who lost life this turn" (Gev, Scaled Scorch): turn_players(lost_life, opponent, M).
    _TURN_COUNTED = {"tc_creatures_died": ("creatures_died", "any", "sum"),
                     "tc_creatures_died_you": ("creatures_died", "you", "sum"),
                     "tc_other_spells": ("spells_cast", "any", "sum_other"),
                     "tc_lands_entered_you": ("lands_entered", "you", "sum")}
    # "where X is the amount of life you've gained this turn" (Voracious Wurm), "... the total life lost by your opponents
    # this turn" (Cryptborn Horror), "... the greatest number of cards an opponent has drawn this turn" (Thought Sponge),
    # "... the number of creatures that died this turn" (Bone Devourer)
    _TURN_TOTAL = {"tt_life_gained_you": ("life_gained", "you", "sum"),
                   "tt_life_lost_opponents": ("life_lost", "opponent", "sum"),
                   "tt_damage_opponents": ("damage_dealt", "opponent", "sum"),
                   "tt_cards_drawn_max": ("cards_drawn", "opponent", "max"),
                   "tt_creatures_died": ("creatures_died", "any", "sum")}

    def _turn_amount(self, node: Tree, m: int) -> Symbol:
        if node.data == "tc_opponents_lost_life":
            return fn("turn_players", fn("lost_life"), fn("opponent"), m)
        kind, rel, agg = {**self._TURN_COUNTED, **self._TURN_TOTAL}[node.data]
        return fn("turn_amount", fn(kind), fn(rel), fn(agg), m)

    def do_enters_for_each_this_turn(self, tree: Tree) -> None:
        self._enters_for_each(tree, self._turn_amount)

    def do_enters_x_this_turn(self, tree: Tree) -> None:
        self._enters_x_where(tree, self._turn_amount)

    def do_enters_number_equal_this_turn(self, tree: Tree) -> None:
        self._enters_number_equal(tree, self._turn_amount)

    # CR 706.2, 614.1c — "As this creature enters, roll a six-sided die. This creature enters with a number of +1/+1
    # counters on it equal to the result." (Hammer Jammer): the amount die_roll(6), the result of the die the enter event
    # states (rules/replacement/enter_dice.lp); a die roll is random, no player's choice (CR 706.1).
    def do_enters_die_roll_counters(self, tree: Tree) -> None:
        kind = next(t for t in _trees(tree) if t.data == "counter_kind")
        self._self_enters(fn("enter_with_counters", counter_kind(str(kind.children[0])), fn("die_roll", 6)))

    # CR 601.2i, 614.1c — "This creature enters with two -1/-1 counters on it unless you've cast another red spell this
    # turn" (Hotheaded Giant): the condition turn_other_fewer(spells_cast(color(C)), you, 1), the board's this_turn:
    # spells_cast_kinds less the entering spell itself if it is one (rules/replacement/enter_turn.lp).
    def do_enters_with_unless_cast_another(self, tree: Tree) -> None:
        _self, spec, color = _trees(tree)[:3]
        self._self_enters(self._counters(spec))
        kind = fn("spells_cast", fn("color", fn(color.data.removeprefix("sc_"))))
        self.add("replacement_condition", fn("turn_other_fewer", kind, fn("you"), 1))

    # "Ral enters with an additional loyalty counter on him for each instant and sorcery spell you've cast this turn"
    # (Ral, Leyline Prodigy): the amount turn_amount(spells_cast(type(T)), you, sum, 1) for each card type named (a
    # spell is never both an instant and a sorcery, CR 304.1, 307.1: their sum counts each once).
    def do_enters_additional_for_each_spell_cast(self, tree: Tree) -> None:
        kind = counter_kind_of(tree)
        types = [t.data.removeprefix("st_") for t in _trees(next(t for t in _trees(tree) if t.data == "spell_types"))]
        if len(set(types)) != len(types) or (len(types) == 2 and set(types) != {"instant", "sorcery"}):
            raise Unsupported("two card types a spell may have both of")
        mods = [fn("enter_with_counters", kind, fn("turn_amount", fn("spells_cast", fn("type", fn(t))), fn("you"),
                                                  fn("sum"), 1)) for t in types]
        self._self_enters(mods[0] if len(mods) == 1 else fn("both", mods[0], mods[1]))

    # CR 614.1c — "This creature enters with two +1/+1 counters on it if you've cast two or more spells this turn"
    # (Effortless Master): the condition turn_at_least(spells_cast, you, K) (rules/replacement/enter_turn.lp).
    def do_enters_with_if_spells_cast(self, tree: Tree) -> None:
        spec, num = _trees(tree)[1:3]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("a number of spells that is no number")
        self._self_enters(self._counters(spec))
        self.add("replacement_condition", fn("turn_at_least", fn("spells_cast"), fn("you"), k))

    # CR 614.1c, 614.12 — "Other creatures you control enter with an additional +1/+1 counter on them for each opponent
    # who lost life this turn" (Gev, Scaled Scorch), "Nontoken creatures you control enter with an additional +1/+1
    # counter on them for each creature that died under your control this turn" (Gorma, the Gullet), "Each creature you
    # control enters with an additional +1/+1 counter on it for each land that entered the battlefield under your
    # control this turn" (Bioengineered Future): an effect on other permanents entering, the amount counted this turn.
    def do_others_enter_with_additional_this_turn(self, tree: Tree) -> None:
        self._others_this_turn(tree, True)

    def do_each_enter_with_additional_this_turn(self, tree: Tree) -> None:
        self._others_this_turn(tree, False)

    def _others_this_turn(self, tree: Tree, other: bool) -> None:
        parts = _trees(tree)
        num = next(p for p in parts if p.data in NUMBER_WORDS or p.data in ("nint", "nx"))
        m = number_value(num)
        if not isinstance(m, int):
            raise Unsupported("X additional counters")
        counted = next(p for p in parts if p.data.startswith("tc_"))
        self._replacement("enters_battlefield")
        # ("Nontoken creatures you control", Gorma, the Gullet: nontoken(F), rules/replacement/enter_conditions.lp)
        self.add("replacement_condition", fn("affected", counted_filter(next(p for p in parts if p.data == "filter"))))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        if other:
            self.add("replacement_condition", fn("other"))
        self.add("replacement_option", 1, fn("enter_with_counters", counter_kind_of(tree), self._turn_amount(counted, m)))

    # CR 614.1c — "As long as an opponent lost life this turn, each other Vampire you control enters with an additional
    # +1/+1 counter on it" (Vampire Socialite): the effect on other permanents entering, under the condition
    # this_turn(E, Rel) (rules/replacement/enter_turn.lp).
    def do_others_enter_with_additional_if_this_turn(self, tree: Tree) -> None:
        history = next(t for t in _trees(tree) if t.data in self._TURN_HISTORY)
        event, rel = self._TURN_HISTORY[history.data]
        self.do_others_enter_with_additional(tree)
        self.add("replacement_condition", fn("this_turn", fn(event), fn(rel)))

    # CR 614.1c, 614.12a, 122.1b — "This creature enters with your choice of a deathtouch counter or a lifelink counter
    # on it" (Boot Nipper): a choice made before it enters, between two options, both explored.
    def do_enters_choice_of_counters(self, tree: Tree) -> None:
        first, second = _trees(tree)[1:3]
        self._self_enters(self._counters(first))
        self.add("replacement_option", 2, self._counters(second))

    # CR 614.12a, 122.1b — "... your choice of a +1/+1, first strike, or vigilance counter on it" (Denry Klin): one
    # option for each kind, all explored.
    def do_enters_choice_of_kinds(self, tree: Tree) -> None:
        num, *kinds = _trees(tree)[1:]
        if number_value(num) != 1:
            raise Unsupported("a choice of several counters of each kind")
        for i, kind in enumerate(kinds, 1):
            if i == 1:
                self._self_enters(fn("enter_with_counters", counter_kind_of(kind), 1))
            else:
                self.add("replacement_option", i, fn("enter_with_counters", counter_kind_of(kind), 1))

    # CR 614.1c, 122.1b — "This artifact enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield
    # counter on it." (Agent's Toolkit): one effect, both/2 nested: both(A, both(B, both(C, D))).
    def do_enters_with_counter_list(self, tree: Tree) -> None:
        mods = [self._counters(spec) for spec in _trees(tree)[1:]]
        mod = mods[-1]
        for m in reversed(mods[:-1]):
            mod = fn("both", m, mod)
        self._self_enters(mod)

    # CR 614.1c, 614.1d — "This creature enters tapped unless it's your turn." / "... if it's not your turn.": the player
    # it would enter under is not the active player (not_your_turn, rules/replacement/enter_conditions.lp).
    def do_enters_tapped_not_your_turn(self, tree: Tree) -> None:
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn("not_your_turn"))

    # CR 103.1, 614.1d — "If you were the starting player, this land enters tapped." (Rising Chicane): the player it would
    # enter under took the game's first turn (starting_player_you, the board's starting_player:).
    def do_enters_tapped_if_starting_player(self, tree: Tree) -> None:
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn("starting_player_you"))

    # CR 103.1, 103.8 — "Patient Turtle enters with two +1/+1 counters on it if you didn't go first this game": the player
    # it would enter under is not the starting player (not_starting_player_you).
    def do_enters_with_if_not_starting_player(self, tree: Tree) -> None:
        self._self_enters(self._counters(_trees(tree)[1]))
        self.add("replacement_condition", fn("not_starting_player_you"))

    # CR 500.1, 103.8 — "This land enters tapped unless it's your first, second, or third turn of the game." (Starting
    # Town): not_own_turn_at_most(3), the board's this_game: turns_begun (rules/replacement/enter_game.lp).
    def do_enters_tapped_unless_first_three_turns(self, tree: Tree) -> None:
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn("not_own_turn_at_most", 3))

    # "During your first three turns of the game, Captivating Crossroads enters tapped if you were the starting player."
    def do_enters_tapped_early_turns_starting(self, tree: Tree) -> None:
        k = number_value(_trees(tree)[0])
        if not isinstance(k, int):
            raise Unsupported("a number of turns that is no number")
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn("own_turn_at_most", k))
        self.add("replacement_condition", fn("starting_player_you"))

    # CR 903.8 — "The Swarmlord enters with two +1/+1 counters on it for each time you've cast your commander from the
    # command zone this game." (Jeska: "a commander"): the amount game_count(commander_casts, M).
    def do_enters_for_each_commander_cast(self, tree: Tree) -> None:
        spec = next(t for t in _trees(tree) if t.data == "counters_spec")
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec),
                             fn("game_count", fn("commander_casts"), self._per_count(spec))))

    # CR 614.12a, 122.1b — "... your choice of two different counters on it from among menace, deathtouch, and lifelink"
    # (Grimdancer): three options, one counter of each kind of a pair, all explored.
    def do_enters_choice_of_two_counters(self, tree: Tree) -> None:
        kinds = [counter_kind(str(t.children[0])) for t in _trees(tree) if t.data == "counter_kind"]
        pairs = [(a, b) for i, a in enumerate(kinds) for b in kinds[i + 1:]]
        if len(set(kinds)) != 3:
            raise Unsupported("a choice among counters of the same kind")
        options = [fn("both", fn("enter_with_counters", a, 1), fn("enter_with_counters", b, 1)) for a, b in pairs]
        self._self_enters(options[0])
        for n, option in enumerate(options[1:], start=2):
            self.add("replacement_option", n, option)

    # CR 614.1c, 614.12a — "This land enters tapped. As it enters, choose a color." (the Thriving lands): one
    # replacement effect that does both, the choice made before it enters.
    def do_enters_tapped_choose(self, tree: Tree) -> None:
        kind = _trees(tree)[2].data.removeprefix("ck_")
        self._self_enters(fn("both", fn("enter_tapped"), fn("choose", kind)))

    # CR 614.1d — "This land enters tapped unless you have two or more opponents": enters tapped while its controller
    # has fewer than K opponents (the condition fewer_opponents(K), CR 102.2-102.3: the board's players).
    def do_enters_tapped_unless_opponents(self, tree: Tree) -> None:
        k = number_value(_trees(tree)[1])
        if not isinstance(k, int):
            raise Unsupported("a number of opponents that is no number")
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn("fewer_opponents", k))

    # CR 614.1d — "This land enters tapped unless a player has 13 or less life": enters tapped while every player has
    # more than L life (the condition no_player_life_at_most(L); a board without every life total may not say).
    def do_enters_tapped_unless_life(self, tree: Tree) -> None:
        life = number_value(_trees(tree)[1])
        if not isinstance(life, int):
            raise Unsupported("an amount of life that is no number")
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn("no_player_life_at_most", life))

    # CR 614.1d — "If you control two or more other lands, this land enters tapped": controls_more(F, K - 1), as
    # "... unless you control two or fewer other lands" is controls_more(F, 2).
    def do_enters_tapped_if_at_least(self, tree: Tree) -> None:
        num, flt = _trees(tree)[0], _trees(tree)[1]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("a number of permanents that is no number")
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_condition", fn("controls_more", plain_filter(flt), k - 1))

    # CR 119.1, 614.12 — "... X charge counters on it, where X is your life total." (Eternity Vessel): life_total.
    def do_enters_x_life_total(self, tree: Tree) -> None:
        spec = _trees(tree)[1]
        if number_value(_trees(spec)[0]) != "x":
            raise Unsupported("a number of counters that is not X")
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn("life_total")))

    # CR 119.4, 614.12a — "As this creature enters, pay any amount of life." (Minion of the Wastes): pay_any_life.
    def do_enters_pay_any_life(self, tree: Tree) -> None:
        self._self_enters(fn("pay_any_life"))

    # CR 614.1c — "If you control five or more untapped lands, this creature enters with two +1/+1 counters and a lifelink
    # counter on it." (Dust Animus): controls_more(F, K - 1); "untapped" the quality untapped(F) (CR 110.5,
    # rules/core/counted_filters.lp), the entering object not among them (not on the battlefield yet, CR 614.12).
    def do_enters_with_if_at_least(self, tree: Tree) -> None:
        num, flt, _self, *specs = _trees(tree)
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("a number of permanents that is no number")
        untapped = [t for t in _trees(flt) if t.data == "untapped"]
        f = counted_filter(Tree(flt.data, [c for c in flt.children if not (isinstance(c, Tree) and c.data == "untapped")]))
        if untapped:
            f = fn("untapped", f)
        mods = [self._counters(spec) for spec in specs]
        self._self_enters(mods[0] if len(mods) == 1 else fn("both", *mods))
        self.add("replacement_condition", fn("controls_more", f, k - 1))

    # CR 614.12a, 614.1c — "As this land enters, you may reveal a Giant card from your hand. If you don't, this land
    # enters tapped": the player's choice, made before it enters, between two options (both explored): enter tapped,
    # or reveal (choose(revealed_card)). CR 701.20a: a card can be revealed only if it is in the hand: the reveal is an
    # option only when the hand holds a card of that subtype (option condition hand_holds(F), F subtype(S) or
    # any_of(subtype(S1), subtype(S2)); a board that gives no hand doesn't limit it, rules/replacement/enter_reveal.lp).
    def do_enters_reveal_or_tapped(self, tree: Tree) -> None:
        words = [subtype_word(str(t)) for t in _tokens(tree, "WORD")]
        quality = fn("subtype", words[0])
        if len(words) > 1:
            quality = fn("any_of", quality, fn("subtype", words[1]))
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_option", 2, fn("choose", fn("revealed_card")))
        self.add("option_condition", 2, fn("hand_holds", quality))

    # "As this land enters, you may reveal a Dragon card from your hand. This land enters tapped unless you revealed a
    # Dragon card this way or you control a Dragon." (Temple of the Dragon Queen, Fortified Beachhead): the reveal is
    # the player's choice as it enters, as for the lands above (choose(revealed_card)); controlling a permanent of
    # that subtype, the effect doesn't apply (controls_fewer(subtype(S), 1), as "unless you control a Swamp").
    def do_enters_reveal_unless_control(self, tree: Tree) -> None:
        words = [str(t) for t in _tokens(tree, "WORD")]
        if len(set(words)) != 1 or any(number_value(n) != 1 for n in _trees(tree) if n.data != "self_ref"):
            raise Unsupported("a card revealed and a permanent controlled of different kinds")
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_option", 2, fn("choose", fn("revealed_card")))
        self.add("option_condition", 2, fn("hand_holds", fn("subtype", subtype_word(words[0]))))
        self.add("replacement_condition", fn("controls_fewer", fn("subtype", subtype_word(words[0])), 1))

    # CR 614.12a, 614.1c, 119.4 — "As this land enters, you may pay 2 life. If you don't, it enters tapped" (the shock
    # lands): the player's choice before it enters, between entering tapped and paying the life (pay_life(N), an option
    # only when the player can pay it: condition can_pay_life(N), rules/replacement/enter.lp).
    def do_enters_pay_life_or_tapped(self, tree: Tree) -> None:
        amount = number_value(_trees(tree)[1])
        if not isinstance(amount, int):
            raise Unsupported("an amount of life that is no number")
        self._self_enters(fn("enter_tapped"))
        self.add("replacement_option", 2, fn("pay_life", amount))
        self.add("option_condition", 2, fn("can_pay_life", amount))

    def _self_enters(self, mod: Symbol) -> None:
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("this"))
        self.add("replacement_option", 1, mod)

    # CR 702.33d — "enters with a +1/+1 counter on it for each time it was kicked": the amount kicked; "two +1/+1
    # counters ... for each time it was kicked" (Vodalian Mindsinger): kicked(M), M for each time.
    def do_enters_kicked(self, tree: Tree) -> None:
        each = number_value(_trees(_trees(tree)[1])[0])
        if not isinstance(each, int) or each < 1:
            raise Unsupported("a number of counters for each kick that is no number")
        self._self_enters(fn("enter_with_counters", counter_kind_of(tree), fn("kicked") if each == 1 else fn("kicked", each)))

    # CR 207.2c, 614.1c — "Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast
    # it": the amount colors(M) (rules/replacement/enter.lp: the enter event's --colors; not cast, none).
    def do_enters_colors_spent(self, tree: Tree) -> None:
        spec = _trees(tree)[1]
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn("colors", self._per_count(spec))))

    # CR 702.33d — "If this creature was kicked, it enters with N +1/+1 counters on it": the spell that became the
    # permanent was kicked (rules/replacement/enter.lp: the condition kicked; the enter event says how many times).
    def do_enters_if_kicked(self, tree: Tree) -> None:
        if number_value(_trees(_trees(tree)[1])[0]) == "x":
            raise Unsupported("X counters if kicked (the X of a kicker cost)")
        self._self_enters(self._counters(_trees(tree)[1]))
        self.add("replacement_condition", fn("kicked"))

    # CR 702.33d, 614.1c — "If this creature was kicked, it enters with two +1/+1 counters on it and with first strike"
    # (Benalish Lancer; "... two +1/+1 counters and a trample counter on it and with haste", Voidpouncer): the counters
    # and enter_with_keyword(K), a keyword ability it has as it enters (kept with the outcome's choices: "with flying").
    def _gained_quoted(self, tree: Tree) -> None:
        """A quoted ability the permanent enters with ("... and with "Pay 3 life: Regenerate this creature.""): the only
        quoted ability of the line, kept with the outcome's choices as kind quoted_ability (CR 702.33d, 614.1c)."""
        found = [t for t in tree.scan_values(lambda v: isinstance(v, Token) and v.type == "QUOTED")]
        if len(found) != len(self.quoted) or len(self.quoted) > 1:
            raise Unsupported("quoted abilities not found")

    def do_enters_if_kicked_with(self, tree: Tree) -> None:
        self._gained_quoted(tree)
        parts = _trees(tree)
        specs = [t for t in parts if t.data == "counters_spec"]
        keyword = next(t for t in parts if t.data.startswith("gk_")).data.removeprefix("gk_")
        mods = [self._counters(sp) for sp in specs] + [fn("enter_with_keyword", fn(keyword))]
        mod = mods[-1]
        for m in reversed(mods[:-1]):
            mod = fn("both", m, mod)
        self._self_enters(mod)
        self.add("replacement_condition", fn("kicked"))

    # CR 702.33d — "If this creature was kicked with its {1}{U} kicker, it enters with two +1/+1 counters on it and with
    # flying" (the Volvers, whose two kicker costs may each be paid): the condition kicked_with(Cost), Cost the kicker
    # cost as printed ("{1}{U}"; the enter event's --kicker).
    def do_enters_if_kicked_with_cost(self, tree: Tree) -> None:
        self._gained_quoted(tree)
        cost = "".join(str(t) for t in _tokens(tree, "SYM")).upper()
        spec = next(t for t in _trees(tree) if t.data == "counters_spec")
        keyword = next(t for t in _trees(tree) if t.data.startswith("gk_")).data.removeprefix("gk_")
        self._self_enters(fn("both", self._counters(spec), fn("enter_with_keyword", fn(keyword))))
        self.add("replacement_condition", fn("kicked_with", clingo.String(cost)))

    # CR 702.33d, 614.12 — "If this creature was kicked, it enters with a +1/+1 counter on it for each nonbasic land your
    # opponents control" (Myriad Construct): the amount per(F, Rel, M) under the condition kicked.
    def do_enters_if_kicked_for_each(self, tree: Tree) -> None:
        spec, flt, rel = _trees(tree)[1:4]
        self._enters_per(counter_kind_of(spec), flt, rel, self._per_count(spec))
        self.add("replacement_condition", fn("kicked"))

    # CR 702.33d — "If this creature was kicked, it enters with three additional time counters on it" (Ravaging
    # Riftwurm: beside its vanishing's, CR 702.63a): more counters of that kind.
    def do_enters_if_kicked_additional(self, tree: Tree) -> None:
        num = number_value(_trees(tree)[1])
        if not isinstance(num, int):
            raise Unsupported("X additional counters")
        self._self_enters(fn("enter_with_counters", counter_kind_of(tree), num))
        self.add("replacement_condition", fn("kicked"))

    # CR 614.1c, 731.1 — "If it's neither day nor night, it becomes day as this creature enters" (Brimstone Vandal): the
    # modification become_day under the condition neither_day_nor_night (the board's day_night:).
    # CR 614.1c, 614.12 — "If this land would enter, sacrifice two untapped lands instead. If you do, put this land onto
    # the battlefield. If you don't, put it into its owner's graveyard." (Lotus Vale, Scorched Ruins, the Ice Age and
    # Alliances lands): sacrifice_or_graveyard(F, K), F a counted filter ("untapped": untapped(F), CR 110.5); the
    # sacrifice is no choice: done when the player can, else the object goes to the graveyard (rules/replacement/enter.lp).
    def do_enters_sacrifice_or_graveyard(self, tree: Tree) -> None:
        num, flt = _trees(tree)[1:3]
        k = number_value(num)
        if not isinstance(k, int) or k < 1:
            raise Unsupported("sacrifice a number of permanents that is no number")
        untapped = any(t.data == "untapped" for t in _trees(flt))
        inner = Tree(flt.data, [c for c in flt.children if not (isinstance(c, Tree) and c.data == "untapped")])
        f = plain_filter(inner)
        self._self_enters(fn("sacrifice_or_graveyard", fn("untapped", f) if untapped else f, k))

    # CR 614.1c, 614.12, 701.21a — "As this enchantment enters, sacrifice all lands you control." (Overlaid Terrain):
    # sacrifice_all(F), F a counted filter; an instruction, no choice: every F the player it would enter under controls
    # (rules/replacement/enter_sacrifice.lp).
    def do_enters_sacrifice_all(self, tree: Tree) -> None:
        flt = next(t for t in _trees(tree) if t.data == "filter")
        self._self_enters(fn("sacrifice_all", counted_filter(flt)))

    # CR 614.1c, 614.12a, 701.9a — "If this artifact would enter, you may discard a land card instead. If you do, put it
    # onto the battlefield. If you don't, put it into its owner's graveyard." (Mox Diamond): discard_or_graveyard(
    # card_type(land)), a choice of the player it would enter under, read in the board's hands:
    # (rules/replacement/enter_hands.lp).
    def do_enters_discard_or_graveyard(self, tree: Tree) -> None:
        self._self_enters(fn("discard_or_graveyard", fn("card_type", fn("land"))))

    # CR 614.1c, 201.2, 701.21a — "If this land would enter, instead sacrifice each other permanent named Sheltered Valley
    # you control, then put this land onto the battlefield." (Sheltered Valley): sacrifice_all(named(F, X)), X the card's
    # own name (the card's text writes it "~"; card_name, set by compiler/compile.py). "Other": the object entering is
    # not yet on the battlefield, so every permanent with that name its player controls.
    def do_enters_sacrifice_all_named(self, tree: Tree) -> None:
        if self.card_name is None:
            raise Unsupported("a permanent named as the card is, with no card name known")
        flt = next(t for t in _trees(tree) if t.data == "filter")
        self._self_enters(fn("sacrifice_all", fn("named", counted_filter(flt), clingo.String(self.card_name))))

    # CR 614.1c, 701.9a — "As this enchantment enters, discard your hand." (Heightened Awareness): discard_hand
    # (rules/replacement/enter_hands.lp).
    def do_enters_discard_hand(self, tree: Tree) -> None:
        self._self_enters(fn("discard_hand"))

    # CR 614.1c, 614.12a — "As this creature enters, you may return a nonland permanent you control to its owner's hand.
    # If you do, this creature enters with a +1/+1 counter on it." (Rescuer Sphinx): an optional effect, possible only
    # when the player controls one to return (controls_more(F, 0)), both(return_to_hand(F), the counters); which one is
    # returned is not explored (rules/replacement/enter_sacrifice.lp).
    def do_enters_may_return_for_counters(self, tree: Tree) -> None:
        parts = _trees(tree)
        num = next(t for t in parts if t.data.startswith("n"))
        if number_value(num) != 1:
            raise Unsupported("a number of permanents returned other than one")
        flt = next(t for t in parts if t.data == "filter")
        spec = next(t for t in parts if t.data == "counters_spec")
        f = counted_filter(flt)
        self._self_enters(fn("both", fn("return_to_hand", f), self._counters(spec)))
        self.add("replacement_condition", fn("controls_more", f, 0))
        self.add("optional_replacement")

    # CR 614.1c, 701.17a, 702.33d — "As this creature enters, if it was kicked, mill four cards." (Monstrous War-Leech):
    # mill(4, 0) under the condition kicked; "... mill three cards for each time it was kicked." (Urborg Lhurgoyf):
    # mill(0, 3) (rules/replacement/enter_library.lp).
    def do_enters_if_kicked_mill(self, tree: Tree) -> None:
        k = number_value(next(t for t in _trees(tree) if t.data.startswith("n")))
        if not isinstance(k, int):
            raise Unsupported("a number of cards milled that is no number")
        self._self_enters(fn("mill", k, 0))
        self.add("replacement_condition", fn("kicked"))

    def do_enters_mill_per_kick(self, tree: Tree) -> None:
        k = number_value(next(t for t in _trees(tree) if t.data.startswith("n")))
        if not isinstance(k, int):
            raise Unsupported("a number of cards milled that is no number")
        self._self_enters(fn("mill", 0, k))

    # CR 614.1c, 122.1 — "As this creature enters, remove all counters from all permanents. This creature enters with a
    # +1/+1 counter on it for each counter removed this way." (Thief of Blood): both(remove_all_counters, the amount
    # counters_removed(M)) (rules/replacement/enter_sacrifice.lp).
    def do_enters_remove_all_counters(self, tree: Tree) -> None:
        spec = next(t for t in _trees(tree) if t.data == "counters_spec")
        self._self_enters(fn("both", fn("remove_all_counters"), fn("enter_with_counters", counter_kind_of(spec), fn(
            "counters_removed", self._per_count(spec)))))

    # CR 614.12a — "As Haktos enters, choose 2, 3, or 4 at random." (Haktos the Unscarred): no player makes the choice,
    # but each result may be the one: one option choose(number_V) for each number V, every one explored as its own
    # outcome (as a list of words, do_enters_choose_words).
    def do_enters_choose_numbers_at_random(self, tree: Tree) -> None:
        values = [int(str(t)) for t in _tokens(tree, "INT")]
        if len(set(values)) != len(values):
            raise Unsupported("a random choice among numbers that repeat")
        self._self_enters(fn("choose", fn(f"number_{values[0]}")))
        for n, v in enumerate(values[1:], start=2):
            self.add("replacement_option", n, fn("choose", fn(f"number_{v}")))
        self.add("random_options")  # the options are random results, worded so (no player's choice)

    def do_enters_becomes_day(self, tree: Tree) -> None:
        self._self_enters(fn("become_day"))
        self.add("replacement_condition", fn("neither_day_nor_night"))

    # CR 707.5 — "You may have this creature enter as a copy of any creature on the battlefield" (Clone): the copy
    # effect enter_as_copy(F) (rules/replacement/enter.lp); "any artifact or creature" is F = any_of(F1, F2); "a
    # creature you control" / "an opponent controls" (Mirror Image, Waxen Shapethief) is enter_as_copy(F, Rel), Rel
    # from the point of view of the effect's controller. (An "except ..." is another text: not read, CR 707.9b.)
    def do_enters_as_copy(self, tree: Tree) -> None:
        parts = _trees(tree)[1:]
        filters = [plain_filter(t) for t in parts if t.data == "filter"]
        flt = filters[0] if len(filters) == 1 else fn("any_of", *filters)
        rel = REL[parts[-1].data]
        self._self_enters(fn("enter_as_copy", flt) if rel == "any" else fn("enter_as_copy", flt, fn(rel)))
        self.add("optional_replacement")
        self.add("replacement_category", fn("copy"))

    # CR 707.5, 614.1c — "Raid — If you attacked this turn, you may have this creature enter as a copy of any creature on
    # the battlefield." (Protean Raider): enters_as_copy under the condition this_turn(E, Rel) (the board's this_turn:,
    # rules/replacement/enter_turn.lp; not stated: not applied, incomplete).
    def do_enters_as_copy_if_this_turn(self, tree: Tree) -> None:
        parts = _trees(tree)
        history = next(t for t in parts if t.data in self._TURN_HISTORY)
        flt = plain_filter(next(t for t in parts if t.data == "filter"))
        rel = REL[next(t for t in parts if t.data in REL).data]
        event, who = self._TURN_HISTORY[history.data]
        self._self_enters(fn("enter_as_copy", flt) if rel == "any" else fn("enter_as_copy", flt, fn(rel)))
        self.add("optional_replacement")
        self.add("replacement_category", fn("copy"))
        self.add("replacement_condition", fn("this_turn", fn(event), fn(who)))

    # CR 707.9, 614.1c — "You may have this creature enter tapped as a copy of any creature on the battlefield, except it
    # has "..."" (Callidus Assassin): the one optional effect both(enter_tapped, enter_as_copy_except(F, Rel)), its
    # exceptions copy_exception/3 (declined, or nothing to copy: untapped as itself, as Vesuva).
    def do_enters_tapped_as_copy_except(self, tree: Tree) -> None:
        self.do_enters_as_copy_except(tree)
        self._tapped_copy()

    # "You may have this land enter tapped as a copy of any land card in a graveyard, except it's a Cave in addition to
    # its other types." (Echoing Deeps): both(enter_tapped, enter_as_copy_card_except(F, any)).
    def do_enters_tapped_as_copy_card_except(self, tree: Tree) -> None:
        self.do_enters_as_copy_card_except(tree)
        self._tapped_copy()

    def _tapped_copy(self) -> None:
        """The copy effect just lowered enters tapped too: its option 1 becomes both(enter_tapped, copy)."""
        i, copy = next((i, f) for i, f in enumerate(self.out.facts) if f.predicate == "replacement_option")
        self.out.facts[i] = Fact(copy.number, "replacement_option",
                                 (copy.args[0], fn("both", fn("enter_tapped"), copy.args[1])))

    # CR 616.1c, 111.1 — "Each creature token you control enters as a copy of this creature." (Thunderbond Vanguard): a
    # copy effect on the other objects entering, enter_as_copy_of(this) (the card whose ability it is, bound as it
    # applies: rules/replacement/enter_copy.lp), under the condition affected(token(F)): only a token the event names.
    def do_tokens_enter_as_copy_of_this(self, tree: Tree) -> None:
        parts = _trees(tree)
        flt = next(p for p in parts if p.data == "filter")
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", fn("token", plain_filter(flt))))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_category", fn("copy"))
        self.add("replacement_option", 1, fn("enter_as_copy_of", fn("this")))

    # CR 616.1c, 303.4 — "Nontoken creatures you control enter as a copy of enchanted creature." (Infinite Reflection): the
    # copy effect enter_as_copy_of_attached, of the permanent its Aura is attached to (bound as it applies:
    # rules/replacement/enter_copy.lp), on the objects entering that match the filter.
    def do_others_enter_as_copy_of_enchanted(self, tree: Tree) -> None:
        parts = _trees(tree)
        self._replacement("enters_battlefield")
        flt = counted_filter(next(p for p in parts if p.data == "filter"))  # ("nontoken creatures": nontoken(F))
        self.add("replacement_condition", fn("affected", flt))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_category", fn("copy"))
        self.add("replacement_option", 1, fn("enter_as_copy_of_attached"))

    # CR 707.5, 614.1c — "You may have this land enter tapped as a copy of any land on the battlefield." (Vesuva): one
    # optional copy effect, both(enter_tapped, enter_as_copy(F)); declined, or nothing to copy, it enters untapped as
    # itself (its ruling of 2006-09-25).
    def do_enters_tapped_as_copy(self, tree: Tree) -> None:
        flt, rel = _trees(tree)[1:3]
        copy = fn("enter_as_copy", plain_filter(flt)) if REL[rel.data] == "any" else \
            fn("enter_as_copy", plain_filter(flt), fn(REL[rel.data]))
        self._self_enters(fn("both", fn("enter_tapped"), copy))
        self.add("optional_replacement")
        self.add("replacement_category", fn("copy"))

    # CR 707.2, 707.5 — "You may have this creature enter as a copy of any Ally creature on the battlefield" (Jwari
    # Shapeshifter): the filter with_type(subtype(S), creature) (rules/core/counted_filters.lp, asked for copy filters).
    def do_enters_as_copy_subtype(self, tree: Tree) -> None:
        word = next(str(t) for t in tree.children if isinstance(t, Token) and t.type == "WORD")
        rel = REL[_trees(tree)[-1].data]
        flt = fn("with_type", fn("subtype", subtype_word(word)), fn("creature"))
        self._self_enters(fn("enter_as_copy", flt) if rel == "any" else fn("enter_as_copy", flt, fn(rel)))
        self.add("optional_replacement")
        self.add("replacement_category", fn("copy"))

    # CR 707.2, 707.5 — "You may have this creature enter as a copy of any creature card in a graveyard" (Body Double):
    # the copy effect enter_as_copy_card(F, any), F a card filter of rules/replacement/enter_graveyards.lp, the cards
    # of every graveyard ("in a graveyard", "in all graveyards"; "in your graveyard" is not read yet).
    def do_enters_as_copy_card(self, tree: Tree) -> None:
        cards = next(t for t in _trees(tree) if t.data == "graveyard_cards")
        parts = _trees(cards)
        filters = [card_filter(f) for f in parts if f.data == "filter"]
        if next(t for t in parts if t.data.startswith("gy_")).data == "gy_you":
            raise Unsupported("a copy of a card in your graveyard")
        flt = filters[0] if len(filters) == 1 else fn("any_of", *filters)
        self._self_enters(fn("enter_as_copy_card", flt, fn("any")))
        self.add("optional_replacement")
        self.add("replacement_category", fn("copy"))

    # CR 707.9 — "You may have this creature enter as a copy of any creature on the battlefield, except ..." (Phyrexian
    # Metamorph, Spark Double, Phantasmal Image): the copy effect enter_as_copy_except(F, Rel) (Rel any, you, opponent)
    # and each exception a fact copy_exception(E) of the same ability (rules/layers/copy.lp, rules/replacement/enter.lp):
    # add_type(T), add_subtype(S) ("it's an artifact / a Shapeshifter Rogue in addition to its other types", 707.9b),
    # not_supertype(legendary) ("it isn't legendary"), add_supertype(legendary) ("it's legendary in addition to its other
    # types", Sakashima the Impostor), own_name ("its name is ~"), own_abilities ("it has its other abilities", The
    # Misty Stepper), own_colors ("it doesn't copy that creature's color", Vesuvan Doppelganger, 707.9c-d), set_pt(P,
    # T) ("it's 7/7", Quicksilver Gargantuan, 707.9d), counters(Kind, A, T) ("it enters with
    # an additional +1/+1 counter on it if it's a creature": T the type the copy must have, 707.9f, or any; an
    # additional effect, 707.9e), and
    # has_ability(G) ("it has flying", "it has "…"": an ability of its own, quoted_ability, part of the copiable values,
    # 707.9a). An exception not read (a color, a keyword the rules don't read, a condition on the copied creature) leaves
    # the whole ability unmodelled: its copy would be wrong.
    COPY_KEYWORDS = ANIMATION_KEYWORDS | {"changeling"}

    def _copy_keywords(self, keywords: Tree) -> list[int]:
        """The keywords a copy exception gives ("it has flying", CR 707.9a), each written as an ability of its own
        (quoted_ability): their numbers."""
        found = []
        for kw in _trees(keywords):
            word = "_".join(str(t) for t in _tokens(kw, "WORD"))
            # (a keyword the rules don't read but compiler/irrelevant.py proves changes no answer, myriad or
            # dethrone, is an ability of the copy like the others: Dack's Duplicate, Auton Soldier)
            if word not in self.COPY_KEYWORDS and word not in IRRELEVANT_KEYWORDS:
                raise Unsupported(f"a copy exception that gives {word.replace('_', ' ')}")
            g = self.allocate()
            self.add("quoted_ability", number=g)
            self.add("static", number=g)
            self.add("keyword", word, number=g)
            self.add("text", clingo.String(word.replace("_", " ").capitalize()), number=g)
            found.append(g)
        return found

    # CR 707.2, 707.9 — "You may have this creature enter as a copy of any creature card in a graveyard, except it's a 4/4
    # black Zombie in addition to its other colors and types" (Lazotep Convert): the copy effect
    # enter_as_copy_card_except(F, any) (F a card filter, rules/replacement/enter_graveyards.lp) with its exceptions
    # copy_exception/3, as enter_as_copy_except's; an exception that gives counters is not read here.
    def do_enters_as_copy_card_except(self, tree: Tree) -> None:
        cards = next(t for t in _trees(tree) if t.data == "graveyard_cards")
        parts = _trees(cards)
        filters = [card_filter(f) for f in parts if f.data == "filter"]
        if next(t for t in parts if t.data.startswith("gy_")).data == "gy_you":
            raise Unsupported("a copy of a card in your graveyard")
        flt = filters[0] if len(filters) == 1 else fn("any_of", *filters)
        exceptions = self._copy_exceptions(next(t for t in _trees(tree) if t.data == "copy_exceptions"))
        if any(e.name == "counters" for e in exceptions):
            raise Unsupported("a copy of a card in a graveyard with counters by an exception")
        self._self_enters(fn("enter_as_copy_card_except", flt, fn("any")))
        self.add("optional_replacement")
        self.add("replacement_category", fn("copy"))
        for e in exceptions:
            self.add("copy_exception", e)

    def do_enters_as_copy_except(self, tree: Tree) -> None:
        parts = _trees(tree)[1:]
        filters = [plain_filter(t) for t in parts if t.data == "filter"]
        flt = filters[0] if len(filters) == 1 else fn("any_of", *filters)
        rel = next(REL[t.data] for t in parts if t.data in REL)
        power = next((t for t in parts if t.data == "copy_power"), None)
        if power is not None:
            # "a creature you control with power 4 or greater" (Deceptive Frostkite): with_power(F, ge, K), the
            # filter of rules/replacement/damage.lp, matched on the permanent's power after the layers (CR 208.3)
            num, cmp = _trees(power)
            k = number_value(num)
            if not isinstance(k, int):
                raise Unsupported("a copy of a creature with power X")
            flt = fn("with_power", flt, fn(cmp.data.removeprefix("pc_")), k)
        exceptions = self._copy_exceptions(next(t for t in parts if t.data == "copy_exceptions"))
        self._self_enters(fn("enter_as_copy_except", flt, fn(rel)))
        self.add("optional_replacement")
        self.add("replacement_category", fn("copy"))
        for e in exceptions:
            self.add("copy_exception", e)

    def _copy_exceptions(self, tree: Tree) -> list[Symbol]:
        """The exceptions of a copy effect ("except ...", CR 707.9), each a term of copy_exception/3."""
        items = _trees(tree)
        quoted = list(self.quoted)
        if sum(len(_tokens(t, "QUOTED")) for t in items) != len(quoted):
            raise Unsupported("quoted abilities not found")
        exceptions: list[Symbol] = []
        other_kinds = set()
        for item in items:
            if item.data == "ce_types":
                for w in (str(t) for t in _tokens(item, "WORD")):
                    exceptions.append(fn("add_type", w) if w in FILTER_TYPES and w != "permanent"
                                      else fn("add_subtype", subtype_word(w)))
            elif item.data == "ce_not_legendary":
                exceptions.append(fn("not_supertype", fn("legendary")))
            elif item.data in ("ce_counter_if", "ce_counters"):
                kind = counter_kind_of(item)
                amount: int | str
                if item.data == "ce_counter_if":
                    noun = str(_tokens(item, "WORD")[-1])
                    if noun not in FILTER_TYPES:
                        raise Unsupported(f"a copy exception if it's a {noun}")
                    amount, cond = 1, fn(noun)
                else:
                    amount, cond = number_value(_trees(item)[0]), fn("any")
                    if amount not in ("x",) and not isinstance(amount, int):
                        raise Unsupported("a copy exception's number of counters")
                if kind != "p1p1":
                    other_kinds.add(kind)
                exceptions.append(fn("counters", fn(kind), amount, cond))
            elif item.data == "ce_keywords":
                for g in self._copy_keywords(_trees(item)[0]):
                    exceptions.append(fn("has_ability", g))
            elif item.data == "ce_if_counters_keywords":
                # CR 707.9f — "if it's a creature, it enters with two additional +1/+1 counters on it and has
                # changeling" (Moritte of the Frost): counters(Kind, A, T) and has_ability_if(G, T), both only when the
                # copy, with its other exceptions, is a T
                noun = str(_tokens(item, "WORD")[0])
                if noun not in FILTER_TYPES or noun == "permanent":
                    raise Unsupported(f"a copy exception if it's a {noun}")
                number, _kind, keywords = _trees(item)
                amount = number_value(number)
                if not isinstance(amount, int):
                    raise Unsupported("a copy exception's number of counters")
                kind = counter_kind_of(item)
                if kind != "p1p1":
                    other_kinds.add(kind)
                exceptions.append(fn("counters", fn(kind), amount, fn(noun)))
                for g in self._copy_keywords(keywords):
                    exceptions.append(fn("has_ability_if", g, fn(noun)))
            elif item.data == "ce_counter_if_yours":
                # "it enters with a shield counter on it if you control that creature" (Undercover Operative):
                # counters(Kind, 1, copied_yours), given when the player it enters under controls the permanent it
                # copies (rules/replacement/enter_copy_controlled.lp)
                kind = counter_kind_of(item)
                if kind != "p1p1":
                    other_kinds.add(kind)
                exceptions.append(fn("counters", fn(kind), 1, fn("copied_yours")))
            elif item.data == "ce_if_embalmed":
                # CR 702.128a — "if this creature was embalmed, the token has no mana cost, it's white, and it's a
                # Zombie ..." (Vizier of Many Faces): exceptions of the token embalm creates only; a card entering
                # was not embalmed, so they don't apply (if_embalmed: a token with this ability is said, unread,
                # rules/replacement/enter_copy_controlled.lp)
                color, subtype = (str(t) for t in _tokens(item, "WORD"))
                if color not in COLOR_WORDS:
                    raise Unsupported(f"an embalmed copy that is {color}")
                exceptions.append(fn("if_embalmed"))
            elif item.data == "ce_quoted":
                exceptions.append(fn("has_ability", quoted.pop(0)))
            elif item.data == "ce_own_name":
                exceptions.append(fn("own_name"))
            elif item.data == "ce_legendary":
                exceptions.append(fn("add_supertype", fn("legendary")))
                for w in (str(t) for t in _tokens(item, "WORD")):  # "legendary and snow" (Moritte of the Frost)
                    if w not in SUPERTYPES:
                        raise Unsupported(f"a copy exception that it's {w}")
                    exceptions.append(fn("add_supertype", fn(w)))
            elif item.data == "ce_own_abilities":
                exceptions.append(fn("own_abilities"))
            elif item.data == "ce_own_colors":
                exceptions.append(fn("own_colors"))
            elif item.data in ("ce_set_types", "ce_set_types_crew"):
                # CR 707.9b, 205.1a — "it's an artifact" (Machine God's Effigy), "it's a Vehicle artifact with crew 3 and
                # it loses all other card types" (Imposter Mech): set_types(T), its only card type (the subtypes of
                # the types it loses go too, CR 205.1a), the words before it its subtypes, crew N an ability of its own
                *subtypes, card_type = (str(t) for t in _tokens(item, "WORD"))
                if card_type not in FILTER_TYPES or card_type == "permanent":
                    raise Unsupported(f"a copy exception that it's a {card_type}")
                exceptions.append(fn("set_types", fn(card_type)))
                exceptions += [fn("add_subtype", subtype_word(w)) for w in subtypes]
                if item.data == "ce_set_types_crew":
                    amount = number_value(_trees(item)[0])
                    if not isinstance(amount, int):
                        raise Unsupported("crew X")
                    g = self.allocate()
                    self.add("quoted_ability", number=g)
                    self.add("activated", number=g)
                    self.add("keyword", "crew", number=g)
                    self.add("text", clingo.String(f"Crew {amount}"), number=g)
                    exceptions.append(fn("has_ability", g))
            elif item.data == "ce_pt":
                p, t = (int(v) for v in str(_tokens(item, "PT")[0]).split("/"))
                exceptions.append(fn("set_pt", p, t))
            elif item.data == "ce_pt_colors_types":
                # "it's a 4/4 black Zombie in addition to its other colors and types": set_pt(P, T), add_color(C) for
                # each color word, add_type/add_subtype for the rest (CR 707.9b, 707.9d)
                p, t = (int(v) for v in str(_tokens(item, "PT")[0]).split("/"))
                exceptions.append(fn("set_pt", p, t))
                words = [str(w) for w in _tokens(item, "WORD")]
                if not any(w in COLOR_WORDS for w in words):
                    raise Unsupported("a copy exception with no color in addition to its other colors")
                for w in words:
                    if w in COLOR_WORDS:
                        exceptions.append(fn("add_color", fn(COLOR_WORDS[w])))
                    else:
                        exceptions.append(fn("add_type", w) if w in FILTER_TYPES and w != "permanent"
                                          else fn("add_subtype", subtype_word(w)))
        if len(other_kinds) > 1:
            raise Unsupported("a copy exception with counters of two kinds beside +1/+1")
        return exceptions

    # ---------------------------------------------------------------- damage and counters
    def _damage(self, *conditions: Symbol) -> None:
        self._replacement("damage")
        for c in conditions:
            self.add("replacement_condition", c)

    # "If a source [you control] would deal damage to a permanent or player, it deals double / triple that damage to
    # that permanent or player instead" (Furnace of Rath, Angrath's Marauders, Fiery Emancipation; CR 614.1a)
    # "... to an opponent or a permanent an opponent controls" (Twinflame Tyrant): the affected player, or the affected
    # permanent's controller, is an opponent; "noncombat damage" (Solphim); "that much damage plus K" (Artist's Talent).
    _FACTORS = ("dmg_plus", "dmg_minus", "dmg_half", "dmg_plus_counters")

    def do_dmg_double(self, tree: Tree) -> None:
        parts = [t for t in _trees(tree) if not t.data.startswith("sc_")]
        factor = next(t for t in parts if t.data.startswith("dmg_t") or t.data in self._FACTORS)
        # what is dealt damage: the part between the source and the factor that is neither the class of damage nor
        # "this turn" (none: "would deal damage this turn", to anything)
        src = parts[0]
        affected = next((t for t in parts[1:parts.index(factor)] if t.data not in ("dc_combat", "dc_noncombat",
                                                                                    "this_turn")), None)
        conditions = self._damage_source(src)
        conditions += [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        conditions += self._dmg_affected(affected)
        self._damage(*conditions)
        self._dmg_factor(factor)

    def _dmg_factor(self, factor: Tree) -> None:
        """The modification of a dmg_factor: "double / triple that damage", "that much damage plus / minus K", "half
        that damage, rounded down", "that much damage plus ... the number of [kind] counters on this [permanent]"."""
        if factor.data == "dmg_plus_counters":
            # (Fated Firepower): the counters on the effect's own permanent as the damage would be dealt
            # (rules/replacement/damage_plus_own.lp binds add(counters_this(Kind)))
            self.add("replacement_option", 1, fn("add", fn("counters_this", counter_kind(str(_tokens(factor, "WORD")[0])))))
            return
        if factor.data in ("dmg_plus", "dmg_minus"):
            k = number_value(_trees(factor)[0])
            if k == "x" and factor.data == "dmg_plus" and self.effect:
                # "{X}, {T}: If a source you control would deal noncombat damage ... this turn, it deals that much
                # damage plus X instead." (Taii Wakeen): X paid as the ability was activated (CR 107.3a, 107.3m), the
                # board's x: of its effects: entry (x_given; rules/replacement/damage.lp binds add(x) to it)
                self.add("replacement_condition", fn("x_given"))
                self.add("replacement_option", 1, fn("add", fn("x")))
                return
            if not isinstance(k, int):
                raise Unsupported("plus X damage")
            # "that much damage minus 1" (Lashknife Barrier): add(-1), never below none (rules/replacement/damage.lp)
            self.add("replacement_option", 1, fn("add", k if factor.data == "dmg_plus" else -k))
        elif factor.data == "dmg_half":
            # "half that damage, rounded down" (Ghosts of the Innocent; CR 107.1a: rounded down)
            self.add("replacement_option", 1, fn("divide", 2))
        else:
            self.add("replacement_option", 1, fn("multiply", 2 if factor.data == "dmg_twice" else 3))

    # "Each time target permanent would deal damage to a permanent or player this turn, it deals double that damage to
    # that permanent or player instead." (Overblaze): the source is the target of the effect's object (source_targeted,
    # the board's targets: of its effects: entry).
    def do_dmg_double_targeted(self, tree: Tree) -> None:
        parts = _trees(tree)
        affected = next(t for t in parts if t.data.startswith("da_"))
        self._damage(fn("source_targeted"), *self._dmg_affected(affected))
        self._dmg_factor(next(t for t in parts if t.data.startswith("dmg_t") or t.data in self._FACTORS))

    # "Choose target creature. Until your next turn, if that creature would deal combat damage to one of your opponents,
    # it deals triple that damage to that player instead." (Jeska, Thrice Reborn): the target's damage to an opponent
    # of the effect's controller (CR 611.2: the loyalty ability's lasting effect, its effects: entry with targets:).
    def do_dmg_double_targeted_opponent(self, tree: Tree) -> None:
        parts = _trees(tree)
        classes = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(fn("source_targeted"), *classes, fn("affected", fn("player")), fn("affected_rel", fn("opponent")))
        self._dmg_factor(next(t for t in parts if t.data.startswith("dmg_t") or t.data in self._FACTORS))

    # "If a source you control would deal noncombat damage to an opponent or a permanent an opponent controls, instead it
    # deals that much damage plus X, where X is Hawkeye's power." (Hawkeye, Young Avenger): X is the power of the
    # effect's own permanent as the damage would be dealt (rules/replacement/damage_plus_own.lp binds add(power_this)).
    def do_dmg_plus_power(self, tree: Tree) -> None:
        parts = _trees(tree)
        src = next(t for t in parts if t.data.startswith("dsrc_"))
        affected = next((t for t in parts if t.data.startswith("da_") or t.data == "dmg_recipient"
                         or t.data.startswith("rc_")), None)
        classes = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(*self._damage_source(src), *classes, *self._dmg_affected(affected))
        self.add("replacement_option", 1, fn("add", fn("power_this")))

    # "As long as you have no cards in hand, if a source you control would deal damage ..." (Anthem of Rakdos): the
    # doubler of do_dmg_double, applying while the condition on its controller's game holds (CR 614.1a; read by
    # rules/replacement/damage_game.lp; a board that doesn't say: not applied, incomplete).
    def do_dmg_double_if(self, tree: Tree) -> None:
        cond = next(t for t in _trees(tree) if t.data.startswith("sc_"))
        if cond.data not in self._GAME_CONDITIONS or cond.data == "sc_x_at_least":
            raise Unsupported(f"a damage effect as long as {cond.data}")
        self.do_dmg_double(tree)
        self.add("replacement_condition", self._game_condition(cond))

    # CR 614.15 — "~ deals 2 damage to target creature. If this spell was kicked, it deals 4 damage instead." (Shivan
    # Fire): a self-replacement effect on the spell's own damage (source_this), applied first (CR 616.1a); the damage
    # event says whether the spell was kicked (source_kicked, CR 702.33d).
    def do_dmg_kicked_instead(self, tree: Tree) -> None:
        nums = [t for t in _trees(tree) if t.data != "dmg_spell_target"]
        k = number_value(nums[-1])
        if not isinstance(k, int):
            raise Unsupported("X damage instead")
        self._damage(fn("source_this"), fn("source_kicked"))
        self.add("self_replacement")
        self.add("replacement_option", 1, fn("set_damage", k))

    # CR 601.2b, 614.15 — "If this spell's additional cost was paid, Voltage Surge deals 4 damage instead." (Voltage
    # Surge, Cinder Strike): the spell's own damage, when the optional additional cost was paid (additional_paid: the
    # damage event's --additional; not said, the answer is incomplete, rules/replacement/damage_paid.lp)
    def do_dmg_additional_instead(self, tree: Tree) -> None:
        k = number_value([t for t in _trees(tree) if t.data != "dmg_spell_target"][-1])
        if not isinstance(k, int):
            raise Unsupported("X damage instead")
        self._damage(fn("source_this"), fn("additional_paid"))
        self.add("self_replacement")
        self.add("replacement_option", 1, fn("set_damage", k))

    # CR 601.2h, 106.1, 614.15 — "Adamant — If at least three red mana was spent to cast this spell, it deals 4 damage
    # instead." (Slaying Fire): spent_at_least(Color, N), as the Paladins' entering (the damage event's --spent MANA)
    def do_dmg_spent_instead(self, tree: Tree) -> None:
        num, color, dealt = [t for t in _trees(tree) if t.data != "WORD"][-3:]
        n, k = number_value(num), number_value(dealt)
        if not isinstance(n, int) or not isinstance(k, int):
            raise Unsupported("an amount that is no number")
        self._damage(fn("source_this"), fn("spent_at_least", fn(color.data.removeprefix("sc_")), n))
        self.add("self_replacement")
        self.add("replacement_option", 1, fn("set_damage", k))

    # "If a source [an opponent controls] / a red source / an artifact would deal damage to you [or a creature you
    # control], prevent K of that damage" (Sphere of Law, Guardian Seraph, Hedron-Field Purists; CR 615.1a, 615.7)
    def do_dmg_prevent_k(self, tree: Tree) -> None:
        src, rcpt, num = [t for t in _trees(tree) if t.data != "dmg_that"]
        if rcpt.data == "da_any":
            # "... to a permanent or player, prevent 1 damage that spell would deal to that permanent or player"
            # (Plated Pegasus): to anything
            k = number_value(num)
            if not isinstance(k, int):
                raise Unsupported("prevent X")
            self._damage(*self._damage_source(src))
            self.add("replacement_option", 1, fn("prevent", k))
            return
        if rcpt.data.startswith("da_"):
            raise Unsupported(f"prevent K of damage {rcpt.data}")
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("prevent X")
        self._damage(*self._recipient(_trees(rcpt)[0] if rcpt.data == "dmg_recipient" else rcpt),
                     *self._damage_source(src))
        self.add("replacement_option", 1, fn("prevent", k))

    # CR 611.3a — "If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of
    # creatures you control." (Shield of the Avatar): X is counted when the damage would be dealt, among the permanents
    # of the effect's controller (prevent(count(F, you)), rules/replacement/damage_prevent_count.lp).
    def do_dmg_prevent_count(self, tree: Tree) -> None:
        src, rcpt, flt = _trees(tree)
        if rcpt.data != "dmg_recipient":
            raise Unsupported(f"prevent X of damage {rcpt.data}")
        self._damage(*self._recipient(_trees(rcpt)[0]), *self._damage_source(src))
        self.add("replacement_option", 1, fn("prevent", fn("count", plain_filter(flt), fn("you"))))

    @staticmethod
    def _damage_source(src: Tree) -> list[Symbol]:
        parts = _trees(src)
        if src.data == "dsrc_any":
            return []
        if src.data == "dsrc_spell":
            # "If a spell would deal damage" (Benevolent Unicorn): an instant or sorcery spell (source_spell)
            return [fn("source_spell")]
        if src.data == "dsrc_spell_yours":
            # "If a spell you control would deal damage" (Hostility)
            return [fn("source_spell"), fn("source_rel", "you")]
        if src.data == "dsrc_spell_color_yours":
            # "If a red instant or sorcery spell you control would deal damage" (Fire Servant)
            return [fn("source_spell"), fn("source_color", COLOR_WORDS[parts[0].data]), fn("source_rel", "you")]
        if src.data == "dsrc_self":
            # "If this creature would deal ... damage" (Charging Tuskodon): the effect's own object is the source
            return [fn("source_this")]
        if src.data == "dsrc_enchanted":
            # "If enchanted creature would deal combat damage" (The Sound of Drums): the permanent its object is attached to
            return [fn("source_enchanted")]
        if src.data == "dsrc_spell_color":
            # "If a red spell would deal damage" (Sulfuric Vapors): an instant or sorcery spell of that color (CR 112.1)
            return [fn("source_spell"), fn("source_color", COLOR_WORDS[parts[0].data])]
        if src.data in ("dsrc_filter_rel", "dsrc_subtype_rel"):
            # "If a Wizard you control would deal damage" (Trance Kuja), "If a Giant source you control" (Calamity Bearer)
            rel = REL[parts[-1].data]
            if rel == "any":
                raise Unsupported("a source on the battlefield")
            f = plain_filter(parts[0]) if src.data == "dsrc_filter_rel" else \
                fn("subtype", subtype_word(str(_tokens(src, "WORD")[0])))
            return [fn("source", f), fn("source_rel", rel)]
        if src.data == "dsrc_rel":
            rel = REL[parts[0].data]
            if rel == "any":
                raise Unsupported("a source on the battlefield")
            return [fn("source_rel", rel)]
        if src.data == "dsrc_color":
            return [fn("source_color", COLOR_WORDS[parts[0].data])]
        if src.data == "dsrc_color_rel":
            return [fn("source_color", COLOR_WORDS[parts[0].data]), *_source_rel(parts[1:])]
        if src.data == "dsrc_color_or_type":
            # "a red or artifact source you control" (Mechanized Warfare): either quality
            color, noun = parts[0], parts[1]
            return [fn("either", fn("source_color", COLOR_WORDS[color.data]), fn("source", plain_filter(Tree("filter", [noun])))),
                    *_source_rel(parts[2:])]
        if src.data == "dsrc_spell_rel":
            # "an instant or sorcery source [you control]" (Pyromancer's Swath): an instant or sorcery spell (CR 112.1)
            return [fn("source_spell"), *_source_rel(parts)]
        if src.data == "dsrc_noncreature":
            # "a noncreature source you control" (Disciples of the Inferno): not a creature (a spell never is one
            # on the board: an effects: entry is no permanent)
            return [fn("except", fn("source", fn("creature"))), *_source_rel(parts)]
        if src.data == "dsrc_spell_or_planeswalker":
            # "a red instant or sorcery spell you control or a red planeswalker you control" (Pyromancer's Gauntlet)
            c1, c2 = parts[0], parts[1]
            return [fn("either", fn("both", fn("source_spell"), fn("source_color", COLOR_WORDS[c1.data])),
                       fn("both", fn("source", fn("planeswalker")), fn("source_color", COLOR_WORDS[c2.data]))),
                    fn("source_rel", fn("you"))]
        if src.data == "dsrc_filter_counter":
            # "a creature you control with a +1/+1 counter on it" (Uncivil Unrest; CR 122.1)
            kind = counter_kind(str(_tokens(src, "PTCOUNTER")[0]))
            return [fn("source", fn("with_counter", plain_filter(parts[0]), fn(kind))), *_source_rel(parts[1:])]
        if src.data == "dsrc_subtypes":
            # "a Lizard, Mouse, Otter, or Raccoon you control" (Valley Flamecaller): a source of one of those subtypes
            words = [subtype_word(str(w)) for w in _tokens(src, "WORD")]
            f = fn("subtype", words[-1])
            for w in reversed(words[:-1]):
                f = fn("any_of", fn("subtype", w), f)
            return [fn("source", f), *_source_rel(parts)]
        if src.data == "dsrc_another_creature":
            # "If another creature would deal combat damage to equipped creature" (Inquisitor's Flail): CR 510.1 — no
            # creature deals combat damage to itself, so "another" adds nothing to "a creature"
            return [fn("source", fn("creature"))]
        if src.data == "dsrc_another":
            # "another [red] source you control": not the effect's own object (source_other), of that controller
            rel = REL[parts[-1].data]
            if rel == "any":
                raise Unsupported("another source on the battlefield")
            colors = [fn("source_color", COLOR_WORDS[p.data]) for p in parts if p.data in COLOR_WORDS]
            return [fn("source_other"), fn("source_rel", rel), *colors]
        return [fn("source", plain_filter(parts[0]))]

    # CR 615.1a — "Prevent all [combat | noncombat] damage that would be dealt to R [by F]", "... by D", "... to and
    # dealt by D", "... this turn": a prevention effect on the damage event. A spell's "this turn" is its duration
    # (its effect is on the board while it lasts, under effects:); combat damage: CR 510.1.
    def do_dmg_prevent_all(self, tree: Tree) -> None:
        parts = _trees(tree)
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        scope = next(p for p in parts if p.data.startswith("ps_"))
        subs = [t for t in _trees(scope) if t.data != "this_turn"]
        if scope.data == "ps_to":
            conditions += self._recipient(subs[0])
            conditions += [c for f in subs[1:] for c in source_conditions(f)]
        elif scope.data == "ps_to_your_turn":
            # "... to Gideon Blackblade during your turn"
            conditions += self._recipient(subs[0])
            conditions.append(fn("your_turn"))
        elif scope.data == "ps_to_by_rel":
            # "by sources you don't control" (Energy Field), "by sources you control" (Light of Sanction)
            conditions += self._recipient(subs[0])
            rel = REL[subs[1].data]
            if rel == "any":
                raise Unsupported("sources on the battlefield")
            conditions.append(fn("source_rel", rel))
        elif scope.data == "ps_to_by_chosen_color":
            # "by sources of the chosen color" (Charm School, Prismatic Ward): the color chosen for the effect's object
            # as it entered (CR 614.12a), the board's chosen: {color: C}
            conditions += self._recipient(subs[0])
            conditions.append(fn("source_chosen_color"))
        elif scope.data == "ps_to_by_chosen_name":
            # "... by sources with the chosen name" (Gideon's Intervention): the name chosen as its object entered (CR
            # 614.12a, 201.3), the board's chosen: {name: N}
            conditions += self._recipient(subs[0])
            conditions.append(fn("source_chosen_name"))
        elif scope.data == "ps_to_by_chosen_source":
            # "... to you this turn by a source of your choice" (Samite Ministration): the source chosen as the effect
            # was created (CR 615.7), the board's chosen: {source: id}
            conditions += self._recipient(subs[0])
            conditions.append(fn("source_chosen"))
        elif scope.data == "ps_by":
            conditions += self._dealer(subs)
        elif scope.data == "ps_by_target_spell":
            # "by target instant or sorcery spell this turn" (Hidden Retreat): the target, a spell (CR 112.1)
            conditions += [fn("source_spell"), fn("source_targeted")]
        elif scope.data == "ps_by_spells":
            # "by instant and sorcery spells" (Energy Storm; CR 112.1)
            conditions.append(fn("source_spell"))
        elif scope.data == "ps_to_by_ref":
            # "... to this creature by target creature this turn" (Stonewise Fortifier)
            conditions += self._recipient(subs[0]) + self._dealer(subs[1:])
        elif scope.data == "ps_by_target_opponent":
            # "by creatures target opponent controls" (Encircling Fissure): the source's controller is the player the
            # spell targeted, given on the board as chosen: {player: P} (rules/replacement/damage.lp)
            conditions += [fn("source", fn("creature")), fn("source_targeted_player")]
        elif scope.data == "ps_to_and_by":
            (to,), (by,) = _BOTH_REF[subs[0].data]
            conditions.append(fn("either", to, by))
        elif scope.data == "ps_to_and_by_group":
            # "to and dealt by creatures you control" (Statecraft): the recipient has every quality of the group, or the
            # source has every one of them (either/2 of two both/2 conjunctions, rules/replacement/replacement.lp)
            group, group_rel = subs[0], subs[1]
            to_group = [fn("affected", plain_filter(group)), *_affected_rel([group_rel])]
            by_group = source_conditions(group) + \
                ([fn("source_rel", fn(REL[group_rel.data]))] if REL[group_rel.data] != "any" else [])
            conditions.append(fn("either", _conjunction(to_group), _conjunction(by_group)))
        elif scope.data == "ps_except_by":
            # "... except combat damage that would be dealt by enchanted creatures and enchantment creatures" (Inspire
            # Awe): the damage of a source matching neither (except/1 of each, rules/replacement/replacement.lp); the
            # exception's class of damage is the effect's own
            excepted = [p.data.removeprefix("dc_") for p in subs if p.data in ("dc_combat", "dc_noncombat")]
            if any(fn(c) not in conditions for c in excepted):
                raise Unsupported("an exception of another class of damage")
            for f in (p for p in subs if p.data not in ("dc_combat", "dc_noncombat")):
                conds = source_conditions(f)
                if len(conds) != 1:
                    raise Unsupported("an exception of creatures in combat")
                conditions.append(fn("except", conds[0]))
        elif scope.data == "ps_by_other_than_target":
            # "... by creatures other than target creature this turn" (Terrifying Presence): not the target's damage
            conditions += [*source_conditions(subs[0]), fn("except", fn("source_targeted"))]
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("prevent_all"))

    # CR 614.9 — "All damage that would be dealt to R is dealt to enchanted creature / this creature instead" (Pariah,
    # Palisade Giant): a redirection effect, the modification redirect(To), To = enchanted or this
    # (rules/replacement/damage.lp).
    # "... to you by unblocked creatures / by artifacts" (Veteran Bodyguard, Martyrs of Korlis): the conditions on the
    # source (source_conditions: source_unblocked, CR 509.1h).
    # "... to you this turn by target unblocked creature" (Mirror Strike: the target, an unblocked creature), "... this
    # turn by target sorcery spell" (Reverberation: the target, a spell, CR 112.1); "... is dealt to target attacking
    # creature instead" (Turn the Tables: redirect(targeted)), "... to its controller / that spell's controller"
    # (redirect(source_controller): the controller of the target that deals the damage).
    _REDIRECT_SOURCES: dict[str, tuple[Symbol, ...]] = {
        "rs_target_unblocked": (fn("source", fn("creature")), fn("source_targeted"), fn("source_unblocked")),
        "rs_target_sorcery": (fn("source_spell"), fn("source_targeted")),
        # "by a source of your choice" (Oracle's Attendants; CR 609.7a: chosen as the effect is created, the board's
        # chosen: {source: id}), "by target attacking creature" (Shimian Night Stalker; CR 506.4)
        "rs_chosen": (fn("source_chosen"),),
        "rs_target_attacking": (fn("source", fn("creature")), fn("source_targeted"), fn("source_in_combat", fn("attacking"))),
    }

    def do_dmg_redirect(self, tree: Tree) -> None:
        parts = [p for p in _trees(tree) if p.data not in ("self_ref", "this_turn")]
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        dest = next(p for p in parts if p.data.startswith("rd_"))
        rest = [p for p in parts if p.data not in ("dc_combat", "dc_noncombat") and p is not dest]
        for p in rest:
            if p.data in self._REDIRECT_SOURCES:
                conditions += self._REDIRECT_SOURCES[p.data]
            elif p is rest[0]:
                conditions += self._recipient(p)
            else:
                conditions += source_conditions(p)
        to = dest.data.removeprefix("rd_")
        if to == "source_controller" and not any(p.data in self._REDIRECT_SOURCES for p in rest):
            # No source names a target: "its controller" is the controller of what would be dealt the damage. "All
            # damage that would be dealt to enchanted creature is dealt to its controller instead" (Treacherous Link):
            # the enchanted creature's controller, redirect(enchanted_controller) (CR 614.9; not a target's controller).
            if fn("enchanted") not in conditions:
                raise Unsupported("a redirection to the controller of what would be dealt the damage")
            to = "enchanted_controller"
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("redirect", fn(to)))

    # CR 614.9 — "Choose target creature you control. Until end of turn, all damage that would be dealt to you and
    # creatures you control is dealt to the chosen creature instead." (Heroic Sacrifice): the spell's target is where the
    # damage is dealt (redirect(targeted), the board's targets: of its effects: entry; a target no longer on the
    # battlefield leaves the damage where it was).
    def do_dmg_redirect_chosen_target(self, tree: Tree) -> None:
        recipient = next(p for p in _trees(tree) if p.data.startswith("rc_") or p.data == "recipient")
        self._damage(*self._recipient(recipient))
        self.add("replacement_option", 1, fn("redirect", fn("targeted")))

    def do_dmg_redirect_chosen_creature(self, tree: Tree) -> None:
        recipient = next(p for p in _trees(tree) if p.data.startswith("rc_") or p.data == "recipient")
        self._damage(*self._recipient(recipient))
        self.add("replacement_option", 1, fn("redirect", fn("chosen_creature")))

    # CR 110.5 — "As long as this creature is untapped, all damage that would be dealt to you by unblocked creatures is
    # dealt to this creature instead" (Veteran Bodyguard): the effect exists while its object is untapped (this_untapped).
    def do_dmg_redirect_untapped(self, tree: Tree) -> None:
        self.do_dmg_redirect(tree)
        self.add("replacement_condition", fn("this_untapped"))

    # CR 608.2c — a spell's one-shot sentences beside its prevention effect were done as it resolved; the board's
    # effects: entry is the prevention, lasting its turn. They are recorded as riders (status rider).
    # (So are those of an activated ability's lasting effect, done as the ability resolved or, CR 615.5, after the
    # prevention: "You gain life equal to the damage prevented this way", Cho-Arrim Alchemist.)
    def do_dmg_with_riders(self, tree: Tree) -> None:
        if "instant" not in self.card_types and "sorcery" not in self.card_types and not self.effect:
            raise Unsupported("a permanent's damage effect with another sentence")
        main = next(t for t in _trees(tree) if not t.data.endswith("_rider"))
        getattr(self, f"do_{main.data}", self.unknown)(main)
        for rider in (t for t in _trees(tree) if t.data.endswith("_rider")):
            kind = rider.data.removesuffix("_rider")
            self.add("rider", kind)
            self.out.riders.append(kind)

    # "... Prevent all [combat] damage that would be dealt to it / that creature this turn." after a sentence on the
    # spell's target (Djeru's Resolve, Leap of Faith): "it" is that target (the board's targets:, CR 115.1), for the
    # turn (CR 615.1a; the spell's effects: entry while it lasts).
    def do_dmg_prevent_all_to_it(self, tree: Tree) -> None:
        combat = [fn(p.data.removeprefix("dc_")) for p in _trees(tree) if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(*combat, fn("affected_targeted"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "Prevent all combat damage that would be dealt to that creature this turn by colorless sources." (Lithomancer's
    # Focus; CR 105.2c: a colorless object has no color): the target's, of a source with no color (source_colorless).
    def do_dmg_prevent_all_to_it_colorless(self, tree: Tree) -> None:
        self.do_dmg_prevent_all_to_it(tree)
        self.add("replacement_condition", fn("source_colorless"))

    # "Tap target creature. Prevent all combat damage that would be dealt by that creature this turn." (Telekinesis):
    # the damage the spell's target deals (the board's targets:, CR 115.1).
    def do_dmg_prevent_all_by_it(self, tree: Tree) -> None:
        combat = [fn(p.data.removeprefix("dc_")) for p in _trees(tree) if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(*combat, fn("source_targeted"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # CR 613.4c, 611.2 — "Target creature gets +1/+1 until end of turn. Prevent all damage that would be dealt to it this
    # turn." (Enshrouding Mist, Lithomancer's Focus): both are lasting effects of the resolved spell on its target (the
    # board's targets:): layer 7c (modifies_pt/6, Rel target) and the prevention; other sentences are riders.
    def do_dmg_pump_prevent(self, tree: Tree) -> None:
        if "instant" not in self.card_types and "sorcery" not in self.card_types:
            raise Unsupported("a permanent's pump and prevention")
        pump, *rest = _trees(tree)
        dp, dt = (int(v) for v in str(_tokens(pump, "PTCOUNTER")[0]).split("/"))
        self.do_dmg_with_riders(Tree("dmg_with_riders", rest))
        self.add("targets")
        self.add("modifies_pt", fn("creature"), fn("target"), dp, dt)

    # "Untap any number of target creatures. Prevent all combat damage that would be dealt to and dealt by those
    # creatures this turn." (Energy Arc): the untap was done as it resolved (CR 608.2c); the prevention is on the
    # damage dealt to or by any of its targets (the board's targets:, each with both roles).
    def do_dmg_untap_targets_prevent(self, tree: Tree) -> None:
        combat = [fn(p.data.removeprefix("dc_")) for p in _trees(tree) if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(*combat, fn("either", fn("affected_targets"), fn("source_targets")))
        self.add("replacement_option", 1, fn("prevent_all"))
        self.add("rider", "untap")
        self.out.riders.append("untap")

    # CR 611.3a, 105.1 — "As long as you control a permanent of each color, prevent all damage that would be dealt to
    # you." (Spirit of Resistance): for each of the five colors, its controller controls a permanent of it.
    def do_dmg_prevent_all_each_color(self, tree: Tree) -> None:
        self.do_dmg_prevent_all(tree)
        for c in ("w", "u", "b", "r", "g"):
            self.add("replacement_condition", fn("you_control_at_least", fn("with_color", fn("permanent"), fn(c)), 1))

    # "During your turn, prevent all damage that would be dealt to this creature" (Guardian Naga, Personal Sanctuary):
    # the effect's controller is the active player (CR 102.1, the board's active_player).
    def do_dmg_during_your_turn(self, tree: Tree) -> None:
        main = _trees(tree)[0]
        getattr(self, f"do_{main.data}", self.unknown)(main)
        self.add("replacement_condition", fn("your_turn"))

    # "Until your next turn, prevent all damage that would be dealt to you." (Morningtide's Light): a spell's lasting
    # effect, which a board lists under effects: while it lasts (CR 611.2a), as for "this turn".
    def do_dmg_until_your_next_turn(self, tree: Tree) -> None:
        if "instant" not in self.card_types and "sorcery" not in self.card_types and not self.effect:
            raise Unsupported("a permanent's damage effect until its controller's next turn")
        main = _trees(tree)[0]
        getattr(self, f"do_{main.data}", self.unknown)(main)

    # "When this creature enters, until end of turn, damage that would reduce your life total to less than 1 reduces it
    # to 1 instead." (Angel of Grace): the trigger (CR 603.1; its event changes no answer given here) creates a lasting
    # effect (CR 611.2a), an ability of its own (effect_ability/2, creates_effect/3) as an activated ability's is, which
    # applies from the board's effects: entry (source: the permanent).
    def do_dmg_enters_until_eot(self, tree: Tree) -> None:
        main = next(t for t in _trees(tree) if t.data != "self_ref")
        if main.data != "dmg_life_floor":
            raise Unsupported(f"an entering trigger's lasting {main.data}")
        self.add("triggered")
        inner = AbilityLowering(self.allocate(), (), self.card_types, self.allocate)
        inner.effect = True
        inner.add("effect_ability")
        inner.lower(main)
        self.add("creates_effect", inner.n)
        inner.out.facts = [_made_by_creator(f) for f in inner.out.facts]
        self.out.facts += inner.out.facts
        self.out.riders += inner.out.riders

    # "Prevent all damage that black sources and red sources would deal this turn." (Luminesce; CR 615.1a): a source of
    # either color, checked when it would deal the damage (either/2 of source_color/1)
    def do_dmg_prevent_all_colors(self, tree: Tree) -> None:
        parts = _trees(tree)
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        a, b = (COLOR_WORDS[p.data] for p in parts if p.data in COLOR_WORDS)
        self._damage(*conditions, fn("either", fn("source_color", a), fn("source_color", b)))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "Prevent all damage that black and/or red sources would deal to creatures you control this turn." (Surge of
    # Salvation): a source of either color when it would deal the damage (as Luminesce's), to the recipient
    def do_dmg_prevent_all_colors_to(self, tree: Tree) -> None:
        rcpt = next(p for p in _trees(tree) if p.data == "recipient" or p.data.startswith("rc_"))
        self.do_dmg_prevent_all_colors(tree)
        for c in self._recipient(rcpt):
            self.add("replacement_condition", c)

    # "Prevent all damage that would be dealt to a creature by another creature if they share a color." (Well-Laid Plans;
    # CR 105.2): both creatures, of some color in common (rules/replacement/damage.lp: source_shares_color)
    def do_dmg_prevent_shared_color(self, tree: Tree) -> None:
        self._damage(fn("affected", fn("creature")), fn("source", fn("creature")), fn("source_shares_color"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "Prevent all damage that creatures would deal to players this turn." (Chameleon Blur; CR 615.1a)
    def do_dmg_prevent_all_filter_to(self, tree: Tree) -> None:
        parts = [p for p in _trees(tree) if p.data != "this_turn"]
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        flt, rcpt = [p for p in parts if p.data not in ("dc_combat", "dc_noncombat")]
        self._damage(*conditions, fn("source", plain_filter(flt)), *self._recipient(rcpt))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "Prevent all combat damage target creature would deal this turn" (Azorius Ploy): its source's damage.
    def do_dmg_prevent_all_by(self, tree: Tree) -> None:
        parts = _trees(tree)
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        conditions += self._dealer([p for p in parts if p.data in _BOTH_REF])
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("prevent_all"))

    # "Prevent all damage that this creature would deal to red creatures" (Indentured Oaf; CR 615.1a): its own damage
    # to what matches the recipient.
    def do_dmg_prevent_all_by_to(self, tree: Tree) -> None:
        parts = _trees(tree)
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        conditions += self._dealer([p for p in parts if p.data in _BOTH_REF])
        # ("red creatures": a color of the recipient, CR 105.2)
        conditions += self._recipient(parts[-1], colors=True)
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("prevent_all"))

    # CR 615.7 — a prevention shield, "Prevent the next N damage that would be dealt to any target this turn": the
    # effects: entry of the resolved spell is the shield as it stands (prevent(N) on this event; a shield partly used
    # by earlier damage is not modelled, as for Healing Salve).
    def do_dmg_shield(self, tree: Tree) -> None:
        parts = [t for t in _trees(tree) if t.data != "this_turn"]
        # "Prevent the next 1 combat damage that would be dealt to you this turn" (Decorated Griffin; CR 510.1)
        classes = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        num, ref = [p for p in parts if p.data not in ("dc_combat", "dc_noncombat")]
        k = number_value(num)
        # "Prevent the next X damage ..." (Festival of the Guildpact, Temper, Divine Deflection): X is the value paid as
        # the spell was cast (CR 107.3a), the board's x: of its effects: entry (x_given: one class per object,
        # rules/replacement/damage.lp binds prevent(x) to it)
        x = [fn("x_given")] if k == "x" else []
        if not isinstance(k, int) and k != "x":
            raise Unsupported("prevent the next X damage")
        # (a player target is given on the board as chosen: {player: P}, like Healing Salve's)
        conditions = {"sr_target": [fn("either", fn("affected_targeted"), fn("chosen_player"))],
                      # ("target creature": never a player, CR 115.1; Acolyte's Reward's other target may be one)
                      "sr_target_creature": [fn("affected_targeted")],
                      "sr_self": [fn("this")],
                      "sr_enchanted": [fn("enchanted")],
                      "sr_you": [fn("affected", fn("player")), fn("affected_rel", fn("you"))],
                      # "you and/or permanents you control" (Divine Deflection): you, or a permanent of yours
                      "sr_you_and_permanents": [fn("affected_rel", fn("you"))],
                      # "to each creature and each player" (Kitsune Palliator), "to each creature you control" (Samite
                      # Censer-Bearer): each has a shield of its own (CR 615.7), so the one dealt this damage has N
                      # (shield_each: a permanent that may have come later is said, rules/replacement/
                      # damage_shield_each.lp)
                      "sr_each_creature_and_player": [fn("affected_either", fn("player"), fn("creature")),
                                                      fn("shield_each")],
                      "sr_each_your_creature": [fn("affected", fn("creature")), fn("affected_rel", fn("you")),
                                                fn("shield_each")],
                      # "to you or this creature" (Collector Protector): one shield for both
                      "sr_you_or_self": [fn("either", fn("both", fn("affected", fn("player")),
                                                         fn("affected_rel", fn("you"))), fn("this"))]}[ref.data]
        self._damage(*conditions, *classes, *x)
        self.add("replacement_option", 1, fn("prevent", fn("x") if k == "x" else k))

    # CR 107.3c — "Prevent the next X damage that would be dealt to target creature this turn, where X is your devotion
    # to white" (Acolyte's Reward): X is fixed as the spell resolves (its ruling 2014-02-01: "The amount of damage the
    # prevention shield will prevent is based on your devotion to white as Acolyte's Reward resolves"): the board's x:
    # of its effects: entry, as for an X paid (prevent(x), x_given).
    def do_dmg_shield_where_x(self, tree: Tree) -> None:
        num, ref = [t for t in _trees(tree) if t.data != "this_turn"]
        if number_value(num) != "x":
            raise Unsupported("where X is, of a number")
        self.do_dmg_shield(Tree("dmg_shield", [num, ref]))

    # CR 601.2d, 615.7 — "Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as
    # you choose" (Remedy, Embolden): the division is chosen as the spell is cast and each target gets a shield of its
    # part. A board doesn't say the division: with one target (sole_target) that part is all of it; with several the
    # effect is not applied and the board says so (rules/replacement/damage.lp: division_not_given).
    def do_dmg_shield_divided(self, tree: Tree) -> None:
        num = next(t for t in _trees(tree) if t.data != "this_turn")
        k = number_value(num)
        where = bool(_tokens(tree, "REST"))
        # (X: "where X is the number of verse counters on this enchantment", Serra's Hymn: the X as it resolved, the
        # board's x: of its entry, x_given; never X paid without a "where")
        if not isinstance(k, int) and not (k == "x" and where):
            raise Unsupported("prevent the next X damage, divided")
        if where and k != "x":
            raise Unsupported("where X is, of a number")
        self._damage(fn("either", fn("affected_targeted"), fn("chosen_player")), fn("sole_target"),
                     *([fn("x_given")] if k == "x" else []))
        self.add("replacement_option", 1, fn("prevent", fn("x") if k == "x" else k))

    # CR 700.2, 608.2c — "Choose one — • Target player gains 3 life. • Prevent the next 3 damage ..." (Healing Leaves,
    # Recuperate, Alabaster Potion; Abuna's Chant, entwined: both): the life mode leaves no lasting effect, so the
    # spell's effects: entry stands for the prevention mode; the life mode is recorded as a rider.
    # CR 700.2, 608.2c — a modal spell's or activated ability's other modes, done as it resolved and leaving no lasting
    # effect: the entry under effects: is the damage mode; each other mode a rider (`life_gain`, `destroy` "Destroy
    # target nonbasic land.", `create_tokens` "Create three 1/1 green Saproling creature tokens.": a token is on the
    # board if it is there).
    _ONE_SHOT_MODES = {"life_mode": "life_gain", "destroy_mode": "destroy", "tokens_mode": "create_tokens"}

    # CR 700.2 — a modal spell's damage mode first, then modes of which one leaves another lasting effect (Dawn Charm's
    # regeneration shield, CR 701.19a): the damage mode is effect_branch "mode 1"; an entry of another mode has none of
    # it (branch_without "mode K"); the other modes are riders (regenerate, counter_spell)
    _OTHER_MODES = {"regenerate_mode": "regenerate", "counter_mode": "counter_spell", **_ONE_SHOT_MODES}

    def do_dmg_modal_modes(self, tree: Tree) -> None:
        if "instant" not in self.card_types and "sorcery" not in self.card_types:
            raise Unsupported("a permanent's modal damage effect")
        main, *others = _trees(tree)
        getattr(self, f"do_{main.data}", self.unknown)(main)
        self.add("effect_branch", clingo.String("mode 1"))
        for k in range(2, len(others) + 2):
            self.add("branch_without", clingo.String(f"mode {k}"), number=False)
        for rider in dict.fromkeys(self._OTHER_MODES[t.data] for t in others):
            self.add("rider", fn(rider))
            self.out.riders.append(rider)

    def do_dmg_modal_with_riders(self, tree: Tree) -> None:
        """A modal spell's "can't be prevented" mode with its one-shot sentences, then one-shot modes (CR 700.2)."""
        modes = [t for t in _trees(tree) if t.data in self._ONE_SHOT_MODES]
        self.do_dmg_with_riders(Tree("dmg_with_riders", [t for t in tree.children if t not in modes]))
        for rider in dict.fromkeys(self._ONE_SHOT_MODES[t.data] for t in modes):
            self.add("rider", rider)
            self.out.riders.append(rider)

    def do_dmg_modal_life(self, tree: Tree) -> None:
        if "instant" not in self.card_types and "sorcery" not in self.card_types and not self.effect:
            raise Unsupported("a permanent's modal damage effect")
        main = next(t for t in _trees(tree) if t.data not in self._ONE_SHOT_MODES)
        getattr(self, f"do_{main.data}", self.unknown)(main)
        for rider in dict.fromkeys(self._ONE_SHOT_MODES[t.data] for t in _trees(tree) if t.data in self._ONE_SHOT_MODES):
            self.add("rider", rider)
            self.out.riders.append(rider)

    # CR 608.2h, 611.2 — a shield and "If [condition], prevent the next K damage instead" (Orim's Touch, Pollen Remedy:
    # kicked; Elvish Healer: "If it's a green creature"): the condition was checked once as the spell or ability
    # resolved, so exactly one of the two shields exists. Each is an ability of its own (the second one allocated),
    # effect_branch/3 "not W" and "W" (W = "kicked", "green creature"): the board's effects: entry says which with
    # chosen: {branch: W}, as for Winds of Qal Sisma's ferocious (rules/layers/characteristics.lp).
    def do_dmg_shield_branch(self, tree: Tree) -> None:
        main, branch = _trees(tree)
        if main.data not in ("dmg_shield", "dmg_shield_divided"):
            raise Unsupported("an instead branch of another effect than a shield")
        cond, num = _trees(branch)[:2]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("prevent the next X damage instead")
        word = "kicked" if cond.data == "bc_kicked" else \
            f"{next(t.data for t in _trees(cond))} creature"
        getattr(self, f"do_{main.data}")(main)
        alt = AbilityLowering(self.allocate(), (), self.card_types, self.allocate)
        alt.effect = self.effect
        if self.effect:
            alt.add("effect_ability")
        alt.lower(main)
        alt.out.facts = [Fact(f.number, f.predicate, (f.args[0], fn("prevent", k)))
                         if f.predicate == "replacement_option" else f for f in alt.out.facts]
        self.add("effect_branch", clingo.String("not " + word))
        alt.add("effect_branch", clingo.String(word))
        self.branches.append(alt.n)
        self.out.facts += alt.out.facts

    # "Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice" (Healing Grace):
    # a shield on the damage of the source chosen as the spell resolved (CR 615.7; the board's chosen: {source: id}).
    def do_dmg_shield_chosen(self, tree: Tree) -> None:
        self.do_dmg_shield(tree)
        self.add("replacement_condition", fn("source_chosen"))

    # "The next time a source of your choice would deal damage to you [and/or creatures you control | to any target]
    # this turn, prevent that damage" (Invulnerability, Reverse Damage, Shadowbane, Honorable Passage; CR 615.7): a
    # shield used once, by the source chosen as the effect was created (the board's chosen: {source: id}). One damage
    # event uses it once (CR 614.5): prevent_all; once used, the board holds no entry for it.
    def do_dmg_next_time_chosen(self, tree: Tree, option: Symbol | None = None) -> None:
        ref = next((t for t in _trees(tree) if t.data.startswith("sr_")), None)
        # (no recipient named: "would deal damage this turn", to anything, the Pilgrims)
        conditions = [] if ref is None else \
            {"sr_you": [fn("affected", fn("player")), fn("affected_rel", fn("you"))],
             "sr_target": [fn("either", fn("affected_targeted"), fn("chosen_player"))],
             "sr_target_creature": [fn("affected_targeted")],
             "sr_self": [fn("this")],
             "sr_enchanted": [fn("enchanted")],
             "sr_you_and_creatures": [fn("affected_either", fn("player"), fn("creature")),
                                      fn("affected_rel", fn("you"))]}[ref.data]
        self._damage(*conditions, fn("source_chosen"))
        self.add("replacement_option", 1, fn("prevent_all") if option is None else option)

    # "The next time a creature of the chosen type would deal damage to you this turn, prevent that damage." (Circle of
    # Solace): not a source of your choice but the next damage of any creature of the type chosen for the permanent that
    # made the effect as it entered (CR 614.12a, 615.7; source_creator_chosen_type, rules/replacement/
    # damage_creator_choice.lp). One damage event uses it once (CR 614.5): prevent_all.
    def do_dmg_next_time_creator_type(self, tree: Tree) -> None:
        ref = next(t for t in _trees(tree) if t.data.startswith("sr_"))
        if ref.data != "sr_you":
            raise Unsupported("a chosen type's shield on another recipient")
        self._damage(fn("affected", fn("player")), fn("affected_rel", fn("you")), fn("source_creator_chosen_type"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "The next time a creature of your choice with shadow would deal damage to you this turn, prevent that damage."
    # (Circle of Protection: Shadow): the shield of do_dmg_next_time_chosen, while the chosen source is a creature with
    # the keyword (CR 609.7b: the shield rechecks it; with_keyword/2 of the source's printed or granted keywords)
    def do_dmg_next_time_chosen_creature(self, tree: Tree) -> None:
        self.do_dmg_next_time_chosen(tree)
        for p in _trees(tree):
            if p.data in ("dc_combat", "dc_noncombat"):
                self.add("replacement_condition", fn(p.data.removeprefix("dc_")))
        words = [str(t) for t in tree.children if isinstance(t, Token) and t.type == "WORD"]
        if words and words[0] not in ANIMATION_KEYWORDS | {"shadow"}:
            raise Unsupported(f"a creature of your choice with {words[0]}")
        self.add("replacement_condition", fn("source", fn("with_keyword", fn("creature"), fn(words[0])) if words
                                             else fn("creature")))

    # "The next time a source of your choice would deal damage to you this turn, prevent half that damage, rounded down."
    # (Dark Sphere): the shield of do_dmg_next_time_chosen preventing half the damage, rounded as it says (CR 107.1a;
    # prevent_half(R), rules/replacement/damage_prevent_parts.lp).
    def do_dmg_next_time_chosen_half(self, tree: Tree) -> None:
        rounding = next(t for t in _trees(tree) if t.data in ("hr_up", "hr_down")).data.removeprefix("hr_")
        self.do_dmg_next_time_chosen(tree, fn("prevent_half", fn(rounding)))

    # "The next time a source of your choice would deal damage to you this turn, that damage is dealt to this creature
    # instead." (Beacon of Destiny; "to target creature you control", General's Regalia; to anything, Opal-Eye): the
    # shield of do_dmg_next_time_chosen, a redirection (CR 614.9) rather than a prevention; in an activated ability's
    # lasting effect "this creature" is the permanent that made it (redirect(creator), CR 611.2).
    def do_dmg_next_time_chosen_redirect(self, tree: Tree) -> None:
        ref = next((t for t in _trees(tree) if t.data.startswith("sr_")), None)
        conditions = [] if ref is None else \
            {"sr_you": [fn("affected", fn("player")), fn("affected_rel", fn("you"))],
             "sr_target_creature": [fn("affected_targeted")],
             "sr_self": [fn("this")],
             "sr_enchanted": [fn("enchanted")]}.get(ref.data)
        if conditions is None:
            raise Unsupported("a chosen source's redirection of damage to several recipients")
        dest = next(t for t in _trees(tree) if t.data.startswith("rd_")).data.removeprefix("rd_")
        # ("that source deals that damage to you instead", Jade Monolith: to the effect's controller; "that source's
        # controller", Reflect Damage: the chosen source's controller, CR 609.7a)
        if dest not in ("this", "targeted", "you", "chosen_source_controller"):
            raise Unsupported(f"a chosen source's redirection to {dest}")
        if dest == "targeted" and fn("affected_targeted") in conditions:
            raise Unsupported("two targets, which one is which not on the board")
        self._damage(*conditions, fn("source_chosen"))
        self.add("replacement_option", 1, fn("redirect", fn(dest)))

    # "The next 1 damage that would be dealt to this creature this turn is dealt to target creature you control instead."
    # (the en-Kor, Daughter of Autumn, Zealous Inquisitor; CR 614.9): the redirection of the next N damage. Of N or less
    # damage it is the whole damage (redirect(To) under redirect_at_most(N)); of more, the damage is split, part dealt
    # to each, which the event doesn't follow (rules/replacement/damage_redirect_part.lp: said, not applied).
    def do_dmg_redirect_next(self, tree: Tree) -> None:
        parts = _trees(tree)
        k = number_value(next(t for t in parts if t.data in ("nint", "nx") or t.data in NUMBER_WORDS))
        # "{X}, {T}: The next X damage that would be dealt this turn to target white creature you control is dealt to
        # Hazduhr instead." (Hazduhr the Abbot): X is the value paid as the ability was activated (CR 107.3a, 107.3k),
        # the board's x: of its effects: entry (x_given, as Harm's Way's X in do_dmg_redirect_next_chosen)
        if not isinstance(k, int) and k != "x":
            raise Unsupported("the next X damage redirected")
        ref = next(t for t in parts if t.data.startswith("sr_"))
        conditions = {"sr_you": [fn("affected", fn("player")), fn("affected_rel", fn("you"))],
                      "sr_target_creature": [fn("affected_targeted")],
                      "sr_self": [fn("this")],
                      "sr_enchanted": [fn("enchanted")]}.get(ref.data)
        if conditions is None:
            raise Unsupported("a redirection of the next damage to several recipients")
        dest = next(t for t in parts if t.data.startswith("rd_")).data.removeprefix("rd_")
        if dest not in ("this", "targeted", "you", "any_target"):
            raise Unsupported(f"the next damage redirected to {dest}")
        if dest in ("targeted", "any_target") and fn("affected_targeted") in conditions:
            raise Unsupported("two targets, which one is which not on the board")
        x = [fn("x_given")] if k == "x" else []
        self._damage(*conditions, *x, fn("redirect_at_most", fn("x") if k == "x" else k))
        self.add("replacement_option", 1, fn("redirect", fn(dest)))

    # "The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage"
    # (Prismatic Circle, Story Circle): the shield of do_dmg_next_time_chosen, applying only while the chosen source has
    # the color chosen for the permanent that made the effect as it entered (CR 614.12a, 609.7b; that permanent's
    # chosen: {color: C}, source_creator_chosen_color in rules/replacement/damage_creator_choice.lp).
    def do_dmg_next_time_chosen_creator_color(self, tree: Tree) -> None:
        self.do_dmg_next_time_chosen(tree)
        self.add("replacement_condition", fn("source_creator_chosen_color"))

    # "The next time damage would be dealt to this creature [and/or you] this turn, that damage is dealt to any target
    # instead." (Mirrorwood Treefolk, Glarecaster; CR 614.9, 615.7): a redirection used once, of any source's damage to
    # the permanent that made the effect (creator) or, "and/or you", to its controller. One damage event uses it once
    # (CR 614.5); once used, the board holds no entry for it.
    def do_dmg_next_time_redirect(self, tree: Tree) -> None:
        parts = _trees(tree)
        ref = next(t for t in parts if t.data.startswith("sr_"))
        you = [fn("affected", fn("player")), fn("affected_rel", fn("you"))]
        conditions = [fn("this")] if ref.data == "sr_self" else [fn("either", fn("this"), _conjunction(you))]
        dest = next(t for t in parts if t.data.startswith("rd_")).data.removeprefix("rd_")
        if dest not in ("targeted", "any_target", "you"):
            raise Unsupported(f"the next damage redirected to {dest}")
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("redirect", fn(dest)))

    # "The next time this creature would deal damage to you this turn, prevent that damage." (Mercenaries), "The next
    # time this creature would deal combat damage to an opponent this turn, it deals that damage to target creature
    # instead." (Soltari Guerrillas): a shield used once on the damage of the permanent whose ability made the effect
    # (source_this, in a lasting effect source_creator; CR 615.7, 614.9).
    def do_dmg_next_time_self(self, tree: Tree) -> None:
        parts = [t for t in _trees(tree) if t.data not in ("self_ref", "this_turn")]
        conditions = [fn("source_this")]
        conditions += [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        affected = next(p for p in parts if p.data.startswith(("da_", "rc_", "br_")) or p.data == "dmg_recipient")
        conditions += self._dmg_affected(affected)
        dest = next((t for t in parts if t.data.startswith("rd_")), None)
        self._damage(*conditions)
        if dest is None:
            self.add("replacement_option", 1, fn("prevent_all"))
            return
        to = dest.data.removeprefix("rd_")
        if to not in ("targeted", "any_target", "you"):
            raise Unsupported(f"the next damage redirected to {to}")
        self.add("replacement_option", 1, fn("redirect", fn(to)))

    # "Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this
    # turn." (Maze of Ith, Ith, High Arcanist; "... attacking creature you control ... by it", Ebony Horse, Elvish
    # Scout): the untap is done as the ability resolves (CR 608.2c, a rider); the prevention lasts the turn and applies
    # to the target's combat damage, dealt or received (CR 615.1a, 510.1; the board's targets:).
    def do_dmg_untap_prevent_target(self, tree: Tree) -> None:
        self._damage(fn("combat"), fn("either", fn("affected_targeted"), fn("source_targeted")))
        self.add("replacement_option", 1, fn("prevent_all"))
        self.add("rider", "untap")
        self.out.riders.append("untap")

    # "Untap target creature or land. Prevent all damage that would be dealt to and dealt by that permanent until your
    # next turn." (Kiora, the Tide's Fury): as Maze of Ith's, of all damage (combat or not)
    def do_dmg_untap_prevent_target_all(self, tree: Tree) -> None:
        self._damage(fn("either", fn("affected_targeted"), fn("source_targeted")))
        self.add("replacement_option", 1, fn("prevent_all"))
        self.add("rider", "untap")
        self.out.riders.append("untap")

    # "The next 2 damage that a source of your choice would deal to you and/or permanents you control this turn is dealt
    # to any target instead." (Harm's Way; "the next X damage ... to you and/or creatures you control", Shining Shoal):
    # do_dmg_redirect_next's redirection of the next N damage, of the source chosen as the spell resolved (the board's
    # chosen: {source: id}, CR 609.7a); of X, the X paid (the board's x:, CR 107.3a; x_given, one class per object).
    def do_dmg_redirect_next_chosen(self, tree: Tree) -> None:
        parts = _trees(tree)
        k, conditions = _chosen_source_next(parts, "redirected")
        dest = next(t for t in parts if t.data.startswith("rd_")).data.removeprefix("rd_")
        if dest not in ("this", "targeted", "you", "any_target"):
            raise Unsupported(f"the next damage redirected to {dest}")
        x = [fn("x_given")] if k == "x" else []
        self._damage(*conditions, fn("source_chosen"), *x, fn("redirect_at_most", fn("x") if k == "x" else k))
        self.add("replacement_option", 1, fn("redirect", fn(dest)))

    # "Prevent the next 1 damage that would be dealt by this artifact this turn" (Barbed Wire): a shield on the damage
    # its own permanent deals (source_this; in an activated ability's lasting effect, source_creator).
    def do_dmg_shield_by_self(self, tree: Tree) -> None:
        k = number_value(next(t for t in _trees(tree) if t.data != "this_turn" and t.data != "self_ref"))
        if not isinstance(k, int):
            raise Unsupported("prevent the next X damage dealt by it")
        self._damage(fn("source_this"))
        self.add("replacement_option", 1, fn("prevent", k))

    # "Prevent all damage a source of your choice would deal to you this turn" (Auriok Replica), "... would deal this
    # turn" (Prahv, Spires of Order): every damage of the source chosen as the effect was created (the board's chosen:
    # {source: id}, CR 609.7a) for the turn, not a shield used once (CR 615.1a).
    def do_dmg_prevent_all_chosen(self, tree: Tree) -> None:
        self.do_dmg_next_time_chosen(tree)
        parts = _trees(tree)
        # "Prevent all combat damage a creature of your choice would deal this turn" (Ajani's Aid; CR 510.1), "... a
        # red source of your choice ..." (Burrenton Forge-Tender): the chosen source must have the quality when it would
        # deal the damage (CR 609.7b, as for the Circles)
        for p in parts:
            if p.data in ("dc_combat", "dc_noncombat"):
                self.add("replacement_condition", fn(p.data.removeprefix("dc_")))
        kind = next((p for p in parts if p.data.startswith("cks_")), None)
        if kind is not None and kind.data == "cks_creature":
            self.add("replacement_condition", fn("source", fn("creature")))
        elif kind is not None and kind.data == "cks_quality":
            self._chosen_quality(_trees(kind)[0])

    # "Prevent all damage that sources of the color of your choice would deal this turn." (Prismatic Strands): the
    # color chosen as the spell resolved (CR 609.7a), the board's chosen: {color: C} of its effects: entry
    # (source_chosen_color, as Avacyn, Guardian Angel's "by sources of the color of your choice").
    def do_dmg_prevent_all_chosen_color(self, tree: Tree) -> None:
        classes = [fn(p.data.removeprefix("dc_")) for p in _trees(tree) if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(*classes, fn("source_chosen_color"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "Prevent all damage target spell would deal this turn." (Hallow, Shieldmage Elder): the damage of what the
    # effect's object targeted, the board's targets: (CR 615.1a). Not only as a spell: Shieldmage Elder ruling
    # 2004-10-04, "If the ability is activated targeting a spell that becomes a permanent, it also prevents any damage
    # from that permanent this turn" (so no source_spell, unlike Hidden Retreat's instant or sorcery spell).
    def do_dmg_prevent_all_target_spell(self, tree: Tree) -> None:
        classes = [fn(p.data.removeprefix("dc_")) for p in _trees(tree) if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(*classes, fn("source_targeted"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "Prevent all combat damage blue creatures and black creatures would deal this turn." (Radiant Kavu): a creature of
    # either color when it would deal the damage (CR 615.1a; as do_dmg_prevent_all_colors, and a creature).
    def do_dmg_prevent_all_color_creatures(self, tree: Tree) -> None:
        self.do_dmg_prevent_all_colors(tree)
        self.add("replacement_condition", fn("source", fn("creature")))

    # CR 615.7 — "Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you control
    # this turn." (Refraction Trap): a shield of N on the damage of the source chosen as the spell resolved (the board's
    # chosen: {source: id}, CR 609.7a), as do_dmg_shield's (a shield partly used by earlier damage is not modelled).
    def do_dmg_shield_chosen_source(self, tree: Tree) -> None:
        k, conditions = _chosen_source_next(_trees(tree), "prevented")
        x = [fn("x_given")] if k == "x" else []
        self._damage(*conditions, fn("source_chosen"), *x)
        self.add("replacement_option", 1, fn("prevent", fn("x") if k == "x" else k))

    # CR 615.7 — "The next time target creature would deal damage this turn, prevent that damage." (Awe Strike; "that
    # creature", Dazzling Reflection): a shield used once on the damage of the effect's target (the board's targets:).
    # One damage event uses it once (CR 614.5): prevent_all; once used, the board holds no entry for it.
    def do_dmg_next_time_targeted(self, tree: Tree) -> None:
        classes = [fn(p.data.removeprefix("dc_")) for p in _trees(tree) if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(*classes, fn("source_targeted"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # "The next time an unblocked creature of your choice would deal combat damage to you this turn, prevent all but 1
    # of that damage." (Forcefield): the chosen source's shield used once (CR 615.7, source_chosen), while it is an
    # unblocked attacking creature (CR 509.1h, source_unblocked; 609.7b: the shield rechecks it), of more than K damage
    # all but K prevented (prevent_all_but(K), rules/replacement/damage_prevent_parts.lp).
    def do_dmg_next_time_chosen_unblocked(self, tree: Tree) -> None:
        parts = _trees(tree)
        k = number_value(next(t for t in parts if t.data in ("nint", "nx") or t.data in NUMBER_WORDS))
        if not isinstance(k, int):
            raise Unsupported("prevent all but X")
        ref = next(t for t in parts if t.data.startswith("sr_"))
        if ref.data != "sr_you":
            raise Unsupported("an unblocked creature's shield on another recipient")
        classes = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        self._damage(fn("affected", fn("player")), fn("affected_rel", fn("you")), *classes, fn("source_chosen"),
                     fn("source", fn("creature")), fn("source_unblocked"))
        self.add("replacement_option", 1, fn("prevent_all_but", k))

    def _dmg_affected(self, affected: Tree | None) -> list[Symbol]:
        """The conditions on what is dealt damage of a dmg_affected or dmg_recipient tree (none: to anything)."""
        if affected is None or affected.data == "da_any":
            return []  # "would deal damage this turn", "to a permanent or player": to anything
        if affected.data == "da_opponent_side":
            return [fn("affected_rel", fn("opponent"))]
        if affected.data == "da_chosen_player_side":
            # "to the chosen player or a permanent they control" (Sawhorn Nemesis): the player chosen for the effect's
            # object (the board's chosen: {player: P}, CR 614.12a) is dealt the damage or controls what is
            return [fn("chosen_player_side")]
        if affected.data == "da_creature_battle_opponent":
            # "to a creature, battle, or opponent" (Disciples of the Inferno): any creature or battle, or an opponent
            return [fn("either", fn("affected_either", fn("creature"), fn("battle")),
                       fn("both", fn("affected", fn("player")), fn("affected_rel", fn("opponent"))))]
        if affected.data == "da_opponent":
            return [fn("affected", fn("player")), fn("affected_rel", fn("opponent"))]
        if affected.data == "da_your_creature":
            return [fn("affected", fn("creature")), fn("affected_rel", fn("you"))]
        # a dmg_recipient: "to you", "to this creature" (Goldnight Castigator), "to a player" (Charging Tuskodon)
        return self._recipient(affected)

    # "The next time a red [artifact, land] source of your choice would deal damage to you this turn, prevent that
    # damage" (Circle of Protection: Red, Rune of Protection: Artifacts): the same shield, applying only while the chosen
    # source has the quality (CR 609.7b: "When the source would deal damage, the 'shield' rechecks the source's
    # properties. If the properties no longer match, the damage isn't prevented").
    _CHOSEN_QUALITY = {"dq_artifact": fn("source", fn("artifact")), "dq_land": fn("source", fn("land"))}

    def do_dmg_next_time_chosen_quality(self, tree: Tree) -> None:
        self.do_dmg_next_time_chosen(tree)
        quality = next((t for t in _trees(tree) if t.data.startswith("dq_")), None)
        if quality is not None:
            self._chosen_quality(quality)

    def _chosen_quality(self, quality: Tree) -> None:
        if quality.data == "dq_color":
            self.add("replacement_condition", fn("source_color", COLOR_WORDS[_trees(quality)[0].data]))
        elif quality.data == "dq_colors":
            # (a source of either color when it would deal the damage, CR 609.7b: either/2)
            a, b = (COLOR_WORDS[t.data] for t in _trees(quality))
            self.add("replacement_condition", fn("either", fn("source_color", a), fn("source_color", b)))
        else:
            self.add("replacement_condition", self._CHOSEN_QUALITY[quality.data])

    def _recipient(self, tree: Tree, colors: bool = False) -> list[Symbol]:
        if tree.data in ("recipient", "dmg_recipient"):
            tree = _trees(tree)[0]
        if tree.data in _BOTH_REF:
            return list(_BOTH_REF[tree.data][0])
        if tree.data == "rc_you":
            return [fn("affected", fn("player")), fn("affected_rel", fn("you"))]
        if tree.data == "rc_players":
            return [fn("affected", fn("player"))]
        if tree.data == "rc_target_player_or_planeswalker":
            # "target player or planeswalker" (Avacyn, Guardian Angel): a player given as chosen: {player: P}, a
            # planeswalker as targets: (as Healing Salve's "any target")
            return [fn("either", fn("affected_targeted"), fn("chosen_player"))]
        if tree.data == "rc_enchanted_player":
            # "enchanted player" (Curse of Bloodletting): what the effect's object is attached to, a player (CR 303.4b)
            return [fn("affected", fn("player")), fn("enchanted")]
        if tree.data == "rc_subtype_creature":
            # "a Cleric creature you control" (Daunting Defender): a creature with that subtype (CR 205.3)
            word = str(_tokens(tree, "WORD")[0])
            return [fn("affected", fn("with_type", fn("subtype", subtype_word(word)), fn("creature"))),
                    *_affected_rel(_trees(tree))]
        if tree.data == "rc_other":
            # "other creatures you control" (Crystal Barricade): not the effect's own object
            flt, rel = _trees(tree)
            return [fn("affected", plain_filter(flt)), *_affected_rel([rel]), fn("other")]
        if tree.data == "rc_you_and_other":
            # "you and other permanents you control" (Palisade Giant): you, or a permanent of yours that is not the
            # effect's own object
            flt, rel = _trees(tree)
            if REL.get(rel.data) != "you" or plain_filter(flt) != fn("permanent"):
                raise Unsupported("you and other permanents another player controls")
            return [fn("affected_rel", fn("you")), fn("either", fn("affected", fn("player")), fn("other"))]
        if tree.data == "rc_two":
            # "creatures and planeswalkers you control" (The Western Cloud): a permanent matching either filter
            f1, f2, rel = _trees(tree)
            return [fn("affected_either", plain_filter(f1), plain_filter(f2)), *_affected_rel([rel])]
        if tree.data == "rc_you_and":
            # "you and permanents you control" (Endure): the affected player is you, or the permanent's controller
            # (affected_player/2); "you and creatures / planeswalkers you control": you, or such a permanent of yours
            flt, rel = _trees(tree)
            if REL.get(rel.data) != "you":
                raise Unsupported("you and permanents another player controls")
            f = plain_filter(flt)
            either = [] if f == fn("permanent") else [fn("affected_either", fn("player"), f)]
            return [*either, fn("affected_rel", fn("you"))]
        parts = _trees(tree)
        if tree.data in ("rc_attacking", "rc_attacking_artifact", "rc_other_attacking"):
            # "attacking creatures you control" (Dolmen Gate), "attacking artifact creatures you control" (Losheel),
            # "other attacking Soldiers you control" (Rescue Retriever): what is dealt damage is an attacking creature
            # (CR 506.4; a condition on the event, rules/replacement/damage.lp: affected_in_combat/1)
            f = plain_filter(parts[0])
            if f != fn("creature"):
                f = fn("with_type", f, fn("creature"))
            if tree.data == "rc_attacking_artifact":
                f = fn("with_type", f, fn("artifact"))
            other = [fn("other")] if tree.data == "rc_other_attacking" else []
            return [fn("affected", f), fn("affected_in_combat", fn("attacking")), *_affected_rel(parts), *other]
        if tree.data == "rc_tokens":
            # "creature tokens you control" (Emmara Tandris): the permanents matching F that are tokens (CR 111.1)
            return [fn("affected", fn("token", plain_filter(parts[0]))), *_affected_rel(parts)]
        return [fn("affected", plain_filter(parts[0], colors)), *_affected_rel(parts)]

    def _dealer(self, parts: list[Tree]) -> list[Symbol]:
        if parts[0].data == "dealer":
            parts = _trees(parts[0]) + parts[1:]
        if parts[0].data in _BOTH_REF:
            return list(_BOTH_REF[parts[0].data][1])
        if parts[0].data == "dl_group":
            parts = _trees(parts[0])
        rels = [REL[p.data] for p in parts if p.data in REL and REL[p.data] != "any"]
        return [*source_conditions(parts[0]), *(fn("source_rel", r) for r in rels)]

    # "If a source would deal damage to you, prevent that damage and put an incarnation counter on this enchantment."
    # (Nine Lives; CR 615.5): all the damage prevented, and one counter of any kind on the effect's own object
    # (rules/replacement/damage_own_counters.lp).
    def do_dmg_prevent_own_counters(self, tree: Tree) -> None:
        parts = _trees(tree)
        conditions = self._damage_source(next(p for p in parts if p.data.startswith("dsrc_")))
        conditions += self._recipient(next(p for p in parts if p.data == "dmg_recipient" or p.data.startswith("rc_")))
        kind = counter_kind(str(_tokens(tree, "WORD")[0]))
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("prevent_own_counters", fn(kind), 1))

    # "If damage would be dealt to you, put that many delay counters on this enchantment instead." (Delaying Shield, Force
    # Bubble; CR 614.1a): the damage replaced by counters of any kind on the effect's own object
    # (rules/replacement/damage_own_counters.lp), not a prevention (Delaying Shield ruling 2004-10-04: "it can replace
    # damage that 'can't be prevented'").
    def do_dmg_to_own_counters(self, tree: Tree) -> None:
        kind = counter_kind(str(_tokens(tree, "WORD")[0]))
        self._damage(fn("affected", fn("player")), fn("affected_rel", fn("you")))
        self.add("replacement_option", 1, fn("own_counters", fn(kind), fn("that_many")))

    # CR 614.1a, 614.6 — the damage replaced by another action (rules/replacement/damage_instead_action.lp):
    # instead_action(Act, Who, Fallback), Act done with that many (the amount of damage), by Who (the player dealt the
    # damage, affected; or the effect's controller, you), and Fallback what "If you can't, ..." does (none, lose_game,
    # sacrifice_self). "If damage would be dealt to a player, that player exiles that many cards from the top of their
    # library instead." (Crumbling Sanctuary)
    def do_dmg_instead_exile_library(self, tree: Tree) -> None:
        self._damage(fn("affected", fn("player")))
        self.add("replacement_option", 1, fn("instead_action", fn("exile_library_top"), fn("affected"), fn("none")))

    # "If damage would be dealt to you, exile that many cards from your graveyard instead. If you can't, you lose the
    # game." (Nefarious Lich)
    def do_dmg_instead_exile_graveyard(self, tree: Tree) -> None:
        self._damage(fn("affected", fn("player")), fn("affected_rel", fn("you")))
        self.add("replacement_option", 1, fn("instead_action", fn("exile_graveyard"), fn("you"), fn("lose_game")))

    # "If damage would be dealt to Dralnu, sacrifice that many permanents instead." (Dralnu, Lich Lord)
    def do_dmg_instead_sacrifice(self, tree: Tree) -> None:
        self._damage(fn("this"))
        self.add("replacement_option", 1, fn("instead_action", fn("sacrifice_permanents"), fn("you"), fn("none")))

    # "If a Zombie you control would deal combat damage to a player, instead that player mills that many cards." (Undead
    # Alchemist): the player dealt the damage mills that many (CR 701.17a; as many as the library holds, CR 701.17b)
    def do_dmg_instead_mill(self, tree: Tree) -> None:
        parts = _trees(tree)
        affected = next(t for t in parts[1:] if t.data not in ("dc_combat", "dc_noncombat"))
        conditions = self._damage_source(parts[0])
        conditions += [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        conditions += self._dmg_affected(affected)
        if fn("affected", fn("player")) not in conditions:
            raise Unsupported("a permanent mills")
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("instead_action", fn("mill"), fn("affected"), fn("none")))

    # "If Underdark Beholder would be dealt damage, remove that many eyestalk counters from it instead. If you can't,
    # sacrifice it." (Underdark Beholder): counters of any kind removed from the effect's own permanent
    def do_dmg_instead_remove_counters(self, tree: Tree) -> None:
        if next(t for t in _trees(tree) if t.data.startswith("dsrc_")).data != "dsrc_self":
            raise Unsupported("counters removed instead from another object")
        kind = counter_kind(str(_tokens(tree, "WORD")[0]))
        self._damage(fn("this"))
        self.add("replacement_option", 1, fn("instead_action", fn("remove_own_counters", fn(kind)), fn("you"),
                                              fn("sacrifice_self")))

    # CR 615.5 — "If damage would be dealt to Khârn the Betrayer, prevent that damage and an opponent of your choice gains
    # control of it.": all the damage prevented; the change of control after is the rider after_prevention.
    def do_dmg_if_prevent_control(self, tree: Tree) -> None:
        self._damage(fn("this"))
        self.add("replacement_option", 1, fn("prevent_all"))
        self.add("rider", fn("after_prevention"))
        self.out.riders.append("after_prevention")

    # "If damage would be dealt to this creature, put that many +1/+1 counters on it instead." (Phytohydra), "... -1/-1
    # counters ..." (Lichenthrope: rules/replacement/damage_m1m1.lp)
    def do_dmg_to_counters(self, tree: Tree) -> None:
        kind = counter_kind(str(_tokens(tree, "PTCOUNTER")[0]))
        if kind not in ("p1p1", "m1m1"):
            raise Unsupported("damage to counters of another kind")
        self._damage(fn("this"))
        self.add("replacement_option", 1, fn("to_counters", fn(kind)))

    # "If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1
    # counters on that creature instead." (Soul-Scar Mage; CR 614.1a; rules/replacement/damage_m1m1.lp): on what is
    # dealt the damage, a creature.
    def do_dmg_to_counters_by(self, tree: Tree) -> None:
        kind = counter_kind(str(_tokens(tree, "PTCOUNTER")[0]))
        if kind != "m1m1":
            raise Unsupported("damage to counters of another kind")
        parts = _trees(tree)
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        conditions += self._damage_source(next(p for p in parts if p.data.startswith("dsrc_")))
        rcpt = next(p for p in parts if p.data == "dmg_recipient" or p.data.startswith("rc_"))
        recipient = self._recipient(rcpt)
        if fn("affected", fn("creature")) not in recipient and fn("this") not in recipient:
            raise Unsupported("-1/-1 counters on what may be no creature")
        self._damage(*conditions, *recipient)
        self.add("replacement_option", 1, fn("to_counters", fn(kind)))

    # CR 614.15 — "~ deals 1 damage to target creature. If that creature is white or blue, ~ deals 4 damage to it
    # instead" (Lightning Dart), "... If you control three or more snow permanents, it deals 3 damage instead" (Frost
    # Bite): a self-replacement effect on the spell's own damage (source_this), applied first (CR 616.1a), under a
    # condition on what is dealt damage (its colors, CR 105.2) or on what the spell's controller controls.
    # Conditions on the game as a spell resolves (CR 608.2h), each read by rules/replacement/damage_game.lp of the
    # spell's controller: "if you control a Spacecraft" (Invasive Maneuvers), raid and morbid (this_turn/2, as the enter
    # event reads them), hellbent (hand_empty), threshold and spell mastery (graveyard_at_least/2), delirium
    # (graveyard_types_at_least/1), "if you've drawn two or more cards this turn" and landfall (turn_at_least/3, the
    # board's counts), ferocious (you_control_at_least(with_power(creature, ge, 4), 1)), "if X is 5 or more" (x_at_least/1).
    _GAME_CONDITIONS = ("sc_you_control_a", "sc_this_turn", "sc_hand_empty", "sc_graveyard_cards", "sc_graveyard_types",
                        "sc_graveyard_spells", "sc_cards_drawn", "sc_x_at_least", "sc_land_entered",
                        "sc_you_control_power")

    def _game_condition(self, cond: Tree) -> Symbol:
        if cond.data == "sc_you_control_a":
            return fn("you_control_at_least", plain_filter(_trees(cond)[0]), 1)
        if cond.data == "sc_this_turn":
            event, rel = self._TURN_HISTORY[_trees(cond)[0].data]
            return fn("this_turn", fn(event), fn(rel))
        if cond.data == "sc_hand_empty":
            return fn("hand_empty", fn("you"))
        if cond.data == "sc_land_entered":  # landfall: the board's count of lands entered under the player's control
            return fn("turn_at_least", fn("lands_entered"), fn("you"), 1)
        n = number_value(_trees(cond)[0])
        if not isinstance(n, int):
            raise Unsupported("X or more")
        if cond.data == "sc_graveyard_cards":
            return fn("graveyard_at_least", fn("card"), n)
        if cond.data == "sc_graveyard_spells":
            return fn("graveyard_at_least", fn("instant_or_sorcery"), n)
        if cond.data == "sc_graveyard_types":
            return fn("graveyard_types_at_least", n)
        if cond.data == "sc_x_at_least":
            return fn("x_at_least", n)
        if cond.data == "sc_you_control_power":  # ferocious (CR 207.2c): a creature with power 4 or greater
            return fn("you_control_at_least", fn("with_power", fn("creature"), fn("ge"), n), 1)
        return fn("turn_at_least", fn("cards_drawn"), fn("you"), n)

    # CR 614.15, 615.12 — "If you attacked this turn, instead Arrow Storm deals 5 damage to that permanent or player and
    # the damage can't be prevented.": do_dmg_if_instead's self-replacement, and the "can't" of its own damage under the
    # same condition (cant_condition source_this and the condition: rules/replacement/damage_game.lp).
    def do_dmg_if_instead_cant(self, tree: Tree) -> None:
        self.do_dmg_if_instead(tree)
        cond = next(t for t in _trees(tree) if t.data.startswith("sc_"))
        self.add("cant", fn("prevent_damage"))
        self.add("cant_condition", fn("source_this"))
        self.add("cant_condition", self._game_condition(cond))

    # CR 615.12 — "If X is 5 or more, this spell can't be countered and the damage can't be prevented." (Banefire; X the
    # board's x: of its effects: entry, x_at_least(5)), "If you have no cards in hand, ..." (Demonfire, hand_empty): the
    # "can't" of the spell's own damage under a condition on the game as it resolves.
    def do_dmg_cant_prevent_if(self, tree: Tree) -> None:
        cond = next(t for t in _trees(tree) if t.data.startswith("sc_"))
        if cond.data not in self._GAME_CONDITIONS:
            raise Unsupported(f"the damage can't be prevented if {cond.data}")
        self.do_dmg_cant_prevent(tree)
        self.add("cant_condition", fn("source_this"))
        self.add("cant_condition", self._game_condition(cond))

    # CR 614.1a, 120.3a — "[If you control a creature, / As long as you have 7 or more life,] damage that would reduce
    # your life total to less than K reduces it to K instead." (Worship, Elderscale Wurm, Ali from Cairo): life_floor(K),
    # with life_floor_condition you_control_at_least(creature, 1) or life_at_least(M). The damage is still dealt (CR
    # 120.3a: only the life lost changes), so no outcome of the damage event changes: it says so where the floor
    # applies (rules/replacement/damage_life_floor.lp). A spell's "Until end of turn, ..." lasts as its effects: entry.
    def do_dmg_life_floor(self, tree: Tree) -> None:
        nums = [t for t in _trees(tree) if t.data in ("nx", "nint") or t.data in NUMBER_WORDS]
        below, floor = (number_value(n) for n in nums[-2:])
        if not isinstance(floor, int) or below != floor:
            raise Unsupported("a life floor that is not the life total it is reduced to")
        spell = "instant" in self.card_types or "sorcery" in self.card_types
        if self.effect:
            pass  # (a resolved ability's lasting effect: effect_ability/2, Angel of Grace)
        elif not spell:
            self.add("static")
        elif not any(f.predicate == "spell_ability" and f.number == self.n for f in self.out.facts):
            self.add("spell_ability")
        self.add("life_floor", floor)
        cond = next((t for t in _trees(tree) if t.data.startswith("lf_")), None)
        if cond is not None and cond.data == "lf_control_creature":
            self.add("life_floor_condition", fn("you_control_at_least", fn("creature"), 1))
        elif cond is not None and cond.data == "lf_life_at_least":
            m = number_value(_trees(cond)[0])
            if not isinstance(m, int):
                raise Unsupported("X or more life")
            self.add("life_floor_condition", fn("life_at_least", m))

    # "You can't lose the game this turn and your opponents can't win the game this turn." (Angel's Grace, CR 104.3):
    # done as the spell resolves and touching no question here, a rider beside its life floor.
    def do_dmg_life_floor_cant_lose(self, tree: Tree) -> None:
        self.do_dmg_life_floor(tree)
        self.add("rider", "cant_lose")
        self.out.riders.append("cant_lose")

    # "Crater's Claws deals X plus 2 damage instead if you control a creature with power 4 or greater." (after "~ deals X
    # damage to any target."): that much damage plus K, applied first as a self-replacement (CR 614.15, 616.1a).
    def do_dmg_if_plus_instead(self, tree: Tree) -> None:
        nums = [number_value(t) for t in _trees(tree) if t.data in ("nx", "nint") or t.data in NUMBER_WORDS]
        cond = next(t for t in _trees(tree) if t.data.startswith("sc_"))
        k = nums[-1]
        if not isinstance(k, int) or any(n != "x" for n in nums[:-1]):
            raise Unsupported("N plus N damage instead")
        if cond.data in self._GAME_CONDITIONS:
            conditions = [self._game_condition(cond)]
        elif cond.data in self._CAST_BRANCHES or cond.data == "sc_target_creature_or_planeswalker":
            conditions = self._cast_condition(cond)
        else:
            raise Unsupported(f"X plus {k} damage instead if {cond.data}")
        self._damage(fn("source_this"), *conditions)
        self.add("self_replacement")
        self.add("replacement_option", 1, fn("add", k))

    # "If this spell was bargained, it deals twice X damage to that permanent instead." (Stonesplitter Bolt, after "~
    # deals X damage to target creature or planeswalker."): twice that much damage, applied first (CR 614.15, 616.1a).
    def do_dmg_if_twice_instead(self, tree: Tree) -> None:
        nums = [number_value(t) for t in _trees(tree) if t.data in ("nx", "nint") or t.data in NUMBER_WORDS]
        cond = next(t for t in _trees(tree) if t.data.startswith("sc_"))
        if nums != ["x", "x"] or cond.data not in self._CAST_BRANCHES:
            raise Unsupported(f"twice X damage instead if {cond.data}")
        self._damage(fn("source_this"), *self._cast_condition(cond))
        self.add("self_replacement")
        self.add("replacement_option", 1, fn("multiply", 2))

    # Conditions on how or when a spell was cast (CR 601.2), which no zone of a board records: "if you cast this spell
    # during your main phase" (Sulfurous Blast), "if this spell was cast from exile" (Delayed Blast Fireball), bargained
    # (CR 702.166b), teamwork, "the first spell you've cast this game", "if you controlled a Mount / a modified creature
    # as you cast this spell" (checked as it was cast, not as it resolves: CR 700.9 "modified"), and the void ability
    # word's "if a nonland permanent left the battlefield this turn or a spell was warped this turn" (a warped spell is
    # no board's). Each names a branch of the spell's effect (effect_branch/3, as Winds of Qal Sisma's ferocious): its
    # effects: entry says which happened, chosen: {branch: B} or {branch: not B}, and is refused without it (CR 611.2).
    # The branch's self-replacement has no other condition. Only a spell's (its entry is the damage's source).
    _CAST_BRANCHES = {"sc_cast_main_phase": "main phase", "sc_cast_from_exile": "cast from exile",
                      "sc_cast_bargained": "bargained", "sc_cast_teamwork": "teamwork",
                      "sc_cast_first_spell": "first spell", "sc_cast_controlled_modified": "controlled a modified creature",
                      "sc_cast_void": "void", "sc_cast_controlled_subtype": "controlled a"}

    def _cast_condition(self, cond: Tree) -> list[Symbol]:
        if cond.data == "sc_target_creature_or_planeswalker":  # what is dealt the damage (CR 205.2)
            return [fn("affected_either", fn("creature"), fn("planeswalker"))]
        if not ({"instant", "sorcery"} & set(self.card_types)):
            raise Unsupported("a condition on how a spell was cast, of no spell")
        if cond.data == "sc_cast_controlled_subtype":
            label = f"controlled a {str(_tokens(cond, 'WORD')[0]).lower()}"
        else:
            label = self._CAST_BRANCHES[cond.data]
        self.add("effect_branch", clingo.String(label))
        self.add("branch_without", clingo.String("not " + label), number=False)
        return []

    def do_dmg_if_instead(self, tree: Tree) -> None:
        nums = [t for t in _trees(tree) if t.data in ("nx", "nint") or t.data in NUMBER_WORDS]
        cond = next(t for t in _trees(tree) if t.data.startswith("sc_"))
        k = number_value(nums[-1])
        if not isinstance(k, int):
            raise Unsupported("X damage instead")
        if cond.data == "sc_target_color":
            colors = [COLOR_WORDS[c.data] for c in _trees(cond)]
            filters = [fn("with_color", fn("permanent"), fn(c)) for c in colors]
            conditions = [fn("affected", filters[0]) if len(filters) == 1 else fn("affected_either", *filters)]
        elif cond.data == "sc_you_control_subtype":
            # "if you control a Chandra planeswalker" (Chandra's Triumph): one or more such permanents (CR 205.3)
            word = str(_tokens(cond, "WORD")[0])
            conditions = [fn("you_control_at_least", fn("with_type", fn("subtype", subtype_word(word)),
                                                        fn("planeswalker")), 1)]
        elif cond.data == "sc_target_counter":
            # "If that creature has a +1/+1 counter on it" (Bring Low; CR 122.1)
            kind = counter_kind(str(_tokens(cond, "PTCOUNTER")[0]))
            conditions = [fn("affected", fn("with_counter", fn("creature"), fn(kind)))]
        elif cond.data == "sc_target_artifact":
            # "If it's an artifact creature" (Electrostatic Bolt; CR 205.2)
            conditions = [fn("affected", fn("with_type", fn("creature"), fn("artifact")))]
        elif cond.data == "sc_target_keyword":
            # "If that creature has toxic" (Hexgold Slash; CR 702.164: a keyword ability, printed or granted)
            word = str(_tokens(cond, "WORD")[0])
            if word not in ANIMATION_KEYWORDS | {"toxic"}:
                raise Unsupported(f"that creature has {word}")
            conditions = [fn("affected", fn("with_keyword", fn("creature"), fn(word)))]
        elif cond.data in self._GAME_CONDITIONS:
            conditions = [self._game_condition(cond)]
        elif cond.data in self._CAST_BRANCHES or cond.data == "sc_target_creature_or_planeswalker":
            conditions = self._cast_condition(cond)
        else:
            num, flt = _trees(cond)
            n = number_value(num)
            if not isinstance(n, int):
                raise Unsupported("you control X or more")
            conditions = [fn("you_control_at_least", plain_filter(flt), n)]
        self._damage(fn("source_this"), *conditions)
        self.add("self_replacement")
        self.add("replacement_option", 1, fn("set_damage", k))

    # "If damage would be dealt to this creature [while it has a +1/+1 counter on it], prevent that damage. Remove a
    # +1/+1 counter from this creature" (the Phantoms, Undergrowth Champion), "... and remove that many +1/+1 counters
    # from it" (Protean Hydra, Ugin's Conjurant): CR 615.5 — the removal is the prevention's additional effect, done
    # even when the damage can't be prevented (CR 615.12; Phantom Centaur and Protean Hydra rulings).
    def do_dmg_prevent_remove(self, tree: Tree) -> None:
        kinds = [counter_kind(str(t)) for sub in (tree, *(t for t in _trees(tree) if t.data == "while_counter"))
                 for t in _tokens(sub, "PTCOUNTER")]
        if any(k != "p1p1" for k in kinds):
            raise Unsupported("removing counters of another kind")
        amount = next(t for t in _trees(tree) if t.data.startswith("ra_"))
        conditions = [fn("this")]
        if any(t.data == "while_counter" for t in _trees(tree)):
            conditions.append(fn("recipient_has_counter", fn("p1p1")))
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("prevent_remove", fn("p1p1"),
                                             1 if amount.data == "ra_one" else fn("that_many")))

    # CR 611.3a, 115.1 — "As long as you control another creature, prevent all damage that would be dealt to this
    # creature by spells that target it." (Bronze Horse)
    def do_dmg_prevent_targeting_spells(self, tree: Tree) -> None:
        self._damage(fn("this"), fn("you_control_another", fn("creature")), fn("source_spell"),
                     fn("source_targets_affected"))
        self.add("replacement_option", 1, fn("prevent_all"))

    # CR 615.5 — "For each 1 damage that would be dealt to this creature, if it has a +1/+1 counter on it, remove a
    # +1/+1 counter from it and prevent that 1 damage." (Rock Hydra): prevent_remove_each(p1p1), one counter removed
    # and one damage prevented for each 1 damage while a counter is left (rules/replacement/damage.lp).
    def do_dmg_prevent_remove_each(self, tree: Tree) -> None:
        if any(counter_kind(str(t)) != "p1p1" for t in _tokens(tree, "PTCOUNTER")):
            raise Unsupported("removing counters of another kind")
        self._damage(fn("this"))
        self.add("replacement_option", 1, fn("prevent_remove_each", fn("p1p1")))

    # "If this creature would be dealt damage, prevent that damage and remove a +1/+1 counter from it." (Unbreathing
    # Horde): the Phantoms' effect (CR 615.5), the creature named as what would be dealt the damage.
    def do_dmg_prevent_remove_self(self, tree: Tree) -> None:
        if next(t for t in _trees(tree) if t.data.startswith("dsrc_")).data != "dsrc_self":
            raise Unsupported("a prevention with removed counters on another object")
        self.do_dmg_prevent_remove(tree)

    # CR 615.1, 615.5 — a prevention effect that prevents part of the damage, or all of it and puts +1/+1 counters after
    # (rules/replacement/damage_prevent_parts.lp): "prevent half that damage, rounded up" (Gisela, Blade of Goldnight:
    # prevent_half(up), CR 107.1a), "prevent all but 1 of that damage" (Temple Altisaur: prevent_all_but(1)), "prevent
    # that damage and put that many +1/+1 counters on it" (Anti-Venom: prevent_put(p1p1, that_many)), "... and put a
    # +1/+1 counter on this creature" (Ironscale Hydra: prevent_put(p1p1, 1)), "prevent that damage. Put a +1/+1 counter
    # on that creature for each 1 damage prevented this way" (Vigor: prevent_put(p1p1, prevented)).
    def _prevent_part(self, part: Tree) -> Symbol:
        if part.data == "pp_half_up":
            return fn("prevent_half", fn("up"))
        if part.data == "pp_all_but":
            k = number_value(_trees(part)[0])
            if not isinstance(k, int):
                raise Unsupported("prevent all but X")
            return fn("prevent_all_but", k)
        # (+1/+1 counters: rules/replacement/damage_prevent_parts.lp; -1/-1 counters, Phyrexian Hydra:
        # rules/replacement/damage_m1m1.lp)
        kind = counter_kind(str(_tokens(part, "PTCOUNTER")[0]))
        if kind not in ("p1p1", "m1m1"):
            raise Unsupported("counters of another kind after a prevention")
        if part.data == "pp_put_prevented":
            return fn("prevent_put", fn(kind), fn("prevented"))
        amount = next(t for t in _trees(part) if t.data.startswith("pa_"))
        return fn("prevent_put", fn(kind), 1 if amount.data == "pa_one" else fn("that_many"))

    def do_dmg_prevent_part(self, tree: Tree) -> None:
        parts = _trees(tree)
        part = next(t for t in parts if t.data.startswith("pp_"))
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        src = next((p for p in parts if p.data.startswith("dsrc_")), None)
        if src is not None:
            conditions += self._damage_source(src)
        rcpt = next((p for p in parts if p.data in ("self_ref", "dmg_recipient") or p.data.startswith("rc_")), None)
        if rcpt is None:
            raise Unsupported("a prevention with no recipient")
        if rcpt.data == "self_ref":
            conditions.append(fn("this"))
        else:
            conditions += self._recipient(rcpt)
        if part.data.startswith("pp_put") and fn("this") not in conditions and fn("other") not in conditions:
            # the counters go on what is dealt the damage: one permanent the effect names, or "another creature you
            # control" (Vigor), never a player
            if not any(c.name == "affected" for c in conditions):
                raise Unsupported("counters put on what may be a player")
        self._damage(*conditions)
        self.add("replacement_option", 1, self._prevent_part(part))

    # CR 725.1 — "If damage would be dealt to Jared Carthalion while you're the monarch, prevent that damage and put that
    # many +1/+1 counters on it." (Jared Carthalion, True Heir): while the effect's controller is the monarch.
    def do_dmg_prevent_part_monarch(self, tree: Tree) -> None:
        part = next(t for t in _trees(tree) if t.data.startswith("pp_"))
        self._damage(fn("this"), fn("you_monarch"))
        self.add("replacement_option", 1, self._prevent_part(part))

    # "If this creature would be dealt damage, ..." (the dmg_source is the effect's own object), "If equipped creature
    # would be dealt damage, prevent that damage and put that many +1/+1 counters on it." (Panther Habit: what the
    # effect's object is attached to, enchanted, CR 301.5, 303.4).
    def do_dmg_prevent_part_self(self, tree: Tree) -> None:
        ref = next(t for t in _trees(tree) if t.data.startswith("dsrc_")).data
        if ref not in ("dsrc_self", "dsrc_enchanted"):
            raise Unsupported("a prevention on another object dealt damage")
        part = next(t for t in _trees(tree) if t.data.startswith("pp_"))
        self._damage(fn("this" if ref == "dsrc_self" else "enchanted"))
        self.add("replacement_option", 1, self._prevent_part(part))

    # CR 110.5 — "As long as this artifact is untapped, if a creature would deal combat damage to you, prevent 1 of that
    # damage." (Thunderstaff): "prevent K of that damage" (CR 615.10) while its object is untapped (this_untapped).
    def do_dmg_prevent_k_untapped(self, tree: Tree) -> None:
        parts = _trees(tree)
        num = next(t for t in parts if t.data in ("nint", "nx") or t.data in NUMBER_WORDS)
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("prevent X")
        conditions = [fn(p.data.removeprefix("dc_")) for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        conditions += self._damage_source(next(p for p in parts if p.data.startswith("dsrc_")))
        conditions += self._recipient(next(p for p in parts if p.data == "dmg_recipient" or p.data.startswith("rc_")))
        self._damage(*conditions, fn("this_untapped"))
        self.add("replacement_option", 1, fn("prevent", k))

    # CR 614.1a, 615.1a — "If a source would deal 3 or less damage to this creature, prevent that damage." (Callous
    # Giant: damage_at_most(3)), "If a source would deal 4 or more damage to a permanent or player, that source deals 3
    # damage to that permanent or player instead." (Divine Presence: damage_at_least(4), set_damage(3)); the amount is
    # checked on the event as modified so far.
    def _amount_conditions(self, tree: Tree) -> list[Symbol]:
        parts = _trees(tree)
        k = number_value(next(t for t in parts if t.data in ("nint", "nx") or t.data in NUMBER_WORDS))
        if not isinstance(k, int):
            raise Unsupported("X or more damage")
        cmp = next(t for t in parts if t.data.startswith("cmp_"))
        conditions = self._damage_source(next(p for p in parts if p.data.startswith("dsrc_")))
        affected = next((p for p in parts if p.data.startswith("da_") or p.data == "dmg_recipient"
                         or p.data.startswith("rc_")), None)
        conditions += self._dmg_affected(affected)
        return [*conditions, fn("damage_at_least" if cmp.data == "cmp_ge" else "damage_at_most", k)]

    def do_dmg_prevent_amount(self, tree: Tree) -> None:
        self._damage(*self._amount_conditions(tree))
        self.add("replacement_option", 1, fn("prevent_all"))

    def do_dmg_set_amount(self, tree: Tree) -> None:
        nums = [t for t in _trees(tree) if t.data in ("nint", "nx") or t.data in NUMBER_WORDS]
        m = number_value(nums[-1])
        if not isinstance(m, int):
            raise Unsupported("X damage instead")
        self._damage(*self._amount_conditions(tree))
        self.add("replacement_option", 1, fn("set_damage", m))

    def do_dmg_set_exact(self, tree: Tree) -> None:
        nums = [t for t in _trees(tree) if t.data in ("nint", "nx") or t.data in NUMBER_WORDS]
        k, m = (number_value(n) for n in nums[-2:])
        if not isinstance(k, int) or not isinstance(m, int):
            raise Unsupported("exactly X damage")
        parts = _trees(tree)
        conditions = self._damage_source(next(p for p in parts if p.data.startswith("dsrc_")))
        affected = next((p for p in parts if p.data.startswith("da_") or p.data == "dmg_recipient"
                         or p.data.startswith("rc_")), None)
        conditions += self._dmg_affected(affected)
        self._damage(*conditions, fn("damage_at_least", k), fn("damage_at_most", k))
        self.add("replacement_option", 1, fn("set_damage", m))

    # "Damage can't be prevented this turn. If a source you control would deal damage this turn, it deals double that
    # damage instead." (Insult): the spell's two lasting effects, one ability (CR 615.12, 614.1a).
    def do_dmg_prevent_remove_then(self, tree: Tree) -> None:
        self.do_dmg_prevent_remove(tree)
        self.add("rider", fn("after_prevention"))
        self.out.riders.append("after_prevention")

    def do_dmg_cant_prevent_and(self, tree: Tree) -> None:
        cant, main = _trees(tree)
        self.do_dmg_cant_prevent(cant)
        self.do_dmg_double(main)

    # CR 615.12 — "Damage can't be prevented" (a permanent's static ability), "... this turn" (a spell's lasting effect,
    # its effects: entry on the board while it lasts).
    def do_dmg_cant_prevent(self, tree: Tree) -> None:
        spell = "instant" in self.card_types or "sorcery" in self.card_types
        if not spell:
            self.add("static")
        elif not any(f.predicate == "spell_ability" and f.number == self.n for f in self.out.facts):
            self.add("spell_ability")
        self.add("cant", fn("prevent_damage"))

    # CR 615.12, 614.9 — "Damage that would be dealt to that creature this turn can't be prevented or dealt instead to
    # another permanent or player." (Whippoorwill, an activated ability's lasting effect on its target, CR 611.2):
    # cant_condition(affected_targeted), rules/replacement/damage_cant_self.lp. "Target creature can't be regenerated
    # this turn" (no event here regenerates) and "When the creature dies this turn, exile the creature" (a delayed
    # triggered ability, CR 603.7) are riders.
    def do_dmg_cant_prevent_target(self, tree: Tree) -> None:
        if not self.effect:
            raise Unsupported("a can't-be-prevented on a target outside an activated ability's effect")
        self.targeted = True
        self.add("cant", fn("prevent_damage"))
        self.add("cant", fn("redirect_damage"))
        self.add("cant_condition", fn("affected_targeted"))
        for kind in ("cant_regenerate", "delayed"):
            self.add("rider", kind)
            self.out.riders.append(kind)

    # CR 615.1a, 615.5 — "If damage would be dealt to you, prevent that damage [and mill twice that many cards]."
    # (Angel of Suffering, Immortal Coil), "If a source you control would deal damage to an opponent, prevent that
    # damage and each opponent mills that many cards." (The Mindskinner): prevent_all; an additional effect (putting no
    # counters: the grammar reads none) is the rider after_prevention.
    def do_dmg_if_prevent(self, tree: Tree) -> None:
        parts = _trees(tree)
        src = next((p for p in parts if p.data.startswith("dsrc_")), None)
        # "If noncombat damage would be dealt to you" (Purity; CR 510.1)
        classes = [p for p in parts if p.data in ("dc_combat", "dc_noncombat")]
        rcpt = next((p for p in parts if p.data not in ("prevent_also", "prevented_way") and p is not src
                     and p not in classes), None)
        if rcpt is None:
            conditions = [fn("affected", fn("player")), fn("affected_rel", fn("you"))]
        elif rcpt.data == "self_ref":
            # "If combat damage would be dealt to this creature, prevent that damage and …" (Gloom Surgeon)
            conditions = [fn("this")]
        else:
            conditions = self._dmg_affected(rcpt)
        conditions += [fn(p.data.removeprefix("dc_")) for p in classes]
        if src is not None:
            conditions += self._damage_source(src)
        self._damage(*conditions)
        self.add("replacement_option", 1, fn("prevent_all"))
        if any(p.data in ("prevent_also", "prevented_way") for p in parts):
            self.add("rider", fn("after_prevention"))
            self.out.riders.append("after_prevention")

    # CR 615.12 — "~ deals 5 damage to target white or blue creature. The damage can't be prevented." (Combust,
    # Pinpoint Avalanche): the "can't" of the spell's own damage only (cant_condition source_this: the source is the
    # effect's object, rules/replacement/damage_cant_self.lp). Its prevention shields still apply and prevent nothing
    # (Combust ruling 2010-08-15); its redirections and replacements are not affected.
    def do_dmg_self_cant_prevent(self, tree: Tree) -> None:
        self.do_dmg_cant_prevent(tree)
        self.add("cant_condition", fn("source_this"))

    # ... and its lasting effect on life gain (Flames of the Blood Hand's "that player gains no life instead"), a rider
    def do_dmg_self_cant_prevent_riders(self, tree: Tree) -> None:
        self.do_dmg_self_cant_prevent(Tree(tree.data, [t for t in tree.children
                                                       if not (isinstance(t, Tree) and t.data.endswith("_rider"))]))
        self.add("rider", fn("cant_gain_life"))
        self.out.riders.append("cant_gain_life")

    # CR 615.12, 614.9 — "Lava Burst deals X damage to any target. If Lava Burst would deal damage to a creature, that
    # damage can't be prevented or dealt instead to another permanent or player.": the "can't" of prevention and of
    # redirection (cant redirect_damage) of its own damage to a creature (affected_type(creature)).
    def do_dmg_self_cant_prevent_redirect(self, tree: Tree) -> None:
        self.do_dmg_self_cant_prevent(tree)
        self.add("cant", fn("redirect_damage"))
        self.add("cant_condition", fn("affected_type", fn("creature")))

    # CR 614.15, 615.12 — "If this spell was kicked, instead it deals 10 damage to that permanent or player and the
    # damage can't be prevented." (Urza's Rage): do_dmg_kicked_instead's self-replacement, and the "can't" of its own
    # damage when kicked (CR 702.33d; the damage event's --kicked).
    def do_dmg_kicked_instead_cant(self, tree: Tree) -> None:
        self.do_dmg_kicked_instead(tree)
        self.add("cant", fn("prevent_damage"))
        self.add("cant_condition", fn("source_this"))
        self.add("cant_condition", fn("source_kicked"))

    # CR 615.12 — "Combat damage can't be prevented." (Frenzied Baloth): only combat damage (cant_condition combat);
    # "Combat damage that would be dealt by creatures you control can't be prevented." (Questing Beast): and only that
    # of its controller's creatures (source(creature), source_rel(you)).
    def do_dmg_cant_prevent_combat(self, tree: Tree) -> None:
        self.do_dmg_cant_prevent(tree)
        self.add("cant_condition", fn("combat"))

    def do_dmg_cant_prevent_combat_yours(self, tree: Tree) -> None:
        self.do_dmg_cant_prevent_combat(tree)
        self.add("cant_condition", fn("source", fn("creature")))
        self.add("cant_condition", fn("source_rel", fn("you")))

    # CR 614.16 — "If one or more counters would be put on a creature, Spacecraft, or Planet you control, twice that
    # many of each of those kinds of counters are put on it instead" (Loading Zone), "... that many plus one of each
    # of those kinds ..." (Winding Constrictor): counters of any kind (put_any_counters). CR 102.4 — "In a game that isn't
    # a multiplayer game between teams, 'your team' means the same thing as 'you'" (a board has no teams): Pir's "a
    # permanent your team controls" is affected_rel(you).
    def do_counters_any_replacement(self, tree: Tree) -> None:
        self._counters_on(tree, "put_any_counters")
        result = _trees(tree)[-1]
        if result.data == "cr_twice":
            self.add("replacement_option", 1, fn("multiply_all_counters", 2))
        else:
            k = number_value(_trees(result)[0])
            if not isinstance(k, int):
                raise Unsupported("plus X counters")
            self.add("replacement_option", 1, fn("add_each_counters", k))

    # CR 614.16, 122.6a — "If you would put one or more counters on a permanent or player, put twice that many of each
    # of those kinds of counters on that permanent or player instead" (Vorinclex, Innkeeper's Talent), and "If an
    # opponent would put ..., they put half that many ..., rounded down": the condition putter_rel(Rel)
    # (rules/replacement/counters.lp), any permanent or player.
    def do_counters_putter_twice(self, tree: Tree) -> None:
        self._counters_putter(tree, fn("multiply_all_counters", 2))

    def do_counters_putter_half(self, tree: Tree) -> None:
        self._counters_putter(tree, fn("divide_all_counters", 2))

    def _counters_putter(self, tree: Tree, mod: Symbol) -> None:
        putter = _trees(tree)[0].data.removeprefix("putter_")
        self._replacement("put_any_counters")
        self.add("replacement_condition", fn("putter_rel", fn(putter)))
        self.add("replacement_option", 1, mod)

    def _counters_on(self, tree: Tree, kind: str) -> None:
        on = next(t for t in _trees(tree) if t.data == "counters_on")
        filters = [plain_filter(f) for f in _trees(on) if f.data == "filter"]
        if number_value(_trees(on)[0]) != 1 or len(filters) > 3:
            raise Unsupported("counters put on several kinds of permanents")
        self._replacement(kind)
        # "a creature or Vehicle", "an Army, Goblin, or Orc": affected_either/2, /3 (rules/replacement/affected.lp)
        self.add("replacement_condition", fn("affected", *filters) if len(filters) == 1 else
                 fn("affected_either", *filters))
        self.add("replacement_condition", fn("affected_rel", fn("you")))

    def do_counters_replacement(self, tree: Tree) -> None:
        kinds = {counter_kind(str(t)) for t in tree.scan_values(lambda v: isinstance(v, Token) and v.type == "PTCOUNTER")}
        if kinds != {"p1p1"}:
            raise Unsupported("counters of another kind")
        self._counters_on(tree, "put_counters")
        result = _trees(tree)[-1]
        if result.data == "cr_twice":
            self.add("replacement_option", 1, fn("multiply_counters", 2))
        else:
            k = number_value(_trees(result)[0])
            if not isinstance(k, int):
                raise Unsupported("plus X counters")
            self.add("replacement_option", 1, fn("add_counters", k))

    def lower_costs(self, costs: Tree) -> None:
        """Only the cost of an activated ability (its effect is not read)."""
        for cost in _trees(costs):
            self.lower_cost(cost)

    # CR 614.1c, 614.12 — "enters with a +1/+1 counter on it for each creature card in your graveyard" (Golgari
    # Grave-Troll), "... X +1/+1 counters, where X is the number of instant and sorcery cards in all graveyards" (Academy
    # Elite): the amount graveyard(F, Rel, M), M for each card matching the card filter F in the graveyard of the player
    # it enters under (Rel = you) or in every graveyard (any); rules/replacement/enter_graveyards.lp.
    def _graveyard_amount(self, cards: Tree, m: int) -> Symbol:
        parts = _trees(cards)
        filters = [card_filter(f) for f in parts if f.data == "filter"]
        where = next(t for t in parts if t.data.startswith("gy_"))
        flt = filters[0] if len(filters) == 1 else fn("any_of", *filters)
        return fn("graveyard", flt, "you" if where.data == "gy_you" else "any", m)

    def do_enters_for_each_graveyard(self, tree: Tree) -> None:
        self._enters_for_each(tree, self._graveyard_amount)

    def do_enters_x_number_graveyard(self, tree: Tree) -> None:
        self._enters_x_where(tree, self._graveyard_amount)

    # CR 402.1, 614.12 — "This creature enters with X +1/+1 counters on it, where X is the total number of cards in all
    # players' hands." (Realm Seekers): the amount hand_cards(any, 1), the board's hands:.
    def do_enters_x_hand_cards_all(self, tree: Tree) -> None:
        spec = _trees(tree)[1]
        if number_value(_trees(spec)[0]) != "x":
            raise Unsupported("N counters where X is")
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn("hand_cards", fn("any"), 1)))

    def do_enters_number_equal_graveyard(self, tree: Tree) -> None:
        self._enters_number_equal(tree, self._graveyard_amount)

    # The three wordings of "this enters with counters" over a counted amount (cards in graveyards, counts this turn):
    # "N counters for each ...", "X counters, where X is ...", "a number of counters equal to ...".
    def _enters_for_each(self, tree: Tree, amount: Callable[[Tree, int], Symbol]) -> None:
        spec, counted = _trees(tree)[1:3]
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), amount(counted, self._per_count(spec))))

    def _enters_x_where(self, tree: Tree, amount: Callable[[Tree, int], Symbol]) -> None:
        spec, counted = _trees(tree)[1:3]
        if number_value(_trees(spec)[0]) != "x":
            raise Unsupported("N counters where X is")
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), amount(counted, 1)))

    def _enters_number_equal(self, tree: Tree, amount: Callable[[Tree, int], Symbol]) -> None:
        _self, kind, counted = _trees(tree)[:3]
        self._self_enters(fn("enter_with_counters", counter_kind(str(kind.children[0])), amount(counted, 1)))

    # CR 202.3, 208.1, 404 — the printed characteristics of cards in a graveyard (rules/replacement/
    # enter_graveyard_stats.lp): "X is the total mana value of instant and sorcery cards in your graveyard" (Inferno
    # Project: graveyard_stat(sum, mana_value, F, Rel, M)), "a +1/+1 counter on it for each different mana cost among
    # nonland cards in your graveyard" (Embodiment of Agonies: graveyard_stat(distinct, mana_cost, nonland, Rel, M)),
    # "X is the greatest power among creatures you control and creature cards in your graveyard" (Ambitious
    # Dragonborn: greatest(stat_among(max, power, F, Rel), graveyard_stat(max, power, F2, Rel2, 1))).
    def _graveyard_stat(self, agg: str, stat: str, cards: Tree, m: int) -> Symbol:
        where = self._graveyard_amount(cards, m)
        return fn("graveyard_stat", agg, stat, where.arguments[0], where.arguments[1], m)

    def do_enters_x_total_mv_graveyard(self, tree: Tree) -> None:
        self._enters_x_where(tree, lambda cards, m: self._graveyard_stat("sum", "mana_value", cards, m))

    def do_enters_for_each_cost_graveyard(self, tree: Tree) -> None:
        spec, where = _trees(tree)[1:3]
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn(
            "graveyard_stat", "distinct", "mana_cost", fn("nonland"), "you" if where.data == "gy_you" else "any",
            self._per_count(spec))))

    def do_enters_x_greatest_stat_and_graveyard(self, tree: Tree) -> None:
        spec, stat, flt, rel, cards = _trees(tree)[1:6]
        if number_value(_trees(spec)[0]) != "x":
            raise Unsupported("N counters where X is")
        name = "power" if stat.data == "ss_power" else "toughness"
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn(
            "greatest", fn("stat_among", "max", name, counted_filter(flt), REL[rel.data]),
            self._graveyard_stat("max", name, cards, 1))))

    # "... for each other Zombie you control and each Zombie card in your graveyard" (Unbreathing Horde): both amounts.
    def do_enters_for_each_and_graveyard(self, tree: Tree) -> None:
        spec, flt, rel, cards = _trees(tree)[1:5]
        m, k = self._per_count(spec), counter_kind_of(spec)
        self._self_enters(fn("both", fn("enter_with_counters", k, fn("per", counted_filter(flt), REL[rel.data], m)),
                             fn("enter_with_counters", k, self._graveyard_amount(cards, m))))

    # CR 614.1d — "This land enters tapped unless you control a Mount or Vehicle" (the Roads): either filter, one.
    def do_enters_tapped_unless_either(self, tree: Tree) -> None:
        _self, num, f1, f2 = _trees(tree)[:4]
        if number_value(num) != 1:
            raise Unsupported("enters tapped unless you control N (N > 1)")
        self._enters_tapped_unless("controls_fewer", fn("any_of", plain_filter(f1), plain_filter(f2)), 1)

    # CR 614.1d — "This land enters tapped unless your opponents control eight or more lands" (the Turbulent lands): the
    # condition opponents_control_fewer(F, K), the permanents every opponent of the player it enters under controls.
    def do_enters_tapped_unless_opponents_control(self, tree: Tree) -> None:
        _self, num, flt = _trees(tree)[:3]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("a number of permanents that is no number")
        self._enters_tapped_unless("opponents_control_fewer", plain_filter(flt), k)

    # CR 601.2a, 614.1c — "Myojin of Cleansing Fire enters with a divinity counter on it if you cast it from your hand"
    # (the condition cast_from(hand): the enter event's --cast --from hand), "Epochrasite enters with three +1/+1
    # counters on it if you didn't cast it from your hand" (not_cast_from(hand): not cast, or cast from elsewhere).
    def do_enters_with_if_cast_from_hand(self, tree: Tree) -> None:
        self._self_enters(self._counters(_trees(tree)[1]))
        self.add("replacement_condition", fn("cast_from", fn("hand")))

    # CR 601.2, 614.1c — "This creature enters with eight revival counters on it if you cast it." (Nine-Lives Familiar):
    # the condition cast, the spell that became it resolved (the enter event's --cast).
    def do_enters_with_if_cast(self, tree: Tree) -> None:
        self._self_enters(self._counters(_trees(tree)[1]))
        self.add("replacement_condition", fn("cast"))

    # CR 601.2h, 105.1 — "This creature enters with two +1/+1 counters on it unless two or more colors of mana were spent
    # to cast it" (Steel Exemplar): the condition colors_fewer(K) (rules/replacement/enter.lp: the enter event's --colors;
    # not cast, none spent).
    def do_enters_with_unless_colors(self, tree: Tree) -> None:
        spec, num = _trees(tree)[1:3]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("a number of colors that is no number")
        self._self_enters(self._counters(spec))
        self.add("replacement_condition", fn("colors_fewer", k))

    # CR 601.2h, 106.1a, 207.2c — "Adamant — If at least three white mana was spent to cast this spell, this creature
    # enters with a +1/+1 counter on it" (Ardenvale Paladin and the four others): the condition spent_at_least(Color, N)
    # (rules/replacement/enter_spent.lp: the enter event's --cast --spent MANA; not cast, none spent).
    def do_enters_with_if_spent_color(self, tree: Tree) -> None:
        num, color, _self, spec = _trees(tree)[:4]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("an amount of mana that is no number")
        self._self_enters(self._counters(spec))
        self.add("replacement_condition", fn("spent_at_least", fn(color.data.removeprefix("sc_")), k))

    # "Adamant — If at least three mana of the same color was spent to cast this spell, ..." (Henge Walker): some one
    # color, spent_one_color_at_least(N) (colorless is no color, CR 105.1, 106.1a).
    def do_enters_with_if_spent_one_color(self, tree: Tree) -> None:
        num, _self, spec = _trees(tree)[:3]
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("an amount of mana that is no number")
        self._self_enters(self._counters(spec))
        self.add("replacement_condition", fn("spent_one_color_at_least", k))

    # "This creature enters with two +1/+1 counters on it if it wasn't cast or no mana was spent to cast it."
    # (Freestrider Commando): the condition none_spent (not cast: no mana was spent to cast it, CR 601.2h).
    def do_enters_with_if_none_spent(self, tree: Tree) -> None:
        self._self_enters(self._counters(_trees(tree)[1]))
        self.add("replacement_condition", fn("none_spent"))

    # CR 406, 202.3 — "Ulamog enters with a number of +1/+1 counters on it equal to the greatest mana value among cards
    # in exile." (Ulamog, the Defiler): the amount exile_greatest(mana_value, 1), the board's exile:.
    def do_enters_greatest_mv_exile(self, tree: Tree) -> None:
        kind = next(t for t in _trees(tree) if t.data == "counter_kind")
        self._self_enters(fn("enter_with_counters", counter_kind(str(kind.children[0])),
                             fn("exile_greatest", fn("mana_value"), 1)))

    # CR 406, 614.12a — "As this creature enters, you may put two cards your opponents own from exile into their owners'
    # graveyards. If you do, this creature enters with four +1/+1 counters on it." (Ulamog's Despoiler): an optional
    # effect, possible only if its controller's opponents own two cards in exile (opponents_exile_at_least(2)).
    def do_enters_may_exile_to_graveyards(self, tree: Tree) -> None:
        k = number_value(_trees(tree)[1])
        if not isinstance(k, int):
            raise Unsupported("a number of cards that is no number")
        spec = next(t for t in _trees(tree) if t.data == "counters_spec")
        self._self_enters(self._counters(spec))
        self.add("optional_replacement")
        self.add("replacement_condition", fn("opponents_exile_at_least", k))

    # CR 614.6, 601.2h — "If this creature would enter and it wasn't cast or no mana was spent to cast it, exile it
    # instead." (Primeval Spawn): the modification move_instead(exile) (it never enters) under none_spent.
    def do_enters_exile_if_none_spent(self, tree: Tree) -> None:
        self._self_enters(fn("move_instead", fn("exile")))
        self.add("replacement_condition", fn("none_spent"))

    # CR 702.51a — "This creature enters with two +1/+1 counters on it for each creature that convoked it." (Ancient
    # Imperiosaur): the amount convoked(M), M for each creature that convoked it (rules/replacement/enter_spent.lp).
    def do_enters_for_each_convoked(self, tree: Tree) -> None:
        spec = _trees(tree)[1]
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn("convoked", self._per_count(spec))))

    # "Marath enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it" (Gyrus, Kurbis,
    # Dyadrine, The Spike Cactus), "... a +1/+1 counter on it for each mana spent to cast it" (Verazol): the amount
    # spent(M), M for each mana spent (the Gyrus rulings of 2018-07-13: not cast, none).
    def do_enters_number_equal_spent(self, tree: Tree) -> None:
        kind = next(t for t in _trees(tree) if t.data == "counter_kind")
        self._self_enters(fn("enter_with_counters", counter_kind(str(kind.children[0])), fn("spent", 1)))

    def do_enters_for_each_spent(self, tree: Tree) -> None:
        spec = _trees(tree)[1]
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec), fn("spent", self._per_count(spec))))

    # "This creature enters with three +1/+1 counters on it for each {G}{G} spent to cast it." (Clay Champion): the
    # amount spent_per(Color, P, M), M for each P mana of that type spent (CR 106.1b).
    def do_enters_for_each_spent_symbols(self, tree: Tree) -> None:
        spec = _trees(tree)[1]
        symbols = {str(t).strip("{}") for t in _tokens(tree, "SYM")}
        count = len(_tokens(tree, "SYM"))
        if len(symbols) != 1 or not symbols <= set("wubrgc"):
            raise Unsupported("mana spent of more than one type, or no type of mana")
        self._self_enters(fn("enter_with_counters", counter_kind_of(spec),
                             fn("spent_per", fn(symbols.pop()), count, self._per_count(spec))))

    def do_enters_with_unless_cast_from_hand(self, tree: Tree) -> None:
        self._self_enters(self._counters(_trees(tree)[1]))
        self.add("replacement_condition", fn("not_cast_from", fn("hand")))

    # CR 614.12a — "As this enchantment enters, choose Khans or Dragons." (the Sieges): the player's choice before it
    # enters, one option for each word (choose(W)), both explored.
    # The modes the choice gives (Citadel Siege: "• Khans — At the beginning of combat on your turn, put two +1/+1
    # counters on target creature you control."; each a triggered ability, CR 603.2-603.3: it does nothing until it
    # triggers and resolves, and no question here resolves one, compiler/irrelevant.py) are read only to check that
    # none adds mana (a triggered ability that adds mana may be a mana ability or count for could-produce, CR 605.1b,
    # 106.7: Frontier Siege's "add {G}{G}").
    # A mode that is a static ability making spells cost more ("• Dragons — Spells your opponents cast that target you
    # or a permanent you control cost {2} more to cast.", Monastery Siege: choice_mode_cost) changes only the total
    # cost of a spell being cast (CR 601.2f), which no event here casts.
    def do_enters_choose_word(self, tree: Tree) -> None:
        for mode in (t for t in _trees(tree) if t.data == "choice_mode"):
            # ("mana value" is no mana: "return target creature card with mana value 3 or less", Battle of Hoover Dam)
            if any(re.search(r"\badd\b|\bmana\b(?! value)", str(r)) for r in _tokens(mode, "MODE_TEXT")):
                raise Unsupported("a mode that adds mana")
        first, second = (word_of(str(t)) for t in _tokens(tree, "WORD"))
        if not (_CONSTANT.match(first) and _CONSTANT.match(second)):
            raise Unsupported("a choice that is no word")
        self._self_enters(fn("choose", fn(first)))
        self.add("replacement_option", 2, fn("choose", fn(second)))

    # CR 614.1c, 614.12 — "Each other creature you control enters with an additional +1/+1 counter on it" (Renata,
    # Called to the Hunt; "... an additional vigilance counter", Tayam): an effect on other permanents entering.
    def do_others_enter_with_additional(self, tree: Tree, other: bool = True) -> None:
        parts = _trees(tree)
        words = [str(t) for t in tree.children if isinstance(t, Token) and t.type == "WORD"]
        num = next(p for p in parts if p.data in NUMBER_WORDS or p.data in ("nint", "nx"))
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("X additional counters")
        self._replacement("enters_battlefield")
        if words:
            # "Each other Warrior creature you control" (CR 205.3): a creature, and of that subtype
            self.add("replacement_condition", fn("affected", fn("creature")))
            self.add("replacement_condition", fn("affected", fn("subtype", subtype_word(words[0]))))
        else:
            # ("Each other nontoken creature you control", Tromell, Seymour's Butler: nontoken(F), as Gorma's)
            self.add("replacement_condition", fn("affected", counted_filter(next(p for p in parts if p.data == "filter"))))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        if other:
            self.add("replacement_condition", fn("other"))
        self.add("replacement_option", 1, fn("enter_with_counters", counter_kind_of(tree), k))

    # CR 614.1c, 614.12 — "Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on
    # it" (Arlinn, Voice of the Pack): the filter, and either subtype as the object would exist on the battlefield.
    def do_each_either_subtype_enter_with_additional(self, tree: Tree) -> None:
        parts = _trees(tree)
        k = number_value(next(p for p in parts if p.data in NUMBER_WORDS or p.data in ("nint", "nx")))
        if not isinstance(k, int):
            raise Unsupported("X additional counters")
        first, second = (subtype_word(str(t)) for t in _tokens(tree, "WORD"))
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", counted_filter(next(p for p in parts if p.data == "filter"))))
        self.add("replacement_condition", fn("affected_either", fn("subtype", first), fn("subtype", second)))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_option", 1, fn("enter_with_counters", counter_kind_of(tree), k))

    # CR 614.1c, 614.12 — "Each other Angel you control enters with an additional +1/+1 counter on it for each Angel you
    # already control" (Giada, Font of Hope): per(F, you, 1), the permanents of F its controller controls, the entering
    # one not among them ("already"; it is not on the battlefield yet).
    def do_others_enter_with_additional_per_already(self, tree: Tree) -> None:
        parts = _trees(tree)
        affected, counted = (p for p in parts if p.data == "filter")
        m = number_value(next(p for p in parts if p.data in NUMBER_WORDS or p.data in ("nint", "nx")))
        if not isinstance(m, int):
            raise Unsupported("X additional counters for each")
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", counted_filter(affected)))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_condition", fn("other"))
        self.add("replacement_option", 1, fn("enter_with_counters", counter_kind_of(tree),
                                             fn("per", counted_filter(counted), "you", m)))

    # CR 614.1c, 614.12 — "Each other Warrior creature you control enters with an additional +1/+1 counter on it"
    # (Bramblewood Paragon, Oona's Blackguard, Sage of Fables); without "other", "Each Dragon you control ..." (Dragonstorm
    # Globe), "Each planeswalker you control enters with an additional loyalty counter on it" (Oath of Gideon): the
    # permanent with the effect is never the one entering.
    def do_others_subtype_enter_with_additional(self, tree: Tree) -> None:
        self.do_others_enter_with_additional(tree)

    def do_each_enter_with_additional(self, tree: Tree) -> None:
        self.do_others_enter_with_additional(tree, other=False)

    # CR 614.1c, 614.12a — "Each other creature you control of the chosen type enters with an additional +1/+1 counter on
    # it" (Metallic Mimic): the condition affected_chosen_type, the entering object as it would enter has the creature
    # type chosen for the effect's permanent (the board's chosen: {creature_type: …}; rules/replacement/enter_conditions.lp).
    def do_others_chosen_type_enter_with_additional(self, tree: Tree) -> None:
        num = next(p for p in _trees(tree) if p.data in NUMBER_WORDS or p.data in ("nint", "nx"))
        k = number_value(num)
        if not isinstance(k, int):
            raise Unsupported("X additional counters")
        flt = plain_filter(next(p for p in _trees(tree) if p.data == "filter"))
        if flt != fn("creature"):
            raise Unsupported("the chosen type of a permanent that is no creature")
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", flt))
        self.add("replacement_condition", fn("affected_chosen_type"))
        for condition in _affected_rel(_trees(tree)):
            self.add("replacement_condition", condition)
        self.add("replacement_condition", fn("other"))
        self.add("replacement_option", 1, fn("enter_with_counters", counter_kind_of(tree), k))

    def do_each_subtype_enter_with_additional(self, tree: Tree) -> None:
        self.do_others_enter_with_additional(tree, other=False)

    # CR 614.1c, 208.3 — "Each other creature you control enters with a number of additional +1/+1 counters on it equal to
    # Arwen's toughness" (Arwen, Weaver of Hope): the amount source_stat(S), the power or toughness of the effect's own
    # permanent after every layer (rules/replacement/enter.lp binds it to that object).
    def do_others_enter_with_source_stat(self, tree: Tree) -> None:
        parts = _trees(tree)
        flt = next(p for p in parts if p.data == "filter")
        stat = next(p for p in parts if p.data.startswith("ss_")).data.removeprefix("ss_")
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", plain_filter(flt)))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_condition", fn("other"))
        self.add("replacement_option", 1, fn("enter_with_counters", counter_kind_of(tree), fn("source_stat", stat)))

    # CR 614.1c, 614.12 — "Each other creature you control enters with an additional X +1/+1 counters on it, where X is the
    # number of +1/+1 counters on this creature" (Bloodspore Thrinax): the amount source_counters(Kind), the counters of
    # Kind on the effect's own permanent (rules/replacement/enter.lp binds it to that object).
    def do_others_enter_with_source_counters(self, tree: Tree) -> None:
        parts = _trees(tree)
        flt = next(p for p in parts if p.data == "filter")
        kinds = [counter_kind(str(t.children[0])) for t in parts if t.data == "counter_kind"]
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", plain_filter(flt)))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_condition", fn("other"))
        self.add("replacement_option", 1, fn("enter_with_counters", kinds[0], fn("source_counters", kinds[1])))

    # CR 614.1c — "Lands you control enter untapped" (Spelunking, Horizon Explorer): enter_untapped; with an "enters
    # tapped" effect, the order the controller chooses decides (CR 616.1), both explored.
    def do_others_enter_untapped(self, tree: Tree) -> None:
        parts = _trees(tree)
        flt = next(p for p in parts if p.data == "filter")
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", plain_filter(flt)))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_option", 1, fn("enter_untapped"))

    # CR 614.1d, 611.3a — "As long as Archelos is tapped, other permanents enter tapped." / "As long as Archelos is
    # untapped, other permanents enter untapped." (Archelos, Lagoon Mystic): enter_tapped or enter_untapped for the other
    # objects matching the filter, under the condition self_tapped or self_untapped (its own permanent is tapped or not:
    # the board's tapped:, rules/replacement/enter_conditions.lp).
    def do_self_tapped_others_enter(self, tree: Tree) -> None:
        parts = _trees(tree)
        state, result = (str(t) for t in _tokens(tree, "TAPPEDNESS"))
        self._replacement("enters_battlefield")
        self.add("replacement_condition", fn("affected", plain_filter(next(p for p in parts if p.data == "filter"))))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_condition", fn("other"))
        self.add("replacement_condition", fn("self_tapped" if state == "tapped" else "self_untapped"))
        self.add("replacement_option", 1, fn("enter_tapped" if result == "tapped" else "enter_untapped"))

    def do_others_enter_tapped(self, tree: Tree) -> None:
        parts = _trees(tree)
        filters = [p for p in parts if p.data == "filter"]
        self._replacement("enters_battlefield")
        if len(filters) == 1:
            self.add("replacement_condition", fn("affected", plain_filter(filters[0])))
        else:  # "artifacts and creatures"; "Artifacts, creatures, and lands your opponents control" (Frozen Aether)
            self.add("replacement_condition", fn("affected_either", *(plain_filter(f) for f in filters)))
        for condition in _affected_rel(parts):
            self.add("replacement_condition", condition)
        self.add("replacement_option", 1, fn("enter_tapped"))

    def _mana_conditions(self, subject: Tree) -> None:
        parts = _trees(subject)
        flt = next(p for p in parts if p.data == "filter")
        if subject.data == "ts_amount":
            parts = [p for p in parts if p.data != "filter"]
        f, sub = lower_filter(flt)
        if f.name != "permanent":
            self.add("replacement_condition", fn("source", f))
        if sub is not None:
            self.add("replacement_condition", fn("source_subtype", sub))
        self.add("replacement_condition", fn("tapped_for_mana"))
        if subject.data in ("ts_you", "ts_you_control"):
            self.add("replacement_condition", fn("tapper", fn("you")))
        if subject.data == "ts_amount":
            k = number_value(parts[1])
            self.add("replacement_condition", fn("amount_at_least", k))

    def _mana_replacement_start(self, tree: Tree) -> list[Tree]:
        parts = _trees(tree)
        if parts and parts[0].data == "until_eot":
            if "instant" not in self.card_types and "sorcery" not in self.card_types and not self.effect:
                raise Unsupported("an effect until end of turn on a permanent")
            parts = parts[1:]
        self._replacement("mana_production")
        return parts

    def do_repl_set_mana(self, tree: Tree) -> None:
        subject, produced = self._mana_replacement_start(tree)
        self._mana_conditions(subject)
        self._produced(produced, and_amount=True)

    def do_repl_set_type(self, tree: Tree) -> None:
        subject, produced = self._mana_replacement_start(tree)
        self._mana_conditions(subject)
        self._produced(produced, and_amount=False)

    def _produced(self, produced: Tree, and_amount: bool) -> None:
        if produced.data in ("p_symbol", "p_colorless"):
            t = "c" if produced.data == "p_colorless" else str(mana_symbol(str(produced.children[0]))[1])
            if t not in TYPES:
                raise Unsupported("produces an unknown type")
            self.add("replacement_option", 1, fn("set_mana", t, 1) if and_amount else fn("set_type", t))
        elif produced.data in ("p_color_choice", "p_one_color_choice"):
            # "mana of a color of your choice": one option per color, the affected player picks one.
            for c in COLORS:
                self.add("replacement_option", fn(c), fn("set_mana", c, 1) if and_amount else fn("set_type", c))
        else:
            raise Unsupported(f"produces {produced.data}")

    def do_repl_multiply(self, tree: Tree) -> None:
        subject, mult = self._mana_replacement_start(tree)
        self._mana_conditions(subject)
        self.add("replacement_option", 1, fn("multiply", 2 if mult.data == "twice" else 3))

    def do_repl_swaps(self, tree: Tree) -> None:
        self._replacement("mana_production")
        self.add("replacement_condition", fn("tapped_for_mana"))
        for swap in _trees(tree):
            sub = subtype_word(str(swap.children[0]))
            t = str(mana_symbol(str(swap.children[1]))[1])
            if t not in TYPES:
                raise Unsupported("produces an unknown type")
            self.add("replacement_option", fn(sub), fn("set_type", t))
            self.add("option_condition", fn(sub), fn("source_subtype", sub))

    # ---------------------------------------------------------------- layers 4 and 6
    def _land_types(self, tree: Tree) -> list[str]:
        words = [str(t) for t in _tokens(tree, "WORD")]
        out = []
        for w in words:
            if w not in BASIC_LAND_TYPES:
                raise Unsupported(f"land type {w!r}")
            out.append(BASIC_LAND_TYPES[w])
        return out

    @staticmethod
    def _filter_rel(parts: list[Tree]) -> tuple[Symbol, str]:
        """The objects a static ability names: its filter, and their relation to the source's controller ("any"
        when it names none)."""
        f = plain_filter(next(p for p in parts if p.data == "filter"))
        return f, next((REL[p.data] for p in parts if p.data in REL), "any")

    def _scope(self, parts: list[Tree], basic_subtypes: bool = False) -> tuple[Symbol, str]:
        """The lands a static land-type change applies to: a land filter, or with `basic_subtypes` also a basic
        land type ("All Mountains"), and the relation to the source's controller."""
        f, rel = self._filter_rel(parts)
        if not (f.name in ("land", "basic_land", "nonbasic_land")
                or (basic_subtypes and f.name == "subtype" and str(f.arguments[0]) in BASIC_LAND_TYPES.values())):
            raise Unsupported("a type change of non-lands")
        return f, rel

    def _each_land_type(self, f: Symbol, rel: str, words: Tree, change: str) -> None:
        """A type_effect per land type the words name: set_subtypes(land, S) ("are …") or add_subtype(S)."""
        for s in self._land_types(words):
            self.add("type_effect", f, fn(rel),
                     fn("set_subtypes", fn("land"), s) if change == "set" else fn("add_subtype", s))

    def do_tc_set(self, tree: Tree) -> None:
        parts = _trees(tree)
        f, rel = self._scope(parts)
        self.add("static")
        self._each_land_type(f, rel, parts[-1], "set")

    def do_tc_add(self, tree: Tree) -> None:
        parts = _trees(tree)
        f, rel = self._scope(parts)
        self.add("static")
        self._each_land_type(f, rel, parts[-1], "add")

    def do_tc_add_each(self, tree: Tree) -> None:
        parts = _trees(tree)
        f, rel = self._scope(parts)
        word = str(_tokens(tree, "WORD")[0])
        if word not in BASIC_LAND_TYPES:
            raise Unsupported(f"land type {word!r}")
        self.add("static")
        self.add("type_effect", f, fn(rel), fn("add_subtype", BASIC_LAND_TYPES[word]))

    def do_tc_add_every(self, tree: Tree) -> None:
        f, rel = self._scope(_trees(tree))
        self.add("static")
        for s in BASIC_LAND_TYPE_ORDER:
            self.add("type_effect", f, fn(rel), fn("add_subtype", s))

    def do_tc_enchanted(self, tree: Tree) -> None:
        self.add("static")
        for s in self._land_types(_trees(tree)[-1]):
            self.add("type_effect", fn("land"), fn("attached"), fn("set_subtypes", fn("land"), s))

    def do_land_becomes(self, tree: Tree) -> None:
        word = str(_tokens(tree, "WORD")[0])
        if word not in BASIC_LAND_TYPES:
            raise Unsupported(f"land type {word!r}")
        if not self.effect:
            if "instant" not in self.card_types and "sorcery" not in self.card_types:
                raise Unsupported("a land type change on a permanent")
            self.add("spell_ability")
            self.add("targets")
        self.add("type_effect", fn("land"), fn("target"), fn("set_subtypes", fn("land"), BASIC_LAND_TYPES[word]))

    # ---------------------------------------------------------------- land animation (manlands)
    def do_animate_land(self, tree: Tree) -> None:
        """"This land becomes a 2/2 blue Faerie artifact creature with flying until end of turn. It's still a
        land.": layer 4 adds the types (CR 613.1d, 205.1b: "still a land"), layer 5 sets the colors, layer 6
        grants the keywords, layer 7b sets power and toughness (CR 613.4b) — all on the ability's source
        (rel self: the effects: entry's source:) or its target."""
        if not self.effect:
            raise Unsupported("a land animation that is not an activated ability's lasting effect")
        parts = _trees(tree)
        subject = next(p for p in parts if p.data in ("anim_self", "anim_target", "anim_target_you"))
        rel = "self" if subject.data == "anim_self" else "target"
        self.targeted = rel == "target"
        if subject.data == "anim_target_you":
            # "target land you control" (Kamahl, Heart of Krosa): which land may be targeted (CR 115.1, 601.2c)
            self.add("target_requires", fn("controlled_by", fn("you")))
        f = fn("land")
        self.add("type_effect", f, fn(rel), fn("add_type", fn("creature")))
        if any(p.data == "anim_artifact" for p in parts):
            self.add("type_effect", f, fn(rel), fn("add_type", fn("artifact")))
        self._animated_lands(tree, parts, f, rel)

    def do_animate_walker_shield(self, tree: Tree) -> None:
        """"Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still a planeswalker. Prevent all
        damage that would be dealt to him this turn." (the Gideons): the animation of do_animate_land on the ability's
        own planeswalker (rel self: the effects: entry's source:; layer 4 adds the creature type and its creature types,
        CR 205.1b "still a planeswalker", 205.3d; layer 5 the colors, layer 6 the keywords, layer 7b power and toughness,
        CR 613.1d-f, 613.4b), and the prevention of all damage to that permanent this turn (creator, CR 615.1a, 611.2)."""
        if not self.effect:
            raise Unsupported("a planeswalker's animation that is not an activated ability's lasting effect")
        parts = _trees(tree)
        f = fn("planeswalker")
        self.add("type_effect", f, fn("self"), fn("add_type", fn("creature")))
        self._animated_lands(tree, parts, f, "self")
        self._damage(fn("this"))
        self.add("replacement_option", 1, fn("prevent_all"))

    def do_animate_lands_static(self, tree: Tree) -> None:
        """"All Forests are 1/1 creatures that are still lands." (Living Lands), "Lands you control are 2/2 creatures
        with first strike. They're still lands." (Natural Emergence): a static ability whose layer-4 part makes the
        lands of its filter creatures besides their types (CR 613.1d, 205.1b), its layer-5 part colors them, its
        layer-6 part grants the keywords and its layer-7b part sets their power and toughness (CR 613.4b; applied to
        the objects its layer-4 part changed, CR 613.6), as Kormus Bell's card file states them."""
        parts = _trees(tree)
        f, rel = self._scope(parts, basic_subtypes=True)
        self.add("static")
        self.add("type_effect", f, fn(rel), fn("add_type", fn("creature")))
        self._animated_lands(tree, parts, f, rel)

    def _animated_lands(self, tree: Tree, parts: list[Tree], f: Symbol, rel: str) -> None:
        """What an animation of lands gives them besides the creature type: subtypes (layer 4), colors (layer 5),
        power and toughness (layer 7b) and keywords (layer 6) (CR 613.1d-f, 613.4b)."""
        for p in parts:
            if p.data == "anim_subtype":
                self.add("type_effect", f, fn(rel), fn("add_subtype", subtype_word(str(p.children[0]))))
        colors = next((p for p in parts if p.data == "anim_colors"), None)
        for c in _trees(colors) if colors is not None else []:
            self.add("color_effect", f, fn(rel), {"cw": "w", "cu": "u", "cb": "b", "cr": "r", "cg": "g"}[c.data])
        power, toughness = (int(v) for v in str(_tokens(tree, "PT")[0]).split("/"))
        self.add("sets_pt", f, fn(rel), power, toughness)
        with_ = next((p for p in parts if p.data == "anim_with"), None)
        self._keyword_grants(f, rel, with_, ANIMATION_KEYWORDS)

    def _keyword_grants(self, f: Symbol, rel: str, words: Tree | None, known: frozenset[str]) -> None:
        """Each keyword of the list given to the objects of f and rel (layer 6, CR 613.1f): a keyword ability of
        its own (quoted_ability) that the ability grants. A keyword not in `known` is not read."""
        for kw in _trees(words) if words is not None else []:
            if kw.data == "granted_protection":
                self._protection_grant(f, rel, [str(w) for w in _tokens(kw, "WORD")])
                continue
            if kw.data in ("granted_protection_each_color", "granted_protection_and_each_color"):
                self._protection_grant(f, rel, self._protection_words(kw))
                continue
            if kw.data == "granted_protection_outside_identity":
                self._protection_grant(f, rel, ["each color that's not in your commander's color identity"])
                continue
            if kw.data == "granted_toxic":
                # CR 702.164a, c — "toxic N": combat damage its creature deals to a player also gives N poison
                # counters (rules/replacement/damage.lp reads toxic/3 of every ability the source has)
                k = int(str(_tokens(kw, "INT")[0]))
                g = self.allocate()
                self.add("quoted_ability", number=g)
                self.add("static", number=g)
                self.add("keyword", "toxic", number=g)
                self.add("toxic", k, number=g)
                self.add("text", clingo.String(f"Toxic {k}"), number=g)
                self.add("grants", f, fn(rel), g)
                continue
            word = "_".join(str(t) for t in _tokens(kw, "WORD"))
            if word not in known:
                raise Unsupported(f"grants {word.replace('_', ' ')}")
            g = self.allocate()
            self.add("quoted_ability", number=g)
            self.add("static", number=g)
            self.add("keyword", word, number=g)
            self.add("text", clingo.String(word.replace("_", " ").capitalize()), number=g)
            self.add("grants", f, fn(rel), g)
            if word in ENTERS_CHOICE:
                # its replacement effect on how its own permanent enters (CR 614.1c), as printed (compile.py)
                self.add("replacement", fn("enters_battlefield"), number=g)
                self.add("replacement_condition", fn("this"), number=g)
                for i, option in enumerate((fn("enter_with_counters", fn("p1p1"), 1), *ENTERS_CHOICE[word]), start=1):
                    self.add("replacement_option", i, option, number=g)
                if not ENTERS_CHOICE[word]:
                    self.add("optional_replacement", number=g)

    def do_pump_target(self, tree: Tree) -> None:
        """"Target Assembly-Worker creature gets +1/+1 until end of turn.": layer 7c on the target (CR 613.4c);
        the target was legal as the ability resolved (CR 608.2b), so its subtype is not checked again."""
        if not self.effect:
            raise Unsupported("a pump that is not an activated ability's lasting effect")
        words = _tokens(tree, "WORD")
        dp, dt = (int(v) for v in str(_tokens(tree, "PTCOUNTER")[0]).split("/"))
        self.targeted = True
        if words:
            # "target Soldier creature": which creature may be targeted (CR 115.1, 601.2c: can-activate's legal target)
            self.add("target_requires", fn("subtype", fn(subtype_word(str(words[0])))))
        self.add("modifies_pt", fn("creature"), fn("target"), dp, dt)

    def do_color_target(self, tree: Tree) -> None:
        """"Target artifact creature becomes blue until end of turn." (Grand Architect): layer 5 on the target (CR
        613.1e; the color replaces its colors, CR 105.3), a creature, or a creature of a card type (with_type/2)."""
        if not self.effect:
            raise Unsupported("a color change that is not an activated ability's lasting effect")
        words = _tokens(tree, "WORD")
        f = fn("creature")
        if words:
            word = str(words[0])
            if word not in ("artifact", "enchantment", "land"):
                raise Unsupported(f"target {word} creature")
            f = fn("with_type", fn("creature"), fn(word))
        color = next(p for p in _trees(tree) if p.data in ("cw", "cu", "cb", "cr", "cg"))
        self.targeted = True
        self.add("color_effect", f, fn("target"), {"cw": "w", "cu": "u", "cb": "b", "cr": "r", "cg": "g"}[color.data])

    def _grants(self, f: Symbol, rel: str, count: int) -> None:
        if count != len(self.quoted):
            raise Unsupported("quoted abilities not found")
        self.add("static")
        for g in self.quoted:
            self.add("grants", f, fn(rel), g)

    def do_grant(self, tree: Tree) -> None:
        f, rel = self._filter_rel(_trees(tree))
        self._grants(f, rel, len(_tokens(tree, "QUOTED")))

    def do_as_though_haste(self, tree: Tree) -> None:
        f, rel = self._filter_rel(_trees(tree))
        self.add("static")
        self.add("as_though_haste", f, fn(rel))

    def do_grant_enchanted(self, tree: Tree) -> None:
        f = plain_filter(_trees(tree)[0])
        self._grants(f, "attached", len(_tokens(tree, "QUOTED")))

    def do_grant_equipped(self, tree: Tree) -> None:
        self._grants(fn("creature"), "attached", len(_tokens(tree, "QUOTED")))

    # Keywords a static ability may give unquoted ("Creatures you control have haste."): those of a land animation,
    # the landwalks, and wither and infect ("Enchanted creature has infect.", Glistening Oil; "Equipped creature gets
    # +1/+0 and has wither.", Blight Sickle): the damage event reads them on its source after layer 6, granted or
    # printed (rules/replacement/damage.lp: source_keyword/2 over has_ability/3; CR 613.1f, 120.3b, 120.3d).
    GRANTED_KEYWORDS = ANIMATION_KEYWORDS | {"wither", "plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                                             "forestwalk"}

    def _keyword_list(self, tree: Tree) -> Tree | None:
        return next((p for p in _trees(tree) if p.data == "grant_keyword_list"), None)

    @staticmethod
    def _other_rel(parts: list[Tree], rel: str) -> str:
        """The relation of "other …": every permanent but the source (`other`), or every other one its controller
        controls (`other_you`)."""
        if not any(p.data == "other" for p in parts):
            return rel
        if rel not in ("any", "you"):
            raise Unsupported(f"other permanents of relation {rel}")
        return "other" if rel == "any" else "other_you"

    def do_grant_keywords(self, tree: Tree) -> None:
        """"Creatures you control have haste.", "All creatures have haste." (layer 6, CR 613.1f); "Black creatures you
        control have wither." (Corrosive Mentor: with_color/2, the color after layer 5, CR 613.1e); "Nontoken creatures
        you control have riot." (Rhythm of the Wild): a keyword of how a permanent enters, given to the objects a
        filter names, "nontoken" among its qualities (nontoken(F), CR 111.1; rules/layers/layers.lp reads it for the
        grants of these keywords alone)."""
        parts = _trees(tree)
        words = self._keyword_list(tree)
        entering_only = words is not None and all(
            "_".join(str(t) for t in _tokens(kw, "WORD")) in ENTERS_CHOICE for kw in _trees(words))
        found = next(p for p in parts if p.data == "filter")
        nontoken = [p for p in _trees(found) if p.data == "nontoken"]
        if nontoken and entering_only:
            found = Tree(found.data, [p for p in found.children if not (isinstance(p, Tree) and p.data == "nontoken")])
        f = plain_filter(found, colors=True)
        if nontoken and entering_only:
            f = fn("nontoken", f)
        rel = next((REL[p.data] for p in parts if p.data in REL), "any")
        rel = self._other_rel(parts, rel)
        self.add("static")
        self._keyword_grants(f, rel, words, self.GRANTED_KEYWORDS | frozenset(ENTERS_CHOICE))

    def do_grant_keywords_quoted(self, tree: Tree) -> None:
        """"Other legendary creatures you control have vigilance and "{T}: Add one mana of any color."" (Esika, God of
        the Tree): the keywords and the quoted ability given to the same objects (layer 6, CR 613.1f)."""
        f, rel = self._filter_rel(_trees(tree))
        rel = self._other_rel(_trees(tree), rel)
        words = next(p for p in _trees(tree) if p.data == "grant_keywords_and_quoted")
        self._grants(f, rel, len(_tokens(words, "QUOTED")))
        self._keyword_grants(f, rel, words, self.GRANTED_KEYWORDS)

    def do_grant_equipped_keywords(self, tree: Tree) -> None:
        """"Equipped creature has haste and shroud." (Lightning Greaves; CR 301.5, 613.1f)."""
        self.add("static")
        self._keyword_grants(fn("creature"), "attached", self._keyword_list(tree), self.GRANTED_KEYWORDS)

    def do_grant_enchanted_keywords(self, tree: Tree) -> None:
        """"Enchanted creature has flying." (CR 303.4, 613.1f)."""
        f = plain_filter(_trees(tree)[0])
        self.add("static")
        self._keyword_grants(f, "attached", self._keyword_list(tree), self.GRANTED_KEYWORDS)

    def _pump(self, f: Symbol, rel: str, tree: Tree) -> None:
        """Layer 7c (CR 613.4c): "get +DP/+DT", and the keywords given besides (layer 6, CR 613.1f)."""
        self.add("static")
        dp, dt = (int(v) for v in str(_tokens(tree, "PTCOUNTER")[0]).split("/"))
        self.add("modifies_pt", f, fn(rel), dp, dt)
        self._keyword_grants(f, rel, self._keyword_list(tree), self.GRANTED_KEYWORDS)

    def do_pump_static(self, tree: Tree) -> None:
        """"Creatures you control get +1/+1." (Glorious Anthem), "White creatures get +1/+1." (Crusade: the color
        after layer 5, CR 613.4c)."""
        parts = [p for p in _trees(tree) if p.data != "grant_keyword_list"]
        f = plain_filter(next(p for p in parts if p.data == "filter"), colors=True)
        self._pump(f, self._other_rel(parts, next((REL[p.data] for p in parts if p.data in REL), "any")), tree)

    def do_pump_static_typed(self, tree: Tree) -> None:
        """"Other Elf creatures you control get +1/+1." (layer 7c, CR 613.4c): the creatures of that creature type."""
        parts = _trees(tree)
        sub = subtype_word(str(_tokens(tree, "WORD")[0]))
        self._pump(fn("subtype", sub), self._other_rel(parts, next((REL[p.data] for p in parts if p.data in REL), "any")),
                   tree)

    # CR 120.3b, 120.3d, 702.164c — the keywords that change what damage does (infect, wither, toxic).
    _DAMAGE_KEYWORDS = frozenset({"infect", "wither"})

    def _pump_spell(self, rel: str, tree: Tree) -> None:
        """An instant's or sorcery's lasting effect (CR 611.2, an effects: entry; CR 611.2c: only the creatures there as
        it resolved, rules/core/scope.lp): "get +DP/+DT" (layer 7c, CR 613.4c) and the keywords given besides (layer
        6). Read where one of them changes what damage does (infect, wither, toxic: the damage event's; a pump spell
        giving only other keywords, like the pump alone, is left to a reading of spells' pumps)."""
        if not ({"instant", "sorcery"} & set(self.card_types)) or self.quoted:
            raise Unsupported("a pump until end of turn of no spell")
        words = self._keyword_list(tree)
        given = {"_".join(str(t) for t in _tokens(kw, "WORD")) for kw in _trees(words)} if words is not None else set()
        if not (given & self._DAMAGE_KEYWORDS) and not (words is not None
                                                         and any(kw.data == "granted_toxic" for kw in _trees(words))):
            raise Unsupported("a pump spell giving no keyword of damage")
        dp, dt = (int(v) for v in str(_tokens(tree, "PTCOUNTER")[0]).split("/"))
        if rel == "target":
            self.targeted = True
        self.add("spell_ability")
        self.add("modifies_pt", fn("creature"), fn(rel), dp, dt)
        self._keyword_grants(fn("creature"), rel, words, self.GRANTED_KEYWORDS)

    def do_pump_target_spell(self, tree: Tree) -> None:
        """"Target creature gets +1/+0 and gains infect until end of turn." (Tainted Strike; Aspirant's Ascent's "...
        and gains flying and toxic 1"): on the target of its effects: entry (the board's targets:)."""
        self._pump_spell("target", tree)

    def do_pump_yours_spell(self, tree: Tree) -> None:
        """"Until end of turn, creatures you control get +1/+1 and gain trample and infect." (Triumph of the Hordes):
        the creatures its controller controlled as it resolved (CR 611.2c)."""
        self._pump_spell("you", tree)

    @staticmethod
    def _protection_words(kw: Tree) -> list[str]:
        """The qualities of a granted_protection, as words ("each color": one protection for each color, CR 702.16h)."""
        words = [str(w) for w in _tokens(kw, "WORD")]
        if kw.data == "granted_protection_each_color":
            return ["each color"]
        if kw.data == "granted_protection_and_each_color":
            return words + ["each color"]
        if kw.data == "granted_protection_outside_identity":
            return ["each color that's not in your commander's color identity"]
        return words

    def do_self_protection_while_untapped(self, tree: Tree) -> None:
        """"As long as this creature is untapped, it has protection from artifacts and from each color." (Pristine
        Angel): a protection (CR 702.16) that exists only while it is untapped (CR 611.3a, 110.5): its prevention
        effect has the damage condition this_untapped (protection_while/3, rules/replacement/protection.lp), and what
        it would forbid besides is said to depend on it (rules/core/protection_targets.lp)."""
        words = self._protection_words(next(t for t in _trees(tree) if t.data.startswith("granted_protection")))
        qualities = protection_qualities("protection from " + " and from ".join(words))
        if qualities is None:
            raise Unsupported(f"protection from {' and from '.join(words)}")
        self.add("static")
        self.add("keyword", fn("protection"))
        for q in qualities:
            self.add("protection_from", q)
        self.add("protection_while", fn("this_untapped"))

    def do_pump_equipped(self, tree: Tree) -> None:
        """"Equipped creature gets +3/+0 and has trample and lifelink." (CR 301.5, 613.4c)."""
        self._pump(fn("creature"), "attached", tree)

    def do_pump_enchanted(self, tree: Tree) -> None:
        """"Enchanted creature gets +2/+2." (CR 303.4, 613.4c). "... and has protection from each color. This effect
        doesn't remove Auras." (Spectra Ward): the protection it gives keeps every Aura attached (`protection_keeps(G,
        auras)`), "... this Aura" (Tattoo Ward) keeps this one (`protection_keeps(G, this)`; CR 702.16c, 704.5m)."""
        self._pump(fn("creature"), "attached", tree)
        kept = next((t for t in _trees(tree) if t.data in ("auras_kept_all", "auras_kept_this")), None)
        if kept is None:
            return
        protections = {fact.number for fact in self.out.facts if fact.predicate == "protection_from"}
        grants = [g for g in (fact.args[2].number for fact in self.out.facts if fact.predicate == "grants")
                  if g in protections]
        if not grants:
            raise Unsupported("this effect doesn't remove auras, with no protection given")
        for g in grants:
            self.add("protection_keeps", fn("auras" if kept.data == "auras_kept_all" else "this"), number=g)

    def _protection_grant(self, f: Symbol, rel: str, words: list[str]) -> None:
        """A protection ability (a quoted_ability of its own) granted to the objects of f and rel in layer 6 (CR
        613.1f), one protection_from fact per quality named: "from white, blue, and red" is "from white and from blue
        and from red" (CR 702.16g)."""
        qualities = protection_qualities("protection from " + " and from ".join(words))
        if qualities is None:
            raise Unsupported(f"protection from {' and from '.join(words)}")
        g = self.allocate()
        self.add("quoted_ability", number=g)
        self.add("static", number=g)
        self.add("keyword", fn("protection"), number=g)
        self.add("text", clingo.String("Protection from " + " and from ".join(words)), number=g)
        for q in qualities:
            self.add("protection_from", q, number=g)
        self.add("grants", f, fn(rel), g)

    def do_self_protection_chosen(self, tree: Tree) -> None:
        """"This creature has protection from the chosen color" (Voice of All) / "... the chosen player" (True-Name
        Nemesis): the color or player chosen as it entered (CR 614.12a, the board's chosen:), CR 702.16a, 702.16k."""
        what = next(t for t in _trees(tree) if t.data.startswith("cq_"))
        self.add("static")
        self.add("keyword", fn("protection"))
        self.add("protection_from", fn("chosen_color" if what.data == "cq_color" else "chosen_player"))

    def do_self_keyword_while_control(self, tree: Tree) -> None:
        """"This creature has wither as long as you control a green creature." (Blazethorn Scarecrow): the keyword the
        damage event reads of its source (CR 120.3d, 702.80), only while its controller controls a permanent matching
        the filter (CR 611.3a): keyword_while(K, you_control_at_least(F, 1)), read by
        rules/replacement/damage_keyword_while.lp; no keyword/3 fact, which every reader would take as unconditional."""
        word = next(t for t in _trees(tree) if t.data.startswith("kw_")).data.removeprefix("kw_")
        flt = next(t for t in _trees(tree) if t.data != "self_ref" and not t.data.startswith("kw_"))
        self.add("static")
        self.add("keyword_while", fn(word), fn("you_control_at_least", plain_filter(flt, colors=True), 1))

    # ---------------------------------------------------------------- land types (grammars/land_types.lark)
    def _lt_new(self, new: Tree) -> tuple[Symbol, list[str]]:
        """The change a "becomes …" names: set_subtypes(land, S) or add_subtype(S); S may be
        chosen_land_type (the basic land type chosen for the effect's object, the board's chosen:), with the
        types it may be chosen from when the card names them."""
        if new.data in ("lt_new_chosen", "lt_new_chosen_add"):
            chosen = fn("chosen_land_type")
            return (fn("set_subtypes", fn("land"), chosen) if new.data == "lt_new_chosen"
                    else fn("add_subtype", chosen)), []
        if new.data == "lt_new_either":
            # one of the types named, chosen as the effect is created: the board's chosen land type
            words = [str(w) for w in _tokens(new, "WORD")]
            if any(w not in BASIC_LAND_TYPES for w in words):
                raise Unsupported(f"land types {words!r}")
            return fn("set_subtypes", fn("land"), fn("chosen_land_type")), [BASIC_LAND_TYPES[w] for w in words]
        word = str(_tokens(new, "WORD")[0])
        if word not in BASIC_LAND_TYPES:
            raise Unsupported(f"land type {word!r}")
        s = BASIC_LAND_TYPES[word]
        return (fn("set_subtypes", fn("land"), s) if new.data == "lt_new_set" else fn("add_subtype", s)), []

    def do_land_type_effect(self, tree: Tree) -> None:
        first, *rest = _trees(tree)
        if first.data == "costs":
            self.add("activated")
            self.lower_costs(self._lt_without_x(first))
            self._lt_lasting(rest)
        elif first.data == "lt_when":
            self.add("triggered")  # CR 603.1; the trigger event changes no answer given here
            self._lt_lasting(rest)
        elif first.data.startswith("lt_") and hasattr(self, f"_lt_static_{first.data[3:]}"):
            self.add("static")
            getattr(self, f"_lt_static_{first.data[3:]}")(first)
        else:
            if "instant" not in self.card_types and "sorcery" not in self.card_types:
                raise Unsupported("a one-shot land type change on a permanent")
            self.add("spell_ability")
            self._lt_effect(self, first)
            self._lt_riders(rest)

    @staticmethod
    def _lt_without_x(costs: Tree) -> Tree:
        """The costs with X = 0: "{X}{G}{G}, {T}, Discard a card: X target lands become Forests" (Deepwood
        Elder) may be activated with X = 0 and no target (CR 107.3, 115.1), so whether it can be activated
        is whether the rest can be paid."""
        def keep(c: Tree) -> Tree:
            if c.data != "mana_cost":
                return c
            return Tree(c.data, [t for t in c.children if not (isinstance(t, Token) and str(t).lower() == "{x}")])
        return Tree(costs.data, [keep(c) if isinstance(c, Tree) else c for c in costs.children])

    def _lt_lasting(self, parts: list[Tree]) -> None:
        """An activated or triggered ability whose effect lasts (CR 611.2): the effect is an ability of its
        own (effect_ability/2), applying from the board's effects: entry."""
        effect, *rest = parts
        inner = AbilityLowering(self.allocate(), (), self.card_types, self.allocate)
        inner.effect = True
        inner.add("effect_ability")
        self._lt_effect(inner, effect)
        self.add("creates_effect", inner.n)
        if effect.data != "land_becomes":
            inner.out.facts = [_made_by_creator(f) for f in inner.out.facts]
            # (an Aura sacrificed, exiled or returned to pay the cost, Kithkin Armor, enchants nothing on the board: which
            # creature it enchanted as it left, CR 608.2h, the board doesn't give)
            leaves = {fn("sacrifice_self"), fn("unchecked", fn("exile_self")), fn("unchecked", fn("return_self"))}
            made_by = {fn("creator_enchanted"), fn("source_creator_enchanted")}
            if any(f.predicate == "cost" and f.args[0] in leaves for f in self.out.facts) and \
                    any(f.predicate == "replacement_condition" and f.args[0] in made_by for f in inner.out.facts):
                raise Unsupported("the creature an Aura that left to pay the cost enchanted")
        self.out.facts += inner.out.facts
        self._lt_riders(rest)

    def _lt_riders(self, parts: list[Tree]) -> None:
        for p in parts:
            if p.data == "lt_your_turn":
                self.add("activation_restriction", fn("your_turn"))
            elif p.data == "lt_your_upkeep":
                self.add("activation_restriction", fn("during_your_upkeep"))
            else:
                kind = p.data.removeprefix("lt_").removesuffix("_rider")
                self.add("rider", kind)
                self.out.riders.append(kind)

    def _lt_effect(self, low: AbilityLowering, effect: Tree) -> None:
        """The lasting land-type change of a spell or a resolved ability (`low`: the facts' ability)."""
        parts = _trees(effect)
        d = effect.data
        if d in ("lt_becomes", "lt_while_counter"):
            subject = next(p for p in parts if p.data in ("lt_target", "lt_targets", "lt_target_non"))
            new = next(p for p in parts if p.data.startswith("lt_new"))
            # Which lands may be targeted (CR 115.1, 601.2c: can-activate's legal target; once resolved, the board's
            # targets:): target_requires/3 of the effect, beside its filter land.
            if subject.data == "lt_target_non":
                # "target non-Swamp land"
                word = str(_tokens(subject, "WORD")[0])
                if not (word.startswith("non-") and word[4:] in BASIC_LAND_TYPES):
                    raise Unsupported(f"target {word} land")
                low.add("target_requires", fn("not_subtype", fn(BASIC_LAND_TYPES[word[4:]])))
            else:
                f = plain_filter(next(p for p in _trees(subject) if p.data == "filter"))
                if f.name != "land":
                    raise Unsupported("a type change of non-lands")
                # "target land you control", "target land an opponent controls"
                rel = next((REL[p.data] for p in _trees(subject) if p.data in REL), "any")
                if rel != "any":
                    low.add("target_requires", fn("controlled_by", fn(rel)))
                # "two target lands" (that many different lands, CR 115.3), "X target lands" (X may be 0: none)
                if subject.data == "lt_targets":
                    n = number_value(next(p for p in _trees(subject) if p.data != "filter" and p.data not in REL))
                    low.add("target_requires", fn("count_x") if n == "x" else fn("count", n))
            self.add("targets")  # CR 115.1, 605.1a: targets, so not a mana ability
            change, options = self._lt_new(new)
            low.add("type_effect", fn("land"), fn("target"), change)
            for option in options:
                low.add("land_type_option", option)
            if d == "lt_while_counter":
                # "for as long as it has a flood counter on it" (CR 611.2b): the counter is on the land
                low.add("lasts_while", fn("counter_on", fn("affected"), counter_kind_of(parts[0])))
        elif d == "lt_counter_loses":
            # "For as long as that land has a blight counter on it, it loses all land types and abilities and
            # has "{T}: Add {C}."" (Ultima; CR 611.2b, 613.1d, 613.1f)
            self.add("targets")
            self._lt_loses(low, fn("land"), fn("target"))
            low.add("lasts_while", fn("counter_on", fn("affected"), counter_kind_of(parts[0])))
        elif d == "lt_each_chosen":
            low.add("type_effect", fn("land"), fn("you"), fn("set_subtypes", fn("land"), fn("chosen_land_type")))
        elif d == "lt_gain_all":
            f, rel = self._scope(parts, basic_subtypes=True)
            for s in BASIC_LAND_TYPE_ORDER:
                low.add("type_effect", f, fn(rel), fn("add_subtype", s))
        elif d == "lt_creatures_and_lands":
            color = COLOR_WORDS.get(str(_tokens(effect, "WORD")[0]))
            if color is None:
                raise Unsupported("a color word")
            low.add("color_effect", fn("creature"), fn("any"), color)
            for s in self._land_types(parts[-1]):
                low.add("type_effect", fn("land"), fn("any"), fn("set_subtypes", fn("land"), s))
        else:
            raise Unsupported(f"no lowering for {d}")

    def _lt_static_all_set(self, tree: Tree) -> None:
        parts = _trees(tree)
        f, rel = self._scope(parts, basic_subtypes=True)
        self._each_land_type(f, rel, parts[-1], "set")

    def _lt_static_all_add(self, tree: Tree) -> None:
        parts = [p for p in _trees(tree) if p.data != "lt_in_addition_their"]
        f, rel = self._scope(parts, basic_subtypes=True)
        self._each_land_type(f, rel, parts[-1], "add")

    def _lt_static_enchanted_every(self, tree: Tree) -> None:
        for s in BASIC_LAND_TYPE_ORDER:
            self.add("type_effect", fn("land"), fn("attached"), fn("add_subtype", s))

    def _lt_static_enchanted_chosen(self, tree: Tree) -> None:
        self.add("type_effect", fn("land"), fn("attached"), fn("set_subtypes", fn("land"), fn("chosen_land_type")))

    def _lt_self_land(self) -> None:
        if "land" not in self.card_types:
            raise Unsupported("the chosen type of a nonland (a creature type, CR 205.3m)")

    def _lt_static_self_chosen(self, tree: Tree) -> None:
        self._lt_self_land()
        self.add("type_effect", fn("land"), fn("self"), fn("set_subtypes", fn("land"), fn("chosen_land_type")))

    def _lt_static_self_chosen_add(self, tree: Tree) -> None:
        if "land" not in self.card_types and "creature" in self.card_types:
            # CR 205.3m, 614.12a — "This creature is the chosen type in addition to its other types" (Metallic Mimic):
            # the creature type chosen as it entered (chosen_creature_type, rules/layers/land_choices.lp), as
            # Xenograft's "Each creature you control is the chosen type in addition to its other types"
            self.add("type_effect", fn("creature"), fn("self"), fn("add_subtype", fn("chosen_creature_type")))
            return
        self._lt_self_land()
        self.add("type_effect", fn("land"), fn("self"), fn("add_subtype", fn("chosen_land_type")))

    def _lt_static_chosen_add(self, tree: Tree) -> None:
        f, rel = self._scope(_trees(tree), basic_subtypes=True)
        self.add("type_effect", f, fn(rel), fn("add_subtype", fn("chosen_land_type")))

    def _lt_loses(self, low: AbilityLowering, f: Symbol, rel: Symbol) -> None:
        """"loses all land types and abilities and has "…"": the land types in layer 4, the abilities in layer 6
        (loses_abilities/4), then the quoted abilities granted by the same effect (CR 613.1d, 613.1f)."""
        if not self.quoted:
            raise Unsupported("quoted abilities not found")
        low.add("type_effect", f, rel, fn("lose_subtypes", fn("land")))
        low.add("loses_abilities", f, rel)
        for g in self.quoted:
            low.add("grants", f, rel, g)

    def _lt_static_chosen_name_loses(self, tree: Tree) -> None:
        # "Lands your opponents control with the chosen name lose all land types and abilities, and they gain …"
        # (Alpine Moon): the name chosen as it entered, the board's chosen: {name: …} (CR 614.12a, 201.2)
        f, rel = self._scope(_trees(tree), basic_subtypes=True)
        if len(_tokens(tree, "QUOTED")) != len(self.quoted) or f.name != "land":
            raise Unsupported("quoted abilities not found")
        self._lt_loses(self, f, fn("chosen_name", fn(rel)))

    def _lt_static_first_to_second(self, tree: Tree) -> None:
        # "Basic lands of the first chosen type are the second chosen type" (Illusionary Terrain): the board's
        # chosen: {land_type: …, second_land_type: …}
        f, rel = self._scope(_trees(tree), basic_subtypes=True)
        if f.name not in ("land", "basic_land", "nonbasic_land"):
            raise Unsupported("a chosen type of a subtype filter")
        self.add("type_effect", fn("with_chosen_subtype", f), fn(rel),
                 fn("set_subtypes", fn("land"), fn("chosen_second_land_type")))

    def _lt_static_enchanted_loses(self, tree: Tree) -> None:
        if len(_tokens(tree, "QUOTED")) != len(self.quoted):
            raise Unsupported("quoted abilities not found")
        self._lt_loses(self, fn("land"), fn("attached"))

    def _lt_static_counter_every(self, tree: Tree) -> None:
        # "Each land with an everything counter on it is every land type in addition to its other types" (Omo)
        self.add("type_effect", fn("land"), fn("any"), fn("add_every_subtype", fn("land")))
        self.add("lasts_while", fn("counter_on", fn("affected"), counter_kind_of(tree)))

    def _lt_static_cda_every_nonbasic(self, tree: Tree) -> None:
        # "This land is every nonbasic land type": a characteristic-defining ability (CR 604.3, 613.3)
        self.add("defines_subtypes", fn("every_nonbasic", fn("land")))

    def _lt_static_cda_every(self, tree: Tree) -> None:
        # rangeling: "This card is every land type" (its reminder text), like changeling (CR 702.73a, 604.3)
        self.add("defines_subtypes", fn("every", fn("land")))

    def _lt_static_source_counter_set(self, tree: Tree) -> None:
        # "As long as ~ has a conqueror counter on him, nonbasic lands are Mountains" (CR 611.3a, 613.1d)
        parts = _trees(tree)
        f, rel = self._scope(parts, basic_subtypes=True)
        self._each_land_type(f, rel, parts[-1], "set")
        self.add("lasts_while", fn("counter_on", fn("source"), counter_kind_of(tree)))
