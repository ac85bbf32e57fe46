"""The window's one connection to a table server: a ``QWebSocket`` on the GUI thread.

Why a ``QWebSocket`` (QtWebSockets, in PySide6-Addons) and not the ``websockets`` client in
a worker thread: the table's messages are few and small (a few a second at most, each a
kilobyte or two), and everything they cause happens on the GUI thread anyway (the
controller applies them there); Qt's socket delivers each message as a signal on the GUI
thread's event loop, with no thread, no second event loop and no queue between them to
keep in step, and closes cleanly with the window.  (docs/architecture.md says so too.)

:class:`TableConnection` says hello (a code, or a seat token to come back), checks every
message it receives like any input from outside (its size, then every field by the
protocol's schema, ``net/schema.py``) and gives it on as a dict; the first one must be
``welcome`` or ``refused``.  It pings the server every :data:`PING_SECONDS` and drops a
connection that has not answered for :data:`SILENT_SECONDS` (a computer gone off the
network sends no close), and gives up a connection attempt after :data:`OPEN_SECONDS`.
Coming back after a drop is the session's business (``session.py``).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol

from ...net import protocol as P
from ...net import schema

# the largest message taken from a server (a state with the history of two Bummerl is far less)
MAX_MESSAGE = schema.MAX_SERVER_MESSAGE
# seconds between pings, and of silence after which the connection counts as lost
PING_SECONDS = 10.0
SILENT_SECONDS = 30.0
# seconds a connection attempt (TCP, TLS, WebSocket, hello) may take
OPEN_SECONDS = 10.0
# the default port of a table server (an address typed without one)
DEFAULT_PORT = 24240

# why a connection was lost or never made (``lost``'s second value; ``words.py`` words them)
REFUSED = "refused"  # nothing listens there
HOST = "host"  # no computer of that name
TIMEOUT = "timeout"  # no answer in time
NETWORK = "network"  # no network, or it went away
TLS = "tls"  # the secure connection failed
SILENT = "silent"  # the server stopped answering
GARBLED = "garbled"  # the server sent something that is not this protocol
OTHER = "other"

_E = QAbstractSocket.SocketError
_KINDS = {
    _E.ConnectionRefusedError: REFUSED,
    _E.HostNotFoundError: HOST,
    _E.SocketTimeoutError: TIMEOUT,
    _E.NetworkError: NETWORK,
    _E.RemoteHostClosedError: NETWORK,
    _E.SslHandshakeFailedError: TLS,
    _E.SslInternalError: TLS,
    _E.SslInvalidUserDataError: TLS,
}


def table_url(text: str) -> str | None:
    """A server's URL from what a player typed: ``192.168.1.5``, ``192.168.1.5:24240``,
    ``pc.local``, ``[fe80::1]:24240`` or a whole ``ws://``/``wss://`` URL (``wss://`` without
    a port: 443); None if it is none of them."""
    t = text.strip()
    if not t:
        return None
    if "://" not in t:
        t = "ws://" + t
    url = QUrl(t)
    if not url.isValid() or url.scheme() not in ("ws", "wss") or not url.host():
        return None
    if url.port() == -1 and url.scheme() == "ws":  # wss: 443, a proxy's (nginx in front of a club's server)
        url.setPort(DEFAULT_PORT)
    if not url.path():
        url.setPath("/")
    return str(url.toString())


class TableConnection(QObject):
    """One WebSocket to a table server, seated at one table once ``welcomed``."""

    welcomed = Signal(object)  # the welcome (dict)
    message = Signal(object)  # every later message (dict), in order
    refused = Signal(str, object)  # the hello was refused: the reason id, its details (dict)
    lost = Signal(int, str)  # the connection ended without our asking: the close code, and why (a kind below)

    def __init__(self, parent: QObject | None = None, *, version: int = P.VERSION) -> None:
        super().__init__(parent)
        self.version = version
        self.ws = self._socket()
        self._hello: dict[str, Any] = {}
        self._seated = False
        self._ended = False  # refused, lost or closed: said once
        self._error = ""
        self._heard = time.monotonic()
        self._ping = QTimer(self)
        self._ping.setInterval(int(PING_SECONDS * 1000))
        self._ping.timeout.connect(self._on_ping)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._too_slow)
        self.url = ""
        self._opened = False  # the socket in use was opened once (a new one for the next)
        self._progress = schema.Progress()  # a server that floods is dropped (GARBLED)

    def _socket(self) -> QWebSocket:
        """A new socket for each connection (one that is closing is left to finish alone)."""
        ws = QWebSocket("", QWebSocketProtocol.Version.VersionLatest, self)
        ws.setMaxAllowedIncomingMessageSize(MAX_MESSAGE)
        ws.setMaxAllowedIncomingFrameSize(MAX_MESSAGE)
        ws.connected.connect(self._on_connected)
        ws.disconnected.connect(self._on_disconnected)
        ws.textMessageReceived.connect(self._on_text)
        ws.binaryMessageReceived.connect(self._on_binary)
        ws.pong.connect(self._on_pong)
        ws.errorOccurred.connect(self._on_error)
        return ws

    def _retire(self) -> None:
        """The socket in use ends here: none of its signals counts any more."""
        old = self.ws
        for sig, slot in ((old.connected, self._on_connected), (old.disconnected, self._on_disconnected),
                          (old.textMessageReceived, self._on_text), (old.binaryMessageReceived, self._on_binary),
                          (old.pong, self._on_pong), (old.errorOccurred, self._on_error)):
            sig.disconnect(slot)
        old.disconnected.connect(old.deleteLater)
        if old.state() == QAbstractSocket.SocketState.UnconnectedState:
            old.deleteLater()

    @property
    def seated(self) -> bool:
        return self._seated

    def open(self, url: str, hello: dict[str, Any]) -> None:
        """Connect to ``url`` and say ``hello`` (``net/seat.py``: a code to sit down, or a
        token to come back)."""
        self._hello = hello
        self.url = url
        if self.ws.state() != QAbstractSocket.SocketState.UnconnectedState or self._opened:
            self._retire()
            self.ws = self._socket()
        self._opened = True
        self._seated = self._ended = False
        self._progress = schema.Progress()
        self._error = ""
        self._deadline.start(int(OPEN_SECONDS * 1000))
        self.ws.open(QUrl(url))

    def send(self, message: dict[str, Any]) -> bool:
        """Send ``message`` if seated; False if it could not go."""
        if not self._seated or self.ws.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        self._progress.sent()
        return self.ws.sendTextMessage(json.dumps(message, ensure_ascii=False)) > 0

    def close(self) -> None:
        """We are done: a normal close (1000), and nothing more is said."""
        self._ended = True
        self._stop_timers()
        if self.ws.state() != QAbstractSocket.SocketState.UnconnectedState:
            self.ws.close(QWebSocketProtocol.CloseCode.CloseCodeNormal, "done")

    def abort(self) -> None:
        """Drop the connection at once, as a network would (tests)."""
        self.ws.abort()

    # -- the socket -------------------------------------------------------------------

    def _stop_timers(self) -> None:
        self._ping.stop()
        self._deadline.stop()

    @Slot()
    def _on_connected(self) -> None:
        self._heard = time.monotonic()
        self.ws.sendTextMessage(json.dumps(self._hello, ensure_ascii=False))

    @Slot(str)
    def _on_text(self, text: str) -> None:
        if self._ended:
            return
        self._heard = time.monotonic()
        try:
            msg = schema.checked_server(text)
        except schema.BadMessage as exc:
            print(f"bauernschnapsen: the table sent a message that does not follow the protocol: {exc!r}",
                  file=sys.stderr)
            self._error = GARBLED
            self.ws.abort()
            return
        if not self._progress.received(msg):
            print(f"bauernschnapsen: the table sent more than {self._progress.most} messages while the deal did "
                  "not move on", file=sys.stderr)
            self._error = GARBLED
            self.ws.abort()
            return
        if not self._seated:
            if msg["type"] == P.ServerType.REFUSED:
                self._ended = True
                self._stop_timers()
                details = msg.get("details")
                self.refused.emit(str(msg.get("reason")), details if isinstance(details, dict) else {})
                self.ws.abort()
                return
            if msg["type"] != P.ServerType.WELCOME:
                self._error = GARBLED
                self.ws.abort()
                return
            self._seated = True
            self._deadline.stop()
            self._ping.start()
            self.welcomed.emit(msg)
            return
        self.message.emit(msg)

    @Slot(bytes)
    def _on_binary(self, data: bytes) -> None:
        self._error = GARBLED
        self.ws.abort()

    @Slot()
    def _on_ping(self) -> None:
        if time.monotonic() - self._heard > SILENT_SECONDS:
            self._error = SILENT
            self.ws.abort()
            return
        self.ws.ping(b"")

    @Slot(int, bytes)
    def _on_pong(self, elapsed: int, payload: bytes) -> None:
        self._heard = time.monotonic()

    @Slot(object)
    def _on_error(self, error: object) -> None:
        if not self._error:
            self._error = _KINDS.get(error, OTHER)  # type: ignore[call-overload]
            print(f"bauernschnapsen: the table's connection: {self.ws.errorString()}", file=sys.stderr)

    @Slot()
    def _too_slow(self) -> None:
        if not self._seated:
            self._error = TIMEOUT
            self.ws.abort()

    @Slot()
    def _on_disconnected(self) -> None:
        self._stop_timers()
        self._seated = False
        if self._ended:
            return
        self._ended = True
        # Qt says "disconnected" before the error that caused it: said once that has come
        QTimer.singleShot(0, self, self._say_lost)

    @Slot()
    def _say_lost(self) -> None:
        code = self.ws.closeCode()
        value = getattr(code, "value", code)
        value = value if isinstance(value, int) else 0
        if value == P.Close.TOO_BIG:  # the server's message was larger than MAX_MESSAGE
            self._error = GARBLED
        self.lost.emit(value, self._error)
