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
  and reported with ``kept_as=None``.

Writing goes through :func:`write_atomic` (a temporary file, then ``os.replace``), so a
crash leaves the old file or the new one.  No Qt here.
"""

from __future__ import annotations

import enum
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import platformdirs

APP = "bauernschnapsen"
MAX_BYTES = 4 * 1024 * 1024
"""The largest file read by default; a bigger one is not ours (a saved match may be larger)."""

T = TypeVar("T")


def config_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_CONFIG_DIR")
    return Path(env) if env else Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_DATA_DIR")
    return Path(env) if env else Path(platformdirs.user_data_dir(APP))


class Problem(enum.Enum):
    """What was wrong with a file (:attr:`BrokenFile.problem`)."""

    UNREADABLE = "unreadable"  #: it exists but could not be opened or read; left in place
    NOT_A_FILE = "not a file"  #: a directory, FIFO, device ... where the file should be
    TOO_LARGE = "too large"  #: larger than its kind allows
    NOT_JSON = "not JSON"  #: not UTF-8, not JSON, or nested too deeply to read
    NOT_OURS = "not ours"  #: JSON, but not this file's format, or without a valid version
    NEWER = "newer"  #: written by a newer version of the game (kept for it, not rewritten)
    INVALID = "invalid"  #: ours, but what it says does not hold together
    PARTLY = "partly"  #: some entries were dropped; the rest was read


class BrokenFile(ValueError):
    """A file that cannot be read as ours; ``kept_as`` is where it was put aside.

    ``problem`` says what kind of trouble it was, ``path`` which file it was (both set by
    :func:`load`; a parser raises ``BrokenFile(message)`` and the rest is filled in).
    """

    def __init__(
        self,
        message: str,
        kept_as: Path | None = None,
        *,
        problem: Problem = Problem.INVALID,
        path: Path | None = None,
    ) -> None:
        super().__init__(message)
        self.kept_as = kept_as
        self.problem = problem
        self.path = path


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
            )
        return self.parse(data, version)


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
        while size <= max_bytes:  # the size can lie (/proc) or grow while we read
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:
            raise too_large
        return b"".join(chunks)
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
        return default, None
    except BrokenFile as exc:
        return default, _kept_aside(path, exc)
    except OSError as exc:
        return default, BrokenFile(str(exc), problem=Problem.UNREADABLE, path=path)
    try:
        data = json.loads(raw.decode("utf-8"))
    except RecursionError:
        return default, _kept_aside(path, BrokenFile("nested too deeply", problem=Problem.NOT_JSON))
    except ValueError as exc:  # UnicodeDecodeError, JSONDecodeError
        return default, _kept_aside(path, BrokenFile(str(exc), problem=Problem.NOT_JSON))
    try:
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
    """``broken`` with the file put aside (``kept_as`` stays None if even that failed)."""
    try:
        kept: Path | None = put_aside(path)
    except OSError:
        kept = None
    return BrokenFile(str(broken), kept, problem=broken.problem, path=path)


def put_aside(path: Path) -> Path:
    """Rename a broken file to ``<name>.broken-<timestamp>`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, target)
    return target


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save(kind: FileKind[Any], data: dict[str, Any], *, indent: int | None = None, ensure_ascii: bool = True) -> None:
    """Write ``data`` (the whole object, envelope included) as the file of ``kind``."""
    write_atomic(kind.path, json.dumps(data, indent=indent, ensure_ascii=ensure_ascii) + "\n")
