"""Links to a table (net/links.py): built and read back for every kind of server, and
hostile texts refused with the reason, never a traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.cli import DEFAULT_PORT
from bschnapsen_gui.net.links import (
    MAX_LINK,
    TLS_PORT,
    LinkError,
    LinkProblem,
    TableLink,
    link_for,
    link_for_address,
    looks_like_link,
    parse_link,
)

CODE = "7CPYXK4MA"


@pytest.mark.parametrize("link, text, url", [
    (TableLink("192.168.1.5", DEFAULT_PORT, CODE), "bauernschnapsen://192.168.1.5/7CP-YXK-4MA",
     "ws://192.168.1.5:24240/"),
    (TableLink("192.168.1.5", 24241, CODE), "bauernschnapsen://192.168.1.5:24241/7CP-YXK-4MA",
     "ws://192.168.1.5:24241/"),
    (TableLink("club.example", TLS_PORT, CODE, ("t1",), tls=True),
     "bauernschnapsen://club.example/t1/7CP-YXK-4MA?tls=1", "wss://club.example:443/t1/"),
    (TableLink("club.example", 8443, CODE, ("games", "t-2"), tls=True),
     "bauernschnapsen://club.example:8443/games/t-2/7CP-YXK-4MA?tls=1", "wss://club.example:8443/games/t-2/"),
    (TableLink("club.example", DEFAULT_PORT, CODE, tls=True),
     "bauernschnapsen://club.example:24240/7CP-YXK-4MA?tls=1", "wss://club.example:24240/"),
    (TableLink("2001:db8::5", DEFAULT_PORT, CODE), "bauernschnapsen://[2001:db8::5]/7CP-YXK-4MA",
     "ws://[2001:db8::5]:24240/"),
    (TableLink("::1", 9000, CODE, ("x",), tls=True), "bauernschnapsen://[::1]:9000/x/7CP-YXK-4MA?tls=1",
     "wss://[::1]:9000/x/"),
    (TableLink("pc-anna.local", DEFAULT_PORT, "7CPYXK"), "bauernschnapsen://pc-anna.local/7CP-YXK",
     "ws://pc-anna.local:24240/"),  # a six-character code of an earlier version's table
])
def test_a_link_round_trips(link: TableLink, text: str, url: str) -> None:
    assert str(link) == text
    assert parse_link(text) == link
    assert link.url == url
    assert link_for(url, link.code) == link


@pytest.mark.parametrize("text, link", [
    ("  bauernschnapsen://192.168.1.5/7cp-yxk-4ma\n", TableLink("192.168.1.5", DEFAULT_PORT, CODE)),
    ("Bauernschnapsen://PC.Example:24240/7CP YXK 4MA", TableLink("pc.example", DEFAULT_PORT, CODE)),
    ("bauernschnapsen://pc.example/7CPYXK4MA/", TableLink("pc.example", DEFAULT_PORT, CODE)),
    ("bauernschnapsen://club.example:443/t1/7CP-YXK-4MA?TLS=1", TableLink("club.example", 443, CODE, ("t1",), True)),
    ("bauernschnapsen://[2001:DB8:0::5]:80/7CP-YXK-4MA", TableLink("2001:db8::5", 80, CODE)),
])
def test_what_a_link_may_vary(text: str, link: TableLink) -> None:
    """Case, dashes and spaces in the code, case of the scheme and host, white space
    around, a slash after the code, a default port written out."""
    assert parse_link(text) == link


def test_the_address_field_and_the_server_url() -> None:
    assert parse_link("bauernschnapsen://192.168.1.5/7CP-YXK-4MA").address == "192.168.1.5"
    assert parse_link("bauernschnapsen://192.168.1.5:24241/7CP-YXK-4MA").address == "192.168.1.5:24241"
    assert parse_link("bauernschnapsen://[::1]:24241/7CP-YXK-4MA").address == "[::1]:24241"
    assert parse_link("bauernschnapsen://club.example/t1/7CP-YXK-4MA?tls=1").address == "wss://club.example/t1/"
    assert parse_link("bauernschnapsen://pc:9/a/7CP-YXK-4MA").address == "ws://pc:9/a/"
    assert parse_link("bauernschnapsen://pc/7CP-YXK-4MA").spaced_code == "7CP YXK 4MA"
    # the opener's server lists HOST:PORT
    assert str(link_for_address("10.0.0.7:40001", "7cp yxk 4ma")) == "bauernschnapsen://10.0.0.7:40001/7CP-YXK-4MA"


@pytest.mark.parametrize("text, problem", [
    ("bauernschnapsen://pc/" + "7" * (MAX_LINK), LinkProblem.TOO_LONG),
    ("bauernschnapsen://" + "a." * 300 + "/7CP-YXK-4MA", LinkProblem.TOO_LONG),
    ("http://pc/7CP-YXK-4MA", LinkProblem.SCHEME),
    ("ws://pc:24240/", LinkProblem.SCHEME),
    ("bauernschnapsen:pc/7CP-YXK-4MA", LinkProblem.SCHEME),
    ("javascript:alert(1)", LinkProblem.SCHEME),
    ("", LinkProblem.SCHEME),
    ("bauernschnapsen://anna@pc/7CP-YXK-4MA", LinkProblem.USERINFO),
    ("bauernschnapsen://anna:secret@pc/7CP-YXK-4MA", LinkProblem.USERINFO),
    ("bauernschnapsen://pc@evil.example/7CP-YXK-4MA", LinkProblem.USERINFO),
    ("bauernschnapsen://pc:0/7CP-YXK-4MA", LinkProblem.PORT),
    ("bauernschnapsen://pc:65536/7CP-YXK-4MA", LinkProblem.PORT),
    ("bauernschnapsen://pc:-1/7CP-YXK-4MA", LinkProblem.PORT),
    ("bauernschnapsen://pc:/7CP-YXK-4MA", LinkProblem.PORT),
    ("bauernschnapsen://pc:80x/7CP-YXK-4MA", LinkProblem.PORT),
    ("bauernschnapsen://pc:999999999999/7CP-YXK-4MA", LinkProblem.PORT),
    ("bauernschnapsen://pc/7CP-YXK-4MB", LinkProblem.CODE),  # B is never in a code
    ("bauernschnapsen://pc/7CP-YXK-4M", LinkProblem.CODE),  # eight characters
    ("bauernschnapsen://pc/7CP-YXK-4MA-A", LinkProblem.CODE),  # ten
    ("bauernschnapsen://pc/", LinkProblem.CODE),
    ("bauernschnapsen://pc", LinkProblem.CODE),
    ("bauernschnapsen://pc/7CP%20YXK%204MA", LinkProblem.CODE),
    ("bauernschnapsen://pc/7CP-YXK-4MA\x00", LinkProblem.CHARACTERS),
    ("bauernschnapsen://pc/7CP\tYXK-4MA", LinkProblem.CHARACTERS),
    ("bauernschnapsen://pc/7CP\u200bYXK4MA", LinkProblem.CHARACTERS),
    ("bauernschnapsen://p c/7CP-YXK-4MA", LinkProblem.CHARACTERS),
    ("bauernschnapsen://pc\r\nHost: evil/7CP-YXK-4MA", LinkProblem.CHARACTERS),
    ("bauernschnapsen://pc\x1b[2J/7CP-YXK-4MA", LinkProblem.CHARACTERS),
    ("bauernschnapsen://bücher.example/7CP-YXK-4MA", LinkProblem.CHARACTERS),
    ("bauernschnapsen://pc\u0085/7CP-YXK-4MA", LinkProblem.CHARACTERS),
    ("bauernschnapsen:///7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://:24240/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://-pc/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://pc_1/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://pc..example/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://pc.example./7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://" + "a" * 64 + ".example/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://999.1.1.1/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://1.2.3/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://010.1.1.1/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://2001:db8::5/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://[2001:db8::5/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://[1.2.3.4]/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://[::1]x/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://[fe80::1%25eth0]/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://[::g]/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://pc%2eexample/7CP-YXK-4MA", LinkProblem.HOST),
    ("bauernschnapsen://pc/../7CP-YXK-4MA", LinkProblem.PATH),
    ("bauernschnapsen://pc//7CP-YXK-4MA", LinkProblem.PATH),
    ("bauernschnapsen://pc/a%2F/7CP-YXK-4MA", LinkProblem.PATH),
    ("bauernschnapsen://pc/a b/7CP-YXK-4MA", LinkProblem.PATH),
    ("bauernschnapsen://pc/" + "a/" * 9 + "7CP-YXK-4MA", LinkProblem.PATH),
    ("bauernschnapsen://pc/7CP-YXK-4MA?tls=0", LinkProblem.QUERY),
    ("bauernschnapsen://pc/7CP-YXK-4MA?tls=1&x=2", LinkProblem.QUERY),
    ("bauernschnapsen://pc/7CP-YXK-4MA?", LinkProblem.QUERY),
    ("bauernschnapsen://pc/7CP-YXK-4MA#x", LinkProblem.QUERY),
])
def test_hostile_texts_are_refused_with_the_reason(text: str, problem: LinkProblem) -> None:
    with pytest.raises(LinkError) as e:
        parse_link(text)
    assert e.value.problem is problem, e.value
    assert isinstance(e.value, ValueError)


def test_a_link_cannot_be_made_of_what_no_link_says() -> None:
    with pytest.raises(LinkError):
        TableLink("pc", 0, CODE)
    with pytest.raises(LinkError):
        TableLink("pc", 24240, "7CPYXK4MB")
    with pytest.raises(LinkError):
        TableLink("pc example", 24240, CODE)
    with pytest.raises(LinkError):
        TableLink("pc", 24240, CODE, ("..",))
    with pytest.raises(LinkError):
        link_for("http://pc/", CODE)
    with pytest.raises(LinkError):
        link_for("ws://pc/?x=1", CODE)


def test_every_code_the_server_makes_is_a_links_code() -> None:
    for _ in range(200):
        code = P.new_code()
        assert parse_link(str(TableLink("pc", DEFAULT_PORT, code))).code == code


def test_what_looks_like_a_link() -> None:
    assert looks_like_link(" BAUERNSCHNAPSEN://x")
    assert looks_like_link("bauernschnapsen:garbage")
    assert not looks_like_link("192.168.1.5:24240")
    assert not looks_like_link("bauernschnapsen.example:24240")


def test_reading_a_link_imports_neither_the_network_nor_qt() -> None:
    code = ("import sys\nfrom bschnapsen_gui.net.links import parse_link\n"
            "parse_link('bauernschnapsen://pc/7CP-YXK-4MA')\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('websockets', 'zeroconf', 'PySide6', "
            "'ifaddr', 'asyncio') or m.startswith(('bschnapsen_gui.engine', 'bschnapsen_gui.ai'))))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "[]"
