"""A table opened from the window on a server (issue 41): a real ``--serve --open-tables``
process on 127.0.0.1, the opener's window opens the table there by its dialog (address typed,
"Open on the server"), shows the code the server gave, a friend's window joins with it, both
play a deal, and the opener closes the table for good or leaves it open; a server that opens
no tables says so in words."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bschnapsen_gui.qt.app import Game
from bschnapsen_gui.qt.commands import PanelKind

from ..net.helpers import Served, serve
from .helpers import Answers
from .test_friends import TIMEOUT, play_deals


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Served]:
    served = serve(tmp_path / "club", "--open-tables", "4", "--strength", "beginner")
    yield served
    assert served.stop() == 0


def _problem(g: Game) -> str:
    d = g.window.friends.dialog
    return d.problem.text() if d is not None and d.problem.isVisible() else ""


def _open_on(qtbot: Any, g: Game, server: str) -> str:
    """The player types the server's address and opens the table there; the code shown."""
    f = g.window.friends
    d = f.open_dialog()
    d.name.setText("Anna")
    d.seat_choices["partner"].setChecked(True)
    d.server.setText(server)
    d.server_button.click()
    qtbot.waitUntil(lambda: f.dialog is not None and f.dialog.at_table and len(f.dialog.code_shown.text()) == 11,
                    timeout=TIMEOUT)
    return d.code_shown.text()


def test_a_window_opens_a_table_on_a_server_and_a_friend_joins_with_its_code(
        qtbot: Any, make_game: Callable[..., Game], club: Served, answers: Answers) -> None:
    a, b = make_game(persist=False), make_game(persist=False)
    for g in (a, b):
        g.start()
    shown = _open_on(qtbot, a, club.url)
    fa, fb = a.window.friends, b.window.friends
    assert fa.host is None, "nothing was started on this computer"
    t = fa.table
    assert t is not None and t.opener and t.on_server and t.code == shown.replace(" ", "")
    d = fa.dialog
    assert d is not None and d.addresses.isVisible() and d.addresses.text() == f"The server: {club.url}"
    assert "the server&#x27;s address" in d.invite.text()  # rich text, escaped
    assert a.settings.table_server == club.url  # remembered for the next table
    saved = list((club.data / "tables").iterdir())
    assert len(saved) == 1 and saved[0].name == t.table_id
    # the friend joins with the server's address and the code as read out
    fb.open_dialog()
    fb.join_table(club.url, shown.lower(), "Boris")
    qtbot.waitUntil(lambda: a.controller.shared and b.controller.shared, timeout=TIMEOUT)  # both seats taken
    tb = fb.table
    assert tb is not None and not tb.opener and tb.opener_name() == "Anna"
    play_deals(qtbot, (a, b), 1)
    # the opener leaves: asked whether to leave the table open or close it for good
    answers.queue.append(1)  # "Close it for good"
    fa.leave_table()
    assert answers.asked[-1][2] == ["&Leave it open", "Close it for &good", "&Stay at the table"]
    qtbot.waitUntil(lambda: not b.controller.shared, timeout=TIMEOUT)
    assert not a.controller.shared
    overlay = b.window.view.overlay
    assert overlay.kind is PanelKind.NOTICE and "Anna closed the table" in overlay.body_text
    qtbot.waitUntil(lambda: not any((club.data / "tables").iterdir()), timeout=TIMEOUT)


def test_the_opener_leaves_the_table_open_and_comes_back_to_it(
        qtbot: Any, make_game: Callable[..., Game], club: Served, answers: Answers) -> None:
    a, b = make_game(persist=True), make_game(persist=False)  # Anna's window keeps her seat on disk
    for g in (a, b):
        g.start()
    shown = _open_on(qtbot, a, club.url)
    fa, fb = a.window.friends, b.window.friends
    fb.open_dialog()
    fb.join_table(club.url, shown, "Boris")
    qtbot.waitUntil(lambda: a.controller.shared and b.controller.shared, timeout=TIMEOUT)
    t = fa.table
    assert t is not None and t.token is not None
    token, table_id = t.token, t.table_id
    answers.queue.append(0)  # "Leave it open"
    fa.leave_table()
    qtbot.waitUntil(lambda: not a.controller.shared, timeout=TIMEOUT)
    assert a.window.status.text().startswith("You left your table on the server; it stays open")
    assert b.controller.shared, "the friend plays on, a computer in the opener's seat"
    assert (club.data / "tables" / table_id).exists()
    # the kept seat: the way back to her own table on the server (not opened again here)
    d = fa.open_dialog()
    assert len(fa.kept) == 1 and fa.kept[0].opener and not fa.kept[0].mine and fa.kept[0].token == token
    assert d.kept_back_buttons[0].text() == f"Back to your table at {club.url.removeprefix('ws://').rstrip('/')} " \
                                            f"(code {shown})"
    d.kept_back_buttons[0].click()
    qtbot.waitUntil(lambda: fa.table is not None and fa.table.connected and a.controller.shared, timeout=TIMEOUT)
    back = fa.table
    assert back is not None and back.opener and back.on_server and back.code == shown.replace(" ", "")
    assert fa.host is None


def test_a_server_that_opens_no_tables_says_so(qtbot: Any, make_game: Callable[..., Game], tmp_path: Path) -> None:
    plain = serve(tmp_path / "plain")
    try:
        a = make_game(persist=False)
        a.start()
        f = a.window.friends
        d = f.open_dialog()
        d.server.setText(plain.url)
        d.server_button.click()
        qtbot.waitUntil(lambda: "does not open tables for players" in _problem(a), timeout=TIMEOUT)
        assert f.table is None and not a.controller.shared and not d.at_table
        d.server.setText("")
        d.server_button.click()
        assert "Type the server's address" in _problem(a)
    finally:
        assert plain.stop() == 0


def test_the_list_of_tables_names_only_servers_that_cannot_seat_this_window(
        make_game: Callable[..., Game]) -> None:
    """A server's record says the oldest and newest versions it takes (docs/protocol.md,
    "Finding tables on the network"): one of before version 2 (v alone, 1) is another
    version for this window; this version's servers, and a newer one that still takes it,
    are listed with their seats."""
    from bschnapsen_gui.net import protocol as P
    from bschnapsen_gui.net.discovery import Found

    a = make_game(persist=False)
    a.start()
    d = a.window.friends.open_dialog()
    old = Found("Bauernschnapsen old x", "10.0.0.1", 24240, 1, False, ("t1",), 2, "", newest=0)
    now = Found("Bauernschnapsen now x", "10.0.0.2", 24240, P.OLDEST_VERSION, False, ("t2",), 1, "",
                newest=P.VERSION)
    later = Found("Bauernschnapsen later x", "10.0.0.3", 24240, P.VERSION, False, ("t3",), 3, "",
                  newest=P.VERSION + 1)
    d.set_found([old, now, later], False)
    texts = [d.found.item(i).text() for i in range(d.found.count())]
    assert texts == ["old (10.0.0.1:24240): another version of the game", "now (10.0.0.2:24240): 1 seat free",
                     "later (10.0.0.3:24240): 3 seats free"]
