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


class FakeKernel32:
    """The two calls of kernel32 the thinking process makes on Windows, recorded."""

    def __init__(self) -> None:
        self.calls: list[tuple[object, int]] = []
        self.GetCurrentProcess = lambda: -1  # noqa: N815 - Windows' names (ctypes sets restype on them)
        self.SetPriorityClass = lambda handle, priority: self.calls.append((handle, priority)) or 1  # noqa: N815


def test_on_windows_the_thinking_process_takes_a_lower_priority_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows has no os.nice: the window came first only on POSIX systems."""
    import ctypes

    kernel32 = FakeKernel32()
    monkeypatch.delattr(os, "nice", raising=False)
    monkeypatch.setattr(process.sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "WinDLL", lambda name: kernel32, raising=False)
    process._yield_to_the_window()
    assert kernel32.calls == [(-1, 0x4000)]  # BELOW_NORMAL_PRIORITY_CLASS
