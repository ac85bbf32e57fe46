"""One running game per data folder (qt/instance.py), and a kill or a logout that ends the
game as closing its window does (qt/ending.py): real processes on shared folders."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bschnapsen_gui.qt.instance import LOCK_NAME, SingleInstance, hand_over
from bschnapsen_gui.storage import savegame
from bschnapsen_gui.storage.bench import _match
from bschnapsen_gui.storage.files import FolderLock

ROOT = Path(__file__).resolve().parents[2]

# The game as __main__ starts it (the folder's lock, the socket for later starts, the
# signals), but with computers in all four seats at full speed: it saves after every action,
# so a later start comes while it is writing.
BUSY_GAME = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from bschnapsen_gui.qt.app import Game, Options
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.qt.ending import end_on_signals
from bschnapsen_gui.qt.instance import SingleInstance
from bschnapsen_gui.storage.files import data_dir

app = QApplication([])
instance = SingleInstance(data_dir(), app)
assert instance.acquire()
game = Game(app, Options(speed="off", lang="en"))
told = []
game.window.show_save_failure = told.append
c = game.controller
c.human_seats = frozenset()
c.auto_next_deal = True
shown = []
instance.showRequested.connect(lambda: shown.append(1))
instance.showRequested.connect(game.window.bring_to_front)
instance.listen()
end_on_signals(app)
game.start()
if game.resumable:
    game.window.on_command(Command.RESUME)
print("ready", flush=True)
code = app.exec()
c.shutdown()
instance.release()
m = c.match
print(json.dumps({"shown": len(shown), "deals": len(m.records), "actions": len(m.deal.history),
                  "number": m.number, "told": told}), flush=True)
sys.exit(code)
"""


def env_for(tmp: Path) -> dict[str, str]:
    return dict(os.environ, BSCHNAPSEN_DATA_DIR=str(tmp / "data"), BSCHNAPSEN_CONFIG_DIR=str(tmp / "config"),
                PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", BSCHNAPSEN_THINK="thread")


def start_busy_game(tmp: Path) -> subprocess.Popen[str]:
    p = subprocess.Popen([sys.executable, "-c", BUSY_GAME], env=env_for(tmp), text=True,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert p.stdout is not None
    line = p.stdout.readline()
    assert line == "ready\n", p.stderr.read() if p.stderr else line
    return p


def end(p: subprocess.Popen[str], sig: int = signal.SIGTERM) -> tuple[dict[str, object], str]:
    p.send_signal(sig)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    return json.loads(out.splitlines()[-1]), err


def test_a_second_start_beside_a_game_that_is_saving_shows_its_window_and_loses_nothing(private_dirs: Path) -> None:
    savegame.save_match(_match(3000, seed=27))  # a long match: each save takes a while
    first = start_busy_game(private_dirs)
    data = private_dirs / "data"
    try:
        for _ in range(20):
            again = subprocess.run([sys.executable, "-m", "bschnapsen_gui"], env=env_for(private_dirs),
                                   capture_output=True, text=True, timeout=60)
            assert again.returncode == 0, again.stderr
            assert "Traceback" not in again.stderr and "could not" not in again.stderr
    finally:
        state, err = end(first)
    assert state["shown"] == 20  # each start brought the running window to the front
    assert state["told"] == [] and "could not save" not in err, err  # no save failed
    assert not any(n.endswith(".tmp") for n in os.listdir(data))
    saved, broken = savegame.load_match()
    assert broken is None and saved is not None
    assert state["deals"] > 3000  # the computers played on all along
    # nothing lost: the file holds every deal and action the game had when it ended
    assert (len(saved.records), len(saved.deal.history), saved.number) == (
        state["deals"], state["actions"], state["number"])
    assert FolderLock(data).acquire()  # released at the end


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_and_sighup_write_the_pending_save_and_the_settings_and_exit_cleanly(
        private_dirs: Path, sig: int) -> None:
    savegame.save_match(_match(200, seed=int(sig)))
    p = start_busy_game(private_dirs)
    time.sleep(0.5)  # the computers play: a save is queued or being written at any moment
    state, err = end(p, sig)
    saved, broken = savegame.load_match()
    assert broken is None and saved is not None
    assert (len(saved.records), len(saved.deal.history)) == (state["deals"], state["actions"])
    settings = json.loads((private_dirs / "config" / "settings.json").read_text(encoding="utf-8"))
    assert len(settings["window_rect"]) == 4  # stored as on a close


def test_the_real_game_ends_cleanly_on_sigterm_storing_its_settings(private_dirs: Path) -> None:
    p = subprocess.Popen([sys.executable, "-m", "bschnapsen_gui", "--lang", "de"], env=env_for(private_dirs),
                         text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert hand_over(private_dirs / "data", 60_000)  # it answers: its first frame is painted
    finally:
        p.send_signal(signal.SIGTERM)
        out, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    settings = json.loads((private_dirs / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["lang"] == "de" and len(settings["window_rect"]) == 4
    assert FolderLock(private_dirs / "data").acquire()  # released


HOLD_THE_LOCK = r"""
import sys, time
from pathlib import Path
from bschnapsen_gui.storage.files import FolderLock
assert FolderLock(Path(sys.argv[1])).acquire()
print("held", flush=True)
time.sleep(600)
"""


def test_a_lock_left_by_a_killed_process_is_taken_over(qapp: object, private_dirs: Path) -> None:
    data = private_dirs / "data"
    p = subprocess.Popen([sys.executable, "-c", HOLD_THE_LOCK, str(data)], env=env_for(private_dirs), text=True,
                         stdout=subprocess.PIPE)
    assert p.stdout is not None and p.stdout.readline() == "held\n"
    assert SingleInstance(data).acquire() is False  # held by a live process
    p.send_signal(signal.SIGKILL)
    p.wait(30)
    p.stdout.close()
    assert (data / LOCK_NAME).exists()  # what the killed process left
    instance = SingleInstance(data)
    assert instance.acquire() and instance.held  # taken over
    assert (data / LOCK_NAME).read_text().split("\n")[0] == str(os.getpid())
    assert FolderLock(data).acquire() is False  # now ours (another open file of ours is refused too)
    instance.release()
    assert FolderLock(data).acquire()


def test_a_lock_held_by_a_live_game_is_not_taken(qapp: object, private_dirs: Path) -> None:
    first = start_busy_game(private_dirs)
    try:
        assert SingleInstance(private_dirs / "data").acquire() is False
    finally:
        end(first)
    assert SingleInstance(private_dirs / "data").acquire() is True


def test_developer_runs_work_beside_a_running_game_and_write_nothing(private_dirs: Path) -> None:
    savegame.save_match(_match(50, seed=3))
    first = start_busy_game(private_dirs)
    try:
        env = env_for(private_dirs)
        timed = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "--startup-time"], env=env,
                               capture_output=True, text=True, timeout=120)
        assert timed.returncode == 0 and "first frame" in timed.stdout, timed.stderr
        shot = private_dirs / "shot.png"
        pic = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "--screenshot", str(shot)], env=env,
                             capture_output=True, text=True, timeout=120)
        assert pic.returncode == 0 and shot.stat().st_size > 0, pic.stderr
        smoke = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "--smoke-test", "--deals", "1"], env=env,
                               capture_output=True, text=True, timeout=300)
        assert smoke.returncode == 0 and "smoke test: 1 deal" in smoke.stdout, smoke.stderr
    finally:
        state, err = end(first)
    assert state["shown"] == 0 and state["told"] == [] and "could not save" not in err
    saved, broken = savegame.load_match()
    assert broken is None and saved is not None and len(saved.records) == state["deals"]


# The game at full speed with the player's seat played by this script (the first legal
# option, as a click would): it says "H n" when the player's n-th action is applied and
# "C" when a computer's card or call is shown.
PLAYED_GAME = r"""
import os, sys, time
real_fsync = os.fsync
os.fsync = lambda fd: (time.sleep(0.1), real_fsync(fd))[1]  # a slow disk: each save takes 0.1 s
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from bschnapsen_gui.qt.app import Game, Options
from bschnapsen_gui.qt.commands import Command

app = QApplication([])
game = Game(app, Options(speed="off", lang="en"))
c = game.controller
c.auto_next_deal = True
done = [0]

def play(options):
    own = [a for a in options if a.seat == 0 and a.verb.value != "genug"]
    if own:
        QTimer.singleShot(0, lambda: c.act(own[0]))

def shown(action, events):
    if action is None:
        return
    if action.seat == 0:
        done[0] += 1
        print("H", done[0], flush=True)
    else:
        print("C", flush=True)

c.humanOptions.connect(play)
c.actionApplied.connect(shown)
game.start()
if game.resumable:
    game.window.on_command(Command.RESUME)
print("ready", flush=True)
app.exec()
"""


def actions(m: object, seat: int | None = None) -> int:
    """The actions in a match (of ``seat`` only, if given)."""
    from bschnapsen_gui.engine.match import Match

    assert isinstance(m, Match)
    every = [a for r in m.records for a in r.log.actions] + list(m.deal.history)
    return sum(seat is None or a.seat == seat for a in every)


def test_a_kill_at_full_speed_loses_no_action_of_the_player_only_computer_cards_after_it(
        private_dirs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The crash-loss bound (docs/architecture.md, "Threads and the process"): a player's action is
    on disk before the next computer card is shown, so a kill loses at most the computers'
    actions since the player's last one; measured over kills right after the 1st to 4th
    computer card that follows a player's action, on a slow disk (without the wait, the
    player's action was lost at the first kill)."""
    savegame.save_match(_match(200, seed=6))
    lost: list[int] = []
    for run in range(12):
        before, _ = savegame.load_match()
        assert before is not None
        had, had_mine = actions(before), actions(before, 0)
        p = subprocess.Popen([sys.executable, "-c", PLAYED_GAME], env=env_for(private_dirs), text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert p.stdout is not None and p.stdout.readline() == "ready\n"
        shown = 0  # actions shown in this run
        mine = at_mine = 0  # the player's actions, and how many actions had been shown at the last
        wanted = 1 + run % 4
        for line in p.stdout:
            shown += 1
            if line.startswith("H "):
                mine, at_mine = int(line.split()[1]), shown
            elif mine and shown - at_mine == wanted:
                p.send_signal(signal.SIGKILL)
                break
        p.wait(60)
        p.stdout.close()
        assert p.stderr is not None
        p.stderr.close()
        after, broken = savegame.load_match()
        assert broken is None and after is not None
        assert actions(after, 0) - had_mine >= mine, run  # every action of the player shown was kept
        kept = actions(after) - had
        assert kept >= at_mine, run  # what was lost came after the player's last action: computers' cards
        lost.append(max(0, shown - kept))
    with capsys.disabled():
        print(f"\nkilled 12 times at full speed: actions lost per kill {lost} (max {max(lost)}), "
              "none of them the player's")
