"""Where the game's own files live, how they are written, and the one way they are read.

Settings and house rules are in the config directory
(``platformdirs.user_config_dir("bauernschnapsen")``, or ``$BSCHNAPSEN_CONFIG_DIR``), the
saved game and the statistics in the data directory (``platformdirs.user_data_dir`` or
``$BSCHNAPSEN_DATA_DIR``); tests set both, so they never touch the real home.

Every file is a JSON object in an envelope ``{"format": ..., "version": ...}`` and is
described by a :class:`FileKind`: its name and folder, its format and newest version, and
its own parser.  :func:`load` is the only reader:

* a missing file gives the caller's defaults and no complaint;
* a file that cannot be used (not a regular file, too large, not UTF-8 JSON, nested too
  deeply, not of this format, written by a newer version, or refused by its parser) is put
  aside as ``<name>.broken-<timestamp>``, and the caller gets the defaults and a
  :class:`BrokenFile` saying what was wrong and where the file was kept;
* a parser may keep what it could read and drop the rest (:class:`Salvaged`): the file is
  put aside all the same and the caller gets the salvaged value;
* a file that exists but cannot be opened or read (permissions, I/O) is left where it is
  and reported with ``kept_as=None``;
* a broken file that cannot be moved aside is copied aside (``kept_as`` is the copy), once
  per distinct content: at the next start the same bytes find their earlier copy.

A file the game could not read and could not keep a copy of is remembered (per path, for
this process) and never written over: :func:`save` refuses it with :class:`SaveFailed`
(``refused=True``) until a later :func:`load` reads the path cleanly or finds it gone.
Every failed save raises :class:`SaveFailed` (an ``OSError``), whose ``first`` says
whether the previous save of that path went well, so the game says so once.

Writing goes through :func:`write_atomic` (a temporary file, closed, then ``os.replace``),
so a crash leaves the old file or the new one; a symbolic link in a file's place (dangling
or not) is followed, the file it points to written and the link kept, and a link whose
target cannot be written is refused with :class:`LinkNotWritable` (never replaced by a
file); :func:`remove_stale_temporaries` clears what a killed process left of its
temporaries.  The folders are created private (0700).  No Qt here.

Portable by design (Windows and macOS as well as Linux): no file is renamed while this
process holds it open (Windows refuses that, WinError 32), so the temporary is closed
before its rename, and a clean-up that took it in that moment makes the write start again;
on Windows a rename onto a file another process has open for an instant is tried again for
a moment (:func:`_replace`); locks are ``flock`` or, on Windows, ``msvcrt.locking``.
"""

from __future__ import annotations

import enum
import errno
import json
import os
import re
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import platformdirs

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

APP = "bauernschnapsen"
MAX_BYTES = 4 * 1024 * 1024
"""The largest file read by default; a bigger one is not ours (a saved match may be larger)."""

T = TypeVar("T")


FOLDER_MODE = 0o700
"""The game's own folders are the player's alone, whatever the umask."""


def config_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_CONFIG_DIR")
    return Path(env) if env else Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_DATA_DIR")
    return Path(env) if env else Path(platformdirs.user_data_dir(APP))


def make_folder(folder: Path) -> None:
    """Create ``folder`` (and missing parents) as 0700, whatever the umask.

    Only the folders created here are given that mode: an existing folder is left as the
    player set it.
    """
    if folder.is_dir():
        return
    missing: list[Path] = []
    p = folder
    while not os.path.lexists(p) and p != p.parent:
        missing.append(p)
        p = p.parent
    for d in reversed(missing):
        try:
            os.mkdir(d, FOLDER_MODE)
        except FileExistsError:
            continue
        os.chmod(d, FOLDER_MODE)  # mkdir's mode is cut by the umask


class Problem(enum.Enum):
    """What was wrong with a file (:attr:`BrokenFile.problem`)."""

    UNREADABLE = "unreadable"  #: it exists but could not be opened or read; left in place
    NOT_A_FILE = "not a file"  #: a directory, FIFO, device ... where the file should be
    TOO_LARGE = "too large"  #: larger than its kind allows
    NOT_JSON = "not JSON"  #: not UTF-8, not JSON, or nested too deeply to read
    NOT_OURS = "not ours"  #: JSON, but not this file's format, or without a valid version
    NEWER = "newer"  #: written by a newer version of the game (``version``; kept, not rewritten)
    INVALID = "invalid"  #: ours, but what it says does not hold together
    PARTLY = "partly"  #: some entries were dropped; the rest was read


class BrokenFile(ValueError):
    """A file that cannot be read as ours; ``kept_as`` is where it was put aside.

    ``problem`` says what kind of trouble it was, ``path`` which file it was (both set by
    :func:`load`; a parser raises ``BrokenFile(message)`` and the rest is filled in);
    ``version`` is the version a newer file says it has (``Problem.NEWER``), ``errno`` the
    system's error for a file that could not be opened or read (``Problem.UNREADABLE``).
    """

    def __init__(
        self,
        message: str,
        kept_as: Path | None = None,
        *,
        problem: Problem = Problem.INVALID,
        path: Path | None = None,
        version: int | None = None,
        errno: int | None = None,
    ) -> None:
        super().__init__(message)
        self.kept_as = kept_as
        self.problem = problem
        self.path = path
        self.version = version
        self.errno = errno  # the system's reason, for a file that could not be opened or read

    @property
    def left_in_place(self) -> bool:
        """The file is still where it was, unread, and the game will not write over it."""
        return self.kept_as is None and self.path is not None and is_protected(self.path)


class SaveFailed(OSError):
    """A file could not be saved: ``path``; ``refused`` if it was not even tried because the
    file there could not be read (it is kept, not written over); ``first`` if the previous
    save of this path went well (or there was none), so the failure is news to tell."""

    def __init__(self, message: str, path: Path, *, refused: bool = False, first: bool = True,
                 errno: int | None = None, link_to: Path | None = None) -> None:
        super().__init__(message)
        self.errno = errno  # the system's reason, if it was a system error
        self.path = path
        self.refused = refused
        self.first = first
        self.link_to = link_to  # the file is a symbolic link to this, which could not be written


class LinkNotWritable(OSError):
    """The file is a symbolic link whose target cannot be written (its folder is missing,
    it is not a regular file, or the links go round in a loop): the link is left as it is."""

    def __init__(self, code: int, path: Path, target: Path) -> None:
        super().__init__(code, f"{path} is a symbolic link to {target}, which cannot be written "
                               f"({os.strerror(code)}); the link is left as it is", str(path))
        self.target = target


_protected: set[str] = set()  # files the game could not read and could not copy: never written over
_failing: set[str] = set()  # files whose last save failed


def _key(path: Path) -> str:
    return os.path.abspath(path)


def is_protected(path: Path) -> bool:
    """True if ``path`` is a file the game could not read, left in place: it is not written over."""
    return _key(path) in _protected


@dataclass(frozen=True)
class Salvaged(Generic[T]):
    """What a parser could read of a partly broken file, and what it dropped.

    :func:`load` puts the file aside, as for a broken one, and hands ``value`` on with a
    :class:`BrokenFile` (``Problem.PARTLY``); the caller writes the value back if it wants.
    """

    value: T
    problem: str


@dataclass(frozen=True)
class FileKind(Generic[T]):
    """One of the game's files: where it is, its envelope, and its own parser.

    ``parse(data, version)`` gets the whole JSON object, already checked to be of this
    ``format`` with a ``version`` from 1 to :attr:`version`, and upgrades and reads it; it
    raises ``BrokenFile`` (or another ``ValueError``) for a file it cannot use.
    """

    name: str  #: the file name, e.g. "settings.json"
    folder: Callable[[], Path]  #: config_dir or data_dir (asked each time: tests set them)
    format: str
    version: int  #: the version this program writes, and the newest it reads
    what: str  #: the file in words for messages, e.g. "settings file"
    parse: Callable[[dict[str, Any], int], T | Salvaged[T]]
    max_bytes: int = MAX_BYTES
    read: Callable[[bytes], T | Salvaged[T]] | None = None
    """Reads the file's bytes itself, in place of the JSON decoding and :meth:`parse_json`
    (the saved match: a long one is read without decoding its history); it raises
    ``BrokenFile`` (with its problem) or another ``ValueError`` as ``parse`` does."""

    @property
    def path(self) -> Path:
        return self.folder() / self.name

    def envelope(self) -> dict[str, Any]:
        """The head of the file as this program writes it."""
        return {"format": self.format, "version": self.version}

    def from_json(self, data: object) -> T:
        """The value of an already decoded file (of a partly broken one, what could be
        read); ``BrokenFile`` if it is not ours."""
        got = self.parse_json(data)
        return got.value if isinstance(got, Salvaged) else got

    def parse_json(self, data: object) -> T | Salvaged[T]:
        """Check the envelope, then hand ``data`` to the parser; ``BrokenFile`` if not ours."""
        version = self.check_envelope(data)
        assert isinstance(data, dict)
        return self.parse(data, version)

    def check_envelope(self, data: object) -> int:
        """The version of ``data`` if it is of this format and not newer; ``BrokenFile`` if not."""
        if not isinstance(data, dict) or data.get("format") != self.format:
            raise BrokenFile(f"not a Bauernschnapsen {self.what}", problem=Problem.NOT_OURS)
        version = data.get("version")
        if type(version) is not int or version < 1:
            raise BrokenFile(f"the {self.what} has no valid version", problem=Problem.NOT_OURS)
        if version > self.version:
            raise BrokenFile(
                f"the {self.what} was written by a newer version of the game "
                f"(version {version}; this one reads up to {self.version})",
                problem=Problem.NEWER,
                version=version,
            )
        return version


def read_limited(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them.

    Raises ``FileNotFoundError`` if there is none, another ``OSError`` if it cannot be
    opened or read, and ``BrokenFile`` if it is not a regular file or too large.  Anything
    but a regular file (a FIFO, a device, a directory; links are followed) is not opened
    at all; the file is opened without blocking and checked again on the open descriptor,
    so one swapped in between cannot hang the game either.
    """
    not_a_file = BrokenFile(f"{path} is not a regular file", problem=Problem.NOT_A_FILE)
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise not_a_file
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise not_a_file
        too_large = BrokenFile(f"{path} is larger than {max_bytes} bytes", problem=Problem.TOO_LARGE)
        if st.st_size > max_bytes:
            raise too_large
        chunks: list[bytes] = []
        size = 0
        step = max(1 << 20, st.st_size + 1)  # a regular file in one read (a saved match: 60 MB)
        while size <= max_bytes:  # the size can lie (/proc) or grow while we read
            chunk = os.read(fd, min(step, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:
            raise too_large
        return chunks[0] if len(chunks) == 1 else b"".join(chunks)
    finally:
        os.close(fd)


def load(kind: FileKind[T], default: T) -> tuple[T, BrokenFile | None]:
    """The file's value (``default`` if there is none) and, if it was broken, what happened.

    The only place the game's files are read: see the module docstring for what happens
    to a file that cannot be used.
    """
    path = kind.path
    try:
        raw = read_limited(path, kind.max_bytes)
    except FileNotFoundError:
        _protected.discard(_key(path))
        return default, None
    except BrokenFile as exc:
        return default, _kept_aside(path, exc)
    except OSError as exc:
        _protected.add(_key(path))
        return default, BrokenFile(str(exc), problem=Problem.UNREADABLE, path=path, errno=exc.errno)
    _protected.discard(_key(path))
    try:
        if kind.read is not None:
            value = kind.read(raw)
        else:
            try:
                data = json.loads(raw.decode("utf-8"))
            except RecursionError:
                raise BrokenFile("nested too deeply", problem=Problem.NOT_JSON) from None
            except ValueError as exc:  # UnicodeDecodeError, JSONDecodeError
                raise BrokenFile(str(exc), problem=Problem.NOT_JSON) from None
            value = kind.parse_json(data)
    except RecursionError:
        return default, _kept_aside(path, BrokenFile("nested too deeply", problem=Problem.INVALID))
    except BrokenFile as exc:
        return default, _kept_aside(path, exc)
    except ValueError as exc:
        return default, _kept_aside(path, BrokenFile(str(exc), problem=Problem.INVALID))
    if isinstance(value, Salvaged):
        return value.value, _kept_aside(path, BrokenFile(value.problem, problem=Problem.PARTLY))
    return value, None


def _kept_aside(path: Path, broken: BrokenFile) -> BrokenFile:
    """``broken`` with the file put aside, or copied aside where it cannot be moved
    (``kept_as`` stays None if even that failed: then the file is never written over)."""
    try:
        kept: Path | None = put_aside(path)
    except OSError:
        kept = None
        try:
            kept = copy_aside(path)
        except (OSError, BrokenFile):
            _protected.add(_key(path))
    return BrokenFile(str(broken), kept, problem=broken.problem, path=path, version=broken.version,
                      errno=broken.errno)


def put_aside(path: Path) -> Path:
    """Rename a broken file to ``<name>.broken-<timestamp>`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    _replace(path, target)  # (nothing of ours holds it open: load has closed it)
    return target


def copy_aside(path: Path) -> Path:
    """Copy a broken regular file that cannot be moved to ``<name>.broken-<timestamp>``
    beside it (at most 64 MB) and return the copy's path.

    If a copy put aside earlier already holds the same bytes (the file could not be moved
    at the last start either), that copy is returned and no new one is made: one copy per
    distinct content, however often the game starts.
    """
    raw = read_limited(path, 64 * 1024 * 1024)
    same = _aside_with(path, raw)
    if same is not None:
        return same
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while True:
        target = path.with_name(f"{path.name}.broken-{stamp}" + (f"-{n}" if n > 1 else ""))
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
        except FileExistsError:
            n += 1
            continue
        break
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
    except BaseException:
        try:
            os.unlink(target)
        except OSError:
            pass
        raise
    return target


def _aside_with(path: Path, raw: bytes) -> Path | None:
    """A ``<name>.broken-*`` regular file beside ``path`` whose bytes are ``raw``, if any."""
    prefix = f"{path.name}.broken-"
    try:
        entries = sorted(os.scandir(path.parent), key=lambda e: e.name)
    except OSError:
        return None
    for entry in entries:
        if not entry.name.startswith(prefix):
            continue
        try:
            if not entry.is_file(follow_symlinks=False) or entry.stat(follow_symlinks=False).st_size != len(raw):
                continue
            if read_limited(Path(entry.path), len(raw)) == raw:
                return Path(entry.path)
        except (OSError, BrokenFile):
            continue
    return None


def _hold(fd: int) -> None:
    """Lock the open temporary ``fd`` while it is written, so that no other process's
    clean-up (:func:`remove_stale_temporaries`) takes it for a killed process's leftover.
    The lock ends when the temporary is closed, just before its rename (:func:`write_atomic`
    starts again if a clean-up takes it in that moment).  Without ``fcntl`` (Windows)
    nothing is needed: a file open there cannot be removed."""
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX)


def _still_there(fd: int, tmp: str) -> bool:
    """The temporary ``tmp`` is still the file open as ``fd`` (a clean-up that took it in the
    moment before it was locked has removed it)."""
    try:
        return os.path.samestat(os.stat(tmp, follow_symlinks=False), os.fstat(fd))
    except OSError:
        return False


Pieces = Sequence["str | bytes | memoryview"]
"""A file's content in pieces, written one after the other (text as UTF-8): a long saved
match writes the part of the file it read as it was, without copying it into one text."""


def joined(text: str | Pieces) -> str:
    """The text that ``text`` (or its pieces) stands for."""
    if isinstance(text, str):
        return text
    return "".join(p if isinstance(p, str) else str(p, "utf-8") for p in text)


def _written_path(path: Path) -> Path:
    """Where writing ``path`` goes: the file itself, or, if it is a symbolic link (dangling
    or not), the file it points to: a link is followed, never replaced by a file of ours.
    ``LinkNotWritable`` if its target cannot be written there."""
    if not os.path.islink(path):
        return path
    target = Path(os.path.realpath(path))
    if os.path.islink(target):  # the links go round in a loop
        raise LinkNotWritable(errno.ELOOP, path, target)
    if not target.parent.is_dir():
        raise LinkNotWritable(errno.ENOENT, path, target)
    if os.path.lexists(target) and not target.is_file():
        raise LinkNotWritable(errno.EISDIR if target.is_dir() else errno.EINVAL, path, target)
    return target


REWRITES = 3
"""How often :func:`write_atomic` writes a file from the start when its closed temporary was
removed before its rename (another process's clean-up, in that moment)."""

REPLACE_SECONDS = 1.0
"""How long a rename refused because another process has the file open (Windows: a reader,
a virus scanner, the search indexer, for an instant) is tried again (:func:`_replace`)."""
REPLACE_STEP = 0.02
_SHARING_VIOLATIONS = sys.platform == "win32"
"""Renames fail while another process has the file open (Windows' sharing violation)."""


def write_atomic(path: Path, text: str | Pieces, *, sync: bool = True) -> None:
    """Write ``text`` (or its pieces, in order) to ``path`` so that a crash leaves the old
    or the new file.  A symbolic link in the file's place is followed: the file it points to
    is written (:func:`_written_path`).

    The temporary is locked while it is written (:func:`_hold`), so another process's
    clean-up never removes it then; it is closed before it is renamed into place (Windows
    renames no open file), and if a clean-up removed it in that moment the whole write is
    done again (``text`` is read again: a ``str`` or a ``Sequence``), up to
    :data:`REWRITES` times.

    ``sync=False`` leaves out the fsync: a killed process still leaves the old or the new
    file (the kernel holds what was written), only a machine that loses power may lose the
    last seconds; the table server, which saves hundreds of times a second, syncs later.
    """
    path = _written_path(path)
    make_folder(path.parent)
    for attempt in range(1, REWRITES + 1):
        tmp = _write_temporary(path, text, sync)  # closed: no longer locked
        try:
            _replace(tmp, path)
            return
        except FileNotFoundError:
            if os.path.lexists(tmp) or attempt == REWRITES:  # not the temporary that went
                _remove(tmp)
                raise
            # removed by another process's clean-up between its close and its rename: again
        except BaseException:
            _remove(tmp)
            raise


def _write_temporary(path: Path, text: str | Pieces, sync: bool) -> str:
    """A new temporary beside ``path`` holding ``text``, written while locked (and synced
    if ``sync``), then closed; its path."""
    for _attempt in range(3):
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
        try:
            _hold(fd)
        except BaseException:
            os.close(fd)
            raise
        if _still_there(fd, tmp):
            break
        os.close(fd)  # removed by a clean-up before we held it: take another
    else:
        raise OSError(errno.EAGAIN, "the temporary file was removed while it was being made", tmp)
    try:
        with os.fdopen(fd, "wb") as f:
            for piece in [text] if isinstance(text, str) else text:
                f.write(piece.encode("utf-8") if isinstance(piece, str) else piece)
            f.flush()
            if sync:
                os.fsync(f.fileno())
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _replace(src: str | Path, dst: str | Path) -> None:
    """``os.replace(src, dst)``; on Windows a refusal because another process has one of them
    open (a sharing violation, ``PermissionError``) is tried again for up to
    :data:`REPLACE_SECONDS`."""
    deadline = time.monotonic() + REPLACE_SECONDS
    while True:
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if not _SHARING_VIOLATIONS or time.monotonic() >= deadline:
                raise
        time.sleep(REPLACE_STEP)


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def save(kind: FileKind[Any], data: dict[str, Any], *, indent: int | None = None, ensure_ascii: bool = True) -> None:
    """Write ``data`` (the whole object, envelope included) as the file of ``kind``.

    ``SaveFailed`` if it cannot be written, or if the file there could not be read when it
    was loaded (it is kept, never written over; ``refused=True``).
    """
    save_text(kind, json.dumps(data, indent=indent, ensure_ascii=ensure_ascii) + "\n")


def save_text(kind: FileKind[Any], text: str | Pieces, path: Path | None = None, *, sync: bool = True) -> None:
    """Write ``text`` (already encoded JSON) as the file of ``kind`` (at ``path``, if given:
    where that file was when the save was asked for), as :func:`save` does (``sync``: as
    :func:`write_atomic`'s)."""
    path = kind.path if path is None else path
    key = _key(path)
    first = key not in _failing
    if key in _protected:
        _failing.add(key)
        raise SaveFailed(
            f"{path} was not written over: it could not be read, so it is kept as it is", path,
            refused=True, first=first)
    try:
        if sync:
            write_atomic(path, text)  # (tests stand in for write_atomic without sync=)
        else:
            write_atomic(path, text, sync=False)
    except OSError as exc:
        _failing.add(key)
        raise SaveFailed(str(exc), path, first=first, errno=exc.errno,
                         link_to=exc.target if isinstance(exc, LinkNotWritable) else None) from exc
    _failing.discard(key)


_Job = tuple["FileKind[Any]", Path, "str | Callable[[], str | Pieces]", "Callable[[], None] | None"]
"""A file to write: its kind, where, its text (or what makes it), what to call when done."""


class BackgroundWriter:
    """One thread that writes files off the GUI thread, as :func:`save_text` does.

    :meth:`submit` hands it a file's text (or a function that makes the text, called on
    the writer's thread: it must use only values that never change) and returns at once.
    Saves coalesce: of the texts of one file not yet begun, only the latest is written.
    A failed save is handed to ``on_failure`` on the writer's thread (the Qt side turns it
    into a queued signal, so it reaches the status line from the GUI thread).
    :meth:`flush` waits until everything submitted is on disk; :meth:`close` flushes and
    ends the thread (on quit).  :meth:`discard` forgets what is pending for a file and
    waits for a write of it that has begun, so the file can then be removed.
    """

    def __init__(self, on_failure: Callable[[SaveFailed], None] | None = None, name: str = "bschnapsen-writer") -> None:
        self._on_failure = on_failure
        self._name = name
        self._cond = threading.Condition()
        self._pending: dict[str, _Job] = {}
        self._busy = False  # a write has been taken from _pending and is not finished
        self._closed = False
        self._thread: threading.Thread | None = None

    def submit(self, kind: FileKind[Any], text: str | Callable[[], str | Pieces],
               done: Callable[[], None] | None = None) -> None:
        """Write ``text`` as the file of ``kind`` (where it is now) soon; the latest wins.

        ``done`` is called (on the writer's thread) once this text, or a later one of the
        same file that took its place, has been written or has failed.  After :meth:`close`
        the text is written at once, on the caller's thread.
        """
        path = kind.path
        with self._cond:
            closed = self._closed
            if not closed:
                self._pending[_key(path)] = (kind, path, text, done)
                if self._thread is None:
                    self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                    self._thread.start()
                self._cond.notify_all()
        if closed:
            self._write(kind, path, text)
            if done is not None:
                done()

    def flush(self) -> None:
        """Wait until every text submitted so far is written (or has failed)."""
        with self._cond:
            while self._pending or self._busy:
                self._cond.wait()

    def discard(self, kind: FileKind[Any]) -> None:
        """Drop the unwritten text of ``kind``'s file and wait for a write that has begun."""
        with self._cond:
            self._pending.pop(_key(kind.path), None)
            while self._busy:
                self._cond.wait()

    def close(self) -> None:
        """Flush, then end the thread (a later :meth:`submit` writes on its caller's thread)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None:
            thread.join()

    @property
    def pending(self) -> bool:
        """Something submitted is not written yet."""
        with self._cond:
            return bool(self._pending) or self._busy

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closed:
                    self._cond.wait()
                if not self._pending:  # closed, and everything written
                    return
                key = next(iter(self._pending))
                kind, path, text, done = self._pending.pop(key)
                self._busy = True
            try:
                self._write(kind, path, text)
                if done is not None:
                    done()
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _write(self, kind: FileKind[Any], path: Path, text: str | Callable[[], str | Pieces]) -> None:
        try:
            save_text(kind, text if isinstance(text, str) else text(), path)
        except SaveFailed as exc:
            try:
                if self._on_failure is None:
                    raise exc
                self._on_failure(exc)
            except Exception as told:  # no one to tell (at exit): say it here, and go on
                print(f"bauernschnapsen: could not save {path}: {told}", file=sys.stderr)
        except Exception as exc:  # a bug in a text function must not end the writer
            print(f"bauernschnapsen: could not save {path}: {exc!r}", file=sys.stderr)


_TEMPORARY = re.compile(r"^\.(?P<name>[A-Za-z0-9_.-]+\.json)\.[A-Za-z0-9_]{8}\.tmp$")


def remove_stale_temporaries(folder: Path, names: tuple[str, ...]) -> list[Path]:
    """Remove what a killed process left of :func:`write_atomic`'s temporaries for the files
    ``names`` in ``folder`` (``.<name>.XXXXXXXX.tmp``, regular files only); the removed paths.

    A temporary that a live process is writing is locked by it (:func:`_hold`) and left
    alone: only one whose writer is gone is removed, so a second game (or any other process
    of ours) starting beside a running one never takes the file it is writing.  One taken
    in the moment between its close and its rename costs its writer a rewrite, not the save
    (:func:`write_atomic`).
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        m = _TEMPORARY.match(entry.name)
        if m is None or m.group("name") not in names:
            continue
        try:
            if entry.is_file(follow_symlinks=False) and _unused(entry.path):
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _unused(path: str) -> bool:
    """Remove the temporary ``path`` if no live process holds it; True if removed.

    A writer holds its temporary locked while it writes it (:func:`_hold`); on Windows,
    without ``fcntl``, a file open there cannot be removed (``PermissionError``, and the
    temporary is left).  Once the writer has closed it, just before its rename, it may be
    removed here: :func:`write_atomic` then writes the file again."""
    if fcntl is None:  # Windows: a file being written cannot be removed
        os.unlink(path)
        return True
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # its writer is alive
        if not _still_there(fd, path):
            return False  # already renamed into place or removed
        os.unlink(path)
        return True
    finally:
        os.close(fd)


class FolderLock:
    """A lock on a folder that one process at a time holds (``<folder>/running.lock``).

    It is the operating system's lock on the open file (``flock``; on Windows
    ``msvcrt.locking``), so it ends with the process that holds it, however that process
    ends: a lock left by a killed game is simply free at the next start, and a reused
    process id cannot keep it.  Taking it writes nothing to disk but the file's name and
    the holder's process id (no sync: a start does not wait for the disk).  No Qt: a table
    server holds its folder the same way (``name``: ``server.lock``).
    """

    NAME = "running.lock"

    def __init__(self, folder: Path, name: str = NAME) -> None:
        self.folder = folder
        self.path = folder / name
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, *, strict: bool = False) -> bool:
        """Take the lock; False if another live process holds it.  A folder that cannot be
        made or a lock file that cannot be opened counts as taken by us (True): nothing can
        be saved there, so there is nothing to guard; ``strict`` raises that ``OSError``."""
        if self._fd is not None:
            return True
        try:
            make_folder(self.folder)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                         | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0), 0o600)
        except OSError:
            if strict:
                raise
            return True
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        self._fd = fd
        return True

    def release(self) -> None:
        """Give the lock up (the file stays: removing it could race with a start taking it)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)


def _lock(fd: int) -> None:
    """Lock the open file ``fd`` for this process, or raise ``OSError`` if another holds it.

    Windows has no ``flock``: ``msvcrt.locking`` locks one byte from the file's position,
    so the position is set to 0 first (every holder locks the same byte, whatever it wrote
    or read before)."""
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return
    import msvcrt  # Windows

    os.lseek(fd, 0, os.SEEK_SET)
    msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)


def tidy_folders() -> None:
    """At start: remove stale temporaries of the game's files from its folders."""
    remove_stale_temporaries(config_dir(), ("settings.json", "house-rules.json"))
    remove_stale_temporaries(data_dir(), ("match.json", "statistics.json", "lessons.json"))
