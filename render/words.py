"""From the codes the rules derive to English: one table per kind of code.

The rules decide (`note(Subject, Code, Rule)`, `incomplete(Subject, Why)`, `blocked(..., Rule, Reason)`,
`board_error(O, Code, Rule)`, `category_rule(K, Rule)`); this module only words them. A code that has no
entry here is shown as its term, never dropped.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from itertools import groupby
from typing import TypeVar

import clingo

from mtgasp.encoder import card_data
from mtgasp.encoder.board import SPELL_KIND_COUNTS
from mtgasp.queries.codes import Code, RulesError, Said

Args = tuple[object, ...]
E = TypeVar("E", bound=Exception)


def _text(value: object) -> str:
    if isinstance(value, clingo.Symbol):
        if value.type == clingo.SymbolType.String:
            return value.string
        if value.type == clingo.SymbolType.Number:
            return str(value.number)
    return str(value)


def _listed(items: object) -> list[str]:
    """The texts of a list term the rules build (costs(Item, Rest), ending in nil: rules/replacement/kicked_count.lp)."""
    out = []
    while isinstance(items, clingo.Symbol) and items.type == clingo.SymbolType.Function and len(items.arguments) == 2:
        out.append(_text(items.arguments[0]))
        items = items.arguments[1]
    return out


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _filter_words(f: object) -> str:
    """A filter of the card vocabulary (docs/vocabulary.md) in words: "legendary creature or legendary planeswalker";
    a form not worded here is its term, underscores as spaces."""
    if isinstance(f, clingo.Symbol) and f.type == clingo.SymbolType.Function and f.arguments:
        a = f.arguments
        if f.name == "any_of":
            return " or ".join(_filter_words(x) for x in a)
        if f.name == "with_supertype" and len(a) == 2:
            return f"{_text(a[1])} {_filter_words(a[0])}"
        if f.name == "with_type" and len(a) == 2:
            return f"{_text(a[1])} {_filter_words(a[0])}"
        if f.name == "subtype" and len(a) == 1:  # "target Forest" (Arbor Elf)
            return _text(a[0]).replace("_", " ").title()
        if f.name == "with_color" and len(a) == 2:
            return f"{COLOR_WORDS.get(_text(a[1]).upper(), _text(a[1]))} {_filter_words(a[0])}"
    return _text(f).replace("_", " ")


def _filter(f: object, rel: object) -> str:
    """A filter and a relation to its controller: "land an opponent controls"."""
    who = {"you": "you control", "opponent": "an opponent controls"}.get(_text(rel), f"({_text(rel)})")
    return f"{_filter_words(f)} {who}"


# The rule of each intrinsic replacement effect of entering, by the kind of its counters (rules/replacement/
# enter_intrinsic.lp: ability 0 of intrinsic(Kind, Name)).
INTRINSIC_RULES = {"loyalty": "306.5b", "defense": "310.4b", "lore": "714.3a"}


def _ability(orig: object, n: object) -> str:
    if isinstance(orig, clingo.Symbol) and orig.match("intrinsic", 2):  # intrinsic(Kind, Name): entering with counters
        kind = _text(orig.arguments[0])
        return (f"{_text(orig.arguments[1])}'s intrinsic {kind} ability (it enters with its {kind} counters, CR "
                f"{INTRINSIC_RULES.get(kind, '614.1c')})")
    origin = _text(orig)
    if origin.startswith("intrinsic("):
        return f"the intrinsic {origin[len('intrinsic('):-1]} mana ability"
    return f"ability {_printed_number(orig, n)} of {origin}"


def _printed_number(orig: object, n: object) -> str:
    """Ability N of a card as the commands list it: its place among the card's own abilities (rules/core/
    ability_index.lp), not its Oracle line. A line of reminder text only is no ability ("(Transforms from Azor's
    Gateway.)", Sanctum of the Sun: its one ability, on line 2, is listed as ability 1). An ability the card data
    doesn't number (a quoted one, a lasting effect's) keeps its number."""
    if not (isinstance(orig, clingo.Symbol) and orig.type == clingo.SymbolType.String
            and isinstance(n, clingo.Symbol) and n.type == clingo.SymbolType.Number):
        return _text(n)
    stored = card_data.stored(orig.string)
    own = sorted(a.number for a in stored.abilities if not a.quoted_in) if stored is not None else []
    return str(own.index(n.number) + 1) if n.number in own else _text(n)


def _why_identity(why: object) -> str:
    """Why a commander's color identity may be incomplete (identity_unrecorded/2, rules/core/commander.lp)."""
    if isinstance(why, clingo.Symbol) and why.type == clingo.SymbolType.Function and why.arguments:
        name = _text(why.arguments[0])
        return {"color_indicator": f"{name} may have a color indicator",
                "other_face": f"the other face of {name} is not linked to it",
                "unmodelled": f"an ability of {name} that may define its colors is not modelled",
                "unknown_card": f"the library knows {name} by name only"}.get(why.name, str(why))
    return _text(why)


NOTES: dict[str, Callable[..., str]] = {
    # mtgasp mana (queries/mana.py): the rules' too_much_mana(T) mode, and how many pools were proven maximal
    "too_much_mana": lambda *types: ("INCOMPLETE: the pools were not enumerated: over 100,000 mana of type "
                                     + ", ".join(_text(t).upper() for t in types) + " is possible"),
    # mtgasp mana --with-priority (queries/mana_loops.py)
    "loop_horizon": lambda h: (f"INCOMPLETE: a sequence of {_text(h)} activations (the search's horizon) repeats no "
                               "state: longer sequences may make more mana, or a loop"),
    "loop_finite_beside": lambda *types: ("INCOMPLETE: the pools of " + ", ".join(_text(t).upper() for t in types)
                                          + " beside a loop may need the loop repeated more times than the search "
                                            "follows"),
    "loop_restricted": lambda name, n, f: (f"the mana of {_ability(name, n)} can be spent only on the abilities of "
                                           f"{_text(f)}s (CR 106.6): the search spent it on those alone, and the mana "
                                           "of its type counted above, in a pool or in any amount, may be that mana"),
    "pools_maximal": lambda n: f"the {n.number:,} pools listed are maximal (each one proven)",
    "pools_as_sums": lambda n: (f"more than {n.number:,} maximal pools: each is the sum of one choice of each source "
                                "above, and every such sum is one (rules/mana/mana_independent.lp: the sources act "
                                "alone, CR 106.4)"),
    "no_mana_type": lambda orig, n: f"{_ability(orig, n)} can define no type of mana: it adds no mana",
    "x_tried": lambda orig, n, m: (f"X of {_ability(orig, n)} was tried from 0 to {_text(m)} (the counters on it, "
                                   "or at least the largest amount any replacement condition looks at; costs are "
                                   "ignored)"),
    "counter_limit": lambda name, n, mx: (f"{_ability(name, n)} says it can't have more than {_text(mx)} of those "
                                          "counters: the event puts them, then all but "
                                          f"{_text(mx)} are removed as a state-based action (CR 122.4)"),
    "impending_not_creature": lambda name: (f"{_text(name)} was cast for its impending cost: it enters with time "
                                            "counters and is not a creature as long as it has one"),
    "x_is_zero": lambda: "X is 0: a permanent put onto the battlefield without being cast has X = 0",
    "enters_trigger_x": lambda orig, n, x: (f"{_ability(orig, n)} triggers as it enters, with X = {_text(x)} (the X of "
                                            "its spell; on the battlefield its X is 0)"),
    "not_kicked": lambda: "not kicked: only a spell can be kicked",
    "no_colors_spent": lambda: ("no colors of mana were spent to cast it: a permanent put onto the battlefield "
                                "without being cast counts 0 colors"),
    "not_kickable": lambda: "not kicked: the card has no kicker or multikicker, so its spell had no kicker cost to pay",
    "x_not_in_cost": lambda: "X is 0: the card has no {X} in its mana cost, so its spell had no X to choose",
    "no_damage": lambda: "a source that would deal 0 damage deals no damage: there is no event to replace",
    "unpreventable": lambda: "the damage can't be prevented: prevention effects apply but prevent nothing",
    "life_floor": lambda name, n, pl, k, life: (
        f"{_ability(name, n)}: damage that would reduce {_text(pl)}'s life total ({life}) to less than {k} reduces it "
        f"to {k} instead: an outcome of {int(str(life)) - int(str(k)) + 1} or more damage to {_text(pl)} "
        f"leaves {k} life; the damage is still dealt (CR 120.3a)"),
    "life_floor_unknown": lambda name, n, pl, k: (
        f"{_ability(name, n)}: damage that would reduce {_text(pl)}'s life total to less than {k} reduces it to {k} "
        f"instead, and the board gives no life total for {_text(pl)} (life:); the damage is still dealt "
        "(CR 120.3a)"),
    "random_results": lambda name, n: (f"the options of {_ability(name, n)} are random results, no player's choice: "
                                       "each is listed as an outcome, and where the answer says \"chosen\" or "
                                       "\"choices\" of them, read \"at random\""),
    "redirect_chooser": lambda o, pl: (f"once the damage is dealt to {_text(o)} instead (a redirection), "
                                       + ("that player" if o == pl else f"{_text(pl)}, its controller,")
                                       + " chooses which of the effects that then apply comes first; "
                                       "the orders listed are all of them"),
    "no_commander": lambda orig, n: (f"{_ability(orig, n)} adds mana of its controller's commander's color identity, "
                                     "and the board says that player has no commander: it adds no mana"),
    "no_counters": lambda: "putting no counters is no event: there is nothing to replace",
    "cant_counters": lambda name, n: (f"{_ability(name, n)} says these counters can't be put there: the event can't "
                                      "happen, and no replacement effect modifies it (no counter is put)"),
    "chooser_changes": lambda: ("once an effect changes who would control it, that player chooses among the effects "
                                "left to apply"),
    "wither_counters_barred": lambda name, n: (f"{_ability(name, n)} says the counters this damage is dealt as (wither, "
                                               "infect) can't be put: the damage is dealt and has no effect (no "
                                               "counter is put)"),
    "toxic_counters_barred": lambda name, n: (f"{_ability(name, n)} says the player can't get the poison counters toxic "
                                              "would give (CR 702.164c): none is given"),
    "redirect_does_nothing": lambda name, n, o: (f"{_ability(name, n)} would deal the damage to {_text(o)} instead, "
                                                 "which is not a creature, planeswalker or battle: the redirection "
                                                 "does nothing"),
    "m1m1_counters_barred": lambda name, n: (f"{_ability(name, n)} says the -1/-1 counters put instead of the damage, or "
                                             "after its prevention, can't be put (CR 101.2): none is put"),
    "own_counters_barred": lambda name, n: (f"{_ability(name, n)} says the counters an effect puts on its own permanent "
                                            "instead of the damage, or after its prevention, can't be put (CR 101.2): "
                                            "the damage is still replaced, and no counter is put"),
}

INCOMPLETE: dict[str, Callable[..., str]] = {
    "rule_and_effect_counters": lambda name, n: (f"{_ability(name, n)} applies to counters an effect puts, not to those "
                                                 "combat damage is dealt as (CR 614.16, 120.3d); with an effect that "
                                                 "replaces the damage by counters, the two are not told apart: not "
                                                 "applied"),
    "putter_unknown": lambda name, n: (f"{_ability(name, n)} depends on who puts the counters (CR 122.6a), which the "
                                       "event doesn't say (mtgasp orderings … counters … --by SOURCE): not applied"),
    "cant_counters": lambda name, n: (f"{_ability(name, n)} says counters can't be put on some permanents (CR 614.17); "
                                      "it was not applied to the counters a permanent enters with or that replace "
                                      "damage"),
    "toxic_counters": lambda name, n: (f"{_ability(name, n)} may change the poison counters toxic gives (CR 702.164c, "
                                       "122.6): not applied to them"),
    "unpreventable_m1m1": lambda name, n: (f"{_ability(name, n)} can't prevent this damage (CR 615.12), and the -1/-1 "
                                           "counters its additional effect puts besides the damage are not followed: "
                                           "not applied"),
    "unpreventable_own_counters": lambda name, n: (f"{_ability(name, n)} can't prevent this damage (CR 615.12), and the "
                                                   "counter its additional effect puts on its own permanent besides the "
                                                   "damage is not followed: not applied"),
    "split_redirect": lambda name, n: (f"{_ability(name, n)} deals only part of this damage to another instead (CR "
                                       "614.9): the damage is split, part dealt to each, which is not followed: not "
                                       "applied"),
    "own_counters_unread": lambda name, n: (f"{_ability(name, n)} may change the counters an effect puts on its own "
                                            "permanent instead of the damage (CR 614.16, 122.6): not applied to them"),
    "too_many_effects": lambda: "too many distinct replacement effects to explore: outcomes may be missing",
    "amount_too_large": lambda: ("an amount would pass 1,000,000 (the largest amount of mana, damage or counters the "
                                 "engine computes: clingo integers are 32-bit), so it was not computed: outcomes "
                                 "may be missing"),
    "damage_this_turn_unknown": lambda name, n: (f"{_ability(name, n)} depends on whether an opponent was dealt "
                                                 "damage this turn (CR 702.54a), which the board doesn't say "
                                                 "(damaged_this_turn: [players]): not applied"),
    "devoured_effect_source": lambda name, n: (f"{_ability(name, n)} may sacrifice a permanent whose own effect "
                                               "modifies this event (CR 702.82a, 614.12): which ones are sacrificed "
                                               "is not explored (more than 6 to choose among, or a devour it has by "
                                               "a granted ability)"),
    "devour_choices_bounded": lambda name, n, k: (f"{_ability(name, n)} may sacrifice any of {k} permanents (CR "
                                                  "702.82a): past 6, only how many are sacrificed is explored, not "
                                                  "which ones"),
    "sacrificed_effect_source": lambda name, n: (f"{_ability(name, n)} sacrifices a permanent whose own effect may "
                                                 "modify this event (CR 614.12): which ones are sacrificed is not "
                                                 "explored"),
    "counters_put_by_opponent": lambda name, n: (f"{_ability(name, n)}: an opponent puts those counters (CR 702.104a, "
                                                 "122.6a); an effect on who puts counters was not applied to them"),
    "this_turn_unknown": lambda name, n, event: (f"{_ability(name, n)} depends on what happened this turn, which the "
                                                 f"board doesn't say (this_turn: {{{_text(event)}: …}}): not applied"),
    "turn_count_unknown": lambda name, n, kind: (
        f"{_ability(name, n)} counts the {SPELL_KIND_COUNTS[str(kind)]} spells cast this turn (CR 601.2i), which the "
        f"board doesn't say (this_turn: {{spells_cast_kinds: {{player: {{{SPELL_KIND_COUNTS[str(kind)]}: N}}}}}}): "
        "not applied" if str(kind) in SPELL_KIND_COUNTS else
        f"{_ability(name, n)} counts what happened this turn ({_text(kind)}), which the board doesn't say (this_turn: "
        f"{{{_text(kind)}: {{player: N}}}}): counted as 0"),
    "life_totals_unknown": lambda name, n: (f"{_ability(name, n)} depends on every player's life total (CR 119.1), "
                                            "which the board doesn't give (life: {player: total}): not applied"),
    "life_total_unknown": lambda name, n, pl: (f"{_ability(name, n)} pays any amount of life up to {_text(pl)}'s life "
                                               "total (CR 119.4), which the board doesn't give (life: {player: total}): "
                                               "only 0 was tried"),
    "life_assumed": lambda k: (f"the payment takes {_text(k)} life, and the board gives no life total (life: {{player: "
                               "total}): a player pays life only if their life total is at least the amount (CR "
                               f"119.4), so it is payable this way only with {_text(k)} life or more"),
    "counted_life_unknown": lambda name, n, pl: (f"{_ability(name, n)} counts {_text(pl)}'s life total (CR 119.1), "
                                                 "which the board doesn't give (life: {player: total}): counted as 0"),
    "starting_player_unknown": lambda name, n: (f"{_ability(name, n)} depends on who was the starting player (CR "
                                                "103.1), which the board doesn't say (starting_player: …): not applied"),
    "day_night_unknown": lambda name, n: (f"{_ability(name, n)} depends on whether it is day or night (CR 702.145b: "
                                          "daybound; 731.1), which the board doesn't say (day_night: day, night or "
                                          "neither): not applied"),
    "counted_for_first_controller": lambda name, n: (f"{_ability(name, n)} counts the permanents its controller "
                                                     "controls: they were counted for the player it would enter under "
                                                     "at first, not for a new controller (CR 616.1b)"),
    "colors_unknown": lambda name, n: (f"{_ability(name, n)} depends on the colors of mana spent to cast the spell "
                                       "(CR 702.44a, 207.2c), which the event doesn't say (mtgasp orderings … enter … "
                                       "--cast --colors N): taken as none"),
    "hand_not_given": lambda name, n, pl: (f"{_ability(name, n)} reveals cards from {_text(pl)}'s hand that share a "
                                           "creature type with it (amplify, CR 702.38a), and the board doesn't give "
                                           f"{_text(pl)}'s hand (hands:; [] for an empty one): taken as none revealed"),
    "returned_effect_source": lambda name, n: (f"{_ability(name, n)} returns a permanent to its owner's hand, and one "
                                               "it may return is the source of an effect that may modify this event "
                                               "(CR 614.12): which one is returned is not explored"),
    "library_unknown_mill": lambda name, n, pl: (f"{_ability(name, n)} mills cards from {_text(pl)}'s library (CR "
                                                 f"701.17a), and the board doesn't give {_text(pl)}'s library "
                                                 "(libraries:): taken to hold enough (CR 701.17b: a player mills no "
                                                 "more than their library holds)"),
    "counters_removed_effect_source": lambda name, n: (f"{_ability(name, n)} removes every counter from the "
                                                       "permanents, and the source of an effect that may modify this "
                                                       "event has counters it may read (CR 614.12): not modelled"),
    "hand_unknown_discard": lambda name, n, pl: (f"{_ability(name, n)} discards {_text(pl)}'s hand (CR 701.9a), and "
                                                 f"the board doesn't give {_text(pl)}'s hand (hands:; [] for an empty "
                                                 "one): taken as empty, none discarded"),
    "hand_unknown_discard_card": lambda name, n, pl: (f"{_ability(name, n)} lets {_text(pl)} discard a card of a type "
                                                      f"from their hand (CR 701.9a), and the board doesn't give "
                                                      f"{_text(pl)}'s hand (hands:): whether one is there is not "
                                                      "known, both outcomes are said"),
    "die_roll_unknown": lambda name, n: (f"{_ability(name, n)} reads the result of a die rolled as it enters (CR "
                                         "706.2), which the event doesn't say (mtgasp orderings … enter … --roll N): "
                                         "not applied"),
    "spent_unknown": lambda name, n: (f"{_ability(name, n)} depends on the mana spent to cast the spell (CR 601.2h), "
                                      "which the event doesn't say (mtgasp orderings … enter … --cast --spent "
                                      "{G}{G}{R}): not applied"),
    "spend_rider_unknown": lambda name, n: (f"{_ability(name, n)} adds mana that, spent to cast the spell, changes how "
                                            "it enters (CR 106.6), and the event doesn't say which mana paid for it: "
                                            "not applied"),
    "phyrexian_unknown": lambda name, n: (f"{_ability(name, n)} depends on how many Phyrexian mana symbols of the "
                                          "spell's cost were paid with life (CR 702.150a, 107.4f), which the event "
                                          "doesn't say (mtgasp orderings … enter … --cast --phyrexian N): taken as none"),
    "cast_zone_unknown": lambda name, n: (f"{_ability(name, n)} depends on the zone the spell was cast from (CR "
                                          "601.2a), which the event doesn't say (mtgasp orderings … enter … --cast "
                                          "--from hand): not applied"),
    "permission_unknown": lambda name, n: (f"{_ability(name, n)} depends on whose permission the spell was cast with "
                                           "(CR 601.3: \"if you cast a spell this way\"), which the event doesn't say "
                                           "(mtgasp orderings … enter … --cast --via ID, or --via self): not applied"),
    "enter_zone_unknown": lambda name, n: (f"{_ability(name, n)} depends on the zone it enters from (CR 400.7), which "
                                           "the event doesn't say (mtgasp orderings … enter … --from ZONE): not applied"),
    "exiled_unknown": lambda name, n: (f"{_ability(name, n)} counts the cards exiled with it as its spell was cast (CR "
                                       "607.2a, 702.66a: delve), which the event doesn't say (mtgasp orderings … enter … "
                                       "--cast --exiled CARD, or --exiled none): none counted"),
    "put_by_unknown": lambda name, n: (f"{_ability(name, n)} modifies how the objects its spell or ability puts onto "
                                       "the battlefield enter (CR 614.1c), and the event doesn't say what puts it there "
                                       "(mtgasp orderings … enter … --by ID): not applied"),
    "kicker_unknown": lambda name, n: (f"{_ability(name, n)} depends on which kicker cost was paid (CR 702.33d), which "
                                       "the event doesn't say (mtgasp orderings … enter … --cast --kicker COST): not "
                                       "applied"),
    "stat_unsure": lambda name, n, src: (f"{_ability(name, n)} puts as many counters as the power or toughness of "
                                         f"{_text(src)} (CR 208.3, 613.4), which is not known for sure"),
    # (a condition on a power: "if you control a creature with power 4 or greater", ferocious)
    "power_unsure": lambda name, n, q: (f"{_ability(name, n)} has a condition on the power of {_text(q)} (CR 208.1, "
                                        "613.4), which is not known for sure"),
    "hand_unknown": lambda name, n, pl: (f"{_ability(name, n)} depends on whether {_text(pl)} has no cards in hand "
                                         "(hellbent, CR 402.1), which the board doesn't say (hands:; [] for an empty "
                                         "one): not applied"),
    "source_spent_unknown": lambda name, n: (f"{_ability(name, n)} depends on the mana spent to cast the spell (CR "
                                             "601.2h), which the event doesn't say (mtgasp orderings … damage … "
                                             "--spent {R}{R}{R}): not applied"),
    "additional_unknown": lambda name, n: (f"{_ability(name, n)} depends on whether the spell's additional cost was "
                                           "paid (CR 601.2b), which the event doesn't say (mtgasp orderings … damage "
                                           "… --additional or --no-additional): not applied"),
    "x_unknown": lambda name, n: (f"{_ability(name, n)} depends on the value of X paid for the spell (CR 107.3m), "
                                  "which the board doesn't give (x: of its effects: entry): not applied"),
    "game_count_unknown": lambda name, n, k: (f"{_ability(name, n)} reads how many "
                                              + ("turns each player has begun (CR 500.1)" if _text(k) == "turns_begun"
                                                 else "times each player has cast a commander from the command zone "
                                                 "(CR 903.8)")
                                              + f" this game, which the board doesn't say (this_game: {_text(k)}): "
                                              + ("not applied" if _text(k) == "turns_begun" else "counted as 0")),
    "convoked_unknown": lambda name, n: (f"{_ability(name, n)} counts the creatures that convoked the spell (CR "
                                         "702.51a), which the event doesn't say (mtgasp orderings … enter … --cast "
                                         "--convoked N): counted as none"),
    "exile_unknown": lambda name, n, pl: (f"{_ability(name, n)} reads the cards {_text(pl)} owns in exile (CR 406), "
                                          "which the board doesn't give (exile:; [] for none): counted as none, and an "
                                          "option they may allow is kept"),
    "hand_count_unknown": lambda name, n, pl: (f"{_ability(name, n)} counts the cards in {_text(pl)}'s hand, which "
                                               "the board doesn't give (hands:; [] for an empty one): counted as empty"),
    "after_prevention_unfollowed": lambda name, n: (f"{_ability(name, n)} prevents the damage and has an additional "
                                                    "effect (CR 615.5; Khârn the Betrayer's: an opponent gains control "
                                                    "of it) that the outcomes don't carry: orders where it "
                                                    "applies and orders where another effect prevented the damage "
                                                    "first differ by it"),
    "graveyard_unknown": lambda name, n, pl: (f"{_ability(name, n)} counts cards in {_text(pl)}'s graveyard, which the "
                                              "board doesn't give (graveyards:; [] for an empty one): counted as empty"),
    "added_subtype_unread": lambda name, n: (f"{_ability(name, n)} adds a subtype as it enters, which another effect "
                                             "of this event reads (CR 614.12): that effect was checked without it"),
    "graveyard_exile_uncounted": lambda name, n: (f"{_ability(name, n)} exiles cards from graveyards as it enters, "
                                                  "before an amount of this event that reads graveyards is counted "
                                                  "(CR 614.12): that amount counted them still"),
    "kicked_unknown": lambda name, n: (f"{_ability(name, n)} depends on whether the spell was kicked (CR 702.33d), "
                                       "which the event doesn't say (mtgasp orderings … enter … --cast --kicked N): "
                                       "it was taken as not kicked"),
    "source_kicked_unknown": lambda name, n: (f"{_ability(name, n)} depends on whether the spell was kicked (CR "
                                              "702.33d), which the event doesn't say (mtgasp orderings … damage … "
                                              "--kicked N; 0: not kicked): it was taken as not kicked"),
    "source_ability_unknown": lambda name, n: (f"{_ability(name, n)} replaces the damage that ability itself deals (CR "
                                               "614.15), and the event doesn't say which ability of the source deals "
                                               "it (mtgasp orderings … damage … --ability N): it was not applied"),
    "own_continuous_effect": lambda name, n: (f"{_ability(name, n)} would apply to the entering permanent itself "
                                              "(CR 614.12: its own static abilities count); it was not taken into "
                                              "account"),
    "layer4_dependency": lambda a, b: (f"on the battlefield, the entering permanent would make the type-changing effect "
                                       f"of {_text(a)} depend on that of {_text(b)} (CR 613.8a); its characteristics "
                                       "(CR 614.12) were computed in the board's order"),
    "copied_controller_unsure": lambda name, n, card: (f"{_ability(name, n)} gives its counters only if its "
                                                       f"controller controls the creature it copies; copies of "
                                                       f"{_text(card)} are controlled by more than one player, and "
                                                       "copying either was taken as copying its controller's one "
                                                       "(CR 707.9a)"),
    "zone_stat_unknown": lambda name, n, card: (f"{_ability(name, n)} reads the printed mana cost or power of "
                                                f"{_text(card)} in a graveyard, which the card library doesn't give as "
                                                "a number (CR 208.2): it was left out"),
    "embalmed_token": lambda name, n: (f"{_ability(name, n)} has exceptions for the token embalm creates (CR "
                                       "702.128a); whether this token was embalmed is not known, and they were not "
                                       "applied"),
    "copy_exceptions_combined": lambda name, n: (f"the permanent {_ability(name, n)} copies has copiable values with "
                                                 "other copy exceptions (CR 707.9b, 707.3): only those of "
                                                 f"{_ability(name, n)} were applied"),
    "impending_type": lambda name, n: (f"{_ability(name, n)}: cast for its impending cost, the entering permanent "
                                       "would be no creature once it has a time counter (CR 702.176a, 614.12); an "
                                       "effect's filter that reads more than its card types, or an effect that makes "
                                       "it a creature again, was matched as if it were a creature"),
    "granted_replacement": lambda src: (f"{_text(src)} gives the entering permanent an ability that would modify how it "
                                        "enters (CR 614.12); it was not taken into account"),
    "unmodelled": lambda name, n: f"{_ability(name, n)} is not modelled",
    "loop_unread": lambda name, n: (f"{_ability(name, n)} has a cost or an effect (or fires a triggered mana ability, "
                                    "or is a trigger on activating abilities or on what a sequence does) the search "
                                    "holding priority doesn't follow: it was not activated or not followed"),
    "reduction_not_applied": lambda name, n: (f"{_ability(name, n)} reduces what activated abilities cost (CR 601.2f, "
                                              "602.2b), which this question does not apply"),
    "station": lambda name, n, k: (f"{_text(name)} has {_text(k)} or more charge counters: the creature with the "
                                   f"power and toughness of that striation ({_ability(name, n)}) it may be (CR "
                                   "721.2b) is not applied (the striation's abilities are, CR 721.2a)"),
    "class_level": lambda name, n, level: (f"{_ability(name, n)} is the Class's only from level {_text(level)} on "
                                           "(CR 716.2a) and the board doesn't give its level: it was taken to have it"),
    "flip_unknown": lambda name, n: (f"{_ability(name, n)} flips a coin instead, and the event doesn't say whether the "
                                     "flip was won or lost (CR 705.2; mtgasp orderings … counters … --flip won|lost): "
                                     "it was not applied"),
    "outside_condition": lambda name, n: (f"{_ability(name, n)} applies only if an outcome outside the game "
                                          "happened, which the board doesn't give (the permanent's chosen: {branch: "
                                          "...}): it was not applied"),
    "form_not_chosen": lambda name, n: (f"{_ability(name, n)} makes it one of its forms as it enters and the board "
                                        "doesn't say which (chosen: {form: P/T}, CR 614.12a, 707.2): the subtypes and "
                                        "abilities of its form are not applied"),
    "locked_half": lambda name: (f"{_text(name)} is a half of a permanent with a shared type line (a Room): a "
                                 "locked half's name, mana cost and rules text are not the permanent's (CR 709.5), "
                                 "and the board doesn't say which halves are unlocked: it was taken as unlocked"),
    "unknown_card": lambda name: f"the card library knows {_text(name)} by name only",
    "intrinsic_counters": lambda name, kind: (f"{_text(name)} enters with its printed {_text(kind)} counters (an "
                                              "intrinsic replacement effect, CR "
                                              f"{INTRINSIC_RULES.get(_text(kind), '614.1c')}), which is not "
                                              f"applied: the card data gives no {_text(kind)} number for it"
                                              + (" (the enter event's --defense N states it)"
                                                 if _text(kind) == "defense" else "")),
    "color_indicator": lambda name: (f"{_text(name)} has no mana cost printed on it and may have a color indicator "
                                     "(CR 204) the card reference doesn't give: its colors are not known"),
    "unchecked_cost": lambda name, n: (f"whether the cost of {_ability(name, n)} can be paid depends on zones the "
                                       "board doesn't give (hand, graveyard, energy), or it moves its own permanent "
                                       "(exiles it, returns it to its owner's hand), which is not followed"),
    "life_amount": lambda name, n: (f"{_ability(name, n)} adds as much mana as its controller's life total, which "
                                    "the board doesn't give (life:): it added none"),
    "unless_paid": lambda name, n: (f"{_ability(name, n)} adds its mana unless another player pays (its ruling "
                                    "2004-10-04: each player in turn gets the option, and then it adds none): the "
                                    "pools take it that no player pays"),
    "unchecked_restriction": lambda name, n, r: (f"{_ability(name, n)} has a restriction the board can't check "
                                                 f"({_text(r).replace('_', ' ')})"),
    "target_unread": lambda name, n: (f"{_ability(name, n)} targets, and what its target must be is not read (CR "
                                      "601.2c): whether it has a legal target is not known"),
    "target_protection": lambda name, n: (f"{_ability(name, n)} targets, and each legal target has a protection "
                                          "whose quality, condition or choice the rules don't read (CR 702.16b): it "
                                          "was taken as a legal target"),
    "no_land_type": lambda name, n: (f"{_ability(name, n)} uses a chosen basic land type (or a type its text names) "
                                     "and the board gives none its text allows (chosen: {land_type: …}, CR 614.12a, "
                                     "611.2): it was not applied"),
    "no_creature_type": lambda name, n: (f"{_ability(name, n)} uses a chosen creature type and the board gives none "
                                         "(chosen: {creature_type: …}, CR 614.12a, 205.3m): it was not applied"),
    "split_card_stats": lambda name: (f"{_text(name)} is a half of a split card, which has the card types of both "
                                      "halves and their mana costs combined (CR 709.4b-c); the card library "
                                      "gives one half's only"),
    "split_card_types": lambda name: (f"{_text(name)} is a half of a split card, which has the card types of both "
                                      "halves (CR 709.4c); the card reference gives those of its first half only"),
    "types_off_battlefield": lambda name, n: (f"{_ability(name, n)} also changes the creature types of cards that "
                                              "aren't on the battlefield (CR 613.1d), which is not applied to the "
                                              "card looked at"),
    "ability_loss_order": lambda name, n: (f"{_ability(name, n)} makes a permanent lose all abilities, and that "
                                           "effect's own source loses its abilities too: which applies first (CR "
                                           "613.8a) was not followed"),
    "keyword_loss_order": lambda name, n: (f"{_ability(name, n)} makes a permanent lose a keyword ability that "
                                           "another effect grants it: which applies first (their timestamps, CR "
                                           "613.7) was not followed"),
    "keyword_counter_order": lambda obj, kind: (f"{_text(obj)} has a {_text(kind).replace('_', ' ')} counter (CR "
                                                "122.1b) and loses all its abilities; which came first (a counter's "
                                                "timestamp, CR 613.7c) the board doesn't say: the keyword was not "
                                                "given"),
    "no_color_chosen": lambda name, n: (f"{_ability(name, n)} uses the chosen color and the board gives none for it "
                                        "(chosen: {color: …}, CR 614.12a): it was taken to add no mana (CR 106.5)"),
    "color_not_chosen": lambda name, n: (f"{_ability(name, n)} prevents damage from sources of the chosen color and the "
                                         "board gives none for it (chosen: {color: …}, CR 614.12a): it was not applied"),
    "creator_color_not_chosen": lambda name, n: (f"{_ability(name, n)} prevents damage from a source of the color "
                                                 "chosen for the permanent that made it, and the board gives none for "
                                                 "that permanent (chosen: {color: …}, CR 614.12a): it was not applied"),
    "creator_type_not_chosen": lambda name, n: (f"{_ability(name, n)} prevents damage from a creature of the type "
                                                "chosen for the permanent that made it, and the board gives none for "
                                                "that permanent (chosen: {creature_type: …}, CR 614.12a): it was not "
                                                "applied"),
    "source_not_chosen": lambda name, n: (f"{_ability(name, n)} prevents damage from a source of your choice and the "
                                          "board gives none for it (chosen: {source: id}, CR 615.7): it was not applied"),
    "creature_not_chosen": lambda name, n: (f"{_ability(name, n)} deals damage to the creature chosen as it was "
                                            "created, and the board gives none for it (chosen: {creature: id}, CR "
                                            "614.9): it was not applied"),
    "permanent_not_chosen": lambda name, n: (f"{_ability(name, n)} reads a permanent chosen as its effect was "
                                             "created and the board gives none for it (chosen: {permanent: id}): it was "
                                             "not applied"),
    "effect_source_not_given": lambda name, n: (f"{_ability(name, n)} is the lasting effect of an activated ability on "
                                                "the permanent that made it or what that permanent enchants, and the "
                                                "board gives no source: for it (CR 611.2): it was not applied"),
    "shield_object_unknown": lambda name, n, obj: (f"{_ability(name, n)} made a shield on each of a group as it "
                                                   f"resolved, and {_text(obj)} may have come later (the board's "
                                                   "sick: true; Kitsune Palliator ruling 2005-02-01, CR 615.7): its "
                                                   "shield was taken to be there"),
    "shield_colors_unknown": lambda name, n: (f"{_ability(name, n)} made a shield on each creature sharing a color with "
                                              "its target as it resolved, and an effect on the board changes colors: "
                                              "the colors then may have been others (CR 615.7)"),
    "x_not_given": lambda name, n: (f"{_ability(name, n)} prevents the next X damage and the board gives no value of "
                                    "X for it (x: N, CR 107.3a): it was not applied"),
    "player_not_chosen": lambda name, n: (f"{_ability(name, n)} is protection from the chosen player and the board "
                                          "gives none for it (chosen: {player: …}, CR 614.12a): it was not applied"),
    "no_name_chosen": lambda name, n: (f"{_ability(name, n)} uses a chosen name and the board gives none for it "
                                       "(chosen: {name: …}, CR 614.12a): it was not applied"),
    "granted_names": lambda name, n: (f"{_ability(name, n)} reads the chosen name from card names (CR 201.2); names "
                                      "an effect gives a permanent were not read"),
    "no_commander": lambda name, n: (f"{_ability(name, n)} adds mana of the commander's color identity and the board "
                                     "doesn't say its controller's commander (commanders:; CR 903.4f: none here)"),
    "commander_identity": lambda name, n, why: (f"{_ability(name, n)} adds mana of the commander's color identity, "
                                                f"which may hold colors the card library doesn't give ({_why_identity(why)}; "
                                                "CR 903.4)"),
    "pt_too_large": lambda: ("its power and toughness would not fit the solver's 32-bit integers (a count of counters "
                             "beyond the bounds): not computed"),
    "graveyard_not_given": lambda pl: (f"its power and toughness count the cards in every graveyard, and the board "
                                       f"doesn't give {_text(pl)}'s (graveyards:; [] for an empty one; CR 604.3)"),
    "library_not_given": lambda pl: (f"its kinship ability looks at the top card of {_text(pl)}'s library, which the "
                                     "board doesn't give (libraries:; [] for an empty one; CR 207.2c)"),
    "graveyards_not_given": lambda pl: (f"the board doesn't give {_text(pl)}'s graveyard (graveyards:; [] for an "
                                        "empty one), which could hold cards of any type (CR 404.1)"),
    "no_printed_pt": lambda name: f"the card library doesn't give the power and toughness printed on {_text(name)}",
    "pt_amount": lambda name, n, q: (f"{_ability(name, n)} adds as much mana as the power or toughness of {_text(q)} "
                                     "(CR 208.3, 613.4), which is not known for sure (an effect on power and toughness "
                                     "that is not modelled, or values the card library doesn't give)"),
    "sacrificed_amount": lambda name, n: (f"{_ability(name, n)} adds as much mana as the power or mana value of the "
                                          "permanent sacrificed for its cost (CR 601.2h, 608.2h); costs are ignored "
                                          "here (CR 106.7), so one mana stands for that amount"),
    "amount_may_change": lambda name, n: (f"{_ability(name, n)} adds as much mana as a power or toughness, a number "
                                          "of permanents or counters, or a life total, read once as the board gives "
                                          "it; another activation (its cost: counters, a sacrifice, life; or its "
                                          "damage or life rider) could change it before it resolves (CR 608.2h), "
                                          "which is not followed"),
    "exiled_colors_unknown": lambda name, n, card: (f"{_ability(name, n)} adds mana of the colors of {_text(card)}, "
                                                    "exiled with it, which the card library doesn't give (CR 607.2a, "
                                                    "202.2)"),
    "spends_as_though": lambda name, n: (f"{_ability(name, n)} lets mana be spent as though it were mana of another "
                                         "type (CR 609.4b): which costs it pays that way is not modelled"),
    "spend_restriction": lambda name, n: (f"the mana of {_ability(name, n)} can be spent only on some costs (CR 106.6) "
                                          "and some of the other mana abilities' costs may be among them: it paid none"),
    "repeatable": lambda name, n: (f"{_ability(name, n)} can be activated more than once (its cost doesn't tap or "
                                   "sacrifice its permanent, CR 602.2) and nothing on the board bounds how often (a "
                                   "cost such as a discard, life with no life total, or more mana added than paid): "
                                   "it was activated at most once"),
    "repeat_cap": lambda name, n, cap: (f"{_ability(name, n)} could be activated more than {cap} times (CR 602.2); "
                                        f"it was activated at most {cap} times (a limit of the engine)"),
    "damage_rider_replaced": lambda: ("a mana ability deals damage to its controller and a replacement or prevention "
                                      "effect on damage could change how much (CR 614, 615): the damage was taken as "
                                      "printed"),
    "equal_timestamps": lambda a, b: (f"{_text(a)} and {_text(b)} have the same timestamp and effects applied in "
                                      "timestamp order; CR 613.7m lets their controllers order them (APNAP), and the "
                                      "reading simultaneous_timestamps=fixed orders them by id instead (--reading "
                                      "simultaneous_timestamps=player takes the board's order as their choice)"),
    "protection": lambda name, n: (f"{_ability(name, n)} is protection, which prevents damage from sources with its "
                                   "quality (CR 702.16e); that quality is not modelled, so no damage was prevented "
                                   "by it"),
    "protection_attached": lambda e, q: (f"{_text(e)} is attached to {_text(q)}, which has protection: an Aura or "
                                         "Equipment with its quality can't stay attached (CR 702.16c-d, 704.5m-n), "
                                         "and whether this one can is not decided"),
    "targets_not_given": lambda name, n: (f"{_ability(name, n)} names a target of its effect, whose entry gives none "
                                          "(targets:, or chosen: {player: P} for a player): it was applied to nothing"),
    "division_not_given": lambda name, n: (f"{_ability(name, n)} divides its shield among several targets (CR "
                                           "601.2d) and the board doesn't say how: it was not applied"),
    "redirect_unread": lambda name, n: (f"{_ability(name, n)} deals the damage to another instead (a redirection, CR "
                                        "614.9), and what then depends on what is dealt it (wither, infect, toxic, "
                                        "counters on it, creatures in combat) is not followed"),
    "redirected_recipient_unread": lambda name, n: (f"{_ability(name, n)} stops the prevention and redirection of its "
                                                    "damage to a creature only, and a redirection could deal this "
                                                    "damage to a creature instead (CR 614.9), which is not followed"),
    "combat_role_unknown": lambda name, n: (f"{_ability(name, n)} applies to damage by or to attacking or blocking "
                                            "creatures, and of noncombat damage the board doesn't say which creatures "
                                            "are in combat (CR 506.4): it was not applied"),
    "blocked_unknown": lambda name, n: (f"{_ability(name, n)} applies to damage by unblocked creatures, and the "
                                        "attacking creature may have trample, which lets a blocked creature deal "
                                        "combat damage to what it attacks (CR 702.19b): whether it is blocked is not "
                                        "known, so it was not applied"),
    "targets_unassigned": lambda name, n: (f"{_ability(name, n)} names a target of its effect, whose entry has several "
                                           "targets: which one it names is not known, so it was applied to each"),
    "protection_identity_unknown": lambda name, n: (f"{_ability(name, n)} is protection from each color outside its "
                                                    "controller's commander's color identity, and the board doesn't "
                                                    "say that player's commanders (commanders:; CR 903.4f): it was not "
                                                    "applied"),
    "protection_identity": lambda name, n, why: (f"{_ability(name, n)} is protection from each color outside its "
                                                 "controller's commander's color identity, which may hold colors the "
                                                 f"card library doesn't give ({_why_identity(why)}; CR 903.4)"),
    "mana_value_unsure": lambda o: (f"{_text(o)} is a spell with {{X}} in its mana cost, whose mana value includes X "
                                    "on the stack (CR 202.3e), and the board gives no x: for it; a protection from a "
                                    "mana value was not applied to its damage"),
    "shield_counter": lambda o: (f"{_text(o)} has a shield counter, which prevents damage that would be dealt to it "
                                 "and is removed (CR 122.1c); that effect is not applied"),
    "rider_effect": lambda name, n: (f"the effects: entry of {_text(name)} stands for the lasting effect of the "
                                     f"rider of {_ability(name, n)} (CR 611.2), which is not modelled: it was not "
                                     "applied"),
    "timestamp_renewed": lambda src, o: (f"{_text(o)} has a later timestamp than the effect {_text(src)}, which it may "
                                         "have got by becoming attached, turning face up or down or transforming (CR "
                                         "613.7e-g) rather than by entering after the effect began (CR 611.2c): the "
                                         "effect was applied to it"),
    "reads": lambda q, name: (f"it adds a type that {_text(q)} ({_text(name)}) could produce (CR 106.7), and what "
                              f"{_text(q)} could produce is incomplete (see {_text(q)})"),
    "trigger_mana_replaced": lambda: ("an effect that replaces mana not produced by tapping could change what its "
                                      "triggered ability adds; it was not taken into account"),
}

NOT_PRODUCED: dict[str, Callable[..., str]] = {
    "no_source": lambda f, rel: f"no {_filter(f, rel)} could produce {{TYPE}}",
    "no_color": lambda f, rel: f"no {_filter(f, rel)} is {{COLOR}}",
    "replaced": lambda: "it would add {TYPE}, but every order of the replacement effects that apply changes it",
    "no_mana_type": lambda: "it can define no type of mana, so it adds none (CR 106.5)",
}

MET: dict[str, Callable[..., str]] = {
    "activated_by": lambda pl: f"only its controller, {_text(pl)}, may activate it",
    "untapped": lambda: "it is untapped, so {T} can be paid",
    "tapped": lambda: "it is tapped, so {Q} can be paid",
    "not_a_creature": lambda: "it is not a creature: summoning sickness doesn't apply",
    "controlled_since_turn_began": lambda: "its controller has controlled it continuously since their most recent turn began",
    "haste": lambda: "it has haste, or may be activated as though it had haste",
    "counters": lambda kind, need, have: (f"it needs {_text(need)} {counter_name(_text(kind))} counter(s) and has "
                                         f"{_text(have)}"),
    "life": lambda need, have: f"it costs {_text(need)} life and its controller has {_text(have)}",
    "life_unknown": lambda need: f"it costs {_text(need)} life; the board gives no life total, so life is not limited",
    "untapped_to_tap": lambda f: f"there is an untapped {_filter_words(f)} you control to tap",
    "discard_hand": lambda: "discarding your hand can be paid with any hand, an empty one too",
    "mana_cost": lambda cost: f"its mana cost {_text(cost)} can be paid with the mana abilities its controller can activate",
    # CR 119.4, 601.2g-h: rules/activation/activation.lp, plan_met/5 (a mana plan pays it)
    "life_after_gain": lambda pl: (f"its life can be paid after the life {_text(pl)}'s mana abilities gain first "
                                   "(CR 601.2g-h)"),
    # rules/activation/loyalty.lp, any_target.lp
    "your_turn": lambda: "it is its controller's turn",
    "sorcery_timing": lambda: "it is its controller's main phase and the stack is empty (sorcery_timing: true)",
    "loyalty_not_activated": lambda: "no loyalty ability of this permanent was activated this turn",
    "loyalty": lambda need, have: f"it removes {_text(need)} loyalty counter(s) and has {_text(have)}",
    "class_level": lambda level: f"this Class is level {_text(level)}",
    "any_target_player": lambda: "a player is always a legal target for any target (CR 115.4)",
}

NOT_MANA: dict[str, Callable[..., str]] = {
    "targets": lambda: "it targets, so it is not a mana ability",
    "loyalty": lambda: "it is a loyalty ability, so it is not a mana ability",
    "library": lambda: "it moves a card to or from a library, so it is not a mana ability",
}

REASONS: dict[str, Callable[..., str]] = {
    "summoning_sickness": lambda: ("it is a creature that hasn't been under its controller's control continuously "
                                   "since their most recent turn began, and it has no haste"),
    "already_tapped": lambda: "it is already tapped: {T} can't be paid",
    "already_untapped": lambda: "it is already untapped: {Q} can't be paid",
    "counters": lambda kind, need, have: (f"it needs {_text(need)} {counter_name(_text(kind))} counter"
                                          f"{'' if _text(need) == '1' else 's'} to remove and has {_text(have)}"),
    "life": lambda need, have: f"it costs {_text(need)} life and its controller has {_text(have)}",
    "no_untapped": lambda f: f"there is no untapped {_filter_words(f)} you control to tap",
    "no_other_untapped": lambda f: (f"there is no untapped {_filter_words(f)} you control to tap other than itself "
                                    "(its {T} taps it)"),
    "controls": lambda f, need, have: (f"it can be activated only if its controller controls {_text(need)} or more "
                                       f"{_text(f).replace('_', ' ')} (they control {_text(have)})"),
    "not_your_turn": lambda: "it can be activated only during its controller's turn",
    "not_opponents_turn": lambda: "it can be activated only during an opponent's turn",
    "not_owner": lambda: "only its owner may activate it, and its controller doesn't own it",
    # rules/activation/loyalty.lp
    "not_sorcery_timing": lambda: ("it can be activated only in its controller's main phase with the stack empty, and "
                                   "the board says it isn't (sorcery_timing: false)"),
    "loyalty_activated": lambda: "a loyalty ability of this permanent was already activated this turn",
    "loyalty": lambda need, have: (f"it removes {_text(need)} loyalty counter{'' if _text(need) == '1' else 's'} and "
                                   f"has {_text(have)}"),
    "class_level": lambda need, have: (f"it can be activated only if this Class is level {_text(need)} (it is level "
                                       f"{_text(have)})"),
    "not_a": lambda f: f"it can be activated only if it is a {_text(f).replace('_', ' ')}",
    "self_counters": lambda kind, need, have: (f"it can be activated only if it has {_text(need)} or more "
                                               f"{counter_name(_text(kind))} counters (it has "
                                               f"{_text(have)})"),
    "nothing_to_sacrifice": lambda f: f"its controller controls no {_text(f)} to sacrifice",
    "no_target": lambda: "it targets, and there is no legal target to choose",
    # CR 118.3, 101.2, 614.17: a cost that puts counters a "can't" effect forbids (Solemnity)
    "cant_put_counters": lambda kind, name, n: (f"its cost puts {counter_name(_text(kind))} "
                                                f"counters on it, and {_ability(name, n)} "
                                                "says they can't be put there"),
    # CR 118.3, 119.4 when no mana plan pays the cost (rules/activation/activation.lp: plan_block/5); the cost as
    # printed is the last argument of mana_unpaid (queries/can_activate.py), what could not be explored beside it
    "mana_unpaid": lambda pl, cost: (f"its mana cost {_text(cost)} can't be paid with the mana abilities {_text(pl)} "
                                     "can activate"),
    "life_unpaid": lambda pl: (f"its life can't be paid: {_text(pl)}'s life total is too small, even after the life "
                               "their mana abilities can gain first"),
}

BOARD_ERRORS: dict[str, Callable[..., str]] = {
    "effect_ability_missing": lambda: ("several of its abilities create effects: say which one created this one "
                                       "with ability: N"),
    "effect_ability_unknown": lambda n, *abilities: (
        f"its ability {_text(n)} creates no lasting effect (ability:)"
        + ("; none of its abilities does" if [_text(a) for a in abilities] == ["none"]
           else f": give ability: {' or '.join(sorted((_text(a) for a in abilities), key=lambda a: (len(a), a)))}")),
    "effect_source_missing": lambda: ("its effect applies to the permanent whose ability created it: give that "
                                      "permanent's id with source:"),
    # CR 611.2: source: names a permanent of another card than the effect's (Q: the permanents of the card, or none)
    "effect_source_other": lambda p, name, *ids: (
        f"source: {_text(p)} is no {_text(name)}: the effect comes from the permanent whose ability created it"
        + ("; no permanent of the board is one: leave out source: if the permanent has left"
           if [_text(i) for i in ids] == ["none"]
           else f": give source: {' or '.join(sorted(_text(i) for i in ids))}")),
    "too_many_targets": lambda listed, allowed: (f"targets: {_text(listed)} given, and the ability allows at most "
                                                 f"{_text(allowed)}"),
    "player_target_unread": lambda p: (f"targets: {_text(p)} is a player, and no ability of its card targets or "
                                       "chooses a player: give the ids of the permanents it targeted"),
    # CR 609.7a: a source chosen for an object none of whose abilities reads one (a permanent whose activated
    # ability creates the effect that does: that effect's effects: entry carries the choice)
    "chosen_source_unread": lambda s: (f"chosen: {{source: {_text(s)}}} is read by no ability of this entry (none "
                                       "prevents or redirects damage from a source of your choice); an effect an "
                                       "activated ability created carries its choice on its own effects: entry, "
                                       "with source: the permanent"),
    "effect_of_nothing": lambda: ("it is no instant or sorcery and none of its abilities creates a lasting effect: "
                                  "an effects: entry is the effect of a resolved spell or ability (a permanent goes "
                                  "under battlefield:)"),
    "effect_source_spell": lambda: ("an instant's or sorcery's effect has no permanent for its source: leave out "
                                    "source:"),
    "effect_branch": lambda *branches: ("its effect has branches: say which one is in force with chosen: {branch: "
                                        f"{' or '.join(sorted(_text(b) for b in branches))}}} (any case)"),
    "form_unknown": lambda name: (f"chosen: {{form: …}} names no form {_text(name)} may become as it enters (the power "
                                  "and toughness of one of them)"),
    "copy_cycle": lambda: ("it is a copy of itself through a chain of copy_of: copiable values come from a card in "
                           "the end"),
    # (commanders: rules/core/commander_legality.lp; attachments: rules/core/enchant.lp)
    "not_a_commander": lambda name: (f"{_text(name)} can't be a commander: it is not a legendary creature, Vehicle or "
                                     "Spacecraft card with a power/toughness box, and doesn't say it can be your "
                                     "commander"),
    "background_alone": lambda name: (f"{_text(name)} is a Background: it can be a commander only beside one that may "
                                      "\"Choose a Background\""),
    "not_partners": lambda a, b: (f"{_text(a)} and {_text(b)} can't be commanders together: no partner ability of "
                                  "theirs allows the pair (partner, partner—[text], partner with [name], choose a "
                                  "Background, Doctor's companion: CR 702.124h-m)"),
    "attached_to_player": lambda p: (f"it can't be attached to a player ({_text(p)}): only an Aura with enchant player "
                                     "or enchant opponent can"),
    "attached_to_controller": lambda p: (f"it can't be attached to its controller ({_text(p)}): its enchant ability "
                                         "says \"Enchant opponent\""),
    "attached_to_permanent": lambda q: (f"it can't be attached to a permanent ({_text(q)}): its enchant ability names a "
                                        "player; give attached_to a player"),
    "enchant_disallows": lambda q: (f"it can't be attached to {_text(q)}: its enchant ability doesn't allow that "
                                    "permanent (its printed types or its controller)"),
    "on_battlefield": lambda kind: (f"an {_text(kind)} can't be on the battlefield; list its resolved effect under "
                                    "effects:" if _text(kind) == "instant" else
                                    f"a {_text(kind)} can't be on the battlefield; list its resolved effect under "
                                    "effects:"),
}


EVENT_ERRORS: dict[str, Callable[..., str]] = {
    "cant_enter": lambda kind: f"an {_text(kind)} can't enter the battlefield" if _text(kind) == "instant"
    else f"a {_text(kind)} can't enter the battlefield",
    "colors_not_spent": lambda v, w: (f"--colors says {_text(v)} color{' was' if _text(v) == '1' else 's were'} of "
                                      f"mana spent, --spent says {_text(w)}: the colors of mana spent are those of the "
                                      "mana spent; give one of them"),
    "phyrexian_too_many": lambda s: (f"its mana cost has {_text(s)} Phyrexian mana symbol"
                                     f"{'' if _text(s) == '1' else 's'}: no more can be paid with life"),
    "no_spell_cast": lambda: ("it was cast (--cast), but the board's this_turn: spells_cast says no player cast a spell "
                              "this turn: count its spell too"),
    "defense_not_battle": lambda name: f"{_text(name)} is no battle: --defense states a battle's printed defense",
    "no_alternative_cost": lambda k: (f"the card has no {_text(k)} cost: its spell can't be cast for one"),
    "not_double_faced": lambda: ("it is not a double-faced card, so it has no back face to enter with: put onto the "
                                 "battlefield transformed, it stays in its current zone and doesn't enter"),
    "back_face_entering": lambda front: (f"it is the back face of {_text(front)}, a transforming double-faced card, "
                                         "which enters with its front face up unless it is put onto the battlefield "
                                         "(or cast) transformed: ask about "
                                         f"enter \"{_text(front)}\" --transformed"),
    "x_not_in_cost": lambda: ("--x states the X chosen for its spell, but the card has no {X} in its costs, so its "
                              "spell had no X to choose (X is 0): leave --x out"),
    "no_die_rolled": lambda: ("--roll states the result of a die rolled as it enters, but no ability it could enter "
                              "with rolls a die as it enters: leave --roll out"),
    "kicked_beyond": lambda s, m: (f"{_text(s)} has no kicker: it can't have been kicked; leave --kicked out"
                                   if _text(m) == "0" else
                                   f"a spell with {_text(m)} kicker cost{'' if _text(m) == '1' else 's'} and no "
                                   f"multikicker can be kicked at most {_text(m)} time{'' if _text(m) == '1' else 's'}; "
                                   "lower --kicked"),
    "no_such_kicker": lambda cost, name, costs: (f"--kicker {_text(cost)}: {_text(name)} has no such kicker cost (its "
                                                 f"kicker costs: {', '.join(_listed(costs)) or 'none'})"),
    "kicker_twice": lambda cost: (f"--kicker {_text(cost)} given twice: a kicker cost is paid at most once (only a "
                                  "multikicker cost is paid any number of times, CR 702.33c)"),
    "not_damageable": lambda: ("only players, creatures, planeswalkers and battles are dealt damage, and this permanent "
                               "is none of them"),
    "combat_not_creature": lambda src: (f"only attacking and blocking creatures deal combat damage, and {_text(src)} "
                                        "is not a creature on the battlefield"),
    "combat_to_itself": lambda: "a creature never deals combat damage to itself",
    "combat_to_controller": lambda src: (f"{_text(src)} can't deal combat damage to its own controller: an attacking "
                                         "creature attacks an opponent, and a blocking creature deals combat damage "
                                         "only to the creatures it blocks"),
    "combat_to_own_permanent": lambda src: (f"{_text(src)} can't deal combat damage to a permanent of its own "
                                            "controller: attacking creatures and the creatures blocking them have "
                                            "different controllers"),
    # (said of O, the creature at fault, whose id the error starts with: queries/orderings.py)
    "combat_role_noncreature": lambda o, r: (f"it is not a creature, so it can't be {_text(r)}: only a creature can "
                                             "attack or block"),
    "combat_role_battle": lambda o, r: (f"it is a battle, so it can't be {_text(r)}: a creature that is also a battle "
                                        "never attacks or blocks"),
    "combat_role_side": lambda o, r: (f"it is {'not ' if _text(r) == 'attacking' else ''}the active player's, so it "
                                      f"can't be {_text(r)}: the active player attacks, the others block"),
    "combat_blocker_target": lambda src: (f"{_text(src)} is not the active player's, so in combat it blocks, and a "
                                          "blocking creature deals combat damage only to the attacking creatures it "
                                          "blocks (the active player's)"),
}

CATEGORIES = {"616.1a": "self-replacement effect first", "616.1b": "control of the entering object",
              "616.1c": "copy effect", "616.1d": "back face up", "616.1e": "any applicable effect",
              "306.5b": "printed loyalty, before the effects on its counters",
              "310.4b": "printed defense, before the effects on its counters",
              "714.3a": "a Saga's lore counter, before the effects on its counters"}
DECLINE = "optional effect declined: its one opportunity is used"


def _word(table: dict[str, Callable[..., str]], code: object) -> str:
    if isinstance(code, clingo.Symbol) and code.type == clingo.SymbolType.Function:
        name, args = code.name, tuple(code.arguments)
    else:
        name, args = _text(code), ()
    entry = table.get(name)
    if entry is None:
        return _text(code).replace("_", " ")
    return entry(*args)


def note(code: object, rule: str | None = None) -> str:
    """A note the rules derived, in words, with its rule."""
    text = _word(NOTES, code)
    return f"{text} (CR {rule})" if rule else text


def incomplete(why: object, reasons: dict[tuple[str, int], str] | None = None) -> str:
    """Why an answer is incomplete, in words; `reasons`: the status reason of each unmodelled ability
    (why/3 rows, status_reasons())."""
    text = _word(INCOMPLETE, why)
    if isinstance(why, clingo.Symbol) and why.type == clingo.SymbolType.Function and why.name == "unmodelled" and reasons:
        detail = reasons.get((_text(why.arguments[0]), why.arguments[1].number))
        if detail:
            text += f" ({detail})"
    return text


def status_reasons(rows: Iterable[tuple]) -> dict[tuple[str, int], str]:
    """why(Name, N, Reason) rows: the card library's reason for each unmodelled ability."""
    return {(_text(name), int(str(n))): _text(r) for name, n, r in rows}


def subject(value: object) -> str:
    """What an incomplete/2 atom is about, in words."""
    if isinstance(value, str):
        return value
    if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.Function:
        args = value.arguments
        if value.name == "board":
            return "the whole board"
        if value.name == "abilities":
            return "every object's abilities"
        if value.name == "ability":
            return f"ability {_text(args[0])}"
        if value.name == "activation":
            return f"activating {_text(args[0])}'s abilities"
        if value.name == "pool":
            return f"{_text(args[0])}'s mana pools"
        if value.name == "payment":
            return f"{_text(args[0])}'s payment of the cost"
        if value.name == "tap":
            return f"tapping {_text(args[0])} for mana"
        if value.name == "enter":
            return f"{_text(args[0])} entering"
        if value.name == "damage":
            return "the damage event"
        if value.name == "counters":
            return "the counters event"
        if value.name == "graveyards":
            return "the cards in all graveyards"
    return _text(value)


def incomplete_notes(rows: Iterable[tuple], why: Iterable[tuple] = ()) -> tuple[str, ...]:
    """incomplete(Subject, Why) rows as notes, once each, sorted: "INCOMPLETE (<subject>): <why>"."""
    reasons = status_reasons(why)
    return tuple(sorted({f"INCOMPLETE ({subject(s)}): {incomplete(w, reasons)}" for s, w in rows}))


def spend_restricted(name: object, n: int) -> str:
    """A cost found not payable without mana whose spending is restricted (CR 106.6)."""
    return (f"INCOMPLETE (the cost): the mana of {_ability(name, n)} can be spent only on some spells or abilities "
            "(CR 106.6) and which one the cost is for is not given: it was not used to pay it")


def not_produced(code: object, mana_type: str) -> str:
    """Why an ability can't produce a type its text could add, in words."""
    color = COLOR_WORDS.get(mana_type, "colorless")
    return _word(NOT_PRODUCED, code).replace("{TYPE}", "{" + mana_type + "}").replace("{COLOR}", color)


def triggered_mana(mana_type: str) -> str:
    """Why a triggered ability that is not a mana ability counts toward could produce, in words."""
    return ("is a triggered ability, not a mana ability (CR 605.5a), that would add {" + mana_type
            + "} if it resolved (CR 106.7 counts it)")


def met(code: object) -> str:
    """A requirement an ability meets, in words (the rule is given beside it)."""
    return _word(MET, code)


def not_mana(code: object) -> str:
    return _word(NOT_MANA, code)


def reason(code: object) -> str:
    """Why an ability can't be activated, in words (the rule is given beside it)."""
    return _word(REASONS, code)


def board_error(code: object, rule: str) -> str:
    return f"{_word(BOARD_ERRORS, code)} (CR {rule})"


def event_error(code: object, rule: str) -> str:
    return f"{_word(EVENT_ERRORS, code)} (CR {rule})"


def category(rule: str) -> str:
    """The rule that lets an effect be chosen at a point of an ordering, in words."""
    return f"CR {rule} ({CATEGORIES.get(rule, '')})" if rule in CATEGORIES else f"CR {rule}"


def decline(rule: str) -> str:
    return f"CR {rule} ({DECLINE})"


def _kicked(n: object) -> str:
    return f"kicked {_text(n)} time{'' if _text(n) == '1' else 's'}"


def _none(value: object) -> bool:
    return isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.Function and value.name == "none"


def _enter(name: object, obj: object, controller: object, how: clingo.Symbol) -> str:
    if how.name == "cast":
        # (then transformed: cast transformed, CR 712.11a; colors(N): N colors of mana spent, CR 702.44a)
        x, kicked, *rest = how.arguments
        transformed = any(a.name == "transformed" for a in rest)
        colors = next((a.arguments[0] for a in rest if a.name == "colors"), None)
        zone = next((a.arguments[0] for a in rest if a.name == "from"), None)  # CR 601.2a: the zone it was cast from
        kickers = [_text(a.arguments[0]) for a in rest if a.name == "kicker"]  # CR 702.33d: the kicker costs paid
        phyrexian = next((a.arguments[0] for a in rest if a.name == "phyrexian"), None)  # CR 107.4f: paid with life
        alternative = next((a.arguments[0] for a in rest if a.name == "alternative"), None)  # CR 118.9: impending
        spent = next((a.arguments[0] for a in rest if a.name == "spent"), None)  # CR 601.2h: the mana spent
        via = next((a.arguments[0] for a in rest if a.name == "via"), None)  # CR 601.3: the permission it was cast with
        exiled = next((a.arguments[0] for a in rest if a.name == "exiled"), None)  # CR 607.2a: cards exiled with it
        convoked = next((a.arguments[0] for a in rest if a.name == "convoked"), None)  # CR 702.51a
        text = ("cast" + (" transformed" if transformed else "") + ("" if zone is None else f" from {_text(zone)}")
                + ("" if alternative is None else f" for its {_text(alternative)} cost")
                + ("" if via is None else (" with its own permission" if _text(via) == "self"
                                           else f" with {_text(via)}'s permission"))
                + ("" if _none(x) else f", X = {_text(x)}")
                + ("" if _none(kicked) else f", {_kicked(kicked)}")
                + ("" if not kickers else f" (with {', '.join(kickers)})")
                + ("" if colors is None else f", {_text(colors)} color{'' if _text(colors) == '1' else 's'} of mana "
                   "spent")
                + ("" if phyrexian is None else f", {_text(phyrexian)} Phyrexian mana symbol"
                   f"{'' if _text(phyrexian) == '1' else 's'} paid with life")
                + ("" if spent is None else (", no mana spent" if _text(spent) == "none"
                                             else f", {_text(spent)} spent"))
                + ("" if exiled is None else f", {_text(exiled)} card{'' if _text(exiled) == '1' else 's'} exiled "
                   "with it")
                + ("" if convoked is None else f", convoked by {_text(convoked)} creature"
                   f"{'' if _text(convoked) == '1' else 's'}"))
    else:
        text = "put onto the battlefield" + (" transformed" if how.arguments[0].name == "true" else "")
        by = next((a.arguments[0] for a in how.arguments[1:] if a.name == "by"), None)  # CR 614.1c: what puts it there
        zone = next((a.arguments[0] for a in how.arguments[1:] if a.name == "from"), None)  # from which zone
        text += ("" if zone is None else f" from {_text(zone)}") + ("" if by is None else f" by {_text(by)}")
    roll = next((a.arguments[0] for a in how.arguments if a.type == clingo.SymbolType.Function and a.name == "roll"),
                None)  # CR 706.2: the die rolled as it enters
    text += "" if roll is None else f", the die rolled {_text(roll)}"
    return f"enter {_text(name)} as {_text(obj)} under {_text(controller)}'s control ({text})"


def _counters(amount: object, kind: object, target: object, by: object, keyword: object = None,
              flip: object = None) -> str:
    words = counter_name(_text(kind))
    return (f"put {_text(amount)} {words} counter{'' if _text(amount) == '1' else 's'} on {_text(target)}"
            + ("" if _none(by) else f" (by {_text(by)})")
            + ("" if keyword is None or _none(keyword) else f" (by a {_text(keyword)} triggered ability)")
            + ("" if flip is None or _none(flip) else f" (the coin flip {_text(flip)})"))


def _in_combat(roles: object) -> str:
    """Of noncombat damage, the creatures in combat the event states (queries/orderings.py _roles_term)."""
    if not isinstance(roles, clingo.Symbol) or roles.type != clingo.SymbolType.Function or roles.name != "in_combat":
        return ""
    attacking, blocking = ([_text(a) for a in part.arguments] for part in roles.arguments)
    if not attacking and not blocking:
        return " (no creature attacking or blocking)"
    said = ([f"attacking: {', '.join(attacking)}"] if attacking else []) + \
        ([f"blocking: {', '.join(blocking)}"] if blocking else [])
    return f" ({'; '.join(said)}; no other creature in combat)"


def _paid(paid) -> str:
    """How a damage event's source spell was paid for (CR 601.2b, 601.2h): paid(Spent, Additional), each none unsaid."""
    if paid is None or getattr(paid, "name", "") != "paid":
        return ""
    spent, additional = paid.arguments
    said = ([] if _none(spent) else [f"{_text(spent)} spent"]) + \
        ([] if _none(additional) else [f"additional cost {'paid' if str(additional) == 'paid' else 'not paid'}"])
    return f" ({', '.join(said)})" if said else ""


# The event `mtgasp orderings` asks about (queries/orderings.py).
EVENTS: dict[str, Callable[..., str]] = {
    "tap": lambda obj, n, text: f"tap {_text(obj)} (ability {_text(n)}: {_text(text)})",
    "enter": _enter,
    "damage": lambda amount, source, target, kicked, combat=None, roles=None, paid=None, ability=None: (
        f"{'combat ' if _text(combat) == 'combat' else ''}damage {_text(amount)} from {_text(source)} to {_text(target)}"
        + ("" if ability is None or _none(ability) else f" (by its ability {_text(ability)})")
        + ("" if _none(kicked) else f" ({_kicked(kicked)})") + _paid(paid) + _in_combat(roles)),
    "counters": _counters,
}

# Why order and choice were not told apart (queries/commutation.py).
UNTOLD: dict[str, Callable[..., str]] = {
    "hidden_choice": lambda: "an effect makes a choice as it applies (what a copy effect copies)",
    "too_many_choices": lambda: "too many combinations of choices",
}


# A change `show --explain` traces (queries/show.py: TraceStep.changes), after "<object>: ".
PT_WORDS = {"a": "characteristic-defining ability sets", "b": "becomes", "d": "switches power and toughness"}
_PT_KIND = re.compile(r"([pm])(\d+)([pm])(\d+)")


def counter_name(kind: str) -> str:
    """A counter kind as printed: p1p1 "+1/+1", p1p0 "+1/+0", m0m1 "-0/-1" (CR 122.1a); a word as it is."""
    pt = _PT_KIND.fullmatch(kind)
    if pt is None:
        return kind
    sign = {"p": "+", "m": "-"}
    return f"{sign[pt.group(1)]}{pt.group(2)}/{sign[pt.group(3)]}{pt.group(4)}"
TYPE_KINDS = {"sub": "subtype", "type": "card type", "super": "supertype"}
SHOW_COLORS = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}


def _pt_change(sub: object, change: clingo.Symbol, counted: object) -> str:
    sub = _text(sub)
    if change.name == "set":
        what = f"{PT_WORDS[sub]} {change.arguments[0].number}/{change.arguments[1].number}"
    elif change.name == "add":
        dp, dt = (a.number for a in change.arguments)
        what = f"{dp:+d}/{dt:+d}"
    else:
        what = PT_WORDS["d"]
    if not _none(counted):
        kind, n = _text(counted.arguments[0]), counted.arguments[1]  # type: ignore[attr-defined]
        what += f" ({_text(n)} {counter_name(kind)} counter{'s' if _text(n) != '1' else ''}, CR 122.1a)"
    return f"7{sub}: {what}"


TRACE: dict[str, Callable[..., str]] = {
    "printed": lambda p, t: f"printed {p}/{t}",
    "l7": _pt_change,
    "loses": lambda kind, value: f"loses {TYPE_KINDS.get(_text(kind), _text(kind))} {_text(value)}",
    "gains": lambda kind, value: f"gains {TYPE_KINDS.get(_text(kind), _text(kind))} {_text(value)}",
    "text_lost": lambda: "loses the abilities of its rules text (CR 305.7)",
    "not_applied": lambda: "(does not apply: its source lost the ability, or nothing matches)",
    "color": lambda status, color: (f"{'sets' if _text(status) == 'applies' else 'would set (a later effect wins)'} "
                                    f"its color to {SHOW_COLORS[_text(color)]}"),
    "ability": lambda orig, n, text: (f"gains \"ability {_text(n)} of {_text(orig)}\"" if _none(text) else
                                      f"gains \"{_text(text)}\""),
}


# What an answer of `mtgasp query` rests on (queries/query.py: QueryAnswer.why), one line each.
def _some(items: clingo.Symbol, limit: int) -> str:
    """A tuple of texts, the first `limit` of them: "elf, shaman" or "advisor, …, ape, … (317 in all)"."""
    texts = [_text(i) for i in items.arguments]
    if len(texts) > limit:
        return ", ".join(texts[:limit]) + f", … ({len(texts)} in all)"
    return ", ".join(texts)


def _all(items: clingo.Symbol) -> str:
    return ", ".join(_text(i) for i in items.arguments)


def _kinship_ability(n: object, text: object) -> str:
    """A kinship ability by its number and its ability word: "ability 1 (Kinship)"."""
    return f"ability {_text(n)} ({_text(text).split(' — ')[0]})"


def _query_pt_step(sub: object, change: clingo.Symbol, by: clingo.Symbol) -> str:
    values = [a.number for a in change.arguments]
    if change.name == "set":
        what = f"set to {values[0]}/{values[1]}"
    elif change.name == "add":
        what = f"{values[0]:+d}/{values[1]:+d}"
    else:
        what = "power and toughness switched"
    if by.name == "counters":
        n, kind = by.arguments
        source = f"{_text(n)} {counter_name(_text(kind))} counter(s)"
    else:
        src, n, orig = by.arguments
        source = f"{_text(src)} (ability {_text(n)} of {_text(orig)})"
    return f"layer 7{_text(sub)}: {what} by {source}"


QUERY: dict[str, Callable[..., str]] = {
    # shares-type
    "creature_types": lambda obj, types: f"{_text(obj)} has creature types: {_some(types, 12) or 'none'}",
    "in_common": lambda types: f"in common: {_some(types, 12)}",
    "no_type_in_common": lambda: "no creature type in common (an object with no creature type shares none)",
    # named
    "own_name": lambda obj, names: f"{_text(obj)}'s own name: {_all(names)}",
    "in_name_set": lambda src, obj, name_set, name: (
        f"{_text(src)} gives {_text(obj)} every name of {_text(name_set).replace('_', ' ')}, and {_text(name)} is one "
        "of them (the card reference: a nonlegendary creature card)"),
    "not_in_name_set": lambda src, obj, name_set, name: (
        f"{_text(src)} gives {_text(obj)} every name of {_text(name_set).replace('_', ' ')}, but {_text(name)!r} is "
        "not one of them"),
    "unknown_name": lambda name: f"{_text(name)!r} is not a card name of the Oracle card reference",
    # same-name
    "names": lambda obj, names, sets: (f"{_text(obj)}: {_all(names) or 'no name'}"
                                       + (" and every nonlegendary creature card name" if sets.arguments else "")),
    "same_name": lambda: "CR 201.2a: one name in common is enough",
    "no_same_name": lambda: "no name in common",
    # card-types
    "graveyard_type": lambda card_type, names: f"{_text(card_type)}: {_all(names)}",
    "graveyard_type_count": lambda k: (f"{_text(k)} card type(s) among cards in all graveyards (Kindred counts; "
                                       "supertypes don't)"),
    "defined_pt": lambda obj, p, t: f"{_text(obj)} is {_text(p)}/{_text(t)} (its characteristic-defining ability, CR 604.3)",
    # kinship
    "no_kinship": lambda obj: f"{_text(obj)} has no kinship ability",
    "no_top_card": lambda player: (f"{'its controller' if _none(player) else _text(player)}'s library is empty or not "
                                   "on the board (libraries:): there is no top card to look at"),
    "top_card": lambda top, types: (f"the top card is {_text(top)} (creature types: {_some(types, 8) or 'none'}); it "
                                    "stays on top"),
    "may_reveal": lambda n, text, shared, reward: (f"{_kinship_ability(n, text)}: may reveal it (shares "
                                                   f"{_some(shared, 6)}); revealing is optional; if revealed: "
                                                   f"{_text(reward)}"),
    "may_not_reveal": lambda n, text: f"{_kinship_ability(n, text)}: may not reveal it: no creature type in common",
    "kinship_separately": lambda: "each kinship ability triggers and resolves separately, looking at the same card",
    "top_revealed": lambda: ("the top card is already revealed (play with the top card revealed): revealing for "
                             "kinship is still a choice"),
    # attach-trigger
    "attach_trigger": lambda c, e, n: (f"{_text(c)} is a creature of the type in {_text(e)}'s ability {_text(n)}: it "
                                       f"triggers whoever controls {_text(c)}"),
    "equipment_control": lambda e: (f"if {_text(e)} is attached, its controller keeps control of it; only they may "
                                    "activate its equip ability (CR 301.5d)"),
    "no_attach_trigger": lambda c, e: (f"{_text(c)} entering would not trigger {_text(e)}: not a creature of that type "
                                       f"(a noncreature Kindred card doesn't count), or {_text(e)} can't equip it"),
    "not_equipment": lambda e, kind: {
        "aura": (f"{_text(e)} is an Aura, not an Equipment: an Aura is attached as it enters, to what its enchant "
                 "ability allows (CR 303.4a, 303.4f), and nothing equips it (CR 301.5)"),
        "fortification": (f"{_text(e)} is a Fortification, not an Equipment: it is attached to a land by fortify "
                          "(CR 301.6, 702.67a), never to a creature"),
    }.get(_text(kind), (f"{_text(e)} is not an Equipment: only an Equipment has \"Whenever a [type] creature enters, you "
                        "may attach this Equipment to it\" (CR 301.5)")),
    "no_attach_ability": lambda e: (f"{_text(e)} has no ability \"Whenever a [type] creature enters, you may attach "
                                    "this Equipment to it\""),
    "attach_not_creature": lambda c: (f"{_text(c)} is not a creature: an Equipment is attached only to a creature "
                                      "(CR 301.5)"),
    "attach_other_type": lambda c, e, types: (f"{_text(c)} is not a creature of the type {_text(e)}'s ability names "
                                              f"({_text(types)})"),
    "attach_cant_equip": lambda e, c: (f"{_text(e)} can't equip {_text(c)} (CR 301.5c: an Equipment that's also a "
                                       "creature without reconfigure can't equip a creature, nor itself)"),
    "may_equip": lambda c, player: f"equip onto {_text(c)}: {_text(player)} may",
    "cant_equip": lambda c: f"equip onto {_text(c)}: not possible (equip needs a creature its controller controls)",
    # pt
    "printed_pt": lambda p, t: f"printed {_text(p)}/{_text(t)}",
    "pt_step": _query_pt_step,
    "no_pt": lambda obj: f"{_text(obj)} is not a creature: it has no power or toughness (CR 208.3, 302.4)",
}


def changes(step) -> tuple[str, ...]:
    """The changes of a step of `show --explain`'s trace (queries/show.py: TraceStep), in words:
    "forest: loses subtype forest"."""
    return tuple(say(c) for c in step.changes)


def event(code: Said) -> str:
    """The event `mtgasp orderings` asked about, in words ("tap forest (ability 1: {T}: Add {G}.)")."""
    return say(code)


def say(code: Said) -> str:
    """A result's code in words (a sentence of the engine as it is)."""
    if isinstance(code, str):
        return code
    kind = code.kind
    if kind == "note":
        return note(code.term, code.rule or None)
    if kind == "incomplete":
        text = incomplete(code.term, {_key(code.term): code.detail} if code.detail else None)
        return text if code.subject is None else f"{subject(code.subject)}: {text}"
    if kind == "incomplete_note":
        return f"INCOMPLETE ({subject(code.subject)}): {say(Code('incomplete', code.term, detail=code.detail))}"
    if kind == "reason":
        text = reason(code.term)
        if code.unproven:
            text += f" (not proven: {'; '.join(sorted({say(u) for u in code.unproven}))})"
        return text
    if kind == "met":
        return met(code.term)
    if kind == "not_mana":
        return not_mana(code.term)
    if kind == "not_produced":
        return not_produced(code.term, _text(code.subject))
    if kind == "board_error":
        return board_error(code.term, code.rule)
    if kind == "event_error":
        return event_error(code.term, code.rule)
    if kind == "category":
        return category(code.rule)
    if kind == "decline":
        return decline(code.rule)
    if kind == "event":
        return _word(EVENTS, code.term)
    if kind == "untold":
        return _word(UNTOLD, code.term)
    if kind == "untold_note":
        return (f"{_word(UNTOLD, code.term)}: the order is not told apart from the choices, order_matters and "
                "choice_matters count any two results (queries/commutation.py)")
    if kind == "trace":
        text = _word(TRACE, code.term)
        return text if code.subject is None else f"{code.subject}: {text}"
    if kind == "query":
        return _word(QUERY, code.term)
    if kind == "tree_size":
        return (f"the tree of choices has {code.term.arguments[0].number:,} points: not decoded (tree=True decodes it; "
                "mtgasp orderings … --format json --tree)")
    if kind == "spend_restricted":
        name, n = code.term.arguments
        return spend_restricted(name, n.number)
    return _text(code.term).replace("_", " ")


def said(codes: Iterable[Said]) -> tuple[str, ...]:
    """Notes in words, once each, sorted (as a set of notes is shown)."""
    return tuple(sorted({say(c) for c in codes}))


def error(exc: E) -> E:
    """A board or event the rules refuse (RulesError), its message worded: "Lightning Bolt (bolt): an instant can't
    be on the battlefield; ... (CR 304.4)"; any other error as it is."""
    if isinstance(exc, RulesError):
        return RulesError(exc.entry, exc.code, exc.where, f"{exc.entry}: {say(exc.code)}")  # type: ignore[return-value]
    return exc


def choice_rule(c) -> str:
    """The rule that lets a choice of the tree be made (queries/orderings.py: Choice), with the choices made for
    it before it enters (CR 614.12a)."""
    text = say(c.rule)
    if c.chosen_before:
        text += f"; CR 614.12a (choice made before it enters: {', '.join(c.chosen_before)})"
    return text


def show_message(message: str, codes: Iterable[Code]) -> str:
    """Why show is incomplete, in one line: the engine's message, then each reason with its subject, sorted."""
    return "; ".join(([message] if message else []) + sorted({say(c) for c in codes}))


def message(result) -> str:
    """Why a could-produce or show answer is incomplete, in one line (what --format text prints after INCOMPLETE:)."""
    if isinstance(result.incomplete, dict):
        return could_produce_message(result.message, result.incomplete)
    return show_message(result.message, result.incomplete)


def why_lines(why: Iterable[Said]) -> list[str]:
    """What a query's answer rests on (queries/query.py: QueryAnswer.why), in words: a `query` code as its line, an
    incomplete code as "incomplete: <why>"."""
    return [f"incomplete: {say(w)}" if isinstance(w, Code) and w.kind == "incomplete" else say(w) for w in why]


def listed(notes: Iterable[Said]) -> list[str]:
    """A result's notes in words, in their order; each run of notes or of INCOMPLETE notes (a set the rules
    derived) once each, sorted by their words."""
    out: list[str] = []
    for kind, run in groupby(notes, key=lambda c: c.kind if isinstance(c, Code) else None):
        if kind in ("note", "incomplete_note"):
            out.extend(sorted({say(c) for c in run}))
        else:
            out.extend(say(c) for c in run)
    return out


def could_produce_message(message: str, incomplete: dict[str, tuple[Said, ...]]) -> str:
    """Why could-produce is incomplete, in one line: the engine's message, the whole board's reasons, then each
    permanent's own."""
    whole = {say(c) for codes in incomplete.values() for c in codes if isinstance(c, Code) and c.subject is not None}
    own = [f"{obj}: {text}" for obj, codes in sorted(incomplete.items())
           for text in sorted({say(c) for c in codes if isinstance(c, Code) and c.subject is None})]
    return "; ".join(([message] if message else []) + sorted(whole) + own)


def reasons(rows: Iterable) -> list[tuple[str, str]]:
    """Reasons (rule, code) as (rule, words), in the order of their rule, then their words."""
    return sorted((r.rule, say(r.code)) for r in rows)


def _key(why: clingo.Symbol) -> tuple[str, int]:
    name, n = why.arguments[:2]
    return (_text(name), n.number)
