"""The other seats' sources (``qt/seats/``) as the controller holds them: the local computer
players think only while they are the source of the seats (not for a lesson's deal, not for a
shared table's), and the controller takes one way to the next seat in every mode."""

from __future__ import annotations

from typing import Any

from bschnapsen_gui.engine import HUMAN, Action, Deal
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.engine.view import SeatView
from bschnapsen_gui.qt.controller import GameController
from bschnapsen_gui.qt.seats.computers import ComputerSeats
from bschnapsen_gui.qt.seats.lesson import LessonSeats
from bschnapsen_gui.qt.seats.table import TableSeats


class Script:
    """A lesson that scripts nothing (the learner decides every seat's turn) and never waits."""

    waiting = False

    def __init__(self) -> None:
        self.vetted: list[Action] = []

    def supply(self, deal: Deal) -> Action | None:
        return None

    def vet(self, action: Action) -> bool:
        self.vetted.append(action)
        return True

    def dropped(self) -> None:
        pass


class Table:
    """A shared table whose server never answers."""

    def __init__(self) -> None:
        self.sent: list[Action] = []

    def send(self, action: Action) -> bool:
        self.sent.append(action)
        return True

    def next_deal(self) -> None:
        pass

    def view(self) -> SeatView | None:
        return None

    def played_whole(self) -> bool:
        return True


def _a_match(*, human_begins: bool, after: int = 0) -> Match:
    """The first match after seed ``after`` whose first deal the human begins (or not)."""
    for seed in range(after + 1, after + 50):
        match = Match(PRESETS["standard"], seed)
        if (match.deal.to_act == HUMAN) == human_begins:
            return match
    raise AssertionError("no such deal found")


def _a_deal_a_computer_begins() -> Deal:
    return _a_match(human_begins=False).deal


def test_the_computers_think_ahead_only_for_the_deal_they_play(qtbot: Any) -> None:
    c = GameController(Match(PRESETS["standard"], 3), strength="beginner")
    c.paced = True  # a view animates each change: the controller waits for view_idle
    try:
        c.start_lesson(_a_deal_a_computer_begins(), Script())
        assert c.busy and isinstance(c.seats, LessonSeats)
        c.start_players()  # the first frame is painted while the lesson's deal is dealt
        assert c.computers.thinking_seat is None and c.thinking_seat is None
        c.end_lesson()
        assert isinstance(c.seats, ComputerSeats) and c.lesson is None
        c.enter_table(Table(), Match(PRESETS["standard"], 5))
        assert isinstance(c.seats, TableSeats) and c.table is c.seats
        c.start_players()
        assert c.computers.thinking_seat is None
    finally:
        c.shutdown()


def test_a_lessons_learner_acts_through_the_lesson_and_a_tables_through_the_server(qtbot: Any) -> None:
    c = GameController(Match(PRESETS["standard"], 3), strength="beginner")
    try:
        script = Script()
        deal = _a_deal_a_computer_begins()
        c.start_lesson(deal, script)
        c.human_seats = frozenset(range(4))  # the script leaves every seat to the learner
        qtbot.waitUntil(lambda: bool(c.human_options))
        first = c.human_options[0]
        assert c.act(first) and script.vetted == [first] and deal.history == [first]
        c.end_lesson()
        table = Table()
        m = _a_match(human_begins=True, after=4)
        c.enter_table(table, m)
        qtbot.waitUntil(lambda: bool(c.human_options))
        mine = c.human_options[0]
        assert c.act(mine) and table.sent == [mine]
        assert m.deal.history == [] and c.human_options == ()  # applied when the server says so
        assert not c.act(mine)  # one action on its way at a time
    finally:
        c.shutdown()
