"""The tables on this network (DNS-SD over mDNS, ``net/discovery.py``), looked for in a
thread of their own: the search listens for a few seconds, and the window never waits
on it; what it found comes back to the GUI thread by a queued signal."""

from __future__ import annotations

import sys
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from .host import listen_address

SEARCH_SECONDS = 2.5


def search_interfaces() -> list[str] | None:
    """The interfaces to ask on: the one of BSCHNAPSEN_TABLE_LISTEN if it names an address
    (tests and trials stay on the loopback), else all."""
    host = listen_address().rpartition(":")[0].strip("[]")
    return None if host in ("0.0.0.0", "::", "") else [host]


class TableFinder(QObject):
    """``search()``; ``found(list of net.discovery.Found)`` follows (an empty list: none,
    or no network to look on)."""

    found = Signal(object)
    _result = Signal(object)  # from the search's thread (queued to this object's thread)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._result.connect(self._deliver)
        self._thread: threading.Thread | None = None
        self.searching = False
        self.last: list[Any] = []

    def search(self, seconds: float = SEARCH_SECONDS) -> None:
        if self.searching:
            return
        self.searching = True
        interfaces = search_interfaces()
        emit = self._result.emit

        def run() -> None:
            try:
                from ...net.discovery import find_tables

                found: list[Any] = find_tables(seconds, interfaces)
            except Exception as exc:  # no multicast here (no network): nothing found
                print(f"bauernschnapsen: cannot look for tables on the network: {exc}", file=sys.stderr)
                found = []
            try:
                emit(found)
            except RuntimeError:  # the window is gone
                pass

        self._thread = threading.Thread(target=run, name="bschnapsen-find-tables", daemon=True)
        self._thread.start()

    @Slot(object)
    def _deliver(self, found: list[Any]) -> None:
        self.searching = False
        self.last = list(found)
        self.found.emit(self.last)

    def wait(self, timeout: float = 10.0) -> None:
        """Tests: until the search's thread has ended."""
        if self._thread is not None:
            self._thread.join(timeout)
