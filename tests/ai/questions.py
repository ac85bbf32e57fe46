"""Questions for the thinking process that tests send (module-level, so that they pickle and
the process can import them): where the work happens, a failure, work until cancelled."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass

from bschnapsen_gui.ai import Cancelled


@dataclass(frozen=True)
class WhereAmI:
    """Answers with the pid of the process that works it out."""

    seconds: float = 1.0

    def answer(self, cancel: Callable[[], bool] | None = None) -> int:
        return os.getpid()


@dataclass(frozen=True)
class Boom:
    """Fails where it is worked out."""

    seconds: float = 1.0

    def answer(self, cancel: Callable[[], bool] | None = None) -> int:
        raise ValueError(f"boom in {os.getpid()}")


@dataclass(frozen=True)
class Unpicklable:
    """Answers with something that cannot travel back."""

    seconds: float = 1.0

    def answer(self, cancel: Callable[[], bool] | None = None) -> object:
        return lambda: None


@dataclass(frozen=True)
class UntilCancelled:
    """Works until it is cancelled (or for ``seconds``), then gives up."""

    seconds: float = 30.0

    def answer(self, cancel: Callable[[], bool] | None = None) -> int:
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if cancel is not None and cancel():
                raise Cancelled()
            time.sleep(0.005)
        return os.getpid()


def failing_player(strength: str, seed: int) -> FailingPlayer:
    """A player factory for the process whose players fail at every decision."""
    return FailingPlayer()


class FailingPlayer:
    def decide(self, view, deadline=None, cancel=None):
        raise ValueError("this player cannot decide")

    def wants_genug(self, view) -> bool:
        return False


def finished_log(seed: int = 3):
    """The log of a deal played to its end by beginners."""
    from bschnapsen_gui.ai import make_player
    from bschnapsen_gui.engine.log import DealLog
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.engine.rules import PRESETS
    from bschnapsen_gui.engine.view import seat_view

    deal = Match(PRESETS["standard"], seed, dealer=0).deal
    players = [make_player("beginner", s) for s in range(4)]
    while not deal.finished:
        deal.apply(players[deal.to_act].decide(seat_view(deal, deal.to_act)))
    return DealLog.from_deal(deal)
