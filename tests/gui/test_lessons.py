"""The lessons at the table, taken through the real window by keys alone: each lesson in
each language with the expected actions (it completes and is remembered as finished), and
once with a wrong action at every decision point (the explanation appears, the action is
not applied, and the lesson goes on); restart, leave and resume; the list of lessons; the
progress file when it is broken or newer."""

from __future__ import annotations

import html
import json

import pytest
from PySide6.QtCore import Qt

from bschnapsen_gui.engine import Action, Phase, Verb
from bschnapsen_gui.engine.lessons import Lesson
from bschnapsen_gui.qt.commands import PanelKind
from bschnapsen_gui.qt.i18n.lessontexts import TEXTS, lesson_text
from bschnapsen_gui.qt.lessons import load_lessons
from bschnapsen_gui.storage import lessons as progress_file
from bschnapsen_gui.storage.files import Problem

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
        cards = view.table.hand_cards(0)
        target = cards.index(action.value)
        if view.panel_focus:  # back from the buttons (20/40, Genug) to the hand
            qtbot.keyClick(view, Qt.Key.Key_Down)
        for _ in range(len(cards)):
            if view.table.selected == target:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert view.table.selected == target
        qtbot.keyClick(view, Qt.Key.Key_Return)
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


def take(qtbot, game, lesson: Lesson, *, wrong: bool) -> None:
    """Take ``lesson`` from its intro to its end by keys; with ``wrong``, first a wrong
    action at every decision point."""
    session = game.window.lessons.start(lesson.id)
    assert session is not None
    c = game.controller
    qtbot.waitUntil(lambda: shows(game, lesson.intro))
    press(qtbot, game)  # Start
    for at, step in lesson.steps.items():
        qtbot.waitUntil(lambda: learner_may_act(game, session, at), timeout=20_000)
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
            assert len(c.deal.history) == at, "a wrong action was applied"
            press(qtbot, game)  # Try again
            qtbot.waitUntil(lambda: learner_may_act(game, session, at))
        send(qtbot, game, step.expect[0])
        qtbot.waitUntil(lambda: shows(game, step.good))
        assert c.deal.history[at] == step.expect[0]
        press(qtbot, game)  # Next
    qtbot.waitUntil(lambda: shows(game, lesson.end), timeout=20_000)
    assert c.deal.history == lesson.log.actions
    assert lesson.id in game.window.lessons.progress.finished


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_every_lesson_is_taken_by_keys_and_remembered_as_finished(qtbot, make_game, lang):
    game = make_game(seed=3, lang=lang, pack="tell" if lang != "ru" else "french")
    game.start()
    saved = game.controller.match.to_json()
    for lesson in LESSONS:
        take(qtbot, game, lesson, wrong=False)
    stored, broken = progress_file.load_progress()
    assert broken is None and set(stored.finished) == set(IDS)
    game.window.lessons.leave()
    assert game.controller.lesson is None
    assert game.controller.match.to_json() == saved, "a lesson changed the match"


def test_a_wrong_action_at_each_decision_is_explained_and_the_lesson_goes_on(qtbot, make_game):
    game = make_game(seed=3, lang="en", pack="french")
    game.start()
    for lesson in LESSONS:
        take(qtbot, game, lesson, wrong=True)
