"""The layout model every card shares: blank, corner indices, frame, pip positions."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from . import glyphs, suits
from . import style as st
from .svg import Canvas, arc_d, rotate, translate

# Index labels per pack and language (ranks: A 10 K O U; French O = Queen, U = Jack).
FRENCH_INDEX = {
    "en": {"A": "A", "10": "10", "K": "K", "O": "Q", "U": "J"},
    "de": {"A": "A", "10": "10", "K": "K", "O": "D", "U": "B"},
    "ru": {"A": "Т", "10": "10", "K": "К", "O": "Д", "U": "В"},
}
TELL_INDEX = {"A": "D", "10": "X", "K": "K", "O": "O", "U": "U"}

INDEX_X = 24.0  # centre line of the corner index
INDEX_TOP = 11.0
INDEX_HEIGHT = 34.0
INDEX_WEIGHT = 5.4
INDEX_SIGN_Y = 65.0
INDEX_SIGN_SIZE = 25.0

# Ten layout (fractions of the card, from CARD_ART.md).
TEN_COLS = (0.30, 0.70)
TEN_ROWS = (0.17, 0.39, 0.61, 0.83)
TEN_MID = (0.28, 0.72)


def rrect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    return (
        f"M{x + r} {y}H{x + w - r}" + arc_d(x + w - r, y + r, r, -90, 0) + f"V{y + h - r}"
        + arc_d(x + w - r, y + h - r, r, 0, 90) + f"H{x + r}"
        + arc_d(x + r, y + h - r, r, 90, 180) + f"V{y + r}"
        + arc_d(x + r, y + r, r, 180, 270) + "Z"
    )


def new_card() -> Canvas:
    c = Canvas(st.WIDTH, st.HEIGHT, st.INK, st.SW)
    c.path(rrect_d(0.6, 0.6, st.WIDTH - 1.2, st.HEIGHT - 1.2, st.RADIUS), fill=st.PAPER,
           stroke=st.EDGE, sw=1.2)
    return c


def index_label(pack: str, lang: str, rank: str) -> str:
    if pack == "tell":
        return TELL_INDEX[rank]
    return FRENCH_INDEX[lang][rank]


def index_color(pack: str, suit: str) -> str:
    if pack == "tell":
        return st.TELL_INK[suit]
    return (st.FRENCH4_COLORS if pack == "french4" else st.FRENCH_COLORS)[suit]


def corners(c: Canvas, pack: str, lang: str, suit: str, rank: str) -> None:
    """Rank glyphs with a small suit sign under them, top left and turned 180° bottom right."""
    label = index_label(pack, lang, rank)
    with c.group("ix"):
        w = glyphs.label_width(label) * INDEX_HEIGHT / 100.0
        glyphs.draw_label(c, label, INDEX_X - w / 2, INDEX_TOP, INDEX_HEIGHT,
                          index_color(pack, suit), INDEX_WEIGHT)
        ident = suits.sign_def(c, pack, suit, INDEX_SIGN_SIZE, detail=False)
        c.use(ident, translate(INDEX_X, INDEX_SIGN_Y))
    c.use("ix", rotate(180, st.CX, st.CY))


def frame(c: Canvas, fill: str | None = None) -> None:
    """The thin double frame of court cards and the Daus."""
    c.path(rrect_d(st.FRAME_L, st.FRAME_T, st.FRAME_R - st.FRAME_L, st.FRAME_B - st.FRAME_T, 4),
           fill=fill, stroke=st.INK, sw=st.SW)


HALF_OVERLAP = 0.4  # how far each half reaches past the cut (hidden by the divider line)


def upper_half_region() -> tuple[tuple[float, float], ...]:
    """The part of the frame above the cut, as a convex polygon (corners chamfered to stay
    inside the frame's rounded corners)."""
    lx, rx, ty = st.FRAME_L, st.FRAME_R, st.FRAME_T
    return (
        (lx, ty + 1.5), (lx + 1.5, ty), (rx - 1.5, ty), (rx, ty + 1.5),
        (rx, st.cut_y(rx) + HALF_OVERLAP), (lx, st.cut_y(lx) + HALF_OVERLAP),
    )


@contextmanager
def double_ended(c: Canvas) -> Iterator[None]:
    """Draw the block as the upper half, clipped at build time to the frame above the cut;
    it is repeated turned by 180° about the centre, so the card reads the same both ways up."""
    with c.group("half"), c.clipped_to(upper_half_region()):
        yield
    c.use("half", rotate(180, st.CX, st.CY))


def ten_positions() -> list[tuple[float, float, float]]:
    """(x, y, rotation) of the ten pips: 4 + 2 + 4, lower-half pips turned 180°."""
    out = []
    for fy in TEN_ROWS:
        for fx in TEN_COLS:
            out.append((fx * st.WIDTH, fy * st.HEIGHT, 180.0 if fy > 0.5 else 0.0))
    for fy in TEN_MID:
        out.append((st.CX, fy * st.HEIGHT, 180.0 if fy > 0.5 else 0.0))
    return out


def pips_ten(c: Canvas, pack: str, suit: str, size: float) -> None:
    ident = suits.sign_def(c, pack, suit, size)
    for x, y, r in ten_positions():
        c.use(ident, translate(x, y) @ rotate(r))
