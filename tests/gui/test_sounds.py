"""Sounds: our own generated WAV files (deterministic, committed), played with QSoundEffect
when switched on, silent without error when QtMultimedia cannot be loaded."""

from __future__ import annotations

import sys
import time
import wave

from bschnapsen_gui.dev import soundgen
from bschnapsen_gui.engine import Card
from bschnapsen_gui.engine import events as E
from bschnapsen_gui.qt.sounds import SoundBoard

from .helpers import choose, click_action, wait_for_human_or_end


def test_the_committed_sounds_are_what_the_generator_makes(tmp_path):
    soundgen.main([str(tmp_path)])
    for name in soundgen.SOUNDS:
        made = (tmp_path / f"{name}.wav").read_bytes()
        committed = (soundgen.folder() / f"{name}.wav").read_bytes()
        assert made == committed, f"{name}.wav differs from the generator's output"
        with wave.open(str(soundgen.folder() / f"{name}.wav")) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, soundgen.RATE)
            assert 0.05 < w.getnframes() / w.getframerate() < 1.0


def test_sounds_follow_the_events_and_only_when_on(qapp):
    board = SoundBoard()
    card = Card.parse("HA")
    events = (E.CardPlayed(0, card), E.TrickTaken(0, (card,), 11), E.Bid(1, None, False))
    board.on_events(events)
    assert board.played == []  # off by default
    board.set_enabled(True, 40)
    board.on_events(events)
    assert board.played == ["card", "collect"]  # a pass makes no sound
    assert board.volume == 0.4
    board.set_enabled(False, 40)
    board.on_events(events)
    assert board.played == ["card", "collect"]


def test_without_qtmultimedia_the_game_is_silent(qapp, monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails
    board = SoundBoard()
    board.set_enabled(True, 70)
    assert board.available is False
    board.play("card")  # no error, no sound
    assert board.played == ["card"]


def test_a_sound_asked_for_before_the_sounds_load_is_played_when_they_do(qapp, monkeypatch):
    """Start-up loads QtMultimedia after the first frame; the first deal was dealt before it,
    and its sound is played then, not lost; one long past its time is dropped."""
    board = SoundBoard()
    board.set_enabled(True, 50, load=False)
    board.on_events((E.FirstRoundDealt(0, 1),))
    assert board.available is None and board.started == []
    board.load()
    assert board.available is True, "QtMultimedia should load here"
    assert board.started == ["deal"]
    late = SoundBoard()
    late.set_enabled(True, 50, load=False)
    late.play("card")
    now = time.monotonic()
    monkeypatch.setattr(time, "monotonic", lambda: now + 5.0)
    late.load()
    assert late.played == ["card"] and late.started == []


def test_sounds_in_a_game(qtbot, make_game):
    game = make_game(seed=11)
    game.window.set_sounds(True, 30)
    game.start()
    c = game.controller
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    played = game.window.sounds.played
    assert "deal" in played and "card" in played
    assert game.settings.sounds and game.settings.volume == 30
