"""Contact sheet of a pack for review by eye.

``python -m bschnapsen_gui.dev.sheet OUT.png [--pack P] [--lang L] [--width W] [--hand F]``

Rows are the suits (H D S C), columns the ranks (A 10 K O U), and a last row shows the backs.
With ``--hand F`` each row is fanned like a hand, showing only the left fraction F of every
card but the last (e.g. ``--hand 0.25``), to check that the corner indices read.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from ..cardart import BACKS, LANGS, PACKS, RANKS, SUITS
from ..qt.pixmaps import ASPECT, back_file, face_file, render_svg

FELT = QColor(38, 92, 62)


def make_sheet(pack: str, lang: str, width: int, hand: float | None = None) -> QImage:
    """Render the sheet: 4 rows by suit x 5 columns by rank, then a row of backs."""
    gap = max(4, width // 12)
    height = round(width * ASPECT)
    step = width + gap if hand is None else max(1, round(width * hand))
    cols = len(RANKS)
    row_w = step * (cols - 1) + width
    sheet_w = gap * 2 + row_w
    sheet_h = gap + (len(SUITS) + 1) * (height + gap)
    sheet = QImage(sheet_w, sheet_h, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(FELT)
    painter = QPainter(sheet)
    y = gap
    for suit in SUITS:
        for i, rank in enumerate(RANKS):
            img = render_svg(face_file(pack, lang, suit + rank).read_bytes(), width)
            painter.drawImage(QPointF(gap + i * step, y), img)
        y += height + gap
    for i, which in enumerate(BACKS):
        img = render_svg(back_file(which).read_bytes(), width)
        painter.drawImage(QPointF(gap + i * (width + gap), y), img)
    painter.end()
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    parser = argparse.ArgumentParser(prog="python -m bschnapsen_gui.dev.sheet",
                                     description="Render a contact sheet of a card pack.")
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--pack", choices=PACKS, default="tell")
    parser.add_argument("--lang", choices=LANGS, default="en")
    parser.add_argument("--width", type=int, default=180, help="card width in pixels")
    parser.add_argument("--hand", type=float, default=None,
                        help="fan each row, showing this fraction of every card (e.g. 0.25)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    sheet = make_sheet(args.pack, args.lang, args.width, args.hand)
    if not sheet.save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    del app
    print(f"wrote {args.out} ({sheet.width()} x {sheet.height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
