"""Shared helpers for the AI tests."""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

import pytest

from bschnapsen_gui.ai import make_player
from bschnapsen_gui.ai.positions import random_hands
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.log import DealLog
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import OPTIONS, RuleSet
from bschnapsen_gui.engine.view import seat_view


def heuristic_match(rules: RuleSet, seed: int, more: Callable[[Match], bool]) -> Match:
    """A match (seat 0 Vorhand: dealer 3) of heuristic players in all four seats, whole
    deals played while ``more(match)``; the returned match has its next deal dealt."""
    m = Match(rules, seed, dealer=3)
    players = [make_player("heuristic", seed * 4 + s) for s in range(4)]
    while more(m):
        d = m.deal
        while not d.finished:
            s = d.to_act
            assert s is not None
            d.apply(players[s].decide(seat_view(d, s)))
        m.next_deal()
    return m


def heuristic_deal(seed: int) -> DealLog:
    """The first deal of :func:`heuristic_match` (seat 0 Vorhand: dealer 3)."""
    return heuristic_match(RuleSet(), seed, lambda m: not m.records).records[0].log


def random_rules(rng: random.Random) -> RuleSet:
    """A rule set with a random selection of options changed (engine.rules.OPTIONS)."""
    kw = {}
    for name, spec in OPTIONS.items():
        if rng.random() < 0.4:
            kw[name] = rng.choice(spec.values)
    return RuleSet(**kw)


def drive(deal: Deal, until: Callable[[Deal], bool], seed: int = 0) -> bool:
    """Play heuristic actions until ``until(deal)``; False if the deal ended first."""
    players = [make_player("heuristic", seed + s) for s in range(4)]
    while not deal.finished:
        if until(deal):
            return True
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].decide(seat_view(deal, seat)))
    return until(deal)


def deal_at(phase: Phase, seed: int, rules: RuleSet | None = None, first_lead: bool = True) -> Deal:
    """A deal stopped at the first decision of ``phase`` (a normal game's first lead for PLAY)."""
    rng = random.Random(seed)
    for _ in range(200):
        deal = Deal(rules or RuleSet(), rng.randrange(4), random_hands(rng))
        if drive(deal, lambda d: d.phase is phase, seed):
            if phase is Phase.PLAY and first_lead and str(deal.contract) != "normal":
                continue
            return deal
    raise AssertionError(f"no deal reached {phase}")


class StepClock:
    """The computer players' clock in a test: it moves on by ``step`` seconds each time it
    is read, and stands still otherwise, so a deadline is a number of clock readings and
    a test that checks one does not depend on the machine's speed.

    :meth:`install` puts it in place of ``time`` in every loaded ``bschnapsen_gui.ai``
    module that reads the time (not the thinking process, which has its own)."""

    def __init__(self, step: float = 0.001) -> None:
        self.step = step
        self.now = 1000.0
        self.reads = 0

    def monotonic(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now

    def __getattr__(self, name: str) -> Any:  # sleep, perf_counter, ...: the real ones
        return getattr(time, name)

    def install(self, monkeypatch: pytest.MonkeyPatch) -> StepClock:
        patched = []
        for name, module in list(sys.modules.items()):
            if name.startswith("bschnapsen_gui.ai") and name != "bschnapsen_gui.ai.process" \
                    and getattr(module, "time", None) is time:
                monkeypatch.setattr(module, "time", self)
                patched.append(name)
        assert "bschnapsen_gui.ai.search" in patched, patched  # where the budgets are kept
        return self


class SlowPlayer:
    """A stand-in computer player that thinks until it is cancelled (or for 30 s), then
    plays its first legal action.  ``slow_player`` makes one; being a module-level function
    it can be sent to the thinking process (ai.process) as its player factory."""

    def __init__(self, strength: str, seed: int) -> None:
        self.seconds = 30.0

    def decide(self, view, deadline=None, cancel=None):
        import time

        from bschnapsen_gui.ai import Cancelled
        from bschnapsen_gui.engine import Verb

        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if cancel is not None and cancel():
                raise Cancelled()
            time.sleep(0.005)
        return [a for a in view.legal if a.verb is not Verb.GENUG][0]

    def wants_genug(self, view) -> bool:
        return False


def slow_player(strength: str, seed: int) -> SlowPlayer:
    return SlowPlayer(strength, seed)
