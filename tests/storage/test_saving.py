"""The window's saves of the match, written by a background thread: the same bytes as a
full write, the latest of several pending saves wins, nothing is lost on quit, a failure is
reported, and a kill while writing leaves the old file or the new one whole."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from bschnapsen_gui.engine import RuleSet
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.storage import files, savegame
from bschnapsen_gui.storage.files import SaveFailed

from .test_files import plain_layout

ROOT = Path(__file__).resolve().parents[2]


def plain(m: Match) -> str:
    """The file as a full write makes it: everything encoded anew (but for the time), in
    the game's layout (one finished deal per line)."""
    return plain_layout(savegame.KIND.envelope() | {"saved": "T", "match": m.to_json()})


def on_disk() -> str:
    text = savegame.save_path().read_text(encoding="utf-8")
    return plain_layout(json.loads(text) | {"saved": "T"})


@pytest.fixture
def fixed_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(savegame, "_now", lambda: "T")


def step(m: Match, rng: random.Random) -> None:
    if m.deal.finished:
        m.next_deal()
    else:
        m.deal.apply(rng.choice(m.deal.legal_actions()))


def test_the_file_written_in_the_background_is_a_full_write_byte_for_byte(fixed_time: None) -> None:
    saver = savegame.MatchSaver()
    rng = random.Random(7)
    m = Match(RuleSet(), 7)
    for i in range(300):
        step(m, rng)
        if i == 120:
            m.start_new_bummerl()
        saver.save(m)
        if i % 25 == 0:
            saver.flush()
            assert savegame.save_path().read_text(encoding="utf-8") == plain(m)
    saver.flush()
    assert len(m.records) > 5
    assert savegame.save_path().read_bytes() == plain(m).encode("utf-8")
    # another match (a new game, a loaded one) takes none of the old match's texts
    loaded, broken = savegame.load_match()
    assert broken is None and loaded is not None
    for other in (Match(RuleSet(bettler=False), 8), loaded):
        saver.save(other)
        saver.flush()
        assert savegame.save_path().read_bytes() == plain(other).encode("utf-8")
    saver.close()


class Gate:
    """write_atomic held at its start until released, counting what it was asked to write."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.texts: list[str] = []
        real = files.write_atomic

        def held(path: Path, text: files.Pieces | str) -> None:
            self.texts.append(files.joined(text))
            self.entered.set()
            assert self.release.wait(60), "the test never released the writer"
            real(path, text)

        monkeypatch.setattr(files, "write_atomic", held)


def test_saves_made_while_a_write_is_pending_coalesce_and_the_latest_wins(
        fixed_time: None, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    saver = savegame.MatchSaver()
    rng = random.Random(3)
    m = Match(RuleSet(), 3)
    saver.save(m)
    first = plain(m)
    assert gate.entered.wait(60)  # the first save is being written ...
    for _ in range(5):  # ... while five more come
        step(m, rng)
        saver.save(m)
    assert saver.pending
    gate.release.set()
    saver.flush()
    assert not saver.pending
    assert gate.texts == [first, plain(m)]  # the four in between were never written
    assert savegame.save_path().read_text(encoding="utf-8") == plain(m)
    saver.close()


def in_thread(fn: Any) -> tuple[threading.Thread, list[Any]]:
    out: list[Any] = []
    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    t.start()
    return t, out


def test_reading_the_file_back_or_removing_it_waits_for_the_writer(
        fixed_time: None, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    saver = savegame.MatchSaver()
    m = Match(RuleSet(), 4)
    saver.save(m)
    assert gate.entered.wait(60)  # the first save of all is being written: no file yet
    reader, out = in_thread(savegame.load_match)
    reader.join(0.2)
    assert reader.is_alive()  # waiting for the writer
    gate.release.set()
    reader.join(60)
    loaded, broken = out[0]
    assert broken is None and loaded is not None and loaded.dumps() == m.dumps()
    # a new game: a save not yet begun is dropped, one being written is waited for, the file removed
    gate.release.clear()
    gate.entered.clear()
    saver.save(m)
    assert gate.entered.wait(60)
    saver.save(m)  # pending behind the one being written
    remover, _ = in_thread(savegame.discard_save)
    remover.join(0.2)
    assert remover.is_alive()
    gate.release.set()
    remover.join(60)
    assert not saver.pending and not savegame.save_path().exists()
    assert len(gate.texts) == 2  # the one pending was never written
    saver.close()


def test_close_writes_what_is_pending_and_ends_the_thread(fixed_time: None, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    saver = savegame.MatchSaver()
    rng = random.Random(5)
    m = Match(RuleSet(), 5)
    saver.save(m)
    assert gate.entered.wait(60)
    for _ in range(3):
        step(m, rng)
        saver.save(m)
    gate.release.set()
    saver.close()
    assert savegame.save_path().read_text(encoding="utf-8") == plain(m)
    thread = saver._writer._thread
    assert thread is not None and not thread.is_alive()
    # a save after the quit is written at once, on the caller's thread
    step(m, rng)
    saver.save(m)
    assert savegame.save_path().read_text(encoding="utf-8") == plain(m)


QUIT_WITHOUT_CLOSE = """
import random
from bschnapsen_gui.engine import RuleSet
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.storage import savegame
saver = savegame.MatchSaver()
rng = random.Random(9)
m = Match(RuleSet(), 9)
for _ in range(200):
    if m.deal.finished:
        m.next_deal()
    else:
        m.deal.apply(rng.choice(m.deal.legal_actions()))
    saver.save(m)
print(m.dumps(), end="")
raise SystemExit(0)  # no close(): the exit must still write the last save
"""


def run_python(code: str, tmp: Path, **kw: Any) -> subprocess.Popen[str]:
    env = dict(os.environ, BSCHNAPSEN_DATA_DIR=str(tmp / "data"), BSCHNAPSEN_CONFIG_DIR=str(tmp / "config"),
               PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", code], env=env, text=True, **kw)


def test_an_exit_without_close_still_writes_the_last_save(private_dirs: Path) -> None:
    p = run_python(QUIT_WITHOUT_CLOSE, private_dirs, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    loaded, broken = savegame.load_match()
    assert broken is None and loaded is not None and loaded.dumps() == out


def test_a_failed_background_save_is_reported_once_with_its_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    got: list[SaveFailed] = []
    where: list[threading.Thread] = []

    def failed(exc: SaveFailed) -> None:
        got.append(exc)
        where.append(threading.current_thread())

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    real = files.write_atomic
    monkeypatch.setattr(files, "write_atomic", full)
    saver = savegame.MatchSaver(failed)
    m = Match(RuleSet(), 6)
    saver.save(m)
    saver.flush()
    saver.save(m)
    saver.flush()
    assert [e.errno for e in got] == [errno.ENOSPC, errno.ENOSPC]
    assert [e.first for e in got] == [True, False]  # the second is not news
    assert where[0] is not threading.current_thread()  # the Qt side queues it to the GUI thread
    monkeypatch.setattr(files, "write_atomic", real)  # (not undo(): that would undo the private folders too)
    saver.save(m)
    saver.flush()
    assert len(got) == 2 and savegame.save_path().exists()
    saver.close()


KEEP_WRITING = """
import sys
from bschnapsen_gui.storage import files, savegame
w = files.BackgroundWriter()
pad = "x" * 4_000_000
i = 0
while True:
    i += 1
    w.submit(savegame.KIND, '{"n": %d, "pad": "%s"}\\n' % (i, pad))
    w.flush()
    if i == 1:
        print("first", flush=True)
"""


def test_a_kill_while_writing_leaves_the_old_file_or_the_new_one_whole(private_dirs: Path) -> None:
    data = private_dirs / "data"
    for _ in range(3):
        p = run_python(KEEP_WRITING, private_dirs, stdout=subprocess.PIPE)
        assert p.stdout is not None and p.stdout.readline() == "first\n"
        while not any(n.endswith(".tmp") for n in os.listdir(data)):  # caught in the middle of a write
            time.sleep(0.001)
        p.send_signal(signal.SIGKILL)
        p.wait(60)
        p.stdout.close()
        text = (data / "match.json").read_text(encoding="utf-8")
        got = json.loads(text)  # whole: it parses, and its padding is complete
        assert got["n"] >= 1 and got["pad"] == "x" * 4_000_000
        files.tidy_folders()  # the next start removes the half-written temporary
        assert [n for n in os.listdir(data) if n.endswith(".tmp")] == []


def test_a_failure_with_no_one_to_tell_does_not_end_the_writer(
        fixed_time: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def gone(exc: SaveFailed) -> None:
        raise RuntimeError("Internal C++ object already deleted.")

    real = files.write_atomic
    calls: list[int] = []

    def full_once(path: Path, text: str) -> None:
        calls.append(1)
        if len(calls) == 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text)

    monkeypatch.setattr(files, "write_atomic", full_once)
    saver = savegame.MatchSaver(gone)
    m = Match(RuleSet(), 12)
    saver.save(m)
    saver.flush()
    assert "could not save" in capsys.readouterr().err
    saver.save(m)  # the writer is still there
    saver.flush()
    assert savegame.save_path().read_text(encoding="utf-8") == plain(m)
    saver.close()
