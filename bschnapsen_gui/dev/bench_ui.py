"""``python -m bschnapsen_gui.dev.bench_ui``: how the window feels, in figures.

Prints (no pass/fail):
* start-up: from the start of this program to the window's first painted frame;
* frame times during the animations of whole deals (dealing, playing, collecting,
  the reveal) at normal speed: median and 95th percentile;
* the longest stall of the GUI thread while an expert computer player thinks, measured
  with a 5 ms QTimer heartbeat (a stall is the time between two beats);
* how long play stands still after an animation until the next computer action (the
  players think ahead while the table animates, so mostly not at all).
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

    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    parser = argparse.ArgumentParser(prog="python -m bschnapsen_gui.dev.bench_ui")
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
    from ..engine.match import Match
    from ..qt.app import Game, Options
    from ..qt.mainwindow import rules_for

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
    all_gaps: list[float] = []
    was_thinking = {"on": False}

    def on_frame(t: float) -> None:
        frames.append(t)

    def beat() -> None:
        # a gap between two beats counts as "while a computer thinks" when one thought at
        # either end (they also think ahead while the table animates)
        now = time.perf_counter()
        thinking = c.thinking_seat is not None
        if beats:
            all_gaps.append(now - beats[-1])
            if thinking or was_thinking["on"]:
                stalls.append(now - beats[-1])
        was_thinking["on"] = thinking
        beats.append(now)

    idle_at: list[float] = []
    waits: list[float] = []

    def on_idle() -> None:
        idle_at.append(time.perf_counter())

    def on_applied(action: object, events: object) -> None:
        if idle_at and action is not None:
            waits.append(time.perf_counter() - idle_at[-1])
            idle_at.clear()

    # the controller goes on from within the table's idle signal: note the time first
    table = game.window.view.table
    table.idle.disconnect(c.view_idle)
    table.idle.connect(on_idle)
    table.idle.connect(c.view_idle)
    c.actionApplied.connect(on_applied)
    game.window.view.table.animator.frame.connect(on_frame)
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
    if all_gaps:
        print(f"longest GUI-thread stall over the whole run: {max(all_gaps) * 1000:.1f} ms")
    if waits:
        ws = sorted(waits)
        print(
            f"play standing still after an animation until a computer acts: median "
            f"{statistics.median(ws) * 1000:.1f} ms, p95 {ws[int(len(ws) * 0.95) - 1] * 1000:.1f} ms, "
            f"max {ws[-1] * 1000:.0f} ms over {len(ws)} actions"
        )
    print(f"deals played: {len(deals)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
