"""``bauernschnapsen --serve …`` and ``bauernschnapsen --join …``: the command line's net part.

:func:`add_arguments` adds the options to the program's parser (``__main__``); :func:`run`
runs a table server or a headless client when they were given.  This module imports
nothing of the net layer at its top: the window's start never pays for it.

``--serve`` prints one JSON object as its first line on standard output,
``{"url": "ws://HOST:PORT/", "tables": [{"id": "...", "code": "..."}]}``, then serves until
SIGTERM or SIGINT (Ctrl+C; on Windows also Ctrl+Break), when every table finishes its save
and it exits 0.  ``--join`` plays one
seat until its deals are over and prints a one-line JSON summary.  Errors are one line on
standard error in the player's language, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..storage.files import FolderLock

Translate = Callable[..., str]

# the strengths a table's or a client's computer may have (the cheater never sits at a table)
STRENGTHS = ("random", "heuristic", "beginner", "club", "expert")
DEFAULT_PORT = 24240
# --open-tables without a number: tables opened on demand at once (protocol.OPEN_TABLES)
OPEN_TABLES = 200
# --log-level's choices (the logging module's levels by name)
LOG_LEVELS = ("debug", "info", "warning", "error")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    return text


def add_arguments(p: argparse.ArgumentParser, tr: Translate) -> None:
    s = p.add_argument_group(tr(QT_TRANSLATE_NOOP("CommandLine", "table server (no window)")))
    s.add_argument("--serve", action="store_true",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "run table servers for friends to join over the network; "
                                             "prints the address and each table's code as JSON")))
    s.add_argument("--listen", metavar="HOST:PORT", default=f"0.0.0.0:{DEFAULT_PORT}",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: where to listen (port 0: any free port)")))
    s.add_argument("--tables", type=int, metavar="N", default=None,
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: how many tables to open at the start "
                                             "(default 1, or 0 with --open-tables; saved tables reopen)")))
    s.add_argument("--open-tables", type=int, metavar="N", nargs="?", const=OPEN_TABLES, default=0,
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: let players open tables from the game, "
                                             "at most N at once (default 200)")))
    s.add_argument("--close-idle", type=float, metavar="MINUTES", default=30.0,
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --open-tables: close a table opened from the "
                                             "game when no player has been at it for this long (default 30)")))
    s.add_argument("--strength", choices=STRENGTHS, default="club",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve or --join --open: the computers' "
                                             "strength at the tables")))
    s.add_argument("--people", metavar="SEATS", default="0,1,2,3",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve or --join --open: the seats of a new "
                                             "table that are for people, e.g. 0,2 (computers play the others)")))
    s.add_argument("--rules", metavar="RULES",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve or --join --open: the house rules of new "
                                             "tables: a preset (standard, traditional, all_contracts) or the deal "
                                             "log's rules object as JSON")))
    s.add_argument("--owned", action="store_true", help=argparse.SUPPRESS)  # the window's own table (below)
    s.add_argument("--reopen", action="store_true", help=argparse.SUPPRESS)  # with --owned: the kept table again
    s.add_argument("--data", metavar="DIR",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: the folder the tables are saved in")))
    s.add_argument("--announce", action="store_true",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: announce the tables on the local network")))
    s.add_argument("--cert", metavar="FILE",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: TLS certificate (PEM): serve wss://")))
    s.add_argument("--key", metavar="FILE",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: the certificate's private key (PEM)")))
    s.add_argument("--trusted-proxy", metavar="ADDR", action="append", default=[],
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: a reverse proxy (address or network, "
                                             "repeatable or comma-separated) whose X-Forwarded-For header names "
                                             "the client; ignored from anyone else")))
    s.add_argument("--log-level", choices=LOG_LEVELS, default="info", metavar="LEVEL",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --serve: what the server writes to standard "
                                             "error: debug, info (default: also every refused or limited "
                                             "connection), warning or error")))
    j = p.add_argument_group(tr(QT_TRANSLATE_NOOP("CommandLine", "headless client")))
    j.add_argument("--join", metavar="URL",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "play one seat of a table as a computer over the network")))
    j.add_argument("--code", metavar="CODE",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --join: the table's code")))
    j.add_argument("--open", action="store_true",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --join: open a new table on the server (one "
                                             "started with --open-tables) instead of a code; prints its code "
                                             "as a first line of JSON")))
    j.add_argument("--bot", choices=STRENGTHS, metavar="STRENGTH",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --join: the computer's strength "
                                             "(random, heuristic, beginner, club, expert)")))
    j.add_argument("--seat", type=int, choices=(0, 1, 2, 3), metavar="N",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --join: the seat to take (default: the first free)")))
    j.add_argument("--name", metavar="NAME",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --join: the name the others see")))
    j.add_argument("--record", metavar="FILE",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine",
                                             "with --join: write every message received to FILE, one JSON a line")))


def check(args: argparse.Namespace, error: Callable[[str], Any], tr: Translate) -> None:
    """Options that need each other (argparse's ``error`` does not return)."""
    if args.serve and args.join:
        error(tr(QT_TRANSLATE_NOOP("CommandLine", "--serve and --join cannot be combined")))
    if args.join and ((args.code is None) == (not args.open) or args.bot is None):
        error(tr(QT_TRANSLATE_NOOP("CommandLine", "--join needs --bot and either --code or --open")))
    if args.open and not args.join:
        error(tr(QT_TRANSLATE_NOOP("CommandLine", "--open goes with --join")))
    if args.serve or (args.join and args.open):
        _check_new_tables(args, error, tr)
    if (args.cert is None) != (args.key is None):
        error(tr(QT_TRANSLATE_NOOP("CommandLine", "--cert and --key go together")))
    if args.serve:
        try:
            parse_listen(args.listen)
        except ValueError:
            error(tr(QT_TRANSLATE_NOOP("CommandLine", "--listen must look like HOST:PORT, e.g. 127.0.0.1:0")))
        if not 0 <= args.open_tables <= 1000:
            error(tr(QT_TRANSLATE_NOOP("CommandLine", "--open-tables must be 0 to 1000")))
        if args.tables is None:
            args.tables = 0 if args.open_tables else 1
        if not (0 if args.open_tables else 1) <= args.tables <= 1000:
            error(tr(QT_TRANSLATE_NOOP("CommandLine", "--tables must be 1 to 1000")))
        if not 0 < args.close_idle <= 60 * 24 * 365:
            error(tr(QT_TRANSLATE_NOOP("CommandLine", "--close-idle must be more than 0 minutes")))
        try:
            _proxies(args.trusted_proxy)
        except ValueError as exc:
            error(tr(QT_TRANSLATE_NOOP("CommandLine", "--trusted-proxy: %1 is not an address or a network"))
                  .replace("%1", str(exc)))


def _check_new_tables(args: argparse.Namespace, error: Callable[[str], Any], tr: Translate) -> None:
    """What a new table is (a server's, or one a client opens): its seats for people and rules."""
    try:
        parse_people(args.people)
    except ValueError:
        error(tr(QT_TRANSLATE_NOOP("CommandLine", "--people must be seats 0-3, e.g. 0,2")))
    if args.rules is not None:
        try:
            parse_rules(args.rules)
        except ValueError as exc:
            error(tr(QT_TRANSLATE_NOOP("CommandLine", "--rules: %1")).replace("%1", str(exc)))


def _proxies(texts: list[str]) -> Any:
    from .server import parse_proxies

    return parse_proxies(texts)


def setup_logging(level: str) -> None:
    """The server's log: standard error, one line a message with its UTC time and level
    (the tables' codes for the operator go to standard output, not here)."""
    import logging
    import time

    handler = logging.StreamHandler(sys.stderr)
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s", "%Y-%m-%dT%H:%M:%SZ")
    formatter.converter = time.gmtime
    handler.setFormatter(formatter)
    root = logging.getLogger("bschnapsen_gui")
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    root.propagate = False


def parse_listen(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(text)
    return host.strip("[]"), int(port)


def parse_people(text: str) -> tuple[int, ...]:
    seats = tuple(sorted({int(x) for x in text.split(",") if x.strip()}))
    if not seats or any(not 0 <= s <= 3 for s in seats):
        raise ValueError(text)
    return seats


def parse_rules(text: str) -> Any:
    """A rule set: a preset's id, or a deal log's ``rules`` object as JSON (ValueError)."""
    from ..engine.rules import PRESETS, RulesError, RuleSet

    if text in PRESETS:
        return PRESETS[text]
    try:
        return RuleSet.from_json(json.loads(text))
    except (json.JSONDecodeError, RulesError) as exc:
        raise ValueError(str(exc)) from None


def addresses(host: str, port: int) -> list[str]:
    """Where friends reach a server listening on ``host``: ``HOST:PORT`` for each of this
    computer's IPv4 addresses (a wildcard host), else for ``host`` itself."""
    if host not in ("0.0.0.0", "", "::"):
        return [f"{host}:{port}" if ":" not in host else f"[{host}]:{port}"]
    try:
        import ifaddr

        found = [a.ip for adapter in ifaddr.get_adapters() for a in adapter.ips
                 if isinstance(a.ip, str) and not a.ip.startswith("127.") and not a.ip.startswith("169.254.")]
    except Exception:  # no list of interfaces here: the loopback at least
        found = []
    return [f"{ip}:{port}" for ip in dict.fromkeys(found)] or [f"127.0.0.1:{port}"]


def wanted(args: argparse.Namespace) -> bool:
    return bool(args.serve or args.join)


def run(args: argparse.Namespace, tr: Translate) -> int:
    import gc

    # __main__ turns the cyclic garbage collector off for the window's start, and it stayed
    # off: a server running for days freed no reference cycle (an exception and its frames,
    # a finished connection's futures), 9.6 kB per plain HTTP request and 2.8 kB per refused
    # hello, never given back (issue 39).  A server or a client is not a window's start.
    gc.enable()
    if args.serve:
        return _serve(args, tr)
    return _join(args, tr)


def plain(value: object, most: int = 200) -> str:
    """Text from outside as it may reach a terminal: control and format characters (escape
    sequences among them) dropped, at most ``most`` characters."""
    import unicodedata  # here: the window's start parses its options through this module

    text = "".join(ch for ch in str(value)[: most * 2] if not unicodedata.category(ch).startswith("C"))
    return text[:most]


def _filled(text: str, fills: tuple[object, ...]) -> str:
    for i, f in enumerate(fills, 1):
        text = text.replace(f"%{i}", plain(f))
    return text


def _fail(tr: Translate, text: str, *fills: object) -> int:
    """The headless client's one line on standard error (exit 2)."""
    print("bauernschnapsen: " + _filled(text, fills), file=sys.stderr)
    return 2


def _serve_fail(text: str, *fills: object) -> int:
    """Why the server cannot serve, in its log (exit 2)."""
    import logging

    logging.getLogger(__name__).error("%s", _filled(text, fills))
    return 2


def _serve(args: argparse.Namespace, tr: Translate) -> int:
    import asyncio
    import ssl

    from ..storage.files import data_dir
    from .server import ServerOptions

    host, port = parse_listen(args.listen)
    setup_logging(args.log_level)
    context = None
    if args.cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        try:
            context.load_cert_chain(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            return _serve_fail(tr(QT_TRANSLATE_NOOP("CommandLine", "cannot use the certificate %1: %2")),
                               args.cert, exc)
    folder = Path(args.data) if args.data else data_dir() / "server"
    rules = parse_rules(args.rules) if args.rules is not None else None
    options = ServerOptions(host=host, port=port, tables=args.tables, seed=args.seed, strength=args.strength,
                            data=folder, people=parse_people(args.people), ssl=context,
                            trusted_proxies=_proxies(args.trusted_proxy), open_tables=args.open_tables,
                            idle_close=args.close_idle * 60.0)
    if rules is not None:
        options.rules = rules
    try:
        return asyncio.run(_serving(options, args.announce, tr, owned=args.owned, reopen=args.reopen))
    except KeyboardInterrupt:
        return 0


async def _serving(options: Any, announce: bool, tr: Translate, *, owned: bool = False,
                   reopen: bool = False) -> int:
    """Serve until SIGTERM, SIGINT or (Windows) SIGBREAK (:func:`stop_on_signals`; the tables
    saved, to be reopened).  ``owned``: the server of a game's window (Game → Play with
    friends): its table is a new one (the folder's kept table is removed), or with
    ``reopen`` the one the window kept; its opener sits in seat 0; the port given is taken
    if free and any port else; and its standard input is the window: ``close`` closes the
    table for good (4006, its files removed), ``keep`` — or the end of the input (the
    window's process is gone, however it ended), or a stop signal — keeps it for the
    opener to open again (4008, its files stay), and the server ends."""
    import asyncio
    import gc
    import logging

    from .server import TableServer
    from .store import TableStore
    from .thinking import ThinkerPool

    try:
        lock = _lock_folder(options.data)
    except OSError as exc:
        return _serve_fail(tr(QT_TRANSLATE_NOOP("CommandLine", "cannot use the folder %1: %2")), options.data, exc)
    if lock is None:
        return _serve_fail(tr(QT_TRANSLATE_NOOP("CommandLine", "another table server uses the folder %1")),
                     options.data)
    thinker = ThinkerPool()
    restore_signals: Callable[[], None] | None = None
    store = TableStore(options.data)
    server = TableServer(options, thinker, store)
    loop = asyncio.get_running_loop()
    announcer = None
    closing: str | None = None
    verdict = {"close": False}  # what the window said on standard input
    try:
        if owned and not reopen:
            await loop.run_in_executor(None, _clear_tables, options.data)
        else:
            server.reopen()
        while len(server.tables) < options.tables:
            await server.open_table(opener=0 if owned else None)
        try:
            url = await server.listen()
        except OSError as exc:
            if not (owned and options.port):
                return _serve_fail(tr(QT_TRANSLATE_NOOP("CommandLine", "cannot listen on %1: %2")),
                             f"{options.host}:{options.port}", exc.strerror or exc)
            options.port = 0  # the usual port is taken (another table on this computer): any free one
            try:
                url = await server.listen()
            except OSError as exc2:
                return _serve_fail(tr(QT_TRANSLATE_NOOP("CommandLine", "cannot listen on %1: %2")),
                             f"{options.host}:0", exc2.strerror or exc2)
        # what start-up made lives as long as the server: out of the collector's way, so that
        # its full collections look only at what came later (the connections' garbage)
        gc.collect()
        gc.freeze()
        stop = asyncio.Event()
        restore_signals = stop_on_signals(loop, stop)  # before the first line: a caller may stop us at once
        tables = [{"id": t.id, "code": t.code} for t in server.tables.values()]
        print(json.dumps({"url": url, "tables": tables, "addresses": addresses(options.host, server.port)}),
              flush=True)
        if owned:
            _watch_input(loop, stop, verdict)
        loop.run_in_executor(None, thinker.start)  # the first computer need not wait for a spawn
        if announce:
            from .discovery import Announcer

            announcer = Announcer(options.host, server.port, options.ssl is not None)
            try:
                await announcer.start(server.announced(), server.opener_name())
            except Exception as exc:  # no multicast here: the tables are still reachable by address
                logging.getLogger(__name__).warning("cannot announce the tables on the network: %s", exc)
                announcer = None
        while not stop.is_set():
            try:
                await asyncio.wait_for(stop.wait(), 5.0)
            except TimeoutError:
                if announcer is not None:
                    await announcer.update(server.announced(), server.opener_name())
        if owned:
            closing = "close" if verdict["close"] else "keep"
        return 0
    finally:
        if closing == "close":
            await server.close_tables()
        elif closing == "keep":
            await server.keep_tables()
        await server.shutdown()
        if announcer is not None:
            await announcer.stop()
        await loop.run_in_executor(None, store.close)
        thinker.stop()
        lock.release()
        if restore_signals is not None:  # only now: a second Ctrl+C does not break off the saving
            restore_signals()


STOP_SIGNALS = ("SIGTERM", "SIGINT", "SIGBREAK")
"""What stops ``--serve`` (its tables saved, exit 0): ``kill``, Ctrl+C and, on Windows,
Ctrl+Break (``SIGBREAK``, which exists only there)."""


def stop_on_signals(loop: Any, stop: Any) -> Callable[[], None]:
    """From now on the :data:`STOP_SIGNALS` this system has set ``stop`` (an
    ``asyncio.Event`` of ``loop``); returns what puts the previous handlers back.

    Where the loop takes signal handlers (Unix) they are its own; Windows' loop does not
    (``NotImplementedError``), so there ``signal.signal`` sets them: the handler runs in the
    main thread, which the proactor loop wakes for it (its ``signal.set_wakeup_fd``), and
    hands the stop to the loop."""
    import functools
    import signal

    undo: list[Callable[[], object]] = []
    for name in STOP_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is None:
            continue
        try:
            loop.add_signal_handler(sig, stop.set)
            undo.append(functools.partial(loop.remove_signal_handler, sig))
        except (NotImplementedError, RuntimeError):  # Windows' loop
            previous = signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))
            undo.append(functools.partial(signal.signal, sig, previous))

    def restore() -> None:
        for step in reversed(undo):
            try:
                step()
            except (ValueError, OSError, RuntimeError):  # the loop closed, or not the main thread
                pass

    return restore


def _watch_input(loop: Any, stop: Any, verdict: dict[str, bool]) -> None:
    """The window's words on standard input (a thread: a pipe cannot be waited on by every
    event loop): ``close`` stops the server and closes its tables for good (``verdict``);
    ``keep``, or the input's end, stops it and keeps them.  No standard input at all
    (``sys.stdin is None``: a windowed executable started without one) counts as its end:
    the server never outlives a window it cannot hear."""
    import threading

    def read() -> None:
        try:
            for line in sys.stdin or ():
                word = line.strip()
                if word in ("close", "keep"):
                    verdict["close"] = word == "close"
                    break
        except (OSError, ValueError):
            pass
        loop.call_soon_threadsafe(stop.set)

    threading.Thread(target=read, name="bschnapsen-window", daemon=True).start()


def _clear_tables(folder: Path) -> None:
    """A new owned table replaces the one the window kept (the window asked its opener first)."""
    import shutil

    shutil.rmtree(folder / "tables", ignore_errors=True)


def _lock_folder(folder: Path) -> FolderLock | None:
    """The folder's lock (``server.lock``, held until the server ends: ``storage.files.FolderLock``,
    ``flock`` or on Windows ``msvcrt.locking``), or None if another server holds it;
    ``OSError`` if the folder cannot be made or the lock file opened."""
    from ..storage.files import FolderLock

    lock = FolderLock(folder, "server.lock")
    return lock if lock.acquire(strict=True) else None


_REFUSALS = {
    "version": QT_TRANSLATE_NOOP("CommandLine", "the server speaks protocol version %1, this client %2"),
    "wrong_code": QT_TRANSLATE_NOOP("CommandLine", "no table has this code"),
    "unknown_token": QT_TRANSLATE_NOOP("CommandLine", "the table does not know this seat any more"),
    "table_full": QT_TRANSLATE_NOOP("CommandLine", "the table is full"),
    "seat_taken": QT_TRANSLATE_NOOP("CommandLine", "that seat is taken"),
    "not_a_person_seat": QT_TRANSLATE_NOOP("CommandLine", "that seat is played by a computer"),
    "too_many_attempts": QT_TRANSLATE_NOOP("CommandLine", "too many attempts: try again in %1 s"),
    "server_full": QT_TRANSLATE_NOOP("CommandLine", "the server is full"),
    "no_open_tables": QT_TRANSLATE_NOOP("CommandLine", "this server does not open tables for players"),
    "too_many_tables": QT_TRANSLATE_NOOP("CommandLine", "you already hold %1 open tables on this server: "
                                         "close one first"),
}


def _join(args: argparse.Namespace, tr: Translate) -> int:
    import asyncio

    from websockets.exceptions import InvalidHandshake, InvalidURI

    from . import protocol as P
    from .client import Refused, ServerGone, play

    record = None
    try:
        if args.record:
            try:
                record = open(args.record, "w", encoding="utf-8")  # noqa: SIM115 - closed below
            except OSError as exc:
                return _fail(tr, tr(QT_TRANSLATE_NOOP("CommandLine", "cannot write %1: %2")), args.record,
                             exc.strerror or exc)
        try:
            open_table = None
            if args.open:
                open_table = {"people": list(parse_people(args.people)), "strength": args.strength,
                              "rules": parse_rules(args.rules).to_json() if args.rules is not None else {}}

            def opened(table: str, code: str) -> None:
                print(json.dumps({"table": table, "code": code}), flush=True)

            summary = asyncio.run(play(args.join, args.code, args.bot, seat=args.seat, deals=args.deals,
                                       record=record, seed=args.seed or 0, name=args.name, open_table=open_table,
                                       opened=opened))
        except Refused as exc:
            text = tr(_REFUSALS.get(exc.reason, QT_TRANSLATE_NOOP("CommandLine", "the server refused: %1")))
            if exc.reason == "version":
                return _fail(tr, text, exc.details.get("server"), P.VERSION)
            if exc.reason == "too_many_attempts":
                return _fail(tr, text, exc.details.get("retry_after"))
            if exc.reason == "too_many_tables":
                return _fail(tr, text, exc.details.get("most"))
            return _fail(tr, text, exc.reason)
        except (OSError, InvalidHandshake, InvalidURI, ServerGone, TimeoutError) as exc:
            return _fail(tr, tr(QT_TRANSLATE_NOOP("CommandLine", "cannot play at %1: %2")), args.join, exc)
        except ValueError as exc:  # schema.BadMessage, wire.WireError, a deal log's LogError
            return _fail(tr, tr(QT_TRANSLATE_NOOP(
                "CommandLine", "the server at %1 sent a message that does not follow the protocol (%2)")),
                args.join, exc)
        except KeyboardInterrupt:
            return 130
    finally:
        if record is not None:
            record.close()
    print(json.dumps(summary.to_json()), flush=True)
    return 0
