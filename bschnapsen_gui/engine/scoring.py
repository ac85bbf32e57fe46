"""Augen and Genug in the normal game (docs/rules.md §8, §10): the counting rules in one place.

A team's Augen are the card points of the tricks it took plus its announcements (20, or 40
in trump), but announcements count only once the team has taken a trick.  Genug is right
with 66 such Augen; it scores 3 Punkte if the opponents took no trick, 2 if they have fewer
than 33 Augen, else 1 (for the opponents when it is wrong).

The functions work on anything with ``augen``, ``tricks_won`` and ``announcements`` per
team: a :class:`~.deal.Deal` and a :class:`~.view.SeatView` alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol

from .cards import Suit

GENUG_AUGEN: Final = 66
"""Augen a side needs: for a right Genug, and for a Schnapser."""

SCHNEIDER_AUGEN: Final = 33
"""Opponents with fewer Augen are Schneider: a Genug scores 2 Punkte instead of 1."""


class Tally(Protocol):
    """What counting needs: per team (A = 0, B = 1) trick Augen and tricks, and every
    announcement as (seat, suit, value)."""

    @property
    def augen(self) -> Sequence[int]: ...

    @property
    def tricks_won(self) -> Sequence[int]: ...

    @property
    def announcements(self) -> Sequence[tuple[int, Suit, int]]: ...


def marriage_value(suit: Suit, play_trump: Suit | None) -> int:
    """What King and Ober of ``suit`` count when announced: 40 in trump, else 20."""
    return 40 if suit is play_trump else 20


def announced(tally: Tally, team: int) -> int:
    """The sum of the team's announcements (counted or not yet)."""
    return sum(v for s, _suit, v in tally.announcements if s & 1 == team)


def counted(augen: int, tricks_won: int, announced: int) -> int:
    """A team's Augen from its own figures: announcements once it has a trick."""
    return augen + announced if tricks_won else augen


def counted_augen(tally: Tally, team: int) -> int:
    """The Augen ``team`` may count now: tricks, and announcements once it has a trick."""
    return counted(tally.augen[team], tally.tricks_won[team], announced(tally, team))


def genug_is_right(tally: Tally, team: int) -> bool:
    """Would a Genug of ``team`` be right now (it counts 66 Augen)?"""
    return counted_augen(tally, team) >= GENUG_AUGEN


def genug_score(
    team: int,
    augen: Sequence[int],
    tricks_won: Sequence[int],
    announced: Sequence[int],
) -> tuple[int, int]:
    """(team that scores, Punkte before Kontra) when ``team`` says Genug, from the per-team
    figures (trick Augen, tricks, announcement sums)."""
    opp = 1 - team
    if tricks_won[opp] == 0:
        points = 3
    elif counted(augen[opp], tricks_won[opp], announced[opp]) < SCHNEIDER_AUGEN:
        points = 2
    else:
        points = 1
    right = counted(augen[team], tricks_won[team], announced[team]) >= GENUG_AUGEN
    return (team if right else opp), points


def genug_points(tally: Tally, team: int) -> tuple[int, int]:
    """(team that scores, Punkte before Kontra) if ``team`` says Genug now."""
    sums = (announced(tally, 0), announced(tally, 1))
    return genug_score(team, tally.augen, tally.tricks_won, sums)
