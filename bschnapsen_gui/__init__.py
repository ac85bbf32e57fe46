"""Bauernschnapsen for the desktop.

The package is split in three: ``engine`` (the rules, pure Python), ``ai`` (the
computer players, pure Python) and the Qt side (models, views, workers, settings).

``__version__`` is the one place of the version: ``pyproject.toml`` reads it from here
(``[tool.setuptools.dynamic]``), so the installed metadata, ``--version``, the window and
the packages agree, and start-up does not pay for ``importlib.metadata``.
"""

__version__ = "0.1.0"
