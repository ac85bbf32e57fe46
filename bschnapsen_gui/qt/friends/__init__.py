"""Playing with friends from the window (Game → Play with friends…): open a table, join one.

:class:`Friends` is what the window makes at the first use of the menu entry (nothing of
it, nor of the net layer, websockets, zeroconf or QtWebSockets, is imported before the
first frame): it opens the dialog (``dialog.py``), starts the opener's table server
(``host.py``), sits the window down at a table (``session.py``, over ``connection.py``'s
QWebSocket), looks for tables on the network (``finder.py``), and brings the player's
own game back when the shared table is over.
docs/architecture.md, "Playing with friends in the window", says how it fits together.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QUrl, Signal, Slot

from ...engine import HUMAN
from ...engine.rules import PRESETS, RuleSet
from ...net import protocol as P
from ...net.links import LinkError, parse_link
from ...storage.seats import KeptSeat, forget_seat, keep_seat, load_seats
from ...storage.settings import FRIENDS_SEATS
from ..commands import Command, PanelKind
from .connection import table_url
from .dialog import OWN_RULES, FriendsDialog, spaced_code
from .finder import TableFinder
from .host import TableHost
from .session import SharedTable

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...storage.settings import Settings
    from ..controller import GameController
    from ..table.view import TableView

translate = QCoreApplication.translate

OPENER_SEAT = 0
# what a player leaving a table chooses (``_ask_leave``)
KEEP, GIVE_UP, CLOSE = "keep", "give_up", "close"
# the seats kept at most this long ago are offered when the game starts (the join page
# offers every kept seat)
START_OFFER_SECONDS = 24 * 3600


def code_problem(typed: str) -> str:
    """Why ``typed`` (cleaned: upper case, no spaces or dashes) is no table's code: which of
    its characters a code never has, and which it uses (those no one mistakes for another)."""
    alphabet = " ".join(P.CODE_ALPHABET)
    never = "".join(dict.fromkeys(ch for ch in typed if ch not in P.CODE_ALPHABET))
    if never:
        return translate("Friends", "A table's code never has these characters: %1. It has nine characters, "
                         "each one of %2, e.g. 7CP YXK 4MA.").replace("%2", alphabet).replace("%1", " ".join(never))
    return translate("Friends", "A table's code has nine characters, each one of %1, e.g. 7CP YXK 4MA.").replace(
        "%1", alphabet)


class Window(Protocol):
    """What the tables with friends use of the main window."""

    controller: GameController
    settings: Settings
    view: TableView
    persist: bool

    def store_settings(self) -> None: ...

    def confirm(self, title: str, text: str) -> bool: ...

    def choose(self, title: str, text: str, buttons: Sequence[str], default: int = 0) -> int: ...

    def show_status(self, text: str, refusal: bool = False, again: Callable[[], str] | None = None) -> None: ...

    def answer_start_question(self) -> None: ...


class Friends(QObject):
    """The window's tables with friends: at most one at a time."""

    changed = Signal()  # a table was opened, joined, begun or is over (the window's menus follow)

    def __init__(self, window: Window, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.host: TableHost | None = None
        self.table: SharedTable | None = None
        self.dialog: FriendsDialog | None = None
        self.finder = TableFinder(self)
        self.finder.found.connect(self._found)
        self.version = P.VERSION  # the protocol version the window speaks (tests set another)
        self.kept: list[KeptSeat] = []  # the seats kept in the data folder, as last read
        self._kept_now: KeptSeat | None = None  # what was last kept for the table now
        self._coming_back: KeptSeat | None = None  # the kept seat being gone back to
        self._exit = KEEP  # what the window's end does with the table (asked in may_close)

    # -- the dialog -------------------------------------------------------------------

    def open_dialog(self) -> FriendsDialog:
        if self.dialog is None:
            self.dialog = FriendsDialog(self.settings, self, self.window.view.window())
        d = self.dialog
        if self.table is None and not d.at_table:
            d.show_choices()
            d.say("")  # the last error is not shown again
            self._read_kept()
        d.show()
        d.raise_()
        d.activateWindow()
        return d

    def open_link(self, text: str) -> None:
        """A table's link came from outside (the command line, another start of the game):
        the dialog opens on "Join a table" with its address and code filled in, for the
        player to join; a text that is no table's link is said there, in words."""
        d = self.open_dialog()
        try:
            link = parse_link(text)
        except LinkError as exc:
            d.refuse_link(exc)
            return
        if self.busy or d.at_table:
            d.say(translate("Friends", "You are at a table already: leave it before you join the table of the link."))
            return
        d.fill_from_link(link)

    def look_for_tables(self) -> None:
        self.finder.search()
        if self.dialog is not None:
            self.dialog.set_found(self.finder.last, True)

    def _found(self, found: list[Any]) -> None:
        if self.dialog is not None:
            self.dialog.set_found(found, False)

    def _remember(self, name: str, **more: str) -> None:
        s = self.settings
        s.player_name = name
        for k, v in more.items():
            setattr(s, k, v)
        self.window.store_settings()

    # -- opening ----------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.table is not None or self.host is not None

    def _still_busy(self) -> bool:
        if not self.busy:
            return False
        if self.dialog is not None:
            self.dialog.say(translate("Friends", "The last table is still closing: try again in a moment."))
        return True

    def open_table(self, seats: str, strength: str, rules: str, name: str) -> None:
        """Start a table's server here and sit down at it (seat 0)."""
        if self._still_busy():
            return
        mine = next((k for k in self.kept if k.mine), None)
        if mine is not None and not self.window.confirm(
                translate("Friends", "Open a new table?"),
                translate("Friends", "Your table with the code %1 is kept with its score. A new table replaces it: "
                          "its score is gone and its seats cannot be gone back to.").replace(
                    "%1", spaced_code(mine.code))):
            return
        self._remember(name, friends_seats=seats)
        people, rule_set = self._choices(seats, rules)
        host = self.host = TableHost(self)
        host.ready.connect(lambda url, code, addresses: self._opened(url, code, addresses, name, strength))
        host.failed.connect(self._open_failed)
        host.ended.connect(self._host_ended)
        if self.dialog is not None:
            self.dialog.set_busy(True, translate("Friends", "Opening the table…"))
        host.start(people, strength, rule_set, self.settings.lang)

    def _choices(self, seats: str, rules: str) -> tuple[tuple[int, ...], RuleSet]:
        """A new table's seats for people (the opener's and the friends' chosen) and its rules,
        from the dialog's choices: the same whether the table is opened here or on a server."""
        people = tuple(sorted((OPENER_SEAT, *FRIENDS_SEATS.get(seats, (2,)))))
        rule_set = self.settings.rule_set() if rules == OWN_RULES else PRESETS.get(rules, PRESETS["standard"])
        return people, rule_set

    def open_on_server(self, address: str, seats: str, strength: str, rules: str, name: str) -> None:
        """Open a table on a server (a club's, started with ``--open-tables``) and sit down at
        it as its opener: the server tells the code; the table lives there, not here."""
        if self._still_busy():
            return
        url = table_url(address)
        if url is None:
            if self.dialog is not None:
                self.dialog.say(translate("Friends", "Type the server's address, e.g. club.example.org or "
                                          "wss://club.example.org/t1/."))
            return
        self._remember(name, friends_seats=seats, table_server=address.strip())
        people, rule_set = self._choices(seats, rules)
        request = {"people": list(people), "strength": strength, "rules": rule_set.to_json()}
        if self.dialog is not None:
            self.dialog.set_busy(True, translate("Friends", "Opening the table on the server…"))
        self._sit(SharedTable(self.controller, url, None, name=name or None, seat=OPENER_SEAT, opener=True,
                              version=self.version, open_table=request, parent=self))

    def _opened(self, url: str, code: str, addresses: list[str], name: str, strength: str,
                token: str | None = None) -> None:
        self._sit(SharedTable(self.controller, url, code, name=name or None, seat=OPENER_SEAT, opener=True,
                              version=self.version, token=token, parent=self))
        if self.dialog is not None:
            self.dialog.show_table(opener=True, code=code, addresses=addresses, strength=strength,
                                   people=self.table.people if self.table else (None,) * 4)

    def _open_failed(self, why: str) -> None:
        print(f"bauernschnapsen: {why}", file=sys.stderr)
        host, self.host = self.host, None
        if host is not None:
            host.deleteLater()
        if self.dialog is not None:
            self.dialog.set_busy(False)
            self.dialog.say(translate("Friends", "The table could not be opened: the table's server did not start "
                                      "on this computer."))

    def _reopen(self, kept: KeptSeat) -> None:
        """Open the table this window kept again: its server started on the port it had
        (friends' windows know it), the opener back in seat 0 with the kept token."""
        host = self.host = TableHost(self)
        host.ready.connect(lambda url, code, addresses: self._opened(url, code, addresses, "", "", kept.token))
        host.failed.connect(self._open_failed)
        host.ended.connect(self._host_ended)
        if self.dialog is not None:
            self.dialog.set_busy(True, translate("Friends", "Opening your table again…"))
        self._coming_back = kept
        host.reopen(QUrl(kept.url).port(0), self.settings.lang)

    def _host_ended(self) -> None:
        host, self.host = self.host, None
        if host is not None:
            host.deleteLater()
        if self.table is not None and not self.table.over:
            self.table.leave()  # its own connection ends with the server anyway

    # -- joining ----------------------------------------------------------------------

    def join_table(self, address: str, code: str, name: str) -> None:
        if self._still_busy():
            return
        url = table_url(address)
        if url is None:
            if self.dialog is not None:
                self.dialog.say(translate("Friends", "Type the address of the computer that opened the table, "
                                          "e.g. 192.168.1.5."))
            return
        clean = P.normal_code(code)
        # six: a table of an earlier version (its codes were shorter), still joined
        if len(clean) not in (6, P.CODE_LENGTH) or any(ch not in P.CODE_ALPHABET for ch in clean):
            if self.dialog is not None:
                self.dialog.say(code_problem(clean))
            return
        self._remember(name, table_address=address.strip())
        if self.dialog is not None:
            self.dialog.set_busy(True, translate("Friends", "Joining the table…"))
        self._sit(SharedTable(self.controller, url, clean, name=name or None, version=self.version, parent=self))

    def _sit(self, table: SharedTable) -> None:
        self.table = table
        self._kept_now = None
        table.seated.connect(self._keep)
        table.lobbyChanged.connect(self._keep)
        table.lobbyChanged.connect(self._lobby)
        table.started.connect(self._started)
        table.failed.connect(self._failed)
        table.ended.connect(self._ended)
        table.status.connect(lambda text, bad: self.window.show_status(text, bad, again=None))
        table.join()
        self.changed.emit()

    def _lobby(self) -> None:
        t, d = self.table, self.dialog
        if t is None or d is None:
            return
        strength = str(t.info.get("strength", ""))
        started = bool(t.info.get("started"))
        if t.opener and t.on_server:
            d.show_table(opener=True, code=t.code or "", strength=strength, server=t.url, people=t.people,
                         started=started)
        elif t.opener:
            d.show_table(opener=True, code=self.host.code if self.host else "", strength=strength,
                         addresses=self.host.addresses if self.host else [], people=t.people, started=started)
        else:
            d.show_table(opener=False, people=t.people, opener_name=t.opener_name(), strength=strength,
                         started=started)

    def start_table(self) -> None:
        if self.table is not None:
            self.table.start()

    def _started(self) -> None:
        if self.dialog is not None:
            self.dialog.hide()
        self.window.answer_start_question()  # the own game goes on after the table
        self.window.show_status(translate("Friends", "The game at the table has begun."), False, again=None)
        self.changed.emit()

    def _failed(self, text: str) -> None:
        table, self.table = self.table, None
        back, self._coming_back = self._coming_back, None
        if back is not None:
            if table is not None and table.seat_over:
                self._forget(back.table, back.seat)
            elif back.opener_name:  # not reached: the seat stays the person's
                text = translate("Friends", "Cannot go back to %1's table just now: %2. Your seat stays yours: try "
                                 "again when the table is open.").replace("%2", text).replace("%1", back.opener_name)
            else:
                text = translate("Friends", "Cannot go back to the table just now: %1. Your seat stays yours: try "
                                 "again when the table is open.").replace("%1", text)
        if table is not None:
            table.deleteLater()
        if self.host is not None:  # the own table's server, with no one at it: kept as it was
            self.host.close(keep=True)
        self.changed.emit()
        if self.dialog is not None:
            self.dialog.show_choices()
            self.dialog.show()
            self.dialog.say(text)
        else:
            self.window.show_status(text, True, again=None)

    # -- leaving ----------------------------------------------------------------------

    @property
    def at_table(self) -> bool:
        return self.table is not None

    def leave_table(self) -> None:
        """Leave the table, as the player chooses (asked first): a friend keeps the seat for
        a return or gives it up; the opener keeps the table for later or closes it for good.
        The own game comes back."""
        choice = self._ask_leave(window=False)
        if choice is None:
            return
        self._leave(choice)
        if self.dialog is not None:
            self.dialog.show_choices()
            self._read_kept()

    def _friends_seated(self) -> bool:
        """Another person holds a seat at this window's own table (connected or not)."""
        t = self.table
        return t is not None and any(p is not None and p.person and bool(p.name)
                                     for i, p in enumerate(t.people) if i != HUMAN)

    def _ask_leave(self, window: bool) -> str | None:
        """What leaving does (:data:`KEEP`, :data:`GIVE_UP` or :data:`CLOSE`), asked where
        something would be lost; None: the player stays.  ``window``: the window closes."""
        t = self.table
        if t is None or not t.welcomed:  # not seated yet: nothing to keep, but a table kept before
            reopening = self._coming_back is not None and self._coming_back.mine
            return CLOSE if self.host is not None and not reopening else KEEP
        if t.opener:
            if not self._friends_seated():
                return CLOSE
            if t.on_server:  # the table is the server's: it goes on without its opener
                title = (translate("Friends", "Close the game and leave your table?") if window
                         else translate("Friends", "Leave your table?"))
                text = translate("Friends", "Friends hold seats at your table on the server. Leave it open: they "
                                 "play on, and you come back to your seat under Game → Play with friends (the "
                                 "server closes the table when no one has been at it for a while). Or close it "
                                 "for good, for everyone.")
                keep = translate("Friends", "&Leave it open")
            else:
                title = (translate("Friends", "Close the game and the table?") if window
                         else translate("Friends", "Close the table?"))
                text = translate("Friends", "Friends hold seats at your table. Keep the table with its score: you "
                                 "open it again under Game → Play with friends, and your friends come back to "
                                 "their seats. Or close it for good, for everyone.")
                keep = translate("Friends", "&Keep the table for later")
            return self._choose_leaving(title, text, keep, translate("Friends", "Close it for &good"), CLOSE)
        who = t.opener_name()
        title = (translate("Friends", "Close the game and leave %1's table?").replace("%1", who) if window and who
                 else translate("Friends", "Leave %1's table?").replace("%1", who) if who
                 else translate("Friends", "Leave the table?"))
        text = translate("Friends", "Your seat stays yours: a computer plays it until you come back under Game → "
                         "Play with friends. Or give it up, and someone else may sit there.")
        return self._choose_leaving(title, text, translate("Friends", "&Leave and keep my seat"),
                                    translate("Friends", "&Give up my seat"), GIVE_UP)

    def _choose_leaving(self, title: str, text: str, keep: str, other: str, other_choice: str) -> str | None:
        """The question of leaving: ``keep`` (:data:`KEEP`), ``other`` (``other_choice``) or
        staying at the table (None)."""
        i = self.window.choose(title, text, [keep, other, translate("Friends", "&Stay at the table")])
        return (KEEP, other_choice, None)[i] if 0 <= i <= 2 else None

    def _leave(self, choice: str, wait: bool = False) -> None:
        """Leave as chosen; ``wait``: the window closes, and its server is waited for."""
        table = self.table
        self._exit = choice  # for the own server, when the table's end is heard (_ended)
        if table is not None:
            if choice == CLOSE and table.opener and table.table_id:
                self._forget(table.table_id)
            table.leave(give_up=choice == GIVE_UP, close=choice == CLOSE)
        if self.host is not None:
            if wait:
                self.host.shutdown(keep=choice != CLOSE)
            else:
                self.host.close(keep=choice != CLOSE)

    def _ended(self, text: str) -> None:
        table, self.table = self.table, None
        self._coming_back = None
        if table is not None and table.seat_over and table.table_id:
            self._forget(table.table_id, None if table.opener else table.seat)
        if table is not None and table.opener and self.host is not None:
            self.host.close(keep=self._exit != CLOSE)
        choice, self._exit = self._exit, KEEP
        if table is not None:
            table.deleteLater()
        self.changed.emit()
        if self.dialog is not None:
            self.dialog.show_choices()
            self._read_kept()
        if text:
            self.controller.paused = True  # the own game waits until the notice is read
            heading = (translate("Friends", "The table is kept for later") if table is not None and table.kept
                       else translate("Friends", "The table is over"))
            self.window.view.show_notice(PanelKind.NOTICE, heading, text,
                                         [(translate("Friends", "OK"), Command.TABLE_OVER_READ)])
            return
        opener = table is not None and table.opener
        if opener and choice == CLOSE:
            said = translate("Friends", "You closed the table: back at your own game.")
        elif opener and table is not None and table.on_server:
            said = translate("Friends", "You left your table on the server; it stays open for your friends, and "
                             "Game → Play with friends takes you back. Back at your own game.")
        elif opener:
            said = translate("Friends", "Your table is kept with its score: Game → Play with friends opens it "
                             "again. Back at your own game.")
        elif choice == GIVE_UP:
            said = translate("Friends", "You gave up your seat at the table: back at your own game.")
        else:
            said = translate("Friends", "You left the table; your seat stays yours: Game → Play with friends takes "
                             "you back. Back at your own game.")
        self.window.show_status(said, False, again=None)

    def free_seat(self, seat: int) -> None:
        """The opener frees the seat of the friend in ``seat`` (the window's number), asked first."""
        t = self.table
        if t is None or not t.opener:
            return
        p = t.people[seat]
        if p is None or not p.person or not p.name:
            return
        if self.window.confirm(
                translate("Friends", "Free %1's seat?").replace("%1", p.name),
                translate("Friends", "%1 can no longer come back to this seat; anyone with the code may sit there. "
                          "Until then a computer plays it.").replace("%1", p.name)):
            t.free(seat)

    # -- the seats kept (storage/seats.py) --------------------------------------------------

    def _read_kept(self) -> None:
        self.kept = load_seats() if self.window.persist else []
        if self.dialog is not None:
            self.dialog.set_kept(self.kept)

    @Slot()
    def _keep(self) -> None:
        """The table gave this window its seat (or told more of it): its token is kept in
        the data folder, so that a restart finds its way back (written when it changed)."""
        t = self.table
        if t is None or t.token is None or not t.table_id or not self.window.persist:
            return
        kept = KeptSeat(t.url, t.table_id, t.code or "", t.seat, t.token, t.opener_name() or "",
                        mine=t.opener and not t.on_server,  # mine: opened again by this computer's server
                        opener=t.opener)
        if kept == self._kept_now:
            return
        self._kept_now = kept
        try:
            keep_seat(kept)
        except OSError as exc:
            print(f"bauernschnapsen: the seat could not be kept: {exc}", file=sys.stderr)
            self.window.show_status(translate("Friends", "Your seat could not be noted in the game's folder: after "
                                              "a restart the game will not find its way back to the table."), True)

    def _forget(self, table: str, seat: int | None = None) -> None:
        if not self.window.persist:
            return
        try:
            forget_seat(table, seat)
        except OSError as exc:
            print(f"bauernschnapsen: the seat could not be forgotten: {exc}", file=sys.stderr)

    def come_back(self, index: int) -> None:
        """Go back to the kept seat ``index`` (of :attr:`kept`): a friend's table with the
        seat's token, or this window's own table opened again."""
        if not 0 <= index < len(self.kept) or self._still_busy():
            return
        kept = self.kept[index]
        if kept.mine:
            self._reopen(kept)
            return
        self._coming_back = kept
        if self.dialog is not None:
            self.dialog.set_busy(True, translate("Friends", "Going back to the table…"))
        self._sit(SharedTable(self.controller, kept.url, kept.code, token=kept.token, version=self.version,
                              parent=self))

    def forget_kept(self, index: int) -> None:
        """Forget the kept seat ``index`` (its token is gone from this computer)."""
        if 0 <= index < len(self.kept):
            k = self.kept[index]
            self._forget(k.table, k.seat)
            self._read_kept()

    def offer_return(self) -> None:
        """At the start of the game: seats kept lately are offered in the dialog."""
        if self.busy or not self.window.persist:
            return
        now = time.time()
        if any(now - k.saved < START_OFFER_SECONDS for k in load_seats(now)):
            self.open_dialog()

    def notice_read(self) -> None:
        """The notice of a table that is over is read: the own game goes on."""
        self.window.view.overlay.clear()
        self.controller.resume()

    def may_close(self) -> bool:
        """The window is about to close: at a table, what becomes of the seat or the table is
        asked where something would be lost; False if the player stays."""
        if self.table is None and self.host is None:
            return True
        choice = self._ask_leave(window=True)
        if choice is None:
            return False
        self._exit = choice
        return True

    def shutdown(self) -> None:
        """The window closes: the table is left as the player chose in :meth:`may_close`
        (by default the seat and the own table are kept)."""
        self._leave(self._exit, wait=True)
