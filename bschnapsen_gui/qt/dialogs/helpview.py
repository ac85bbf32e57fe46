"""The help: the rules of Bauernschnapsen and how to play in this program, in the player's
language, with pictures of the cards of the chosen pack.

The texts are HTML files, one per language, in ``bschnapsen_gui/qt/i18n/help/rules_<lang>.html``
(written for players, not copied from the sources).  Before a file is shown, a few
placeholders are filled in for the chosen pack, so that the text speaks of the cards on
the table:

* ``{{card:HA}}`` — a picture of the card (rendered by :class:`~.cards.loader.CardArt` and
  added to the document as an image resource); ``{{small:HA}}`` a smaller one;
* ``{{name:HA}}`` / ``{{suit:H}}`` — the card's / suit's name from the label tables;
  ``{{suitlow:H}}`` in running text: lower case for the French pack (Russian "черви"),
  unchanged for the Tell pack, whose suit names are proper names ("Херц");
* ``{{rank:O}}`` — a rank's name (``{{Rank:O}}``: with a capital letter), from the file's
  own tables, written as HTML comments ``<!-- ranks tell: A=Daus; 10=Zehner; ... -->``
  and ``<!-- ranks french: ... -->``;
* ``<span class="tell">…</span>`` and ``<span class="french">…</span>`` — text kept only
  for that pack (not nested).

The dialog re-reads the text when the language changes (``LanguageChange``) and when the
window tells it about a new pack, so the help always matches the table.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QShowEvent, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...cardart import CODES
from ...engine import Suit
from ...resources import help_dir
from ..access import screen_reader_on
from ..i18n import labels
from ..pixmaps import CardArt
from ..widgets.parts import dress_dialog

translate = QCoreApplication.translate

CARD_WIDTH = 64  # logical pixels of a card picture in the help
SMALL_WIDTH = 40

_PLACEHOLDER = re.compile(r"\{\{(card|small|name|suit|suitlow|rank|Rank):([A-Z0-9]+)\}\}")
_PACK_SPAN = re.compile(r'<span\s+class="(tell|french)">(.*?)</span>', re.DOTALL)
_RANKS = re.compile(r"<!--\s*ranks\s+(tell|french)\s*:(.*?)-->", re.DOTALL)


def help_text(lang: str) -> str:
    """The raw HTML of the help in ``lang`` (English if there is none)."""
    folder = help_dir()
    for name in (f"rules_{lang}.html", "rules_en.html"):
        f = folder.joinpath(name)
        if f.is_file():
            return f.read_text(encoding="utf-8")
    raise FileNotFoundError("the help texts are missing from the package")


def pack_family(pack: str) -> str:
    """"tell" or "french" (the four-colour pack has the French names)."""
    return "tell" if labels.tell_pack(pack) else "french"


def rank_names(text: str, family: str) -> dict[str, str]:
    for m in _RANKS.finditer(text):
        if m.group(1) == family:
            pairs = (p.split("=", 1) for p in m.group(2).split(";") if "=" in p)
            return {k.strip(): v.strip() for k, v in pairs}
    return {}


def expand(text: str, pack: str) -> tuple[str, dict[str, int]]:
    """The help for ``pack``: placeholders filled in, the other pack's spans removed.

    Returns the HTML and the card pictures it needs (resource name -> width)."""
    family = pack_family(pack)
    ranks = rank_names(text, family)
    text = _RANKS.sub("", text)
    text = _PACK_SPAN.sub(lambda m: m.group(2) if m.group(1) == family else "", text)
    images: dict[str, int] = {}

    def fill(m: re.Match[str]) -> str:
        kind, key = m.group(1), m.group(2)
        if kind in ("card", "small"):
            if key not in CODES:
                raise ValueError(f"help: unknown card {key!r}")
            width = CARD_WIDTH if kind == "card" else SMALL_WIDTH
            name = f"card-{kind}-{key}"
            images[name] = width
            height = CardArt.height_for(width)
            alt = labels.card_name(key, pack)
            return f'<img src="{name}" width="{width}" height="{height}" alt="{alt}">'
        if kind == "name":
            return labels.card_name(key, pack)
        if kind == "suit":
            return labels.suit_name(Suit[key], pack)
        if kind == "suitlow":
            name = labels.suit_name(Suit[key], pack)
            return name.lower() if family == "french" else name
        if key not in ranks:
            raise ValueError(f"help: no {family} name for rank {key!r}")
        name = ranks[key]
        return name[:1].upper() + name[1:] if kind == "Rank" else name

    return _PLACEHOLDER.sub(fill, text), images


class HelpDialog(QDialog):
    """The rules and the program's help in a text browser; not modal."""

    def __init__(self, current: Callable[[], tuple[str, str]], parent: QWidget | None = None) -> None:
        """``current()`` gives the (pack, language) to show."""
        super().__init__(parent)
        dress_dialog(self, "help")  # the dialogs' dark green, the text on their paper
        self._current = current
        self._shown: tuple[str, str] | None = None
        self._reload_pending = False
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        if screen_reader_on():
            # a caret that the arrows move, line by line: a screen reader reads the line it
            # reaches (without one the arrows only scrolled, and Orca said nothing, issue 42)
            self.browser.setTextInteractionFlags(
                self.browser.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 12)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.resize(QSize(820, 680))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Help", "Bauernschnapsen: rules and help"))
        self.browser.setAccessibleName(self.windowTitle())  # what a screen reader calls the text

    def reload(self, force: bool = False) -> None:
        """Show the help for the current pack and language (again, if they changed)."""
        pack, lang = self._current()
        if not force and self._shown == (pack, lang):
            return
        self._shown = (pack, lang)
        html, images = expand(help_text(lang), pack)
        art = CardArt(pack, lang, cache_size=4)
        dpr = self.devicePixelRatioF() or 1.0
        doc = self.browser.document()
        doc.clear()
        for name, width in images.items():
            code = name.rsplit("-", 1)[1]
            doc.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(name), art.face_image(code, width, dpr)
            )
        self.browser.setHtml(html)

    def showEvent(self, event: QShowEvent) -> None:
        self.reload()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # Qt sends one event per translator removed and installed: reload once, after
            # the last of them, so that the card names come from the new catalogue.
            self.retranslate()
            if not self._reload_pending:
                self._reload_pending = True
                QTimer.singleShot(0, self._reload_after_switch)
        super().changeEvent(event)

    def _reload_after_switch(self) -> None:
        self._reload_pending = False
        if self.isVisible():
            self.reload(force=True)
        else:
            self._shown = None
