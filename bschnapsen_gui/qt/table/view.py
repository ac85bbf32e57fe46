"""The table view: the scene at the window's size, the phase panels, mouse and keys.

The view keeps the keyboard focus in every phase, and gives its keys to one thing at a
time (:attr:`TableView.key_target`): the overlay when one is shown, else the phase panel,
else the player's hand; in the play phase Up/Down move them between the hand and the
panel's buttons (20/40, Genug).  Only that thing looks chosen (the hand's raised card, or
a panel's marked button), and Enter does what looks chosen.  Cards: Left/Right choose,
Enter or Space plays, 1-5 play a card directly, G says "Genug!".  Panels: Left/Right (or
Tab) choose a button, Enter or Space presses it, 1-9 press a button directly; Esc closes
an overlay that may be closed.  The arrows stop at the ends of a row of cards or
buttons; they never wrap round.
The window's action table gives the view its plain keys (S score sheet, L last trick, ...)
through :meth:`TableView.set_key_commands`; the view sends them out as :attr:`command`.

Features with a panel of their own in the overlay (the last trick, the deal log) declare
it as an :class:`Overlay` and register it with :meth:`TableView.add_overlay`.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QIcon, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ...engine import HUMAN, Action, Card, Contract, Deal, Phase, Suit, Verb, marriage_value, team_of
from ...engine.actions import PASS
from ...engine.contracts import punkte_range
from ..access import TableAccess
from ..commands import Command, PanelKind
from ..controller import GameController
from ..i18n import labels
from .cards import Art
from .panels import Panel
from .scene import TableScene
from .signs import suit_icon

if TYPE_CHECKING:
    from ..models import ScoreSheetModel

translate = QCoreApplication.translate

DEFAULT_WIDTH = 10.5  # an overlay's width in table units, unless its kind says otherwise
SCORES_WIDTH = 13.5
SCORES_ROOM = 6.5  # the score sheet's least height in table units between the hands
SUMMARY_WIDTH = 12.0  # the tricks and four hands side by side
NOT_BY_KEY = (PanelKind.NOTICE, PanelKind.RESUME)  # while these are shown, keys only steer them


class KeyTarget(Enum):
    """What the table's keys go to (and the one thing that looks chosen)."""

    NONE = "none"
    HAND = "hand"
    PANEL = "panel"  # the phase panel (the action panel)
    OVERLAY = "overlay"


class SummaryPart(QWidget):
    """A widget that shows more of a finished deal in the summary panel."""

    def set_deal(self, deal: Deal) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


class Overlay(Protocol):
    """A feature's own panel in the view's overlay (the last trick, the deal log).

    The feature fills :attr:`TableView.overlay` itself (``show_content`` with its
    :attr:`kind`); the view sizes it, closes it and asks for it again as declared here."""

    kind: PanelKind
    """The overlay's kind while it shows this panel."""
    width: float
    """The panel's width in table units."""
    closable: bool
    """Esc (and a Close button) close it, back to the deal's summary when the deal is over."""

    def refresh(self) -> None:
        """Show the panel anew after a pack or language switch (it is the one shown)."""


class TableView(QGraphicsView):
    command = Signal(object)  # a Command: a panel button or a key of the window's action table

    def __init__(
        self,
        controller: GameController,
        art: Art,
        pack: str,
        parent: QWidget | None = None,
        *,
        summary_body: Callable[[], SummaryPart] | None = None,
        score_sheet: Callable[[ScoreSheetModel, QWidget], QWidget] | None = None,
        summary_buttons: Callable[[], list[tuple[str, Command]]] | None = None,
    ) -> None:
        """``summary_body`` makes what shows more of a finished deal below the tricks (the
        hands as dealt, the review; made when first wanted, not before the first frame);
        ``summary_buttons`` gives the summary's buttons after "Next
        deal" and "Score sheet" (they go out as commands); ``score_sheet(model, parent)`` makes
        the score sheet's body, its table and chart (made when S first asks: the window's, in
        panels/, which import this module)."""
        super().__init__(parent)
        # a viewport made here: the one QAbstractScrollArea makes has no Python wrapper yet,
        # and the first viewport() call then looks for its type among all of QtWidgets'
        # widget classes, making each of them with its enums (about 25 ms of the first frame)
        self.setViewport(QWidget())
        self.controller = controller
        self.pack = pack
        self.table = TableScene(controller, art, pack)
        self.setScene(self.table)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.action_panel = Panel(self.viewport())
        self.overlay = Panel(self.viewport())
        self.action_panel.focus_home = self
        self.overlay.focus_home = self
        self.access = TableAccess(self)  # the table for a screen reader
        self._focus_timer = QTimer(self)  # a panel's button takes the focus after the news
        self._focus_timer.setSingleShot(True)
        self._focus_timer.timeout.connect(self._focus_after_news)
        self.action_panel.activated.connect(self._on_panel)
        self.overlay.activated.connect(self._on_panel)
        self._panel_focus = False  # keys go to the action panel's buttons in the play phase
        self._key_target = KeyTarget.NONE
        for panel in (self.action_panel, self.overlay):
            panel.shown.connect(self.update_key_target)
            panel.closed.connect(self.update_key_target)
        self._summary_deal: Deal | None = None
        self._score_sheet: QWidget | None = None  # the score sheet's table and chart (made on demand)
        self._make_score_sheet = score_sheet
        self._key_commands: dict[int, Command] = {}
        self._overlays: dict[PanelKind, Overlay] = {}
        self._make_summary_body = summary_body
        self._summary_body: SummaryPart | None = None
        self._summary_buttons = summary_buttons
        self._bummerl: tuple[int, int] | None = None
        controller.humanOptions.connect(self._on_options)
        controller.genugMoment.connect(self._on_genug_moment)
        controller.dealFinished.connect(self._on_deal_finished)
        controller.bummerlFinished.connect(self._on_bummerl_finished)
        controller.matchReset.connect(self._on_reset)
        controller.humanOptions.connect(self.update_key_target)  # after the scene took them
        self.table.cardActivated.connect(self._play_card)
        self.table.cardRefusedClick.connect(self._play_card)
        self.table.idle.connect(controller.view_idle)
        # once the table is still after a new deal or lesson, the whole table is painted
        # anew: in a real X window (not offscreen) pieces of the previous lesson's revealed
        # hands and piles were seen to stay drawn when the next lesson began; the cause is
        # not found (docs/architecture.md), this keeps them off the screen
        self._repaint_when_still = False
        self.table.idle.connect(self._on_still)
        controller.paced = True
        # nothing happens on the table before the player can see it: a window that is
        # shown but not yet painted holds the animations (and the computers wait for them)
        self._painted = False
        self.table.on_screen = lambda: self._painted or not self.window().isVisible()

    # -- where the keys go ------------------------------------------------------------

    @property
    def panel_focus(self) -> bool:
        """In the play phase, the keys go to the phase panel's buttons (20/40, Genug), not
        to the hand."""
        return self._panel_focus

    @panel_focus.setter
    def panel_focus(self, on: bool) -> None:
        self._panel_focus = on
        self.update_key_target()

    @property
    def key_target(self) -> KeyTarget:
        return self._key_target

    def _find_key_target(self) -> KeyTarget:
        if self.overlay.isVisible():
            return KeyTarget.OVERLAY
        panel = self.action_panel.isVisible() and bool(self.action_panel.buttons)
        if self.controller.deal.phase is Phase.PLAY:
            if self.table.input_enabled:
                return KeyTarget.PANEL if panel and self._panel_focus else KeyTarget.HAND
            if not self.controller.in_genug_moment:
                # another seat plays: "Genug!" stays for the mouse and G, but takes neither
                # the keys nor a screen reader's focus (after "Play on" the reader said
                # "Genug! push button." for a button about to go, issue 42)
                return KeyTarget.NONE
        return KeyTarget.PANEL if panel else KeyTarget.NONE

    def update_key_target(self, *_: object) -> None:
        """Give the keys (and the look of being chosen) to the one thing that takes them now."""
        # the phase panel waits under an overlay (the score sheet, the last trick): both
        # lay over the middle of the table, and only one can have the keys
        panel = self.action_panel
        if self.overlay.isVisible() and panel.isVisible():
            fw = self.window().focusWidget()
            if fw is not None and panel.isAncestorOf(fw):
                # hidden, its focused button would give the focus to the next in the chain
                # (the overlay's) at once, before the news: the view keeps it till then
                self.access.take_keys_quietly()
            panel.hide()
        elif not self.overlay.isVisible() and not panel.isVisible() and panel.kind is not PanelKind.NONE:
            panel.show()
            self.place_panels()
        target = self._find_key_target()
        self._key_target = target
        self.overlay.set_focused(target is KeyTarget.OVERLAY)
        self.action_panel.set_focused(target is KeyTarget.PANEL)
        self.table.set_hand_focus(target is KeyTarget.HAND)
        self.follow_key_target()

    def follow_key_target(self, *, after_news: bool = False) -> None:
        """The keyboard focus (what a screen reader reads) on what takes the keys: the
        chosen button of a panel, or the view itself (the hand); only while the keys are
        at the table, never taken from a dialog or a menu."""
        fw = self.window().focusWidget()
        if fw is not None and fw is not self and not self.isAncestorOf(fw):
            return
        if fw is not None and self._score_sheet is not None and fw is getattr(self._score_sheet, "table", None):
            return  # a screen reader's user walks the score sheet
        target = self._key_target
        panel = self.overlay if target is KeyTarget.OVERLAY else self.action_panel
        if target in (KeyTarget.OVERLAY, KeyTarget.PANEL) and panel.buttons:
            button = panel.buttons[panel.selected]
            if fw is not button and self.access.news_coming and not after_news:
                # the panel came before the news of the action that showed it (the coach's
                # "Well done" is shown when the learner's card is vetted): focused now, the
                # button would lose the reader's focus to that news; the timer's turn comes
                # after the action is applied
                if not self._focus_timer.isActive():
                    self._focus_timer.start(0)
            elif fw is not button:
                # what happened is said first, and the button takes the focus a moment
                # later: a screen reader drops a focus change that another follows at once
                self.access.news_coming = False
                self.access.flush()
                wait = self.access.quiet_ms()
                if wait > 0:
                    self._focus_timer.start(wait)
                else:
                    button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif fw is not self:
            self.access.take_keys_quietly()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() is not Qt.FocusReason.ActiveWindowFocusReason:
            # the keys are back from a panel that went (TableAccess.take_keys_quietly): the news
            # of what was chosen, applied in the same key press, is said at once, not after
            # the news timer; with none, the chosen card (issue 42)
            QTimer.singleShot(0, self._news_now)

    def _news_now(self) -> None:
        if self.access.waiting:
            self.access.flush()
        elif self._key_target is KeyTarget.HAND and self.hasFocus():
            # no news (a coach's "OK"): the chosen card is said, what Enter plays now
            self.access.focus_card(self.table.selected)

    def _focus_after_news(self) -> None:
        self.follow_key_target(after_news=True)

    # -- geometry --------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        vp = self.viewport()
        self.table.set_size(vp.width(), vp.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, vp.width(), vp.height())
        self.place_panels()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.table.shown)  # after this first frame is on the screen

    @property
    def summary_body(self) -> SummaryPart | None:
        """The summary's part below the tricks, made at its first use."""
        if self._summary_body is None and self._make_summary_body is not None:
            self._summary_body = self._make_summary_body()
        return self._summary_body

    def add_overlay(self, overlay: Overlay) -> None:
        """Let the view size, close and refresh ``overlay``'s panel (see :class:`Overlay`)."""
        self._overlays[overlay.kind] = overlay

    def set_key_commands(self, keys: Mapping[int, Command]) -> None:
        """The plain keys of the window's action table: pressing one sends its command
        out (:attr:`command`), except while a notice or the saved-game question is shown."""
        self._key_commands = {int(k): c for k, c in keys.items()}

    def _closable(self, kind: PanelKind) -> bool:
        if kind is PanelKind.SCORES:
            return True
        overlay = self._overlays.get(kind)
        return overlay is not None and overlay.closable

    def _width_of(self, kind: PanelKind) -> float:
        if kind is PanelKind.SCORES:
            return SCORES_WIDTH
        if kind is PanelKind.SUMMARY and self._make_summary_body is not None:
            return SUMMARY_WIDTH
        overlay = self._overlays.get(kind)
        return overlay.width if overlay is not None else DEFAULT_WIDTH

    def place_panels(self) -> None:
        """Size and place the action panel and the overlay for their content now (call it
        after changing an overlay's content), and once more when fonts have settled."""
        self._place_now()
        # fonts and style sheets settle on the next turn of the event loop
        QTimer.singleShot(0, self._place_now)

    def _place_now(self) -> None:
        u = self.table.u
        for p in (self.action_panel, self.overlay):
            p.set_unit(u)
        if self.action_panel.isVisible():
            # between the side hands and above the player's hand (its chosen card raised)
            p = self.action_panel
            gap = max(4, int(u * 0.1))
            left, right = self._side_limits()
            p.setMaximumWidth(right - left - 2 * gap)
            p.wrap_buttons(right - left - 2 * gap)
            # its sentence on one line where it fits, else on two: never a narrow column
            p.fit_text(int(min(right - left - 2 * gap, 12.0 * u)))
            p.adjustSize()
            # a wrapped sentence's second line: adjustSize() took the height for the
            # label's own width, and in a real X window it lay under the buttons
            layout = p.layout()
            if layout is not None and layout.hasHeightForWidth():
                p.resize(p.width(), max(p.height(), layout.totalHeightForWidth(p.width())))
            # above the hand with room for its chosen card raised
            hand_top = self.table.full_hand_extent().top() - 0.28 * u
            bottom = int(self.mapFromScene(0, hand_top).y()) - gap
            p.move(int((left + right - p.width()) / 2), int(bottom - p.height()))
        if self.overlay.isVisible():
            p = self.overlay
            # the overlay lies between the side seats' hands and plates, below the score
            # and contract boards and above the player's own plate and hand, never over them
            gap = max(4, int(u * 0.1))
            left, right = self._side_limits()
            feature = self._overlays.get(p.kind)
            if getattr(feature, "beside_trick", False):
                # the coach lies above or below the trick: between the score and contract
                # boards, and left of the call history and North's plate where that leaves
                # it room (it covered the score box and North's name plate)
                left, right = self._between_boards(left, right, u)
            w = int(min(right - left - 2 * gap, self._width_of(p.kind) * u))
            x = int((left + right - w) / 2)
            top = self._boards_bottom(x, x + w)
            top = gap if top is None else top
            room = self._bottom_limit(x, x + w) - top - gap
            if p.kind is PanelKind.SUMMARY:
                # the deal is over: the summary may lie over the hands of North and the
                # player and North's plate (it shows the hands as dealt itself; they were a
                # sliver at 1280x800), never over the boards, the player's plate, the piles
                below = self._boards_bottom(x, x + w, north=False)
                top = gap if below is None else below
                room = self._bottom_limit(x, x + w, hand=False) - gap - top
            elif p.kind is PanelKind.SCORES and room < SCORES_ROOM * u:
                # a small table (900x620 mid-deal) leaves the sheet one row and half a
                # chart between North's hand and the player's: it lies over both hands
                # (the player looks at the sheet, not at his cards), below the boards
                below = self._boards_bottom(x, x + w, north=False)
                top = gap if below is None else below
                room = self._bottom_limit(x, x + w, hand=False) - gap - top
            p.setMinimumSize(0, 0)
            p.setMaximumSize(16777215, 16777215)
            if p.table_shown:
                t = p.table
                model = t.model()
                rows = model.rowCount() if model is not None else 0
                row_h = t.verticalHeader().defaultSectionSize()
                head = t.horizontalHeader().sizeHint().height()
                if p.table_scrolls:  # in the scroll area with the summary's body: every trick
                    t.setFixedHeight(head + max(1, rows) * row_h + 4)
                else:
                    t.setFixedHeight(int(min(head + max(3, rows) * row_h + 6, room * 0.45)))
            body = p.body
            fit = getattr(body, "fit", None)
            layout = p.layout()
            assert layout is not None
            p.setFixedWidth(w)
            body_room = int(room * 0.6)
            for _ in range(3):
                if body is not None and callable(fit):
                    fit(u, body_room)
                p.fit_scroll(room)
                layout.invalidate()
                layout.activate()
                h = max(layout.totalHeightForWidth(w), layout.totalMinimumSize().height())
                if h <= room or body is None or not callable(fit) or p.table_scrolls:
                    break
                # squeezed into less room the body would lie under the buttons: it fits
                # itself into what the title, text and buttons leave
                body_room = max(40, body_room - (h - room))
            p.setFixedSize(w, min(h, room))
            y = top + int((room - p.height()) * 0.3)
            if getattr(feature, "beside_trick", False) and self._trick_in_sight():
                y = self._beside_trick(top, top + room, p.height(), y)
            p.move(x, y)

    def _trick_in_sight(self) -> bool:
        """Whether the cards of the last trick lie in the middle of the table: the trick
        being played, or the last one, complete and not yet gathered (the engine has
        already begun the next); not once it went to its pile (the deal's end too)."""
        tricks = self.controller.deal.tricks
        if not tricks:
            return False
        area = self.table.trick_extent()
        items = [self.table.items_by_card.get(c) for c in tricks[-1].cards]
        return any(i is not None and i.isVisible() and area.intersects(i.sceneBoundingRect()) for i in items)

    def _beside_trick(self, top: int, bottom: int, height: int, fallback: int) -> int:
        """The y at which a panel of ``height`` leaves the cards played to the trick in
        sight: below the trick, else above it under the top boards, else over the top
        boards (a lesson's text speaks of the trick more than of the boards), hiding at
        most the top of North's card; ``fallback`` where none has room."""
        trick = self.mapFromScene(self.table.trick_extent()).boundingRect()
        gap = max(4, int(self.table.u * 0.1))
        if bottom - (trick.bottom() + gap) >= height:
            return trick.bottom() + gap
        if trick.top() - gap - top >= height:
            return trick.top() - gap - height
        if trick.top() - gap >= int(height * 0.75):  # at most the top of North's card hidden
            return max(gap, trick.top() - gap - height)
        return fallback

    def _between_boards(self, left: int, right: int, u: float) -> tuple[int, int]:
        """[left, right] narrowed for the coach: right of the score board and left of the
        contract board (7 units at least), and left of the call history and North's plate
        too where that leaves 8 units; else as it was."""
        t = self.table
        gap = max(4, int(u * 0.1))

        def edge(item: Any, side: str) -> int | None:
            if not item.isVisible():
                return None
            r = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
            return int(r.right() + gap if side == "right" else r.left() - gap)

        lo = max(left, edge(t.score_board, "right") or left)
        hi = min(right, edge(t.contract_board, "left") or right)
        tighter = min([hi] + [e for e in (edge(t.history_board, "left"), edge(t.plates[2], "left")) if e])
        if tighter - lo >= 8.0 * u:
            return lo, tighter
        return (lo, hi) if hi - lo >= 7.0 * u else (left, right)

    def _side_limits(self) -> tuple[int, int]:
        """The viewport x right of West's hand and plate and left of East's."""
        t = self.table
        vp = self.viewport()
        left, right = 0, vp.width()
        for seat in (1, 3):
            # the hand where it is laid out (before the deal its cards are in the stack)
            rects = [t.hand_extent(seat)]
            if t.plates[seat].isVisible():
                rects.append(t.plates[seat].sceneBoundingRect())
            for rect in rects:
                if rect.isEmpty():
                    continue
                r = self.mapFromScene(rect).boundingRect()
                if seat == 1:
                    left = max(left, r.right())
                else:
                    right = min(right, r.left())
        return left, right

    def _bottom_limit(self, left: int, right: int, *, hand: bool = True) -> int:
        """The highest viewport y of what lies at the bottom of the table over [left,
        right] (the player's plate, the piles, and the player's hand if ``hand``), or the
        viewport's bottom."""
        t = self.table
        items: list[Any] = [t.plates[0], *t.pile_labels]
        if hand:
            items += [t.items_by_card[c] for c in t.hand_cards(HUMAN)]
        deal = self.controller.deal
        items += [t.items_by_card[c] for tr in deal.tricks if tr.winner is not None for c in tr.cards]
        limit = self.viewport().height()
        for item in items:
            if not item.isVisible():
                continue
            r = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
            if r.right() < left or r.left() > right or r.top() < self.viewport().height() / 2:
                continue
            limit = min(limit, r.top())
        return limit

    def _boards_bottom(self, left: int, right: int, *, north: bool = True) -> int | None:
        """The lowest viewport y of the top boards (the call history too) and North's plate
        and hand (``north``) lying over [left, right], plus a gap."""
        bottom: int | None = None
        t = self.table
        items: list[Any] = [t.score_board, t.contract_board, t.history_board]
        if north:
            items += [t.plates[2], *(t.items_by_card[c] for c in t.hand_cards(2))]
        for board in items:
            if not board.isVisible():
                continue
            r = self.mapFromScene(board.sceneBoundingRect()).boundingRect()
            if r.right() < left or r.left() > right:
                continue
            b = r.bottom() + max(4, int(self.table.u * 0.15))
            bottom = b if bottom is None else max(bottom, b)
        return bottom

    # -- panels for the phases -------------------------------------------------------

    def _on_still(self) -> None:
        if self._repaint_when_still:
            self._repaint_when_still = False
            self.viewport().update()

    def _on_reset(self) -> None:
        self._repaint_when_still = True
        self._summary_deal = None
        self._bummerl = None
        if self.overlay.kind is PanelKind.SUMMARY:
            self.overlay.clear()
        self.action_panel.clear()

    def _on_options(self, options: tuple[Action, ...]) -> None:
        self.refresh_action_panel()

    def _on_genug_moment(self, on: bool) -> None:
        # the "Play on" button is there only while the computer's card waits
        if self.action_panel.kind is PanelKind.PLAY or on:
            self.refresh_action_panel()

    def refresh_action_panel(self) -> None:
        """Show the buttons for the human's choices now (none: the panel hides)."""
        c = self.controller
        deal = c.deal
        options = c.human_options
        panel = self.action_panel
        if not options or deal.finished:
            panel.clear()
            self.panel_focus = False
            return
        pack = self.pack
        phase = deal.phase
        keys_hint = translate("Panel", "← → choose · Enter confirm · 1–9 direct")
        if phase is Phase.TRUMP:
            buttons: list[tuple[str, Any]] = []
            icons: list[QIcon | None] = []
            for a in options:
                buttons.append((labels.action_label(a, pack), a))
                if a.verb is Verb.TRUMP:
                    assert isinstance(a.value, Suit)
                    icons.append(suit_icon(pack, a.value, 32, self.devicePixelRatioF()))
                else:
                    icons.append(None)
            panel.show_content(
                PanelKind.TRUMP,
                translate("Panel", "Name trump"),
                translate(
                    "Panel",
                    "Choose trump from the suits of your first three cards, or turn up your next card.",
                ),
                buttons,
                hint=keys_hint,
                icons=icons,
            )
        elif phase is Phase.AUCTION:
            buttons = []
            for a in options:
                if a.verb is Verb.BID and isinstance(a.value, Contract):
                    low, high = punkte_range(a.value, deal.rules, deal.trump)
                    if low == high:
                        sub = translate("Panel", "Value: %1").replace("%1", str(low))
                    else:
                        sub = translate("Panel", "Value: %1–%2").replace("%1", str(low)).replace("%2", str(high))
                    buttons.append((f"{labels.contract_name(a.value)}\n{sub}", a))
                else:
                    buttons.append((labels.action_label(a, pack), a))
            if deal.highest is not None and deal.highest_seat is not None:
                text = (
                    translate("Panel", "Highest so far: %1 by %2.")
                    .replace("%1", labels.contract_name(deal.highest))
                    .replace("%2", labels.seat_name(deal.highest_seat))
                )
            elif PASS[HUMAN] not in options:  # the Rufer's first announcement
                text = translate("Panel", "You are the caller: announce the normal game or a higher contract.")
            else:
                text = translate("Panel", "Announce a contract or pass.")
            panel.show_content(
                "auction",
                translate("Panel", "Your announcement"),
                html.escape(text),
                buttons,
                hint=keys_hint,
            )
            for button, payload in zip(panel.buttons, panel.payloads):  # what each contract asks
                if isinstance(payload, Action) and isinstance(payload.value, Contract):
                    tip = html.escape(labels.contract_tip(payload.value))
                    width = min(button.fontMetrics().horizontalAdvance(tip), 26 * button.fontMetrics().height())
                    # rich text, so that a long sentence wraps, but in lines of a readable length
                    button.setToolTip(f"<table width='{width}'><tr><td>{tip}</td></tr></table>")
                    button.setAccessibleDescription(labels.contract_tip(payload.value))
        elif phase is Phase.DOUBLE:
            level = deal.kontra_level + 1
            assert deal.contract is not None and deal.declarer is not None
            text = (
                translate("Panel", "%1 plays %2.")
                .replace("%1", labels.seat_name(deal.declarer))
                .replace("%2", labels.contract_name(deal.contract))
            )
            if deal.declarer == HUMAN:
                text = translate("Panel", "You play %1.").replace("%1", labels.contract_name(deal.contract))
            yes = [a for a in options if a.verb is Verb.DOUBLE and a.value is True]
            no = [a for a in options if a.verb is Verb.DOUBLE and a.value is False]
            buttons = [(labels.kontra_call(level), yes[0]), (translate("Panel", "No"), no[0])] if yes and no else [
                (labels.action_label(a, pack), a) for a in options
            ]
            title = {
                1: translate("Panel", "Say Kontra?"),
                2: translate("Panel", "Say Re?"),
                3: translate("Panel", "Say Sub?"),
            }[level]
            panel.show_content("double", title, html.escape(text), buttons, hint=keys_hint, select=1)
        else:  # play: 20/40 and Genug
            extra = [a for a in options if a.verb in (Verb.MARRIAGE, Verb.GENUG)]
            if not extra:
                panel.clear()
                self.panel_focus = False
                return
            buttons = []
            icons = []
            for a in extra:
                if a.verb is Verb.MARRIAGE:
                    assert isinstance(a.value, Suit)
                    value = marriage_value(a.value, deal.play_trump)
                    label = translate("Panel", "Announce %1 in %2").replace("%1", str(value)).replace(
                        "%2", labels.suit_name(a.value, pack)
                    )
                    buttons.append((label, a))
                    icons.append(suit_icon(pack, a.value, 32, self.devicePixelRatioF()))
                else:
                    buttons.append((translate("Panel", "Genug!"), a))
                    icons.append(None)
            mine = deal.to_act == HUMAN
            select = 0
            if mine:
                hint = translate("Panel", "↑ ↓ hand or buttons · G Genug · Enter confirm")
                text = ""
            else:
                hint = translate("Panel", "G Genug")
                text = html.escape(translate("Panel", "Your team took the trick: say Genug if you have 66."))
                if c.in_genug_moment:
                    # the moment waits for the player; Enter lets it pass (never a Genug by
                    # accident: a wrong Genug loses the deal)
                    select = len(buttons)
                    buttons.append((translate("Panel", "Play on"), Command.PLAY_ON))
                    icons.append(None)
                    hint = translate("Panel", "G Genug · Enter play on")
            panel.show_content(PanelKind.PLAY, "", text, buttons, hint=hint, icons=icons, select=select)
        self.place_panels()

    def _on_deal_finished(self, deal: Deal) -> None:
        self._summary_deal = deal
        if self.controller.auto_next_deal or self.controller.lesson is not None:
            # a lesson's deal has no summary: the lesson's coach says how it ended, and the
            # summary's "Next deal" would carry the learner into the real match
            return
        if self.overlay.kind not in NOT_BY_KEY:
            self.show_summary()

    def _on_bummerl_finished(self, winner: int, marks: int) -> None:
        self._bummerl = (winner, marks)
        if self._summary_deal is not None and self.overlay.kind is PanelKind.SUMMARY:
            self.show_summary()

    def show_summary(self) -> None:
        deal = self._summary_deal
        if deal is None or deal.result is None:
            return
        r = deal.result
        title = labels.result_text(r)
        rows = []
        if deal.contract is not None and deal.declarer is not None:
            game = (
                translate("Panel", "%1 by %2").replace("%1", labels.contract_name(deal.contract)).replace(
                    "%2", labels.seat_name(deal.declarer)
                )
            )
            if deal.kontra_level:
                game += " · " + labels.kontra_name(deal.kontra_level)
            rows.append(f"<tr><td colspan='2' align='center'><b>{html.escape(game)}</b></td></tr>")
        for team in (0, 1):
            ann = [v for s, _, v in deal.announcements if team_of(s) == team]
            line = (
                translate("Panel", "Tricks: %1 · card points: %2")
                .replace("%1", str(deal.tricks_won[team]))
                .replace("%2", str(deal.augen[team]))
            )
            if ann:
                line += " · " + translate("Panel", "announced %1").replace("%1", " + ".join(str(v) for v in ann))
            rows.append(
                f"<tr><td><b>{html.escape(labels.team_name(team))}</b></td>"
                f"<td style='padding-left:12px'>{html.escape(line)}</td></tr>"
            )
        text = f"<table align='center'>{''.join(rows)}</table>"
        buttons: list[tuple[str, Command]] = []
        hint = translate("Panel", "← → choose · Enter confirm · S score sheet")
        if self._bummerl is not None and not self.controller.practice:
            winner, marks = self._bummerl
            # whole sentences per team: "We"/"They" take different verb forms and cases
            if winner == 0:
                title = translate("Panel", "We win the Bummerl!")
                if marks == 2:
                    extra = translate("Panel", "They get two Bummerl: they are Schneider.")
                else:
                    extra = translate("Panel", "They get a Bummerl.")
            else:
                title = translate("Panel", "They win the Bummerl!")
                if marks == 2:
                    extra = translate("Panel", "We get two Bummerl: we are Schneider.")
                else:
                    extra = translate("Panel", "We get a Bummerl.")
            text = f"<p align='center'>{html.escape(labels.result_text(r))}<br>{html.escape(extra)}</p>" + text
            buttons.append((translate("Panel", "Next Bummerl"), Command.NEXT_DEAL))
        elif self.controller.practice:
            buttons.append((translate("Panel", "Back to the match"), Command.NEXT_DEAL))
        else:
            buttons.append((translate("Panel", "Next deal"), Command.NEXT_DEAL))
        buttons.append((translate("Panel", "Score sheet"), Command.SCORES))
        if self._summary_buttons is not None:
            buttons.extend(self._summary_buttons())
        model = self.controller.trick_model if deal.tricks else None
        body = self.summary_body
        if body is not None:
            body.set_deal(deal)
        self.overlay.show_content(
            PanelKind.SUMMARY,
            title,
            text,
            buttons,
            hint=hint,
            primary=0,
            model=model,
            body=body,
            scroll=True,
        )
        self.place_panels()

    def show_scores(self) -> None:
        m = self.controller.score_model
        pts = self.controller.match.points
        marks = self.controller.match.bummerl_marks
        text = html.escape(
            translate("Panel", "Points in this Bummerl: %1 %2 : %3 %4 · Bummerl: we carry %5, they carry %6")
            .replace("%1", labels.team_name(0))
            .replace("%2", str(pts[0]))
            .replace("%3", str(pts[1]))
            .replace("%4", labels.team_name(1))
            .replace("%5", str(marks[0]))
            .replace("%6", str(marks[1]))
        )
        if self._make_score_sheet is None:
            return
        if self._score_sheet is None:
            self._score_sheet = self._make_score_sheet(m, self.overlay)
        plain = html.unescape(text)
        self.overlay.show_content(
            PanelKind.SCORES, translate("Panel", "Score sheet"), text, [(translate("Panel", "Close"), Command.CLOSE)],
            hint=translate("Panel", "Esc close"), body=self._score_sheet,
            # and the chart, which a screen reader found nothing of (issue 42)
            spoken=f"{plain} {self._score_sheet.chart.describe()}",  # type: ignore[attr-defined]
        )
        self.place_panels()
        table = self._score_sheet.table  # type: ignore[attr-defined]
        table.setAccessibleName(translate("Panel", "Score sheet"))
        if self.access.screen_reader():
            # a screen reader walks the sheet cell by cell (arrows; Esc closes it)
            table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            table.setSelectionMode(table.SelectionMode.SingleSelection)
            model = table.model()
            if model.rowCount() and not table.currentIndex().isValid():
                table.setCurrentIndex(model.index(model.rowCount() - 1, 0))
            table.setFocus(Qt.FocusReason.OtherFocusReason)

    def toggle_scores(self) -> None:
        """The score sheet (S), or back from it when it is shown."""
        if self.overlay.kind is PanelKind.SCORES:
            self.close_overlay()
        else:
            self.show_scores()

    def show_notice(self, kind: PanelKind, title: str, text: str, buttons: list[tuple[str, Command]]) -> None:
        """A notice or a question in the overlay; its buttons' commands go out."""
        self.overlay.show_content(kind, title, text, buttons, primary=0)
        self.place_panels()

    def close_overlay(self) -> None:
        kind = self.overlay.kind
        self.overlay.clear()
        if (
            (self._closable(kind) or kind is PanelKind.NOTICE)
            and self._summary_deal is not None
            and self.controller.deal.finished
            and self.controller.lesson is None  # in a lesson the coach comes back instead
        ):
            self.show_summary()

    # -- acting ----------------------------------------------------------------------

    def _on_panel(self, payload: object) -> None:
        if isinstance(payload, Action):
            self.controller.act(payload)
        elif isinstance(payload, Command):
            if payload is Command.CLOSE:
                self.close_overlay()
            elif payload is Command.PLAY_ON:
                self.controller.play_on()
            elif payload is Command.SCORES:
                self.show_scores()
            else:
                if payload in (Command.NEXT_DEAL, Command.NEW_BUMMERL, Command.RESUME, Command.FRESH, Command.OK):
                    self.overlay.clear()
                self.command.emit(payload)

    def point_at(self, action: Action) -> None:
        """Choose ``action``'s card in the hand or its button on the action panel (a hint),
        so that Enter confirms it."""
        if action.verb is Verb.PLAY and self.controller.deal.phase is Phase.PLAY:
            cards = self.table.hand_cards(HUMAN)
            if action.value in cards:
                self.panel_focus = False
                self.table.select(cards.index(action.value))
            return
        panel = self.action_panel
        if action in panel.payloads:
            panel.select(panel.payloads.index(action))
            self.panel_focus = True

    def _play_card(self, card: Card) -> None:
        self.controller.act(Action(HUMAN, Verb.PLAY, card))

    def set_pack(self, pack: str, art: Art) -> None:
        self.pack = pack
        self.table.set_pack(pack, art)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.relayout()
        self.refresh_action_panel()
        kind = self.overlay.kind
        if kind is PanelKind.SUMMARY:
            self.show_summary()
        elif kind is PanelKind.SCORES:
            self.show_scores()
        elif kind in self._overlays:
            self._overlays[kind].refresh()

    # -- keyboard --------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event.key(), event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    def handle_key(self, key: int, text: str = "") -> bool:  # noqa: C901 - one key map
        K = Qt.Key
        overlay = self.overlay
        digit = int(text) if text.isdigit() and len(text) == 1 else None
        command = self._key_commands.get(key)
        if command is not None and overlay.kind not in NOT_BY_KEY:
            self.command.emit(command)
            return True
        if overlay.isVisible():
            if key == K.Key_Escape and self._closable(overlay.kind):
                self.close_overlay()
                return True
            return self._choose_by_key(overlay, key, digit)
        deal = self.controller.deal
        panel = self.action_panel
        playing = self.table.input_enabled and deal.phase is Phase.PLAY
        if key == K.Key_G:
            for i, p in enumerate(panel.payloads):
                if isinstance(p, Action) and p.verb is Verb.GENUG:
                    panel.activate(i)
                    return True
            return False
        if playing:
            cards = self.table.hand_cards(HUMAN)
            if panel.isVisible() and key == K.Key_Up:
                self.panel_focus = True
                return True
            if key == K.Key_Down and self.panel_focus:
                self.panel_focus = False
                if self.table.selected is None and cards:
                    self.table.select(0)
                self.access.focus_card(self.table.selected)
                return True
            if self.key_target is KeyTarget.PANEL:
                if key in (K.Key_Left, K.Key_Right, K.Key_Tab, K.Key_Backtab):
                    self._move_on_panel(panel, -1 if key in (K.Key_Left, K.Key_Backtab) else 1)
                    return True
                if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
                    panel.activate_selected()
                    return True
            if key in (K.Key_Left, K.Key_Right) and cards:
                cur = self.table.selected if self.table.selected is not None else 0
                step = -1 if key == K.Key_Left else 1
                at = min(max(0, cur + step), len(cards) - 1)  # no wrapping round
                if at == cur and self.table.selected is not None:
                    self._at_the_end(step, hand=True)
                    return True
                self.table.select(at)
                self.access.focus_card(self.table.selected)
                return True
            if key in (K.Key_Return, K.Key_Enter, K.Key_Space) and self.table.selected is not None:
                if self.table.selected < len(cards):
                    self._play_card(cards[self.table.selected])
                return True
            if digit is not None and 1 <= digit <= len(cards):
                self._play_card(cards[digit - 1])
                return True
            return False
        if panel.isVisible():
            return self._choose_by_key(panel, key, digit)
        return False

    def _at_the_end(self, step: int, *, hand: bool) -> None:
        """An arrow past the end of the hand or of a panel's buttons moves nothing: said, so
        that a screen reader's user is not left in silence (issue 42)."""
        if hand:
            text = translate("Access", "Last card.") if step > 0 else translate("Access", "First card.")
        else:
            text = translate("Access", "Last choice.") if step > 0 else translate("Access", "First choice.")
        self.access.say(text, now=True)

    def _move_on_panel(self, panel: Panel, step: int) -> None:
        """The panel's chosen button one further; at its first or last, said so."""
        if not panel.move_selection(step):
            self._at_the_end(step, hand=False)

    def _choose_by_key(self, panel: Panel, key: int, digit: int | None) -> bool:
        """A panel's buttons by keys: arrows and Tab move, Enter or Space presses the chosen
        one, a digit presses that button.  False for any other key."""
        K = Qt.Key
        if key in (K.Key_Left, K.Key_Up, K.Key_Backtab, K.Key_Right, K.Key_Down, K.Key_Tab):
            self._move_on_panel(panel, -1 if key in (K.Key_Left, K.Key_Up, K.Key_Backtab) else 1)
            return True
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            panel.activate_selected()
            return True
        return digit is not None and panel.activate_number(digit)

    def event(self, e: QEvent) -> bool:
        # Tab must reach keyPressEvent instead of moving the focus away.
        if e.type() == QEvent.Type.KeyPress and isinstance(e, QKeyEvent) and e.key() in (
            Qt.Key.Key_Tab,
            Qt.Key.Key_Backtab,
        ):
            self.keyPressEvent(e)
            return True
        return super().event(e)

