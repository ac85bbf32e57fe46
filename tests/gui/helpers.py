"""Driving a game through the window like a player: by mouse or by keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.ai import make_player
from bschnapsen_gui.engine import Action, RuleSet, Verb
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.qt.app import Game


def wait_for_human_or_end(qtbot, game: Game, timeout: int = 20_000) -> None:
    c = game.controller
    try:
        qtbot.waitUntil(lambda: c.deal.finished or (c.waiting_for_human and bool(c.human_options)), timeout=timeout)
    except Exception:
        d = c.deal
        print("stuck:", d.phase, "to act", d.to_act, "busy", c.busy, "paused", c.paused,
              "thinking", c.thinking_seat, "options", c.human_options)
        raise
    # let the panels and the scene take in the options
    QApplication.processEvents()


def card_point(game: Game, card) -> QPoint:
    view = game.window.view
    item = view.table.items_by_card[card]
    return view.mapFromScene(item.scenePos())


def choose(options: tuple[Action, ...]) -> Action:
    """A simple, legal choice: no Kontra, the lowest bid, the first card."""
    own = [a for a in options if a.seat == 0]
    for verb in (Verb.PLAY, Verb.TRUMP, Verb.BID):
        picks = [a for a in own if a.verb is verb]
        if picks:
            return picks[0]
    doubles = [a for a in own if a.verb is Verb.DOUBLE and a.value is False]
    if doubles:
        return doubles[0]
    return own[0]


def click_action(qtbot, game: Game, action: Action) -> None:
    view = game.window.view
    if action.verb is Verb.PLAY:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(game, action.value))
        return
    panel = view.action_panel
    assert panel.isVisible(), "the phase panel should be on the table"
    i = panel.payloads.index(action)
    qtbot.mouseClick(panel.buttons[i], Qt.MouseButton.LeftButton)


def key_action(qtbot, game: Game, action: Action) -> None:
    view = game.window.view
    if action.verb is Verb.PLAY:
        cards = view.table.hand_cards(0)
        target = cards.index(action.value)
        # walk there with the arrow keys, then Enter
        for _ in range(len(cards)):
            if view.table.selected == target:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert view.table.selected == target
        qtbot.keyClick(view, Qt.Key.Key_Return)
        return
    panel = view.action_panel
    i = panel.payloads.index(action)
    qtbot.keyClicks(view, str(i + 1))


def play_match(rules: RuleSet, seed: int, bummerl: int) -> Match:
    """Heuristic players in all seats until ``bummerl`` Bummerl are over (engine only)."""
    m = Match(rules, seed, dealer=3)
    players = [make_player("heuristic", seed * 4 + s) for s in range(4)]
    while len(m.finished_bummerl) < bummerl:
        d = m.deal
        while not d.finished:
            s = d.to_act
            assert s is not None
            d.apply(players[s].decide(seat_view(d, s)))
        m.next_deal()
    return m
