"""The running match, saved after every action and offered again at the next start.

The save is ``match.json`` in the data directory (:mod:`.files`: platformdirs, or
``$BSCHNAPSEN_DATA_DIR``): the engine's ``Match.to_json()`` (every deal as a deal log)
inside a small envelope with a format and a version.  It is written atomically, so a
killed process loses at most the action that was being applied.  A file that cannot be
read (not JSON, not ours, from a newer version, or a deal that does not replay) is put
aside as ``match.json.broken-<timestamp>`` by :func:`.files.load` and a fresh game starts.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ..engine.log import LogError
from ..engine.match import Match
from .files import BrokenFile, FileKind, data_dir, load, save

FORMAT = "bauernschnapsen/save"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024
"""A deal takes under a kilobyte: room for tens of thousands of deals in one match."""


def _parse(data: dict[str, Any], version: int) -> Match:
    try:
        return Match.from_json(data.get("match"))
    except (LogError, KeyError, TypeError, IndexError) as exc:  # a deal that does not replay
        raise BrokenFile(str(exc) or type(exc).__name__) from None


KIND: FileKind[Match | None] = FileKind("match.json", data_dir, FORMAT, VERSION, "saved game", _parse, MAX_BYTES)


def save_path() -> Path:
    return KIND.path


def save_match(match: Match) -> None:
    data = KIND.envelope()
    data["saved"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    data["match"] = match.to_json()
    save(KIND, data, ensure_ascii=False)


def load_match() -> tuple[Match | None, BrokenFile | None]:
    """The saved match (None if there is none) and, if the file was broken, what happened."""
    return load(KIND, None)


def discard_save() -> None:
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass
