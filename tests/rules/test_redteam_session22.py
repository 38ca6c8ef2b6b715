"""Red team, session 22: answers of real cards found wrong but marked complete (each test names the card, the rule or
ruling, and the right answer)."""
from __future__ import annotations

from support import board_from, run_cli

import mtgasp
from mtgasp import EnterEvent

ANY_ABILITY = {"nonmana_abilities": "any_ability"}


def _could(text: str, readings: dict[str, str] | None = None) -> mtgasp.CouldProduce:
    return mtgasp.could_produce(board_from(text), readings=readings)


def test_a_loyalty_ability_that_adds_mana_counts_under_the_reading_any_ability():
    # Chandra, Torch of Defiance: "[+1]: Add {R}{R}." A loyalty ability is no mana ability (CR 605.1a), but under the
    # reading nonmana_abilities=any_ability "an ability of that permanent" (CR 106.7) is any ability that would add
    # mana: she could produce {R}. The line is not compiled, and was proven harmless (kind `other`, "no question here
    # activates it"): could-produce said "-", complete. Right: {R}, or incomplete naming the ability.
    board = """
        players: [alice, bob]
        battlefield:
          - {card: "Chandra, Torch of Defiance", controller: alice, id: chandra, counters: {loyalty: 4}}
    """
    answer = _could(board, ANY_ABILITY)
    assert answer.types["chandra"] == ("R",) or not answer.complete
    # Under the default reading (triggered_too) a loyalty ability doesn't count: nothing, complete.
    default = _could(board)
    assert default.complete and default.types["chandra"] == ()


def test_a_targeted_ability_that_adds_mana_counts_under_the_reading_any_ability():
    # Deathrite Shaman: "{T}: Exile target land card from a graveyard. Add one mana of any color." An ability with a
    # target is no mana ability (CR 605.5a); under nonmana_abilities=any_ability it counts (CR 106.7): every color.
    # It said "-", complete.
    answer = _could("""
        players: [alice, bob]
        battlefield:
          - {card: Deathrite Shaman, controller: alice, id: shaman}
    """, ANY_ABILITY)
    assert answer.types["shaman"] == ("W", "U", "B", "R", "G") or not answer.complete


def test_rest_in_peace_exiles_the_lotus_vale_that_cant_enter():
    # Lotus Vale: "If this land would enter, sacrifice two untapped lands instead. If you do, put this land onto the
    # battlefield. If you don't, put it into its owner's graveyard." With no untapped land alice can't sacrifice, so it
    # is put into her graveyard instead (the Lotus Vale ruling of 2008-04-01). Rest in Peace: "If a card or token would
    # be put into a graveyard from anywhere, exile it instead." That zone change is an event a replacement effect
    # modifies (CR 614.1a, 614.6): the Vale is exiled, not put into the graveyard. The answer said "put into its
    # owner's graveyard instead", complete (the Rest in Peace line was proven harmless: "none of the events asked about
    # moves [a card to a graveyard]", which the enter event's to_graveyard outcome has made untrue). Right: incomplete
    # (or exiled).
    b = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Rest in Peace, controller: bob}
          - {card: Forest, controller: alice, tapped: true}
    """)
    answer = mtgasp.orderings(b, EnterEvent("Lotus Vale", "alice"))
    assert not answer.complete and any("Rest in Peace" in str(n) for n in answer.notes), answer.notes
    # Without Rest in Peace the answer stays complete: into the graveyard.
    alone = mtgasp.orderings(board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice, tapped: true}
    """), EnterEvent("Lotus Vale", "alice"))
    assert alone.complete and [o.result.get("to_graveyard") for o in alone.outcomes] == [True]


def test_a_mana_ability_that_lets_a_copy_have_new_targets_is_a_mana_ability():
    # Ether: "{T}, Exile this artifact: Add {U}. When you next cast an instant or sorcery spell this turn, copy that
    # spell. You may choose new targets for the copy." The ability has no target (CR 115.1a: "new targets" are the
    # copy's), so it is a mana ability (CR 605.1a): Ether could produce {U} (CR 106.7). The line is not compiled, and
    # its word "targets" had it proven harmless as an activated ability that is no mana ability: could-produce said
    # "-", complete. Right: {U}, or incomplete naming the ability. (Likewise Magus Lucea Kane, Sunken Palace.)
    answer = _could("""
        players: [alice, bob]
        battlefield:
          - {card: Ether, controller: alice, id: ether}
    """)
    assert answer.types["ether"] == ("U",) or not answer.complete
    # (compiled since session 26, mana10: the copy is a recorded rider, no mana; before, incomplete naming the ability)
    assert (answer.complete and answer.types["ether"] == ("U",)) \
        or any("Ether" in str(n) for n in answer.incomplete.get("ether", ())), answer.incomplete


def test_rings_of_brighthearth_copying_an_untap_ability_is_not_a_finite_pool():
    # Rings of Brighthearth: "Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do,
    # copy that ability." Basalt Monolith: "{T}: Add {C}{C}{C}. / {3}: Untap this artifact." Holding priority (CR 602.2,
    # 603.3, 707.10): tap the Monolith and two Wastes ({C}x5), activate the untap ({3}), pay {2} as the Rings trigger
    # resolves and copy it; the copy untaps the Monolith (tap it: {C}{C}{C}), then the original does (again): five mana
    # spent, six made, a loop of one more {C} each time (CR 732.2): any amount of {C}. mana --with-priority said
    # {C}x5, complete (the Rings' trigger was proven harmless as a triggered ability that adds no mana). Right: any
    # amount of {C}, or incomplete naming Rings of Brighthearth.
    answer = mtgasp.mana(board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Basalt Monolith, controller: alice}
          - {card: Rings of Brighthearth, controller: alice}
          - {card: Wastes, controller: alice}
          - {card: Wastes, controller: alice, id: wastes-2}
    """), "alice", with_priority=True, timeout=None)
    assert answer.unbounded == "C" or (not answer.complete and "Rings of Brighthearth" in repr(answer.notes)), answer
    # Without the Rings: five {C}, complete (the untap costs what the Monolith makes).
    alone = mtgasp.mana(board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Basalt Monolith, controller: alice}
          - {card: Wastes, controller: alice}
          - {card: Wastes, controller: alice, id: wastes-2}
    """), "alice", with_priority=True, timeout=None)
    assert alone.complete and alone.unbounded == "" and [o.mana for o in alone.options] == ["CCCCC"]


def test_a_granted_trigger_that_untaps_an_elf_tapped_for_mana_is_not_a_finite_pool():
    # Dionus, Elvish Archdruid: 'Elves you control have "Whenever this creature becomes tapped during your turn, untap it
    # and put a +1/+1 counter on it. This ability triggers only once each turn."' On alice's turn, holding priority, she
    # taps Llanowar Elves for {G}; the trigger resolves (CR 603.3, 608.2) and untaps it; she taps it again: {G}{G}
    # (unless it already triggered this turn, which the board doesn't say). mana --with-priority said {G}, complete (the
    # trigger was proven harmless as a triggered ability that adds no mana). Right: {G}{G}, or incomplete naming Dionus.
    # While paying a cost, with mana abilities alone, the trigger waits (CR 603.3, 605.3a): {G}, complete.
    b = board_from("""
        players: [alice, bob]
        active_player: alice
        battlefield:
          - {card: "Dionus, Elvish Archdruid", controller: alice}
          - {card: Llanowar Elves, controller: alice}
    """)
    held = mtgasp.mana(b, "alice", with_priority=True, timeout=None)
    assert "GG" in [o.mana for o in held.options] or (not held.complete and "Dionus" in repr(held.notes)), held
    paying = mtgasp.mana(b, "alice", timeout=None)
    assert paying.complete and [o.mana for o in paying.options] == ["G"]


def test_a_filter_is_worded_in_the_explanation(tmp_path):
    # Red team, session 22: Mox Amber's --explain printed its filter as a term ("no any of(with supertype(creature,
    # legendary),…) you control is white"); it is worded as its Oracle text says it.
    board = tmp_path / "mox.yaml"
    board.write_text("players: [alice]\nbattlefield:\n  - {card: Mox Amber, controller: alice}\n")
    done = run_cli("could-produce", str(board), "--explain")
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())
    assert "no legendary creature or legendary planeswalker you control is white" in text
    assert "any of(" not in text and "with supertype" not in text


def test_an_ability_whose_effect_targets_needs_a_legal_target(tmp_path):
    # Found in session 22 (mana7): Grand Architect's "{U}: Target artifact creature becomes blue until end of turn." was
    # said activatable with no artifact creature on the board; CR 601.2c, 602.2b: a target must be chosen as it is
    # activated. (The Equip rule's "a creature you control" was taken as every targeting ability's legal target.)
    board = tmp_path / "architect.yaml"
    lines = ["players: [alice]", "battlefield:", "  - {card: Grand Architect, controller: alice, id: ga}",
             "  - {card: Island, controller: alice}"]
    board.write_text("\n".join(lines) + "\n")
    alone = run_cli("can-activate", str(board), "ga", "--ability", "2", "--explain")
    assert alone.returncode == 0, alone.stderr
    assert "no — CR 601.2c" in alone.stdout
    board.write_text("\n".join([*lines, "  - {card: Pili-Pala, controller: alice}"]) + "\n")
    artifact = run_cli("can-activate", str(board), "ga", "--ability", "2")
    assert artifact.returncode == 0 and artifact.stdout.splitlines()[1].strip() == "yes", artifact.stdout
