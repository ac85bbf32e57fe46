"""The running match, saved after every action and offered again at the next start.

The save is ``match.json`` in the data directory (:mod:`.files`: platformdirs, or
``$BSCHNAPSEN_DATA_DIR``): the engine's ``Match.to_json()`` (every deal as a deal log)
inside a small envelope with a format and a version.  The window's saves are written by a
background thread (:class:`MatchSaver`), atomically, so a killed process loses at most the
last action or two and leaves the old file or the new one whole.  A file that cannot be
read (not JSON, not ours, from a newer version, or a deal that does not replay) is put
aside as ``match.json.broken-<timestamp>`` by :func:`.files.load` and a fresh game starts.
"""

from __future__ import annotations

import atexit
import json
import time
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.log import LogError
from ..engine.match import DealRecord, Match
from .files import BackgroundWriter, BrokenFile, FileKind, SaveFailed, data_dir, load, save_text

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


def kind_at(folder: Path, name: str = "match.json") -> FileKind[Match | None]:
    """A saved match of this format in another folder (the table server keeps one per table)."""
    return FileKind(name, lambda: folder, FORMAT, VERSION, "saved game", _parse, MAX_BYTES)


_DEALS = "\x00deals\x00"  # stands for the finished deals while the rest is encoded


class DealTexts:
    """The finished deals of one match as JSON text, each encoded once.

    Finished deals never change and a match only ever appends them (``Match.records``),
    so :meth:`parts` encodes just the deals finished since the last call; another match
    (a new game, a loaded one) starts the texts afresh.
    """

    def __init__(self) -> None:
        self._records: list[DealRecord] | None = None  # the match's own list
        self._seen: list[DealRecord] = []
        self._texts: list[str] = []

    def parts(self, match: Match) -> tuple[list[str], int]:
        """The texts of ``match``'s finished deals: the first ``n`` entries of the list.

        The list is only ever appended to (a new match gets a new one), so another thread
        may read those ``n`` later; not copying them keeps this the same at any length.
        """
        records = match.records
        n = len(self._seen)
        if (records is not self._records or len(records) < n
                or (n and (records[0] is not self._seen[0] or records[n - 1] is not self._seen[-1]))):
            self._records, self._seen, self._texts, n = records, [], [], 0
        for r in records[n:]:
            self._seen.append(r)
            self._texts.append(json.dumps(
                {"number": r.number, "bummerl": r.bummerl, "log": r.log.to_json()}, ensure_ascii=False))
        return self._texts, len(self._texts)


def _head_text(match: Match, saved: str) -> str:
    """The file's text with a stand-in where the finished deals go (the running deal is in it)."""
    head = match.to_json_head()
    head["deals"] = _DEALS
    data = KIND.envelope()
    data["saved"] = saved
    data["match"] = head
    return json.dumps(data, ensure_ascii=False)


def _join(head: str, parts: tuple[list[str], int]) -> str:
    texts, n = parts
    return head.replace(json.dumps(_DEALS), "[" + ", ".join(texts[:n]) + "]", 1) + "\n"


_texts = DealTexts()  # of the match saved last by save_match / match_text


def match_text(match: Match, saved: str) -> str:
    """The file's text for ``match``: exactly ``json.dumps`` of the envelope with
    ``match.to_json()`` (no ASCII escaping), but each finished deal is encoded once and
    its text kept, so a save at deal 1,000 encodes only the running deal (finished deals
    never change; ``tests/storage`` checks the text against a plain encoding)."""
    return _join(_head_text(match, saved), _texts.parts(match))


def match_text_with(match: Match, saved: str, texts: DealTexts) -> str:
    """:func:`match_text` with the caller's own :class:`DealTexts` (one per match saved
    side by side, as the table server's tables are)."""
    return _join(_head_text(match, saved), texts.parts(match))


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def save_match(match: Match) -> None:
    """Save ``match`` now, on this thread (``SaveFailed`` if it cannot be written)."""
    save_text(KIND, match_text(match, _now()))


class MatchSaver:
    """The window's saves of the running match, written by a background thread.

    :meth:`save` (on the GUI thread, after every action) encodes only the running deal and
    the match's head, takes the finished deals' texts as they are (:class:`DealTexts`) and
    hands the lot to a :class:`.files.BackgroundWriter`, which joins them and writes the
    file atomically — the same bytes :func:`save_match` writes — so a save costs the GUI
    thread the same at deal 1,000 as at deal 1.  Saves not yet begun coalesce (the latest
    wins).  A failure goes to ``on_failure`` on the writer's thread.  :meth:`flush` before
    anything reads the file back, :meth:`discard` to remove it, :meth:`close` on quit.
    """

    def __init__(self, on_failure: Callable[[SaveFailed], None] | None = None) -> None:
        self._texts = DealTexts()
        self._writer = BackgroundWriter(on_failure, name="bschnapsen-save")
        _savers.add(self)

    def save(self, match: Match) -> None:
        head, parts = _head_text(match, _now()), self._texts.parts(match)
        self._writer.submit(KIND, lambda: _join(head, parts))

    @property
    def pending(self) -> bool:
        return self._writer.pending

    def flush(self) -> None:
        self._writer.flush()

    def discard(self) -> None:
        """Drop a save not yet begun and wait for one that has (the file can be removed)."""
        self._writer.discard(KIND)

    def close(self) -> None:
        """Write what is pending and end the writer's thread (on quit)."""
        self._writer.close()


_savers: weakref.WeakSet[MatchSaver] = weakref.WeakSet()  # so that a read or a removal waits for them


@atexit.register
def _close_savers() -> None:
    """At exit (after a window that was not closed, an interrupt): nothing pending is lost."""
    for saver in list(_savers):
        saver.close()


def flush_saves() -> None:
    """Wait until every save handed to a :class:`MatchSaver` is written."""
    for saver in list(_savers):
        saver.flush()


def load_match() -> tuple[Match | None, BrokenFile | None]:
    """The saved match (None if there is none) and, if the file was broken, what happened.

    Saves still being written are waited for first.
    """
    flush_saves()
    return load(KIND, None)


def discard_save() -> None:
    """Remove the saved match (a new game instead of the saved one); saves not yet written
    are dropped, one being written is waited for."""
    for saver in list(_savers):
        saver.discard()
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass
