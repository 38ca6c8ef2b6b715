"""Session 35 (issue 26): facts that were "outside the explorer's events", now stated on the event or the board and read.

- How the spell that deals the damage was paid for (CR 601.2b, 601.2h): the damage event's `--spent MANA` and
  `--additional` / `--no-additional` (rules/replacement/damage_paid.lp). Slaying Fire's adamant, Voltage Surge's and
  Cinder Strike's "if this spell's additional cost was paid". Not said: not applied, and the answer says so.
- Who was the starting player (CR 103.1, 103.8; the board's `starting_player:`): Rising Chicane's "If you were the
  starting player, this land enters tapped", Patient Turtle's "if you didn't go first this game".
- Cards in hands (CR 402.1; the board's `hands:`): Realm Seekers' "X is the total number of cards in all players'
  hands" (rules/replacement/enter_hands.lp).
Each expectation is a set of outcomes and the answer's completeness: a wrong answer marked complete fails.

CR 601.2h: "The player pays the total cost." CR 601.2b: "If the spell has alternative or additional costs that will be
paid as it's being cast such as buyback or kicker costs (see rules 118.8 and 118.9), the player announces their
intentions to pay any or all of those costs (see rule 601.2f)." CR 614.15: "When applying replacement effects to an
event, self-replacement effects are applied before other replacement effects." CR 103.8: "The starting player takes
their first turn." CR 402.1: "The hand is where a player holds cards that have been drawn."
"""
from __future__ import annotations

import pytest
from support import battlefield, board_from, compiled, run_cli

import mtgasp

_BEARS = "{card: Grizzly Bears, controller: bob, id: bears}"


def _damage(effect: str, source: str, target: str, amount: int, **kw) -> mtgasp.Orderings:
    b = battlefield(_BEARS, effects=(effect,))
    return mtgasp.orderings(b, mtgasp.DamageEvent(source, target, amount, **kw))


def _dealt(answer: mtgasp.Orderings) -> set[int]:
    return {o.result["damage"] for o in answer.outcomes}


def _codes(answer: mtgasp.Orderings) -> set[str]:
    return {n.term.name for n in answer.notes if hasattr(n, "term")}


# --- how the spell was paid for (CR 601.2b, 601.2h, 614.15) ------------------------------------------------------

@pytest.mark.parametrize("name, number, facts", [
    # "Adamant — If at least three red mana was spent to cast this spell, it deals 4 damage instead."
    ("Slaying Fire", 2, {"replacement_condition(spent_at_least(r,3))", "replacement_condition(source_this)",
                         "replacement_option(1,set_damage(4))", "self_replacement"}),
    # "If this spell's additional cost was paid, Voltage Surge deals 4 damage instead."
    ("Voltage Surge", 2, {"replacement_condition(additional_paid)", "replacement_option(1,set_damage(4))"}),
    # "It deals 4 damage to that creature instead if this spell's additional cost was paid."
    ("Cinder Strike", 2, {"replacement_condition(additional_paid)", "replacement_option(1,set_damage(4))"}),
])
def test_the_ways_a_spell_was_paid_compile_to_conditions(name, number, facts):
    status, terms = compiled(name)[number]
    assert status == "compiled" and facts <= terms, terms


@pytest.mark.parametrize("spent, dealt", [("{R}{R}{R}", 4), ("{R}{R}{R}{G}", 4), ("{R}{R}{G}", 3), ("none", 3)])
def test_slaying_fire_adamant_reads_the_mana_spent_cr_601_2h(spent, dealt):
    # Slaying Fire {2}{R}: "deals 3 damage to any target" and, if at least three red mana was spent, 4 instead
    answer = _damage("{card: Slaying Fire, controller: alice, id: fire}", "fire", "bob", 3, spent=spent)
    assert answer.complete, answer.notes
    assert _dealt(answer) == {dealt}


def test_slaying_fire_without_spent_is_not_applied_and_says_so():
    answer = _damage("{card: Slaying Fire, controller: alice, id: fire}", "fire", "bob", 3)
    assert not answer.complete and "source_spent_unknown" in _codes(answer), answer.notes
    assert _dealt(answer) == {3}


@pytest.mark.parametrize("card, target", [("Voltage Surge", "bears"), ("Cinder Strike", "bears")])
@pytest.mark.parametrize("additional, dealt", [(True, 4), (False, 2)])
def test_an_optional_additional_cost_paid_cr_601_2b(card, target, additional, dealt):
    answer = _damage(f"{{card: {card}, controller: alice, id: spell}}", "spell", target, 2, additional=additional)
    assert answer.complete, answer.notes
    assert _dealt(answer) == {dealt}


def test_an_additional_cost_not_said_is_not_taken_as_unpaid():
    answer = _damage("{card: Voltage Surge, controller: alice, id: spell}", "spell", "bears", 2)
    assert not answer.complete and "additional_unknown" in _codes(answer), answer.notes


def test_the_self_replacement_comes_first_then_furnace_doubles_cr_614_15():
    # CR 614.15: the self-replacement effect ("deals 4 damage instead") is applied before Furnace of Rath's doubling
    b = battlefield(_BEARS, "{card: Furnace of Rath, controller: bob}",
                    effects=("{card: Slaying Fire, controller: alice, id: fire}",))
    answer = mtgasp.orderings(b, mtgasp.DamageEvent("fire", "bob", 3, spent="{R}{R}{R}"))
    assert answer.complete, answer.notes
    assert [(o.result["damage"], o.orders) for o in answer.outcomes] == [(8, 1)]


def test_the_cli_says_how_the_spell_was_paid_and_refuses_a_cost(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - " + _BEARS + "\neffects:\n"
                    "  - {card: Voltage Surge, controller: alice, id: surge}\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "damage", "surge", "bears", "2", "--additional", "--spent", "{R}")
    assert done.returncode == 0, done.stderr
    assert "({R} spent, additional cost paid)" in done.stdout and "4 damage to bears" in done.stdout
    bad = run_cli("orderings", str(path), "damage", "surge", "bears", "2", "--spent", "{1}")
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr
    assert "{1} is a cost" in bad.stderr


# --- the starting player (CR 103.1, 103.8) ----------------------------------------------------------------------

def _enter(card: str, controller: str, head: str, **kw) -> mtgasp.Orderings:
    return mtgasp.orderings(board_from(head + "battlefield: []\n"), mtgasp.EnterEvent(card, controller, **kw))


@pytest.mark.parametrize("controller, tapped", [("alice", True), ("bob", False)])
def test_rising_chicane_enters_tapped_for_the_starting_player_cr_103_1(controller, tapped):
    answer = _enter("Rising Chicane", controller, "players: [alice, bob]\nstarting_player: alice\n")
    # (its Max speed ability, "this land becomes a 2/2 Construct creature", is not read: the answer says so, naming
    # ability 4 alone, and says nothing of the starting player)
    unread = {(n.term.name, str(n.term.arguments[-1])) for n in answer.notes if hasattr(n, "term")}
    assert not answer.complete and unread == {("unmodelled", "4")}, answer.notes
    assert {o.result["tapped"] for o in answer.outcomes} == {tapped}


@pytest.mark.parametrize("controller, counters", [("alice", 0), ("bob", 2)])
def test_patient_turtle_counters_if_you_did_not_go_first_cr_103_8(controller, counters):
    answer = _enter("Patient Turtle", controller, "players: [alice, bob]\nstarting_player: alice\n")
    assert answer.complete, answer.notes
    assert {o.result["counters"] for o in answer.outcomes} == {counters}


@pytest.mark.parametrize("card", ["Rising Chicane", "Patient Turtle"])
def test_the_starting_player_not_given_is_said(card):
    answer = _enter(card, "bob", "players: [alice, bob]\n")
    assert not answer.complete and "starting_player_unknown" in _codes(answer), answer.notes


# --- cards in hands (CR 402.1) ----------------------------------------------------------------------------------

def test_realm_seekers_counts_the_cards_in_all_hands_cr_402_1():
    head = "players: [alice, bob]\nhands: {alice: [Forest, Island], bob: [Swamp, Swamp, Mountain]}\n"
    answer = _enter("Realm Seekers", "alice", head)
    assert answer.complete, answer.notes
    assert {o.result["counters"] for o in answer.outcomes} == {5}


def test_realm_seekers_with_a_hand_not_given_counts_it_as_empty_and_says_so():
    answer = _enter("Realm Seekers", "alice", "players: [alice, bob]\nhands: {alice: [Forest]}\n")
    assert not answer.complete and "hand_count_unknown" in _codes(answer), answer.notes
    assert {o.result["counters"] for o in answer.outcomes} == {1}


# --- counts of the game so far (the board's this_game:; CR 102.1, 103.8, 903.8) ----------------------------------
# CR 102.1: "The active player is the player whose turn it is." CR 903.8: "A player may cast a commander they own from
# the command zone."

_TWO = "players: [alice, bob]\n"


@pytest.mark.parametrize("active, begun, tapped", [
    ("alice", 3, False),   # alice's third turn: "unless it's your first, second, or third turn of the game"
    ("alice", 4, True),    # her fourth
    ("bob", 1, True),      # not her turn
])
def test_starting_town_reads_the_turns_begun(active, begun, tapped):
    head = _TWO + f"active_player: {active}\nthis_game: {{turns_begun: {{alice: {begun}, bob: {begun}}}}}\n"
    answer = _enter("Starting Town", "alice", head)
    unread = {n.term.name for n in answer.notes if hasattr(n, "term")} - {"unmodelled"}
    assert not unread, answer.notes  # (its other abilities are mana abilities, read or said apart)
    assert {o.result["tapped"] for o in answer.outcomes} == {tapped}


def test_starting_town_without_the_turns_is_said():
    answer = _enter("Starting Town", "alice", _TWO)
    assert not answer.complete and "game_count_unknown" in _codes(answer), answer.notes


@pytest.mark.parametrize("starting, begun, tapped", [("alice", 2, True), ("bob", 2, False), ("alice", 4, False)])
def test_captivating_crossroads_reads_the_starting_player_and_the_turns(starting, begun, tapped):
    head = _TWO + f"starting_player: {starting}\nthis_game: {{turns_begun: {{alice: {begun}}}}}\n"
    answer = _enter("Captivating Crossroads", "alice", head)
    assert "game_count_unknown" not in _codes(answer) and "starting_player_unknown" not in _codes(answer)
    assert {o.result["tapped"] for o in answer.outcomes} == {tapped}


@pytest.mark.parametrize("card, casts, kind, counters", [("The Swarmlord", 2, "p1p1", 4), ("The Swarmlord", 0, "p1p1", 0),
                                                         ("Jeska, Thrice Reborn", 3, "loyalty", 3)])
def test_commander_casts_counted_cr_903_8(card, casts, kind, counters):
    head = _TWO + f"this_game: {{commander_casts: {{alice: {casts}, bob: 5}}}}\n"
    answer = _enter(card, "alice", head)
    assert "game_count_unknown" not in _codes(answer), answer.notes
    assert {o.result["counters_by_kind"].get(kind, 0) for o in answer.outcomes} == {counters}


def test_commander_casts_not_given_are_said():
    answer = _enter("The Swarmlord", "alice", _TWO)
    assert not answer.complete and "game_count_unknown" in _codes(answer), answer.notes


@pytest.mark.parametrize("text, message", [
    ("this_game: {turns: {alice: 1}}", "unknown this_game key 'turns'"),
    ("this_game: {turns_begun: {carol: 1}}", "unknown player 'carol'"),
    ("this_game: {commander_casts: {alice: -1}}", "this_game: commander_casts: alice"),
])
def test_bad_this_game_is_one_line(tmp_path, text, message):
    path = tmp_path / "b.yaml"
    path.write_text(_TWO + text + "\nbattlefield: []\n", encoding="utf-8")
    done = run_cli("could-produce", str(path))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert message in done.stderr, done.stderr


# --- convoke (CR 702.51a) -------------------------------------------------------------------------------------
# CR 702.51a: "For each generic mana in this spell's total cost, you may tap an untapped creature you control rather than
# pay that mana."

@pytest.mark.parametrize("kw, counters", [({"cast": True, "convoked": 3}, 6), ({"cast": True, "convoked": 0}, 0),
                                          ({}, 0)])
def test_ancient_imperiosaur_counts_the_creatures_that_convoked_it(kw, counters):
    # "This creature enters with two +1/+1 counters on it for each creature that convoked it." (not cast: none did)
    answer = _enter("Ancient Imperiosaur", "alice", _TWO, **kw)
    assert "convoked_unknown" not in _codes(answer), answer.notes
    assert {o.result["counters"] for o in answer.outcomes} == {counters}


def test_convoked_not_said_of_a_cast_spell_is_said():
    answer = _enter("Ancient Imperiosaur", "alice", _TWO, cast=True)
    assert not answer.complete and "convoked_unknown" in _codes(answer), answer.notes


def test_convoked_without_cast_is_refused(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text(_TWO + "battlefield: []\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Ancient Imperiosaur", "--controller", "alice", "--convoked", "2")
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1 and "--cast" in done.stderr
    ok = run_cli("orderings", str(path), "enter", "Ancient Imperiosaur", "--controller", "alice", "--cast",
                 "--convoked", "2", "--spent", "{G}{G}{G}{G}{G}")
    assert "convoked by 2 creatures" in ok.stdout, ok.stdout + ok.stderr


# --- exiled instead of entering (CR 614.6, 601.2h) ------------------------------------------------------------
# CR 614.6: "If an event is replaced, it never happens."

@pytest.mark.parametrize("kw, exiled", [({}, True), ({"cast": True, "spent": "none"}, True),
                                        ({"cast": True, "spent": "{G}{G}{G}{G}{G}{G}"}, False)])
def test_primeval_spawn_is_exiled_unless_cast_with_mana(kw, exiled):
    # "If this creature would enter and it wasn't cast or no mana was spent to cast it, exile it instead."
    answer = _enter("Primeval Spawn", "alice", _TWO, **kw)
    assert "spent_unknown" not in _codes(answer), answer.notes
    assert {bool(o.result.get("to_exile")) for o in answer.outcomes} == {exiled}


def test_primeval_spawn_exiled_instead_is_no_permanent_for_doubling_season():
    # (the event never happens: Doubling Season, on a permanent entering with counters, has nothing to apply to)
    b = board_from(_TWO + "battlefield:\n  - {card: Doubling Season, controller: alice}\n")
    answer = mtgasp.orderings(b, mtgasp.EnterEvent("Primeval Spawn", "alice"))
    assert [(o.result.get("to_exile"), o.result["counters"]) for o in answer.outcomes] == [(True, 0)]


def test_primeval_spawn_cast_without_spent_is_said():
    answer = _enter("Primeval Spawn", "alice", _TWO, cast=True)
    assert not answer.complete and "spent_unknown" in _codes(answer), answer.notes


# --- cards in exile (the board's exile:; CR 406, 202.3) ---------------------------------------------------------
# CR 406.1: "The exile zone is essentially a holding area for objects."

def test_ulamog_counts_the_greatest_mana_value_in_exile():
    # Emrakul, the Aeons Torn {15}, Lightning Bolt {R}, Forest (no mana cost: 0, CR 202.3a)
    head = _TWO + 'exile: {alice: [Lightning Bolt, Forest], bob: ["Emrakul, the Aeons Torn"]}\n'
    answer = _enter("Ulamog, the Defiler", "alice", head)
    assert "exile_unknown" not in _codes(answer), answer.notes
    assert {o.result["counters"] for o in answer.outcomes} == {15}


def test_ulamog_with_an_exile_not_given_says_so():
    answer = _enter("Ulamog, the Defiler", "alice", _TWO + "exile: {alice: [Lightning Bolt]}\n")
    assert not answer.complete and "exile_unknown" in _codes(answer), answer.notes
    assert {o.result["counters"] for o in answer.outcomes} == {1}


@pytest.mark.parametrize("bob_exile, counters", [("[Forest, Island]", {0, 4}), ("[Forest]", {0}), ("[]", {0})])
def test_ulamogs_despoiler_may_put_two_cards_opponents_own_from_exile(bob_exile, counters):
    # "you may put two cards your opponents own from exile into their owners' graveyards. If you do, ... four +1/+1
    # counters": only with two such cards (alice's own exiled cards don't count)
    head = _TWO + f"exile: {{alice: [Mountain, Swamp], bob: {bob_exile}}}\n"
    answer = _enter("Ulamog's Despoiler", "alice", head)
    assert answer.complete, answer.notes
    assert {o.result["counters"] for o in answer.outcomes} == counters


def test_exile_names_a_card_of_the_reference(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text(_TWO + "exile: {bob: [Lightning Bolf]}\nbattlefield: []\n", encoding="utf-8")
    done = run_cli("could-produce", str(path))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Lightning Bolt" in done.stderr
