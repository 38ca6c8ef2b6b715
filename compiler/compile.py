"""Compile one card of the Oracle reference: characteristics, then each ability through the grammars
and the lowering, with a status for every ability (compiled, rider, unmodelled + reason)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

import clingo
from lark import Tree

from mtgasp.encoder.inline_tokens import keyword_names

from . import irrelevant
from . import kinds as kinds_mod
from .lower import (
    CARD_TYPES,
    ENTERS_CHOICE,
    SUPERTYPES,
    AbilityLowering,
    Fact,
    Unsupported,
    characteristic_facts,
    counter_kind,
    fn,
    protection_qualities,
    word_of,
)
from .oracle import Ability, normalise, split_text, without_ability_word, without_flavor_word
from .parser import parse, parse_costs, worth_parsing
from .printed_reads import identity_reads, printed_reads
from .unstated import unstated_reason

# Keywords whose meaning the rules read (rules/activation/activation.lp, types.lp, equipment.lp, enter.lp, …); the
# others are recorded as keyword/3 facts and are `unmodelled`, of kind other only when compiler/irrelevant.py proves
# they change no answer here (else the kinds it gives, or unknown). Wither and infect (CR 702.80, 702.90: damage dealt as
# -1/-1 counters, and by infect to a player as poison counters) are read by rules/replacement/damage.lp.
INTERPRETED_KEYWORDS = {"haste", "changeling", "devoid", "equip", "enchant", "multikicker", "shroud", "hexproof", "wither",
                        "infect",
                        "more_than_meets_the_eye"}
# (CR 702.162a, 712.11a — More Than Meets the Eye is an alternative cost: a card cast converted is put on the stack with
# its back face up and so enters with it up; the enter event says how it was cast, `--cast --transformed`
# (rules/replacement/enter.lp: entering_transformed/1). It modifies no entering: kind of no group.)
# CR 614.1c — keyword abilities that mean "This permanent enters with N [kind] counters on it": Modular N
# (CR 702.43a), Graft N (702.58a), Fading N (702.32a: fade counters), Vanishing N (702.63a: time counters), Ravenous
# (702.156a: X +1/+1 counters). The replacement part is compiled (rules/replacement/enter.lp); the triggered parts are not read.
ENTERS_WITH_COUNTERS = {"modular": "p1p1", "graft": "p1p1", "fading": "fade", "vanishing": "time", "ravenous": "p1p1",
                        "bloodthirst": "p1p1"}
# ... and the condition under which it applies: Bloodthirst N (CR 702.54a: "If an opponent was dealt damage this turn,
# this permanent enters with N +1/+1 counters on it"; rules/replacement/enter.lp reads the board's damaged_this_turn).
ENTERS_CONDITION = {"bloodthirst": "opponent_damaged_this_turn"}
# (ENTERS_CHOICE, compiler/lower.py: keywords whose "enters with" is the player's choice, riot and unleash)
# CR 702.104a — "Tribute N" means "As this creature enters, choose an opponent. That player may put an additional N
# +1/+1 counters on it as it enters": the opponent is chosen (choose(opponent)), then pays tribute or not (both
# explored). Those counters are put by that opponent (CR 122.6a): an effect on who puts counters is not applied to
# them, and rules/replacement/enter.lp says so.
# Keyword abilities that are activated abilities of a permanent on the battlefield (CR 702.6a equip, 702.67a fortify,
# 702.87a level up, 702.107a outlast, 702.122a crew, 702.151a reconfigure, 702.167a craft, 702.171a saddle,
# 702.184a station, 702.71a transfigure): such an ability is `activated`, so that can-activate lists it.
ACTIVATED_KEYWORDS = {"equip", "fortify", "level_up", "outlast", "crew", "reconfigure", "craft", "saddle", "station",
                      "transfigure"}
ENCHANT_FILTERS = {"land": fn("land"), "creature": fn("creature"), "artifact": fn("artifact"),
                   "enchantment": fn("enchantment"), "permanent": fn("permanent"), "planeswalker": fn("planeswalker"),
                   "forest": fn("subtype", "forest"), "island": fn("subtype", "island"), "swamp": fn("subtype", "swamp"),
                   "mountain": fn("subtype", "mountain"), "plains": fn("subtype", "plains")}


@dataclass
class AbilityResult:
    number: int
    text: str
    status: str  # compiled | rider | unmodelled
    reason: str
    kinds: tuple[str, ...] = ()  # for unmodelled abilities (compiler/kinds.py)
    facts: list[Fact] = field(default_factory=list)
    cluster: str = ""  # for unmodelled abilities: the shape of the text (coverage report)
    quoted_in: int | None = None  # the ability that quotes it, or whose lasting effect it is
    group: str = ""  # grammar cluster of a compiled ability (the top rule)
    extra: list[AbilityResult] = field(default_factory=list)  # lasting effects it creates (numbered after)


@dataclass
class CompiledCard:
    name: str
    type_line: str
    types: tuple[str, ...]
    supertypes: tuple[str, ...]
    subtypes: tuple[str, ...]
    mana_cost: str | None
    power: str | None
    toughness: str | None
    loyalty: str | None
    layout: str
    abilities: list[AbilityResult]
    known: bool = True  # False for a face the reference names without giving its characteristics

    @property
    def characteristics(self) -> list[Fact]:
        return characteristic_facts(self.types, self.supertypes, self.subtypes, self.type_line, self.mana_cost,
                                    self.power, self.toughness, self.loyalty, self.layout)

    def facts(self) -> list[Fact]:
        out = list(self.characteristics)
        for a in self.abilities:
            out += a.facts
        return out

    def render(self) -> str:
        return "\n".join(f.render(self.name) for f in self.facts()) + "\n"


def _types(card: dict) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    types = []
    for t in card.get("types") or []:
        w = "kindred" if t.casefold() == "tribal" else t.casefold()
        if w in CARD_TYPES and w not in types:
            types.append(w)
    supers = tuple(s.casefold() for s in card.get("supertypes") or [] if s.casefold() in SUPERTYPES)
    subs = tuple(word_of(s) for s in card.get("subtypes") or [])
    return tuple(types), supers, subs


def _keyword_line(a: Ability, keywords: list[str]) -> list[str] | None:
    """The keywords of a line that lists keyword abilities only ("Flying, trample", "Equip {3}")."""
    if not keywords:
        return None
    text = re.sub(r"\s*\([^()]*\)", "", a.raw).strip()
    # CR 702.124j: "Partner with [name]" names a card, and a name may hold a comma ("Partner with Krav, the Unredeemed",
    # "Partner with Toothy, Imaginary Friend"; a keyword after a comma is lower case): the line is that one keyword.
    partner_with = next((k for k in keywords if k.casefold() == "partner with"), None)
    if partner_with and re.fullmatch(r"partner with [^,;]+, (?:the )?[A-Z][^,;]*", text, re.IGNORECASE | re.DOTALL) \
            and re.fullmatch(r"[^,;]+, (?:the )?[A-Z][^,;]*", text[len("partner with "):]):
        return [partner_with]
    items = [i.strip() for i in re.split(r",\s*|;\s*", text) if i.strip()]
    found = []
    for item in items:
        match = next((k for k in sorted(keywords, key=len, reverse=True)
                      if item.casefold() == k.casefold() or item.casefold().startswith(k.casefold() + " ")
                      or item.casefold().startswith(k.casefold() + "—")), None)
        if match is None or _word_before_ability(item[len(match):]):
            return None
        found.append(match)
    return found


# What a keyword's dash introduces is a cost ("Ward—Pay 3 life", "Suspend 3—{0}", "Escape—{R}{R}, Exile …"); after an
# ability word or a flavor word (CR 207.2c, 207.2d: "Metalcraft — {T}: Add {C} …", "Hypertoxic Miasma — All lands
# have …") comes a whole ability, which the grammars and the kind cues must read (compiler/kinds.py).
_COST_AFTER_DASH = re.compile(r"(\{|(pay|sacrifice|tap|untap|exile|discard|return|remove|put|reveal|collect|mill|"
                              r"forage|behold)\b)", re.IGNORECASE)


def _word_before_ability(rest: str) -> bool:
    """The rest of a line after a keyword-like word: True when it is a dash and then an ability, not a cost."""
    m = re.match(r"\s*(?:\d+\s*)?—\s*(.*)", rest, re.DOTALL)
    if m is None:
        return False
    after = m.group(1)
    head = after.split(":", 1)[0]
    return ":" in after and len(head) < 160 or not _COST_AFTER_DASH.match(after)


# CR 711.2 — the level symbols of a leveler card ("LEVEL 1-4", "LEVEL 5+") and the power/toughness box of a striation.
_LEVEL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
_LEVEL_PT = re.compile(r"(\d+)/(\d+)")
# CR 721.2 — a station symbol of a station card: "N+ | [abilities]".
_STATION = re.compile(r"(\d+)\+ \| ")
# CR 714.2b — a Saga's chapter ability "I, II — [Effect]" (normalised "i , ii — "): a triggered ability whose effect
# may last (compile_ability: a prevention or replacement effect on damage, CR 611.2)
_CHAPTER_LINE = re.compile(r"((?:[ivx]+ , )*[ivx]+) — ")
# "Ferocious — If you control a creature with power 4 or greater, instead prevent all combat damage that would be dealt
# this turn by creatures your opponents control." (Winds of Qal Sisma): a spell's lasting effect that replaces the one
# of the line before (CR 614.15 for the spell's own effect; the condition is checked once, as it resolves, CR 608.2h).
_INSTEAD_BRANCH = re.compile(r"if [^,]+ , instead (.+)")
_IF_BRANCH = re.compile(r"if [^,]+ , (.+)")
# CR 716.2 — a Class's class level bar: "[Cost]: Level N".
_CLASS_LEVEL = re.compile(r"(?:\{[^{}]+\})+: Level (\d+)")


def _item(text: str, keyword: str) -> str:
    """The item of a keyword line ("Flying, vanishing 3") that starts with this keyword."""
    items = [i.strip() for i in re.split(r",\s*|;\s*", text)]
    return next((i for i in items if i.casefold().startswith(keyword.casefold())), "")


def _own_entering(number: int, *options: clingo.Symbol) -> list[Fact]:
    """A keyword's replacement effect on its own permanent entering (CR 614.1c, 614.12): its options, numbered from 1."""
    return [Fact(number, "replacement", (fn("enters_battlefield"),)), Fact(number, "replacement_condition", (fn("this"),)),
            *(Fact(number, "replacement_option", (clingo.Number(i), o)) for i, o in enumerate(options, start=1))]


_KICKER_COSTS = re.compile(r"^(?:multikicker|kicker) ((?:\{[^{}\s]+\})+)(?: and/or ((?:\{[^{}\s]+\})+))?",
                           re.IGNORECASE)
_KEYWORD_NOT_INTERPRETED = "keyword ability not interpreted by the rules: "
# CR 702.176a, 613.1d — impending's third ability, "As long as this permanent's impending cost was paid and it has a
# time counter on it, it's not a creature": applied as the permanent enters (the enter event says how it was cast), not
# on the battlefield, where the board doesn't say whether the cost was paid (compiler/coverage.py counts the line as
# covered for entering: this part is no replacement effect).
IMPENDING_TYPE_PART = ("Impending's type-changing part on the battlefield (CR 702.176a: not a creature while its "
                       "impending cost was paid and it has a time counter; the board doesn't say how it was cast)",
                       ("type_effect",), "impending (type-changing part)")


def _keyword_ability(a: Ability, found: list[str], name: str) -> AbilityResult:
    facts = [Fact(a.number, "static", ())]
    unread = []
    entering: list[str] = []  # the keyword whose "enters with counters" is compiled (one replacement an ability)
    partial: list[tuple[str, tuple[str, ...], str]] = []  # parts of read keywords not modelled: reason, kinds, cluster
    text = re.sub(r"\s*\([^()]*\)", "", a.raw).strip()
    for k in found:
        w = word_of(k)
        if not w or not re.match(r"^[a-z]", w):
            unread.append(k)
            continue
        facts.append(Fact(a.number, "keyword", (fn(w),)))
        if w == "kicker":
            # CR 702.33b, 702.33d — "Kicker [cost 1] and/or [cost 2]" has two kicker costs, each paid at most once: the
            # spell may be kicked twice; with one, once (rules/core/kicker_count.lp refuses --kicked beyond them).
            costs = 2 if re.search(r"\band/or\b", _item(text, k), re.IGNORECASE) else 1
            facts.append(Fact(a.number, "kicker_costs", (clingo.Number(costs),)))
        if w in ("kicker", "multikicker"):
            # CR 702.33a-c — the kicker costs as printed, numbered in order (upper case, as --kicker COST is given): the
            # rules refuse a cost paid that the card doesn't print (rules/replacement/kicked_count.lp). A cost that is
            # no mana cost ("Kicker—Sacrifice a creature") gives none: nothing is refused then.
            printed = _KICKER_COSTS.match(_item(text, k))
            costs_read = [c for c in (printed.group(1), printed.group(2)) if c] if printed else []
            facts += [Fact(a.number, "kicker_cost", (clingo.Number(i), clingo.String(c.upper())))
                      for i, c in enumerate(costs_read, start=1)]
        if w == "equip":
            m = re.fullmatch(r"Equip \{(\d+)\}", text)
            if m is None:
                unread.append(k)
                continue
            facts = [f for f in facts if f.predicate != "static"]
            facts += [Fact(a.number, "activated", ()), Fact(a.number, "equip_ability", ()),
                      Fact(a.number, "cost", (fn("mana", fn("generic"), int(m.group(1))),))]
        elif w == "enchant":
            m = re.fullmatch(r"Enchant (\w+)", text)
            f = ENCHANT_FILTERS.get(m.group(1).casefold()) if m else None
            if f is None:
                unread.append(k)
                continue
            facts.append(Fact(None, "enchant", (f,)))
        elif w == "protection":
            # CR 702.16a, e, g, j — its qualities (rules/replacement/protection.lp); "from A and from B" is two
            # protection abilities (702.16g): one protection_from fact each.
            qualities = protection_qualities(_item(text, k))
            if qualities is None:
                unread.append(k)
                continue
            facts += [Fact(a.number, "protection_from", (q,)) for q in qualities]
        elif w == "toxic":
            # CR 702.164a, c — "toxic N": combat damage it deals to a player also gives N poison counters
            # (rules/replacement/damage.lp).
            m = re.fullmatch(r"toxic (\d+)", _item(text, k), re.IGNORECASE)
            if m is None:
                unread.append(k)
                continue
            facts.append(Fact(a.number, "toxic", (clingo.Number(int(m.group(1))),)))
        elif w == "vanishing" and _item(text, k).casefold() == "vanishing":
            # CR 702.63b — "Vanishing without a number means" its two triggered abilities only: it modifies no
            # entering (CR 603.2-603.3: they do nothing until they trigger and resolve, compiler/irrelevant.py).
            continue
        elif w == "bloodthirst" and not entering and _item(text, k).casefold() == "bloodthirst x":
            # CR 702.54b — "'Bloodthirst X' means 'This permanent enters with X +1/+1 counters on it, where X is the
            # total damage your opponents have been dealt this turn'": the amount turn_amount(damage_dealt, opponent,
            # sum, 1), the board's this_turn: damage_dealt counts (rules/replacement/enter_amounts.lp).
            entering.append(k)
            facts += _own_entering(a.number, fn("enter_with_counters", fn("p1p1"), fn(
                "turn_amount", fn("damage_dealt"), fn("opponent"), fn("sum"), 1)))
        elif w in ENTERS_WITH_COUNTERS and not entering:
            m = re.fullmatch(re.escape(k) + r" (\d+)", _item(text, k), re.IGNORECASE)
            if m is None and w != "ravenous":
                unread.append(k)
                continue
            entering.append(k)
            amount = fn("x") if m is None else int(m.group(1))
            facts += _own_entering(a.number, fn("enter_with_counters", ENTERS_WITH_COUNTERS[w], amount))
            if w in ENTERS_CONDITION:
                facts.append(Fact(a.number, "replacement_condition", (fn(ENTERS_CONDITION[w]),)))
        elif w == "daybound" and not entering:
            # CR 702.145b — "If it is night and this permanent is represented by a double-faced card, it enters
            # transformed" (category back_face, CR 616.1d; rules/replacement/enter.lp: the condition night reads the
            # board's day_night, and enter_transformed only a double-faced card, CR 712.14a). Its other two abilities
            # transform it as it becomes night, which no question here does.
            entering.append(k)
            facts += _own_entering(a.number, fn("enter_transformed")) + [
                Fact(a.number, "replacement_condition", (fn("night"),)),
                Fact(a.number, "replacement_category", (fn("back_face"),))]
        elif w == "sunburst" and not entering and _item(text, k).casefold() == "sunburst":
            # CR 702.44a — Sunburst: +1/+1 counters if it enters as a creature, else charge counters, one for each
            # color of mana spent to cast it (rules/replacement/enter.lp: the enter event's --colors).
            entering.append(k)
            facts += _own_entering(a.number, fn("sunburst"))
        elif w == "amplify" and not entering:
            # CR 702.38a — "Amplify N" means "As this object enters, reveal any number of cards from your hand that share a
            # creature type with it. This permanent enters with N +1/+1 counters on it for each card revealed this way":
            # amplify(N) (rules/replacement/enter.lp: a board gives no hand, so none is revealed and the answer says so).
            m = re.fullmatch(r"amplify (\d+)", _item(text, k), re.IGNORECASE)
            if m is None:
                unread.append(k)
                continue
            entering.append(k)
            facts += _own_entering(a.number, fn("amplify", int(m.group(1))))
        elif w == "compleated" and not entering and _item(text, k).casefold() == "compleated":
            # CR 702.150a — Compleated: "If this permanent would enter with one or more loyalty counters on it and the
            # player who cast it chose to pay life for any part of its cost represented by Phyrexian mana symbols, it
            # instead enters the battlefield with that many loyalty counters minus two for each of those mana
            # symbols": add_kind_counters(loyalty, phyrexian_life(-2)) under the conditions phyrexian_life_paid and
            # counters_of(loyalty) (rules/replacement/enter.lp: the enter event's --phyrexian N).
            entering.append(k)
            facts += _own_entering(a.number, fn("add_kind_counters", fn("loyalty"), fn("phyrexian_life", -2))) + [
                Fact(a.number, "replacement_condition", (fn("phyrexian_life_paid"),)),
                Fact(a.number, "replacement_condition", (fn("counters_of", fn("loyalty")),))]
        elif w == "devour" and not entering:
            # CR 702.82a-c — "Devour N" (creatures), "Devour artifact N", "Devour land N": devour(F, N), every number
            # of permanents sacrificed explored (rules/replacement/enter.lp).
            # "Devour Food 3" (Feasting Hobbit): of the permanents with that subtype, subtype(food) (CR 702.82b: "Devour
            # [quality] N")
            m = re.fullmatch(r"devour(?: (artifact|land|food))? (\d+)", _item(text, k), re.IGNORECASE)
            if m is None:
                unread.append(k)
                continue
            entering.append(k)
            quality = (m.group(1) or "creature").casefold()
            flt = fn("subtype", fn(quality)) if quality == "food" else fn(quality)
            facts += _own_entering(a.number, fn("devour", flt, int(m.group(2))))
        elif w == "tribute" and not entering:
            m = re.fullmatch(r"tribute (\d+)", _item(text, k), re.IGNORECASE)
            if m is None:
                unread.append(k)
                continue
            entering.append(k)
            facts += _own_entering(a.number, fn("choose", fn("opponent")), fn(
                "both", fn("choose", fn("opponent")), fn("enter_with_counters", fn("p1p1"), int(m.group(1)))))
        elif w == "impending" and not entering:
            # CR 702.176a — "Impending N—[cost]" means "You may choose to pay [cost] rather than pay this spell's mana
            # cost" (an alternative cost, CR 118.9: the enter event says it, `--cast --impending`), "If you chose to pay
            # this permanent's impending cost, it enters with N time counters on it" (compiled: the condition
            # alternative_cost(impending), rules/replacement/enter.lp), "As long as this permanent's impending cost was
            # paid and it has a time counter on it, it's not a creature" (layer 4: read as the permanent enters,
            # rules/replacement/enter.lp; on the battlefield the board doesn't say whether that cost was paid, and
            # layer 4 removes no card type here: kind type_effect while it has a time counter, lasts_while/3) and an
            # end-step trigger that removes a time counter (no question here).
            m = re.fullmatch(r"impending (\d+)\s*—\s*(.+)", _item(text, k), re.IGNORECASE)
            if m is None:
                unread.append(k)
                continue
            entering.append(k)
            facts += _own_entering(a.number, fn("enter_with_counters", fn("time"), int(m.group(1)))) + [
                Fact(a.number, "replacement_condition", (fn("alternative_cost", fn("impending")),)),
                Fact(a.number, "lasts_while", (fn("counter_on", fn("source"), fn("time")),))]
            partial.append(IMPENDING_TYPE_PART)
        elif w in ENTERS_CHOICE and not entering and _item(text, k).casefold() == k.casefold():
            entering.append(k)
            facts += _own_entering(a.number, fn("enter_with_counters", fn("p1p1"), 1), *ENTERS_CHOICE[w])
            if not ENTERS_CHOICE[w]:
                facts.append(Fact(a.number, "optional_replacement", ()))
        elif w not in INTERPRETED_KEYWORDS:
            unread.append(k)
    if any(word_of(k) in ACTIVATED_KEYWORDS for k in found) and not any(f.predicate == "activated" for f in facts):
        facts = [Fact(a.number, "activated", ()) if f.predicate == "static" else f for f in facts]
    if partial and not unread:
        # (a keyword read but for a part the rules don't model: the line stays unmodelled for that part, of its kinds)
        return AbilityResult(a.number, a.raw, "unmodelled", _KEYWORD_NOT_INTERPRETED + "; ".join(p[0] for p in partial),
                             tuple(dict.fromkeys(k for p in partial for k in p[1])), facts,
                             "keyword: " + ", ".join(p[2] for p in partial), a.quoted_in)
    if unread:
        # (an unread keyword is `other` only when compiler/irrelevant.py proves it changes no answer; issue 25)
        kinds = irrelevant.keyword_kinds([word_of(k) for k in unread
                                          if word_of(k) not in kinds_mod.ENTERS_KEYWORDS])
        if any(word_of(k) in kinds_mod.ENTERS_KEYWORDS for k in unread) \
                and not any(f.predicate == "replacement" for f in facts):
            kinds = tuple(k for k in kinds if k != "other") + ("replacement(enters_battlefield)",)
        return AbilityResult(a.number, a.raw, "unmodelled",
                             _KEYWORD_NOT_INTERPRETED + ", ".join(unread), kinds,
                             facts, "keyword: " + ", ".join(sorted(word_of(k) for k in unread)), a.quoted_in)
    return AbilityResult(a.number, a.raw, "compiled", "keyword", (), facts, "", a.quoted_in, "keyword")


_CHAPTERS = re.compile(r"([IVX]+(?:, [IVX]+)*) — ")
_ROMAN = {"I": 1, "V": 5, "X": 10}


def _roman(numeral: str) -> int:
    values = [_ROMAN[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _read_ahead(r: AbilityResult, results: list[AbilityResult]) -> AbilityResult:
    """CR 714.3b, 702.155b — a Saga's read ahead line: "As this Saga enters, choose a number between one and this Saga's
    final chapter number" and "This Saga enters with the chosen number of lore counters on it": one option for each
    number, each enter_with_counters(lore, I) (its intrinsic single lore counter, CR 714.3a, is for a Saga without read
    ahead: rules/replacement/enter.lp). The final chapter number is the greatest of its chapter symbols (CR 714.2b)."""
    if r.status != "unmodelled" or r.cluster != "keyword: read_ahead":
        return r
    chapters = [_roman(n) for other in results if other.quoted_in is None
                for m in [_CHAPTERS.match(other.text.strip())] if m for n in m.group(1).split(", ")]
    if not chapters:
        return r
    facts = [f for f in r.facts if f.predicate in ("text", "static", "keyword")]
    facts += [Fact(r.number, "replacement", (fn("enters_battlefield"),)),
              Fact(r.number, "replacement_condition", (fn("this"),))]
    facts += [Fact(r.number, "replacement_option", (clingo.Number(i), fn("enter_with_counters", fn("lore"), i)))
              for i in range(1, max(chapters) + 1)]
    return AbilityResult(r.number, r.text, "compiled", "keyword", (), facts, "", r.quoted_in, "keyword")


# "• Temur — Creatures you control get +1/+0 and have trample and haste." (an anchor word, CR 614.12c)
_ANCHOR_MODE = re.compile(r"• (\w+) — (.+)")


def _anchor_modes(a: Ability, r: AbilityResult, name: str, types: tuple[str, ...], keywords: list[str],
                  allocate, legendary: bool) -> AbilityResult:
    """CR 614.12c, 607.2m — "As this enchantment enters, choose Jeskai or Temur." with its anchor-word abilities ("•
    Temur — Creatures you control get +1/+0 and have trample and haste.", Frostcliff Siege): when the whole line is not
    read because of a mode, the choice (ability N, its replacement effect on entering) is read alone and each mode is an
    ability of its own, read or not by itself (an unread one keeps the answers it may change incomplete, as any unread
    ability: it is taken as there whichever word was chosen)."""
    if r.status != "unmodelled" or a.quoted or a.is_quoted or "\n•" not in a.raw:
        return r
    first, *lines = a.raw.split("\n")
    modes = [_ANCHOR_MODE.fullmatch(m.strip()) for m in lines]
    if len(modes) != 2 or any(m is None for m in modes):
        return r
    head = compile_ability(Ability(a.number, first, normalise(first, name, legendary)), name, types, keywords,
                           allocate)
    words = {m.group(1).lower() for m in modes if m is not None}
    chosen = {str(f.args[1].arguments[0]) for f in head.facts if f.predicate == "replacement_option"
              and f.args[1].name == "choose"}
    if head.status != "compiled" or head.extra or chosen != words:
        return r
    head.text = a.raw
    head.facts = [Fact(a.number, "text", (clingo.String(a.raw),)) if f.predicate == "text" else f for f in head.facts]
    for m in modes:
        assert m is not None
        n = allocate()
        line = Ability(n, m.group(2), normalise(m.group(2), name, legendary))
        mode = compile_ability(line, name, types, keywords, allocate)
        if mode.status != "unmodelled" or mode.extra:
            # (read, it would be there whichever word was chosen: which one a board doesn't say, so it stays unread,
            # its kinds keeping the answers it may change incomplete)
            mode = _unmodelled(line, types, [Fact(n, "text", (clingo.String(m.group(2)),))],
                               "an anchor-word ability, there only if its word was chosen")
        mode.reason = f"{mode.reason} (the anchor word {m.group(1)} of ability {a.number}, CR 614.12c)"
        head.extra.append(mode)
    return head


def _lasting(r: AbilityResult) -> bool:
    return r.status == "compiled" and not r.extra and any(f.predicate == "replacement" for f in r.facts)


def _instead_branch(a: Ability, r: AbilityResult, results: list[AbilityResult], name: str, types: tuple[str, ...],
                    keywords: list[str], allocate) -> AbilityResult:
    """An instant's or sorcery's "ABILITY WORD — If [condition], instead [lasting effect]" after a line of a lasting
    effect (Winds of Qal Sisma): as the spell resolved, exactly one of the two effects was created (CR 608.2h: the
    condition is checked then, once), which the board's effects: entry says with chosen: {branch: B}: B is the ability
    word (ferocious) where the condition held, "not" and the word where it didn't (effect_branch/3, CR 611.2). The
    condition itself needs no reading: the board gives its outcome, as Chaos Moon's odd or even."""
    if r.status != "unmodelled" or a.is_quoted or not ({"instant", "sorcery"} & set(types)):
        return r
    rest = without_ability_word(a.clean)
    if rest is not None and (alone := _IF_BRANCH.fullmatch(rest)) is not None and "instead" not in rest:
        # "Ferocious — If you control a creature with power 4 or greater, damage can't be prevented this turn." (Wild
        # Slash): the lasting effect exists in one branch only; in the other the spell created none of it
        # (branch_without/2)
        branched = compile_ability(replace(a, clean=alone.group(1)), name, types, keywords, allocate)
        if branched.status != "compiled" or branched.extra or not any(f.predicate in ("replacement", "cant")
                                                                      for f in branched.facts):
            return r
        word = a.clean.split(" — ", 1)[0].strip()
        branched.facts += [Fact(a.number, "effect_branch", (clingo.String(word),)),
                           Fact(None, "branch_without", (clingo.String("not " + word),))]
        return branched
    m = _INSTEAD_BRANCH.fullmatch(rest) if rest is not None else None
    before = [p for p in results if p.quoted_in is None]
    if m is None or not before or before[-1].number != a.number - 1 or not _lasting(before[-1]):
        return r
    branched = compile_ability(replace(a, clean=m.group(1)), name, types, keywords, allocate)
    if not _lasting(branched):
        return r
    word = a.clean.split(" — ", 1)[0].strip()
    if any(f.predicate == "effect_branch" for f in before[-1].facts):
        return r
    before[-1].facts.append(Fact(before[-1].number, "effect_branch", (clingo.String("not " + word),)))
    branched.facts.append(Fact(a.number, "effect_branch", (clingo.String(word),)))
    return branched


def compile_card(card: dict, name: str | None = None) -> CompiledCard:
    """Compile one entry of the Oracle reference (its name may be a face of a multi-face card)."""
    name = name or card["name"]
    types, supers, subs = _types(card)
    # CR 201.5c — a legendary card's text may name it by the first words of its name (compiler/oracle.py)
    legendary = "legendary" in supers
    text = split_text(card["name"], card.get("text"), legendary)
    next_free = [max((a.number for a in text.abilities), default=0)]

    def allocate() -> int:
        next_free[0] += 1
        return next_free[0]

    results: list[AbilityResult] = []
    keywords = list(card.get("keywords") or [])
    level: tuple[int, int | None] | None = None  # the striation of a leveler the lines are in (CR 711.2)
    class_level = 1  # the class level bar the lines are under (CR 716.2)
    for a in text.abilities:
        if a.reminder_only:
            continue
        m = _LEVEL.fullmatch(a.raw.strip())
        if m is not None and not a.is_quoted:
            level = (int(m.group(1)), int(m.group(2)) if m.group(2) else None)
        pt = _LEVEL_PT.fullmatch(a.raw.strip())
        if level is not None and m is None and not a.is_quoted and pt is not None:
            # CR 711.2a — "[P/T]" in a striation: the creature has that base power and toughness (layer 7b)
            r = AbilityResult(a.number, a.raw, "compiled", "compiled", (),
                              [Fact(a.number, "text", (clingo.String(a.raw),)), Fact(a.number, "static", ()),
                               Fact(a.number, "sets_pt", (fn("creature"), fn("self"), clingo.Number(int(pt.group(1))),
                                                          clingo.Number(int(pt.group(2)))))], "", a.quoted_in, "level_pt")
        else:
            r = compile_ability(a, name, types, keywords, allocate)
            r = _instead_branch(a, r, results, name, types, keywords, allocate)
            r = _anchor_modes(a, r, name, types, keywords, allocate, legendary)
        if level is not None and m is None and not a.is_quoted:
            # CR 711.2a-b — an ability in a striation is the creature's only while its level counters are in range
            r.facts.append(Fact(a.number, "level_range", (clingo.Number(level[0]), clingo.Number(level[1])
                                                          if level[1] is not None else fn("none"))))
        station = _STATION.match(a.raw.strip())
        if station is not None and not a.is_quoted:
            # CR 721.2a-b — a station symbol "N+ | [abilities]": the permanent has them (and, with a P/T box, is a
            # creature) only while it has N or more charge counters
            r.facts.append(Fact(a.number, "station_threshold", (clingo.Number(int(station.group(1))),)))
        bar = _CLASS_LEVEL.fullmatch(a.raw.strip())
        if bar is not None and not a.is_quoted:
            class_level = int(bar.group(1))
            if r.status == "unmodelled" and any(f.predicate == "activated" for f in r.facts):
                # CR 716.2a — "[Cost]: Level N": "This Class's level becomes N. Activate only if this Class is level
                # N-1 and only as a sorcery" (rules/activation/class_levels.lp); its effect changes its level alone
                r.facts += [Fact(a.number, "class_level_up", (clingo.Number(class_level),)),
                            Fact(a.number, "only_changes", (fn("level"),))]
        elif class_level > 1 and not a.is_quoted:
            # CR 716.2a — an ability after a class level bar is the Class's only from that level on
            r.facts.append(Fact(a.number, "class_level", (clingo.Number(class_level),)))
        results.append(r)
        results.extend(r.extra)
    _grants_of_irrelevant_abilities(results, card["name"], legendary)
    card_read: set[Fact] = set()  # (a fact about the card, given once)
    for r in results:
        # (a quoted one: no ability of it; entwine chooses every mode of a modal spell, CR 702.42a)
        read = printed_reads(name, r.number, r.text, every_mode="Entwine" in keywords) if r.quoted_in is None else []
        for f in read + identity_reads(r.number, r.text, r.quoted_in is not None):
            if f not in r.facts and f not in card_read:
                r.facts.append(f)
                card_read |= {f} if f.number is None else set()
    for r in results:
        _only_changes(r, name, legendary)
        _this_card(r, name)
    if "saga" in subs:
        results = [_read_ahead(r, results) for r in results]
    return CompiledCard(name, card.get("type") or "", types, supers, subs, card.get("manaCost"), card.get("power"),
                        card.get("toughness"), card.get("loyalty"), card.get("layout") or "normal", results)


_THIS_COPY = clingo.Function("enter_as_copy_of", [clingo.Function("this")])


def _this_card(r: AbilityResult, name: str) -> None:
    """CR 616.1c — "... enters as a copy of this creature" (Thunderbond Vanguard): the lowering's enter_as_copy_of(this)
    names the card whose ability it is, enter_as_copy_of(Name), as Essence of the Wild's hand-written facts do."""
    for i, f in enumerate(r.facts):
        if f.predicate == "replacement_option" and f.args[1] == _THIS_COPY:
            r.facts[i] = Fact(f.number, f.predicate, (f.args[0], clingo.Function("enter_as_copy_of",
                                                                                  [clingo.String(name)])))


# "Commander creatures you own have "…"", "Sliver creatures you control have "…"", "As long as you control another
# Wizard, this creature has "…"": a line whose only effect is to grant the quoted abilities (CR 613.1f).
_GRANT_OF_QUOTED = re.compile(r"[a-z0-9 ,'~-]+ (have|has) \"\"( and \"\")? \.")


def _grants_of_irrelevant_abilities(results: list[AbilityResult], name: str, legendary: bool = False) -> None:
    """A grant no cue recognised (kind unknown) whose quoted abilities are each proven to change no answer here (kind
    other: compiler/irrelevant.py) changes only the abilities `show` lists (kind keyword_grant, as a grant of keywords
    proven irrelevant) and, for an activated one, those can-activate lists (kind ability_effect) (CR 613.1f)."""
    for r in results:
        if r.status != "unmodelled" or r.kinds != ("unknown",) or r.quoted_in is not None:
            continue
        if not _GRANT_OF_QUOTED.fullmatch(kinds_mod.strip_quotes(normalise(r.text, name, legendary))):
            continue
        quoted = [q for q in results if q.quoted_in == r.number]
        if quoted and all(q.status == "unmodelled" and q.kinds == ("other",) for q in quoted):
            # (an activated ability granted is one can-activate lists, CR 602.1: kind ability_effect, as the cue of
            # compiler/kinds.py gives a grant of an activated ability beside another effect)
            activated = any(f.predicate == "activated" for q in quoted for f in q.facts)
            r.kinds = ("ability_effect",) if activated else ("keyword_grant",)


# What an unmodelled activated ability's effect changes, when that is all it does: a lasting effect until end of turn
# on one creature (its own, or the one its Aura or Equipment is attached to), "{1}: Enchanted creature gets +1/-1 or
# -1/+1 until end of turn." (Pemmin's Aura), "{3}, {Q}: This creature gets +2/+2 until end of turn." (Umbral Mantle's
# grant): `pt`, its power and toughness (layer 7c, CR 613.4c); "{U}: Enchanted creature gains flying until end of
# turn.": `keywords`, keyword abilities proven to matter to no question here (compiler/irrelevant.py) or shroud, which
# only stops the creature being targeted (CR 702.18a); "{2}, {T}: You gain 1 life.": `life` (CR 119.3); "{5}, {T}:
# Draw a card." (Staff of Domination): `hand` (CR 121.1). The search holding priority (rules/mana/mana_loops.lp) reads
# it.
_SUBJECT = r"(?:this creature|~|enchanted creature|equipped creature)"
_PT = r"[+-]\d+/[+-]\d+"
_ONLY_PT = re.compile(rf"{_SUBJECT} gets {_PT}(?: or {_PT})* until end of turn \.")
_ONLY_LIFE = re.compile(r"you gain (?:\d+|one|two|three) life \.")
_ONLY_DRAW = re.compile(r"draw (?:a card|(?:\d+|two|three) cards) \.")
_ONLY_KEYWORDS = re.compile(rf"{_SUBJECT} gains (?:{irrelevant._KW}|shroud)(?:(?:,| and|, and) (?:{irrelevant._KW}|shroud))*"
                            r" until end of turn \.")


# "{4}: Put a +1/+1 counter on this creature." (Walking Ballista): `counters`, the counters on its own permanent (CR
# 122.1); "Remove a +1/+1 counter from this creature: It deals 1 damage to any target.": `damage_any_target` (CR 120.3,
# 115.4: a player is always among its legal targets, rules/activation/counter_abilities.lp). The search holding priority
# never takes either as inert (rules/mana/mana_loops.lp): counters and damage are what its costs and amounts may read.
_ONLY_COUNTERS = re.compile(rf"put (?:a|an|one|two|three|\d+) (?:{_PT}|[a-z]+) counters? on {_SUBJECT} \.")
_ONLY_DAMAGE = re.compile(r"(?:it|~|this creature) deals (?:\d+|one|two|three) damage to any target \.")
# "[-3]: Chandra deals 4 damage to target creature.": `damage_target_creature`, its target a creature (target_filter/3 of
# rules/activation/any_target.lp: shroud, hexproof and protection from its source's qualities read, CR 601.2c, 702.16b)
_ONLY_DAMAGE_CREATURE = re.compile(r"(?:it|~|this creature) deals (?:\d+|one|two|three|four|five) damage to target "
                                   r"creature \.")
# A loyalty ability (CR 606.2: it functions on the battlefield only, its cost read whole: cost loyalty/1) whose effect
# has no target, mode, X, restriction or cost of its own: activating it is paying its cost at its time (CR 602.2,
# 606.3); what it then does bears on nothing can-activate answers (`effect`; the search holding priority never takes it
# as inert). "[+1]: Exile the top card of your library. You may cast that card. ..." (Chandra, Torch of Defiance).
_NOT_EFFECT_ONLY = re.compile(r"\b(?:targets?|activate[sd]?|activation|choose|chosen|x|costs?|additional|mode|modes)\b")


def _only_changes(r: AbilityResult, name: str, legendary: bool = False) -> None:
    if r.status != "unmodelled" or not any(f.predicate == "activated" for f in r.facts):
        return
    text = kinds_mod.strip_quotes(normalise(r.text, name, legendary))
    if ":" not in text:
        return
    body = text.split(":", 1)[1].strip()
    part = "pt" if _ONLY_PT.fullmatch(body) else "keywords" if _ONLY_KEYWORDS.fullmatch(body) else \
        "life" if _ONLY_LIFE.fullmatch(body) else "hand" if _ONLY_DRAW.fullmatch(body) else \
        "counters" if _ONLY_COUNTERS.fullmatch(body) else "damage_any_target" if _ONLY_DAMAGE.fullmatch(body) else \
        "damage_target_creature" if _ONLY_DAMAGE_CREATURE.fullmatch(body) else None
    if part is None and text.startswith("[") and any(f.predicate == "cost" and f.args[0].name == "loyalty"
                                                     for f in r.facts) \
            and not _NOT_EFFECT_ONLY.search(body) and not any(f.predicate == "targets" for f in r.facts):
        part = "effect"
    if part is not None:
        r.facts.append(Fact(r.number, "only_changes", (fn(part),)))


def compile_ability(a: Ability, name: str, types: tuple[str, ...], keywords: list[str],
                    allocate=lambda: 0) -> AbilityResult:
    base = [Fact(a.number, "text", (clingo.String(a.raw),))]
    if a.is_quoted:
        base.append(Fact(a.number, "quoted_ability", ()))
    found = None if a.is_quoted else _keyword_line(a, keywords)
    if found:
        r = _keyword_ability(a, found, name)
        r.facts = base + r.facts
        return r
    tree = parse(a.clean)
    if tree is None and (rest := without_ability_word(a.clean)) is not None:
        tree = parse(rest)
    if tree is None and (rest := without_flavor_word(a.clean, keywords, keyword_names())) is not None:
        tree = parse(rest)
    if tree is None and (station := _STATION.match(a.clean)) is not None and not a.is_quoted:
        # CR 721.2a — the abilities after a station symbol "N+ | " are read as any others (station_threshold/2 says
        # when the permanent has them, compile_card)
        tree = parse(a.clean[station.end():])
    if tree is None and not a.is_quoted and (chapter := _CHAPTER_LINE.match(a.clean)) is not None:
        # CR 714.2b, 611.2 — "I, II — Prevent all damage that would be dealt to creatures you control this turn."
        # (Summon: Alexander), "III — If a red source you control would deal damage ... this turn, it deals that much
        # damage plus 2 ... instead." (The Flame of Keld): the chapter ability triggers and resolves; its lasting effect
        # on damage is an ability of its own (effect_ability/2), applying from the board's effects: entry of the Saga
        effect = parse(a.clean[chapter.end():])
        if effect is not None and effect.data.startswith("dmg_"):
            tree = Tree("chapter_effect", [effect])
    if tree is not None:
        try:
            lowering = AbilityLowering(a.number, a.quoted, types, allocate)
            lowering.card_name = name
            lowered = lowering.lower(tree)
        except Unsupported as exc:
            return _unmodelled(a, types, base, f"parsed, but {exc}")
        if any(f.predicate == "cost" and f.args[0].name == "loyalty" for f in lowered.facts) and \
                any(f.predicate.startswith("adds") or f.predicate in ("untaps", "taps") for f in lowered.facts):
            # CR 605.1a — "[+1]: Add {R}{R}" (Chandra, Torch of Defiance) is a loyalty ability, never a mana ability:
            # its mana is not what the mana abilities add (kind nonmana_adds, compiler/kinds.py); "[-1]: Untap target
            # permanent" (Kiora, Behemoth Beckoner) is no step of the search holding priority, which doesn't read a
            # loyalty ability's timing (CR 606.3)
            return _unmodelled(a, types, base, "parsed, but a loyalty ability is no mana ability nor an untap the "
                                               "mana search follows (CR 605.1a, 606.3)")
        reason = "rider: " + ", ".join(lowered.riders) if lowered.riders else "compiled"
        group = str(tree.data)
        own = [f for f in lowered.facts if f.number in (a.number, None)]
        # (a rider the targeting rules don't read keeps its kind: "Creatures you control gain hexproof until end of
        # turn" beside a prevention, Blinding Fog, leaves an answer that targets incomplete, CR 702.11b, 613.1f)
        kinds = tuple(dict.fromkeys(RIDER_KINDS[k] for k in lowered.riders if k in RIDER_KINDS))
        result = AbilityResult(a.number, a.raw, lowered.status, reason, kinds, base + own, "", a.quoted_in, group)
        effects = sorted({f.number for f in lowered.facts if f.number not in (a.number, None)})
        if effects:
            # the lasting effect of an activated ability: an ability of its own (rules/layers/characteristics.lp)
            text = a.raw.split(": ", 1)[1] if ": " in a.raw else \
                a.raw.split(" — ", 1)[1] if tree.data == "chapter_effect" else a.raw
            # (an ability the effect grants, a keyword, has its own text)
            own_text = {f.number: f.args[0].string for f in lowered.facts if f.predicate == "text"}
            result.extra = [AbilityResult(m, own_text.get(m, text), "compiled",
                                          "the lasting effect of ability " + str(a.number), (),
                                          ([] if m in own_text else [Fact(m, "text", (clingo.String(text),))])
                                          + [f for f in lowered.facts if f.number == m], "", a.number, group)
                            for m in effects]
        return result
    why = "no grammar rule matches" if worth_parsing(a.clean) else "not a kind of ability the grammars read"
    return _unmodelled(a, types, base, why)


# Riders whose effect a question reads without the rider's facts: the kind it keeps (compiler/kinds.py).
RIDER_KINDS = {"hexproof": "targeting_effect"}


# (one sentence, all of it under the condition)
_WHILE_COUNTER = re.compile(r"as long as ~ has an? ([a-z0-9+/-]+) counter on (it|him|her|them) , [^.]*\.?")


# "When you cycle this card, you may prevent the next 1 damage ..." (Sunfire Balm), "When you cast this spell, ...": an
# instant's or sorcery's triggered ability, which triggers from the hand or the stack (CR 702.29c, 603.1), not part of
# the spell's effect (CR 608.2c): no spell_ability of a resolved spell's effects: entry.
_SELF_TRIGGER = re.compile(r"(?:[^—]{1,40} — )?(when|whenever) you (cycle|cast|discard)\b[^,]* (this card|this spell|~)\b")


def _unmodelled(a: Ability, types: tuple[str, ...], base: list[Fact], why: str) -> AbilityResult:
    kinds = tuple(kinds_mod.kinds_of(a.clean, types, a.is_quoted))
    facts = list(base)
    spell = ("instant" in types or "sorcery" in types) and not a.is_quoted
    text = kinds_mod.strip_quotes(a.clean)
    if kinds_mod.is_activated(a.clean):
        facts.append(Fact(a.number, "activated", ()))
        # The cost is read even when the effect is not: can-activate lists it (CR 602.2b, 118.3).
        head, body = text.split(" :", 1) if " :" in text else (text.split(":", 1) + [""])[:2]
        tree = parse_costs(head.strip())
        if tree is not None:
            try:
                low = AbilityLowering(a.number, a.quoted, types, lambda: 0)
                low.lower_costs(tree)
                facts += low.out.facts
            except Unsupported:
                pass
        if re.search(r"\btargets?\b", body):
            facts.append(Fact(a.number, "targets", ()))  # not a mana ability (CR 605.1a)
    elif spell and not _SELF_TRIGGER.match(text):
        facts.append(Fact(a.number, "spell_ability", ()))
    elif kinds_mod.is_triggered(text):
        facts.append(Fact(a.number, "triggered", ()))
    else:
        facts.append(Fact(a.number, "static", ()))
        # CR 611.3a — a static ability's effect "as long as ~ has a [kind] counter on it" doesn't exist without that
        # counter (Arixmethes, Slumbering Isle: no slumber counter, no type-changing effect): lasts_while/3, read by
        # rules/core/incomplete.lp even when the effect itself is not modelled.
        lasts = _WHILE_COUNTER.fullmatch(text.strip())
        if lasts is not None:
            try:
                facts.append(Fact(a.number, "lasts_while", (fn("counter_on", fn("source"), fn(counter_kind(lasts.group(1)))),)))
            except Unsupported:
                pass
    reason = f"{why}: {kinds_mod.reason_shape(a.clean)}"
    if ("replacement(enters_battlefield)" in kinds or "replacement(damage)" in kinds) \
            and (unstated := unstated_reason(a.clean)) is not None:
        reason = unstated  # (compiler/unstated.py: it reads what no board or event states)
    return AbilityResult(a.number, a.raw, "unmodelled", reason, kinds, facts, kinds_mod.cluster_of(a.clean),
                         a.quoted_in)
