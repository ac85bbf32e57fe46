"""Render the card SVGs into cached pixmaps (Qt side; the generator itself has no Qt).

Typical use on the GUI thread::

    art = CardArt("tell", "de")
    pixmap = art.face("HO", width=120, dpr=widget.devicePixelRatioF())
    back = art.back(120, dpr, which=2)

``width`` is in device-independent pixels; the pixmap is rendered at ``width * dpr`` device
pixels and carries ``devicePixelRatio == dpr``, so it is crisp on high-DPI screens. Each
(pack, language, card, width, dpr) is rendered once and kept in a small LRU cache; changing
pack or language drops the cache, and :meth:`CardArt.clear` drops it on demand (e.g. after a
resize, when the old sizes will not come back).

The files are found next to the package (``importlib.resources``), so this works from a
source tree and from a pip installation alike. For a French pack and a language other than
English, ``<pack>/<lang>/<CARD>.svg`` is used when it exists (only cards whose index differs
are stored there) and ``<pack>/<CARD>.svg`` otherwise.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..cardart import BACKS, CODES, LANGS, PACKS
from ..resources import cards_dir

# The card size of every pack (the SVG viewBox); height / width = 1.587 (63 x 100 mm).
VIEW_WIDTH = 252.0
VIEW_HEIGHT = 400.0
ASPECT = VIEW_HEIGHT / VIEW_WIDTH


class UnknownPackError(ValueError):
    """The pack name is not one of :data:`bschnapsen_gui.cardart.PACKS`."""


class UnknownCardError(ValueError):
    """The card code (or back number) does not exist."""


class UnknownLanguageError(ValueError):
    """The language is not one of :data:`bschnapsen_gui.cardart.LANGS`."""


def assets_root() -> Path:
    """The card art's folder (``assets/cards``)."""
    return cards_dir()


def _check_pack(pack: str) -> None:
    if pack not in PACKS:
        raise UnknownPackError(f"unknown card pack {pack!r}; expected one of {', '.join(PACKS)}")


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise UnknownLanguageError(
            f"unknown language {lang!r}; expected one of {', '.join(LANGS)}"
        )


def face_file(pack: str, lang: str, code: str) -> Path:
    """The SVG file of a face, after the language fallback."""
    _check_pack(pack)
    _check_lang(lang)
    if code not in CODES:
        raise UnknownCardError(f"unknown card {code!r}; expected one of {', '.join(CODES)}")
    root = assets_root().joinpath(pack)
    if lang != "en":
        localised = root.joinpath(lang, f"{code}.svg")
        if localised.is_file():
            return localised
    return root.joinpath(f"{code}.svg")


def back_file(which: int) -> Path:
    if which not in BACKS:
        raise UnknownCardError(f"unknown back {which!r}; expected one of {BACKS}")
    return assets_root().joinpath("backs", f"back-{which}.svg")


def render_svg(data: bytes, width: int, dpr: float = 1.0) -> QImage:
    """Render SVG bytes into a transparent image ``width * dpr`` device pixels wide.

    Uses only QImage, so it may run on any thread.
    """
    if width < 1:
        raise ValueError(f"width must be at least 1, not {width}")
    if not dpr > 0:
        raise ValueError(f"device pixel ratio must be positive, not {dpr}")
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise ValueError("the card SVG could not be parsed")
    w = max(1, round(width * dpr))
    h = max(1, round(width * ASPECT * dpr))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, w, h))
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


class CardArt:
    """Card faces and backs of one pack in one interface language, as cached pixmaps."""

    aspect: float = ASPECT  #: height / width of every card

    def __init__(self, pack: str = "french", lang: str = "en", cache_size: int = 200) -> None:
        _check_pack(pack)
        _check_lang(lang)
        self._pack = pack
        self._lang = lang
        self._cache_size = max(1, cache_size)
        self._cache: OrderedDict[tuple[str, str, str, int, float], QPixmap] = OrderedDict()
        self._data: dict[str, bytes] = {}

    # -- configuration ------------------------------------------------------------------------
    @property
    def pack(self) -> str:
        return self._pack

    @property
    def lang(self) -> str:
        return self._lang

    def set_pack(self, pack: str, lang: str | None = None) -> None:
        """Switch pack (and optionally language); drops every cached pixmap."""
        _check_pack(pack)
        if lang is not None:
            _check_lang(lang)
        self._pack = pack
        self._lang = lang if lang is not None else self._lang
        self.clear()

    def set_lang(self, lang: str) -> None:
        """Switch the language of the French indices; drops every cached pixmap."""
        self.set_pack(self._pack, lang)

    def clear(self) -> None:
        """Drop every cached pixmap and file (call after a resize or a pack change)."""
        self._cache.clear()
        self._data.clear()

    def cached(self) -> int:
        """How many pixmaps are in the cache."""
        return len(self._cache)

    @classmethod
    def height_for(cls, width: int) -> int:
        """The card height, in the same unit, for a card ``width`` wide."""
        return round(width * cls.aspect)

    # -- pixmaps ------------------------------------------------------------------------------
    def face(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of card ``code`` (e.g. ``"H10"``), ``width`` logical pixels wide."""
        source = face_file(self._pack, self._lang, code)
        return self._pixmap((self._pack, self._lang, code, width, dpr), source, width, dpr)

    def back(self, width: int, dpr: float = 1.0, which: int = 1) -> QPixmap:
        """Card back number ``which`` (1 or 2), ``width`` logical pixels wide."""
        source = back_file(which)
        return self._pixmap(("", "", f"back-{which}", width, dpr), source, width, dpr)

    def face_image(self, code: str, width: int, dpr: float = 1.0) -> QImage:
        """Like :meth:`face` but an uncached QImage (safe off the GUI thread)."""
        return render_svg(face_file(self._pack, self._lang, code).read_bytes(), width, dpr)

    def _pixmap(
        self, key: tuple[str, str, str, int, float], source: Path, width: int, dpr: float
    ) -> QPixmap:
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        name = str(source)
        data = self._data.get(name)
        if data is None:
            data = source.read_bytes()
            self._data[name] = data
        pixmap = QPixmap.fromImage(render_svg(data, width, dpr))
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixmap
