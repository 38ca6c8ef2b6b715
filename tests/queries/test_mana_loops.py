"""mana --with-priority (issue 32): the mana a player can make holding priority, abilities that untap a permanent
put on the stack and resolved between mana abilities (CR 602.2, 608.2), state-based actions before each priority
(CR 704.3, 704.5f), and loops found and proven by the rules (rules/mana/mana_loops.lp, CR 732.2)."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import ROOT, board_from, run_cli

import mtgasp

DRUID_VIZIER = """
    players: [alice]
    battlefield:
      - {card: Devoted Druid, controller: alice, id: druid}
      - {card: Vizier of Remedies, controller: alice}
"""


def priority(text: str) -> mtgasp.ManaPools:
    # (No time limit: the answer, not its speed, is tested; several solver calls on a loaded machine.)
    return mtgasp.mana(board_from(text), "alice", with_priority=True, timeout=None)


def test_devoted_druid_and_vizier_make_any_amount_of_green():
    # Devoted Druid ruling 2018-12-07: "If you can put counters on it, but that is modified by an effect (such as
    # that of Vizier of Remedies), you can activate the ability even if paying the cost causes no counters to be put
    # on Devoted Druid." Tap for {G}, untap with no counter put: the same board with {G} more (CR 732.2).
    result = priority(DRUID_VIZIER)
    assert result.mode == "with_priority" and result.complete
    assert result.unbounded == "G"
    assert [(s.activation.permanent, s.activation.ability, s.rule) for s in result.loop] == [
        ("druid", 1, "605.3a"), ("druid", 2, "602.2, 608.2, 704.3")]
    assert result.loop[0].activation.adds == "G"


def test_without_the_flag_devoted_druid_and_vizier_make_one_green():
    # While paying a cost only mana abilities are activated (CR 605.3a): the untap ability is not one.
    result = mtgasp.mana(board_from(DRUID_VIZIER), "alice")
    assert [o.mana for o in result.options] == ["G"] and result.complete
    assert result.mode == "mana_abilities" and result.unbounded == "" and result.loop == ()


def test_devoted_druid_alone_makes_two_green_then_dies():
    # Devoted Druid ruling 2018-12-07: "If paying the cost causes Devoted Druid to have 0 toughness, it's put into
    # your graveyard before you can untap it" (CR 704.5f). 0/2: {G}, untap (one counter, 0/1), {G}, then a second
    # counter makes it 0/0 and it dies before its untap resolves.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Devoted Druid, controller: alice, id: druid}
    """)
    assert result.complete and result.unbounded == ""
    assert [o.mana for o in result.options] == ["GG"]
    witness = [(a.permanent, a.ability) for a in result.options[0].activations]
    assert witness[:3] == [("druid", 1), ("druid", 2), ("druid", 1)] and witness.count(("druid", 1)) == 2


def test_solemnity_stops_the_druids_cost():
    # Devoted Druid ruling 2018-12-07: "If you can't put -1/-1 counters on Devoted Druid (due to an effect such as
    # that of Solemnity), you can't activate its second ability." (CR 118.3)
    result = priority(DRUID_VIZIER + "      - {card: Solemnity, controller: alice}\n")
    assert result.unbounded == "" and [o.mana for o in result.options] == ["G"]


@pytest.mark.parametrize("monolith, pays", [("Basalt Monolith", "C"), ("Grim Monolith", "CC")])
def test_monolith_with_power_artifact_makes_any_amount_of_colorless(monolith, pays):
    # Power Artifact: "cost {2} less to activate ... can't reduce the mana in that cost to less than one mana"
    # (CR 601.2f): Basalt Monolith's {3} untap costs {1}, Grim Monolith's {4} costs {2}; {T} adds {C}{C}{C}.
    result = priority(f"""
        players: [alice]
        battlefield:
          - {{card: {monolith}, controller: alice, id: mono}}
          - {{card: Power Artifact, controller: alice, attached_to: mono}}
    """)
    assert result.complete and result.unbounded == "C"
    assert [(s.activation.ability, s.activation.adds, s.activation.pays) for s in result.loop] == [
        (2, "CCC", ""), (3, "", pays)]


def test_basalt_monolith_alone_is_finite():
    # Basalt Monolith ruling 2004-10-04: "It can be untapped as often as you can pay for it." Untapping costs the
    # {C}{C}{C} it made: the state repeats with no more mana, so the pool stays {C}{C}{C} (and the answer is complete:
    # every sequence repeats a state within the horizon).
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Basalt Monolith, controller: alice, id: mono}
    """)
    assert result.complete and result.unbounded == ""
    assert [o.mana for o in result.options] == ["CCC"]


def test_grim_monolith_forest_and_devoted_druid_are_finite_and_proven():
    # No loop: Grim Monolith's untap costs {4} (ruling 2004-10-04: "It can be untapped as often as you can pay for it")
    # and its {T} adds {C}{C}{C}; Devoted Druid dies at its second counter (CR 704.5f). The longest sequence without
    # a repeated state has 8 activations ({G} {G} {C}{C}{C}, untap the Druid, {G}, untap it again: it dies, untap the
    # Monolith, {C}{C}{C}): the horizon is raised until the rules prove that no longer one exists, so the answer is
    # complete (it wasn't with a fixed horizon of 8). Paying {4} with {G}s or {C}s gives three maximal pools.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Grim Monolith, controller: alice, id: grim}
          - {card: Forest, controller: alice, id: forest}
          - {card: Devoted Druid, controller: alice, id: druid}
    """)
    assert result.complete and result.unbounded == ""
    assert [o.mana for o in result.options] == ["GGGCCC", "GCCCC", "CCCCC"]
    witness = [(a.permanent, a.ability) for a in result.options[-1].activations]
    assert witness.count(("grim", 2)) == 2 and ("grim", 3) in witness


def test_two_power_artifacts_stop_at_one_mana():
    # Two Power Artifacts reduce Grim Monolith's {4} by {4}, but "This effect can't reduce the mana in that cost to
    # less than one mana" (CR 601.2f): {1}.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Grim Monolith, controller: alice, id: mono}
          - {card: Power Artifact, controller: alice, attached_to: mono}
          - {card: Power Artifact, controller: alice, attached_to: mono}
    """)
    assert result.unbounded == "C" and [s.activation.pays for s in result.loop] == ["", "C"]


def test_nykthos_is_finite():
    # Nykthos, Shrine to Nyx: no ability untaps it: holding priority gives the same pools as mana abilities alone.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: "Nykthos, Shrine to Nyx", controller: alice}
          - {card: Forest, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Nylea's Disciple, controller: alice}
          - {card: Nylea's Disciple, controller: alice}
    """)
    plain = mtgasp.mana(board, "alice")
    held = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert held.unbounded == "" and held.mode == "with_priority"
    assert [o.mana for o in held.options] == [o.mana for o in plain.options] and held.complete == plain.complete


def test_cost_with_priority_uses_the_loop():
    # --cost with --with-priority: a type a loop makes is paid in any amount (CR 732.2); Devoted Druid alone pays
    # {1}{G} (two activations of its mana ability, its untap between) but not {G}{G}{G} (proven: every sequence is
    # followed).
    board = board_from(DRUID_VIZIER)
    loop = mtgasp.mana(board, "alice", cost="{10}{G}{G}", with_priority=True, timeout=None)
    assert loop.cost is not None and loop.cost.payable and loop.unbounded == "G"
    alone = board_from("""
        players: [alice]
        battlefield:
          - {card: Devoted Druid, controller: alice, id: druid}
    """)
    two = mtgasp.mana(alone, "alice", cost="{1}{G}", with_priority=True, timeout=None)
    assert two.cost is not None and two.cost.payable and two.cost.complete
    assert [a.ability for a in two.cost.activations] == [1, 2, 1]
    three = mtgasp.mana(alone, "alice", cost="{G}{G}{G}", with_priority=True, timeout=None)
    assert three.cost is not None and not three.cost.payable and three.cost.complete
    # Without the flag, only the mana ability pays (CR 605.3a): {1}{G} is not payable.
    plain = mtgasp.mana(alone, "alice", cost="{1}{G}", timeout=None)
    assert plain.cost is not None and not plain.cost.payable


def test_with_priority_is_checked():
    with pytest.raises(mtgasp.BoardError, match="with_priority"):
        mtgasp.mana(board_from(DRUID_VIZIER), "alice", with_priority="yes")  # type: ignore[arg-type]


def test_cli_with_priority_end_to_end():
    # The example of docs/commands.md (section mana).
    out = run_cli("mana", str(ROOT / "examples" / "devoted_druid.yaml"), "alice", "--with-priority", "--timeout", "600",
                  timeout=700)
    assert out.returncode == 0, out.stderr
    words = " ".join(out.stdout.split())  # (the text is wrapped)
    assert "plus any amount of {G}" in words and "(CR 732.2)" in words
    as_json = run_cli("mana", str(ROOT / "examples" / "devoted_druid.yaml"), "alice", "--with-priority", "--json",
                      "--timeout", "600", timeout=700)
    answer = json.loads(as_json.stdout)
    assert answer["mode"] == "with_priority" and answer["unbounded"] == "G" and answer["complete"]
    assert [s["rule"] for s in answer["loop"]] == ["605.3a", "602.2, 608.2, 704.3"]
    plain = json.loads(run_cli("mana", str(ROOT / "examples" / "devoted_druid.yaml"), "alice", "--json").stdout)
    assert plain["mode"] == "mana_abilities" and [o["mana"] for o in plain["options"]] == ["G"]


# A brute force over activation sequences on small boards (its own model of the cards, not the rules'): every state
# (tapped permanents, counters, permanents left, pool) reachable holding priority, each pool capped at CAP mana of a
# type. A type is unbounded when some state holds more than the most a board of these cards can make without a loop.
CAP = 13
# (Wild Growth is attached to the Forest: "Whenever enchanted land is tapped for mana, its controller adds an additional
# {G}", a triggered mana ability, CR 605.1b; Arbor Elf: "{T}: Untap target Forest.")
CARDS = ("Forest", "Devoted Druid", "Vizier of Remedies", "Basalt Monolith", "Grim Monolith", "Staff of Domination",
         "Wild Growth", "Arbor Elf")
UNTAP_COST = {"basalt": 3, "grim": 4}


def brute_force(cards: set[str], artifacts: dict[str, int]) -> tuple[set[str], set[str]]:
    """(the unbounded types, the maximal pools of the others as letters) of a board holding `cards` (one each) and
    `artifacts[m]` Power Artifacts on monolith m."""
    viziers = 1 if "Vizier of Remedies" in cards else 0
    sources = [c for c in ("forest", "druid", "basalt", "grim")
               if {"forest": "Forest", "druid": "Devoted Druid", "basalt": "Basalt Monolith",
                   "grim": "Grim Monolith"}[c] in cards]
    staff = "Staff of Domination" in cards
    growth = "Wild Growth" in cards and "Forest" in cards  # (an Aura needs its Forest: else not on the board)
    elf = "Arbor Elf" in cards
    start = (frozenset(), 0, True, (0, 0))  # tapped, counters on the druid, druid alive, pool (G, C)
    seen = {start}
    todo = [start]
    while todo:
        tapped, counters, alive, (g, c) = todo.pop()
        nexts = []
        for s in sources:
            if s not in tapped and (s != "druid" or alive):
                gain = (1, 0) if s in ("forest", "druid") else (0, 3)
                if s == "forest" and growth:  # CR 605.4a: Wild Growth's trigger resolves right after
                    gain = (2, 0)
                nexts.append((tapped | {s}, counters, alive, (g + gain[0], c + gain[1])))
        if "druid" in sources and alive:
            put = max(1 - viziers, 0)  # Vizier of Remedies: one fewer -1/-1 counter
            if 2 - (counters + put) <= 0:  # CR 704.5f: it dies before its untap resolves
                nexts.append((tapped, counters + put, False, (g, c)))
            else:
                nexts.append((tapped - {"druid"}, counters + put, True, (g, c)))
        for m in ("basalt", "grim"):
            if m in sources:
                cost = UNTAP_COST[m]
                if artifacts.get(m):
                    cost = max(cost - 2 * artifacts[m], 1)  # CR 601.2f: never below one mana
                for from_g in range(0, min(g, cost) + 1):
                    if cost - from_g <= c:
                        nexts.append((tapped - {m}, counters, alive, (g - from_g, c - (cost - from_g))))
        # Arbor Elf: "{T}: Untap target Forest." (CR 107.5: the Elf untapped, the Forest tapped: else it does nothing)
        if elf and "elf" not in tapped and "forest" in tapped:
            nexts.append(((tapped - {"forest"}) | {"elf"}, counters, alive, (g, c)))
        # Staff of Domination: "{3}, {T}: Untap target creature." (the Druid, the only creature that taps for mana, or
        # Arbor Elf; CR 107.5: the Staff untapped) and "{1}: Untap Staff of Domination." (generic mana, either type)
        if staff:
            creatures = [x for x in ("druid", "elf") if x in tapped and (x == "elf" or ("druid" in sources and alive))]
            for x in creatures if "staff" not in tapped else ():
                for from_g in range(0, min(g, 3) + 1):
                    if 3 - from_g <= c:
                        nexts.append(((tapped - {x}) | {"staff"}, counters, alive, (g - from_g, c - (3 - from_g))))
            if "staff" in tapped and g + c >= 1:
                if g:
                    nexts.append((tapped - {"staff"}, counters, alive, (g - 1, c)))
                if c:
                    nexts.append((tapped - {"staff"}, counters, alive, (g, c - 1)))
        for n in nexts:
            if max(n[3]) <= CAP and n not in seen:
                seen.add(n)
                todo.append(n)
    pools = {p for _, _, _, p in seen}
    unbounded = {t for i, t in enumerate("GC") if any(p[i] >= CAP - 1 for p in pools)}
    finite = {("G" * p[0] if "G" not in unbounded else "") + ("C" * p[1] if "C" not in unbounded else "") for p in pools}
    maximal = {p for p in finite if not any(q != p and q.count("G") >= p.count("G") and q.count("C") >= p.count("C")
                                            for q in finite)}
    return unbounded, maximal


@pytest.mark.slow
@settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sets(st.sampled_from(CARDS), min_size=1, max_size=3), st.sampled_from(["", "basalt", "grim"]))
def test_with_priority_agrees_with_a_brute_force(cards, powered):
    agrees_with_the_brute_force(cards, powered)


@pytest.mark.parametrize("cards", [
    # Wild Growth's trigger (CR 605.1b, 605.4a) each time Arbor Elf's untapped Forest is tapped again: {G}{G} twice.
    {"Forest", "Wild Growth", "Arbor Elf"},
    # The Forest's {G}{G} pays toward Basalt Monolith's "{3}: Untap this artifact." (finite: no loop, CR 732.2).
    {"Forest", "Wild Growth", "Basalt Monolith"},
    {"Forest", "Arbor Elf", "Devoted Druid"},
])
def test_triggered_mana_abilities_agree_with_the_brute_force(cards):
    agrees_with_the_brute_force(cards, "", complete=True)


def agrees_with_the_brute_force(cards, powered, complete=False):
    lines = ["players: [alice]", "battlefield:"]
    ids = {"Basalt Monolith": "basalt", "Grim Monolith": "grim", "Devoted Druid": "druid", "Forest": "forest",
           "Vizier of Remedies": "vizier", "Staff of Domination": "staff", "Arbor Elf": "elf"}
    for card in sorted(cards - {"Wild Growth"}):
        lines.append(f"  - {{card: {card}, controller: alice, id: {ids[card]}}}")
    if "Wild Growth" in cards and "Forest" in cards:
        lines.append("  - {card: Wild Growth, controller: alice, attached_to: forest}")
    artifacts = {}
    if powered and {"basalt": "Basalt Monolith", "grim": "Grim Monolith"}[powered] in cards:
        lines.append(f"  - {{card: Power Artifact, controller: alice, attached_to: {powered}}}")
        artifacts[powered] = 1
    result = mtgasp.mana(mtgasp.parse_board("\n".join(lines) + "\n", "<test>"), "alice", with_priority=True,
                         timeout=None)
    unbounded, maximal = brute_force(cards, artifacts)
    assert result.complete or not complete, result.notes
    assert set(result.unbounded) <= unbounded  # a loop claimed is a loop
    if result.complete:
        assert set(result.unbounded) == unbounded
        assert {o.mana for o in result.options} == maximal


def test_mana_abilities_alone_say_they_do_not_apply_power_artifact():
    # Power Artifact reduces Prismatic Lens's "{1}, {T}: Add one mana of any color." to {1} still (CR 601.2f: never
    # below one mana) but `mana` (mana abilities only) doesn't apply reductions: it says so, never silently.
    result = mtgasp.mana(board_from("""
        players: [alice]
        battlefield:
          - {card: Prismatic Lens, controller: alice, id: lens}
          - {card: Power Artifact, controller: alice, attached_to: lens}
    """), "alice", timeout=None)
    assert not result.complete
    assert any(getattr(n, "term", None) is not None and "reduction_not_applied" in str(n.term) for n in result.notes)


BASALT_TAPPED = "      - {card: Basalt Monolith, controller: alice, id: mono, tapped: true}\n"


def test_can_activate_with_priority_pays_with_the_loop():
    # Basalt Monolith's "{3}: Untap this artifact." While paying a cost only mana abilities are activated (CR 605.3a):
    # the Druid's {G} doesn't pay {3}. Holding priority, the player may first activate the Druid's untap ability
    # again and again (CR 602.2, 608.2): with Vizier of Remedies it makes any amount of {G} (CR 732.2), and {3} is paid.
    board = board_from(DRUID_VIZIER + BASALT_TAPPED)
    plain = mtgasp.can_activate(board, "mono", 3, timeout=None)
    assert not plain.abilities[0].can_activate and plain.mode == "mana_abilities"
    held = mtgasp.can_activate(board, "mono", 3, with_priority=True, timeout=None)
    assert held.abilities[0].can_activate and held.mode == "with_priority" and held.complete


def test_can_activate_with_priority_devoted_druid_alone_does_not_pay_three():
    # Devoted Druid ruling 2018-12-07: it makes {G}, is untapped with one counter, makes {G} again, and dies at its
    # second counter (CR 704.5f): {G}{G} holding priority, not {3} (proven: every sequence repeats a state).
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Devoted Druid, controller: alice, id: druid}
    """ + BASALT_TAPPED)
    held = mtgasp.can_activate(board, "mono", 3, with_priority=True, timeout=None)
    assert not held.abilities[0].can_activate and held.complete
    assert [str(r.code.term) for r in held.abilities[0].reasons] == ['mana_unpaid("alice","{3}")']


def test_cli_can_activate_with_priority():
    path = ROOT / "examples" / "devoted_druid.yaml"
    out = run_cli("can-activate", str(path), "druid", "--with-priority", "--timeout", "600", timeout=700)
    assert out.returncode == 0, out.stderr
    assert "holding priority" in out.stdout
    answer = json.loads(run_cli("can-activate", str(path), "druid", "--with-priority", "--json").stdout)
    assert answer["mode"] == "with_priority"


def test_an_unmodelled_activated_ability_makes_holding_priority_incomplete():
    # Holding priority the player may activate any activated ability (CR 602.2): Kiora's Follower's "{T}: Untap another
    # target permanent." (not modelled: "another target") untaps a permanent that taps for mana. The search doesn't
    # follow it: the answer says so, naming it, rather than {G}{G} said complete.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Kiora's Follower, controller: alice, id: follower}
          - {card: Llanowar Elves, controller: alice, id: elf}
          - {card: Forest, controller: alice, id: forest}
    """)
    assert not result.complete
    assert "Function('loop_unread', [String(\"Kiora's Follower\"), Number(1)]" in repr(result.notes)


def test_an_animation_the_search_does_not_follow_makes_holding_priority_incomplete():
    # Holding priority, alice may pay {1} (her Plains' {W}) for Mishra's Factory's "becomes a 2/2 Assembly-Worker
    # artifact creature until end of turn" (CR 602.2, 611.2), then tap it for Springleaf Drum's "{T}, Tap an untapped
    # creature you control: Add one mana of any color." (CR 118.3): a pool of one {G}, which {W}{C} doesn't hold. The
    # search doesn't follow a lasting effect that makes a creature: the answer says so, naming the ability, not
    # {W}{C} said complete (red-team find of session 20). While paying a cost only mana abilities are activated (CR
    # 605.3a): there {W}{C} is the whole answer.
    board = """
        players: [alice]
        battlefield:
          - {card: Mishra's Factory, controller: alice}
          - {card: Springleaf Drum, controller: alice}
          - {card: Plains, controller: alice}
    """
    result = priority(board)
    assert not result.complete
    assert "Function('loop_unread', [String(\"Mishra's Factory\"), Number(2)]" in repr(result.notes)
    paying = mtgasp.mana(board_from(board), "alice")
    assert paying.complete and [o.mana for o in paying.options] == ["WC"]


# Pili-Pala + Grand Architect (CR 732.2). Grand Architect's "{U}: Target artifact creature becomes blue until end of
# turn." is put on the stack and resolves (CR 602.2, 608.2; layer 5, 613.1e); its "Tap an untapped blue creature you
# control: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts." taps blue
# Pili-Pala (ruling 2011-01-01: "Since Grand Architect's last ability doesn't have a tap symbol in its cost, you can tap
# a blue creature (including Grand Architect itself) ..."), and that {C}{C}, restricted (CR 106.6), pays Pili-Pala's
# "{2}, {Q}: Add one mana of any color." (an artifact's ability), which untaps it (CR 107.6).
PILI_PALA = """
    players: [alice]
    battlefield:
      - {card: Pili-Pala, controller: alice}
      - {card: Grand Architect, controller: alice}
"""


def test_pili_pala_and_grand_architect_with_an_island_make_any_amount_of_every_type():
    result = priority(PILI_PALA + "      - {card: Island, controller: alice}\n")
    assert result.complete and result.unbounded == "WUBRGC"
    assert [o.mana for o in result.options] == [""]
    # (The Island's {U} makes Pili-Pala blue first: Grand Architect ruling 2011-01-01, "Turning an artifact creature
    # blue with the second ability will override any other color(s) the creature previously had.")
    assert [(s.activation.permanent, s.activation.ability, s.rule) for s in result.setup] == [
        ("island", 1, "605.3a"), ("grand-architect", 2, "602.2, 608.2, 613.1e")]
    assert "target: pili-pala" in result.setup[1].activation.text and result.setup[1].activation.pays == "U"
    assert [(s.activation.permanent, s.activation.ability, s.activation.taps, s.rule) for s in result.loop] == [
        ("grand-architect", 3, "pili-pala", "605.3a"), ("pili-pala", 2, None, "605.3a")]
    assert result.loop[1].activation.pays == "CC" and len(result.loop[1].activation.adds) == 1
    # (The restricted mana is said: it was spent on an artifact's ability only.)
    assert "loop_restricted" in repr(result.notes)


def test_pili_pala_and_grand_architect_without_blue_mana_make_two_colorless():
    # No {U} to make Pili-Pala blue: Grand Architect taps itself for {C}{C}; Pili-Pala is untapped, so its {Q} can't be
    # paid (Pili-Pala ruling 2008-05-01: "If Pili-Pala is already untapped, you can't activate its {Q} ability."). The
    # same answer as the mana abilities alone: finite, complete, and Grand Architect's color ability was considered.
    result = priority(PILI_PALA)
    assert result.complete and result.unbounded == ""
    assert [o.mana for o in result.options] == ["CC"]
    assert result.options[0].activations[0].taps == "grand-architect"


def test_pili_pala_already_blue_needs_no_island():
    # The effect of Grand Architect's second ability, resolved earlier this turn (the board's effects: entry, CR 611.2):
    # Pili-Pala is blue (layer 5), so the loop needs no {U}.
    board = board_from(PILI_PALA + """    effects:
      - {card: Grand Architect, controller: alice, source: grand-architect, targets: [pili-pala]}
""")
    assert mtgasp.show(board).objects["pili-pala"].colors == ("u",)
    result = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert result.complete and result.unbounded == "WUBRGC" and result.setup == ()


def test_pili_pala_alone_untaps_once():
    # A finite look-alike: tapped Pili-Pala and two Forests: {G}{G} pays its {2}, {Q} once (it is then untapped and
    # nothing taps it again): one mana of any color, or the {G}{G} kept.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Pili-Pala, controller: alice, tapped: true}
          - {card: Forest, controller: alice}
          - {card: Forest, controller: alice, id: forest-2}
    """)
    assert result.complete and result.unbounded == ""
    assert sorted(o.mana for o in result.options) == sorted(["GG", "W", "U", "B", "R"])


def test_cli_pili_pala_and_grand_architect(tmp_path):
    path = tmp_path / "pili.yaml"
    path.write_text(PILI_PALA.replace("\n    ", "\n") + "  - {card: Island, controller: alice}\n")
    out = run_cli("mana", str(path), "alice", "--with-priority", "--json", "--timeout", "600", timeout=700)
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert answer["unbounded"] == "WUBRGC" and answer["complete"]
    assert [s["permanent"] for s in answer["loop_setup"]] == ["island", "grand-architect"]
    assert [s["rule"] for s in answer["loop"]] == ["605.3a", "605.3a"]
    text = run_cli("mana", str(path), "alice", "--with-priority", "--timeout", "600", timeout=700)
    words = " ".join(text.stdout.split())
    assert "plus any amount of {W}{U}{B}{R}{G}{C}" in words and "(tapping pili-pala)" in words
    assert "can be spent only on the abilities of artifacts (CR 106.6)" in words


def test_freed_from_the_real_on_llanowar_elves_is_finite_and_exact():
    # "{U}: Untap enchanted creature." on a creature that taps for {G}: each untap costs a {U} it doesn't make. With an
    # Island: {U}{G}, or the {U} spent on one untap for {G}{G}. Its "{U}: Tap enchanted creature." (CR 701.26a) can't
    # help (Llanowar Elves has no {Q} ability): the answer is complete. (Freed from the Real ruling 2018-03-16: "Only
    # the player who controls Freed from the Real can activate its abilities.")
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Llanowar Elves, controller: alice}
          - {card: Freed from the Real, controller: alice, attached_to: llanowar-elves}
          - {card: Island, controller: alice}
    """)
    assert result.complete and result.unbounded == ""
    assert sorted(o.mana for o in result.options) == ["GG", "UG"]


def test_freed_from_the_real_on_bloom_tender_makes_any_amount_of_green():
    # Bloom Tender: "{T}: For each color among permanents you control, add one mana of that color." Freed from the Real
    # is blue, Bloom Tender green: {U}{G} a tap, and the {U} pays the untap (CR 732.2): any amount of {G}.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Bloom Tender, controller: alice, id: tender}
          - {card: Freed from the Real, controller: alice, attached_to: tender}
    """)
    assert result.unbounded == "G"
    assert [(s.activation.permanent, s.activation.ability) for s in result.loop] == [("tender", 1),
                                                                                     ("freed-from-the-real", 3)]
    # (Beside it the {U} is bounded, one at most; the search says it may need the loop repeated more: incomplete.)
    assert not result.complete and "loop_finite_beside" in repr(result.notes)


def brute_force_pili_pala(island: bool, pp_tapped: bool, ga_tapped: bool, cap: int = 6) -> tuple[str, dict[str, int]]:
    """(the unbounded types in WUBRGC order, the most of U, of C and of all mana a finite pool holds) for Pili-Pala,
    Grand Architect and maybe an Island: every state reachable holding priority, its own model of the Oracle texts
    quoted below, each type capped at `cap` (a type reaching cap - 1 is unbounded: no finite pool of these cards
    holds that much). W, B, R and G are alike here (kept sorted)."""
    # state: Pili-Pala tapped, Grand Architect tapped, Island tapped, Pili-Pala blue, {U}, sorted (W, B, R, G),
    # restricted {C}
    start = (pp_tapped, ga_tapped, not island, False, 0, (0, 0, 0, 0), 0)
    seen = {start}
    todo = [start]

    def takes(others: tuple[int, ...], k: int):
        if k == 0:
            yield others
            return
        for i, v in enumerate(others):
            if v:
                yield from takes(others[:i] + (v - 1,) + others[i + 1:], k - 1)

    while todo:
        ppt, gat, ist, blue, u, others, cr = todo.pop()
        nexts = []
        if not ist:  # Island: "{T}: Add {U}."
            nexts.append((ppt, gat, True, blue, u + 1, others, cr))
        if u:  # "{U}: Target artifact creature becomes blue until end of turn." (not an artifact's: no {C} from below)
            nexts.append((ppt, gat, ist, True, u - 1, others, cr))
        # "Tap an untapped blue creature you control: Add {C}{C}. Spend this mana only to cast artifact spells or
        # activate abilities of artifacts." (no {T}: Grand Architect tapped taps Pili-Pala)
        if not gat:
            nexts.append((ppt, True, ist, blue, u, others, cr + 2))
        if blue and not ppt:
            nexts.append((True, gat, ist, blue, u, others, cr + 2))
        if ppt:  # Pili-Pala, an artifact: "{2}, {Q}: Add one mana of any color." (any of this mana pays it)
            for from_u in range(min(u, 2) + 1):
                for from_c in range(min(cr, 2 - from_u) + 1):
                    for rest in set(takes(others, 2 - from_u - from_c)):
                        nexts.append((False, gat, ist, blue, u - from_u + 1, rest, cr - from_c))
                        nexts.extend((False, gat, ist, blue, u - from_u, rest[:i] + (rest[i] + 1,) + rest[i + 1:],
                                      cr - from_c) for i in range(4))
        for n in nexts:
            n = (*n[:5], tuple(sorted(n[5])), n[6])
            if max(n[4], *n[5], n[6]) <= cap and n not in seen:
                seen.add(n)
                todo.append(n)
    unbounded = ""
    if any(s[4] >= cap - 1 for s in seen):
        unbounded += "U"
    if any(max(s[5]) >= cap - 1 for s in seen):
        unbounded = "W" + unbounded + "BRG"
    if any(s[6] >= cap - 1 for s in seen):
        unbounded += "C"
    return unbounded, {"U": max(s[4] for s in seen), "C": max(s[6] for s in seen),
                       "all": max(s[4] + sum(s[5]) + s[6] for s in seen)}


@pytest.mark.slow
@pytest.mark.parametrize("island, pp_tapped, ga_tapped", [(True, True, True), (False, True, False),
                                                          (False, False, True), (True, False, True)])
def test_pili_pala_agrees_with_a_brute_force(island, pp_tapped, ga_tapped):
    # (Tapped Pili-Pala and Grand Architect with no Island: the Architect taps itself, its {C}{C} untaps Pili-Pala for a
    # {U}, which makes Pili-Pala blue: a loop. With both tapped and an Island: {U}, nothing pays {2}.)
    unbounded, most = brute_force_pili_pala(island, pp_tapped, ga_tapped)
    result = priority(f"""
        players: [alice]
        battlefield:
          - {{card: Pili-Pala, controller: alice, tapped: {str(pp_tapped).lower()}}}
          - {{card: Grand Architect, controller: alice, tapped: {str(ga_tapped).lower()}}}
    """ + ("      - {card: Island, controller: alice}\n" if island else ""))
    assert result.complete and result.unbounded == unbounded
    if not unbounded:
        pools = [o.mana for o in result.options]
        assert {"U": max(p.count("U") for p in pools), "C": max(p.count("C") for p in pools),
                "all": max(len(p) for p in pools)} == most


def test_the_pili_pala_brute_force_finds_the_loops():
    # (The brute force itself: the loop with an Island, none with both tapped.)
    assert brute_force_pili_pala(True, False, False)[0] == "WUBRGC"
    assert brute_force_pili_pala(True, True, True) == ("", {"U": 1, "C": 0, "all": 1})
    assert brute_force_pili_pala(False, False, False) == ("", {"U": 0, "C": 2, "all": 2})


def test_restricted_mana_pays_no_cost_asked_about():
    # Grand Architect's {C}{C} can be spent only on artifact spells and abilities of artifacts (CR 106.6); what a cost
    # given with --cost is for is not known: that mana doesn't pay it, and "not payable" is not proven.
    result = mtgasp.mana(board_from(PILI_PALA), "alice", with_priority=True, cost="{2}", timeout=None)
    assert result.cost is not None and not result.cost.payable and not result.cost.complete
    assert not result.complete


# Issue 32, the cards the previous round left incomplete: Pemmin's Aura ("{U}: Untap enchanted creature." beside three
# abilities that change only flying, shroud, and power and toughness until end of turn: only_changes/3), Umbral Mantle
# (its granted "{3}, {Q}: This creature gets +2/+2 until end of turn.": {Q} untaps the creature as a cost, CR 107.6)
# and Staff of Domination ("{1}: Untap this artifact.", "{3}, {T}: Untap target creature."; "You gain 1 life" and
# "Draw a card" change nothing the search reads here).
def elves(n: int) -> str:
    names = ("Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves", "Llanowar Elves", "Elvish Mystic")
    return "".join(f"      - {{card: {names[i]}, controller: alice, id: elf{i + 1}}}\n" for i in range(n))


PRIEST = """
    players: [alice]
    battlefield:
      - {card: Priest of Titania, controller: alice, id: priest}
"""


def test_pemmins_aura_on_priest_of_titania_is_finite_without_blue():
    # Priest of Titania with two other Elves: "{T}: Add {G} for each Elf on the battlefield" is {G}{G}{G}. Pemmin's
    # Aura's untap costs {U}, which only the Island makes, once: elves {G}{G}, Priest {G}{G}{G}, Island {U} paid to
    # untap the Priest, Priest {G}{G}{G} again: {G}×8; or the {U} kept: {U}{G}×5. Its other abilities (flying,
    # shroud, +1/-1 or -1/+1 until end of turn) change nothing this board's mana reads: left out, and the answer is
    # complete (it was incomplete, naming them, before).
    result = priority(PRIEST + elves(2) + """      - {card: Pemmin's Aura, controller: alice, attached_to: priest}
      - {card: Island, controller: alice, id: island}
""")
    assert result.complete and result.unbounded == ""
    assert [o.mana for o in result.options] == ["GGGGGGGG", "UGGGGG"]
    assert ("pemmin-s-aura", 2) in [(a.permanent, a.ability) for a in result.options[0].activations]


def test_pemmins_aura_on_zaxara_makes_any_amount_of_every_color():
    # Zaxara, the Exemplary: "{T}: Add two mana of any one color." Tap for {U}{U}, pay {U} to untap it (Pemmin's Aura,
    # CR 602.2, 608.2): the same board with {U} more (CR 732.2). Tapping for two of another color then paying {U}
    # from that surplus makes any amount of each color: {W}{U}{B}{R}{G}, and no other type is made.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: "Zaxara, the Exemplary", controller: alice, id: zaxara}
          - {card: Pemmin's Aura, controller: alice, attached_to: zaxara, id: aura}
    """)
    assert result.complete and result.unbounded == "WUBRG"
    assert [(s.activation.permanent, s.activation.ability) for s in result.loop] == [("zaxara", 2), ("aura", 2)]


def test_pemmins_aura_on_birds_of_paradise_is_finite():
    # A look-alike: Birds of Paradise makes one mana, and its untap costs one {U}: no surplus. With an Island: Island
    # {U}, Birds one mana of any color, or the {U} paid to untap the Birds and two mana of any colors: every pair of
    # colors, 15 pools (CR 732.2: repeating gains nothing).
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Birds of Paradise, controller: alice, id: birds}
          - {card: Pemmin's Aura, controller: alice, attached_to: birds, id: aura}
          - {card: Island, controller: alice, id: island}
    """)
    assert result.complete and result.unbounded == ""
    assert len(result.options) == 15 and all(len(o.mana) == 2 for o in result.options)


def test_pemmins_aura_pump_is_read_where_toughness_is():
    # Devoted Druid's cost puts -1/-1 counters: its toughness is read (CR 704.5f), and Pemmin's Aura's "-1/+1 until
    # end of turn" could let it survive another untap. The search doesn't follow that effect: it says so.
    result = priority("""
        players: [alice]
        battlefield:
          - {card: Devoted Druid, controller: alice, id: druid}
          - {card: Pemmin's Aura, controller: alice, attached_to: druid}
    """)
    assert not result.complete
    assert "Function('loop_unread', [String(\"Pemmin's Aura\"), Number(5)]" in repr(result.notes)


# (In bob's turn: the Mantle's "Equip {0}" can't be activated then, CR 702.6a, 307.1; in alice's the search doesn't
# follow it moving the Mantle, and says so: tests/rules/test_redteam_session23.py.)
MANTLE_PRIEST = """
    players: [alice, bob]
    active_player: bob
    battlefield:
      - {card: Priest of Titania, controller: alice, id: priest}
"""


def test_umbral_mantle_on_priest_with_three_elves_is_finite():
    # Priest of Titania with two other Elves taps for {G}{G}{G}; the granted "{3}, {Q}: This creature gets +2/+2 until
    # end of turn." untaps it for exactly {3} (CR 107.6): no surplus. Elves {G}{G} and Priest {G}{G}{G}: {G}×5.
    mantle = "      - {card: Umbral Mantle, controller: alice, attached_to: priest}\n"
    result = priority(MANTLE_PRIEST + elves(2) + mantle)
    assert result.complete and result.unbounded == ""
    assert [o.mana for o in result.options] == ["GGGGG"]
    # In alice's turn the Equip may move the Mantle (CR 702.6a): the same pools, not proven.
    mine = priority(PRIEST + elves(2) + mantle)
    assert [o.mana for o in mine.options] == ["GGGGG"] and not mine.complete
    assert "Function('loop_unread', [String('Umbral Mantle'), Number(2)]" in repr(mine.notes)


def test_umbral_mantle_on_priest_with_four_elves_makes_any_amount_of_green():
    # A fourth Elf (tapped: it still counts, "for each Elf on the battlefield"): the Priest taps for {G}{G}{G}{G}, {3}
    # and {Q} untap it: {G} more each time (CR 732.2). The +2/+2 is read by nothing here.
    result = priority(MANTLE_PRIEST + elves(2) + """      - {card: Llanowar Elves, controller: alice, id: elf3, tapped: true}
      - {card: Umbral Mantle, controller: alice, attached_to: priest}
""")
    assert result.complete and result.unbounded == "G"
    assert [(s.activation.permanent, s.activation.adds, s.activation.pays) for s in result.loop] == [
        ("priest", "GGGG", ""), ("priest", "", "GGG")]


def test_umbral_mantle_on_a_summoning_sick_creature():
    # CR 302.6: a summoning-sick Priest can't use {T} nor {Q} (the granted ability can't be activated, and the answer
    # is still complete): only the Elves' {G}{G}.
    result = priority(MANTLE_PRIEST.replace("id: priest}", "id: priest, sick: true}") + elves(2)
                      + "      - {card: Umbral Mantle, controller: alice, attached_to: priest}\n")
    assert result.complete and [o.mana for o in result.options] == ["GG"]


def test_staff_of_domination_with_a_priest_making_four_is_finite():
    # Untapping the Priest costs {3} and {T} of the Staff, untapping the Staff {1}: {4} a cycle, as much as the Priest
    # (four Elves) makes. Elves {G}{G}{G}, Priest {G}×4 = 7; {3} untaps the Priest, which makes 4 more: 8; a further
    # cycle ({1}, then {3}) gives back 4 for 4. {G}×8 (the Staff's "gain 1 life" and "draw a card" read by nothing).
    result = priority("    players: [alice]\n    battlefield:\n"
                      "      - {card: Staff of Domination, controller: alice, id: staff}\n"
                      "      - {card: Priest of Titania, controller: alice, id: priest}\n" + elves(3))
    assert result.complete and result.unbounded == ""
    assert [o.mana for o in result.options] == ["GGGGGGGG"]
    assert ("staff", 3) in [(a.permanent, a.ability) for a in result.options[0].activations]


def test_staff_of_domination_with_a_priest_making_five_makes_any_amount_of_green():
    # Five Elves: {G}×5 a tap, {4} a cycle: {G} more each time (CR 732.2).
    result = priority("    players: [alice]\n    battlefield:\n"
                      "      - {card: Staff of Domination, controller: alice, id: staff}\n"
                      "      - {card: Priest of Titania, controller: alice, id: priest}\n" + elves(4))
    assert result.complete and result.unbounded == "G"
    assert sorted((s.activation.permanent, s.activation.ability) for s in result.loop) == [
        ("priest", 1), ("staff", 1), ("staff", 3)]


def test_staff_of_domination_life_is_read_by_a_trigger():
    # Elvish Visionary has a triggered ability ("When this creature enters, draw a card."): the search reads no trigger
    # event, so the Staff's "You gain 1 life" and "Draw a card" are not left out as changing nothing: said.
    result = priority("    players: [alice]\n    battlefield:\n"
                      "      - {card: Staff of Domination, controller: alice, id: staff}\n"
                      "      - {card: Elvish Visionary, controller: alice, id: visionary}\n")
    assert not result.complete
    assert "Function('loop_unread', [String('Staff of Domination'), Number(2)]" in repr(result.notes)


def test_staff_of_domination_needs_a_target():
    # CR 601.2c: "Untap target creature." / "Tap target creature." can't be activated with no creature to target (it
    # was unmodelled, and can-activate incomplete, before); with a creature, it can (its {3} from the Forests).
    forests = "".join(f"      - {{card: Forest, controller: alice, id: f{i}}}\n" for i in range(4))
    staff = "    players: [alice]\n    battlefield:\n      - {card: Staff of Domination, controller: alice, id: staff}\n"
    alone = mtgasp.can_activate(board_from(staff + forests), "staff", timeout=None)
    by_number = {a.ability: a for a in alone.abilities}
    assert not by_number[3].can_activate and not by_number[4].can_activate
    assert [str(r.code.term) for r in by_number[3].reasons] == ["no_target"]
    with_elf = mtgasp.can_activate(board_from(staff + forests + elves(1)), "staff", timeout=None)
    assert {a.ability: a.can_activate for a in with_elf.abilities}[3]


# Beside a loop, the pools of the types no loop makes (queries/mana_loops.lp: loop_with_loop, beside). Where every mana
# of those types comes from permanents tapped only for an ability whose cost is {T} (first_pure/1), no sequence makes
# more of them however often the loop is repeated, and the rules prove the pools listed are all of them.
DRUID_VIZIER_LANDS = DRUID_VIZIER + """
      - {card: Plains, controller: alice}
      - {card: Island, controller: alice}
"""


def test_lands_beside_a_loop_are_proven():
    # CR 732.2: the Druid's loop makes any amount of {G}; the Plains and the Island add {W}{U} once, whatever the loop
    # does: {W}{U} beside any amount of {G}, complete (was incomplete: loop_finite_beside).
    result = priority(DRUID_VIZIER_LANDS)
    assert result.unbounded == "G" and result.complete
    assert [o.mana for o in result.options] == ["WU"]
    assert "loop_finite_beside" not in repr(result.notes)


def test_the_pools_beside_a_loop_are_maximal_in_the_other_types():
    # Birds of Paradise: "{T}: Add one mana of any color." Its {G} is worth nothing beside any amount of {G}: the pools
    # are maximal in the other types ({W} alone, Birds adding {G}, is not one of them).
    result = priority(DRUID_VIZIER + """
      - {card: Birds of Paradise, controller: alice}
      - {card: Plains, controller: alice}
    """)
    assert result.unbounded == "G" and result.complete
    assert sorted(o.mana for o in result.options) == ["WB", "WR", "WU", "WW"]


def test_a_cost_beside_a_loop_is_proven_not_payable():
    result = mtgasp.mana(board_from(DRUID_VIZIER_LANDS), "alice", with_priority=True, cost="{W}{W}", timeout=None)
    assert result.cost is not None and not result.cost.payable and result.cost.complete
    paid = mtgasp.mana(board_from(DRUID_VIZIER_LANDS), "alice", with_priority=True, cost="{W}{U}{G}{G}{G}{G}{G}{G}{G}",
                       timeout=None)
    assert paid.cost is not None and paid.cost.payable and paid.cost.complete


def test_the_beside_question_finds_a_pool_the_list_lacks():
    # The proof's question (loop_mode(beside)) must find a sequence ending with more than each pool listed when a
    # pool is missing: listed {U} alone, the Plains' {W} exceeds it; listed {W}{U}, nothing does.
    from mtgasp.engine.solver import solve_models
    from mtgasp.queries.run import facts_for
    from mtgasp.queries.terms import fact

    base = (facts_for(board_from(DRUID_VIZIER_LANDS)) + fact("plan_player", "alice") + fact("loop_player", "alice") +
            "loop_mode(beside).\nloop_unbounded(g).\nloop_listed_pool(0).\nloop_listed(0,u,1).\n")
    lacking = solve_models("mana_loops", base + "loop_listed(0,w,0).\n", max_models=1, timeout=None)
    whole = solve_models("mana_loops", base + "loop_listed(0,w,1).\n", max_models=1, timeout=None)
    assert lacking.models  # (one is enough: the search stops there)
    assert not whole.models and whole.complete


def test_mana_of_a_permanent_a_loop_can_untap_stays_unproven_beside_it():
    # Voltaic Key ("{1}, {T}: Untap target artifact.") can untap Mind Stone once more with the loop's {G}: its {C} is
    # added by an ability activated during the sequence (loop_finite_open), so the pools beside the loop stay unproven.
    result = priority(DRUID_VIZIER + """
      - {card: Voltaic Key, controller: alice}
      - {card: Mind Stone, controller: alice}
    """)
    assert result.unbounded == "G" and not result.complete
    assert "loop_finite_beside" in repr(result.notes)
