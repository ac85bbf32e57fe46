"""Computer players think in a separate process (or, as a fallback, in a worker thread):
quitting, a new deal or a new setting while one thinks never hangs, aborts or leaves a
thread behind; stale answers are ignored; without the process the game plays on."""

from __future__ import annotations

import os
import time

import pytest

from bschnapsen_gui.ai import Cancelled
from bschnapsen_gui.ai.process import ThinkProcess
from bschnapsen_gui.qt import players as workers
from bschnapsen_gui.qt.players import running_threads
from tests.ai.helpers import slow_player


@pytest.fixture(params=["process", "thread"])
def slow_players(request, monkeypatch):
    """Computer players that think until cancelled: in the thinking process (as the game
    runs them) and, as the fallback does, in the worker thread."""
    if request.param == "thread":
        monkeypatch.setenv("BSCHNAPSEN_THINK", "thread")
        monkeypatch.setattr(workers, "make_player", slow_player)
        yield
        return
    process = ThinkProcess(make=slow_player)
    monkeypatch.delenv("BSCHNAPSEN_THINK", raising=False)
    monkeypatch.setattr(workers, "shared_process", lambda: process)
    yield
    process.stop()


def _game_with_computer_to_act(make_game, qtbot):
    # dealer 0: the Rufer is West, a computer, who must call trump first
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.qt.mainwindow import rules_for

    game = make_game(seed=5)
    game.controller.set_match(Match(rules_for("standard"), 5, dealer=0))
    game.start()
    qtbot.waitUntil(lambda: game.controller.thinking_seat == 1, timeout=5000)
    qtbot.wait(200)  # deep in thought
    return game


def test_quit_while_a_computer_thinks(qtbot, make_game, slow_players):
    game = _game_with_computer_to_act(make_game, qtbot)
    t0 = time.monotonic()
    game.window.close()
    assert time.monotonic() - t0 < 3.0
    assert running_threads() == []


def test_new_bummerl_while_thinking_ignores_the_old_answer(qtbot, make_game, slow_players):
    game = _game_with_computer_to_act(make_game, qtbot)
    c = game.controller
    old_deal = c.deal
    c.new_bummerl()
    assert c.deal is not old_deal
    qtbot.waitUntil(lambda: c.thinking_seat is not None, timeout=5000)
    assert old_deal.history == []  # the cancelled answer never reached the old deal
    c.shutdown()
    assert running_threads() == []


def test_strength_change_while_thinking(qtbot, make_game, slow_players):
    game = _game_with_computer_to_act(make_game, qtbot)
    c = game.controller
    game.window.set_strength("expert")
    assert c.players.strength == "expert"
    qtbot.waitUntil(lambda: c.thinking_seat == 1, timeout=5000)
    game.window.close()
    assert running_threads() == []


def test_stale_answer_is_dropped(qtbot, make_game):
    game = make_game(seed=7)
    c = game.controller
    players = c.players
    got = []
    players.answered.connect(lambda seat, a: got.append(a))
    from bschnapsen_gui.engine.view import seat_view

    gen = players.ask(c.deal.to_act, seat_view(c.deal, c.deal.to_act))
    players.cancel()
    # an answer for the cancelled generation arrives late (from the process): ignored
    players._runner._on_done(gen, c.deal.legal_actions()[0], 12345)
    assert got == []
    assert players._runner.last_pid != 12345


def _wait_for_first_computer_action(qtbot, game) -> None:
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.qt.mainwindow import rules_for

    c = game.controller
    c.set_match(Match(rules_for("standard"), 5, dealer=0))  # West (a computer) calls trump
    game.start()
    qtbot.waitUntil(lambda: len(c.deal.history) >= 1, timeout=20_000)


def test_computer_players_think_in_a_process_of_their_own(qtbot, make_game, monkeypatch):
    monkeypatch.delenv("BSCHNAPSEN_THINK", raising=False)
    game = make_game(seed=5)
    players = game.controller.players
    assert players.process is not None
    _wait_for_first_computer_action(qtbot, game)
    pid = players.process.pid
    assert pid is not None and pid != os.getpid()
    assert players._runner.last_pid == pid  # the answer says where it was worked out
    assert game.controller.deal.history[0].seat == 1


def test_the_process_is_free_again_after_quitting(qtbot, make_game, monkeypatch):
    process = ThinkProcess(make=slow_player)
    monkeypatch.delenv("BSCHNAPSEN_THINK", raising=False)
    monkeypatch.setattr(workers, "shared_process", lambda: process)
    try:
        game = _game_with_computer_to_act(make_game, qtbot)
        c = game.controller
        t0 = time.monotonic()
        game.window.close()
        c.shutdown()
        assert time.monotonic() - t0 < 3.0
        assert running_threads() == []
        assert c.deal.history == []  # the abandoned thought never reached the deal
        assert process.pid is not None  # one process for the program: it lives on...
        # ...and has given the question up: the next one is taken at once
        from bschnapsen_gui.engine.view import seat_view

        deal = c.deal
        t1 = time.monotonic()
        with pytest.raises(Cancelled):
            process.decide(99, 0, ("slow", 1, 0), seat_view(deal, 0), 30.0, lambda: time.monotonic() - t1 > 0.1)
        assert time.monotonic() - t1 < 1.5
    finally:
        process.stop()


def test_without_the_process_the_window_thinks_itself(qtbot, make_game, monkeypatch, capfd):
    broken = ThinkProcess()
    broken._broken = "no processes on this machine"
    monkeypatch.delenv("BSCHNAPSEN_THINK", raising=False)
    monkeypatch.setattr(workers, "shared_process", lambda: broken)
    game = make_game(seed=5)
    _wait_for_first_computer_action(qtbot, game)
    assert game.controller.deal.history[0].seat == 1
    err = capfd.readouterr().err
    assert "think in the window's process" in err and "Traceback" not in err


def _autoplay_one_deal(qtbot, make_game, seed: int, monkeypatch, think: str):
    if think == "thread":
        monkeypatch.setenv("BSCHNAPSEN_THINK", "thread")
    else:
        monkeypatch.delenv("BSCHNAPSEN_THINK", raising=False)
    game = make_game(seed=seed, speed="fast")
    c = game.controller
    c.human_seats = frozenset()
    answered_while_animating: list[bool] = []
    shown: list[int] = []
    # look before the controller takes the answer (it animates at once)
    c.players.answered.disconnect(c.computers.on_answer)
    c.players.answered.connect(lambda seat, a: answered_while_animating.append(c.busy))
    c.players.answered.connect(c.computers.on_answer)
    c.thinkingChanged.connect(lambda seat, on: on and shown.append(seat))
    game.start()
    qtbot.waitUntil(lambda: c.deal.finished, timeout=60_000)
    return c, answered_while_animating, shown


def test_computers_think_ahead_while_the_table_animates(qtbot, make_game, monkeypatch):
    c, early, shown = _autoplay_one_deal(qtbot, make_game, 21, monkeypatch, "process")
    assert c.players.in_process
    # most answers are ready before the animation of the previous action ends...
    assert sum(early) >= len(early) // 2, early
    # ...and a computer whose answer was ready never showed "thinking"
    assert len(shown) <= len(early) - sum(early)
    # nothing was lost or doubled on the way: the deal replays from its log
    from bschnapsen_gui.engine.log import DealLog

    log = DealLog.from_deal(c.deal)
    assert log.replay().history == c.deal.history


def test_without_their_process_computers_do_not_think_during_animations(qtbot, make_game, monkeypatch):
    c, early, shown = _autoplay_one_deal(qtbot, make_game, 21, monkeypatch, "thread")
    assert not c.players.in_process
    assert early and not any(early)  # they would make the animation stutter


def test_a_seat_handed_back_to_the_human_stops_thinking_ahead(qtbot, make_game, monkeypatch):
    """Autoplay that ends at the human's seat: a thought begun for that seat during the
    animation must be given up, not played for the human."""
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.qt.mainwindow import rules_for

    process = ThinkProcess(make=slow_player)  # still thinking when the animation ends
    monkeypatch.delenv("BSCHNAPSEN_THINK", raising=False)
    monkeypatch.setattr(workers, "shared_process", lambda: process)
    try:
        game = make_game(seed=22, speed="fast")
        c = game.controller
        c.set_match(Match(rules_for("standard"), 22, dealer=3))  # South calls trump first
        c.human_seats = frozenset()
        c.stop_when = lambda ctl: ctl.deal.to_act == 0
        stopped: list[bool] = []
        c.autoplayStopped.connect(lambda: stopped.append(True))
        thinking_during_deal: list[object] = []
        ended: list[bool] = []
        c.players.thoughtEnded.connect(lambda: ended.append(True))
        game.start()
        thinking_during_deal.append(c.thinking_seat)  # the deal animates: South thinks ahead
        qtbot.waitUntil(lambda: bool(stopped), timeout=10_000)
        assert thinking_during_deal == [0]
        assert c.thinking_seat is None  # given up
        # the given-up thought ends in the process; whatever came back was not played
        qtbot.waitUntil(lambda: bool(ended), timeout=30_000)  # a loaded machine spawns slowly
        assert c.deal.history == [] and c.waiting_for_human
    finally:
        game.window.close()
        c.shutdown()
        process.stop()


@pytest.mark.parametrize("think", ["process", "thread"])
def test_the_computer_players_are_told_the_running_bummerl(qtbot, make_game, monkeypatch, think):
    """A question to a computer player carries the Bummerl's score (the expert values Punkte
    for the Bummerl: at 22 : 23 a Punkt is a Bummerl); in the thread the player is told it."""
    if think == "thread":
        monkeypatch.setenv("BSCHNAPSEN_THINK", "thread")
    told: list[tuple[object, object]] = []
    from bschnapsen_gui.ai.players import SearchPlayer

    real = SearchPlayer.set_score

    def spy(self, points, led_short_to_nil=None):
        told.append((points, led_short_to_nil))
        real(self, points, led_short_to_nil)

    monkeypatch.setattr(SearchPlayer, "set_score", spy)
    game = make_game(seed=8)
    c = game.controller
    c.set_strength("expert")
    c.match.current_bummerl.points = [22, 23]
    asked: list[object] = []
    runner = c.players._runner
    real_ask = runner.ask
    monkeypatch.setattr(runner, "ask", lambda q, local=None: (asked.append(q), real_ask(q, local))[1])
    c.human_seats = frozenset()
    game.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=20_000)
    assert asked[0].score == (22, 23) and asked[0].led_short_to_nil is None
    if think == "thread":  # worked out here: the player itself was told
        qtbot.waitUntil(lambda: bool(told), timeout=20_000)
        assert told[0] == ((22, 23), None)
