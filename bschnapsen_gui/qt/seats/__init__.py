"""Who plays the seats the window does not: one small protocol, three sources.

The controller (``qt/controller.py``) owns the deal shown and everything every mode of play
shares: the human's options, the Genug moment's announcement, the pacing by the table's
animations, the models.  Whenever the table is still it takes one way to the next seat
(:meth:`GameController.advance`) and asks its current source of the other seats
(:class:`OtherSeats`) at fixed points:

1. :meth:`~OtherSeats.step`: something of theirs to show before anyone decides (a table
   server's next state, a lesson's scripted action);
2. the deal is over: :meth:`~OtherSeats.deal_over`;
3. the human's options (:meth:`~OtherSeats.options` may withhold them), the player's
   "Genug at 66" where the source allows it (:attr:`~OtherSeats.auto_genug`), the Genug offer
   while another seat is to play (:meth:`~OtherSeats.hold_moment`);
4. :meth:`~OtherSeats.turn`: the seat to act now; if it is not the human's, the source gets
   its action and hands it back through :meth:`Host.apply_action`.

The human's own action goes through :meth:`~OtherSeats.vet` and :meth:`~OtherSeats.submit`.

The sources (each a part the controller holds):

* :class:`.computers.ComputerSeats`: the local computer players (the player's own game and
  practice): thinking ahead while the table animates, an answer that came early, the Genug
  moment's held answer, an answer that waits for the human's action to be on disk;
* :class:`.table.TableSeats`: a table server (a shared table): the queue of its states, the
  human's action sent and not yet confirmed, the Genug offer put away;
* :class:`.lesson.LessonSeats`: a lesson, whose script plays every seat but the learner's and
  vets the learner's actions.

A source never imports the controller: it is given the controller as a :class:`Host`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ...engine import Action, Deal
from ...engine.errors import Refusal
from ...engine.match import Match


class Host(Protocol):
    """What a source of the other seats may ask of the controller."""

    deal: Deal
    match: Match
    human_seats: frozenset[int]
    speed: str
    paused: bool
    durable: Callable[[], bool] | None
    auto_next_deal: bool
    screen_reader: Callable[[], bool]

    @property
    def busy(self) -> bool:
        """The table animates the last change."""

    def advance(self) -> None:
        """Go on to the next seat (does nothing while the table animates)."""

    def apply_action(self, action: Action) -> None:
        """Apply a legal ``action`` to the deal shown and announce it."""

    def replace_deal(self, deal: Deal, *, fresh: bool) -> None:
        """Show ``deal`` instead: a new deal (``fresh``) or the same public history."""

    def end_moment(self) -> None:
        """The Genug moment is over (its offer goes)."""

    def clear_options(self) -> None:
        """The human has no options now (an action sent, an offer put away)."""

    def show_thinking(self, seat: int, on: bool) -> None:
        """``seat`` is thinking (``on``) or no longer."""

    def refuse(self, action: Action, refusal: Refusal) -> None:
        """Say why the human's ``action`` was not taken."""

    def computer_failed(self, seat: int, message: str) -> None:
        """A computer player failed (its seat plays a fallback)."""

    def deal_on_by_itself(self) -> None:
        """The deal is over: deal the next soon if the controller deals on by itself."""


class OtherSeats(Protocol):
    """A source of the other seats' actions (see the module's docstring for when each is asked)."""

    auto_genug: bool  # the player's setting "Genug at 66" applies (not in a lesson: it teaches the call)
    own_game: bool  # the deal shown is the player's own game (saved; take-backs and practice)

    @property
    def thinking_seat(self) -> int | None:
        """The seat whose action is awaited now (maybe not shown as thinking yet)."""

    def step(self) -> bool:
        """Show what comes before anyone decides; True if something was done (or the source
        waits): the controller asks nothing more now."""

    def deal_over(self) -> None:
        """The deal shown is over (asked each time the still table shows it)."""

    def options(self, deal: Deal, options: tuple[Action, ...]) -> tuple[Action, ...]:
        """The human's options to offer now, of his legal ``options``."""

    def hold_moment(self) -> None:
        """The Genug offer is up while another seat is to play: hold that seat's action."""

    def moment_over(self) -> None:
        """The Genug moment is over (an action, the human's answer, a new position)."""

    def turn(self, to_act: int) -> None:
        """``to_act`` is to act now (the human's options are offered): get its action."""

    def vet(self, action: Action) -> bool:
        """May the human's ``action`` be tried at all?  (False: the source said why.)"""

    def submit(self, action: Action) -> bool:
        """The human's legal ``action``: applied (or sent); False if it cannot go now."""

    def play_on(self) -> None:
        """The human lets the Genug moment pass."""

    def next_deal(self) -> bool:
        """The human asks for the next deal; True if the source took the request."""

    def forget(self) -> None:
        """The position changed (an action applied, the deal replaced): what the source
        thought, held or asked about the old one is dropped."""

    def think_ahead(self) -> None:
        """The table animates: the next seat may begin to think."""
