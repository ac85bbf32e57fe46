"""Links to a table: ``bauernschnapsen://HOST[:PORT][/PREFIX/…]/CODE[?tls=1]``.

A link carries what a friend needs to join a table: the server's URL and the table's code
(docs/protocol.md, "Links to a table").  ``bauernschnapsen://192.168.1.5/7CP-YXK-4MA``
stands for the server ``ws://192.168.1.5:24240/`` and the code ``7CPYXK4MA``;
``bauernschnapsen://club.example/t1/7CP-YXK-4MA?tls=1`` for ``wss://club.example:443/t1/``.
The port is left out when it is the default (24240 for ``ws``, 443 with TLS); an IPv6 host
is written in brackets.

A link comes from outside (a chat message, a web page, the command line, another start of
the game): :func:`parse_link` reads it strictly and refuses anything else with a
:class:`LinkError` whose :class:`LinkProblem` says why (the window words it).  Standard
library only (the protocol's code rules, ``protocol``, import nothing else), no Qt.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from enum import StrEnum

from .cli import DEFAULT_PORT
from .protocol import CODE_ALPHABET, CODE_LENGTH, normal_code

SCHEME = "bauernschnapsen"
#: the port of a link with ``?tls=1`` and no port
TLS_PORT = 443
#: the longest link read (characters, after the white space around it is taken away)
MAX_LINK = 512
#: the most path segments before the code (a proxy's prefix)
MAX_PREFIX_SEGMENTS = 8
#: the lengths of a table's code: nine, six at a table saved by an earlier version
CODE_LENGTHS = (6, CODE_LENGTH)

_LABEL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\Z")
_SEGMENT = re.compile(r"[A-Za-z0-9._~-]{1,64}\Z")
_PORT = re.compile(r"[0-9]{1,5}\Z")


class LinkProblem(StrEnum):
    """Why a text is not a table's link."""

    TOO_LONG = "too_long"  #: longer than :data:`MAX_LINK`
    SCHEME = "scheme"  #: it does not begin with ``bauernschnapsen://``
    CHARACTERS = "characters"  #: control characters, white space or other characters a link never has
    USERINFO = "userinfo"  #: a user name or a password before the host (``user@host``)
    HOST = "host"  #: no host, or not a host name or an IP address
    PORT = "port"  #: not a number from 1 to 65535
    PATH = "path"  #: a path segment before the code that a link never has
    CODE = "code"  #: no code, or not a table's code
    QUERY = "query"  #: anything after ``?`` but ``tls=1``, or a ``#`` part


class LinkError(ValueError):
    """A text that is not a table's link, and why (:attr:`problem`)."""

    def __init__(self, problem: LinkProblem, detail: str = "") -> None:
        super().__init__(f"not a table's link: {problem.value}{': ' + detail if detail else ''}")
        self.problem = problem


@dataclass(frozen=True)
class TableLink:
    """A table's server and code: what a link says.

    ``host`` is a host name (lower case) or an IP address (IPv6 without brackets);
    ``prefix`` the path segments before the code; ``code`` the code as the server takes it
    (upper case, no spaces or dashes).
    """

    host: str
    port: int
    code: str
    prefix: tuple[str, ...] = ()
    tls: bool = False

    def __post_init__(self) -> None:
        check_host(self.host)
        if not 1 <= self.port <= 65535:
            raise LinkError(LinkProblem.PORT, str(self.port))
        for segment in self.prefix:
            _check_segment(segment)
        if len(self.prefix) > MAX_PREFIX_SEGMENTS:
            raise LinkError(LinkProblem.PATH, "too many segments")
        if not is_code(self.code):
            raise LinkError(LinkProblem.CODE)

    @property
    def default_port(self) -> int:
        return TLS_PORT if self.tls else DEFAULT_PORT

    @property
    def url(self) -> str:
        """The server's URL: ``ws://HOST:PORT/PREFIX/…/`` (``wss://`` with TLS)."""
        path = "".join(s + "/" for s in self.prefix)
        return f"{'wss' if self.tls else 'ws'}://{_host_in_url(self.host)}:{self.port}/{path}"

    @property
    def address(self) -> str:
        """What the window's address field takes: ``HOST`` or ``HOST:PORT`` for a plain
        server at the root, else the whole URL (``wss://HOST/PREFIX/``); the port only
        where it is not the default."""
        host = _host_in_url(self.host)
        port = "" if self.port == self.default_port else f":{self.port}"
        if self.tls or self.prefix:
            return f"{'wss' if self.tls else 'ws'}://{host}{port}/{''.join(s + '/' for s in self.prefix)}"
        return host + port

    @property
    def spaced_code(self) -> str:
        """The code in groups of three, as it is read out: ``7CP YXK 4MA``."""
        return " ".join(self.code[i:i + 3] for i in range(0, len(self.code), 3))

    def __str__(self) -> str:
        host = _host_in_url(self.host)
        port = "" if self.port == self.default_port else f":{self.port}"
        path = "".join(s + "/" for s in self.prefix)
        code = "-".join(self.code[i:i + 3] for i in range(0, len(self.code), 3))
        return f"{SCHEME}://{host}{port}/{path}{code}{'?tls=1' if self.tls else ''}"


def is_code(code: str) -> bool:
    """``code`` (already normal) is a table's code: nine characters, or six of an earlier
    version's table, each of the code alphabet."""
    return len(code) in CODE_LENGTHS and all(ch in CODE_ALPHABET for ch in code)


def looks_like_link(text: str) -> bool:
    """``text`` is meant as a link (it begins with the scheme), valid or not."""
    return text.lstrip()[:len(SCHEME) + 1].lower() == SCHEME + ":"


def _host_in_url(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _bad_characters(text: str) -> bool:
    """Control characters (C0, DEL, C1), white space, or anything outside printable ASCII."""
    return any(not 0x21 <= ord(ch) <= 0x7E for ch in text)


def check_host(host: str) -> str:
    """``host`` if it is an IP address (IPv6 without brackets, no zone) or a host name of
    letters, digits and hyphens; else :class:`LinkError`."""
    if not host:
        raise LinkError(LinkProblem.HOST, "empty")
    if _bad_characters(host):
        raise LinkError(LinkProblem.CHARACTERS, "in the host")
    if "%" in host:  # an IPv6 zone (fe80::1%eth0), or percent-encoding: a link has neither
        raise LinkError(LinkProblem.HOST, "a % in the host")
    if ":" in host:
        try:
            return str(ipaddress.IPv6Address(host))
        except ValueError:
            raise LinkError(LinkProblem.HOST, "not an IPv6 address") from None
    if len(host) > 253:
        raise LinkError(LinkProblem.HOST, "too long")
    labels = host.split(".")
    if labels[-1].isdigit():  # a number at the end: an IPv4 address, written in full
        try:
            return str(ipaddress.IPv4Address(host))
        except ValueError:
            raise LinkError(LinkProblem.HOST, "not an IPv4 address") from None
    if not all(_LABEL.match(label) for label in labels):
        raise LinkError(LinkProblem.HOST, "not a host name")
    return host


def _check_segment(segment: str) -> None:
    if not _SEGMENT.match(segment) or segment in (".", ".."):
        raise LinkError(LinkProblem.PATH, "a segment a link never has")


def _port(text: str) -> int:
    if not _PORT.match(text) or not 1 <= int(text) <= 65535:
        raise LinkError(LinkProblem.PORT)
    return int(text)


def parse_link(text: str) -> TableLink:
    """The table a link names; :class:`LinkError` if ``text`` is not a table's link.

    White space around the link is ignored; in the code, case, dashes and spaces do not
    matter (``7cp-yxk-4ma``); everything else is read strictly.
    """
    t = text.strip()
    if len(t) > MAX_LINK:
        raise LinkError(LinkProblem.TOO_LONG)
    head = SCHEME + "://"
    if t[:len(head)].lower() != head:
        raise LinkError(LinkProblem.SCHEME)
    rest = t[len(head):]
    if "#" in rest:
        raise LinkError(LinkProblem.QUERY, "a # part")
    rest, question, query = rest.partition("?")
    tls = False
    if question:
        if query.lower() != "tls=1":
            raise LinkError(LinkProblem.QUERY, "only tls=1")
        tls = True
    authority, slash, path = rest.partition("/")
    if _bad_characters(authority):
        raise LinkError(LinkProblem.CHARACTERS, "in the host")
    if "@" in authority:
        raise LinkError(LinkProblem.USERINFO)
    if authority.startswith("["):
        host, bracket, after = authority[1:].partition("]")
        if not bracket or ":" not in host:
            raise LinkError(LinkProblem.HOST, "brackets")
        if after and not after.startswith(":"):
            raise LinkError(LinkProblem.HOST, "after the brackets")
        port_text = after[1:] if after else None
    else:
        if authority.count(":") > 1:
            raise LinkError(LinkProblem.HOST, "an IPv6 address without brackets")
        host, colon, after = authority.partition(":")
        port_text = after if colon else None
    host = check_host(host.lower())
    port = _port(port_text) if port_text is not None else (TLS_PORT if tls else DEFAULT_PORT)
    if not slash:
        raise LinkError(LinkProblem.CODE, "none")
    segments = path.split("/")
    if len(segments) > 1 and segments[-1] == "":  # one slash after the code, as some programs add
        segments.pop()
    *prefix, code_text = segments
    if len(prefix) > MAX_PREFIX_SEGMENTS:
        raise LinkError(LinkProblem.PATH, "too many segments")
    for segment in prefix:
        _check_segment(segment)
    if any(not (0x20 <= ord(ch) <= 0x7E) for ch in code_text):
        raise LinkError(LinkProblem.CHARACTERS, "in the code")
    code = normal_code(code_text)
    if not is_code(code) or len(code_text) > 2 * CODE_LENGTH:
        raise LinkError(LinkProblem.CODE)
    return TableLink(host, port, code, tuple(prefix), tls)


def link_for(url: str, code: str) -> TableLink:
    """The link to the table ``code`` at the server ``url`` (``ws://HOST:PORT/PREFIX/…/`` or
    ``wss://…``, the port optional); :class:`LinkError` if either is not one."""
    scheme, sep, rest = url.strip().partition("://")
    if not sep or scheme.lower() not in ("ws", "wss"):
        raise LinkError(LinkProblem.SCHEME)
    tls = scheme.lower() == "wss"
    if not rest.endswith("/"):
        rest += "/"
    query = "?tls=1" if tls else ""
    return parse_link(f"{SCHEME}://{rest}{normal_code(code)}{query}")


def link_for_address(address: str, code: str) -> TableLink:
    """The link to the table ``code`` at a plain server's ``HOST:PORT`` (as the opener's
    server lists its addresses)."""
    return link_for(f"ws://{address}/", code)
