"""When the human's team may say genug while a computer is about to play, the game waits
a moment for the human (a short timer, cancelled when he acts)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bschnapsen_gui.engine import Verb

from .helpers import deal_log, scripted_game, show_log


def test_genug_moment_for_the_human(qtbot, make_game, monkeypatch):
    # the partner (seat 2) has just taken the first trick and is to lead: the human may
    # say genug first (tests/gui/data/partner_takes_three_tricks.json after 11 actions)
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    with qtbot.assertNotEmitted(c.actionApplied):
        show_log(game, script, deal_log("partner_takes_three_tricks"), upto=11)
        assert c.deal.to_act == 2
        genug = [a for a in c.human_options if a.verb is Verb.GENUG]
        assert genug, "the human's team may say genug"
        assert c._grace.isActive()
        panel = game.window.view.action_panel
        assert panel.isVisible() and genug[0] in panel.payloads
        # the computer answers, and its card is held back for the human's moment
        assert c.thinking_seat == 2
        qtbot.waitUntil(lambda: c.thinking_seat is None)
        assert c._grace.isActive(), "the computer must wait a moment"
    assert len(c.deal.history) == 11 and not script.off_script
    qtbot.keyClick(game.window.view, Qt.Key.Key_G)
    assert c.deal.finished and c.deal.history[-1].verb is Verb.GENUG
    assert not c._grace.isActive() and c.thinking_seat is None


def test_the_computer_plays_on_after_the_moment(qtbot, make_game, monkeypatch):
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    log = deal_log("partner_takes_three_tricks")
    show_log(game, script, log, upto=11)
    assert c._grace.isActive()
    # the human lets it pass: the partner leads the log's next card
    with qtbot.waitSignal(c.actionApplied, timeout=10_000) as played:
        pass
    assert played.args[0] == log.actions[11]
    assert not script.off_script
