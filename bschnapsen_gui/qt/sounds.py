"""Sounds for dealing, playing, collecting and announcements (off by default).

The WAV files are our own (:mod:`.soundgen` makes them).  They are played with
``QSoundEffect`` from QtMultimedia, which is imported only when sounds are switched on; if
it cannot be loaded (no audio library, no device) the game stays silent without an error.
The sounds follow the controller's ``actionApplied`` events and are timed like the table's
animation (the same speed factors), so a trick is heard being collected when it slides.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl

from ..engine import events as E
from ..resources import SOUNDS, sounds_dir
from .table.animator import SPEED_FACTOR

# when a sound starts after its action, at normal speed (milliseconds), as the table's
# animation plans it: a card flies 260 ms, a full trick lies 750 ms before it slides
CARD_FLIGHT = 260
TRICK_PAUSE = 750
#: a sound that waited for QtMultimedia is still played this long after it was due (seconds)
LATE_LIMIT = 0.4


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
        self.started: list[str] = []  # names handed to a sound effect, newest last (tests)
        #: sounds asked for before QtMultimedia is loaded: (name, when it is due, monotonic s)
        self._waiting: list[tuple[str, float]] = []

    def set_enabled(self, on: bool, volume_percent: int, *, load: bool = True) -> None:
        """Sounds on or off. ``load=False`` leaves QtMultimedia unloaded until :meth:`load`
        (start-up loads it after the first frame); what is asked for meanwhile waits."""
        self.enabled = on
        self.volume = max(0, min(100, volume_percent)) / 100.0
        if on and load:
            self.load()
        if not on:
            self._waiting = []
        for effect in self._effects.values():
            effect.setVolume(self.volume)

    def load(self) -> None:
        """Load the sounds if they are on, and play what was asked for while they were not
        loaded and is not yet over (the first deal's dealing, dealt before the first frame)."""
        if not self.enabled:
            return
        self._load()
        waiting, self._waiting = self._waiting, []
        now = time.monotonic()
        for name, due in waiting:
            if due >= now - LATE_LIMIT:
                self._start(name, max(0, int((due - now) * 1000)))

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
        if self.available is None:  # not loaded yet (see load)
            self._waiting = (self._waiting + [(name, time.monotonic() + delay_ms / 1000)])[-20:]
            return
        self._start(name, delay_ms)

    def _start(self, name: str, delay_ms: int) -> None:
        if not self.available:
            return
        effect = self._effects.get(name)
        if effect is None:
            return
        self.started = (self.started + [name])[-200:]
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
