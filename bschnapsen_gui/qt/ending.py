"""A logout or a ``kill`` ends the game as closing its window does.

SIGTERM (``kill``, a system shutting down) and SIGHUP (the session or the terminal going
away) would otherwise end the process at once: the settings not stored, a save still queued
lost.  :func:`end_on_signals` turns them into a close of every window (the main window's
``closeEvent`` stores the settings and writes the pending save) and a quit of the event
loop, so the process exits cleanly with status 0.

Python runs a signal handler only when the interpreter gets control, which a Qt event
loop waiting in C++ does not give it: the handler's wake-up byte goes through a socket
pair (``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches, so the loop wakes at
once and the work is done on the GUI thread, never inside the handler.
"""

from __future__ import annotations

import os
import signal
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    import socket

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class _Ending(QObject):
    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.received: list[int] = []
        self._read, self._write = _wakeup_pair()
        self._notifier = QSocketNotifier(self._read, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        self._previous = signal.set_wakeup_fd(self._write, warn_on_full_buffer=False)
        for sig in SIGNALS:
            signal.signal(sig, self._handler)

    def _handler(self, signum: int, frame: object) -> None:
        self.received.append(signum)  # the work is done by _woken, on the GUI thread

    def _woken(self) -> None:
        try:
            while _drain(self._read):
                pass
        except OSError:  # drained (non-blocking)
            pass
        if self.received:
            self.end()

    def end(self) -> None:
        """Close every window as the player would (settings stored, the save written), then quit."""
        self._notifier.setEnabled(False)
        self.app.closeAllWindows()
        self.app.quit()

    def restore(self) -> None:
        for sig in SIGNALS:
            signal.signal(sig, signal.SIG_DFL)
        signal.set_wakeup_fd(self._previous)
        self._notifier.setEnabled(False)
        for fd in (self._read, self._write):
            try:
                os.close(fd)
            except OSError:
                pass


def _wakeup_pair() -> tuple[int, int]:
    """A non-blocking pipe for the wake-up byte (on Windows, which takes only a socket
    there, a socket pair; their descriptors are kept open by this module)."""
    if hasattr(os, "pipe") and os.name == "posix":
        r, w = os.pipe()
        os.set_blocking(r, False)
        os.set_blocking(w, False)
        return r, w
    import socket

    a, b = socket.socketpair()
    a.setblocking(False)
    b.setblocking(False)
    _sockets.extend((a, b))
    return a.fileno(), b.fileno()


_sockets: list[socket.socket] = []


def _drain(fd: int) -> bytes:
    for sock in _sockets:
        if sock.fileno() == fd:
            return sock.recv(64)
    return os.read(fd, 64)


def end_on_signals(app: QApplication) -> _Ending:
    """From now on SIGTERM and SIGHUP close the windows and quit ``app`` (see the module)."""
    return _Ending(app)
