"""The settings dialog: everything of PRODUCT.md "Settings", applied at once.

Language, card pack, animation speed; the computer players' strength for all seats or
seat by seat; the counting aid and automatic Genug; sounds and their volume.  Every
change is handed at once to an :class:`Applier` (the main window),
which applies and saves it; the dialog itself keeps nothing, so "Close" is its only
button.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...resources import LANGS, PACKS, STRENGTHS
from ...storage.settings import SPEEDS, Settings
from ..i18n import labels
from ..widgets.parts import dress_dialog, title_label

translate = QCoreApplication.translate

COMPUTER_SEATS = (1, 2, 3)


class Applier(Protocol):
    """What the dialog asks for; each call applies and saves one setting."""

    def set_lang(self, lang: str) -> None: ...
    def set_pack(self, pack: str) -> None: ...
    def set_speed(self, speed: str) -> None: ...
    def set_strength(self, strength: str) -> None: ...
    def set_seat_strengths(self, strengths: list[str]) -> None: ...
    def set_counting_aid(self, on: bool) -> None: ...
    def set_auto_genug(self, on: bool) -> None: ...
    def set_takeback(self, on: bool) -> None: ...
    def set_sounds(self, on: bool, volume: int) -> None: ...


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, applier: Applier, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        f = dress_dialog(self, "settingsDialog")
        self.settings = settings
        self.applier = applier
        self._quiet = True
        small = QFont(f)
        small.setPixelSize(12)

        root = QVBoxLayout(self)
        root.setContentsMargins(18, 16, 18, 14)
        root.setSpacing(10)
        self.title = title_label(self, f)
        root.addWidget(self.title)

        def combo(values: tuple[str, ...], current: str) -> QComboBox:
            c = QComboBox(self)
            for v in values:
                c.addItem("", v)
            c.setCurrentIndex(c.findData(current))
            c.setMinimumWidth(220)
            return c

        # the look
        self.look = QGroupBox(self)
        g = QGridLayout(self.look)
        g.setColumnStretch(1, 1)
        g.setHorizontalSpacing(12)
        g.setVerticalSpacing(8)  # the combo boxes never touch, whatever the language
        self.lang_label, self.pack_label, self.speed_label = QLabel(), QLabel(), QLabel()
        self.lang = combo(LANGS, settings.lang)
        self.pack = combo(PACKS, settings.pack)
        self.speed = combo(SPEEDS, settings.speed)
        for row, (lab, c) in enumerate(((self.lang_label, self.lang), (self.pack_label, self.pack),
                                        (self.speed_label, self.speed))):
            g.addWidget(lab, row, 0)
            g.addWidget(c, row, 1, Qt.AlignmentFlag.AlignLeft)
            lab.setBuddy(c)  # a screen reader names the box by its label
        root.addWidget(self.look)

        # the computers
        self.computers = QGroupBox(self)
        g = QGridLayout(self.computers)
        g.setColumnStretch(1, 1)
        g.setHorizontalSpacing(12)
        g.setVerticalSpacing(8)  # the seats' drop-downs apart, also in the taller Russian font
        self.strength_label = QLabel()
        self.strength = combo(STRENGTHS, settings.strength)
        self.strength_label.setBuddy(self.strength)
        g.addWidget(self.strength_label, 0, 0)
        g.addWidget(self.strength, 0, 1, Qt.AlignmentFlag.AlignLeft)
        self.per_seat = QCheckBox(self)
        self.per_seat.setChecked(any(settings.seat_strengths[s] for s in COMPUTER_SEATS))
        g.addWidget(self.per_seat, 1, 0, 1, 2)
        self.seat_labels: dict[int, QLabel] = {}
        self.seat_combos: dict[int, QComboBox] = {}
        for i, seat in enumerate(COMPUTER_SEATS):
            lab = QLabel()
            c = combo(STRENGTHS, settings.strength_of(seat))
            self.seat_labels[seat] = lab
            self.seat_combos[seat] = c
            lab.setBuddy(c)
            g.addWidget(lab, 2 + i, 0)
            g.addWidget(c, 2 + i, 1, Qt.AlignmentFlag.AlignLeft)
        root.addWidget(self.computers)

        # help while playing
        self.helps = QGroupBox(self)
        v = QVBoxLayout(self.helps)
        v.setSpacing(2)
        self.counting_aid = QCheckBox(self)
        self.counting_aid.setChecked(settings.counting_aid)
        self.counting_text = QLabel(self)
        self.counting_text.setObjectName("explain")
        self.counting_text.setWordWrap(True)
        self.counting_text.setFont(small)
        self.auto_genug = QCheckBox(self)
        self.auto_genug.setChecked(settings.auto_genug)
        self.genug_text = QLabel(self)
        self.genug_text.setObjectName("explain")
        self.genug_text.setWordWrap(True)
        self.genug_text.setFont(small)
        self.takeback = QCheckBox(self)
        self.takeback.setChecked(settings.takeback)
        for w in (self.counting_aid, self.counting_text, self.auto_genug, self.genug_text, self.takeback):
            v.addWidget(w)
        v.insertSpacing(4, 4)
        v.insertSpacing(2, 8)
        root.addWidget(self.helps)

        # sounds
        self.sound_box = QGroupBox(self)
        h = QHBoxLayout(self.sound_box)
        self.sounds = QCheckBox(self)
        self.sounds.setChecked(settings.sounds)
        self.volume_label = QLabel(self)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume_label.setBuddy(self.volume)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.volume)
        self.volume_value = QLabel(self)
        self.volume_value.setMinimumWidth(44)
        h.addWidget(self.sounds)
        h.addSpacing(16)
        h.addWidget(self.volume_label)
        h.addWidget(self.volume, 1)
        h.addWidget(self.volume_value)
        root.addWidget(self.sound_box)

        self.note = QLabel(self)
        self.note.setObjectName("explain")
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()  # the note beside the Close button: one row less to make room
        bottom.addWidget(self.note, 1)
        bottom.addWidget(self.buttons)
        root.addLayout(bottom)

        self.lang.currentIndexChanged.connect(lambda _i: self._apply_lang())
        self.pack.currentIndexChanged.connect(lambda _i: self._apply_pack())
        self.speed.currentIndexChanged.connect(lambda _i: self._apply_speed())
        self.strength.currentIndexChanged.connect(lambda _i: self._apply_strength())
        self.per_seat.toggled.connect(lambda _on: self._apply_seats())
        for c in self.seat_combos.values():
            c.currentIndexChanged.connect(lambda _i: self._apply_seats())
        self.counting_aid.toggled.connect(lambda on: self._call("set_counting_aid", bool(on)))
        self.auto_genug.toggled.connect(lambda on: self._call("set_auto_genug", bool(on)))
        self.takeback.toggled.connect(lambda on: self._call("set_takeback", bool(on)))
        self.sounds.toggled.connect(lambda _on: self._apply_sounds())
        self.volume.valueChanged.connect(lambda _v: self._apply_sounds())
        self.retranslate()
        self._update_enabled()
        self._quiet = False
        # as tall as the layout asks (its minimum would squeeze the boxes onto each other)
        self.resize(560, self.sizeHint().height())

    # -- words -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.title.setText(translate("SettingsDialog", "Settings"))
        self.look.setTitle(translate("SettingsDialog", "Table"))
        self.lang_label.setText(translate("SettingsDialog", "Language:"))
        self.pack_label.setText(translate("SettingsDialog", "Card pack:"))
        self.speed_label.setText(translate("SettingsDialog", "Animation speed:"))
        for i in range(self.lang.count()):
            self.lang.setItemText(i, labels.LANGUAGES[str(self.lang.itemData(i))])
        for i in range(self.pack.count()):
            self.pack.setItemText(i, labels.pack_name(str(self.pack.itemData(i))))
        for i in range(self.speed.count()):
            self.speed.setItemText(i, labels.speed_name(str(self.speed.itemData(i))))
        self.computers.setTitle(translate("SettingsDialog", "Computer players"))
        self.strength_label.setText(translate("SettingsDialog", "Strength:"))
        self.per_seat.setText(translate("SettingsDialog", "A strength for each seat"))
        for seat, lab in self.seat_labels.items():
            if seat == 2:
                lab.setText(translate("SettingsDialog", "North (your partner):"))
            elif seat == 1:
                lab.setText(translate("SettingsDialog", "West:"))
            else:
                lab.setText(translate("SettingsDialog", "East:"))
        for c in (self.strength, *self.seat_combos.values()):
            for i in range(c.count()):
                c.setItemText(i, labels.strength_name(str(c.itemData(i))))
        self.helps.setTitle(translate("SettingsDialog", "Help while playing"))
        self.counting_aid.setText(translate("SettingsDialog", "Counting aid"))
        self.counting_text.setText(translate(
            "SettingsDialog", "Shows each team's card points beside its tricks, so you need not count them "
                              "yourself."))
        self.auto_genug.setText(translate("SettingsDialog", "Automatic Genug"))
        self.genug_text.setText(translate(
            "SettingsDialog", "Says Genug for your team as soon as it has 66 card points, so no win is missed."))
        self.takeback.setText(translate("SettingsDialog", "Take back moves (Ctrl+Z)"))
        self.takeback.setToolTip(translate(
            "SettingsDialog", "Ctrl+Z undoes your last decision and the computers' answers to it. A deal with "
                              "moves taken back is counted apart in the statistics."))
        # each box's explanation, under it on the screen, is what a screen reader says with it
        # (a label that is not a buddy is never read when the box takes the focus; issue 42)
        for box, text in ((self.counting_aid, self.counting_text), (self.auto_genug, self.genug_text)):
            box.setAccessibleDescription(text.text())
        self.takeback.setAccessibleDescription(self.takeback.toolTip())
        self.sound_box.setTitle(translate("SettingsDialog", "Sounds"))
        self.sounds.setText(translate("SettingsDialog", "Sounds on"))
        self.volume_label.setText(translate("SettingsDialog", "Volume:"))
        self.volume_value.setText(translate("SettingsDialog", "%1 %").replace("%1", str(self.volume.value())))
        self.note.setText(translate("SettingsDialog", "Changes apply at once and are kept for the next start."))
        # one column for the labels of both boxes, as wide as the widest
        left = [self.lang_label, self.pack_label, self.speed_label, self.strength_label, *self.seat_labels.values()]
        width = max(lab.sizeHint().width() for lab in left)
        for lab in left:
            lab.setMinimumWidth(width)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- applying --------------------------------------------------------------------

    def _call(self, name: str, *args: object) -> None:
        if not self._quiet:
            getattr(self.applier, name)(*args)

    def _update_enabled(self) -> None:
        on = self.per_seat.isChecked()
        for seat in COMPUTER_SEATS:
            self.seat_combos[seat].setEnabled(on)
            self.seat_labels[seat].setEnabled(on)
        self.volume.setEnabled(self.sounds.isChecked())
        self.volume_label.setEnabled(self.sounds.isChecked())
        self.volume_value.setText(translate("SettingsDialog", "%1 %").replace("%1", str(self.volume.value())))

    def _apply_lang(self) -> None:
        self._call("set_lang", str(self.lang.currentData()))

    def _apply_pack(self) -> None:
        self._call("set_pack", str(self.pack.currentData()))

    def _apply_speed(self) -> None:
        self._call("set_speed", str(self.speed.currentData()))

    def _apply_strength(self) -> None:
        self._call("set_strength", str(self.strength.currentData()))
        if not self.per_seat.isChecked():
            self._quiet, quiet = True, self._quiet
            for c in self.seat_combos.values():
                c.setCurrentIndex(self.strength.currentIndex())
            self._quiet = quiet

    def _apply_seats(self) -> None:
        self._update_enabled()
        seats = ["", "", "", ""]
        if self.per_seat.isChecked():
            common = str(self.strength.currentData())
            for seat, c in self.seat_combos.items():
                v = str(c.currentData())
                seats[seat] = v if v != common else ""
        self._call("set_seat_strengths", seats)

    def _apply_sounds(self) -> None:
        self._update_enabled()
        self._call("set_sounds", self.sounds.isChecked(), int(self.volume.value()))
