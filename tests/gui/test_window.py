"""The window around the table: New Bummerl asks before throwing play away, the mouse wheel
leaves unfocused controls alone, the window fits the screen and comes back where it was,
the About dialog speaks the player's language."""

from __future__ import annotations

import dataclasses
import json

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox, QScrollArea

from bschnapsen_gui import __version__
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.qt.dialogs.about import AboutDialog
from bschnapsen_gui.storage import settings

from .helpers import choose, click_action, wait_for_human_or_end
from .i18n_texts import english_leaks, screen_texts

# -- New Bummerl -----------------------------------------------------------------------------


def _answer_next_question(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Press ``button`` in the question box as soon as it is open (its event loop runs the
    timer); the question's text goes into ``seen``."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not open yet: look again
            QTimer.singleShot(10, press)
            return
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, press)


def _human_acts(qtbot, game) -> None:
    """The player makes one call or plays one card (by mouse, as a player would)."""
    wait_for_human_or_end(qtbot, game)
    c = game.controller
    before = len(c.deal.history)
    click_action(qtbot, game, choose(c.human_options))
    qtbot.waitUntil(lambda: len(c.deal.history) > before)


def test_new_bummerl_asks_only_when_play_would_be_lost(qtbot, make_game):
    game = make_game(seed=15)
    w = game.window
    c = game.controller
    asked: list[str] = []
    real_confirm = w.confirm
    w.confirm = lambda title, text: asked.append(text) or real_confirm(title, text)  # type: ignore[method-assign]
    game.start()
    wait_for_human_or_end(qtbot, game)
    # a fresh Bummerl: the player has not acted yet, no deal finished -> no question
    assert not any(a.seat == 0 for a in c.deal.history)
    assert not w.bummerl_under_way()
    first = c.deal
    with qtbot.waitSignal(c.matchReset, timeout=5000):
        w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert asked == []
    assert c.deal is not first and not c.deal.finished

    # the player has made a call: the Bummerl is under way; "No" keeps everything
    _human_acts(qtbot, game)
    assert w.bummerl_under_way()
    deal, history = c.deal, list(c.deal.history)
    bummerl = len(c.match.bummerl)
    seen: list[str] = []
    _answer_next_question(QMessageBox.StandardButton.No, seen)
    w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert len(asked) == 1 and seen == asked
    assert c.deal is deal and c.deal.history[: len(history)] == history
    assert len(c.match.bummerl) == bummerl and not c.match.current_bummerl.abandoned

    # "Yes" gives it up: a fresh deal of a Bummerl at 0 : 0
    _answer_next_question(QMessageBox.StandardButton.Yes, seen)
    with qtbot.waitSignal(c.matchReset, timeout=5000):
        w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert len(asked) == 2
    assert c.deal is not deal and not any(a.seat == 0 for a in c.deal.history)
    assert c.match.current_bummerl.points == [0, 0]


def test_a_finished_deal_puts_the_bummerl_under_way(qtbot, make_game):
    game = make_game(seed=15)
    w = game.window
    c = game.controller
    w.confirm = lambda title, text: False  # type: ignore[method-assign]
    game.start()
    while not c.deal.finished:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        c.act(choose(c.human_options))
    assert c.match.records, "the deal is recorded in the match"
    if c.match.bummerl_over:  # pragma: no cover - one deal never wins a Bummerl to 24
        assert not w.bummerl_under_way()
        return
    assert w.bummerl_under_way()
    finished = c.deal
    w.menu_actions[Command.NEW_BUMMERL].trigger()
    assert c.deal is finished, "refused: the finished deal stays on the table"
    assert not c.match.current_bummerl.abandoned


# -- the mouse wheel -------------------------------------------------------------------------


def _wheel(widget, notches: int = -1) -> None:
    """Turn the wheel over the middle of ``widget`` as the window system does (a spontaneous
    event to the window, which hands it to the widget under the pointer)."""
    window = widget.window()
    QTest.wheelEvent(window.windowHandle(), QPointF(widget.mapTo(window, widget.rect().center())),
                     QPoint(0, 120 * notches))
    QApplication.processEvents()


def _combo_in_view(dlg, scroll) -> QComboBox | None:
    """A drop-down of the rule options in the visible part of the scroll area."""
    viewport = scroll.viewport()
    for control in dlg.controls.values():
        if isinstance(control, QComboBox) and control.isEnabled():
            top = control.mapTo(viewport, QPoint(0, 0)).y()
            if 0 <= top and top + control.height() < viewport.height():
                return control
    return None


def test_the_wheel_scrolls_past_unfocused_drop_downs(qtbot, make_game):
    game = make_game(seed=2)
    dlg = game.window.rules_dialog()
    qtbot.addWidget(dlg)
    dlg.resize(780, 680)
    dlg.show()
    qtbot.waitExposed(dlg)
    scroll = dlg.findChild(QScrollArea)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the rules are longer than the dialog"
    rules = dlg.rules()
    # from the top to the bottom, over every drop-down that comes into view: the page
    # scrolls, no rule changes
    tried = 0
    while bar.value() < bar.maximum():
        value = bar.value()
        combo = _combo_in_view(dlg, scroll)
        if combo is None:
            _wheel(scroll.viewport())
        else:
            tried += 1
            assert not combo.hasFocus()
            index = combo.currentIndex()
            _wheel(combo)
            assert combo.currentIndex() == index, "an unfocused drop-down changed"
            assert not combo.hasFocus(), "the wheel gave it the focus"
        assert bar.value() > value, "the wheel should scroll the page"
    assert tried >= 5
    assert dlg.rules() == rules
    # a drop-down with the focus (clicked or tabbed into) does not take the wheel either:
    # the page scrolls; it changes when opened or by keys
    bar.setValue(0)
    combo = _combo_in_view(dlg, scroll)
    assert combo is not None
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    index = combo.currentIndex()
    _wheel(combo, -1)
    assert combo.currentIndex() == index and bar.value() > 0
    qtbot.keyClick(combo, Qt.Key.Key_Down if index + 1 < combo.count() else Qt.Key.Key_Up)
    assert combo.currentIndex() != index


def test_the_wheel_leaves_the_settings_alone(qtbot, make_game):
    game = make_game(seed=2)
    dlg = game.window.settings_dialog()
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    before = dataclasses.asdict(game.settings)
    # Settings opens with the focus on the language: wheeling over it switched the language
    qtbot.waitUntil(dlg.lang.hasFocus)
    for control in (dlg.lang, dlg.pack, dlg.speed, dlg.strength, *dlg.seat_combos.values()):
        control.setEnabled(True)
        control.setFocus()  # as if clicked or tabbed into
        qtbot.waitUntil(control.hasFocus)
        for notches in (-1, 1, 1):
            _wheel(control, notches)
            assert dataclasses.asdict(game.settings) == before, control.objectName()
    assert game.settings.lang == "en"
    dlg.buttons.setFocus()
    dlg.volume.setEnabled(True)
    for notches in (-1, 1, 1):
        _wheel(dlg.volume, notches)
        assert dataclasses.asdict(game.settings) == before
    assert not dlg.volume.hasFocus()


# -- the window's size and place ---------------------------------------------------------------


def test_the_window_fits_the_available_area(qtbot, make_game):
    game = make_game(seed=2)
    w = game.window
    avail = w.screen().availableGeometry()
    assert avail.width() < 1280 + 16, "the test screen is smaller than the default window"
    game.start()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w._fitted)
    QApplication.processEvents()
    assert avail.contains(w.frameGeometry()), (w.frameGeometry(), avail)
    assert w.minimumSize().width() <= avail.width() and w.minimumSize().height() <= avail.height()
    # a remembered window larger than the screen (from a bigger screen, or before a scale
    # factor of 2) comes back inside it
    w.close()
    again = make_game(seed=2)
    again.settings.window_rect = [-500, 300, 3000, 2000]
    again.window.place()
    assert avail.contains(again.window.geometry()), again.window.geometry()


def test_the_window_comes_back_where_it_was(qtbot, make_game):
    game = make_game(seed=2)
    w = game.window
    game.start()
    qtbot.waitExposed(w)
    avail = w.screen().availableGeometry()
    where = QRect(avail.left() + 30, avail.top() + 50, 700, 520)
    w.setGeometry(where)
    qtbot.waitUntil(lambda: w.geometry() == where)
    w.close()
    stored = json.loads(settings.settings_path().read_text())
    assert stored["window_rect"] == [where.x(), where.y(), where.width(), where.height()]
    assert stored["window_maximised"] is False

    again = make_game(seed=2)  # a restart: a new Game reads the settings
    again.start()
    qtbot.waitExposed(again.window)
    assert again.window.geometry() == where
    assert not again.window.isMaximized()
    # maximised: it comes back maximised, and un-maximised to where it was
    again.window.showMaximized()
    qtbot.waitUntil(again.window.isMaximized)
    again.window.close()
    assert json.loads(settings.settings_path().read_text())["window_maximised"] is True
    third = make_game(seed=2)
    third.start()
    qtbot.waitExposed(third.window)
    assert third.window.isMaximized()
    assert third.window.normalGeometry() == where


def _stored_rect() -> list[int] | None:
    path = settings.settings_path()
    return json.loads(path.read_text()).get("window_rect") if path.exists() else None


def test_the_window_place_is_saved_when_it_settles_and_at_a_deal_end(qtbot, make_game):
    """A game that is killed (no closeEvent) keeps the window's place: it is saved once a
    move or resize has settled, and at the end of each deal."""
    game = make_game(seed=2)
    w = game.window
    game.start()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w._fitted)
    avail = w.screen().availableGeometry()
    where = QRect(avail.left() + 20, avail.top() + 30, 720, 540)
    w.setGeometry(where)
    qtbot.waitUntil(lambda: w.geometry() == where)
    qtbot.waitUntil(lambda: _stored_rect() == [where.x(), where.y(), where.width(), where.height()], timeout=5000)
    # a resize whose settling is not waited for is saved when the deal ends
    there = QRect(avail.left() + 40, avail.top() + 20, 760, 560)
    w.setGeometry(there)
    qtbot.waitUntil(lambda: w.geometry() == there)
    w._geometry_timer.stop()
    assert _stored_rect() != [there.x(), there.y(), there.width(), there.height()]
    c = game.controller
    while not c.deal.finished:
        wait_for_human_or_end(qtbot, game)
        if not c.deal.finished:
            c.act(choose(c.human_options))
    assert not w._geometry_timer.isActive()
    qtbot.waitUntil(lambda: _stored_rect() == [there.x(), there.y(), there.width(), there.height()], timeout=5000)


def test_the_window_makes_the_lessons_and_the_summary_body_at_their_first_use(qtbot, make_game):
    """Start-up (docs/architecture.md): the window does not read and replay the nine lessons
    (about 50 ms) nor build the summary's hands and review before its first frame."""
    game = make_game()
    assert "lessons" not in vars(game.window.lessons)
    assert game.window.view._summary_body is None
    assert len(game.window.lessons.lessons) == 9
    body = game.window.summary_body
    assert body is game.window.view.summary_body is game.window.summary_body


def test_settings_version_2_are_upgraded_with_no_window_place(private_dirs):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": settings.FORMAT, "version": 2, "lang": "ru", "window_rect": [1, 2, 3]}))
    s, broken = settings.load_settings()
    assert broken is None and s.lang == "ru"
    assert (s.window_rect, s.window_maximised) == ([], False)
    s.window_rect = [10, 20, 900, 620]
    settings.save_settings(s)
    assert json.loads(path.read_text())["version"] == settings.VERSION == 4
    assert settings.load_settings()[0].window_rect == [10, 20, 900, 620]


# -- About ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_about_dialog_in_every_language(qtbot, make_game, lang):
    game = make_game(seed=2, lang=lang)
    w = game.window
    seen: list[list[str]] = []

    def look() -> None:
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, AboutDialog):
            QTimer.singleShot(10, look)
            return
        seen.append(screen_texts(dlg))
        dlg.reject()

    QTimer.singleShot(0, look)
    w.menu_actions[Command.ABOUT].trigger()  # from the Help menu
    assert w.menu_actions[Command.ABOUT] in w.help_menu.actions()
    assert len(seen) == 1
    text = "\n".join(seen[0])
    for fact in (__version__, "GPL-3.0-or-later", "DejaVu Sans", "PySide6", "LGPL-3"):
        assert fact in text, fact
    if lang == "en":
        assert "Card art and sounds: our own" in text
    else:
        leaks = english_leaks(seen[0], lang)
        assert not leaks, "\n".join(leaks)


def test_dialogs_fit_the_available_area(qtbot, make_game):
    game = make_game(seed=2)
    w = game.window
    avail = w.screen().availableGeometry()
    w.show_help()
    help_dialog = w.help_dialog
    assert help_dialog is not None and help_dialog.objectName() == "help"
    rules = w.rules_dialog()
    qtbot.addWidget(rules)
    rules.resize(avail.width() + 300, avail.height() + 300)
    rules.show()
    for dlg in (help_dialog, rules):
        qtbot.waitExposed(dlg)
        assert avail.contains(dlg.geometry()), (dlg.objectName(), dlg.geometry(), avail)
    help_dialog.close()


# -- smaller things a new player met (issue 29) -----------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_menu_entries_end_in_an_ellipsis_when_they_ask_for_more(make_game, lang):
    """"…" marks an entry that asks for a choice before it acts (a lesson, a deal, rules,
    settings); Statistics and About, which only show, had one too."""
    game = make_game(seed=2, lang=lang)
    asks = {Command.LEARN, Command.REPLAY, Command.HOUSE_RULES, Command.SETTINGS, Command.FRIENDS}
    for command, action in game.window.menu_actions.items():
        text = action.text().split("\t")[0]
        assert text.endswith("…") == (command in asks), (lang, command, text)


def test_a_long_status_text_ends_in_an_ellipsis_and_is_shown_whole_in_its_tooltip(qtbot, make_game):
    game = make_game(seed=2)
    w = game.window
    w.resize(900, 620)
    w.show()
    qtbot.waitExposed(w)
    long = "What to look at: " + "the cards of the trick and the suit led, " * 8 + "and then choose."
    w.show_status(long)
    QApplication.processEvents()
    s = w.status
    assert s.text() == long and s.elided and s.toolTip() == long and s.accessibleName() == long
    assert s.width() <= w.width() and w.minimumSizeHint().width() < 900
    w.show_status("Your turn: play a card.")
    assert not s.elided and s.toolTip() == ""


def test_the_piles_say_whose_they_are_and_the_score_box_explains_its_dots(qtbot, make_game):
    from bschnapsen_gui.engine import Phase
    from bschnapsen_gui.qt.i18n import labels


    game = make_game(seed=3, lang="de")
    game.start()
    c = game.controller
    t = game.window.view.table
    assert "●" in t.score_board.toolTip() and "Bummerl" in t.score_board.toolTip()
    while not any(c.deal.tricks_won):
        wait_for_human_or_end(qtbot, game)
        if c.deal.phase is not Phase.DONE and c.human_options:
            c.act(choose(c.human_options))
    qtbot.waitUntil(lambda: not c.busy, timeout=20_000)
    for team in (0, 1):
        if c.deal.tricks_won[team]:
            text = t.pile_labels[team].plain_text
            assert text.startswith(labels.team_name(team) + ":"), text


def test_settings_and_quit_have_keys_where_the_desktop_defines_none(qtbot, make_game):
    """Outside KDE and GNOME (openbox, offscreen) Qt has no keys for Preferences and Quit:
    Ctrl+, did nothing in a real window under openbox.  Ours stand in for them."""
    game = make_game(seed=2)
    actions = game.window.menu_actions
    assert "Ctrl+," in [k.toString() for k in actions[Command.SETTINGS].shortcuts()]
    assert "Ctrl+Q" in [k.toString() for k in actions[Command.QUIT].shortcuts()]
    assert [k.toString() for k in actions[Command.NEW_BUMMERL].shortcuts()][:1] == ["Ctrl+N"]


def test_a_question_with_named_answers_shows_them_whole(qapp) -> None:
    """``parts.choose`` (Leave the table?): seen in a Russian window with its answers cut
    ("(йти, сохранив место"): each button is as wide as its text needs, the question is the
    box's first line and its explanation plain text below it."""
    from PySide6.QtWidgets import QLabel, QPushButton

    from bschnapsen_gui.qt.widgets.parts import choose

    answers = ["Уйти, сохранив место", "Отказаться от места", "Остаться за столом"]
    seen: dict[str, object] = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, look)
            return
        buttons = [b for b in box.findChildren(QPushButton) if b.text()]
        seen["cut"] = [b.text() for b in buttons if b.width() < b.sizeHint().width()]
        seen["texts"] = sorted(b.text() for b in buttons)
        seen["main"] = box.findChild(QLabel, "qt_msgbox_label").text()
        info = box.findChild(QLabel, "qt_msgbox_informativelabel")
        seen["info"] = (info.textFormat(), info.text())
        buttons[[b.text() for b in buttons].index(answers[1])].click()

    QTimer.singleShot(0, look)
    got = choose(None, "Покинуть стол?", "Ваше место <b>остаётся</b> за вами.", answers)
    assert got == 1
    assert seen["cut"] == [] and seen["texts"] == sorted(answers)
    assert seen["main"] == "Покинуть стол?"
    assert seen["info"] == (Qt.TextFormat.PlainText, "Ваше место <b>остаётся</b> за вами.")
