"""The rules dialog: presets, every rule option explained, house-rule sets by name.

At the top the player picks where to start: a preset (Standard, Traditional, All
contracts) or one of his saved sets; below, every option of docs/rules.md §12 in sections, each
with one sentence on what it does and an example.  Changing an option makes the choice
"Own rules" until it is saved under a name ("Save as…").  The dialog only edits; the
window applies the result from the next deal (:meth:`~..mainwindow.MainWindow.apply_rules`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import OPTIONS, PRESETS, RuleSet
from ...storage.houserules import HouseRules, valid_name
from ...storage.settings import CUSTOM_RULES, HOUSE_PREFIX, RULE_PRESETS
from ..i18n import labels, ruletexts
from ..i18n.filewords import save_failure_reason
from ..widgets.parts import dress_dialog, tell, title_label

translate = QCoreApplication.translate


def _ask_name(parent: QWidget, current: str) -> str | None:
    text, ok = QInputDialog.getText(
        parent,
        translate("RulesDialog", "Save house rules"),
        translate("RulesDialog", "Name of this set of house rules:"),
        text=current,
    )
    return text.strip() if ok else None


class RulesDialog(QDialog):
    """Edit the house rules; :meth:`rules` and :meth:`choice` give the result."""

    saveFailed = Signal(str)  # the house rules could not be saved (also told in a box here)

    def __init__(self, rules: RuleSet, choice: str, house: HouseRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        f = dress_dialog(self, "rulesDialog")
        self.house = house
        self.ask_name: Callable[[QWidget, str], str | None] = _ask_name
        self.controls: dict[str, QCheckBox | QComboBox] = {}
        self._texts: dict[str, tuple[QLabel | None, QLabel, QLabel]] = {}
        self._groups: list[tuple[QGroupBox, str]] = []
        self._quiet = False
        self.resize(780, 680)

        root = QVBoxLayout(self)
        root.setContentsMargins(18, 16, 18, 14)
        root.setSpacing(10)
        self.title = title_label(self, f)
        root.addWidget(self.title)
        top = QHBoxLayout()
        self.set_label = QLabel(self)
        self.sets = QComboBox(self)
        self.sets.setMinimumWidth(240)
        self.save_button = QPushButton(self)
        self.delete_button = QPushButton(self)
        top.addWidget(self.set_label)
        top.addWidget(self.sets, 1)
        top.addWidget(self.save_button)
        top.addWidget(self.delete_button)
        root.addLayout(top)
        self.intro = QLabel(self)
        self.intro.setObjectName("explain")
        self.intro.setWordWrap(True)
        root.addWidget(self.intro)

        body = QWidget()
        body.setObjectName("dialogBody")
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 8, 0)
        lay.setSpacing(8)
        small = QFont(f)
        small.setPixelSize(12)
        bold = QFont(f)
        bold.setBold(True)
        for group_text, names in ruletexts.GROUPS:
            box = QGroupBox(body)
            grid = QGridLayout(box)
            grid.setHorizontalSpacing(14)
            grid.setVerticalSpacing(2)
            grid.setColumnStretch(1, 1)
            row = 0
            for name in names:
                spec = OPTIONS[name]
                name_label: QLabel | None = None
                control: QCheckBox | QComboBox
                if spec.kind is bool:
                    check = QCheckBox(box)
                    check.setFont(bold)
                    check.toggled.connect(self._changed)
                    control = check
                    grid.addWidget(check, row, 0, 1, 2)
                else:
                    name_label = QLabel(box)
                    name_label.setFont(bold)
                    combo = QComboBox(box)
                    for v in spec.values:
                        combo.addItem("", v)
                    combo.currentIndexChanged.connect(self._changed)
                    control = combo
                    grid.addWidget(name_label, row, 0)
                    grid.addWidget(combo, row, 1, Qt.AlignmentFlag.AlignLeft)
                explain = QLabel(box)
                explain.setObjectName("explain")
                explain.setWordWrap(True)
                explain.setFont(small)
                example = QLabel(box)
                example.setObjectName("example")
                example.setWordWrap(True)
                example.setFont(small)
                grid.addWidget(explain, row + 1, 0, 1, 2)
                grid.addWidget(example, row + 2, 0, 1, 2)
                spacer = QFrame(box)
                spacer.setFixedHeight(6)
                grid.addWidget(spacer, row + 3, 0, 1, 2)
                row += 4
                self.controls[name] = control
                self._texts[name] = (name_label, explain, example)
            lay.addWidget(box)
            self._groups.append((box, group_text))
        lay.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        root.addWidget(scroll, 1)
        self.note = QLabel(self)
        self.note.setObjectName("explain")
        self.note.setWordWrap(True)
        root.addWidget(self.note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)

        self.sets.activated.connect(self._set_chosen)
        self.save_button.clicked.connect(self.save_as)
        self.delete_button.clicked.connect(self.delete_set)
        self.retranslate()
        self.set_rules(rules)
        self._fill_sets(choice)

    # -- words -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(translate("RulesDialog", "Rules"))
        self.title.setText(translate("RulesDialog", "House rules"))
        self.set_label.setText(translate("RulesDialog", "Rule set:"))
        self.save_button.setText(translate("RulesDialog", "Save as…"))
        self.delete_button.setText(translate("RulesDialog", "Delete"))
        self.intro.setText(translate(
            "RulesDialog",
            "Start from a preset or one of your saved sets, then change single rules below. "
            "Save your changes under a name to keep them as house rules.",
        ))
        self.note.setText(translate("RulesDialog", "New rules apply from the next deal."))
        for box, text in self._groups:
            box.setTitle(ruletexts.group_title(text))
        for name, control in self.controls.items():
            name_label, explain, example = self._texts[name]
            if isinstance(control, QCheckBox):
                control.setText(ruletexts.title(name))
            else:
                assert name_label is not None
                name_label.setText(ruletexts.title(name))
                for i in range(control.count()):
                    control.setItemText(i, ruletexts.value_label(name, control.itemData(i)))
            explain.setText(ruletexts.explanation(name))
            example.setText(ruletexts.example(name))
        self._fill_sets(self.choice())

    # -- the options -----------------------------------------------------------------

    def set_option(self, name: str, value: Any) -> None:
        """Set one option's control (as the player would)."""
        control = self.controls[name]
        if isinstance(control, QCheckBox):
            control.setChecked(bool(value))
        else:
            control.setCurrentIndex(control.findData(value))

    def set_rules(self, rules: RuleSet) -> None:
        self._quiet = True
        try:
            for name, value in rules.to_json(full=True).items():
                self.set_option(name, value)
        finally:
            self._quiet = False
        self._update_enabled()

    def rules(self) -> RuleSet:
        """The rule set the controls show."""
        values: dict[str, Any] = {}
        for name, control in self.controls.items():
            if isinstance(control, QCheckBox):
                values[name] = control.isChecked()
            else:
                values[name] = control.currentData()
        return RuleSet.from_json(values)

    def _changed(self, *_: object) -> None:
        self._update_enabled()
        if self._quiet:
            return
        self._fill_sets(self._match_choice())

    def _update_enabled(self) -> None:
        """Options that only matter with another one on are greyed without it."""
        def on(name: str) -> bool:
            c = self.controls[name]
            return c.isChecked() if isinstance(c, QCheckBox) else True

        for name, needs in (("plauderer_kind", "plauderer"), ("bettler_points", "bettler")):
            self.controls[name].setEnabled(on(needs))
            name_label = self._texts[name][0]
            if name_label is not None:
                name_label.setEnabled(on(needs))

    # -- rule sets -------------------------------------------------------------------

    def choice(self) -> str:
        """Where the rules come from: a preset id, "house:<name>" or "custom"."""
        data = self.sets.currentData()
        return str(data) if data else CUSTOM_RULES

    def _match_choice(self) -> str:
        rules = self.rules()
        current = self.choice()
        if current.startswith(HOUSE_PREFIX) and self.house.sets.get(current[len(HOUSE_PREFIX):]) == rules:
            return current
        for key in RULE_PRESETS:
            if PRESETS[key] == rules:
                return key
        name = self.house.find(rules)
        return HOUSE_PREFIX + name if name is not None else CUSTOM_RULES

    def _fill_sets(self, choice: str) -> None:
        combo = self.sets
        combo.blockSignals(True)
        combo.clear()
        for key in RULE_PRESETS:
            combo.addItem(labels.preset_name(key), key)
        if self.house.sets:
            combo.insertSeparator(combo.count())
            for name in self.house.sets:
                combo.addItem(name, HOUSE_PREFIX + name)
        if choice == CUSTOM_RULES or combo.findData(choice) < 0:
            combo.addItem(translate("RulesDialog", "Own rules (not saved)"), CUSTOM_RULES)
            choice = CUSTOM_RULES
        combo.setCurrentIndex(combo.findData(choice))
        combo.blockSignals(False)
        self.delete_button.setEnabled(choice.startswith(HOUSE_PREFIX))

    def _set_chosen(self, index: int) -> None:
        key = str(self.sets.itemData(index) or CUSTOM_RULES)
        if key in PRESETS:
            self.set_rules(PRESETS[key])
        elif key.startswith(HOUSE_PREFIX):
            self.set_rules(self.house.sets[key[len(HOUSE_PREFIX):]])
        self._fill_sets(key)

    def save_as(self) -> None:
        current = self.choice()
        suggestion = current[len(HOUSE_PREFIX):] if current.startswith(HOUSE_PREFIX) else ""
        name = self.ask_name(self, suggestion)
        if name is None:
            return
        name = name.strip()
        if not valid_name(name):
            tell(self, translate("RulesDialog", "Save house rules"),
                 translate("RulesDialog", "A name needs 1 to 40 characters."))
            return
        try:
            self.house.put(name, self.rules())
        except OSError as exc:
            self._save_failed(translate("RulesDialog", "Save house rules"), exc)
            return
        self._fill_sets(HOUSE_PREFIX + name)

    def delete_set(self) -> None:
        current = self.choice()
        if not current.startswith(HOUSE_PREFIX):
            return
        try:
            self.house.delete(current[len(HOUSE_PREFIX):])
        except OSError as exc:
            self._save_failed(translate("RulesDialog", "Delete"), exc)
            return
        self._fill_sets(self._match_choice())

    def _save_failed(self, title: str, exc: OSError) -> None:
        """The player asked for this save: told here, and in the window's status line."""
        text = translate("RulesDialog", "The house rules could not be saved: %1").replace(
            "%1", save_failure_reason(exc))
        self.saveFailed.emit(text)
        tell(self, title, text)
