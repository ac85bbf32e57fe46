"""The window's table with friends deals from the system's secure source (issue 39, finding
5): its server (a real child process on 127.0.0.1) saves no seed for the table, and the
window's own game against computers keeps its seed."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from bschnapsen_gui.qt.app import Game

TIMEOUT = 90_000


def test_the_windows_table_deals_what_no_seed_foresees(qtbot: Any, make_game: Callable[..., Game],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BSCHNAPSEN_TABLE_LISTEN", "127.0.0.1:0")
    a = make_game(persist=False)
    a.start()
    own_seed = a.controller.match.seed  # the game against computers: seeded, as always
    fa = a.window.friends
    fa.open_dialog()
    fa.open_table("all", "beginner", "standard", "Anna")
    qtbot.waitUntil(lambda: fa.table is not None and fa.table.connected, timeout=TIMEOUT)
    assert fa.host is not None
    tables = [p for p in (fa.host.folder / "tables").iterdir() if p.is_dir()]
    assert len(tables) == 1, tables
    meta = json.loads((tables[0] / "table.json").read_text(encoding="utf-8"))
    match = json.loads((tables[0] / "match.json").read_text(encoding="utf-8"))["match"]
    assert meta["seed"] is None and match["seed"] is None, (meta, match["seed"])
    assert isinstance(own_seed, int)
