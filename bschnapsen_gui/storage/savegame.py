"""The running match, saved after every action and offered again at the next start.

The save is ``match.json`` in the data directory (``platformdirs.user_data_dir`` or
``$BSCHNAPSEN_DATA_DIR``): the engine's ``Match.to_json()`` (every deal as a deal log)
inside a small envelope with a format and a version.  It is written atomically, so a
killed process loses at most the action that was being applied.  A file that cannot be
read (not JSON, not ours, or a deal that does not replay) is put aside as
``match.json.broken-<timestamp>`` and a fresh game starts.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from ..engine.log import LogError
from ..engine.match import Match
from .settings import BrokenFile, data_dir, put_aside, write_atomic

FORMAT = "bauernschnapsen/save"
VERSION = 1


def save_path() -> Path:
    return data_dir() / "match.json"


def save_match(match: Match) -> None:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "saved": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "match": match.to_json(),
    }
    write_atomic(save_path(), json.dumps(data, ensure_ascii=False) + "\n")


def load_match() -> tuple[Match | None, BrokenFile | None]:
    """The saved match (None if there is none) and, if the file was broken, what happened."""
    path = save_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, BrokenFile(str(exc))
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BrokenFile("not a saved Bauernschnapsen game")
        if type(data.get("version")) is not int:
            raise BrokenFile("the saved game has no valid version")
        return Match.from_json(data.get("match")), None
    except (ValueError, UnicodeDecodeError, LogError, KeyError, TypeError, IndexError) as exc:
        kept = put_aside(path)
        return None, BrokenFile(str(exc), kept)


def discard_save() -> None:
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass
