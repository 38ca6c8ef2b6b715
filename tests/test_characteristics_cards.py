"""Rulings of the cards added for issue 4: Spy Kit and names (CR 201), Noble Banneret, Relentless Rats, the
Kindred Equipment (CR 301.5, 308), Echoes of Eternity, Nameless Inversion (changeling), Tarmogoyf, Magus of
the Future, the twelve kinship creatures (CR 207.2c), X (CR 107.3m) and the charge-counter artifacts."""
from __future__ import annotations

import json

import pytest
from conftest import board_from, run_cli

import mtgasp


def ask(text: str, question: str) -> mtgasp.QueryAnswer:
    return mtgasp.query(board_from(text), question)


def view(text: str, obj: str) -> mtgasp.ObjectView:
    return mtgasp.show(board_from(text), obj).objects[obj]


SPY_KIT = """
    players: [alice, bob]
    battlefield:
      - {card: Spy Kit, controller: alice, attached_to: bears}
      - {card: Grizzly Bears, controller: alice, id: bears}
      - {card: Relentless Rats, controller: bob, id: rats}
      - {card: Silvercoat Lion, controller: bob, id: lion}
"""


@pytest.mark.parametrize("name, expected", [
    ("Relentless Rats", True), ("Llanowar Elves", True),
    ("Insectile Aberration", True),  # the back face of a double-faced card
    ("Zombie", False),  # a token's name, not a card name
    ("Wandering Fumarole", False),  # a noncreature card that can become a creature
    ("Urborg, Tomb of Yawgmoth", False), ("Tarmogoyf", True),
    ("Isamaru, Hound of Konda", False),  # legendary
])
def test_spy_kit_has_all_names_of_nonlegendary_creature_cards(name, expected):
    assert ask(SPY_KIT, f'named bears "{name}"').answer is expected


def test_spy_kit_same_name_and_relentless_rats_count():
    # CR 201.2a: one name in common is enough; Relentless Rats counts the Spy Kit creature.
    assert ask(SPY_KIT, "same-name rats bears").answer is True
    assert ask(SPY_KIT, "same-name rats lion").answer is False
    assert ask(SPY_KIT, 'named lion "Relentless Rats"').answer is False
    v = view(SPY_KIT, "bears")
    assert v.all_nonlegendary_creature_names and v.names == ("Grizzly Bears",)


def test_spy_kit_on_a_noncreature_gives_no_names():
    # CR 301.5c: an Equipment attached to a noncreature is illegally attached; "equipped creature" is none.
    text = """
        players: [alice]
        battlefield:
          - {card: Spy Kit, controller: alice, attached_to: forest}
          - {card: Forest, controller: alice}
    """
    assert ask(text, 'named forest "Grizzly Bears"').answer is False
    assert view(text, "spy-kit").illegally_attached


def test_show_json_summarises_thousands_of_names():
    import tempfile
    import textwrap

    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(textwrap.dedent(SPY_KIT))
    run = run_cli("show", f.name, "bears", "--json")
    data = json.loads(run.stdout)
    assert data["objects"]["bears"]["names"] == {"all_nonlegendary_creature_names": True, "also": ["Grizzly Bears"]}
    run = run_cli("query", f.name, 'named bears "Relentless Rats"', "--json")
    answer = json.loads(run.stdout)
    assert answer["answer"] is True and any("spy-kit" in w for w in answer["why"])


BANNERET = """
    players: [alice, bob]
    battlefield:
      - {{card: Noble Banneret, controller: alice, id: banneret{noted}}}
      - {{card: Grizzly Bears, controller: alice, id: bears}}
      - {{card: Llanowar Elves, controller: alice, id: elves}}
      - {{card: Llanowar Elves, controller: bob, id: their-elves}}
{extra}"""


def lifelink(text: str, obj: str) -> bool:
    return any(a.text == "Lifelink" for a in view(text, obj).abilities)


def test_noble_banneret_noted_name():
    text = BANNERET.format(noted=", noted: [Llanowar Elves]", extra="")
    assert lifelink(text, "banneret") and lifelink(text, "elves")
    assert not lifelink(text, "bears") and not lifelink(text, "their-elves")


def test_noble_banneret_without_notes_and_with_its_own_name():
    # Ruling: "If you gain control of a Noble Banneret, but you didn't draft one, there will be no
    # applicable noted names." / "If Noble Banneret is one of the names you noted, a Noble Banneret that's
    # the only creature you control will get +1/+1 and have lifelink."
    assert not lifelink(BANNERET.format(noted="", extra=""), "banneret")
    alone = """
        players: [alice]
        battlefield:
          - {card: Noble Banneret, controller: alice, id: banneret, noted: [Noble Banneret]}
    """
    assert lifelink(alone, "banneret")


def test_spy_kit_on_noble_banneret_enables_its_last_ability():
    # Spy Kit ruling: "equipping Spy Kit to Noble Banneret will enable Noble Banneret's last ability (as long
    # as you noted a nonlegendary card name for it)."
    extra = "      - {card: Spy Kit, controller: alice, attached_to: banneret}\n"
    text = BANNERET.format(noted=", noted: [Tarmogoyf]", extra=extra)
    assert lifelink(text, "banneret") and not lifelink(text, "bears")


KINDRED_EQUIPMENT = [("Cloak and Dagger", "rogue", "Shroud"), ("Obsidian Battle-Axe", "warrior", "Haste"),
                     ("Thornbite Staff", "shaman", "{2}, {T}: This creature deals 1 damage to any target."),
                     ("Veteran's Armaments", "soldier", None), ("Diviner's Wand", "wizard", "{4}: Draw a card.")]
CREATURE_OF_TYPE = {"rogue": "Nightshade Schemers", "warrior": "Mudbutton Clanger", "shaman": "Wolf-Skull Shaman",
                    "soldier": "Kithkin Zephyrnaut", "wizard": "Ink Dissolver"}


@pytest.mark.parametrize("equipment, ctype, granted", KINDRED_EQUIPMENT)
def test_kindred_equipment_rulings(equipment, ctype, granted):
    creature = CREATURE_OF_TYPE[ctype] if ctype != "rogue" else "Grizzly Bears"
    text = f"""
        players: [alice, bob]
        battlefield:
          - {{card: "{equipment}", controller: alice, id: eq, attached_to: theirs}}
          - {{card: "{creature}", controller: bob, id: theirs}}
          - {{card: Grizzly Bears, controller: alice, id: mine}}
          - {{card: Echoes of Eternity, controller: bob, id: echoes}}
    """
    eq = view(text, "eq")
    # "Each of these Equipment has two subtypes": a creature type (of Kindred) and Equipment (of artifact).
    assert set(eq.card_types) == {"artifact", "kindred"} and set(eq.subtypes) == {ctype, "equipment"}
    assert "creature" not in eq.card_types
    # "you retain control of the Equipment"; only you can activate its equip ability (CR 301.5d).
    assert eq.controller == "alice" and eq.attached_to == "theirs"
    assert [a.activated_by for a in eq.abilities if a.text.startswith("Equip {")] == ["alice"]
    theirs = view(text, "theirs")
    if granted:
        got = [a for a in theirs.abilities if a.source == "eq"]
        assert granted in [a.text for a in got]
        # "Only the creature's controller can activate any activated abilities the Equipment grants".
        assert all(a.activated_by in (None, "bob") for a in got)
    # Equip only onto a creature its controller controls; the trigger fires for any player's creature of
    # the type, never for a noncreature Kindred card of the type.
    assert ask(text, "attach-trigger eq mine").answer is False  # a Bear: not of the type
    if ctype != "rogue":
        assert ask(text, "attach-trigger eq theirs").answer is True


def test_kindred_trigger_not_for_a_noncreature_kindred_card():
    text = """
        players: [alice, bob]
        battlefield:
          - {card: Cloak and Dagger, controller: alice, id: cloak}
          - {card: Thornbite Staff, controller: bob, id: staff}
          - {card: Wolf-Skull Shaman, controller: bob, id: shaman}
    """
    assert ask(text, "attach-trigger staff shaman").answer is True
    assert ask(text, "attach-trigger staff cloak").answer is False  # a Kindred Rogue artifact, not a creature
    assert ask(text, "attach-trigger cloak shaman").answer is False  # not a Rogue


def test_echoes_of_eternity_is_an_eldrazi_not_a_creature():
    text = """
        players: [alice]
        battlefield:
          - {card: Echoes of Eternity, controller: alice, id: echoes}
        graveyards:
          alice: [Echoes of Eternity]
    """
    v = view(text, "echoes")
    assert v.card_types == ("enchantment", "kindred") and v.subtypes == ("eldrazi",) and v.colors == ()
    assert v.mana_value == 6
    assert ask(text, "card-types graveyard").answer == ["enchantment", "kindred"]


TARMOGOYF = """
    players: [alice, bob]
    battlefield:
      - {{card: Tarmogoyf, controller: alice, id: goyf}}
    graveyards:
      alice: {alice}
      bob: {bob}
"""


@pytest.mark.parametrize("alice, bob, types", [
    ([], [], []),
    (["Walking Ballista"], [], ["artifact", "creature"]),  # one artifact creature: 2/3
    (["Walking Ballista"] * 10, [], ["artifact", "creature"]),  # counts types, not cards
    (["Nameless Inversion", "Forest"], ["Tarmogoyf"], ["creature", "instant", "kindred", "land"]),
    (["Urborg, Tomb of Yawgmoth", "Forest"], [], ["land"]),  # legendary and basic are supertypes
])
def test_tarmogoyf_counts_card_types_in_all_graveyards(alice, bob, types):
    text = TARMOGOYF.format(alice=json.dumps(alice), bob=json.dumps(bob))
    result = ask(text, "card-types graveyard")
    assert result.answer == types
    assert view(text, "goyf").power_toughness == (len(types), len(types) + 1)


def test_nameless_inversion_changeling_and_loses_all_creature_types():
    text = """
        players: [alice, bob]
        battlefield:
          - {card: Wolf-Skull Shaman, controller: bob, id: shaman}
          - {card: Obsidian Battle-Axe, controller: alice, id: axe}
          - {card: Winnower Patrol, controller: alice, id: patrol}
        effects:
          - {card: Nameless Inversion, controller: alice, id: inversion, targets: [patrol]}
        libraries:
          bob: [Nameless Inversion]
    """
    patrol = view(text, "patrol")
    assert patrol.subtypes == () and patrol.card_types == ("creature",)
    assert ask(text, "shares-type patrol shaman").answer is False
    assert ask(text, "attach-trigger axe patrol").answer is False
    # Changeling works in every zone: the instant on top of a library shares every creature type.
    assert ask(text, "kinship shaman").answer is True


KINSHIP = ["Ink Dissolver", "Kithkin Zephyrnaut", "Leaf-Crowned Elder", "Mudbutton Clanger", "Nightshade Schemers",
           "Pyroclast Consul", "Sensation Gorger", "Squeaking Pie Grubfellows", "Wandering Graybeard",
           "Waterspout Weavers", "Winnower Patrol", "Wolf-Skull Shaman"]


@pytest.mark.parametrize("card", KINSHIP)
def test_kinship_creatures(card):
    by_type = {"merfolk": "Lord of Atlantis", "kithkin": "Goldmeadow Harrier", "treefolk": "Treefolk Harbinger",
               "goblin": "Goblin Piledriver", "faerie": "Spellstutter Sprite", "elemental": "Flamekin Harbinger",
               "giant": "Hill Giant", "elf": "Elvish Mystic"}
    sharing = next(by_type[s] for s in mtgasp.card_library()[card].subtypes if s in by_type)
    for top, expected in [(sharing, True), ("Forest", False), ("Nameless Inversion", True), ("Cloak and Dagger", False),
                          ("Echoes of Eternity", False)]:
        text = f"""
            players: [alice]
            battlefield:
              - {{card: "{card}", controller: alice, id: kin}}
            libraries:
              alice: ["{top}", Forest]
        """
        result = ask(text, "kinship kin")
        assert result.answer is expected, (top, result.why)
        assert any("stays on top" in w for w in result.why)
        if expected:
            assert any("revealing is optional" in w for w in result.why)


def test_kinship_abilities_resolve_separately_and_look_at_the_same_card():
    text = """
        players: [alice, bob]
        battlefield:
          - {card: Wolf-Skull Shaman, controller: alice, id: wolf}
          - {card: Winnower Patrol, controller: alice, id: patrol}
          - {card: Mudbutton Clanger, controller: bob, id: clanger}
          - {card: Magus of the Future, controller: alice, id: magus}
        libraries:
          alice: [Elvish Mystic]
          bob: [Forest]
    """
    wolf, patrol = ask(text, "kinship wolf"), ask(text, "kinship patrol")
    assert wolf.answer and patrol.answer
    assert all("Elvish Mystic" in r.why[0] for r in (wolf, patrol))
    # Magus of the Future: the top card is already revealed; revealing for kinship is still optional.
    assert any("already revealed" in w for w in wolf.why)
    # Each player's kinship looks at their own library: bob's Forest shares nothing.
    clanger = ask(text, "kinship clanger")
    assert clanger.answer is False and not any("already revealed" in w for w in clanger.why)
    assert ask(text, "kinship magus").answer is False


@pytest.mark.parametrize("card", ["Walking Ballista", "Hangarback Walker", "Astral Cornucopia"])
def test_x_is_zero_on_the_battlefield(card):
    # CR 107.3m / 202.3e: "the value of X for that permanent is 0" (its mana value counts X as 0).
    text = f"""
        players: [alice]
        battlefield:
          - {{card: "{card}", controller: alice, id: it, x: 3, counters: {{charge: 3}}}}
    """
    v = view(text, "it")
    assert v.mana_value == 0 and v.x == 0


def test_astral_cornucopia_and_everflowing_chalice_mana():
    text = """
        players: [alice]
        battlefield:
          - {card: Astral Cornucopia, controller: alice, id: one, x: 1, counters: {charge: 1}}
          - {card: Astral Cornucopia, controller: alice, id: none}
          - {card: Everflowing Chalice, controller: alice, id: chalice, counters: {charge: 2}}
          - {card: Everflowing Chalice, controller: alice, id: empty}
    """
    board = board_from(text)
    types = mtgasp.could_produce(board).types
    assert types["one"] == ("W", "U", "B", "R", "G") and types["chalice"] == ("C",)
    assert types["none"] == () and types["empty"] == ()
    # Everflowing Chalice ruling: with no counters it is still a mana ability; it adds no mana.
    (ability,) = mtgasp.produce(board, "empty").abilities
    assert [o.mana for o in ability.outcomes] == [""]
    assert [o.mana for o in mtgasp.produce(board, "chalice").abilities[0].outcomes] == ["CC"]
    assert "W" in [o.mana for o in mtgasp.produce(board, "one").abilities[0].outcomes]


def test_query_errors_are_one_line():
    import tempfile
    import textwrap

    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(textwrap.dedent(SPY_KIT))
    for question, message in [("kinshp bears", "did you mean: kinship?"), ("named bears", "takes 2 argument"),
                              ("shares-type bears bear", "did you mean: bears?")]:
        run = run_cli("query", f.name, question)
        assert run.returncode == 2 and message in run.stderr and run.stderr.count("\n") == 1


def test_hangarback_walker_enters_with_the_spells_x():
    # CR 107.3m: its enters replacement effect uses the X of the spell (rules/enter.lp), its own X is 0.
    from mtgasp.queries.orderings import EnterEvent

    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Hangarback Walker, controller: alice, id: walker, x: 2, counters: {+1/+1: 2}}
    """)
    result = mtgasp.orderings(board, EnterEvent("Hangarback Walker", "alice", x=2, cast=True))
    assert [o.result["counters"] for o in result.outcomes] == [2]
    assert mtgasp.show(board, "walker").objects["walker"].mana_value == 0
