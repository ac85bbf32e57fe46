"""The table for a screen reader (issue 28): the hand as accessible objects named in the
pack's words, the accessible focus when the chosen card moves, every event said in order,
a decision panel's default button focused with its question, no focusable object without
a name, the table described in one text.

The tests walk ``QAccessible.queryAccessibleInterface`` from the window.  (Offscreen there
is no AT-SPI bridge, so ``QAccessible.isActive()`` is False; the interfaces and the events
are the same as with a screen reader: ``tools`` in the report of issue 28 show Orca's log.)
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QPushButton

from bschnapsen_gui.engine import Action, Verb
from bschnapsen_gui.engine import events as E
from bschnapsen_gui.qt.commands import PanelKind
from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.qt.table.view import KeyTarget
from bschnapsen_gui.qt.widgets.parts import dialog_style

from .helpers import choose, wait_for_human_or_end


@pytest.fixture(autouse=True)
def _accessibility(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_ACCESSIBILITY", "1")


def view_iface(game) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(game.window.view)
    assert iface is not None
    return iface


def card_children(game) -> list[QAccessibleInterface]:
    iface = view_iface(game)
    kids = [iface.child(i) for i in range(iface.childCount())]
    return [k for k in kids if k is not None and k.role() == QAccessible.Role.ListItem]


def walk(iface: QAccessibleInterface, out: list[QAccessibleInterface], depth: int = 0) -> None:
    out.append(iface)
    if depth > 30:
        return
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            walk(child, out, depth + 1)


def unnamed_focusable(game, widget=None) -> list[str]:
    """Every object a screen reader could focus (focusable, not invisible) without a name,
    in the window (or ``widget``)."""
    found: list[QAccessibleInterface] = []
    root = QAccessible.queryAccessibleInterface(widget if widget is not None else game.window)
    assert root is not None
    walk(root, found)
    bad = []
    for iface in found:
        state = iface.state()
        if state.focusable and not state.invisible and not iface.text(QAccessible.Text.Name).strip():
            obj = iface.object()
            bad.append(f"{iface.role()} {type(obj).__name__ if obj is not None else type(iface).__name__}")
    return bad


def check_hand(game) -> int:
    """The hand's accessible children say the cards and whether each may be played; the
    number of cards that may not (with their rule)."""
    c = game.controller
    view = game.window.view
    cards = view.table.hand_cards(0)
    kids = card_children(game)
    assert [k.text(QAccessible.Text.Name) for k in kids] == [labels.card_name(x, view.pack) for x in cards]
    refused = 0
    for card, kid in zip(cards, kids):
        desc = kid.text(QAccessible.Text.Description)
        if Action(0, Verb.PLAY, card) in c.human_options:
            assert desc == "playable" and not kid.state().disabled
        else:
            refusal = c.deal.refusal_for_card(0, card)
            assert refusal is not None
            assert desc == "not playable: " + labels.refusal_text(refusal, view.pack) and kid.state().disabled
            refused += 1
    return refused


def check_panel_focus(qtbot, game) -> None:
    """The panel with the keys has its chosen button focused and named; the panel's name is
    its question, as plain text, and the button does not repeat it (issue 42)."""
    view = game.window.view
    panel = view.overlay if view.key_target is KeyTarget.OVERLAY else view.action_panel
    button = panel.buttons[panel.selected]
    # (a moment after the news: a screen reader drops a focus change another follows at once)
    qtbot.waitUntil(lambda: game.window.focusWidget() is button)
    iface = QAccessible.queryAccessibleInterface(button)
    assert iface.text(QAccessible.Text.Name).strip()
    desc = iface.text(QAccessible.Text.Description)
    assert "<" not in desc
    question = QAccessible.queryAccessibleInterface(panel).text(QAccessible.Text.Name)
    assert "<" not in question
    if panel.title_text:
        assert question.startswith(panel.title_text), (question, panel.title_text)
        assert panel.title_text not in desc, desc


def test_a_whole_deal_by_keys_is_said_and_the_hand_and_panels_are_read(qtbot, make_game):
    game = make_game(seed=11)
    game.window.show()
    game.start()
    c = game.controller
    view = game.window.view
    access = view.access
    played_by_keys = 0
    refused = 0
    panels: set[PanelKind] = set()
    while not c.deal.finished:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        qtbot.waitUntil(lambda: view.key_target is not KeyTarget.NONE)
        assert unnamed_focusable(game) == []
        if view.key_target is KeyTarget.HAND:
            # the prompt is said, as news (a focus change)
            qtbot.waitUntil(lambda: not access.waiting)
            # ... with the card Enter plays, the one the hand shows chosen (issue 42)
            chosen = labels.card_name(view.table.hand_cards(0)[view.table.selected], view.pack)
            assert access.spoken[-1].endswith(f"Your turn: play a card. Enter plays {chosen}."), access.spoken[-1]
            assert access.focus is not None and access.focus[0] == "news"
            refused += check_hand(game)
            cards = view.table.hand_cards(0)
            # the accessible focus follows ← →: each card read as it is chosen (← from the
            # first card moves nothing and says so: a test of its own)
            if len(cards) > 1:
                first = view.table.selected in (None, 0)
                qtbot.keyClick(view, Qt.Key.Key_Right if first else Qt.Key.Key_Left)
                at = view.table.selected
                assert access.focus == ("card", at)
                focused = view_iface(game).focusChild()
                assert focused is not None
                assert focused.text(QAccessible.Text.Name) == labels.card_name(cards[at], view.pack)
                assert focused.state().focused
            at = view.table.selected or 0
            if at + 1 < len(cards):
                before = len(access.focus_events)
                qtbot.keyClick(view, Qt.Key.Key_Right)
                assert access.focus_events[before:] == [("card", at + 1)]
            action = choose(c.human_options)
            if action.verb is Verb.PLAY:
                target = cards.index(action.value)
                while view.table.selected != target:
                    qtbot.keyClick(view, Qt.Key.Key_Left if view.table.selected > target else Qt.Key.Key_Right)
                qtbot.keyClick(view, Qt.Key.Key_Return)
                played_by_keys += 1
                continue
        else:
            check_panel_focus(qtbot, game)
            panels.add(view.action_panel.kind)
            # the question is said with the first button, not again with each the keys reach
            # (a button's own tooltip, what a contract is, stays its description)
            panel = view.action_panel
            if panel.selected + 1 < len(panel.buttons) and panel.title_text:
                qtbot.keyClick(view, Qt.Key.Key_Right)
                button = panel.buttons[panel.selected]
                qtbot.waitUntil(lambda b=button: game.window.focusWidget() is b)
                desc = QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Description)
                assert panel.title_text not in desc, desc
        assert c.act(choose(c.human_options))
    qtbot.waitUntil(lambda: view.overlay.kind is PanelKind.SUMMARY, timeout=20_000)
    qtbot.waitUntil(lambda: game.window.focusWidget() is view.overlay.buttons[view.overlay.selected])
    check_panel_focus(qtbot, game)
    assert unnamed_focusable(game) == []
    # the hands as dealt are named, not only drawn (issue 42: nothing after their heading)
    strips = game.window.summary_body.strips
    hands = [f"{labels.seat_name(seat)}: {labels.card_list(c.deal.dealt[seat], view.pack)}" for seat in range(4)]
    assert [QAccessible.queryAccessibleInterface(st).text(QAccessible.Text.Name) for st in strips] == hands
    # and with their heading, a label that a screen reader reads with the summary
    heading = QAccessible.queryAccessibleInterface(game.window.summary_body.hands_title)
    assert heading.text(QAccessible.Text.Name) == " ".join(["The hands as dealt:", *(f"{h}." for h in hands)])
    access.flush()
    assert played_by_keys >= 3 and refused >= 1 and PanelKind.AUCTION in panels
    # every event of the deal was said, in order: each computer card, each trick, the result
    said = " ".join(access.spoken)
    pos = 0
    texts = [labels.event_text(ev, view.pack) for ev in c.deal.events]
    for text in [t for t in texts if t]:
        i = said.find(text, pos)
        assert i >= 0, f"not said (in order): {text!r}"
        pos = i + len(text)
    kinds = {type(ev) for ev in c.deal.events}
    assert {E.CardPlayed, E.TrickTaken, E.DealEnded, E.Bid} <= kinds
    # the cards of each round, as they were dealt (issue 42: never named)
    mine = c.deal.dealt[0]
    first = said.find("Your first three cards: " + labels.card_list(sorted(mine[:3]), view.pack) + ".")
    second = said.find("Your two more cards: " + labels.card_list(sorted(mine[3:]), view.pack) + ".")
    assert 0 <= first < second, (first, second)
    # a "No" to Kontra, which a bubble shows, is said too
    declines = [ev for ev in c.deal.events if isinstance(ev, E.Doubled) and not ev.yes]
    assert declines and all(f"{labels.seat_name(ev.seat)} does not say Kontra." in said
                            or (ev.seat == 0 and "You do not say Kontra." in said) for ev in declines)
    # the news was a focus change each time, of the two news objects in turn
    news = [f for f in access.focus_events if f[0] == "news"]
    assert 0 < len(news) <= len(access.spoken) and all(a != b for a, b in zip(news, news[1:]))


def test_news_that_comes_fast_is_said_together_in_order(qtbot, make_game):
    game = make_game(seed=2)
    access = game.window.view.access
    access.say("one.")
    access.say("two.")
    assert access.spoken == []
    qtbot.waitUntil(lambda: access.spoken == ["one. two."])
    news = view_iface(game).focusChild()
    assert news is not None and news.text(QAccessible.Text.Name) == "one. two."
    # a Client is AT-SPI's "filler", whose role Orca does not say; a static text is a
    # "label", and Orca said "label" after every piece of news
    assert news.role() == QAccessible.Role.Client
    access.say("three.", now=True)
    assert access.spoken[-1] == "three." and view_iface(game).focusChild().text(QAccessible.Text.Name) == "three."


def test_t_describes_the_table(qtbot, make_game):
    game = make_game(seed=11)
    game.window.show()
    game.start()
    c = game.controller
    view = game.window.view
    while True:
        wait_for_human_or_end(qtbot, game)
        assert not c.deal.finished
        if c.deal.phase.value == "play" and c.deal.to_act == 0:
            break
        assert c.act(choose(c.human_options))
    qtbot.keyClick(game.window.view, Qt.Key.Key_T)
    box = game.window.description_box
    qtbot.waitUntil(box.isVisible)
    assert box.styleSheet() == dialog_style() and box.textFormat() is Qt.TextFormat.PlainText, "as the game's dialogs"
    text = box.text()
    assert labels.contract_name(c.deal.contract) in text
    assert labels.suit_name(c.deal.play_trump, view.pack) in text
    assert "It is your turn." in text
    legal = sorted(a.value for a in c.human_options if a.verb is Verb.PLAY)
    assert "You may play: " + labels.card_list(legal, view.pack) in text
    # in the order the table shows them
    assert "Your hand: " + labels.card_list(view.table.hand_cards(0), view.pack) in text
    # what else the table shows (issue 42): dealer and Rufer, the calls by part, the tricks
    d = c.deal
    assert f"Dealer: {labels.seat_name(d.dealer)}. Caller: {labels.seat_name(d.rufer)}." in text
    for heading, calls in view.table.history_lines():
        assert f"{heading}: {', '.join(calls)}." in text
    assert f"Tricks: we {d.tricks_won[0]}, they {d.tricks_won[1]}." in text
    ok = box.findChild(QPushButton)
    assert ok is not None
    ok.click()
    assert not box.isVisible()
    QApplication.processEvents()


def test_t_tells_only_the_cards_dealt_so_far(qtbot, make_game):
    """Calling trump, the Rufer holds three cards: T lists those three, not the two still
    to come (the engine's hand holds all five from the shuffle)."""
    for seed in range(40):
        game = make_game(seed=seed)
        game.window.show()
        game.start()
        c = game.controller
        wait_for_human_or_end(qtbot, game)
        if c.deal.phase.value == "trump" and c.deal.to_act == 0:
            break
        game.window.close()
    else:
        raise AssertionError("no deal made the human the Rufer")
    assert not c.deal.second_round_dealt and len(c.deal.hands[0]) == 5
    qtbot.keyClick(game.window.view, Qt.Key.Key_T)
    box = game.window.description_box
    qtbot.waitUntil(box.isVisible)
    text = box.text()
    pack = game.window.view.pack
    seen = sorted(c.deal.hands[0][:3])
    assert "Your hand: " + labels.card_list(seen, pack) + "." in text
    for card in c.deal.hands[0][3:]:
        assert labels.card_name(card, pack) not in text
    box.findChild(QPushButton).click()
    QApplication.processEvents()


def test_the_genug_moment_waits_while_a_screen_reader_listens(qtbot, make_game):
    """Without a screen reader the offer passes after a while (GENUG_MOMENT_MS); with one it
    waits until the player answers (here: Play on)."""
    game = make_game(seed=11)
    game.controller.screen_reader = lambda: True
    game.window.show()
    game.start()
    c = game.controller
    seen = 0
    while not c.deal.finished:
        qtbot.waitUntil(lambda: c.deal.finished or c.in_genug_moment
                        or (c.waiting_for_human and bool(c.human_options)), timeout=20_000)
        QApplication.processEvents()
        if c.deal.finished:
            break
        if c.in_genug_moment:
            assert c.genug_timer.interval() >= 3600_000 and c.genug_timer.isActive()
            seen += 1
            c.play_on()
            continue
        assert c.act(choose(c.human_options))
    assert seen >= 1


def test_the_score_sheet_takes_the_focus_for_a_screen_reader_and_esc_closes_it(qtbot, make_game):
    game = make_game(seed=11)
    game.window.show()
    game.start()
    view = game.window.view
    view.access.screen_reader = lambda: True
    wait_for_human_or_end(qtbot, game)
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert view.overlay.kind is PanelKind.SCORES
    table = view._score_sheet.table
    assert game.window.focusWidget() is table
    iface = QAccessible.queryAccessibleInterface(table)
    assert iface.text(QAccessible.Text.Name) == "Score sheet" and iface.state().focusable
    assert iface.childCount() > 0  # the header and cells a screen reader walks
    # the panel says the points and the chart (a reader heard nothing of the chart, issue 42)
    said = QAccessible.queryAccessibleInterface(view.overlay).text(QAccessible.Text.Name)
    course = game.controller.score_model.course(0)
    chart = ("The chart of Bummerl 1, the points after each deal: we " + ", ".join(str(c[1]) for c in course)
             + "; the opponents " + ", ".join(str(c[2]) for c in course) + "; the goal 24.")
    assert said.startswith("Score sheet Points in this Bummerl: We ") and said.endswith(chart), said
    assert QAccessible.queryAccessibleInterface(view._score_sheet.chart).text(QAccessible.Text.Name) == chart
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert view.overlay.kind is not PanelKind.SCORES
    fw = game.window.focusWidget()
    assert fw is view or view.isAncestorOf(fw)


def test_the_settings_boxes_are_named_by_their_labels_and_the_help_text_has_a_name(qtbot, make_game):
    game = make_game(seed=1)
    dlg = game.window.settings_dialog()
    for label, box in ((dlg.lang_label, dlg.lang), (dlg.pack_label, dlg.pack), (dlg.speed_label, dlg.speed),
                       (dlg.strength_label, dlg.strength), *((dlg.seat_labels[s], dlg.seat_combos[s])
                                                             for s in dlg.seat_combos)):
        assert label.buddy() is box
        # the box is labelled by its label: a screen reader says "Language: combo box, English"
        rel = QAccessible.queryAccessibleInterface(box).relations(QAccessible.Relation.Label)
        assert label in [r[0].object() for r in rel], rel
    dlg.show()
    assert unnamed_focusable(game, dlg) == []
    # the explanations under the help boxes are said with them (issue 42)
    for box, text in ((dlg.counting_aid, dlg.counting_text), (dlg.auto_genug, dlg.genug_text)):
        assert QAccessible.queryAccessibleInterface(box).text(QAccessible.Text.Description) == text.text() != ""
    assert "Ctrl+Z undoes" in QAccessible.queryAccessibleInterface(dlg.takeback).text(QAccessible.Text.Description)
    dlg.close()
    game.window.show_help()
    browser = game.window.help_dialog.browser
    name = QAccessible.queryAccessibleInterface(browser).text(QAccessible.Text.Name)
    assert name == "Bauernschnapsen: rules and help"
    game.window.help_dialog.close()


def test_a_closed_panel_leaves_the_accessibility_tree(qtbot, make_game):
    game = make_game(seed=11)
    game.window.show()
    game.start()
    c = game.controller
    view = game.window.view
    vp = QAccessible.queryAccessibleInterface(view.viewport())

    def panels_in_tree() -> list[object]:
        return [vp.child(i).object() for i in range(vp.childCount())]

    wait_for_human_or_end(qtbot, game)
    assert view.action_panel.isVisible() and view.action_panel in panels_in_tree()
    assert view.overlay not in panels_in_tree()  # hidden: not there
    assert view_iface(game).indexOfChild(vp) >= 0
    qtbot.keyClick(view, Qt.Key.Key_S)  # the score sheet: the overlay comes, the panel waits hidden
    assert view.overlay in panels_in_tree() and view.action_panel not in panels_in_tree()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.overlay not in panels_in_tree() and view.action_panel in panels_in_tree()
    assert c.act(choose(c.human_options))


@pytest.mark.parametrize("lesson_id, step_no", [("trick", 0), ("marriage", 0), ("marriage", 1)],
                         ids=["a-card", "a-panel-button", "a-marriage"])
def test_the_coach_after_a_good_choice_takes_the_focus_after_its_news(qtbot, make_game, lesson_id, step_no):
    """Under Orca the coach's "Well done" after the learner's card went unsaid: its button
    took the focus at once, and the card's news, said a moment later, took the reader's
    focus from it (after a panel's button, Qt gave the hidden panel's focus to the coach's
    button at once).  The news of the choice comes first, and the button's focus after it."""
    from .test_lessons import LESSONS, begin, press, send, shows, wait_to_act

    lesson = next(x for x in LESSONS if x.id == lesson_id)
    game = make_game(seed=3)
    game.window.show()
    game.start()
    view = game.window.view
    access = view.access
    # each focus the overlay's buttons take: how many accessible focus events and pieces of
    # news came before it, and the button's text
    buttons: list[tuple[int, int, str]] = []

    def focus_changed(_old, new) -> None:
        if new in view.overlay.buttons:
            buttons.append((len(access.focus_events), len(access.spoken), new.text()))

    QApplication.instance().focusChanged.connect(focus_changed)
    try:
        session = begin(qtbot, game, lesson)
        for k, at in enumerate(lesson.steps):
            step = lesson.steps[at]
            wait_to_act(qtbot, game, session, at)
            press(qtbot, game)  # OK: the coach's "before" text is read
            qtbot.waitUntil(lambda: view.overlay.kind is not PanelKind.LESSON)
            if k < step_no:
                send(qtbot, game, step.expect[0])
                qtbot.waitUntil(lambda step=step: shows(game, step.good))
                press(qtbot, game)  # Next
                continue
            wait_to_act(qtbot, game, session, at)
            if view.key_target is not KeyTarget.HAND:  # the panel's button has the focus first
                qtbot.waitUntil(lambda: game.window.focusWidget() in view.action_panel.buttons)
            del buttons[:]
            events, said = len(access.focus_events), len(access.spoken)
            access._said_at = -1e9  # the learner took their time: the last news is long said
            send(qtbot, game, step.expect[0])
            qtbot.waitUntil(lambda step=step: shows(game, step.good))
            qtbot.waitUntil(lambda: bool(buttons))
            access.flush()
            at_events, at_said, _ = buttons[0]
            news = access.spoken[said:at_said]
            assert news, buttons
            assert any(f[0] == "news" for f in access.focus_events[events:at_events]), access.focus_events[events:]
            if step.expect[0].verb is Verb.PLAY:
                assert labels.event_text(E.CardPlayed(0, step.expect[0].value), view.pack) in news[0]
            # nothing takes the reader's focus from the button before the coach's text is read
            assert not any(f[0] == "news" for f in access.focus_events[at_events:]), access.focus_events[at_events:]
            assert buttons[-1][2] == view.overlay.buttons[0].text(), buttons
            assert game.window.focusWidget() is view.overlay.buttons[0]
            break
    finally:
        QApplication.instance().focusChanged.disconnect(focus_changed)


def play_to_a_panel(qtbot, game, phase: str | None = None) -> None:
    """The helpers' choices until the keys are at a panel (of ``phase``, if given), its
    button focused."""
    c = game.controller
    view = game.window.view

    def there() -> bool:
        return view.key_target is KeyTarget.PANEL and (phase is None or c.deal.phase.value == phase)

    while not there():
        wait_for_human_or_end(qtbot, game)
        assert not c.deal.finished
        qtbot.waitUntil(lambda: view.key_target is not KeyTarget.NONE)
        if there():
            break
        assert c.act(choose(c.human_options))
    check_panel_focus(qtbot, game)


def said_by_panel_after_first_trick(qtbot, make_game, key: Qt.Key, kind: PanelKind):
    """A deal played by the helpers' choices until its first trick is taken, then the panel
    that ``key`` opens: the game, and what the panel says as its button takes the focus (its
    name)."""
    game = make_game(seed=11)
    game.window.show()
    game.start()
    c = game.controller
    view = game.window.view
    while not c.deal.tricks:
        wait_for_human_or_end(qtbot, game)
        assert not c.deal.finished
        assert c.act(choose(c.human_options))
    wait_for_human_or_end(qtbot, game)
    qtbot.keyClick(view, key)
    qtbot.waitUntil(lambda: view.overlay.kind is kind)
    check_panel_focus(qtbot, game)
    return game, QAccessible.queryAccessibleInterface(view.overlay).text(QAccessible.Text.Name)


def test_l_says_the_last_tricks_cards_and_who_took_it(qtbot, make_game):
    """L (issue 42, item 5): the last trick's panel said only who took it ("Trick 1 panel.
    East takes the trick (20 card points)."); its focused button now says each card as its
    news did, then who took them, and nothing of it is shown twice on the panel."""
    game, said = said_by_panel_after_first_trick(qtbot, make_game, Qt.Key.Key_L, PanelKind.LAST_TRICK)
    c = game.controller
    view = game.window.view
    trick = c.deal.tricks[-1]
    plays = [labels.event_text(E.CardPlayed(s, card), view.pack) for s, card in zip(trick.seats, trick.cards)]
    taken = labels.event_text(E.TrickTaken(trick.winner, tuple(trick.cards), trick.augen), view.pack)
    assert said == " ".join([f"Trick {len(c.deal.tricks)}", *plays, taken]), said
    assert view.overlay._text.text() == taken  # the cards are on the strip, not in its text


def test_a_language_change_at_a_panel_is_said_and_the_focus_is_on_the_new_button(qtbot, make_game):
    """Issue 42, item 1: switched to German in the settings at a decision, a screen reader
    said nothing more (the change itself neither). The change is said in the new language,
    then the question again, and back from the dialog the keys' focus is on the chosen button
    (named in German)."""
    game = make_game(seed=11)
    game.window.show()
    game.start()
    view = game.window.view
    access = view.access
    play_to_a_panel(qtbot, game)
    english = [b.text() for b in view.action_panel.buttons]
    box = QMessageBoxFor(game.window)  # the settings dialog, in front
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    try:
        game.window.set_lang("de")  # as the settings dialog does
        qtbot.waitUntil(lambda: not access.waiting)
        assert access.spoken[-1].startswith("Sprache: Deutsch. Du bist dran"), access.spoken[-1]
        assert [b.text() for b in view.action_panel.buttons] != english
        box.close()
        game.window.activateWindow()  # what a window manager does (offscreen there is none)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is game.window)
        check_panel_focus(qtbot, game)
    finally:
        box.close()
        game.window.set_lang("en")


def QMessageBoxFor(parent):  # noqa: N802 - a factory named for what it makes
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setText("A dialog in front")
    return box


def test_a_deals_points_name_the_opponents_so_in_german_and_russian(make_game):
    """Issue 42: German news said "Punkte: Ihr +12" for the opponents (the score sheet's
    column heading put into a sentence), which a screen reader's user hears as "you"."""
    from bschnapsen_gui.engine.events import Reason, Result

    game = make_game(seed=1)
    ours, theirs = Result(0, 2, Reason.CONTRACT_WON), Result(1, 3, Reason.CONTRACT_LOST)
    try:
        game.window.set_lang("de")
        assert labels.result_text(ours).startswith("Punkte: wir +2 (")
        assert labels.result_text(theirs).startswith("Punkte: die Gegner +3 (")
        game.window.set_lang("ru")
        assert labels.result_text(ours).startswith("Баллы: у нас +2 (")
        assert labels.result_text(theirs).startswith("Баллы: у соперников +3 (")
    finally:
        game.window.set_lang("en")
    assert labels.result_text(theirs).startswith("Points: the opponents +3 (")


def test_t_says_the_announcements_and_whose_turn_it_is_at_the_genug_moment(qtbot, make_game):
    """T (issue 42): the announced 20s and 40s (a 40 was said, T gave only the card points),
    and "It is your turn" at the Genug moment, where the engine's next seat waits while the
    player may say Genug (T said "North is to play")."""
    from bschnapsen_gui.qt.access import describe_table

    from ..ai.helpers import heuristic_deal

    make_game(seed=1)  # the window's catalogue (English) and the labels
    found = set()
    for seed in range(300):
        log = heuristic_deal(seed)
        for i, action in enumerate(log.actions):
            if action.verb is Verb.MARRIAGE and "marriage" not in found:
                deal = log.replay(i + 1)
                seat, suit, value = deal.announcements[-1]
                text = describe_table(deal, (0, 0), (), "french")
                who = "You" if seat == 0 else labels.seat_name(seat)
                assert f"{who} announced {value} in {labels.suit_name(suit, 'french')}." in text, text
                found.add("marriage")
            if "genug" not in found:
                deal = log.replay(i)
                mine = tuple(a for a in deal.legal_actions() if a.seat == 0)
                if deal.to_act not in (0, None) and any(a.verb is Verb.GENUG for a in mine):
                    # the partner to play, the player may say Genug first: the window waits
                    text = describe_table(deal, (0, 0), mine, "french")
                    assert "It is your turn." in text and "'s turn" not in text, text
                    found.add("genug")
        if found == {"marriage", "genug"}:
            break
    assert found == {"marriage", "genug"}


def test_an_arrow_past_the_end_of_the_hand_or_the_buttons_is_said(qtbot, make_game):
    """Issue 42: arrows at the end of the hand or of a panel's buttons were silent (23 presses
    in eight deals left a screen reader's user without an answer)."""
    game = make_game(seed=11)
    game.window.show()
    game.start()
    c = game.controller
    view = game.window.view
    access = view.access
    heard = set()
    while heard != {"panel", "hand"}:
        wait_for_human_or_end(qtbot, game)
        assert not c.deal.finished
        qtbot.waitUntil(lambda: view.key_target is not KeyTarget.NONE)
        if view.key_target is KeyTarget.PANEL and "panel" not in heard:
            check_panel_focus(qtbot, game)
            panel = view.action_panel
            for _ in range(len(panel.buttons)):
                qtbot.keyClick(view, Qt.Key.Key_Left)
            assert panel.selected == 0 and access.spoken[-1].endswith("First choice."), access.spoken[-1:]
            heard.add("panel")
        elif view.key_target is KeyTarget.HAND and "hand" not in heard:
            qtbot.waitUntil(lambda: not access.waiting)
            cards = view.table.hand_cards(0)
            for _ in range(len(cards) + 1):
                qtbot.keyClick(view, Qt.Key.Key_Right)
            assert view.table.selected == len(cards) - 1
            assert access.spoken[-1].endswith("Last card."), access.spoken[-1:]
            heard.add("hand")
            continue
        assert c.act(choose(c.human_options))


def test_d_says_the_deal_in_words(qtbot, make_game):
    """D (issue 42, item 6): the deal log's sentences were reachable only by a screen
    reader's flat review; its first button now says them after the title."""
    game, said = said_by_panel_after_first_trick(qtbot, make_game, Qt.Key.Key_D, PanelKind.DEAL_LOG)
    sentences = game.window.deal_log.sentences()
    assert len(sentences) > 5 and said == " ".join(["The deal in words", *sentences]), said


def test_a_panel_says_its_question_once_and_the_table_adds_no_container_names(qtbot, make_game):
    """Issue 42's noise, heard under Orca: "Card table. List with 5 items." after every
    decision (Qt's focus event for the view, when a panel goes), the panel's question said
    twice (as the panel's loose labels, then as the button's description) and its key hint
    "← → choose · Enter confirm · 1–9 direct" with every panel. The panel's name is now its
    question and its labels are named by parts of it, the hint is for the eyes only, a
    contract's button describes the contract, and the view is not "focused" for a reader while
    a card or the news holds the reader's focus."""
    game = make_game(seed=11)
    game.window.show()
    game.start()
    view = game.window.view
    access = view.access
    play_to_a_panel(qtbot, game, "auction")
    panel = view.action_panel
    question = QAccessible.queryAccessibleInterface(panel).text(QAccessible.Text.Name)
    title, text = panel._title, panel._text
    assert question == f"{title.text()} {QAccessible.queryAccessibleInterface(text).text(QAccessible.Text.Name)}"
    assert QAccessible.queryAccessibleInterface(title).text(QAccessible.Text.Name) in question
    hint = QAccessible.queryAccessibleInterface(panel._hint)
    assert panel._hint.isVisible() and panel._hint.text()
    assert hint.state().invisible
    for button, payload in zip(panel.buttons, panel.payloads):
        desc = QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Description)
        if isinstance(payload, Action) and payload.value is not None and payload.verb is Verb.BID:
            assert desc == labels.contract_tip(payload.value), desc
        assert title.text() not in desc
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the panel goes, the keys are back at the view
    qtbot.waitUntil(lambda: view.action_panel.kind is not PanelKind.AUCTION or not view.action_panel.isVisible())
    qtbot.waitUntil(lambda: game.window.focusWidget() is view or view.key_target is KeyTarget.PANEL)
    assert access.focus is not None
    assert not view_iface(game).state().focused


def test_after_play_on_the_genug_button_takes_neither_the_keys_nor_the_readers_focus(qtbot, make_game):
    """Issue 42, item 4: Enter on "Play on" at the Genug moment was answered with "Genug! push
    button." (the panel, shown again with Genug alone while the partner led the next trick,
    took the keys). Now Genug takes the keys only at the moment or at the player's own turn."""
    focused: list[str] = []

    def focus_changed(_old, new) -> None:
        if isinstance(new, QPushButton):
            focused.append(new.text())

    QApplication.instance().focusChanged.connect(focus_changed)
    try:
        # until a moment after which the partner leads
        assert any(_play_on_and_check_genug(qtbot, make_game(seed=seed), focused) for seed in range(1, 30))
    finally:
        QApplication.instance().focusChanged.disconnect(focus_changed)


def _play_on_and_check_genug(qtbot, game, focused: list[str]) -> bool:
    """One deal, Play on at each Genug moment: True if after one the partner led and the
    Genug-only panel had neither the keys nor the focus."""
    game.controller.screen_reader = lambda: True
    game.window.show()
    game.window.activateWindow()
    game.start()
    c = game.controller
    view = game.window.view
    checked = False
    while not c.deal.finished:
        qtbot.waitUntil(lambda: c.deal.finished or c.in_genug_moment
                        or (c.waiting_for_human and bool(c.human_options)), timeout=20_000)
        if c.deal.finished:
            break
        if c.in_genug_moment:
            qtbot.waitUntil(lambda: view.key_target is KeyTarget.PANEL)
            assert view.action_panel.buttons[view.action_panel.selected].text() == "Play on"
            focused.clear()
            qtbot.keyClick(view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: not c.in_genug_moment)
            if c.deal.to_act != 0 and any(a.verb is Verb.GENUG for a in c.human_options):
                # the partner leads; "Genug!" may still be pressed, by the mouse or G
                qtbot.waitUntil(lambda: view.action_panel.isVisible())
                assert [b.text() for b in view.action_panel.buttons] == ["Genug!"]
                assert view.key_target is KeyTarget.NONE
                assert "Genug!" not in focused, focused
                checked = True
            continue
        assert c.act(choose(c.human_options))
    game.window.close()
    return checked


def test_new_content_under_the_readers_focus_says_its_question_with_the_button(qtbot, make_game):
    """A panel's question is its name, which Orca says when its focus comes into the panel,
    not when the panel's content changes under it (a coach's "Next", then "Lesson finished":
    only "More lessons push button." was said). Then the question stands in the new button's
    description until the focus moves on; moving between a panel's buttons adds nothing."""
    game = make_game(seed=11)
    game.window.show()
    game.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is game.window)
    overlay = game.window.view.overlay
    overlay.show_content("notice", "Well done", "Right: the trick is yours.", [("Next", 1)])
    overlay.buttons[0].setFocus()
    qtbot.waitUntil(lambda: overlay.buttons[0].hasFocus())
    desc = QAccessible.queryAccessibleInterface(overlay.buttons[0]).text(QAccessible.Text.Description)
    assert desc == ""  # the focus came from outside: the panel's name says it
    overlay.show_content("notice", "Lesson finished", "Follow suit.", [("More lessons", 1), ("Close", 2)])
    first, second = overlay.buttons
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    said = QAccessible.queryAccessibleInterface(first).text(QAccessible.Text.Description)
    assert said == "Lesson finished Follow suit."
    second.setFocus()
    qtbot.waitUntil(second.hasFocus)
    assert QAccessible.queryAccessibleInterface(second).text(QAccessible.Text.Description) == ""
    assert QAccessible.queryAccessibleInterface(first).text(QAccessible.Text.Description) == ""
    # from the other panel (hidden, not gone) Orca says the panel's name: nothing is added
    # (the last trick over the auction said its text twice)
    panel = game.window.view.action_panel
    panel.show_content("auction", "Your announcement", "Announce a contract.", [("Pass", 1)])
    panel.buttons[0].setFocus()
    qtbot.waitUntil(panel.buttons[0].hasFocus)
    overlay.show_content("notice", "Last trick", "No trick has been taken yet.", [("Close", 1)])
    overlay.buttons[0].setFocus()
    qtbot.waitUntil(overlay.buttons[0].hasFocus)
    assert QAccessible.queryAccessibleInterface(overlay.buttons[0]).text(QAccessible.Text.Description) == ""


def test_the_menus_say_their_shortcuts(make_game):
    """Issue 42: Orca said "New Bummerl." without its Ctrl+N (it reads a one-key entry's key
    after the tab in its text, "Score sheet S", but no key binding of Qt's): every entry with
    a shortcut names it after a tab, in the text a screen reader reads."""
    from PySide6.QtGui import QKeySequence

    game = make_game()
    checked = 0
    for menu in (game.window.game_menu, game.window.settings_menu, game.window.help_menu):
        iface = QAccessible.queryAccessibleInterface(menu)
        names = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
        for a in menu.actions():
            if a.shortcut().isEmpty():
                continue
            key = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            assert a.text().endswith("\t" + key), a.text()
            start = a.text().split("\t")[0].replace("&", "")
            assert any(n.startswith(start) and n.endswith(key) for n in names), names
            checked += 1
    assert checked >= 5  # New Bummerl, Take back, Quit, Settings, the help


def test_the_help_has_a_caret_for_a_screen_reader(qtbot, monkeypatch):
    """Issue 42: in the F1 help the arrow keys said nothing (they scrolled a text without a
    caret). With a screen reader the text has a caret that the arrows move line by line,
    which Orca reads; without one it stays as it was (no caret shown to the eye)."""
    from bschnapsen_gui.qt.dialogs import helpview

    flag = Qt.TextInteractionFlag.TextSelectableByKeyboard
    plain = helpview.HelpDialog(lambda: ("french", "en"))
    qtbot.addWidget(plain)
    assert not plain.browser.textInteractionFlags() & flag
    monkeypatch.setattr(helpview, "screen_reader_on", lambda: True)
    read = helpview.HelpDialog(lambda: ("french", "en"))
    qtbot.addWidget(read)
    assert read.browser.textInteractionFlags() & flag
    assert read.browser.textInteractionFlags() & Qt.TextInteractionFlag.LinksAccessibleByKeyboard
