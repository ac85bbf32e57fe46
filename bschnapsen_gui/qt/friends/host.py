"""The opener's table server: ``bauernschnapsen --serve --owned`` as a child process.

Why a process and not an event loop in a thread of the window: the server is pure Python
that holds the interpreter lock while it works (every table action is checked by the
engine, every state encoded for four seats); in the window's process it would compete with
the GUI thread, as a thinking computer would
(docs/architecture.md, "Threads and the process").
A process of its own also keeps the table going through anything that happens to the
window short of its end, and it is the very server a club runs (``--serve``), tested as
such.  The window never waits on it: :class:`TableHost` starts it with ``QProcess`` and
hears its first line (the URL, the code, the addresses) as a signal.  Its standard input is
the window's: ``close`` closes the table for everyone and for good, ``keep`` — or the
window's end, however it ends — closes it for now and keeps it in the data folder with its
score, to be opened again (``--reopen``) with the same code, seats and tokens
(docs/protocol.md, "A table opened from the game").
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer, Signal, Slot

from ...engine.rules import RuleSet
from ...storage.files import data_dir

# where the window's server listens: every interface, the usual port (any if it is taken);
# tests and trials set BSCHNAPSEN_TABLE_LISTEN (e.g. 127.0.0.1:0: the loopback only)
LISTEN = "0.0.0.0:24240"
# how long a window that closes gives its server to close the table for everyone
CLOSE_WAIT_MS = 4000


def listen_address() -> str:
    return os.environ.get("BSCHNAPSEN_TABLE_LISTEN", "").strip() or LISTEN


def server_command() -> list[str]:
    """This program, run as a table server (a frozen build is its own executable)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "bschnapsen_gui"]


class TableHost(QObject):
    """The opener's server process: ``ready`` once it listens, ``failed`` if it cannot
    start or ends before that, ``ended`` when it is gone after being ready."""

    ready = Signal(str, str, object)  # the URL to connect to here, the table's code, the addresses (list[str])
    failed = Signal(str)  # what went wrong (English, for the standard error; the window words it)
    ended = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.proc = QProcess(self)
        self.proc.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        self.proc.readyReadStandardOutput.connect(self._on_output)
        self.proc.readyReadStandardError.connect(self._on_errors)
        self.proc.finished.connect(self._on_finished)
        self.proc.errorOccurred.connect(self._on_error)
        self._out = b""
        self._err = b""
        self.url = ""
        self.code = ""
        self.addresses: list[str] = []
        self._ready = False
        self._closing = False
        self.folder: Path = data_dir() / "table"

    @property
    def running(self) -> bool:
        return self.proc.state() != QProcess.ProcessState.NotRunning

    def start(self, people: tuple[int, ...], strength: str, rules: RuleSet, lang: str) -> None:
        """Start the server of a new table (the seats for people, the computers' strength,
        the house rules; a table kept before is replaced); ``ready`` or ``failed`` follows."""
        self._run(lang, listen_address(), [
            "--people", ",".join(str(s) for s in people), "--strength", strength,
            "--rules", json.dumps(rules.to_json())])

    def reopen(self, port: int, lang: str) -> None:
        """Start the server of the table kept in the folder again, on ``port`` if it is free
        (friends' windows know it) and any port if not; ``ready`` or ``failed`` follows."""
        host = listen_address().rpartition(":")[0] or "0.0.0.0"
        self._run(lang, f"{host}:{port}", ["--reopen"])

    def _run(self, lang: str, listen: str, more: list[str]) -> None:
        cmd = server_command() + [
            "--lang", lang, "--serve", "--owned", "--tables", "1", *more, "--announce",
            "--listen", listen, "--data", str(self.folder),
            "--log-level", "warning",  # errors() shows its last lines: not every refused stranger
        ]
        self.proc.start(cmd[0], cmd[1:])

    def close(self, keep: bool = False) -> None:
        """Close the table for everyone (4006), or with ``keep`` for now (4008: it stays in
        the folder with its score), and let the server end; if it has not ended in a few
        seconds it is stopped (which keeps the table)."""
        if not self.running or self._closing:
            return
        self._closing = True
        self.proc.write(b"keep\n" if keep else b"close\n")
        self.proc.closeWriteChannel()
        QTimer.singleShot(CLOSE_WAIT_MS, self, self._stop)

    def shutdown(self, keep: bool = True) -> None:
        """The window closes: the table is kept (or with ``keep=False`` closed for
        everyone), waited for a moment."""
        if not self.running:
            return
        self.close(keep)
        if not self.proc.waitForFinished(CLOSE_WAIT_MS):
            self.proc.kill()
            self.proc.waitForFinished(1000)

    @Slot()
    def _stop(self) -> None:
        if self.running:
            self.proc.terminate()
            QTimer.singleShot(2000, self, self._kill)

    @Slot()
    def _kill(self) -> None:
        if self.running:
            self.proc.kill()

    @Slot()
    def _on_output(self) -> None:
        self._out += bytes(self.proc.readAllStandardOutput().data())
        if self._ready or b"\n" not in self._out:
            return
        line, _, self._out = self._out.partition(b"\n")
        try:
            head = json.loads(line)
            url = str(head["url"])
            code = str(head["tables"][0]["code"])
            addresses = [str(a) for a in head.get("addresses", [])]
        except (ValueError, KeyError, IndexError, TypeError):
            self.failed.emit(f"the table server said {line[:200]!r}")
            self.close()
            return
        # the server listens on every interface: this window reaches it on the loopback
        for wildcard in ("//0.0.0.0:", "//[::]:"):
            url = url.replace(wildcard, "//127.0.0.1:")
        self.url, self.code, self.addresses = url, code, addresses
        self._ready = True
        self.ready.emit(url, code, addresses)

    @Slot()
    def _on_errors(self) -> None:
        self._err = (self._err + bytes(self.proc.readAllStandardError().data()))[-4000:]

    def errors(self) -> str:
        """What the server said on its standard error (its last lines)."""
        return self._err.decode("utf-8", "replace").strip()

    @Slot(object)
    def _on_error(self, error: object) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.failed.emit(f"the table server did not start: {self.proc.errorString()}")

    @Slot(int, object)
    def _on_finished(self, code: int, status: object) -> None:
        if self.errors():
            print(f"bauernschnapsen: the table server: {self.errors()}", file=sys.stderr)
        if not self._ready:
            self.failed.emit(f"the table server ended ({code}) before it listened")
            return
        self._ready = False
        self.ended.emit()
