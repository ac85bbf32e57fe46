"""The table for a screen reader: accessible objects for the hand's cards, the news of the
game read as a focus change, and the table described in one text.

Qt makes no accessible objects for the items of a ``QGraphicsScene``, so the table view
gets its own interface (installed with ``QAccessible.installFactory``): a list whose
children are the human's cards (named in the chosen pack's words, their description
"playable" or the engine's refusal), two news objects, and the viewport with the panels.
Orca 43 (Debian's) reads a focus change and not a label's name change nor Qt's
announcement events, so every event of the game is said by giving the accessible focus to
a news object whose name is the text: the two take turns, so that each piece of news is a
new focus. Events that come fast are combined (:data:`NEWS_MS`) and said in their order;
Qt's announcement event is sent as well, for screen readers that speak it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QLabel, QWidget

from ..engine import HUMAN, Action, Card, Phase, Verb
from .i18n import labels

if TYPE_CHECKING:
    from ..engine.deal import Deal

TableView = Any
"""The table view (``table/view.py``, which imports this module): its ``table`` scene,
``controller`` and ``pack`` are read here."""

translate = QCoreApplication.translate

NEWS_MS = 150
"""News that comes within this time is said together (one focus change)."""
NOTICE = "notice"
"""A property that marks a dialog's label of problems and progress: read out as it shows."""
UNSPOKEN = "unspoken"
"""A property that marks a label on the table that a screen reader does not read."""
QUIET_S = 0.3
"""A panel's button takes the focus this long after the last news at the earliest."""


def screen_reader_on() -> bool:
    """A screen reader (or another assistive technology) listens."""
    return QAccessible.isActive()


_KEEP: dict[int, list[QAccessibleInterface]] = {}
"""The interfaces made for each table view, by the view's id.  Qt's accessibility cache
deletes an interface it holds (the view's when the view goes, a child's when told to or at
the exit); Python must never delete one first, so they are kept here until Qt has."""


class _Child(QAccessibleInterface):
    """A child of the table's interface without a QObject of its own."""

    def __init__(self, table: TableAccessible) -> None:
        super().__init__()
        self.table = table
        _KEEP.setdefault(table.access.key, []).append(self)

    def isValid(self) -> bool:
        return True

    def object(self) -> None:  # type: ignore[override]
        return None

    def window(self) -> Any:
        return self.table.window()

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        return self.table.rect()


class CardAccessible(_Child):
    """The ``index``-th card of the human's hand."""

    def __init__(self, table: TableAccessible, index: int) -> None:
        super().__init__(table)
        self.index = index

    def card(self) -> Card | None:
        cards = self.table.access.hand()
        return cards[self.index] if self.index < len(cards) else None

    def text(self, t: QAccessible.Text) -> str:
        card = self.card()
        if card is None:
            return ""
        if t == QAccessible.Text.Name:
            return labels.card_name(card, self.table.access.view.pack)
        if t == QAccessible.Text.Description:
            return self.table.access.card_state(card)
        return ""

    def rect(self) -> QRect:
        view = self.table.access.view
        card = self.card()
        item = view.table.items_by_card.get(card) if card is not None else None
        if item is None:
            return self.table.rect()
        r = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(r.topLeft()), r.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        access = self.table.access
        card = self.card()
        s.focusable = True
        s.selectable = True
        s.invisible = card is None
        s.focused = access.focus == ("card", self.index)
        s.selected = access.view.table.selected == self.index
        s.disabled = card is not None and not access.playable(card)
        return s


class NewsAccessible(_Child):
    """What happened last (one of two that take turns)."""

    def __init__(self, table: TableAccessible, index: int) -> None:
        super().__init__(table)
        self.index = index
        self.news = ""

    def text(self, t: QAccessible.Text) -> str:
        return self.news if t == QAccessible.Text.Name else ""

    def role(self) -> QAccessible.Role:
        # AT-SPI's "filler": Orca reads the name alone (a StaticText is a "label", and Orca
        # said "label" after every piece of news)
        return QAccessible.Role.Client

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.focusable = bool(self.news)
        s.invisible = not self.news
        s.readOnly = True
        s.focused = self.table.access.focus == ("news", self.index)
        return s


class _ChildList(QAccessibleWidget):
    """A widget's interface whose children :meth:`_kids` lists anew each time (the hand and
    the panels change)."""

    def _kids(self) -> list[QAccessibleInterface]:
        raise NotImplementedError

    def childCount(self) -> int:
        return len(self._kids())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        kids = self._kids()
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, k in enumerate(self._kids()):
            if k is child or (k.object() is not None and k.object() is child.object()):
                return i
        return -1


class TableAccessible(_ChildList):
    """The table view: the hand's cards, the news, the viewport (the panels)."""

    def __init__(self, access: TableAccess) -> None:
        super().__init__(access.view, QAccessible.Role.List, "")
        self.access = access
        _KEEP.setdefault(access.key, []).append(self)
        self.cards: list[CardAccessible] = []
        self.news = [NewsAccessible(self, 0), NewsAccessible(self, 1)]

    def _kids(self) -> list[QAccessibleInterface]:
        n = len(self.access.hand())
        while len(self.cards) < n:
            self.cards.append(CardAccessible(self, len(self.cards)))
        kids: list[QAccessibleInterface] = [*self.cards[:n], *self.news]
        vp = QAccessible.queryAccessibleInterface(self.access.view.viewport())
        if vp is not None:
            kids.append(vp)
        return kids

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.access.focus_interface()

    def isValid(self) -> bool:
        # "muted" while the view takes the keys back from a panel: Qt's focus event for the
        # view is then not sent (TableAccess.take_keys_quietly)
        return not self.access.muted and bool(super().isValid())

    def state(self) -> QAccessible.State:
        # while a card or a news object holds the reader's focus, the view itself is not
        # "focused": Qt's focus event for the view (a panel gone, the keys back at the hand)
        # is then passed over by Orca, which said "Card table. List with 5 items." after
        # every decision (issue 42)
        s = super().state()
        if self.access.focus is not None:
            s.focused = False
        return s

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for k in self.cards[: len(self.access.hand())]:
            if k.rect().contains(QPoint(x, y)):
                return k
        return None

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return str(translate("Access", "Card table"))
        if t == QAccessible.Text.Help:
            return str(translate(
                "Access", "Your hand: arrow keys choose a card, Enter plays it; T describes the table."))
        return str(super().text(t))


class UnspokenAccessible(QAccessibleWidget):
    """A label for the eyes only: a panel's key hint ("← → choose · Enter confirm · 1–9
    direct"), which Orca read with every panel as one of the panel's loose labels; a screen
    reader's user has the keys in the help and the welcome."""

    def state(self) -> QAccessible.State:
        s = super().state()
        s.invisible = True
        return s


class NoticeAccessible(QAccessibleWidget):
    """A label that tells what went wrong, or what is under way, in a dialog (the friends
    dialog's "The table is full…"): Orca reads a notification as it shows, and read nothing
    of such a label before (issue 42)."""

    def text(self, t: QAccessible.Text) -> str:
        w = self.widget()
        if t == QAccessible.Text.Name and isinstance(w, QLabel):
            return w.text()
        return str(super().text(t))


class ViewportAccessible(_ChildList):
    """The table's viewport: only the panels on the table (a closed one is not there)."""

    def state(self) -> QAccessible.State:
        s = super().state()
        s.focusable = False  # the view has the focus, never its viewport
        return s

    def _kids(self) -> list[QAccessibleInterface]:
        out = []
        for w in self.widget().children():
            if isinstance(w, QWidget) and not w.isHidden():
                iface = QAccessible.queryAccessibleInterface(w)
                if iface is not None:
                    out.append(iface)
        return out



_TABLES: dict[int, TableAccess] = {}
_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    access = _TABLES.get(id(obj))
    if access is not None and obj is access.view:
        return access.interface()
    if isinstance(obj, QWidget) and obj.objectName() == "table_viewport":
        iface = ViewportAccessible(obj, QAccessible.Role.Pane, "")
        _KEEP.setdefault(id(obj.parent()), []).append(iface)
        return iface
    if isinstance(obj, QLabel) and obj.property(NOTICE):
        notice = NoticeAccessible(obj, QAccessible.Role.Notification, "")
        label = id(obj)
        if label not in _KEEP:  # kept until the label goes, as the table's are with the view
            obj.destroyed.connect(lambda *_: _KEEP.pop(label, None))
        _KEEP.setdefault(label, []).append(notice)
        return notice
    if isinstance(obj, QWidget) and obj.property(UNSPOKEN):
        view = obj.parent()
        while view is not None and id(view) not in _TABLES:
            view = view.parent()
        if view is not None:  # kept with its view's, as the viewport's
            hidden = UnspokenAccessible(obj, QAccessible.Role.StaticText, "")
            _KEEP.setdefault(id(view), []).append(hidden)
            return hidden
    return None


def _forget(key: int) -> None:
    """The view is gone: its children leave Qt's cache (deleted there), then Python's."""
    for iface in _KEEP.pop(key, []):
        if isinstance(iface, _Child):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
    _TABLES.pop(key, None)


class TableAccess(QObject):
    """The screen reader's side of one table view: its interface, the accessible focus
    (a card or a news object), and the news said in order."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        global _installed
        self.view = view
        self._iface: TableAccessible | None = None
        self.focus: tuple[str, int] | None = None
        self.screen_reader: Callable[[], bool] = screen_reader_on  # tests replace it
        self._turn = 1
        self._pending: list[str] = []
        self._said_at = -1e9  # when the last news was said (ms, monotonic)
        # an action is about to be applied, and its news to be said: a panel shown now
        # gives its button the focus after that news (TableView.follow_key_target)
        self.news_coming = False
        self.spoken: list[str] = []  # every piece of news said, in order (for the tests)
        self.focus_events: list[tuple[str, int]] = []  # every accessible focus sent (for the tests)
        # what had the reader's focus last: (panel, button) for a panel's button (panels.py
        # sets it), or None for a card, the news or anything outside the table
        self.reader_focus: object | None = None
        self.muted = False
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(NEWS_MS)
        self._timer.timeout.connect(self.flush)
        view.viewport().setObjectName("table_viewport")
        self.key = key = id(view)
        _TABLES[key] = self
        view.destroyed.connect(lambda *_: _forget(key))
        if not _installed:
            _installed = True
            QAccessible.installFactory(_factory)

    def interface(self) -> TableAccessible:
        if self._iface is None:
            self._iface = TableAccessible(self)
        return self._iface

    # -- what the children show -------------------------------------------------------

    def hand(self) -> list[Card]:
        return list(self.view.table.hand_cards(HUMAN))

    def playable(self, card: Card) -> bool:
        return Action(HUMAN, Verb.PLAY, card) in self.view.controller.human_options

    def card_state(self, card: Card) -> str:
        """"playable", the rule that forbids it, or that it is not the player's turn."""
        c = self.view.controller
        deal = c.deal
        if deal.finished or deal.phase is not Phase.PLAY or deal.to_act != HUMAN or not c.human_options:
            return translate("Access", "not your turn")
        if self.playable(card):
            return translate("Access", "playable")
        refusal = deal.refusal_for_card(HUMAN, card)
        if refusal is None:
            return translate("Access", "not playable")
        return translate("Access", "not playable: %1").replace(
            "%1", labels.refusal_text(refusal, self.view.pack))

    def focus_interface(self) -> QAccessibleInterface | None:
        if self.focus is None:
            return None
        iface = self.interface()
        kind, i = self.focus
        if kind == "news":
            return iface.news[i]
        iface.childCount()  # makes the card's interface
        return iface.cards[i] if i < len(iface.cards) else None

    # -- the accessible focus ---------------------------------------------------------

    def _reader_may_follow(self) -> bool:
        """The keys are at the table (the view or a panel's button), not in a dialog."""
        window = self.view.window()
        active = QApplication.activeWindow()
        if active is not None and active is not window:
            return False  # a dialog is in front
        fw = window.focusWidget()
        return fw is None or fw is self.view or self.view.isAncestorOf(fw)

    def _send_focus(self, kind: str, i: int) -> None:
        self.focus = (kind, i)
        self.focus_events.append((kind, i))
        if not self._reader_may_follow():
            return
        self.reader_focus = None
        child = self.focus_interface()
        if child is None:
            return
        QAccessible.updateAccessibility(QAccessibleEvent(child, QAccessible.Event.Focus))

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new is not self.view and not self.view.isAncestorOf(new):
            self.reader_focus = None  # a dialog or a menu: the reader's focus left the table

    def take_keys_quietly(self) -> None:
        """The keyboard focus back at the view (a panel's button goes) without the screen
        reader's focus: that stays on the card or news it had till the next news. Orca read
        the view's focus as "Card table. List with 5 items." after every decision (issue 42),
        at a table with friends too, where the decision's news comes back from the server."""
        self.muted = self.focus is not None
        try:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        finally:
            self.muted = False

    def focus_card(self, index: int | None) -> None:
        """The chosen card of the hand (← →): the screen reader reads it."""
        if index is None or index >= len(self.hand()):
            return
        self.flush()
        self._send_focus("card", index)

    def say(self, text: str, *, now: bool = False) -> None:
        """Say ``text`` after what is waiting (at once with ``now``)."""
        if not text:
            return
        self._pending.append(text)
        if now:
            self.flush()
        elif not self._timer.isActive():
            self._timer.start()

    @property
    def waiting(self) -> bool:
        """News waits to be said."""
        return bool(self._pending)

    def quiet_ms(self) -> int:
        """How long the last news still needs before another focus change may follow (a
        screen reader drops a focus change that another follows at once)."""
        return max(0, round(self._said_at + QUIET_S * 1000 - time.monotonic() * 1000))

    def flush(self) -> None:
        """Say what waits, as one piece of news."""
        self._timer.stop()
        if not self._pending:
            return
        text = " ".join(self._pending)
        self._pending = []
        self.spoken.append(text)
        self._said_at = time.monotonic() * 1000
        self._turn = 1 - self._turn
        self.interface().news[self._turn].news = text
        self._send_focus("news", self._turn)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))


def describe_table(deal: Deal, points: tuple[int, int] | list[int], options: tuple[Action, ...], pack: str,
                   history: Sequence[tuple[str, Sequence[str]]] = ()) -> str:
    """The table in one text: dealer and Rufer, contract, the calls so far (``history``: the
    table's board of them, by part), trump, doubling, announced 20s and 40s, card points,
    tricks, score, trick, turn, the hand: what the table shows a sighted player."""
    lines = [translate("Access", "Dealer: %1. Caller: %2.").replace("%1", labels.seat_name(deal.dealer))
             .replace("%2", labels.seat_name(deal.rufer))]
    if deal.contract is not None and deal.declarer is not None:
        lines.append(translate("Access", "Contract: %1 by %2.").replace("%1", labels.contract_name(deal.contract))
                     .replace("%2", labels.seat_name(deal.declarer)))
    elif deal.highest is not None and deal.highest_seat is not None:
        lines.append(translate("Access", "Highest announcement so far: %1 by %2.")
                     .replace("%1", labels.contract_name(deal.highest))
                     .replace("%2", labels.seat_name(deal.highest_seat)))
    else:
        lines.append(translate("Access", "No contract yet."))
    for heading, calls in history:
        lines.append(translate("Access", "%1: %2.", "a part of the calls so far: its calls").replace(
            "%1", heading).replace("%2", ", ".join(calls)))
    trump = deal.play_trump if deal.phase is Phase.PLAY or deal.finished else deal.trump
    if trump is not None:
        lines.append(translate("Access", "Trump: %1.").replace("%1", labels.suit_name(trump, pack)))
    else:
        lines.append(translate("Access", "No trump."))
    if deal.kontra_level:
        lines.append(translate("Access", "Doubling: %1.").replace("%1", labels.kontra_name(deal.kontra_level)))
    else:
        lines.append(translate("Access", "No Kontra."))
    for seat, suit, value in deal.announcements:
        if seat == HUMAN:
            said = translate("Access", "You announced 40 in %2.") if value == 40 else \
                translate("Access", "You announced 20 in %2.")
        else:
            said = translate("Access", "%1 announced 40 in %2.") if value == 40 else \
                translate("Access", "%1 announced 20 in %2.")
        lines.append(said.replace("%1", labels.seat_name(seat)).replace("%2", labels.suit_name(suit, pack)))
    lines.append(translate("Access", "Card points: we %1, they %2.")
                 .replace("%1", str(deal.augen[0])).replace("%2", str(deal.augen[1])))
    if deal.phase is Phase.PLAY or deal.finished:
        lines.append(translate("Access", "Tricks: we %1, they %2.")
                     .replace("%1", str(deal.tricks_won[0])).replace("%2", str(deal.tricks_won[1])))
    lines.append(translate("Access", "Points in this Bummerl: we %1, they %2.").replace("%1", str(points[0]))
                 .replace("%2", str(points[1])))
    trick = deal.trick
    if trick is not None and trick.cards:
        played = ", ".join(
            translate("Access", "%1: %2").replace("%1", labels.seat_name(s)).replace("%2", labels.card_name(c, pack))
            for s, c in zip(trick.seats, trick.cards))
        lines.append(translate("Access", "On the table: %1.").replace("%1", played))
    elif deal.phase is Phase.PLAY and not deal.finished:
        lines.append(translate("Access", "No card on the table."))
    if deal.finished:
        lines.append(translate("Access", "The deal is over."))
    elif deal.to_act == HUMAN or any(a.seat == HUMAN for a in options):
        # the Genug moment too: the engine's next seat waits while the player may say Genug
        lines.append(translate("Access", "It is your turn."))
    elif deal.to_act is not None:
        lines.append(translate("Access", "It is %1's turn.").replace("%1", labels.seat_name(deal.to_act)))
    # the cards the player holds now (three before the second round is dealt), in the
    # order the table shows them
    hand = sorted(deal.held(HUMAN))
    if hand:
        lines.append(translate("Access", "Your hand: %1.").replace("%1", labels.card_list(hand, pack)))
    legal = sorted(a.value for a in options if a.verb is Verb.PLAY and isinstance(a.value, Card))
    if legal:
        lines.append(translate("Access", "You may play: %1.").replace("%1", labels.card_list(legal, pack)))
    return "\n".join(lines)
