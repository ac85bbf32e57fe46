"""Fixtures for the window tests: private config/data directories, a game on the screen,
and a check that no worker thread is left running afterwards."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.qt import app as game_app
from bschnapsen_gui.qt.mainwindow import MainWindow
from bschnapsen_gui.qt.players import running_threads
from bschnapsen_gui.qt.tasks import SWITCH_INTERVAL

from .helpers import Answers

sys.setswitchinterval(SWITCH_INTERVAL)  # as the program sets it at start (__main__.main)


@pytest.fixture(autouse=True)
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    a = Answers()
    monkeypatch.setattr(MainWindow, "choose", lambda _window, *args, **kw: a.choose(*args, **kw))
    return a


@pytest.fixture(autouse=True, scope="session")
def _collect_on_the_gui_thread() -> Iterator[None]:
    """As the game does (qt/collector.py): no collection in a worker thread, where it could
    free a Qt object of an earlier test's window and crash the GUI thread."""
    gc.disable()
    yield
    gc.enable()


@pytest.fixture(autouse=True)
def _collect_after_each_test() -> Iterator[None]:
    yield
    gc.collect()


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Settings and saves go to tmp_path, never to the real home."""
    cfg = tmp_path / "config"
    data = tmp_path / "data"
    monkeypatch.setenv("BSCHNAPSEN_CONFIG_DIR", str(cfg))
    monkeypatch.setenv("BSCHNAPSEN_DATA_DIR", str(data))
    yield tmp_path
    QThreadPool.globalInstance().waitForDone(5000)
    assert running_threads() == [], "a worker thread was left running"


@pytest.fixture
def make_game(qapp: QApplication) -> Iterator[object]:
    games: list[game_app.Game] = []

    def make(**kw: object) -> game_app.Game:
        opts = game_app.Options(**{"speed": "off", "lang": "en", **kw})  # type: ignore[arg-type]
        g = game_app.Game(qapp, opts)
        g.controller.set_strength("beginner")
        games.append(g)
        return g

    yield make
    for g in games:
        g.window.close()
        g.controller.shutdown()
        g.window.deleteLater()
        # the next test starts in its own language: take this game's catalogues away
        for tr in list(getattr(g.translations, "_installed", [])):
            QCoreApplication.removeTranslator(tr)
    qapp.processEvents()
