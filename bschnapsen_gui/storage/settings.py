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

from ..engine.rules import PRESETS, RuleSet, RulesError
from ..ai import STRENGTHS as STRENGTHS  # re-exported: the settings offer these
from ..resources import LANGS as LANGS  # re-exported
from ..resources import PACKS as PACKS

APP = "bauernschnapsen"
FORMAT = "bauernschnapsen/settings"
VERSION = 2

SPEEDS = ("off", "fast", "normal", "slow")
HUMAN = 0
"""The seat the player sits in (South); the computer players take the other three."""
RULE_PRESETS = ("standard", "traditional", "all_contracts")
HOUSE_PREFIX = "house:"  # ``rules`` naming a saved house-rule set: "house:<name>"
CUSTOM_RULES = "custom"  # ``rules`` for options chosen one by one, saved under no name


def config_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_CONFIG_DIR")
    return Path(env) if env else Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    env = os.environ.get("BSCHNAPSEN_DATA_DIR")
    return Path(env) if env else Path(platformdirs.user_data_dir(APP))


@dataclass
class Settings:
    """Everything the player sets (PRODUCT.md "Settings"); version 2.

    ``rules`` names where the house rules came from (a preset id, ``"house:<name>"`` or
    ``"custom"``) and ``rule_options`` holds the rule set itself (the deal log's ``rules``
    object), so the rules survive even if the named set is deleted.  ``seat_strengths``
    holds a strength per seat, or "" where ``strength`` (all seats) applies.
    """

    lang: str = "en"
    pack: str = "tell"
    speed: str = "normal"
    strength: str = "club"
    rules: str = "standard"
    rule_options: dict[str, Any] = dataclasses.field(default_factory=dict)
    seat_strengths: list[str] = dataclasses.field(default_factory=lambda: ["", "", "", ""])
    counting_aid: bool = False  # show each team's Augen on the table
    auto_genug: bool = False  # say Genug for the human's team when it has 66
    sounds: bool = False
    volume: int = 70  # percent

    _CHOICES = {
        "lang": LANGS,
        "pack": PACKS,
        "speed": SPEEDS,
        "strength": STRENGTHS,
    }

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        data.update(dataclasses.asdict(self))
        return data

    def rule_set(self) -> RuleSet:
        """The house rules in force (the preset's if the stored options are unreadable)."""
        try:
            return RuleSet.from_json(self.rule_options)
        except RulesError:
            return PRESETS.get(self.rules, PRESETS["standard"])

    def set_rule_set(self, name: str, rules: RuleSet) -> None:
        self.rules = name
        self.rule_options = rules.to_json()

    def strength_of(self, seat: int) -> str:
        """The strength of the computer in ``seat`` (its own, or the one for all)."""
        own = self.seat_strengths[seat] if 0 <= seat < len(self.seat_strengths) else ""
        return own or self.strength

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
        for name, choices in cls._CHOICES.items():
            v = data.get(name)
            if isinstance(v, str) and v in choices:
                setattr(s, name, v)
        rules = data.get("rules")
        if isinstance(rules, str) and (
            rules in RULE_PRESETS or rules == CUSTOM_RULES
            or (rules.startswith(HOUSE_PREFIX) and len(rules) > len(HOUSE_PREFIX))
        ):
            s.rules = rules
        options = data.get("rule_options")
        try:
            s.rule_options = RuleSet.from_json(options).to_json()
        except RulesError:
            s.rule_options = PRESETS.get(s.rules, PRESETS["standard"]).to_json()
        seats = data.get("seat_strengths")
        if isinstance(seats, list) and len(seats) == 4:
            s.seat_strengths = [v if isinstance(v, str) and v in STRENGTHS else "" for v in seats]
        for name in ("counting_aid", "auto_genug", "sounds"):
            v = data.get(name)
            if isinstance(v, bool):
                setattr(s, name, v)
        volume = data.get("volume")
        if type(volume) is int:
            s.volume = max(0, min(100, volume))
        return s


def _upgrade(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Older versions to the current one; newer versions are read as far as known.

    1 → 2: the rules were only a preset id; the rule set itself is now stored beside it
    (``rule_options``), with the new settings at their defaults.
    """
    if version < 2:
        preset = data.get("rules")
        rules = PRESETS.get(preset, PRESETS["standard"]) if isinstance(preset, str) else PRESETS["standard"]
        data["rule_options"] = rules.to_json()
        data["version"] = 2
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
