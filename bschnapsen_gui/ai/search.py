"""Card play by perfect-information Monte Carlo: solve the layouts a seat thinks possible.

For the seat to act, the layouts consistent with its view are enumerated (when few) or
drawn uniformly (when many), weighted by soft facts, and each is solved with open cards
for every legal action.  The action with the highest expected Punkte wins; exact ties go
to the heuristic's most natural action.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import scoring
from ..engine.actions import Action, Verb
from ..engine.contracts import TABLE, Goal, card_order
from ..engine.contracts import value as contract_value
from ..engine.view import SeatView
from .fastsolver import backend
from .knowledge import Knowledge, draw_layouts, knowledge, pending_marriage, trick_leader_of_next
from .solver import (
    GENUG,
    GOAL_CODE,
    PlayState,
    SolverCancelled,
    genug_units,
    move_of_action,
    multiplier_of,
)


class Cancelled(Exception):
    """A decision whose answer is no longer wanted (re-exported by ``ai``)."""


class _OutOfTime(Exception):
    pass


#: a running solve is dropped this long after the soft target: a decision's work past its
#: target is bounded, whatever the machine's load (0.4 s for the expert's 0.2 s)
HARD_AFTER_SOFT = 0.2


@dataclass(slots=True)
class Budget:
    """When to stop thinking: a soft target, a hard deadline, and a cancel callback."""

    soft: float  #: stop starting new layouts after this (time.monotonic())
    hard: float  #: abort a running solve after this
    cancel: Callable[[], bool] | None = None

    @staticmethod
    def make(seconds: float, deadline: float | None, cancel: Callable[[], bool] | None) -> Budget:
        now = time.monotonic()
        soft = now + seconds
        hard = now + seconds + HARD_AFTER_SOFT
        if deadline is not None:
            # leave a little room for the caller to receive the answer
            soft = min(soft, deadline - 0.02)
            hard = min(hard, deadline - 0.01)
        return Budget(soft, hard, cancel)

    def check(self) -> None:
        if self.cancel is not None and self.cancel():
            raise Cancelled()
        if time.monotonic() > self.hard:
            raise _OutOfTime()

    def poll(self) -> None:
        try:
            self.check()
        except (_OutOfTime, Cancelled) as exc:
            raise SolverCancelled() from exc

    def soft_over(self) -> bool:
        return time.monotonic() > self.soft

    def hard_over(self) -> bool:
        """Past the hard deadline: work that does not poll the solver stops here (the
        clock only; ``cancel`` is asked where the work polls)."""
        return time.monotonic() > self.hard


def announced_by_team(view: SeatView) -> list[int]:
    """Each team's announcements (counted or not yet), as the solver's state holds them."""
    return [scoring.announced(view, 0), scoring.announced(view, 1)]


def punkte_per_unit(view: SeatView) -> int:
    assert view.contract is not None
    spec = TABLE[view.contract]
    mult = multiplier_of(view.rules.herzrunde, view.contract, view.trump, view.kontra_level)
    return mult * (1 if spec.goal is Goal.FIRST_TO_66 else contract_value(view.contract, view.rules))


def state_from_view(view: SeatView, hands: list[int]) -> PlayState:
    """The open-cards play state of ``view`` with the hidden cards placed as ``hands``."""
    assert view.contract is not None and view.declarer is not None
    spec = TABLE[view.contract]
    so = -1 if view.sitting_out is None else view.sitting_out
    hs = list(hands)
    if so >= 0:
        hs[so] = 0
    trick: list[int] = []
    if view.tricks and view.tricks[-1].winner is None:
        trick = [c.index for c in view.tricks[-1].cards]
    pm = pending_marriage(view)
    genug_open = any(a.verb is Verb.GENUG for a in view.legal)
    return PlayState(
        hands=hs,
        trump=-1 if view.play_trump is None else int(view.play_trump),
        order=int(card_order(view.contract, view.rules)),
        stichzwang=view.rules.stichzwang,
        goal=GOAL_CODE[spec.goal],
        declarer=view.declarer,
        sitting_out=so,
        leader=trick_leader_of_next(view),
        trick=trick,
        augen=[view.augen[0], view.augen[1]],
        tricks_won=[view.tricks_won[0], view.tricks_won[1]],
        announced=announced_by_team(view),
        ntricks=sum(1 for t in view.tricks if t.winner is not None),
        pending=-1 if pm is None else pm[1],
        genug_open=genug_open,
        punkte_per_unit=punkte_per_unit(view),
        contract=view.contract,
    )


@dataclass(slots=True)
class Evaluation:
    """Expected Punkte (for the seat's team) of each action, over the layouts solved."""

    values: dict[Action, float]
    win_prob: dict[Action, float]  #: share (by weight) of layouts where the team scores
    layouts: int
    exact: bool  #: every consistent layout was solved
    elapsed: float
    per_layout: list[dict[Action, float]] = field(default_factory=list)


def evaluate_play(
    view: SeatView,
    rng: random.Random,
    budget: Budget,
    *,
    min_layouts: int = 4,
    max_layouts: int = 60,
    exact_limit: int = 120,
    extra_weight: Callable[[list[int]], float] | None = None,
    keep_per_layout: bool = False,
    k: Knowledge | None = None,
    prune: bool = True,
    utility: Callable[[float], float] | None = None,
) -> Evaluation:
    """Solve the layouts of ``view`` for each legal action of its seat (play phase).

    ``utility`` maps each layout's Punkte (for the seat's team) to what they are worth
    (``ai.bummerl.worth`` at the score); the values are then the expected worth.

    Raises :class:`Cancelled` when ``budget.cancel()`` says so.  Stops drawing layouts once
    the soft time is over and at least ``min_layouts`` are solved; a solve still running
    at the hard deadline is dropped.
    """
    t0 = time.monotonic()
    seat = view.seat
    team = seat & 1
    sign = 1 if team == 0 else -1
    actions = [a for a in view.legal if a.seat == seat]
    ppu = punkte_per_unit(view)
    # genug has one known value
    fixed: dict[Action, float] = {}
    for a in actions:
        if a.verb is Verb.GENUG:
            fixed[a] = sign * genug_units(team, view.augen, view.tricks_won, announced_by_team(view)) * ppu
            if utility is not None:
                fixed[a] = utility(fixed[a])
    search = [a for a in actions if a not in fixed]
    sums = {a: 0.0 for a in search}
    wins = {a: 0.0 for a in search}
    weights = {a: 0.0 for a in search}
    alive = list(search)
    n = 0
    per_layout: list[dict[Action, float]] = []
    exact = False
    if search:
        if k is None:
            k = knowledge(view)
        layouts, exact = draw_layouts(k, rng, max_layouts, exact_limit, stop=budget.hard_over)
        if exact:
            # visit the layouts in random order so that stopping early is still fair
            rng.shuffle(layouts)
        move_of = {a: move_of_action(a) for a in search}
        for hands, w in layouts:
            if budget.cancel is not None and budget.cancel():
                raise Cancelled()
            if (n >= min_layouts and budget.soft_over()) or budget.hard_over():
                exact = False
                break
            st = state_from_view(view, hands)
            solver = backend()(st, poll=budget.poll)
            vals: dict[Action, float] = {}
            try:
                if extra_weight is not None:
                    w *= extra_weight(hands)
                    if w <= 0.0:
                        continue
                for a in alive:
                    vals[a] = sign * solver.after(st, move_of[a]) * ppu
                    if utility is not None:
                        vals[a] = utility(vals[a])
            except (SolverCancelled, _OutOfTime):
                if budget.cancel is not None and budget.cancel():
                    raise Cancelled() from None
                exact = False
                break
            for a, v in vals.items():
                sums[a] += w * v
                weights[a] += w
                if v > 0:
                    wins[a] += w
            n += 1
            if keep_per_layout:
                per_layout.append(vals)
            if prune and n >= 8 and n % 4 == 0 and len(alive) > 1:
                # successive halving: stop solving actions that are clearly worse
                means = {a: sums[a] / weights[a] for a in alive if weights[a] > 0}
                if means:
                    top = max(means.values())
                    margin = ppu * max(0.6, 4.0 / math.sqrt(n))
                    keep = [a for a in alive if means.get(a, top) >= top - margin]
                    if len(keep) < len(alive):
                        alive = keep
                        exact = False
    values: dict[Action, float] = dict(fixed)
    probs: dict[Action, float] = {a: (1.0 if v > 0 else 0.0) for a, v in fixed.items()}
    for a in search:
        if weights[a] > 0:
            values[a] = sums[a] / weights[a]
            probs[a] = wins[a] / weights[a]
    return Evaluation(values, probs, n, exact and n > 0, time.monotonic() - t0, per_layout)


__all__ = [
    "Budget",
    "Cancelled",
    "Evaluation",
    "GENUG",
    "evaluate_play",
    "punkte_per_unit",
    "state_from_view",
]
