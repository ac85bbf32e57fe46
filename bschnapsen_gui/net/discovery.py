"""Finding tables on the local network: DNS-SD over mDNS with the ``zeroconf`` library.

A server started with ``--announce`` registers one service of type
``_bauernschnapsen._tcp.local.`` whose TXT record says the protocol version (``v``),
whether it speaks TLS (``tls``), the path (``path``), the server's program (``app``), and
its tables: their ids (``tables``, comma-separated, as many as fit) and how many seats for
people are free in all (``free``), and for a table opened from a game the name its opener
gave (``opener``: friends find "Anna's table", not a machine's name; the name the friends
see at the table anyway).  Never a code: the code is what the opener shows the friends he
invites, so a table found on the network still needs it.

:func:`discover` (or :func:`find_tables` without a running event loop) lists what answers
within a few seconds.  Announcing on a wildcard address uses every interface; on a given
address (``127.0.0.1``) only the interface that has it, so tests stay on loopback.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass
from typing import Any

from zeroconf import IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from .. import __version__
from . import protocol as P

SERVICE = "_bauernschnapsen._tcp.local."
_TXT_TABLES = 180  # bytes of table ids in the TXT record (a string holds at most 255)


@dataclass(frozen=True)
class Found:
    """A table server that answered on the network."""

    name: str  #: the DNS-SD instance name
    address: str
    port: int
    version: int  #: the oldest protocol version it takes (0 if it did not say)
    tls: bool
    tables: tuple[str, ...]
    free: int  #: seats for people still free, over all its tables
    app: str
    opener: str = ""  #: the name of the person who opened its table ("" if none was said)
    newest: int = 0  #: the newest protocol version it takes (0: only ``version``, a server before version 2)

    def takes(self, version: int) -> bool:
        """Whether it seats a client that speaks ``version``."""
        return self.version <= version <= max(self.version, self.newest)

    @property
    def url(self) -> str:
        host = self.address if ":" not in self.address else f"[{self.address}]"
        return f"{'wss' if self.tls else 'ws'}://{host}:{self.port}/"


def _interfaces(host: str) -> tuple[Any, list[str]]:
    """(zeroconf interfaces, addresses to announce) for a server listening on ``host``."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        ip = None
    if ip is not None and not ip.is_unspecified:
        return [str(ip)], [str(ip)]
    import ifaddr

    addresses = []
    for adapter in ifaddr.get_adapters():
        for a in adapter.ips:
            if isinstance(a.ip, str) and not a.ip.startswith("127."):
                addresses.append(a.ip)
    from zeroconf import InterfaceChoice

    return InterfaceChoice.All, addresses or ["127.0.0.1"]


def txt(tables: list[tuple[str, int]], tls: bool, opener: str = "") -> dict[str, str]:
    """The TXT record for ``tables`` (id, free seats for people) and the ``opener``'s name."""
    ids: list[str] = []
    size = 0
    for tid, _free in tables:
        if size + len(tid) + 1 > _TXT_TABLES:
            break
        ids.append(tid)
        size += len(tid) + 1
    # v: the oldest version taken (a window of version 1 compares it with its own, and is
    # seated); vmax: the newest (a server before version 2 says none: it takes v alone)
    return {"v": str(P.OLDEST_VERSION), "vmax": str(P.VERSION), "tls": "1" if tls else "0", "path": "/",
            "app": f"bauernschnapsen {__version__}",
            "tables": ",".join(ids), "free": str(sum(free for _tid, free in tables)),
            **({"opener": opener} if opener else {})}


class Announcer:
    """The server's DNS-SD service while it runs."""

    def __init__(self, host: str, port: int, tls: bool) -> None:
        self.host, self.port, self.tls = host, port, tls
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None

    def _service(self, tables: list[tuple[str, int]], opener: str = "") -> AsyncServiceInfo:
        _ifaces, addresses = _interfaces(self.host)
        label = f"Bauernschnapsen {socket.gethostname()[:30]} {self.port}"
        return AsyncServiceInfo(SERVICE, f"{label}.{SERVICE}", port=self.port, properties=txt(tables, self.tls, opener),
                                parsed_addresses=addresses, server=f"{socket.gethostname()[:40]}.local.")

    async def start(self, tables: list[tuple[str, int]], opener: str = "") -> None:
        ifaces, _addresses = _interfaces(self.host)
        self._zc = AsyncZeroconf(interfaces=ifaces, ip_version=IPVersion.V4Only)
        self._info = self._service(tables, opener)
        await self._zc.async_register_service(self._info, allow_name_change=True)

    async def update(self, tables: list[tuple[str, int]], opener: str = "") -> None:
        if self._zc is None or self._info is None:
            return
        info = self._service(tables, opener)
        if info.properties == self._info.properties:
            return
        info = AsyncServiceInfo(SERVICE, self._info.name, port=self.port, properties=txt(tables, self.tls, opener),
                                parsed_addresses=info.parsed_addresses(), server=self._info.server)
        self._info = info
        await self._zc.async_update_service(info)

    async def stop(self) -> None:
        if self._zc is not None:
            try:
                await self._zc.async_unregister_all_services()
            finally:
                await self._zc.async_close()
            self._zc = None


def _found(info: AsyncServiceInfo) -> Found | None:
    props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
             for k, v in (info.properties or {}).items() if isinstance(k, bytes)}
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or not info.port:
        return None
    try:
        version = int(props.get("v", "0"))
        newest = int(props.get("vmax", "0"))
        free = int(props.get("free", "0"))
    except ValueError:
        return None
    tables = tuple(t for t in props.get("tables", "").split(",") if t)
    return Found(info.name, addresses[0], int(info.port), version, props.get("tls") == "1", tables, free,
                 props.get("app", ""), P.clean_name(props.get("opener")) or "", newest)


async def discover(seconds: float = 3.0, interfaces: list[str] | None = None) -> list[Found]:
    """The table servers that answer on the local network within ``seconds``
    (``interfaces``: addresses of the interfaces to ask on; default all)."""
    from zeroconf import InterfaceChoice

    zc = AsyncZeroconf(interfaces=interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
    names: set[str] = set()
    found: dict[str, Found] = {}
    tasks: set[asyncio.Task[None]] = set()

    async def resolve(name: str) -> None:
        info = AsyncServiceInfo(SERVICE, name)
        if await info.async_request(zc.zeroconf, 3000):
            f = _found(info)
            if f is not None:
                found[name] = f

    def changed(zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change in (ServiceStateChange.Added, ServiceStateChange.Updated):
            names.add(name)
            task = asyncio.ensure_future(resolve(name))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
        elif state_change is ServiceStateChange.Removed:
            names.discard(name)
            found.pop(name, None)

    browser = AsyncServiceBrowser(zc.zeroconf, [SERVICE], handlers=[changed])
    try:
        await asyncio.sleep(seconds)
        if tasks:
            await asyncio.wait(list(tasks), timeout=3.0)
    finally:
        await browser.async_cancel()
        await zc.async_close()
    return sorted((f for n, f in found.items() if n in names), key=lambda f: f.name)


def find_tables(seconds: float = 3.0, interfaces: list[str] | None = None) -> list[Found]:
    """:func:`discover` for a caller without an event loop."""
    return asyncio.run(discover(seconds, interfaces))
