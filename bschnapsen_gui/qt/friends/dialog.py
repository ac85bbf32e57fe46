"""Game → Play with friends…: open a table, or join one; then who is at the table until it begins.

Two tabs and a third page:

* **Open a table**: which seats are for friends (the partner, the opponents, all three),
  the computers' strength in the seats left empty, and the rules (the opener's house
  rules, or a preset); "Open the table" starts the table's server (``host.py``).
* **Join a table**: the tables found on this network (they still need their code), or an
  address; the code; "Join".  A table's link (``bauernschnapsen://…``, ``net/links.py``)
  pasted into the address or the code fills both; so does a link the game was started with
  (:meth:`FriendsDialog.fill_from_link`), and the player presses "Join".
* **The table**: for the opener, the code (with a copy button), a link for each of this
  computer's addresses (each with "Copy link") and the addresses, and whether the table is
  announced on the network; for everyone, who sits
  where and whether they are connected; the opener's "Start" (the empty seats play as
  computers until their friends come) and "Close the table", the others' "Leave".

Above the tabs: the player's name, remembered, and the seats this player holds at tables
(``storage/seats.py``): "Back to Anna's table (North)", "Open your table again", each with
"Forget".  On the table page the opener may free a friend's seat.  The dialog keeps
nothing itself: it asks
its :class:`Planner` (``friends/__init__.py``) and shows what it is told.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...net import protocol as P
from ...net.links import MAX_LINK, LinkError, TableLink, link_for, link_for_address, looks_like_link, parse_link
from ...resources import STRENGTHS
from ...storage.seats import KeptSeat
from ...storage.settings import FRIENDS_SEATS, RULE_PRESETS, Settings
from ..access import NOTICE
from ..i18n import labels
from ..seats.table import TablePerson
from ..widgets.parts import dress_dialog, title_label
from .words import OPENERS_SEATS_FREE, SEATS_FREE, link_problem_text, where

translate = QCoreApplication.translate

OWN_RULES = "own"  # the rules combo's entry for the player's house rules in force
TABLE_STRENGTHS = tuple(s for s in STRENGTHS if s != "cheater")


class Planner(Protocol):
    """What the dialog asks for (``Friends``)."""

    def open_table(self, seats: str, strength: str, rules: str, name: str) -> None: ...
    def open_on_server(self, address: str, seats: str, strength: str, rules: str, name: str) -> None: ...
    def join_table(self, address: str, code: str, name: str) -> None: ...
    def start_table(self) -> None: ...
    def leave_table(self) -> None: ...
    def look_for_tables(self) -> None: ...
    def come_back(self, index: int) -> None: ...
    def forget_kept(self, index: int) -> None: ...
    def free_seat(self, seat: int) -> None: ...


def spaced_code(code: str) -> str:
    """A code as it is read out, in groups of three: ``7CP YXK 4MA`` (typed with or without
    the spaces, in either case)."""
    return " ".join(code[i:i + 3] for i in range(0, len(code), 3))


class FriendsDialog(QDialog):
    PAGE_CHOOSE, PAGE_TABLE = 0, 1

    def __init__(self, settings: Settings, planner: Planner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.planner = planner
        f = dress_dialog(self, "friendsDialog")
        self.setModal(False)
        root = QVBoxLayout(self)
        root.setContentsMargins(18, 14, 18, 12)
        root.setSpacing(8)
        self.title = title_label(self, f)
        root.addWidget(self.title)

        name_row = QHBoxLayout()
        self.name_label = QLabel(self)
        self.name = QLineEdit(settings.player_name, self)
        self.name.setMaxLength(24)
        self.name_label.setBuddy(self.name)
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name, 1)
        self.name_row = QWidget(self)
        self.name_row.setLayout(name_row)
        name_row.setContentsMargins(0, 0, 0, 0)
        root.addWidget(self.name_row)

        self.pages = QStackedWidget(self)
        root.addWidget(self.pages, 1)
        choose_page = QWidget(self.pages)
        cv = QVBoxLayout(choose_page)
        cv.setContentsMargins(0, 0, 0, 0)
        # -- the seats kept at tables: the way back
        self.kept_box = QGroupBox(choose_page)
        self.kept_rows = QVBoxLayout(self.kept_box)
        self.kept_box.setVisible(False)
        cv.addWidget(self.kept_box)
        self.tabs = QTabWidget(choose_page)
        cv.addWidget(self.tabs, 1)
        self.pages.addWidget(choose_page)

        # -- open a table
        open_page = QWidget(self.tabs)
        ov = QVBoxLayout(open_page)
        self.seats_box = QGroupBox(open_page)
        sv = QVBoxLayout(self.seats_box)
        self.seat_group = QButtonGroup(self)
        self.seat_choices: dict[str, QRadioButton] = {}
        for i, key in enumerate(FRIENDS_SEATS):
            b = QRadioButton(self.seats_box)
            b.setChecked(key == settings.friends_seats)
            self.seat_group.addButton(b, i)
            self.seat_choices[key] = b
            sv.addWidget(b)
        ov.addWidget(self.seats_box)
        form = QFormLayout()
        self.strength = QComboBox(open_page)
        for s in TABLE_STRENGTHS:
            self.strength.addItem("", s)
        self.strength.setCurrentIndex(max(0, self.strength.findData(settings.strength)))
        self.rules = QComboBox(open_page)
        self.rules.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rules.addItem("", OWN_RULES)
        for p in RULE_PRESETS:
            self.rules.addItem("", p)
        self.strength_label = QLabel(open_page)
        self.rules_label = QLabel(open_page)
        form.addRow(self.strength_label, self.strength)
        form.addRow(self.rules_label, self.rules)
        ov.addLayout(form)
        self.open_note = QLabel(open_page)
        self.open_note.setWordWrap(True)
        ov.addWidget(self.open_note)
        ov.addStretch(1)
        self.open_button = QPushButton(open_page)
        self.open_button.setProperty("primary", True)
        self.open_button.clicked.connect(self._open)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.open_button)
        ov.addLayout(row)
        # or on a server that opens tables for players (a club's: --open-tables)
        server_row = QHBoxLayout()
        self.server_label = QLabel(open_page)
        self.server = QLineEdit(settings.table_server, open_page)
        self.server.setMaxLength(200)
        self.server_label.setBuddy(self.server)
        self.server.returnPressed.connect(self._open_on_server)
        self.server_button = QPushButton(open_page)
        self.server_button.setAutoDefault(False)
        self.server_button.clicked.connect(self._open_on_server)
        server_row.addWidget(self.server_label)
        server_row.addWidget(self.server, 1)
        server_row.addWidget(self.server_button)
        ov.addLayout(server_row)
        self.tabs.addTab(open_page, "")

        # -- join a table
        join_page = QWidget(self.tabs)
        jv = QVBoxLayout(join_page)
        self.found_label = QLabel(join_page)
        jv.addWidget(self.found_label)
        self.found = QListWidget(join_page)
        self.found.setMinimumHeight(70)
        self.found.itemClicked.connect(self._picked)  # not on a new list: a typed address stays
        self.found.itemActivated.connect(self._picked)
        jv.addWidget(self.found, 1)
        look_row = QHBoxLayout()
        self.looking = QLabel(join_page)
        self.looking.setWordWrap(True)
        self.look_button = QPushButton(join_page)
        self.look_button.setAutoDefault(False)
        self.look_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.look_button.clicked.connect(self.planner.look_for_tables)
        look_row.addWidget(self.looking, 1)
        look_row.addWidget(self.look_button)
        jv.addLayout(look_row)
        jform = QFormLayout()
        self.address = QLineEdit(settings.table_address, join_page)
        self.code = QLineEdit(join_page)
        # room for spaces or dashes between the groups, and for a table's link pasted here
        self.code.setMaxLength(max(2 * P.CODE_LENGTH, MAX_LINK))
        self.address_label = QLabel(join_page)
        self.code_label = QLabel(join_page)
        self.address_label.setBuddy(self.address)
        self.code_label.setBuddy(self.code)
        jform.addRow(self.address_label, self.address)
        jform.addRow(self.code_label, self.code)
        jv.addLayout(jform)
        # a link pasted into either field fills both (and says whose table it names)
        self.address.textEdited.connect(self._typed)
        self.code.textEdited.connect(self._typed)
        self.link_note = QLabel(join_page)
        self.link_note.setWordWrap(True)
        self.link_note.setVisible(False)
        jv.addWidget(self.link_note)
        self.join_button = QPushButton(join_page)
        self.join_button.setProperty("primary", True)
        self.join_button.clicked.connect(self._join)
        self.code.returnPressed.connect(self._join)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.join_button)
        jv.addLayout(row)
        self.tabs.addTab(join_page, "")
        self.tabs.currentChanged.connect(self._tab_changed)

        # -- the table (before it begins)
        table_page = QWidget(self.pages)
        tv = QVBoxLayout(table_page)
        self.invite = QLabel(table_page)
        self.invite.setWordWrap(True)
        self.invite.setTextFormat(Qt.TextFormat.RichText)
        tv.addWidget(self.invite)
        code_row = QHBoxLayout()
        self.code_shown = QLabel(table_page)
        cf = self.code_shown.font()
        cf.setPixelSize(26)
        cf.setBold(True)
        cf.setLetterSpacing(cf.SpacingType.AbsoluteSpacing, 2.0)
        self.code_shown.setFont(cf)
        self.code_shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(table_page)
        self.copy_button.setAutoDefault(False)
        self.copy_button.clicked.connect(self._copy)
        code_row.addWidget(self.code_shown)
        code_row.addWidget(self.copy_button)
        code_row.addStretch(1)
        self.code_widget = QWidget(table_page)
        self.code_widget.setLayout(code_row)
        code_row.setContentsMargins(0, 0, 0, 0)
        tv.addWidget(self.code_widget)
        # a link for each address, with its copy button (rows made by _show_links)
        self.links_title = QLabel(table_page)
        self.links_title.setWordWrap(True)
        tv.addWidget(self.links_title)
        self.links_box = QWidget(table_page)
        self.links_rows = QVBoxLayout(self.links_box)
        self.links_rows.setContentsMargins(0, 0, 0, 0)
        self.links_rows.setSpacing(4)
        tv.addWidget(self.links_box)
        self.link_fields: list[QLineEdit] = []
        self.link_buttons: list[QPushButton] = []
        self._links: list[str] = []
        self.addresses = QLabel(table_page)
        self.addresses.setWordWrap(True)
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        tv.addWidget(self.addresses)
        self.seats_title = QLabel(table_page)
        sf = self.seats_title.font()
        sf.setBold(True)
        self.seats_title.setFont(sf)
        tv.addWidget(self.seats_title)
        self.seat_lines = QLabel(table_page)
        self.seat_lines.setTextFormat(Qt.TextFormat.RichText)
        self.seat_lines.setWordWrap(True)
        tv.addWidget(self.seat_lines)
        # the opener's buttons that free a friend's seat (one for each seat a friend holds)
        free_row = QHBoxLayout()
        self.free_buttons: dict[int, QPushButton] = {}
        for seat in (1, 2, 3):
            fb = QPushButton(table_page)
            fb.setAutoDefault(False)
            fb.clicked.connect(lambda _=False, seat=seat: self.planner.free_seat(seat))
            fb.setVisible(False)
            self.free_buttons[seat] = fb
            free_row.addWidget(fb)
        free_row.addStretch(1)
        tv.addLayout(free_row)
        self.wait_note = QLabel(table_page)
        self.wait_note.setWordWrap(True)
        tv.addWidget(self.wait_note)
        tv.addStretch(1)
        row = QHBoxLayout()
        self.leave_button = QPushButton(table_page)
        self.leave_button.setAutoDefault(False)
        self.leave_button.clicked.connect(self.planner.leave_table)
        self.start_button = QPushButton(table_page)
        self.start_button.setProperty("primary", True)
        self.start_button.clicked.connect(self.planner.start_table)
        row.addWidget(self.leave_button)
        row.addStretch(1)
        row.addWidget(self.start_button)
        tv.addLayout(row)
        self.pages.addWidget(table_page)

        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.problem.setVisible(False)
        self.problem.setProperty(NOTICE, True)  # read out as it shows (access.py)
        root.addWidget(self.problem)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        self.close_button = QPushButton(self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.hide)
        bottom.addWidget(self.close_button)
        root.addLayout(bottom)

        self._found: list[Any] = []
        self._busy = False
        self._opener = False
        self._code = ""
        self._addresses: list[str] = []
        self._server = ""
        self._people: Sequence[TablePerson | None] = (None, None, None, None)
        self._strength_of_table = ""
        self._opener_name: str | None = None
        self._started = False
        self._kept: list[KeptSeat] = []
        self.retranslate()
        self.resize(600, 540)

    # -- words -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Friends", "Play with friends"))
        self.name_label.setText(translate("Friends", "Your &name:"))
        self.name.setPlaceholderText(translate("Friends", "as your friends know you"))
        self.tabs.setTabText(0, translate("Friends", "Open a table"))
        self.tabs.setTabText(1, translate("Friends", "Join a table"))
        self.seats_box.setTitle(translate("Friends", "Seats for friends"))
        words = {
            "partner": translate("Friends", "Your partner (North)"),
            "opponents": translate("Friends", "The opponents (West and East)"),
            "all": translate("Friends", "All three seats"),
        }
        for key, b in self.seat_choices.items():
            b.setText(words[key])
        self.strength_label.setText(translate("Friends", "Computers in the empty seats:"))
        for i in range(self.strength.count()):
            self.strength.setItemText(i, labels.strength_name(str(self.strength.itemData(i))))
        self.rules_label.setText(translate("Friends", "Rules:"))
        own = self.settings.rules
        own_name = labels.preset_name(own) if own in RULE_PRESETS else translate("Friends", "your house rules")
        self.rules.setItemText(0, translate("Friends", "Your own (%1)").replace("%1", own_name))
        for i in range(1, self.rules.count()):
            self.rules.setItemText(i, labels.preset_name(str(self.rules.itemData(i))))
        self.open_note.setText(translate(
            "Friends", "You sit at the bottom as always. The table is announced on this network; friends "
            "beyond it join with one of this computer's addresses. Every seat needs the table's code."))
        self.open_button.setText(translate("Friends", "&Open a table here"))
        self.server_label.setText(translate("Friends", "Or on a se&rver:"))
        self.server.setPlaceholderText(translate("Friends", "e.g. club.example.org"))
        self.server_button.setText(translate("Friends", "Open on the ser&ver"))
        self.server_button.setToolTip(translate("Friends", "A server that opens tables for players (a club's): "
                                                "friends anywhere join there with the code, and the table stays "
                                                "open while you are away."))
        self.found_label.setText(translate("Friends", "Tables on this network:"))
        self.look_button.setText(translate("Friends", "&Look again"))
        self.address_label.setText(translate("Friends", "&Address:"))
        self.address.setPlaceholderText(translate("Friends", "e.g. 192.168.1.5:24240, or paste a table's link"))
        self.code_label.setText(translate("Friends", "&Code:"))
        self.code.setPlaceholderText(translate("Friends", "the nine characters your friend shows"))
        self.join_button.setText(translate("Friends", "&Join"))
        self.copy_button.setText(translate("Friends", "&Copy"))
        self.copy_button.setToolTip(translate("Friends", "Copy the code and the addresses"))
        self.seats_title.setText(translate("Friends", "At the table:"))
        self.start_button.setText(translate("Friends", "&Start"))
        self.start_button.setToolTip(translate("Friends", "Begin now: the empty seats play as computers until "
                                               "their friends come."))
        self.close_button.setText(translate("Friends", "Close"))
        self.kept_box.setTitle(translate("Friends", "Your seats at tables"))
        self._show_found()
        self._show_table()
        self._show_kept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- what the player asks ---------------------------------------------------------

    def player_name(self) -> str:
        return " ".join(self.name.text().split())[:24]

    def _seats_choice(self) -> str:
        for key, b in self.seat_choices.items():
            if b.isChecked():
                return key
        return "partner"

    def _open(self) -> None:
        if self._busy:
            return
        self.say("")
        self.planner.open_table(self._seats_choice(), str(self.strength.currentData()),
                                str(self.rules.currentData()), self.player_name())

    def _open_on_server(self) -> None:
        if self._busy:
            return
        self.say("")
        self.planner.open_on_server(self.server.text(), self._seats_choice(), str(self.strength.currentData()),
                                    str(self.rules.currentData()), self.player_name())

    def _join(self) -> None:
        if self._busy:
            return
        self.say("")
        self.planner.join_table(self.address.text(), self.code.text(), self.player_name())

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        address = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(address, str):
            self.address.setText(address)
            self.code.setFocus()

    def _typed(self, text: str) -> None:
        """A link typed or pasted into the address or the code fills both; another text
        there makes the note of an earlier link go."""
        if not looks_like_link(text):
            self.link_note.setVisible(False)
            return
        try:
            link = parse_link(text)
        except LinkError as exc:
            self.refuse_link(exc)
            return
        self.fill_from_link(link)

    def refuse_link(self, error: LinkError) -> None:
        """Why a text is no table's link, said on the Join tab (the note of an earlier link
        goes: the fields may still hold its address and code)."""
        if not self.at_table:
            self.tabs.setCurrentIndex(1)
        self.link_note.setVisible(False)
        self.say(link_problem_text(error.problem))

    def fill_from_link(self, link: TableLink) -> None:
        """The Join tab with the link's address and code filled in and "Join" focused: the
        player sees which table it is and joins (nothing is joined here)."""
        self.tabs.setCurrentIndex(1)
        self.address.setText(link.address)
        self.code.setText(link.spaced_code)
        self.say("")
        self.link_note.setText(translate("Friends", "From a link: the table with the code %1 at %2. Press Join to "
                                         "sit down.").replace("%1", link.spaced_code).replace("%2", link.address))
        self.link_note.setVisible(True)
        self.join_button.setFocus()

    def _copy_link(self, index: int) -> None:
        if not 0 <= index < len(self._links):
            return
        QGuiApplication.clipboard().setText(self._links[index])
        button = self.link_buttons[index]
        button.setText(translate("Friends", "Copied"))
        QTimer.singleShot(2000, button, lambda: button.setText(translate("Friends", "Copy &link")))

    def _copy(self) -> None:
        lines = [translate("Friends", "Bauernschnapsen table: code %1").replace("%1", spaced_code(self._code))]
        lines += [self._server] if self._server else self._addresses
        QGuiApplication.clipboard().setText("\n".join(lines))
        self.copy_button.setText(translate("Friends", "Copied"))
        QTimer.singleShot(2000, self, lambda: self.copy_button.setText(translate("Friends", "&Copy")))

    # -- what the dialog is told --------------------------------------------------------

    def say(self, problem: str) -> None:
        """A refusal or a failure, in words (empty: none)."""
        self._tell(problem)

    def _tell(self, text: str) -> None:
        """The problem line's text; shown anew each time, so that a screen reader reads it
        (as a notification that shows) when a second problem follows the first. Hidden, the
        line keeps its last words: a reader that asks for them late ("Joining…" gone by
        then) read an empty "notification"."""
        if text:
            self.problem.setText(text)
        self.problem.setVisible(False)
        self.problem.setVisible(bool(text))

    def set_busy(self, busy: bool, text: str = "") -> None:
        """Opening or joining is under way (the buttons wait)."""
        self._busy = busy
        for b in (self.open_button, self.server_button, self.join_button):
            b.setEnabled(not busy)
        if busy:
            self.problem.setStyleSheet("")
            self._tell(text)
        else:
            self.problem.setStyleSheet("color: #b3261e; font-weight: bold;")

    def set_found(self, found: Sequence[Any], searching: bool) -> None:
        self._found = list(found)
        self._searching = searching
        self._show_found()

    def _show_found(self) -> None:
        searching = getattr(self, "_searching", False)
        self.found.clear()
        for f in self._found:
            name = str(f.name).split("._bauernschnapsen")[0]
            name = name.removeprefix("Bauernschnapsen ").rsplit(" ", 1)[0] or f.address
            host = f"{f.address}:{f.port}"
            from ...net import protocol as P

            if not f.takes(P.VERSION):
                text = translate("Friends", "%1 (%2): another version of the game").replace("%1", name).replace(
                    "%2", host)
            elif getattr(f, "opener", ""):
                text = translate("Friends", OPENERS_SEATS_FREE, None, f.free).replace("%1", f.opener).replace(
                    "%2", host)
            else:
                text = translate("Friends", SEATS_FREE, None, f.free).replace("%1", name).replace("%2", host)
            item = QListWidgetItem(text, self.found)
            item.setData(Qt.ItemDataRole.UserRole, host)
        if searching:
            self.looking.setText(translate("Friends", "Looking for tables on this network…"))
        elif not self._found:
            self.looking.setText(translate("Friends", "None found. Ask the friend who opened the table for an "
                                           "address."))
        else:
            self.looking.setText(translate("Friends", "Pick one, then type its code."))
        self.look_button.setEnabled(not searching)

    def set_kept(self, kept: Sequence[KeptSeat]) -> None:
        """The seats this player holds at tables (the newest first): each a way back."""
        self._kept = list(kept)
        self._show_kept()

    def _show_kept(self) -> None:
        while self.kept_rows.count():
            item = self.kept_rows.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.kept_back_buttons: list[QPushButton] = []
        for i, k in enumerate(self._kept):
            row = QWidget(self.kept_box)
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            back = QPushButton(kept_text(k), row)
            back.setProperty("primary", i == 0)
            back.setAutoDefault(False)
            back.clicked.connect(lambda _=False, i=i: self._come_back(i))
            forget = QPushButton(translate("Friends", "Forget"), row)
            forget.setAutoDefault(False)
            forget.setToolTip(translate("Friends", "Forget this seat: this computer no longer holds its key"))
            forget.setAccessibleName(translate("Friends", "Forget: %1").replace("%1", kept_text(k)))
            forget.clicked.connect(lambda _=False, i=i: self.planner.forget_kept(i))
            h.addWidget(back, 1)
            h.addWidget(forget)
            self.kept_rows.addWidget(row)
            self.kept_back_buttons.append(back)
        self.kept_box.setVisible(bool(self._kept))
        self._fit()

    def _fit(self) -> None:
        """Grow to what the page now holds (the seats kept add rows above the tabs): a
        layout squeezed below its size draws its rows over one another."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        hint = self.sizeHint()
        if hint.height() > self.height() or hint.width() > self.width():
            self.resize(max(self.width(), hint.width()), max(self.height(), hint.height()))

    def _come_back(self, index: int) -> None:
        if self._busy:
            return
        self.say("")
        self.planner.come_back(index)

    def show_table(self, *, opener: bool, code: str = "", addresses: Sequence[str] = (),
                   people: Sequence[TablePerson | None] = (None, None, None, None), strength: str = "",
                   opener_name: str | None = None, started: bool = False, server: str = "") -> None:
        """The table page: the code and addresses (the opener; ``server``: the URL of the
        server the table was opened on), who sits where, whether the game has begun."""
        self._opener, self._code, self._addresses = opener, code, list(addresses)
        self._server = server
        self._people, self._strength_of_table, self._opener_name = people, strength, opener_name
        self._started = started
        self.pages.setCurrentIndex(self.PAGE_TABLE)
        self.name_row.setVisible(False)
        self.say("")
        self._show_table()

    def show_choices(self) -> None:
        """Back to the tabs (the table is over, or was left before it began)."""
        self.pages.setCurrentIndex(self.PAGE_CHOOSE)
        self.name_row.setVisible(True)
        self.set_busy(False)
        self._show_table()  # the heading of the choices, not of the table left

    @property
    def at_table(self) -> bool:
        return self.pages.currentIndex() == self.PAGE_TABLE

    def _show_table(self) -> None:
        opener = self._opener
        if opener:
            self.title.setText(translate("Friends", "Your table is open"))
            self.invite.setText(html.escape(translate(
                "Friends", "Tell your friends the code. On this network they find the table under Game → Play "
                "with friends → Join a table; from elsewhere they type one of the addresses.")
                if not self._server else translate(
                "Friends", "Tell your friends the code and the server's address: they join under Game → Play "
                "with friends → Join a table.")))
            self.code_shown.setText(spaced_code(self._code))
            if self._server:
                self.addresses.setText(translate("Friends", "The server: %1").replace("%1", self._server))
            elif self._addresses:
                self.addresses.setText(translate("Friends", "This computer's addresses: %1").replace(
                    "%1", ", ".join(self._addresses)))
            else:
                self.addresses.setText("")
            self.links_title.setText(translate("Friends", "Or send your friends a link: it opens their game at "
                                               "this table."))
            self.leave_button.setText(translate("Friends", "Close the &table"))
            if self._started:
                self.wait_note.setText(translate(
                    "Friends", "The game is on. A friend who left comes back with Game → Play with friends; "
                    "a seat you free may be taken by anyone with the code."))
            else:
                self.wait_note.setText(translate(
                    "Friends", "Start when you like: a seat whose friend has not come yet plays as a computer "
                    "(%1) until the friend comes.").replace("%1", labels.strength_name(self._strength_of_table)
                                                            if self._strength_of_table else "–"))
        else:
            who = self._opener_name
            self.title.setText(translate("Friends", "At %1's table").replace("%1", who) if who
                               else translate("Friends", "At the table"))
            self.invite.setText("")
            self.addresses.setText("")
            self.leave_button.setText(translate("Friends", "&Leave"))
            if self._started:
                self.wait_note.setText(translate("Friends", "The game is on."))
            else:
                self.wait_note.setText(translate("Friends", "The game begins when %1 starts it.").replace("%1", who)
                                       if who else translate("Friends", "The game begins when the table's opener "
                                                             "starts it."))
        if not self.at_table:
            self.title.setText(translate("Friends", "Play with friends"))
        self._show_links(opener)
        self.code_widget.setVisible(opener)
        self.invite.setVisible(opener)
        self.addresses.setVisible(opener and bool(self._addresses or self._server))
        self.start_button.setVisible(opener and not self._started)
        self.start_button.setEnabled(not self._started)
        for seat, b in self.free_buttons.items():
            p = self._people[seat]
            can = opener and self.at_table and p is not None and p.person and bool(p.name)
            b.setVisible(can)
            if can and p is not None:
                b.setText(translate("Friends", "Free %1's seat").replace("%1", p.name or ""))
        rows = []
        for seat in (0, 1, 2, 3):
            rows.append(f"<tr><td style='padding-right:10px'><b>{html.escape(labels.seat_name(seat))}</b></td>"
                        f"<td>{html.escape(seat_line(seat, self._people[seat]))}</td></tr>")
        self.seat_lines.setText(f"<table>{''.join(rows)}</table>")

    def _show_links(self, opener: bool) -> None:
        """The opener's links: to the server the table was opened on, or one for each of
        this computer's addresses (made anew when they change)."""
        links: list[str] = []
        places: list[str] = []  # where each link leads, for a screen reader's name of its row
        if opener and self._code:
            for make, where in ([(link_for, self._server)] if self._server
                                else [(link_for_address, a) for a in self._addresses]):
                try:
                    links.append(str(make(where, self._code)))
                except LinkError:  # an address no link can name (none the server lists)
                    continue
                places.append(where)
        if links != self._links:
            while self.links_rows.count():
                item = self.links_rows.takeAt(0)
                gone = item.widget() if item is not None else None
                if gone is not None:
                    gone.deleteLater()
            self.link_fields, self.link_buttons, self._links = [], [], links
            for i, link in enumerate(links):
                row = QWidget(self.links_box)
                h = QHBoxLayout(row)
                h.setContentsMargins(0, 0, 0, 0)
                field = QLineEdit(link, row)
                field.setReadOnly(True)
                field.setCursorPosition(0)
                button = QPushButton(row)
                button.setAutoDefault(False)
                button.clicked.connect(lambda _=False, i=i: self._copy_link(i))
                h.addWidget(field, 1)
                h.addWidget(button)
                self.links_rows.addWidget(row)
                self.link_fields.append(field)
                self.link_buttons.append(button)
        for field, button, place in zip(self.link_fields, self.link_buttons, places):
            # each row named by where it leads: several rows' buttons say the same words
            field.setAccessibleName(translate("Friends", "Link to your table at %1").replace("%1", place))
            button.setAccessibleName(translate("Friends", "Copy the link to your table at %1").replace("%1", place))
            button.setText(translate("Friends", "Copy &link"))
            button.setToolTip(translate("Friends", "Copy this link, to send it to your friends"))
        self.links_title.setVisible(opener and bool(self._links))
        self.links_box.setVisible(opener and bool(self._links))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._tab_changed(self.tabs.currentIndex())

    def _tab_changed(self, index: int) -> None:
        """The Join tab looks for tables on the network (each time it is shown)."""
        if index == 1 and self.isVisible() and self.pages.currentIndex() == self.PAGE_CHOOSE:
            self.planner.look_for_tables()


def kept_text(k: KeptSeat) -> str:
    """A kept seat's way back, as its button says it."""
    if k.mine:
        return translate("Friends", "Open your table again (code %1)").replace("%1", spaced_code(k.code))
    if k.opener:  # opened on a club's server: it is there, open or closed when idle
        return (translate("Friends", "Back to your table at %1 (code %2)").replace("%2", spaced_code(k.code))
                .replace("%1", where(k.url)))
    seat = labels.seat_name(k.seat)
    if k.opener_name:
        return translate("Friends", "Back to %1's table (%2)").replace("%1", k.opener_name).replace("%2", seat)
    return translate("Friends", "Back to the table (%1)").replace("%1", seat)


def seat_line(seat: int, person: TablePerson | None) -> str:
    """Who sits in ``seat`` of a table not yet begun (or begun), in words."""
    if person is None:
        return ""
    name = person.name
    if seat == 0:
        return name or translate("Friends", "you")
    if not person.person:
        return translate("Friends", "a computer")
    if person.connected:
        return translate("Friends", "%1, connected").replace("%1", name) if name else translate(
            "Friends", "a friend, connected")
    if name:
        return translate("Friends", "%1, not connected").replace("%1", name)
    return translate("Friends", "waiting for a friend…")
