"""No import cycles among the computer players' modules, lazy imports included."""

from __future__ import annotations

import ast
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "bschnapsen_gui" / "ai"


def _graph() -> dict[str, set[str]]:
    mods = {p.stem for p in AI.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for p in AI.glob("*.py"):
        deps: set[str] = set()
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):  # inside functions too
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
                deps |= {n for n in names if n in mods}
        graph[p.stem] = deps
    return graph


def test_no_module_imports_one_that_imports_it_back() -> None:
    graph = _graph()
    assert "cheater" in graph["players"] and "config" in graph["bidding"]  # the graph is read
    cycles = []

    def walk(start: str, node: str, path: list[str]) -> None:
        for d in sorted(graph[node]):
            if d == start:
                cycles.append(" -> ".join(path + [d]))
            elif d not in path:
                walk(start, d, path + [d])

    for m in sorted(graph):
        walk(m, m, [m])
    assert not cycles, cycles
