"""Sounds for dealing, playing, collecting and announcements (off by default).

The WAV files are our own (:mod:`.soundgen` makes them).  They are played with
``QSoundEffect`` from QtMultimedia, which is imported only when sounds are switched on; if
it cannot be loaded (no audio library, no device) the game stays silent without an error.
The sounds follow the controller's ``actionApplied`` events and are timed like the table's
animation (the same speed factors), so a trick is heard being collected when it slides.
"""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl

from ..engine import events as E
from ..resources import SOUNDS, sounds_dir
from .table.animator import SPEED_FACTOR

# when a sound starts after its action, at normal speed (milliseconds), as the table's
# animation plans it: a card flies 260 ms, a full trick lies 750 ms before it slides
CARD_FLIGHT = 260
TRICK_PAUSE = 750


class SoundBoard(QObject):
    """Plays the game's sounds at a volume; silent when off or when audio is missing."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = False
        self.volume = 0.7
        self.speed = "normal"
        self.available: bool | None = None  # None: not tried yet
        self._effects: dict[str, Any] = {}
        self.played: list[str] = []  # names asked for, newest last (tests; kept short)

    def set_enabled(self, on: bool, volume_percent: int) -> None:
        self.enabled = on
        self.volume = max(0, min(100, volume_percent)) / 100.0
        if on:
            self._load()
        for effect in self._effects.values():
            effect.setVolume(self.volume)

    def _load(self) -> None:
        if self.available is not None:
            return
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except Exception as exc:  # QtMultimedia or its audio libraries are missing
            print(f"bauernschnapsen: no sounds ({exc})", file=sys.stderr)
            self.available = False
            return
        try:
            for name in SOUNDS:
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(sounds_dir() / f"{name}.wav")))
                effect.setVolume(self.volume)
                self._effects[name] = effect
        except Exception as exc:  # pragma: no cover - a broken audio backend
            print(f"bauernschnapsen: no sounds ({exc})", file=sys.stderr)
            self._effects = {}
            self.available = False
            return
        self.available = True

    def play(self, name: str, delay_ms: int = 0) -> None:
        if not self.enabled:
            return
        self.played = (self.played + [name])[-200:]
        if not self.available:
            return
        effect = self._effects.get(name)
        if effect is None:
            return
        if delay_ms > 0:
            QTimer.singleShot(delay_ms, effect.play)
        else:
            effect.play()

    def on_events(self, events: tuple[E.Event, ...]) -> None:
        """The sounds of one action's events, timed like their animation."""
        if not self.enabled:
            return
        factor = SPEED_FACTOR.get(self.speed, 1.0)
        t = 0.0
        for ev in events:
            if isinstance(ev, E.FirstRoundDealt):
                self.play("deal", int(t))
            elif isinstance(ev, E.CardPlayed):
                self.play("card", int(t))
                t += CARD_FLIGHT * factor
            elif isinstance(ev, E.TrickTaken):
                self.play("collect", int(t + TRICK_PAUSE * factor))
            elif isinstance(ev, (E.TrumpCalled, E.TurnedUp, E.Marriage, E.Genug, E.RedealDemanded)):
                self.play("tick", int(t))
            elif isinstance(ev, E.Bid) and ev.contract is not None:
                self.play("tick", int(t))
            elif isinstance(ev, E.Doubled) and ev.yes:
                self.play("tick", int(t))
