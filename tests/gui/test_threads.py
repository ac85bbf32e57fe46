"""Computer players think in a worker thread: quitting, a new deal or a new setting while
one thinks never hangs, aborts or leaves a thread behind; stale answers are ignored."""

from __future__ import annotations

import threading
import time

import pytest

from bschnapsen_gui import workers
from bschnapsen_gui.ai import Cancelled
from bschnapsen_gui.engine import Verb
from bschnapsen_gui.workers import running_threads


class SlowPlayer:
    """Thinks until it is cancelled (or for ``seconds``), then answers."""

    started = threading.Event()

    def __init__(self, strength: str, seed: int) -> None:
        self.seconds = 30.0

    def decide(self, view, deadline=None, cancel=None):
        SlowPlayer.started.set()
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if cancel is not None and cancel():
                raise Cancelled()
            time.sleep(0.005)
        return [a for a in view.legal if a.verb is not Verb.GENUG][0]

    def wants_genug(self, view) -> bool:
        return False


@pytest.fixture
def slow_players(monkeypatch):
    SlowPlayer.started.clear()
    monkeypatch.setattr(workers, "make_player", lambda strength, seed: SlowPlayer(strength, seed))


def _game_with_computer_to_act(make_game, qtbot):
    # dealer 0: the Rufer is West, a computer, who must call trump first
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.window import rules_for

    game = make_game(seed=5)
    game.controller.set_match(Match(rules_for("standard"), 5, dealer=0))
    game.start()
    qtbot.waitUntil(lambda: game.controller.thinking_seat == 1, timeout=5000)
    assert SlowPlayer.started.wait(5)
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
    # an answer for the cancelled generation arrives late: ignored
    players._on_answered(gen, c.deal.to_act, c.deal.legal_actions()[0])
    assert got == []
