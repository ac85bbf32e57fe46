"""Settings: a typed, versioned dataclass kept as JSON in the user's config directory.

The file is ``settings.json`` under ``platformdirs.user_config_dir("bauernschnapsen")``,
or under ``$BSCHNAPSEN_CONFIG_DIR`` when that is set (tests use it, so they never touch
the real home).  It is written atomically (a temporary file, then ``os.replace``).
Unknown keys are ignored, missing or wrong values take their defaults; a file that is
not JSON at all, or not ours, is put aside as ``settings.json.broken-<timestamp>`` and
the caller is told, so that it can say so to the player.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

APP = "bauernschnapsen"
FORMAT = "bauernschnapsen/settings"
VERSION = 1

LANGS = ("de", "en", "ru")
PACKS = ("tell", "french", "french4")
SPEEDS = ("off", "fast", "normal", "slow")
STRENGTHS = ("beginner", "club", "expert")
RULE_PRESETS = ("standard", "traditional", "all_contracts")


def config_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_CONFIG_DIR")
    return Path(env) if env else Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_DATA_DIR")
    return Path(env) if env else Path(platformdirs.user_data_dir(APP))


@dataclass
class Settings:
    lang: str = "en"
    pack: str = "tell"
    speed: str = "normal"
    strength: str = "club"
    rules: str = "standard"

    _CHOICES = {
        "lang": LANGS,
        "pack": PACKS,
        "speed": SPEEDS,
        "strength": STRENGTHS,
        "rules": RULE_PRESETS,
    }

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        data.update(dataclasses.asdict(self))
        return data

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from JSON; ``BrokenFile`` if it is not a settings object of ours."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BrokenFile("not a Bauernschnapsen settings file")
        version = data.get("version")
        if type(version) is not int or version < 1:
            raise BrokenFile("the settings file has no valid version")
        data = _upgrade(dict(data), version)
        s = cls()
        for f in dataclasses.fields(cls):
            v = data.get(f.name)
            if isinstance(v, str) and v in cls._CHOICES[f.name]:
                setattr(s, f.name, v)
        return s


def _upgrade(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Hooks for older versions (none yet); newer versions are read as far as known."""
    return data


class BrokenFile(ValueError):
    """A file that cannot be read as ours; ``kept_as`` is where it was put aside."""

    def __init__(self, message: str, kept_as: Path | None = None) -> None:
        super().__init__(message)
        self.kept_as = kept_as


def put_aside(path: Path) -> Path:
    """Rename a broken file to ``<name>.broken-<timestamp>`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, target)
    return target


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(default_lang: str = "en") -> tuple[Settings, BrokenFile | None]:
    """The saved settings (or defaults) and, if the file was broken, what happened."""
    path = settings_path()
    defaults = Settings(lang=default_lang if default_lang in LANGS else "en")
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return defaults, None
    except OSError as exc:
        return defaults, BrokenFile(str(exc))
    try:
        data = json.loads(raw.decode("utf-8"))
        return Settings.from_json(data), None
    except (ValueError, UnicodeDecodeError) as exc:
        kept = put_aside(path)
        return defaults, BrokenFile(str(exc), kept)


def save_settings(settings: Settings) -> None:
    write_atomic(settings_path(), json.dumps(settings.to_json(), indent=2) + "\n")
