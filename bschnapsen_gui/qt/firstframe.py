"""Work deferred until a widget's first frame is on the screen.

Start-up shows the table first and only then loads what the first frame does not need
(hints and the review, the computer players and their process, the sounds): a zero-timer
after the first paint event, so the frame is painted before the work begins.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterFirstFrame(QObject):
    """Calls ``then()`` once, from the event loop, after ``widget``'s first paint event."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        self.painted = False
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._then)
        return False
