"""The window's vocabulary: the commands a menu entry, a key or a panel button gives, and
the kinds of panel shown over the table.

Both are string enums, so a command or a kind prints (and compares) as its plain name,
``Command.NEXT_DEAL == "next_deal"``; the code passes the members, never the strings.
No Qt here: the table view, the panels and the window all import it.
"""

from __future__ import annotations

from enum import StrEnum


class Command(StrEnum):
    """What the player asks for: a menu entry, a key of the action table, a panel button."""

    NEXT_DEAL = "next_deal"  # the summary's "Next deal" / "Next Bummerl"
    NEW_BUMMERL = "new_bummerl"
    SCORES = "scores"  # the score sheet (S)
    LAST_TRICK = "lasttrick"  # L
    DEAL_LOG = "deallog"  # D
    HINT = "hint"  # H
    DESCRIBE = "describe"  # T: the table in one text (for a screen reader)
    REPLAY = "replay"
    STATISTICS = "statistics"
    QUIT = "quit"
    HOUSE_RULES = "house_rules"
    SETTINGS = "settings"
    HELP = "help"
    ABOUT = "about"
    CLOSE = "close"  # an overlay's Close button
    PLAY_ON = "play_on"  # the Genug moment: no Genug now, the game goes on at once
    RESUME = "resume"  # the saved-game question: continue it
    FRESH = "fresh"  # ... or start a new game
    OK = "ok"  # a notice read
    LEARN = "learn"  # the lessons (Game → Learn to play)
    LESSON_NEXT = "lesson_next"  # the coach: the text is read, the lesson goes on
    LESSON_RESTART = "lesson_restart"
    LESSON_LEAVE = "lesson_leave"  # back to the game
    LESSON_LIST = "lesson_list"  # back to the list of lessons
    FRIENDS = "friends"  # Game → Play with friends (open a table, join one)
    LEAVE_TABLE = "leave_table"  # Game → Leave the table (the opener: close it)
    TABLE_OVER_READ = "table_over_read"  # the notice that a shared table is over is read
    TAKE_BACK = "take_back"  # Ctrl+Z: undo the human's last decision and what followed
    PLAY_AGAIN = "play_again"  # the deal shown, again from its start, as practice


class PanelKind(StrEnum):
    """What a panel shows: the action panel's phase, or the overlay's content."""

    NONE = ""  # hidden
    # the action panel: the human's choices in a phase
    TRUMP = "trump"
    AUCTION = "auction"
    DOUBLE = "double"
    PLAY = "play"
    # the overlay
    SUMMARY = "summary"
    SCORES = "scores"
    NOTICE = "notice"
    RESUME = "resume"
    LAST_TRICK = "lasttrick"
    DEAL_LOG = "deallog"
    LESSON = "lesson"  # the coach of a lesson

