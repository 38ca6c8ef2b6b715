"""Session 35 leftovers of session 34 (fixes36): one descent over filters, a planeswalker's root wording, Phyrexian
mana without a life total, target counts of effects, damage orderings of non-creatures."""
from __future__ import annotations

import clingo
from support import board_from

from mtgasp.engine.solver import solve_query
from mtgasp.queries.run import facts_for

F = clingo.Function


def _forest_entering(entries: str, condition: clingo.Symbol):
    """The orderings answer when a Forest enters under alice, with one more ability of its own: "This land enters
    tapped unless you control [the filter of condition]" (facts added here)."""
    card = "Forest"
    extra = {"entering": [("c", card, "alice")],
             "replacement": [(card, 9, F("enters_battlefield"))],
             "replacement_condition": [(card, 9, F("this")), (card, 9, condition)],
             "replacement_option": [(card, 9, 1, F("enter_tapped"))]}
    return solve_query("orderings", facts_for(board_from(entries), extra, cards=(card,)))


def _enter_incomplete(entries: str, condition: clingo.Symbol) -> set[str]:
    """The incomplete/2 atoms of that answer."""
    return {str(a) for a in _forest_entering(entries, condition).atoms if a.name == "incomplete"}


TAPPED_GREEN = F("controls_fewer", [F("tapped", [F("with_color", [F("creature"), F("g")])]), clingo.Number(1)])
ENTRIES = """
players: [alice, bob]
battlefield:
  - {card: Raging Goblin, controller: alice, id: gob, tapped: true}
"""


def test_a_color_under_tapped_is_read_by_the_entering_condition():
    # CR 105.2, 613.1e, 616.1f: "unless you control a tapped green creature" reads a color inside the quality
    # "tapped" (rules/core/counted_filters.lp: filter_child/2, the one descent). Shifting Sky ("All nonland permanents
    # are the chosen color", not modelled) may make the tapped Raging Goblin green: the condition may hold, said. The
    # descent of rules/replacement/enter_conditions.lp didn't go under tapped(...): the answer was complete.
    assert not _enter_incomplete(ENTRIES, TAPPED_GREEN)
    sky = _enter_incomplete(ENTRIES + "  - {card: Shifting Sky, controller: bob, id: sky}\n", TAPPED_GREEN)
    assert any("Shifting Sky" in why for why in sky), sky


def test_a_color_under_with_counter_is_read_by_the_entering_condition():
    # the same under "with a +1/+1 counter on it" (CR 122.1): with_counter(with_color(creature, g), p1p1)
    condition = F("controls_fewer", [F("with_counter", [F("with_color", [F("creature"), F("g")]), F("p1p1")]),
                                     clingo.Number(1)])
    sky = _enter_incomplete(ENTRIES + "  - {card: Shifting Sky, controller: bob, id: sky}\n", condition)
    assert any("Shifting Sky" in why for why in sky), sky


def _applies(entries: str, condition: clingo.Symbol) -> bool:
    return any(a.name == "step" for a in _forest_entering(entries, condition).atoms)


def test_a_color_over_a_supertype_under_tapped_is_matched():
    # CR 105.2, 205.4, 110.5: "unless you control a tapped legendary green creature": the color's filter is matched at
    # any depth (filter_with_color/2 from asked_filter/1), not only at the top of a counted filter. Fynn, the
    # Fangbearer is a legendary green creature: tapped, the condition holds and the effect doesn't apply.
    condition = F("controls_fewer", [F("tapped", [F("with_color", [F("with_supertype", [F("creature"),
                                                                                        F("legendary")]), F("g")])]),
                                     clingo.Number(1)])
    fynn = 'players: [alice, bob]\nbattlefield:\n  - {card: "Fynn, the Fangbearer", controller: alice, tapped: %s}\n'
    assert not _applies(fynn % "true", condition)
    assert _applies(fynn % "false", condition)


# --- The entering tree's root names the counters that matter (CR 306.5b, 310.4b, 714.3a) -------------------------------

BOARD = "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice}\n"


def _root(card: str, **kw) -> str:
    import mtgasp
    from mtgasp.render.text import orderings as to_text
    answer = mtgasp.orderings(board_from(BOARD), mtgasp.EnterEvent(card, "alice", **kw))
    text = to_text(answer)
    return text.split("tree of choices", 1)[1].splitlines()[1].strip()


def test_a_planeswalkers_root_says_its_loyalty_counters():
    # CR 306.5b: a planeswalker enters with loyalty counters (its intrinsic ability); 306.5c: its loyalty is their
    # number. Before any effect applies it has none of them, which the tree said as "0 +1/+1 counters".
    assert _root("Jace Beleren") == "#0 untapped, 0 loyalty counters"


def test_a_battles_and_a_sagas_root_say_their_own_counters():
    # CR 310.4b: a battle's defense counters (its printed defense stated with --defense); CR 714.3a: a Saga's lore
    # counter.
    assert _root("Invasion of Zendikar", defense=3) == "#0 untapped, 0 defense counters"
    assert _root("History of Benalia") == "#0 untapped, 0 lore counters"


# --- Phyrexian mana without a life total (CR 107.4f, 119.4) -------------------------------------------------------------

def _pay(life: str, land: str, cost: str):
    import mtgasp
    text = f"players: [alice, bob]\n{life}battlefield:\n  - {{card: {land}, controller: alice}}\n"
    return mtgasp.mana(board_from(text), "alice", cost=cost)


def test_phyrexian_life_without_a_life_total_is_said_not_assumed():
    # Dismember's mana cost {1}{B/P}{B/P} with a Forest: {1} with {G}, each {B/P} with 2 life (CR 107.4f). CR 119.4:
    # "a player may do so only if their life total is greater than or equal to the amount of the payment". The board
    # gives no life total: the answer says the payment takes 4 life and is payable only with that much (it was
    # "payable", complete, whatever the life).
    from mtgasp.render.words import listed
    pools = _pay("", "Forest", "{1}{B/P}{B/P}")
    assert pools.cost.payable and pools.cost.life == 4 and not pools.complete
    assert any("takes 4 life" in n and "119.4" in n for n in listed(pools.notes)), listed(pools.notes)
    # with --pools too (the payment's notes were not read there)
    import mtgasp
    both = mtgasp.mana(board_from("players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice}\n"),
                       "alice", cost="{1}{B/P}{B/P}", pools=True)
    assert both.cost.payable and not both.complete


def test_phyrexian_life_with_a_life_total_is_decided():
    # With a life total the rules decide (CR 119.4): 4 life pays both {B/P}; 3 life pays one, and a Forest no {B}.
    assert _pay("life: {alice: 4}\n", "Forest", "{1}{B/P}{B/P}").complete
    three = _pay("life: {alice: 3}\n", "Forest", "{1}{B/P}{B/P}")
    assert three.complete and not three.cost.payable


def test_phyrexian_paid_with_mana_needs_no_life_total():
    # Gitaxian Probe's {U/P} paid with an Island's {U}: no life paid, nothing assumed (CR 107.4f).
    probe = _pay("", "Island", "{U/P}")
    assert probe.cost.payable and probe.cost.life == 0 and probe.complete
    assert not _pay("", "Forest", "{U/P}").complete  # (2 life instead: said)


# --- A board's effects: entry with more targets than its ability has (CR 601.2c, 115.3) ---------------------------------

def _effect_board(card: str, targets: str, extra: str = "") -> str:
    return ("players: [alice, bob]\nbattlefield:\n  - {card: Grizzly Bears, controller: alice, id: bears}\n"
            "  - {card: Llanowar Elves, controller: alice, id: elves}\n  - {card: Forest, controller: alice, id: f}\n"
            f"effects:\n  - {{card: {card}, controller: alice, targets: [{targets}]{extra}}}\n")


def test_the_card_data_count_each_abilitys_targets():
    # CR 115.1, 601.2c: "Target creature gets +3/+3" has one target; "Up to two target creatures" two; "{T}: Untap two
    # target lands." two; "X target" and "any number of target" no bound (compiler/printed_reads.py: max_targets/3).
    from mtgasp.compiler.printed_reads import max_targets
    assert str(max_targets("Target creature gets +3/+3 until end of turn.")) == "1"
    assert str(max_targets("Up to two target creatures each get +2/+2 until end of turn.")) == "2"
    assert str(max_targets("Target creature gets -3/-3 until end of turn. Target player mills three cards.")) == "2"
    assert str(max_targets("Return up to X target creatures to their owners' hands.")) == "any"
    assert str(max_targets("Put one, two, or three target creature cards from graveyards onto the battlefield.")) == "3"
    assert max_targets("Flying") is None
    from mtgasp.encoder import card_data
    giant = card_data.stored("Giant Growth")
    assert "max_targets(1,1)" in giant.abilities[0].card_terms  # (in the compiled card data, rebuilt)


def test_an_effect_with_more_targets_than_its_ability_is_refused(tmp_path):
    # Giant Growth: "Target creature gets +3/+3 until end of turn." One target (CR 601.2c): two listed is refused,
    # one line naming the entry, the field and the count its ability allows.
    from support import run_cli
    board = tmp_path / "b.yaml"
    board.write_text(_effect_board("Giant Growth", "bears, elves"), encoding="utf-8")
    done = run_cli("could-produce", str(board))
    assert done.returncode == 2 and done.stdout == "", done
    line = done.stderr.strip()
    assert "\n" not in line and f"{board}:7: Giant Growth" in line, line
    assert "targets: 2 given, and the ability allows at most 1 (CR 601.2c)" in line, line


def test_an_effect_within_its_targets_is_read():
    # One target for Giant Growth; two for "Up to two target creatures each get +2/+2" (Dauntless Onslaught).
    import mtgasp
    assert mtgasp.could_produce(board_from(_effect_board("Giant Growth", "bears"))).types
    assert mtgasp.could_produce(board_from(_effect_board("Dauntless Onslaught", "bears, elves"))).types
    # an instant's spell ability is its whole text (CR 113.3a): Azorius Ploy's two paragraphs, each "target creature",
    # are two targets of one spell (its ruling of 2006-05-01: "The two targets may be the same creature or they may be
    # different creatures")
    assert mtgasp.could_produce(board_from(_effect_board("Azorius Ploy", "bears, elves"))).types
    try:
        mtgasp.could_produce(board_from(_effect_board("Dauntless Onslaught", "bears, elves, f")))
    except mtgasp.BoardError as error:
        from mtgasp.render.words import error as worded
        assert "allows at most 2" in str(worded(error))
    else:
        raise AssertionError("three targets of an ability with two were read")
