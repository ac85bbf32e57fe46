"""write_atomic as Windows needs it (issue 38): no file is renamed while this process holds it
open, a clean-up that takes the closed temporary before its rename costs a rewrite, not the
save, and a rename refused for a moment by another process's open file is tried again."""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

import pytest

from bschnapsen_gui.storage import files, settings

real_replace = os.replace


def open_descriptors_of(path: str | Path) -> list[int]:
    """This process's open descriptors that refer to the file ``path`` (Linux: /proc)."""
    st = os.stat(path)
    found = []
    for name in os.listdir("/proc/self/fd"):
        try:
            if os.path.samestat(os.stat(f"/proc/self/fd/{name}"), st):
                found.append(int(name))
        except OSError:  # the listing's own descriptor, closed by now
            continue
    return found


needs_proc = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc/self/fd (Linux)")


@needs_proc
@pytest.mark.parametrize("sync", [True, False])
def test_no_file_is_renamed_while_this_process_holds_it_open(monkeypatch: pytest.MonkeyPatch, sync: bool) -> None:
    """Windows refuses to rename a file Python holds open (WinError 32): every save failed."""
    renamed: list[tuple[str, list[int]]] = []

    def checked_replace(src: str | Path, dst: str | Path) -> None:
        renamed.append((os.fspath(src), open_descriptors_of(src)))
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", checked_replace)
    path = settings.settings_path()
    files.write_atomic(path, "old", sync=sync)
    files.write_atomic(path, ["new ", b"in ", memoryview(b"pieces")], sync=sync)
    assert path.read_text() == "new in pieces"
    assert len(renamed) == 2 and all(src.endswith(".tmp") for src, _ in renamed)
    assert [open_fds for _, open_fds in renamed] == [[], []], "a temporary was renamed while still open"


@needs_proc
def test_a_file_put_aside_is_not_held_open_when_it_is_renamed(monkeypatch: pytest.MonkeyPatch) -> None:
    renamed: list[list[int]] = []

    def checked_replace(src: str | Path, dst: str | Path) -> None:
        renamed.append(open_descriptors_of(src))
        real_replace(src, dst)

    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not json")
    monkeypatch.setattr(files.os, "replace", checked_replace)
    _, broken = settings.load_settings()
    assert broken is not None and broken.kept_as is not None and broken.kept_as.read_bytes() == b"not json"
    assert renamed == [[]]


def test_a_clean_up_between_close_and_rename_costs_a_rewrite_not_the_save(monkeypatch: pytest.MonkeyPatch) -> None:
    """The temporary is unlocked once closed: another start's clean-up may remove it just
    then (done here, deterministically, by the real clean-up at the first rename)."""
    path = settings.settings_path()
    removed: list[Path] = []
    calls: list[str] = []

    def clean_up_first(src: str | Path, dst: str | Path) -> None:
        calls.append(os.fspath(src))
        if len(calls) == 1:
            removed.extend(files.remove_stale_temporaries(path.parent, (path.name,)))
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", clean_up_first)
    pieces = ['{"a": ', b'"\xc3\xbc', memoryview(b'", "b": 2}\n')]  # a Sequence: read again for the rewrite
    files.write_atomic(path, pieces)
    assert [p.name for p in removed] == [Path(calls[0]).name]  # the clean-up took the closed temporary ...
    assert len(calls) == 2 and calls[1] != calls[0]  # ... and the file was written again, whole
    assert path.read_text(encoding="utf-8") == '{"a": "ü", "b": 2}\n'
    assert sorted(os.listdir(path.parent)) == [path.name]


def test_a_temporary_removed_every_time_gives_up_after_a_few_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    path = settings.settings_path()
    files.write_atomic(path, "old")
    calls: list[str] = []

    def always_removed(src: str | Path, dst: str | Path) -> None:
        calls.append(os.fspath(src))
        os.unlink(src)
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", always_removed)
    with pytest.raises(FileNotFoundError):
        files.write_atomic(path, "new")
    assert len(calls) == files.REWRITES
    assert path.read_text() == "old" and sorted(os.listdir(path.parent)) == [path.name]


def test_a_missing_target_folder_is_not_written_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A FileNotFoundError that is not the temporary's loss is the caller's news at once."""
    path = settings.settings_path()
    calls: list[str] = []

    def folder_gone(src: str | Path, dst: str | Path) -> None:
        calls.append(os.fspath(src))
        raise FileNotFoundError(errno.ENOENT, "No such file or directory", os.fspath(dst))

    monkeypatch.setattr(files.os, "replace", folder_gone)
    with pytest.raises(FileNotFoundError):
        files.write_atomic(path, "new")
    assert len(calls) == 1 and sorted(os.listdir(path.parent)) == []


@pytest.mark.parametrize("windows", [True, False])
def test_a_rename_refused_for_a_moment_is_tried_again_on_windows_only(monkeypatch: pytest.MonkeyPatch,
                                                                        windows: bool) -> None:
    """On Windows a rename onto a file another process has open for an instant (a reader, a
    virus scanner) fails with a sharing violation, a PermissionError: tried again briefly."""
    path = settings.settings_path()
    files.write_atomic(path, "old")
    refusals = [2]

    def busy(src: str | Path, dst: str | Path) -> None:
        if refusals[0]:
            refusals[0] -= 1
            raise PermissionError(errno.EACCES, "The process cannot access the file because it is being used "
                                                "by another process", os.fspath(src))
        real_replace(src, dst)

    monkeypatch.setattr(files, "_SHARING_VIOLATIONS", windows)
    monkeypatch.setattr(files, "REPLACE_STEP", 0.001)
    monkeypatch.setattr(files.os, "replace", busy)
    if windows:
        files.write_atomic(path, "new")
        assert path.read_text() == "new" and refusals == [0]
    else:  # elsewhere a PermissionError is the folder's permissions: told at once
        with pytest.raises(PermissionError):
            files.write_atomic(path, "new")
        assert path.read_text() == "old" and refusals == [1]
    assert sorted(os.listdir(path.parent)) == [path.name]


def test_a_rename_refused_for_long_is_given_up(monkeypatch: pytest.MonkeyPatch) -> None:
    path = settings.settings_path()
    files.write_atomic(path, "old")
    calls = []

    def held(src: str | Path, dst: str | Path) -> None:
        calls.append(1)
        raise PermissionError(errno.EACCES, "being used by another process", os.fspath(src))

    monkeypatch.setattr(files, "_SHARING_VIOLATIONS", True)
    monkeypatch.setattr(files, "REPLACE_SECONDS", 0.05)
    monkeypatch.setattr(files, "REPLACE_STEP", 0.005)
    monkeypatch.setattr(files.os, "replace", held)
    with pytest.raises(files.SaveFailed):
        settings.save_settings(settings.Settings())
    assert 2 <= len(calls) <= 12
    assert path.read_text() == "old" and sorted(os.listdir(path.parent)) == [path.name]


def test_only_windows_tries_a_refused_rename_again() -> None:
    assert files._SHARING_VIOLATIONS == (sys.platform == "win32")
