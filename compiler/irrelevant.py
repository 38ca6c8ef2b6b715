"""The shapes of text proven to change no answer the engine gives (issue 25: completeness is proven, never presumed).

An ability the compiler doesn't model and whose text no cue of compiler/kinds.py recognises is of kind `unknown`:
it may touch every answer, and rules/core/incomplete.lp says so. It is of kind `other` (changes no answer) only when one
entry below proves it: each entry is a shape, the reason (a rule of the CR) and examples (tests/compiler/test_irrelevant.py
checks each example, and a text just outside each shape). The questions asked here are: what a permanent could
produce and its mana abilities' results (could-produce, produce), the pools of mana a player can get by activating
mana abilities now (mana), whether an ability can be activated now (can-activate), the replacement and prevention
effects on one event (orderings: a mana ability resolving, a permanent entering, damage being dealt), and the
characteristics of the board's objects (show, query). None of them declares attackers or blockers, casts a spell,
resolves a triggered ability, moves a card between hidden zones or walks through a turn's steps.

An ability a cue recognises keeps its kinds (kinds.kinds_of); the entries below only decide between `other` and
`unknown` for the rest.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

# The names of rules in quotation marks (CR 704.5j-k: the "legend rule", the "world rule"): not quoted abilities
# (compiler/oracle.py, compiler/kinds.py read quoted text as abilities granted).
QUOTED_RULE_NAME = r"\"(?:legend|world) rule\""

# --- Keyword abilities (CR 702) -----------------------------------------------------------------------------------
# Each word (compiler/lower.word_of spelling) with the reason it changes no answer given here.
_COMBAT = ("CR 506-511: it works only in the combat phase (attacking, blocking, combat damage) or while a creature "
           "attacks or blocks; no question here declares attackers or blockers")
_TARGETING = ("CR 702.21a: ward triggers once a spell or ability targets the permanent; the ability is still activated "
              "(can-activate's question), and no question here resolves it")
_ELSEWHERE = ("CR 601, 602.2, 116: it works as a card is cast, or from a hand, graveyard, library, exile or the "
              "command zone; the questions here are about permanents on the battlefield and don't cast spells")
_TRIGGER = ("CR 603.2-603.3: a triggered ability does nothing until it triggers and resolves; no question here "
            "resolves one, and its lasting effect, when it has resolved, is an effects: entry of the board")
_STEP = ("CR 500-514: it works in a step of the turn (upkeep, end step) or on the turn's structure; the questions are "
         "about one moment")
_ACTIVATED = ("CR 605.1a, 602: an activated keyword ability that adds no mana is not a mana ability: no question here "
              "activates it, and can-activate says its effect is not modelled (rules/core/incomplete.lp)")
_ATTACHED = ("CR 702.5, 303.4: what an Aura can enchant decides where it may be attached; the questions here take "
             "what each Aura is attached to from the board")
_RULED = ("CR 702.103, 702.151: rules/core/incomplete.lp reads the keyword itself (a bestowed or reconfigured permanent "
          "attached to a creature says the answer is incomplete); unattached, the card is what its type line says")
_ACTION = ("CR 701, 903.3, 702.124: a keyword action is an instruction inside a one-shot effect of a spell or a "
           "resolving ability (CR 610.1), or the line names a deck-building choice; no lasting effect stays")
_DESTROY = "CR 701.8, 704.5g: it works on destruction; no question here destroys a permanent"
_DAMAGE_READ = ("CR 702.2b, 702.15b: it changes what damage dealt does afterwards (lethal damage, life gained); the "
                "damage event's results (the amount dealt, prevented, the counters put) are the same")
_NIGHTBOUND = ("CR 702.145e-g, 731.1: nightbound transforms its permanent as it becomes day and forbids other "
               "transformations; it doesn't modify how the permanent enters (unlike daybound, 702.145b), and no "
               "question here makes it day or night (the board says which, day_night:)")
IRRELEVANT_KEYWORDS: dict[str, str] = {
    **dict.fromkeys(("nightbound",), _NIGHTBOUND),
    **dict.fromkeys((
        "flying", "reach", "trample", "vigilance", "menace", "first_strike", "double_strike", "defender", "fear",
        "intimidate", "skulk", "shadow", "horsemanship", "flanking", "bushido", "rampage", "banding",
        "bands_with_other", "provoke", "landwalk", "islandwalk", "swampwalk", "forestwalk", "mountainwalk",
        "plainswalk", "desertwalk", "legendary_landwalk", "nonbasic_landwalk", "frenzy", "exalted", "battle_cry", "melee",
        "myriad", "annihilator", "afflict", "dethrone", "training", "mentor", "enlist", "double_team", "decayed",
        "menace"), _COMBAT),
    **dict.fromkeys(("ward",), _TARGETING),
    **dict.fromkeys((
        "flash", "cycling", "typecycling", "landcycling", "basic_landcycling", "plainscycling", "islandcycling",
        "swampcycling", "mountaincycling", "forestcycling", "wizardcycling", "slivercycling", "kicker", "flashback",
        "morph", "megamorph", "disguise", "madness", "disturb", "unearth", "foretell", "ninjutsu",
        "commander_ninjutsu", "storm", "buyback", "evoke", "cascade", "rebound", "entwine", "escape", "splice",
        "delve", "convoke", "improvise", "affinity", "overload", "aftermath", "split_second", "dash", "replicate",
        "fuse", "miracle", "retrace", "assist", "emerge", "embalm", "eternalize", "jump_start", "spectacle", "surge",
        "prowl", "escalate", "ripple", "epic", "gravestorm", "forecast", "transmute", "scavenge", "bloodrush", "plot",
        "warp", "sneak", "blitz", "casualty", "cleave", "bargain", "gift", "spree", "mayhem", "freerunning",
        "companion", "partner", "partner_with", "mutate", "suspend", "dredge", "recover", "demonstrate", "encore", "conspire",
        "offering", "hidden_agenda", "double_agenda", "auraswap", "reinforce", "specialize", "harmonize",
        "web_slinging"), _ELSEWHERE),
    **dict.fromkeys((
        "prowess", "persist", "undying", "afterlife", "exploit", "evolve", "extort", "renown", "soulshift",
        "fabricate", "living_weapon", "job_select", "for_mirrodin", "mobilize", "support", "champion", "ingest",
        "poisonous", "haunt", "backup", "squad", "offspring", "cipher", "storm", "hideaway", "exhaust",
        "ascend", "poisonous",
        # (CR 702.95a: soulbond is two triggered abilities that pair creatures; what a paired creature gets is a line
        # of its own, read for itself; CR 702.191a: increment)
        "soulbond", "increment"), _TRIGGER),
    **dict.fromkeys(("echo", "cumulative_upkeep", "phasing", "start_your_engines"), _STEP),
    **dict.fromkeys(("equip", "fortify", "level_up", "outlast", "crew", "craft", "saddle", "station", "transfigure",
                     "monstrosity", "boast"), _ACTIVATED),
    **dict.fromkeys(("enchant",), _ATTACHED),
    **dict.fromkeys(("bestow", "reconfigure"), _RULED),
    **dict.fromkeys((
        "scry", "surveil", "mill", "investigate", "amass", "proliferate", "explore", "connive", "fight", "goad",
        "venture_into_the_dungeon", "discover", "seek", "conjure", "incubate", "manifest", "manifest_dread", "learn",
        "populate", "bolster", "open_an_attraction", "time_travel", "collect_evidence", "forage", "suspect",
        "choose_a_background", "doctors_companion"), _ACTION),
    **dict.fromkeys(("indestructible", "umbra_armor", "totem_armor"), _DESTROY),
    **dict.fromkeys(("deathtouch", "lifelink"), _DAMAGE_READ),
}
# Keyword abilities that touch a question of their own, with the kinds they are (compiler/kinds.py).
KEYWORD_KINDS: dict[str, tuple[str, ...]] = {
    # CR 702.16e: damage from a source with the quality is prevented; CR 702.164c: toxic gives poison counters; CR
    # 702.64a: absorb prevents damage. The damage event's results change. (Wither and infect, CR 702.80, 702.90, are
    # not here: rules/replacement/damage.lp reads them, compiler/compile.py INTERPRETED_KEYWORDS.)
    "protection": ("replacement(damage)", "targeting_effect"), "toxic": ("replacement(damage)",),
    "absorb": ("replacement(damage)",),
    # CR 702.11b, 702.11d, 702.18a, 702.16b: hexproof, "hexproof from", shroud and protection decide which permanents an
    # ability can target (can-activate's target check, rules/activation/activation.lp); given by an unmodelled effect
    # (or a "hexproof from" quality, which the rules don't read), the targets are unknown.
    "hexproof": ("targeting_effect",), "hexproof_from": ("targeting_effect",),
    # CR 702.145b: a daybound permanent enters transformed at night (compiled, compiler/compile.py: this kind is for a
    # grant of it); CR 714.3a-b: read ahead chooses the Saga's first lore counters; CR 702.150a: compleated enters
    # with fewer loyalty counters; CR 702.176a: impending enters with time counters: how the permanent enters.
    "daybound": ("replacement(enters_battlefield)",),
    "read_ahead": ("replacement(enters_battlefield)",), "compleated": ("replacement(enters_battlefield)",),
    "impending": ("replacement(enters_battlefield)", "type_effect"),
    # CR 702.161a: "As long as it's your turn, this Vehicle is also a creature" (layer 4).
    "living_metal": ("type_effect",),
    # CR 702.189a: "Firebending N" means "Whenever this creature attacks, add N {R}. …": a triggered ability that adds
    # mana and is not a mana ability (CR 605.5a): what its permanent could produce counts it (CR 106.7, reading
    # nonmana_abilities).
    "firebending": ("nonmana_adds",),
}


def keyword_kinds(words: list[str]) -> tuple[str, ...]:
    """The kinds of keyword abilities the rules don't read (words as lower.word_of spells them): `other` when every
    one is proven irrelevant, the kinds of KEYWORD_KINDS for those it names, `unknown` for any other."""
    kinds: list[str] = []
    for w in words:
        if w in IRRELEVANT_KEYWORDS:
            continue
        for k in KEYWORD_KINDS.get(w, ("unknown",)):
            if k not in kinds:
                kinds.append(k)
    return tuple(kinds) or ("other",)


# --- Text (one ability's clean, lower-case text; "~" is the card's own name) -------------------------------------

@dataclass(frozen=True)
class Irrelevance:
    name: str
    reason: str
    examples: tuple[str, ...]  # lines in the compiler's clean form, each proven by this entry alone
    near_misses: tuple[str, ...]  # lines just outside the shape: not proven by it


def _kw_alternatives() -> str:
    words = sorted({w.replace("_", " ") for w in IRRELEVANT_KEYWORDS}, key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w) for w in words) + r")(?: from [a-z ,]+)?"


_KW = _kw_alternatives()
# Sentence shapes of static abilities (each sentence of the text must be one of them).
_COMBAT_SENTENCE = re.compile(
    r"\b(can't|can|cannot) (attack|block)\b|\bcan't be blocked\b|\b(attacks|blocks) each (combat|turn)\b|"
    r"\bmust be blocked\b|\bcan block (an additional|any number)\b|\bable to block\b|"
    # (a landwalk ignored by blockers, CR 702.14: "can be blocked as though they didn't have mountainwalk")
    r"\bcan be blocked as though\b")
# (also under a condition of state, "as long as you control an artifact" / "as long as it's attacking": whether the
# keywords are granted or not, only the abilities `show` lists depend on it)
_GRANT_SENTENCE = re.compile(rf"((?<!n't )\b(has|have|gains?)\s+|^){_KW}((,|,? and|,? or)\s+{_KW})*(\s+as long as\b[^.]*)?\s*$")
# (a sentence that gives an object keywords, not a keyword printed alone: "other elves you control have trample")
_KEYWORD_GRANT = re.compile(rf"(?<!n't )\b(has|have|gains?)\s+{_KW}")
_CAST_SENTENCE = re.compile(
    r"\bspells?\b[^.]*\bcosts? [^.]*\b(more|less) to cast\b|\bcan't be countered\b|\bmaximum hand size\b|"
    r"\bplay an additional land\b|\bas though (it|they) had flash\b|\blook at the top card of your library\b|"
    r"\bplay with the top card\b|"
    # (a restriction on the mana spent on the spells a permission casts "this way": CR 601.2g-h, 106.6)
    r"\bmay be spent to cast spells this way\b|"
    # (an alternative cost, CR 118.9, 601.2b: "You may pay {1} and return a basic land you control to its owner's hand
    # rather than pay this spell's mana cost", the Borderposts)
    r"\brather than pay (this spell's|its) mana cost\b|"
    # (who may cast spells and when, CR 601.3, 101.2: "Your opponents can't cast spells during your turn", "Each player
    # can't cast more than one spell each turn"; a spell's own timing, "Cast this spell only if you control a snow land")
    r"^(you|your opponents|each opponent|each player|players) can't cast (spells|more than one( [a-z]+)? spell|[a-z]+ spells)"
    # ("Your opponents can't cast spells with the chosen name", Gideon's Intervention)
    r"( during [a-z' ]+| each turn| this turn| with the chosen name)?$|^cast this spell only\b")
_UNTAP_SENTENCE = re.compile(r"\b(doesn't|don't) untap during\b")
# CR 502.3: what untaps in an untap step, and only then: "Untap this artifact during each other player's untap step"
# (Victory Chimes; its ruling 2018-06-08: "also untaps as normal during your untap step"), "Untap all permanents you
# control during each other player's untap step" (Seedborn Muse), "Players can't untap more than one creature during
# their untap steps" (Smoke), an untapping replaced in the untap step ("If a permanent with a wind counter on it would
# untap during its controller's untap step, remove all wind counters from it instead", Freyalise's Winds). The
# questions are about one moment that is not an untap step: whether a permanent is tapped now is the board's to say,
# and what it could produce depends on its abilities (CR 106.7), not on when it untaps.
_UNTAP_STEP_SENTENCE = re.compile(
    r"^untap [^.]* during each (other player's|opponent's) untap step$|"
    r"^all permanents untap during each player's untap step$|"
    r"^(as long as [^,.]*, )?(players|you|your opponents|each player) can't untap more than (one|two|three) "
    r"[a-z ]+ during (their|your) untap steps?$|"
    r"^if [^.]* would untap during (your|its controller's) untap step, [^.]* instead$")
# (CR 500.4, 106.4: mana empties as each step and phase ends; the questions are about one moment: Omnath, Locus of Mana)
_EMPTYING_SENTENCE = re.compile(r"\b(doesn't|don't) lose unspent\b[^.]*\bmana as steps and phases end\b")
# (a targeting restriction on players only: no ability whose targets a question here checks targets a player, CR 115.1;
# one on permanents decides can-activate's target check: kind targeting_effect, compiler/kinds.py)
_PLAYER_TARGET_SENTENCE = re.compile(r"^(you|each player|players|your opponents|each opponent) (can't be the targets? of\b"
                                     r"|(have|has) (hexproof|shroud)\s*$)")
# (a restriction on what spells alone may target, CR 115: no ability of a permanent here targets through it, "Creatures
# can't be the targets of spells", Dense Foliage; or on cards in graveyards, Ground Seal. One that names abilities, or
# lets them target "as though they didn't have hexproof", decides what can-activate's abilities may target: kind
# targeting_effect, compiler/kinds.py)
_TARGET_SENTENCE = re.compile(r"\bcan't be the targets? of\b(?![^.]*\babilit)|^cards in graveyards can't be the targets? of\b")
# Before the game, commanders, drafting, the legend rule, skipping steps, zone changes to a graveyard.
_OUTSIDE_SENTENCE = re.compile(
    r"^if this card is in your opening hand\b|\bcan be your commander\b|\bdraft\b|\blegend rule\b|"
    r"\bskip (your|their|each|that player's) [a-z ]*\b(steps?|phases?)\b|\bchoose not to untap\b|"
    r"^as an? additional cost to cast this spell\b|\bas it attacks\b|"
    r"\bwould be put into (a|an|its owner's|your|their|the) ?[a-z' ]*graveyard\b|"
    # (CR 700.4: "dies" is put into a graveyard from the battlefield: "If a creature dealt damage by this creature this
    # turn would die, exile it instead", Kumano's Pupils)
    r"^if [^.]*\bwould die\b[^.]*\binstead\b|"
    r"\byou may (cast|play)\b[^.]*\bfrom (your graveyard|the top of your library|exile|your hand)\b|"
    # (deck construction, CR 100.2a)
    r"^a deck can have any number of cards named\b")
# (the power a creature crews Vehicles or saddles Mounts with: the cost of crew and saddle, CR 702.122a, 702.171a,
# activated keyword abilities no question here activates, IRRELEVANT_KEYWORDS)
_CREW_SENTENCE = re.compile(r"\b(crews?|saddles?) [a-z ]*\bas though (its|their) power were\b")
_STATIC_SHAPES = ((_COMBAT_SENTENCE, "combat"), (_CREW_SENTENCE, "crew"), (_GRANT_SENTENCE, "grant"), (_CAST_SENTENCE, "cast"),
                  (_UNTAP_SENTENCE, "untap"), (_UNTAP_STEP_SENTENCE, "untap_step"), (_TARGET_SENTENCE, "target"),
                  (_PLAYER_TARGET_SENTENCE, "player_target"),
                  (_OUTSIDE_SENTENCE, "outside"),
                  (_EMPTYING_SENTENCE, "emptying"))
# CR 700.4, 614.1a — a spell's sentence replacing how a creature it damaged dies ("If a creature dealt damage this way
# would die this turn, exile it instead", Anger of the Gods): it lasts the turn, but only moves a permanent to exile
# instead of a graveyard, which no event asked about does; the rest of the spell is read for itself.
_DIES_INSTEAD_SENTENCE = re.compile(r"(^|(?<=\. ))if [^.]*\bwould die\b[^.]*\binstead\b[^.]*(\.|$)")
# Words of a continuous effect: a spell's text without any is a one-shot effect.
_CONTINUOUS = re.compile(r"\buntil\b|\bthis turn\b|\bas long as\b|\bfor as long\b|\bcan't\b|\bdon't\b|\bdoesn't\b|"
                         r"\b(gets?|has|have|loses?|becomes?|become|are|is|instead|prevent|skip)\b|"
                         # ("gain N life" is one-shot)
                         r"\bgains? (?!\w+ life\b|life\b)")
# (what adds mana says "add" (CR 106.1), or changes the mana a player has: "unspent mana", "mana pool")
_ADDS = re.compile(r"\badds?\b|\bunspent mana\b|\bmana pool\b")

ENTRIES: tuple[Irrelevance, ...] = (
    Irrelevance("triggered_not_mana",
                "CR 603.2-603.3, 605.1b: a triggered ability that can't add mana is not a mana ability, so it "
                "does nothing until it resolves; no question here resolves one (its lasting effect, once resolved, "
                "is an effects: entry of the board, which rules/core/incomplete.lp reads for itself)",
                ("whenever ~ deals combat damage to a player, draw a card.",
                 "when ~ enters, you gain 3 life."),
                ("whenever you tap a forest for mana, add an additional {g}.",)),
    Irrelevance("activated_not_mana",
                "CR 605.1a: an activated ability with a target, a loyalty ability, or one whose effect can't add "
                "mana is not a mana ability: no question here activates it, and can-activate says for itself that "
                "its effect is not modelled (rules/core/incomplete.lp: incomplete(activation(O), unmodelled(...)))",
                ("{1}{r}: ~ gets +1/+0 until end of turn.", "{t}: ~ deals 1 damage to any target."),
                ("{t}: add {g}.", "{3}, {t}: double the amount of each type of unspent mana you have.")),
    Irrelevance("from_hand_only",
                "CR 113.6m: an ability whose cost moves the card it is on out of the hand (\"Exile this card from "
                "your hand: Add {G}\", Elvish Spirit Guide) functions only in the hand; a board has no hands and "
                "every question here is about the battlefield (and its graveyards, libraries): on a permanent it "
                "does nothing, and the mana a player could add from a card in hand is outside the questions asked",
                ("exile this card from your hand: add {g}.", "exile ~ from your hand: add {r}."),
                ("exile a card from your hand: add {b}{b} or {g}{g}.",
                 "exile this card from your graveyard: add one mana of any color.")),
    Irrelevance("one_shot_spell",
                "CR 610.1, 608.2: an instant's or sorcery's one-shot effect did its thing when the spell resolved; "
                "the board shows what it did, and no lasting effect stays but, at most, one that replaces how a "
                "creature it damaged dies this turn (CR 700.4, 614.1a: it moves a permanent to exile instead of a "
                "graveyard, which no event asked about here does)",
                ("draw two cards.", "destroy target artifact.",
                 "~ deals 3 damage to any target. if a creature dealt damage this way would die this turn, exile it "
                 "instead."),
                ("creatures you control gain flying until end of turn.",
                 "~ deals 3 damage to any target. if this spell was kicked, it deals 5 damage instead.")),
    Irrelevance("static_irrelevant",
                "a static ability each sentence of which is one of: a combat restriction or requirement (CR "
                "506-509), a grant of keyword abilities proven irrelevant (IRRELEVANT_KEYWORDS; but `show` lists the "
                "abilities it grants: kind keyword_grant, compiler/kinds.py), a change to casting "
                "spells, hand size or land plays (CR 601.2f, 402.2, 305.2), an untap-step restriction or what untaps in "
                "an untap step (CR 502.3: \"untap ~ during each other player's untap step\", \"players can't untap "
                "more than one creature during their untap steps\", an untapping replaced in the untap step), unspent "
                "mana kept as steps and phases end (CR 500.4, 106.4: the questions are about one moment), a "
                "restriction on what spells may target (CR 115; one on abilities decides can-activate's targets: kind "
                "targeting_effect), a targeting restriction on players (CR 115.1, 702.11c: no ability whose targets a "
                "question here checks targets a player), a rule about before the game or outside it (CR 103.6: the "
                "opening hand; 903.3: commanders; 905: drafting), the legend rule (CR 704.5j: the board gives the "
                "permanents), a skipped step (CR 500.11), a permission to cast or play from a hidden zone (CR 601.3), "
                "an additional cost to cast the spell (CR 601.2b), a replacement of moving a card to a graveyard "
                "or of a permanent dying (CR 700.4; none of the events asked about moves one but the enter event's "
                "object put into its graveyard instead, which compiler/kinds.py gives \"If a card would be put into "
                "a graveyard ... instead\" as kind replacement(to_graveyard)), the power a creature "
                "crews or saddles with (CR 702.122a, 702.171a: costs of activated keyword abilities no question here "
                "activates)",
                ("~ can't block.", "enchanted creature has flying.", "other elves you control have trample and vigilance.",
                 "this creature has flying as long as you control an artifact.",
                 "creatures with mountainwalk can be blocked as though they didn't have mountainwalk.",
                 "you have hexproof.", "your opponents can't be the targets of spells or abilities you control.",
                 "creatures can't be the targets of spells.",
                 "spells your opponents cast cost {1} more to cast.", "~ doesn't untap during your untap step.",
                 "untap this artifact during each other player's untap step.",
                 "untap all permanents you control during each opponent's untap step.",
                 "players can't untap more than one creature during their untap steps.",
                 "as long as this artifact is untapped, players can't untap more than two permanents during their "
                 "untap steps.", "players skip their untap steps.",
                 "if a permanent with a wind counter on it would untap during its controller's untap step, remove all "
                 "wind counters from it instead.",
                 "your opponents can't cast spells during your turn.", "you can't cast noncreature spells.",
                 "you may pay {1} and return a basic land you control to its owner's hand rather than pay this "
                 "spell's mana cost.",
                 "each player can't cast more than one spell each turn.", "cast this spell only if you control a snow land.",
                 "a deck can have any number of cards named ~.",
                 "you don't lose unspent green mana as steps and phases end.",
                 "if a creature dealt damage by this creature this turn would die, exile it instead.",
                 "this token saddles mounts and crews vehicles as though its power were 2.",
                 "you may cast spells from your graveyard. only mana produced by abilities that caused you to lose "
                 "life may be spent to cast spells this way.",
                 "if this card is in your opening hand and you're not the starting player, you may begin the game with "
                 "~ on the battlefield with a luck counter on it. if you do, exile a card from your hand."),
                ("counters can't be put on artifacts, creatures, enchantments, or lands.",
                 "creatures your opponents control with hexproof can be the targets of spells and abilities you control "
                 "as though they didn't have hexproof.",
                 "enchanted creature can't be the target of abilities from artifact sources.",
                 "players can't cast spells and can't activate abilities of artifacts.",
                 "if you would lose unspent mana, that mana becomes colorless instead.",
                 "enchanted creature has flying and \"{t}: add {g}.\"", "players can't get counters.",
                 # (an untapping now, not in an untap step: Wrath of Leknif's "untap up to four lands you control")
                 "untap this artifact.", "untap this artifact during your upkeep.",
                 # (targets of abilities on permanents: kind targeting_effect, can-activate's target check)
                 "creatures you control can't be the targets of spells or abilities your opponents control.")),
)


# A chapter of a Saga ("i, ii — …": a triggered ability, CR 714.2b), a striation's threshold ("12+ | …": its ability is
# the text after it, CR 721.2a); a level marker line ("level 1-3", "level 4+": no ability, CR 711.2).
_CHAPTER = re.compile(r"^[ivx]+( ?, [ivx]+)* — ")  # (the clean form spaces commas: "ii , iii — ")
_LINE_PREFIX = re.compile(r"^\d+\+ \| ")
_LEVEL_MARKER = re.compile(r"^level \d+(-\d+|\+)$")


# A cost that moves the card it is on out of the hand (CR 113.6m: the ability functions only there).
_FROM_HAND_COST = re.compile(r"\bexile (this card|this creature|~) from your hand\b")


def is_chapter(text: str) -> bool:
    """A Saga's chapter ability ("i, ii — …": a triggered ability, CR 714.2b)."""
    return bool(_CHAPTER.match(text))


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.;])\s+", text.strip().rstrip(".")) if s.strip()]


def grants_any_keyword(text: str) -> bool:
    """Whether some sentence of this text gives an object one of the keyword abilities no answer but `show` reads
    ("it gets +1/+1 and has vigilance": CR 613.1f), whatever else the sentence does."""
    return bool(_KEYWORD_GRANT.search(text))


def grants_keywords(text: str) -> bool:
    """Whether a sentence of this text gives keyword abilities (CR 613.1f): answers that list abilities (show, CR
    109.3) depend on it, though no other answer does (compiler/kinds.py: kind keyword_grant)."""
    return any(_GRANT_SENTENCE.search(s.rstrip(".")) and _KEYWORD_GRANT.search(s) for s in _sentences(text))


def proven(text: str, *, activated: bool, triggered: bool, spell: bool) -> str | None:
    """The entry that proves this text (strip_quotes'd clean text, no cue of kinds.py found) changes no answer
    here, or None (then it is of kind `unknown`)."""
    # (CR 103.6: an ability that works from the opening hand, before the game, all of its sentences)
    if _LEVEL_MARKER.match(text.strip().rstrip(".")) or text.startswith("if this card is in your opening hand"):
        return "static_irrelevant"
    # (a modal trigger "when ~ enters, choose one — • …" starts as a trigger even where is_triggered reads its
    # first words as an ability word)
    triggered = triggered or bool(_CHAPTER.match(text)) or bool(re.match(r"(when|whenever|at)\b", text))
    if triggered and not spell and not _ADDS.search(text):
        return "triggered_not_mana"
    if activated and not spell and _FROM_HAND_COST.search(text.split(":", 1)[0]):
        return "from_hand_only"
    if activated and not spell:
        body = text.split(":", 1)[1] if ":" in text else text
        # (an ability with the word "target", CR 115.1a; "choose new targets for the copy" is not one: Ether)
        if text.startswith("[") or re.search(r"\btarget\b", body) or not _ADDS.search(body):
            return "activated_not_mana"
        return None
    text = _LINE_PREFIX.sub("", text)
    if spell and not _CONTINUOUS.search(_DIES_INSTEAD_SENTENCE.sub("", text)) and not _ADDS.search(text):
        return "one_shot_spell"
    if not triggered and all(any(p.search(s.rstrip(".")) for p, _ in _STATIC_SHAPES) for s in _sentences(text)) \
            and '"' not in re.sub(QUOTED_RULE_NAME, "", text):
        return "static_irrelevant"
    return None


def only_players_targeted(text: str) -> bool:
    """Every sentence of the text that restricts targets is about players only ("You have hexproof", "Your opponents
    can't be the targets of ...")."""
    sentences = [s.rstrip(".").strip() for s in _sentences(text)]
    targeting = [s for s in sentences if re.search(r"\btargets? of\b|\bhexproof\b|\bshroud\b", s)]
    return bool(targeting) and all(_PLAYER_TARGET_SENTENCE.search(s) for s in targeting)
