"""What the rules read of a card's printed words beside its abilities' own facts: the words of the abilities that say
who can be a commander (CR 903.3a, 702.124) and what an Aura's enchant abilities name (CR 702.5a). Read at build time
(compile_card), so the facts are in rules/data/cards.bin like every other card fact.

This only reads printed words (reminder text left out) into facts about the card; which commanders a player may have
and what an Aura may be attached to are the rules' to decide (rules/core/commander_legality.lp, rules/core/enchant.lp),
and a board they refuse is refused by them (board_error/3, queries/run.py: check_board). The facts:

- commander_statement(Name): an ability of Name says "Name can be your commander" (CR 903.3a);
- creature_outside_battlefield(Name): an ability says that, as long as the card isn't on the battlefield, it is a
  creature (Grist, the Hunger Tide: CR 113.6c, such an ability functions before the game begins, where commanders are
  chosen);
- partner_variant(Name, Text): a "Partner—Text" ability (CR 702.124i: "Friends forever", "Survivors", ...);
- partner_with_name(Name, Other): a "Partner with Other" ability (CR 702.124j);
- keyword(Name, N, kicker) (or multikicker) for an ability whose words start "Kicker" (CR 702.33a), where the keyword
  line wasn't read as one ("Kicker—{2}{B}, Discard a creature card"; the compiler's own keyword facts otherwise);
- enchant_names_player(Name, N): ability N is "Enchant player" or "Enchant opponent" (CR 702.5a, 702.5d);
- enchant_names_opponent(Name, N): ability N is "Enchant opponent" (CR 702.5a: an opponent of the Aura's controller);
- enchant_object(Name, N, F, Rel): ability N is "Enchant [object]" and its object is a permanent matching filter F
  (`permanent`, `nonland_permanent`, a card type, `subtype(S)` of a basic land type, `any_of(F1, F2)`: "Enchant artifact
  or creature") controlled by Rel (`any`, `you`: "you control", `opponent`: "an opponent controls", `not_you`: "you
  don't control"), relative to the Aura's controller (CR 702.5a, 303.4c). Words it can't read give no fact
  ("Enchant creature card in a graveyard", "Enchant tapped creature"): then nothing is refused;
- spend_rider_enters(Name, N): ability N adds mana with a rider on the spell that mana is spent on, changing how its
  permanent enters ("that creature enters with an additional +1/+1 counter on it", CR 106.6): an enter event of a
  cast spell can't say whether that mana was spent (rules/replacement/enter_spent.lp);
- max_targets(Name, N, K): ability N's text uses the word "target" (quoted abilities and reminder text aside), and K
  is how many targets it may have at most (CR 115.1, 601.2c; the same object may be chosen for each instance of the
  word, 115.3): the sum over its instances, "target" 1, "two target" 2, "up to three target" 3, "one, two, or three
  target" 3; `any` where no number bounds it ("any number of target", "X target") or a use is not read as one
  ("the target of", "targets", "for each target"): the rules then refuse no count. A board's `targets:` of an effect
  of that ability listing more is refused (rules/core/objects.lp).
"""
from __future__ import annotations

import re

import clingo

from mtgasp.encoder.card_data import Fact

_REMINDER = re.compile(r"\([^()]*\)")
_PARTNER_VARIANT = re.compile(r"^partner\s*[—-]\s*(.+?)\s*$", re.IGNORECASE)
_PARTNER_WITH = re.compile(r"^partner with (.+?)\s*$", re.IGNORECASE)
_ENCHANT_PLAYER = re.compile(r"^enchant (?:player|opponent)\s*$", re.IGNORECASE)
_ENCHANT_OPPONENT = re.compile(r"^enchant opponent\s*$", re.IGNORECASE)
_ENCHANT_OBJECT = re.compile(r"^enchant (.+?)(?: (you control|an opponent controls|you don['’]t control))?\s*$",
                             re.IGNORECASE)
# CR 903.4, 903.4c — the mana symbols and color words of rules text, reminder text aside (identity_reads)
_SYMBOL = re.compile(r"\{([^{}]*)\}")
_COLOR_LETTERS = "wubrg"
# (a word naming a color: white, blue, black, red, green, or "color" in colors, colorless, multicolored)
_COLOR_WORD = re.compile(r"\b(?:white|blue|black|red|green)\b|colou?r", re.IGNORECASE)
_KICKER_WORD = re.compile(r"^(multikicker|kicker)\b", re.IGNORECASE)
_ENCHANT_TYPES = ("land", "creature", "artifact", "enchantment", "planeswalker", "battle")
_ENCHANT_SUBTYPES = ("plains", "island", "swamp", "mountain", "forest")
_ENCHANT_RELS = {None: "any", "you control": "you", "an opponent controls": "opponent", "you don't control": "not_you",
                 "you don’t control": "not_you"}
# "target" and what precedes it (max_targets/3)
_TARGET_WORD = re.compile(r"\btargets?\b")
_QUOTED = re.compile(r"[\"“][^\"“”]*[\"”]")
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10}
_COUNTED = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+|x) (?:other |another |additional )?$")
# (the words before "target" that make it no target of this ability, or one not counted here: "can't be the target of",
# "a single target", "change the target", "for each target beyond the first")
# CR 700.2 — a modal ability's line that chooses a fixed number of its modes ("Choose one —", "Choose up to one —",
# "choose one that hasn't been chosen —"): its modes follow, one a line, each after a bullet
_MODAL_HEAD = re.compile(r"\bchooses? (?:up to )?(one|two|three)(?: that hasn['’]t been chosen(?: this turn)?)? —$")
_NOT_COUNTED = re.compile(r"\b(?:the|a|an|new|its|that|single|each|any number of(?: other)?) $")
# CR 106.6, 601.2h — a mana ability's rider on the spell its mana is spent on that changes how that spell's permanent
# enters: "If this mana is spent to cast a creature spell, that creature enters with an additional +1/+1 counter on it"
# (Biophagus, Opal Palace, Guildmages' Forum, Animal Attendant, Jade Orb of Dragonkind), "it gains riot" (Domri, Chaos
# Bringer)
_SPEND_ENTERS = re.compile(r"\b(?:this|that) mana\b[^.]*\b(?:enters with|gains riot)", re.IGNORECASE)
_OFF_BATTLEFIELD_CREATURE = re.compile(r"as long as [^.]* isn['’]t on the battlefield, it['’]s an? [^.]*\bcreature\b",
                                       re.IGNORECASE)


def _enchant_word(word: str) -> clingo.Symbol | None:
    word = word.strip().casefold()
    if word in ("permanent", "nonland permanent"):
        return clingo.Function(word.replace(" ", "_"))
    if word in _ENCHANT_TYPES:
        return clingo.Function(word)
    if word in _ENCHANT_SUBTYPES:
        return clingo.Function("subtype", [clingo.Function(word)])
    return None


def enchant_object(text: str) -> tuple[clingo.Symbol, str] | None:
    """The filter and controller relation of "Enchant [object]" (CR 702.5a), or None where a word isn't read."""
    m = _ENCHANT_OBJECT.match(text)
    if m is None:
        return None
    words = [w for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", m.group(1)) if w.strip()]
    read = [_enchant_word(w) for w in words]
    filters = [f for f in read if f is not None]
    if not filters or len(filters) != len(read):
        return None
    f = filters[-1]
    for g in reversed(filters[:-1]):
        f = clingo.Function("any_of", [g, f])
    return f, _ENCHANT_RELS[m.group(2).casefold() if m.group(2) else None]


def _counted_targets(words: str) -> tuple[int, bool] | None:
    """How many targets these words (casefolded, reminder and quoted text gone) name, summed over each use of the word
    "target", and whether a use is unbounded or not read; None when they never say "target"."""
    if not _TARGET_WORD.search(words):
        return None
    total, unbounded = 0, False
    for m in _TARGET_WORD.finditer(words):
        before = words[:m.start()]
        if m.group(0) == "targets" or _NOT_COUNTED.search(before):
            unbounded = True
        elif (n := _COUNTED.search(before)) is not None:
            if n.group(1) == "x":
                unbounded = True
            else:
                total += _NUMBER_WORDS.get(n.group(1)) or int(n.group(1))
        else:
            total += 1
    return total, unbounded


def _modal_targets(words: str) -> tuple[int, bool] | None:
    """The targets of a modal ability that chooses a fixed number of its modes (CR 700.2: "Choose one —", "Choose two
    —", "Choose up to one —"): the lines beside its modes, plus its most-targeting modes as many as it chooses (a mode
    is chosen once, CR 700.2d); None when it is no such ability, or another of its words may choose more ("you may
    choose both instead", "the same mode more than once")."""
    lines = words.split("\n")
    heads = [i for i, line in enumerate(lines) if _MODAL_HEAD.search(line)]
    if len(heads) != 1 or sum("choose" in line for line in lines) != 1:
        return None
    head = heads[0]
    end = head + 1
    while end < len(lines) and lines[end].startswith("•"):
        end += 1
    if end == head + 1:
        return None
    modal = _MODAL_HEAD.search(lines[head])
    if modal is None:
        return None
    chosen = _NUMBER_WORDS[modal.group(1)]
    modes = [_counted_targets(line) or (0, False) for line in lines[head + 1:end]]
    rest = _counted_targets("\n".join(lines[:head + 1] + lines[end:])) or (0, False)
    most = sorted((count for count, _ in modes), reverse=True)[:chosen]
    return rest[0] + sum(most), rest[1] or any(unbounded for _, unbounded in modes)


def max_targets(text: str, every_mode: bool = False) -> clingo.Symbol | None:
    """The most targets an ability with this printed text may have (CR 115.1, 601.2c, 115.3): a number, `any` when
    nothing bounds it or a use of the word isn't read, None when the text never says "target". A modal ability that
    chooses N of its modes has the targets of its N most-targeting modes (CR 700.2: Healing Salve's "Choose one —"
    has one target, not one for each of its modes)."""
    words = _QUOTED.sub("", _REMINDER.sub("", text)).casefold()
    if not _TARGET_WORD.search(words):
        return None
    read = (None if every_mode else _modal_targets(words)) or _counted_targets(words)
    total, unbounded = read or (0, False)
    if "same mode more than once" in words:  # (CR 700.2d: Fiery Confluence may target one artifact per choice)
        unbounded = True
    return clingo.Function("any") if unbounded else clingo.Number(total)


def printed_reads(name: str, number: int, text: str, every_mode: bool = False) -> list[Fact]:
    """The facts above that ability `number` of the card (face) `name`, with this printed text, gives (an ability
    another quotes is no ability of the card: the caller leaves it out)."""
    facts: list[Fact] = []
    text = _REMINDER.sub("", text).strip().rstrip(".").strip()
    if text.casefold() == f"{name.casefold()} can be your commander":
        facts.append(Fact(None, "commander_statement", ()))
    if _OFF_BATTLEFIELD_CREATURE.search(text):
        facts.append(Fact(None, "creature_outside_battlefield", ()))
    if (m := _PARTNER_VARIANT.match(text)) is not None:
        facts.append(Fact(None, "partner_variant", (clingo.String(m.group(1).casefold()),)))
    elif (m := _PARTNER_WITH.match(text)) is not None:
        facts.append(Fact(None, "partner_with_name", (clingo.String(m.group(1)),)))
    if (m := _KICKER_WORD.match(text)) is not None:
        # CR 702.33a — "Kicker—[cost]" is kicker too, its cost no mana cost (Dralnu's Pet, Dwarven Landslide: the
        # keyword line isn't read as one): the keyword, without kicker_cost/4, so the rules know its costs aren't read
        facts.append(Fact(number, "keyword", (clingo.Function(m.group(1).casefold()),)))
    if _ENCHANT_PLAYER.match(text):
        facts.append(Fact(number, "enchant_names_player", ()))
    if _ENCHANT_OPPONENT.match(text):
        facts.append(Fact(number, "enchant_names_opponent", ()))
    elif not _ENCHANT_PLAYER.match(text) and (read := enchant_object(text)) is not None:
        facts.append(Fact(number, "enchant_object", (read[0], clingo.Function(read[1]))))
    if _SPEND_ENTERS.search(text):
        facts.append(Fact(None, "spend_rider_enters", (clingo.Number(number),)))
    if (most := max_targets(text, every_mode)) is not None:
        # (a fact about the card naming the ability, like names_color/2: not one of the ability's own effect facts)
        facts.append(Fact(None, "max_targets", (clingo.Number(number), most)))
    return facts


def identity_reads(number: int, text: str, quoted: bool) -> list[Fact]:
    """What a commander's color identity reads of ability `number` beyond the mana cost (CR 903.4; the rules decide it,
    rules/core/commander.lp): rules_text_symbol(Name, C) for each color C of a mana symbol in its text, reminder text
    aside (CR 903.4c; a hybrid or Phyrexian symbol has each of its colors, CR 107.4e-f), none for a quoted ability
    (its symbols are read in the ability that quotes it); names_color(Name, N) when its text, reminder text aside, holds
    a word naming a color (an ability that names none can't define or choose a color: Cultist of the Absolute's quoted
    "Ward—Pay 3 life", K'rrik's "For each {B} in a cost")."""
    text = _REMINDER.sub("", text)
    # (a fact about the card naming the ability, like enchant_object/4's, not one of the ability's own effect facts)
    facts = [Fact(None, "names_color", (clingo.Number(number),))] if _COLOR_WORD.search(_SYMBOL.sub("", text)) else []
    if not quoted:
        colors = {part for symbol in _SYMBOL.findall(text) for part in symbol.casefold().split("/")
                  if len(part) == 1 and part in _COLOR_LETTERS}
        facts += [Fact(None, "rules_text_symbol", (clingo.Function(c),)) for c in sorted(colors)]
    return facts
