"""A newcomer's help: the first-start welcome (shown once, its rules chosen before the first
deal, remembered) and the tooltip on every contract button of the auction."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from bschnapsen_gui.engine import CONTRACT_TABLE, Contract, Goal, Phase, RuleSet, Verb
from bschnapsen_gui.engine.contracts import Announcers
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.storage import settings

from .helpers import choose, click_action, wait_for_human_or_end


def test_each_contract_tip_says_who_leads_as_the_contract_table_does(make_game):
    game = make_game(seed=2)
    for lang in ("en", "de", "ru"):
        game.translations.switch(lang)
        tips = {c: labels.contract_tip(c) for c in Contract}
        assert len(set(tips.values())) == len(Contract), lang  # one sentence each, no two alike
        for c, tip in tips.items():
            assert tip and tip.count(". ") == 0, (lang, c, tip)  # one sentence
        if lang != "en":
            continue
        for c, tip in tips.items():
            spec = CONTRACT_TABLE[c]
            if spec.goal is Goal.SHOWN:
                assert "no card is played" in tip, c
            elif spec.declarer_leads or spec.announcers is Announcers.RUFER:
                assert "you lead" in tip and "the Rufer leads" not in tip, c  # the announcer leads
            else:
                assert "the caller leads" in tip and "you lead" not in tip, c
            if spec.goal is not Goal.SHOWN:
                assert ("without trump" in tip) == (not spec.trump), c
    game.translations.switch("en")
    english = labels.contract_tip(Contract.GANG)
    game.translations.switch("de")
    assert labels.contract_tip(Contract.GANG) != english
    game.translations.switch("en")


def test_every_contract_button_of_the_auction_has_its_tooltip(qtbot, make_game):
    game = make_game(seed=4)
    game.start()
    game.controller.set_match(Match(PRESETS["all_contracts"], 4, dealer=3))
    c = game.controller
    seen = 0
    for _ in range(60):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            c.next_deal()
            continue
        if c.deal.phase is Phase.AUCTION:
            panel = game.window.view.action_panel
            assert panel.isVisible()
            for button, action in zip(panel.buttons, panel.payloads):
                if action.verb is Verb.BID and isinstance(action.value, Contract):
                    tip = button.toolTip()
                    assert labels.contract_tip(action.value).split(";")[0] in tip, (action.value, tip)
                    seen += 1
            if seen:
                break
        click_action(qtbot, game, choose(c.human_options))
    assert seen >= 2


def _welcome_game(make_game, **kw):
    game = make_game(seed=5, welcome=True, **kw)
    game.start()
    return game


def test_the_welcome_holds_the_first_deal_and_sets_the_rules_chosen(qtbot, make_game):
    game = _welcome_game(make_game)
    dlg = game.welcome
    assert dlg is not None and dlg.isVisible()
    c = game.controller
    assert c.paused and not c.deal.history  # nothing is played behind the welcome
    assert dlg.preset() == "standard"
    dlg.choices["traditional"].setChecked(True)
    qtbot.mouseClick(dlg.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.welcome is None)
    assert not c.paused
    assert c.match.rules == PRESETS["traditional"] and c.deal.rules == PRESETS["traditional"]
    stored = json.loads(settings.settings_path().read_text())
    assert stored["welcomed"] is True and stored["rules"] == "traditional"
    assert game.window.rules_actions["traditional"].isChecked()
    wait_for_human_or_end(qtbot, game)  # and the game goes on


def test_the_welcome_opens_over_the_middle_of_the_window(qtbot, make_game):
    game = make_game(seed=5, welcome=True)
    w = game.window
    avail = w.screen().availableGeometry()
    w.setGeometry(avail.left() + 60, avail.top() + 40, 700, 520)
    w.show()
    qtbot.waitExposed(w)
    game.start()
    dlg = game.welcome
    assert dlg is not None
    qtbot.waitExposed(dlg)
    dlg.move(avail.topLeft())  # where it opened before, at the screen's top left
    dlg.centre()
    centre, middle = dlg.frameGeometry().center(), w.frameGeometry().center()
    assert abs(centre.x() - middle.x()) <= 2 and abs(centre.y() - middle.y()) <= 2, (centre, middle)
    dlg.move(avail.topLeft())
    dlg.hide()
    dlg.show()  # showing it centres it
    qtbot.waitUntil(lambda: (dlg.frameGeometry().center() - w.frameGeometry().center()).manhattanLength() <= 4)
    dlg.reject()


def test_the_welcome_is_shown_once(qtbot, make_game):
    first = _welcome_game(make_game)
    assert first.welcome is not None
    first.welcome.reject()  # Escape: welcomed all the same, with the Standard rules
    qtbot.waitUntil(lambda: first.welcome is None)
    assert first.controller.match.rules == RuleSet()
    again = _welcome_game(make_game)
    assert again.welcome is None and not again.controller.paused


def test_older_settings_are_of_a_player_who_needs_no_welcome(private_dirs):
    cfg = private_dirs / "config"
    cfg.mkdir(parents=True, exist_ok=True)
    (cfg / "settings.json").write_text(json.dumps(
        {"format": settings.FORMAT, "version": 2, "lang": "de", "rules": "standard"}), encoding="utf-8")
    s, broken = settings.load_settings()
    assert broken is None and s.welcomed and s.lang == "de"
    assert not settings.Settings().welcomed  # a first start


def test_the_welcome_speaks_every_language(qtbot, make_game):
    for lang, words in (("en", "F1"), ("de", "Losspielen"), ("ru", "Начать игру")):
        game = _welcome_game(make_game, lang=lang)
        dlg = game.welcome
        assert dlg is not None
        texts = dlg.how.text() + dlg.play.text() + "".join(b.text() for b in dlg.choices.values())
        assert words in texts, lang
        assert "F1" in dlg.how.text()
        assert [b.text() for b in dlg.choices.values()] == [labels.preset_name(p) for p in settings.RULE_PRESETS]
        dlg.accept()
        qtbot.waitUntil(lambda g=game: g.welcome is None)
        settings.settings_path().unlink()  # the next language starts for the first time again
