"""Take back (Ctrl+Z), play a deal again and play on from the review (issue 26).

The computer seats play from a script (tests/gui/helpers.py): each seat the deal log's own
actions, and a question asked again gets the same answer, so after a take-back the computers
answer as they did.  The deals come from four heuristic players through the engine (seeded:
the same deals at every run); every wait is on a state or a signal."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from bschnapsen_gui.engine import Action, RuleSet, Verb
from bschnapsen_gui.engine.log import DealLog, state_json
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.takeback import decisions
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.qt import players as qt_players
from bschnapsen_gui.qt.commands import Command, PanelKind
from bschnapsen_gui.qt.mainwindow import BY_COMMAND
from bschnapsen_gui.storage import savegame
from bschnapsen_gui.storage.stats import stats_path

from ..ai.helpers import heuristic_deal
from .helpers import Script, ScriptedPlayer, scripted_game, show_log, wait_for_human_or_end

TIMEOUT = 20_000


def first_decision(verb: Verb, value: object = None, last: bool = False) -> tuple[DealLog, int]:
    """A deal and the index of a decision of seat 0 with ``verb`` (and ``value``)."""
    for seed in range(200):
        log = heuristic_deal(seed)
        for i in decisions(log.actions, 0):
            a = log.actions[i]
            if a.verb is verb and (value is None or a.value == value):
                rest = log.actions[i + 1:]
                if last and (any(b.seat == 0 for b in rest) or any(b.verb is not Verb.PLAY for b in rest)):
                    continue  # wanted: the human's card in the deal's last trick
                return log, i
    raise AssertionError(f"no deal with a {verb} of seat 0")


def ctrl_z(qtbot: Any, game: Any) -> None:
    """Ctrl+Z as the player presses it: the Game menu's entry by its shortcut."""
    action = game.window.menu_actions[Command.TAKE_BACK]
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    action.trigger()


PHASES = [
    pytest.param(Verb.TRUMP, None, id="trump-call"),
    pytest.param(Verb.BID, None, id="auction"),
    pytest.param(Verb.DOUBLE, False, id="kontra-answer"),
    pytest.param(Verb.PLAY, None, id="play"),
    pytest.param(Verb.GENUG, None, id="genug"),
]


@pytest.mark.parametrize(("verb", "value"), PHASES)
def test_take_back_at_every_phase(qtbot, make_game, monkeypatch, verb, value):
    log, i = first_decision(verb, value)
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    show_log(game, script, log, upto=i)
    wait_for_human_or_end(qtbot, game)
    assert log.actions[i] in c.human_options
    assert not c.can_take_back() or any(a.seat == 0 for a in log.actions[:i])
    assert c.act(log.actions[i])
    wait_for_human_or_end(qtbot, game)  # the computers answered (or the deal is over)
    assert len(c.deal.history) > i
    with qtbot.waitSignal(c.takenBack):
        ctrl_z(qtbot, game)
    assert c.deal.history == log.actions[:i], "back to before the human's decision"
    wait_for_human_or_end(qtbot, game)
    assert log.actions[i] in c.human_options and c.deal.to_act == 0
    assert state_json(c.deal) == state_json(log.replay(i))
    assert c.match.takebacks == {0: 1}
    assert c.thinking_seat is None
    assert game.window.status.text().startswith("Taken back. Your turn"), "the decision is asked for again"
    # and a screen reader hears it so (issue 42: Ctrl+Z said nothing)
    access = game.window.view.access
    qtbot.waitUntil(lambda: not access.waiting)
    assert "Taken back. Your turn" in access.spoken[-1], access.spoken[-1]
    # and the deal goes on as before: the same choice, the same answers
    assert c.act(log.actions[i])
    wait_for_human_or_end(qtbot, game)
    assert c.deal.history == log.actions[: len(c.deal.history)]
    assert not script.off_script


def test_take_back_at_the_deals_last_card_reopens_it(qtbot, make_game, monkeypatch):
    log, i = first_decision(Verb.PLAY, last=True)
    assert all(a.verb is Verb.PLAY for a in log.actions[i:])
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    show_log(game, script, log, upto=i)
    keeper = game.window.stats_keeper
    wait_for_human_or_end(qtbot, game)
    with qtbot.waitSignal(c.dealFinished, timeout=TIMEOUT):
        c.act(log.actions[i])
    assert c.deal.finished and len(c.match.records) == 1
    points = c.match.points
    assert keeper.stats.deals == 1, "counted straight at its end"
    qtbot.waitUntil(lambda: game.window.view.overlay.kind is PanelKind.SUMMARY, timeout=TIMEOUT)
    assert c.can_take_back() and game.window.menu_actions[Command.TAKE_BACK].isEnabled()
    with qtbot.waitSignal(c.takenBack) as taken:
        ctrl_z(qtbot, game)
    assert taken.args[0] is not None
    assert c.deal is c.match.deal and c.deal.history == log.actions[:i]
    assert c.match.records == [] and c.match.points == (0, 0) and c.match.number == 1
    assert keeper.stats.deals == 0, "what was counted of it is forgotten"
    assert game.window.view.overlay.kind is not PanelKind.SUMMARY
    wait_for_human_or_end(qtbot, game)
    with qtbot.waitSignal(c.dealFinished, timeout=TIMEOUT):
        c.act(log.actions[i])
    assert c.match.points == points and len(c.match.records) == 1
    # counted again, apart: a deal with a take-back is in no figure of the deals played straight
    assert keeper.stats.deals == 0 and keeper.stats.taken_back == 1
    assert c.match.takebacks == {0: 1}
    # taken back once more at its end: still one deal counted apart, none straight
    ctrl_z(qtbot, game)
    assert keeper.stats.taken_back == 0 and keeper.stats.deals == 0
    wait_for_human_or_end(qtbot, game)
    with qtbot.waitSignal(c.dealFinished, timeout=TIMEOUT):
        c.act(log.actions[i])
    assert (keeper.stats.deals, keeper.stats.taken_back) == (0, 1)
    assert c.match.takebacks == {0: 2}
    saved = json.loads(stats_path().read_text())
    assert saved["taken_back"] == 1 and saved["deals"] == 0
    assert not script.off_script


def test_take_back_then_save_and_resume(qtbot, make_game, monkeypatch):
    log, i = first_decision(Verb.PLAY)
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    show_log(game, script, log, upto=i)
    wait_for_human_or_end(qtbot, game)
    c.act(log.actions[i])
    wait_for_human_or_end(qtbot, game)
    ctrl_z(qtbot, game)
    assert c.deal.history == log.actions[:i]
    game.window.match_saver.flush()
    saved, broken = savegame.load_match()
    assert broken is None and saved is not None
    assert saved.takebacks == {0: 1} and saved.deal.history == log.actions[:i]
    # a new start resumes it as any game, the mark kept
    again = make_game(seed=None)
    assert again.controller.match.takebacks == {0: 1}
    assert again.controller.deal.history == log.actions[:i] and not again.controller.practice


class Slow:
    """A computer that thinks until it is cancelled or the gate opens (in the worker thread)."""

    def __init__(self, script: Script, seat: int, gate: threading.Event, started: threading.Event) -> None:
        self.inner = ScriptedPlayer(script, seat)
        self.gate, self.started = gate, started

    def decide(self, view: Any, deadline: float | None = None, cancel: Any = None) -> Action:
        self.started.set()
        while not self.gate.wait(0.005):
            if cancel is not None and cancel():
                from bschnapsen_gui.ai.search import Cancelled

                raise Cancelled()
        return self.inner.decide(view)

    def wants_genug(self, view: Any) -> bool:
        return False


def test_take_back_while_a_computer_thinks(qtbot, make_game, monkeypatch):
    log, i = first_decision(Verb.PLAY)
    script = Script()
    gate, started = threading.Event(), threading.Event()
    gate.set()
    monkeypatch.setenv("BSCHNAPSEN_THINK", "thread")
    monkeypatch.setattr(qt_players, "make_player", lambda strength, seed, **kw: Slow(script, seed % 4, gate, started))
    game = make_game(seed=0)
    game.window.show()
    c = game.controller
    show_log(game, script, log, upto=i)
    wait_for_human_or_end(qtbot, game)
    gate.clear()
    started.clear()
    c.act(log.actions[i])
    qtbot.waitUntil(lambda: c.thinking_seat is not None and started.is_set(), timeout=TIMEOUT)
    thinking = c.thinking_seat
    with qtbot.waitSignal(c.thinkingChanged) as stopped:
        ctrl_z(qtbot, game)
    assert stopped.args == [thinking, False]
    assert c.thinking_seat is None and c.deal.history == log.actions[:i]
    qtbot.waitUntil(lambda: not c.players.thinking, timeout=TIMEOUT)  # the thought was given up
    gate.set()
    wait_for_human_or_end(qtbot, game)
    assert c.deal.history == log.actions[:i], "no stale answer was applied"
    c.act(log.actions[i])
    wait_for_human_or_end(qtbot, game)
    assert c.deal.history == log.actions[: len(c.deal.history)] and len(c.deal.history) > i + 1


def test_nothing_to_take_back_before_the_first_decision_and_with_the_setting_off(qtbot, make_game, monkeypatch):
    log, i = first_decision(Verb.PLAY)
    game, script = scripted_game(make_game, monkeypatch)
    c, w = game.controller, game.window
    show_log(game, script, log, upto=0)
    wait_for_human_or_end(qtbot, game)
    assert not c.can_take_back() and not w.menu_actions[Command.TAKE_BACK].isEnabled()
    show_log(game, script, log, upto=i)
    wait_for_human_or_end(qtbot, game)
    assert c.can_take_back() and w.menu_actions[Command.TAKE_BACK].isEnabled()
    w.set_takeback(False)
    assert not c.can_take_back() and not w.menu_actions[Command.TAKE_BACK].isEnabled()
    assert not w.take_back()
    assert w.status.text() == "Taking moves back is turned off in the settings."
    assert c.deal.history == log.actions[:i]
    w.set_takeback(True)
    assert w.take_back()


def test_not_at_a_shared_table_nor_in_a_lesson(qtbot, make_game, monkeypatch):
    from .test_friends import Hook

    log, i = first_decision(Verb.PLAY)
    game, script = scripted_game(make_game, monkeypatch)
    c, w = game.controller, game.window
    show_log(game, script, log, upto=i + 1)
    wait_for_human_or_end(qtbot, game)
    assert c.can_take_back() and c.can_practise()
    table = Match(RuleSet(), 5)
    table.deal = log.replay(i + 1)
    c.enter_table(Hook(), table)
    assert c.shared
    assert not c.can_take_back() and not c.take_back()
    assert not c.can_practise() and not c.play_again(log)
    # enabled, so that its shortcut (Ctrl+Z) reaches the window, which says why not
    assert w.menu_actions[Command.TAKE_BACK].isEnabled()
    assert not w.menu_actions[Command.PLAY_AGAIN].isEnabled()
    assert not w.take_back() and w.status.text() == "Moves cannot be taken back at a table with friends."
    assert c.deal.history == log.actions[: i + 1] and not c.practice
    c.leave_table()
    assert c.can_take_back()

    class Lesson:
        waiting = True

        def supply(self, deal: Any) -> None:
            return None

        def vet(self, action: Any) -> bool:
            return True

        def dropped(self) -> None:
            pass

    c.start_lesson(log.replay(i + 1), Lesson())
    assert not c.can_take_back() and not c.can_practise()
    c.end_lesson()


def last_card_to_summary(qtbot, make_game, monkeypatch) -> tuple[DealLog, int, Any, Script]:
    """A deal whose last trick has the human's card, played to it by script, the card
    played and the summary shown: the log, the card's index, the game and its script."""
    log, i = first_decision(Verb.PLAY, last=True)
    game, script = scripted_game(make_game, monkeypatch)
    c, w = game.controller, game.window
    show_log(game, script, log, upto=i)
    wait_for_human_or_end(qtbot, game)
    with qtbot.waitSignal(c.dealFinished, timeout=TIMEOUT):
        c.act(log.actions[i])
    qtbot.waitUntil(lambda: w.view.overlay.kind is PanelKind.SUMMARY, timeout=TIMEOUT)
    return log, i, game, script


def test_play_this_deal_again_is_practice_and_returns_to_the_match(qtbot, make_game, monkeypatch):
    log, i, game, script = last_card_to_summary(qtbot, make_game, monkeypatch)
    c, w = game.controller, game.window
    assert Command.PLAY_AGAIN in w.view.overlay.payloads
    match_deal, records, points = c.match.deal, len(c.match.records), c.match.points
    stats = w.stats_keeper.stats
    counted = (stats.deals, stats.taken_back, list(stats.recent))
    with qtbot.waitSignal(c.practiceChanged) as on:
        w.on_command(Command.PLAY_AGAIN)
    assert on.args == [True] and c.practice
    assert c.deal.history == [] and c.deal.dealt == log.hands and c.deal.dealer == log.dealer
    assert w.practice_label.isVisible() and w.practice_label.text() == "Practice"
    assert "Practice" in w.windowTitle()
    # the same deal played through: it counts nowhere
    script.load(list(log.actions))
    while not c.deal.finished:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        c.act(log.actions[len(c.deal.history)])
    assert c.deal.history == log.actions
    qtbot.waitUntil(lambda: w.view.overlay.kind is PanelKind.SUMMARY, timeout=TIMEOUT)
    assert "Back to the match" in [b.text() for b in w.view.overlay.buttons]
    assert len(c.match.records) == records and c.match.points == points
    assert (stats.deals, stats.taken_back, stats.recent) == counted
    # taken back in practice: no mark in the match
    assert c.take_back() and c.match.takebacks == {} and c.practice
    wait_for_human_or_end(qtbot, game)
    c.act(log.actions[len(c.deal.history)])
    qtbot.waitUntil(lambda: c.deal.finished, timeout=TIMEOUT)
    with qtbot.waitSignal(c.practiceChanged) as off:
        w.on_command(Command.NEXT_DEAL)
    assert off.args == [False] and not c.practice and c.match.practice is None
    assert c.deal is match_deal and not w.practice_label.isVisible() and "Practice" not in w.windowTitle()
    assert (stats.deals, stats.taken_back, stats.recent) == counted


def test_play_again_from_the_deal_log_keeps_the_running_deal_where_it_was(qtbot, make_game, monkeypatch):
    log, i = first_decision(Verb.PLAY)
    game, script = scripted_game(make_game, monkeypatch)
    c, w = game.controller, game.window
    show_log(game, script, log, upto=i)
    wait_for_human_or_end(qtbot, game)
    running = c.deal
    w.deal_log.show()
    overlay = w.view.overlay
    assert Command.PLAY_AGAIN in overlay.payloads
    assert overlay.payloads[overlay.selected] is Command.CLOSE, "Enter closes; it never starts a practice"
    w.view._on_panel(Command.PLAY_AGAIN)  # the panel's button
    assert c.practice and c.deal.history == [] and c.match.deal is running
    # quit mid-practice: the saved game holds it, and a new start resumes it as practice
    wait_for_human_or_end(qtbot, game)
    c.act(log.actions[len(c.deal.history)])
    wait_for_human_or_end(qtbot, game)
    shown = list(c.deal.history)
    w.match_saver.flush()
    again = make_game(seed=None)
    a = again.controller
    assert a.practice and a.deal.history == shown and a.match.deal.history == running.history
    assert not again.window.practice_label.isHidden() and "Practice" in again.window.windowTitle()
    assert again.window.bummerl_under_way(), "the match's deal has the player's actions"
    a.end_practice()
    assert not a.practice and a.deal.history == running.history


def test_play_on_from_each_decision_lands_on_the_logs_position(qtbot, make_game, monkeypatch):
    log, _ = first_decision(Verb.GENUG)
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    mine = decisions(log.actions, 0)
    assert len(mine) >= 4
    for i in mine:
        script.load(list(log.actions[i:]))
        assert c.play_again(log, i)
        assert c.practice
        wait_for_human_or_end(qtbot, game)
        assert state_json(c.deal) == state_json(log.replay(i)), i
        assert seat_view(c.deal, 0) == seat_view(log.replay(i), 0)
        assert log.actions[i] in c.human_options


def test_play_on_from_the_review_offers_its_better_choice(qtbot, make_game, monkeypatch):
    log, i, game, script = last_card_to_summary(qtbot, make_game, monkeypatch)
    c, w = game.controller, game.window
    body = w.summary_body
    qtbot.waitUntil(lambda: body.analysis is not None or body.failed, timeout=30_000)
    # every decision of the human is offered; choose one and say the review had a better card there
    indices = [body.moments.itemData(k) for k in range(body.moments.count())]
    assert indices == decisions(log.actions, 0)
    assert body.play_on_row.isVisibleTo(body)
    target = next(k for k in indices if log.actions[k].verb is Verb.PLAY
                  and len([a for a in log.replay(k).legal_actions() if a.seat == 0]) > 1)
    replay = log.replay(target)
    other = next(a for a in replay.legal_actions() if a.seat == 0 and a != log.actions[target])
    # the review found that decision costly (made up here: a real review may find none)
    from types import SimpleNamespace

    from bschnapsen_gui.ai.hints import Reason

    costly = SimpleNamespace(index=target, seat=0, loss=2.5, action=log.actions[target], best=other,
                             reason=list(Reason)[0])
    body.set_analysis(body.deal, SimpleNamespace(open_cards_a=1.0, result_a=0.0, decisions=[costly]))
    assert body.moments.currentData() == target, "the costliest decision is chosen"
    assert "(better: " in body.moments.currentText()
    script.load(list(log.actions[target:]))
    with qtbot.waitSignal(c.choiceOffered, timeout=TIMEOUT) as offered:
        body.play_on.click()
    assert offered.args == [other]
    assert c.practice and state_json(c.deal) == state_json(replay)
    assert "The review's choice here:" in w.status.text()
    view = w.view
    if other.verb is Verb.PLAY:
        assert view.table.hand_cards(0)[view.table.selected] == other.value


def test_statistics_dialog_shows_taken_back_deals_apart(qtbot, make_game):
    game = make_game(seed=3)
    s = game.window.stats_keeper.stats
    s.taken_back = 2
    dlg = game.window.stats_dialog()
    assert "Deals with moves taken back (counted apart, not above or below): 2" in dlg.totals.text()
    dlg.deleteLater()


def test_the_take_back_entry_is_in_the_game_menu():
    e = BY_COMMAND[Command.TAKE_BACK]
    assert e.shortcut is QKeySequence.StandardKey.Undo and e.menu is not None
    assert Qt.Key.Key_Z not in {x.key for x in BY_COMMAND.values()}
