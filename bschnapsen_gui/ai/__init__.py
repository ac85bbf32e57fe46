"""Computer players (pure Python, never imports Qt).

Every player sees only a :class:`~bschnapsen_gui.engine.view.SeatView` and returns one of
its legal actions.  ``make_player(strength, seed)`` is the one entry point the GUI uses.

The interface:

* ``Player.decide(view, deadline=None, cancel=None) -> Action`` — ``view.legal`` is not
  empty and ``view.to_act == view.seat``; ``deadline`` is a ``time.monotonic()`` value by
  which to answer; ``cancel()`` returning True means the answer is no longer wanted
  (raise :class:`Cancelled`).  The seat to act also decides its team's genug.
* ``Player.wants_genug(view) -> bool`` — for a seat that is *not* to act but may say
  genug (its partner won the trick): would it say it now?
* :func:`hint` and :func:`analyse` (see :mod:`.hint`) for the player's help.

Strengths: ``beginner``, ``club``, ``expert`` (offered to players); ``random``,
``heuristic`` (the rule-based baseline) and ``cheater`` (sees all cards through
``deal_provider``; the arena's yardstick, never offered to players).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.actions import Action
from ..engine.deal import Deal
from ..engine.view import SeatView
from ..resources import STRENGTHS
from .search import Cancelled

if TYPE_CHECKING:
    from .hints import Analysis, Hint

ALL_STRENGTHS = ("random", "heuristic", "beginner", "club", "expert", "cheater")


class Player(Protocol):
    def decide(
        self,
        view: SeatView,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> Action: ...

    def wants_genug(self, view: SeatView) -> bool: ...


def make_player(
    strength: str,
    seed: int = 0,
    *,
    deal_provider: Callable[[], Deal] | None = None,
    fixed_effort: bool = False,
) -> Player:
    """A computer player of the given strength (see ``ALL_STRENGTHS``), seeded.

    ``deal_provider`` is only for ``cheater`` and the arena's ``x-open-play``: it returns the
    live deal (all cards).
    ``fixed_effort`` makes the search players do the same work whatever the clock says,
    so that a decision depends only on the view and the seed (tests, reproducible runs);
    a ``deadline`` passed to ``decide`` is still honoured.
    """
    from . import players as P

    if strength not in ALL_STRENGTHS and strength not in P.CONFIGS:
        raise ValueError(f"unknown strength {strength!r}")
    if strength == "random":
        return P.RandomPlayer(seed)
    if strength == "heuristic":
        return P.HeuristicPlayer(seed)
    if strength == "cheater":
        return P.CheaterPlayer(seed, deal_provider)
    cfg = P.CONFIGS[strength]
    if cfg.open_play:
        return P.SearchPlayer(seed, cfg, fixed_effort, deal_provider=deal_provider)
    return P.SearchPlayer(seed, cfg, fixed_effort)


def seat_players(strengths: Sequence[str], seed: int, *, fixed_effort: bool = False) -> list[Player]:
    """Four players, seat ``s`` of strength ``strengths[s]`` seeded ``seed + s``, each told
    who sits at the table (as a person knows the computers' strength)."""
    players = [make_player(strengths[s], seed + s, fixed_effort=fixed_effort) for s in range(4)]
    for p in players:
        tell = getattr(p, "set_table", None)
        if tell is not None:
            tell(list(strengths))
    return players


def hint(view: SeatView, strength: str = "expert", seed: int = 0, deadline: float | None = None,
         cancel: Callable[[], bool] | None = None) -> Hint:
    """The best action for the seat of ``view``, its expected value and a reason code."""
    from .hints import hint as _hint

    return _hint(view, strength=strength, seed=seed, deadline=deadline, cancel=cancel)


def analyse(deal_log: Any, seconds_per_decision: float = 0.15, seed: int = 0,
            cancel: Callable[[], bool] | None = None, deadline: float | None = None) -> Analysis:
    """After the deal: the best result with open cards and the decisions that lost value.

    ``deal_log`` is a ``DealLog``, its JSON text or its parsed JSON object.  Decisions
    after ``deadline`` (a ``time.monotonic()`` value) are not reviewed.
    """
    from .hints import analyse as _analyse

    return _analyse(deal_log, seconds_per_decision=seconds_per_decision, seed=seed, cancel=cancel,
                    deadline=deadline)


__all__ = [
    "ALL_STRENGTHS",
    "Cancelled",
    "Player",
    "STRENGTHS",
    "analyse",
    "hint",
    "make_player",
    "seat_players",
]
