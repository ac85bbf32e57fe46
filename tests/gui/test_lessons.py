"""The lessons at the table, taken through the real window by keys alone: each lesson in
each language with the expected actions (it completes and is remembered as finished), and
once with a wrong action at every decision point (the explanation appears, the action is
not applied, and the lesson goes on); restart, leave and resume; the list of lessons and
the welcome's button; the progress file when it is broken or newer; no English left in
the German or Russian lesson texts."""

from __future__ import annotations

import html
import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.engine import Action, Phase, Verb
from bschnapsen_gui.engine.lessons import Lesson
from bschnapsen_gui.qt.commands import Command, PanelKind
from bschnapsen_gui.qt.i18n.lessontexts import TEXTS, fill, lesson_text, placeholders
from bschnapsen_gui.qt.lessons import load_lessons
from bschnapsen_gui.storage import lessons as progress_file
from bschnapsen_gui.storage.files import Problem

from .helpers import click_action, key_card

LESSONS = load_lessons()
IDS = [x.id for x in LESSONS]


def coach_text(game) -> str:
    o = game.window.view.overlay
    return o.title_text + "\n" + o.body_text if o.kind is PanelKind.LESSON and o.isVisible() else ""


def shows(game, text_id: str) -> bool:
    return html.escape(lesson_text(text_id, game.settings.pack)) in coach_text(game)


def press(qtbot, game, key=Qt.Key.Key_Return) -> None:
    qtbot.keyClick(game.window.view, key)


def send(qtbot, game, action: Action) -> None:
    """The learner's ``action`` by keys: a card by the arrows and Enter, a button of the
    phase panel by its number (in the play phase: ↑ to the buttons, → to it, Enter)."""
    view = game.window.view
    deal = game.controller.deal
    if action.verb is Verb.PLAY:
        if view.panel_focus:  # back from the buttons (20/40, Genug) to the hand
            qtbot.keyClick(view, Qt.Key.Key_Down)
        key_card(qtbot, game, action.value)
        return
    panel = view.action_panel
    assert panel.isVisible(), f"no panel for {action.describe()}"
    i = panel.payloads.index(action)
    if deal.phase is Phase.PLAY and deal.to_act == 0:
        qtbot.keyClick(view, Qt.Key.Key_Up)
        while panel.selected != i:
            qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Return)
    else:
        qtbot.keyClicks(view, str(i + 1))


def learner_may_act(game, session, at: int) -> bool:
    c = game.controller
    return session.at == at and not c.busy and bool(c.human_options) and not session.waiting


def wait_to_act(qtbot, game, session, at: int) -> None:
    qtbot.waitUntil(lambda: learner_may_act(game, session, at), timeout=20_000)


def begin(qtbot, game, lesson: Lesson, *, resume: bool = False):
    session = game.window.lessons.start(lesson.id, resume=resume)
    assert session is not None
    qtbot.waitUntil(lambda: shows(game, lesson.intro))
    press(qtbot, game)  # Start
    return session


def decide(qtbot, game, session, lesson: Lesson, at: int, *, wrong: bool) -> None:
    """The learner's decision at step ``at``: its "before" text read, with ``wrong`` first
    a wrong action (explained, not applied), then the expected one (its "good" text)."""
    step = lesson.steps[at]
    c = game.controller
    wait_to_act(qtbot, game, session, at)
    if step.before:
        assert shows(game, step.before)
        press(qtbot, game)  # OK
        assert game.window.view.overlay.kind is not PanelKind.LESSON
    if wrong:
        bad = lesson.wrong_choices(at)
        assert bad, f"{lesson.id} step {at}: nothing can be done wrong"
        action = bad[0]
        seen = session.wrong_shown
        send(qtbot, game, action)
        qtbot.waitUntil(lambda: session.wrong_shown == seen + 1)
        text = step.wrong_text(action)
        assert text is not None and shows(game, text)
        refusal = c.deal.explain(action)
        if refusal is not None:  # the rule it breaks, in the engine's words
            from bschnapsen_gui.qt.i18n import labels
            assert html.escape(labels.refusal_text(refusal, game.settings.pack)) in coach_text(game)
        assert len(c.deal.history) == at, "a wrong action was applied"
        press(qtbot, game)  # Try again
        wait_to_act(qtbot, game, session, at)
    send(qtbot, game, step.expect[0])
    qtbot.waitUntil(lambda: shows(game, step.good))
    assert c.deal.history[at] == step.expect[0]
    press(qtbot, game)  # Next


def take(qtbot, game, lesson: Lesson, *, wrong: bool) -> None:
    """Take ``lesson`` from its intro to its end by keys."""
    session = begin(qtbot, game, lesson)
    for at in lesson.steps:
        decide(qtbot, game, session, lesson, at, wrong=wrong)
    qtbot.waitUntil(lambda: shows(game, lesson.end), timeout=20_000)
    assert game.controller.deal.history == lesson.log.actions
    assert lesson.id in game.window.lessons.progress.finished


@pytest.mark.parametrize("lang, pack", [("en", "tell"), ("de", "tell"), ("de", "french"), ("ru", "french"),
                                        ("ru", "tell")])
def test_every_lesson_is_taken_by_keys_and_remembered_as_finished(qtbot, make_game, lang, pack):
    game = make_game(seed=3, lang=lang, pack=pack)
    game.start()
    saved = game.controller.match.to_json()
    for lesson in LESSONS:
        take(qtbot, game, lesson, wrong=False)
    stored, broken = progress_file.load_progress()
    assert broken is None and stored.finished == IDS
    press(qtbot, game, Qt.Key.Key_Right)
    press(qtbot, game, Qt.Key.Key_Right)
    press(qtbot, game)  # "Back to the game" on the last lesson's end
    qtbot.waitUntil(lambda: game.controller.lesson is None)
    assert game.controller.match.to_json() == saved, "a lesson changed the match"
    assert game.controller.deal is game.controller.match.deal


def coach_press(qtbot, game, command: Command, *, by_mouse: bool) -> None:
    """Press the coach's button for ``command``: a click, or the arrows to it and Enter."""
    o = game.window.view.overlay
    assert o.kind is PanelKind.LESSON and o.isVisible(), "no coach on the table"
    i = o.payloads.index(command)
    if by_mouse:
        qtbot.mouseClick(o.buttons[i], Qt.MouseButton.LeftButton)
        return
    while o.selected != i:
        before = o.selected
        press(qtbot, game, Qt.Key.Key_Right if o.selected < i else Qt.Key.Key_Left)
        assert o.selected != before
    press(qtbot, game)


def ticked(dlg, lesson_id: str) -> bool:
    rows = [dlg.list.item(i) for i in range(dlg.list.count())]
    item = next(x for x in rows if x.data(Qt.ItemDataRole.UserRole) == lesson_id)
    return bool(item.data(Qt.ItemDataRole.UserRole + 1))


def take_to_end(qtbot, game, lesson: Lesson, *, by_mouse: bool, wait: bool) -> None:
    """``lesson`` (on the table, its intro shown) to its end panel: every decision right,
    by keys or by clicks; each text's Next at once, or once the table is still again (and
    after the last decision, once the deal's end, if it came, was announced)."""
    c = game.controller
    session = game.window.lessons.session
    assert session is not None and session.lesson.id == lesson.id
    finished: list[object] = []
    c.dealFinished.connect(finished.append)
    try:
        coach_press(qtbot, game, Command.LESSON_NEXT, by_mouse=by_mouse)  # Start
        for at in lesson.steps:
            step = lesson.steps[at]
            wait_to_act(qtbot, game, session, at)
            if step.before:
                assert shows(game, step.before)
                coach_press(qtbot, game, Command.LESSON_NEXT, by_mouse=by_mouse)  # OK
            wait_to_act(qtbot, game, session, at)
            if by_mouse:
                click_action(qtbot, game, step.expect[0])
            else:
                send(qtbot, game, step.expect[0])
            qtbot.waitUntil(lambda step=step: shows(game, step.good))
            ends_deal = c.deal.finished
            if wait:
                qtbot.waitUntil(lambda e=ends_deal: not c.busy and (bool(finished) or not e), timeout=20_000)
                QApplication.processEvents()
                assert shows(game, step.good), f"{lesson.id}: the coach's text was replaced"
            elif ends_deal:
                assert not finished, "the test should press Next before the deal's end is announced"
            coach_press(qtbot, game, Command.LESSON_NEXT, by_mouse=by_mouse)  # Next
        qtbot.waitUntil(lambda: shows(game, lesson.end) and not c.busy, timeout=20_000)
        if c.deal.finished:
            qtbot.waitUntil(lambda: bool(finished), timeout=20_000)
        QApplication.processEvents()
        o = game.window.view.overlay
        assert shows(game, lesson.end) and o.title_text == "Lesson finished", o.title_text
        assert o.payloads == [Command.LESSON_LIST, Command.LESSON_RESTART, Command.LESSON_LEAVE]
        assert c.lesson is session and c.deal is not c.match.deal
        assert c.deal.history == lesson.log.actions
    finally:
        c.dealFinished.disconnect(finished.append)
    stored, broken = progress_file.load_progress()
    assert broken is None and lesson.id in stored.finished and stored.left is None


@pytest.mark.parametrize("by_mouse", [False, True], ids=["keys", "mouse"])
@pytest.mark.parametrize("wait", [False, True], ids=["at-once", "after-waiting"])
def test_every_lesson_ends_with_its_panel_and_its_tick(qtbot, make_game, by_mouse, wait):
    """Lessons 3, 4 and 9 end the deal with the learner's last decision: their end panel
    never came (the deal's summary took the coach's place, and its Enter went on to the
    real match).  Each lesson, from the list, to its end panel, and on to the next one
    through "More lessons"; the tick in the list and in lessons.json."""
    game = make_game(seed=3, lang="en", pack="french", persist=True)
    game.window.resize(1280, 800)
    game.window.show()
    qtbot.waitExposed(game.window)
    game.start()
    c = game.controller
    saved = c.match.to_json()
    lessons = game.window.lessons
    dlg = lessons.open_list(game.window)
    for n, lesson in enumerate(LESSONS):
        qtbot.waitUntil(lambda: lessons.dialog is not None and lessons.dialog.isVisible())
        dlg = lessons.dialog
        assert dlg.current_id() == lesson.id, "the list offers the next lesson"
        for done in LESSONS[:n]:
            assert ticked(dlg, done.id), f"no tick on {done.id}"
        assert not ticked(dlg, lesson.id)
        if by_mouse:
            qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(dlg.list, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda x=lesson: c.lesson is not None and shows(game, x.intro))
        take_to_end(qtbot, game, lesson, by_mouse=by_mouse, wait=wait)
        if lesson is not LESSONS[-1]:
            coach_press(qtbot, game, Command.LESSON_LIST, by_mouse=by_mouse)  # More lessons
            assert c.lesson is None or c.lesson is not lesson
    coach_press(qtbot, game, Command.LESSON_LEAVE, by_mouse=by_mouse)  # Back to the game
    qtbot.waitUntil(lambda: c.lesson is None)
    assert c.match.to_json() == saved, "a lesson changed the match"
    stored, broken = progress_file.load_progress()
    assert broken is None and stored.finished == IDS
    dlg = lessons.list_dialog(game.window)
    assert all(ticked(dlg, x) for x in IDS)
    dlg.deleteLater()


def test_a_lesson_whose_last_decision_ends_the_deal_keeps_the_table_to_its_end(qtbot, make_game):
    """After the last decision (Genug) of lesson 3, the deal is over: the score sheet and
    back brings the coach again (not the deal's summary), the window's "Next deal" does
    not start the real match's next deal, and leaving before the end panel still ticks it."""
    game = make_game(seed=3)
    game.start()
    c = game.controller
    lesson = next(x for x in LESSONS if x.id == "marriage")
    session = begin(qtbot, game, lesson)
    steps = list(lesson.steps)
    for at in steps[:-1]:
        decide(qtbot, game, session, lesson, at, wrong=False)
    last = lesson.steps[steps[-1]]
    wait_to_act(qtbot, game, session, last.at)
    press(qtbot, game)  # OK: what to look at
    finished: list[object] = []
    c.dealFinished.connect(finished.append)
    send(qtbot, game, last.expect[0])
    qtbot.waitUntil(lambda: bool(finished) and not c.busy)
    view = game.window.view
    assert shows(game, last.good)
    press(qtbot, game, Qt.Key.Key_S)
    assert view.overlay.kind is PanelKind.SCORES
    press(qtbot, game, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: shows(game, last.good))
    game.window.on_command(Command.NEXT_DEAL)
    assert c.lesson is session and c.deal.finished and c.deal is not c.match.deal
    view.overlay.activate(view.overlay.payloads.index(Command.LESSON_LEAVE))
    qtbot.waitUntil(lambda: c.lesson is None)
    stored, _ = progress_file.load_progress()
    assert lesson.id in stored.finished and stored.left is None


def test_a_wrong_action_at_each_decision_is_explained_and_the_lesson_goes_on(qtbot, make_game):
    game = make_game(seed=3, lang="en", pack="french")
    game.start()
    for lesson in LESSONS:
        take(qtbot, game, lesson, wrong=True)


def test_restart_begins_the_lesson_anew(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    lesson = LESSONS[0]
    session = begin(qtbot, game, lesson)
    first = min(lesson.steps)
    decide(qtbot, game, session, lesson, first, wrong=False)
    assert len(game.controller.deal.history) > first
    wait_to_act(qtbot, game, session, list(lesson.steps)[1])
    press(qtbot, game)  # the next "before" closed; now Restart from a wrong choice's panel
    bad = lesson.wrong_choices(list(lesson.steps)[1])[0]
    send(qtbot, game, bad)
    qtbot.waitUntil(lambda: game.window.view.overlay.kind is PanelKind.LESSON)
    view = game.window.view
    assert Command.LESSON_RESTART in view.overlay.payloads
    view.overlay.activate(view.overlay.payloads.index(Command.LESSON_RESTART))
    qtbot.waitUntil(lambda: shows(game, lesson.intro) and game.controller.deal.history == [])
    assert view.overlay.payloads == [Command.LESSON_NEXT, Command.LESSON_LEAVE]  # nothing to restart
    press(qtbot, game)
    decide(qtbot, game, session, lesson, first, wrong=False)


def test_a_lesson_left_is_resumed_where_it_was_and_the_game_comes_back(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    c = game.controller
    qtbot.waitUntil(lambda: c.waiting_for_human and bool(c.human_options), timeout=20_000)
    before = list(c.deal.history)
    game_deal = c.deal
    lesson = next(x for x in LESSONS if len(x.steps) >= 3)
    session = begin(qtbot, game, lesson)
    steps = list(lesson.steps)
    decide(qtbot, game, session, lesson, steps[0], wrong=False)
    wait_to_act(qtbot, game, session, steps[1])
    at = session.at
    view = game.window.view
    assert view.overlay.kind is PanelKind.LESSON  # the "before" text
    view.overlay.activate(view.overlay.payloads.index(Command.LESSON_LEAVE))
    qtbot.waitUntil(lambda: c.lesson is None)
    assert c.deal is game_deal and c.deal.history == before  # the game the player had
    assert view.overlay.kind is not PanelKind.LESSON
    stored, _ = progress_file.load_progress()
    assert stored.left == (lesson.id, at) and lesson.id not in stored.finished
    qtbot.waitUntil(lambda: c.waiting_for_human and bool(c.human_options), timeout=20_000)
    # the list offers to resume it, and Enter does
    dlg = game.window.lessons.open_list(game.window)
    assert dlg.current_id() == lesson.id and dlg.resume_button.isVisible()
    assert dlg.resume_button.text() == "Resume" and dlg.start_button.text() == "Start afresh"
    assert "Left unfinished" in dlg.list.currentItem().text()
    qtbot.keyClick(dlg.list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.lesson is not None and shows(game, lesson.intro))
    session = game.window.lessons.session
    assert session is not None and c.deal.history == lesson.log.actions[:at]
    assert "The lesson goes on where you left it." in coach_text(game)
    assert view.overlay.payloads == [Command.LESSON_NEXT, Command.LESSON_RESTART, Command.LESSON_LEAVE]
    press(qtbot, game)
    for step_at in steps[1:]:
        decide(qtbot, game, session, lesson, step_at, wrong=False)
    qtbot.waitUntil(lambda: shows(game, lesson.end), timeout=20_000)
    stored, _ = progress_file.load_progress()
    assert stored.left is None and lesson.id in stored.finished


def test_the_list_shows_the_lessons_in_order_with_ticks_for_the_finished(qtbot, make_game):
    game = make_game(seed=3, lang="de")
    p = game.window.lessons.progress
    p.finish(IDS[1])
    dlg = game.window.lessons.list_dialog(game.window)
    texts = [dlg.list.item(i).text() for i in range(dlg.list.count())]
    assert len(texts) == len(LESSONS)
    for n, (text, lesson) in enumerate(zip(texts, LESSONS), 1):
        assert text.startswith(f"{n}. {lesson_text(lesson.title, game.settings.pack)}")
        assert lesson_text(lesson.teaches, game.settings.pack) in text
    ticks = [dlg.list.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(dlg.list.count())]
    assert ticks == [i == 1 for i in range(len(LESSONS))]
    picture = [dlg.list.item(i).icon().pixmap(18, 18).toImage() for i in (0, 1, 2)]
    assert picture[0] == picture[2] and picture[0] != picture[1]  # the tick, only on the finished one
    assert dlg.current_id() == IDS[0]  # the first one not finished
    assert "1" in dlg.done_label.text()
    dlg.deleteLater()


def test_the_game_menu_and_the_welcome_open_the_lessons(qtbot, make_game):
    game = make_game(seed=3, welcome=True)
    game.start()
    qtbot.waitUntil(lambda: game.welcome is not None and game.welcome.isVisible())
    welcome = game.welcome
    qtbot.mouseClick(welcome.learn_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.window.lessons.dialog is not None)
    dlg = game.window.lessons.dialog
    qtbot.keyClick(dlg.list, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: game.window.lessons.dialog is None)
    assert game.controller.lesson is None
    action = game.window.menu_actions[Command.LEARN]
    assert action.text() == "Lea&rn to play…"
    action.trigger()
    qtbot.waitUntil(lambda: game.window.lessons.dialog is not None)
    dlg = game.window.lessons.dialog
    dlg.list.setCurrentRow(2)
    # Enter on the focused Start (tabbed to, as a screen reader's user does) presses it (issue 42)
    dlg.start_button.setFocus()
    qtbot.waitUntil(lambda: dlg.focusWidget() is dlg.start_button)
    qtbot.keyClick(dlg.start_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: game.controller.lesson is not None and shows(game, LESSONS[2].intro))


def test_a_lesson_taken_while_the_saved_game_is_offered_lets_that_game_go_on(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    c = game.controller
    qtbot.waitUntil(lambda: c.waiting_for_human and bool(c.human_options), timeout=20_000)
    c.paused = True  # as while the saved game is offered (app.Game.start)
    take(qtbot, game, LESSONS[1], wrong=False)
    game.window.lessons.leave()
    assert c.lesson is None and not c.paused
    lesson_words = {lesson_text(t, game.settings.pack) for t in TEXTS}
    assert game.window.status.text() not in lesson_words, "the lesson's text stayed in the status line"
    qtbot.waitUntil(lambda: c.waiting_for_human and bool(c.human_options), timeout=20_000)


def test_what_to_look_at_stays_in_the_status_line_once_the_coach_is_closed(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    lesson = LESSONS[1]  # its first decision is the trump call, on the phase panel
    session = begin(qtbot, game, lesson)
    at = min(lesson.steps)
    wait_to_act(qtbot, game, session, at)
    view = game.window.view
    assert view.overlay.kind is PanelKind.LESSON
    assert not view.action_panel.isVisible()  # under the coach, not beside it
    press(qtbot, game)
    assert view.action_panel.isVisible() and view.action_panel.kind is PanelKind.TRUMP
    assert game.window.status.text() == lesson_text(lesson.steps[at].before, game.settings.pack)


def test_closing_the_window_during_a_lesson_remembers_where_it_was(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    lesson = LESSONS[0]
    session = begin(qtbot, game, lesson)
    wait_to_act(qtbot, game, session, min(lesson.steps))
    game.window.close()
    stored, broken = progress_file.load_progress()
    assert broken is None and stored.left == (lesson.id, min(lesson.steps))


def test_a_new_bummerl_during_a_lesson_ends_it_and_remembers_where(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    lesson = LESSONS[0]
    session = begin(qtbot, game, lesson)
    wait_to_act(qtbot, game, session, min(lesson.steps))
    game.window.confirm = lambda *a: True
    game.window.new_bummerl()
    assert game.controller.lesson is None and game.window.lessons.session is None
    assert game.window.view.overlay.kind is not PanelKind.LESSON
    assert game.window.lessons.progress.left == (lesson.id, min(lesson.steps))


@pytest.mark.parametrize("text, problem", [
    ("{broken", Problem.NOT_JSON),
    ('{"format": "bauernschnapsen/lessons", "version": 9, "finished": ["trick"]}', Problem.NEWER),
])
def test_a_broken_or_newer_progress_file_is_put_aside_and_lessons_start_fresh(
        qtbot, make_game, private_dirs, text, problem):
    path = progress_file.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    game = make_game(seed=3, persist=True)
    lessons = game.window.lessons
    assert lessons.broken is not None and lessons.broken.problem is problem
    assert lessons.progress.finished == [] and not path.exists()
    assert lessons.broken.kept_as is not None and lessons.broken.kept_as.read_text() == text
    game.start()
    take(qtbot, game, LESSONS[0], wrong=False)
    data = json.loads(path.read_text())
    assert data["version"] == 1 and data["finished"] == [LESSONS[0].id]


ENGLISH = re.compile(r"\b(the|and|you|your|trick|trump|with|must|card)\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_no_english_is_left_in_the_german_or_russian_lesson_texts(make_game, lang):
    game = make_game(seed=3, lang=lang)
    assert game.settings.lang == lang
    for text_id, source in TEXTS.items():
        got = QCoreApplication.translate("Lessons", source)
        assert got != source or len(source.split()) <= 2, (lang, text_id)
        assert set(placeholders(got)) <= set(placeholders(source)), (lang, text_id, got)
        for pack in ("tell", "french"):
            words = fill(got, pack)
            assert "{" not in words, (lang, text_id, words)
            assert not ENGLISH.search(words), (lang, text_id, words)
            if lang == "ru":
                assert re.search("[а-яё]", words, re.IGNORECASE), (lang, text_id)
    QApplication.processEvents()


@pytest.mark.parametrize("size", [(1600, 1000), (1920, 1080)])
def test_the_coach_leaves_the_cards_played_to_the_trick_in_sight(qtbot, make_game, size):
    """The first lesson's first decision speaks of the cards West, North and East played:
    the coach lies above (or below) them, not over the trick."""
    game = make_game(seed=3, lang="ru", pack="tell")
    game.window.resize(*size)
    game.window.show()
    qtbot.waitExposed(game.window)
    game.start()
    lesson = LESSONS[0]
    session = begin(qtbot, game, lesson)
    at = next(iter(lesson.steps))
    wait_to_act(qtbot, game, session, at)
    view = game.window.view
    trick = game.controller.deal.trick
    assert trick is not None and len(trick.cards) == 3
    assert shows(game, lesson.steps[at].before)
    coach = view.overlay.geometry()
    for seat, card in zip(trick.seats, trick.cards):
        item = view.table.items_by_card[card]
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if seat == 2:  # North's card: at most its top edge under the coach
            assert coach.bottom() < rect.top() + rect.height() // 4, (coach, rect)
        else:
            assert not coach.intersects(rect), (seat, coach, rect)


def test_the_lessons_words_leave_the_status_line_with_it(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    lesson = LESSONS[0]
    session = begin(qtbot, game, lesson)
    at = min(lesson.steps)
    wait_to_act(qtbot, game, session, at)
    press(qtbot, game)  # OK: what to look at goes to the status line
    before = lesson_text(lesson.steps[at].before, game.settings.pack)
    assert game.window.status.text() == before
    game.window.lessons.leave()
    assert game.controller.lesson is None
    assert game.window.status.text() != before, "the lesson's text stayed in the status line"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_coach_leaves_the_score_and_contract_boards_in_sight(qtbot, make_game, size):
    """It lay over the score box (and the contract box) above the trick."""
    game = make_game(seed=3, lang="de", pack="french")
    game.window.resize(*size)
    game.window.show()
    qtbot.waitExposed(game.window)
    game.start()
    lesson = LESSONS[0]
    session = begin(qtbot, game, lesson)
    wait_to_act(qtbot, game, session, next(iter(lesson.steps)))
    view = game.window.view
    coach = view.overlay.geometry()
    for board in (view.table.score_board, view.table.contract_board):
        r = view.mapFromScene(board.sceneBoundingRect().adjusted(6, 6, -6, -6)).boundingRect()
        assert not coach.intersects(r), (size, board, coach, r)
