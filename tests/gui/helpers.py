"""Driving a game through the window like a player: by mouse or by keys; and a game put
in a stated situation from a deal log, its computer seats playing from a script."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.engine import Action, RuleSet, Verb
from bschnapsen_gui.engine.log import DealLog, parse_log_data
from bschnapsen_gui.engine.match import MATCH_FORMAT, Match
from bschnapsen_gui.engine.view import SeatView
from bschnapsen_gui.qt import players as qt_players
from bschnapsen_gui.qt.app import Game

from ..ai.helpers import heuristic_match

DATA = Path(__file__).parent / "data"


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


def key_card(qtbot, game: Game, card) -> None:
    """Play ``card`` of the player's hand by keys: walk there with the arrows (they stop at
    the hand's ends), then Enter."""
    view = game.window.view
    cards = view.table.hand_cards(0)
    target = cards.index(card)
    for _ in range(len(cards)):
        if view.table.selected == target:
            break
        at = view.table.selected if view.table.selected is not None else 0
        qtbot.keyClick(view, Qt.Key.Key_Right if at < target else Qt.Key.Key_Left)
    assert view.table.selected == target and view.table.marked_card_index == target
    qtbot.keyClick(view, Qt.Key.Key_Return)


def key_action(qtbot, game: Game, action: Action) -> None:
    view = game.window.view
    if action.verb is Verb.PLAY:
        key_card(qtbot, game, action.value)
        return
    panel = view.action_panel
    i = panel.payloads.index(action)
    qtbot.keyClicks(view, str(i + 1))


# -- situations from deal logs ---------------------------------------------------------------------


def deal_log(name: str) -> DealLog:
    """The deal log of ``tests/gui/data/<name>.json`` (``{"name", "note", "log"}``; the note
    says which situation comes after how many actions)."""
    data = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    return parse_log_data(data["log"])


class Script:
    """What the computer seats do: each seat plays its own actions of a deal log in order,
    then (once they are used up) its first legal action that is not Genug.  A scripted
    action that is not legal where the deal stands is noted in ``off_script`` (a test
    should assert that list is empty) and replaced the same way."""

    def __init__(self) -> None:
        self.load([])

    def load(self, actions: list[Action]) -> None:
        self.queues: dict[int, list[Action]] = {s: [a for a in actions if a.seat == s] for s in range(4)}
        self.off_script: list[str] = []
        self._answered: list[tuple[SeatView, Action]] = []

    def decide(self, view: SeatView) -> Action:
        # a question asked again (after a cancel) gets the same answer, not the next one
        for seen, action in self._answered:
            if seen == view:
                return action
        queue = self.queues[view.seat]
        if queue and queue[0] in view.legal:
            action = queue.pop(0)
        else:
            if queue:
                self.off_script.append(f"seat {view.seat}: {queue.pop(0).describe()} is not legal here")
            action = next(a for a in view.legal if a.seat == view.seat and a.verb is not Verb.GENUG)
        self._answered.append((view, action))
        return action


class ScriptedPlayer:
    """A computer player (the ``ai.Player`` interface) that asks its :class:`Script`."""

    def __init__(self, script: Script, seat: int) -> None:
        self.script = script
        self.seat = seat

    def decide(self, view: SeatView, deadline: float | None = None,
               cancel: Callable[[], bool] | None = None) -> Action:
        assert view.seat == self.seat
        return self.script.decide(view)

    def wants_genug(self, view: SeatView) -> bool:
        return False


def scripted_game(make_game: Callable[..., Game], monkeypatch: pytest.MonkeyPatch,
                  **options: Any) -> tuple[Game, Script]:
    """A game whose computer seats play from a :class:`Script` (on the thinking thread, not
    in the thinking process, which cannot be handed a script).  The window is shown."""
    script = Script()
    monkeypatch.setenv("BSCHNAPSEN_THINK", "thread")
    monkeypatch.setattr(qt_players, "make_player", lambda strength, seed, **kw: ScriptedPlayer(script, seed % 4))
    game = make_game(**{"seed": 0, **options})
    assert not game.controller.players.in_process
    game.window.show()
    return game, script


def show_log(game: Game, script: Script, log: DealLog, upto: int | None = None) -> None:
    """Put ``log``'s deal on the table as it stands after its first ``upto`` actions (all of
    them if None), in a fresh match; the computer seats then play the log's later actions.
    The human's part is the test's (:func:`next_human_action` says what the log did)."""
    upto = len(log.actions) if upto is None else upto
    assert 0 <= upto <= len(log.actions)
    shown = DealLog(log.rules, log.dealer, log.hands, list(log.actions[:upto]))
    match = Match.from_json({
        "format": MATCH_FORMAT, "seed": 0, "first_dealer": log.dealer, "rules": log.rules.to_json(),
        "deals": [], "current": {"number": 0, "bummerl": 0, "log": shown.to_json()},
    })
    script.load(list(log.actions[upto:]))
    game.controller.set_match(match)
    assert game.controller.deal.history == shown.actions


def next_human_action(script: Script, seat: int = 0) -> Action | None:
    """The human seat's next action in the log (taken off the script), or None."""
    queue = script.queues[seat]
    return queue.pop(0) if queue else None


def play_match(rules: RuleSet, seed: int, bummerl: int) -> Match:
    """Heuristic players in all seats until ``bummerl`` Bummerl are over (engine only)."""
    return heuristic_match(rules, seed, lambda m: len(m.finished_bummerl) < bummerl)


class Answers:
    """The window's questions with named answers (``MainWindow.choose``: a modal box that an
    offscreen test could never press), answered here: the next of :attr:`queue`, else the
    question's default; every question is kept in :attr:`asked` (title, text, buttons)."""

    def __init__(self) -> None:
        self.queue: list[int] = []
        self.asked: list[tuple[str, str, list[str]]] = []

    def choose(self, title: str, text: str, buttons: Sequence[str], default: int = 0) -> int:
        self.asked.append((title, text, list(buttons)))
        return self.queue.pop(0) if self.queue else default
