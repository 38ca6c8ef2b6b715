

# CR 700.2, 608.2c — a modal spell's or activated ability's other modes are one-shot (no lasting effect): the entry
# under effects: is the damage mode, the others riders.

def test_the_compiler_reads_the_one_shot_modes():
    status, got = compiled("Rith's Charm")[1]
    assert status == "rider" and {"rider(destroy)", "rider(create_tokens)", "replacement_condition(source_chosen)",
                                  "replacement_option(1,prevent_all)"} <= got, (status, got)
    status, got = compiled("Balm of Restoration")[2]
    assert status == "compiled" and {"effect_ability", "rider(life_gain)", "replacement_option(1,prevent(2))"} <= got, \
        (status, got)


@pytest.mark.parametrize("source, expected", [
    # "Prevent all damage a source of your choice would deal this turn." (CR 615.7): the chosen source's, not another's
    ("giant", (0, 3)),
    ("bears", (3, 0)),
])
def test_rith_s_charm(tmp_path, source, expected):
    _cited("Rith's Charm Oracle text: \"Prevent all damage a source of your choice would deal this turn.\"")
    _cited("CR 700.2: \"A spell or ability is modal if it has two or more options in a bulleted list preceded by "
           "instructions for a player to choose a number of those options, such as “Choose one —.”\"")
    board = _board(tmp_path, "{card: Rith's Charm, controller: bob, id: s, chosen: {source: giant}}")
    complete, results, notes = _orderings(board, source, "jace" if source == "giant" else "giant", 3)
    assert complete and {(d, p) for _, d, p in results} == {expected}, (results, notes)


@pytest.mark.parametrize("target, expected", [
    # "Prevent the next 2 damage that would be dealt to any target this turn." on its target: 2 of 3 prevented
    ("giant", ("giant", 1, 2)),
    ("bears", ("bears", 3, 0)),
])
def test_balm_of_restoration(tmp_path, target, expected):
    board = _board(tmp_path, "{card: Balm of Restoration, controller: bob, id: s, targets: [giant]}")
    complete, results, notes = _orderings(board, "jace", target, 3)
    assert complete and results == {expected}, (results, notes)
