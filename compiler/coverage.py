"""The coverage report: how many abilities are compiled, riders or unmodelled, how many cards with mana
abilities of their own are fully compiled, the groups the issue targets, and the clusters of text that
no grammar rule reads yet (with examples), so the next rule goes where most cards wait.

Measured on the library as a query sees it: hand-written card files override the compiled abilities they
mention (encoder/library.py: card_abilities)."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

MANA_FACTS = ("adds", "adds_mana", "adds_for_each", "adds_x", "adds_per_counter", "adds_devotion", "adds_amount",
              "adds_each_color")
TRIGGER_FACTS = ("trigger_adds", "trigger_adds_for_each")
# An effect that sets or adds land types of lands (CR 305.7, 205.1): its subject is a land.
_LAND_TYPE_CHANGE = re.compile(
    r"(?<!if )(?<!if it's a )\b(lands?|nonbasic lands|basic lands|each land|all lands|enchanted land|target land|"
    r"that land|fortified land|(all )?(mountains|forests|islands|swamps|plains))\b( you control| an opponent "
    r"controls)?( (is|are|becomes?|become))( a| an| the)? (basic )?(plains|islands?|swamps?|mountains?|forests?|"
    r"basic land type|every basic land type|land types?)\b|loses? all land types"
    # the chosen type (Convincing Mirage, Thran Portal, Realmwright, Illusionary Terrain, Vision Charm) or
    # "that type" (Terraformer), every basic or other land type (Energybending, Omo, Planar Nexus, rangeling)
    r"|\blands?\b[^.\"]{0,40}\b(is|are|becomes?) (the|that|the second) (chosen )?type\b|\bgain all basic land types\b"
    r"|\bis every (nonbasic )?land type\b", re.IGNORECASE)
# Reading a land's types is not changing them (Goblin Caves: "As long as enchanted land is a basic Mountain,
# Goblin creatures get +0/+2"; "if that land is a Swamp").
_READS_LAND_TYPE = re.compile(r"\b(if|as long as) (enchanted|that|it|the) land is\b", re.IGNORECASE)
# Issue 26: the effects on counters being put on a permanent or a player (CR 122.6, 614.16: also as it enters, and
# counters that replace damage): "If one or more … counters would be put on …", "If you would get/put one or more
# counters", and the "can't" effects on counters (CR 614.17: "Players can't get counters", "can't have -1/-1
# counters put on them", "Counters can't be put on …").
COUNTER_KINDS = ("replacement(put_counters)", "replacement(put_any_counters)")
_COUNTERS_PUT = re.compile(
    r"\bif (one or more|a|an|one|n or more) [^.]{0,40}counters? would be (put|placed) on\b"
    r"|\bif (you|a player|an opponent|a permanent|[^.]{0,30}) would (get|put|have) (one or more|a|an)? ?[^.]{0,20}counters?\b"
    r"|\bcan't (get|have) [^.]{0,30}counters\b|\bcounters can't be (put|placed) on\b", re.IGNORECASE)


@dataclass(frozen=True)
class AbilityView:
    """One ability as the coverage sees it (from the shipped data or a hand-written file)."""

    card: str
    number: int
    text: str
    status: str
    reason: str
    kinds: tuple[str, ...]
    terms: tuple[str, ...]
    quoted: bool
    source: str = "compiled"  # or "hand-written"


@dataclass(frozen=True)
class Cluster:
    shape: str
    count: int
    examples: tuple[str, ...]


@dataclass(frozen=True)
class Group:
    """A group of abilities the issue sets a target for: how many, and how many are covered."""

    name: str
    total: int
    covered: int
    missing: tuple[str, ...] = ()  # "Card (ability N)" of the ones not covered
    missing_clusters: tuple[Cluster, ...] = ()  # the same by cluster of unread text, for the groups that list them

    @property
    def percent(self) -> float:
        return 100.0 * self.covered / self.total if self.total else 100.0


@dataclass(frozen=True)
class Coverage:
    cards: int
    abilities: dict[str, int]
    hand_written: int  # abilities whose facts come from a hand-written card file
    mana_cards: int  # cards with mana abilities of their own (printed, not granted)
    mana_cards_full: int  # ... every one of which is compiled or a rider
    groups: tuple[Group, ...]
    clusters: tuple[Cluster, ...]  # unrecognised text of mana-related abilities, most frequent first
    all_clusters: tuple[Cluster, ...] = field(default=())  # of every unmodelled ability

    @property
    def mana_percent(self) -> float:
        return 100.0 * self.mana_cards_full / self.mana_cards if self.mana_cards else 100.0

    def as_dict(self) -> dict:
        return {
            "cards": self.cards, "abilities": dict(self.abilities), "hand_written": self.hand_written,
            "mana_cards": self.mana_cards, "mana_cards_fully_compiled": self.mana_cards_full,
            "mana_percent": round(self.mana_percent, 1),
            "groups": [{"name": g.name, "total": g.total, "covered": g.covered, "percent": round(g.percent, 1),
                        "missing": list(g.missing),
                        **({"missing_by_cluster": [{"shape": c.shape, "count": c.count, "abilities": list(c.examples)}
                                                   for c in g.missing_clusters]} if g.missing_clusters else {})}
                       for g in self.groups],
            "clusters": [{"shape": c.shape, "count": c.count, "examples": list(c.examples)} for c in self.clusters],
            "all_clusters": [{"shape": c.shape, "count": c.count, "examples": list(c.examples)}
                             for c in self.all_clusters],
        }


def _pred(term: str) -> str:
    return term.split("(", 1)[0]


def is_mana_ability(a: AbilityView) -> bool:
    preds = {_pred(t) for t in a.terms}
    if a.status == "unmodelled":
        return "mana_ability" in a.kinds or "triggered_mana" in a.kinds
    return (bool(preds & set(MANA_FACTS)) and "activated" in preds and "targets" not in preds) or \
        (bool(preds & set(TRIGGER_FACTS)) and "triggered" in preds)


def is_mana_replacement(a: AbilityView) -> bool:
    return "replacement(mana_production)" in a.terms or "replacement(mana_production)" in a.kinds


def is_triggered_mana(a: AbilityView) -> bool:
    preds = {_pred(t) for t in a.terms}
    return "triggered_mana" in a.kinds or (bool(preds & set(TRIGGER_FACTS)) and "triggered" in preds)


def is_land_type_change(a: AbilityView) -> bool:
    # (a chosen creature type, Xenograft's "is the chosen type in addition", changes no land type)
    if any(t.startswith("type_effect(") and ("set_subtypes(land" in t or "add_subtype(" in t)
           and "chosen_creature_type" not in t for t in a.terms):
        return True
    return bool(_LAND_TYPE_CHANGE.search(a.text)) and not _READS_LAND_TYPE.search(a.text)


# A hand-written card file's reason for an ability that no event of the explorer can express (a coin flip, a real-world
# condition): the coverage report keeps the whole reason, so the ability is listed as documented, never dropped.
OUTSIDE_EVENTS = "outside the explorer's events"


def _shape(reason: str) -> str:
    """The cluster an unmodelled ability is listed under: the unread text, or the documented reason it is left out."""
    return reason if reason.startswith(OUTSIDE_EVENTS) else reason.split(": ", 1)[-1]


def is_counters_effect(a: AbilityView) -> bool:
    """An effect on counters being put (a replacement effect of kind put_counters or put_any_counters, or a "can't"
    effect on counters), compiled or hand-written, or unmodelled with such a kind or text."""
    if any(t in COUNTER_KINDS for t in a.terms) or any(k in COUNTER_KINDS for k in a.kinds):
        return True
    if any(t.startswith(("cant_counters(", "counter_limit(")) for t in a.terms):
        return True  # (counter_limit: "can't have more than N ... counters on it", CR 122.4)
    return a.status == "unmodelled" and bool(_COUNTERS_PUT.search(a.text))


# Issue 26: the explorer's other events. A permanent entering (CR 614.1c-d, 614.12: "enters tapped", "enters with",
# "as ~ enters", "enter untapped"; compiler/kinds.py gives kind replacement(enters_battlefield)) and damage (CR 614,
# 615: prevention, redirection, doubling, "can't be prevented"; kind replacement(damage)).
ENTER_KIND = "replacement(enters_battlefield)"
DAMAGE_KIND = "replacement(damage)"


def is_enter_effect(a: AbilityView) -> bool:
    """A replacement effect on a permanent entering, compiled, hand-written or unmodelled."""
    return ENTER_KIND in a.terms or ENTER_KIND in a.kinds


def is_damage_effect(a: AbilityView) -> bool:
    """A replacement or prevention effect on damage (protection's too, CR 702.16e; a life floor, Worship, CR 614.1a), or
    a "can't be prevented" effect, compiled, hand-written or unmodelled."""
    # (an unread activated ability whose effect is a shield, kind lasting_effect(damage), compiler/kinds.py)
    return DAMAGE_KIND in a.terms or DAMAGE_KIND in a.kinds or "lasting_effect(damage)" in a.kinds \
        or any(t.startswith(("cant(prevent_damage", "protection_from(", "life_floor(")) for t in a.terms) \
        or any(t in ("keyword(wither)", "keyword(infect)") for t in a.terms) \
        or any(t.startswith(("keyword_while(wither", "keyword_while(infect")) for t in a.terms) \
        or any(t.startswith("toxic(") for t in a.terms)  # CR 120.3b, d, g: damage dealt as or giving counters


def _granted(a: AbilityView, abilities: list[AbilityView]) -> list[AbilityView]:
    """The quoted abilities of the same card that ability `a` grants (grants/5: "Equipped creature ... has protection
    from red and from blue", the Swords): a grant of a group's effect is in that group."""
    numbers = {t.rsplit(",", 1)[-1].rstrip(")") for t in a.terms if t.startswith("grants(")}
    return [q for q in abilities if q.quoted and str(q.number) in numbers]


def _created(a: AbilityView, abilities: list[AbilityView]) -> list[AbilityView]:
    """The lasting effect an activated ability creates (creates_effect/3: "{1}: The next time a red source of your
    choice would deal damage to you this turn, prevent that damage", Circle of Protection: Red; CR 611.2): an ability
    of its own, in the group of its effect."""
    numbers = {t.removeprefix("creates_effect(").rstrip(")") for t in a.terms if t.startswith("creates_effect(")}
    return [q for q in abilities if q.quoted and str(q.number) in numbers]


_KEYWORD_LINE = "keyword ability not interpreted by the rules: "


def covered_in(a: AbilityView, member) -> bool:
    """Ability `a`, a member of the group `member` tests for, is covered in it: compiled or a rider, or a keyword line
    whose keywords of the group are read. CR 113.2c: keyword abilities "strung together on a single line" are separate
    abilities ("Flying, protection from red": flying, and protection from red). The compiler reads each keyword of the
    line and names the unread ones in the reason, the kinds being theirs (compiler/compile.py: _keyword_ability): the
    line stays `unmodelled` for them, and counts as covered in a group when none of them is a member of it nor of an
    unknown kind (an unread "protection from the chosen color" beside flying is a damage effect not read)."""
    if a.status != "unmodelled":
        return True
    if not a.reason.startswith(_KEYWORD_LINE) or "unknown" in a.kinds or a.quoted:
        return False
    rest = AbilityView(a.card, a.number, a.reason[len(_KEYWORD_LINE):], a.status, a.reason, a.kinds, (), a.quoted,
                       a.source)
    return not member(rest)


# The groups whose missing abilities are listed by cluster of unread text, and what puts an ability in each.
CLUSTERED_GROUPS = {
    "counters put on a permanent or player": is_counters_effect,
    "a permanent entering (replacement effects)": is_enter_effect,
    "damage (replacement and prevention effects)": is_damage_effect,
}


def coverage_of(cards: Iterable[list[AbilityView]], examples: int = 3, top: int = 40,
                not_in_games: frozenset[str] = frozenset()) -> Coverage:
    """The coverage of these cards; `not_in_games`: names left out of the groups (planes, schemes, …)."""
    statuses: Counter = Counter()
    hand = 0
    n_cards = mana_cards = mana_full = 0
    groups: dict[str, list[tuple[AbilityView, bool]]] = defaultdict(list)
    # For a group whose missing abilities are listed by cluster: {group: {shape of the unread text: [abilities]}}.
    missing_by_cluster: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    clusters: dict[str, list[str]] = defaultdict(list)
    every: dict[str, list[str]] = defaultdict(list)
    for abilities in cards:
        n_cards += 1
        own_mana = []
        for a in abilities:
            statuses[a.status] += 1
            hand += a.source == "hand-written"
            covered = a.status != "unmodelled"
            if a.status == "unmodelled":
                every[a.reason.split(": ", 1)[-1]].append(a.card)
            if not a.quoted and is_mana_ability(a):
                own_mana.append(a)
            if a.card in not_in_games:
                continue  # planes, schemes, vanguards: not cards of a game's board
            if is_mana_replacement(a):
                groups["mana replacement effects"].append((a, covered))
            if not a.quoted and is_triggered_mana(a):
                groups["triggered mana abilities"].append((a, covered))
            if not a.quoted and is_land_type_change(a):
                groups["land-type-changing effects"].append((a, covered))
            for group, member in CLUSTERED_GROUPS.items():
                given = [q for q in _granted(a, abilities) + _created(a, abilities) if member(q)]
                if not a.quoted and (member(a) or given):
                    # (a grant of an ability of the group is covered only when that ability is too: Phila, Unsealed's
                    # grant of an unread "... gain Toxic 1" is not)
                    unread = [q for q in given if not covered_in(q, member)]
                    ok = covered_in(a, member) and not unread
                    groups[group].append((a, ok))
                    if not ok:
                        reason = a.reason if not covered_in(a, member) else unread[0].reason
                        missing_by_cluster[group][_shape(reason)].append(f"{a.card} (ability {a.number})")
        if own_mana:
            mana_cards += 1
            if all(a.status != "unmodelled" for a in own_mana):
                mana_full += 1
            for a in own_mana:
                if a.status == "unmodelled":
                    clusters[a.reason.split(": ", 1)[-1]].append(a.card)
    def ranked(found: dict[str, list[str]], examples: int = examples) -> tuple[Cluster, ...]:
        order = sorted(found.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:top]
        return tuple(Cluster(shape, len(names), tuple(sorted(set(names))[:examples])) for shape, names in order)

    group_list = tuple(Group(name, len(rows), sum(1 for _, ok in rows if ok),
                             tuple(sorted(f"{a.card} (ability {a.number})" for a, ok in rows if not ok)),
                             ranked(missing_by_cluster[name], 10 ** 6) if name in missing_by_cluster else ())
                       for name, rows in sorted(groups.items()))

    return Coverage(n_cards, dict(sorted(statuses.items())), hand, mana_cards, mana_full, group_list,
                    ranked(clusters), ranked(every))


def render_coverage(c: Coverage) -> str:
    lines = [f"{c.cards:,} cards; abilities: " + ", ".join(f"{k} {v:,}" for k, v in c.abilities.items())
             + f" ({c.hand_written} from hand-written card files)",
             f"cards with mana abilities of their own: {c.mana_cards:,}, fully compiled (every mana ability "
             f"compiled or rider): {c.mana_cards_full:,} ({c.mana_percent:.1f}%)"]
    for g in c.groups:
        if g.missing_clusters:
            lines.append(f"{g.name}: {g.covered}/{g.total} compiled or hand-written ({g.percent:.1f}%); not yet, by "
                         "cluster (count, shape, abilities):")
            for cl in g.missing_clusters[:10]:
                lines.append(f"  {cl.count:>5}  {cl.shape}  — {', '.join(cl.examples[:6])}"
                             + (" …" if len(cl.examples) > 6 else ""))
            continue
        lines.append(f"{g.name}: {g.covered}/{g.total} compiled or hand-written ({g.percent:.1f}%)"
                     + (f"; not yet: {', '.join(g.missing[:12])}" + (" …" if len(g.missing) > 12 else "")
                        if g.missing else ""))
    lines.append("unrecognised text of mana abilities, by cluster (count, shape, examples):")
    for cl in c.clusters[:25]:
        lines.append(f"  {cl.count:>5}  {cl.shape}  — {', '.join(cl.examples)}")
    lines.append("unrecognised text of all abilities, by cluster:")
    for cl in c.all_clusters[:15]:
        lines.append(f"  {cl.count:>5}  {cl.shape}  — {', '.join(cl.examples)}")
    return "\n".join(lines)
