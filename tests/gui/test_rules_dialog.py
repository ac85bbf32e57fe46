"""The rules dialog: every option reaches the engine from the next deal, a running deal is
asked about first, house-rule sets survive a restart, a broken file is kept aside."""

from __future__ import annotations

import json

from bschnapsen_gui.engine import RuleSet
from bschnapsen_gui.engine.rules import OPTIONS, PRESETS
from bschnapsen_gui.qt.i18n.ruletexts import GROUPS, TEXTS, example, explanation
from bschnapsen_gui.storage import houserules, settings

from .helpers import choose, click_action, wait_for_human_or_end


def test_every_option_has_words_and_a_control(make_game):
    game = make_game(seed=2)
    dlg = game.window.rules_dialog()
    assert sorted(dlg.controls) == sorted(OPTIONS)
    for name in OPTIONS:
        assert explanation(name).endswith(".") and example(name).startswith("Example:")
        _title, explain, ex = dlg._texts[name]
        assert explain.text() == explanation(name) and ex.text() == example(name)
        for v in OPTIONS[name].values:
            if OPTIONS[name].kind is not bool:
                assert v in TEXTS[name].values
    assert sum(len(names) for _, names in GROUPS) == len(OPTIONS)
    dlg.deleteLater()


def test_every_rule_option_through_the_dialog_reaches_the_next_deal(make_game):
    game = make_game(seed=3)
    c = game.controller
    window = game.window
    asked: list[str] = []
    window.confirm = lambda title, text: asked.append(text) or True  # type: ignore[method-assign]
    for name, spec in OPTIONS.items():
        for value in spec.values:
            if value == spec.default:
                continue
            dlg = window.rules_dialog()
            dlg.set_option(name, value)
            assert dlg.choice() == settings.CUSTOM_RULES or dlg.rules() in PRESETS.values()
            assert window.apply_rules(dlg.choice(), dlg.rules())
            dlg.deleteLater()
            want = RuleSet().replace(**{name: value})
            assert c.match.rules == want
            c.new_bummerl()  # the next deal
            assert getattr(c.deal.rules, name) == value, name
            assert c.deal.rules == want
            stored = json.loads(settings.settings_path().read_text())
            assert stored["rule_options"] == want.to_json()
            assert window.apply_rules("standard", RuleSet())
            c.new_bummerl()
    assert c.deal.rules == RuleSet()


def test_presets_in_the_dialog(make_game):
    game = make_game(seed=4)
    dlg = game.window.rules_dialog()
    for key in ("traditional", "all_contracts", "standard"):
        i = dlg.sets.findData(key)
        dlg.sets.setCurrentIndex(i)
        dlg._set_chosen(i)
        assert dlg.rules() == PRESETS[key] and dlg.choice() == key
    dlg.set_option("herzrunde", True)
    assert dlg.choice() == settings.CUSTOM_RULES
    dlg.deleteLater()


def test_a_running_deal_is_asked_about_and_keeps_its_rules(qtbot, make_game):
    game = make_game(seed=5)
    c = game.controller
    game.start()
    wait_for_human_or_end(qtbot, game)
    click_action(qtbot, game, choose(c.human_options))
    assert c.deal.history and not c.deal.finished
    window = game.window
    window.confirm = lambda title, text: False  # type: ignore[method-assign]
    assert not window.apply_rules("traditional", PRESETS["traditional"])
    assert c.match.rules == RuleSet()
    window.confirm = lambda title, text: True  # type: ignore[method-assign]
    assert window.apply_rules("traditional", PRESETS["traditional"])
    assert c.match.rules == PRESETS["traditional"]
    assert c.deal.rules == RuleSet()  # the running deal is played to its end as it began
    assert game.window.rules_actions["traditional"].isChecked()


def test_house_rules_survive_a_restart(make_game):
    game = make_game(seed=6)
    window = game.window
    dlg = window.rules_dialog()
    dlg.set_option("herzrunde", True)
    dlg.set_option("bettler_points", 5)
    dlg.ask_name = lambda parent, suggestion: "Stammtisch Hinterbrühl"  # type: ignore[method-assign]
    dlg.save_as()
    assert dlg.choice() == "house:Stammtisch Hinterbrühl"
    assert dlg.delete_button.isEnabled()
    window.apply_rules(dlg.choice(), dlg.rules())
    dlg.deleteLater()
    want = RuleSet(herzrunde=True, bettler_points=5)
    game.window.close()
    game.controller.shutdown()

    again = make_game(seed=7)  # a new match after the restart
    assert again.settings.rules == "house:Stammtisch Hinterbrühl"
    assert again.controller.match.rules == want
    dlg = again.window.rules_dialog()
    assert dlg.choice() == "house:Stammtisch Hinterbrühl" and dlg.rules() == want
    # choosing a preset and then the saved set brings it back
    dlg._set_chosen(dlg.sets.findData("standard"))
    assert dlg.rules() == RuleSet()
    dlg._set_chosen(dlg.sets.findData("house:Stammtisch Hinterbrühl"))
    assert dlg.rules() == want
    dlg.delete_set()
    assert houserules.HouseRules.load()[0].sets == {}
    dlg.deleteLater()


def test_broken_house_rules_file_is_kept_aside(make_game, private_dirs):
    path = houserules.house_rules_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        '{"format": "bauernschnapsen/house-rules", "version": 1, '
        '"sets": {"A": {"herzrunde": 1}, "B": {"bettler": false}}}'
    )
    game = make_game(seed=8)
    warned: list[str] = []
    game.window.warn = lambda title, text, detail="": warned.append(text + "\n" + detail)  # type: ignore[method-assign]
    dlg = game.window.rules_dialog()
    assert warned and "could not be read" in warned[0] and "herzrunde" in warned[0]
    assert list(dlg.house.sets) == ["B"]  # the good set is kept
    assert any(p.name.startswith("house-rules.json.broken-") for p in path.parent.iterdir())
    dlg.deleteLater()
    path.write_text("not json at all")
    warned.clear()
    dlg = game.window.rules_dialog()
    assert warned and dlg.house.sets == {}
    dlg.deleteLater()


def test_settings_version_1_is_upgraded(private_dirs):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": settings.FORMAT, "version": 1, "lang": "de", "pack": "french",
                                "speed": "fast", "strength": "expert", "rules": "traditional"}))
    s, broken = settings.load_settings()
    assert broken is None
    assert (s.lang, s.pack, s.speed, s.strength, s.rules) == ("de", "french", "fast", "expert", "traditional")
    assert s.rule_set() == PRESETS["traditional"]
    assert (s.counting_aid, s.auto_genug, s.sounds, s.volume) == (False, False, False, 70)
    settings.save_settings(s)
    assert json.loads(path.read_text())["version"] == settings.VERSION == 4
