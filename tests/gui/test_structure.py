"""The Qt side's structure: no import cycle between its modules, lazy imports included."""

from __future__ import annotations

import ast
from pathlib import Path

import bschnapsen_gui.qt

ROOT = Path(bschnapsen_gui.qt.__file__).resolve().parent
PACKAGE = "bschnapsen_gui.qt"


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _imports(path: Path, name: str) -> set[str]:
    """Every bschnapsen_gui.qt module that ``path`` imports, anywhere in it."""
    is_package = path.name == "__init__.py"
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            targets = [mod] + [f"{mod}.{a.name}" for a in node.names]
        else:
            continue
        out |= {t for t in targets if t.startswith(PACKAGE + ".")}
    return out


def test_no_import_cycle_under_qt():
    modules = {_module(p): p for p in ROOT.rglob("*.py")}
    graph = {name: {t for t in _imports(p, name) if t in modules and t != name} for name, p in modules.items()}
    assert f"{PACKAGE}.mainwindow" in graph and graph[f"{PACKAGE}.mainwindow"], "the scan found no imports"
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            cycle = path[path.index(name):] + [name]
            raise AssertionError("import cycle: " + " -> ".join(cycle))
        if name in done:
            return
        for t in sorted(graph[name]):
            visit(t, path + [name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
