"""Taking moves back: which points of a deal a player may go back to.

A *decision* of a seat is one of its own actions in the deal's history: its trump call (or
aufschlagen, redeal), a bid or pass, a Kontra answer, a card, a Genug.  Taking back goes to
the moment before the seat's last decision: everything since (the other seats' answers
after it too) is undone, and the seat decides again.  The deal there is the log's prefix
replayed (``DealLog.replay(upto)``), so a deal taken back is a deal as any other.

The rule lives here, once; the window asks :func:`takeback_point` (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action


def decisions(actions: Sequence[Action], seat: int) -> list[int]:
    """The indices in ``actions`` of ``seat``'s decisions (its own actions), in order; the
    deal before decision ``i`` is the first ``i`` actions replayed."""
    return [i for i, a in enumerate(actions) if a.seat == seat]


def takeback_point(actions: Sequence[Action], seat: int) -> int | None:
    """How many of ``actions`` stay when ``seat`` takes back: the index of its last
    decision (the deal goes back to just before it), or None: it has decided nothing yet."""
    mine = decisions(actions, seat)
    return mine[-1] if mine else None
