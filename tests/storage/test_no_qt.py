"""The files the game keeps are read and written with Qt blocked (STYLE.md lesson 1)."""

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
import bschnapsen_gui.storage as storage
names = [info.name for info in pkgutil.walk_packages(storage.__path__, storage.__name__ + ".")]
for name in names:
    importlib.import_module(name)
assert not any(m.split(".")[0] in ("PySide6", "shiboken6") for m in sys.modules)
print(" ".join(sorted(n.rsplit(".", 1)[1] for n in names)))
"""


def test_storage_imports_without_qt() -> None:
    p = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=False)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split() == ["bench", "files", "houserules", "lessons", "savegame", "seats", "settings", "stats"]
