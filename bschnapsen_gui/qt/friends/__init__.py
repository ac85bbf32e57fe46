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
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine.rules import PRESETS, RuleSet
from ...net import protocol as P
from ...storage.settings import FRIENDS_SEATS
from ..commands import Command, PanelKind
from .connection import table_url
from .dialog import OWN_RULES, FriendsDialog
from .finder import TableFinder
from .host import TableHost
from .session import SharedTable

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...storage.settings import Settings
    from ..controller import GameController
    from ..table.view import TableView

translate = QCoreApplication.translate

OPENER_SEAT = 0


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

    def store_settings(self) -> None: ...

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

    # -- the dialog -------------------------------------------------------------------

    def open_dialog(self) -> FriendsDialog:
        if self.dialog is None:
            self.dialog = FriendsDialog(self.settings, self, self.window.view.window())
        d = self.dialog
        if self.table is None and not d.at_table:
            d.show_choices()
        d.show()
        d.raise_()
        d.activateWindow()
        return d

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
        self._remember(name, friends_seats=seats)
        rule_set: RuleSet = self.settings.rule_set() if rules == OWN_RULES else PRESETS.get(rules, PRESETS["standard"])
        host = self.host = TableHost(self)
        host.ready.connect(lambda url, code, addresses: self._opened(url, code, addresses, name, strength))
        host.failed.connect(self._open_failed)
        host.ended.connect(self._host_ended)
        if self.dialog is not None:
            self.dialog.set_busy(True, translate("Friends", "Opening the table…"))
        people = (OPENER_SEAT, *FRIENDS_SEATS.get(seats, (2,)))
        host.start(tuple(sorted(people)), strength, rule_set, self.settings.lang)

    def _opened(self, url: str, code: str, addresses: list[str], name: str, strength: str) -> None:
        self._sit(SharedTable(self.controller, url, code, name=name or None, seat=OPENER_SEAT, opener=True,
                              version=self.version, parent=self))
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
        if t.opener:
            d.show_table(opener=True, code=self.host.code if self.host else "", strength=strength,
                         addresses=self.host.addresses if self.host else [], people=t.people)
        else:
            opener = t.people[(0 - t.seat) % 4]  # the opener sits in the server's seat 0
            d.show_table(opener=False, people=t.people, opener_name=opener.name if opener else None,
                         strength=strength)

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
        if table is not None:
            table.deleteLater()
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
        """Leave the table (the opener: close it for everyone); the own game comes back."""
        table = self.table
        if table is not None:
            table.leave()
        elif self.host is not None:
            self._close_host()
        if self.dialog is not None:
            self.dialog.show_choices()

    def _close_host(self) -> None:
        if self.host is not None:
            self.host.close()

    def _ended(self, text: str) -> None:
        table, self.table = self.table, None
        if table is not None and table.opener:
            self._close_host()
        if table is not None:
            table.deleteLater()
        self.changed.emit()
        if self.dialog is not None:
            self.dialog.show_choices()
        if text:
            self.controller.paused = True  # the own game waits until the notice is read
            self.window.view.show_notice(PanelKind.NOTICE, translate("Friends", "The table is over"), text,
                                         [(translate("Friends", "OK"), Command.TABLE_OVER_READ)])
        else:
            self.window.show_status(translate("Friends", "You left the table: back at your own game."), False,
                                    again=None)

    def notice_read(self) -> None:
        """The notice of a table that is over is read: the own game goes on."""
        self.window.view.overlay.clear()
        self.controller.resume()

    def shutdown(self) -> None:
        """The window closes: the table is left (the opener's closed for everyone)."""
        if self.table is not None:
            self.table.leave()
        if self.host is not None:
            self.host.shutdown()
