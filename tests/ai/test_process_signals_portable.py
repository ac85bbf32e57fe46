"""The thinking process ignores the console's stop keys (issue 38): Ctrl+C reaches every
process of a terminal's group, and on Windows every process of the console, Ctrl+Break too,
whose default ends a process at once; the parent decides when its thinking process ends."""

from __future__ import annotations

import multiprocessing
import os
import signal

import pytest

from bschnapsen_gui.ai import process


@pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="SIGUSR1 stands in for SIGBREAK")
def test_the_thinking_process_ignores_ctrl_c_and_ctrl_break(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(signal, "SIGBREAK", signal.SIGUSR1, raising=False)  # Windows' Ctrl+Break
    monkeypatch.delattr(os, "nice", raising=False)  # (not this test process's priority)
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGUSR1)}
    parent, child = multiprocessing.Pipe()
    parent.send(("stop",))
    try:
        process._serve(child, multiprocessing.RawValue("q", 0))  # its main loop, here: it stops at once
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
        assert signal.getsignal(signal.SIGUSR1) == signal.SIG_IGN
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)
        parent.close()
        child.close()
