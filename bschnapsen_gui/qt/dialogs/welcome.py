"""The first-start welcome: how to play in this window (mouse or keys), where the rules are
(F1), and which rules to play by (the Standard rules or another preset).

Shown once, on the first start (``Settings.welcomed``); :class:`~bschnapsen_gui.qt.app.Game`
opens it before the first deal and starts play when it closes.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...storage.settings import RULE_PRESETS
from ..i18n import labels
from ..widgets.parts import dress_dialog, title_label

translate = QCoreApplication.translate


def _preset_note(preset: str) -> str:
    """One line on what a preset is (docs/rules.md §12)."""
    return {
        "standard": translate("Welcome", "The rules most clubs play, with every usual contract."),
        "traditional": translate("Welcome", "The old way: no Bettler, no Zehnergang, no contracts laid down."),
        "all_contracts": translate("Welcome", "The Standard rules and every optional contract besides."),
    }.get(preset, "")


class WelcomeDialog(QDialog):
    """How to play here and which rules; :meth:`preset` is the choice."""

    def __init__(self, preset: str = "standard", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        f = dress_dialog(self, "welcomeDialog")
        self.setWindowTitle(translate("Welcome", "Welcome"))
        root = QVBoxLayout(self)
        root.setContentsMargins(20, 16, 20, 14)
        root.setSpacing(10)
        title = title_label(self, f)
        title.setText(translate("Welcome", "Welcome to Bauernschnapsen"))
        root.addWidget(title)
        lines = [
            translate("Welcome", "You sit at the bottom; North, opposite you, is your partner against West and East."),
            translate("Welcome", "Click a card to play it, double-click it, or drag it to the middle of the table."),
            translate("Welcome", "Or with the keys: ← → choose a card, Enter plays it, 1–5 play a card at once; "
                      "in a panel of buttons, ← → and Enter choose, or its number."),
            translate("Welcome", "F1 opens the rules and the help at any time."),
            translate("Welcome", "To play with friends, on this network or beyond it: Game → Play with friends… "
                      "opens a table for them or joins theirs."),
        ]
        self.how = QLabel("<ul style='margin-left:-20px'>" + "".join(
            f"<li style='margin-bottom:4px'>{html.escape(x)}</li>" for x in lines) + "</ul>", self)
        self.how.setWordWrap(True)
        self.how.setTextFormat(Qt.TextFormat.RichText)
        root.addWidget(self.how)

        self.rules_box = QGroupBox(translate("Welcome", "Which rules?"), self)
        v = QVBoxLayout(self.rules_box)
        v.setSpacing(2)
        self.group = QButtonGroup(self)
        self.choices: dict[str, QRadioButton] = {}
        small = f.pixelSize() - 1
        for i, p in enumerate(RULE_PRESETS):
            b = QRadioButton(labels.preset_name(p), self.rules_box)
            b.setChecked(p == preset)
            self.group.addButton(b, i)
            self.choices[p] = b
            note = QLabel(_preset_note(p), self.rules_box)
            note.setWordWrap(True)
            note.setStyleSheet(f"margin-left: 24px; font-size: {small}px;")
            v.addWidget(b)
            v.addWidget(note)
            if i < len(RULE_PRESETS) - 1:
                v.addSpacing(6)
        if not any(b.isChecked() for b in self.choices.values()):
            self.choices["standard"].setChecked(True)
        root.addWidget(self.rules_box)
        later = QLabel(translate("Welcome", "You can change the rules at any time under Settings → Rules."), self)
        later.setWordWrap(True)
        root.addWidget(later)

        row = QHBoxLayout()
        self.learn = False  # the player asked for the lessons (Game → Learn to play)
        self.learn_button = QPushButton(translate("Welcome", "Learn to play first"), self)
        self.learn_button.setAutoDefault(False)
        self.learn_button.clicked.connect(self._learn)
        row.addWidget(self.learn_button)
        row.addStretch(1)
        self.play = QPushButton(translate("Welcome", "Start playing"), self)
        self.play.setProperty("primary", True)
        self.play.setDefault(True)
        self.play.clicked.connect(self.accept)
        row.addWidget(self.play)
        root.addLayout(row)
        # as tall as the wrapped text needs at this width (no empty band, nothing squeezed)
        self.resize(560, max(root.totalHeightForWidth(560), root.totalMinimumSize().height()))

    def _learn(self) -> None:
        self.learn = True
        self.accept()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # over the middle of the game's window, also once its window manager has placed
        # and framed it (it opened at the screen's top left)
        self.centre()
        QTimer.singleShot(0, self, self.centre)
        QTimer.singleShot(600, self, self.centre)  # not after the dialog is gone

    def centre(self) -> None:
        """Put the dialog over the middle of its parent window, inside the screen."""
        parent = self.parentWidget()
        if parent is None or not parent.isVisible():
            return
        frame = self.frameGeometry()
        frame.moveCenter(parent.window().frameGeometry().center())
        screen = parent.screen()
        if screen is not None:
            avail = screen.availableGeometry()
            frame.moveLeft(max(avail.left(), min(frame.left(), avail.right() + 1 - frame.width())))
            frame.moveTop(max(avail.top(), min(frame.top(), avail.bottom() + 1 - frame.height())))
        self.move(frame.topLeft())

    def preset(self) -> str:
        """The rules chosen (a preset id of ``RULE_PRESETS``)."""
        for p, b in self.choices.items():
            if b.isChecked():
                return p
        return "standard"
