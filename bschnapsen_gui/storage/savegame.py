"""The running match, saved after every action and offered again at the next start.

The save is ``match.json`` in the data directory (:mod:`.files`: platformdirs, or
``$BSCHNAPSEN_DATA_DIR``): the engine's ``Match.to_json()`` (every deal as a deal log)
inside a small envelope with a format and a version.  It is written atomically, so a
killed process loses at most the action that was being applied.  A file that cannot be
read (not JSON, not ours, from a newer version, or a deal that does not replay) is put
aside as ``match.json.broken-<timestamp>`` by :func:`.files.load` and a fresh game starts.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from ..engine.log import LogError
from ..engine.match import DealRecord, Match
from .files import BrokenFile, FileKind, data_dir, load, save_text

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


_DEALS = "\x00deals\x00"  # stands for the finished deals while the rest is encoded
_deal_texts: dict[int, tuple[DealRecord, int, str]] = {}  # id(record) -> (record, actions, its JSON)


def match_text(match: Match, saved: str) -> str:
    """The file's text for ``match``: exactly ``json.dumps`` of the envelope with
    ``match.to_json()`` (no ASCII escaping), but each finished deal is encoded once and
    its text kept, so a save at deal 1,000 encodes only the running deal (finished deals
    never change; ``tests/storage`` checks the text against a plain encoding)."""
    texts: dict[int, tuple[DealRecord, int, str]] = {}
    parts = []
    for r in match.records:
        got = _deal_texts.get(id(r))
        if got is None or got[0] is not r or got[1] != len(r.log.actions):
            item = {"number": r.number, "bummerl": r.bummerl, "log": r.log.to_json()}
            got = (r, len(r.log.actions), json.dumps(item, ensure_ascii=False))
        texts[id(r)] = got
        parts.append(got[2])
    _deal_texts.clear()  # only the deals of the match just saved are kept
    _deal_texts.update(texts)
    head = match.to_json_head()
    head["deals"] = _DEALS
    data = KIND.envelope()
    data["saved"] = saved
    data["match"] = head
    text = json.dumps(data, ensure_ascii=False)
    return text.replace(json.dumps(_DEALS), "[" + ", ".join(parts) + "]", 1) + "\n"


def save_match(match: Match) -> None:
    save_text(KIND, match_text(match, time.strftime("%Y-%m-%dT%H:%M:%S")))


def load_match() -> tuple[Match | None, BrokenFile | None]:
    """The saved match (None if there is none) and, if the file was broken, what happened."""
    return load(KIND, None)


def discard_save() -> None:
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass
