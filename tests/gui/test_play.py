"""Whole deals through the window: by mouse clicks, by keys alone, with a pack and
language switch in the middle."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.engine import Action, Card, Phase, Verb
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.qt.table import scene as scene_module

from .helpers import (
    card_point,
    choose,
    click_action,
    deal_log,
    key_action,
    scripted_game,
    show_log,
    wait_for_human_or_end,
)


def _play_deal(qtbot, game, act) -> int:
    c = game.controller
    game.start()
    human_moves = 0
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        before = len(c.deal.history)
        act(qtbot, game, choose(c.human_options))
        human_moves += 1
        assert len(c.deal.history) > before, "the action did not reach the deal"
    return human_moves


def test_whole_deal_by_mouse(qtbot, make_game):
    game = make_game(seed=11)
    moves = _play_deal(qtbot, game, click_action)
    assert moves >= 1
    view = game.window.view
    qtbot.waitUntil(lambda: view.overlay.kind == "summary")
    # "Next deal" by mouse deals again
    qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not game.controller.deal.finished)
    assert len(game.controller.match.records) == 1


def test_whole_deal_by_keys(qtbot, make_game):
    game = make_game(seed=12)
    moves = _play_deal(qtbot, game, key_action)
    assert moves >= 1
    view = game.window.view
    qtbot.waitUntil(lambda: view.overlay.kind == "summary")
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert view.overlay.kind == "scores"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.overlay.kind == "summary"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not game.controller.deal.finished)


def _must_follow_diamonds(qtbot, make_game, monkeypatch):
    """The human must follow Schellen with DK or DU: S10 and CA are in his hand but may not
    be played (tests/gui/data/partner_takes_three_tricks.json after 13 actions)."""
    game, script = scripted_game(make_game, monkeypatch)
    show_log(game, script, deal_log("partner_takes_three_tricks"), upto=13)
    wait_for_human_or_end(qtbot, game)
    c = game.controller
    assert c.deal.phase is Phase.PLAY and c.deal.to_act == 0
    legal = {a.value for a in c.human_options if a.verb is Verb.PLAY}
    assert legal == {Card.parse("DK"), Card.parse("DU")}
    assert {Card.parse("S10"), Card.parse("CA")} <= set(c.deal.hands[0])
    return game


def test_illegal_card_shows_the_engines_reason(qtbot, make_game, monkeypatch):
    game = _must_follow_diamonds(qtbot, make_game, monkeypatch)
    c = game.controller
    card = Card.parse("S10")
    before = len(c.deal.history)
    with qtbot.waitSignal(c.refused):
        click_action(qtbot, game, Action(0, Verb.PLAY, card))
    assert len(c.deal.history) == before
    status = game.window.status.text()
    refusal = c.deal.refusal_for_card(0, card)
    assert refusal is not None
    from bschnapsen_gui.qt.i18n.labels import refusal_text

    assert status == refusal_text(refusal, game.settings.pack)
    item = game.window.view.table.items_by_card[card]
    assert item.toolTip() == status


def test_switch_pack_and_language_mid_deal(qtbot, make_game):
    game = make_game(seed=13, pack="tell")
    c = game.controller
    game.start()
    wait_for_human_or_end(qtbot, game)
    while not c.deal.finished and c.deal.phase is not Phase.PLAY:
        click_action(qtbot, game, choose(c.human_options))
        wait_for_human_or_end(qtbot, game)
    history = list(c.deal.history)
    w = game.window
    w.set_pack("french")
    assert w.art.pack == "french" and w.view.table.pack == "french"
    w.set_lang("de")
    assert game.translations.lang == "de"
    w.set_pack("french4")
    w.set_lang("ru")
    w.set_lang("en")
    assert c.deal.history == history, "switching must not lose the deal"
    # play on to the end
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    assert c.deal.finished


def _to_the_humans_card_play(qtbot, game) -> bool:
    """Play on (simple choices) until the human is to play a card; False if the deal ends."""
    c = game.controller
    game.start()
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            return False
        if c.deal.phase is Phase.PLAY and c.deal.to_act == 0:
            return True
        click_action(qtbot, game, choose(c.human_options))


def _drag(qtbot, game, card, to) -> None:
    from PySide6.QtCore import QPoint

    view = game.window.view
    start = card_point(game, card)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    steps = 8
    for i in range(1, steps + 1):
        p = QPoint(start.x() + (to.x() - start.x()) * i // steps, start.y() + (to.y() - start.y()) * i // steps)
        qtbot.mouseMove(view.viewport(), p)
    item = view.table.items_by_card[card]
    if card in view.table._legal_cards:
        # the card follows the pointer (a drag, not a click in disguise)
        moved = item.pos() - view.mapToScene(start)
        target = view.mapToScene(to) - view.mapToScene(start)
        assert (moved - target).manhattanLength() < 12, (moved, target)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=to)


def _first_legal_card_to_play(qtbot, make_game):
    """A game at the human's first card play, and the first card he may play."""
    game = make_game(seed=11)
    assert _to_the_humans_card_play(qtbot, game)
    return game, [a.value for a in game.controller.human_options if a.verb is Verb.PLAY][0]


def test_play_a_card_by_dragging_it_to_the_trick(qtbot, make_game):
    game, card = _first_legal_card_to_play(qtbot, make_game)
    c = game.controller
    view = game.window.view
    before = len(c.deal.history)
    centre = view.mapFromScene(view.table.trick_center())
    _drag(qtbot, game, card, centre)
    qtbot.waitUntil(lambda: len(c.deal.history) > before)
    assert c.deal.history[before] == Action(0, Verb.PLAY, card)


def test_a_card_dropped_away_from_the_trick_goes_back_to_the_hand(qtbot, make_game):
    game, card = _first_legal_card_to_play(qtbot, make_game)
    c = game.controller
    view = game.window.view
    item = view.table.items_by_card[card]
    home = item.pos()
    before = len(c.deal.history)
    # dragged off to the left edge of the table, far from the trick, and let go
    start = card_point(game, card)
    from PySide6.QtCore import QPoint

    with qtbot.assertNotEmitted(c.actionApplied):
        _drag(qtbot, game, card, QPoint(view.viewport().width() // 20, start.y() - 20))
        # the drop is over once the card is back in the hand
        qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1.0)
    assert len(c.deal.history) == before
    assert c.waiting_for_human
    # and it can still be played by a click
    click_action(qtbot, game, Action(0, Verb.PLAY, card))
    qtbot.waitUntil(lambda: len(c.deal.history) > before)


def test_an_illegal_card_cannot_be_dragged_into_the_trick(qtbot, make_game, monkeypatch):
    game = _must_follow_diamonds(qtbot, make_game, monkeypatch)
    c = game.controller
    view = game.window.view
    card = Card.parse("CA")
    before = len(c.deal.history)
    item = view.table.items_by_card[card]
    home = item.pos()
    with qtbot.assertNotEmitted(c.actionApplied):
        _drag(qtbot, game, card, view.mapFromScene(view.table.trick_center()))
        # the drop is over once the card is back in the hand
        qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1.0)
    assert len(c.deal.history) == before and c.waiting_for_human
    assert game.window.status.text()  # the engine's reason is shown


def test_play_a_card_by_double_click_plays_it_once(qtbot, make_game):
    game, card = _first_legal_card_to_play(qtbot, make_game)
    c = game.controller
    view = game.window.view
    before = len(c.deal.history)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(game, card))
    qtbot.waitUntil(lambda: len(c.deal.history) > before)
    assert c.deal.history[before] == Action(0, Verb.PLAY, card)
    human = [a for a in c.deal.history[before:] if a.seat == 0]
    assert human == [Action(0, Verb.PLAY, card)]


class _LaterClock:
    """``time`` as the table reads it, ``ahead`` seconds later than now."""

    def __init__(self, ahead: float) -> None:
        self.ahead = ahead

    def monotonic(self) -> float:
        return time.monotonic() + self.ahead

    def __getattr__(self, name: str):
        return getattr(time, name)


def test_the_second_click_of_a_double_click_never_plays_another_card(qtbot, make_game, monkeypatch):
    """The first click plays; if the human leads again at once, the double-click's second
    click lands on another card: it is ignored."""
    game = make_game(seed=11)
    assert _to_the_humans_card_play(qtbot, game)
    c = game.controller
    table = game.window.view.table
    legal = [a.value for a in c.human_options if a.verb is Verb.PLAY]
    view = game.window.view
    played: list[object] = []
    # look only at the table's handling of clicks: nothing reaches the game
    table.cardActivated.disconnect(view._play_card)
    table.cardActivated.connect(played.append)
    try:
        table._on_card_clicked(legal[0])
        table.items_by_card[legal[-1]].doubleClicked.emit(legal[-1])
        assert played == [legal[0]]
        # a double-click long after the last played card does play: the table's clock
        # is moved on by the double-click interval instead of waiting that long
        later = _LaterClock(QApplication.doubleClickInterval() / 1000 + 0.05)
        monkeypatch.setattr(scene_module, "time", later)
        table.items_by_card[legal[-1]].doubleClicked.emit(legal[-1])
        assert played == [legal[0], legal[-1]]
    finally:
        table.cardActivated.disconnect(played.append)
        table.cardActivated.connect(view._play_card)


def test_end_of_bummerl_offers_the_next_bummerl(qtbot, make_game):
    game = make_game(seed=4)
    c = game.controller
    # the Bummerl stands at 20 : 20, so that it ends within a few deals (from 0 : 0 the
    # deals took most of a minute and a half)
    c.match.current_bummerl.points[:] = [20, 20]
    ended: list[tuple[int, int]] = []
    c.bummerlFinished.connect(lambda winner, marks: ended.append((winner, marks)))
    view = game.window.view
    game.start()
    while not ended:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            qtbot.waitUntil(lambda: view.overlay.kind == "summary")
            if ended:
                break
            qtbot.keyClick(view, Qt.Key.Key_Return)  # next deal
            qtbot.waitUntil(lambda: not c.deal.finished)
            continue
        action = choose(c.human_options)
        # the hand is played through the engine's options, quickly; the window follows
        assert c.act(action)
    assert view.overlay.kind == "summary"
    assert view.overlay.buttons[0].text().replace("&", "") == "Next Bummerl"
    assert view.overlay.payloads[view.overlay.marked] is Command.NEXT_DEAL  # Enter presses it
    records = len(c.match.records)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not c.deal.finished)
    assert c.match.points == (0, 0)  # a fresh Bummerl
    assert len(c.match.records) == records


@pytest.mark.parametrize("lang, weiter", [("en", "pass"), ("de", "weiter"), ("ru", "пас")])
def test_the_rufer_is_not_told_he_may_say_weiter(qtbot, make_game, lang, weiter):
    """The Rufer's first announcement may not be Weiter, and he has no such button: the
    status line and the panel said he might ("or say Weiter", "oder sag „weiter“")."""
    game = make_game(seed=5, lang=lang)  # the human is the Rufer
    game.start()
    c = game.controller
    view = game.window.view
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.phase is Phase.AUCTION:
            break
        assert c.deal.phase is Phase.TRUMP
        assert c.act(choose(c.human_options))
    assert c.deal.rufer == 0 and all(a.value is not None for a in c.human_options)
    assert weiter not in game.window.status.text().lower(), game.window.status.text()
    assert weiter not in view.action_panel.body_text.lower()
    assert not any(weiter in b.text().lower() for b in view.action_panel.buttons)
