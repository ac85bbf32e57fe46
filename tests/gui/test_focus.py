"""One thing on the table takes the keys and looks chosen at a time (the hand's raised card,
or one marked button of one panel), and Enter does what looks chosen; the arrows stop at the
ends of a row (no wrapping round: a doubling question's "No" stays chosen under →)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bschnapsen_gui.engine import Phase, Verb
from bschnapsen_gui.qt.commands import PanelKind
from bschnapsen_gui.qt.lessons import load_lessons
from bschnapsen_gui.qt.table.view import KeyTarget

from .helpers import choose, wait_for_human_or_end
from .test_lessons import begin, decide, press, wait_to_act

LESSONS = {x.id: x for x in load_lessons()}


def looks_chosen(game) -> list[object]:
    """Everything on the table that looks chosen now: raised cards and marked buttons."""
    view = game.window.view
    out: list[object] = []
    for card in view.table.hand_cards(0):
        if view.table.items_by_card[card].selected_card:
            out.append(card)
    for panel in (view.action_panel, view.overlay):
        if panel.isVisible():
            out += [panel.payloads[i] for i, b in enumerate(panel.buttons) if b.property("selected")]
    return out


def up_to_last_step(qtbot, game, lesson_id: str):
    lesson = LESSONS[lesson_id]
    session = begin(qtbot, game, lesson)
    steps = list(lesson.steps)
    for at in steps[:-1]:
        decide(qtbot, game, session, lesson, at, wrong=False)
    wait_to_act(qtbot, game, session, steps[-1])
    return lesson, session, lesson.steps[steps[-1]]


def test_genug_offered_on_lead_one_thing_is_chosen_and_enter_does_it(qtbot, make_game):
    """Lesson 3's last decision: the learner leads and may say Genug.  The hand's card and
    the Genug button both looked chosen; Enter played the card."""
    game = make_game(seed=3, lang="de")
    game.start()
    lesson, session, step = up_to_last_step(qtbot, game, "marriage")
    view = game.window.view
    c = game.controller
    assert looks_chosen(game) == [view.overlay.payloads[0]]  # the coach's OK, nothing else
    press(qtbot, game)  # OK
    assert view.action_panel.isVisible() and c.deal.to_act == 0 and c.deal.phase is Phase.PLAY
    genug = next(a for a in view.action_panel.payloads if a.verb is Verb.GENUG)
    assert view.key_target is KeyTarget.HAND
    chosen = looks_chosen(game)
    assert len(chosen) == 1 and chosen[0] in view.table.hand_cards(0), chosen
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.key_target is KeyTarget.PANEL and looks_chosen(game) == [genug]
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert looks_chosen(game) == chosen, "back to the card chosen before"
    qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.deal.history[-1] == genug == step.expect[0]


def test_an_overlay_takes_the_keys_from_the_hand(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    c = game.controller
    view = game.window.view
    for _ in range(40):
        wait_for_human_or_end(qtbot, game)
        if c.deal.phase is Phase.PLAY and c.deal.to_act == 0:
            break
        assert c.act(choose(c.human_options))
    assert view.key_target is KeyTarget.HAND and len(looks_chosen(game)) == 1
    qtbot.keyClick(view, Qt.Key.Key_S)  # the score sheet over the table
    assert view.overlay.kind is PanelKind.SCORES and view.key_target is KeyTarget.OVERLAY
    assert looks_chosen(game) == [view.overlay.payloads[0]]
    played = len(c.deal.history)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Close, not a card
    assert len(c.deal.history) == played and not view.overlay.isVisible()
    assert view.key_target is KeyTarget.HAND and len(looks_chosen(game)) == 1


def test_the_arrows_stop_at_the_ends_of_a_row(qtbot, make_game):
    """Lesson 8's Re: "No" is chosen, and → stayed on it only until it wrapped round to Re."""
    game = make_game(seed=3, lang="de")
    game.start()
    lesson, session, step = up_to_last_step(qtbot, game, "gang")
    view = game.window.view
    if view.overlay.isVisible():
        press(qtbot, game)  # OK
    panel = view.action_panel
    assert panel.kind is PanelKind.DOUBLE and view.key_target is KeyTarget.PANEL
    no = next(a for a in panel.payloads if a.verb is Verb.DOUBLE and a.value is False)
    re = step.expect[0]
    assert looks_chosen(game) == [no], "the doubling question's default is No"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert looks_chosen(game) == [no], "→ wrapped round"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert looks_chosen(game) == [re]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert looks_chosen(game) == [re], "← wrapped round"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert game.controller.deal.history[step.at] == re


def test_the_arrows_stop_at_the_ends_of_the_hand(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    c = game.controller
    view = game.window.view
    for _ in range(40):
        wait_for_human_or_end(qtbot, game)
        if c.deal.phase is Phase.PLAY and c.deal.to_act == 0 and len(view.table.hand_cards(0)) > 1:
            break
        assert c.act(choose(c.human_options))
    n = len(view.table.hand_cards(0))
    for _ in range(n + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.table.selected == n - 1
    for _ in range(n + 1):
        qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.table.selected == 0


def test_at_every_decision_of_a_whole_deal_one_thing_looks_chosen(qtbot, make_game):
    game = make_game(seed=11)
    game.start()
    c = game.controller
    seen = 0
    while not c.deal.finished:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        chosen = looks_chosen(game)
        assert len(chosen) == 1, (c.deal.phase, chosen)
        seen += 1
        assert c.act(choose(c.human_options))
    qtbot.waitUntil(lambda: game.window.view.overlay.kind is PanelKind.SUMMARY, timeout=20_000)
    assert len(looks_chosen(game)) == 1 and seen >= 5
