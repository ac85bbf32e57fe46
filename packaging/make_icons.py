"""Draws the application icon in the hicolor sizes from the game's own card art.

    python packaging/make_icons.py OUTDIR
        # writes OUTDIR/<size>.png (hicolor), OUTDIR/icon.ico (Windows) and
        # OUTDIR/icon.iconset/ (macOS: iconutil -c icns OUTDIR/icon.iconset)

Large sizes show two fanned William Tell cards (Eichel-Ober, Herz-Daus) on green felt;
small sizes, where a face would be a blur, show one card with a big Herz sign. Qt renders
offscreen (QT_QPA_PLATFORM=offscreen).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QColor,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from bschnapsen_gui.cardart.suits import TELL_HEART_D  # noqa: E402
from bschnapsen_gui.qt.pixmaps import assets_root  # noqa: E402

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
HEART_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-56 -52 112 100">'
    f'<path d="{TELL_HEART_D}" fill="#c8232c" stroke="#6e1218" stroke-width="4"/></svg>'
)


def felt(p: QPainter, s: float) -> None:
    g = QRadialGradient(QPointF(s * 0.45, s * 0.4), s * 0.75)
    g.setColorAt(0.0, QColor("#2f8a4a"))
    g.setColorAt(1.0, QColor("#14502a"))
    path = QPainterPath()
    m = s * 0.04
    path.addRoundedRect(QRectF(m, m, s - 2 * m, s - 2 * m), s * 0.18, s * 0.18)
    p.fillPath(path, g)
    p.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, s / 64)))
    p.drawPath(path)


def card(p: QPainter, renderer: QSvgRenderer, cx: float, cy: float, w: float, deg: float) -> None:
    h = w * 400 / 252
    p.save()
    p.translate(cx, cy)
    p.rotate(deg)
    shadow = QPainterPath()
    shadow.addRoundedRect(QRectF(-w / 2 + w * 0.04, -h / 2 + w * 0.05, w, h), w * 0.06, w * 0.06)
    p.fillPath(shadow, QColor(0, 0, 0, 70))
    renderer.render(p, QRectF(-w / 2, -h / 2, w, h))
    p.restore()


def draw(size: int, tell: Path) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    felt(p, size)
    if size >= 48:
        left = QSvgRenderer(str(tell / "CO.svg"))
        right = QSvgRenderer(str(tell / "HA.svg"))
        card(p, left, size * 0.40, size * 0.52, size * 0.46, -12)
        card(p, right, size * 0.61, size * 0.50, size * 0.46, 10)
    else:
        w = size * 0.62
        h = size * 0.80
        body = QPainterPath()
        body.addRoundedRect(QRectF((size - w) / 2, (size - h) / 2, w, h), w * 0.12, w * 0.12)
        p.fillPath(body, QColor("#fbfaf6"))
        p.setPen(QPen(QColor("#5b524a"), max(0.8, size / 40)))
        p.drawPath(body)
        heart = QSvgRenderer(QByteArray(HEART_SVG.encode()))
        hw = w * 0.82
        heart.render(p, QRectF((size - hw) / 2, size / 2 - hw * 0.46, hw, hw * 100 / 112))
    p.end()
    return img


ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the PNG images ``pngs`` (size -> PNG bytes), as Windows
    Vista and later read them: a 6-byte header, a 16-byte entry per image (0 stands for 256
    px), then the images."""
    import struct

    head = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(head) + 16 * len(pngs)
    entries, data = b"", b""
    for size, png in sorted(pngs.items()):
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return head + entries + data


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/make_icons.py OUTDIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    QGuiApplication.instance() or QGuiApplication([])
    tell = Path(str(assets_root().joinpath("tell")))
    for size in SIZES:
        if not draw(size, tell).save(str(out / f"{size}.png")):
            print(f"cannot write {out / f'{size}.png'}", file=sys.stderr)
            return 1
    # Windows: an .ico with the sizes Explorer, the taskbar and the Start menu ask for (each
    # drawn for its size, not scaled from one); macOS: an .iconset for iconutil.
    (out / "icon.ico").write_bytes(ico({size: (out / f"{size}.png").read_bytes() for size in ICO_SIZES}))
    iconset = out / "icon.iconset"
    iconset.mkdir(exist_ok=True)
    for size in (16, 32, 128, 256, 512):
        draw(size, tell).save(str(iconset / f"icon_{size}x{size}.png"))
        draw(size * 2, tell).save(str(iconset / f"icon_{size}x{size}@2x.png"))
    print(f"icons: {', '.join(map(str, SIZES))} px, icon.ico and icon.iconset in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
