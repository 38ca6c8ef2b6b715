"""Session 36 (issue 26, the damage group): damage replaced by another action, run end to end through the damage event
(`mtgasp orderings`; rules/replacement/damage_instead_action.lp), and two preventions read with general terms.

- instead_action(Act, Who, Fallback) (CR 614.1a, 614.6): none of the damage is dealt, the outcome says the action and
  who does it, with that many: "that player exiles that many cards from the top of their library instead" (Crumbling
  Sanctuary), "sacrifice that many permanents instead" (Dralnu, Lich Lord), "exile that many cards from your graveyard
  instead. If you can't, you lose the game." (Nefarious Lich: the board's graveyards: tell whether it can; without
  them both are said and the answer is incomplete), "remove that many eyestalk counters from it instead. If you can't,
  sacrifice it." (Underdark Beholder: its counters tell). A replacement, not a prevention: damage that can't be
  prevented is replaced too.
- Khârn the Betrayer: "prevent that damage and an opponent of your choice gains control of it" (CR 615.5: the control
  change is the additional effect, after the event).
- Jared Carthalion, True Heir: "while you're the monarch" (you_monarch, CR 725.1: the board's monarch:).
- Rock Hydra: "For each 1 damage ..., if it has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1
  damage" (prevent_remove_each(p1p1): as much damage prevented as counters removed, CR 615.5)."""
from __future__ import annotations

import pytest
from ruling_cases import assert_cited
from support import battlefield, compiled

import mtgasp
from mtgasp.render.text import describe

_HEAD = "players: [alice, bob]\nactive_player: alice\n"
_BOLT = "{card: Lightning Bolt, controller: bob, id: bolt}"  # red instant spell, bob's
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"
_SANCTUARY = "{card: Crumbling Sanctuary, controller: alice, id: sanctuary}"
_DRALNU = "{card: \"Dralnu, Lich Lord\", controller: alice, id: dralnu}"
_LICH = "{card: Nefarious Lich, controller: alice, id: lich}"
_KHARN = "{card: Khârn the Betrayer, controller: alice, id: kharn}"
_JARED = "{card: \"Jared Carthalion, True Heir\", controller: alice, id: jared}"
_LEYLINE = "{card: Leyline of Punishment, controller: bob, id: leyline}"  # "Damage can't be prevented."
_CR_INSTEAD = "CR 614.1a: \"Effects that use the word “instead” are replacement effects.\""
_CR_PREVENT_MORE = ("CR 615.5: \"Some prevention effects also include an additional effect, which may refer to the amount "
                    "of damage that was prevented.\"")
_CR_REPLACED = "CR 614.6: \"If an event is replaced, it never happens. A modified event occurs instead\""


def _beholder(counters: int) -> str:
    return f"{{card: Underdark Beholder, controller: alice, id: beholder, counters: {{eyestalk: {counters}}}}}"


def _dealt(entries, target, amount=3, extra="", effects=(_BOLT,)):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects, head=_HEAD, extra=extra),
                              mtgasp.DamageEvent("bolt", target, amount))
    return answer, [o.result for o in answer.outcomes]


@pytest.mark.parametrize("name, number, facts", [
    ("Crumbling Sanctuary", 1, {"replacement_condition(affected(player))",
                                "replacement_option(1,instead_action(exile_library_top,affected,none))"}),
    ("Dralnu, Lich Lord", 1, {"replacement_condition(this)",
                              "replacement_option(1,instead_action(sacrifice_permanents,you,none))"}),
    ("Nefarious Lich", 1, {"replacement_condition(affected(player))", "replacement_condition(affected_rel(you))",
                           "replacement_option(1,instead_action(exile_graveyard,you,lose_game))"}),
    ("Underdark Beholder", 2, {"replacement_condition(this)",
                               "replacement_option(1,instead_action(remove_own_counters(eyestalk),you,sacrifice_self))"}),
    ("Khârn the Betrayer", 3, {"replacement_condition(this)", "replacement_option(1,prevent_all)",
                               "rider(after_prevention)"}),
    ("Jared Carthalion, True Heir", 2, {"replacement_condition(this)", "replacement_condition(you_monarch)",
                                        "replacement_option(1,prevent_put(p1p1,that_many))"}),
])
def test_compiled(name, number, facts):
    # Each sentence of the ability is read (CR 614.1a; the Oracle text of each card)
    status, got = compiled(name)[number]
    assert status in ("compiled", "rider"), (name, status)
    assert facts <= got, (name, sorted(got))


def test_crumbling_sanctuary_the_player_exiles_instead():
    assert_cited("Crumbling Sanctuary Oracle text: \"If damage would be dealt to a player, that player exiles that many "
                 "cards from the top of their library instead.\"")
    assert_cited(_CR_INSTEAD)
    assert_cited(_CR_REPLACED)
    answer, got = _dealt((_SANCTUARY, _BEARS), "bob")
    assert got == [{"recipient": "bob", "damage": 0, "prevented": 0, "counters": 0,
                    "instead": {"action": "exile_library_top", "player": "bob", "amount": 3, "outcome": "done"}}]
    assert answer.complete
    # only a player: damage to a creature is dealt
    _, got = _dealt((_SANCTUARY, _BEARS), "bears")
    assert [(r["damage"], "instead" in r) for r in got] == [(3, False)]


def test_crumbling_sanctuary_replaces_damage_that_cant_be_prevented():
    assert_cited("CR 615.12: \"Some effects state that damage “can’t be prevented.” If unpreventable damage would be "
                 "dealt, any applicable prevention effects are still applied to it.\"")
    # a replacement, not a prevention (CR 614.1a): "can't be prevented" doesn't stop it
    _, got = _dealt((_SANCTUARY, _LEYLINE), "alice")
    assert [(r["damage"], r.get("instead", {}).get("player")) for r in got] == [(0, "alice")]


def test_dralnu_sacrifices_that_many_permanents():
    assert_cited("Dralnu, Lich Lord Oracle text: \"If damage would be dealt to Dralnu, sacrifice that many permanents "
                 "instead.\"")
    answer, got = _dealt((_DRALNU, _BEARS), "dralnu", amount=2)
    assert got == [{"recipient": "dralnu", "damage": 0, "prevented": 0, "counters": 0,
                    "instead": {"action": "sacrifice_permanents", "player": "alice", "amount": 2, "outcome": "done"}}]
    assert answer.complete
    assert "0 damage to dralnu, instead: alice sacrifices 2 permanents" == describe("damage", got[0])


@pytest.mark.parametrize("graveyard, outcome", [
    ("[Llanowar Elves, Forest, Island]", "done"),
    ("[Llanowar Elves]", "cant"),
])
def test_nefarious_lich_exiles_from_the_graveyard_or_loses(graveyard, outcome):
    assert_cited("Nefarious Lich Oracle text: \"If damage would be dealt to you, exile that many cards from your "
                 "graveyard instead. If you can't, you lose the game.\"")
    assert_cited("CR 609.3: \"If an effect attempts to do something impossible, it does only as much as possible.\"")
    answer, got = _dealt((_LICH,), "alice", extra=f"graveyards: {{alice: {graveyard}}}\n")
    want = {"action": "exile_graveyard", "player": "alice", "amount": 3, "outcome": outcome}
    if outcome == "cant":
        want["fallback"] = "lose_game"
    assert got == [{"recipient": "alice", "damage": 0, "prevented": 0, "counters": 0, "instead": want}]
    # incomplete only for the Lich's unread life-gain replacement (its ability 2), not for its graveyard
    notes = " ".join(str(n) for n in answer.notes)
    assert "graveyard_unknown" not in notes and "if you would gain life" in notes
    # bob's damage is no concern of alice's Lich
    _, got = _dealt((_LICH,), "bob", extra=f"graveyards: {{alice: {graveyard}}}\n")
    assert [r["damage"] for r in got] == [3]


def test_nefarious_lich_without_a_graveyard_says_both():
    answer, got = _dealt((_LICH,), "alice")
    assert [r["instead"]["outcome"] for r in got] == ["unknown"]
    assert got[0]["instead"]["fallback"] == "lose_game"
    assert not answer.complete
    assert "graveyard_unknown" in " ".join(str(n) for n in answer.notes)


@pytest.mark.parametrize("counters, outcome", [(10, "done"), (3, "done"), (2, "cant")])
def test_underdark_beholder_removes_counters_or_is_sacrificed(counters, outcome):
    assert_cited("Underdark Beholder Oracle text: \"If Underdark Beholder would be dealt damage, remove that many "
                 "eyestalk counters from it instead. If you can't, sacrifice it.\"")
    answer, got = _dealt((_beholder(counters),), "beholder")
    want = {"action": "remove_own_counters", "kind": "eyestalk", "player": "alice", "amount": 3, "outcome": outcome}
    if outcome == "cant":
        want["fallback"] = "sacrifice_self"
    assert got == [{"recipient": "beholder", "damage": 0, "prevented": 0, "counters": 0, "instead": want}]
    assert answer.complete


def test_kharn_prevents_the_damage():
    assert_cited("Khârn the Betrayer Oracle text: \"The Betrayer — If damage would be dealt to Khârn the Betrayer, "
                 "prevent that damage and an opponent of your choice gains control of it.\"")
    assert_cited("CR 615.5: \"Some prevention effects also include an additional effect, which may refer to the amount "
                 "of damage that was prevented. The prevention takes place at the time the original event would have "
                 "happened; the rest of the effect takes place immediately afterward.\"")
    answer, got = _dealt((_KHARN, _BEARS), "kharn")
    assert [(r["damage"], r["prevented"]) for r in got] == [(0, 3)]
    _, got = _dealt((_KHARN, _BEARS), "bears")
    assert [(r["damage"], r["prevented"]) for r in got] == [(3, 0)]


@pytest.mark.parametrize("monarch, want", [("alice", (0, 3, 3)), ("bob", (3, 0, 0)), (None, (3, 0, 0))])
def test_jared_carthalion_while_you_are_the_monarch(monarch, want):
    assert_cited("Jared Carthalion, True Heir Oracle text: \"If damage would be dealt to Jared Carthalion while you're "
                 "the monarch, prevent that damage and put that many +1/+1 counters on it.\"")
    assert_cited("CR 725.1: \"The monarch is a designation a player can have. There is no monarch in a game until an "
                 "effect instructs a player to become the monarch.\"")
    extra = f"monarch: {monarch}\n" if monarch else ""
    answer, got = _dealt((_JARED,), "jared", extra=extra)
    assert [(r["damage"], r["prevented"], r["counters"]) for r in got] == [want]
    assert answer.complete


def _hydra(counters: int) -> str:
    return f"{{card: Rock Hydra, controller: alice, id: hydra, counters: {{'+1/+1': {counters}}}}}"


@pytest.mark.parametrize("counters, want", [(5, (0, 3, 3)), (2, (1, 2, 2)), (0, (3, 0, 0))])
def test_rock_hydra_prevents_one_damage_per_counter(counters, want):
    assert_cited("Rock Hydra Oracle text: \"For each 1 damage that would be dealt to this creature, if it has a +1/+1 "
                 "counter on it, remove a +1/+1 counter from it and prevent that 1 damage.\"")
    assert_cited(_CR_PREVENT_MORE)
    answer, got = _dealt((_hydra(counters),), "hydra")
    assert [(r["damage"], r["prevented"], r.get("counters_removed", 0)) for r in got] == [want]
    assert answer.complete


def test_rock_hydra_removes_counters_of_damage_that_cant_be_prevented():
    assert_cited("Rock Hydra ruling 2008-08-01: \"If damage that would be dealt to Rock Hydra can’t be prevented, you "
                 "still remove a +1/+1 counter from it for each 1 damage dealt.\"")
    _, got = _dealt((_hydra(2), _LEYLINE), "hydra")
    assert [(r["damage"], r["prevented"], r.get("counters_removed", 0)) for r in got] == [(3, 0, 2)]
