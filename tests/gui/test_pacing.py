"""Every event readable at its pace (issue 13, part 2): the summary's buttons stay put and
Enter deals on; calls stay on the table; the Genug moment waits for the player; an
illegal card answers where the player looks."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.ai.process import ReviewQuestion
from bschnapsen_gui.engine import Action, Card, Phase, Verb
from bschnapsen_gui.engine import events as E
from bschnapsen_gui.qt.commands import Command, PanelKind
from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.qt.tasks import TaskRunner

from .helpers import choose, click_action, deal_log, scripted_game, show_log, wait_for_human_or_end

translate = QCoreApplication.translate


def _finished_deal(qtbot, make_game, monkeypatch, *, fast_review: bool = True):
    """The partner has taken three tricks and the human says a right Genug: the summary
    is shown (tests/gui/data/partner_takes_three_tricks.json after 19 actions)."""
    if fast_review:
        real = TaskRunner.ask

        def quick(self, question, local=None):  # type: ignore[no-untyped-def]
            if isinstance(question, ReviewQuestion):
                question = dataclasses.replace(question, seconds_per_decision=0.02)
            return real(self, question, local)

        monkeypatch.setattr(TaskRunner, "ask", quick)
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    show_log(game, script, deal_log("partner_takes_three_tricks"), upto=19)
    qtbot.waitUntil(lambda: any(a.verb is Verb.GENUG for a in c.human_options))
    qtbot.keyClick(game.window.view, Qt.Key.Key_G)
    assert c.deal.finished
    view = game.window.view
    qtbot.waitUntil(lambda: view.overlay.kind is PanelKind.SUMMARY)
    return game


def _button_rect(view, i: int):
    b = view.overlay.buttons[i]
    return b.geometry().translated(view.overlay.pos()), b.mapTo(view.viewport(), QPoint(0, 0))


def test_the_next_deal_button_stays_put_when_the_review_arrives(qtbot, make_game, monkeypatch):
    game = _finished_deal(qtbot, make_game, monkeypatch)
    view = game.window.view
    assist = game.window.assist
    body = game.window.summary_body
    for size in ((900, 620), (1600, 1000)):
        game.window.resize(*size)
        QApplication.processEvents()
        QApplication.processEvents()
        if assist.last_review is None:
            assert "looking" in body.review_text
            i = view.overlay.payloads.index(Command.NEXT_DEAL)
            before = _button_rect(view, i)
            panel_before = view.overlay.geometry()
            qtbot.waitUntil(lambda: assist.last_review is not None, timeout=20_000)
            QApplication.processEvents()
            QApplication.processEvents()
            assert "With open cards" in body.review_text
            assert _button_rect(view, i) == before
            assert view.overlay.geometry() == panel_before
        # the review's room is the same with and without it: show the "looking" text again
        i = view.overlay.payloads.index(Command.NEXT_DEAL)
        with_review = _button_rect(view, i)
        body.analysis, saved = None, body.analysis
        body.show_review()
        view.place_panels()
        QApplication.processEvents()
        assert "looking" in body.review_text
        assert _button_rect(view, i) == with_review
        body.analysis = saved
        body.show_review()
        view.place_panels()
        QApplication.processEvents()


def test_enter_on_the_summary_presses_the_marked_button(qtbot, make_game, monkeypatch):
    """One button looks chosen, and Enter presses it (it always dealt on, whichever button
    was marked); the arrows stop at the row's ends."""
    game = _finished_deal(qtbot, make_game, monkeypatch)
    view = game.window.view
    c = game.controller
    records = len(c.match.records)
    overlay = view.overlay
    assert overlay.payloads[overlay.marked] is Command.NEXT_DEAL
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert overlay.payloads[overlay.marked] is Command.NEXT_DEAL, "← wrapped round"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert overlay.payloads[overlay.marked] is Command.SCORES
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert overlay.kind is PanelKind.SCORES and c.deal.finished
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert overlay.kind is PanelKind.SUMMARY and overlay.payloads[overlay.marked] is Command.NEXT_DEAL
    with qtbot.waitSignal(c.matchReset, timeout=5000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not c.deal.finished, "Enter started the next deal"
    assert len(c.match.records) == records
    assert game.window.replay is None, "the replay was not opened"


def test_a_computers_call_stays_shown_when_the_next_seat_calls(qtbot, make_game):
    game = make_game(seed=5)  # the human is the Rufer: West, North and East call after him
    c = game.controller
    table = game.window.view.table
    calls: list[tuple[int, str]] = []  # (seat, what it said), in order
    seen: list[tuple[list[tuple[int, str]], dict[int, str], list[tuple[str, list[str]]]]] = []

    def on_applied(action, events):  # type: ignore[no-untyped-def]
        for ev in events:
            if isinstance(ev, E.Bid):
                said = labels.bubble_text(ev, game.settings.pack)
                assert said is not None
                calls.append(said)

    def on_idle() -> None:
        if c.deal.phase is Phase.AUCTION:
            seen.append((list(calls), {s: b.text for s, b in enumerate(table.bubbles)}, table.history_lines()))

    c.actionApplied.connect(on_applied)
    table.idle.connect(on_idle)
    game.start()
    wait_for_human_or_end(qtbot, game)
    assert c.deal.phase is Phase.TRUMP
    click_action(qtbot, game, choose(c.human_options))
    wait_for_human_or_end(qtbot, game)
    assert c.deal.phase is Phase.AUCTION and c.deal.rufer == 0
    click_action(qtbot, game, choose(c.human_options))
    qtbot.waitUntil(lambda: c.deal.phase is not Phase.AUCTION, timeout=20_000)
    QApplication.processEvents()
    checked = 0
    for so_far, bubbles, history in seen:
        if len(so_far) < 2 or so_far[-1][0] == 0:
            continue
        # the seat that called before this one still shows its call
        (before_seat, before_said), (seat, said) = so_far[-2], so_far[-1]
        assert bubbles[before_seat] == before_said, (so_far, bubbles)
        assert bubbles[seat] == said
        checked += 1
        auction = dict(history).get(translate("Table", "Auction"), [])
        assert len(auction) == len(so_far), "every call is in the history"
    assert checked >= 2, f"two computer calls in a row should have been seen: {calls}"


def test_nothing_happens_before_the_window_is_on_the_screen(qtbot, make_game):
    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.engine.match import Match

    seed = next(s for s in range(50) if Match(RuleSet(), s).deal.rufer != 0)  # a computer calls trump
    game = make_game(seed=seed)
    c = game.controller
    view = game.window.view
    painted_when: list[bool] = []
    c.actionApplied.connect(lambda action, events: painted_when.append(view._painted) if action else None)
    game.start()
    assert not game.window.windowHandle().isExposed(), "the window is not on the screen yet"
    assert view.table.animator.held and c.busy, "the deal's animation, and so the computers, wait"
    QApplication.processEvents()  # the next turns of the event loop (not the painted window yet)
    if not view._painted:
        assert c.busy and not c.deal.history
    qtbot.waitUntil(lambda: bool(painted_when), timeout=20_000)
    assert painted_when[0], "the first call came after the window was painted"
    assert isinstance(c.deal.history[0].verb, Verb) and c.deal.history[0].seat != 0


def test_the_info_box_says_kontra_once(qtbot, make_game):
    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.engine.match import Match

    m = Match(RuleSet(), 5)
    d = m.deal
    while d.kontra_level == 0 or d.phase is Phase.DOUBLE:
        own = [a for a in d.legal_actions() if a.seat == d.to_act and a.verb is not Verb.GENUG]
        kontra = [a for a in own if a.verb is Verb.DOUBLE and a.value is True and d.kontra_level == 0]
        no = [a for a in own if a.verb is Verb.DOUBLE and a.value is False]
        d.apply(kontra[0] if kontra else (no[0] if no else own[0]))
    assert d.kontra_level == 1
    game = make_game(seed=5)
    game.controller.set_match(m)
    table = game.window.view.table
    text = table.contract_board._doc.toPlainText()
    assert text.count(labels.kontra_name(1)) == 1, text


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_an_illegal_card_shakes_and_says_why_beside_it(qtbot, make_game, monkeypatch, lang):
    # the human must follow Schellen with DK or DU: S10 may not be played
    # (tests/gui/data/partner_takes_three_tricks.json after 13 actions)
    game, script = scripted_game(make_game, monkeypatch, lang=lang)
    c = game.controller
    show_log(game, script, deal_log("partner_takes_three_tricks"), upto=13)
    wait_for_human_or_end(qtbot, game)
    view = game.window.view
    table = view.table
    table.animator.set_speed("normal")  # the shake is an animation
    card = Card.parse("S10")
    assert not c.hand_model.is_legal(card)
    item = table.items_by_card[card]
    rest = item.pos()
    before = len(c.deal.history)
    with qtbot.waitSignal(table.refusalShown) as shown, qtbot.waitSignal(c.refused) as refused:
        click_action(qtbot, game, Action(0, Verb.PLAY, card))
    assert shown.args == [card]
    reason = labels.refusal_text(refused.args[0], game.settings.pack)
    # the reason, in the player's language, beside the card and in the status line
    assert table.refusal_text == reason and game.window.status.text() == reason
    note = table.refusal_note.sceneBoundingRect()
    card_rect = item.sceneBoundingRect()
    assert note.bottom() <= card_rect.top() + 0.2 * card_rect.height(), "the note sits just above the card"
    assert note.left() <= item.pos().x() <= note.right()
    assert note.left() >= 0 and note.right() <= table.w
    # the card shakes and comes back to its place in the hand
    assert table.shake.state() == table.shake.State.Running
    qtbot.waitUntil(lambda: item.pos().x() != rest.x())
    with qtbot.waitSignal(table.shake.finished, timeout=3000):
        pass
    assert item.pos() == rest
    assert card in c.deal.hands[0] and len(c.deal.history) == before
    # the next action takes the note away
    legal = next(a for a in c.human_options if a.verb is Verb.PLAY)
    click_action(qtbot, game, legal)
    assert table.refusal_text == ""


@pytest.mark.parametrize("size, bummerl", [((1280, 800), False), ((1280, 800), True), ((1920, 1080), False),
                                           ((1920, 1080), True)])
def test_the_summary_shows_the_hands_as_dealt_whole(qtbot, make_game, monkeypatch, size, bummerl):
    """They were a thin strip at 1280x800, and at 1920x1080 after a Bummerl's two-line
    header a sliver with the names cut in half, though the window had room.  (At 900x620
    the summary scrolls to them: the five tricks above them take the room.)"""
    game = _finished_deal(qtbot, make_game, monkeypatch)
    w = game.window
    w.resize(*size)
    qtbot.waitUntil(lambda: w.view.viewport().width() > size[0] - 40)
    view = w.view
    if bummerl:  # the summary's header as at a Bummerl's end: two more lines
        game.controller.bummerlFinished.emit(0, 2)
    view.place_panels()
    QApplication.processEvents()
    o = view.overlay
    assert o.kind is PanelKind.SUMMARY
    scroll = o._scroll.viewport()
    seen = scroll.rect()
    body = w.summary_body
    for part in (body.hands_title, *body.names, *body.strips):
        r = part.rect().translated(part.mapTo(scroll, QPoint(0, 0)))
        assert r.top() >= seen.top() and r.bottom() <= seen.bottom() and r.left() >= 0, (size, part, r, seen)
    assert view.viewport().rect().contains(o.geometry())
