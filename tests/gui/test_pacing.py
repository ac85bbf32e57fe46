"""Every event readable at its pace (issue 13, part 2): the summary's buttons stay put and
Enter deals on; calls stay on the table; the Genug moment waits for the player; an
illegal card answers where the player looks."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.ai.process import ReviewQuestion
from bschnapsen_gui.engine import Verb
from bschnapsen_gui.qt.commands import Command, PanelKind
from bschnapsen_gui.qt.tasks import TaskRunner

from .helpers import deal_log, scripted_game, show_log


def _finished_deal(qtbot, make_game, monkeypatch, *, fast_review: bool = True):
    """The partner has taken three tricks and the human says a right Genug: the summary
    is shown (tests/gui/data/partner_takes_three_tricks.json after 19 actions)."""
    if fast_review:
        real = TaskRunner.ask

        def quick(self, question, local=None):  # type: ignore[no-untyped-def]
            if isinstance(question, ReviewQuestion):
                question = dataclasses.replace(question, seconds_per_decision=0.02)
            return real(self, question, local)

        monkeypatch.setattr(TaskRunner, "ask", quick)
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    show_log(game, script, deal_log("partner_takes_three_tricks"), upto=19)
    qtbot.waitUntil(lambda: any(a.verb is Verb.GENUG for a in c.human_options))
    qtbot.keyClick(game.window.view, Qt.Key.Key_G)
    assert c.deal.finished
    view = game.window.view
    qtbot.waitUntil(lambda: view.overlay.kind is PanelKind.SUMMARY)
    return game


def _button_rect(view, i: int):
    b = view.overlay.buttons[i]
    return b.geometry().translated(view.overlay.pos()), b.mapTo(view.viewport(), QPoint(0, 0))


def test_the_next_deal_button_stays_put_when_the_review_arrives(qtbot, make_game, monkeypatch):
    game = _finished_deal(qtbot, make_game, monkeypatch)
    view = game.window.view
    assist = game.window.assist
    body = game.window.summary_body
    for size in ((900, 620), (1600, 1000)):
        game.window.resize(*size)
        QApplication.processEvents()
        QApplication.processEvents()
        if assist.last_review is None:
            assert "looking" in body.review_text
            i = view.overlay.payloads.index(Command.NEXT_DEAL)
            before = _button_rect(view, i)
            panel_before = view.overlay.geometry()
            qtbot.waitUntil(lambda: assist.last_review is not None, timeout=20_000)
            QApplication.processEvents()
            QApplication.processEvents()
            assert "With open cards" in body.review_text
            assert _button_rect(view, i) == before
            assert view.overlay.geometry() == panel_before
        # the review's room is the same with and without it: show the "looking" text again
        i = view.overlay.payloads.index(Command.NEXT_DEAL)
        with_review = _button_rect(view, i)
        body.analysis, saved = None, body.analysis
        body.show_review()
        view.place_panels()
        QApplication.processEvents()
        assert "looking" in body.review_text
        assert _button_rect(view, i) == with_review
        body.analysis = saved
        body.show_review()
        view.place_panels()
        QApplication.processEvents()


def test_enter_on_the_summary_deals_on_whichever_button_is_chosen(qtbot, make_game, monkeypatch):
    game = _finished_deal(qtbot, make_game, monkeypatch)
    view = game.window.view
    c = game.controller
    records = len(c.match.records)
    overlay = view.overlay
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert overlay.payloads[overlay.selected] is not Command.NEXT_DEAL, "←/→ chose another button"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert overlay.payloads[overlay.selected] is not Command.NEXT_DEAL
    with qtbot.waitSignal(c.matchReset, timeout=5000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not c.deal.finished, "Enter started the next deal"
    assert len(c.match.records) == records
    assert game.window.replay is None, "the replay was not opened"
