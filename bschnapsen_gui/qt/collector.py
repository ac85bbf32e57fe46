"""Python's cyclic garbage collector runs on the GUI thread only.

The collector runs in whichever thread happens to allocate when a generation's threshold
is passed.  If that is a worker thread (a computer player, a hint, the review thinking in
the window's process), it may free the last Python reference to a Qt object of the GUI
thread — a closed dialog, an item of a previous table — and Qt deletes it from the wrong
thread; the GUI thread then crashes in its next event (seen here: a segmentation fault
in ``sendQWindowEventToQPlatformWindow`` while a review was thinking).  So, as Anki does
(``aqt/main.py``), automatic collection is switched off and the GUI thread collects on a
timer, generation by generation, whenever the thresholds say a collection is due.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500

#: how often (seconds) a worker thread that computes hands the GIL back to the GUI thread;
#: set once at program start (``__main__.main``), Python's default being 5 ms.  Here, not in
#: :mod:`.tasks`, so that start-up sets it without importing the computer players.
SWITCH_INTERVAL = 0.001


class GuiThreadCollector(QObject):
    """Owns collection while it lives: ``gc.disable()`` now, ``gc.enable()`` in :meth:`stop`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_if_due)
        self._timer.start()

    def collect_if_due(self) -> int:
        """Collect the oldest generation whose threshold is passed; the number collected."""
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        for generation in (2, 1, 0):
            if thresholds[generation] and counts[generation] >= thresholds[generation]:
                return gc.collect(generation)
        return 0

    def stop(self) -> None:
        self._timer.stop()
        gc.collect()
        gc.enable()
