"""Computer players (pure Python, never imports Qt).

Every player sees only a :class:`~bschnapsen_gui.engine.view.SeatView` and returns one of
its legal actions.  ``make_player(strength, seed)`` is the one entry point the GUI uses.

The interface:

* ``Player.decide(view, deadline=None, cancel=None) -> Action`` — ``view.legal`` is not
  empty and ``view.to_act == view.seat`` (or the seat may say genug); ``deadline`` is a
  ``time.monotonic()`` value by which to answer; ``cancel()`` returning True means the
  answer is no longer wanted (raise :class:`Cancelled`).
"""

from __future__ import annotations

import random
import time
from typing import Callable, Protocol

from ..engine.actions import Action, Verb
from ..engine.view import SeatView

STRENGTHS = ("beginner", "club", "expert")
"""Strengths offered to players (the GUI labels them)."""

ALL_STRENGTHS = ("random", "heuristic", "beginner", "club", "expert", "cheater")


class Cancelled(Exception):
    """A decision whose answer is no longer wanted."""


class Player(Protocol):
    def decide(
        self,
        view: SeatView,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> Action: ...


class RandomPlayer:
    """Uniformly random legal actions; never says genug unless it is the only action."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(
        self,
        view: SeatView,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> Action:
        if cancel is not None and cancel():
            raise Cancelled()
        own = [a for a in view.legal if a.verb is not Verb.GENUG] or list(view.legal)
        if not own:
            raise ValueError("no legal action for this seat")
        return self.rng.choice(own)


def make_player(strength: str, seed: int = 0) -> Player:
    """A computer player of the given strength (see ``ALL_STRENGTHS``)."""
    if strength not in ALL_STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}")
    return RandomPlayer(seed)


def _now() -> float:
    return time.monotonic()
