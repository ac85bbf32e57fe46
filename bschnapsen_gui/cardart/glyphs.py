"""A tiny stroke alphabet for the corner indices (no fonts, no ``<text>``).

Each glyph is centre-line path data in a box 100 units high (y down, 0 at the cap line) and
``width`` units wide; it is drawn with a round-capped stroke. Only the glyphs the indices need
are here: A K Q J D B T 1 0 X O U and the Cyrillic Т К Д В (К and В share the shapes of K and
B).
"""

from __future__ import annotations

from dataclasses import dataclass

from .svg import Canvas, scale, translate


@dataclass(frozen=True)
class Glyph:
    width: float
    d: str


GLYPHS: dict[str, Glyph] = {
    "A": Glyph(64, "M0 100L32 0L64 100M12 64H52"),
    "K": Glyph(58, "M0 0V100M58 0L0 62M18 42L60 100"),
    "Q": Glyph(66, "M33 0C-11 0 -11 100 33 100C77 100 77 0 33 0ZM38 70L66 104"),
    "J": Glyph(46, "M12 0H46M36 0V70C36 104 -2 106 0 76"),
    "D": Glyph(58, "M0 0V100H18C78 100 78 0 18 0Z"),
    "B": Glyph(56, "M0 0V100H30C64 100 64 50 28 50H0M0 0H26C56 0 56 50 28 50"),
    "T": Glyph(62, "M0 0H62M31 0V100"),
    "1": Glyph(34, "M0 22L26 0V100"),
    "0": Glyph(52, "M26 0C-9 0 -9 100 26 100C61 100 61 0 26 0Z"),
    "X": Glyph(62, "M0 0L62 100M62 0L0 100"),
    "O": Glyph(66, "M33 0C-11 0 -11 100 33 100C77 100 77 0 33 0Z"),
    "U": Glyph(58, "M0 0V62C0 110 58 110 58 62V0"),
    "Д": Glyph(70, "M18 0H58V86M18 0C18 50 14 74 2 86M-4 86H74M-4 86V108M74 86V108"),
}
GLYPHS["Т"] = GLYPHS["T"]
GLYPHS["К"] = GLYPHS["K"]
GLYPHS["В"] = GLYPHS["B"]

GAP = 12.0  # between glyphs of one label ("10"), in glyph units


def label_width(label: str) -> float:
    return sum(GLYPHS[ch].width for ch in label) + GAP * (len(label) - 1)


def draw_label(
    c: Canvas, label: str, x: float, y: float, height: float, color: str, weight: float
) -> None:
    """Draw ``label`` with its top-left at ``(x, y)``, ``height`` card units tall.

    ``weight`` is the stroke width in card units. Each glyph is one stroked path.
    """
    k = height / 100.0
    pos = 0.0
    for ch in label:
        g = GLYPHS[ch]
        with c.at(translate(x + pos * k, y) @ scale(k)):
            c.path(g.d, stroke=color, sw=weight)
        pos += g.width + GAP
