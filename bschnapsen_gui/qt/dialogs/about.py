"""The About dialog: what the game is, its version, its licence and whose work it carries.

The card art and the sounds are the project's own (drawn and made by its generators,
``cardart/`` and ``dev/soundgen.py``); the typeface is DejaVu Sans (Bitstream Vera
licence, the DejaVu changes in the public domain), bundled with the Windows and macOS
builds, from ``fonts-dejavu-core`` in the .deb; Qt for Python and Qt are used
under the LGPL 3.  The same facts as ``packaging/linux/copyright``, in the player's
language; the names of licences and programs stay as they are.
"""

from __future__ import annotations

import PySide6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, qVersion
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from ... import __version__
from ..widgets.parts import dress_dialog, title_label

translate = QCoreApplication.translate

LICENCE = "GPL-3.0-or-later"  # the SPDX name, as pyproject.toml says


class AboutDialog(QDialog):
    """Version, licence, credits; one Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        f = dress_dialog(self, "aboutDialog")
        root = QVBoxLayout(self)
        root.setContentsMargins(22, 18, 22, 14)
        root.setSpacing(8)
        self.title = title_label(self, f)
        root.addWidget(self.title)
        self.version = QLabel(self)
        self.version.setObjectName("explain")
        self.version.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        root.addWidget(self.version)
        self.what = self._text(root)

        self.licence_box = QGroupBox(self)
        lay = QVBoxLayout(self.licence_box)
        self.licence = self._text(lay)
        root.addWidget(self.licence_box)

        self.credits_box = QGroupBox(self)
        lay = QVBoxLayout(self.credits_box)
        lay.setSpacing(8)
        self.art = self._text(lay)
        self.font_credit = self._text(lay)
        self.qt_credit = self._text(lay)
        root.addWidget(self.credits_box)

        root.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.resize(580, 0)
        self.retranslate()

    def _text(self, layout: QVBoxLayout) -> QLabel:
        label = QLabel(self)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(label)
        return label

    def retranslate(self) -> None:
        name = translate("MainWindow", "Bauernschnapsen")
        self.setWindowTitle(translate("About", "About %1").replace("%1", name))
        self.title.setText(name)
        self.version.setText(translate("About", "Version %1").replace("%1", __version__))
        self.what.setText(translate(
            "About", "The Austrian card game for four: you and a computer partner against two computer opponents."))
        self.licence_box.setTitle(translate("About", "Licence"))
        self.licence.setText(translate(
            "About",
            "Free software: you may use, share and change it under the GNU General Public License, "
            "version 3 or (at your option) any later version (%1). It comes with no warranty.",
        ).replace("%1", LICENCE))
        self.credits_box.setTitle(translate("About", "Credits"))
        self.art.setText(translate(
            "About", "Card art and sounds: our own, drawn and made by the game's own generators, "
                     "under the game's licence."))
        self.font_credit.setText(translate(
            "About", "Typeface: %1 (Bitstream Vera licence; the DejaVu changes are in the public domain), "
                     "bundled with the Windows and macOS builds; the Debian package uses the system's copy.")
            .replace("%1", "DejaVu Sans"))
        self.qt_credit.setText(translate(
            "About", "Built with Qt for Python (PySide6 %1) and Qt %2, used under the GNU Lesser General Public "
                     "License, version 3 (%3).")
            .replace("%1", PySide6.__version__).replace("%2", qVersion()).replace("%3", "LGPL-3"))

        self._fit_height()

    def _fit_height(self) -> None:
        """Tall enough for every wrapped line at the dialog's width (a layout does not
        grow a window for the height its wrapped labels need)."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        need = layout.heightForWidth(self.width())
        if need > 0:
            self.setMinimumHeight(need)
            if self.height() < need:
                self.resize(self.width(), need)

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_height()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
