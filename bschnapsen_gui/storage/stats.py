"""Statistics kept across sessions: Bummerl won and lost, deals by contract.

The file is ``statistics.json`` in the data directory (``platformdirs.user_data_dir`` or
``$BSCHNAPSEN_DATA_DIR``), versioned and written atomically::

    {"format": "bauernschnapsen/statistics", "version": 1, "since": "2026-11-29",
     "bummerl": {"won": 3, "lost": 2, "won_schneider": 1, "lost_schneider": 0},
     "deals": 41, "redeals": 1,
     "contracts": {"gang": {"you": [2, 1], "partner": [1, 1], "opponents": [3, 2]}},
     "recent": ["1234:17", ...]}

``contracts[c][who]`` is ``[played, won]`` for the declarer's seat: the human ("you"), his
partner, or one of the opponents.  ``recent`` remembers the last deals counted (match seed
and deal number), so that a deal is never counted twice.  The deals played at tables with
friends are counted apart, in ``statistics-friends.json`` (the same format).  A file that cannot be read is
put aside as ``statistics.json.broken-<timestamp>`` (by :func:`.files.load`) and the
statistics start fresh.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import HUMAN, Contract, Deal, Reason
from .files import BrokenFile, FileKind, data_dir, load, save

FORMAT = "bauernschnapsen/statistics"
VERSION = 1
WHO = ("you", "partner", "opponents")
RECENT = 64


def stats_path() -> Path:
    return KIND.path


def who_of(seat: int) -> str:
    if seat == HUMAN:
        return "you"
    if seat == (HUMAN + 2) % 4:
        return "partner"
    return "opponents"


@dataclass
class Stats:
    since: str = field(default_factory=lambda: time.strftime("%Y-%m-%d"))
    bummerl_won: int = 0
    bummerl_lost: int = 0
    won_schneider: int = 0  # Bummerl won with the other team still at 0 (two marks)
    lost_schneider: int = 0
    deals: int = 0
    redeals: int = 0
    #: deals finished after the player took moves back: counted apart, not in ``deals``,
    #: ``redeals`` or ``contracts`` (whose figures are of deals played straight)
    taken_back: int = 0
    contracts: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    recent: list[str] = field(default_factory=list)

    # -- counting --------------------------------------------------------------------

    def record_deal(self, deal: Deal, key: str, taken_back: bool = False) -> bool:
        """Count a finished deal once (``key``: match seed and deal number); one with moves
        taken back only in :attr:`taken_back`."""
        if key in self.recent or deal.result is None:
            return False
        self.recent = (self.recent + [key])[-RECENT:]
        if taken_back:
            self.taken_back += 1
            return True
        res = deal.result
        if res.reason is Reason.REDEAL:
            self.redeals += 1
            return True
        self.deals += 1
        if deal.contract is not None and deal.declarer is not None:
            row = self.contracts.setdefault(str(deal.contract), {w: [0, 0] for w in WHO})
            cell = row.setdefault(who_of(deal.declarer), [0, 0])
            cell[0] += 1
            if res.winner == deal.declarer % 2:
                cell[1] += 1
        return True

    def forget_deal(self, deal: Deal, key: str, taken_back: bool = False) -> bool:
        """Take back the count of a deal counted by :meth:`record_deal` (``taken_back``: as
        it was counted): the player took moves back after its end, and it will be counted
        again when it ends."""
        if key not in self.recent or deal.result is None:
            return False
        self.recent = [k for k in self.recent if k != key]
        if taken_back:
            self.taken_back = max(0, self.taken_back - 1)
            return True
        res = deal.result
        if res.reason is Reason.REDEAL:
            self.redeals = max(0, self.redeals - 1)
            return True
        self.deals = max(0, self.deals - 1)
        if deal.contract is not None and deal.declarer is not None:
            cell = self.contracts.get(str(deal.contract), {}).get(who_of(deal.declarer))
            if cell is not None and cell[0] > 0:
                cell[0] -= 1
                if res.winner == deal.declarer % 2 and cell[1] > 0:
                    cell[1] -= 1
        return True

    def forget_bummerl(self, winner: int, marks: int) -> None:
        """Take back :meth:`record_bummerl` (its closing deal was reopened)."""
        if winner == HUMAN % 2:
            self.bummerl_won = max(0, self.bummerl_won - 1)
            self.won_schneider = max(0, self.won_schneider - (marks >= 2))
        else:
            self.bummerl_lost = max(0, self.bummerl_lost - 1)
            self.lost_schneider = max(0, self.lost_schneider - (marks >= 2))

    def record_bummerl(self, winner: int, marks: int) -> None:
        if winner == HUMAN % 2:
            self.bummerl_won += 1
            self.won_schneider += marks >= 2
        else:
            self.bummerl_lost += 1
            self.lost_schneider += marks >= 2

    # -- reading ---------------------------------------------------------------------

    def played(self, contract: str, who: str) -> tuple[int, int]:
        cell = self.contracts.get(contract, {}).get(who, [0, 0])
        return cell[0], cell[1]

    def team(self, contract: str, ours: bool) -> tuple[int, int]:
        """(played, won) for our team (you and partner) or the opponents."""
        if not ours:
            return self.played(contract, "opponents")
        a, b = self.played(contract, "you"), self.played(contract, "partner")
        return a[0] + b[0], a[1] + b[1]

    def contracts_played(self) -> list[str]:
        """Contracts with at least one deal, in the ranking order of the ids."""
        return [str(c) for c in Contract if any(self.played(str(c), w)[0] for w in WHO)]

    @property
    def empty(self) -> bool:
        return not (self.deals or self.redeals or self.taken_back or self.bummerl_won or self.bummerl_lost)

    # -- JSON ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return KIND.envelope() | {
            "since": self.since,
            "bummerl": {"won": self.bummerl_won, "lost": self.bummerl_lost,
                        "won_schneider": self.won_schneider, "lost_schneider": self.lost_schneider},
            "deals": self.deals,
            "redeals": self.redeals,
            "taken_back": self.taken_back,
            "contracts": self.contracts,
            "recent": self.recent,
        }

    @classmethod
    def from_json(cls, data: object) -> Stats:
        """Statistics from JSON; ``BrokenFile`` if it is not ours or not sound."""
        return KIND.from_json(data)

    @classmethod
    def _parse(cls, data: dict[str, Any], version: int) -> Stats:
        s = cls()
        since = data.get("since")
        if isinstance(since, str):
            s.since = since
        b = data.get("bummerl", {})
        if not isinstance(b, dict):
            raise BrokenFile("bummerl: not an object")
        s.bummerl_won = _count(b.get("won", 0), "bummerl.won")
        s.bummerl_lost = _count(b.get("lost", 0), "bummerl.lost")
        s.won_schneider = _count(b.get("won_schneider", 0), "bummerl.won_schneider")
        s.lost_schneider = _count(b.get("lost_schneider", 0), "bummerl.lost_schneider")
        s.deals = _count(data.get("deals", 0), "deals")
        s.redeals = _count(data.get("redeals", 0), "redeals")
        s.taken_back = _count(data.get("taken_back", 0), "taken_back")
        contracts = data.get("contracts", {})
        if not isinstance(contracts, dict):
            raise BrokenFile("contracts: not an object")
        known = {str(c) for c in Contract}
        for c, row in contracts.items():
            if c not in known or not isinstance(row, dict):
                raise BrokenFile(f"contracts: {c!r} is not a contract")
            out: dict[str, list[int]] = {}
            for who, cell in row.items():
                if who not in WHO or not isinstance(cell, list) or len(cell) != 2:
                    raise BrokenFile(f"contracts.{c}: bad entry {who!r}")
                played, won = _count(cell[0], c), _count(cell[1], c)
                if won > played:
                    raise BrokenFile(f"contracts.{c}.{who}: more won than played")
                out[who] = [played, won]
            s.contracts[c] = out
        recent = data.get("recent", [])
        if isinstance(recent, list):
            s.recent = [k for k in recent if isinstance(k, str)][-RECENT:]
        return s


def _count(v: object, where: str) -> int:
    if type(v) is not int or v < 0:
        raise BrokenFile(f"{where}: not a count")
    return v


KIND = FileKind("statistics.json", data_dir, FORMAT, VERSION, "statistics file", Stats._parse)
FRIENDS_KIND = FileKind("statistics-friends.json", data_dir, FORMAT, VERSION, "statistics file of the tables "
                        "with friends", Stats._parse)
"""The deals and Bummerl played at shared tables, counted apart (the same format)."""


def load_stats(friends: bool = False) -> tuple[Stats, BrokenFile | None]:
    """The saved statistics (or fresh ones) and, if the file was broken, what happened;
    ``friends``: those of the tables with friends."""
    return load(FRIENDS_KIND if friends else KIND, Stats())


def save_stats(stats: Stats, friends: bool = False) -> None:
    save(FRIENDS_KIND if friends else KIND, stats.to_json(), indent=1, ensure_ascii=False)
