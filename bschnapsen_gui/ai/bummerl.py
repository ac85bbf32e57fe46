"""What a deal's result is worth for the Bummerl, given the score (docs/rules.md §11).

The players count Punkte in the deal; the match counts Bummerl.  A Punkt that reaches the
target wins the Bummerl, a Punkt after it is worth nothing, and a Punkt that saves a
Schneider (the loser at 0 gets two Bummerl) or a Retourschneider (four, when that option is
on) is worth more than one in mid-Bummerl.  :func:`worth` turns a deal result in Punkte
into its worth for the Bummerl at a :class:`Standing`: the change in the Bummerl marks to
expect (won minus lost, Schneider and Retourschneider counted as the match writes them),
expressed in Punkte of a 0 : 0 score, so that where the score does not matter it stays
close to the Punkte themselves and the search players can use it in their place.

The marks to expect from a score come from a race: deal after deal one team or the other
(even chances) scores a number of Punkte drawn from :data:`DEAL_POINTS` (how often a deal
writes 1, 2, 3 … Punkte in self-play), until one reaches the target.  The rules of the
race's end are the engine's own (:func:`~bschnapsen_gui.engine.match.bummerl_marks`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..engine.match import BummerlRecord, bummerl_marks
from ..engine.rules import RuleSet

#: how often a deal writes so many Punkte (heuristic self-play, 1,500 deals, standard rules)
DEAL_POINTS: tuple[tuple[int, float], ...] = ((1, 0.41), (2, 0.19), (3, 0.21), (6, 0.15), (10, 0.04))


@dataclass(frozen=True, slots=True)
class Standing:
    """The running Bummerl from one team's side: its Punkte and the other team's."""

    us: int
    them: int
    target: int = 24
    retourschneider: bool = False
    #: the team that led ``target - 1 : 0`` in this Bummerl: 0 us, 1 them, None neither
    led_short_to_nil: int | None = None

    @staticmethod
    def of(points: tuple[int, int] | list[int], team: int, rules: RuleSet,
           led_short_to_nil: int | None = None) -> Standing:
        """The standing of ``team`` (0 or 1) from the match's ``points`` per team.

        ``led_short_to_nil`` is the match's (per team), as ``BummerlRecord`` keeps it.
        """
        led = None if led_short_to_nil is None else (0 if led_short_to_nil == team else 1)
        return Standing(points[team], points[1 - team], rules.target_points, rules.retourschneider, led)

    def swapped(self) -> Standing:
        """The same standing from the other team's side."""
        led = None if self.led_short_to_nil is None else 1 - self.led_short_to_nil
        return Standing(self.them, self.us, self.target, self.retourschneider, led)


def _after(st: Standing, points: int) -> tuple[int, int, int | None]:
    """Our, their Punkte and who led short to nil after a deal writing ``points`` (ours > 0)."""
    us, them, led = st.us, st.them, st.led_short_to_nil
    if points > 0:
        us += points
        if us == st.target - 1 and them == 0:
            led = 0
    elif points < 0:
        them -= points
        if them == st.target - 1 and us == 0:
            led = 1
    return us, them, led


def _marks(us: int, them: int, led: int | None, target: int, retour: bool) -> float:
    """Marks of a finished Bummerl for us: + those written to them, - those to us."""
    winner = 0 if us >= target else 1
    rec = BummerlRecord(points=[us, them], target=target, winner=winner,
                        led_short_to_nil=led)
    m = bummerl_marks(rec, RuleSet(target_points=target, retourschneider=retour))
    return float(m if winner == 0 else -m)


@cache
def _value(us: int, them: int, led: int | None, target: int, retour: bool) -> float:
    """Marks to expect (for us) from this score on, in the race of the module docstring."""
    if us >= target or them >= target:
        return _marks(us, them, led, target, retour)
    st = Standing(us, them, target, retour, led)
    total = 0.0
    for pts, p in DEAL_POINTS:
        for signed in (pts, -pts):
            total += 0.5 * p * _value(*_after(st, signed), target, retour)
    return total


def expected_marks(st: Standing) -> float:
    """Bummerl marks to expect for us from ``st`` on (won minus lost)."""
    return _value(st.us, st.them, st.led_short_to_nil, st.target, st.retourschneider)


@cache
def _scale(target: int, retour: bool) -> float:
    """Punkte per mark at 0 : 0: the mean gain of one Punkt either way."""
    zero = Standing(0, 0, target, retour)
    up = expected_marks(Standing(*_after(zero, 1)[:2], target, retour))
    down = expected_marks(Standing(*_after(zero, -1)[:2], target, retour))
    return 2.0 / (up - down)


def worth(points: float, st: Standing) -> float:
    """What a deal writing ``points`` Punkte (ours > 0, theirs < 0) is worth at ``st``.

    In Punkte of a 0 : 0 score: about ``points`` early in a Bummerl, nothing beyond what
    reaches the target, more where it saves a Schneider.  Fractional Punkte (an expected
    value) are interpolated between the whole ones either side.
    """
    lo = int(points // 1)
    frac = points - lo
    v = _worth_int(lo, st)
    if frac:
        v += frac * (_worth_int(lo + 1, st) - v)
    return v


def _worth_int(points: int, st: Standing) -> float:
    base = expected_marks(st)
    us, them, led = _after(st, points)
    after = _value(us, them, led, st.target, st.retourschneider)
    return (after - base) * _scale(st.target, st.retourschneider)


__all__ = ["DEAL_POINTS", "Standing", "expected_marks", "worth"]
