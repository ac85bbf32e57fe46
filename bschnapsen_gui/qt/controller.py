"""The game controller: owns the live match, applies actions on the GUI thread, and
announces everything by signals.

Flow of one action::

    human click / key  --act(action)-->  GameController.apply  --actionApplied-->  table
    computer answer (worker thread) --ComputerPlayers.answered--> GameController.apply
    table animations done  --view_idle()-->  GameController._advance  (who acts next?)

The controller never decides a rule: it asks the deal for ``legal_actions()`` and
``explain()``.  It waits for the table to finish animating (``view_idle``) before it
asks the next computer player, so the game is paced by animation-finished signals,
never by sleeps.  When the human's team may say "Genug!" while a computer is about to
play, the computer's answer is held back for the Genug moment: long enough to read the
offer and decide (:data:`GENUG_MOMENT_MS`), and over as soon as the human acts — says
Genug, or plays on (:meth:`GameController.play_on`).  The moment's timer is
:attr:`GameController.genug_timer`, and :attr:`GameController.genugMoment` says when it
begins and ends.

The other seats' actions have two sources: the local computer players, or a table server
(a shared table, :meth:`GameController.enter_table`).  At a shared table the deal shown is
the window's own engine deal of the table's (``net/mirror.py``: the other hands are a
completion), the table's hook sends the human's action and it is applied only when the
server's state confirms it; the server's states come in as :class:`TableStep` values and
are applied one at a time, each when the table is still, exactly as computer answers are.
So the window, the scene, the panels and the Genug offer work the same at both.  The
player's own match is kept aside meanwhile and comes back unchanged (:meth:`leave_table`);
nothing of a shared table is saved as the player's game.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import HUMAN, Action, Deal, RuleSet, Verb, genug_is_right, team_of
from ..engine.errors import Refusal
from ..engine.log import DealLog
from ..engine.match import Match
from ..engine.takeback import takeback_point
from ..engine.view import SeatView, seat_view
from .models import HandModel, ScoreSheetModel, TrickModel

if TYPE_CHECKING:  # imported when the players are made: the first frame needs no computer player
    from .players import ComputerPlayers

GENUG_MOMENT_MS = {"off": 4000, "fast": 5000, "normal": 7000, "slow": 10000}
NEXT_DEAL_MS = {"off": 0, "fast": 400, "normal": 900, "slow": 1500}
GENUG_WAIT_READER_MS = 24 * 3600 * 1000
"""The Genug moment while a screen reader listens: it waits for the player's answer."""


def _screen_reader_on() -> bool:
    from PySide6.QtGui import QAccessible

    return QAccessible.isActive()


class LessonHook(Protocol):
    """A lesson on the table (``qt/lessons/session.py``): it plays the seats the learner
    does not, and vets the learner's actions (``start_lesson``)."""

    @property
    def waiting(self) -> bool:
        """The lesson waits (a text to read): nobody acts."""

    def supply(self, deal: Deal) -> Action | None:
        """The scripted action now (any seat's), or None: the learner decides."""

    def vet(self, action: Action) -> bool:
        """May the learner's ``action`` be applied?  False: it is not (the lesson says why)."""

    def dropped(self) -> None:
        """The game took the table back (a new match or deal): the lesson is over."""


class TableHook(Protocol):
    """A shared table (``qt/friends/session.py``): it sends what the human does to the table
    server; the server's states come back as :meth:`GameController.table_step` calls."""

    def send(self, action: Action) -> bool:
        """Send the human's ``action`` (in the window's seats); False if it cannot go now."""

    def next_deal(self) -> None:
        """The human is ready for the next deal."""

    def view(self) -> SeatView | None:
        """The human's seat as the server last showed it (the window's seats), or None."""

    def played_whole(self) -> bool:
        """The deal shown was the human's from its first action to its last (no late join,
        no drop): only such deals are counted in the statistics."""


@dataclass(frozen=True)
class TableStep:
    """One state of the table server, for the deal shown (seats as the window has them):
    ``fresh``: ``deal`` is a new deal (or the deal rebuilt whole); else, ``deal`` if given
    replaces the deal shown (the same public history; shown without animation, face-down
    cards look alike), then ``action`` is applied."""

    deal: Deal | None = None
    action: Action | None = None
    fresh: bool = False


class TablePerson(NamedTuple):
    """Who sits in a seat of a shared table (for the name plates)."""

    name: str | None  # the person's name (None: none given, or a computer's seat)
    person: bool  # a seat for a person (else the computer's by the opener's choice)
    connected: bool  # the person is connected now
    computer: bool  # a computer plays the seat now (its person has not come or has dropped)
    left: bool = False  # its person left the table on purpose (else, when not connected: a drop)


@dataclass(frozen=True)
class TakenBack:
    """A take-back that reopened the match's last finished deal (at its last card): the
    statistics forget what they counted of it (``closed``: the Bummerl it had closed,
    winner and marks)."""

    deal: Deal
    key: str  # the statistics' key of the deal (match seed and deal number)
    closed: tuple[int, int] | None
    apart: bool = False  # it had take-backs before: it was counted apart (Stats.taken_back)


class GameController(QObject):
    """Owns the :class:`Match`; the only object that changes the live deal."""

    matchReset = Signal()  # a new or loaded match, or a new deal: views rebuild
    actionApplied = Signal(object, object)  # Action (None for a new deal), tuple of events
    humanOptions = Signal(object)  # tuple of the human's legal actions now (maybe empty)
    thinkingChanged = Signal(int, bool)  # seat, thinking
    dealFinished = Signal(object)  # the finished Deal (its result is set)
    bummerlFinished = Signal(int, int)  # winning team, Bummerl marks written to the loser
    refused = Signal(object)  # a Refusal for an action the human tried
    actionRefused = Signal(object, object)  # the same: the Action tried and its Refusal
    matchChanged = Signal()  # the match changed and should be saved
    autoplayStopped = Signal()  # the ``stop_when`` condition was met
    computerFailed = Signal(int, str)
    genugMoment = Signal(bool)  # the Genug moment began (True) or is over (False)
    dealReplaced = Signal()  # the deal shown was replaced by one of the same public history (no animation)
    peopleChanged = Signal()  # who sits at a shared table, and whether they are connected
    tableEntered = Signal(bool)  # a shared table is shown (True) or the player's own game is back (False)
    takenBack = Signal(object)  # moves were taken back (a TakenBack if a finished deal was reopened, else None)
    practiceChanged = Signal(bool)  # a practice deal is shown (True) or the match is back (False)
    choiceOffered = Signal(object)  # play on from the review: the review's better choice, now to be made

    def __init__(
        self,
        match: Match,
        *,
        strength: str = "club",
        speed: str = "normal",
        human_seats: Iterable[int] = (HUMAN,),
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.deal: Deal = match.deal  # the deal shown (a finished one until next_deal)
        if match.practice is not None:  # a saved practice deal resumes as practice
            if match.practice.finished:
                match.practice = None
            else:
                self.deal = match.practice
        self.takeback_allowed = True  # the setting: the player may take moves back
        self._offer: Action | None = None  # the review's better choice, offered at its moment
        self.human_seats = frozenset(human_seats)
        self.speed = speed
        self.paced = False  # a view will call view_idle() after each actionApplied
        self.auto_next_deal = False  # deal on by itself (smoke tests)
        self.stop_when: Callable[[GameController], bool] | None = None
        self.paused = False  # show the match but let nobody act (e.g. a resume offer)
        self.auto_genug = False  # say Genug for the human's team at 66 (a setting)
        self._view_busy = False
        self._events_seen = 0
        self._thinking_seat: int | None = None
        self._thinking_shown = False  # thinkingChanged(seat, True) was announced
        self._held: Action | None = None  # a computer's action held back for the human's Genug
        self._early: Action | None = None  # a computer's action that came while the table animated
        self._unsaved: Action | None = None  # a computer's action waiting for the human's to be on disk
        # True when the human's last action is on disk (the window's saver says); a computer's
        # action is not shown before, so a crash never loses what the player did (None: no saving)
        self.durable: Callable[[], bool] | None = None
        self._human_options: tuple[Action, ...] = ()
        self._finish_reported = False
        self._shut = False
        self.hand_model = HandModel(HUMAN, self)
        self.trick_model = TrickModel(self)
        self.score_model = ScoreSheetModel(self)
        self._players: ComputerPlayers | None = None  # made at first use (see ``players``)
        self._strength = strength
        self._seat_strengths: dict[int, str] = {}
        # a screen reader listens: the Genug moment does not pass by itself
        self.screen_reader: Callable[[], bool] = _screen_reader_on
        self._grace = QTimer(self)  # the Genug moment (see the module's docstring)
        self._grace.setSingleShot(True)
        self._grace.timeout.connect(self._grace_over)
        self._moment_shown = False  # genugMoment(True) was announced
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self.next_deal)
        self.pack = "tell"
        self.lesson: LessonHook | None = None  # a lesson on the table instead of the match
        self._before_lesson: Deal | None = None  # the deal shown when the lesson began
        self.table: TableHook | None = None  # a shared table instead of the player's own game
        self.people: tuple[TablePerson | None, ...] = (None, None, None, None)
        self._own: tuple[Match, Deal] | None = None  # the player's game, kept aside at a table
        self._steps: deque[TableStep] = deque()  # the server's states not applied yet
        self._sent: Action | None = None  # the human's action sent, not yet confirmed
        self._next_asked = False  # at a finished shared deal: the human asked for the next deal
        self._declined = -1  # at a shared table: the Genug offer put away at this many actions

    # -- queries ---------------------------------------------------------------------

    @property
    def human_options(self) -> tuple[Action, ...]:
        return self._human_options

    @property
    def players(self) -> ComputerPlayers:
        """The computer players, made (and their thinking process started) at the first use:
        the window calls :meth:`start_players` once its first frame is painted, so neither
        the computer players' modules nor their process delay that frame."""
        if self._players is None:
            from .players import ComputerPlayers

            self._players = ComputerPlayers(self._strength, self.match.seed, self)
            if self._seat_strengths:
                self._players.set_seat_strengths(self._seat_strengths)
            self._players.answered.connect(self._on_answer)
            self._players.failed.connect(self._on_failed)
        return self._players

    def start_players(self) -> None:
        """Make the computer players now (their process starts) and let the next computer
        seat think ahead if the table is animating."""
        if self._shut or self._players is not None:
            return
        _ = self.players
        if self._view_busy:
            self._think_ahead()

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking_seat

    @property
    def waiting_for_human(self) -> bool:
        d = self.deal
        return not d.finished and d.to_act in self.human_seats and not self._view_busy

    @property
    def busy(self) -> bool:
        return self._view_busy

    @property
    def genug_timer(self) -> QTimer:
        """The Genug moment's timer: active while a computer's card waits for the human."""
        return self._grace

    @property
    def in_genug_moment(self) -> bool:
        if self.table is not None:  # the server holds the moment; here: the offer is up
            return self._moment_shown
        return self._grace.isActive()

    # -- starting --------------------------------------------------------------------

    def start(self) -> None:
        """Show the match as it stands and let play go on (after construction/loading)."""
        self._reset_view_state()
        self._announce_reset(animate_deal=not self.deal.history)

    def _reset_view_state(self) -> None:
        self._cancel_thinking()
        self._end_moment()
        self._next_timer.stop()
        self._held = None
        self._early = None
        self._unsaved = None
        self._finish_reported = False
        self._view_busy = False

    def _announce_reset(self, *, animate_deal: bool) -> None:
        self._refresh_models()
        self.matchReset.emit()
        if animate_deal:
            # The deal itself is animated: the view sees the FirstRoundDealt event (and,
            # with trump_by_turn_up, the turned-up card and second round).
            self._events_seen = 0
            self._emit_applied(None)
        else:
            self._events_seen = len(self.deal.events)
            self._after_change()

    def set_match(self, match: Match) -> None:
        """Replace the whole match (new game or a loaded one)."""
        self._drop_lesson()
        self._reset_view_state()
        was_practice = self.practice
        self.match = match
        self.deal = match.deal
        self._offer = None
        if match.practice is not None:
            if match.practice.finished:
                match.practice = None
            else:
                self.deal = match.practice
        if self._players is not None:
            self._players.set_strength(self._players.strength, match.seed)
        self._announce_reset(animate_deal=not self.deal.history)
        if self.practice != was_practice:
            self.practiceChanged.emit(self.practice)
        self.matchChanged.emit()

    @Slot()
    def next_deal(self) -> None:
        """Show the next deal (the finished one is already recorded in the match)."""
        if self._shut or not self.deal.finished:
            return
        if self.lesson is not None:  # a lesson's deal: only the lesson ends it (end_lesson)
            return
        if self.table is not None:  # the server deals when everyone is ready
            if not self._next_asked:
                self._next_asked = True
                self.table.next_deal()
            self._advance()
            return
        if self.practice:
            self.end_practice()
            return
        self._reset_view_state()
        if self.deal is self.match.deal:  # pragma: no cover - defensive
            self.match.next_deal()
        self.deal = self.match.deal
        self._announce_reset(animate_deal=True)
        self.matchChanged.emit()

    @Slot()
    def new_bummerl(self) -> None:
        """Give up the running Bummerl (if any play happened) and start a fresh one."""
        if self.table is not None:
            return  # a shared table's Bummerl is the table's
        self._drop_lesson()
        self._reset_view_state()
        was_practice = self.practice
        if was_practice:
            self.match.practice = None
            self.deal = self.match.deal
            self.practiceChanged.emit(False)
        if self.deal is self.match.deal:
            self.match.start_new_bummerl()
        elif self.match.current_bummerl.points != [0, 0]:
            self.match.start_new_bummerl()
        self.deal = self.match.deal
        self._announce_reset(animate_deal=True)
        self.matchChanged.emit()

    # -- lessons ---------------------------------------------------------------------

    def start_lesson(self, deal: Deal, hook: LessonHook) -> None:
        """Show a lesson's ``deal`` instead of the match's (which is kept as it is, and
        saved as it is): ``hook`` supplies the actions and vets the learner's."""
        if self.lesson is None:
            self._before_lesson = self.deal
        self._reset_view_state()
        # a lesson taken while the saved game was being offered: the saved game goes on after it
        self.paused = False
        self.lesson = hook
        self.deal = deal
        self._announce_reset(animate_deal=not deal.history)

    def end_lesson(self) -> None:
        """Back to the match, where it was (a finished deal's successor if it was over)."""
        if self.lesson is None:
            return
        self.lesson = None
        back, self._before_lesson = self._before_lesson, None
        self._reset_view_state()
        self.deal = back if back is not None and not back.finished else self.match.deal
        self._announce_reset(animate_deal=not self.deal.history)

    def lesson_go(self) -> None:
        """The lesson waited (a text to read): let it go on."""
        if self.lesson is not None:
            self._advance()

    def _drop_lesson(self) -> None:
        hook, self.lesson = self.lesson, None
        self._before_lesson = None
        if hook is not None:
            hook.dropped()

    # -- take back, practice ----------------------------------------------------------

    @property
    def practice(self) -> bool:
        """A practice deal is shown (played again, or played on from the review): it
        counts nowhere, and the match waits where it was."""
        return self.match.practice is not None and self.deal is self.match.practice

    def _reopenable(self) -> bool:
        """The deal shown is the match's last finished deal (its summary is up)."""
        m = self.match
        return (self.deal is not m.deal and self.lesson is None and not self.practice and bool(m.records)
                and self.deal.finished and m.records[-1].log.actions == self.deal.history)

    def can_take_back(self) -> bool:
        """May the human take back now?  Not at a shared table, in a lesson, with the
        setting off, while the computers play his seat, or before his first decision."""
        if (self._shut or not self.takeback_allowed or self.table is not None or self.lesson is not None
                or HUMAN not in self.human_seats or self.paused):
            return False
        deal = self.deal
        if deal is not self.match.deal and not self.practice and not self._reopenable():
            return False
        return takeback_point(deal.history, HUMAN) is not None

    def take_back(self) -> bool:
        """Undo everything since the human's last decision (the computers' answers after
        it too): the deal is its log's prefix replayed, the computers' thinking is
        cancelled and they start afresh (seeded as at a resumed game: they keep no memory
        of the moves undone).  A deal of the match gets a take-back mark (the saved match
        keeps it beside the deal logs; the statistics count such deals apart).  True if
        something was taken back."""
        if not self.can_take_back():
            return False
        deal = self.deal
        point = takeback_point(deal.history, HUMAN)
        assert point is not None
        self._reset_view_state()
        self._offer = None
        m = self.match
        reopened: TakenBack | None = None
        if self.practice:
            m.practice = DealLog.from_deal(deal).replay(point)
            new = m.practice
        elif deal is m.deal:
            new = DealLog.from_deal(deal).replay(point)
            m.deal = new
            m.mark_takeback()
        else:  # the match's last deal, finished at the human's last card (or after it)
            closed = None
            if m.bummerl_over:
                b = m.bummerl[m.records[-1].bummerl]
                assert b.winner is not None
                closed = (b.winner, b.marks)
            apart = m.taken_back(m.records[-1].number) > 0
            record = m.reopen_last_deal(point)
            new = m.deal
            m.mark_takeback()
            reopened = TakenBack(deal, f"{m.seed}:{record.number}", closed, apart)
        self.deal = new
        self._fresh_players()
        self._announce_reset(animate_deal=not new.history)
        self.takenBack.emit(reopened)
        self.matchChanged.emit()
        return True

    def can_practise(self) -> bool:
        """May a deal be played again (or on from the review) now?"""
        return not self._shut and self.table is None and self.lesson is None and HUMAN in self.human_seats

    def play_again(self, log: DealLog, upto: int = 0, offer: Action | None = None) -> bool:
        """Play ``log``'s deal again as practice, from its first ``upto`` actions (0: from
        the deal): the same cards and seats; it counts nowhere, and the match's deal waits
        where it was (:meth:`end_practice`).  ``offer``: the review's better choice at that
        moment, pointed at when it is the human's turn (``choiceOffered``).  False if not
        now (a shared table, a lesson) or if the log does not replay."""
        if not self.can_practise():
            return False
        try:
            deal = log.replay(upto)
        except ValueError:
            return False
        if deal.finished:
            return False
        was_practice = self.practice
        self._reset_view_state()
        self.paused = False
        self.match.practice = deal
        self.deal = deal
        self._offer = offer
        self._fresh_players()
        if not was_practice:  # said first: the offer below is the last word of the status line
            self.practiceChanged.emit(True)
        self._announce_reset(animate_deal=not deal.history)
        self.matchChanged.emit()
        return True

    def end_practice(self) -> None:
        """Back to the match, where it was (its next deal if its deal was over)."""
        if not self.practice:
            return
        self._reset_view_state()
        self._offer = None
        self.match.practice = None
        self.deal = self.match.deal
        self._fresh_players()
        self._announce_reset(animate_deal=not self.deal.history)
        self.practiceChanged.emit(False)
        self.matchChanged.emit()

    def _fresh_players(self) -> None:
        """The computer players made anew, seeded as at the start of a resumed game: a
        deal shown anew (taken back, played again) is thought about without a memory of
        what was undone (a running thought is cancelled)."""
        if self._players is not None:
            self._players.set_strength(self._players.strength)

    def set_takeback_allowed(self, on: bool) -> None:
        """The setting: the player may take moves back (Ctrl+Z)."""
        self.takeback_allowed = on

    # -- settings --------------------------------------------------------------------

    def set_strength(self, strength: str) -> None:
        thinking = self._thinking_seat
        self._cancel_thinking()
        self._strength = strength
        if self._players is not None:
            self._players.set_strength(strength)
        if thinking is not None:
            self._advance()

    def set_seat_strengths(self, strengths: dict[int, str]) -> None:
        """Computer seats with a strength of their own ("" or missing: the common one)."""
        thinking = self._thinking_seat
        self._cancel_thinking()
        self._seat_strengths = dict(strengths)
        if self._players is not None:
            self._players.set_seat_strengths(strengths)
        if thinking is not None:
            self._advance()

    def set_speed(self, speed: str) -> None:
        self.speed = speed

    def set_auto_genug(self, on: bool) -> None:
        """Say Genug for the human's team as soon as it has 66 (a setting)."""
        self.auto_genug = on
        if on and not self._view_busy and self._human_options:
            self._advance()

    def set_rules(self, rules: RuleSet) -> None:
        """House rules apply from the next deal (the running deal keeps its rules)."""
        match = self._own[0] if self._own is not None else self.match  # a shared table keeps the opener's
        match.set_rules(rules)
        if self.table is None:
            self.matchChanged.emit()

    # -- acting ----------------------------------------------------------------------

    @Slot(object)
    def act(self, action: Action) -> bool:
        """The human's action: applied if legal, else ``refused`` says why."""
        if self._shut or action.seat not in self.human_seats or self._view_busy:
            return False
        if self.lesson is not None and not self.lesson.vet(action):
            return False
        refusal = self.deal.explain(action)
        if refusal is not None:
            self.refused.emit(refusal)
            self.actionRefused.emit(action, refusal)
            return False
        if self.table is not None:
            return self._send(action)
        self._apply(action)
        return True

    def _apply(self, action: Action) -> None:
        deal = self.deal
        self._end_moment()
        self._held = None
        self._early = None
        self._unsaved = None
        self._offer = None
        if self._thinking_seat is not None:
            self._cancel_thinking()
        deal.apply(action)
        if deal.finished and deal is self.match.deal:
            # Record the deal at once, so that a save made now holds its result.
            self.match.next_deal()
        self._emit_applied(action)
        if self.lesson is None and self.table is None:
            self.matchChanged.emit()

    def _emit_applied(self, action: Action | None) -> None:
        events = tuple(self.deal.events[self._events_seen :])
        self._events_seen = len(self.deal.events)
        self._refresh_models()
        self._human_options = ()
        self.humanOptions.emit(())
        self._view_busy = self.paced
        self.actionApplied.emit(action, events)
        if not self.paced:
            QTimer.singleShot(0, self._after_change)
        elif self._view_busy:
            self._think_ahead()

    def _think_ahead(self) -> None:
        """While the table animates the last action, the next computer seat already thinks
        (its answer waits for the animation): play flows without a pause after each card."""
        deal = self.deal
        if self._shut or self.paused or deal.finished or self._thinking_seat is not None:
            return
        if self.lesson is not None or self.table is not None or self._players is None or not self._players.in_process:
            return  # thinking in this process would make the animation stutter (or: no players yet)
        to_act = deal.to_act
        if to_act is None or to_act in self.human_seats:
            return
        self._thinking_seat = to_act
        self._thinking_shown = False
        self._ask(deal, to_act)

    def _ask(self, deal: Deal, seat: int) -> None:
        """Ask ``seat``'s computer player, telling it the running Bummerl's score."""
        bummerl = self.match.current_bummerl
        self.players.ask(seat, seat_view(deal, seat), self.match.points, bummerl.led_short_to_nil)

    @Slot()
    def view_idle(self) -> None:
        """The table has finished animating the last change."""
        if not self._view_busy:
            return
        self._view_busy = False
        self._after_change()

    @Slot()
    def _after_change(self) -> None:
        if self._shut or self._view_busy:
            return
        if self.stop_when is not None and self.stop_when(self):
            self.stop_when = None
            self.human_seats = frozenset({HUMAN})
            self.auto_next_deal = False
            self._advance()
            self.autoplayStopped.emit()
            return
        self._advance()

    def resume(self) -> None:
        """Let play go on after ``paused`` was cleared."""
        self.paused = False
        self._after_change()

    def _advance(self) -> None:
        if self._shut or self._view_busy or self.paused:
            return
        if self.table is not None:
            self._advance_table()
            return
        deal = self.deal
        if deal.finished:
            self._report_finished(deal)
            if self.auto_next_deal and not self._next_timer.isActive():
                self._next_timer.start(NEXT_DEAL_MS.get(self.speed, 0))
            return
        if self.lesson is not None:
            self._advance_lesson(deal, self.lesson)
            return
        legal = deal.legal_actions()
        options = tuple(a for a in legal if a.seat in self.human_seats)
        auto = self._auto_genug(deal, options)
        if auto is not None:
            self._apply(auto)
            return
        self._human_options = options
        self.hand_model.set_options(deal, options)
        self.humanOptions.emit(options)
        if self._offer is not None and self._offer in options:
            offer, self._offer = self._offer, None
            self.choiceOffered.emit(offer)
        to_act = deal.to_act
        assert to_act is not None
        if self._thinking_seat is not None and (self._thinking_seat != to_act or to_act in self.human_seats):
            self._cancel_thinking()  # a seat that is no longer the computer's (autoplay ended)
        early, self._early = self._early, None
        if to_act in self.human_seats:
            return
        if options:  # the human's team may say genug before the computer plays on
            if self.screen_reader():  # the offer waits for the player's answer
                self._grace.start(GENUG_WAIT_READER_MS)
            else:
                self._grace.start(GENUG_MOMENT_MS.get(self.speed, GENUG_MOMENT_MS["normal"]))
            if not self._moment_shown:
                self._moment_shown = True
                self.genugMoment.emit(True)
        if early is not None and early.seat == to_act:
            if self._grace.isActive():
                self._held = early
            else:
                self._apply_computer(early)
            return
        if self._thinking_seat is None:
            self._thinking_seat = to_act
            self._thinking_shown = True
            self.thinkingChanged.emit(to_act, True)
            self._ask(deal, to_act)
        elif not self._thinking_shown:  # it began during the animation and goes on
            self._thinking_shown = True
            self.thinkingChanged.emit(to_act, True)

    def _report_finished(self, deal: Deal) -> None:
        """The deal is over: said once (the summary, the statistics, the review)."""
        if self._finish_reported:
            return
        self._finish_reported = True
        self.dealFinished.emit(deal)
        if self.lesson is None and not self.practice and self.match.bummerl_over and self.deal is not self.match.deal:
            b = self.match.bummerl[self.match.records[-1].bummerl]
            assert b.winner is not None
            self.bummerlFinished.emit(b.winner, b.marks)

    def _advance_lesson(self, deal: Deal, hook: LessonHook) -> None:
        """A lesson's turn: its scripted action at once, else the learner's options."""
        if hook.waiting:
            return
        scripted = hook.supply(deal)
        if scripted is not None:
            self._apply(scripted)
            return
        options = tuple(a for a in deal.legal_actions() if a.seat in self.human_seats)
        self._human_options = options
        self.hand_model.set_options(deal, options)
        self.humanOptions.emit(options)

    def _auto_genug(self, deal: Deal, options: tuple[Action, ...]) -> Action | None:
        """With the setting on: the human's Genug when it would be right (the engine counts)."""
        if not self.auto_genug:
            return None
        mine = [a for a in options if a.verb is Verb.GENUG and a.seat == HUMAN]
        if not mine:
            return None
        return mine[0] if genug_is_right(deal, team_of(HUMAN)) else None

    # -- computer answers ------------------------------------------------------------

    @Slot(int, object)
    def _on_answer(self, seat: int, action: Action) -> None:
        if self._shut or seat != self._thinking_seat:
            return
        self._thinking_done(seat)
        if self._view_busy:  # thought ahead: wait for the table
            self._early = action
            return
        if self._grace.isActive():
            self._held = action
            return
        self._apply_computer(action)

    def _apply_computer(self, action: Action) -> None:
        if self.durable is not None and not self.durable():
            self._unsaved = action  # shown by saved(), once the human's last action is on disk
            return
        if not self.deal.is_legal(action):
            print(f"bauernschnapsen: computer player made an illegal move: {action.describe()}",
                  file=sys.stderr)
            action = self._fallback(action.seat)
        self._apply(action)

    @Slot()
    def saved(self) -> None:
        """A save is on disk: a computer's action that waited for it is shown now."""
        action = self._unsaved
        if action is None or self._shut or (self.durable is not None and not self.durable()):
            return
        self._unsaved = None
        self._apply_computer(action)

    def _fallback(self, seat: int) -> Action:
        own = [a for a in self.deal.legal_actions() if a.seat == seat and a.verb is not Verb.GENUG]
        return own[0] if own else self.deal.legal_actions()[0]

    @Slot(int, str)
    def _on_failed(self, seat: int, message: str) -> None:
        if seat != self._thinking_seat:
            return
        self._thinking_done(seat)
        print(f"bauernschnapsen: computer player failed:\n{message}", file=sys.stderr)
        self.computerFailed.emit(seat, message)
        if self._view_busy:
            self._early = self._fallback(seat)
            return
        self._held = self._fallback(seat)
        if not self._grace.isActive():
            action, self._held = self._held, None
            self._apply(action)

    @Slot()
    def play_on(self) -> None:
        """The human lets the Genug moment pass: the computer plays at once (or as soon
        as it has decided).  At a shared table the offer is put away (the table goes on
        as its server says)."""
        if self.table is not None and self._moment_shown:
            self._declined = len(self.deal.history)
            self._end_moment()
            self._human_options = ()
            self.humanOptions.emit(())
            return
        if self._grace.isActive():
            self._grace.stop()
            self._grace_over()

    def _end_moment(self) -> None:
        self._grace.stop()
        if self._moment_shown:
            self._moment_shown = False
            self.genugMoment.emit(False)

    @Slot()
    def _grace_over(self) -> None:
        self._end_moment()
        if self._held is not None:
            action, self._held = self._held, None
            self._apply_computer(action)

    def _thinking_done(self, seat: int) -> None:
        self._thinking_seat = None
        if self._thinking_shown:
            self._thinking_shown = False
            self.thinkingChanged.emit(seat, False)

    def _cancel_thinking(self) -> None:
        if self._players is not None:
            self._players.cancel()
        self._early = None
        seat = self._thinking_seat
        if seat is not None:
            self._thinking_done(seat)

    # -- a shared table --------------------------------------------------------------

    @property
    def next_asked(self) -> bool:
        """At a finished shared deal: the human asked for the next deal (the table waits for others)."""
        return self._next_asked

    def human_view(self) -> SeatView:
        """What the human's seat knows now (hints ask from it): at a shared table the very
        view the server sent (the deal shown holds a completion of the other hands)."""
        if self.table is not None:
            view = self.table.view()
            if view is not None:
                return view
        return seat_view(self.deal, HUMAN)

    @property
    def shared(self) -> bool:
        """A shared table is shown (take-backs, new Bummerl, lessons and rule changes are off)."""
        return self.table is not None

    def enter_table(self, hook: TableHook, match: Match) -> None:
        """Show a shared table: ``match`` is the window's own record of it (its deal the
        deal to show, in the window's seats); the player's game is kept aside as it is."""
        if self.table is None:
            own = self.deal
            if self.lesson is not None:  # the match's deal, as the lesson's end would show it
                back = self._before_lesson
                own = back if back is not None and not back.finished else self.match.deal
            self._drop_lesson()
            # a question the own game waited on (continue the saved game?) is answered: it
            # goes on when the table is over
            self._own = (self.match, own)
        self._reset_view_state()
        self.paused = False
        self.table = hook
        self.human_seats = frozenset({HUMAN})
        self._steps.clear()
        self._sent = None
        self._next_asked = False
        self.match = match
        self.deal = match.deal
        # said before the deal is shown: the window puts away the own game's start question
        # first, so a deal already over shows its summary (and its "Next deal")
        self.tableEntered.emit(True)
        self._announce_reset(animate_deal=not self.deal.history)

    def leave_table(self) -> None:
        """The player's own game comes back where it was (its computer players go on)."""
        if self.table is None:
            return
        self.table = None
        self.people = (None, None, None, None)
        self._steps.clear()
        self._sent = None
        self._reset_view_state()
        own, self._own = self._own, None
        if own is not None:
            self.match, self.deal = own
        self.paused = False
        self.peopleChanged.emit()
        self._announce_reset(animate_deal=not self.deal.history)
        self.tableEntered.emit(False)

    def seat_names(self) -> tuple[str | None, ...]:
        """The names the status line, the history and the news say for each seat: at a
        shared table a person's name while the person plays the seat, else None (the seat's
        name: "West"); the window's own seat is "you" in every text."""
        return tuple(p.name if p is not None and p.person and p.name and not p.computer and i != HUMAN else None
                     for i, p in enumerate(self.people))

    def set_people(self, people: tuple[TablePerson | None, ...]) -> None:
        """Who sits where at the shared table (the window's seats)."""
        if people != self.people:
            self.people = people
            self.peopleChanged.emit()

    def table_step(self, step: TableStep) -> None:
        """A state of the table server: applied when the table is still, in order."""
        if self.table is None or self._shut:
            return
        self._steps.append(step)
        self._advance()

    def table_refused(self, action: Action | None, refusal: Refusal | None) -> None:
        """The server did not take the human's action: a refusal (worded as the engine's),
        or None (it came too late: another seat's action went first); it may choose again."""
        self._sent = None
        if refusal is not None and action is not None:
            self.refused.emit(refusal)
            self.actionRefused.emit(action, refusal)
        self._advance()

    def _send(self, action: Action) -> bool:
        """The human's action at a shared table: sent; applied when the server confirms it."""
        assert self.table is not None
        if self._sent is not None or not self.table.send(action):
            return False
        self._sent = action
        self._end_moment()
        self._human_options = ()
        self.humanOptions.emit(())
        return True

    def _advance_table(self) -> None:
        deal = self.deal
        if self._steps:
            step = self._steps[0]
            if not (step.fresh and deal.finished and not self._next_asked):
                self._steps.popleft()
                self._take_step(step)
                return
        if deal.finished:
            self._report_finished(deal)
            return
        to_act = deal.to_act
        assert to_act is not None
        options: tuple[Action, ...] = ()
        if self._sent is None:
            options = tuple(a for a in deal.legal_actions() if a.seat in self.human_seats)
            auto = self._auto_genug(deal, options)
            if auto is not None and self._send(auto):
                return
        offer = bool(options) and to_act not in self.human_seats  # a Genug while another seat is to play
        if offer and self._declined == len(deal.history):
            options, offer = (), False  # put away ("Play on") until the next action
        if offer and not self._moment_shown:
            self._moment_shown = True  # its panel's "Play on" (Enter) never says Genug by accident
            self.genugMoment.emit(True)
        elif not offer:
            self._end_moment()
        self._human_options = options
        self.hand_model.set_options(deal, options)
        self.humanOptions.emit(options)
        if to_act not in self.human_seats and self._thinking_seat != to_act:
            if self._thinking_seat is not None:
                self._thinking_done(self._thinking_seat)
            self._thinking_seat = to_act
            self._thinking_shown = True
            self.thinkingChanged.emit(to_act, True)

    def _take_step(self, step: TableStep) -> None:
        if step.fresh:
            assert step.deal is not None
            self._reset_view_state()
            self._steps_after_reset()
            self.match.deal = step.deal
            self.deal = step.deal
            self._announce_reset(animate_deal=not step.deal.history)
            return
        if step.deal is not None:
            self.match.deal = step.deal
            self.deal = step.deal
            self._events_seen = len(step.deal.events)
            self._refresh_models()
            self.dealReplaced.emit()
        if step.action is not None:
            if step.action == self._sent:
                self._sent = None
            if not self.deal.is_legal(step.action):  # pragma: no cover - the mirror explains every action
                print(f"bauernschnapsen: the table's action {step.action.describe()} does not follow",
                      file=sys.stderr)
                return
            self._apply(step.action)
        else:
            self._advance()

    def _steps_after_reset(self) -> None:
        self._sent = None
        self._next_asked = False
        self._declined = -1

    # -- models ----------------------------------------------------------------------

    def _refresh_models(self) -> None:
        self.hand_model.set_deal(self.deal, self.pack)
        self.trick_model.set_deal(self.deal, self.pack)
        self.score_model.set_match(self.match, self.pack)

    def set_pack(self, pack: str) -> None:
        self.pack = pack
        self.retranslate()

    def retranslate(self) -> None:
        self._refresh_models()
        # the hand's reasons why a card may not be played are worded when the options
        # come; word them again (a reset of the models would leave them empty)
        if self._human_options and not self.deal.finished:
            self.hand_model.set_options(self.deal, self._human_options)

    # -- shutting down ---------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop timers and the thinking thread; safe to call twice."""
        if self._shut:
            return
        self._shut = True
        self._end_moment()
        self._next_timer.stop()
        self._cancel_thinking()
        if self._players is not None:
            self._players.shutdown()
