"""The server's data folder: each table saved after every action, reopened at the next start.

``<data>/tables/<id>/match.json`` is the table's match in the game's own save format
(``storage/savegame.py``: every deal as a deal log, each finished deal encoded once), so
``python -m bschnapsen_gui.engine.replay`` replays any of its deals; ``table.json`` beside it
holds the seats (which are for people, the hashes of their tokens, their names), the code,
the seed and strength.  A table deals from the system's secure source (``engine/shuffle.py``)
and its seed is null: the running deal's cards are in ``match.json``, and nothing else is
needed to play on (each next deck is drawn when it is dealt, and saved before anyone sees
it).  Only a server started with ``--seed`` (tests, benchmarks) saves a seed, and its tables
deal from it again after a restart.  Version 1 of ``table.json`` always held a seed, 48
secret bits from which every deal followed; such a table plays its running deal on and
deals from the secure source from the next deal (its seed may have been found from the
deals shown).  Both are written atomically (``storage/files.py``: a temporary file
renamed over the old one) by worker threads, never on the event loop (a rename on ext4 waits
for the file's blocks: about a millisecond here).  A match is written without an fsync: a
killed server still leaves every file whole and current (the kernel holds what was written),
and the files written are synced every few seconds (:data:`SYNC_SECONDS`), so a machine that
loses power loses at most those seconds; an fsync after each of hundreds of actions a second
would cost the disk far more.  A table saves each action before it applies the next, so a
killed server loses at most the last action.  A file that cannot be read is put aside by the
storage reader as ``<name>.broken-<timestamp>``, as the game does with its own files.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.match import Match
from ..engine.rules import RulesError, RuleSet
from ..engine.shuffle import deck_source
from ..storage import savegame
from ..storage.files import BrokenFile, FileKind, load, make_folder, remove_stale_temporaries, save_text
from . import protocol as P
from .table import Seat, Table

log = logging.getLogger(__name__)

#: how often the files written since are synced to the disk (seconds)
SYNC_SECONDS = 5.0

FORMAT = "bauernschnapsen/table"
#: 2: ``"seed"`` null for a table that deals from the secure source (the default)
VERSION = 2
_ID = re.compile(r"^[a-z0-9]{4,32}$")
_HASH = re.compile(r"^[0-9a-f]{64}$")


@dataclass(frozen=True)
class TableMeta:
    id: str
    code: str
    seed: int | None  #: None: the table deals from the secure source
    strength: str
    started: bool
    seats: list[Seat]
    rules: RuleSet
    opener: int | None = None  #: the seat of the person who opened it (a window's table), who may free seats
    on_demand: bool = False  #: opened by a client (``--open-tables``): closed when idle


def _parse_meta(data: dict[str, Any], version: int) -> TableMeta:
    try:
        tid, code, seed, strength = data["id"], data["code"], data["seed"], data["strength"]
        started, raw_seats = data["started"], data["seats"]
        rules = RuleSet.from_json(data.get("rules", {}))
    except (KeyError, RulesError) as exc:
        raise BrokenFile(f"the table file lacks or has a bad {exc}") from None
    if not (isinstance(tid, str) and _ID.match(tid) and isinstance(code, str) and isinstance(strength, str)
            and (type(seed) is int or seed is None) and type(started) is bool and isinstance(raw_seats, list)
            and len(raw_seats) == 4):
        raise BrokenFile("the table file is not a table")
    seats = []
    for s in raw_seats:
        if not isinstance(s, dict) or type(s.get("person")) is not bool:
            raise BrokenFile("the table file has a bad seat")
        token = s.get("token")
        if token is not None and not (isinstance(token, str) and _HASH.match(token)):
            raise BrokenFile("the table file has a bad seat token")
        seats.append(Seat(s["person"], token, P.clean_name(s.get("name"))))
    opener = data.get("opener")
    if not (opener is None or (type(opener) is int and 0 <= opener <= 3)):
        raise BrokenFile("the table file has a bad opener")
    on_demand = data.get("on_demand", False)
    if type(on_demand) is not bool:
        raise BrokenFile("the table file has a bad on_demand")
    if version < 2:
        seed = None  # a seed of version 1 may be known by now: secure deals from the next one
    return TableMeta(tid, P.normal_code(code), seed, strength, started, seats, rules, opener, on_demand)


def meta_json(table: Table) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": table.id,
        "code": table.code,
        "seed": table.seed,
        "strength": table.strength,
        "started": table.started,
        "rules": table.match.rules.to_json(),
        "seats": [{"person": s.person, "token": s.token, "name": s.name} for s in table.seats],
        "opener": table.opener,
        "on_demand": table.on_demand,
    }


class TableStore:
    """The tables' files under ``folder``; saves run in worker threads."""

    def __init__(self, folder: Path, threads: int = 4) -> None:
        self.folder = folder
        self.tables_dir = folder / "tables"
        self._executor = concurrent.futures.ThreadPoolExecutor(threads, thread_name_prefix="bschnapsen-save")
        self._texts: dict[str, savegame.DealTexts] = {}
        self._kinds: dict[str, tuple[FileKind[Any], FileKind[Any]]] = {}
        self._unsynced: set[Path] = set()
        self._syncer: asyncio.Task[None] | None = None
        self.failures = 0

    def _kinds_of(self, table_id: str) -> tuple[FileKind[Any], FileKind[Any]]:
        kinds = self._kinds.get(table_id)
        if kinds is None:
            folder = self.tables_dir / table_id
            meta: FileKind[TableMeta | None] = FileKind("table.json", lambda: folder, FORMAT, VERSION, "table file",
                                                        _parse_meta, 64 * 1024)
            kinds = self._kinds[table_id] = (meta, savegame.kind_at(folder))
        return kinds

    def _write(self, kind: FileKind[Any], text: str, sync: bool = True) -> None:
        try:
            make_folder(kind.folder())
            save_text(kind, text, sync=sync)
        except OSError as exc:  # SaveFailed: the table plays on; say so
            self.failures += 1
            log.error("could not save %s: %s", kind.path, exc)

    async def save_match(self, table: Table) -> None:
        """Write the table's match now (synced to the disk within :data:`SYNC_SECONDS`)."""
        texts = self._texts.setdefault(table.id, savegame.DealTexts())
        text = savegame.match_text_with(table.match, time.strftime("%Y-%m-%dT%H:%M:%S"), texts)
        kind = self._kinds_of(table.id)[1]
        await asyncio.get_running_loop().run_in_executor(self._executor, self._write, kind, text, False)
        self._unsynced.add(kind.path)
        if self._syncer is None or self._syncer.done():
            self._syncer = asyncio.ensure_future(self._sync_later())

    async def _sync_later(self) -> None:
        await asyncio.sleep(SYNC_SECONDS)
        await self.sync()

    async def sync(self) -> None:
        """Sync the files written since the last time (in a worker thread)."""
        paths, self._unsynced = self._unsynced, set()
        if paths:
            await asyncio.get_running_loop().run_in_executor(self._executor, _fsync_all, paths)

    async def save_meta(self, table: Table) -> None:
        text = json.dumps(meta_json(table), ensure_ascii=False) + "\n"
        await asyncio.get_running_loop().run_in_executor(self._executor, self._write, self._kinds_of(table.id)[0], text)

    async def remove(self, table: Table) -> None:
        """Remove a table's files (it is over: its opener closed it)."""
        folder = self.tables_dir / table.id
        self._texts.pop(table.id, None)
        self._kinds.pop(table.id, None)
        self._unsynced = {p for p in self._unsynced if folder not in p.parents}
        await asyncio.get_running_loop().run_in_executor(self._executor, _remove_folder, folder)

    def saved_ids(self) -> list[str]:
        try:
            names = sorted(os.listdir(self.tables_dir))
        except OSError:
            return []
        return [n for n in names if _ID.match(n) and (self.tables_dir / n).is_dir()]

    def load(self, table_id: str) -> tuple[TableMeta, Match | None] | None:
        """A saved table (its match None if there was none or it could not be read: a new one
        is dealt), or None if its table file cannot be used (it is put aside)."""
        meta_kind, match_kind = self._kinds_of(table_id)
        folder = self.tables_dir / table_id
        remove_stale_temporaries(folder, ("table.json", "match.json"))
        meta, broken = load(meta_kind, None)
        if meta is None or meta.id != table_id:
            if broken is not None:
                log.error("the table %s cannot be reopened: %s (kept as %s)", table_id, broken, broken.kept_as)
            return None
        match, broken = load(match_kind, None)
        if broken is not None:
            log.error("the match of table %s cannot be read: %s (kept as %s); a new match begins",
                      table_id, broken, broken.kept_as)
        if match is not None:
            match.decks = deck_source(meta.seed)  # the table file decides (a version 1 table's seed is dropped)
        return meta, match

    def close(self) -> None:
        """Sync what is not yet synced and end the worker threads."""
        if self._syncer is not None:
            self._syncer.cancel()
        _fsync_all(self._unsynced)
        self._unsynced = set()
        self._executor.shutdown(wait=True)


def _remove_folder(folder: Path) -> None:
    import shutil

    shutil.rmtree(folder, ignore_errors=True)


def _sync_flags() -> int:
    """How a written file is opened to be synced: Windows syncs (``FlushFileBuffers``) only a
    file open for writing, and fails the sync of one open for reading."""
    return os.O_RDWR | getattr(os, "O_BINARY", 0) if sys.platform == "win32" else os.O_RDONLY


def _fsync_all(paths: set[Path]) -> None:
    flags = _sync_flags()
    for path in paths:
        try:
            fd = os.open(path, flags)
        except OSError:
            continue  # replaced meanwhile and renamed again, or removed: nothing to keep
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
