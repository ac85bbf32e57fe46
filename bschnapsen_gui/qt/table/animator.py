"""Card animations as a queue of steps, driven by animation-finished signals.

A :class:`Step` moves some cards to new poses in one stroke (with an optional pause
after it, and an optional callback when it starts).  The :class:`Animator` plays steps
one after another with a single ``QVariantAnimation`` per step and emits ``idle`` when
the queue is empty; the controller waits for ``idle`` before the game goes on.  With
the speed "off" every step ends at once (still reported asynchronously, so the caller
never re-enters itself).  No sleeps, no busy waiting.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QObject, QTimer, QVariantAnimation, Signal, Slot

from .cards import CardItem, Pose

SPEED_FACTOR = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}


@dataclass
class Step:
    moves: list[tuple[CardItem, Pose]] = field(default_factory=list)
    duration: int = 250  # milliseconds at normal speed
    pause: int = 0  # milliseconds to hold after the move
    on_start: Callable[[], None] | None = None
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic


class Animator(QObject):
    idle = Signal()
    frame = Signal(float)  # wall time of each animation frame (for bench_ui)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._current: Step | None = None
        self._starts: list[Pose] = []
        self._running = False
        self.factor = 1.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._on_value)
        self._anim.finished.connect(self._on_moved)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._next)
        self._idle_pending = False
        self._held = False

    @property
    def running(self) -> bool:
        """Steps are playing, or queued and held (see :meth:`hold`)."""
        return self._running

    @property
    def held(self) -> bool:
        return self._held

    def hold(self) -> None:
        """Keep the queued steps until :meth:`release` (the table is not on the screen yet).
        Held steps count as running: no ``idle`` is reported meanwhile, not even one of an
        earlier queue that ended just before."""
        if not self._running:
            self._running = True
            self._held = True

    def release(self) -> None:
        """Play the held steps now."""
        if self._held:
            self._held = False
            self._running = False
            self.start()

    def set_speed(self, speed: str) -> None:
        self.factor = SPEED_FACTOR.get(speed, 1.0)

    def add(self, step: Step) -> None:
        self._queue.append(step)

    def start(self) -> None:
        """Play the queued steps; ``idle`` follows when all are done (even if none)."""
        if self._running:
            return
        self._running = True
        self._next()

    def finish_all(self) -> None:
        """Jump every queued and running step to its end (resize, new deal, quit)."""
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        self._pause.stop()
        self._held = False
        if self._current is not None:
            self._land(self._current)
            self._current = None
        while self._queue:
            step = self._queue.popleft()
            if step.on_start is not None:
                step.on_start()
            self._land(step)
        if self._running:
            self._running = False
            self._report_idle()

    # -- internals -------------------------------------------------------------------

    def _report_idle(self) -> None:
        if not self._idle_pending:
            self._idle_pending = True
            QTimer.singleShot(0, self._emit_idle)

    @Slot()
    def _emit_idle(self) -> None:
        self._idle_pending = False
        if not self._running:
            self.idle.emit()

    @Slot()
    def _next(self) -> None:
        self._current = None
        while self._queue:
            step = self._queue.popleft()
            if step.on_start is not None:
                step.on_start()
            duration = int(step.duration * self.factor)
            pause = int(step.pause * self.factor)
            if duration <= 0 or not step.moves:
                self._land(step)
                if pause > 0:
                    self._pause.start(pause)
                    return
                continue
            self._current = step
            self._starts = [item.pose for item, _ in step.moves]
            for i, (item, _) in enumerate(step.moves):
                item.setZValue(1000 + i)
            self._anim.setDuration(duration)
            self._anim.setEasingCurve(step.easing)
            self._anim.start()
            return
        self._running = False
        self._report_idle()

    @Slot(object)
    def _on_value(self, value: object) -> None:
        step = self._current
        if step is None:
            return
        t = float(value)  # type: ignore[arg-type]
        for (item, target), start in zip(step.moves, self._starts):
            item.lerp(start, target, t)
        self.frame.emit(time.perf_counter())

    @Slot()
    def _on_moved(self) -> None:
        step = self._current
        if step is None:
            return
        self._current = None
        self._land(step)
        pause = int(step.pause * self.factor)
        if pause > 0:
            self._pause.start(pause)
        else:
            self._next()

    @staticmethod
    def _land(step: Step) -> None:
        for item, target in step.moves:
            item.set_pose(target)
