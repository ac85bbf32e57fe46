"""A lesson as the other seats (``qt/lessons/session.py``): its script plays every seat but
the learner's, and vets the learner's actions."""

from __future__ import annotations

from typing import Protocol

from ...engine import Action, Deal
from . import Host


class LessonHook(Protocol):
    """A lesson on the table: it plays the seats the learner does not, and vets the
    learner's actions."""

    @property
    def waiting(self) -> bool:
        """The lesson waits (a text to read): nobody acts."""

    def supply(self, deal: Deal) -> Action | None:
        """The scripted action now (any seat's), or None: the learner decides."""

    def vet(self, action: Action) -> bool:
        """May the learner's ``action`` be applied?  False: it is not (the lesson says why)."""

    def dropped(self) -> None:
        """The game took the table back (a new match or deal): the lesson is over."""


class LessonSeats:
    """A lesson, as a source of the other seats; ``before`` is the deal the window showed
    when the lesson began (the game goes on from there)."""

    auto_genug = False  # the lesson teaches the call
    own_game = False
    thinking_seat = None  # nobody thinks: the script knows

    def __init__(self, host: Host, hook: LessonHook, before: Deal) -> None:
        self.host = host
        self.hook = hook
        self.before = before

    def step(self) -> bool:
        deal = self.host.deal
        if deal.finished:
            return False
        if self.hook.waiting:
            return True  # a text to read: nobody acts until the lesson goes on
        scripted = self.hook.supply(deal)
        if scripted is None:
            return False
        self.host.apply_action(scripted)
        return True

    def deal_over(self) -> None:
        pass  # only the lesson ends its deal

    def options(self, deal: Deal, options: tuple[Action, ...]) -> tuple[Action, ...]:
        return options

    def hold_moment(self) -> None:
        pass

    def moment_over(self) -> None:
        pass

    def turn(self, to_act: int) -> None:
        pass  # the script played every other seat in step()

    def vet(self, action: Action) -> bool:
        return self.hook.vet(action)

    def submit(self, action: Action) -> bool:
        self.host.apply_action(action)
        return True

    def play_on(self) -> None:
        pass

    def next_deal(self) -> bool:
        return True  # a lesson's deal: only the lesson ends it

    def forget(self) -> None:
        pass

    def think_ahead(self) -> None:
        pass
