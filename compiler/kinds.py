"""What kind of ability an unrecognised line seems to be, from cues in its text, so that the engine knows
which answers depend on it (rules/core/incomplete.lp), and the cluster it belongs to in the coverage report.

Kinds (unmodelled_kind/3):
  mana_ability                    an activated ability that adds mana and has no target (CR 605.1a)
  triggered_mana                  a triggered ability that triggers from mana abilities and adds mana (605.1b)
  mana_action                     an effect that lets a player add mana as a special action "any time you could
                                  activate a mana ability" (Channel; CR 116.2c): every player's pools
  replacement(K)                  a replacement or prevention effect on events of kind K: mana_production,
                                  enters_battlefield, damage, put_counters (CR 614, 615)
  type_effect                     a static type-changing effect (layer 4, CR 613.1d)
  color_effect                    a static color-changing effect (layer 5)
  ability_effect                  a static effect that adds or removes abilities that matter here (layer 6):
                                  mana abilities, haste, "loses all abilities"
  (a text-changing effect, CR 612, is all three of type_effect, color_effect, ability_effect)
  control_effect                  a control-changing effect (layer 2, CR 613.1b): "You control enchanted
                                  permanent", "Gain control of target creature until end of turn"
  pt_effect                       an effect on power and toughness (layer 7, CR 613.4): "Creatures you control get
                                  +1/+1", "has base power and toughness 1/1"
  activation_effect               a static effect on activating abilities or paying their costs: "Activated
                                  abilities of artifacts can't be activated" (CR 602.5), "cost {2} more to
                                  activate" (601.2f), "Players can't pay life", "Your life total can't change"
                                  (119.4, 119.8), spending mana as though it were another type (609.4b)
  life_effect                     beside activation_effect: a player's life total can't change or they can't lose
                                  life ("Your life total can't change", Platinum Emperion; CR 119.4, 119.8): life
                                  paid or lost as a permanent enters may be none (rules/replacement/enter_incomplete.lp)
  nonmana_adds                    a triggered ability that adds mana without being a mana ability (CR 605.5a:
                                  "When this land enters, add one mana of any color"), or an activated one with a
                                  target or a loyalty ability that adds mana (CR 605.1a: "[+1]: Add {R}{R}"): what
                                  its permanent could produce counts it (CR 106.7, reading nonmana_abilities:
                                  triggered_too counts the triggered ones, any_ability both)
  activation_trigger              a triggered ability that triggers when an ability is activated ("Whenever you
                                  activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy
                                  that ability", Rings of Brighthearth; CR 603.2): holding priority (mana
                                  --with-priority) the abilities put on the stack trigger it (rules/mana/mana_loops.lp)
  sequence_trigger                a triggered ability whose event a sequence of activations causes (a permanent
                                  becoming tapped or untapped, counters put, a sacrifice, a death, life paid, lost or
                                  gained: Dionus, Elvish Archdruid's granted "Whenever this creature becomes tapped
                                  during your turn, untap it"; CR 603.2-603.3): mana --with-priority resolves it
                                  between activations, which its search doesn't follow (rules/mana/mana_loops.lp)
  replacement(to_graveyard)       a replacement effect on a card being put into a graveyard ("If a card would be
                                  put into a graveyard from anywhere, exile it instead", Rest in Peace): the entering
                                  object put into its graveyard instead (Lotus Vale, CR 614.6) may be moved elsewhere
  keyword_grant                   a grant of keyword abilities that matter to no other answer ("All creatures have
                                  vigilance", "Equipped creature has flying"; compiler/irrelevant.py proves the
                                  rest of its text harmless): the abilities `show` lists (CR 109.3, 613.1f)
  targeting_effect                a grant or loss of hexproof, shroud or protection, a "hexproof from" quality, or
                                  a restriction on what abilities may target worded without them ("can't be the
                                  target of abilities from artifact sources", Artifact Ward) or lifted ("as though
                                  they didn't have hexproof") (CR 115.1, 702.11, 702.16b, 702.18): which permanents an
                                  ability can target (can-activate, mana --with-priority's untap and tap abilities)
  self_entering                   beside replacement(enters_battlefield): the effect is on its own permanent entering
                                  only (CR 614.12: "As this land enters ..."), so it can't change another's entering
  copy_exception                  "enter as a copy of …, except …" (CR 707.9b): the exception changes the permanent
                                  only when it is a copy (and the entering event, as replacement(enters_battlefield))
  other                           none of these, and proven to change no answer the engine gives: an entry of
                                  compiler/irrelevant.py (a shape, its reason in the CR, its tests) says why
  unknown                         none of these, and nothing proves it harmless: it may change every answer
                                  (rules/core/incomplete.lp: the whole board, and the entering of its own card)
When in doubt the cues say more, never less: a line that might be a mana ability is one; and a line no cue
recognises is `unknown` unless proven `other` (issue 25: completeness is proven, never presumed).
"""
from __future__ import annotations

import re

from mtgasp.compiler import irrelevant

_QUOTE = re.compile(rf"(?!{irrelevant.QUOTED_RULE_NAME})\"[^\"]*\"")
# (a mana symbol after words: "add an amount of {g}", "add six {g}", "add x {g}"; no word boundary before "{")
_ADD = re.compile(r"\badds?\b[^.]*(\bmana\b|\{[wubrgcx0-9/]+\})|\badds? \{")
_MANA_WORD = re.compile(r"\bunspent mana\b|\bmana pool\b|\bmana you have\b")
_TRIGGER = re.compile(r"^(when|whenever|at)\b|(?:^|[.,] )(whenever|when) ")
_REFLEXIVE = re.compile(r"(?<=[.,]) when (you|they|that player|its controller) (do|does)\b")
_REFLEXIVE_SENTENCE = re.compile(r"(?<=\.) when (you|they|that player|its controller) (do|does)\b[^.]*\.")
_COPY_EXCEPT = re.compile(r"\benters? (tapped )?as a copy of\b[^.]*, except\b")
_MANA_TRIGGER_EVENT = re.compile(r"^[^,]*(tapped for (mana|\{)|taps? [^,.]*for (mana|\{)|causes you to add|mana is added|"
                                 r"activates? a mana ability)")
_REPL_MANA = re.compile(r"(tapped for mana|taps? [^.]*for mana|would add|produces?)[^.]*instead|"
                        r"instead[^.]*\badd\b|\binstead add\b|produce[s]? [^.]*instead")
# (also the older wording "enters the battlefield tapped" (Madlands, Lazotep Archway) and effects that make others
# enter untapped: "Gates you control enter untapped" (Gond Gate), "Lands you control enter untapped" (Spelunking))
_REPL_ENTER = re.compile(r"\benters? (tapped|untapped|with|as)|\bas [^.]*\benters\b|"
                         r"\benters? the battlefield (tapped|untapped|with|as)\b|"
                         r"\bwould enter\b|\benters? [^.]*instead")
# Keyword abilities that change how their permanent enters (CR 614.1c), with a choice, a condition or a number a
# board may not give (the colors of mana spent, whether an opponent was dealt damage, the cards revealed or creatures
# devoured, an opponent's choice; compiler/compile.py compiles "enters with N counters" of some of them): an unread one
# is an unmodelled replacement effect, so the entering event says it is incomplete; also when its number is another
# keyword ("Modular—Sunburst", CR 702.43a, 702.44a).
ENTERS_KEYWORDS = frozenset({"sunburst", "bloodthirst", "amplify", "devour", "tribute", "riot", "unleash", "modular",
                             "graft", "fading", "vanishing", "ravenous"})
_ENTERS_KEYWORD = re.compile(r"^(" + "|".join(sorted(ENTERS_KEYWORDS)) + r")\b")
# (also a trigger or a loyalty ability that gives a spell one of them, CR 614.12: "Whenever you cast an artifact creature
# spell, it gains sunburst" (Lux Artillery), "... it gains bloodthirst 3" (Bloodlord of Vaasgoth), "If that mana is
# spent on a creature spell, it gains riot" (Domri, Chaos Bringer): the permanent that spell becomes enters with it,
# so it is an effect on entering, never proven harmless as a trigger that adds no mana)
_SPELL_GAINS_ENTERS_KEYWORD = re.compile(r"\bspell\b[^.]*\bit gains (" + "|".join(sorted(ENTERS_KEYWORDS)) + r")\b")
_REPL_DAMAGE = re.compile(r"\bprevent\b[^.]*damage|damage[^.]*\binstead\b|\bwould deal\b[^.]*damage|"
                          r"damage can't be prevented")
# CR 700.4, 614.1a — "If a creature dealt damage this way would die this turn, exile it instead" (Anger of the Gods,
# Kumano's Pupils): a replacement effect on a creature dying (put into a graveyard from the battlefield), not on damage
# being dealt; its "damage" only says which creatures. Left out before _REPL_DAMAGE is searched: the rest of the text
# (the spell's one-shot damage, CR 610.1) keeps its own kinds, and the sentence itself is proven by
# compiler/irrelevant.py (no event asked about moves a permanent to a graveyard) or the ability stays `unknown`.
_DIES_INSTEAD = re.compile(r"(^|(?<=\. ))if [^.]*\bwould die\b[^.]*\binstead\b[^.]*\.")
# CR 614.1a, 614.6 — "If a card or token would be put into a graveyard from anywhere, exile it instead" (Rest in Peace,
# Leyline of the Void; Dauthi Voidwalker's "instead exile it"): a replacement effect on a card put into a graveyard,
# which the enter event's object put into its owner's graveyard instead (Lotus Vale) is. Not a permanent put there
# "from the battlefield", nor "If ~ would be put into a graveyard" (its own card, never the entering one).
# (an ability targets when its text says "target" (CR 115.1a); "You may choose new targets for the copy" is about a
# copy of another spell, Ether, Magus Lucea Kane: their "Add {U}" is still a mana ability, CR 605.1a)
_TARGETED = re.compile(r"\btarget\b")
# CR 115, 601.2c, 702.11b — a restriction on what abilities may target, worded without hexproof, shroud or protection:
# "Enchanted creature can't be the target of spells or abilities your opponents control" (Canopy Cover, Vines of
# Vastwood), "can't be the target of abilities from artifact sources" (Artifact Ward), "... of nongreen spells or
# abilities from nongreen sources" (Gaea's Revenge), "permanents can't be the targets of spells or activated abilities"
# (Peace Talks); or a permission lifting one, "can be the targets of spells and abilities you control as though they
# didn't have hexproof" (Glaring Spotlight). Which permanents an ability can target (can-activate, mana holding
# priority) depends on it: kind targeting_effect. (Not one about spells alone, "Creatures can't be the targets of
# spells", Dense Foliage, nor about cards in graveyards, Ground Seal: no ability of a permanent here targets those.)
_QUOTED_TARGETING = re.compile(r"\b(hexproof|shroud|protection)\b")
_TARGET_RESTRICTION = re.compile(r"^(?!cards in (graveyards|[a-z' ]+graveyards?)\b)[^.]*(\bcan't be the targets? of\b"
                                 r"[^.]*\babilit|\bcan be the targets? of\b[^.]*\babilit[^.]*\bas though\b)")
# CR 603.2, 603.3 — the trigger event is one a sequence of activations holding priority causes (a permanent becoming
# tapped or untapped, counters put on it, a sacrifice, a death, life paid, lost or gained); "tapped for mana" triggers
# are triggered mana abilities (kind triggered_mana), read for themselves.
_SEQUENCE_TRIGGER = re.compile(r"^(?:[^—]{1,40} — )?(?:when|whenever)\b[^,]*(?:\bbecomes? (?:un)?tapped\b|\buntaps?\b|"
                               r"\bcounters? (?:is|are) put\b|\bput [^,]*\bcounters?\b|\bsacrifices?\b|\bdies\b|"
                               r"\b(?:gain|lose|pay)s? [^,]*\blife\b)")
# CR 603.2 — the trigger event of a triggered ability is an ability being activated ("Whenever you activate an ability",
# "Whenever an ability of equipped creature is activated"), maybe after an ability word.
_ACTIVATION_TRIGGER = re.compile(r"^(?:[^—]{1,40} — )?(?:when|whenever)\b[^,]*(?:\bactivates?\b[^,]*\babilit|"
                                 r"\babilit[^,]*\bis activated\b)")
_REPL_GRAVEYARD = re.compile(r"\bif an? card( or token)?\b[^.]*\bwould be put into\b[^.]*\bgraveyard\b"
                             r"(?! from the battlefield)[^.]*\binstead\b")
# CR 614.15, 207.2c — a landfall condition, "If you had a land enter the battlefield under your control this turn, that
# creature gets +4/+4 until end of turn instead" (Groundswell, Searing Blaze, Rest for the Weary): a spell's
# self-replacement of its own effect, under a condition on what happened this turn; no permanent's entering is
# replaced. Left out before _REPL_ENTER is searched (the rest keeps its kinds: Searing Blaze's "deals 3 damage ...
# instead" is a replacement of the damage it deals).
_HAD_ENTER = re.compile(r"\bif you had an? [^,.]*\benter(ed)?\b[^,.]*,")
# (also the "can't" effects on counters, CR 614.17, 101.2: "Counters can't be put on artifacts, creatures, enchantments,
# or lands" (Solemnity), "Creatures you control can't have -1/-1 counters put on them" (Melira, Sylvok Outcast): an
# event that would put counters puts none; the Solemnity ruling of 2017-07-14: Walking Ballista enters with none)
_REPL_COUNTERS = re.compile(r"counters? would be put|would put [^.]*counters?|"
                            r"\bcan't (have|get)\b[^.]*\bcounters?\b|\bcounters? can't be (put|placed)\b")
_TYPE = re.compile(r"\b(is|are|becomes?|become)\b[^.]*\b(plains|islands?|swamps?|mountains?|forests?|lands?|"
                   r"creatures?|artifacts?|enchantments?|basic land types?|land types?|types?)\b|"
                   r"in addition to (its|their) other (land )?types|loses? all (land|creature) types|"
                   # "it's an artifact creature" (Animate Artifact), not "if it's a land card", "as long as it's
                   # attacking"; "is also a Cleric, Rogue, Warrior, and Wizard" (Veteran Adventurer: subtypes)
                   r"(?<!if )(?<!as )(?<!unless )(?<!while )\bit's (still )?an? [^.]*\b(lands?|creatures?|artifacts?|"
                   r"enchantments?)\b|\b(is|are) also (an? )?\w+|"
                   # a color and a creature type: "is a black Dragon with base power and toughness 4/2" (Eye of
                   # Nidhogg), "and is a black Zombie" (Nim Deathmantle), "They're black Zombies in addition to their
                   # other colors and creature types" (Ghouls' Night Out); not "is black and", "are colorless sources"
                   r"\b(is|are|they're|it's) (an? )?(white|blue|black|red|green)( and (white|blue|black|red|green))? "
                   r"(?!and\b|or\b|in\b|as\b|until\b|permanents?\b|spells?\b|sources?\b|cards?\b|creatures?\b)[a-z]+|"
                   r"in addition to (its|their) other [^.]*\btypes\b|"
                   # "gain all creature types until end of turn" (Blades of Velis Vel), "has changeling"
                   r"\b(has|have|gains?|gain)\b[^.]*\b(all creature types|changeling)\b")
# CR 205.4, 613.1d — a supertype effect is a type-changing effect: "Enchanted land is snow" (Glittering Frost), "All
# nonland permanents are legendary" (Leyline of Singularity), "Lands you control ... are basic" (Rootpath Purifier).
# Searched after the conditions are left out ("As long as equipped creature is legendary, it has hexproof", "If that
# card is legendary, create a Treasure token" change no type).
_SUPERTYPE = re.compile(r"\b(is|are|becomes?|become)\b( also| still)?( an?)? (snow|legendary|basic|world)\b")
_CONDITION = re.compile(r"\b(if|as long as|unless|while|whenever|when)\b[^,.]*[,.]?")
# What counts types without changing any: "four or more card types among cards in your graveyard" (delirium),
# "the number of basic land types among lands you control" (domain): left out before _TYPE is searched.
_TYPES_COUNTED = re.compile(r"\b(basic land |card |creature |land |permanent )?types? among\b[^.]*")
# CR 612: a text-changing effect (layer 3) may change the land type and color words of any ability.
_TEXT_CHANGE = re.compile(r"\bchange the text of\b")
# (also "are the chosen color", Painter's Servant; "in addition to its other colors")
_COLOR = re.compile(r"\b(is|are)\b[^.]*\b(white|blue|black|red|green|colorless|every color|all colors|"
                    r"the chosen colors?|that color|the colors? of your choice)\b|"
                    r"in addition to (its|their) other colors")
# CR 604.3, 613.4a — a characteristic-defining ability that sets power or toughness ("Renata's power is equal to your
# devotion to green", "~'s power and toughness are each equal to the number of green permanents you control") counts
# colors without changing any: left out before _COLOR is searched.
_PT_EQUAL = re.compile(r"\b(power|toughness)( and toughness)? (is|are) (each )?equal to\b[^.]*")
# CR 613.1f — a grant of a keyword ability that damage events read: protection (CR 702.16e), wither and infect
# (CR 120.3b, 120.3d), toxic (CR 702.164c), absorb (CR 702.64a). (Wider than _keyword_change_kinds, which stops at
# the first keyword of "gains trample, wither, and "When …"": Tower Above.)
_DAMAGE_GRANT = re.compile(r"\b(has|have|gains?|gain)\b[^.\"]*\b(protection|wither|infect|toxic|absorb)\b")
# CR 613.1f — a grant of a quoted ability: an activated one ("[cost]: [effect]", CR 602.1), or any.
_ACTIVATED_GRANT = re.compile(r"\b(have|has|gains?|gain)\s*\"[^\"]*:")
_QUOTED_GRANT = re.compile(r"\b(have|has|gains?|gain)\s*\"")
# CR 613.4: layer 7.
_PT = re.compile(r"\bgets? [+\-\u2212][\dx*]+/[+\-\u2212][\dx*]+|\bbase power and toughness\b|"
                 r"\bpower and toughness (are|is) each\b|\b(power|toughness) (is|are) (each )?equal\b|"
                 r"\bswitch(es)? [^.]*\bpower and toughness\b")
# CR 613.1b: layer 2.
_CONTROL = re.compile(r"\byou control enchanted\b|\bgains? control of\b|\bexchanges? control\b|"
                      r"\bcontrols? enchanted (permanent|creature|artifact|land|enchantment|planeswalker)\b")
# CR 119.4, 119.8: paying life is losing it, so a player who can't lose life pays none but 0 (kind life_effect; not
# "can't pay life ... to cast spells or activate abilities", Yasharn, which no entering payment is).
_LIFE = re.compile(r"\blife totals? can't change\b|\bcan't lose life\b")
# CR 602.5, 601.2f, 119.8, 609.4b: who may activate which ability, what it costs, how life and mana pay it.
_ACTIVATION = re.compile(r"\bcan't be activated\b|\bcan't activate\b|\bmore to activate\b|\bless to activate\b|"
                         r"\bcosts? an additional\b[^.]*\bto activate\b|\bcan't pay life\b|"
                         r"\blife totals? can't change\b|\bcan't (lose|gain) life\b|\bas though it were\b[^.]*\bmana\b|"
                         r"\bspend mana of any (type|color)\b|\bmana of any (type|color) can be spent\b|"
                         # "can't cast spells or activate abilities of artifacts" (Grand Abolisher), "activate
                         # abilities only during their own turns", "activate abilities of creatures you control as
                         # though those creatures had haste" (CR 302.6, 702.10c)
                         r"\bcan't [^.]*\bactivate\b|\bactivate abilities only\b|"
                         r"\bactivate abilities\b[^.]*\bas though\b[^.]*\bhad haste\b")
_ABILITY = re.compile(r"(have|has|gains?|gain)\s*\"[^\"]*\badd\b|loses? all abilities|lose all abilities|"
                      # (also "loses all other abilities" (Stasis Field, Spider-Man No More), "loses all other card
                      # types and abilities", "has no abilities": CR 613.1f, a lost mana ability adds nothing)
                      r"\blos(e|es)\b[^.\"]*\babilities\b|\b(has|have) no abilities\b|"
                      r"\b(have|has|gains?)\b[^.\"]*\bhaste\b|"
                      # another object's abilities, mana abilities among them (CR 605.1a): "has all activated
                      # abilities of all lands on the battlefield" (Manascape Refractor)
                      r"\b(have|has|gains?)\b[^.\"]*\b(all |the )?(activated )?abilities of\b")
# CR 205.3, 205.1b, 613.1d — an effect that makes an object a creature type (or another subtype) is a type-changing
# effect: "Enchanted creature is a Spirit" (Fog on the Barrow-Downs: it loses its other creature types), "becomes a blue
# Serpent with base power and toughness 5/5" (Serpentine Ambush), "this creature is a Bear with base power and toughness
# 4/2" (Circle of the Moon Druid), "it's a Human Citizen". The subtypes are the Comprehensive Rules' (rules/data/
# subtypes.lp); searched after the conditions are left out ("as long as it's a Knight" reads a type, changes none).
_COLOR_WORDS = r"(?:white|blue|black|red|green|colorless|multicolored|monocolored|legendary|snow|basic|artifact|enchantment)"
_SUBTYPE_CHANGE = r"\b(?:is|are|becomes?|become|it's|they're)(?: also| still| each)?(?: an?)?(?: [\dx*]+/[\dx*]+)?" \
                  r"(?:(?: |, |,? and |,? or )" + _COLOR_WORDS + r")*(?: |, |,? and )(?P<sub>[a-z'-]+)\b"
# CR 105.3, 613.1e — "becomes a green and blue Fractal", "becomes a 4/4 red Dragon": a color-setting effect worded with
# "becomes" (_COLOR reads "is" and "are").
_BECOMES_COLOR = re.compile(r"(?<!mana )\b(becomes?|become)\b( an?)?( [\dx*]+/[\dx*]+)?( (and |or )?(white|blue|black|red|green|"
                            r"colorless)\b,?)+")
# (what the compiler knows beyond irrelevant.py's lists: haste lets a creature's {T} abilities be activated (CR 302.6);
# changeling gives every creature type (702.73a); devoid makes it colorless (702.114a); shroud: targeting; wither and
# infect, read by the rules printed or granted by a compiled static ability, deal damage as counters (702.80c, 702.90b):
# given by an effect not modelled, they are not applied, and the damage event says so)
_MORE_KEYWORD_KINDS = {"haste": ("ability_effect",), "changeling": ("type_effect",), "devoid": ("color_effect",),
                       "shroud": ("targeting_effect",), "wither": ("replacement(damage)",),
                       "infect": ("replacement(damage)",)}
# CR 613.1f — keyword abilities an effect gives or takes away ("gets +1/+0 and has wither", Blight Sickle; "gets +10/+10
# and loses flying", Colossus Hammer; "gets +0/+1 and have vigilance", Alacrian Armory): each keyword is of the kinds
# compiler/irrelevant.py gives it (wither: the damage event, CR 702.80c; flying: the abilities `show` lists).
_KEYWORD_WORDS = sorted({w.replace("_", " ") for w in (*irrelevant.IRRELEVANT_KEYWORDS, *irrelevant.KEYWORD_KINDS,
                                                        *ENTERS_KEYWORDS, *_MORE_KEYWORD_KINDS)},
                        key=len, reverse=True)
_KEYWORD_CHANGE = re.compile(r"(?<!n't )\b(?:has|have|gains?|gain|loses?|lose)\s+((?:(?:"
                             + "|".join(re.escape(w) for w in _KEYWORD_WORDS)
                             + r")\b[^.\"]*?)+?)(?=[.;]|$| until| as long| for as long| if\b| unless\b)")


def _player_keywords_aside(text: str, kinds: list[str]) -> list[str]:
    """The kinds of a line's keywords, without targeting_effect where only players get hexproof or shroud ("You have
    hexproof": no ability whose targets a question here checks targets a player, CR 115.1, 702.11c)."""
    return [k for k in kinds if k != "targeting_effect" or not irrelevant.only_players_targeted(text)]


def _keyword_change_kinds(text: str) -> list[str]:
    """The kinds of the keyword abilities a standing effect gives or takes away (CR 613.1f)."""
    out: list[str] = []
    for m in _KEYWORD_CHANGE.finditer(text):
        for w in _KEYWORD_WORDS:
            if not re.search(r"\b" + re.escape(w) + r"\b", m.group(1)):
                continue
            word = w.replace(" ", "_")
            if word == "trample":
                # (trample decides whether an attacking creature that deals combat damage to a player may be blocked,
                # CR 702.19b-d: rules/replacement/damage.lp reads trample_grant where an effect names unblocked
                # creatures)
                found: tuple[str, ...] = ("keyword_grant", "trample_grant")
            elif word in irrelevant.IRRELEVANT_KEYWORDS:
                found = ("keyword_grant",)
            elif word in ENTERS_KEYWORDS:
                found = ("replacement(enters_battlefield)",)
            else:
                # (and the abilities `show` lists, CR 109.3: a keyword given or taken away is one of them, "Creatures
                # your opponents control lose infect", Melira, Sylvok Outcast)
                found = (irrelevant.KEYWORD_KINDS.get(word) or _MORE_KEYWORD_KINDS.get(word, ("unknown",))) \
                    + ("keyword_grant",)
            out += [k for k in found if k not in out]
    return out


def _changes_subtype(text: str) -> bool:
    from mtgasp.compiler.lower import Unsupported, subtype_word  # (the subtypes of rules/data/subtypes.lp)
    # (a token's copy exception, "except it's a 4/4 black Zombie", is the token's copiable values, CR 707.9b: no effect
    # on another object)
    text = re.sub(r"\bexcept\b[^.]*", "", text)
    for m in re.finditer(_SUBTYPE_CHANGE, text):
        # ("creatures you control that are Zombies", "any of them that are Walls": a filter, not a change)
        if re.search(r"\b(that|which|who)\s*$", text[:m.start()]):
            continue
        try:
            subtype_word(m.group("sub"))
        except Unsupported:
            continue
        return True
    return False


def strip_quotes(clean: str) -> str:
    return _QUOTE.sub('""', clean)


def is_activated(clean: str) -> bool:
    """A "[cost]: [effect]" line (CR 602.1), outside quotation marks; loyalty abilities are "[+1]: …"."""
    text = strip_quotes(clean)
    if ":" not in text:
        return False
    head = text.split(":", 1)[0]
    return not re.search(r"\b(when|whenever|at the|if|as long as)\b", head) and len(head) < 160


_TRIGGER_AGAIN = re.compile(r"\btriggers? (an additional time|additional times|twice)\b")


def is_triggered(clean: str) -> bool:
    """A triggered ability starts with "When", "Whenever" or "At" (CR 603.1), maybe after an ability word."""
    # (a text that starts so is one before any "—": "When ~ enters, choose one — • …")
    text = strip_quotes(clean)
    return bool(re.match(r"(when|whenever|at)\b", text) or re.match(r"(when|whenever|at)\b",
                                                                    re.sub(r"^[^—]{1,40} — ", "", text)))


# The entering of the ability's own permanent ("As this land enters, you may pay 2 life. If you don't, it enters
# tapped", "You may have this creature enter as a copy of ...", "this creature enters with ...", and the keywords of
# ENTERS_KEYWORDS, each "this permanent enters ...", CR 702.54a ...): CR 614.12, such an effect "may come from the
# permanent itself if [it affects] only that permanent", so it can't apply to another object entering.
_SELF_ENTER = re.compile(r"\b(?:this|~)(?: [a-z]+){0,2}? (?:enters?|would enter)\b|\bit (?:enters|would enter)\b")


# A line that brings another object onto the battlefield ("put a creature card from your hand onto the battlefield. It
# enters tapped", "create a token that's a copy of ..., except it enters with ..."): its "it enters" is that object's.
_OTHER_ENTERING = re.compile(r"\bcreates?\b|\b(?:onto|to) the battlefield\b")


# CR 603.6a — the event of a trigger condition ("• Dragons — Whenever a creature you control with flying enters, ...",
# a mode of Frontier Siege chosen as it enters) is no effect on entering: left out before the line's "enter"s are read
# (another object's entering only: "When this creature enters, ..." is read as before).
_ENTER_TRIGGER = re.compile(r"\b(?:when|whenever)\b(?! (?:this|~)\b)[^,.]*\benters?\b[^,.]*,")


def _self_entering(text: str) -> bool:
    """Whether every "enter" of the line is its own permanent's (kind self_entering: rules/core/incomplete.lp)."""
    text = _ENTER_TRIGGER.sub("", text)
    if _ENTERS_KEYWORD.match(text) and not re.search(r"\benter", text):
        return True
    if re.search(r"\bit (?:enters|would enter)\b", text) and _OTHER_ENTERING.search(text):
        return False
    return bool(_SELF_ENTER.search(text)) and not re.search(r"\benter", _SELF_ENTER.sub("", text))


def kinds_of(clean: str, card_types: tuple[str, ...], quoted: bool = False) -> list[str]:
    """The kinds an unrecognised ability may be (several when unsure), or ["other"] (proven harmless) or
    ["unknown"]."""
    kinds = _cued_kinds(clean, card_types, quoted)
    text = strip_quotes(clean)
    activated = is_activated(clean)
    spell = bool({"instant", "sorcery"} & set(card_types)) and not quoted
    body = text.split(":", 1)[1] if activated else text
    added = []
    # CR 605.1a, 605.5a — an activated ability that adds mana and has a target, or a loyalty ability ("[+1]: Add
    # {R}{R}", Chandra, Torch of Defiance; "{T}: Exile target land card from a graveyard. Add one mana of any color",
    # Deathrite Shaman), is no mana ability; what its permanent could produce counts it under the reading
    # nonmana_abilities=any_ability (CR 106.7; rules/core/incomplete.lp), so it is never proven harmless.
    if activated and not spell and _ADD.search(body) and (_TARGETED.search(body) or text.startswith("[")):
        added.append("nonmana_adds")
    # CR 614.1a, 614.6 — a replacement effect on cards put into a graveyard (Rest in Peace): the enter event's object
    # put into its graveyard instead is one (rules/core/incomplete.lp).
    if (not activated or spell) and not is_triggered(clean) and _REPL_GRAVEYARD.search(text):
        added.append("replacement(to_graveyard)")
    # CR 603.2, 602.2 — a trigger on activating abilities (Rings of Brighthearth copies them): the abilities the search
    # holding priority puts on the stack trigger it (rules/mana/mana_loops.lp).
    if _ACTIVATION_TRIGGER.search(text):
        added.append("activation_trigger")
    # CR 603.3 — a trigger on an event of such a sequence (Dionus's granted "Whenever this creature becomes tapped during
    # your turn, untap it"): resolved between activations holding priority (rules/mana/mana_loops.lp).
    if _SEQUENCE_TRIGGER.search(text) and "triggered_mana" not in kinds:
        added.append("sequence_trigger")
    # CR 611.2, 615.7 — an activated ability whose effect is a prevention or redirection shield ("{1}: The next time a
    # black or red source of your choice would deal damage to you this turn, prevent that damage", Greater Realm of
    # Preservation): on its permanent it changes no event until activated (harmless there), but the lasting effect a
    # board lists under effects: is one (rules/core/incomplete.lp says so for an unmodelled activated ability); the kind
    # puts it in the damage coverage group.
    if activated and not spell and _REPL_DAMAGE.search(_DIES_INSTEAD.sub("", body)):
        added.append("lasting_effect(damage)")
    # (added to the cues' kinds, never narrowing them: `other` is no longer proven, `unknown` stays)
    kinds = [k for k in kinds if k != "other" or not added]
    return kinds + [k for k in added if k not in kinds]


def _cued_kinds(clean: str, card_types: tuple[str, ...], quoted: bool = False) -> list[str]:
    """kinds_of's cues and proofs (compiler/irrelevant.py), before what kinds_of adds."""
    text = strip_quotes(clean)
    kinds: list[str] = []
    activated = is_activated(clean)
    spell = bool({"instant", "sorcery"} & set(card_types)) and not quoted
    body = text.split(":", 1)[1] if activated else text
    # (also an ability that changes the mana a player has without the word "add" ("unspent mana", "mana pool"):
    # "Double the amount of each type of unspent mana you have", Doubling Cube, a mana ability by CR 605.1a, as its
    # ruling of 2004-12-01 says: it could add mana)
    # (not one whose cost moves its card out of the hand: it functions only there, CR 113.6m, compiler/irrelevant.py)
    if activated and (_ADD.search(body) or _MANA_WORD.search(body)) and not _TARGETED.search(body) \
            and not text.startswith("[") and irrelevant.proven(text, activated=True, triggered=False,
                                                             spell=spell) != "from_hand_only":
        kinds.append("mana_ability")
    # CR 603.12 — "When you do, …" after an optional action is a reflexive triggered ability that the effect creates,
    # not the trigger of the ability it is printed in: "You may have this creature enter as a copy of …, except …. When
    # you do, tap the copied creature" (Wall of Stolen Identity) is a static ability, a replacement effect (CR 614.1c).
    triggered = bool(_TRIGGER.search(_REFLEXIVE.sub("", text)))
    clause = re.sub(r"^(until end of turn|until your next turn|when you [^,]*), ", "", text)
    if triggered and _MANA_TRIGGER_EVENT.search(clause) and _ADD.search(text):
        kinds.append("triggered_mana")
    if "any time you could activate a mana ability" in text and _ADD.search(text):
        kinds.append("mana_action")
    # Effects that exist without being activated or triggered: static abilities of permanents and the
    # lasting effects of resolved spells (a board lists those under effects:).
    standing = (not activated and not triggered) or spell or (triggered and "until end of turn" in text)
    if standing or (triggered and _REPL_MANA.search(text)):
        if _REPL_MANA.search(text) or re.search(r"would add\b", text):
            kinds.append("replacement(mana_production)")
        kinds += [kind for pattern, where, kind in ((_REPL_ENTER, _HAD_ENTER.sub("", text),
                                                     "replacement(enters_battlefield)"),
                                                    (_REPL_DAMAGE, _DIES_INSTEAD.sub("", text), "replacement(damage)"),
                                                    (_REPL_COUNTERS, text, "replacement(put_counters)"))
                  if pattern.search(where)]
    elif _REPL_ENTER.search(text) and re.search(r"\b(this|~)\b[^.]*\benters?\b", text) and not triggered:
        kinds.append("replacement(enters_battlefield)")
    if _ENTERS_KEYWORD.match(text) and "replacement(enters_battlefield)" not in kinds:
        kinds.append("replacement(enters_battlefield)")
    if "replacement(enters_battlefield)" in kinds and not spell and _self_entering(text):
        kinds.append("self_entering")
    if standing:
        unconditional = _CONDITION.sub("", text)
        # (the cues added by the third red-team round read only what stands: not a triggered ability after an ability
        # word or a Saga's chapter number, CR 714.2b, unless its effect lasts)
        lasting = not (irrelevant.is_chapter(text) or is_triggered(clean)) or spell or "until end of turn" in text
        # (a characteristic-defining power and toughness, "~'s power and toughness are each equal to the number of
        # creatures you control", Thunderbond Vanguard, CR 604.3, 613.4a, counts a type and changes none)
        if (_TYPE.search(_TYPES_COUNTED.sub("", _PT_EQUAL.sub("", text))) or _SUPERTYPE.search(unconditional)
                or (lasting and _changes_subtype(unconditional))) \
                and not re.search(r"^(enchant|equip)\b", text):
            kinds.append("type_effect")
        kinds += [kind for pattern, where, kind in ((_COLOR, _PT_EQUAL.sub("", text), "color_effect"),
                                                    (_ABILITY, clean, "ability_effect"),
                                                    (_PT, text, "pt_effect"), (_CONTROL, text, "control_effect"),
                                                    (_ACTIVATION, text, "activation_effect"),
                                                    (_LIFE, text, "life_effect")) if pattern.search(where)]
        if lasting and _BECOMES_COLOR.search(unconditional) and "color_effect" not in kinds:
            kinds.append("color_effect")
        # A grant of a keyword the damage event reads, beside another cue: "Enchanted creature gets +1/+2 and has
        # protection from black" (Strength of Isolation) is a layer-7 effect and a prevention effect of its creature
        # (CR 613.1f, 702.16e); "Equipped creature gets +2/+2 and has infect" (Grafted Exoskeleton) changes how its
        # damage is dealt (CR 120.3b, 120.3d). (Without another cue, such a grant is of kind unknown.)
        # (not a condition that reads one: "If that creature has toxic, draw a card", Compleat Devotion)
        if kinds and _DAMAGE_GRANT.search(unconditional) and "replacement(damage)" not in kinds:
            kinds.append("replacement(damage)")
        # (likewise a grant of an activated ability, which can-activate lists (CR 602.1, 613.1f): "As long as
        # enchanted creature is red, it gets +1/+1 and has "{R/W}: This creature gets +1/+0 until end of turn.""
        # (Scourge of the Nobilis), and of other abilities, which show lists: "it gets +1/+1 and has indestructible"
        # (Shield of the Oversoul), has "Whenever this creature deals damage ..." (Helm of the Ghastlord))
        if kinds and _ACTIVATED_GRANT.search(clean) and "ability_effect" not in kinds:
            kinds.append("ability_effect")
        elif kinds and (_QUOTED_GRANT.search(clean) or irrelevant.grants_any_keyword(text)) \
                and not {"ability_effect", "keyword_grant"} & set(kinds):
            kinds.append("keyword_grant")
        # (not a restriction on players only, "Your opponents can't be the targets of spells or abilities you control":
        # no checked target is a player, compiler/irrelevant.py)
        if any(_TARGET_RESTRICTION.search(x) for x in re.split(r"(?<=\.) ", text)) and "targeting_effect" not in kinds \
                and not irrelevant.only_players_targeted(text):
            kinds.append("targeting_effect")
        # (a quoted ability it grants that gives or takes away hexproof, shroud or protection, or restricts targets:
        # 'has "This creature has hexproof as long as it's untapped."' (Giant's Amulet), CR 613.1f, 702.11b)
        if _QUOTED_GRANT.search(clean) and "targeting_effect" not in kinds and any(
                _QUOTED_TARGETING.search(q) or _TARGET_RESTRICTION.search(q) for q in re.findall(r'"([^"]*)"', clean)):
            kinds.append("targeting_effect")
        if _TEXT_CHANGE.search(text):
            kinds += [k for k in ("type_effect", "color_effect", "ability_effect") if k not in kinds]
        # (the keywords given or taken away beside another effect; a line that only gives keywords is proven or not by
        # compiler/irrelevant.py below)
        if kinds and lasting:
            kinds += [k for k in _keyword_change_kinds(unconditional) if k not in kinds]
    # CR 707.9b, 614.1c — "You may have this land enter tapped as a copy of any land card in a graveyard, except it's a
    # Cave in addition to its other types" (Echoing Deeps): the exception is part of the copy effect, so it changes the
    # permanent only when it entered as a copy; otherwise the line did nothing but offer the copy as it entered.
    # Kind copy_exception (rules/core/incomplete.lp: a permanent that is a copy) instead of the layer kinds its exception
    # names, when the copy sentence is the line's only one (a reflexive "When you do" aside, CR 603.12).
    sentences = [x for x in re.split(r"(?<=\.) ", _REFLEXIVE_SENTENCE.sub("", text).strip()) if x.strip(" .")]
    if standing and not spell and len(sentences) == 1 and _COPY_EXCEPT.search(sentences[0]) \
            and "replacement(enters_battlefield)" in kinds:
        return ["replacement(enters_battlefield)", "copy_exception"] + (["self_entering"] if "self_entering" in kinds
                                                                         else [])
    # CR 605.5a, 106.7: a triggered ability that adds mana and is not a mana ability ("When this land enters, add one
    # mana of any color"): what its permanent could produce counts it (reading nonmana_abilities). Also a Saga's chapter
    # (CR 714.2b: "II, III, IV — Add {R} for each lore counter on this Saga", Summon: Esper Valigarmanda), a trigger
    # after an ability word or in a mode ("Alliance — Whenever another creature you control enters, choose one … • Add
    # {G}{G}{G}", Galadriel, Light of Valinor; "• Khans — At the beginning of each of your main phases, add {G}{G}",
    # Frontier Siege), and beside the effects other cues read.
    adds_when_triggered = (triggered or irrelevant.is_chapter(text) or re.search(r"— (when|whenever|at)\b", text)) \
        and not activated and not spell and _ADD.search(text) and "triggered_mana" not in kinds
    if kinds:
        return kinds + ["nonmana_adds"] if adds_when_triggered and "nonmana_adds" not in kinds else kinds
    if adds_when_triggered:
        return ["nonmana_adds"]
    # CR 603.2d — "that ability triggers an additional time" (Panharmonicon, Echoes of Eternity): it changes what a
    # triggered ability does, and of those only triggered mana abilities resolve in a question here (CR 605.1b). Every
    # sentence must be about triggering (Teysa Karlov's second sentence grants keywords: not this kind alone).
    if standing and not spell and _TRIGGER_AGAIN.search(text) and \
            all(re.search(r"\btrigger", s) for s in re.split(r"(?<=\.) ", text.strip()) if s.strip(" .")):
        return ["trigger_again"]
    if not spell and _SPELL_GAINS_ENTERS_KEYWORD.search(text):
        return ["replacement(enters_battlefield)"]
    entry = irrelevant.proven(text, activated=activated, triggered=is_triggered(clean), spell=spell)
    if entry == "static_irrelevant" and irrelevant.grants_keywords(text):
        return ["keyword_grant"]
    # (keywords given or taken away inside a sentence proven for another reason: "Enchanted creature has hexproof and
    # can't be blocked by more than one creature", Alpha Authority, a combat restriction beside a grant CR 613.1f)
    if entry == "static_irrelevant" and (changed := _player_keywords_aside(text, _keyword_change_kinds(text))):
        return changed
    # CR 613.1f — a static line that only gives or takes away keyword abilities the rules read ("Creatures your
    # opponents control lose infect", Melira, Sylvok Outcast): of the kinds of those keywords (infect: the damage event,
    # CR 702.90), not `unknown` on every answer.
    if entry is None and standing and not spell and not activated and _only_keyword_change(text):
        return _player_keywords_aside(text, _keyword_change_kinds(text)) or ["unknown"]
    return ["other"] if entry is not None else ["unknown"]


# (in the normalised text a comma and a period stand apart: "flying , vigilance , and trample .")
_KEYWORD_LIST = re.compile(r"(?:" + "|".join(re.escape(w) for w in _KEYWORD_WORDS) + r")(?:(?: ?,| ?,? and| ?,? or) (?:"
                           + "|".join(re.escape(w) for w in _KEYWORD_WORDS) + r"))*")


def _only_keyword_change(text: str) -> bool:
    """The text is one sentence, without quotes, whose effect only gives or takes away a list of keywords (its subject
    and a duration aside): "creatures your opponents control lose infect.\""""
    # (the compiler's clean text spaces its punctuation: "creatures your opponents control lose infect .")
    sentence = re.sub(r"\s+([.,;])", r"\1", text.strip())
    if '"' in sentence or sentence.count(".") != 1 or not sentence.endswith("."):
        return False
    # (a condition of state after it, "This creature has hexproof as long as it's untapped" (Paradise Druid): whether
    # the keyword is given or not, only the answers its kinds name depend on it)
    m = re.fullmatch(r"(?P<subject>[^.]*?)\b(?:has|have|gains?|gain|loses?|lose) (?P<kw>.+?)"
                     r"(?: until end of turn| as long as [^.\"]*)? ?\.", sentence)
    # (not the second half of another effect: "if enchanted land would be destroyed, instead sacrifice this aura and
    # that land gains indestructible", Crackling Emergence, a replacement effect on destruction)
    if m is None:
        return False
    return bool(_KEYWORD_LIST.fullmatch(m.group("kw"))) \
        and not re.search(r"\b(if|instead|would|unless|and|then|when|whenever)\b", m.group("subject"))


_SHAPE_WORDS = re.compile(r"\{[^}]+\}")


def reason_shape(clean: str, quote_words: int = 6) -> str:
    """cluster_of's shape as an unmodelled ability's reason shows it: each ability it quotes kept (its first
    `quote_words` words), where the shape has '""' to group lines by what they do with the quoted ability. Shown as
    '""', it read as an empty quoted ability (Urza's Saga, chapter I: 'this saga gains "".')."""
    shape = cluster_of(clean)
    quotes = iter(_QUOTE.findall(clean))

    def kept(_: re.Match) -> str:
        words = next(quotes, '""')[1:-1].split()
        return '"' + " ".join(words[:quote_words]) + (" …" if len(words) > quote_words else "") + '"'

    return re.sub('""', kept, shape)


def cluster_of(clean: str) -> str:
    """A short shape of an unrecognised line, to group lines that one grammar rule could cover:
    mana symbols as {S}, numbers as N, the cost part as "cost:", at most eight words of its effect."""
    text = strip_quotes(clean)
    text = _SHAPE_WORDS.sub("{S}", text)
    text = re.sub(r"\b(a|an|one|two|three|four|five|x|\d+)\b", "N", text)
    if is_activated(clean):
        head, body = text.split(":", 1)
        text = "cost: " + body.strip()
    words = text.replace(" .", ".").replace(" ,", ",").split()
    return " ".join(words[:8])
