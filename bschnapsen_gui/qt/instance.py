"""One running game per data folder.

The game that starts first on a data folder holds its lock (``storage.files.FolderLock``:
the operating system's lock on ``running.lock``, which ends with the process however it
ends, so a lock left by a killed game is free at the next start) and, once its first frame
is painted, listens on a local socket named after the folder (``QLocalServer``; QtNetwork is
imported only then, so the first frame does not wait for it).  A second start on the same
folder finds the lock held, asks the running game over that socket to bring its window to
the front, and exits 0 without touching a file: two games never resume the same saved
match, and no start's clean-up runs beside a game that is writing.

The socket's protocol: one line from the later start, ``show`` or ``link "TEXT"`` (a
table's link the later start was given, as a JSON string: ASCII, at most
:data:`LINK_CHARS` characters of the link), and the answer ``shown``.  The running game
reads at most :data:`MAX_REQUEST` bytes and gives a connection :data:`READ_MS` to send
its line; anything else is dropped unanswered, and the link's text is checked by the
window as any link from outside (``net/links.py``).  A game of an earlier version knows
only ``show``: a later start whose link gets no answer asks it that, so that its window
comes forward at least.

The developer runs (``--smoke-test``, ``--screenshot``, ``--startup-time``) take no lock:
they save nothing there (see ``__main__``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..storage.files import FolderLock

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = FolderLock.NAME
REQUEST = b"show\n"
LINK_REQUEST = b"link "  # then the link as a JSON string, then a newline
ANSWER = b"shown\n"
LINK_CHARS = 1024
"""The most characters of a link handed over: more than any link may have
(``links.MAX_LINK``), so a longer one cut here is still refused as too long."""
MAX_REQUEST = len(LINK_REQUEST) + 2 + 6 * LINK_CHARS + 1
"""The longest request line (bytes): each character of the link at most ``\\uXXXX``."""
READ_MS = 5000
"""How long the running game waits for a connection's request line."""
WAIT_MS = 15_000
"""How long a second start waits for the running game to answer (it may still be starting,
and it listens only once its first frame is painted)."""


def server_name(folder: Path) -> str:
    """The local socket's name for ``folder``: the same for every start on that folder (by
    this user), different for another folder."""
    import hashlib  # here, not at start: it brings OpenSSL in

    key = os.path.realpath(folder).encode("utf-8", "surrogateescape")
    uid = getattr(os, "getuid", lambda: 0)()
    return f"bauernschnapsen-{uid}-{hashlib.sha256(key).hexdigest()[:24]}"


class SingleInstance(QObject):
    """The lock of a data folder (:class:`.files.FolderLock`) and the running game's end
    of the socket.

    :meth:`acquire` takes the lock (False if a live process holds it); :meth:`listen`
    (after the first frame) answers later starts, each of which emits
    :attr:`showRequested`; :func:`hand_over` is the second start's side.
    """

    showRequested = Signal()
    linkRequested = Signal(str)  # a later start's link (unchecked: the window checks it)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._lock = FolderLock(folder)
        self._server: QLocalServer | None = None

    def acquire(self) -> bool:
        """Take the folder's lock; False if another live process holds it."""
        return self._lock.acquire()

    @property
    def held(self) -> bool:
        return self._lock.held

    def listen(self) -> None:
        """Answer later starts on this folder (each one emits :attr:`showRequested`)."""
        if self._server is not None or not self.held:
            return
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        name = server_name(self.folder)
        if not server.listen(name):
            QLocalServer.removeServer(name)  # a socket file left by a killed game: we hold the lock
            if not server.listen(name):
                return
        server.newConnection.connect(self._on_connection)
        self._server = server

    def _on_connection(self) -> None:
        server = self._server
        assert server is not None
        while server.hasPendingConnections():
            sock = server.nextPendingConnection()
            if sock is None:
                break

            def answer(sock: QLocalSocket = sock) -> None:
                if not sock.canReadLine():
                    if sock.bytesAvailable() > MAX_REQUEST:  # no line end within the bound
                        sock.abort()
                    return
                ok, link = read_request(bytes(sock.readLine(MAX_REQUEST + 1).data()))
                if not ok:
                    sock.abort()
                    return
                sock.write(ANSWER)
                sock.flush()
                sock.disconnectFromServer()
                self.showRequested.emit()
                if link is not None:
                    self.linkRequested.emit(link)

            sock.readyRead.connect(answer)
            sock.disconnected.connect(sock.deleteLater)
            QTimer.singleShot(READ_MS, sock, sock.abort)  # a start that connects and says nothing
            answer()

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.release()


def link_request(link: str) -> bytes:
    """The request line that hands ``link`` over (its first :data:`LINK_CHARS` characters)."""
    return LINK_REQUEST + json.dumps(link[:LINK_CHARS], ensure_ascii=True).encode("ascii") + b"\n"


def read_request(line: bytes) -> tuple[bool, str | None]:
    """A request line as the running game reads it: ``(True, None)`` for ``show``,
    ``(True, link)`` for a link (its text not yet checked), ``(False, None)`` for anything
    else."""
    if line == REQUEST:
        return True, None
    if not (line.startswith(LINK_REQUEST) and line.endswith(b"\n")) or len(line) > MAX_REQUEST:
        return False, None
    try:
        link = json.loads(line[len(LINK_REQUEST):-1].decode("ascii"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False, None
    if not isinstance(link, str) or len(link) > LINK_CHARS:
        return False, None
    return True, link


def hand_over(folder: Path, wait_ms: int = WAIT_MS, link: str | None = None) -> bool:
    """The second start's side: ask the game running on ``folder`` to show its window (and
    to open ``link``).  True once it answered; False if none answered within ``wait_ms``."""
    import time

    from PySide6.QtNetwork import QLocalSocket

    deadline = time.monotonic() + wait_ms / 1000
    name = server_name(folder)
    request = REQUEST if link is None else link_request(link)
    while True:
        sock = QLocalSocket()
        sock.connectToServer(name)
        if sock.waitForConnected(500):
            sock.write(request)
            sock.waitForBytesWritten(1000)
            got = b""
            while ANSWER not in got and sock.waitForReadyRead(2000):
                got += sock.readAll().data()
            sock.abort()
            if ANSWER in got:
                return True
            request = REQUEST  # a game that does not answer a link (an earlier version): show it at least
        else:
            sock.abort()
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)  # the running game is still starting: it listens after its first frame
