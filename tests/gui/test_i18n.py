"""Switching the language at run time re-words the window without losing the deal."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from .helpers import choose, click_action, wait_for_human_or_end

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_AT">
<context><name>Seat</name>
 <message><source>North</source><translation>Nord</translation></message>
</context>
<context><name>MainWindow</name>
 <message><source>&amp;Game</source><translation>&amp;Spiel</translation></message>
</context>
<context><name>Panel</name>
 <message><source>Your announcement</source><translation>Deine Ansage</translation></message>
</context>
</TS>
"""


@pytest.fixture
def german_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    lrelease = shutil.which("pyside6-lrelease") or str(Path(__import__("sys").executable).parent / "pyside6-lrelease")
    ts = tmp_path / "bschnapsen_de.ts"
    ts.write_text(TS, encoding="utf-8")
    qm = tmp_path / "bschnapsen_de.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    monkeypatch.setenv("BSCHNAPSEN_TRANSLATIONS_DIR", str(tmp_path))
    return qm


def test_language_switch_rewords_everything_and_keeps_the_deal(qtbot, make_game, german_catalogue):
    game = make_game(seed=31)
    c = game.controller
    game.start()
    wait_for_human_or_end(qtbot, game)
    click_action(qtbot, game, choose(c.human_options))
    wait_for_human_or_end(qtbot, game)
    history = list(c.deal.history)
    w = game.window
    plate = w.view.table.plates[2]
    assert "North" in plate._doc.toHtml()
    w.set_lang("de")
    qtbot.waitUntil(lambda: w.game_menu.title() == "&Spiel", timeout=3000)
    assert "Nord" in plate._doc.toHtml()
    if w.view.action_panel.kind == "auction":
        assert w.view.action_panel.title_text == "Deine Ansage"
    assert c.deal.history == history
    w.set_lang("en")
    qtbot.waitUntil(lambda: w.game_menu.title() == "&Game", timeout=3000)
    assert "North" in plate._doc.toHtml()
    assert c.deal.history == history
