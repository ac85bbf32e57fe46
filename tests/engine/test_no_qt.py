"""The engine and the computer players import with Qt blocked (STYLE.md lesson 1)."""

import subprocess
import sys

CODE = r"""
import builtins, importlib, pkgutil, sys
real_import = builtins.__import__
def guard(name, *args, **kwargs):
    if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
        raise ImportError("Qt is blocked in this test: " + name)
    return real_import(name, *args, **kwargs)
builtins.__import__ = guard
import bschnapsen_gui.engine as engine
import bschnapsen_gui.ai as ai
for pkg in (engine, ai):
    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        importlib.import_module(info.name)
assert not any(m.split(".")[0] in ("PySide6", "shiboken6") for m in sys.modules)
print("ok")
"""


def test_engine_and_ai_import_without_qt() -> None:
    p = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=False)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "ok"
