"""FolderLock, the one folder lock of the game and the table server (issue 38): a name of its
own for the server, and Windows' msvcrt.locking always on the file's first byte."""

from __future__ import annotations

import os
import sys
import types
from pathlib import Path

import pytest

from bschnapsen_gui.storage import files
from bschnapsen_gui.storage.files import FolderLock


def test_a_named_lock_is_its_own_file_and_held_once(tmp_path: Path) -> None:
    server = FolderLock(tmp_path / "data", "server.lock")
    game = FolderLock(tmp_path / "data")
    assert server.acquire(strict=True) and game.acquire()
    assert server.path.name == "server.lock" and game.path.name == FolderLock.NAME
    assert FolderLock(tmp_path / "data", "server.lock").acquire() is False  # another open file is refused
    assert server.path.read_text(encoding="ascii") == f"{os.getpid()}\n"
    server.release()
    again = FolderLock(tmp_path / "data", "server.lock")
    assert again.acquire()
    again.release()
    game.release()


def test_strict_tells_a_folder_that_cannot_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert FolderLock(blocker / "data").acquire()  # the game: nothing to guard there
    with pytest.raises(OSError):
        FolderLock(blocker / "data", "server.lock").acquire(strict=True)


class FakeMsvcrt(types.ModuleType):
    """msvcrt.locking as Windows does it: one byte from the descriptor's position; a byte
    another descriptor locked is refused (OSError)."""

    LK_NBLCK = 2

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.locked: dict[tuple[int, int, int], int] = {}  # (device, inode, byte) -> fd
        self.positions: list[int] = []

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        assert mode == self.LK_NBLCK and nbytes == 1
        pos = os.lseek(fd, 0, os.SEEK_CUR)
        self.positions.append(pos)
        st = os.fstat(fd)
        key = (st.st_dev, st.st_ino, pos)
        if self.locked.get(key, fd) != fd:
            raise PermissionError(13, "Permission denied")
        self.locked[key] = fd


def test_on_windows_every_holder_locks_the_first_byte(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeMsvcrt()
    monkeypatch.setattr(files, "fcntl", None)
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    first = FolderLock(tmp_path, "server.lock")
    assert first.acquire(strict=True)
    # another holder whose descriptor's position a read has moved still asks for byte 0
    fd = os.open(first.path, os.O_RDWR)
    try:
        assert os.read(fd, 3) and os.lseek(fd, 0, os.SEEK_CUR) > 0
        with pytest.raises(OSError):
            files._lock(fd)
    finally:
        os.close(fd)
    assert FolderLock(tmp_path, "server.lock").acquire() is False
    assert fake.positions == [0, 0, 0]
    first.release()
