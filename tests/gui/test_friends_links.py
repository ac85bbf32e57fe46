"""Links to a table in the window (issue 41): the opener's dialog shows one for each address
with "Copy link"; a link pasted into the Join tab fills the address and the code; a link
handed to the window (the command line, another start) opens the Join tab filled in, with
Join focused and nothing joined; a text that is no table's link is said in words.  The
opener's link leads a second window to the real table (its server a child process on
127.0.0.1).  The socket between a later start and the running game reads what comes as
hostile; a later start hands its link over (real processes)."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.net.links import MAX_LINK, LinkProblem, parse_link
from bschnapsen_gui.qt.app import Game
from bschnapsen_gui.qt.friends.connection import table_url
from bschnapsen_gui.qt.friends.dialog import FriendsDialog
from bschnapsen_gui.qt.friends.words import link_problem_text
from bschnapsen_gui.qt.instance import (
    ANSWER,
    LINK_CHARS,
    MAX_REQUEST,
    REQUEST,
    SingleInstance,
    hand_over,
    link_request,
    read_request,
    server_name,
)
from bschnapsen_gui.storage.files import data_dir
from bschnapsen_gui.storage.settings import Settings, load_settings, save_settings, settings_path

TIMEOUT = 90_000
ROOT = Path(__file__).resolve().parents[2]
LINK = "bauernschnapsen://192.168.1.5:24241/7cp-yxk-4ma"


class Planner:
    """What the dialog asks, noted."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, ...]] = []

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *args: self.asked.append((name, *map(str, args)))


@pytest.fixture
def dialog(qapp: QApplication, qtbot: Any) -> FriendsDialog:
    d = FriendsDialog(Settings(), Planner())  # type: ignore[arg-type]
    qtbot.addWidget(d)
    return d


def paste(field: Any, text: str) -> None:
    """Paste ``text`` into ``field`` as a player does (Ctrl+V over what it holds)."""
    QGuiApplication.clipboard().setText(text)
    field.setFocus()
    field.selectAll()
    QTest.keySequence(field, QKeySequence.StandardKey.Paste)


def test_the_opener_sees_a_link_for_each_address_and_copies_one(dialog: FriendsDialog, qtbot: Any) -> None:
    dialog.show()
    dialog.show_table(opener=True, code="7CPYXK4MA", addresses=["192.168.1.5:24240", "10.0.0.7:40001"])
    assert [f.text() for f in dialog.link_fields] == ["bauernschnapsen://192.168.1.5/7CP-YXK-4MA",
                                                      "bauernschnapsen://10.0.0.7:40001/7CP-YXK-4MA"]
    assert all(f.isVisible() and f.isReadOnly() for f in dialog.link_fields)
    assert dialog.links_title.isVisible()
    assert [b.text() for b in dialog.link_buttons] == ["Copy &link"] * 2
    # the same words on each button: a screen reader hears which link each copies
    assert [b.accessibleName() for b in dialog.link_buttons] == [
        "Copy the link to your table at 192.168.1.5:24240", "Copy the link to your table at 10.0.0.7:40001"]
    assert dialog.link_fields[0].accessibleName() == "Link to your table at 192.168.1.5:24240"
    qtbot.mouseClick(dialog.link_buttons[1], Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "bauernschnapsen://10.0.0.7:40001/7CP-YXK-4MA"
    assert dialog.link_buttons[1].text() == "Copied"
    link = parse_link(QGuiApplication.clipboard().text())
    assert (link.url, link.code) == ("ws://10.0.0.7:40001/", "7CPYXK4MA")
    # the addresses change (the table opened again): the links follow; a friend's page has none
    dialog.show_table(opener=True, code="7CPYXK4MA", addresses=["127.0.0.1:5000"])
    assert [f.text() for f in dialog.link_fields] == ["bauernschnapsen://127.0.0.1:5000/7CP-YXK-4MA"]
    # a table opened on a club's server: the link to it there
    dialog.show_table(opener=True, code="7CPYXK4MA", server="wss://club.example/t1/")
    assert [f.text() for f in dialog.link_fields] == ["bauernschnapsen://club.example/t1/7CP-YXK-4MA?tls=1"]
    dialog.show_table(opener=True, code="7CPYXK4MA", server="ws://club.example:24240/")
    assert [f.text() for f in dialog.link_fields] == ["bauernschnapsen://club.example/7CP-YXK-4MA"]
    dialog.show_table(opener=False, opener_name="Anna")
    assert dialog.link_fields == [] and not dialog.links_title.isVisible()


def test_a_link_pasted_into_the_address_fills_address_and_code(dialog: FriendsDialog, qtbot: Any) -> None:
    dialog.show()
    dialog.tabs.setCurrentIndex(1)
    paste(dialog.address, "  " + LINK + "\n")
    assert (dialog.address.text(), dialog.code.text()) == ("192.168.1.5:24241", "7CP YXK 4MA")
    assert dialog.link_note.isVisible() and "192.168.1.5:24241" in dialog.link_note.text()
    assert dialog.focusWidget() is dialog.join_button
    assert not dialog.problem.isVisible()
    assert dialog.planner.asked == [("look_for_tables",)]  # nothing joined: the player presses Join
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.planner.asked[-1] == ("join_table", "192.168.1.5:24241", "7CP YXK 4MA", "")
    # into the code field, a club's server behind TLS
    paste(dialog.code, "bauernschnapsen://club.example/t1/7CPYXK4MA?tls=1")
    assert (dialog.address.text(), dialog.code.text()) == ("wss://club.example/t1/", "7CP YXK 4MA")
    assert table_url(dialog.address.text()) == "wss://club.example/t1/"  # 443: TLS's own port
    # typing over it: the note of the link goes
    QTest.keyClicks(dialog.address, "x")
    assert not dialog.link_note.isVisible()


def test_a_pasted_text_that_is_no_tables_link_is_said_and_fills_nothing(dialog: FriendsDialog) -> None:
    dialog.show()
    dialog.tabs.setCurrentIndex(1)
    dialog.address.setText("10.0.0.1")
    paste(dialog.code, "bauernschnapsen://anna@pc/7CP-YXK-4MA")
    assert dialog.problem.isVisible()
    assert dialog.problem.text() == link_problem_text(LinkProblem.USERINFO)
    assert "user name" in dialog.problem.text()
    assert dialog.address.text() == "10.0.0.1" and not dialog.link_note.isVisible()


def test_a_link_handed_to_the_window_opens_the_join_tab_filled(qtbot: Any, make_game: Callable[..., Game]) -> None:
    g = make_game(persist=False)
    g.start()
    g.window.open_link(LINK)
    f = g.window.friends
    d = f.dialog
    assert d is not None
    qtbot.waitUntil(d.isVisible)
    assert d.tabs.currentIndex() == 1 and not d.at_table
    assert (d.address.text(), d.code.text()) == ("192.168.1.5:24241", "7CP YXK 4MA")
    assert d.focusWidget() is d.join_button
    assert f.table is None and f.host is None  # not joined
    assert not d.problem.isVisible()


def test_a_link_at_the_first_start_waits_for_the_welcome(qtbot: Any, make_game: Callable[..., Game]) -> None:
    """The welcome is window-modal: the dialog of the link comes when it is closed, not
    hidden behind it."""
    g = make_game(persist=False, welcome=True)
    g.start()
    assert g.welcome is not None and g.welcome.isVisible()
    g.open_link(LINK)
    assert g.window.friends.dialog is None
    g.welcome.accept()
    d = g.window.friends.dialog
    assert d is not None and d.isVisible() and d.tabs.currentIndex() == 1
    assert (d.address.text(), d.code.text()) == ("192.168.1.5:24241", "7CP YXK 4MA")
    # later links come at once
    g.open_link("bauernschnapsen://[::1]/AAA-CCC-EEE")
    assert d.address.text() == "[::1]"


@pytest.mark.parametrize("lang, words", [("en", "not a link to a table"), ("de", "Link"), ("ru", "ссылка")])
def test_a_text_that_is_no_tables_link_is_said_in_the_players_language(
        qtbot: Any, make_game: Callable[..., Game], lang: str, words: str) -> None:
    g = make_game(persist=False, lang=lang)
    g.start()
    g.window.open_link("bauernschnapsen://pc:99999/7CP-YXK-4MA")
    d = g.window.friends.dialog
    assert d is not None
    qtbot.waitUntil(d.problem.isVisible)
    assert d.problem.text() == link_problem_text(LinkProblem.PORT)
    assert words in d.problem.text() and "65535" in d.problem.text()
    if lang != "en":
        assert "not a link" not in d.problem.text()
    assert d.tabs.currentIndex() == 1
    assert g.window.friends.table is None


def test_the_openers_link_seats_a_friend_at_the_table(qtbot: Any, make_game: Callable[..., Game],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BSCHNAPSEN_TABLE_LISTEN", "127.0.0.1:0")
    a, b = make_game(persist=False), make_game(persist=False)
    for g in (a, b):
        g.start()
    fa = a.window.friends
    fa.open_dialog()
    fa.open_table("partner", "beginner", "own", "Anna")
    qtbot.waitUntil(lambda: fa.dialog is not None and len(fa.dialog.link_fields) == 1, timeout=TIMEOUT)
    assert fa.dialog is not None and fa.host is not None
    qtbot.mouseClick(fa.dialog.link_buttons[0], Qt.MouseButton.LeftButton)
    link = QGuiApplication.clipboard().text()
    assert link == f"bauernschnapsen://127.0.0.1:{fa.host.url.rsplit(':', 1)[1].rstrip('/')}/" + "-".join(
        fa.host.code[i:i + 3] for i in (0, 3, 6))
    b.window.open_link(link)
    fb = b.window.friends
    assert fb.dialog is not None and fb.table is None
    qtbot.mouseClick(fb.dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: fb.table is not None and fb.table.connected, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: fb.dialog is not None and fb.dialog.at_table
                    and fb.dialog.title.text() == "At Anna's table", timeout=TIMEOUT)
    # a link that comes while the window is at a table: said, nothing changed
    fb.open_link(link)
    assert fb.dialog.at_table and "already" in fb.dialog.problem.text()
    for f in (fb, fa):
        f._leave("give_up" if f is fb else "close", wait=True)


# -- the socket between a later start and the running game ----------------------------------


def test_request_lines_are_read_strictly() -> None:
    assert read_request(REQUEST) == (True, None)
    assert read_request(link_request(LINK)) == (True, LINK)
    hostile = "bauernschnapsen://pc/\n\x00\u202e" + "я" * 20
    assert read_request(link_request(hostile)) == (True, hostile)  # whole: the window refuses it
    assert link_request(hostile).count(b"\n") == 1 and link_request(hostile).isascii()
    long = "bauernschnapsen://pc/" + "\u0400" * 5000
    assert len(link_request(long)) <= MAX_REQUEST
    ok, cut = read_request(link_request(long))
    assert ok and cut is not None and len(cut) == LINK_CHARS > MAX_LINK  # still refused as too long
    for line in (b"show", b"show\n\n", b"link \n", b'link "x"', b"link 12\n", b'link ["x"]\n', b"link {}\n",
                 b'link "\xff"\n', b"link " + b"[" * 5000 + b"\n", b'link "' + b"a" * MAX_REQUEST + b'"\n',
                 b'LINK "x"\n', b""):
        assert read_request(line) == (False, None), line


@pytest.fixture
def running(qapp: QApplication) -> Any:
    instance = SingleInstance(data_dir())
    assert instance.acquire()
    instance.listen()
    yield instance
    instance.release()


def send(qtbot: Any, data: bytes) -> tuple[QLocalSocket, list[bytes]]:
    sock = QLocalSocket()
    got: list[bytes] = []
    sock.readyRead.connect(lambda: got.append(bytes(sock.readAll().data())))
    with qtbot.waitSignal(sock.connected, timeout=10_000):
        sock.connectToServer(server_name(data_dir()))
    sock.write(data)
    return sock, got


def test_the_running_game_takes_a_link_and_drops_what_is_no_request(running: SingleInstance, qtbot: Any) -> None:
    links: list[str] = []
    shown: list[int] = []
    running.linkRequested.connect(links.append)
    running.showRequested.connect(lambda: shown.append(1))
    sock, got = send(qtbot, link_request(LINK))
    qtbot.waitUntil(lambda: links == [LINK], timeout=10_000)
    qtbot.waitUntil(lambda: b"".join(got) == ANSWER, timeout=10_000)
    assert shown == [1]
    for hostile in (b"link 12\n", b"hello\n", b"x" * (MAX_REQUEST + 10)):
        sock, got = send(qtbot, hostile)
        with qtbot.waitSignal(sock.disconnected, timeout=10_000):
            pass
        assert got == []
    assert links == [LINK] and shown == [1]


OLD_GAME = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QLocalServer
from bschnapsen_gui.qt.instance import server_name
app = QCoreApplication([])
server = QLocalServer()
assert server.listen(server_name(Path(sys.argv[1])))
def on_connection():
    sock = server.nextPendingConnection()
    def answer():  # an earlier version's running game: it knows only "show"
        if sock.canReadLine() and sock.readLine(64).data() == b"show\n":
            sock.write(b"shown\n")
            sock.flush()
            sock.disconnectFromServer()
            print("shown", flush=True)
            app.quit()
    sock.readyRead.connect(answer)
    answer()
server.newConnection.connect(on_connection)
print("ready", flush=True)
app.exec()
"""


def test_a_game_of_an_earlier_version_still_comes_forward(private_dirs: Path) -> None:
    folder = private_dirs / "old"
    p = subprocess.Popen([sys.executable, "-c", OLD_GAME, str(folder)], text=True, stdout=subprocess.PIPE,
                         env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        assert p.stdout is not None and p.stdout.readline() == "ready\n"
        assert hand_over(folder, 60_000, link=LINK)
        assert p.stdout.readline() == "shown\n"
    finally:
        p.kill()
        p.communicate()


# -- real starts of the game ----------------------------------------------------------------

# The game as ``bauernschnapsen`` starts it (__main__.main), saying on standard output what
# the window shows each time a link is opened in it.
LINKED_GAME = r"""
import json, sys
from bschnapsen_gui import __main__ as start
from bschnapsen_gui.qt.mainwindow import MainWindow

opened = MainWindow.open_link

def open_link(self, text):
    opened(self, text)
    d = self.friends.dialog
    print(json.dumps({"visible": d.isVisible(), "tab": d.tabs.currentIndex(), "address": d.address.text(),
                      "code": d.code.text(), "focus": d.focusWidget() is d.join_button,
                      "problem": d.problem.text() if d.problem.isVisible() else "", "note": d.link_note.isVisible(),
                      "joined": self.friends.table is not None}), flush=True)

MainWindow.open_link = open_link
sys.exit(start.main(sys.argv[1:]))
"""


def env_for(tmp: Path) -> dict[str, str]:
    """The folders (private_dirs's) of a player who has seen the welcome
    (test_a_link_at_the_first_start_waits_for_the_welcome)."""
    if not settings_path().exists():
        save_settings(Settings(welcomed=True))
    assert load_settings()[1] is None
    return dict(os.environ, BSCHNAPSEN_DATA_DIR=str(tmp / "data"), BSCHNAPSEN_CONFIG_DIR=str(tmp / "config"),
                PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", BSCHNAPSEN_THINK="thread")


def next_line(p: subprocess.Popen[str]) -> dict[str, Any]:
    assert p.stdout is not None
    ready, _, _ = select.select([p.stdout], [], [], 120)  # (a bound for a game that hangs)
    assert ready, "the game said nothing"
    line = p.stdout.readline()
    assert line, p.stderr.read() if p.stderr else "ended"
    return dict(json.loads(line))


def end(p: subprocess.Popen[str]) -> None:
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    assert "Traceback" not in err, err
    assert not [line for line in err.splitlines() if line.startswith("bauernschnapsen:")], err  # (a broken file)


def test_the_game_started_with_a_link_shows_the_join_tab_filled_and_a_second_start_hands_its_link_over(
        private_dirs: Path) -> None:
    p = subprocess.Popen([sys.executable, "-c", LINKED_GAME, "--lang", "de", LINK], env=env_for(private_dirs),
                         text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        first = next_line(p)
        assert first == {"visible": True, "tab": 1, "address": "192.168.1.5:24241", "code": "7CP YXK 4MA",
                         "focus": True, "problem": "", "note": True, "joined": False}
        # a second start with another link: it hands the link over and exits
        again = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "bauernschnapsen://[::1]/AAA-CCC-EEE"],
                               env=env_for(private_dirs), capture_output=True, text=True, timeout=120)
        assert again.returncode == 0 and again.stderr == "", again.stderr
        second = next_line(p)
        assert (second["tab"], second["address"], second["code"], second["focus"]) == (1, "[::1]", "AAA CCC EEE",
                                                                                         True)
        # one that is no table's link: said in the player's language, the game goes on
        again = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "bauernschnapsen://anna@pc/7CP-YXK-4MA"],
                               env=env_for(private_dirs), capture_output=True, text=True, timeout=120)
        assert again.returncode == 0, again.stderr
        third = next_line(p)
        assert "Link" in third["problem"] and "Benutzername" in third["problem"], third
        assert third["address"] == "[::1]" and not third["joined"]
        assert not third["note"]  # the note of the link before is gone
    finally:
        end(p)


def test_a_game_started_with_a_broken_link_says_so_and_starts(private_dirs: Path) -> None:
    p = subprocess.Popen([sys.executable, "-c", LINKED_GAME, "--lang", "ru", "bauernschnapsen://pc/7CP-YXK-4MB"],
                         env=env_for(private_dirs), text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        shown = next_line(p)
        assert shown["visible"] and shown["tab"] == 1 and not shown["joined"]
        assert "ссылка" in shown["problem"] and "код" in shown["problem"], shown
    finally:
        end(p)


@pytest.mark.parametrize("words, said", [
    (["not-a-link"], "'not-a-link' is not a table's link (bauernschnapsen://…)"),
    (["--smoke-test", LINK], "a table's link opens the window"),
    (["--lang", "de", "http://pc/7CP-YXK-4MA"], "ist kein Link zu einem Tisch"),
    (["--lang", "ru", LINK, LINK], "неизвестные аргументы"),
])
def test_a_word_that_is_no_link_is_a_mistake_on_the_command_line(capsys: Any, words: list[str], said: str) -> None:
    from bschnapsen_gui.__main__ import main

    with pytest.raises(SystemExit) as e:
        main(words)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err, err
