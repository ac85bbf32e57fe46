"""What is on the screen is what a full repaint draws: no card, pile, plate or bubble of an
earlier moment stays drawn (issue 13, 1).

A grab (``window.grab()``) repaints everything; the window's backing store, which the
offscreen platform hands out as ``QScreen.grabWindow``, holds what the partial updates
painted.  Whole deals are played with animations on, the panels are opened and closed
between deals, and at every quiet moment the two pictures are compared; on a difference
both are saved under ``tmp_path``.

Antialiased edges that a clipped repaint blends a few levels differently are not stale
paint; a pixel counts as different when a channel differs by more than ``TOLERANCE``
levels (a left-over card or plate differs by a hundred and more)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication

from .helpers import choose

TOLERANCE = 24


#: a difference of more than TOLERANCE levels in a channel -> 1, else 0
_OVER = bytes(1 if v > TOLERANCE else 0 for v in range(256))


def _differing(a: QImage, b: QImage) -> int:
    """Pixels where a channel of ``a`` and ``b`` differs by more than ``TOLERANCE``."""
    if a == b:
        return 0
    # |a - b| per channel, drawn by Qt (a loop over each pixel in Python took 2 s a picture)
    diff = a.copy()
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    rgb = diff.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())
    line, width = rgb.bytesPerLine(), 3 * rgb.width()
    n = 0
    for y in range(rgb.height()):
        row = data[y * line: y * line + width].translate(_OVER)
        if 1 in row:
            n += sum(1 for x in range(0, width, 3) if 1 in row[x:x + 3])
    return n


def test_the_screen_shows_what_a_full_repaint_draws(qtbot, make_game, tmp_path: Path):
    game = make_game(seed=5, speed="fast")
    w = game.window
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    c = game.controller
    view = w.view
    table = view.table
    shots = [0]

    def quiet() -> None:
        qtbot.waitUntil(
            lambda: not table.animator.running and not c.busy
            and (c.deal.finished or (c.waiting_for_human and bool(c.human_options))),
            timeout=30_000,
        )
        for _ in range(5):
            QApplication.processEvents()

    def compare(tag: str) -> None:
        quiet()
        screen = QGuiApplication.primaryScreen().grabWindow(w.winId()).toImage()
        full = w.grab().toImage()
        screen = screen.convertToFormat(QImage.Format.Format_RGB32)
        full = full.convertToFormat(QImage.Format.Format_RGB32)
        assert screen.size() == full.size()
        bad = _differing(screen, full)
        if bad:
            shots[0] += 1
            screen.save(str(tmp_path / f"{shots[0]:02d}-{tag}-screen.png"))
            full.save(str(tmp_path / f"{shots[0]:02d}-{tag}-repaint.png"))
        assert not bad, f"{tag}: {bad} pixels on the screen differ from a full repaint (pictures in {tmp_path})"

    game.start()
    for deal_no in range(2):
        while not c.deal.finished:
            compare(f"deal{deal_no}-{c.deal.phase}")
            if c.deal.finished:
                break
            c.act(choose(c.human_options))
        compare(f"deal{deal_no}-summary")
        for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_S, Qt.Key.Key_L, Qt.Key.Key_L):
            view.handle_key(int(key))
            compare(f"deal{deal_no}-after-key-{Qt.Key(key).name}")
        view.handle_key(int(Qt.Key.Key_Return))
    compare("next-deal")
