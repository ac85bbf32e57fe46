"""The command line: ``bauernschnapsen`` / ``python -m bschnapsen_gui``.

Errors (bad arguments, no display) are reported in one clear line, never a traceback.
``--help`` and those lines speak the player's language (``--lang``, else the language of
the saved settings, else the system's): our texts are in the Qt catalogues under the
context "CommandLine", and so are argparse's own words, which it looks up through its
module-level gettext function while it parses.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

from . import __version__
from .resources import LANGS, PACKS

STARTED = time.monotonic()
"""When this module began (the program's code, after the interpreter's own start), for ``--startup-time`` where the
system does not say when the process started."""

AT = ("trump", "auction", "double", "play", "summary", "scores")  # the moments of qt.runs.moment
CONTEXT = "CommandLine"

class Translate(Protocol):
    """``tr(text)``, or ``tr(text, n)`` for a plural message (``%n`` is replaced by ``n``)."""

    def __call__(self, text: str, n: int = -1) -> str: ...


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: None = None, n: int = -1) -> str:  # noqa: N802
    """Marks ``text`` for lupdate (the name it knows; a count marks a plural message); it is
    translated where it is shown."""
    return text


# argparse's own words (Python 3.11), looked up through argparse's gettext function
_ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("CommandLine", "usage: "),
    QT_TRANSLATE_NOOP("CommandLine", "options"),
    QT_TRANSLATE_NOOP("CommandLine", "positional arguments"),
    QT_TRANSLATE_NOOP("CommandLine", "show this help message and exit"),
    QT_TRANSLATE_NOOP("CommandLine", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("CommandLine", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("CommandLine", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("CommandLine", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("CommandLine", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("CommandLine", "expected one argument"),
    QT_TRANSLATE_NOOP("CommandLine", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("CommandLine", "ambiguous option: %(option)s could match %(matches)s"),
)


def _language(argv: Sequence[str]) -> str:
    """The language for the command line's own words: --lang, the saved settings, the system."""
    for i, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value in LANGS:
            return value
    try:  # read only: a broken file is the window's business (it is kept aside there)
        from .storage.files import read_limited
        from .storage.settings import KIND, settings_path

        # the storage reader: a FIFO or a device there is not opened, a huge file not read
        lang = json.loads(read_limited(settings_path(), KIND.max_bytes).decode("utf-8")).get("lang")
        if lang in LANGS:
            return str(lang)
    except (OSError, ValueError, AttributeError, ImportError, RecursionError):
        pass
    try:
        from .qt.i18n.translations import system_language

        return system_language()
    except ImportError:  # no Qt: English
        return "en"


def _as_is(text: str, n: int = -1) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


def translator(lang: str) -> Translate:
    """``tr(text[, n])``: ``text`` in ``lang`` from our catalogue (context CommandLine), else
    as is.  English has a catalogue too: it gives the singular of plural messages."""
    try:
        from PySide6.QtCore import QTranslator

        from .qt.i18n.translations import package_qm
    except ImportError:
        return _as_is
    qm = package_qm(lang)
    catalogue = QTranslator()
    if qm is None or not catalogue.load(str(qm)):
        return _as_is

    def tr(text: str, n: int = -1) -> str:
        return _as_is(catalogue.translate(CONTEXT, text, None, n) or text, n)

    return tr


@contextlib.contextmanager
def _argparse_speaks(tr: Translate) -> Iterator[None]:
    """argparse's own words through ``tr`` while the command line is parsed."""
    saved = argparse._  # type: ignore[attr-defined]
    argparse._ = tr  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = saved  # type: ignore[attr-defined]


def _whole_number(tr: Translate) -> Callable[[str], int]:
    """argparse's type for N: a sentence in the command line's language when it is not a
    whole number (argparse's own says "invalid int value", naming Python's type)."""

    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                tr(QT_TRANSLATE_NOOP("CommandLine", "%1 is not a whole number")).replace("%1", repr(text))) from None

    return parse


LINK_SCHEME = "bauernschnapsen:"  # (net.links.SCHEME: that module is not imported before the first frame)


def check_link_argument(args: argparse.Namespace, error: Callable[[str], object], tr: Translate) -> None:
    """LINK opens the window at a table: not with the runs without one; and it must be
    meant as a link (a word that is not one is a mistake on the command line).  Whether it
    is a valid table's link the window says, after its first frame."""
    if not args.link.lstrip().lower().startswith(LINK_SCHEME):
        error(tr(QT_TRANSLATE_NOOP("CommandLine", "%1 is not a table's link (bauernschnapsen://…)")).replace(
            "%1", repr(args.link[:80])))
    if args.serve or args.join or args.smoke_test or args.screenshot or args.startup_time:
        error(tr(QT_TRANSLATE_NOOP("CommandLine", "a table's link opens the window: it cannot be combined with "
                                   "--serve, --join, --smoke-test, --screenshot or --startup-time")))


def build_parser(tr: Translate = _as_is) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="bauernschnapsen",
        description=tr(QT_TRANSLATE_NOOP("CommandLine", "Bauernschnapsen, the Austrian four-player card game: "
                                         "you and a computer partner against two computer opponents.")),
    )
    p.add_argument("link", nargs="?", metavar="LINK",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "a table's link (bauernschnapsen://…) a friend sent: "
                                             "the game opens with that table to join")))
    p.add_argument("--lang", choices=LANGS,
                   help=tr(QT_TRANSLATE_NOOP("CommandLine",
                                             "interface language (default: as last time, or the system's)")))
    p.add_argument("--pack", choices=PACKS,
                   help=tr(QT_TRANSLATE_NOOP("CommandLine",
                                             "card pack: William Tell, French, or French in four colours")))
    p.add_argument("--seed", type=_whole_number(tr), metavar="N",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine",
                                             "start a new match whose deals follow seed N; with --serve, the new "
                                             "tables deal from seed N, for tests and benchmarks only (without it, "
                                             "a table deals from the system's secure random source and nobody can "
                                             "foresee its deals)")))
    p.add_argument("--version", action="version", version=f"bauernschnapsen {__version__}",
                   help=tr(QT_TRANSLATE_NOOP("CommandLine", "show program's version number and exit")))
    dev = p.add_argument_group(tr(QT_TRANSLATE_NOOP("CommandLine", "developer switches")))
    dev.add_argument("--smoke-test", action="store_true",
                     help=tr(QT_TRANSLATE_NOOP("CommandLine", "computer players in all four seats play through the "
                                               "real window at full speed, print a one-line summary and exit")))
    dev.add_argument("--deals", type=_whole_number(tr), metavar="N",
                     help=tr(QT_TRANSLATE_NOOP("CommandLine",
                                               "with --smoke-test or --join: play N deals (default: a whole "
                                               "Bummerl)")))
    dev.add_argument("--screenshot", metavar="OUT.png",
                     help=tr(QT_TRANSLATE_NOOP("CommandLine",
                                               "render the window at a moment of a seeded game and exit")))
    dev.add_argument("--at", choices=AT, default="play",
                     help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --screenshot: which moment (default: play)")))
    dev.add_argument("--size", default="1280x800", metavar="WxH",
                     help=tr(QT_TRANSLATE_NOOP("CommandLine", "with --screenshot: window size")))
    dev.add_argument("--startup-time", action="store_true",
                     help=tr(QT_TRANSLATE_NOOP("CommandLine", "print the seconds from process start to the window's "
                                               "first painted frame and exit")))
    from .net import cli as net_cli  # the options only: the net layer itself is imported when used

    net_cli.add_arguments(p, tr)
    return p


def _seconds_since_process_start() -> float | None:
    """Wall time since this process started (Linux: /proc; Windows: GetProcessTimes; macOS:
    sysctl), or None where the system does not say."""
    try:
        if sys.platform == "win32":
            return _windows_seconds_since_start()
        if sys.platform == "darwin":
            return _macos_seconds_since_start()
        return _linux_seconds_since_start()
    except (OSError, ValueError, IndexError, AttributeError, ImportError):
        return None


def _linux_seconds_since_start() -> float:
    with open("/proc/self/stat", encoding="ascii") as f:  # (no /proc, a BSD: OSError)
        fields = f.read().rsplit(")", 1)[1].split()
    start_ticks = int(fields[19])  # field 22 of stat: starttime, in clock ticks since boot
    with open("/proc/uptime", encoding="ascii") as f:
        uptime = float(f.read().split()[0])
    return uptime - start_ticks / os.sysconf("SC_CLK_TCK")


def filetime_ticks(high: int, low: int) -> int:
    """A Windows FILETIME (its two 32-bit halves) as 100-ns ticks since 1601-01-01."""
    return (high << 32) | low


def seconds_between_filetimes(start: tuple[int, int], now: tuple[int, int]) -> float:
    """Seconds from the FILETIME ``start`` to ``now`` (each ``(high, low)``)."""
    return (filetime_ticks(*now) - filetime_ticks(*start)) / 10_000_000


def _windows_seconds_since_start() -> float | None:
    """The process's creation time (GetProcessTimes) against the system's time now."""
    if sys.platform != "win32":
        return None
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    kernel32.GetProcessTimes.argtypes = [wintypes.HANDLE] + [ctypes.POINTER(wintypes.FILETIME)] * 4
    kernel32.GetProcessTimes.restype = wintypes.BOOL
    kernel32.GetSystemTimeAsFileTime.argtypes = [ctypes.POINTER(wintypes.FILETIME)]
    kernel32.GetSystemTimeAsFileTime.restype = None
    created, exited, kernel, user, now = (wintypes.FILETIME() for _ in range(5))
    if not kernel32.GetProcessTimes(kernel32.GetCurrentProcess(), ctypes.byref(created), ctypes.byref(exited),
                                    ctypes.byref(kernel), ctypes.byref(user)):
        raise ctypes.WinError(ctypes.get_last_error())
    kernel32.GetSystemTimeAsFileTime(ctypes.byref(now))
    return seconds_between_filetimes((created.dwHighDateTime, created.dwLowDateTime),
                                     (now.dwHighDateTime, now.dwLowDateTime))


def timeval_seconds(raw: bytes) -> float:
    """The ``struct timeval`` (64-bit seconds, 32-bit microseconds) at the start of ``raw``."""
    import struct

    sec, usec = struct.unpack_from("=qi", raw, 0)
    return float(sec) + int(usec) / 1_000_000


def _macos_seconds_since_start() -> float | None:
    """The process's start (``kinfo_proc.kp_proc.p_starttime``, the first field, from
    ``sysctl(CTL_KERN, KERN_PROC, KERN_PROC_PID, pid)``) against the time now."""
    import ctypes
    import ctypes.util

    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.dylib", use_errno=True)
    libc.sysctl.argtypes = [ctypes.POINTER(ctypes.c_int), ctypes.c_uint, ctypes.c_void_p,
                            ctypes.POINTER(ctypes.c_size_t), ctypes.c_void_p, ctypes.c_size_t]
    libc.sysctl.restype = ctypes.c_int
    mib = (ctypes.c_int * 4)(1, 14, 1, os.getpid())  # CTL_KERN, KERN_PROC, KERN_PROC_PID
    info = ctypes.create_string_buffer(1024)  # struct kinfo_proc: 648 bytes on 64-bit macOS
    size = ctypes.c_size_t(len(info))
    if libc.sysctl(mib, 4, info, ctypes.byref(size), None, 0) != 0:
        raise OSError(ctypes.get_errno(), "sysctl(KERN_PROC_PID) failed")
    if size.value < 16:
        return None
    return time.time() - timeval_seconds(info.raw)


def _load_bundled_fonts() -> None:
    """Register the fonts shipped with a Windows or macOS build (bschnapsen_gui/fonts), so text
    renders as designed there; use DejaVu Sans when the system offers no font at all.  The
    Debian package ships none: Qt finds the system's DejaVu Sans (fonts-dejavu-core)."""

    from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

    from .resources import fonts_dir

    folder = fonts_dir()
    if not folder.is_dir():
        return
    had_fonts = bool(QFontDatabase.families())
    for font in sorted(folder.glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font))
    if not had_fonts and "DejaVu Sans" in QFontDatabase.families():
        QGuiApplication.setFont(QFont("DejaVu Sans", 10))


def startup_line(before: float | None, t0: float, now: float, tr: Translate) -> str:
    """What ``--startup-time`` prints: the seconds from the process's start (``before``:
    its age at ``t0``) to ``now``; where the system does not say when the process started,
    the seconds since this module began (:data:`STARTED`), named as such."""
    if before is None:
        return tr(QT_TRANSLATE_NOOP("CommandLine", "first frame %1 s after the program's code began (this system "
                                    "does not say when the process started)")).replace("%1", f"{now - STARTED:.2f}")
    return tr(QT_TRANSLATE_NOOP("CommandLine", "first frame %1 s after process start")).replace(
        "%1", f"{before + now - t0:.2f}")


def _print_startup_time(app: object, game: object, tr: Translate) -> None:
    """Quit after the first painted frame of the table, printing when it came."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    t0 = time.monotonic()
    before = _seconds_since_process_start()

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
                self.done = True
                print(startup_line(before, t0, time.monotonic(), tr))
                QTimer.singleShot(0, app.quit)  # type: ignore[attr-defined]
            return False

    watcher = FirstPaint(app)  # type: ignore[arg-type]
    game.window.view.viewport().installEventFilter(watcher)  # type: ignore[attr-defined]


def _display_available() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def main(argv: Sequence[str] | None = None) -> int:
    from .resources.console import utf8_output

    utf8_output()  # Windows' pipes are cp1252: Russian words and paths would not print
    # Start-up makes many objects and frees few: the collections Python would run before the
    # GUI thread's collector (qt.collector) owns collection cost about 10 ms of the first frame.
    was_collecting = gc.isenabled()
    gc.disable()
    try:
        return _main(argv)
    finally:
        if was_collecting:
            gc.enable()


def _main(argv: Sequence[str] | None) -> int:
    # In a frozen build the computer players' process is this executable started again:
    # freeze_support() runs that process's work and exits (packaging/launcher.py calls it
    # first; here for a frozen build started otherwise). Elsewhere it does nothing, and
    # multiprocessing is not imported before the first frame, nor by a frozen game's own start
    # (its arguments are not multiprocessing's: --multiprocessing-fork, a helper's -c).
    if getattr(sys, "frozen", False) and (sys.argv[1:2] == ["--multiprocessing-fork"] or "-c" in sys.argv[1:]):
        import multiprocessing

        multiprocessing.freeze_support()
    words = list(sys.argv[1:] if argv is None else argv)
    tr = translator(_language(words))
    with _argparse_speaks(tr):  # argparse words its -h and --version help when built
        parser = build_parser(tr)
        args = parser.parse_args(words)
        if args.deals is not None and not (args.smoke_test or args.join):
            parser.error(tr(QT_TRANSLATE_NOOP("CommandLine", "--deals needs --smoke-test or --join")))
        if args.deals is not None and args.deals < 1:
            parser.error(tr(QT_TRANSLATE_NOOP("CommandLine", "--deals must be at least 1")))
        if args.link is not None:
            check_link_argument(args, parser.error, tr)
        from .net import cli as net_cli

        net_cli.check(args, parser.error, tr)
    if net_cli.wanted(args):  # a table server or a headless client: no window, no Qt
        return net_cli.run(args, tr)
    size = (1280, 800)
    if args.screenshot:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
            if w < 320 or h < 240:
                raise ValueError
            size = (w, h)
        except ValueError:
            with _argparse_speaks(tr):
                parser.error(tr(QT_TRANSLATE_NOOP("CommandLine", "--size must look like 1280x800 (at least 320x240)")))
    headless = bool(args.smoke_test or args.screenshot)
    if not _display_available():
        if headless:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        else:
            print(
                "bauernschnapsen: " + tr(QT_TRANSLATE_NOOP(
                    "CommandLine",
                    "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop "
                    "session, or set QT_QPA_PLATFORM=offscreen for a headless run.")),
                file=sys.stderr,
            )
            return 2
    try:
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:
        print(f"bauernschnapsen: Qt for Python (PySide6) is not available: {exc}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Bauernschnapsen")
    app.setOrganizationName("bauernschnapsen")
    app.setApplicationVersion(__version__)
    _load_bundled_fonts()
    from .qt.collector import SWITCH_INTERVAL, GuiThreadCollector

    sys.setswitchinterval(SWITCH_INTERVAL)  # a computing worker thread hands the GUI the GIL every ms
    collector = GuiThreadCollector(app)  # Qt objects are freed on the GUI thread only
    if args.smoke_test or args.screenshot:
        from .qt import runs

        if args.smoke_test:
            return runs.run_smoke(app, args.deals, args.seed, print, tr)
        return runs.run_screenshot(app, args.screenshot, args.at, args.seed, args.lang, args.pack, size, tr)
    instance = None
    if not args.startup_time:  # a measuring run writes nothing, so it may run beside a game
        from .qt.instance import SingleInstance, hand_over
        from .storage.files import data_dir

        instance = SingleInstance(data_dir(), app)
        if not instance.acquire():  # a game runs on these folders: its window comes to the front
            if hand_over(instance.folder, link=args.link):
                return 0
            print("bauernschnapsen: " + tr(QT_TRANSLATE_NOOP(
                "CommandLine", "another Bauernschnapsen holds the lock of %1 but does not answer; "
                "close it, or end that process, and start again.")).replace("%1", str(instance.folder)),
                file=sys.stderr)
            return 1
    from .qt import app as game_app

    game = game_app.Game(app, game_app.Options(lang=args.lang, pack=args.pack, seed=args.seed,
                                               welcome=not args.startup_time, read_only=args.startup_time))
    gc.freeze()  # what start-up made (a long saved match too) lives as long as the game: out of the collector's way
    if args.startup_time:
        _print_startup_time(app, game, tr)
    if instance is not None:
        from .qt.ending import end_on_signals
        from .qt.firstframe import AfterFirstFrame

        def after_first_frame(instance: SingleInstance = instance, link: str | None = args.link) -> None:
            instance.listen()  # QtNetwork's socket for later starts
            end_on_signals(app)  # SIGTERM and SIGHUP close the window as the player would
            if link is not None:  # the table of the link, to join (or why it is no table's link)
                game.open_link(link)

        instance.showRequested.connect(game.window.bring_to_front)
        instance.linkRequested.connect(game.open_link)
        AfterFirstFrame(game.window.view.viewport(), after_first_frame)
    game.start()
    code = app.exec()
    game.controller.shutdown()
    if instance is not None:
        instance.release()
    collector.stop()
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
