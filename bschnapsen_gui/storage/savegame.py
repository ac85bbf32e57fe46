"""The running match, saved after every action and offered again at the next start.

The save is ``match.json`` in the data directory (:mod:`.files`: platformdirs, or
``$BSCHNAPSEN_DATA_DIR``): the engine's ``Match.to_json()`` (every deal as a deal log)
inside a small envelope with a format and a version.  The window's saves are written by a
background thread (:class:`MatchSaver`), atomically, so a killed process leaves the old
file or the new one whole; the window shows no computer's card before the player's last
action is on disk (:attr:`MatchSaver.written`), so a crash loses none of the player's
actions, at most the computers' cards since the last of them.  A file that cannot be
read (not JSON, not ours, from a newer version, or a deal that does not replay) is put
aside as ``match.json.broken-<timestamp>`` by :func:`.files.load` and a fresh game starts.
"""

from __future__ import annotations

import atexit
import functools
import json
import re
import time
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..engine.log import LogError, RepeatedKey, load_json
from ..engine.match import DealRecord, Match, SavedEntry
from .files import BackgroundWriter, BrokenFile, FileKind, Problem, SaveFailed, data_dir, joined, load, save_text

FORMAT = "bauernschnapsen/save"
VERSION = 1
MAX_BYTES = 100 * 1024 * 1024
"""A deal takes under a kilobyte: room for the most deals a match may hold
(``engine.match.MAX_DEALS``, 100,000)."""


def _parse(data: dict[str, Any], version: int) -> Match:
    try:
        return Match.from_json(data.get("match"))
    except (LogError, KeyError, TypeError, IndexError) as exc:  # a deal that does not replay
        raise BrokenFile(str(exc) or type(exc).__name__) from None


# One finished deal per line (see match_text): the start of such a line as this program
# writes it, after the line break that ends the line before; what it says is checked again
# when the deal's log is first read (engine.match.DealRecord.log).
_ENTRY_PATTERN = (
    rb'\n\{"number": (0|[1-9][0-9]{0,7}), "bummerl": (0|[1-9][0-9]{0,5}), "seen": "([-A-Za-z0-9_ ]{1,80})", '
    rb'"log": \{"format": "bauernschnapsen/deal-1", '
    rb'(?:"rules": (\{[^{}"\n\x80-\xff]*(?:"[-a-z0-9_]*"[^{}"\n\x80-\xff]*)*\}), )?'
    rb'"dealer": ([0-3]), "hands": ')


@functools.cache
def _entry() -> re.Pattern[bytes]:
    """:data:`_ENTRY_PATTERN` compiled, at the first read of a saved game (not at start-up's imports)."""
    return re.compile(_ENTRY_PATTERN)


_END = b"\n]}}\n"


def _read(raw: bytes) -> Match:
    """The saved match from the file's bytes.

    A file as :func:`match_text` writes it (the head and the running deal on the first
    line, then one finished deal per line) is read without decoding its history: the head
    and the running deal strictly, each finished deal only as far as its number, Bummerl,
    dealer, rules and what it came to (``"seen"``); its log is read and checked when first
    asked for (:meth:`Match.restore`), and the bytes read are kept as they are, for the
    next save to write again.  Any other file (one written before, or by hand) is decoded
    whole and every deal replayed.  Both read JSON as the replay command does
    (``engine.log.load_json``: a key repeated in an object, NaN or a byte-order mark is an
    error), so the file has one meaning whichever reader takes it.
    """
    fast = _restore(raw)
    if fast is not None:
        return fast
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BrokenFile(f"not valid UTF-8 (byte {exc.start})", problem=Problem.NOT_JSON) from None
    got = KIND.parse_json(_json(text))
    assert isinstance(got, Match)
    return got


def _restore(raw: bytes) -> Match | None:
    """The match of a file in this program's layout, its history unread; None for another layout."""
    first = raw.find(b"\n")
    last = len(raw) - len(_END)
    if first <= 0 or not raw.endswith(_END) or not raw[:first].endswith(b'"deals": ['):
        return None
    try:
        head = _json(raw[:first].decode("utf-8") + "]}}")
    except UnicodeDecodeError:
        return None
    KIND.check_envelope(head)
    assert isinstance(head, dict)
    whole: list[bool] = []  # the entries cover the text from first to last (else another layout)
    try:
        match = Match.restore(head.get("match"), _entries(raw, first, last, whole), raw)
    except (LogError, KeyError, TypeError, IndexError) as exc:
        if whole == [False]:
            return None  # another layout: read it whole, and say what is wrong with it then
        raise BrokenFile(str(exc) or type(exc).__name__) from None
    return match if whole == [True] else None


def _entries(raw: bytes, first: int, last: int, whole: list[bool]) -> Iterator[SavedEntry]:
    """The finished deals' entries, one per line, between ``first`` and ``last`` in ``raw``
    (each line starts as :data:`_ENTRY_PATTERN` says and ends with ``]}}``, the next line right
    after it); ``whole`` gets True at the end if they covered the text, else False."""
    start = -1
    number = k = dealer = 0
    seen = b""
    options: bytes | None = None
    for m in _entry().finditer(raw, first, last):  # one search over the file, a short step per deal
        at = m.start()
        if start >= 0:
            if raw[at - 4 : at] != b"]}},":  # the entry before ends here, and only here
                break
            yield (number, k, dealer, seen, options, start, at - 1)
        elif at != first:
            break
        n, b, seen, options, d = m.groups()
        number, k, dealer, start = int(n), int(b), int(d), at + 1
    else:
        if start < 0 and first == last or start >= 0 and raw[last - 3 : last] == b"]}}":
            if start >= 0:
                yield (number, k, dealer, seen, options, start, last)
            whole.append(True)
            return
    whole.append(False)


def _json(text: str) -> object:
    """JSON as the replay command reads it (``BrokenFile`` if it is not)."""
    try:
        return load_json(text, integers_only=False)  # a fraction is refused where a number is read
    except RepeatedKey as exc:
        raise BrokenFile(str(exc), problem=Problem.INVALID) from None
    except LogError as exc:
        raise BrokenFile(str(exc), problem=Problem.NOT_JSON) from None


def _own(match: Match) -> Match:
    """The window's own match deals from its seed (it names its deals by it); a table
    server's, dealt from the secure source, has none (``"seed": null``) and is not one."""
    if match.decks.seed is None:
        raise BrokenFile("the saved game has no seed", problem=Problem.INVALID)
    return match


KIND: FileKind[Match | None] = FileKind("match.json", data_dir, FORMAT, VERSION, "saved game",
                                        lambda data, version: _own(_parse(data, version)), MAX_BYTES,
                                        read=lambda raw: _own(_read(raw)))


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
    (a new game, a loaded one) starts the texts afresh.  The deals of a match read from
    the file (``Match.saved_block``) are taken as one piece of the text they were read
    from, not encoded again.
    """

    def __init__(self) -> None:
        self._records: list[DealRecord] | None = None  # the match's own list
        self._seen: list[DealRecord] = []
        self._block: tuple[bytes, int, int] | None = None  # the file's bytes of the first _from records
        self._from = 0
        self._texts: list[str] = []

    def parts(self, match: Match) -> Parts:
        """The texts of ``match``'s finished deals: a piece of the file's text for the
        first ones read from it (or None) and the first ``n`` entries of a list.

        The list is only ever appended to (a new match gets a new one), so another thread
        may read those ``n`` later; not copying them keeps this the same at any length.
        """
        records = match.records
        n = len(self._seen)
        if (records is not self._records or len(records) < n
                or (n and (records[0] is not self._seen[0] or records[n - 1] is not self._seen[-1]))):
            self._records, self._seen, self._texts, self._block, self._from, n = records, [], [], None, 0, 0
            block = match.saved_block
            if block is not None and len(records) >= block[3]:
                self._block, self._from = block[:3], block[3]
                self._seen = records[: self._from]
                n = self._from
        for r in records[n:]:
            self._seen.append(r)
            self._texts.append(r.entry_text())
        return self._block, self._texts, len(self._texts)


Parts = tuple["tuple[bytes, int, int] | None", list[str], int]


def _head_text(match: Match, saved: str) -> str:
    """The file's text with a stand-in where the finished deals go (the running deal is in it)."""
    head = match.to_json_head()
    head["deals"] = _DEALS
    data = KIND.envelope()
    data["saved"] = saved
    data["match"] = head
    return json.dumps(data, ensure_ascii=False)


_STAND_IN = json.dumps(_DEALS) + "}}"  # how the head's text ends


def _join(head: str, parts: Parts) -> list[str | memoryview]:
    """The file in pieces: the head on the first line, then one finished deal per line
    (those read from the file as the bytes read, not copied)."""
    block, texts, n = parts
    assert head.endswith(_STAND_IN)
    body = ",\n".join(texts[:n])
    pieces: list[str | memoryview] = [head[: -len(_STAND_IN)] + "[\n"]
    if block is not None:
        pieces.append(memoryview(block[0])[block[1] : block[2]])
        if body:
            pieces.append(",\n")
    if body:
        pieces.append(body)
    pieces.append("\n]}}\n" if block is not None or body else "]}}\n")
    return pieces


_texts = DealTexts()  # of the match saved last by save_match / match_text


def match_text(match: Match, saved: str) -> str:
    """The file's text for ``match``: the envelope with ``match.to_json()`` (no ASCII
    escaping), its head and running deal on the first line, then one finished deal per
    line (``json.dumps`` of each entry), so that a start reads a long match without
    decoding its history (:func:`_read`).  Each finished deal is encoded once and its text
    kept, so a save at deal 1,000 encodes only the running deal (finished deals never
    change; ``tests/storage`` checks the text against a plain encoding of each part)."""
    return joined(_join(_head_text(match, saved), _texts.parts(match)))


def match_text_with(match: Match, saved: str, texts: DealTexts) -> str:
    """:func:`match_text` with the caller's own :class:`DealTexts` (one per match saved
    side by side, as the table server's tables are)."""
    return joined(_join(_head_text(match, saved), texts.parts(match)))


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def save_match(match: Match) -> None:
    """Save ``match`` now, on this thread (``SaveFailed`` if it cannot be written)."""
    save_text(KIND, _join(_head_text(match, _now()), _texts.parts(match)))


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

    def __init__(self, on_failure: Callable[[SaveFailed], None] | None = None,
                 on_written: Callable[[int], None] | None = None) -> None:
        self._texts = DealTexts()
        self._writer = BackgroundWriter(on_failure, name="bschnapsen-save")
        self._on_written = on_written
        self._asked = 0  # the number of the last save asked for
        self._written = 0  # the number of the last save on disk (or failed)
        _savers.add(self)

    def save(self, match: Match) -> int:
        """Hand ``match`` to the writer; the save's number (see :attr:`written`)."""
        head, parts = _head_text(match, _now()), self._texts.parts(match)
        self._asked += 1
        ticket = self._asked
        self._writer.submit(KIND, lambda: _join(head, parts), lambda: self._done(ticket))
        return ticket

    def _done(self, ticket: int) -> None:  # on the writer's thread
        self._written = max(self._written, ticket)
        if self._on_written is not None:
            self._on_written(self._written)

    @property
    def written(self) -> int:
        """The number of the last save that is on disk (or failed, and was reported): every
        save up to it is done with, since a later save holds everything an earlier one did."""
        return self._written

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
