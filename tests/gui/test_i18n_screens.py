"""Every window, panel and dialog in German and Russian shows no English, and a language
switch in the middle of a deal re-words everything on the screen and keeps the deal."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.qt.mainwindow import rules_for
from bschnapsen_gui.qt.runs import moment as _moment

from .helpers import choose, click_action, wait_for_human_or_end
from .i18n_texts import english_leaks, screen_texts


def _drive_to(qtbot, game, at: str) -> None:
    """Computers in all seats until the moment ``at`` (as ``--screenshot --at``)."""
    c = game.controller
    c.set_match(Match(rules_for("standard"), 3, dealer=3))
    c.human_seats = frozenset()
    c.auto_next_deal = True
    stopped: list[bool] = []
    c.autoplayStopped.connect(lambda: stopped.append(True))
    c.stop_when = _moment(at)
    game.start()
    qtbot.waitUntil(lambda: bool(stopped), timeout=30_000)
    qtbot.waitUntil(lambda: not game.window.view.table.animator.running, timeout=5_000)
    QApplication.processEvents()


def _check(window: QWidget, lang: str, where: str) -> None:
    leaks = english_leaks(screen_texts(window), lang)
    assert not leaks, f"{where} ({lang}):\n" + "\n".join(leaks)


def _dialog_actions(window) -> list:
    """The menu entries that open something (not the choices, not Quit or New Bummerl)."""
    out = []
    skip = {window.menu_actions[Command.QUIT], window.menu_actions[Command.NEW_BUMMERL]}
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        stack = [menu]
        while stack:
            m = stack.pop()
            for a in m.actions():
                if a.menu() is not None:
                    stack.append(a.menu())
                elif not a.isSeparator() and not a.isCheckable() and a not in skip:
                    out.append(a)
    return out


def _open_and_check(qtbot, window, action, lang: str) -> str:
    """Trigger ``action``; check the dialog (modal or not) or panel it opens, close it."""
    seen: list[str] = []
    failures: list[str] = []
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}

    ran: list[bool] = []

    def check_modal() -> None:
        ran.append(True)
        w = QApplication.activeModalWidget()
        if w is None:
            return
        seen.append(w.windowTitle())
        try:  # never leave a modal dialog open: its exec() would block the test
            _check(w, lang, f"dialog {w.windowTitle()!r} from {action.text()!r}")
        except AssertionError as exc:
            failures.append(str(exc))
        finally:
            if isinstance(w, QDialog):
                w.reject()
            else:
                w.close()

    QTimer.singleShot(300, check_modal)
    action.trigger()
    qtbot.waitUntil(lambda: bool(ran))  # a modal dialog was checked and closed by now
    assert not failures, failures[0]
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and id(w) not in before:
            seen.append(w.windowTitle())
            _check(w, lang, f"window {w.windowTitle()!r} from {action.text()!r}")
            w.close()
    view = window.view
    if view.overlay.isVisible():
        _check(window, lang, f"panel {view.overlay.kind!r} from {action.text()!r}")
        view.close_overlay()
    # a hint thinks in the background: let it finish
    qtbot.waitUntil(lambda: not window.assist.busy, timeout=10_000)
    return ", ".join(seen)


@pytest.mark.parametrize("lang, pack", [("de", "tell"), ("ru", "french")])
def test_bidding_panels_speak_the_language(qtbot, make_game, lang, pack):
    for at in ("trump", "auction", "double"):
        game = make_game(lang=lang, pack=pack, persist=False)
        _drive_to(qtbot, game, at)
        assert game.window.view.action_panel.isVisible()
        _check(game.window, lang, at)
        game.window.close()
        game.controller.shutdown()


@pytest.mark.parametrize("lang, pack", [("de", "french"), ("ru", "tell")])
def test_play_summary_and_every_dialog_speak_the_language(qtbot, make_game, lang, pack):
    game = make_game(lang=lang, pack=pack, persist=False)
    w = game.window
    _drive_to(qtbot, game, "play")
    _check(w, lang, "play")
    # every menu entry that opens a panel or a dialog, mid-deal
    opened = [_open_and_check(qtbot, w, a, lang) for a in _dialog_actions(w)]
    assert any(opened), "no dialog was opened"
    _check(w, lang, "play, after the dialogs")
    c = game.controller
    c.human_seats = frozenset()
    # on to the next deal if this one ends before its third trick (a Genug, a lost
    # Schnapser): the summary moment needs three tricks
    c.auto_next_deal = True
    c.stop_when = _moment("summary")
    stopped: list[bool] = []
    c.autoplayStopped.connect(lambda: stopped.append(True))
    c.resume()
    qtbot.waitUntil(lambda: bool(stopped), timeout=30_000)
    qtbot.waitUntil(lambda: w.view.overlay.kind == "summary", timeout=10_000)
    _check(w, lang, "summary")
    w.view.show_scores()
    _check(w, lang, "score sheet")
    w.view.close_overlay()


def test_language_switch_mid_deal_rewords_everything_and_keeps_the_deal(qtbot, make_game):
    game = make_game(lang="en", pack="tell", persist=False)
    w = game.window
    c = game.controller
    _drive_to(qtbot, game, "play")
    history = list(c.deal.history)
    w.view.show_scores()  # an overlay open during the switch
    w.show_help()
    for lang, game_menu in (("de", "&Spiel"), ("ru", "&Игра")):
        w.set_lang(lang)
        qtbot.waitUntil(lambda game_menu=game_menu: w.game_menu.title() == game_menu, timeout=3000)
        # the other widgets take in the language change as their events come
        qtbot.waitUntil(lambda lang=lang: _check(w, lang, f"after switching to {lang}"), timeout=3000)
        assert c.deal.history == history
        assert w.view.overlay.kind == "scores"
        hand = c.hand_model
        refused = [card for card in hand.cards if not hand.is_legal(card)]
        assert all(hand.reason(card) for card in refused), "a dimmed card lost its reason"
        assert all(w.view.table.items_by_card[card].toolTip() == hand.reason(card) for card in refused)
        assert w.help_dialog is not None
        assert w.help_dialog.windowTitle() != "Bauernschnapsen: rules and help"
        w.view.close_overlay()
        _check(w, lang, f"table after switching to {lang}")
        w.view.show_scores()
    help_text = w.help_dialog.browser.toPlainText()
    assert "Херц-Кёниг" in help_text and "Хватит!" in help_text
    w.set_lang("en")
    qtbot.waitUntil(lambda: w.game_menu.title() == "&Game", timeout=3000)
    assert c.deal.history == history
    assert "North" in " ".join(screen_texts(w))
    w.help_dialog.close()


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_no_two_entries_of_a_menu_share_an_alt_key(make_game, lang):
    game = make_game(lang=lang, persist=False)
    bar = game.window.menuBar()
    menus = [(bar.actions(), "menu bar")]
    problems = []
    while menus:
        actions, where = menus.pop()
        keys: dict[str, str] = {}
        for a in actions:
            text = a.text().split("\t")[0]
            m = re.search(r"&(\w)", text)
            if m:
                k = m.group(1).lower()
                if k in keys:
                    problems.append(f"{where}: {keys[k]!r} and {text!r} share Alt+{k}")
                keys[k] = text
            if a.menu() is not None:
                menus.append((a.menu().actions(), text))
    assert not problems, "\n".join(problems)


def test_first_start_follows_the_system_language(make_game, monkeypatch):
    from bschnapsen_gui.qt import app as game_app

    monkeypatch.setattr(game_app, "system_language", lambda: "ru")
    game = make_game(lang=None)  # no settings file yet, no --lang
    assert game.settings.lang == "ru"
    assert game.window.game_menu.title() == "&Игра"


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_notices_at_start_speak_the_language(qtbot, make_game, lang):
    """The offer to continue a saved game, and the notice about a broken file."""
    from bschnapsen_gui.storage import settings

    first = make_game(seed=21, lang=lang)
    first.start()
    wait_for_human_or_end(qtbot, first)
    click_action(qtbot, first, choose(first.controller.human_options))  # saved after it
    first.window.close()
    first.controller.shutdown()
    again = make_game(lang=lang)
    again.start()
    assert again.window.view.overlay.kind == "resume"
    _check(again.window, lang, "continue the saved game?")
    again.window.close()
    again.controller.shutdown()
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text("this is not JSON", encoding="utf-8")
    broken = make_game(lang=lang)
    broken.start()
    assert broken.window.view.overlay.kind == "notice"
    _check(broken.window, lang, "a file could not be read")
