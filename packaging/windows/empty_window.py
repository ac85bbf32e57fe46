"""The yardstick of packaging/test-windows: an empty PySide6 window, frozen as the game is
(PyInstaller one-folder, windowed, modules stored uncompressed), that prints the seconds from
its process's creation (GetProcessTimes, as the game's --startup-time) to its first painted
frame and quits. The game's first frame is judged against it: what Qt, Python and the frozen
start cost on that machine (and under Wine), the game's own share is the rest. Never shipped.

With ``--main-window`` it is an empty main window built as the game's is (a QMainWindow with a
menu bar of one menu, a status bar and an empty central widget, whose first paint is timed):
under Wine the first status bar, or the first main window shown, costs about 0.15 s that a
bare QWidget does not pay, and that a QLabel's text does not either. QFontDatabase.families()
costs the same, once: after it, neither costs anything. test-windows prints the game against
both.
"""

import ctypes
import sys
from ctypes import wintypes

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget


def seconds_since_process_start() -> float:
    kernel32 = ctypes.WinDLL("kernel32")
    kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    kernel32.GetProcessTimes.argtypes = [wintypes.HANDLE] + [ctypes.POINTER(wintypes.FILETIME)] * 4
    times = [wintypes.FILETIME() for _ in range(5)]
    kernel32.GetProcessTimes(kernel32.GetCurrentProcess(), *(ctypes.byref(t) for t in times[:4]))
    kernel32.GetSystemTimeAsFileTime(ctypes.byref(times[4]))

    def ticks(t: wintypes.FILETIME) -> int:
        return (t.dwHighDateTime << 32) | t.dwLowDateTime

    return (ticks(times[4]) - ticks(times[0])) / 10_000_000


class FirstPaint(QObject):
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
            self.done = True
            print(f"first frame {seconds_since_process_start():.2f} s after process start", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window: QWidget
    watched = QWidget()
    if "--main-window" in sys.argv[1:]:
        window = QMainWindow()
        window.setCentralWidget(watched)  # its first paint, as the game's table's
        window.menuBar().addMenu("Bauernschnapsen")
        window.statusBar()
    else:
        window = watched
    window.resize(1280, 800)
    watcher = FirstPaint()
    watched.installEventFilter(watcher)
    window.show()
    sys.exit(app.exec())
