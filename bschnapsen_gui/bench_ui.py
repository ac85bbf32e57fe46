"""``python -m bschnapsen_gui.bench_ui``: how the window feels, in figures.

Prints (no pass/fail):
* start-up: from the start of this program to the window's first painted frame;
* frame times during the animations of whole deals (dealing, playing, collecting,
  the reveal) at normal speed: median and 95th percentile;
* the longest stall of the GUI thread while an expert computer player thinks, measured
  with a 5 ms QTimer heartbeat (a stall is the time between two beats).
Targets: first frame within 1 s; no stall over 50 ms.

The computer players think in their own process, as in the game; ``--think thread`` makes
them think in the window's process instead (the fallback), for comparison.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

T0 = time.perf_counter()

from . import qtcompat  # noqa: E402,F401

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


class _FirstPaint(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.at: float | None = None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if self.at is None and event.type() == QEvent.Type.Paint:
            self.at = time.perf_counter()
        return False


def main() -> int:
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(prog="python -m bschnapsen_gui.bench_ui")
    parser.add_argument("--think", choices=("process", "thread"), default="process",
                        help="where the computer players think (default: their own process, as in the game)")
    args = parser.parse_args()
    os.environ["BSCHNAPSEN_THINK"] = args.think

    tmp = tempfile.mkdtemp(prefix="bschnapsen-bench-")
    os.environ.setdefault("BSCHNAPSEN_CONFIG_DIR", os.path.join(tmp, "config"))
    os.environ.setdefault("BSCHNAPSEN_DATA_DIR", os.path.join(tmp, "data"))
    if not os.environ.get("QT_QPA_PLATFORM") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from .app import Game, Options
    from .engine.match import Match
    from .window import rules_for

    first = _FirstPaint()
    game = Game(app, Options(seed=17, speed="normal", persist=False, lang="en"))
    game.window.view.viewport().installEventFilter(first)
    c = game.controller
    c.set_strength("expert")
    c.set_match(Match(rules_for("standard"), 17, dealer=3))
    c.human_seats = frozenset()
    c.auto_next_deal = True
    frames: list[float] = []
    beats: list[float] = []
    stalls: list[float] = []
    thinking = {"on": False}

    def on_frame(t: float) -> None:
        frames.append(t)

    def beat() -> None:
        now = time.perf_counter()
        if beats and thinking["on"]:
            stalls.append(now - beats[-1])
        beats.append(now)

    def on_thinking(seat: int, on: bool) -> None:
        thinking["on"] = on
        beats.clear()

    game.window.view.table.animator.frame.connect(on_frame)
    c.thinkingChanged.connect(on_thinking)
    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(beat)
    heart.start()
    loop = QEventLoop()
    deals: list[object] = []

    def on_deal(d: object) -> None:
        deals.append(d)
        if len(deals) >= 2:
            c.auto_next_deal = False
            QTimer.singleShot(0, loop.quit)

    c.dealFinished.connect(on_deal)
    game.start()
    QTimer.singleShot(120_000, loop.quit)
    loop.exec()
    heart.stop()
    game.window.close()
    c.shutdown()
    startup = (first.at - T0) if first.at is not None else float("nan")
    gaps = [b - a for a, b in zip(frames, frames[1:]) if b - a < 0.25]
    print(f"platform: {app.platformName()}, Python {sys.version.split()[0]}, "
          f"computer players thought in {'their own process' if c.players.in_process else 'the window process'}")
    print(f"start-up to first painted frame: {startup * 1000:.0f} ms (target 1000 ms)")
    if gaps:
        med = statistics.median(gaps) * 1000
        p95 = sorted(gaps)[int(len(gaps) * 0.95) - 1] * 1000
        print(f"animation frame times over {len(gaps)} frames: median {med:.1f} ms, p95 {p95:.1f} ms")
    else:
        print("animation frame times: no frames measured")
    if stalls:
        print(
            f"GUI-thread stall while an expert thinks: longest {max(stalls) * 1000:.1f} ms, "
            f"median beat {statistics.median(stalls) * 1000:.1f} ms over {len(stalls)} beats "
            "(target: none over 50 ms)"
        )
    else:
        print("GUI-thread stall while thinking: no thinking observed")
    print(f"deals played: {len(deals)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
