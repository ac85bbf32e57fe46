"""PySide's question to every imported module, answered before PySide reads the source.

PySide6 replaces ``__import__`` to serve ``from __feature__ import snake_case``.  For every
module that an import statement names and that it has not seen, it asks whether the module
uses PySide, and it finds out by reading the module's whole source file
(``inspect.getsource``) and searching it for "PySide6".  Before our first frame that is
about 110 modules (ours and the standard library's) and 25-35 ms from ``.venv``; the frozen
builds carry no sources, so there the question costs little.

This program selects no feature, and then the answer changes nothing: a module that uses
PySide (0) and one that does not (-1) both see Qt's classes as they are.  So the answers are
written into PySide's table (``PySide6.support.feature.pyside_feature_dict``) before it asks:
0 for our Qt side, -1 for every other module.  A module that does import from
``__feature__`` still gets its features, since PySide then writes its own entry over ours.
If the table is not there (another PySide6), nothing is done and PySide asks as before.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import MutableMapping, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

_OURS = __name__.rsplit(".", 1)[0]  # bschnapsen_gui.qt


def _answer(name: str) -> int:
    return 0 if name == _OURS or name.startswith(_OURS + ".") else -1


class _Answerer:
    """A finder first on ``sys.meta_path`` that finds nothing: it only writes the answer for
    each module that is about to be imported, then lets the real finders go on."""

    def __init__(self, table: MutableMapping[str, int]) -> None:
        self._table = table

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        self._table.setdefault(name, _answer(name))
        return None


def answer_in_advance() -> bool:
    """Answers for the modules imported so far and, from now on, for each new one; False if
    this PySide6 has no such table (then PySide asks as before)."""
    try:
        feature = importlib.import_module("PySide6.support.feature")  # not in PySide's stubs
    except ImportError:
        return False
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return False
    if any(isinstance(finder, _Answerer) for finder in sys.meta_path):
        return True
    for name in list(sys.modules):
        table.setdefault(name, _answer(name))
    sys.meta_path.insert(0, _Answerer(table))
    return True
