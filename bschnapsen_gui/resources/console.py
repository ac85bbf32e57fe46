"""The program's standard output and error: UTF-8 on every system, and never missing.

On Windows standard output into a pipe or a file is in the ANSI code page (cp1252 on a
German or English Windows), so printing a Russian word, or a path under ``C:\\Users\\Юрий``,
raises ``UnicodeEncodeError``; a frozen executable ignores ``PYTHONIOENCODING``.  And a
windowed executable has no standard streams at all (``sys.stdout is None``): ``print``
then writes nowhere, but argparse (``--help``, ``--version``, every error of the command
line; Python 3.11) writes to them without a check and crashes.  Every command that prints
(``bauernschnapsen``, ``--serve``, ``--join``, the replay command, the arena, the
benchmarks) calls :func:`utf8_output` first.  No Qt here.
"""

from __future__ import annotations

import codecs
import io
import os
import sys


def utf8_output() -> None:
    """Write ``sys.stdout`` and ``sys.stderr`` as UTF-8 where they are not UTF-8 already
    (standard error with ``errors="backslashreplace"``, Python's own for it: a message never
    fails for a character; standard output keeps its error handler); a missing one (a
    windowed executable) becomes one that writes nowhere."""
    for name, errors in (("stdout", None), ("stderr", "backslashreplace")):
        stream = getattr(sys, name, None)
        if stream is None:
            try:
                setattr(sys, name, open(os.devnull, "w", encoding="utf-8", errors="replace"))  # noqa: SIM115
            except OSError:
                pass
            continue
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue  # a stream a caller put there: left as it is
        try:
            if codecs.lookup(stream.encoding).name == "utf-8" and (errors is None or stream.errors == errors):
                continue
            reconfigure(encoding="utf-8", errors=errors or stream.errors)
        except (AttributeError, LookupError, TypeError, ValueError, OSError, io.UnsupportedOperation):
            continue  # a stream that cannot change: it prints what it can
