"""The package's layout: no loose modules at the root, no import cycles, no Qt below the GUI.

The import graph is read from the source with :mod:`ast`, not from ``sys.modules``: every
``import`` and ``from … import`` anywhere in a module counts, also inside functions (a lazy
import still closes a cycle, only later).  A package's ``__init__`` is a module of its own
(``bschnapsen_gui.engine``).  ``from pkg import name`` imports ``pkg.name`` when that is a
module, else ``pkg``.  Imports under ``if TYPE_CHECKING:`` never run: they are left out of
the run-time graph and looked at in a test of their own.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

import bschnapsen_gui

PACKAGE = "bschnapsen_gui"
ROOT = Path(bschnapsen_gui.__file__).resolve().parent

#: the sub-packages that are pure Python (STYLE.md lesson 1 and the engine/UI split)
NO_QT = ("engine", "ai", "storage", "net", "cardart", "resources")
QT_NAMES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")


# -- reading the modules -------------------------------------------------------------------------


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (packages by their ``__init__``)."""
    return {_module_name(p): p for p in sorted(ROOT.rglob("*.py")) if "__pycache__" not in p.parts}


@cache
def extension_modules() -> set[str]:
    """Compiled modules, known by their type stubs (``_csolver.pyi`` beside ``_csolver.c``)."""
    return {_module_name(p) for p in ROOT.rglob("*.pyi") if p.with_suffix(".c").is_file()}


@dataclass(frozen=True)
class Import:
    source: str  #: the importing module
    target: str  #: the imported module (resolved; may be outside the package)
    line: int
    type_only: bool  #: under ``if TYPE_CHECKING:``

    def where(self) -> str:
        return f"{modules()[self.source].relative_to(ROOT.parent)}:{self.line}"


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _resolve_from(module: str, node: ast.ImportFrom) -> str:
    """The absolute name of ``from <node.module> import …`` written in ``module``."""
    if node.level == 0:
        return node.module or ""
    is_package = modules()[module].name == "__init__.py"
    base = module.split(".") if is_package else module.split(".")[:-1]
    if node.level > 1:
        base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _imports_in(module: str, text: str | None = None) -> list[Import]:
    """The imports in ``module`` (its file, or ``text`` read as if it were that module)."""
    path = modules()[module]
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text, str(path))
    found: list[Import] = []

    def visit(node: ast.AST, type_only: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.body:
                visit(child, True)
            for child in node.orelse:  # the else branch of TYPE_CHECKING does run
                visit(child, type_only)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append(Import(module, alias.name, node.lineno, type_only))
        elif isinstance(node, ast.ImportFrom):
            base = _resolve_from(module, node)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                # ``from . import name`` reads as a name of the package unless ``name`` is
                # a module of ours written in Python; a compiled one (ai/_csolver.c) is
                # imported by its own name instead (``import bschnapsen_gui.ai._csolver``)
                found.append(Import(module, sub if sub in modules() else base, node.lineno, type_only))
        for child in ast.iter_child_nodes(node):
            visit(child, type_only)

    visit(tree, False)
    return found


@cache
def all_imports() -> tuple[Import, ...]:
    return tuple(i for m in modules() for i in _imports_in(m))


def _graph(edges: list[Import]) -> dict[str, dict[str, Import]]:
    """module -> {imported module in the package -> the first import statement for it}"""
    g: dict[str, dict[str, Import]] = {m: {} for m in modules()}
    for e in edges:
        if e.target in modules() and e.target != e.source:
            known = g[e.source].get(e.target)
            if known is None or known.type_only and not e.type_only:  # a run-time import wins
                g[e.source][e.target] = e
    return g


def _components(g: dict[str, dict[str, Import]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(g[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            strong(v)
    return sorted(out)


def _path(g: dict[str, dict[str, Import]], start: str, goal: str, within: set[str]) -> list[str] | None:
    """A shortest import chain start -> ... -> goal through ``within`` (breadth first)."""
    prev: dict[str, str] = {}
    todo = [start]
    seen = {start}
    while todo:
        nxt = []
        for v in todo:
            for w in sorted(g[v]):
                if w == goal:
                    chain = [w, v]
                    while chain[-1] != start:
                        chain.append(prev[chain[-1]])
                    return chain[::-1]
                if w in within and w not in seen:
                    seen.add(w)
                    prev[w] = v
                    nxt.append(w)
        todo = nxt
    return None


def _cycles(g: dict[str, dict[str, Import]], comp: list[str]) -> list[list[str]]:
    """For each module of a component, a shortest cycle through it (each cycle once)."""
    within = set(comp)
    cycles: list[list[str]] = []
    seen: set[tuple[str, ...]] = set()
    for m in comp:
        for first in sorted(w for w in g[m] if w in within):
            rest = _path(g, first, m, within)
            if rest is None:
                continue
            cycle = [m] + rest[:-1]
            # the same cycle read from another module: rotate to its smallest member
            k = cycle.index(min(cycle))
            key = tuple(cycle[k:] + cycle[:k])
            if key not in seen:
                seen.add(key)
                cycles.append(list(key))
    return sorted(cycles, key=lambda c: (len(c), c))


def _describe(g: dict[str, dict[str, Import]], cycle: list[str]) -> str:
    short = [m.removeprefix(PACKAGE + ".") for m in cycle]
    steps = []
    for a, b in zip(cycle, cycle[1:] + cycle[:1]):
        e = g[a][b]
        steps.append(f"    {e.where()}: {a.removeprefix(PACKAGE + '.')} imports {b.removeprefix(PACKAGE + '.')}"
                     + (" (TYPE_CHECKING)" if e.type_only else ""))
    return " -> ".join(short + short[:1]) + "\n" + "\n".join(steps)


def runtime_cycles() -> list[list[str]]:
    g = _graph([i for i in all_imports() if not i.type_only])
    return [c for comp in _components(g) for c in _cycles(g, comp)]


# -- the tests -----------------------------------------------------------------------------------


def test_the_package_root_holds_no_loose_module() -> None:
    loose = sorted(p.name for p in ROOT.glob("*.py") if p.name not in ("__init__.py", "__main__.py"))
    assert not loose, f"modules at the package root (put each into the sub-package it belongs to): {loose}"
    for d in sorted(p for p in ROOT.rglob("*") if p.is_dir() and "__pycache__" not in p.parts):
        if any(d.glob("*.py")):
            assert (d / "__init__.py").is_file(), f"{d.relative_to(ROOT.parent)} holds modules but is no package"
    subs = {p.name for p in ROOT.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert set(NO_QT) <= subs and "qt" in subs


def test_the_import_reader_sees_what_it_must() -> None:
    """The graph itself: lazy imports, relative imports, ``from pkg import module`` and
    TYPE_CHECKING blocks are read as the module docstring says."""
    by_source: dict[str, list[Import]] = {}
    for i in all_imports():
        by_source.setdefault(i.source, []).append(i)
    engine = {i.target for i in by_source[f"{PACKAGE}.engine.deal"]}
    assert f"{PACKAGE}.engine.cards" in engine  # "from .cards import ..." in a module
    assert len(modules()) > 80 and f"{PACKAGE}.engine" in modules()
    # a package __init__'s relative import resolves inside the package itself
    init = {i.target for i in by_source[f"{PACKAGE}.engine"]}
    assert init and all(t.startswith(f"{PACKAGE}.engine.") or not t.startswith(PACKAGE) for t in init)

    src = (
        "from typing import TYPE_CHECKING\n"
        "from . import deal\n"
        "from .cards import Card\n"
        "from .. import engine\n"
        "if TYPE_CHECKING:\n"
        "    from .view import SeatView\n"
        "else:\n"
        "    import json\n"
        "def later():\n"
        "    from .rules import RuleSet\n"
    )
    got = {(i.target.removeprefix(PACKAGE + "."), i.type_only) for i in _imports_in(f"{PACKAGE}.engine.cards", src)}
    assert got == {
        ("typing", False), ("engine.deal", False), ("engine.cards", False), ("engine", False),
        ("engine.view", True), ("json", False), ("engine.rules", False),
    }, got
    # a cycle is found and said with its import lines
    g = _graph([Import(f"{PACKAGE}.engine.cards", f"{PACKAGE}.engine.deal", 1, False),
                Import(f"{PACKAGE}.engine.deal", f"{PACKAGE}.engine.rules", 2, False),
                Import(f"{PACKAGE}.engine.rules", f"{PACKAGE}.engine.cards", 3, False)])
    comps = _components(g)
    assert comps == [[f"{PACKAGE}.engine.cards", f"{PACKAGE}.engine.deal", f"{PACKAGE}.engine.rules"]]
    assert _describe(g, _cycles(g, comps[0])[0]).startswith(
        "engine.cards -> engine.deal -> engine.rules -> engine.cards"
    )


def test_no_import_cycles() -> None:
    g = _graph([i for i in all_imports() if not i.type_only])
    found = [_describe(g, c) for comp in _components(g) for c in _cycles(g, comp)]
    assert not found, f"{len(found)} import cycle(s) at run time:\n" + "\n".join(found)


def test_no_import_cycles_for_the_type_checker_either() -> None:
    """An import under ``if TYPE_CHECKING:`` closes no cycle either (``qt.runs`` took the
    command line's ``Translate`` from ``__main__``, which imports ``qt.runs``)."""
    g = _graph(list(all_imports()))
    found = [_describe(g, c) for comp in _components(g) for c in _cycles(g, comp)]
    assert not found, f"{len(found)} import cycle(s) with the TYPE_CHECKING imports:\n" + "\n".join(found)


#: reaches into another module's private names that are meant: argparse's gettext hook
#: (``argparse._``), through which the command line speaks the user's language
PRIVATE_ALLOWED = {("bschnapsen_gui.__main__", "argparse._")}


def test_no_module_reaches_into_another_modules_private_names() -> None:
    """``x._name`` where ``_name`` is not this module's own (defined, imported or set on
    ``self`` here): ``engine/bench.py`` set ``p._legal``, ``qt/lessons`` called
    ``old._close()``, ``qt/table/view.py`` called ``scene._extent``.  Each module offers a
    public name for what the others need."""
    bad = []
    for module, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own: set[str] = set()
        for n in ast.walk(tree):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                own.add(n.name)
            elif isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                own.add(n.id)
            elif isinstance(n, ast.alias):
                own.add(n.asname or n.name.split(".")[-1])
            elif (isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)
                  and isinstance(n.value, ast.Name) and n.value.id in ("self", "cls")):
                own.add(n.attr)
        for n in ast.walk(tree):
            if not (isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__")):
                continue
            if isinstance(n.value, ast.Name) and n.value.id in ("self", "cls") or n.attr in own:
                continue
            if (module, ast.unparse(n)) not in PRIVATE_ALLOWED:
                bad.append(f"{path.relative_to(ROOT.parent)}:{n.lineno}: {ast.unparse(n)}")
    assert not bad, "private names of other modules:\n" + "\n".join(bad)


def test_no_module_imports_another_modules_private_names() -> None:
    """``from m import _name`` is the same reach as ``m._name`` (issue 43: ``qt/players.py``
    re-exported ``tasks._THREADS``, ``ai/bench.py`` imported ``players._product``,
    ``net/membench.py`` ``bench._stop``); a name imported under a private alias of the
    importer's own (``import hint as _hint``) is fine."""
    bad = []
    for path in modules().values():
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(n, ast.ImportFrom) or n.module == "__future__":
                continue
            ours = n.level > 0 or (n.module or "").split(".")[0] == "bschnapsen_gui"
            for alias in n.names:
                if ours and alias.name.startswith("_") and not alias.name.startswith("__"):
                    bad.append(f"{path.relative_to(ROOT.parent)}:{n.lineno}: from {'.' * n.level}{n.module or ''}"
                               f" import {alias.name}")
    assert not bad, "private names imported from other modules:\n" + "\n".join(bad)


@pytest.mark.parametrize("sub", NO_QT)
def test_pure_python_packages_import_no_qt_anywhere(sub: str) -> None:
    """Not even a lazy import inside a function, nor one for the type checker."""
    name = f"{PACKAGE}.{sub}"
    own = [i for i in all_imports() if i.source == name or i.source.startswith(name + ".")]
    bad = [f"{i.where()}: {i.target}" for i in own if i.target.split(".")[0] in QT_NAMES]
    assert not bad, f"{sub}/ imports Qt: {bad}"
    # ... nor the GUI package, which does
    gui = [
        f"{i.where()}: {i.target}"
        for i in own
        if i.target == f"{PACKAGE}.qt" or i.target.startswith(f"{PACKAGE}.qt.")
    ]
    assert not gui, f"{sub}/ imports the GUI package: {gui}"


_BLOCKED_IMPORT = r"""
import builtins, importlib, pkgutil, sys
QT = {qt!r}
real_import = builtins.__import__
def guard(name, *args, **kwargs):
    if name.split(".")[0] in QT:
        raise ImportError("Qt is blocked in this test: " + name)
    return real_import(name, *args, **kwargs)
builtins.__import__ = guard
for sub in {subs!r}:
    pkg = importlib.import_module("bschnapsen_gui." + sub)
    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        importlib.import_module(info.name)
assert not any(m.split(".")[0] in QT for m in sys.modules)
print("ok")
"""


def test_pure_python_packages_import_with_qt_blocked() -> None:
    """Every module of the pure packages imports in an interpreter where Qt cannot."""
    code = _BLOCKED_IMPORT.format(qt=QT_NAMES, subs=NO_QT)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "ok"


_FIRST_FRAME_IMPORTS = r"""
import sys
from bschnapsen_gui import __main__ as start
start.build_parser().parse_args([])  # the options of every part (the net layer's too)
import bschnapsen_gui.qt.app, bschnapsen_gui.qt.mainwindow
late = ("bschnapsen_gui.ai", "bschnapsen_gui.net.server", "bschnapsen_gui.net.client", "websockets", "zeroconf",
        "PySide6.QtCharts", "PySide6.QtMultimedia", "PySide6.QtWebSockets", "PySide6.QtNetwork",
        "bschnapsen_gui.qt.friends", "importlib.metadata", "multiprocessing", "hmac", "_hashlib", "unicodedata")
print(sorted(m for m in sys.modules if m in late or m.startswith(tuple(n + "." for n in late))))
"""


def test_the_window_imports_nothing_its_first_frame_does_not_need() -> None:
    """Start-up (docs/architecture.md): the window's modules import neither the computer
    players (``ai``, hints and the review, ``multiprocessing`` for their process) nor the
    net layer (``net``, ``websockets``, ``zeroconf``: the window is a client of its own only
    when a table is opened or joined) nor the
    charts (QtCharts, the statistics and the score sheet) nor the sounds (QtMultimedia) nor
    ``importlib.metadata`` (the version is ``bschnapsen_gui.__version__``) nor OpenSSL
    (``hmac``, which :mod:`secrets` imports) nor ``unicodedata`` (each a DLL of megabytes on
    Windows); they come after the first frame, where they are used."""
    p = subprocess.run([sys.executable, "-c", _FIRST_FRAME_IMPORTS], capture_output=True, text=True,
                       check=False, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "[]", f"imported before the first frame: {p.stdout.strip()}"


_FEATURE_QUESTION = r"""
import os, sys, tempfile
import bschnapsen_gui.qt  # imports PySide6 and answers (qt.featurecheck)
from PySide6.support import feature
asked = []
real = feature._mod_uses_pyside
def spy(module):
    asked.append(module.__name__)
    return real(module)
feature._mod_uses_pyside = spy
import bschnapsen_gui.qt.app, bschnapsen_gui.qt.mainwindow
import bschnapsen_gui.qt.dialogs.settings, html.parser
table = feature.pyside_feature_dict
print(asked, table["bschnapsen_gui.qt.mainwindow"], table["bschnapsen_gui.engine.deal"], table["html.parser"])
# a module that selects a feature still gets it
folder = tempfile.mkdtemp()
with open(os.path.join(folder, "snaky.py"), "w") as f:
    f.write("from __feature__ import snake_case\nfrom PySide6.QtCore import QSize\nEMPTY = QSize(0, 0).is_empty()\n")
sys.path.insert(0, folder)
import snaky
print(snaky.EMPTY)
"""


def test_pyside_reads_no_source_to_learn_whether_a_module_uses_it() -> None:
    """PySide's question to each imported module (does it use PySide? it reads the source to
    know) is answered in advance by ``qt.featurecheck``: once the Qt package is imported,
    importing the window and a dialog asks it about no module, our Qt modules count as
    PySide's (0), the others not (-1), and a module that imports from ``__feature__`` still
    gets the feature."""
    p = subprocess.run([sys.executable, "-c", _FEATURE_QUESTION], capture_output=True, text=True,
                       check=False, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert p.returncode == 0, p.stderr
    assert p.stdout.split("\n")[:2] == ["[] 0 -1 -1", "True"], p.stdout


#: the window's rooms: each a sub-package of qt/
QT_ROOMS = ("seats", "table", "panels", "friends", "lessons", "dialogs", "widgets", "i18n")


def test_the_windows_rooms_import_one_another_without_a_cycle() -> None:
    """qt/'s sub-packages form layers too (issue 43): ``table/view.py`` imported
    ``panels/scoresheet`` inside a function while the panels import the view, one arrow that
    ran back up; the window now hands the view the score sheet's maker."""
    def room(module: str) -> str | None:
        parts = module.split(".")
        return parts[2] if len(parts) > 3 and parts[1] == "qt" and parts[2] in QT_ROOMS else None

    edges: dict[str, dict[str, Import]] = {}
    for i in all_imports():
        a, b = room(i.source), room(i.target)
        if not i.type_only and a and b and a != b:
            edges.setdefault(a, {}).setdefault(b, i)
    found = []
    for a, targets in edges.items():
        for b, first in targets.items():
            back = edges.get(b, {}).get(a)
            if back is not None and a < b:
                found.append(f"qt/{a} -> qt/{b} ({first.where()}) and back ({back.where()})")

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(n == goal or (n not in seen and reaches(n, goal, seen | {n})) for n in edges.get(start, {}))

    found += [f"qt/{a} is in a cycle of rooms" for a in edges if reaches(a, a, {a}) and not any(a in f for f in found)]
    assert not found, "\n".join(found)
