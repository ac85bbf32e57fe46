"""When the human's team may say genug while a computer is about to play, the game waits
for the human: the Genug moment lasts until he says Genug or plays on (or, long enough
to read and decide, its timer runs out).  The tests drive the moment's timer
(``GameController.genug_timer``), never the clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.engine import Verb
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.qt.seats.computers import GENUG_MOMENT_MS

from .helpers import deal_log, scripted_game, show_log


def _moment(qtbot, make_game, monkeypatch, **options):
    """The partner (seat 2) has just taken the first trick and is to lead: the human may
    say genug first (tests/gui/data/partner_takes_three_tricks.json after 11 actions)."""
    game, script = scripted_game(make_game, monkeypatch, **options)
    c = game.controller
    log = deal_log("partner_takes_three_tricks")
    with qtbot.waitSignal(c.genugMoment) as began:
        show_log(game, script, log, upto=11)
    assert began.args == [True]
    assert c.deal.to_act == 2
    assert c.in_genug_moment and c.genug_timer.isActive()
    return game, script, log


def test_genug_moment_for_the_human(qtbot, make_game, monkeypatch):
    game, script, _ = _moment(qtbot, make_game, monkeypatch)
    c = game.controller
    with qtbot.assertNotEmitted(c.actionApplied):
        genug = [a for a in c.human_options if a.verb is Verb.GENUG]
        assert genug, "the human's team may say genug"
        panel = game.window.view.action_panel
        assert panel.isVisible() and genug[0] in panel.payloads
        # the computer answers, and its card is held back for the human's moment
        assert c.thinking_seat == 2
        qtbot.waitUntil(lambda: c.thinking_seat is None)
        assert c.genug_timer.isActive(), "the computer must wait for the human"
    assert len(c.deal.history) == 11 and not script.off_script
    qtbot.keyClick(game.window.view, Qt.Key.Key_G)
    assert c.deal.finished and c.deal.history[-1].verb is Verb.GENUG
    assert not c.genug_timer.isActive() and c.thinking_seat is None


def test_the_moment_lasts_until_the_player_plays_on(qtbot, make_game, monkeypatch):
    game, script, log = _moment(qtbot, make_game, monkeypatch)
    c = game.controller
    view = game.window.view
    panel = view.action_panel
    assert c.genug_timer.interval() == GENUG_MOMENT_MS[c.speed] >= 4000, "long enough to read and decide"
    assert GENUG_MOMENT_MS["normal"] >= 6000
    with qtbot.assertNotEmitted(c.actionApplied):
        qtbot.waitUntil(lambda: c.thinking_seat is None)  # the partner's card is there, held back
        QApplication.processEvents()
        assert c.genug_timer.isActive()
        # the panel offers Genug and playing on; Enter plays on (never a Genug by accident)
        assert Command.PLAY_ON in panel.payloads
        assert panel.payloads[panel.selected] is Command.PLAY_ON
    with qtbot.waitSignal(c.actionApplied, timeout=2000) as played, qtbot.waitSignal(c.genugMoment) as ended:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert ended.args == [False]
    assert played.args[0] == log.actions[11]
    assert not c.genug_timer.isActive()
    assert not script.off_script


def test_the_computer_plays_on_when_the_moment_runs_out(qtbot, make_game, monkeypatch):
    game, script, log = _moment(qtbot, make_game, monkeypatch)
    c = game.controller
    qtbot.waitUntil(lambda: c.thinking_seat is None)
    assert c.genug_timer.isActive()
    # the human lets it pass: the moment's time runs out (the test's timer, not the clock)
    with qtbot.waitSignal(c.actionApplied, timeout=2000) as played:
        c.genug_timer.start(0)
    assert played.args[0] == log.actions[11]
    assert Command.PLAY_ON not in game.window.view.action_panel.payloads
    assert not script.off_script


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_genug_offer_reads_in_one_or_two_lines(qtbot, make_game, monkeypatch, lang):
    game, _, _ = _moment(qtbot, make_game, monkeypatch, lang=lang)
    for size in ((900, 620), (1600, 1000)):
        game.window.resize(*size)
        QApplication.processEvents()
        QApplication.processEvents()
        panel = game.window.view.action_panel
        text = panel._text
        assert text.isVisible() and text.text()
        lines = text.height() / QFontMetrics(text.font()).lineSpacing()
        assert lines < 2.6, f"{lang} {size}: the offer takes {lines:.1f} lines"
        assert panel.geometry().right() <= game.window.view.viewport().width()
