"""Playing with friends from the window (issue 30): a window opens a table (its server a real
child process on 127.0.0.1), a second window joins it with the code, two headless clients
(``bauernschnapsen --join … --bot …``, real processes) take the other seats, and whole deals
are played from both windows through their controllers, as a player would choose; a joiner's
drop and return; the opener closing the table; refusals in words; hints that see only the
seat's view.  No mocks of the network: QWebSocket, websockets and zeroconf as they are."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from bschnapsen_gui import __version__
from bschnapsen_gui.engine import Action, Verb
from bschnapsen_gui.engine.log import DealLog
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.net import mirror as M
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.qt.app import Game
from bschnapsen_gui.qt.commands import Command, PanelKind
from bschnapsen_gui.storage.files import data_dir
from bschnapsen_gui.storage.savegame import load_match, save_path

from .helpers import Answers, choose

TIMEOUT = 90_000


@pytest.fixture(autouse=True)
def on_the_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's server listens (and announces) on 127.0.0.1 only, on a port the system
    chooses; the tables are looked for there."""
    monkeypatch.setenv("BSCHNAPSEN_TABLE_LISTEN", "127.0.0.1:0")


@pytest.fixture
def bots() -> Iterator[Callable[..., subprocess.Popen[str]]]:
    procs: list[subprocess.Popen[str]] = []

    def start(url: str, code: str, name: str, deals: int = 3) -> subprocess.Popen[str]:
        p = subprocess.Popen([sys.executable, "-m", "bschnapsen_gui", "--lang", "en", "--join", url, "--code", code,
                              "--bot", "heuristic", "--deals", str(deals), "--name", name],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        procs.append(p)
        return p

    yield start
    for p in procs:
        if p.poll() is None:
            p.kill()
        p.communicate()


def drive(*games: Game, next_deal: bool = False) -> None:
    """Each window's player acts when it is his turn (a simple legal choice, no Genug) and,
    with ``next_deal``, goes on to the next deal."""
    for g in games:
        c = g.controller
        if c.deal.finished:
            if next_deal and not c.next_asked:
                c.next_deal()
            continue
        options = tuple(a for a in c.human_options if a.seat == 0 and a.verb is not Verb.GENUG)
        if options and not c.busy and c.deal.to_act == 0:
            c.act(choose(options))


def no_completion_face_up(g: Game) -> None:
    """A card shown face up is one the seat may see: its own, played, or laid open."""
    c = g.controller
    deal = c.deal
    if deal.finished:
        return
    view = c.human_view()
    seen = set(view.hand) | set(view.played) | {x for cs in view.open_hands.values() for x in cs}
    for card, item in g.window.view.table.items_by_card.items():
        if item._face_shown:
            assert card in seen, f"{card} shown face up, but seat 0 cannot see it"


def open_and_join(qtbot: Any, opener: Game, joiner: Game, seats: str = "all") -> tuple[str, str]:
    fa = opener.window.friends
    fa.open_dialog()
    fa.open_table(seats, "beginner", "own", "Anna")
    qtbot.waitUntil(lambda: fa.table is not None and fa.table.connected, timeout=TIMEOUT)
    assert fa.host is not None
    url, code = fa.host.url, fa.host.code
    qtbot.waitUntil(lambda: fa.dialog is not None and fa.dialog.at_table
                    and fa.dialog.code_shown.text().replace(" ", "") == code, timeout=TIMEOUT)
    assert fa.dialog is not None and fa.dialog.code_shown.text() == f"{code[:3]} {code[3:6]} {code[6:]}"
    fb = joiner.window.friends
    fb.open_dialog()
    # typed as it is read out, in groups and in lower case
    fb.join_table(url.removeprefix("ws://").rstrip("/"), fa.dialog.code_shown.text().lower(), "Boris")
    qtbot.waitUntil(lambda: fb.table is not None and fb.table.connected, timeout=TIMEOUT)
    return url, code


def full_table(qtbot: Any, make_game: Callable[..., Game],
               bots: Callable[..., subprocess.Popen[str]], persist_b: bool = False) -> tuple[Game, Game]:
    """Anna's window opens a table for all three seats, Boris's joins (``persist_b``: his
    window saves and counts statistics), two headless clients fill it (the table begins by
    itself once every seat for people is taken)."""
    a, b = make_game(persist=False), make_game(persist=persist_b)
    for g in (a, b):
        g.start()
    url, code = open_and_join(qtbot, a, b)
    bots(url, code, "Carla"), bots(url, code, "Dora")
    qtbot.waitUntil(lambda: a.controller.shared and b.controller.shared, timeout=TIMEOUT)
    return a, b


def play_deals(qtbot: Any, games: tuple[Game, ...], deals: int, check: Callable[[], None] | None = None) -> None:
    finished = {id(g): 0 for g in games}
    for g in games:
        g.controller.dealFinished.connect(lambda _d, g=g: finished.__setitem__(id(g), finished[id(g)] + 1))

    def step() -> bool:
        if check is not None:
            check()
        drive(*games, next_deal=True)
        for g in games:
            no_completion_face_up(g)
        return all(n >= deals for n in finished.values())

    qtbot.waitUntil(step, timeout=TIMEOUT * deals)


def same_deal(a: Game, b: Game) -> None:
    """Both windows end with the true deal (seats turned to each one's own)."""
    ta, tb = a.window.friends.table, b.window.friends.table
    assert ta is not None and tb is not None
    la = M.turn_log(DealLog.from_deal(a.controller.deal), (4 - ta.seat) % 4)
    lb = M.turn_log(DealLog.from_deal(b.controller.deal), (4 - tb.seat) % 4)
    assert la.hands == lb.hands and la.actions == lb.actions and la.dealer == lb.dealer


def test_open_join_fill_with_headless_clients_and_play_a_deal(qtbot: Any, make_game: Callable[..., Game],
                                                             bots: Callable[..., subprocess.Popen[str]]) -> None:
    a, b = make_game(persist=False), make_game(persist=False)
    for g in (a, b):
        g.start()
    url, code = open_and_join(qtbot, a, b)
    fa, fb = a.window.friends, b.window.friends
    # seated first, then the table's first state turns the dialog to the table's page
    qtbot.waitUntil(lambda: fb.dialog is not None and fb.dialog.at_table and "Anna" in fb.dialog.title.text(),
                    timeout=TIMEOUT)
    # the opener starts with two seats still empty: computers sit in until the clients come
    qtbot.waitUntil(lambda: "Boris" in (fa.dialog.seat_lines.text() if fa.dialog else ""), timeout=TIMEOUT)
    fa.start_table()
    qtbot.waitUntil(lambda: a.controller.shared and b.controller.shared, timeout=TIMEOUT)
    # the game is on: the opener's page offers no Start any more (issue 40, item 6)
    d = fa.open_dialog()
    qtbot.waitUntil(lambda: d.wait_note.text().startswith("The game is on."), timeout=TIMEOUT)
    assert d.at_table and not d.start_button.isVisible() and not d.start_button.isEnabled()
    d.hide()
    # Ctrl+Z at a shared table reaches the window and says why nothing is taken back
    undo = b.window.menu_actions[Command.TAKE_BACK]
    assert undo.isEnabled() and not b.controller.can_take_back()
    undo.trigger()
    assert b.window.status.text() == "Moves cannot be taken back at a table with friends."
    assert b.window.view.access.spoken[-1].endswith("Moves cannot be taken back at a table with friends.")
    first = [bots(url, code, "Carla", deals=1), bots(url, code, "Dora", deals=1)]
    seen_thinking: set[str] = set()

    def check() -> None:
        for g in (a, b):
            for seat in (1, 2, 3):
                text = g.window.view.table._plate_html(seat)
                if "is thinking" in text:
                    seen_thinking.add(text)

    play_deals(qtbot, (a, b), 1, check)
    for p in first:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        assert json.loads(out.splitlines()[-1])["deals"] >= 1
    same_deal(a, b)
    ta, tb = a.window.friends.table, b.window.friends.table
    assert ta is not None and tb is not None and ta.played_whole() and tb.played_whole()
    for g in (a, b):
        assert g.window.view.overlay.kind is PanelKind.SUMMARY
        assert g.controller.deal.finished
    # the name plates: people by name (Boris is West or East of Anna, Anna of Boris)
    assert any("Boris" in a.window.view.table._plate_html(s) for s in (1, 2, 3))
    assert any("Anna" in b.window.view.table._plate_html(s) for s in (1, 2, 3))
    assert any(" is thinking" in t for t in seen_thinking), "a person's plate said NAME is thinking"
    # the summary shows the truth, and both agree; the score sheet has the deal
    assert len(a.controller.match.records) == 1 and len(b.controller.match.records) == 1
    assert a.controller.match.records[0].result.points == b.controller.match.records[0].result.points


def test_a_joiner_drops_and_comes_back(qtbot: Any, make_game: Callable[..., Game],
                                       bots: Callable[..., subprocess.Popen[str]]) -> None:
    a, b = full_table(qtbot, make_game, bots, persist_b=True)
    tb = b.window.friends.table
    assert tb is not None
    west_or_east = M.turn(tb.seat, 0)  # Boris's seat as Anna's window has it
    assert tb.played_whole()

    said: list[str] = []
    tb.status.connect(lambda text, _bad: said.append(text))
    plates: list[str] = []  # Boris's plate in Anna's window, each time the people change
    a.controller.peopleChanged.connect(lambda: plates.append(a.window.view.table._plate_html(west_or_east)))
    # a few actions into the deal, Boris's connection drops
    qtbot.waitUntil(lambda: (drive(a, b) or False) or len(a.controller.deal.history) >= 3, timeout=TIMEOUT)
    tb.drop()
    qtbot.waitUntil(lambda: any("computer until Boris is back" in t for t in plates), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: any("trying again in" in t for t in said), timeout=TIMEOUT)  # and the status line says so
    # it comes back by itself, to the same seat, and the deal goes on
    qtbot.waitUntil(lambda: tb.reconnects >= 1 and tb.connected, timeout=TIMEOUT)
    assert "Back at the table." in said
    assert not tb.played_whole(), "the computer may have played for Boris in this deal"
    qtbot.waitUntil(lambda: "Boris" in a.window.view.table._plate_html(west_or_east)
                    and "computer until" not in a.window.view.table._plate_html(west_or_east), timeout=TIMEOUT)
    play_deals(qtbot, (a, b), 1)
    same_deal(a, b)
    assert b.window.friends.table is tb and tb.seat == M.turn_back(west_or_east, 0)
    # the statistics leave out the deal he was away in: honest figures
    keeper = b.window.stats_keeper
    assert keeper.friends.deals + keeper.friends.redeals == 0 and keeper.stats.deals == 0


def test_a_joiner_who_leaves_is_not_waited_for_as_a_drop(qtbot: Any, make_game: Callable[..., Game],
                                                        bots: Callable[..., subprocess.Popen[str]]) -> None:
    a, b = full_table(qtbot, make_game, bots)
    tb = b.window.friends.table
    assert tb is not None
    west_or_east = M.turn(tb.seat, 0)  # Boris's seat as Anna's window has it
    plates: list[str] = []
    a.controller.peopleChanged.connect(lambda: plates.append(a.window.view.table._plate_html(west_or_east)))
    qtbot.waitUntil(lambda: (drive(a, b) or False) or len(a.controller.deal.history) >= 3, timeout=TIMEOUT)
    b.window.friends.leave_table()  # Game -> Leave the table
    qtbot.waitUntil(lambda: not b.controller.shared, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: any("computer: Boris has left the table" in t for t in plates), timeout=TIMEOUT)
    assert not any("until Boris is back" in t for t in plates)
    # the deal goes on without him
    at = len(a.controller.deal.history)
    qtbot.waitUntil(lambda: (drive(a) or False) or len(a.controller.deal.history) > at + 2
                    or a.controller.deal.finished, timeout=TIMEOUT)


def test_the_opener_closes_the_table_and_the_joiner_has_his_own_game_back(
        qtbot: Any, make_game: Callable[..., Game], bots: Callable[..., subprocess.Popen[str]],
        tmp_path: Path, answers: Answers) -> None:
    a = make_game(persist=False)
    b = make_game()  # saves its own game and counts its statistics
    for g in (a, b):
        g.start()
    # the joiner's own game, one action in, saved
    qtbot.waitUntil(lambda: b.controller.waiting_for_human and bool(b.controller.human_options), timeout=TIMEOUT)
    b.controller.act(choose(b.controller.human_options))
    qtbot.waitUntil(lambda: b.controller.waiting_for_human or b.controller.deal.finished, timeout=TIMEOUT)
    b.window.match_saver.flush()
    own = b.controller.match
    own_before = own.to_json()
    saved_before = save_path().read_bytes()
    url, code = open_and_join(qtbot, a, b)
    bots(url, code, "Carla"), bots(url, code, "Dora")
    qtbot.waitUntil(lambda: a.controller.shared and b.controller.shared, timeout=TIMEOUT)
    assert not b.window.menu_actions[Command.NEW_BUMMERL].isEnabled()
    assert b.window.menu_actions[Command.LEAVE_TABLE].isVisible()
    play_deals(qtbot, (a, b), 1)
    assert b.controller.match is not own
    b.window.match_saver.flush()
    assert save_path().read_bytes() == saved_before, "the shared table is never saved as the player's game"
    # statistics: the deal at the table is counted apart
    keeper = b.window.stats_keeper
    assert keeper.friends.deals + keeper.friends.redeals == 1 and keeper.stats.deals == 0
    assert (data_dir() / "statistics-friends.json").exists()
    answers.queue.append(1)  # "Close it for good"
    a.window.friends.leave_table()  # the opener closes the table
    assert answers.asked[-1][2][:2] == ["&Keep the table for later", "Close it for &good"]
    qtbot.waitUntil(lambda: not b.controller.shared, timeout=TIMEOUT)
    assert not a.controller.shared
    overlay = b.window.view.overlay
    assert overlay.kind is PanelKind.NOTICE and "Anna closed the table" in overlay.body_text
    assert b.controller.match is own and own.to_json() == own_before, "the own game is back, untouched"
    assert b.controller.paused  # until the notice is read
    b.window.on_command(Command.TABLE_OVER_READ)
    assert not b.controller.paused and b.window.menu_actions[Command.NEW_BUMMERL].isEnabled()
    b.window.match_saver.flush()
    back, broken = load_match()
    assert broken is None and back is not None and back.seed == own.seed


def test_refusals_and_failures_in_words(qtbot: Any, make_game: Callable[..., Game],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    a, b, c = make_game(persist=False), make_game(persist=False), make_game(persist=False)
    for g in (a, b, c):
        g.start()
    fa, fb, fc = a.window.friends, b.window.friends, c.window.friends
    fa.open_table("partner", "beginner", "standard", "Anna")
    qtbot.waitUntil(lambda: fa.table is not None and fa.table.connected, timeout=TIMEOUT)
    assert fa.host is not None
    address = fa.host.url.removeprefix("ws://").rstrip("/")
    code = fa.host.code
    wrong = "".join("7" if ch != "7" else "9" for ch in code)

    def problem(g: Game) -> str:
        d = g.window.friends.dialog
        return d.problem.text() if d is not None and d.problem.isVisible() else ""

    # the wrong code
    fb.open_dialog()
    fb.join_table(address, wrong, "Boris")
    qtbot.waitUntil(lambda: "No table has this code" in problem(b), timeout=TIMEOUT)
    assert fb.table is None and not b.controller.shared
    # another version: the table's program and this one named
    monkeypatch.setattr("bschnapsen_gui.qt.friends.words.__version__", "0.0.9")
    fb.version = P.VERSION + 1
    fb.join_table(address, code, "Boris")
    qtbot.waitUntil(lambda: "Bauernschnapsen is" in problem(b), timeout=TIMEOUT)
    assert problem(b) == f"The table's Bauernschnapsen is {__version__}, yours 0.0.9: update one of them."
    fb.version = P.VERSION
    # the one seat for friends taken, the table is full for the next
    fb.join_table(address, code, "Boris")
    qtbot.waitUntil(lambda: fb.table is not None and fb.table.connected, timeout=TIMEOUT)
    fc.open_dialog()
    fc.join_table(address, code, "Clara")
    qtbot.waitUntil(lambda: "The table is full" in problem(c), timeout=TIMEOUT)
    # for a screen reader, a notification (Orca read nothing of the line, issue 42)
    line = QAccessible.queryAccessibleInterface(c.window.friends.dialog.problem)
    assert line.role() == QAccessible.Role.Notification and line.text(QAccessible.Text.Name) == problem(c)
    # nothing listening there (the opener gone): said so
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        gone = s.getsockname()[1]
    fc.join_table(f"127.0.0.1:{gone}", code, "Clara")
    qtbot.waitUntil(lambda: "Cannot reach a table at 127.0.0.1" in problem(c), timeout=TIMEOUT)
    assert "nothing answers there" in problem(c)
    # a code that cannot be one, and no address: said before anything is sent
    fc.join_table("", code, "Clara")
    assert "address" in problem(c)
    fc.join_table(address, "12", "Clara")
    assert "never has these characters: 1 2." in problem(c) and "A C E F H K M N P R T W X Y 3 4 7 9" in problem(c)
    fc.join_table(address, "abc123", "Clara")  # what the issue typed: B, 1 and 2 are named
    assert "never has these characters: B 1 2." in problem(c)
    fc.join_table(address, "ACE FH", "Clara")  # the right characters, too few
    assert problem(c).startswith("A table's code has nine characters, each one of A C E")


def test_hints_at_a_shared_table_see_only_the_seats_view(qtbot: Any, make_game: Callable[..., Game],
                                                         bots: Callable[..., subprocess.Popen[str]],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from bschnapsen_gui.qt.assist import Assist

    asked: list[tuple[Any, int, Any]] = []  # the deal, its length then, the hint's view
    real = Assist._start

    def spy(self: Assist, runner: Any, question: Any) -> None:
        if hasattr(question, "view"):
            asked.append((self.controller.deal, len(self.controller.deal.history), question.view))
        real(self, runner, question)

    monkeypatch.setattr(Assist, "_start", spy)
    a, b = full_table(qtbot, make_game, bots)
    hinted: set[tuple[int, int]] = set()

    def ask_hints() -> None:
        c = b.controller
        n = len(c.deal.history)
        if c.waiting_for_human and c.human_options and c.deal.to_act == 0 and (id(c.deal), n) not in hinted:
            hinted.add((id(c.deal), n))
            b.window.assist.hint()
            QApplication.processEvents()

    # the server's deals are random: a short one may leave Boris fewer than three turns
    for _ in range(4):
        play_deals(qtbot, (a, b), 1, ask_hints)
        if len(asked) >= 3:
            break
    assert len(asked) >= 3
    tb = b.window.friends.table
    assert tb is not None
    from tests.net.test_no_leak import may_know

    for deal, at, view in asked:
        truth = DealLog.from_deal(deal)  # the true deal, in Boris's seats
        allowed = may_know(truth, at, 0)
        cards = {str(x) for x in view.hand} | {str(x) for cs in view.open_hands.values() for x in cs}
        assert cards <= allowed, f"a hint was asked with {sorted(cards - allowed)}"
        replay = truth.replay(at)
        assert M.same_view(view, seat_view(replay, 0)), "the hint's view is the seat's true view"


class Hook:
    """A shared table that records what the window sends (no network: the controller alone)."""

    def __init__(self) -> None:
        self.sent: list[Action] = []
        self.nexts = 0

    def send(self, action: Action) -> bool:
        self.sent.append(action)
        return True

    def next_deal(self) -> None:
        self.nexts += 1

    def view(self) -> Any:
        return None


def test_at_a_shared_table_enter_never_says_genug_by_accident(qtbot: Any, make_game: Callable[..., Game]) -> None:
    """The partner took a trick and leads: the player may say Genug, but the table waits for
    no one (its server keeps the moment for its computers). The offer's chosen button is
    "Play on": Enter puts the offer away, never a Genug by accident (a wrong one loses)."""
    import random

    from PySide6.QtCore import Qt

    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.engine.rules import PRESETS

    rng = random.Random(4)
    for seed in range(200):
        m = Match(PRESETS["standard"], seed)
        deal = m.deal
        while not deal.finished and not (deal.genug_seats and deal.to_act == 2 and 0 in deal.genug_seats):
            legal = [a for a in deal.legal_actions() if a.verb is not Verb.GENUG]
            bids = [a for a in legal if a.verb is Verb.BID and a.value is None]
            deal.apply(bids[0] if bids and rng.random() < 0.9 else rng.choice(legal))
        if not deal.finished:
            break
    else:
        pytest.fail("no deal where the partner leads after his trick")
    g = make_game(persist=False)
    g.start()
    hook = Hook()
    c = g.controller
    c.enter_table(hook, m)
    qtbot.waitUntil(lambda: bool(c.human_options) and not c.busy, timeout=TIMEOUT)
    assert [a.verb for a in c.human_options] == [Verb.GENUG] and c.in_genug_moment
    panel = g.window.view.action_panel
    assert Command.PLAY_ON in panel.payloads
    assert panel.payloads[panel.selected] is Command.PLAY_ON
    g.window.view.handle_key(Qt.Key.Key_Return, "")
    assert hook.sent == [] and c.human_options == () and not c.in_genug_moment
    assert not panel.isVisible() or Command.PLAY_ON not in panel.payloads
    c.leave_table()
    assert not c.shared and c.match is not m


def test_the_own_game_waiting_on_a_question_goes_on_after_the_table(qtbot: Any, make_game: Callable[..., Game]) -> None:
    """A table opened while the own game waits (continue the saved game?): the question is
    answered by going to the table, and the own game goes on, where it was, afterwards."""
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.engine.rules import PRESETS

    g = make_game(persist=False)
    g.start()
    c = g.controller
    own, own_deal = c.match, c.deal
    c.paused = True
    g.window.view.show_notice(PanelKind.RESUME, "Continue the saved game?", "", [("Continue", Command.RESUME)])
    c.enter_table(Hook(), Match(PRESETS["standard"], 9))
    g.window.friends._started()  # what the session says when the table has begun
    assert c.shared and not c.paused and g.window.view.overlay.kind is not PanelKind.RESUME
    c.leave_table()
    assert c.match is own and c.deal is own_deal and not c.paused
    qtbot.waitUntil(lambda: c.waiting_for_human or c.thinking_seat is not None or c.busy, timeout=TIMEOUT)
