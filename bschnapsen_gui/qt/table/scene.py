"""The table scene: where every card lies, computed from the deal, and how it gets there
(the poses themselves, for a table of a given size, are ``geometry.py``'s).

The scene's coordinates are the view's pixels: on every resize the layout is computed
anew for the new size (so cards are rendered at their real size and stay crisp), and
every card jumps to its place.  After each action the scene computes the cards' new
poses from the deal and turns the action's events into animation steps: the deal in the
3 + 2 rhythm, the aufschlagen turn-up, a card flying to the trick, the trick sliding to
its winner's pile, the reveal of the hands at the end.  The animator's ``idle`` tells
the controller that the table is ready for the next action.

Seats on screen: 0 (the human) bottom, 1 (West) left, 2 (North, the partner) top,
3 (East) right.
"""

from __future__ import annotations

import html
import math
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene

from ...engine import DECK, HUMAN, Action, Card, Contract, Deal, Phase, Suit, Verb, team_of
from ...engine import events as E
from ...engine.errors import Refusal
from ...engine.view import seat_view
from ..controller import GameController
from ..i18n import labels
from .animator import Animator, Step
from .cards import Art, CardItem, Pose, warm
from .geometry import TableGeometry
from .items import FONT_FAMILY, Board, Bubble
from .signs import suit_image

translate = QCoreApplication.translate

REFUSAL_SHAKE_MS = 420  # an illegal card shakes this long
REFUSAL_NOTE_MS = 4500  # and its reason stays beside it this long (or until the next action)


class TableScene(QGraphicsScene):
    cardActivated = Signal(object)  # the human chose a card (click, double-click, drop)
    cardRefusedClick = Signal(object)  # the human clicked a card that may not be played
    refusalShown = Signal(object)  # a card the engine refused: it shakes, its reason beside it
    idle = Signal()

    def __init__(self, controller: GameController, art: Art, pack: str) -> None:
        super().__init__()
        self.controller = controller
        self.art = art
        self.pack = pack
        self.geometry = TableGeometry(1280.0, 800.0, art.aspect)  # where the cards lie
        self.dpr = 1.0
        self.animator = Animator(self)
        # faces drawn ahead of need, a few per timer tick (see _schedule_warm)
        self._warm_key: tuple[object, ...] | None = None
        self._warm_queue: list[tuple[str, float]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(10)
        self._warm_timer.timeout.connect(self._warm_some)
        self.animator.idle.connect(self._on_idle)
        self.items_by_card: dict[Card, CardItem] = {}
        self._activated_at = -1e9  # when a click last played a card (time.monotonic)
        for card in DECK:
            item = CardItem(card, art)
            item.clicked.connect(self._on_card_clicked)
            item.doubleClicked.connect(self._on_card_double_clicked)
            item.dropped.connect(self._on_card_dropped)
            self.addItem(item)
            self.items_by_card[card] = item
        self.plates = [Board("center") for _ in range(4)]
        self.bubbles = [Bubble(t) for t in ("down", "left", "up", "right")]
        self.score_board = Board("topleft")
        self.contract_board = Board("topright")
        self.pile_labels = [Board("center"), Board("center")]
        # the calls of the trump call, the auction and the doubling, in order, below the
        # contract board: what was said stays readable after its bubble is gone
        self.history_board = Board("topright")
        self._history_upto: int | None = None  # how many of the deal's events it shows (None: all)
        for it in (*self.plates, *self.bubbles, self.score_board, self.contract_board, *self.pile_labels,
                   self.history_board):
            self.addItem(it)
        for b in self.bubbles:
            b.setVisible(False)
        for p in self.pile_labels:
            p.fill = QColor(0, 0, 0, 0)
            p.border = QColor(0, 0, 0, 0)
        # an illegal card answers where the player looks: it shakes, and the engine's
        # reason shows just above it (as well as in the status line)
        self.refusal_note = Board("bottom")
        self.refusal_note.fill = QColor(70, 16, 12, 235)
        self.refusal_note.border = QColor("#ff9a8a")
        self.refusal_note.setVisible(False)
        self.refusal_note.setZValue(1900)
        self.addItem(self.refusal_note)
        self._refused: tuple[Card, Refusal] | None = None
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.hide_refusal)
        self.shake = QVariantAnimation(self)
        self.shake.setStartValue(0.0)
        self.shake.setEndValue(1.0)
        self.shake.setDuration(REFUSAL_SHAKE_MS)
        self.shake.valueChanged.connect(self._on_shake)
        self.shake.finished.connect(self._shake_done)
        self._shaking: CardItem | None = None
        self._bubble_text: dict[int, str] = {}
        self._thinking: int | None = None
        self._dots = 0
        self._dot_timer = QTimer(self)
        self._dot_timer.setInterval(450)
        self._dot_timer.timeout.connect(self._tick_dots)
        self.selected: int | None = None
        self.input_enabled = False
        # the view's keys go to the hand (not to a panel): only then is the chosen card
        # raised and ringed (one thing on the table looks chosen at a time)
        self.hand_focus = True
        self.counting_aid = False  # show each team's Augen beside its tricks (a setting)
        # the view says whether the table can be seen yet: animations (and so the computer
        # players, who wait for them) start only once the window is on the screen
        self.on_screen: Callable[[], bool] = lambda: True
        self._legal_cards: set[Card] = set()
        controller.thinkingChanged.connect(self._on_thinking)
        controller.humanOptions.connect(self._on_options)
        controller.actionApplied.connect(self._on_applied)
        controller.matchReset.connect(self._on_reset)
        controller.actionRefused.connect(self._on_refused)
        controller.dealReplaced.connect(self.relayout)  # the same public deal: nothing visible moves
        controller.peopleChanged.connect(self._update_plates)
        controller.peopleChanged.connect(self._update_history)  # the calls by the people's names
        self.setSceneRect(0, 0, self.w, self.h)

    # -- geometry --------------------------------------------------------------------

    @property
    def w(self) -> float:
        return self.geometry.w

    @property
    def h(self) -> float:
        return self.geometry.h

    @property
    def u(self) -> float:
        return self.geometry.u

    @property
    def deal(self) -> Deal:
        return self.controller.deal

    def set_size(self, w: float, h: float, dpr: float) -> None:
        self.geometry.w, self.geometry.h = max(320.0, w), max(240.0, h)
        if dpr != self.dpr:
            self.dpr = dpr
            for item in self.items_by_card.values():
                item.set_dpr(dpr)
        self.setSceneRect(0, 0, self.w, self.h)
        self.animator.finish_all()
        self.relayout()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        c = QPointF(self.w / 2, self.h * 0.45)
        g = QRadialGradient(c, max(self.w, self.h) * 0.75)
        g.setColorAt(0.0, QColor("#2f7d4a"))
        g.setColorAt(0.55, QColor("#1f6238"))
        g.setColorAt(1.0, QColor("#0d3b20"))
        painter.fillRect(QRectF(rect), QBrush(g))
        # a faint ring where the trick is played
        u = self.u
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(255, 255, 255, 22))
        painter.setBrush(QColor(0, 0, 0, 18))
        tc = self.trick_center()
        painter.drawEllipse(tc, 3.1 * u, 2.55 * u)

    def card_w(self, kind: str) -> float:
        return self.geometry.card_w(kind)

    def card_h(self, kind: str) -> float:
        return self.geometry.card_h(kind)

    def trick_center(self) -> QPointF:
        return self.geometry.trick_center()

    def full_hand_extent(self) -> QRectF:
        """The scene rectangle the player's hand of five covers at rest, no card raised
        (what the phase panel stays above, wherever the keys are)."""
        return self.geometry.full_hand_extent()

    def hand_poses(self, seat: int, n: int, face_up: list[bool], dim: bool) -> list[Pose]:
        """``seat``'s hand of ``n`` cards where it rests; the player's chosen card raised."""
        out = self.geometry.hand_poses(seat, n, face_up, dim)
        marked = self.marked_card_index
        if seat == HUMAN and marked is not None and marked < n:
            out[marked] = out[marked].moved(y=out[marked].y - 0.28 * self.u)
        return out

    def extent(self, p: Pose) -> QRectF:
        """The scene rectangle a card at pose ``p`` covers, its shadow included."""
        return self.geometry.extent(p)

    def hand_extent(self, seat: int) -> QRectF:
        """The scene rectangle ``seat``'s hand covers once laid out (its final poses, not
        where its cards are now: before the deal they still lie in the dealer's stack)."""
        cards = self.hand_cards(seat)
        box = QRectF()
        for pose in self.hand_poses(seat, len(cards), [seat == HUMAN] * len(cards), False):
            box = box.united(self.extent(pose))
        return box

    def trick_extent(self) -> QRectF:
        """The scene rectangle the four cards of a trick cover when all are played."""
        return self.geometry.trick_extent()

    # -- layout from the deal --------------------------------------------------------

    def hand_cards(self, seat: int) -> list[Card]:
        deal = self.deal
        held = deal.held(seat)
        return sorted(held) if seat == HUMAN or deal.finished else list(held)

    def layout(self) -> dict[Card, Pose]:
        deal = self.deal
        poses: dict[Card, Pose] = {}
        open_hands = seat_view(deal, HUMAN).open_hands
        for seat in range(4):
            cards = self.hand_cards(seat)
            visible = [
                seat == HUMAN or deal.finished or c in open_hands.get(seat, ()) for c in cards
            ]
            dim = deal.sitting_out == seat and deal.phase in (Phase.PLAY, Phase.DONE)
            for c, p in zip(cards, self.hand_poses(seat, len(cards), visible, dim)):
                poses[c] = p
        if not deal.second_round_dealt:
            undealt = [c for s in range(4) for c in deal.dealt[s][3:]]
            for i, c in enumerate(undealt):
                poses[c] = self.geometry.deck_pose(deal.dealer, i)
        counts = [0, 0]
        for t in deal.tricks:
            if t.winner is None:
                for j, (s, c) in enumerate(zip(t.seats, t.cards)):
                    poses[c] = self.geometry.slot_pose(s, j)
            else:
                team = team_of(t.winner)
                k = counts[team]
                counts[team] += 1
                for j, c in enumerate(t.cards):
                    poses[c] = self.geometry.pile_pose(team, k, j)
        # cards of a partner who sat out and anything not placed: stay where they are
        for c in DECK:
            if c not in poses:
                poses[c] = self.items_by_card[c].pose
        return poses

    def relayout(self) -> None:
        """Every card straight to its place, and every board re-worded (no animation)."""
        poses = self.layout()
        for c, p in poses.items():
            self.items_by_card[c].set_pose(p)
        self._bubble_text = self._bubbles_from(self.deal.events, {})
        self._history_upto = None
        self._update_boards()
        self._update_bubbles()
        self._update_interaction()
        self._place_refusal()  # worded anew (a language or pack switch) and put by its card
        self._schedule_warm()

    def _schedule_warm(self) -> None:
        """Draw every face at each size the table shows faces (the hand, the trick, the other
        hands at the reveal) in quiet moments, one per timer tick: the reveal turns up to 15
        cards in the same frame, which would otherwise draw them all at once.  Redone when
        the size, the screen's pixel ratio or the pack changes."""
        widths = sorted({round(self.card_w(k)) for k in ("hand", "trick", "other")})
        key = (self.pack, getattr(self.art, "lang", ""), id(self.art), self.dpr, tuple(widths))
        if key == self._warm_key:
            return
        self._warm_key = key
        self._warm_queue = [(str(c), float(w)) for w in widths for c in DECK]
        self._warm_timer.start()

    def _warm_some(self) -> None:
        if not self._warm_queue:
            self._warm_timer.stop()
            return
        code, width = self._warm_queue.pop()
        warm(self.art, code, width, self.dpr)

    # -- reacting to the controller --------------------------------------------------

    def _on_reset(self) -> None:
        self.hide_refusal()
        self.animator.finish_all()
        self.selected = None
        deal = self.deal
        if not deal.history:
            # a fresh deal: every card on the dealer's stack, then the deal is animated
            for i, c in enumerate(c for s in range(4) for c in deal.dealt[s]):
                self.items_by_card[c].set_pose(self.geometry.deck_pose(deal.dealer, i))
            self._bubble_text = {}
            self._history_upto = 0
            self._update_boards()
            self._update_bubbles()
        else:
            self.relayout()

    def _on_applied(self, action: object, events: tuple[E.Event, ...]) -> None:
        self.hide_refusal()
        self.input_enabled = False
        self.selected = None if self.selected is None else self.selected
        self._update_interaction()
        targets = self.layout()
        self._plan(targets, events)
        self._update_boards()
        self.start_animations()

    def start_animations(self) -> None:
        """Play the planned steps now, or as soon as the table is on the screen."""
        if not self.on_screen():
            self.animator.hold()
            return
        self.animator.start()

    def shown(self) -> None:
        """The table is on the screen now (the view's first paint): what waited starts."""
        self.animator.release()

    def _on_idle(self) -> None:
        self._update_boards()
        self.idle.emit()

    def _on_options(self, options: tuple[object, ...]) -> None:
        self._legal_cards = {
            c for c in self.controller.hand_model.cards if self.controller.hand_model.is_legal(c)
        }
        deal = self.deal
        self.input_enabled = (
            not deal.finished and deal.phase is Phase.PLAY and deal.to_act == HUMAN
            and HUMAN in self.controller.human_seats
        )
        if self.input_enabled:
            cards = self.hand_cards(HUMAN)
            if self.selected is None or self.selected >= len(cards) or cards[self.selected] not in self._legal_cards:
                legal_idx = [i for i, c in enumerate(cards) if c in self._legal_cards]
                self.selected = legal_idx[0] if legal_idx else None
        self._update_interaction()
        self._update_plates()

    def _on_thinking(self, seat: int, on: bool) -> None:
        if on:
            self._thinking = seat
            self._dots = 0
            self._dot_timer.start()
        elif self._thinking == seat:
            self._thinking = None
            self._dot_timer.stop()
        self._update_plates()

    def _tick_dots(self) -> None:
        self._dots = (self._dots + 1) % 4
        self._update_plates()

    # -- planning the animation ------------------------------------------------------

    def _plan(self, targets: dict[Card, Pose], events: tuple[E.Event, ...]) -> None:
        deal = self.deal
        items = self.items_by_card
        done: set[Card] = set()
        bubbles = dict(self._bubble_text)

        def moves(cards: list[Card], override: dict[Card, Pose] | None = None) -> list[tuple[CardItem, Pose]]:
            out = []
            for c in cards:
                p = (override or {}).get(c, targets[c])
                if items[c].pose != p:
                    out.append((items[c], p))
                if override is None or c not in override:
                    done.add(c)
            return out

        def bubble_cb(state: dict[int, str], upto: int) -> Callable[[], None]:
            snapshot = dict(state)

            def cb() -> None:
                self._bubble_text = snapshot
                self._history_upto = upto
                self._update_bubbles()

            return cb

        order = [(deal.rufer + i) % 4 for i in range(4)]
        base = len(deal.events) - len(events)  # the events are the deal's latest
        for k, ev in enumerate(events):
            bubbles = self._bubbles_from((ev,), bubbles)
            cb = bubble_cb(bubbles, base + k + 1)
            if isinstance(ev, E.FirstRoundDealt):
                self.animator.add(Step(on_start=cb, duration=0))
                for seat in order:
                    cards = list(deal.dealt[seat][:3])
                    extra = [c for c in self.hand_cards(seat) if c not in cards]
                    self.animator.add(Step(moves(cards + extra), duration=170, pause=40))
            elif isinstance(ev, E.SecondRoundDealt):
                turned = deal.turned_up
                for seat in order:
                    cards = list(deal.dealt[seat][3:])
                    if turned is not None and turned in cards and turned not in done:
                        shown = {turned: self.geometry.show_pose()}
                        self.animator.add(Step(moves([turned], shown), duration=320, pause=650))
                    rest = [c for c in self.hand_cards(seat) if c not in cards]
                    self.animator.add(Step(moves(cards + rest), duration=170, pause=40))
                self.animator.add(Step(on_start=cb, duration=0))
            elif isinstance(ev, E.CardPlayed):
                seat = ev.seat
                slot = None
                for t in deal.tricks:
                    if ev.card in t.cards:
                        slot = self.geometry.slot_pose(seat, t.cards.index(ev.card))
                override = {ev.card: slot} if slot is not None and targets[ev.card] != slot else None
                rest = [c for c in self.hand_cards(seat)]
                self.animator.add(Step(moves([ev.card] + rest, override), duration=260, on_start=cb))
                if override is not None:
                    # the trick is complete: the card stays in the slot for now
                    done.discard(ev.card)
            elif isinstance(ev, E.TrickTaken):
                cards = list(ev.cards)
                self.animator.add(Step(duration=0, pause=750, on_start=cb))
                self.animator.add(Step(moves(cards), duration=330))
            elif isinstance(ev, E.DealEnded):
                rest = [c for c in DECK if c not in done]
                self.animator.add(Step(moves(rest), duration=380, pause=200, on_start=cb))
            else:
                self.animator.add(Step(duration=0, pause=self._pause_for(ev), on_start=cb))
        rest = [c for c in DECK if c not in done]
        final = moves(rest)
        if final:
            self.animator.add(Step(final, duration=220))

    @staticmethod
    def _pause_for(ev: E.Event) -> int:
        """How long a call holds the table before the next seat acts (normal speed): long
        enough to read its bubble (it stays up until the phase ends, and the history keeps
        it after that)."""
        if isinstance(ev, (E.Bid, E.Doubled)):
            return 1000
        if isinstance(ev, (E.TrumpCalled, E.AuctionWon, E.RedealDemanded)):
            return 1100
        if isinstance(ev, (E.Marriage, E.Genug, E.TurnedUp)):
            return 700
        return 0

    def _bubbles_from(self, events: tuple[E.Event, ...] | list[E.Event], state: dict[int, str]) -> dict[int, str]:
        st = dict(state)
        deal = self.deal
        for ev in events:
            if isinstance(ev, E.FirstRoundDealt):
                st = {}
            elif isinstance(ev, E.AuctionWon):
                st = {ev.seat: labels.contract_name(ev.contract)}
            elif isinstance(ev, E.CardPlayed):
                # the first card of the play clears the auction's words; later cards keep
                # an announcement visible until the trick is taken
                if not any(isinstance(x, E.CardPlayed) for x in deal.events[: deal.events.index(ev)]):
                    st = {}
                else:
                    st = {s: t for s, t in st.items() if t in ("20", "40")}
            elif isinstance(ev, E.TrickTaken):
                st = {}
            else:
                said = labels.bubble_text(ev, self.pack)
                if said is not None:
                    st[said[0]] = said[1]
        return st

    # -- boards, plates, bubbles -----------------------------------------------------

    def bubble_anchor(self, seat: int) -> QPointF:
        """The centre of ``seat``'s speech bubble."""
        u = self.u
        return {
            0: QPointF(self.w / 2 - 4.8 * u, self.h - 2.0 * u),
            1: QPointF(self.card_h("other") + 1.2 * u, self.h * 0.45 - 1.75 * u),
            2: QPointF(self.w / 2 - 2.7 * u, self.card_h("other") + 0.1 * u),
            3: QPointF(self.w - self.card_h("other") - 1.2 * u, self.h * 0.45 - 1.75 * u),
        }[seat]

    def _update_bubbles(self) -> None:
        u = self.u
        for seat, b in enumerate(self.bubbles):
            text = self._bubble_text.get(seat, "")
            b.set_text(text, 0.3 * u)
            b.setPos(self.bubble_anchor(seat))
        self._update_history()  # it keeps clear of East's bubble

    def _plate_name(self, seat: int) -> tuple[str, str | None]:
        """The plate's name line (HTML) and, at a shared table, whose thinking it shows
        (a person's name, None: a computer's).  The controller says who sits where; a
        person's name is plain text from the table server, escaped here."""
        person = self.controller.people[seat]
        where = labels.seat_name(seat)
        if person is None or seat == HUMAN:
            return html.escape(where), None
        name = person.name
        if not person.person:  # a seat the opener gave to a computer: said, as a friend's seat is
            return html.escape(translate("Table", "%1 (computer)").replace("%1", where)), None
        if person.computer and name and person.left:
            text = translate("Table", "%1 (computer: %2 has left the table)").replace("%1", where).replace("%2", name)
            return html.escape(text), None
        if person.computer and name:
            text = translate("Table", "%1 (computer until %2 is back)").replace("%1", where).replace("%2", name)
            return html.escape(text), None
        if person.computer:
            return html.escape(translate("Table", "%1 (computer)").replace("%1", where)), None
        dot = "<span style='color:#7ee08a'>●</span> " if person.connected else ""
        shown = name or where
        return f"{dot}{html.escape(shown)}", shown

    def _plate_html(self, seat: int, stacked: bool = False) -> str:
        """The seat's name and badges; ``stacked``: one badge a line (a narrow plate)."""
        deal = self.deal
        name, thinker = self._plate_name(seat)
        badges = []
        if seat == deal.dealer:
            badges.append(translate("Table", "Dealer"))
        if seat == deal.rufer:
            badges.append(translate("Table", "Caller"))
        if deal.declarer == seat:
            badges.append(translate("Table", "Declarer"))
        if seat == 2:
            badges.append(translate("Table", "Partner"))
        sub = ("<br>" if stacked else " · ").join(html.escape(b) for b in badges)
        line2 = f"<br><span style='color:#cfe3d2; font-size:small'>{sub}</span>" if sub else ""
        if self._thinking == seat:
            dots = "." * self._dots + "&nbsp;" * (3 - self._dots)
            thinking = html.escape(translate("Table", "%1 is thinking").replace("%1", thinker) if thinker
                                   else translate("Table", "thinking"))
            line2 = f"<br><span style='color:#ffe9a6; font-size:small'><i>{thinking}{dots}</i></span>"
        return f"<div align='center'><b>{name}</b>{line2}</div>"

    def _update_plates(self) -> None:
        u = self.u
        deal = self.deal
        ch_o = self.card_h("other")
        pos = {
            0: QPointF(self.w / 2 + 4.0 * u, self.h - 0.75 * u),
            1: QPointF(ch_o * 0.5 + 0.2 * u, self.h * 0.45 + 2.25 * u),
            2: QPointF(self.w / 2 + 2.75 * u, 0.65 * u),
            3: QPointF(self.w - ch_o * 0.5 - 0.2 * u, self.h * 0.45 + 2.25 * u),
        }
        for seat, plate in enumerate(self.plates):
            plate.set_content(self._plate_html(seat), 0.21 * u)
            room = self._plate_room(seat)
            if room is not None and plate.size.width() > room[1] - room[0]:
                # a plate too long for its room ("Руфер · Разыгрывающий") wraps its badges
                for font in (0.21, 0.19, 0.17, 0.15):  # smaller until it fits
                    plate.set_content(self._plate_html(seat, stacked=True), font * u)
                    if plate.size.width() <= room[1] - room[0]:
                        break
            half = plate.size.width() / 2 + 4
            p = pos[seat]
            x = p.x()
            if room is not None:
                # right of the hand at its widest (five cards, face up), never over the cards
                x = min(max(x, room[0] + half), room[1] - half)
            y = p.y()
            if seat == HUMAN:
                y = min(y, self.h - plate.size.height() / 2 - 0.08 * u)
            elif seat == 2:
                y = max(y, plate.size.height() / 2 + 0.08 * u)
            plate.setPos(min(max(x, half), self.w - half), y)
            plate.set_highlight(not deal.finished and deal.to_act == seat)
            plate.setZValue(800)

    def _plate_room(self, seat: int) -> tuple[float, float] | None:
        """For the player (0) and North (2), whose plates sit beside their hands: the x
        from the right of the hand at its widest to our pile (0) or the contract board (2)."""
        if seat not in (0, 2):
            return None
        u = self.u
        hand = QRectF()
        for hp in self.hand_poses(seat, 5, [True] * 5, False):
            hand = hand.united(self.extent(hp))
        if seat == HUMAN:
            end = QRectF()
            for k in range(5):
                for j in range(4):
                    end = end.united(self.extent(self.geometry.pile_pose(0, k, j)))
            right = end.left()
        else:
            right = self.w - 0.25 * u - self.contract_board.size.width()
        return hand.right() + 0.1 * u, right - 0.1 * u

    def _suit_html(self, suit: Suit, px: float, images: dict[str, QImage]) -> str:
        """The suit's sign (as drawn on the cards of this pack) and its name."""
        n = max(10, round(px))
        key = f"suit-{self.pack}-{suit.name}-{n}"
        img = QImage(suit_image(self.pack, suit, max(8, round(n * self.dpr))))
        img.setDevicePixelRatio(self.dpr)
        images[key] = img
        name = html.escape(labels.suit_name(suit, self.pack))
        return f"<img src='{key}' width='{n}' height='{n}' style='vertical-align:middle'>&nbsp;{name}"

    def _update_boards(self) -> None:
        u = self.u
        deal = self.deal
        match = self.controller.match
        fp = 0.21 * u
        # Punkte and Bummerl
        marks = match.bummerl_marks
        target = match.current_bummerl.target
        rows = []
        for team in (0, 1):
            name = html.escape(labels.team_name(team))
            shown = match.display_points(team)
            dots = "●" * marks[team] if marks[team] <= 6 else f"● × {marks[team]}"
            rows.append(
                f"<tr><td><b>{name}</b></td><td align='right' style='padding-left:14px'>"
                f"<b style='font-size:large'>{shown}</b></td>"
                f"<td style='padding-left:14px; color:#ffb3a6'>{dots}</td></tr>"
            )
        head = html.escape(translate("Table", "First to %1 points").replace("%1", str(target)))
        bummerl = html.escape(translate("Table", "Bummerl"))
        score_html = (
            f"<table cellspacing='0' cellpadding='1'>"
            f"<tr><td colspan='2' style='color:#cfe3d2'>{head}</td>"
            f"<td style='padding-left:14px; color:#cfe3d2'>{bummerl}</td></tr>{''.join(rows)}</table>"
        )
        self.score_board.set_content(score_html, fp)
        self.score_board.setToolTip(translate(
            "Table", "Each team's points in this Bummerl; each dot (●) is a Bummerl the team has lost "
            "(a Schneider counts two)."))
        self.score_board.setPos(0.25 * u, 0.25 * u)
        self.score_board.setZValue(800)
        # trump, contract, Kontra
        lines = []
        images: dict[str, QImage] = {}

        def row(label: str, value: str, colour: str = "#cfe3d2", value_style: str = "") -> str:
            return (f"<tr><td style='color:{colour}'>{html.escape(label)}</td>"
                    f"<td style='padding-left:10px{value_style}'>{value}</td></tr>")

        def by(contract: Contract, seat: int) -> str:
            return html.escape(translate("Table", "%1 by %2").replace("%1", labels.contract_name(contract))
                               .replace("%2", labels.seat_name(seat)))

        trump_label = translate("Table", "Trump")
        if deal.trump is not None:
            trump_html = self._suit_html(deal.trump, fp * 1.6, images)
            if deal.spec is not None and not deal.spec.trump:
                # a contract without trump: the called suit is only history
                none = html.escape(translate("Table", "none"))
                lines.append(row(trump_label, f"<b>{none}</b>"))
                lines.append(row(translate("Table", "Called"), trump_html, "#9fc3a8", "; color:#9fc3a8"))
            else:
                lines.append(row(trump_label, trump_html))
        else:
            lines.append(row(trump_label, "–"))
        if deal.contract is not None and deal.declarer is not None:
            lines.append(row(translate("Table", "Game"), f"<b>{by(deal.contract, deal.declarer)}</b>"))
        elif deal.highest is not None and deal.highest_seat is not None:
            lines.append(row(translate("Table", "Highest"), by(deal.highest, deal.highest_seat)))
        if deal.kontra_level:
            kontra_label = translate("Table", "Kontra")
            k = labels.kontra_name(deal.kontra_level)
            if k.strip(" !").casefold() == kontra_label.strip(" !").casefold():
                # "Kontra: Kontra" says it twice: the level alone
                lines.append(f"<tr><td colspan='2' style='color:#ffb3a6'><b>{html.escape(k)}</b></td></tr>")
            else:
                lines.append(row(kontra_label, f"<b>{html.escape(k)}</b>", value_style="; color:#ffb3a6"))
        phase_line = ""
        if not (deal.phase is Phase.DOUBLE and deal.kontra_level):  # "Kontra" stood twice
            phase = html.escape(labels.phase_name(str(deal.phase)))
            phase_line = f"<div style='color:#9fc3a8; font-size:small'>{phase}</div>"
        board_html = f"<table cellspacing='0' cellpadding='1'>{''.join(lines)}</table>{phase_line}"
        self.contract_board.set_content(board_html, fp, images=images)
        self.contract_board.setPos(self.w - 0.25 * u, 0.25 * u)
        self.contract_board.setZValue(800)
        self._update_history()
        # piles
        for team, lab in enumerate(self.pile_labels):
            n = deal.tricks_won[team]
            announced = deal.announced[team]
            if n or (self.counting_aid and announced):
                # whose pile it is: the team's name with its tricks
                text = html.escape(translate("Table", labels.TEAM_PILE, None, n).replace(
                    "%1", labels.team_name(team))) if n else ""
                if self.counting_aid:
                    # the counting aid: the team's Augen so far (announcements apart)
                    if announced:
                        aid = translate("Table", "Card points: %1 (+%2)").replace(
                            "%1", str(deal.augen[team])).replace("%2", str(announced))
                    else:
                        aid = translate("Table", "Card points: %1").replace("%1", str(deal.augen[team]))
                    aid_html = f"<span style='color:#ffe9a6'><b>{html.escape(aid)}</b></span>"
                    text = f"{text}<br>{aid_html}" if text else aid_html
                lab.set_content(f"<div align='center' style='color:#e6efe6'>{text}</div>", 0.19 * u)
                b = self.geometry.pile_base(team)
                lab.setPos(b.x(), b.y() - (0.9 if self.counting_aid else 0.78) * u)
                lab.setVisible(True)
            else:
                lab.setVisible(False)
            lab.setZValue(810)
        self._update_plates()

    def history_lines(self, upto: int | None = None) -> list[tuple[str, list[str]]]:
        """The calls so far, by part of the deal: [(heading, ["West: Weiter", ...]), ...]
        for the trump call, the auction and the doubling (the first ``upto`` events)."""
        deal = self.deal
        events = deal.events if upto is None else deal.events[:upto]
        parts: dict[str, list[str]] = {}
        names = self.controller.seat_names()  # at a shared table the people by their names

        def call(seat: int, said: str) -> str:
            return translate("Table", "%1: %2", "a seat's call in the history of the auction").replace(
                "%1", names[seat] or labels.seat_name(seat)).replace("%2", said)

        for ev in events:
            if isinstance(ev, (E.TrumpCalled, E.RedealDemanded)):
                said = labels.bubble_text(ev, self.pack)
                if said is not None:
                    parts.setdefault("trump", []).append(call(*said))
            elif isinstance(ev, E.TurnedUp):
                parts.setdefault("trump", []).append(call(ev.seat, labels.card_name(ev.card, self.pack)))
            elif isinstance(ev, (E.Bid, E.Doubled)):
                said = labels.bubble_text(ev, self.pack)
                if said is not None:
                    parts.setdefault("auction" if isinstance(ev, E.Bid) else "double", []).append(call(*said))
        heads = {
            "trump": translate("Table", "Trump"),
            "auction": translate("Table", "Auction"),
            "double": translate("Table", "Kontra"),
        }
        return [(heads[k], parts[k]) for k in ("trump", "auction", "double") if k in parts]

    def _update_history(self) -> None:
        """The history of the calls below the contract board (hidden before the first).

        It lies in the room below the contract board and above East's hand and East's
        speech bubble, reaching left towards the middle of the table.  Where that room is
        low (a small table), the board gets wider, then its font smaller, and at last it
        keeps only the latest parts of the history (all of it is in the deal log, D): it
        stays on the table, never over a hand or a bubble."""
        u = self.u
        lines = self.history_lines(self._history_upto)
        board = self.history_board
        if not lines or self.deal.finished:
            board.setVisible(False)
            return
        rooms = self.history_rooms()
        widest = max(4.4 * u, self.contract_board.size.width())
        fitted: QRectF | None = None
        for keep in range(len(lines), 0, -1):
            rows = "".join(
                f"<tr><td style='color:#9fc3a8; padding-right:6px'>{html.escape(head)}</td>"
                f"<td>{' · '.join(html.escape(c) for c in calls)}</td></tr>"
                for head, calls in lines[len(lines) - keep:]
            )
            content = f"<table cellspacing='0' cellpadding='1'>{rows}</table>"
            for px in (0.17 * u, 0.15 * u, 0.13 * u, 8.0):
                px = max(8.0, px)
                pad = max(5.0, px * 0.6)
                for room in rooms:
                    # as it comes (a table's own width wraps its calls early: a tall narrow
                    # column), wrapped at the contract board's width, or as wide as the room:
                    # of those that fit, the lowest (the narrowest of equally low ones)
                    best: tuple[float, float, float | None] | None = None
                    for width in (None, min(widest, room.width()), room.width()):
                        board.set_content(content, px, width=None if width is None else max(20.0, width - 2 * pad))
                        size = board.size
                        if size.width() <= room.width() + 0.5 and size.height() <= room.height():
                            if best is None or (round(size.height()), size.width()) < (round(best[0]), best[1]):
                                best = (size.height(), size.width(), width)
                    if best is not None:
                        width = best[2]
                        board.set_content(content, px, width=None if width is None else max(20.0, width - 2 * pad))
                        fitted = room
                        break
                if fitted is not None:
                    break
            if fitted is not None:
                break
        if fitted is not None:
            board.setPos(fitted.right(), fitted.top())
        board.setZValue(800)
        board.setVisible(fitted is not None)

    def history_rooms(self) -> list[QRectF]:
        """Where the history board may lie, below the contract board and right of the
        trick: over the whole width above East's hand and East's speech bubble, or left
        of that bubble down to East's hand.  North's hand and plate, the dealer's stack
        and the bubble are kept clear wherever they are."""
        u = self.u
        top = self.contract_board.pos().y() + self.contract_board.size.height() + 0.12 * u
        right = self.w - 0.25 * u
        left = self.w / 2 + 1.75 * u  # right of every trick card
        gap = 0.08 * u
        obstacles: list[QRectF] = []
        deal = self.deal
        for seat in (2, 3):
            cards = self.hand_cards(seat)
            visible = [deal.finished or c in seat_view(deal, HUMAN).open_hands.get(seat, ()) for c in cards]
            obstacles += [self.extent(q) for q in self.hand_poses(seat, len(cards), visible, False)]
        obstacles.append(self.plates[2].sceneBoundingRect().adjusted(6, 6, -6, -6))
        if not deal.second_round_dealt:
            n = sum(len(deal.dealt[s][3:]) for s in range(4))
            obstacles += [self.extent(self.geometry.deck_pose(deal.dealer, i)) for i in range(n)]
        bubble = self.bubbles[3]
        bubble_rect = bubble.mapRectToScene(bubble.boundingRect().adjusted(14, 14, -14, -12))
        if bubble.isVisible():
            obstacles.append(bubble_rect)

        def room(lo: float, hi: float) -> QRectF:
            bottom = self.h
            for r in obstacles:
                if r.right() > lo and r.left() < hi and r.bottom() > top:
                    bottom = min(bottom, r.top())
            return QRectF(lo, top, max(0.0, hi - lo), max(0.0, bottom - gap - top))

        out = [room(left, right)]
        if bubble.isVisible() and bubble_rect.left() - gap > left:
            out.append(room(left, bubble_rect.left() - gap))
        return out

    def _update_interaction(self) -> None:
        hand = self.hand_cards(HUMAN) if self.deal.phase is not Phase.DONE else []
        model = self.controller.hand_model
        for i, c in enumerate(hand):
            item = self.items_by_card[c]
            item.interactive = self.input_enabled
            item.legal = c in self._legal_cards
            item.selected_card = self.marked_card_index == i
            item.setToolTip(model.reason(c) if self.input_enabled else "")
            item.update()
        for c in DECK:
            if c not in hand:
                item = self.items_by_card[c]
                if item.interactive or item.selected_card:
                    item.interactive = False
                    item.selected_card = False
                    item.setToolTip("")
                    item.update()
        if self.input_enabled and not self.animator.running:
            cards = self.hand_cards(HUMAN)
            visible = [True] * len(cards)
            for c, p in zip(cards, self.hand_poses(0, len(cards), visible, False)):
                self.items_by_card[c].set_pose(p)

    # -- an illegal card -------------------------------------------------------------

    def _on_refused(self, action: Action, refusal: Refusal) -> None:
        card = action.value
        if action.verb is not Verb.PLAY or not isinstance(card, Card) or card not in self.hand_cards(HUMAN):
            return
        self._refused = (card, refusal)
        self._place_refusal()
        self._note_timer.start(REFUSAL_NOTE_MS)
        item = self.items_by_card[card]
        if self._shaking is not None and self._shaking is not item:
            self._shaking.set_pose(self._shaking.pose)
        if not self.animator.running and self.animator.factor > 0:  # no shake with animations off
            self._shaking = item
            self.shake.stop()
            self.shake.start()
        self.refusalShown.emit(card)

    def _on_shake(self, value: object) -> None:
        item = self._shaking
        if item is None:
            return
        t = float(value)  # type: ignore[arg-type]
        dx = math.sin(t * 6 * math.pi) * (1 - t) * 0.12 * self.u
        p = item.pose
        item.setPos(p.x + dx, p.y)
        item.setZValue(1500)

    def _shake_done(self) -> None:
        item, self._shaking = self._shaking, None
        if item is not None:
            item.set_pose(item.pose)  # back in its place in the hand

    def _place_refusal(self) -> None:
        note = self.refusal_note
        if self._refused is None:
            note.setVisible(False)
            return
        card, refusal = self._refused
        if card not in self.hand_cards(HUMAN):
            self.hide_refusal()
            return
        u = self.u
        reason = labels.refusal_text(refusal, self.pack)
        fp = 0.2 * u
        font = QFont(FONT_FAMILY)
        font.setPixelSize(max(8, round(fp)))
        font.setBold(True)
        one_line = QFontMetricsF(font).horizontalAdvance(reason) + 4
        # one line where it fits, else wrapped at a readable width, never off the table
        width = min(one_line, 6.5 * u, self.w - 0.5 * u - 2 * max(5.0, fp * 0.6))
        note.set_content(f"<div align='center'><b>{html.escape(reason)}</b></div>", fp, width=width)
        pose = self.items_by_card[card].pose
        half = note.size.width() / 2 + 0.1 * u
        x = min(max(pose.x, half), self.w - half)
        top = pose.y - self.card_h("hand") / 2 - 0.12 * u
        note.setPos(x, max(note.size.height() + 2, top))
        note.setVisible(True)

    def hide_refusal(self) -> None:
        self._note_timer.stop()
        self._refused = None
        self.refusal_note.setVisible(False)
        if self._shaking is not None:
            self.shake.stop()
            self._shake_done()

    @property
    def refusal_text(self) -> str:
        """What the note beside a refused card says now ("" when none is shown)."""
        return self.refusal_note.plain_text if self.refusal_note.isVisible() else ""

    # -- human input -----------------------------------------------------------------

    def _on_card_clicked(self, card: Card) -> None:
        if not self.input_enabled:
            return
        if card in self._legal_cards:
            self._activated_at = time.monotonic()
            self.cardActivated.emit(card)
        else:
            self.cardRefusedClick.emit(card)

    def _on_card_double_clicked(self, card: Card) -> None:
        # A click already plays a card; the second click of a double-click then lands on
        # whichever card slid under the pointer.  If it is the human's turn again by then
        # (he won the trick and leads), that must not play a second card.
        interval = QApplication.doubleClickInterval() / 1000
        if time.monotonic() - self._activated_at < interval:
            return
        self._on_card_clicked(card)

    def _on_card_dropped(self, card: Card, pos: QPointF) -> None:
        c = self.trick_center()
        inside = abs(pos.x() - c.x()) < 3.5 * self.u and pos.y() < self.h - self.card_h("hand") * 0.6
        if inside and card in self._legal_cards:
            self.cardActivated.emit(card)
        else:
            self._update_interaction()
            if not self.animator.running:
                self.relayout()

    def select(self, index: int | None) -> None:
        self.selected = index
        self._update_interaction()

    @property
    def marked_card_index(self) -> int | None:
        """The card of the hand that looks chosen (Enter plays it), if any: the chosen one
        while the hand has the keys."""
        return self.selected if self.input_enabled and self.hand_focus else None

    def set_hand_focus(self, on: bool) -> None:
        """The view's keys go to the hand (True) or to a panel."""
        if on != self.hand_focus:
            self.hand_focus = on
            self._update_interaction()

    def set_counting_aid(self, on: bool) -> None:
        """Show each team's Augen beside its tricks (the counting aid setting) or not."""
        self.counting_aid = on
        self._update_boards()

    def set_pack(self, pack: str, art: Art) -> None:
        self.pack = pack
        self.art = art
        self.geometry.aspect = art.aspect
        for item in self.items_by_card.values():
            item.set_art(art)
        self.relayout()
