"""Work-around for the Qt binding in use: PySide6 6.12.0 on CPython 3.11.

This PySide6 build returns ``None``, ``True`` and ``False`` without taking a reference
(as if they were immortal, which they are only from CPython 3.12 on): every call of a
void Qt method from Python drops one reference to ``None``, every ``signal.emit()`` one
to ``True``.  After some ten thousand calls CPython 3.11 aborts with "none_dealloc:
deallocating None" (or "bool_dealloc").  On CPython < 3.12 we therefore give these three
singletons a huge reference count once, at import, which is what 3.12 does for them
anyway (they are never freed).  On 3.12+ nothing is done.

Every Qt module of this package imports this module first; :func:`emit` is the one way
we emit signals (a plain ``signal.emit``, kept as a single place for such fixes).
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

_BIG = 1 << 40


def _immortalize() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False):
        ref = ctypes.c_ssize_t.from_address(id(obj))
        if ref.value < _BIG:
            ref.value += _BIG


_immortalize()


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``."""
    signal.emit(*args)
