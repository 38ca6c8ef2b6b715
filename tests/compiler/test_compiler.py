"""The Oracle compiler (compiler/, issue 9): snapshots of each grammar cluster, statuses, the text
rendered back from the facts, injection, the round trip with the hand-written card files, coverage."""
from __future__ import annotations

import json
import re
from pathlib import Path

import clingo
import pytest
from support import ROOT, compiled, corpus, cr_text, run_cli

import mtgasp
from mtgasp.compiler import coverage
from mtgasp.compiler.compile import compile_card
from mtgasp.compiler.kinds import kinds_of
from mtgasp.compiler.oracle import ABILITY_WORDS, normalise, without_ability_word
from mtgasp.encoder import card_data as data  # the reader of the compiled data (compiler/data.py names it)
from mtgasp.encoder import library
from mtgasp.render.words import listed

# --------------------------------------------------------------------------- snapshots, one to three per cluster

SNAPSHOTS = [
    # activated mana abilities (CR 605.1a): costs, one type, several types at once, "or", riders (CR 106.6)
    ("Sol Ring", 1, "compiled", {"activated", "cost(tap)", "adds(2,type(c))"}),
    ("Azorius Signet", 1, "compiled", {"activated", "cost(mana(generic,1))", "cost(tap)", "adds_mana(m(1,1,0,0,0,0))"}),
    ("Talisman of Dominance", 2, "rider", {"activated", "cost(tap)", "adds(1,combination)", "combination_type(u)",
                                           "combination_type(b)", "rider(damage)", "rider_life(-1)"}),
    ("Coldsteel Heart", 3, "compiled", {"activated", "cost(tap)", "adds(1,chosen_color)"}),
    ("Mystic Gate", 2, "compiled", {"activated", "cost(mana(hybrid(w,u),1))", "cost(tap)", "adds(2,combination)",
                                    "combination_type(w)", "combination_type(u)"}),
    ("Cabal Coffers", 1, "compiled", {"activated", "cost(mana(generic,2))", "cost(tap)",
                                      "adds_for_each(subtype(swamp),you,type(b))"}),
    ("Ashnod's Altar", 1, "compiled", {"activated", "cost(sacrifice(creature))", "adds(2,type(c))"}),
    # ("Activate only as an instant": CR 602.5e, its ruling: not activated while a cost is paid)
    ("Lion's Eye Diamond", 1, "compiled", {"activated", "cost(discard_hand)", "cost(sacrifice_self)",
                                           "adds(3,one_color)", "activation_restriction(instant_speed)"}),
    ("Mox Jasper", 1, "compiled", {"activated", "cost(tap)", "adds(1,one_color)",
                                   "activation_restriction(controls(subtype(dragon),1))"}),
    ("Urza's Tower", 1, "compiled", {"activated", "cost(tap)", "adds(1,type(c))", "adds_instead(3)",
                                     "instead_condition(controls_subtype(mine))",
                                     "instead_condition(controls_subtype(power_plant))"}),
    # triggered mana abilities (CR 605.1b, 106.12a)
    ("Fertile Ground", 2, "compiled", {"triggered", "trigger_event(tapped_for_mana(land,enchanted))",
                                       "trigger_adds(1,one_color)"}),
    ("Utopia Sprawl", 3, "compiled", {"triggered", "trigger_event(tapped_for_mana(land,enchanted))",
                                      "trigger_condition(source_subtype(forest))", "trigger_adds(1,chosen_color)"}),
    ("High Tide", 1, "compiled", {"spell_ability", "triggered", "trigger_event(tapped_for_mana(land,any))",
                                  "trigger_condition(source_subtype(island))", "trigger_adds(1,type(u))"}),
    ("Dawn's Reflection", 2, "compiled", {"triggered", "trigger_event(tapped_for_mana(land,enchanted))",
                                          "trigger_adds(2,combination)", "combination_type(w)", "combination_type(u)",
                                          "combination_type(b)", "combination_type(r)", "combination_type(g)"}),
    ("Regal Behemoth", 3, "compiled", {"triggered", "trigger_event(tapped_for_mana(land,you))",
                                       "trigger_condition(controller_is_monarch)", "trigger_adds(1,one_color)"}),
    ("Roxanne, Starfall Savant", 2, "compiled", {"triggered", "trigger_event(tapped_for_mana(artifact,you))",
                                                 "trigger_condition(source_token)", "trigger_adds(1,type_produced)"}),
    ("Extraplanar Lens", 2, "compiled", {"triggered", "trigger_event(tapped_for_mana(land,any))",
                                         "trigger_condition(same_name_as_exiled)", "trigger_adds(1,type_produced)"}),
    # "Whenever you tap a permanent for {C}" (CR 106.12a: tapped for mana of a specified type)
    ("Forsaken Monument", 2, "compiled", {"triggered", "trigger_event(tapped_for_mana(permanent,you))",
                                          "trigger_condition(produced(type(c)))", "trigger_adds(1,type(c))"}),
    ("Ultima, Origin of Oblivion", 3, "compiled", {"triggered", "trigger_event(tapped_for_mana(land,you))",
                                                   "trigger_condition(produced(type(c)))", "trigger_adds(1,type(c))"}),
    # entering the battlefield (CR 614.1c-d, 614.12, 614.12a)
    ("Coldsteel Heart", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                        "replacement_option(1,choose(color))"}),
    ("Vivid Crag", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                   "replacement_option(1,both(enter_tapped,enter_with_counters(charge,2)))"}),
    ("Blind Obedience", 2, "compiled", {"replacement(enters_battlefield)",
                                        "replacement_condition(affected_either(artifact,creature))",
                                        "replacement_condition(affected_rel(opponent))",
                                        "replacement_option(1,enter_tapped)"}),
    # CR 614.12a — choices made as it enters: two at once, secretly, by an opponent, an object, a number
    ("Call to Arms", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                     "replacement_option(1,both(choose(color),choose(opponent)))"}),
    ("Riptide Replicator", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                           "replacement_option(1,both(choose(color),choose(creature_type)))"}),
    ("Seal of the Guildpact", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                              "replacement_option(1,both(choose(color),choose(color)))"}),
    ("Guardian Archon", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                        "replacement_option(1,choose(opponent))"}),
    ("Callous Oppressor", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                        "replacement_option(1,choose(creature_type))"}),
    ("Dauntless Bodyguard", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                        "replacement_option(1,choose(creature))"}),
    ("Squall, Gunblade Duelist", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                                 "replacement_option(1,choose(number))"}),
    ("Cloud Key", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                  "replacement_option(1,choose(artifact))", "replacement_option(2,choose(creature))",
                                  "replacement_option(3,choose(enchantment))", "replacement_option(4,choose(instant))",
                                  "replacement_option(5,choose(sorcery))"}),
    ("Multiversal Passage", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                            "replacement_option(1,both(choose(basic_land_type),enter_tapped))",
                                            "replacement_option(2,both(choose(basic_land_type),pay_life(2)))",
                                            "option_condition(2,can_pay_life(2))"}),
    ("Bitter Feud", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                    "replacement_option(1,both(choose(player),choose(player)))"}),
    # CR 614.12a, 122.1b — a choice of counters: one option for each pair (Grimdancer)
    ("Grimdancer", 1, "compiled", {
        "replacement(enters_battlefield)", "replacement_condition(this)",
        "replacement_option(1,both(enter_with_counters(menace,1),enter_with_counters(deathtouch,1)))",
        "replacement_option(2,both(enter_with_counters(menace,1),enter_with_counters(lifelink,1)))",
        "replacement_option(3,both(enter_with_counters(deathtouch,1),enter_with_counters(lifelink,1)))"}),
    # CR 702.82b — "Devour Food 3"; CR 702.33d — "... and with "Pay 3 life: Regenerate this creature."", "on him"
    ("Feasting Hobbit", 1, "compiled", {"static", "keyword(devour)", "replacement(enters_battlefield)",
                                        "replacement_condition(this)", "replacement_option(1,devour(subtype(food),3))"}),
    # CR 601.2, 614.1c — "... if you cast it" (the condition cast)
    ("Nine-Lives Familiar", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                            "replacement_condition(cast)",
                                            "replacement_option(1,enter_with_counters(revival,8))"}),
    # CR 614.1e, 708.8 — "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is ...":
    # the entering half read as "enters with X counters"; turning face up is no entering
    ("Crowd-Control Warden", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                             "replacement_option(1,enter_with_counters(p1p1,per(creature,you,1)))"}),
    # devour in words (CR 702.82a): Devouring Hellion, Shimatsu the Bloodcloaked
    ("Devouring Hellion", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                          "replacement_option(1,devour(any_of(creature,planeswalker),2))"}),
    ("Shimatsu the Bloodcloaked", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                                  "replacement_option(1,devour(permanent,1))"}),
    ("Degavolver", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                   "replacement_condition(kicked_with(\"{1}{B}\"))",
                                   "replacement_option(1,both(enter_with_counters(p1p1,2),"
                                   "enter_with_keyword(quoted_ability)))"}),
    ("Batroc the Leaper", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                          "replacement_option(1,enter_with_counters(p1p1,kicked))"}),
    # "... and balance this enchantment on your head" is no choice the rules know (Charm School): left unmodelled
    ("Charm School", 1, "unmodelled", {"static"}),
    # a card's text naming it by a shortened name (CR 201.5c): a legendary card's first words, an Alchemy card's name
    # without "A-"
    ("Rasputin Dreamweaver", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                             "replacement_option(1,enter_with_counters(dream,7))"}),
    ("Rasputin Dreamweaver", 2, "compiled", {"activated", "cost(remove_counters(dream,1))", "adds(1,type(c))"}),
    ("A-Thran Portal", 2, "compiled", {"static", "type_effect(land,self,add_subtype(chosen_land_type))"}),
    ("A-Spell Satchel", 2, "compiled", {"activated", "cost(tap)", "cost(remove_counters(book,1))", "adds(1,type(c))"}),
    # copy effects on entering (CR 707.2, 707.5, 707.9): a card in a graveyard, a creature with power 4 or greater,
    # "another creature" and "Sakashima's other abilities"
    ("Body Double", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                    "replacement_option(1,enter_as_copy_card(creature,any))", "optional_replacement",
                                    "replacement_category(copy)"}),
    ("Deceptive Frostkite", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                            "replacement_option(1,enter_as_copy_except(with_power(creature,ge,4),you))",
                                            "optional_replacement", "replacement_category(copy)",
                                            "copy_exception(add_subtype(dragon))", "copy_exception(has_ability(3))"}),
    ("Sakashima of a Thousand Faces", 1, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                                      "replacement_option(1,enter_as_copy_except(creature,you))",
                                                      "optional_replacement", "replacement_category(copy)",
                                                      "copy_exception(own_abilities)"}),
    ("Moritte of the Frost", 2, "compiled", {"replacement(enters_battlefield)", "replacement_condition(this)",
                                             "replacement_option(1,enter_as_copy_except(permanent,you))",
                                             "optional_replacement", "replacement_category(copy)",
                                             "copy_exception(add_supertype(legendary))",
                                             "copy_exception(add_supertype(snow))",
                                             "copy_exception(counters(p1p1,2,creature))",
                                             "copy_exception(has_ability_if(3,creature))"}),
    # mana production (CR 106.12b, 614.1a)
    ("Contamination", 2, "compiled", {"replacement(mana_production)", "replacement_condition(source(land))",
                                      "replacement_condition(tapped_for_mana)", "replacement_option(1,set_mana(b,1))"}),
    ("Pulse of Llanowar", 1, "compiled", {"replacement(mana_production)", "replacement_condition(source(basic_land))",
                                          "replacement_condition(tapped_for_mana)",
                                          "replacement_condition(tapper(you))"}
     | {f"replacement_option({c},set_type({c}))" for c in "wubrg"}),
    ("Virtue of Strength", 1, "compiled", {"replacement(mana_production)", "replacement_condition(source(basic_land))",
                                           "replacement_condition(tapped_for_mana)",
                                           "replacement_condition(tapper(you))", "replacement_option(1,multiply(3))"}),
    # damage and counters (CR 614.1a, 615, 614.16)
    ("Furnace of Rath", 1, "compiled", {"replacement(damage)", "replacement_option(1,multiply(2))"}),
    ("Phytohydra", 1, "compiled", {"replacement(damage)", "replacement_condition(this)",
                                   "replacement_option(1,to_counters(p1p1))"}),
    # redirection (CR 614.9): "to you" / "to you and other permanents you control", to an attached or its own object
    ("Pariah", 2, "compiled", {"replacement(damage)", "replacement_condition(affected(player))",
                               "replacement_condition(affected_rel(you))", "replacement_option(1,redirect(enchanted))"}),
    # "... dealt to enchanted creature is dealt to its controller instead": the enchanted creature's controller, no target
    ("Treacherous Link", 2, "compiled", {"replacement(damage)", "replacement_condition(enchanted)",
                                         "replacement_option(1,redirect(enchanted_controller))"}),
    ("Palisade Giant", 1, "compiled", {"replacement(damage)", "replacement_condition(affected_rel(you))",
                                       "replacement_condition(either(affected(player),other))",
                                       "replacement_option(1,redirect(this))"}),
    ("Hardened Scales", 1, "compiled", {"replacement(put_counters)", "replacement_condition(affected(creature))",
                                        "replacement_condition(affected_rel(you))",
                                        "replacement_option(1,add_counters(1))"}),
    # layer 4 (CR 613.1d, 305.7) and layer 6 (613.1f)
    ("Blood Moon", 1, "compiled", {"static", "type_effect(nonbasic_land,any,set_subtypes(land,mountain))"}),
    ("Yavimaya, Cradle of Growth", 1, "compiled", {"static", "type_effect(land,any,add_subtype(forest))"}),
    ("Chromatic Lantern", 1, "compiled", {"static", "grants(land,you,3)"}),
    ("Tidal Warrior", 1, "compiled", {"activated", "cost(tap)", "targets", "creates_effect(2)"}),
    ("Tidal Warrior", 2, "compiled", {"effect_ability", "type_effect(land,target,set_subtypes(land,island))"}),
    # keywords
    ("Spy Kit", 2, "compiled", {"activated", "keyword(equip)", "equip_ability", "cost(mana(generic,2))"}),
]


@pytest.mark.slow
@pytest.mark.parametrize("name, number, status, facts", SNAPSHOTS, ids=[f"{s[0]}-{s[1]}" for s in SNAPSHOTS])
def test_snapshot(name, number, status, facts):
    got = compiled(name.split(" // ")[0] if name in corpus() else next(n for n in corpus() if n.startswith(name)))
    assert got[number] == (status, facts)


def test_the_ability_words_are_those_of_cr_207_2c():
    # The compiler's list (compiler/oracle.py) is the rule's, word for word, in the shipped Comprehensive Rules.
    rule = next(line for line in cr_text().splitlines() if line.startswith("207.2c "))
    listed_words = rule.split("The ability words are ", 1)[1].rstrip(".").replace("’", "'").replace(", and ", ", ")
    assert ABILITY_WORDS == {w.strip() for w in listed_words.split(",")}


@pytest.mark.parametrize("line, rest", [
    ("metalcraft — {t} : add one mana of any color .", "{t} : add one mana of any color ."),
    ("council's dilemma — starting with you , each player votes .", "starting with you , each player votes ."),
    ("hypertoxic miasma — all lands have x .", None),   # a flavor word (CR 207.2d) is no ability word: still read whole
    ("ward — pay 3 life .", None),                      # a keyword's dash introduces its cost
])
def test_an_ability_word_is_dropped_before_parsing(line, rest):
    # CR 207.2c: "Ability words ... have no special rules meaning".
    assert without_ability_word(line) == rest


@pytest.mark.parametrize("name, legendary, line, clean", [
    # CR 201.5c — "Text printed on some cards refers to that card by a shortened version of its name."
    ("Urza, Lord High Artificer", True, "When Urza enters, draw a card.", "when ~ enters , draw a card ."),
    ("Rasputin Dreamweaver", True, "Rasputin enters with seven dream counters on it.",
     "~ enters with seven dream counters on it ."),
    ("Sidar Jabari of Zhalfir", True, "Whenever Sidar Jabari deals combat damage to a player, draw a card.",
     "whenever ~ deals combat damage to a player , draw a card ."),
    # an Alchemy rebalanced card and a playtest card name themselves without the mark of their digital name
    ("A-Urza, Lord High Artificer", True, "When Urza, Lord High Artificer enters, draw a card.",
     "when ~ enters , draw a card ."),
    ("A-Hagra Constrictor", False, "Hagra Constrictor enters with two +1/+1 counters on it.",
     "~ enters with two +1/+1 counters on it ."),
    ("No Way Out (Playtest)", False, "No Way Out enters with three dread counters.", "~ enters with three dread counters ."),
    # not a legendary card: its first word is no name of it
    ("Hagra Constrictor", False, "Hagra enters tapped.", "hagra enters tapped ."),
    # where the first words name something else: another object of a type, a card or token named so, a longer name
    ("Gideon of the Trials", True, "As long as you control a Gideon planeswalker, you can't lose the game.",
     "as long as you control a gideon planeswalker , you can't lose the game ."),
    ("Sliver Legion", True, "All Sliver creatures get +1/+1 for each other Sliver on the battlefield.",
     "all sliver creatures get +1/+1 for each other sliver on the battlefield ."),
    ("Nissa Revane", True, "Search your library for a card named Nissa's Chosen.",
     "search your library for a card named nissa's chosen ."),
    ("Marit Lage's Slumber", True, "If you do, create Marit Lage, a legendary 20/20 black Avatar creature token.",
     "if you do , create marit lage , a legendary 20/20 black avatar creature token ."),
    ("Tuktuk the Explorer", True, "When Tuktuk the Explorer dies, create Tuktuk the Returned, a token.",
     "when ~ dies , create tuktuk the returned , a token ."),
    ("Space Beleren", True, "Space sculptor (Space Beleren divides the battlefield into sectors.)", "space sculptor"),
])
def test_a_card_named_by_a_shortened_name_is_itself(name, legendary, line, clean):
    assert normalise(line, name, legendary) == clean


def test_quoted_ability_is_numbered_after_the_printed_ones():
    # CR 113.1a: quoted text is an ability the effect grants; Chromatic Lantern has two printed abilities.
    card = compile_card(corpus()["Chromatic Lantern"])
    quoted = [a for a in card.abilities if a.quoted_in]
    assert [(a.number, a.quoted_in, a.text) for a in quoted] == [(3, 1, "{T}: Add one mana of any color.")]
    assert "quoted_ability" in {f.predicate for f in quoted[0].facts}


# --------------------------------------------------------------------------- statuses of what is not read

@pytest.mark.parametrize("name, number, kinds", [
    ("Mana Abundance", 1, ("replacement(mana_production)",)),     # "If a player would add mana, instead …"
    ("River of Tears", 1, ("mana_ability",)),                      # "If you played a land this turn, add {B} instead"
    # its own (CR 614.12): the mana value of the card discarded to kick it, which neither the event nor the board says
    # (Hotheaded Giant's red spells cast this turn are the board's this_turn: spells_cast_kinds since session 31; Ancient
    # Imperiosaur's creatures that convoked it the enter event's --convoked since session 35)
    ("Dralnu's Pet", 2, ("replacement(enters_battlefield)", "self_entering")),
    # (Metallic Mimic's "This creature is the chosen type in addition …" is compiled since session 27)
    ("Leyline of Transformation", 3, ("type_effect",)),             # "Creatures you control are the chosen type … spells"
    ("Grizzly Bears", None, ()),
])
def test_unmodelled_abilities_say_what_they_may_be(name, number, kinds):
    card = compile_card(corpus()[name])
    if number is None:
        assert card.abilities == []  # no abilities at all
        return
    a = next(a for a in card.abilities if a.number == number)
    assert a.status == "unmodelled" and a.reason and a.kinds == kinds


def test_an_unread_mana_trigger_is_unmodelled_triggered_mana():
    # Every triggered mana ability of the corpus is compiled now (Dawn's Reflection was the example): a text
    # no grammar rule reads still says it may be one (CR 605.1b), so answers about mana say they depend on it.
    card = compile_card({"name": "Test Aura", "type": "Enchantment", "types": ["Enchantment"], "supertypes": [],
                         "subtypes": [], "text": "Whenever enchanted land is tapped for mana, its controller adds an "
                                                 "additional X mana of any one color."})
    [a] = card.abilities
    assert a.status == "unmodelled" and a.kinds == ("triggered_mana",)


def test_a_mana_ability_with_a_target_is_not_a_mana_ability():
    # CR 605.1a: an activated ability with a target is not a mana ability, even if it could add mana.
    text = "{T}: Target player adds {G}."
    card = compile_card({"name": "Test Card", "type": "Artifact", "types": ["Artifact"], "text": text})
    a = card.abilities[0]
    assert a.status == "unmodelled" and "mana_ability" not in a.kinds
    assert {"activated", "targets"} <= {f.predicate for f in a.facts}


# --------------------------------------------------------------------------- facts rendered back to text

LETTER = {"w": "W", "u": "U", "b": "B", "r": "R", "g": "G", "c": "C"}
NUMBER = {1: "one", 2: "two", 3: "three"}


def render(terms: set[str]) -> str | None:
    """The Oracle text of a simple compiled mana ability, written from its facts alone (None when the
    facts are not of the simple clusters this renderer knows)."""
    costs, adds, combo = [], None, []
    if sum(1 for t in terms if t.startswith("adds")) != 1:
        return None  # several picks ("{G} or one mana of the chosen color"): not a simple cluster
    for t in sorted(terms):
        if t == "cost(tap)":
            costs.append("{T}")
        elif m := re.fullmatch(r"cost\(mana\(generic,(\d+)\)\)", t):
            costs.insert(0, "{" + m.group(1) + "}")
        elif m := re.fullmatch(r"adds\((\d),type\(([wubrgc])\)\)", t):
            adds = "{" + LETTER[m.group(2)] + "}" * 1
            adds = adds * int(m.group(1))
        elif m := re.fullmatch(r"adds\((\d),one_color\)", t):
            k = int(m.group(1))
            adds = "one mana of any color" if k == 1 else f"{NUMBER[k]} mana of any one color"
        elif m := re.fullmatch(r"adds\(1,chosen_color\)", t):
            adds = "one mana of the chosen color"
        elif m := re.fullmatch(r"adds_mana\(m\((\d),(\d),(\d),(\d),(\d),(\d)\)\)", t):
            adds = "".join(("{" + L + "}") * int(k) for L, k in zip("WUBRGC", m.groups()))
        elif t == "adds(1,combination)":
            adds = "combo"
        elif m := re.fullmatch(r"combination_type\(([wubrgc])\)", t):
            combo.append(m.group(1))
        elif t != "activated":
            return None
    if adds == "combo":
        symbols = ["{" + LETTER[c] + "}" for c in "wubrgc" if c in combo]
        adds = " or ".join(symbols) if len(symbols) == 2 else ", ".join(symbols[:-1]) + ", or " + symbols[-1]
    if adds is None or not costs:
        return None
    return f"{', '.join(costs)}: Add {adds}."


def canonical(text: str) -> str:
    """Oracle text with the symbols after "Add" in WUBRG order ("{G}{W}" and "{W}{G}" say the same; the
    facts keep the types, not the printed order)."""
    text = re.sub(r"Add 1 mana", "Add one mana", text)  # a playtest card writes the digit
    head, _, tail = text.partition("Add ")
    runs = re.findall(r"(?:\{[WUBRGC]\})+", tail)
    order = "WUBRGC"
    for run in runs:
        tail = tail.replace(run, "".join(sorted(re.findall(r"\{.\}", run), key=lambda s: order.index(s[1]))), 1)
    if " or " in tail and re.fullmatch(r"(\{.\}(, )?)+,? ?or \{.\}\.", tail):
        symbols = sorted(re.findall(r"\{.\}", tail), key=lambda s: order.index(s[1]))
        tail = (" or ".join(symbols) if len(symbols) == 2 else ", ".join(symbols[:-1]) + ", or " + symbols[-1]) + "."
    return head + ("Add " + tail if _ else "")


@pytest.mark.slow
def test_simple_mana_abilities_render_back_to_their_oracle_text():
    # Every compiled ability of the simple clusters (fixed symbols, "or", any color, the chosen color)
    # across the whole reference: the facts say exactly what the Oracle text says.
    checked, differ = 0, []
    for card in data.all_stored():
        for a in card.abilities:
            if a.status != "compiled" or a.quoted_in:
                continue
            text = render(set(a.terms))
            if text is None:
                continue
            checked += 1
            oracle = canonical(re.sub(r"\s*\([^()]*\)", "", a.text).strip())
            if text != oracle:
                differ.append((card.name, oracle, text))
    assert checked > 1200
    assert differ == []


# --------------------------------------------------------------------------- safety

def test_card_text_never_becomes_code():
    # A hostile "Oracle text": quotes, a rule, a comment, an #include. Every fact stays a term of the
    # card, the text a string.
    text = 'Flying\n{T}: Add {G}. ").\n#include "/etc/passwd". p :- q. % x\n"{T}: Add {C}."'
    card = compile_card({"name": 'Evil ").\n#include "x".', "type": "Artifact", "types": ["Artifact"], "text": text})
    program = card.render()
    ctl = clingo.Control()
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    atoms = []
    ctl.solve(on_model=lambda m: atoms.extend(m.symbols(atoms=True)))
    assert {a.arguments[0].string for a in atoms} == {card.name}
    assert all(a.name != "p" for a in atoms)


def test_stored_terms_are_parsed_back_as_terms_only():
    with pytest.raises((ValueError, RuntimeError)):
        data.term_fact("X", 1, 'cost(tap)). p :- q. cost(tap')


# --------------------------------------------------------------------------- the hand-written files

# What a hand-written file may say that the compiled facts don't, and why (issue 9: the exceptions).
CARD_SPECIFIC = {
    "kinship": "kinship abilities (CR 207.2c) are hand-written: their effect is card-specific",
    "kinship_reward": "what revealing does, for the kinship question (hand-written with kinship/2)",
    "attach_on_enter": "the Kindred Equipment's attach trigger is hand-written",
    "grants_names": "Spy Kit's names (CR 201) are a card-specific term",
    "counts_named": "Relentless Rats' count of a name",
    "defines_pt": "Tarmogoyf's characteristic-defining ability (CR 604.3)",
    "color_indicator": "a color indicator (CR 204): the Oracle reference has no field for it (Dryad Arbor, Kobolds)",
    "modifies_pt": "layer 7c effects (issue 11) are hand-written: no grammar rule reads them yet",
    "pt_per_count": "Relentless Rats' layer 7c count (issue 11)",
    "as_though_haste": "Thousand-Year Elixir",
    "reveals_top": "Magus of the Future",
    "draft_ability": "Noble Banneret's draft abilities (CR 905)",
}
# hand-written for the enter event (session 34, enter34), the reason shared by a cluster
_FORMS = "'it becomes your choice of ...': choose(form(K, P, T)) and form_pt/5 (CR 614.12a, 707.2), no grammar rule"
_LIFE = "'pay any amount of life' / 'equal to your life total' as it enters: pay_any_life, life_total (CR 119.4, 614.12)"

_PERMISSION = "the permission a spell was cast with: cast_this_way(Z), the enter event's --via (CR 601.3)"
_INSTEAD = "'exile it instead' of what wasn't cast: move_instead(exile), not_cast (CR 614.6)"
_DICE = "'roll X six-sided dice ... the total': dice_total(x, 6), the enter event's --roll (CR 706.2)"
_PUT_BY = "a resolving spell's instruction on how what it puts enters: put_by_this, the enter event's --by (CR 614.1c)"
_TWO_TARGETS = "a redirection between its two targets: affected_first_target, redirect(second_target)"
EXCEPTIONS = {
    # compiled form differs on purpose
    "Caged Sun": "'As this enters, choose a color' is the replacement choose(color), not a static ability",
    "Gauntlet of Power": "'As this enters, choose a color' is the replacement choose(color)",
    "Utopia Sprawl": "'As this enters, choose a color' is the replacement choose(color)",
    "Chromatic Lantern": "the compiled grant names its own quoted ability 3 (same text) instead of ability 2",
    "Inkmoth Nexus": "compiled text/3 is the Oracle line verbatim, reminder text included",
    "Nykthos, Shrine to Nyx": "compiled text/3 keeps the reminder text",
    "Pili-Pala": "compiled text/3 keeps the reminder text",
    "Vorinclex, Voice of Hunger": "ability 3 adds no mana: unmodelled (kind other) instead of a bare trigger_event",
    # no grammar rule yet: kept hand-written
    "Grumgully, the Generous": "'Each other non-Human creature you control enters with an additional counter'",
    "Healing Salve": "a modal spell: the hand-written file models its second mode as ability 1",
    # session 36 (dmgT36): damage shields and redirections no grammar rule reads yet, over general terms
    "Kor Chant": _TWO_TARGETS,
    "Kor Dirge": _TWO_TARGETS,
    "Carom": _TWO_TARGETS,
    "Captain's Maneuver": _TWO_TARGETS,
    "Razia, Boros Archangel": _TWO_TARGETS,
    "Shield Dancer": "an activated ability's redirection of its target's combat damage to itself: redirect(targeted)",
    "Aegis of Honor": "a spell's damage dealt to its controller instead: redirect(damage_source_controller)",
    "Harsh Judgment": "a spell's of the chosen color dealt to its controller instead: redirect(damage_source_controller)",
    "Rhystic Circle": "'Any player may pay {1}. If no one does, ...': the shield with the rider unless_paid",
    "Atalya, Samite Master": "a modal activated ability: the shield mode's lasting effect, the life mode a rider",
    "Tornellan Protector": "'X is a number from 1 to 3 chosen at random each time': one option per X (CR 705)",
    "Battletide Alchemist": "'you may prevent X ..., where X is the number of Clerics you control': optional",
    "Blood of the Martyr": "'you may have that damage dealt to you instead': an optional redirect(you)",
    "Personal Incarnation": "'dealt to its owner instead': redirect(creator_owner); 'Only this creatures owner may': owner_only",
    "Guard Dogs": "'if it shares a color with that permanent' (chosen, not targeted): source_shares_color_chosen",
    "Wojek Apothecary": "radiance: a shield on each other creature sharing a color with its target, shield_each",
    "Gideon's Sacrifice": "a permanent chosen, not targeted: redirect(chosen_permanent), the board's chosen: {permanent: id}",
    "Falling Timber": "no grammar reads 'target creature ... another target creature' of a kicked spell (session 36)",
    "Nameless Inversion": "a targeted spell's lasting type change",
    "Natural Affinity": "a spell's lasting type change of all lands",
    "Celestial Dawn": "a color-setting effect (layer 5)",
    "Noble Banneret": "grants lifelink to creatures with a noted name",
    "Zendikar Resurgent": "ability 2 is listed as triggered without a trigger_event",
    # hand-written with general terms no grammar rule produces yet (issue 9: the 18 mana replacements)
    "False Dawn": "set_colored(w) for 'spells and abilities you control that would add colored mana'",
    "Mana Abundance": "all_players_add: 'instead all players add that mana'",
    "Quarum Trench Gnomes": "the lasting effect of a targeted ability: source_targeted, convert(w, c)",
    "Hall of Gemstone": "the lasting effect of an upkeep trigger, with the color chosen for it",
    "Chaos Moon": "the lasting effects of an upkeep trigger, in two branches (effect_branch/3)",
    # hand-written with general terms no grammar rule produces yet (issue 9: land-type-changing effects)
    "Lydari Druid": "a type chosen at random per land: one effects: entry per type, with targets:",
    "Vision Charm": "a modal spell whose entry is its land-type mode; land_type_choice_any/2",
    "The Legend of Kyoshi": "a Saga chapter that earthbends (CR 701.66a) as a lasting effect with targets",
    # hand-written for the CR points of issue 11, with terms no grammar rule produces yet
    "Crumbling Vestige": "an enters trigger that adds mana (CR 605.5a), read by could-produce",
    "Doubling Season": "put_any_counters with multiply_all_counters (614.16, 616.1g)",
    "Essence of the Wild": "enter_as_copy_of its own card for other creatures (the CR 616.1 example)",
    "Gadwick, the Wizened": "its enters trigger's X (CR 107.3m)",
    "Gather Specimens": "enter_under_control(you), bound to the effect's controller (616.1b)",
    "Squandered Resources": "'Sacrifice a land: add one mana of any type the sacrificed land could produce'",
    "Soulcipher Board": "a transforming card: back_face/2 and the back face in the same file (CR 712)",
    # hand-written for the layers research on dependencies needs (issue 26, CR 613.8): effects in several layers
    "Humility": "loses_abilities and sets_pt of all creatures in one sentence",
    "Mycosynth Lattice": "add_type(artifact) of all permanents; a color effect that makes them colorless",
    "Xenograft": "add_subtype(chosen_creature_type) of creatures you control",
    "Arcane Adaptation": "add_subtype(chosen_creature_type); types_off_battlefield for the cards in other zones",
    "Conspiracy": "set_subtypes(creature, chosen_creature_type); types_off_battlefield for the cards in other zones",
    "Life and Limb": "types, a color and 1/1 for the union of two filters (one fact per filter) in one sentence",
    "Opalescence": "add_type(creature) and base P/T equal to the mana value (sets_pt with mana_value), other non-Auras",
    "Blood Sun": "loses_abilities_except(..., mana_abilities) of all lands; its draw trigger as a bare enters trigger",
    "Amoeboid Changeling": "the lasting effects of two targeted activated abilities: add_every_subtype, lose_subtypes",
    # hand-written for the counters event (issue 26): "if one or more counters would be put" has no grammar rule
    "Winding Constrictor": "put_any_counters with add_each_counters(1), on artifacts/creatures and on you",
    "Vizier of Remedies": "put_any_counters with counters_of(m1m1) and add_kind_counters(m1m1, -1)",
    "Solemnity": "'can't' effects on counters: cant_counters/4 (CR 614.17)",
    "Melira, Sylvok Outcast": "'can't' effects on poison and -1/-1 counters: cant_counters/4; lose infect: loses_keyword/5",
    "Branching Evolution": "put_counters with multiply_counters(2) (Corpsejack Menace's words on an enchantment)",
    "Conclave Mentor": "put_counters with add_counters(1) (Hardened Scales' words, 'that creature')",
    "Primal Vigor": "put_counters on any creature with multiply_counters(2); its tokens ability as Doubling Season's",
    "Kami of Whispered Hopes": "put_counters with add_counters(1) on a permanent you control",
    "Shang-Chi, Martial Mentor": "put_counters with multiply_counters(2) (Corpsejack Menace's words)",
    "The Earth Crystal": "put_counters with multiply_counters(2) (Corpsejack Menace's words)",
    "Mowu, Loyal Companion": "put_counters with add_counters(1) on itself (this)",
    "Benevolent Hydra": "put_counters with add_counters(1) on another creature you control (other)",
    "Aether Refinery": "energy counters on you: counters_of(energy), multiply_all_counters(2)",
    "Izzet Generatorium": "energy counters on you: counters_of(energy), add_kind_counters(energy, 1)",
    "Melira's Keepers": "'This creature can't have counters put on it': cant_counters(..., this)",
    "Tatterkite": "'This creature can't have counters put on it': cant_counters(..., this)",
    "Blossombind": "'Enchanted creature ... can't have counters put on it': cant_counters(..., enchanted)",
    "Suncleanser": "a modal trigger's lasting 'can't' effect on its target: cant_counters(..., targeted)",
    "Prairie Dog": "the lasting put_counters effect of an activated ability (effect_ability/2, putter_rel(you))",
    "Rasputin Dreamweaver": "'can't have more than seven dream counters': counter_limit/4, no replacement effect",
    "Melira, the Living Cure": "set_kind_counters(poison, 1) and the lasting 'can't' effect its replacement creates",
    "Etched Champion": "a protection that exists only while you control three artifacts: protection_while/3",
    "Blightbeetle": "'can't have +1/+1 counters put on them': cant_counters(..., permanent(creature, opponent))",
    "Vorinclex, Monstrous Raider": "'If you/an opponent would put': putter_rel/1, divide_all_counters(2)",
    "Halving Season": "'If an opponent would put': putter_rel(opponent), divide_all_counters(2)",
    "Doc Samson, Super Psychiatrist": "'If you would put': putter_rel(you), add_each_counters(1)",
    "Lae'zel, Vlaakith's Champion": "'If you would put': putter_rel(you), one option per kind of recipient",
    "Zabaz, the Glimmerwasp": "'If a modular triggered ability would put': by_keyword(modular) (CR 702.43a)",
    "Phila, Unsealed": "which outcome happened, outside the game: outside_condition/3, the board's chosen: {branch}",
    "Saga of Krark Losing His Thumb": "Flip Ahead's coin flip instead of the counters: coin_flip(won | lost) (CR 705.2)",
    # hand-written for the enter event (session 32): "As this creature enters, sacrifice any number of" has no grammar rule
    "Dracoplasm": "devour_pt(creature): every set sacrificed, its total power and toughness (CR 614.12a, 613.4)",
    "Wood Elemental": "devour(untapped(subtype(forest)), 0): every set of untapped Forests sacrificed (CR 614.12a)",
    # hand-written for the enter event (session 34, enter34): no grammar rule reads these yet
    "Primal Clay": _FORMS,
    "Primal Plasma": _FORMS,
    "Corrupted Shapeshifter": _FORMS,
    "Aquamorph Entity": _FORMS,
    "The Belligerent and Useless Island": "'enter the battlefield tapped' for a plural name (CR 614.1c)",
    "Phyrexian Censor": "'Non-Phyrexian creatures enter tapped': affected_not_subtype (CR 614.1c)",
    "Lich": _LIFE,
    "Investigator's Journal": "the amount most_controlled(F): the greatest number a player controls (CR 614.12)",
    "Flesh Duplicate": "a copy exception on the copied creature's keywords: has_ability_unless (CR 707.9a)",
    "Superior Spider-Man": "a copy of a creature card in a graveyard with its exceptions (CR 707.9b)",
    # session 35 (enterD35), issue 26: no grammar rule yet
    "Advanced Floral Invocations": _PERMISSION,
    "Edgar, Master Machinist": _PERMISSION,
    "Noctis, Prince of Lucis": _PERMISSION,
    "Leonardo, Sewer Samurai": _PERMISSION,
    "Intrepid Paleontologist": _PERMISSION,
    "Mikey & Don, Party Planners": _PERMISSION,
    "Hundred-Battle Veteran": _PERMISSION,
    "Worldheart Phoenix": _PERMISSION,
    "Osteomancer Adept": _PERMISSION,
    "Starting Town NPC": "'Each creature card you cast from exile enters ...': cast_from(exile) (CR 601.2a)",
    "Containment Priest": _INSTEAD,
    "Hallowed Moonlight": _INSTEAD,
    "Mistcaller": _INSTEAD,
    "Radiant Restraints": "'Creatures enchanted player controls': affected_rel(enchanted) (CR 303.4b)",
    "Uphill Battle": "'Creatures played by your opponents': the condition cast (CR 601.1a)",
    "Taiga Stadium": "'unless you control a white, blue, or black permanent': any_of three colors (CR 105.2)",
    "Bringer of Green Zenith's Twilight": "'X counters; twice that many if X was 5 or greater' (CR 107.3m)",
    "Blue Screen of Death": "'enters with 108 curse counters' without 'on it' (CR 614.1c)",
    "Personal Decoy": "loyalty counters equal to your life total (CR 119.1, 614.1c)",
    "Hydradoodle": _DICE,
    "Neverwinter Hydra": _DICE,
    "Thromok the Insatiable": "Devour X, where X is the number devoured: devour(F, devoured) (CR 702.82a)",
    "Emblazoned Golem": "X of its kicker cost (CR 107.3m)",
    "Arcbound Wanderer": "Modular-Sunburst: colors(1) (CR 702.43a, 702.44a)",
    "Aberrant Return": _PUT_BY,
    "Heroic Return": _PUT_BY,
    "Recommission": _PUT_BY,
    "Teferi's Time Twist": _PUT_BY,
    "The Legend of Arena": _PUT_BY,
    "Murktide Regent": "'for each instant and sorcery card exiled with it': exiled_with(F, M), --exiled (CR 607.2a)",
    "Blue, Loyal Raptor": "'For each kind of counter on ~, ... a counter of that kind': source_counter_kinds (CR 122.1)",
    "Dragon's Disciple": "'you may reveal a Dragon card ... If you do or if you control a Dragon': options (CR 614.12a)",
    "Don't Blink": "'would enter from exile or after being cast from exile': enters_from(exile) (CR 400.7)",
    "The Inspector Inspector": "'enter ... as a copy of Thraben Inspector': enter_as_copy_of another card (CR 707.2)",
    "Thunderous Velocipede": "'if its mana value is 4 or less. Otherwise, ...': affected_mana_value (CR 202.3)",
    "Mysterious Pathlighter": "'Each creature you control that has an Adventure': affected_layout(adventure) (CR 715.2)",
    "Curator Beastie": "'Colorless creatures you control enter with ...': affected_colorless (CR 105.2c)",
    "Slumbering Trudge": "'three minus X. If X is 2 or less, it enters tapped': x_from, x_at_most (CR 107.3m)",
    "The Mimeoplasm": "'exile two creature cards from graveyards ... a copy of one': enter_as_copy_card_power (CR 707.5)",
    "Mimeoplasm, Revered One": "'exile up to X creature cards from your graveyard': exile_from_graveyard (CR 614.12a)",
    "Master Biomancer": "'equal to this creature's power and as a Mutant': source_stat, enter_with_subtype (CR 205.1b)",
    "Catch of the Day": "'choose one for each of the following': a choose(W) of each line, 27 options (CR 614.12a)",
}


def _hand_files() -> list[Path]:
    return sorted((ROOT / "rules" / "cards").glob("*.lp")) + \
        sorted((ROOT / "tests" / "data" / "handwritten").glob("*.lp"))


@pytest.mark.parametrize("path", _hand_files(), ids=lambda p: p.stem)
def test_round_trip_compiled_facts_contain_the_hand_written_ones(path):
    text = path.read_text(encoding="utf-8")
    name = clingo.parse_term(re.search(r'card\(("(?:[^"\\]|\\.)*")\)', text).group(1)).string
    faces = r'(?:card\(|back_face\("(?:[^"\\]|\\.)*",\s*)("(?:[^"\\]|\\.)*")\)'
    names = {clingo.parse_term(m).string for m in re.findall(faces, text)}
    hw = library._read_hand_written(name, text, path.name, frozenset(names - {name}))
    stored = data.stored(name)
    assert stored is not None, f"{name} is not in the reference"
    got = {str(clingo.parse_term(f.rstrip("."))) for a in stored.abilities for f in data.ability_facts(name, a)}
    missing = sorted({str(clingo.parse_term(s)) for v in hw.facts.values() for s in v} - got)
    missing = [m for m in missing if not any(m.startswith(k + "(") for k in CARD_SPECIFIC)
               and not m.startswith(("ability_status(", "unmodelled_kind("))]
    if name in EXCEPTIONS:
        assert missing, f"{name} is listed as an exception but the compiler reproduces it: retire its file"
    else:
        assert missing == []


def test_retired_hand_written_files_are_not_served_and_kept_ones_are_needed():
    retired = {p.name for p in (ROOT / "tests" / "data" / "handwritten").glob("*.lp")}
    kept = {p.name for p in (ROOT / "rules" / "cards").glob("*.lp")}
    assert len(retired) >= 70 and not retired & kept
    assert library.hand_written("Sol Ring") is None and library.hand_written("Spy Kit") is not None


def test_hand_written_files_state_no_characteristics():
    # Characteristics come from the reference for every card, compiled and hand-written alike.
    for path in sorted((ROOT / "rules" / "cards").glob("*.lp")):
        for statement in library._statements(path.read_text(encoding="utf-8")):
            name = clingo.parse_term(statement).name
            assert name == "card" or name not in library.CHARACTERISTICS, (path.name, statement)


def test_hand_written_overrides_only_the_abilities_it_mentions():
    facts = library.card_facts(["Celestial Dawn"])
    # ability 1 from the hand-written file, ability 3's status as the file declares it
    assert 'type_effect("Celestial Dawn",1,land,you,set_subtypes(land,plains)).' in facts.replace(", ", ",")
    # (a rider since session 26: how mana may be spent, CR 609.4b, is no mana produced; spends_as_though/2 says so)
    assert 'ability_status("Celestial Dawn",3,rider,' in facts.replace(", ", ",")
    assert 'spends_as_though("Celestial Dawn",3).' in facts.replace(", ", ",")
    # characteristics from the reference
    assert 'mana_cost_pip("Celestial Dawn",3,colored(w)).' in facts


# --------------------------------------------------------------------------- every card, by name

def test_every_card_of_the_reference_is_in_the_library():
    names = set(data.names())
    assert len(names) > 35_000
    for card in corpus().values():
        assert card["name"].split(" // ")[0] in names
    assert library.find_card("black lotus").name == "Black Lotus"
    info = library.find_card("Urza's Tower")
    assert info.type_line == "Land — Urza's Tower" and info.subtypes == ("urzas", "tower")


def test_characteristics_come_from_the_reference():
    facts = library.card_facts(["Reaper King"]).replace(", ", ",")
    # {2/W}{2/U}{2/B}{2/R}{2/G}: mana value 10 (CR 202.3f), every color (CR 202.2, 105.2)
    assert 'type_line("Reaper King","Legendary Artifact Creature — Scarecrow").' in facts
    assert facts.count("mono_hybrid(2,") == 5 and 'card_power("Reaper King",6).' in facts


def test_did_you_mean_over_every_real_card():
    assert library.nearest_names("Blak Lotus")[0] == "Black Lotus"
    assert "Forest" in library.nearest_names("Forrest")


def test_unknown_card_is_one_line_with_a_suggestion(tmp_board):
    path = tmp_board("players: [a]\nbattlefield:\n  - {card: Azorius Chancry, controller: a}\n")
    run = run_cli("could-produce", str(path))
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and "did you mean: Azorius Chancery" in run.stderr


# --------------------------------------------------------------------------- the shipped file (compiler/corpus.py)

@pytest.mark.slow
def test_the_shipped_data_is_what_the_writer_makes_of_its_entries(tmp_path):
    # tools/build_cards.py is byte-reproducible: its entries written again give the same bytes, and the reader
    # gives back every name with its entry, in order.
    from mtgasp.compiler import corpus
    shipped = data.data_path().read_bytes()
    source = shipped.split(b"\n", 1)[0].decode().split(" ", 2)[2]
    entries = list(data.entries())
    assert [name for name, _ in entries] == data.names() == sorted(data.names())
    corpus.write(((name, json.loads(e)) for name, e in entries), tmp_path / "cards.bin", source)
    assert (tmp_path / "cards.bin").read_bytes() == shipped


def test_a_card_looked_up_decodes_only_its_block():
    data._library.cache_clear()
    data.stored.cache_clear()
    assert data.stored("Reflecting Pool") is not None and data.stored("Forrest") is None
    lib = data._library()
    assert lib is not None and lib.decoded == 1
    assert len(lib.names) > 35000 and len(lib.first) > 500  # (blocks of about packed.BLOCK bytes)


# --------------------------------------------------------------------------- coverage (issue 9 targets)

@pytest.mark.slow
def test_coverage_targets():
    c = coverage()
    assert c.cards > 35_000 and set(c.abilities) == {"compiled", "rider", "unmodelled"}
    assert c.mana_cards > 1_800 and c.mana_percent >= 87.0
    groups = {g.name: g for g in c.groups}
    assert groups["mana replacement effects"].total >= 16
    assert c.clusters and all(cl.examples for cl in c.clusters)
    # Issue 9: 100% of the three groups, compiled or hand-written (an unmodelled ability is listed as missing).
    for name in ("mana replacement effects", "land-type-changing effects"):
        assert groups[name].covered == groups[name].total and not groups[name].missing, name
    # The second red-team round: five triggered mana abilities the kind cues had read as `other` ("Whenever you
    # tap a land for {C}", "adds an additional {G} for each Elf") are counted; "for {C}" is compiled now (Forsaken
    # Monument, Ultima), three are not yet.
    triggered = groups["triggered mana abilities"]
    assert {m.rsplit(" (ability", 1)[0] for m in triggered.missing} <= {"Elvish Guidance", "Runaway Growth", "Snowfall"}
    # README states the targets as measured: keep it true.
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    said = " ".join(readme.split())
    assert f"{c.mana_percent:.1f}% of the cards with mana abilities fully compiled" in said
    for name, words in (("mana replacement effects", "mana replacement effects"),
                        ("triggered mana abilities", "triggered mana abilities"),
                        ("land-type-changing effects", "land-type-changing effects")):
        assert f"{words} ({groups[name].total})" in said, name


@pytest.mark.slow
def test_cards_command_finds_any_card_and_reports_coverage():
    run = run_cli("cards", "Black Lotus")
    assert run.returncode == 0 and "Black Lotus" in run.stdout
    run = run_cli("cards", "--coverage", "--json")
    assert run.returncode == 0
    report = json.loads(run.stdout)
    assert report["mana_percent"] >= 87.0 and report["abilities"]["unmodelled"] > 0


# --------------------------------------------------------------------------- a real deck

COMMANDER = ROOT / "examples" / "commander_mana.yaml"
# The only answers that depend on something unmodelled: abilities that name the commander's color identity (CR
# 903.4f: a board names no commander). (Gemstone Caverns' luck counter is read since session 17: with none, {C}.)
# (Command Tower and Path of Ancestry are lands: Chromatic Lantern's "{T}: Add one mana of any color" lets them produce
# every color, so the commander's color identity, which holds only colors (CR 903.4), changes neither what they could
# produce nor the pools: complete since issue 25.)
EXPECTED_INCOMPLETE = {"arcane-signet", "commander-s-sphere"}


@pytest.mark.slow
def test_sixty_real_cards_could_produce_end_to_end():
    run = run_cli("could-produce", str(COMMANDER), "--json")
    assert run.returncode == 3, run.stderr  # an answer marked incomplete (docs/cli.md)
    data = json.loads(run.stdout)
    types = data["types"]
    assert len(types) == 62 and types["sol-ring"] == ["C"] and types["azorius-signet"] == ["W", "U"]
    # Chromatic Lantern gives every land "{T}: Add one mana of any color" (CR 613.1f)
    assert types["reliquary-tower"] == ["W", "U", "B", "R", "G", "C"] and types["mountain"] == ["R"]
    assert not data["complete"] and set(data["incomplete"]) == EXPECTED_INCOMPLETE
    text = run_cli("could-produce", str(COMMANDER)).stdout
    assert all(f"{obj}: " in text for obj in EXPECTED_INCOMPLETE)


@pytest.mark.slow
def test_sixty_real_cards_mana_pays_a_cost():

    board = mtgasp.load_board(COMMANDER)
    alone = mtgasp.mana(board, "alice", cost="{2}{W}{U}", timeout=300)  # the cost alone (issue 31)
    assert alone.cost is not None and alone.cost.payable and alone.cost.complete and not alone.pools_listed
    assert not any(n.startswith("INCOMPLETE: the pools") for n in listed(alone.notes))
    result = mtgasp.mana(board, "alice", cost="{2}{W}{U}", pools=True, timeout=300)
    assert result.cost == alone.cost
    paid = {p.symbol: p.paid_with for p in result.cost.payment}
    assert set(paid) == {"{2}", "{W}", "{U}"} and paid["{W}"] == "W" and paid["{U}"] == "U" and len(paid["{2}"]) == 2
    # 56 sources that act alone make millions of different sums: the pools are not searched one by one,
    # and the answer says so rather than list some of them as if complete (issue 14).
    assert not result.complete and result.options == ()
    assert any(n.startswith("INCOMPLETE: the pools were not enumerated") for n in listed(result.notes))
    unmodelled = {n for n in listed(result.notes) if n.startswith("INCOMPLETE (")}
    flagged = {re.match(r"INCOMPLETE \(([a-z0-9-]+)\)", n).group(1) for n in unmodelled}
    assert flagged == EXPECTED_INCOMPLETE


def test_mana_cue_reads_a_symbol_after_words():
    # The cue for "adds mana" must see a mana symbol after words ("an amount of {G}", "six {G}", "X {G}").
    for text in ("{t}: add an amount of {g} equal to ~'s power.", "{2}{g}{g}, {t}: add six {g}.",
                 "{t}: add x {g} or x {w}, where x is the number of other creatures you control.",
                 "{t}, remove one or more dream counters from ~: add that much {c}."):
        assert "mana_ability" in kinds_of(text, ("creature",)), text


# --- Ability words and flavor words before an ability (CR 207.2c, 207.2d) are not keywords -----------------

def test_ability_word_before_a_mana_ability():
    # Urza's Workshop: "Metalcraft — {T}: Add {C} for each Urza's land you control. Activate only if ...".
    # "Metalcraft" is an ability word (CR 207.2c: no rules meaning); the line is an activated mana ability, not a
    # keyword line of kind `other`.
    card = compile_card({"name": "Urza's Workshop", "type": "Land — Urza's", "types": ["Land"],
                         "subtypes": ["Urza's"], "keywords": ["Metalcraft"], "layout": "normal",
                         "text": "{T}: Add {C}.\nMetalcraft — {T}: Add {C} for each Urza's land you control. "
                                 "Activate only if you control three or more artifacts."})
    second = next(a for a in card.abilities if a.number == 2)
    assert second.status != "compiled" or any("adds" in str(f) for f in second.facts)
    assert second.status == "compiled" or "mana_ability" in second.kinds


def test_a_trigger_whose_modes_follow_a_short_head_is_triggered():
    # "When this creature enters, choose one — • …" (CR 603.1, 700.2): the head before "—" is no ability word.
    assert kinds_of_trigger("Adaptive Sporesinger", 2) and kinds_of_trigger("Stone Drake", 2)


def kinds_of_trigger(name: str, number: int) -> bool:
    return "triggered" in compiled(name)[number][1]


def test_grand_architect_color_ability_and_its_restricted_mana():
    # "{U}: Target artifact creature becomes blue until end of turn.": a targeting activated ability (not a mana
    # ability, CR 605.1a) whose lasting effect sets the target's color (layer 5, CR 613.1e); "Spend this mana only to
    # cast artifact spells or activate abilities of artifacts." pays the abilities of artifacts (CR 106.6).
    abilities = compiled("Grand Architect")
    status, facts = abilities[2]
    assert status == "compiled" and {"activated", "cost(mana(u,1))", "targets"} <= facts
    effect = next(int(f[len("creates_effect("):-1]) for f in facts if f.startswith("creates_effect("))
    assert abilities[effect] == ("compiled", {"effect_ability", "color_effect(with_type(creature,artifact),target,u)"})
    assert {"spend_restriction(some_abilities)", "spend_abilities_of(artifact)"} <= abilities[3][1]
    # (A restriction naming no permanents' abilities says none: "Spend this mana only to cast a creature spell".)
    assert not any(f.startswith("spend_abilities_of") for _, fs in compiled("Beastcaller Savant").values() for f in fs)
    # (Another color word, another card type; a subtype is not read.)
    from mtgasp.compiler.compile import compile_card as compile_one
    card = compile_one({"name": "Test Painter", "manaCost": "{1}", "type": "Creature", "types": ["Creature"],
                        "text": "{R}: Target enchantment creature becomes red until end of turn.\n"
                                "{G}: Target Elf creature becomes green until end of turn."})
    lowered = {a.number: {f.term() for f in a.facts if f.predicate == "color_effect"} for a in card.abilities}
    assert {"color_effect(with_type(creature,enchantment),target,r)"} in lowered.values()
    assert [a.status for a in card.abilities if a.text.startswith("{G}")] == ["unmodelled"]


def test_freed_from_the_real_taps_and_untaps_enchanted_creature():
    # "{U}: Tap enchanted creature." / "{U}: Untap enchanted creature." (CR 701.26a-b): activated, not mana abilities.
    abilities = compiled("Freed from the Real")
    assert abilities[2] == ("compiled", {"activated", "cost(mana(u,1))", "taps(attached)"})
    assert abilities[3] == ("compiled", {"activated", "cost(mana(u,1))", "untaps(attached)"})
