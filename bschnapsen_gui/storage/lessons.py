"""The learner's progress through the lessons: which are finished, and where an unfinished
one was left, so that it can be resumed.

The file is ``lessons.json`` in the data directory (``platformdirs.user_data_dir`` or
``$BSCHNAPSEN_DATA_DIR``), versioned and written atomically::

    {"format": "bauernschnapsen/lessons", "version": 1,
     "finished": ["trick", "trump"], "left": {"lesson": "marriage", "at": 12}}

``left.at`` is the index of the lesson's action where the learner left it.  It is read
through :func:`.files.load` like every other file: a file that cannot be read (not JSON,
not ours, written by a newer version, entries of the wrong kind) is put aside as
``lessons.json.broken-<timestamp>`` and the progress starts fresh.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .files import BrokenFile, FileKind, data_dir, load, save

FORMAT = "bauernschnapsen/lessons"
VERSION = 1
MAX_BYTES = 64 * 1024
_ID = re.compile(r"^[a-z0-9_]{1,40}$")


@dataclass
class LessonProgress:
    """Finished lessons (in the order they were finished) and the one left unfinished."""

    finished: list[str] = field(default_factory=list)
    left: tuple[str, int] | None = None  # lesson id, action index

    def finish(self, lesson: str) -> None:
        if lesson not in self.finished:
            self.finished.append(lesson)
        if self.left is not None and self.left[0] == lesson:
            self.left = None

    def leave(self, lesson: str, at: int) -> None:
        self.left = (lesson, at)

    def left_at(self, lesson: str) -> int | None:
        """Where ``lesson`` was left (None: it was not left unfinished)."""
        return self.left[1] if self.left is not None and self.left[0] == lesson else None

    def to_json(self) -> dict[str, Any]:
        data = KIND.envelope()
        data["finished"] = list(self.finished)
        data["left"] = None if self.left is None else {"lesson": self.left[0], "at": self.left[1]}
        return data

    def save(self) -> None:
        save(KIND, self.to_json(), indent=1)


def _parse(data: dict[str, Any], version: int) -> LessonProgress:
    finished = data.get("finished", [])
    if not isinstance(finished, list) or not all(isinstance(x, str) and _ID.match(x) for x in finished):
        raise BrokenFile("finished: must be a list of lesson ids")
    left = data.get("left")
    got: tuple[str, int] | None = None
    if left is not None:
        if not isinstance(left, dict) or set(left) != {"lesson", "at"}:
            raise BrokenFile('left: must be {"lesson": id, "at": index}')
        lesson, at = left["lesson"], left["at"]
        if not isinstance(lesson, str) or not _ID.match(lesson) or type(at) is not int or not 0 <= at < 1000:
            raise BrokenFile("left: a lesson id and an action index")
        got = (lesson, at)
    return LessonProgress(list(dict.fromkeys(finished)), got)


KIND: FileKind[LessonProgress] = FileKind(
    "lessons.json", data_dir, FORMAT, VERSION, "lessons progress file", _parse, MAX_BYTES)


def progress_path() -> Path:
    return KIND.path


def load_progress() -> tuple[LessonProgress, BrokenFile | None]:
    """The progress (fresh if there is no file) and, if the file was broken, what happened."""
    return load(KIND, LessonProgress())
