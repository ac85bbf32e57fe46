"""Loading and switching the interface language at run time.

Our catalogue is ``bschnapsen_gui/qt/i18n/catalogues/bschnapsen_<lang>.qm`` (made by lrelease
from the ``.ts`` files, when present) and Qt's own ``qtbase_<lang>.qm`` from PySide6's
translations folder, so that standard buttons read "Abbrechen" / "Отмена".  Installing a
translator sends every widget a ``LanguageChange`` event; windows retranslate in
``changeEvent``.  English is the source language; its catalogue, when present, supplies plural forms.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...resources import LANGS, catalogues_dir


def system_language() -> str:
    """The system's language if we speak it, else English."""
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGS else "en"


def package_qm(lang: str) -> Path | None:
    """Our catalogue: ``$BSCHNAPSEN_TRANSLATIONS_DIR`` (for translators and tests) first,
    then the catalogues the package ships (None: neither has one for ``lang``)."""
    env = os.environ.get("BSCHNAPSEN_TRANSLATIONS_DIR")
    if env:
        candidate = Path(env) / f"bschnapsen_{lang}.qm"
        if candidate.is_file():
            return candidate
    path = catalogues_dir() / f"bschnapsen_{lang}.qm"
    return path if path.is_file() else None


_INSTALLED: list[QTranslator] = []
"""Our translators in the application now, whichever ``Translations`` installed them (a
second game in the same process, as in the tests, must not keep the first one's
language)."""


class Translations:
    """The translators installed for one language; ``switch`` replaces them."""

    def __init__(self) -> None:
        self.lang = "en"
        self._installed = _INSTALLED

    def switch(self, lang: str) -> bool:
        """Install the catalogues for ``lang``; True if Qt was sent a LanguageChange."""
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}")
        app = QCoreApplication.instance()
        for tr in self._installed:
            QCoreApplication.removeTranslator(tr)
        changed = bool(self._installed)
        self._installed.clear()
        self.lang = lang
        QLocale.setDefault(QLocale(lang))
        if app is None:
            return False
        own = package_qm(lang)
        if own is not None:
            tr = QTranslator(app)
            if tr.load(str(own)):
                self._installed.append(tr)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt = QTranslator(app)
        if lang != "en" and qt.load(f"qtbase_{lang}", qt_dir):
            self._installed.append(qt)
        for tr in self._installed:
            QCoreApplication.installTranslator(tr)
        return changed or bool(self._installed)
