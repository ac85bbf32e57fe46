"""Pixel checks of the rendered cards: QSvgRenderer.isValid() is true even for SVG it draws
wrongly, so these look at the pixels."""

from __future__ import annotations

import hashlib
import itertools

import pytest
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.cardart import CODES, PACKS
from bschnapsen_gui.cardart import style as st
from bschnapsen_gui.qt.pixmaps import back_file, render_svg

from .imaging import color_pixels, crop, differing_share, face, ink_share, turned

WIDTHS = (60, 120, 250)
DOUBLE_ENDED = [c for c in CODES if c[1:] in ("10", "K", "O", "U")]
INK = {"tell": st.TELL_INK, "french": st.FRENCH_COLORS, "french4": st.FRENCH4_COLORS}
CORNER = (0.0, 0.0, 0.19, 0.19)  # the top-left index region, as fractions of the card


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Every test here renders with Qt."""


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("pack", PACKS)
def test_faces_have_the_right_size_and_are_not_blank(pack: str, width: int) -> None:
    for code in CODES:
        img = face(pack, code, width)
        assert img.width() == width
        assert img.height() == round(width * 400 / 252)
        share = ink_share(img)
        assert share > 0.06, f"{pack} {code} at {width}px looks blank ({share:.3f} inked)"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("pack", PACKS)
def test_suit_colour_in_the_corner_index(pack: str, width: int) -> None:
    need = max(4, int(6 * (width / 60) ** 2))
    for code in CODES:
        n = color_pixels(face(pack, code, width), INK[pack][code[0]], CORNER)
        assert n >= need, f"{pack} {code} at {width}px: {n} index pixels in the suit colour"


def test_french_corner_colours_tell_the_suits_apart() -> None:
    # in the four-colour pack every suit has its own colour in the index; hearts and
    # diamonds share red only in the two-colour pack
    for code in ("HK", "DK", "SK", "CK"):
        img = face("french4", code, 120)
        for other in "HDSC":
            n = color_pixels(img, st.FRENCH4_COLORS[other], CORNER, tolerance=40)
            if other == code[0]:
                assert n > 20
            elif st.FRENCH4_COLORS[other] != st.FRENCH4_COLORS[code[0]]:
                assert n < 5, f"{code}: {n} pixels of {other}'s colour in the index"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("pack", PACKS)
def test_double_ended_cards_are_symmetric_under_a_half_turn(pack: str, width: int) -> None:
    for code in DOUBLE_ENDED:
        img = face(pack, code, width)
        share = differing_share(img, turned(img), tolerance=80)
        assert share < 0.004, f"{pack} {code} at {width}px: {share:.4f} differ when turned"


def test_tell_daus_picture_is_not_mirrored() -> None:
    for suit in "HDSC":
        img = face("tell", suit + "A", 120)
        assert differing_share(img, turned(img), tolerance=80) > 0.1


@pytest.mark.parametrize("pack", PACKS)
def test_different_cards_render_differently(pack: str) -> None:
    imgs = {code: face(pack, code, 60) for code in CODES}
    hashes = {hashlib.sha256(bytes(img.constBits())).hexdigest() for img in imgs.values()}
    assert len(hashes) == len(CODES)
    for a, b in itertools.combinations(CODES, 2):
        assert differing_share(imgs[a], imgs[b], tolerance=40) > 0.004, (a, b)


def test_packs_differ() -> None:
    for code in ("HA", "SK", "CU"):
        assert differing_share(face("tell", code, 60), face("french", code, 60), 40) > 0.05
    # the four-colour pack changes diamonds and clubs, not hearts and spades
    assert differing_share(face("french", "DK", 60), face("french4", "DK", 60), 40) > 0.005
    assert differing_share(face("french", "HK", 60), face("french4", "HK", 60), 40) == 0.0


@pytest.mark.parametrize("pack", ["french", "french4"])
def test_french_indices_follow_the_language(pack: str) -> None:
    changes = {"de": {"O", "U"}, "ru": {"A", "O", "U"}}
    for lang, ranks in changes.items():
        for code in CODES:
            en, loc = face(pack, code, 90), face(pack, code, 90, lang)
            share = differing_share(en, loc, tolerance=40)
            if code[1:] in ranks:
                assert share > 0.002, f"{pack} {lang} {code}: index did not change"
            else:
                assert share == 0.0, f"{pack} {lang} {code}: changed but should not"


@pytest.mark.parametrize("which", [1, 2])
def test_backs(which: int) -> None:
    img = render_svg(back_file(which).read_bytes(), 120)
    assert ink_share(img) > 0.5
    assert differing_share(img, turned(img), tolerance=80) < 0.01


def test_backs_differ() -> None:
    a = render_svg(back_file(1).read_bytes(), 60)
    b = render_svg(back_file(2).read_bytes(), 60)
    assert differing_share(a, b, tolerance=40) > 0.3


SIGN_COLOR = {
    "tell": {"H": st.RED, "D": st.GOLD, "S": st.GREEN, "C": st.OCHRE},
    "french": st.FRENCH_COLORS,
    "french4": st.FRENCH4_COLORS,
}


def _box(x: float, y: float, r: float) -> tuple[float, float, float, float]:
    """A square round (x, y) in card units, as fractions of the card."""
    return ((x - r) / 252, (y - r) / 400, (x + r) / 252, (y + r) / 400)


@pytest.mark.parametrize("pack", PACKS)
def test_courts_show_their_suit_sign(pack: str) -> None:
    # where each court carries its sign in the upper half (card units)
    if pack == "tell":
        where = {"K": (70, 46), "O": (76, 62), "U": (80, 168)}
    else:
        where = {"K": (184, 44), "O": (184, 44), "U": (66, 42)}
    for suit in "HDSC":
        for rank, (x, y) in where.items():
            img = face(pack, suit + rank, 120)
            n = color_pixels(img, SIGN_COLOR[pack][suit], _box(x, y, 14), tolerance=60)
            assert n >= 25, f"{pack} {suit}{rank}: no suit sign at ({x}, {y}) ({n} px)"


def test_tell_ober_holds_the_sign_high_and_unter_low() -> None:
    # the Ober's sign is above his head, where the Unter has only white ground
    high = _box(76, 58, 16)
    for suit in "HDSC":
        ober = ink_share(crop(face("tell", suit + "O", 120), high))
        unter = ink_share(crop(face("tell", suit + "U", 120), high))
        assert ober > 0.35 and unter < 0.1, (suit, ober, unter)


def test_tell_kings_show_no_card_white_where_the_halves_meet() -> None:
    """The König fills his half down to the cut (his cloak falls behind the horse's head),
    so no white seam shows along the dividing line at hand size."""
    for width in (100, 125, 250):
        k = width / st.WIDTH
        for suit in "HDSC":
            img = face("tell", suit + "K", width)
            white = total = 0
            x = st.FRAME_L + 4
            while x < st.FRAME_R - 4:
                for dy in (-4.0, -3.0, -2.0, 2.0, 3.0, 4.0):  # either side of the divider line
                    c = img.pixelColor(int(x * k), int((st.cut_y(x) + dy) * k))
                    total += 1
                    white += min(c.red(), c.green(), c.blue()) >= 250 and c.alpha() > 250
                x += 1.0
            assert white / total < 0.01, f"tell {suit}K at {width}px: {white / total:.1%} white along the cut"
