"""Finding tables on the network (DNS-SD over mDNS, zeroconf) and wss:// with --cert/--key."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import ssl
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bschnapsen_gui.net import discovery
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.client import TableClient

from .helpers import env, serve

FIND = textwrap.dedent("""
    import json, subprocess, sys
    sys.path.insert(0, {tests!r})
    from pathlib import Path
    from tests.net.helpers import serve
    from bschnapsen_gui.net.discovery import find_tables
    served = serve(Path({data!r}), "--announce", "--tables", "2", "--people", "0,2")
    try:
        found = find_tables(4.0, interfaces=["127.0.0.1"])
    finally:
        status = served.stop()
    print(json.dumps({{"url": served.url, "tables": served.tables, "status": status,
                      "found": [[f.url, [f.version, f.newest], list(f.tables), f.free, f.tls, f.app]
                                for f in found]}}))
""")


def _namespace_prefix() -> list[str] | None:
    """A network namespace of our own with multicast on its loopback (root only)."""
    if os.geteuid() != 0 or not shutil.which("unshare") or not shutil.which("ip"):
        return None
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=30)
    return None if probe.returncode else ["unshare", "-n", "sh", "-c",
                                          "ip link set lo up && ip link set lo multicast on && "
                                          "ip route add 224.0.0.0/4 dev lo && exec \"$0\" \"$@\""]


def test_an_announced_server_is_found_on_the_network(tmp_path: Path) -> None:
    """In a network namespace of its own where we may make one (no other announcement can
    reach it), else on this machine's loopback."""
    script = FIND.format(tests=str(Path(__file__).resolve().parents[2]), data=str(tmp_path / "srv"))
    prefix = _namespace_prefix() or []
    p = subprocess.run([*prefix, sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                       env=env())
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout.strip().splitlines()[-1])
    assert got["status"] == 0
    mine = [f for f in got["found"] if f[0] == got["url"]]
    assert len(mine) == 1, got
    url, versions, tables, free, tls, app = mine[0]
    assert versions == [P.OLDEST_VERSION, P.VERSION]
    assert sorted(tables) == sorted(t["id"] for t in got["tables"]) and free == 4 and not tls
    assert app.startswith("bauernschnapsen ")
    # no code in the record: a table found still needs the code its opener shows
    assert not any(t["code"] in json.dumps(got["found"]) for t in got["tables"])


def test_the_announced_record() -> None:
    rec = discovery.txt([("ab12cd34", 2), ("ffee0011", 0)], tls=True)
    assert rec == {"v": str(P.OLDEST_VERSION), "vmax": str(P.VERSION), "tls": "1", "path": "/", "app": rec["app"],
                   "tables": "ab12cd34,ffee0011", "free": "2"}
    # which windows a server seats: its own versions; a server before version 2 said v alone
    now = discovery.Found("x", "10.0.0.1", 24240, P.OLDEST_VERSION, False, (), 1, "", newest=P.VERSION)
    assert all(now.takes(v) for v in range(P.OLDEST_VERSION, P.VERSION + 1)) and not now.takes(P.VERSION + 1)
    old = discovery.Found("x", "10.0.0.1", 24240, 1, False, (), 1, "")
    assert old.takes(1) and not old.takes(2)
    many = discovery.txt([(f"{i:08x}", 1) for i in range(100)], tls=False)
    assert len(many["tables"]) <= 180 and many["free"] == "100"
    # a table opened from a game says its opener's name (and only then)
    assert discovery.txt([("ab12cd34", 2)], tls=False, opener="Anna")["opener"] == "Anna"
    assert "opener" not in discovery.txt([("ab12cd34", 2)], tls=False, opener="")


@pytest.mark.skipif(not shutil.which("openssl"), reason="openssl makes the test certificate")
def test_wss_with_cert_and_key(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
                    "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key),
                    "-out", str(cert)], check=True, capture_output=True, timeout=60)
    served = serve(tmp_path / "srv", "--cert", str(cert), "--key", str(key))
    try:
        assert served.url.startswith("wss://127.0.0.1:")
        context = ssl.create_default_context(cafile=str(cert))

        async def hello() -> str:
            c = TableClient(served.url, ssl_context=context)
            msg = await c.open(code=served.code)
            await c.close()
            return str(msg["type"])

        assert asyncio.run(hello()) == "welcome"

        async def untrusted() -> None:
            await TableClient(served.url).open(code=served.code)

        with pytest.raises(ssl.SSLError):
            asyncio.run(untrusted())
    finally:
        assert served.stop() == 0
