"""The seats this player holds at tables with friends: the way back after a closed window.

A seat at a table is held by a token the table's server gave when the person sat down
(docs/protocol.md, "Seats, computers, codes and tokens").  A window that kept it only in memory could never sit
down again after a crash, a power cut or a closed window: the table counts the seat as
taken.  So each seat's token is kept here, in the data folder, as ``seats.json``::

    {"format": "bauernschnapsen-seats", "version": 1,
     "seats": [{"url": "ws://192.168.1.5:24240/", "table": "t-…", "code": "7CPYXK4MA",
                "seat": 2, "token": "…", "opener_name": "Anna", "mine": false,
                "saved": 1796380800}]}

The file holds secrets (a token lets anyone sit in the seat), so it is written like every
other file of the game (``storage.files.write_atomic``: a temporary made by ``mkstemp``,
which only its owner may read: mode 0600 on Unix, the user's own folder on Windows) and
never logged.  ``mine`` marks the table this window's own server kept (its opener may open
it again); ``opener`` (optional, false if missing) a table this player opened, also on a
club's server (``--open-tables``), where coming back makes it the opener again.  At most
:data:`MAX_SEATS` seats are kept, the newest first, none older than :data:`MAX_AGE_DAYS`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

from .files import BrokenFile, FileKind, Salvaged, data_dir, load, save

FORMAT = "bauernschnapsen-seats"
VERSION = 1
MAX_SEATS = 8
MAX_AGE_DAYS = 30
MAX_TEXT = 256  # a URL, an id, a token, a code: none is longer


@dataclass(frozen=True)
class KeptSeat:
    """One seat at one table, held by its token."""

    url: str  #: where the table's server is reached (``ws://host:port/``)
    table: str  #: the table's id (the server's ``welcome``)
    code: str  #: the table's code (shown to the opener when it is open again)
    seat: int  #: the server's number of the seat (0: the opener's)
    token: str  #: the seat's token (a secret)
    opener_name: str = ""  #: the name of the person who opened the table ("" if unknown)
    mine: bool = False  #: the table of this player's own window (its server kept it)
    saved: float = 0.0  #: when it was last kept (seconds since the epoch)
    opener: bool = False  #: this player opened the table (also one on a club's server: not ``mine``)

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "table": self.table, "code": self.code, "seat": self.seat, "token": self.token,
                "opener_name": self.opener_name, "mine": self.mine, "saved": int(self.saved), "opener": self.opener}


def _text(entry: dict[str, Any], key: str, empty: bool = False) -> str:
    v = entry.get(key, "")
    if not isinstance(v, str) or len(v) > MAX_TEXT or (not v and not empty):
        raise ValueError(f"seats: a bad {key}")
    return v


def _parse(data: dict[str, Any], version: int) -> list[KeptSeat] | Salvaged[list[KeptSeat]]:
    raw = data.get("seats")
    if not isinstance(raw, list):
        raise BrokenFile("the file of seats has no list of seats")
    out: list[KeptSeat] = []
    bad = 0
    for e in raw[:MAX_SEATS * 4]:
        try:
            if not isinstance(e, dict):
                raise ValueError("seats: not an object")
            seat, saved = e.get("seat"), e.get("saved", 0)
            if type(seat) is not int or not 0 <= seat <= 3:
                raise ValueError("seats: a bad seat")
            if type(saved) not in (int, float):
                raise ValueError("seats: a bad time")
            out.append(KeptSeat(_text(e, "url"), _text(e, "table"), _text(e, "code", True), seat, _text(e, "token"),
                                _text(e, "opener_name", True), e.get("mine") is True, float(saved),
                                e.get("opener") is True))  # missing in a file of an earlier version: no
        except ValueError:
            bad += 1
    if bad:
        return Salvaged(out, f"{bad} seats could not be read")
    return out


KIND: FileKind[list[KeptSeat]] = FileKind("seats.json", data_dir, FORMAT, VERSION, "file of seats at tables",
                                          _parse, max_bytes=64 * 1024)


def load_seats(now: float | None = None) -> list[KeptSeat]:
    """The seats kept (the newest first, none too old); a broken file counts as none (it is
    put aside as every broken file of the game is)."""
    seats, _broken = load(KIND, [])
    now = time.time() if now is None else now
    fresh = [s for s in seats if now - s.saved < MAX_AGE_DAYS * 86400]
    return sorted(fresh, key=lambda s: -s.saved)[:MAX_SEATS]


def _store(seats: list[KeptSeat]) -> None:
    save(KIND, {"format": FORMAT, "version": VERSION, "seats": [s.to_json() for s in seats[:MAX_SEATS]]},
         indent=1, ensure_ascii=False)


def keep_seat(seat: KeptSeat) -> None:
    """Keep (or renew) ``seat``: it replaces what was kept for the same table and seat, and a
    table of this window's own (``mine``) replaces the one it kept before.  ``SaveFailed``
    if the file cannot be written."""
    now = time.time()
    others = [s for s in load_seats(now)
              if (s.table, s.seat) != (seat.table, seat.seat) and not (seat.mine and s.mine)]
    _store([replace(seat, saved=now), *others])


def forget_seat(table: str, seat: int | None = None) -> None:
    """The seat (every seat, if None) at ``table`` is no longer held: the token ended, the
    table is closed or gone.  ``SaveFailed`` if the file cannot be written."""
    seats = load_seats()
    left = [s for s in seats if not (s.table == table and (seat is None or s.seat == seat))]
    if len(left) != len(seats):
        _store(left)
