"""The window around the table: New Bummerl asks before throwing play away, the mouse wheel
leaves unfocused controls alone, the window fits the screen and comes back where it was,
the About dialog speaks the player's language."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from bschnapsen_gui.qt.commands import Command

from .helpers import choose, click_action, wait_for_human_or_end

# -- New Bummerl -----------------------------------------------------------------------------


def _answer_next_question(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Press ``button`` in the question box as soon as it is open (its event loop runs the
    timer); the question's text goes into ``seen``."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not open yet: look again
            QTimer.singleShot(10, press)
            return
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, press)


def _human_acts(qtbot, game) -> None:
    """The player makes one call or plays one card (by mouse, as a player would)."""
    wait_for_human_or_end(qtbot, game)
    c = game.controller
    before = len(c.deal.history)
    click_action(qtbot, game, choose(c.human_options))
    qtbot.waitUntil(lambda: len(c.deal.history) > before)


def test_new_bummerl_asks_only_when_play_would_be_lost(qtbot, make_game):
    game = make_game(seed=15)
    w = game.window
    c = game.controller
    asked: list[str] = []
    real_confirm = w.confirm
    w.confirm = lambda title, text: asked.append(text) or real_confirm(title, text)  # type: ignore[method-assign]
    game.start()
    wait_for_human_or_end(qtbot, game)
    # a fresh Bummerl: the player has not acted yet, no deal finished -> no question
    assert not any(a.seat == 0 for a in c.deal.history)
    assert not w.bummerl_under_way()
    first = c.deal
    with qtbot.waitSignal(c.matchReset, timeout=5000):
        w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert asked == []
    assert c.deal is not first and not c.deal.finished

    # the player has made a call: the Bummerl is under way; "No" keeps everything
    _human_acts(qtbot, game)
    assert w.bummerl_under_way()
    deal, history = c.deal, list(c.deal.history)
    bummerl = len(c.match.bummerl)
    seen: list[str] = []
    _answer_next_question(QMessageBox.StandardButton.No, seen)
    w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert len(asked) == 1 and seen == asked
    assert c.deal is deal and c.deal.history[: len(history)] == history
    assert len(c.match.bummerl) == bummerl and not c.match.current_bummerl.abandoned

    # "Yes" gives it up: a fresh deal of a Bummerl at 0 : 0
    _answer_next_question(QMessageBox.StandardButton.Yes, seen)
    with qtbot.waitSignal(c.matchReset, timeout=5000):
        w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert len(asked) == 2
    assert c.deal is not deal and not any(a.seat == 0 for a in c.deal.history)
    assert c.match.current_bummerl.points == [0, 0]


def test_a_finished_deal_puts_the_bummerl_under_way(qtbot, make_game):
    game = make_game(seed=15)
    w = game.window
    c = game.controller
    w.confirm = lambda title, text: False  # type: ignore[method-assign]
    game.start()
    while not c.deal.finished:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        c.act(choose(c.human_options))
    assert c.match.records, "the deal is recorded in the match"
    if c.match.bummerl_over:  # pragma: no cover - one deal never wins a Bummerl to 24
        assert not w.bummerl_under_way()
        return
    assert w.bummerl_under_way()
    finished = c.deal
    w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert c.deal is finished, "refused: the finished deal stays on the table"
    assert not c.match.current_bummerl.abandoned
