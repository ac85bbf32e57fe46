"""What a table's refusals and a lost connection mean, in the player's words.

The server sends ids (``wrong_code``, close code 4006, …) and no words; these are the
window's sentences for them, each whole and translatable (context "Friends").
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QUrl

from ... import __version__
from ...net import protocol as P
from ...net.links import LinkProblem
from ..i18n.labels import QT_TRANSLATE_NOOP
from .connection import GARBLED, HOST, NETWORK, REFUSED, SILENT, TIMEOUT, TLS

translate = QCoreApplication.translate

# plural messages, marked with a literal count (labels.py says why) and translated with the real one
RETRY_IN = QT_TRANSLATE_NOOP("Friends", "The connection to the table was lost: trying again in %n s…", None, 1)
TOO_MANY_WAIT = QT_TRANSLATE_NOOP("Friends", "Too many wrong codes: try again in %n seconds.", None, 1)
OPENINGS_WAIT = QT_TRANSLATE_NOOP("Friends", "Too many tables were opened on this server just now: try again in %n "
                                  "seconds.", None, 1)
SEATS_FREE = QT_TRANSLATE_NOOP("Friends", "%1 (%2): %n seat(s) free", None, 1)  # %1 the computer, %2 its address
# a table opened from a game, found by its opener's name: %1 the name, %2 the address
OPENERS_SEATS_FREE = QT_TRANSLATE_NOOP("Friends", "%1's table (%2): %n seat(s) free", None, 1)


def where(url: str) -> str:
    """``host:port`` of a table's URL, as the player typed it."""
    u = QUrl(url)
    host = u.host()
    if ":" in host:
        host = f"[{host}]"
    return f"{host}:{u.port()}" if u.port() != -1 else host


def version_text(details: dict[str, Any]) -> str:
    app = details.get("app")
    if isinstance(app, str) and 0 < len(app) <= 20 and app.replace(".", "").replace("-", "").isalnum():
        return (translate("Friends", "The table's Bauernschnapsen is %1, yours %2: update one of them.")
                .replace("%1", app).replace("%2", __version__))
    server, client = details.get("server"), details.get("client")
    if type(server) is int and type(client) is int:
        return (translate("Friends", "The table speaks version %1 of the table protocol, this game version %2: "
                          "update one of them.").replace("%1", str(server)).replace("%2", str(client)))
    return translate("Friends", "The table's Bauernschnapsen is another version than yours: update one of them.")


def refusal_text(reason: str, details: dict[str, Any], opening: bool = False) -> str:
    """Why the table did not seat the player (a ``refused`` message's reason); ``opening``:
    the player asked a server to open a table."""
    R = P.JoinRefusal
    if reason == R.VERSION:
        return version_text(details)
    if reason == R.WRONG_CODE:
        return translate("Friends", "No table has this code. Check the code with the friend who opened the table.")
    if reason == R.UNKNOWN_TOKEN:
        return translate("Friends", "The table does not know your seat any more.")
    if reason == R.TABLE_FULL:
        return translate("Friends", "The table is full: every seat for friends is taken.")
    if reason == R.SEAT_TAKEN:
        return translate("Friends", "That seat is taken.")
    if reason == R.NOT_A_PERSON_SEAT:
        return translate("Friends", "That seat is played by a computer.")
    if reason == R.TOO_MANY_ATTEMPTS:
        wait = details.get("retry_after")
        n = wait if type(wait) is int and 0 <= wait < 100_000 else 60
        return translate("Friends", OPENINGS_WAIT if opening else TOO_MANY_WAIT, None, n)
    if reason == R.SERVER_FULL:
        return translate("Friends", "The table's computer has no room just now: try again later.")
    if reason == R.NO_OPEN_TABLES:
        return translate("Friends", "This server does not open tables for players. Ask the club for a table's "
                         "code, or open the table here.")
    if reason == R.TOO_MANY_TABLES:
        return translate("Friends", "Your network already holds as many open tables on this server as it may. "
                         "Close one of them, or wait until one closes by itself when no one is at it.")
    return translate("Friends", "The table did not seat you.")


def lost_reason(kind: str) -> str:
    """Why a connection failed, as a clause: "nothing answers there"."""
    return {
        REFUSED: translate("Friends", "nothing answers there (no table open at that address)"),
        HOST: translate("Friends", "no computer of that name is found"),
        TIMEOUT: translate("Friends", "there was no answer in time"),
        NETWORK: translate("Friends", "the network is not there or went away"),
        TLS: translate("Friends", "the secure connection failed"),
        SILENT: translate("Friends", "the table stopped answering"),
        GARBLED: translate("Friends", "the table sent something this game cannot read"),
    }.get(kind, translate("Friends", "the connection failed"))


def close_text(code: int, kind: str, url: str, *, joining: bool, opener: str | None = None) -> str:
    """Why the connection to a table ended (its close code), or could not be made."""
    if code == P.Close.TABLE_CLOSED:
        if opener:
            return translate("Friends", "%1 closed the table. You are back at your own game.").replace("%1", opener)
        return translate("Friends", "The table was closed by its opener. You are back at your own game.")
    if code == P.Close.TABLE_KEPT:
        if opener:
            return translate("Friends", "%1's game was closed; the table is kept with its score. When %1 "
                             "opens it again, Game → Play with friends takes you back to your seat. You are "
                             "back at your own game.").replace("%1", opener)
        return translate("Friends", "The opener's game was closed; the table is kept with its score. When it "
                         "is open again, Game → Play with friends takes you back to your seat. You are back "
                         "at your own game.")
    if code == P.Close.SEAT_ENDED:
        return translate("Friends", "The table's opener freed your seat: someone else may take it. You are "
                         "back at your own game.")
    if code == P.Close.REPLACED:
        return translate("Friends", "Your seat was taken up by another window with your seat's key. "
                         "You are back at your own game.")
    if joining:
        return (translate("Friends", "Cannot reach a table at %1: %2.")
                .replace("%1", where(url)).replace("%2", lost_reason(kind)))
    return lost_reason(kind)


def link_problem_text(problem: LinkProblem) -> str:
    """Why a pasted or opened link is not a table's link, as one sentence."""
    L = LinkProblem
    why = {
        L.TOO_LONG: translate("Friends", "it is far too long"),
        L.SCHEME: translate("Friends", "it does not begin with bauernschnapsen://"),
        L.CHARACTERS: translate("Friends", "it has spaces or characters a link never has"),
        L.USERINFO: translate("Friends", "it has a user name before the address"),
        L.HOST: translate("Friends", "its address is not a computer's name or address"),
        L.PORT: translate("Friends", "its port is not a number from 1 to 65535"),
        L.PATH: translate("Friends", "its path has parts a link never has"),
        L.CODE: translate("Friends", "it does not end in a table's code"),
        L.QUERY: translate("Friends", "it has more after the code than a table's link has"),
    }.get(problem, "")
    return translate("Friends", "This is not a link to a table: %1. Ask your friend to copy the link again, or "
                     "type the address and the code.").replace("%1", why)
