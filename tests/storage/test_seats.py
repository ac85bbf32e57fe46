"""The seats kept at tables with friends (``seats.json``): kept, renewed, forgotten, bounded,
and a broken or hostile file costs nothing but the seats it cannot read."""

from __future__ import annotations

import json
import stat
import sys
import time

from bschnapsen_gui.storage import seats as S
from bschnapsen_gui.storage.files import data_dir


def seat(table: str = "t1", n: int = 2, token: str = "tok", mine: bool = False, **kw: object) -> S.KeptSeat:
    return S.KeptSeat("ws://127.0.0.1:24240/", table, "7CPYXK4MA", n, token, "Anna", mine, **kw)  # type: ignore[arg-type]


def test_kept_renewed_and_forgotten() -> None:
    assert S.load_seats() == []
    S.keep_seat(seat())
    S.keep_seat(seat(n=1, token="other"))
    got = S.load_seats()
    assert [(k.seat, k.token) for k in got] == [(1, "other"), (2, "tok")], "the newest first"
    assert all(time.time() - k.saved < 60 for k in got)
    S.keep_seat(seat(token="new"))  # the same table and seat: renewed, not doubled
    assert [(k.seat, k.token) for k in S.load_seats()] == [(2, "new"), (1, "other")]
    S.forget_seat("t1", 2)
    assert [(k.seat, k.token) for k in S.load_seats()] == [(1, "other")]
    S.forget_seat("t1")
    assert S.load_seats() == []
    if sys.platform != "win32":  # tokens are secrets: the owner's only
        assert stat.S_IMODE((data_dir() / "seats.json").stat().st_mode) == 0o600


def test_a_new_own_table_replaces_the_one_kept() -> None:
    S.keep_seat(seat("old", 0, mine=True))
    S.keep_seat(seat("friend", 3))
    S.keep_seat(seat("new", 0, mine=True))
    assert [(k.table, k.mine) for k in S.load_seats()] == [("new", True), ("friend", False)]


def test_bounded_in_number_and_age() -> None:
    for i in range(S.MAX_SEATS + 3):
        S.keep_seat(seat(f"t{i}"))
    got = S.load_seats()
    assert len(got) == S.MAX_SEATS and got[0].table == f"t{S.MAX_SEATS + 2}"
    later = time.time() + (S.MAX_AGE_DAYS + 1) * 86400
    assert S.load_seats(now=later) == []


def test_a_broken_or_hostile_file_loses_only_what_it_cannot_say() -> None:
    path = data_dir() / "seats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    good = seat().to_json()
    good["saved"] = int(time.time())
    bad = [{**good, "seat": 7}, {**good, "token": "x" * 10_000}, {**good, "url": 5}, "nonsense", {**good, "seat": True}]
    path.write_text(json.dumps({"format": S.FORMAT, "version": 1, "seats": [good, *bad]}), encoding="utf-8")
    assert [k.token for k in S.load_seats()] == ["tok"]
    path.write_text("{not json", encoding="utf-8")
    assert S.load_seats() == []  # put aside like every broken file; a new one can be written
    S.keep_seat(seat())
    assert len(S.load_seats()) == 1
    path.write_text(json.dumps({"format": S.FORMAT, "version": 99, "seats": []}), encoding="utf-8")
    assert S.load_seats() == []
