"""The Lark parser over the grammars in compiler/grammars/ (one grammar: the files are read in order).

Earley with the dynamic lexer: terminals are matched only where the grammar expects them, so a word is a
keyword only in the places a rule names it. Only lines that carry a cue of something the grammars
recognise are parsed (`worth_parsing`); the others are classified without a parse (compiler/kinds.py).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import LarkError

GRAMMAR_DIR = Path(__file__).resolve().parent / "grammars"
# The grammar files, in the order they are joined: start rule first, then its parts.
GRAMMAR_FILES = ("abilities.lark", "costs.lark", "mana.lark", "riders.lark", "triggers.lark",
                 "replacements.lark", "statics.lark", "animation.lark", "land_types.lark", "filters.lark", "common.lark")

# For each start rule of abilities.lark, a cue a line must show to be worth parsing with it.
_LAND_TYPES = r"(plains|islands?|swamps?|mountains?|forests?|every basic land type)"
# "Untap target creature." (Staff of Domination), "Untap target Forest." (Arbor Elf): the grammar reads the filter
_TARGET_NOUN = r"target [a-z ,]+"
START_CUES: dict[str, re.Pattern] = {
    "activated_mana": re.compile(r"^[^\"]*?: [^\"]*(\badds?\b|choose a color)"),
    "activated_effect": re.compile(r"^[^\"]*?: (until end of turn , if [^.]*for mana[^.]*instead|target land becomes"
                                   r"|(until end of turn , )?(this|target) land [^.]*becomes an? \d+/\d+ [^.]*creature"
                                   r"|target [^ .]+ ?creature gets [+-]\d+/[+-]\d+ until end of turn \.$"
                                   r"|target [^ .]+ ?creature becomes (white|blue|black|red|green) until end of turn \.$"
                                   # (a prevention or redirection effect: "the next time a red source of your choice
                                   # would deal damage to you this turn , prevent that damage .")
                                   r"|[^.]*\bdamage\b"
                                   # (a modal ability with a damage mode: "choose one — • you gain 2 life . • prevent
                                   # the next 2 damage …", Balm of Restoration)
                                   r"|choose one — • [^\"]*\bdamage\b"
                                   # (Jeska, Thrice Reborn: the target chosen, then its damage replaced)
                                   r"|choose target creature \. until your next turn , if that creature would deal "
                                   # (Maze of Ith: the untap, then the prevention)
                                   r"|untap target attacking creature (you control |with shadow )?\. prevent all combat damage "
                                   # (Kiora, the Tide's Fury: of a creature or land)
                                   r"|untap target creature or land \. prevent all damage "
                                   # (a Gideon: the animation, then the prevention)
                                   r"|until end of turn , ~ becomes an? \d+/\d+ [^.]*still a planeswalker \. prevent all damage "
                                   # (Whippoorwill: the regeneration, then "damage ... can't be prevented")
                                   r"|target creature can't be regenerated this turn \. damage "
                                   # ("{1}{G}, {T}: This turn, each creature you control enters with an additional
                                   # +1/+1 counter on it.", Combine Guildmage)
                                   r"|this turn , each [^.]* enters with )"),
    "activated_untap": re.compile(r"^[^\"]*?: untap (this \w+|~|it|enchanted \w+|equipped \w+|" + _TARGET_NOUN + r") \.$"),
    "activated_tap": re.compile(r"^[^\"]*?: tap (this \w+|~|it|enchanted \w+|equipped \w+|" + _TARGET_NOUN + r") \.$"),
    "activated_tap_or_untap": re.compile(r"^[^\"]*?: (you may )?tap or untap (this \w+|~|it|enchanted \w+|equipped \w+|"
                                         + _TARGET_NOUN + r") \.$"),
    "activation_reduction": re.compile(r"^(enchanted|equipped) \w+'s activated abilities cost \{\d+\} less to activate \. "
                                       r"this effect can't reduce the mana in that cost to less than one mana \.$"),
    "land_becomes": re.compile(r"^target land becomes an? "),
    # "All Forests are 1/1 creatures that are still lands.", "Lands you control are 2/2 creatures with first strike.
    # They're still lands." (a static ability: lands are creatures while it lasts, CR 613.1d)
    "animate_lands_static": re.compile(r"^[a-z ]+ are \d+/\d+ [a-z ,]*\bcreatures\b[a-z ,]* (that are|\. they're) "
                                       r"still lands \.$"),
    "mana_trigger": re.compile(r"^(until end of turn , )?whenever [^.]*(for mana|causes you to add|you tap [^.]* for \{)"),
    "enters": re.compile(r"\benters? (tapped|untapped|with|as a copy)\b|^as [^.]* enters , (secretly )?choose"
                         r"|^as [^.]* enters , an opponent chooses |^as [^.]* enters or is turned face up , put "
                         r"|^if it's neither day nor night , it becomes day as|^if [^.]* would enter , (instead )?sacrifice "
                         r"|^if [^.]* would enter , you may discard "
                         r"|^as [^.]* enters , pay any amount of life \.$|^as [^.]* enters , sacrifice all "
                         r"|^as [^.]* enters , discard your hand \.$|^as [^.]* enters , you may return "
                         r"|^as [^.]* enters , (if it was kicked , )?mill "
                         r"|^as [^.]* enters , remove all counters from all permanents "
                         r"|^as [^.]* enters , (look at an opponent's hand , then choose|you may choose "
                         r"|you and an opponent each choose |name a keyword ability|you may have it become a copy)"
                         r"|^as [^.]* enters or is turned face up , you may choose another "
                         r"|^if [^.]* would enter and [^.]*, exile it instead"),
    "mana_replacement": re.compile(r"(tapped for|taps? [^.]*for mana)[^.]*instead"),
    "damage_replacement": re.compile(r"damage"),
    "counters_replacement": re.compile(r"counters would be put|would put one or more counters on a permanent or player"),
    "costs": re.compile(r"^$"),  # parsed on its own: the cost of an ability whose effect is not read
    "type_change": re.compile(r"\b(are|is an?|is)\b [^.]*\b" + _LAND_TYPES + r"\b"),
    # (also keywords, then a quoted ability: "… have vigilance and "{T}: Add one mana of any color."", Esika)
    "grant": re.compile(r"\b(have|has) ([a-z ,]+ and )?\""
                        r"|^(equipped|enchanted) creature (gets [+-]\d+/[+-]\d+ and )?has protection from "
                        r"|^(this \w+|~) has protection from the chosen (color|player) \.$"
                        # (a spell's lasting pump and keywords; a protection while untapped, Pristine Angel)
                        r"|^(until end of turn , )?[a-z ]+ gets? [+-]\d+/[+-]\d+ and gains? [a-z0-9 ,]+ \.$"
                        r"|^as long as (this \w+|~) is untapped , it has protection from "
                        # (keywords given, or power and toughness: "creatures you control have haste .", "equipped
                        # creature gets +3/+0 and has trample and lifelink .")
                        r"|^[a-z ]+ (have|has) [a-z ,]+ \.$|^[a-z ]+ gets? [+-]\d+/[+-]\d+( and (have|has) [a-z0-9 ,]+)? \.$"),
    "as_though_haste": re.compile(r"^you may activate abilities of [^.]* as though those creatures had haste"),
    # land types changed by a static, a spell, or an activated or triggered ability's lasting effect
    "land_type_effect": re.compile(r"\b(is|are|becomes?) (an? |the )?" + _LAND_TYPES + r"\b|\bchosen type\b"
                                  r"|\bbecomes? the basic land type\b|\bbecomes that type\b|\bgain all basic land types\b"
                                  r"|\blose(s)? all land types and abilities\b|\bis every (basic |nonbasic )?land type\b"
                                  r"|^rangeling$"),
}


class GrammarBuildError(Exception):
    """The grammars of compiler/grammars/ don't build a parser (a reduce/reduce conflict, an undefined rule): not a
    LarkError, so that parse() can't take it for a line that doesn't parse and compile every ability as unmodelled."""


def grammar_sources() -> dict[str, str]:
    return {f: (GRAMMAR_DIR / f).read_text(encoding="utf-8") for f in GRAMMAR_FILES}


def grammar_text() -> str:
    return "\n".join(grammar_sources().values())


def _defining(sources: dict[str, str], message: str) -> list[str]:
    """The grammar files that define a rule the build error names."""
    named = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", message))
    return [f for f, text in sources.items()
            if named & set(re.findall(r"^[?!]?([a-z_][a-z0-9_]*)(?:\.\d+)?\s*:", text, flags=re.MULTILINE))]


def build_parser(sources: dict[str, str] | None = None, start: list[str] | None = None) -> Lark:
    """The LALR parser of the grammar files joined in order; GrammarBuildError, naming the files, if it can't be built."""
    sources = grammar_sources() if sources is None else sources
    try:
        return Lark("\n".join(sources.values()), parser="lalr", lexer="contextual",
                    start=list(START_CUES) if start is None else start, propagate_positions=True)
    except LarkError as error:
        files = ", ".join(f"compiler/grammars/{f}" for f in _defining(sources, str(error))) or \
            "compiler/grammars/ (" + ", ".join(sources) + ")"
        raise GrammarBuildError(f"the grammar can't be built ({files}): {error}") from error


@lru_cache(maxsize=1)
def parser() -> Lark:
    return build_parser()


def starts_for(clean: str) -> list[str]:
    """The start rules a normalised line may match (a cheap test before a parse)."""
    if len(clean) > 400:
        return []
    return [start for start, cue in START_CUES.items() if cue.search(clean)]


def worth_parsing(clean: str) -> bool:
    return bool(starts_for(clean))


def parse_costs(cost: str) -> Tree | None:
    """The parse tree of the cost part of an activated ability (before its colon), or None."""
    try:
        return parser().parse(cost, start="costs")
    except LarkError:
        return None


def parse(clean: str) -> Tree | None:
    """The parse tree of one normalised ability (its root is the start rule that matched), or None."""
    for start in starts_for(clean):
        try:
            return parser().parse(clean, start=start)
        except LarkError:
            continue
    return None
