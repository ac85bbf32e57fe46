"""The window's action table: every menu entry is a row of it, and each key of it does what
its menu entry does (a panel's key opens the panel and, pressed again, closes it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from bschnapsen_gui.qt.commands import Command, PanelKind
from bschnapsen_gui.qt.mainwindow import ACTIONS, CHOICES
from bschnapsen_gui.qt.menus import shortcuts_of

from .helpers import wait_for_human_or_end

PANELS = {Command.SCORES: PanelKind.SCORES, Command.LAST_TRICK: PanelKind.LAST_TRICK,
          Command.DEAL_LOG: PanelKind.DEAL_LOG}
HINT_STATUS = ("The computer is thinking about a hint…", "Hint:")


def _menu_entries(window) -> list:
    """The menus' plain entries (no submenus, separators or choices), in menu order."""
    out = []
    for top in window.menuBar().actions():
        for a in top.menu().actions():
            if a.menu() is None and not a.isSeparator() and not a.isCheckable():
                out.append(a)
    return out


def test_every_menu_entry_is_a_row_of_the_action_table(make_game):
    w = make_game(seed=3).window
    rows = [e for e in ACTIONS if e.menu is not None]
    assert _menu_entries(w) == [w.menu_actions[e.command] for e in rows]
    assert [a.menu().title() for a in w.settings_menu.actions() if a.menu() is not None] == [
        w.menus.choice_menus[c.name].title() for c in CHOICES]
    for e in rows:
        a = w.menu_actions[e.command]
        if e.shortcut is not None:
            assert a.shortcuts() == shortcuts_of(e.shortcut)  # the desktop's, or ours where it has none
        if e.key is not None:  # the menu shows the key the table takes, after a tab
            assert a.text().endswith("\t" + QKeySequence(e.key).toString()), a.text()
    assert len({e.command for e in ACTIONS}) == len(ACTIONS)


def test_each_key_of_the_action_table_does_what_its_menu_entry_does(qtbot, make_game):
    game = make_game(seed=15)
    w = game.window
    view = w.view
    game.start()
    wait_for_human_or_end(qtbot, game)
    keyed = [e for e in ACTIONS if e.key is not None]
    checked = set(PANELS) | {Command.HINT, Command.DESCRIBE}
    assert {e.command for e in keyed} == checked, "a new key needs its check here"
    for e in keyed:
        for press in (lambda e=e: qtbot.keyClick(view, e.key), w.menu_actions[e.command].trigger):
            if e.command is Command.DESCRIBE:  # the table in words, in a message box
                press()
                box = w.description_box
                qtbot.waitUntil(box.isVisible)
                assert "Your hand: " in box.text()
                box.close()
                assert not box.isVisible()
            elif e.command in PANELS:
                kind = PANELS[e.command]
                assert view.overlay.kind is PanelKind.NONE
                press()
                assert view.overlay.kind is kind and view.overlay.isVisible(), e.command
                press()
                assert view.overlay.kind is PanelKind.NONE and not view.overlay.isVisible(), e.command
            else:  # the hint: asked for, then shown in the status line
                w.show_status("")
                press()
                assert w.status.text().startswith(HINT_STATUS), w.status.text()
                qtbot.waitUntil(lambda: not w.assist.busy, timeout=10_000)
                assert w.status.text().startswith("Hint:"), w.status.text()
    # a panel's key closes it from the menu and the other way round; Esc closes it too
    for e in keyed:
        if e.command in PANELS:
            qtbot.keyClick(view, e.key)
            w.menu_actions[e.command].trigger()
            assert view.overlay.kind is PanelKind.NONE
            w.menu_actions[e.command].trigger()
            qtbot.keyClick(view, Qt.Key.Key_Escape)
            assert view.overlay.kind is PanelKind.NONE, e.command


def test_table_keys_wait_while_a_notice_is_shown(qtbot, make_game):
    game = make_game(seed=15)
    view = game.window.view
    game.start()
    wait_for_human_or_end(qtbot, game)
    view.show_notice(PanelKind.NOTICE, "A notice", "Read me", [("OK", Command.OK)])
    for e in ACTIONS:
        if e.key is not None:
            qtbot.keyClick(view, e.key)
            assert view.overlay.kind is PanelKind.NOTICE, e.command
    qtbot.keyClick(view, Qt.Key.Key_Return)  # its button
    assert view.overlay.kind is PanelKind.NONE
