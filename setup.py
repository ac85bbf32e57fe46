"""The build steps pyproject.toml cannot say.

The card art and sounds are kept once, in the repository's top-level ``assets/``, and
copied into the package (``bschnapsen_gui/assets``) when a wheel or ``pip install .`` is
built, so the installed game carries them.

The compiled open-cards solver (``bschnapsen_gui/ai/_csolver.c``) is built as an optional
extension: without a C compiler the build warns and goes on, and the game plays with the
pure-Python solver (slower computer players); see ``ai/fastsolver.py``."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithAssets(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install finds the top-level folder itself
            return
        target = Path(self.build_lib) / "bschnapsen_gui" / "assets"
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(HERE / "assets", target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        target = Path(self.build_lib) / "bschnapsen_gui" / "assets"
        outputs += [str(target / p.relative_to(HERE / "assets")) for p in (HERE / "assets").rglob("*") if p.is_file()]
        return outputs


CSOLVER = Extension(
    "bschnapsen_gui.ai._csolver",
    sources=["bschnapsen_gui/ai/_csolver.c"],
    optional=True,  # no compiler: install anyway, the pure-Python solver plays
)

setup(cmdclass={"build_py": BuildWithAssets}, ext_modules=[CSOLVER])
