"""The four files the game keeps: each round-trips; a file that cannot be used is put aside
and the defaults come back with a BrokenFile saying what was wrong and where it went."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bschnapsen_gui.engine import HUMAN, Contract, RuleSet
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.storage import files, houserules, savegame, settings, stats
from bschnapsen_gui.storage.files import BrokenFile, Problem


@dataclass(frozen=True)
class Kind:
    """One of the four files as the game sees it: its path, its load, its defaults."""

    id: str
    kind: files.FileKind[Any]
    load: Callable[[], tuple[object, BrokenFile | None]]
    fresh: Callable[[object], bool]  # is this the value a missing file gives?

    @property
    def path(self) -> Path:
        return self.kind.path


KINDS = [
    Kind("settings", settings.KIND, settings.load_settings, lambda v: v == settings.Settings()),
    Kind("stats", stats.KIND, stats.load_stats,
         lambda v: isinstance(v, stats.Stats) and v.empty and not v.contracts and not v.recent),
    Kind("savegame", savegame.KIND, savegame.load_match, lambda v: v is None),
    Kind("houserules", houserules.KIND, houserules.HouseRules.load,
         lambda v: isinstance(v, houserules.HouseRules) and v.sets == {}),
]
each_kind = pytest.mark.parametrize("k", KINDS, ids=[k.id for k in KINDS])


def write(path: Path, content: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)


def assert_kept_aside(k: Kind, broken: BrokenFile | None, problem: Problem, was: bytes | None) -> Path:
    """The file is gone from its place and kept, unchanged, where the BrokenFile says."""
    assert broken is not None and broken.problem is problem, broken and broken.problem
    assert broken.path == k.path
    assert broken.kept_as is not None and broken.kept_as.parent == k.path.parent
    assert broken.kept_as.name.startswith(k.path.name + ".broken-")
    assert not os.path.lexists(k.path)
    if was is not None:
        assert broken.kept_as.read_bytes() == was
    return broken.kept_as


# -- round trips ----------------------------------------------------------------------


def test_settings_round_trip() -> None:
    s = settings.Settings(lang="ru", pack="french4", speed="slow", strength="expert", counting_aid=True,
                          sounds=True, volume=35, seat_strengths=["", "beginner", "", "expert"])
    s.set_rule_set("house:Stammtisch", RuleSet(herzrunde=True, bettler=False))
    settings.save_settings(s)
    data = json.loads(settings.settings_path().read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == (settings.FORMAT, settings.VERSION)
    again, broken = settings.load_settings()
    assert broken is None and again == s
    assert again.rule_set() == RuleSet(herzrunde=True, bettler=False)


def test_stats_round_trip() -> None:
    s = stats.Stats(since="2026-11-29", bummerl_won=3, bummerl_lost=2, won_schneider=1, deals=41, redeals=1,
                    contracts={str(Contract.GANG): {"you": [2, 1], "partner": [1, 1], "opponents": [3, 2]}},
                    recent=["1234:17", "1234:18"])
    stats.save_stats(s)
    again, broken = stats.load_stats()
    assert broken is None and again == s


def test_savegame_round_trip() -> None:
    m = Match(RuleSet(herzrunde=True), seed=77)
    rng = random.Random(8)
    for _ in range(6):
        while not m.deal.finished:
            m.deal.apply(rng.choice(m.deal.legal_actions()))
        m.next_deal()
    m.deal.apply(m.deal.legal_actions()[0])  # a deal in progress is saved too
    savegame.save_match(m)
    again, broken = savegame.load_match()
    assert broken is None and again is not None
    assert again.dumps() == m.dumps()
    savegame.discard_save()
    assert savegame.load_match() == (None, None)


def test_house_rules_round_trip() -> None:
    house, broken = houserules.HouseRules.load()
    assert broken is None and house.sets == {}
    house.put("Stammtisch", RuleSet(herzrunde=True))
    house.put("Daheim", RuleSet(bettler=False))
    again, broken = houserules.HouseRules.load()
    assert broken is None and list(again.sets) == ["Stammtisch", "Daheim"]
    assert again.sets == house.sets
    again.delete("Stammtisch")
    assert list(houserules.HouseRules.load()[0].sets) == ["Daheim"]


@each_kind
def test_a_missing_file_gives_the_defaults(k: Kind) -> None:
    value, broken = k.load()
    assert broken is None and k.fresh(value)
    assert not k.path.exists()  # reading writes nothing


def test_the_statistics_take_the_human_seat_from_the_settings() -> None:
    assert stats.who_of(HUMAN) == "you" and stats.who_of((HUMAN + 2) % 4) == "partner"


# -- broken files ---------------------------------------------------------------------


@each_kind
@pytest.mark.parametrize("content", [b"{ this is not json", b"\xff\xfe not UTF-8", b""], ids=["json", "utf8", "empty"])
def test_a_file_that_is_not_json_is_put_aside(k: Kind, content: bytes) -> None:
    write(k.path, content)
    value, broken = k.load()
    assert k.fresh(value)
    assert_kept_aside(k, broken, Problem.NOT_JSON, content)


@each_kind
@pytest.mark.parametrize("data", [
    {"format": "someone-elses/format", "version": 1},
    [1, 2, 3],
    "bauernschnapsen",
], ids=["format", "list", "string"])
def test_a_file_of_another_format_is_put_aside(k: Kind, data: object) -> None:
    content = json.dumps(data).encode()
    write(k.path, content)
    value, broken = k.load()
    assert k.fresh(value)
    assert_kept_aside(k, broken, Problem.NOT_OURS, content)
    assert "not a Bauernschnapsen" in str(broken)


@each_kind
@pytest.mark.parametrize("version", [None, 0, "1", True, 1.0])
def test_a_file_without_a_valid_version_is_put_aside(k: Kind, version: object) -> None:
    content = json.dumps({"format": k.kind.format, "version": version}).encode()
    write(k.path, content)
    value, broken = k.load()
    assert k.fresh(value)
    assert_kept_aside(k, broken, Problem.NOT_OURS, content)
    assert "no valid version" in str(broken)


INVALID = {
    "stats": {"format": stats.FORMAT, "version": 1, "deals": -3},
    "savegame": {"format": savegame.FORMAT, "version": 1, "match": {"format": "nonsense"}},
    "houserules": {"format": houserules.FORMAT, "version": 1, "sets": ["not", "an", "object"]},
}


@pytest.mark.parametrize("k", [k for k in KINDS if k.id in INVALID], ids=lambda k: k.id)
def test_a_file_its_parser_refuses_is_put_aside(k: Kind) -> None:
    content = json.dumps(INVALID[k.id]).encode()
    write(k.path, content)
    value, broken = k.load()
    assert k.fresh(value)
    assert_kept_aside(k, broken, Problem.INVALID, content)


def test_a_save_with_an_illegal_deal_is_put_aside() -> None:
    m = Match(RuleSet(), 9)
    data: dict[str, Any] = {"format": savegame.FORMAT, "version": 1, "match": m.to_json()}
    data["match"]["current"]["log"]["actions"] = [{"seat": 3, "play": "HA"}]
    content = json.dumps(data).encode()
    write(savegame.save_path(), content)
    value, broken = savegame.load_match()
    assert value is None
    assert_kept_aside(KINDS[2], broken, Problem.INVALID, content)


def test_settings_with_wrong_values_take_their_defaults_are_kept_aside_and_said_once() -> None:
    raw = ('{"format": "bauernschnapsen/settings", "version": 2, "lang": "xx", "pack": "french", '
           '"volume": NaN, "seat_strengths": [1, 2], "sounds": "yes", "counting_aid": Infinity, '
           '"unknown": {"deep": [1]}}')
    write(settings.settings_path(), raw)
    s, broken = settings.load_settings("de")
    assert (s.lang, s.pack, s.volume, s.seat_strengths, s.sounds) == ("en", "french", 70, ["", "", "", ""], False)
    assert broken is not None and broken.problem is Problem.PARTLY and broken.kept_as is not None
    assert broken.kept_as.read_text() == raw  # a copy beside the file, as it was
    for name in ("lang", "volume: nan", "seat_strengths", "sounds", "counting_aid: inf"):
        assert name in str(broken)
    assert "pack" not in str(broken) and "unknown" not in str(broken)  # good or unknown keys are not wrong
    # the repaired settings are written in its place: the next start reads them and says nothing
    again, told = settings.load_settings("de")
    assert told is None and again == s


@pytest.mark.parametrize("key, value", [("volume", 150), ("volume", 1.5), ("window_rect", [0, 0, -5, 10]),
                                        ("speed", "warp"), ("rule_options", {"bettler": 1})])
def test_each_wrong_setting_is_told(key: str, value: object) -> None:
    write(settings.settings_path(), json.dumps({"format": settings.FORMAT, "version": settings.VERSION, key: value}))
    _, broken = settings.load_settings()
    assert broken is not None and broken.problem is Problem.PARTLY and key in str(broken)


def test_settings_as_the_game_writes_them_are_not_told() -> None:
    settings.save_settings(settings.Settings(lang="ru", window_rect=[1, 2, 300, 400], volume=0))
    s, broken = settings.load_settings()
    assert broken is None and s.lang == "ru" and s.window_rect == [1, 2, 300, 400]


def test_the_defaults_for_a_broken_settings_file_speak_the_given_language() -> None:
    write(settings.settings_path(), "not json")
    s, broken = settings.load_settings("ru")
    assert broken is not None and s == settings.Settings(lang="ru")
    s, broken = settings.load_settings("xx")  # the file is gone now: plain defaults
    assert broken is None and s == settings.Settings()


def test_a_house_rules_file_with_one_bad_set_keeps_the_others_and_is_written_back() -> None:
    content = json.dumps({"format": houserules.FORMAT, "version": 1, "sets": {
        "A": {"herzrunde": 1}, "B": {"bettler": False}, " padded ": {}}}).encode()
    write(houserules.house_rules_path(), content)
    house, broken = houserules.HouseRules.load()
    assert list(house.sets) == ["B"] and house.sets["B"] == RuleSet(bettler=False)
    assert broken is not None and broken.problem is Problem.PARTLY
    assert "A:" in str(broken) and "herzrunde" in str(broken) and "padded" in str(broken)
    assert broken.kept_as is not None and broken.kept_as.read_bytes() == content
    written = json.loads(houserules.house_rules_path().read_text(encoding="utf-8"))
    assert written["sets"] == {"B": RuleSet(bettler=False).to_json()}
    assert houserules.HouseRules.load()[1] is None  # the rewritten file reads cleanly


# -- hostile files --------------------------------------------------------------------


@each_kind
def test_a_file_from_a_newer_version_is_kept_for_it_not_rewritten(k: Kind) -> None:
    content = json.dumps({"format": k.kind.format, "version": k.kind.version + 1, "future": True}).encode()
    write(k.path, content)
    value, broken = k.load()
    assert k.fresh(value)
    kept = assert_kept_aside(k, broken, Problem.NEWER, content)
    assert "newer version" in str(broken)
    # saving now writes this version's file beside it; the newer one stays as it was
    files.write_atomic(k.path, json.dumps(k.kind.envelope()))
    assert kept.read_bytes() == content


@each_kind
@pytest.mark.parametrize("inside", [False, True], ids=["bare", "in-envelope"])
def test_deeply_nested_json_is_a_broken_file_not_a_crash(k: Kind, inside: bool) -> None:
    deep = "[" * 200_000 + "]" * 200_000
    text = f'{{"format": "{k.kind.format}", "version": 1, "x": {deep}}}' if inside else deep
    write(k.path, text)
    value, broken = k.load()
    assert k.fresh(value)
    assert_kept_aside(k, broken, Problem.NOT_JSON, None)
    assert "nested" in str(broken)


@each_kind
def test_a_file_larger_than_its_limit_is_not_read(k: Kind, monkeypatch: pytest.MonkeyPatch) -> None:
    content = json.dumps(k.kind.envelope()).encode()
    small = files.FileKind(k.kind.name, k.kind.folder, k.kind.format, k.kind.version, k.kind.what,
                           k.kind.parse, max_bytes=len(content) - 1)
    write(k.path, content)
    value, broken = files.load(small, "defaults")
    assert value == "defaults"
    assert_kept_aside(k, broken, Problem.TOO_LARGE, content)


def test_the_size_limits() -> None:
    assert settings.KIND.max_bytes == stats.KIND.max_bytes == houserules.KIND.max_bytes == files.MAX_BYTES
    assert savegame.KIND.max_bytes > files.MAX_BYTES  # a long match is larger


def test_reading_stops_at_the_limit_even_if_the_size_lies(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    assert files.read_limited(path, 10) == b"x" * 10
    with pytest.raises(BrokenFile) as e:
        files.read_limited(path, 9)
    assert e.value.problem is Problem.TOO_LARGE
    status = Path("/proc/self/status")  # a regular file whose size says 0
    if status.exists() and status.stat().st_size == 0:
        assert files.read_limited(status, 1 << 20).startswith(b"Name:")
        with pytest.raises(BrokenFile):
            files.read_limited(status, 8)


def load_in_thread(k: Kind, monkeypatch: pytest.MonkeyPatch) -> tuple[object, BrokenFile | None]:
    """k.load() in a thread: if it hangs (a blocking open or read), the test fails, not hangs.
    The file itself must not even be opened."""
    opened: list[str] = []
    real_open = os.open

    def spy(path: Any, *args: Any, **kw: Any) -> int:
        opened.append(os.fspath(path))
        return real_open(path, *args, **kw)

    got: list[tuple[object, BrokenFile | None]] = []
    with monkeypatch.context() as m:
        m.setattr(os, "open", spy)
        t = threading.Thread(target=lambda: got.append(k.load()), daemon=True)
        t.start()
        t.join(timeout=30)  # a guard only: the load returns at once
    assert got, "loading blocked"
    assert os.fspath(k.path) not in opened
    return got[0]


def test_a_fifo_swapped_in_after_the_check_does_not_block(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    path = tmp_path / "f"
    path.write_text("{}")
    real_open = os.open

    def swap(p: Any, *args: Any, **kw: Any) -> int:  # between the check and the open
        os.unlink(p)
        os.mkfifo(p)
        return real_open(p, *args, **kw)

    got: list[object] = []

    def read() -> None:
        try:
            files.read_limited(path, 100)
        except BrokenFile as exc:
            got.append(exc.problem)

    with monkeypatch.context() as m:
        m.setattr(os, "open", swap)
        t = threading.Thread(target=read, daemon=True)
        t.start()
        t.join(timeout=30)  # a guard only
    assert got == [Problem.NOT_A_FILE]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@each_kind
def test_a_fifo_in_place_of_the_file_is_not_opened_and_is_put_aside(k: Kind, monkeypatch: pytest.MonkeyPatch) -> None:
    k.path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(k.path)
    value, broken = load_in_thread(k, monkeypatch)
    assert k.fresh(value)
    assert_kept_aside(k, broken, Problem.NOT_A_FILE, None)


@pytest.mark.skipif(sys.platform == "win32" or not os.path.exists("/dev/zero"), reason="no /dev/zero")
@each_kind
def test_a_link_to_dev_zero_is_not_read_and_the_link_is_put_aside(k: Kind, monkeypatch: pytest.MonkeyPatch) -> None:
    k.path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink("/dev/zero", k.path)
    value, broken = load_in_thread(k, monkeypatch)
    assert k.fresh(value)
    kept = assert_kept_aside(k, broken, Problem.NOT_A_FILE, None)
    assert kept.is_symlink() and os.readlink(kept) == "/dev/zero"


@each_kind
def test_a_directory_in_place_of_the_file_is_put_aside_and_the_file_can_be_written(k: Kind) -> None:
    (k.path / "inside").mkdir(parents=True)
    value, broken = k.load()
    assert k.fresh(value)
    kept = assert_kept_aside(k, broken, Problem.NOT_A_FILE, None)
    assert (kept / "inside").is_dir()
    files.write_atomic(k.path, "{}")
    assert k.path.read_text() == "{}"


def test_a_link_to_a_good_file_is_read(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere.json"
    real.write_text(json.dumps(settings.Settings(pack="french").to_json()))
    settings.settings_path().parent.mkdir(parents=True)
    os.symlink(real, settings.settings_path())
    s, broken = settings.load_settings()
    assert broken is None and s.pack == "french"


@each_kind
def test_an_unreadable_file_is_reported_and_left_in_place(k: Kind, monkeypatch: pytest.MonkeyPatch) -> None:
    content = json.dumps(k.kind.envelope()).encode()
    write(k.path, content)
    real_open = os.open

    def refuse(path: Any, *args: Any, **kw: Any) -> int:
        if os.fspath(path) == os.fspath(k.path):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kw)

    with monkeypatch.context() as m:
        m.setattr(os, "open", refuse)
        value, broken = k.load()
    assert k.fresh(value)
    assert broken is not None and broken.problem is Problem.UNREADABLE and broken.kept_as is None
    assert broken.path == k.path and "Permission denied" in str(broken)
    assert k.path.read_bytes() == content


def test_a_broken_file_that_cannot_be_put_aside_is_still_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    write(settings.settings_path(), "not json")

    def fail(path: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(files, "put_aside", fail)
    s, broken = settings.load_settings()
    assert s == settings.Settings()
    # it could not be moved, so it was copied aside: the copy is kept, the place may be written
    assert broken is not None and broken.problem is Problem.NOT_JSON and broken.kept_as is not None
    assert broken.kept_as.read_bytes() == b"not json" and not broken.left_in_place
    settings.save_settings(s)
    assert settings.load_settings()[1] is None


# -- putting aside and writing --------------------------------------------------------


def test_files_put_aside_in_the_same_second_do_not_overwrite_each_other(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda fmt: "20261201-101010")
    path = stats.stats_path()
    kept = []
    for n in range(3):
        write(path, f"broken {n}")
        kept.append(files.put_aside(path))
    assert [p.name for p in kept] == [
        "statistics.json.broken-20261201-101010",
        "statistics.json.broken-20261201-101010-2",
        "statistics.json.broken-20261201-101010-3",
    ]
    assert [p.read_text() for p in kept] == ["broken 0", "broken 1", "broken 2"]


def test_write_atomic_leaves_the_old_file_when_it_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    path = settings.settings_path()
    files.write_atomic(path, "old")
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]

    def fail(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m, pytest.raises(OSError):
        m.setattr(os, "replace", fail)
        files.write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temporary left


def test_the_folders_follow_the_environment(private_dirs: Path) -> None:
    assert settings.settings_path() == private_dirs / "config" / "settings.json"
    assert houserules.house_rules_path() == private_dirs / "config" / "house-rules.json"
    assert savegame.save_path() == private_dirs / "data" / "match.json"
    assert stats.stats_path() == private_dirs / "data" / "statistics.json"


# -- a file the game could not read is never written over ------------------------------


SAVERS: dict[str, Callable[[], None]] = {
    "settings": lambda: settings.save_settings(settings.Settings()),
    "stats": lambda: stats.save_stats(stats.Stats()),
    "savegame": lambda: savegame.save_match(Match(RuleSet(), 7)),
    "houserules": lambda: houserules.HouseRules({"Stammtisch": RuleSet()}).save(),
}


def refuse_open_of(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    real_open = os.open

    def refuse(p: Any, *args: Any, **kw: Any) -> int:
        if os.fspath(p) == os.fspath(path):
            raise PermissionError(13, "Permission denied", str(p))
        return real_open(p, *args, **kw)

    monkeypatch.setattr(os, "open", refuse)


@each_kind
def test_an_unreadable_file_is_not_written_over_by_the_next_save(k: Kind, monkeypatch: pytest.MonkeyPatch) -> None:
    content = json.dumps(k.kind.envelope() | {"precious": "2 deals"}).encode()
    write(k.path, content)
    with monkeypatch.context() as m:
        refuse_open_of(m, k.path)
        _, broken = k.load()
    assert broken is not None and broken.problem is Problem.UNREADABLE and broken.left_in_place
    with pytest.raises(files.SaveFailed) as first:
        SAVERS[k.id]()
    assert first.value.refused and first.value.first and first.value.path == k.path
    with pytest.raises(files.SaveFailed) as again:
        SAVERS[k.id]()
    assert not again.value.first  # said once
    assert k.path.read_bytes() == content
    assert [p.name for p in k.path.parent.iterdir()] == [k.path.name]  # no temporary either


@each_kind
def test_a_broken_file_that_can_be_neither_moved_nor_copied_is_not_written_over(
        k: Kind, monkeypatch: pytest.MonkeyPatch) -> None:
    write(k.path, b"[[[ not json")

    def fail(path: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(files, "put_aside", fail)
    monkeypatch.setattr(files, "copy_aside", fail)
    value, broken = k.load()
    assert k.fresh(value)
    assert broken is not None and broken.kept_as is None and broken.left_in_place
    with pytest.raises(files.SaveFailed) as exc:
        SAVERS[k.id]()
    assert exc.value.refused
    assert k.path.read_bytes() == b"[[[ not json"


def test_a_protected_file_is_written_again_once_it_reads_cleanly(monkeypatch: pytest.MonkeyPatch) -> None:
    path = settings.settings_path()
    files.write_atomic(path, json.dumps(settings.Settings(pack="french").to_json()))
    with monkeypatch.context() as m:
        refuse_open_of(m, path)
        settings.load_settings()
    with pytest.raises(files.SaveFailed):
        settings.save_settings(settings.Settings())
    s, broken = settings.load_settings()  # the player fixed the permissions
    assert broken is None and s.pack == "french"
    settings.save_settings(settings.Settings())
    assert settings.load_settings()[0].pack == "tell"


def test_a_failed_save_is_news_once_until_a_save_succeeds(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    firsts = []
    with monkeypatch.context() as m:
        m.setattr(os, "replace", full)
        for _ in range(3):
            with pytest.raises(files.SaveFailed) as exc:
                stats.save_stats(stats.Stats())
            assert not exc.value.refused and "No space" in str(exc.value)
            firsts.append(exc.value.first)
    assert firsts == [True, False, False]
    stats.save_stats(stats.Stats())
    with monkeypatch.context() as m, pytest.raises(files.SaveFailed) as exc:
        m.setattr(os, "replace", full)
        stats.save_stats(stats.Stats())
    assert exc.value.first


def test_a_house_rules_file_that_cannot_be_written_back_still_gives_its_good_sets(
        monkeypatch: pytest.MonkeyPatch) -> None:
    write(houserules.house_rules_path(), json.dumps(houserules.KIND.envelope() | {
        "sets": {"Stammtisch": {}, "bad": {"no such option": True}}}))

    def full(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files, "write_atomic", full)
    house, broken = houserules.HouseRules.load()
    assert list(house.sets) == ["Stammtisch"] and broken is not None and broken.problem is Problem.PARTLY


@each_kind
@pytest.mark.parametrize("version", [0, -1])
def test_version_0_is_refused_by_every_file(k: Kind, version: int) -> None:
    data = k.kind.envelope() | {"version": version}
    write(k.path, json.dumps(data))
    value, broken = k.load()
    assert k.fresh(value)
    assert_kept_aside(k, broken, Problem.NOT_OURS, json.dumps(data).encode())


@each_kind
def test_a_newer_file_names_its_version(k: Kind) -> None:
    write(k.path, json.dumps(k.kind.envelope() | {"version": 99}))
    _, broken = k.load()
    assert broken is not None and broken.problem is Problem.NEWER and broken.version == 99
    assert "version 99" in str(broken)


# -- folders and temporaries ---------------------------------------------------------


def test_the_folders_are_created_private_whatever_the_umask(private_dirs: Path) -> None:
    old = os.umask(0)
    try:
        settings.save_settings(settings.Settings())
        stats.save_stats(stats.Stats())
    finally:
        os.umask(old)
    for folder in (private_dirs / "config", private_dirs / "data"):
        assert (folder.stat().st_mode & 0o777) == 0o700, oct(folder.stat().st_mode)


def test_nested_missing_folders_are_all_private(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        files.make_folder(tmp_path / "a" / "b")
    finally:
        os.umask(old)
    assert (tmp_path / "a").stat().st_mode & 0o777 == 0o700
    assert (tmp_path / "a" / "b").stat().st_mode & 0o777 == 0o700
    tmp_path.chmod(0o755)
    files.make_folder(tmp_path)
    assert tmp_path.stat().st_mode & 0o777 == 0o755  # an existing folder is left as it is


def test_stale_temporaries_of_our_own_naming_are_removed(private_dirs: Path) -> None:
    data = private_dirs / "data"
    config = private_dirs / "config"
    data.mkdir()
    config.mkdir()
    ours = [data / ".match.json.ab12cd_9.tmp", data / ".statistics.json.zzzzzzzz.tmp",
            config / ".settings.json.0123abcd.tmp", config / ".house-rules.json.qwertyui.tmp"]
    not_ours = [data / ".match.json.short.tmp", data / ".other.json.ab12cd_9.tmp",
                data / "match.json.ab12cd_9.tmp", data / ".match.json.ab12cd_9.tmp.keep",
                config / "notes.txt"]
    for p in ours + not_ours:
        p.write_text("x")
    os.symlink(data / "match.json", data / ".match.json.linklink.tmp")  # not a regular file
    files.tidy_folders()
    assert not any(os.path.lexists(p) for p in ours)
    assert all(p.exists() for p in not_ours)
    assert os.path.lexists(data / ".match.json.linklink.tmp")


def test_tidying_missing_folders_is_no_error() -> None:
    files.tidy_folders()


# -- as an ordinary user (root reads anything): in a subprocess under setpriv ----------

SETPRIV = "/usr/bin/setpriv"


@pytest.fixture
def user_home() -> Any:
    """A folder of the user the check runs as: nobody under root (via setpriv), else us."""
    home = Path(tempfile.mkdtemp(prefix="bschnapsen-user-"))
    uid = os.geteuid()
    if uid == 0:
        if not os.path.exists(SETPRIV):
            shutil.rmtree(home)
            pytest.skip("running as root without setpriv: cannot test permissions as an ordinary user")
        import pwd

        nobody = pwd.getpwnam("nobody")
        os.chown(home, nobody.pw_uid, nobody.pw_gid)
    yield home
    for p in home.rglob("*"):
        if p.is_file():
            p.chmod(0o600)
    shutil.rmtree(home)


def as_user(home: Path, code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` with the game's folders in ``home``, as nobody if we are root."""
    env = dict(os.environ, BSCHNAPSEN_CONFIG_DIR=str(home / "config"), BSCHNAPSEN_DATA_DIR=str(home / "data"),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]), HOME=str(home))
    cmd = [sys.executable, "-c", code]
    if os.geteuid() == 0:
        import pwd

        nobody = pwd.getpwnam("nobody")
        cmd = [SETPRIV, f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups", *cmd]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)


LOAD_AND_SAVE = """
from bschnapsen_gui.storage import files, settings, stats, savegame, houserules
from bschnapsen_gui.engine import RuleSet
from bschnapsen_gui.engine.match import Match
kind = {kind!r}
load = {{'settings': settings.load_settings, 'stats': stats.load_stats,
        'savegame': savegame.load_match, 'houserules': houserules.HouseRules.load}}[kind]
value, broken = load()
save = {{'settings': lambda: settings.save_settings(settings.Settings()),
        'stats': lambda: stats.save_stats(stats.Stats()),
        'savegame': lambda: savegame.save_match(Match(RuleSet(), 1)),
        'houserules': lambda: houserules.HouseRules().save()}}[kind]
try:
    save()
except files.SaveFailed as exc:
    print(broken and broken.problem.name, 'refused' if exc.refused else 'failed')
else:
    print(broken and broken.problem.name, 'written')
"""


@each_kind
@pytest.mark.parametrize("mode", [0o000, 0o600])
def test_an_unreadable_file_survives_a_load_and_a_save_as_an_ordinary_user(
        k: Kind, mode: int, user_home: Path) -> None:
    SAVERS[k.id]()  # a good file of this kind
    content = k.path.read_bytes()
    target = user_home / k.path.parent.name / k.path.name
    target.parent.mkdir()
    target.write_bytes(content)
    target.chmod(mode)
    if os.geteuid() == 0:
        st = user_home.stat()
        for p in (target.parent, target):
            os.chown(p, st.st_uid, st.st_gid)
    done = as_user(user_home, LOAD_AND_SAVE.format(kind=k.id))
    assert done.returncode == 0, done.stderr
    if mode == 0o600:  # the harness works: a readable file is read and saved
        assert done.stdout.split() == ["None", "written"]
        return
    assert done.stdout.split() == ["UNREADABLE", "refused"]
    target.chmod(0o600)
    assert target.read_bytes() == content


def test_a_broken_file_in_a_read_only_folder_as_an_ordinary_user(user_home: Path) -> None:
    folder = user_home / "config"
    folder.mkdir()
    target = folder / "settings.json"
    target.write_bytes(b"[" * 1000 + b"]" * 1000)
    if os.geteuid() == 0:
        st = user_home.stat()
        for p in (folder, target):
            os.chown(p, st.st_uid, st.st_gid)
    folder.chmod(0o500)
    try:
        done = as_user(user_home, LOAD_AND_SAVE.format(kind="settings"))
    finally:
        folder.chmod(0o700)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["NOT_JSON", "refused"]  # neither moved nor copied: kept, unwritten
    assert target.read_bytes() == b"[" * 1000 + b"]" * 1000


# -- the saved match: finished deals encoded once --------------------------------------


def plain_layout(data: dict[str, Any]) -> str:
    """The save as JSON text laid out as the game writes it: everything but the finished
    deals on the first line (``"deals"`` last), then one finished deal per line."""
    match = dict(data["match"])
    deals = match.pop("deals")
    head = json.dumps(data | {"match": match | {"deals": []}}, ensure_ascii=False)
    assert head.endswith('"deals": []}}')
    lines = [json.dumps(d, ensure_ascii=False) for d in deals]
    return head[:-3] + "\n" + ",\n".join(lines) + ("\n" if lines else "") + "]}}\n"


def test_the_match_text_is_exactly_the_plain_encoding_as_the_match_goes_on() -> None:
    rng = random.Random(5)
    m = Match(RuleSet(), 5)
    for step in range(400):
        if m.deal.finished:
            m.next_deal()
        else:
            m.deal.apply(rng.choice(m.deal.legal_actions()))
        if step == 150:
            m.start_new_bummerl()
        text = savegame.match_text(m, "2026-12-01T10:00:00")
        plain = savegame.KIND.envelope() | {"saved": "2026-12-01T10:00:00", "match": m.to_json()}
        assert text == plain_layout(plain)
        assert json.loads(text) == plain
    assert len(m.records) > 5
    savegame.save_match(m)
    again, broken = savegame.load_match()
    assert broken is None and again is not None and again.dumps() == m.dumps()
    # another match (a new game, a loaded one) does not take the old match's texts
    other = Match(RuleSet(bettler=False), 6)
    assert json.loads(savegame.match_text(other, "x"))["match"] == other.to_json()
    assert json.loads(savegame.match_text(again, "x"))["match"] == m.to_json()


def test_the_save_benchmark_command_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from bschnapsen_gui.storage import bench

    assert bench.main(["--deals", "1,3", "--saves", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[0] == "deals" and [line.split()[0] for line in out[1:]] == ["1", "3"]


# -- fuzz: nesting and size mutations never escape as exceptions ------------------------


def _mutations(good: bytes, rng: random.Random) -> bytes:
    pick = rng.randrange(8)
    if pick == 0:  # truncated
        return good[: rng.randrange(len(good))]
    if pick == 1:  # a value nested deeply
        i = rng.randrange(len(good))
        depth = rng.choice([10, 1000, 100_000])
        return good[:i] + b"[" * depth + b"]" * depth + good[i:]
    if pick == 2:  # flipped bytes
        b = bytearray(good)
        for _ in range(rng.randrange(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if pick == 3:  # a huge number where a number was
        huge = str(10 ** rng.choice([3, 7, 18, 400])).encode()
        return re_numbers.sub(huge, good, count=rng.randrange(1, 5))
    if pick == 4:  # a chunk repeated (size)
        i, j = sorted(rng.randrange(len(good)) for _ in range(2))
        return good[:i] + good[i:j] * rng.randrange(2, 50) + good[j:]
    if pick == 5:  # wrapped in an array or an object
        return rng.choice([b"[" + good + b"]", b'{"x": ' + good + b"}"])
    if pick == 6:  # a value replaced by another JSON type
        return re_numbers.sub(rng.choice([b'"x"', b"null", b"[]", b"{}", b"-1", b"true", b"1e999"]), good, count=1)
    return good.replace(b'"', b"", rng.randrange(1, 4))


re_numbers = re.compile(rb"\b\d+\b")


@each_kind
def test_fuzzed_files_never_escape_the_loader(k: Kind) -> None:
    SAVERS[k.id]()
    if k.id == "savegame":  # a match with deals in it
        rng = random.Random(2)
        m = Match(RuleSet(), 2)
        while len(m.records) < 3:
            while not m.deal.finished:
                m.deal.apply(rng.choice(m.deal.legal_actions()))
            m.next_deal()
        savegame.save_match(m)
    good = k.path.read_bytes()
    rng = random.Random(k.id)
    for _ in range(150):
        write(k.path, _mutations(good, rng))
        value, broken = k.load()  # never raises
        assert broken is None or isinstance(broken, BrokenFile)
        if broken is not None and broken.problem is not Problem.PARTLY:
            assert k.fresh(value)
        for p in k.path.parent.iterdir():
            if p.name != k.path.name:
                p.unlink()


# -- a broken file that cannot be moved: one copy per content, not one per start --------


@each_kind
def test_a_broken_file_that_cannot_be_moved_is_copied_once_per_content(
        k: Kind, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(path: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(files, "put_aside", fail)
    write(k.path, b"[" * 1000 + b"]" * 1000)
    folder = k.path.parent

    def copies() -> list[Path]:
        return sorted(p for p in folder.iterdir() if p.name.startswith(k.path.name + ".broken-"))

    kept = set()
    for start in range(4):  # four starts, the file still there each time
        if start == 2:  # a different kind of broken: a copy of its own
            write(k.path, b"not json at all")
        _, broken = k.load()
        assert broken is not None and broken.kept_as is not None and broken.kept_as.read_bytes() == k.path.read_bytes()
        kept.add(broken.kept_as)
        assert k.path.exists()  # it could not be moved
    assert copies() == sorted(kept) and len(kept) == 2
    assert sorted(p.read_bytes() for p in copies()) == sorted([b"[" * 1000 + b"]" * 1000, b"not json at all"])
    # a copy whose bytes differ only in length is not taken for the same
    write(k.path, b"not json at all!")
    _, broken = k.load()
    assert broken is not None and broken.kept_as not in kept and len(copies()) == 3


def test_the_replay_command_on_an_unreadable_log_exits_2_with_one_line_as_an_ordinary_user(user_home: Path) -> None:
    from bschnapsen_gui.engine.log import DealLog

    log = user_home / "deal.json"
    log.write_text(json.dumps(DealLog.from_deal(Match(RuleSet(), 1).deal).to_json()))  # replays when readable
    log.chmod(0o000)
    code = (f"import runpy, sys; sys.argv = ['replay', {str(log)!r}]; "
            "runpy.run_module('bschnapsen_gui.engine.replay', run_name='__main__')")
    done = as_user(user_home, code)
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr and str(log) in lines[0], done.stderr


# -- clean-up beside a live writer (issue 27) ----------------------------------------------

HOLD_A_TEMPORARY = r"""
import sys
from pathlib import Path
from bschnapsen_gui.storage import files
real = files.os.fsync
def stop_here(fd):  # in the middle of write_atomic: the temporary is written, not yet renamed
    real(fd)
    print("writing", flush=True)
    sys.stdin.readline()
files.os.fsync = stop_here
files.write_atomic(Path(sys.argv[1]), "{}\n")
print("done", flush=True)
"""


def test_clean_up_never_removes_a_temporary_that_a_live_process_is_writing(private_dirs: Path) -> None:
    data = private_dirs / "data"
    data.mkdir()
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    p = subprocess.Popen([sys.executable, "-c", HOLD_A_TEMPORARY, str(data / "match.json")], env=env, text=True,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert p.stdout is not None and p.stdin is not None
    assert p.stdout.readline() == "writing\n"
    (data / ".statistics.json.abcd1234.tmp").write_text("left by a killed game")
    files.tidy_folders()  # a second start's clean-up while the first is writing
    left = sorted(n for n in os.listdir(data) if n.endswith(".tmp"))
    assert len(left) == 1 and left[0].startswith(".match.json.")  # the stale one went, the live one stayed
    p.stdin.write("\n")
    p.stdin.flush()
    assert p.stdout.readline() == "done\n"
    assert p.wait(30) == 0
    assert (data / "match.json").read_text() == "{}\n"
    assert not any(n.endswith(".tmp") for n in os.listdir(data))


# -- a symbolic link in a file's place (issue 27) -------------------------------------------

@pytest.mark.parametrize("dangling", [True, False])
def test_a_symbolic_link_in_a_files_place_is_followed_and_kept(private_dirs: Path, dangling: bool) -> None:
    elsewhere = private_dirs / "dotfiles"
    elsewhere.mkdir()
    target = elsewhere / "bauernschnapsen-settings.json"
    if not dangling:
        settings.save_settings(settings.Settings(pack="french"))
        settings.settings_path().replace(target)
    link = settings.settings_path()
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)
    s, broken = settings.load_settings()
    assert broken is None and s.pack == ("tell" if dangling else "french")
    s.pack = "french4" if "french4" in settings.PACKS else "tell"
    settings.save_settings(s)
    assert link.is_symlink() and os.readlink(link) == str(target)  # the link is kept ...
    assert json.loads(target.read_text())["pack"] == s.pack  # ... and the file it points to written
    assert not any(n.endswith(".tmp") for n in os.listdir(elsewhere))


@pytest.mark.parametrize("case", ["missing folder", "loop", "folder"])
def test_a_link_whose_target_cannot_be_written_is_refused_and_left_as_it_is(private_dirs: Path, case: str) -> None:
    link = settings.settings_path()
    link.parent.mkdir(parents=True, exist_ok=True)
    if case == "missing folder":
        target = private_dirs / "gone" / "settings.json"
    elif case == "loop":
        target = link.with_name("other.json")
        target.symlink_to(link)
    else:
        target = private_dirs / "a-folder"
        target.mkdir()
    link.symlink_to(target)
    with pytest.raises(files.SaveFailed) as got:
        settings.save_settings(settings.Settings())
    assert got.value.link_to is not None and "symbolic link" in str(got.value)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert not any(n.endswith(".tmp") for n in os.listdir(link.parent))
