"""Work-arounds for bugs of the Qt binding in use.

PySide6 6.12.0: ``SignalInstance.emit()`` returns ``True`` without taking a reference,
so every emit from Python drops one reference to ``True`` too many; after a few hundred
emits CPython 3.11 aborts with "bool_dealloc: deallocating True or False".  Every
signal this package emits goes through :func:`emit`, which gives the reference back
(measured once at start-up, so a fixed PySide6 is left alone).
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal

_leaks: bool | None = None


class _Probe(QObject):
    ping = Signal(int)


def _measure() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        result = probe.ping.emit(0)
        del result
    after = sys.getrefcount(True)
    leaked = before - after >= 8
    if leaked:
        for _ in range(8):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return leaked


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``, keeping the reference count of ``True`` right."""
    global _leaks
    if _leaks is None:
        _leaks = _measure()
    result = signal.emit(*args)
    if _leaks and (result is True or result is False):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
