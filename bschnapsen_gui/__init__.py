"""Bauernschnapsen for the desktop.

The package is split in three: ``engine`` (the rules, pure Python), ``ai`` (the
computer players, pure Python) and the Qt side (models, views, workers, settings).
"""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("bauernschnapsen")
except _metadata.PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+source"
