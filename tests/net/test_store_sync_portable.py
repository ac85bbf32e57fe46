"""The server's late sync on Windows (issue 38): it opened each written file for reading to
fsync it, and Windows syncs (FlushFileBuffers) only a file open for writing: every sync failed
there, silently.  Linux's fsync works on either, so the flags are checked as Windows needs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bschnapsen_gui.net import store

fcntl = pytest.importorskip("fcntl")


@pytest.mark.parametrize(("platform", "mode"), [("win32", os.O_RDWR), ("linux", os.O_RDONLY)])
def test_a_written_file_is_synced_through_a_descriptor_that_windows_can_sync(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str, mode: int) -> None:
    written = tmp_path / "match.json"
    written.write_text("{}\n", encoding="utf-8")
    modes: list[int] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        modes.append(fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE)
        real_fsync(fd)

    monkeypatch.setattr(store.os, "fsync", spy)
    monkeypatch.setattr(store.sys, "platform", platform)
    store._fsync_all({written, tmp_path / "gone.json"})  # a file removed meanwhile is passed over
    assert modes == [mode]
    assert written.read_text(encoding="utf-8") == "{}\n"
