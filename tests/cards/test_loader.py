"""The runtime loader: cached pixmaps per size and device pixel ratio, clear errors."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.cardart import CODES, PACKS
from bschnapsen_gui.qt.pixmaps import (
    ASPECT,
    CardArt,
    UnknownCardError,
    UnknownLanguageError,
    UnknownPackError,
    face_file,
    render_svg,
)


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Pixmaps need a QGuiApplication."""


def test_face_size_and_cache_hit() -> None:
    art = CardArt("tell", "de")
    a = art.face("HO", 120)
    assert (a.width(), a.height()) == (120, round(120 * ASPECT))
    assert a.devicePixelRatio() == 1.0
    b = art.face("HO", 120)
    assert b.cacheKey() == a.cacheKey()
    assert art.cached() == 1
    c = art.face("HO", 121)
    assert c.cacheKey() != a.cacheKey()
    assert art.cached() == 2


def test_high_dpi_pixmap() -> None:
    art = CardArt("french")
    pm = art.face("S10", 100, dpr=2.0)
    assert (pm.width(), pm.height()) == (200, round(100 * ASPECT * 2))
    assert pm.devicePixelRatio() == 2.0
    # logical size stays the requested width
    assert round(pm.deviceIndependentSize().width()) == 100
    assert art.face("S10", 100, dpr=1.0).cacheKey() != pm.cacheKey()
    pm15 = art.face("S10", 100, dpr=1.5)
    assert pm15.width() == 150 and pm15.devicePixelRatio() == 1.5


def test_backs() -> None:
    art = CardArt("tell")
    one, two = art.back(80), art.back(80, which=2)
    assert one.width() == two.width() == 80
    assert one.cacheKey() != two.cacheKey()
    assert art.back(80).cacheKey() == one.cacheKey()
    with pytest.raises(UnknownCardError):
        art.back(80, which=3)


def test_unknown_things_raise_clear_errors() -> None:
    with pytest.raises(UnknownPackError, match="unknown card pack 'doppeldeutsch'"):
        CardArt("doppeldeutsch")
    with pytest.raises(UnknownLanguageError):
        CardArt("french", "fr")
    art = CardArt("french")
    with pytest.raises(UnknownCardError, match="unknown card 'H9'"):
        art.face("H9", 100)
    with pytest.raises(ValueError):
        art.face("", 100)
    with pytest.raises(ValueError):
        art.face("HA", 0)
    with pytest.raises(ValueError):
        art.face("HA", 100, dpr=0)
    with pytest.raises(UnknownPackError):
        art.set_pack("skat")
    # errors are ValueErrors, like the engine's domain errors
    assert issubclass(UnknownCardError, ValueError) and issubclass(UnknownPackError, ValueError)


def test_pack_and_language_change_drop_the_cache() -> None:
    art = CardArt("french", "en")
    q_en = art.face("HO", 90)
    assert art.cached() == 1
    art.set_lang("de")
    assert art.cached() == 0 and art.lang == "de"
    q_de = art.face("HO", 90)
    assert q_de.toImage() != q_en.toImage()
    art.set_pack("tell")
    assert art.cached() == 0 and art.pack == "tell" and art.lang == "de"
    art.face("HO", 90)
    art.clear()
    assert art.cached() == 0


def test_cache_is_bounded() -> None:
    art = CardArt("french4", cache_size=5)
    first = art.face("HA", 40)
    for code in CODES[1:8]:
        art.face(code, 40)
    assert art.cached() == 5
    assert art.face("HA", 40).cacheKey() != first.cacheKey()  # evicted, rendered again


def test_language_fallback_files() -> None:
    assert face_file("french", "de", "HO").parent.name == "de"
    assert face_file("french", "de", "HA").parent.name == "french"  # same index as English
    assert face_file("french", "ru", "HA").parent.name == "ru"  # Т
    assert face_file("french", "ru", "HK").parent.name == "french"  # К looks like K
    assert face_file("tell", "ru", "HO").parent.name == "tell"  # Tell indices are neutral
    for pack in PACKS:
        for code in CODES:
            for lang in ("en", "de", "ru"):
                assert face_file(pack, lang, code).is_file()


def test_render_svg_is_transparent_outside_the_rounded_corners() -> None:
    img = render_svg(face_file("tell", "en", "HK").read_bytes(), 100)
    assert img.pixelColor(0, 0).alpha() == 0
    assert img.pixelColor(50, 50).alpha() == 255
