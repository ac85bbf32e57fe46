"""What the panels opened by a key (last trick L, deal log D) share: an
:class:`~..table.view.Overlay` of the view that its key opens and closes, shown again on a
pack or language switch and closed when a new match starts."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import events as E
from ..commands import PanelKind
from ..controller import GameController
from ..table.view import TableView


class ToggledPanel(QObject):
    """A child of the view (it goes with it); subclasses give ``kind``, ``width``,
    :meth:`show` and what an applied action changes (:meth:`_on_applied`)."""

    kind: PanelKind
    width: float
    closable = True

    def __init__(self, controller: GameController, view: TableView) -> None:
        super().__init__(view)
        self.controller = controller
        self.view = view
        view.add_overlay(self)
        controller.actionApplied.connect(self._on_applied)
        controller.matchReset.connect(self._on_reset)

    @property
    def shown(self) -> bool:
        return self.view.overlay.kind is self.kind

    def toggle(self) -> None:
        """The panel (its key), or back from it when it is shown."""
        if self.shown:
            self.view.close_overlay()
        else:
            self.show()

    def refresh(self) -> None:
        self.show()

    def show(self) -> None:
        raise NotImplementedError

    def _on_applied(self, action: object, events: tuple[E.Event, ...]) -> None:
        raise NotImplementedError

    def _on_reset(self) -> None:
        if self.shown:
            self.view.overlay.clear()
