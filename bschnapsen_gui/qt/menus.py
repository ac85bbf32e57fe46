"""The window's menus, made from its action table.

Every menu entry, shortcut and table key of the window is a row (:class:`Entry`) of one
table, and each submenu of exclusive choices in the settings menu is a :class:`Choice`; the
window (``mainwindow.py``) holds the rows, since each names what it does there.  Here the rows
become menus and actions (:class:`Menus`), worded again on a language switch, a shortcut shown
after a tab as the one-key entries have it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ..storage.settings import Settings
from .commands import Command

translate = QCoreApplication.translate

W = TypeVar("W")  # the window the rows act on

# the keys of a standard shortcut where the desktop defines none: outside KDE and GNOME
# (openbox, a bare X session) Qt has no Preferences and no Quit keys at all
FALLBACK_KEYS = {QKeySequence.StandardKey.Preferences: "Ctrl+,", QKeySequence.StandardKey.Quit: "Ctrl+Q"}


def shortcuts_of(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The desktop's keys for ``key``, or ours where it has none."""
    keys = QKeySequence.keyBindings(key)
    if not keys and key in FALLBACK_KEYS:
        keys = [QKeySequence(FALLBACK_KEYS[key])]
    return keys


class Menu(Enum):
    GAME = "game"
    SETTINGS = "settings"
    HELP = "help"


@dataclass(frozen=True)
class Entry(Generic[W]):
    """One row of the action table."""

    command: Command
    text: str  # the menu text in English (context "MainWindow"); a table key follows a tab
    menu: Menu | None  # None: no menu entry (a panel button's command)
    handler: Callable[[W], object]
    shortcut: QKeySequence.StandardKey | None = None  # a shortcut of the menu entry
    key: Qt.Key | None = None  # a plain key the table view passes on (no modifier)
    separator_before: bool = False


@dataclass(frozen=True)
class Choice(Generic[W]):
    """One submenu of exclusive choices in the settings menu."""

    name: str  # the key of its actions in ``Menus.choices``
    title: str  # (context "MainWindow")
    values: tuple[str, ...]
    label: Callable[[str], str]
    current: Callable[[Settings], str]
    apply: Callable[[W, str], None]


class Menus(Generic[W]):
    """The menu bar of ``window``: the game, settings and help menus; ``entries`` holds each
    entry's action by command, ``choices`` each choice's actions by value."""

    def __init__(self, window: QMainWindow, owner: W, entries: Sequence[Entry[W]], choices: Sequence[Choice[W]],
                 settings: Settings, on_command: Callable[[Command], None]) -> None:
        self._rows = entries
        self._choice_rows = choices
        bar = window.menuBar()
        self.game = bar.addMenu("")
        self.settings = bar.addMenu("")
        self.help = bar.addMenu("")
        self.choice_menus: dict[str, QMenu] = {}
        self.choices: dict[str, dict[str, QAction]] = {}  # by choice, then value
        for choice in choices:
            sub = self.settings.addMenu("")
            self.choice_menus[choice.name] = sub
            self.choices[choice.name] = self._group(
                window, sub, choice.values, choice.current(settings), functools.partial(choice.apply, owner))
        menus = {Menu.GAME: self.game, Menu.SETTINGS: self.settings, Menu.HELP: self.help}
        self.entries: dict[Command, QAction] = {}
        for entry in entries:
            if entry.menu is None:
                continue
            a = QAction(window)
            if entry.shortcut is not None:
                a.setShortcuts(shortcuts_of(entry.shortcut))
            a.triggered.connect(lambda _=False, c=entry.command: on_command(c))
            menu = menus[entry.menu]
            if entry.separator_before:
                menu.addSeparator()
            menu.addAction(a)
            self.entries[entry.command] = a

    @staticmethod
    def _group(window: QMainWindow, menu: QMenu, values: tuple[str, ...], current: str,
               apply: Callable[[str], None]) -> dict[str, QAction]:
        group = QActionGroup(window)
        group.setExclusive(True)
        out = {}
        for v in values:
            a = QAction(window)
            a.setCheckable(True)
            a.setChecked(v == current)
            a.triggered.connect(lambda _=False, v=v: apply(v))
            group.addAction(a)
            menu.addAction(a)
            out[v] = a
        return out

    def retranslate(self) -> None:
        self.game.setTitle(translate("MainWindow", "&Game"))
        self.settings.setTitle(translate("MainWindow", "&Settings"))
        self.help.setTitle(translate("MainWindow", "&Help"))
        for choice in self._choice_rows:
            self.choice_menus[choice.name].setTitle(translate("MainWindow", choice.title))
            for k, a in self.choices[choice.name].items():
                a.setText(choice.label(k))
        for entry in self._rows:
            if entry.command in self.entries:
                a = self.entries[entry.command]
                text = translate("MainWindow", entry.text)
                if entry.shortcut is not None and "\t" not in text and not a.shortcut().isEmpty():
                    # the shortcut after a tab, as the one-key entries have it: the menu shows
                    # it as before, and a screen reader now says it with the entry's name
                    # ("New Bummerl" alone, issue 42; Orca reads no key binding but a second)
                    text += "\t" + a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                a.setText(text)
